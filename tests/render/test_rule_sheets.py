"""A single game's rulebook spends no sheet on a half-empty last page where smaller
diagrams save it, and sets no heading at a column's foot with only a few lines below."""

from __future__ import annotations

import pytest

from printkit.render.layout_report import HEADINGS, LaidOut
from printkit.render.rulebook import Fit, _sheet_saved
from tests.render.reports import rulebook_report


def _page(page: int, filled: float) -> LaidOut:
    """A page of one column set `filled` of its height."""
    return LaidOut(page=page, column=0, kind="text", top=20.0, bottom=20.0 + 250.0 * filled,
                   lines=10, first_line="a", last_line="b", style="body", frame_top=20.0,
                   frame_bottom=270.0)


def test_a_half_empty_third_page_is_saved_by_smaller_diagrams() -> None:
    # Hex's English rulebook on Letter once ended on a third page (the front of a second
    # duplex sheet, its back blank) barely filled; its diagrams drawn a little smaller,
    # the rules fit one sheet. (Since s21 it takes three pages well filled: windows onto
    # the board drawn large, and every box picture one to a row.)
    three = [_page(1, 1.0), _page(2, 1.0), _page(3, 0.3)]
    two = [_page(1, 1.0), _page(2, 0.95)]
    tried: list[float] = []

    def set_at(setting):
        tried.append(setting[1].scale)
        return (b"two", two) if setting[1].scale <= 0.8 + 1e-9 else (b"three", three)

    setting, pdf, laid = _sheet_saved((1.0, Fit()), b"three", three, set_at, lambda laid: 0)
    assert (pdf, laid) == (b"two", two)
    assert setting[1].scale == pytest.approx(0.8) and tried[0] == pytest.approx(0.9)
    # A third page well filled, or one that breaks more when saved, is kept.
    full = [*three[:2], _page(3, 0.9)]
    assert _sheet_saved((1.0, Fit()), b"three", full, set_at, lambda laid: 0)[1] == b"three"
    assert _sheet_saved((1.0, Fit()), b"three", three, set_at,
                        lambda laid: 5 - len(laid))[1] == b"three"


def test_no_coordinate_on_a_hex_diagram_prints_under_5_pt() -> None:
    report = rulebook_report("hex", paper="letter")
    drawn = [r for r in report if r.kind == "diagram" and r.text_pt]
    assert drawn
    assert min(r.text_pt for r in drawn) >= 5 - 0.05


def lines_under(report: list[LaidOut], index: int) -> tuple[int, bool, bool]:
    """The lines of text set under heading `index` in its column before the next heading,
    whether a diagram stands among them and whether its section goes on in another column."""
    heading = report[index]
    held, drawn = 0, False
    for r in report[index + 1:]:
        if r.style in HEADINGS:
            break
        if (r.page, r.column) != (heading.page, heading.column):
            return held, drawn, True
        held += r.lines if r.kind == "text" else 0
        drawn = drawn or r.kind == "diagram"
    return held, drawn, False


def test_no_heading_stands_over_a_few_lines_at_a_columns_foot() -> None:
    # Nardy's "Long nardy / Setting up" once began three lines from column 1's foot, and
    # "The Caucasian variant" stopped three lines in, mid-sentence, at ~70% of p3's
    # column 2, their diagrams going on in the next column (rev16): each now goes on whole.
    report = rulebook_report("nardy")
    checked = 0
    for index, r in enumerate(report):
        if r.style not in HEADINGS or (index + 1 < len(report)
                                       and report[index + 1].style in HEADINGS):
            continue
        held, drawn, goes_on = lines_under(report, index)
        assert held >= 4 or drawn or not goes_on, (r.page, r.column, r.first_line)
        checked += 1
    assert checked >= 10
