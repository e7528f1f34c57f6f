"""Page 2 says, before the card is spent, that a board printed in halves on this paper
comes in one piece in the kit's A3 edition (true of every kit that halves its board)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from printkit.chapters import chosen_games
from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.i18n import english_ngettext, translator, untranslated
from printkit.kit import make_sheets
from printkit.render.kit_facts import KitFacts, kit_facts, sheet_order
from printkit.render.screen import print_steps
from printkit.units import PAPERS

ADVICE = ("the board comes in two halves to glue together; the A3 edition of this kit "
          "prints it in one piece.")


def _facts(game: str, paper: str) -> KitFacts:
    chosen = find_game(game)
    chosen = replace(chosen, chosen=chosen_games(chosen))
    ctx = Context(paper=PAPERS[paper], language="en", gettext=translator("en").gettext)
    sheets = make_sheets(chosen, ctx, KitOptions(paper=PAPERS[paper]))
    return kit_facts(sheet_order(sheets), paper=paper, duplex="long-edge", screen_pages=2,
                     rulebook_pages=4)


@pytest.mark.parametrize("game", ["hex", "oware", "backgammon", "nardy"])
def test_a_board_in_halves_points_to_the_a3_edition_which_prints_it_whole(game: str) -> None:
    steps = print_steps(_facts(game, "a4"), untranslated, english_ngettext)
    assert steps[-1] == "On A4 paper " + ADVICE
    assert "Letter paper " + ADVICE in print_steps(_facts(game, "letter"), untranslated,
                                                   english_ngettext)[-1]
    whole = _facts(game, "a3")
    assert not whole.halves
    assert not any(ADVICE in step for step in print_steps(whole, untranslated,
                                                          english_ngettext))


def test_a_kit_whose_board_is_whole_says_nothing_of_a3() -> None:
    steps = print_steps(_facts("breakthrough", "a4"), untranslated, english_ngettext)
    assert not any("A3" in step for step in steps)
