"""The Hex kit recipe: the 11 x 11 board (in halves glued together on A4 and Letter), 122
round stones, a box."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from printkit.games.board_kit import board_kit, checks
from printkit.games.hex import board, stones
from printkit.games.hex.engine import RULES
from printkit.games.kit_parts import PART_WORDS
from printkit.games.manifest import Pieces, PieceSet, Shared
from printkit.games.pad import Pad
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.art.canvas import Drawing
    from printkit.context import Context

TITLE = N_("Hex")
BOX_FACTS = N_("2 players; ages 8+; about 20 minutes")
STONES = 61  # of each colour: a side may fill 61 of the 121 cells (half, rounded up)
# The swap's name, which a diagram's caption shows in its lead (the engine's notation
# is English; the rulebook prints it in the reader's language).
MOVE_NAMES = (N_("swap"),)
# A4 and Letter take each half across the sheet; A3 takes the whole board. On a half, the
# frame is wide enough for the half's name and rows at 8 pt by its sharp corner, and the
# cells a little narrower, so the half is no longer than Letter allows.
CELLS = {"a4": 16.6, "letter": 16.6, "a3": 22.0}
BANDS = {"a4": 9.0, "letter": 9.0, "a3": 8.0}
# A stone's diameter on A4 and Letter: 0.9 of a cell's width across its flats, so it fills
# its cell with a millimetre to spare, about a 5/8-inch craft punch. On A3, 0.82 of its
# larger cell, about a 3/4-inch punch: larger, the compendium's stones left Oware's seeds
# and the Rastros piece to print a back page of their own behind the Hex board.
STONE_SIZES = {"a4": 15.0, "letter": 15.0, "a3": 18.0}
# Stones in a row: 61 lie in five rows of 11 and one of 6, as wide as A4 takes.
STONE_COLUMNS = 11
# Spare stones of each colour, in rows of SPARE_COLUMNS: on A3 only, where two rows of
# each fill the card beside the box (on A4 and Letter they would take another sheet).
SPARE_STONES, SPARE_COLUMNS, SPARE_STONES_ON = 21, 7, ("a3",)


def board_params(ctx: Context) -> board.BoardParams:
    """The board as this kit draws it."""
    whole = ctx.paper.name not in board.HALVES_ON
    return board.BoardParams(cell=CELLS[ctx.paper.name], band=BANDS[ctx.paper.name],
                             split="whole" if whole else "halves", palette=ctx.theme)


def stone_width(ctx: Context) -> float:
    """A stone's diameter: it sits inside one cell (see STONE_SIZES)."""
    return STONE_SIZES[ctx.paper.name]


def _board(half: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        params = board_params(ctx)
        if params.split == "whole":
            return [] if half else [Part("board", board.draw(params))]
        drawn = board.halves(params, ctx.gettext(PART_WORDS["glue_label"]), ctx.gettext)
        return [Part(("board-top", "board-bottom")[half], drawn[half])]

    return make


def stone_params(ctx: Context, columns: int = STONE_COLUMNS) -> stones.StonesParams:
    """The stone sheet as this kit prints it, in rows of `columns` stones."""
    return stones.StonesParams(size=stone_width(ctx), columns=columns, palette=ctx.theme)


def _stones(ctx: Context) -> list[Part]:
    """Every stone, printed on both sides: a stone face down still shows its colour."""
    params = stone_params(ctx)
    return [Part("pieces", stones.stones(params),
                 stones.stone_backs(params, params.count, params.count))]


def _stone_set(ctx: Context, blacks: int, whites: int, name: str) -> Drawing:
    """Black and white stones for a compendium's games, printed as Hex prints its own."""
    return stones.stone_sheet(stone_params(ctx), blacks, whites, name)


def _stone_set_backs(ctx: Context, blacks: int, whites: int, name: str) -> Drawing:
    """The backs of `_stone_set`'s sheet: each stone in its own colour."""
    return stones.stone_backs(stone_params(ctx), blacks, whites, f"{name}-back")


def _spare_stones(ctx: Context) -> list[Part]:
    """Spare stones of each colour, printed as the others, where the card has room for
    them (A3): a lost stone never stops a game."""
    if ctx.paper.name not in SPARE_STONES_ON:
        return []
    params = stone_params(ctx, SPARE_COLUMNS)
    return [Part("spare-stones",
                 stones.stone_sheet(params, SPARE_STONES, SPARE_STONES, "hex-spare-stones"),
                 stones.stone_backs(params, SPARE_STONES, SPARE_STONES,
                                    "hex-spare-stones-back"))]


# printkit pad: the rules in a few words, under each blank board.
PAD = Pad(key=N_(
    "Black plays first: fill a cell for Black, draw a ring for White. Black joins the top"
    " and bottom edges, White the left and right ones. After the first stone, White may "
    "swap instead of playing."),
    per_page=2)


KIT = board_kit(
    rules=RULES, title=TITLE, box_facts=BOX_FACTS,
    values={"min_age": "8", "play_minutes": "20", "calibration_mm": "50"},
    board={"board-top": _board(0), "board-bottom": _board(1)},
    pieces=Pieces(_stones, {"black": STONES, "white": STONES},
                  stone_width, shape="circle", word="stones",
                  double_sided=True),
    draw=board.diagram, shared=Shared("stones"),
    sets=(PieceSet("stones", _stone_set, stone_width, shape="circle",
                   art=board.STONE_ART, back=_stone_set_backs),), pad=PAD,
    accessories={"spare-stones": _spare_stones})
# Its diagrams may show a region of the board, larger, or its halves being joined.
CHECKS = replace(checks(RULES), view_check=board.view_problems)
