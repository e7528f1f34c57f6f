"""A paragraph is read whole before the diagrams it cites: where it goes on in the next
column, no figure stands under its head in the column it leaves (the review of the Hex
rulebook found "...this is a bridge. If your" followed by two figures and a page turn;
review s19 found "...g7 for the second. You" / figure / "also win" in the compendium).
A figure that opens the next column, above the paragraph's tail, is a top float, as a
printed book sets one, and stays allowed."""

from __future__ import annotations

import pytest

from printkit.render.layout_report import LaidOut
from tests.render.reports import rulebook_report
from tests.sample import sample

GAMES = ("backgammon", "nardy", "breakthrough", "snort", "rastros", "traffic-lights", "hex",
         "oware", "classics")


def split_by_figures(report: list[LaidOut]) -> list[str]:
    """The last lines of the paragraphs that go on in another column after a diagram or
    caption set under them in their own."""
    found = []
    for at, record in enumerate(report):
        if record.kind != "text" or not record.continued:
            continue
        following = next((r for r in report[at + 1:] if r.kind != "heading"), None)
        if (following is not None and following.kind in ("diagram", "caption")
                and (following.page, following.column) == (record.page, record.column)):
            found.append(record.last_line)
    return found


# The sample: every book in English on A4; each other language and paper of it is slow.
CASES = [(game, language, paper) for game in GAMES
         for language in ("en", "es", "pt-BR", "pt-PT") for paper in ("a4", "letter", "a3")]


@pytest.mark.parametrize(("game", "language", "paper"),
                         sample(CASES, lambda _, case: case[1:] == ("en", "a4")))
def test_no_paragraph_is_split_by_a_figure(game: str, language: str, paper: str) -> None:
    assert split_by_figures(rulebook_report(game, paper, language)) == []


def test_the_check_sees_a_paragraph_split_by_a_figure() -> None:
    def record(kind: str, continued: bool = False, last: str = "", column: int = 0,
               ) -> LaidOut:
        return LaidOut(1, column, kind, 0.0, 1.0, 1, "", last, continued=continued)

    split = [record("text", True, "a bridge. If your"), record("diagram"),
             record("caption"), record("text", column=1)]
    assert split_by_figures(split) == ["a bridge. If your"]
    assert split_by_figures([record("text", True), record("text"), record("diagram")]) == []
    # A figure opening the next column, above the tail, is no split.
    assert split_by_figures([record("text", True), record("diagram", column=1),
                             record("text", column=1)]) == []
