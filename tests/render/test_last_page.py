"""A rulebook's last page ends well filled: the box pictures that close it grow (one to a
row) into the room the page has, rather than leave half of it blank."""

from __future__ import annotations

import pytest

from printkit.render.columns import last_page_fill
from printkit.render.layout_report import pages
from tests.render.reports import rulebook_report


@pytest.mark.parametrize(("game", "language", "least", "pages_at_most"), [
    # Each once ended on a page about half blank (backgammon 45 %, rastros 45 %, the
    # Spanish nardy 40 %).
    ("backgammon", "en", 0.65, 6), ("rastros", "en", 0.65, 3), ("nardy", "es", 0.6, 5),
])
def test_a_last_page_with_the_box_pictures_ends_well_filled(
        game: str, language: str, least: float, pages_at_most: int) -> None:
    report = rulebook_report(game, language=language)
    assert last_page_fill(report) >= least
    assert len(pages(report)) <= pages_at_most


def test_the_compendiums_last_page_is_no_stub() -> None:
    # It once held a third of its left column (26 % of the page) under eleven pages.
    report = rulebook_report("classics")
    assert last_page_fill(report) >= 0.5
    assert len(pages(report)) <= 11
    last = [r for r in report if r.page == pages(report)[-1]]
    assert {r.column for r in last} == {0, 1}
