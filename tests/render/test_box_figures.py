"""Where a rulebook's last run of box pictures lands: in rows beside or under the steps
that cite them, in the order of their steps, unless it grows one to a row; and where a
list's examples fill the column its list ends in."""

from __future__ import annotations

import pytest

from printkit.craft.pages import page_findings
from printkit.render.columns import columns
from printkit.render.layout_report import LaidOut, diagrams_apart, pages
from tests.render.reports import BOX_STEPS, rulebook_report


def box_pictures(report: list[LaidOut]) -> tuple[list[LaidOut], list[LaidOut]]:
    """The book's box pictures and their captions, which open with the steps they show."""
    drawn = [r for r in report if r.kind == "diagram"][-len(BOX_STEPS):]
    captions = [r for r in report if r.kind == "caption"][-len(BOX_STEPS):]
    assert [c.first_line.replace("\xa0", " ").split(":")[0] for c in captions] == list(
        BOX_STEPS)
    return drawn, captions


def last_step(report: list[LaidOut], words: str) -> int:
    """The position in `report` of the last step, the one opening with `words`."""
    return max(i for i, r in enumerate(report) if r.first_line.startswith(words))


def assert_in_rows(drawn: list[LaidOut], captions: list[LaidOut]) -> None:
    """The pictures stand in one column in the order of their steps: each beside the one
    before it (their feet level) or under the captions of the row before."""
    assert len({(r.page, r.column) for r in [*drawn, *captions]}) == 1
    row_end = captions[0].bottom
    for before, picture, caption in zip(drawn, drawn[1:], captions[1:], strict=False):
        if abs(picture.bottom - before.bottom) < 0.1:  # beside the one before
            row_end = max(row_end, caption.bottom)
        else:  # a row of its own, under the row before
            assert picture.top > row_end
            row_end = caption.bottom


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


def test_oware_box_pictures_sit_two_by_two_under_their_steps() -> None:
    # Page 4's right column held the four pictures one to a row, far apart, beside the
    # whole list of steps (rev14 oware 3); they follow the last step, two by two.
    report = rulebook_report("oware")
    drawn, captions = box_pictures(report)
    assert_in_rows(drawn, captions)
    step = report[last_step(report, "Close the lid")]
    assert drawn[0].page == step.page
    assert (drawn[0].column, drawn[0].top) > (step.column, step.top)


def test_rastros_box_pictures_read_in_order() -> None:
    # Pictures III and IV stood atop the right column, level with the steps, above I and
    # II at the left column's foot (rev13/rev14 rastros p8).
    report = rulebook_report("rastros")
    drawn, captions = box_pictures(report)
    assert_in_rows(drawn, captions)
    step = report[last_step(report, "Close the lid")]
    assert drawn[0].page == step.page
    assert (drawn[0].column, drawn[0].top) > (step.column, step.top)


def test_the_compendiums_box_steps_keep_together_with_their_pictures() -> None:
    # On A4, step 8 stood alone atop the last page over the four pictures grown one to a
    # row, far from steps 1 to 7 a page before (rev14 classics 1).
    report = rulebook_report("classics")
    at = last_step(report, "Close the lid")
    step, before = report[at], report[at - 1]
    assert before.style == "bullet" and before.page == step.page
    drawn, captions = box_pictures(report)
    # Two by two, or grown one to a row where the last page has room: one column either way.
    assert len({(r.page, r.column) for r in [*drawn, *captions]}) == 1
    assert drawn[0].page == step.page == pages(report)[-1]
    assert page_findings(report, "classics-en-a4") == []


@pytest.mark.slow
@pytest.mark.parametrize(("game", "paper", "language"), [
    ("rastros", "letter", "es"), ("oware", "letter", "pt-PT"), ("classics", "a3", "en"),
    ("classics", "letter", "pt-BR"), ("backgammon", "a4", "es"), ("snort", "letter", "en"),
])
def test_box_pictures_never_part_between_columns(game: str, paper: str, language: str) -> None:
    report = rulebook_report(game, paper, language)
    drawn = [r for r in report if r.kind == "diagram"][-4:]
    assert len({(r.page, r.column) for r in drawn}) == 1
    assert diagrams_apart(report) == []
