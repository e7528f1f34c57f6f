"""The Breakthrough kit recipe: the board, 14 + 14 double-sided pieces and a box for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.games.board_kit import board_kit, checks
from printkit.games.breakthrough import board, pieces
from printkit.games.breakthrough.engine import RULES
from printkit.games.kit_parts import kit_params
from printkit.games.manifest import Pieces, Shared
from printkit.games.pad import Pad
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.context import Context

TITLE = N_("Breakthrough")
BOX_FACTS = N_("2 players; ages 7+; about 15 minutes")
PIECES = 14  # of each colour: two full ranks of seven
# Each square on A4 and Letter fits the 200 mm printable width with its frame;
# on A3 the board is as large as the sheet allows.
CELLS = {"a4": 25.0, "letter": 25.0, "a3": 36.0}


def board_params(ctx: Context) -> board.BoardParams:
    """The board as this kit draws it."""
    bleed = {} if ctx.bleed is None else {"bleed": ctx.bleed}
    return board.BoardParams(cell=CELLS[ctx.paper.name], palette=ctx.theme, **bleed)


def piece_diameter(ctx: Context) -> float:
    """A piece fills most of its square, leaving room to pick it up."""
    return 0.78 * board_params(ctx).cell


def _pieces(ctx: Context) -> list[Part]:
    params = kit_params("checkers", ctx, per_side=PIECES, columns=7,
                        diameter=piece_diameter(ctx))
    return [Part("pieces", pieces.fronts(params), pieces.backs(params))]


# printkit pad: the rules in a few words, under each blank board.
PAD = Pad(key=N_(
    "Write each move as e2-e3, or e2xd3 for a capture. The first piece to reach the far "
    "rank wins."),
    per_page=2,
    moves=(N_("White"), N_("Black")))


KIT = board_kit(
    rules=RULES, title=TITLE, box_facts=BOX_FACTS,
    values={"min_age": "7", "play_minutes": "15", "calibration_mm": "50"},
    board={"board": lambda ctx: [Part("board", board.draw(board_params(ctx)))]},
    pieces=Pieces(_pieces, {"white": PIECES, "black": PIECES}, piece_diameter,
                  shape="square", double_sided=True, word="pieces"), draw=board.diagram,
    # In a compendium the pieces are the black and white stones the games share.
    shared=Shared("stones"), pad=PAD)
CHECKS = checks(RULES)
