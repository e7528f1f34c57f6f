"""A heading at a column's foot keeps at least two items of the list it opens."""

from __future__ import annotations

from printkit.render.layout_report import LaidOut
from tests.render.reports import rulebook_report


def lone_items(report: list[LaidOut]) -> list[tuple[int, int, str]]:
    """The columns that end with a heading over fewer than two lines of a list that goes
    on in a later column: (page, column, the heading's text)."""
    found = []
    for index, record in enumerate(report):
        where = (record.page, record.column)
        tail = [r for r in report[index + 1:] if (r.page, r.column) == where]
        words = [r for r in report[index + 1:] if r.kind not in ("diagram", "caption")]
        if (record.kind == "heading" and len(tail) == 1 and tail[0].style == "bullet"
                and tail[0].lines < 2 and len(words) > 1 and words[1].style == "bullet"):
            found.append((*where, record.first_line))
    return found


def test_oware_end_of_the_game_keeps_two_items_under_its_heading() -> None:
    # "The end of the game" stood at the left column's foot over its first rule alone,
    # its other three in the next column (rev13, Oware p6).
    report = rulebook_report("oware")
    assert any(r.first_line == "The end of the game" for r in report)
    assert lone_items(report) == []
