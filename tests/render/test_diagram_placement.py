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


@pytest.mark.parametrize("game", ["oware", "breakthrough"])
def test_the_box_pictures_sit_two_by_two_on_their_steps_page(game: str) -> None:
    report = rulebook_report(game)
    pictures = [r for r in report if r.kind == "diagram"][-4:]
    captions = [r.first_line for r in report if r.kind == "caption"][-4:]
    assert [c.split(".")[0] for c in captions] == ["I", "II", "III", "IV"]
    steps = [r for r in report if r.kind == "text" and r.first_line.startswith("Close the lid")]
    assert {r.page for r in pictures} == {steps[-1].page}
    # Two rows of two: I and II share a top, as do III and IV, the second row lower or
    # (where the column runs out) atop the next column.
    assert abs(pictures[0].top - pictures[1].top) < 0.5
    assert abs(pictures[2].top - pictures[3].top) < 0.5
    assert (pictures[2].column, pictures[2].top) > (pictures[0].column, pictures[0].bottom)


@pytest.mark.parametrize("game", ["breakthrough", "backgammon", "oware"])
def test_no_heading_ends_a_column(game: str) -> None:
    report = rulebook_report(game)
    for here, after in zip(report, report[1:], strict=False):
        if here.kind == "heading":
            assert (after.page, after.column) == (here.page, here.column), here.first_line


def test_a_last_page_set_in_one_column_shares_its_box_pictures_with_the_next() -> None:
    # Traffic Lights' box steps and pictures once fit the last page's left column,
    # leaving the right one blank: the pictures' second row now opens it.
    report = rulebook_report("traffic-lights")
    last = pages(report)[-1]
    assert {r.column for r in report if r.page == last} == {0, 1}
    pictures = [r for r in report if r.kind == "diagram"][-4:]
    assert [(r.page, r.column) for r in pictures] == [(last, 0)] * 2 + [(last, 1)] * 2
    assert not [r for r in report if r.page == last and r.column == 1 and r.kind == "text"
                and r.first_line.startswith(("Put the", "Close the lid"))]


@pytest.mark.parametrize(("game", "paper"), [
    ("rastros", "a4"), ("classics", "a4"), ("classics", "letter"),
])
def test_a_column_broken_mid_paragraph_is_filled_to_its_foot(game: str, paper: str) -> None:
    # A paragraph citing diagrams that did not fit under it used to break after its
    # head and carry its tail with every diagram to the next page, leaving half the
    # column blank ("...nor next to" alone at mid-height): the first diagrams now stay.
    report = rulebook_report(game, paper)
    for record in report:
        if record.continued:
            last = max(r.bottom for r in report
                       if (r.page, r.column) == (record.page, record.column))
            room = record.frame_bottom - record.frame_top
            assert record.frame_bottom - last < 0.25 * room, (
                record.page, record.column, record.last_line)
