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


@pytest.mark.parametrize(("game", "paper", "language"), [
    ("backgammon", "letter", "es"), ("hex", "a3", "pt-BR"), ("nardy", "a4", "pt-PT"),
])
def test_diagrams_stay_with_their_paragraph_in_other_papers_and_languages(
        game: str, paper: str, language: str) -> None:
    assert diagrams_apart(rulebook_report(game, paper, language)) == []


@pytest.mark.parametrize("game", ["oware", "breakthrough", "rastros"])
def test_the_box_pictures_follow_their_step_in_reading_order(game: str) -> None:
    report = rulebook_report(game)
    drawn = [r for r in report if r.kind == "diagram"][-4:]
    captions = [r for r in report if r.kind == "caption"][-4:]
    assert [c.first_line.split(".")[0] for c in captions] == ["I", "II", "III", "IV"]
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


def test_a_grid_not_grown_sits_two_by_two() -> None:
    # Nardy's last page is full as set: its pictures stay two to a row, I and II in a
    # row, III and IV under them, each row's pictures on one line.
    report = rulebook_report("nardy")
    drawn = [r for r in report if r.kind == "diagram"][-4:]
    captions = [r for r in report if r.kind == "caption"][-4:]
    assert [c.first_line.split(".")[0] for c in captions] == ["I", "II", "III", "IV"]
    assert len({(r.page, r.column) for r in [*drawn, *captions]}) == 1
    assert drawn[2].top > max(c.bottom for c in captions[:2])
    for row in (slice(0, 2), slice(2, 4)):
        first, second = drawn[row]
        assert abs(first.bottom - second.bottom) < 0.1
        first, second = captions[row]
        assert abs(first.top - second.top) < 0.1


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
    # 40 % of the way down (the pictures two by two beside or under the last steps),
    # and the left no shorter.
    report = rulebook_report(game)
    last = pages(report)[-1]
    on = [r for r in report if r.page == last]
    feet = [max(r.bottom for r in on if r.column == column) for column in (0, 1)]
    assert feet[0] >= feet[1] - 0.1
    assert feet[1] - on[0].frame_top > (on[0].frame_bottom - on[0].frame_top) * 0.4
