"""A single game's rulebook spends no sheet on a half-empty last page where smaller
diagrams save it, and sets no heading at a column's foot with only a few lines below."""

from __future__ import annotations

from printkit.render.layout_report import pages
from tests.render.reports import rulebook_report


def test_a_half_empty_third_page_is_saved_by_smaller_diagrams() -> None:
    # Hex's English rulebook on Letter once ended on a third page (the front of a second
    # duplex sheet, its back blank) barely filled; its diagrams drawn a little smaller,
    # the rules fit one sheet, and no coordinate on a diagram is printed under 5 pt.
    report = rulebook_report("hex", paper="letter")
    assert len(pages(report)) == 2
    drawn = [r for r in report if r.kind == "diagram" and r.text_pt]
    assert drawn
    assert min(r.text_pt for r in drawn) >= 5 - 0.05
