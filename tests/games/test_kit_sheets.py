"""The card sheets of the board-game kits: every part 6 mm inside the paper, the parts of
a sheet centred on it, and no sheet of card spent on one small part."""

from __future__ import annotations

import pytest

from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.i18n import untranslated
from printkit.kit import make_sheets
from printkit.units import PAPERS

GAMES = ("breakthrough", "snort", "rastros", "traffic-lights", "hex", "oware", "classics",
         "backgammon", "nardy")


def _sheets(name: str, paper: str):
    ctx = Context(paper=PAPERS[paper], language="en", gettext=untranslated)
    return make_sheets(find_game(name), ctx, KitOptions(paper=PAPERS[paper]))


@pytest.mark.parametrize("paper", sorted(PAPERS))
@pytest.mark.parametrize("name", GAMES)
def test_parts_sit_6_mm_inside_the_paper_and_centred(name: str, paper: str) -> None:
    sheet_paper = PAPERS[paper]
    for sheet in _sheets(name, paper):
        placed = sheet.placements
        assert placed, sheet.name
        left = min(p.x for p in placed)
        top = min(p.y for p in placed)
        right = sheet_paper.width - max(p.x + p.width for p in placed)
        bottom = sheet_paper.height - max(p.y + p.height for p in placed)
        assert min(left, top, right, bottom) >= 6.0 - 1e-6, (sheet.name, left, top)
        # The parts together sit in the middle of the sheet, alone or not.
        assert left == pytest.approx(right, abs=0.01), sheet.name
        assert top == pytest.approx(bottom, abs=0.01), sheet.name


@pytest.mark.parametrize(("paper", "cards"), [("a4", 6), ("letter", 7), ("a3", 5)])
def test_the_compendium_fills_its_cards(paper: str, cards: int) -> None:
    sheets = _sheets("classics", paper)
    assert len(sheets) == cards
    sheet_paper = PAPERS[paper]
    for sheet in sheets:
        used = sum(p.width * p.height for p in sheet.placements)
        # No card holds a lone part that leaves most of it bare.
        assert len(sheet.placements) > 1 or used > 0.5 * sheet_paper.width * sheet_paper.height


@pytest.mark.parametrize("name", ["backgammon", "nardy"])
def test_four_cards_on_every_paper_but_a3(name: str) -> None:
    # The two tall box modules share the first card, so Letter keeps four, 6 mm in.
    assert [len(_sheets(name, paper)) for paper in ("a4", "letter")] == [4, 4]


def test_the_hex_box_shares_the_stones_card() -> None:
    (board, parts) = _sheets("hex", "a4")
    assert {p.ident for p in board.placements} == {"board-top", "board-bottom"}
    assert {p.ident for p in parts.placements} == {"pieces", "box-a", "box-b", "legend"}
