"""The Rastros kit recipe: the board, the white piece and 48 black ones, and a box for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.art.palette import find_palette
from printkit.art.parts import tiles
from printkit.games.board_kit import board_kit, checks
from printkit.games.manifest import Caption, Pieces, Shared
from printkit.games.pad import Pad
from printkit.games.rastros import board
from printkit.games.rastros.engine import RULES
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.context import Context

TITLE = N_("Rastros")
BOX_FACTS = N_("2 players; ages 7+; about 10 minutes")
# Seven squares and the frame fit the 200 mm printable width of A4 and Letter;
# on A3 the board is as large as the sheet allows.
CELLS = {"a4": 25.0, "letter": 25.0, "a3": 36.0}


def board_params(ctx: Context) -> board.BoardParams:
    """The board as this kit draws it."""
    bleed = {} if ctx.bleed is None else {"bleed": ctx.bleed}
    return board.BoardParams(cell=CELLS[ctx.paper.name], palette=ctx.theme, **bleed)


def piece_size(ctx: Context) -> float:
    """A piece covers most of its square, leaving room to pick it up."""
    return round(0.78 * board_params(ctx).cell, 1)


def _pieces(ctx: Context) -> list[Part]:
    # Eight to a row: the forty-eight black pieces fill six rows, whose cuts run right across.
    params = board.PiecesParams(size=piece_size(ctx), columns=8, palette=ctx.theme)
    return [Part("pieces", board.pieces(params), board.piece_backs(params))]


def _white_piece(ctx: Context) -> list[Part]:
    """The white piece alone, with its star on both faces: what Rastros needs beside
    shared stones."""
    layout, kinds = tiles.Tiles(piece_size(ctx), 1), board.blocks(ctx.theme, 1, 0)
    return [Part("rastros-piece", tiles.sheet(layout, kinds, find_palette(ctx.theme),
                                              "rastros-piece"),
                 tiles.sheet_backs(layout, kinds, "rastros-piece-back"))]


SPARE_STARS = 2  # the one piece a game cannot do without, so the kit prints two more


def _spare_stars(ctx: Context) -> list[Part]:
    """Spare white pieces, starred on both faces as the one in play."""
    layout, kinds = tiles.Tiles(piece_size(ctx), SPARE_STARS), board.blocks(ctx.theme,
                                                                             SPARE_STARS, 0)
    return [Part("spare-white-pieces",
                 tiles.sheet(layout, kinds, find_palette(ctx.theme), "rastros-spares"),
                 tiles.sheet_backs(layout, kinds, "rastros-spares-back"))]


# printkit pad: the rules in a few words, under each blank board.
PAD = Pad(key=N_(
    "Start on e5. Move one square in any direction to an empty square and cross out the "
    "square you left. Player 1 wins by reaching a1, player 2 by reaching g7; a player who"
    " cannot move loses."),
    per_page=4)


# What Rastros needs in a compendium beside the shared stones, captioned there.
WHITE_PIECE = Pieces(_white_piece, {"white": 1}, piece_size, "rastros-piece", "square",
                     double_sided=True,
                     captions={"rastros-piece": Caption(N_("the white piece"), "white")})

# The cover shows a game four moves in: e5, d4, d5 and c6 filled, the piece on d7.
KIT = board_kit(
    rules=RULES, title=TITLE, box_facts=BOX_FACTS,
    values={"min_age": "7", "play_minutes": "10", "calibration_mm": "50"},
    board={"board": lambda ctx: [Part("board", board.draw(board_params(ctx)))]},
    pieces=Pieces(_pieces, {"white": 1, "black": board.BLACKS}, piece_size, word="pieces",
                  shape="square", by_color=True, double_sided=True), draw=board.diagram,
    # In a compendium the black pieces are shared stones; the white one keeps its star.
    shared=Shared("stones", ("black",), rest=WHITE_PIECE),
    cover="3o3/2x4/3xx2/3x3/7/7/7 1", pad=PAD,
    accessories={"spare-white-pieces": _spare_stars})
CHECKS = checks(RULES)
