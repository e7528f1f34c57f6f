"""The Snort kit recipe: the board, 28 cats and 28 dogs, and a box for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.games.board_kit import board_kit, checks
from printkit.games.manifest import Caption, Pieces
from printkit.games.pad import Pad
from printkit.games.snort import board
from printkit.games.snort.engine import RULES
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.context import Context

TITLE = N_("Snort")
BOX_FACTS = N_("2 players; ages 6+; about 15 minutes")
# Eight squares and the frame fit the 200 mm printable width of A4 and Letter;
# on A3 the board is as large as the sheet allows.
CELLS = {"a4": 22.0, "letter": 22.0, "a3": 32.0}


def board_params(ctx: Context) -> board.BoardParams:
    """The board as this kit draws it."""
    bleed = {} if ctx.bleed is None else {"bleed": ctx.bleed}
    return board.BoardParams(cell=CELLS[ctx.paper.name], palette=ctx.theme, **bleed)


def piece_size(ctx: Context) -> float:
    """A piece covers most of its square, leaving room to pick it up."""
    return round(0.8 * board_params(ctx).cell, 1)


def _pieces(ctx: Context) -> list[Part]:
    columns = 7 if ctx.paper.name == "a3" else 10
    params = board.PiecesParams(size=piece_size(ctx), columns=columns, palette=ctx.theme)
    (cats, cat_backs), (dogs, dog_backs) = board.piece_sheets(params)
    return [Part("pieces-cats", cats, cat_backs), Part("pieces-dogs", dogs, dog_backs)]


# printkit pad: the rules in a few words, under each blank board.
PAD = Pad(key=N_(
    "Cats and dogs take turns: draw a cat as a filled dot, a dog as a ring. Never beside "
    "the other kind, across or up and down; the first cat goes in the center zone, the "
    "first dog outside it. Whoever makes the last move wins."),
    per_page=4)


KIT = board_kit(
    rules=RULES, title=TITLE, box_facts=BOX_FACTS,
    values={"min_age": "6", "play_minutes": "15", "calibration_mm": "50"},
    board={"board": lambda ctx: [Part("board", board.draw(board_params(ctx)))]},
    pieces=Pieces(_pieces, {"cat": board.PIECES, "dog": board.PIECES}, piece_size,
                  shape="square", word="pieces", double_sided=True,
                  captions={"pieces-cats": Caption(N_("{count} cats"), "cat"),
                            "pieces-dogs": Caption(N_("{count} dogs"), "dog")}),
    draw=board.diagram,
    cover="8/8/2d5/3c4/4c1d1/8/8/8 c", pad=PAD)
CHECKS = checks(RULES)
