"""The rulebook's pages as the renderer reports them: a word split across pages, a stub
page, a half-empty page, a diagram away from its paragraph, a chapter mid-column, small
print in a diagram; and the renderer's report itself, from a real layout."""

from __future__ import annotations

from dataclasses import replace

import pytest
from reportlab.platypus import Paragraph

from printkit.art.canvas import Drawing
from printkit.craft.pages import page_findings
from printkit.render.layout_report import LaidOut as Laid
from printkit.render.rulebook import DiagramSlot
from printkit.render.text import build_pdf, styles
from printkit.units import mm_to_pt, pt_to_mm

TOP, FOOT = 800.0, 40.0  # a column's top and foot, in points above the page's foot
PAGE = 842.0  # the page's height in points: the report measures mm from its top


def down(points: float) -> float:
    """A height in points above the page's foot, as mm below the page's top."""
    return pt_to_mm(PAGE - points)


def para(page: int, top: float, lines: int, *, frame: str = "col0", style: str = "body",
         first: str = "Some words", last: str = "and more.", continued: bool = False) -> Laid:
    kind = "heading" if style.startswith("h") else "text"
    return Laid(page, int(frame.removeprefix("col")), kind, down(top),
                down(top - 13.2 * lines), lines, first, last, style=style,
                frame_top=down(TOP), frame_bottom=down(FOOT), continued=continued)


def full(page: int) -> list[Laid]:
    """A page with both columns full of text."""
    return [para(page, TOP, 57), para(page, TOP, 57, frame="col1")]


def lines(laid: list[Laid]) -> list[str]:
    return [f.line() for f in page_findings(laid, "toy rulebook")]


def test_full_pages_have_no_finding() -> None:
    assert lines(full(1) + full(2)) == []


def test_a_word_split_across_pages() -> None:
    laid = [para(1, TOP, 57), para(1, TOP, 57, frame="col1", last="In the seven-",
                                   continued=True),
            para(2, TOP, 57, first="teenth century"), *full(2)[1:]]
    assert lines(laid) == [
        "toy rulebook:p1: 'seven-teenth' is hyphenated across the break to page 2 "
        "[pages.hyphen-break]",
    ]


def test_a_word_split_across_columns_of_one_page_is_fine() -> None:
    laid = [para(1, TOP, 57, last="be-", continued=True), para(1, TOP, 57, frame="col1",
                                                              first="side the box.")]
    assert lines(laid) == []


def test_a_stub_page() -> None:
    laid = [*full(1), para(2, TOP, 1, first="side the box.")]
    assert lines(laid) == ["toy rulebook:p2: the page holds 1 lines [pages.stub]"]


def figures(page: int, top: float, height: float) -> list[Laid]:
    """Two assembly pictures side by side, `height` points tall, in the left column."""
    return [Laid(page, 0, "diagram", down(top), down(top - height), 0, "", "", diagram=n,
                 style="diagram", frame_top=down(TOP), frame_bottom=down(FOOT))
            for n in (1, 2)]


def test_a_last_page_of_a_few_lines_and_pictures_is_a_stub() -> None:
    # The last box step and its four pictures carried over: 3 lines and ~2 rows of
    # pictures (counted as 14 lines) fill under a third of the page.
    stub = [*full(1), para(2, TOP, 3, first="8. Close the lid"),
            *figures(2, TOP - 45, 90), *figures(2, TOP - 140, 90)]
    assert lines(stub) == ["toy rulebook:p2: the page holds 3 lines [pages.stub]"]
    # The same pictures beside enough words are a page.
    page = [*full(1), para(2, TOP, 40), *figures(2, TOP - 535, 90)]
    assert "[pages.stub]" not in " ".join(lines(page))


def test_a_half_empty_page_unless_a_chapter_ends_there() -> None:
    laid = [*full(1), para(2, TOP, 20), *full(3)]
    assert lines(laid) == [
        "toy rulebook:p2: the page is 83% empty [pages.half-empty]",
        "toy rulebook:p2: column 1 is 65% blank at its foot while its chapter goes on "
        "[pages.column-hole]",
    ]
    chapter = [*full(1), para(2, TOP, 20), para(3, TOP, 1, style="h1", first="Hex"),
               para(3, TOP - 30, 50), para(3, TOP, 57, frame="col1")]
    assert lines(chapter) == []


