"""The Breakthrough kit recipe: the board, 14 + 14 double-sided pieces and a box for them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from printkit.games.backgammon.kit import PARTS as FAMILY_PARTS
from printkit.games.backgammon.kit import kit_params
from printkit.games.breakthrough import board
from printkit.games.breakthrough.engine import RULES
from printkit.games.recipe import Recipe
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.art.canvas import Drawing
    from printkit.context import Context

TITLE = N_("Breakthrough")
BOX_FACTS = N_("2 players; ages 7+; about 15 minutes; about 10 minutes to assemble")
PIECES = 14  # of each colour: two full ranks of seven
# Each square on A4 and Letter fits the 200 mm printable width with its frame;
# on A3 the board is as large as the sheet allows.
CELLS = {"a4": 25.0, "letter": 25.0, "a3": 36.0}
RULE_VALUES = {"min_age": "7", "play_minutes": "15", "calibration_mm": "50"}


def board_params(ctx: Context) -> board.BoardParams:
    """The board as this kit draws it."""
    return board.BoardParams(cell=CELLS[ctx.paper.name], palette=ctx.theme)


def _board(ctx: Context) -> list[Part]:
    return [Part("board", board.draw(board_params(ctx)))]


def piece_diameter(ctx: Context) -> float:
    """A piece fills most of its square, leaving room to pick it up."""
    return 0.78 * board_params(ctx).cell


def _pieces(ctx: Context) -> list[Part]:
    from printkit.art.parts import checkers

    params = kit_params("checkers", ctx, per_side=PIECES, columns=7,
                        diameter=piece_diameter(ctx))
    return [Part("pieces", checkers.fronts(params), checkers.backs(params))]


def _box(index: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        from printkit.art.parts import box

        params = kit_params("box", ctx, title=ctx.gettext(TITLE),
                            facts=ctx.gettext(BOX_FACTS), checkers=2 * PIECES,
                            checker_diameter=piece_diameter(ctx), dice=0, pins=0, cup=False,
                            cube=False, pattern="squares")
        return [Part(("box-a", "box-b")[index], box.modules(params)[index])]

    return make


PARTS: dict[str, Callable[[Context], list[Part]]] = {
    "calibration": FAMILY_PARTS["calibration"],
    "legend": FAMILY_PARTS["legend"],
    "board": _board,
    "pieces": _pieces,
    "box-a": _box(0),
    "box-b": _box(1),
}


def _position(position: Any, move: str | None, width: float, palette: str) -> Drawing:
    return board.diagram(position[0], move, width, palette)


def _cover(ctx: Context) -> Drawing:
    return board.diagram(RULES.start()[0], None, 150.0, ctx.theme)


KIT = Recipe(rules=lambda: RULES, makers=PARTS, draw_position=_position, values=RULE_VALUES,
             cover=_cover)
