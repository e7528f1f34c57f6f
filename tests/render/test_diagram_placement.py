"""Where the rulebook's diagrams land: on the page of the paragraph that cites them."""

from __future__ import annotations

import pytest

from printkit.render.layout_report import diagrams_apart, pages, small_print
from tests.render.reports import rulebook_report
from tests.render.test_box_figures import assert_in_rows, box_pictures


@pytest.mark.parametrize(("game", "pages_at_most"), [
    ("backgammon", 6), ("nardy", 5), ("oware", 4), ("breakthrough", 3), ("hex", 3),
    ("rastros", 3), ("snort", 2), ("traffic-lights", 2), ("classics", 14),
])
def test_every_diagram_shares_a_page_with_its_paragraph(game: str, pages_at_most: int) -> None:
    report = rulebook_report(game)
    assert diagrams_apart(report) == []
    assert small_print(report) == []
    assert len(pages(report)) <= pages_at_most


@pytest.mark.parametrize(("game", "paper", "language"), [
    ("backgammon", "letter", "es"), ("hex", "a3", "pt-BR"), ("nardy", "a4", "pt-PT"),
])
def test_diagrams_stay_with_their_paragraph_in_other_papers_and_languages(
        game: str, paper: str, language: str) -> None:
    assert diagrams_apart(rulebook_report(game, paper, language)) == []


@pytest.mark.parametrize("game", ["oware", "breakthrough", "rastros"])
def test_the_box_pictures_follow_their_step_in_reading_order(game: str) -> None:
    report = rulebook_report(game)
    drawn, captions = box_pictures(report)
    steps = [r for r in report if r.kind == "text" and r.first_line.startswith("Close the lid")]
    assert {r.page for r in drawn} == {steps[-1].page}
    # Two by two (or grown one to a row) in one column, never parted between two: never
    # before the step that cites them, row after row, each over its own caption.
    assert (drawn[0].column, drawn[0].top) > (steps[-1].column, steps[-1].top)
    assert len({r.column for r in drawn}) == 1
    feet = [r.bottom for r in drawn]
    assert feet == sorted(feet)
    for picture, caption in zip(drawn, captions, strict=True):
        assert picture.column == caption.column
        assert 0 <= caption.top - picture.bottom < 3


def test_a_grid_not_grown_sits_in_rows() -> None:
    # Nardy's last page is full as set: its pictures stay two to a row, in the order of
    # their steps, each row's pictures and captions on one line.
    report = rulebook_report("nardy")
    drawn, captions = box_pictures(report)
    assert_in_rows(drawn, captions)
    for first in (0, 2):  # steps 1-2 and 3 in a row, the close-up and 4-5, then 6-8
        assert abs(drawn[first].bottom - drawn[first + 1].bottom) < 0.1
        assert abs(captions[first].top - captions[first + 1].top) < 0.1


@pytest.mark.parametrize("game", ["breakthrough", "backgammon", "oware"])
def test_no_heading_ends_a_column(game: str) -> None:
    report = rulebook_report(game)
    for here, after in zip(report, report[1:], strict=False):
        if here.kind == "heading":
            assert (after.page, after.column) == (here.page, here.column), here.first_line


@pytest.mark.parametrize("game", ["traffic-lights", "backgammon"])
def test_a_last_page_shares_its_blocks_between_its_columns(game: str) -> None:
    # Their box steps and pictures once fit the last page's left column (or the
    # pictures' second row opened the right one): the right column now runs at least
    # 40 % of the way down (the pictures beside or under the last steps), and the left
    # holds the last steps, down a third of the page or more.
    report = rulebook_report(game)
    last = pages(report)[-1]
    on = [r for r in report if r.page == last]
    feet = [max(r.bottom for r in on if r.column == column) for column in (0, 1)]
    height = on[0].frame_bottom - on[0].frame_top
    # The last steps on the left, their pictures grown one to a row beside them.
    assert feet[0] - on[0].frame_top > height * 0.3
    assert feet[1] - on[0].frame_top > height * 0.4
