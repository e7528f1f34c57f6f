"""Where a rulebook's box pictures land: each right after the steps it shows, and where a
list's examples fill the column its list ends in."""

from __future__ import annotations

import io
import re
from dataclasses import replace

import pytest
from pypdf import PdfReader

from printkit.context import KitOptions
from printkit.craft.pages import page_findings
from printkit.games import find_game
from printkit.kit import render_kit
from printkit.render.columns import columns
from printkit.render.layout_report import LaidOut, diagrams_apart
from tests.render.reports import rulebook_report


def box_steps(report: list[LaidOut]) -> list[LaidOut]:
    """The box's numbered steps in order (each where it starts): the list items under the
    book's last heading, "The box" in every language."""
    heading = max(i for i, r in enumerate(report) if r.kind == "heading")
    steps: list[LaidOut] = []
    for record in report[heading:]:
        if record.style == "bullet" and not (steps and steps[-1].continued
                                              and record.page >= steps[-1].page):
            steps.append(record)
        elif record.style == "bullet":
            steps[-1] = replace(steps[-1], continued=record.continued)
    return steps


def shown_steps(report: list[LaidOut]) -> list[tuple[LaidOut, int]]:
    """Each box picture with the last step its caption names ("Steps 4 and 5": 5)."""
    heading = max(i for i, r in enumerate(report) if r.kind == "heading")
    after = report[heading:]
    found = []
    for i, record in enumerate(after):
        if record.kind == "diagram":
            caption = next(r for r in after[i:] if r.kind == "caption")
            named = re.findall(r"\d+", caption.first_line.split(":")[0])
            found.append((record, int(named[-1])))
    return found


def reading(record: LaidOut) -> tuple[int, int, float]:
    """Where `record` comes as the book is read: page, column, then down the column."""
    return record.page, record.column, record.top


def assert_pictures_follow_their_steps(report: list[LaidOut]) -> None:
    """Each picture comes after the steps it shows, on the page of the last of them or of
    the step after it: read beside its steps, not in a run of pictures pages later."""
    steps = box_steps(report)
    assert len(steps) == 8
    pictures = shown_steps(report)
    assert len(pictures) >= 4
    for picture, last in pictures:
        assert reading(steps[last - 1]) < reading(picture), (last, picture)
        assert picture.page in {steps[last - 1].page, steps[min(last, 7)].page}, last
    # Not one run after the last step: the first picture comes before it.
    assert reading(pictures[0][0]) < reading(steps[-1])


def test_oware_end_of_the_game_examples_fill_the_column_its_list_ends_in() -> None:
    # Rulebook page 2's right column stopped half way, after three rules of "The end of
    # the game": the fourth rule and all three examples opened page 3 (rev14 oware 1).
    report = rulebook_report("oware")
    heading = next(r for r in report if r.first_line == "The end of the game")
    after = report[report.index(heading):]
    items = [r for r in after if r.style == "bullet"][:4]
    # The list's last column on the heading's page runs to its foot with examples.
    end = max((r for r in items if r.page == heading.page), key=lambda r: (r.column, r.top))
    column = next(c for c in columns(report) if (c.page, c.column) == (end.page, end.column))
    assert column.empty < 0.15, column
    assert any(r.kind == "diagram" and (r.page, r.column) == (end.page, end.column)
               for r in after)
    assert diagrams_apart(report) == []
    assert page_findings(report, "oware-en-a4") == []


@pytest.mark.parametrize("game", ["backgammon", "nardy", "breakthrough", "snort", "rastros",
                                  "traffic-lights", "hex", "oware", "classics"])
def test_each_box_picture_stands_by_the_steps_it_shows(game: str) -> None:
    # The pictures once stood in one run after step 8, beside the steps in the other
    # column: Oware's last page was three quarters blank on the left and step 4 turned
    # the page away from every picture (rev15 oware 3, 4; backgammon p13).
    report = rulebook_report(game)
    assert_pictures_follow_their_steps(report)
    assert diagrams_apart(report) == []
    assert page_findings(report, f"{game}-en-a4") == []


@pytest.mark.slow
@pytest.mark.parametrize(("game", "paper", "language"), [
    ("rastros", "letter", "es"), ("oware", "letter", "pt-PT"), ("classics", "a3", "en"),
    ("classics", "letter", "pt-BR"), ("backgammon", "a4", "es"), ("snort", "letter", "en"),
    ("nardy", "a3", "pt-BR"), ("hex", "letter", "en"),
])
def test_box_pictures_stand_by_their_steps_in_other_papers_and_languages(
        game: str, paper: str, language: str) -> None:
    report = rulebook_report(game, paper, language)
    assert_pictures_follow_their_steps(report)
    assert diagrams_apart(report) == []


def test_a_booklet_keeps_its_pictures_by_their_steps() -> None:
    assert_pictures_follow_their_steps(rulebook_report("backgammon", layout="booklet"))


def test_the_steps_number_on_past_their_pictures() -> None:
    # Each run of steps after a picture goes on from the last number printed: "3. Raise
    # the two side walls", not a new list from 1.
    pdf = render_kit(find_game("backgammon"), KitOptions()).pdf
    reader = PdfReader(io.BytesIO(pdf))
    text = " ".join(page.extract_text() for page in reader.pages[-2:])
    text = re.sub(r"\s+", " ", text)
    numbers = [int(n) for n in re.findall(
        r"\b(\d)\. (?:Crease every|Lay module A|Raise the|Fold each lining|Put the cup|"
        r"Close the lid)", text)]
    assert sorted(numbers) == [1, 2, 3, 4, 5, 6, 7, 8]
