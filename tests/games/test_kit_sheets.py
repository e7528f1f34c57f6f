"""The card sheets of the board-game kits: every part 6 mm inside the paper, the parts of
a sheet centred on it, and no sheet of card spent on one small part."""

from __future__ import annotations

import math

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


# Card sheets per kit and paper (a4, letter, a3): the fewest that hold the parts.
CARDS = {"backgammon": (4, 4, 2), "nardy": (4, 4, 2), "breakthrough": (2, 2, 2),
         "snort": (2, 2, 2), "rastros": (2, 2, 2), "traffic-lights": (2, 2, 2),
         "hex": (3, 3, 2), "oware": (2, 2, 1), "classics": (6, 7, 5)}
# The least share of its printable area a card sheet holds. The emptiest is Breakthrough's
# second A3 sheet (38%): its board fills the first alone, and moving any part onto the
# board's sheet leaves the second emptier still.
LEAST_FILL = 0.35


def _fill(sheet) -> float:
    _, _, width, height = sheet.paper.inside(6.0)
    return sum(p.width * p.height for p in sheet.placements) / (width * height)


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize("name", GAMES)
def test_each_kit_prints_on_the_fewest_card_sheets_none_mostly_bare(name: str,
                                                                    paper: str) -> None:
    sheets = _sheets(name, paper)
    assert len(sheets) == CARDS[name][("a4", "letter", "a3").index(paper)]
    # At most one sheet more than the parts' area needs, packed without a gap.
    area = sum(_fill(sheet) for sheet in sheets)
    assert len(sheets) <= math.ceil(area) + 1
    assert min(_fill(sheet) for sheet in sheets) >= LEAST_FILL, [
        (s.name, round(_fill(s), 2)) for s in sheets]


# Not Letter: there the round stones (rev17) leave two one-sided cards about half full,
# each with a box module beside Traffic Lights' tiles (a known cost, in the issue's note).
@pytest.mark.parametrize("paper", ["a4", "a3"])
def test_the_compendium_leaves_no_card_half_bare(paper: str) -> None:
    # None is left half empty, but a one-sided card that gave a box module to a two-sided
    # one, where the module's lining prints on the back page printed anyway (layout/cards.py):
    # on A4 the traffic-light card (48%) since Oware's seeds are 8 mm, where with 15 mm
    # seeds it kept module B and B's lining was not printed.
    sheets = _sheets("classics", paper)
    boxes = [s for s in sheets if {"box-a", "box-b"} & {p.ident for p in s.placements}]
    for sheet in sheets:
        if _fill(sheet) < 0.5:
            assert sheet.back is None and all(s.back is not None for s in boxes), sheet.name
            assert _fill(sheet) >= LEAST_FILL


@pytest.mark.parametrize("name", ["backgammon", "nardy"])
def test_on_a3_the_box_shares_the_checkers_card_and_the_board_has_its_own(name: str) -> None:
    box, board = _sheets(name, "a3")
    assert [p.ident for p in board.placements] == ["board"]
    held = {p.ident for p in box.placements}
    assert {"box-a", "box-b", "legend", "checkers", "cup", "dice", "pins"} <= held
    # The checkers keep their backs, so the shared card is printed on both sides.
    assert box.back is not None


def test_oware_on_a3_is_one_card() -> None:
    (sheet,) = _sheets("oware", "a3")
    assert {p.ident for p in sheet.placements} == {"board", "pieces", "spare-seeds", "box-a",
                                                   "box-b", "legend"}


def test_hex_on_letter_spends_no_card_on_one_box_strip() -> None:
    sheets = _sheets("hex", "letter")
    assert all([p.ident for p in s.placements] != ["box-b"] for s in sheets)
    # The round stones fill the two-sided card but for one module (rev17): the other
    # shares the bottom half's card, and the top half has a card of its own.
    assert [[p.ident for p in s.placements if p.ident.startswith("board")]
            for s in sheets] == [["board-top"], ["board-bottom"], []]


@pytest.mark.parametrize("name", ["backgammon", "nardy"])
def test_four_cards_on_every_paper_but_a3(name: str) -> None:
    # The two tall box modules share the first card, so Letter keeps four, 6 mm in.
    assert [len(_sheets(name, paper)) for paper in ("a4", "letter")] == [4, 4]


def test_the_hex_box_modules_share_the_stones_card() -> None:
    # 61 round stones a side leave room on their card (printed on both sides, so a dark
    # stone face down is still dark) for module A of the box, lined on the back page;
    # module B shares the bottom half's one-sided card (rev17: with 12 mm square tiles
    # both modules fitted, and the halves shared a card).
    (top, bottom, stones) = _sheets("hex", "a4")
    assert {p.ident for p in top.placements} == {"board-top"}
    assert {p.ident for p in bottom.placements} == {"board-bottom", "box-b"}
    assert {p.ident for p in stones.placements} == {"pieces", "box-a", "legend"}
    assert top.back is None and bottom.back is None and stones.back is not None
