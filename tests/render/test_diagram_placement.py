"""Where the rulebook's diagrams land: on the page of the paragraph that cites them."""

from __future__ import annotations

import pytest

from printkit.render.layout_report import diagrams_apart, pages, small_print
from tests.render.reports import rulebook_report


@pytest.mark.parametrize(("game", "pages_at_most"), [
    ("backgammon", 6), ("nardy", 5), ("oware", 4), ("breakthrough", 3), ("hex", 3),
    ("rastros", 3), ("snort", 2), ("traffic-lights", 2), ("classics", 14),
])
def test_every_diagram_shares_a_page_with_its_paragraph(game: str, pages_at_most: int) -> None:
    report = rulebook_report(game)
    assert diagrams_apart(report) == []
    assert small_print(report) == []
    assert len(pages(report)) <= pages_at_most


# Nardy's (some 20 s to set) runs with the slow cases: the craft check holds every book,
# in every language and paper, to the same rule.
@pytest.mark.parametrize(("game", "paper", "language"), [
    ("backgammon", "letter", "es"), ("hex", "a3", "pt-BR"),
    pytest.param("nardy", "a4", "pt-PT", marks=pytest.mark.slow),
])
def test_diagrams_stay_with_their_paragraph_in_other_papers_and_languages(
        game: str, paper: str, language: str) -> None:
    assert diagrams_apart(rulebook_report(game, paper, language)) == []


@pytest.mark.parametrize("game", ["breakthrough", "backgammon", "oware"])
def test_no_heading_ends_a_column(game: str) -> None:
    report = rulebook_report(game)
    for here, after in zip(report, report[1:], strict=False):
        if here.kind == "heading":
            assert (after.page, after.column) == (here.page, here.column), here.first_line


@pytest.mark.parametrize("game", ["traffic-lights", "backgammon"])
def test_a_last_page_shares_its_blocks_between_its_columns(game: str) -> None:
    # Their box steps and pictures once fit the last page's left column (or the
    # pictures' second row opened the right one): each column now runs at least 30 % of
    # the way down, the steps with their pictures beside them.
    report = rulebook_report(game)
    last = pages(report)[-1]
    on = [r for r in report if r.page == last]
    feet = [max(r.bottom for r in on if r.column == column) for column in (0, 1)]
    height = on[0].frame_bottom - on[0].frame_top
    assert feet[0] - on[0].frame_top > height * 0.3
    assert feet[1] - on[0].frame_top > height * 0.3
