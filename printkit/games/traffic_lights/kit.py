"""The Traffic Lights kit recipe: the board, 8 pieces of each colour and a box for them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from printkit.games.backgammon.kit import PARTS as FAMILY_PARTS
from printkit.games.backgammon.kit import kit_params
from printkit.games.recipe import Recipe
from printkit.games.traffic_lights import board
from printkit.games.traffic_lights.engine import PIECES, RULES
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.art.canvas import Drawing
    from printkit.context import Context

TITLE = N_("Traffic Lights")
BOX_FACTS = N_("2 players; ages 6+; about 5 minutes; about 10 minutes to assemble")
CELLS = {"a4": 40.0, "letter": 40.0, "a3": 55.0}  # the board fits the printable width
RULE_VALUES = {"min_age": "6", "play_minutes": "5", "calibration_mm": "50"}


def board_params(ctx: Context) -> board.BoardParams:
    """The board as this kit draws it."""
    return board.BoardParams(cell=CELLS[ctx.paper.name], palette=ctx.theme)


def piece_size(ctx: Context) -> float:
    """A piece covers most of its square."""
    return 0.8 * board_params(ctx).cell


def _board(ctx: Context) -> list[Part]:
    return [Part("board", board.draw(board_params(ctx)))]


def _pieces(ctx: Context) -> list[Part]:
    params = board.PiecesParams(size=piece_size(ctx), columns=5 if ctx.paper.name != "a3" else 6,
                                palette=ctx.theme)
    return [Part("pieces", board.pieces(params))]


def _box(index: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        from printkit.art.parts import box

        params = kit_params("box", ctx, title=ctx.gettext(TITLE), facts=ctx.gettext(BOX_FACTS),
                            checkers=3 * PIECES, checker_diameter=piece_size(ctx), dice=0,
                            pins=0, cup=False, cube=False, pattern="squares")
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
    start = RULES.parse_position("gr2/ygr1/y2y 1")
    return board.diagram(start[0], None, 150.0, ctx.theme)


KIT = Recipe(rules=lambda: RULES, makers=PARTS, draw_position=_position, values=RULE_VALUES,
             cover=_cover)
