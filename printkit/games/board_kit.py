"""The recipe for a kit of one board, one sheet of pieces and a glue-free box.

Breakthrough, Snort, Rastros and Traffic Lights are each this: a game gives its
board, its pieces and how to draw a position, and gets the calibration square,
the line key, a box sized for its pieces and checked rulebook diagrams.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from printkit.games.kit_parts import kit_params, single
from printkit.games.recipe import Recipe
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.art.canvas import Drawing
    from printkit.context import Context
    from printkit.games.pad import Pad
    from printkit.games.rules import Rules

# Draws a board position `width` mm wide in a palette, a move (if any) shown on it.
DrawGrid = Callable[[Any, "str | None", float, str], "Drawing"]


def board_of(position: Any) -> Any:
    """What a game's drawing takes: a square-board game's grid (its position is a pair of
    grid and side), or the whole position for games that keep it in one object."""
    return position[0] if isinstance(position, tuple) else position


def board_kit(*, rules: Rules[Any], title: str, box_facts: str, values: Mapping[str, str],
              board: Callable[[Context], Drawing], pieces: Callable[[Context], list[Part]],
              piece_size: Callable[[Context], float], piece_count: int, draw: DrawGrid,
              cover: str = "start",
              makers: Mapping[str, Callable[[Context], list[Part]]] | None = None,
              pad: Pad | None = None) -> Recipe:
    """A Recipe with the parts calibration, legend, board, pieces, box-a and box-b.

    `title` and `box_facts` are untranslated (marked with N_ in the game's module);
    `piece_size` is a piece's width, by which the box is sized for `piece_count`
    of them; `cover` is the position drawn on the cover, in the game's notation;
    `makers` adds parts of the game's own (a board in halves, say); `pad` makes
    `printkit pad` serve the game."""

    def box(index: int) -> Callable[[Context], list[Part]]:
        def make(ctx: Context) -> list[Part]:
            from printkit.art.parts import box

            params = kit_params("box", ctx, title=ctx.gettext(title),
                                facts=ctx.gettext(box_facts), checkers=piece_count,
                                checker_diameter=piece_size(ctx), dice=0, pins=0, cup=False,
                                cube=False, pattern="squares")
            return [Part(("box-a", "box-b")[index], box.modules(params)[index])]

        return make

    def position(at: Any, move: str | None, width: float, palette: str) -> Drawing:
        return draw(board_of(at), move, width, palette)

    def cover_art(ctx: Context) -> Drawing:
        at = rules.start() if cover == "start" else rules.parse_position(cover)
        return draw(board_of(at), None, 150.0, ctx.theme)

    every = {
        "calibration": single("calibration"),
        "legend": single("legend"),
        "board": lambda ctx: [Part("board", board(ctx))],
        "pieces": pieces,
        "box-a": box(0),
        "box-b": box(1),
        **(makers or {}),
    }
    return Recipe(rules=lambda: rules, makers=every, draw_position=position, values=values,
                  cover=cover_art, pad=pad)