def test_a_column_left_blank_mid_chapter_though_the_page_is_half_full() -> None:
    # Snort's old page 1: the left column stopped 60% down, its paragraph's last lines
    # gone on with two diagrams to the right column; the page as a whole was 70% set.
    laid = [para(1, TOP, 34), para(1, TOP, 57, frame="col1"), *full(2)]
    assert lines(laid) == [
        "toy rulebook:p1: column 1 is 41% blank at its foot while its chapter goes on "
        "[pages.column-hole]",
    ]


def test_a_pages_last_column_may_stop_under_half_way_not_lower() -> None:
    # There a diagram too tall for the rest goes on with its paragraph's last lines.
    fine = [para(1, TOP, 57), para(1, TOP, 24, frame="col1"), *full(2)]
    assert lines(fine) == []
    # Breakthrough's old page 2: the right column 63% blank, the chapter going on.
    hole = [para(1, TOP, 57), para(1, TOP, 21, frame="col1"), *full(2)]
    assert lines(hole) == [
        "toy rulebook:p1: column 2 is 64% blank at its foot while its chapter goes on "
        "[pages.column-hole]",
    ]


def test_a_short_column_is_fine_where_its_chapter_ends() -> None:
    # The Rastros chapter ends a third down the left column; Traffic Lights starts right.
    laid = [*full(1), para(2, TOP, 20, last="no move."),
            para(2, TOP, 1, frame="col1", style="h1", first="Traffic Lights"),
            para(2, TOP - 30, 50, frame="col1"), *full(3)]
    assert [r.chapter for r in laid] == [0] * len(laid)
    laid = [replace(r, chapter=1) if r.page > 2 or r.column else r for r in laid]
    assert lines(laid) == []


def test_a_chapters_last_page_under_five_lines_is_a_stub() -> None:
    # A chapter's last page may be mostly blank, but four lines alone are no page.
    laid = [*full(1), para(2, TOP, 4, first="Common questions"),
            replace(para(3, TOP, 1, style="h1", first="Hex"), chapter=1),
            *[replace(r, chapter=1) for r in full(3)]]
    assert lines(laid) == ["toy rulebook:p2: the page holds 4 lines [pages.stub]"]


def test_a_diagram_away_from_its_paragraph_and_its_small_print() -> None:
    diagram = Laid(2, 0, "diagram", down(TOP), down(TOP - 300), 0, "", "", diagram=1,
                   style="diagram", frame_top=down(TOP), frame_bottom=down(FOOT),
                   text_pt=3.1, text="a")
    laid = [*full(1), diagram, para(2, TOP - 310, 30), para(2, TOP, 57, frame="col1")]
    assert lines(laid) == [
        "toy rulebook:p2: diagram 1: text 'a' is 3.1 pt, under the 5 pt floor [text.min-size]",
        "toy rulebook:p2: diagram 1: diagram 1 is on page 2, its paragraph on page 1 "
        "[pages.diagram-apart]",
    ]


def test_a_chapter_that_starts_mid_column() -> None:
    laid = [*full(1), para(2, TOP, 20), para(2, TOP - 300, 1, style="h1", first="Snort"),
            para(2, TOP - 330, 30), para(2, TOP, 57, frame="col1")]
    assert lines(laid) == [
        "toy rulebook:p2: chapter 'Snort' starts 300 pt below the top of its column "
        "[pages.chapter-top]",
    ]


def test_the_renderer_reports_where_it_put_each_paragraph_and_diagram() -> None:
    st = styles("en")
    words = " ".join(["Backgammon is one of the oldest games for two."] * 30)
    diagram = Drawing(40, 20, name="d")
    diagram.text(2, 10, "b4", size=pt_to_mm(4))
    slot = DiagramSlot(diagram, mm_to_pt(80), "PkTest")
    slot.diagram_number = 1
    story = [Paragraph("Title", st["h1"]), Paragraph(words, st["body"]), slot]
    laid: list[Laid] = []
    build_pdf(story, size_mm=(100, 100), margins_mm=(10, 10, 10, 10), report=laid)
    assert [(r.page, r.kind, r.style) for r in laid[:3]] == [
        (1, "heading", "h1"), (1, "text", "body"), (2, "text", "body")]
    assert laid[1].continued and not laid[2].continued
    assert laid[0].frame_top == pytest.approx(10) and laid[0].first_line == "Title"
    slot = laid[-1]
    assert slot.kind == "diagram" and slot.text == "b4"
    assert round(slot.text_pt, 1) == 8.0  # 4 pt drawn 40 mm wide, shown 80 mm wide
