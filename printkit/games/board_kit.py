"""The recipe for a kit of one board, one sheet of pieces and a glue-free box.

Breakthrough, Snort, Rastros, Traffic Lights, Hex and Oware are each this: a
game declares its board, its pieces and how to draw a position, and gets the
calibration square, the line key, a box sized for its pieces and checked
rulebook diagrams.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from printkit.games.manifest import (
    PIECES_ONLY,
    Box,
    KitManifest,
    MakeParts,
    Pieces,
    PieceSet,
    Shared,
)
from printkit.games.recipe import EngineChecks, Recipe

if TYPE_CHECKING:
    from printkit.art.boards.diagrams import PieceStyle
    from printkit.art.canvas import Drawing
    from printkit.context import Context
    from printkit.games.pad import Pad
    from printkit.games.rules import Rules

# Draws a board position `width` mm wide in a palette, a move (if any) shown on it, and
# with `upright=False` the far side's coordinates turned round as on the printed board (the
# cover); a game whose pieces a compendium may print otherwise also takes a PieceStyle
# as `pieces=`.
DrawGrid = Callable[..., "Drawing"]


def board_of(position: Any) -> Any:
    """What a game's drawing takes: a square-board game's grid (its position is a pair of
    grid and side), or the whole position for games that keep it in one object."""
    return position[0] if isinstance(position, tuple) else position


def checks(rules: Rules[Any]) -> EngineChecks:
    """The checks of a board game's kit: its rulebook's diagrams read through `rules`."""
    return EngineChecks(lambda: rules)


def board_kit(*, rules: Rules[Any], title: str, box_facts: str, values: Mapping[str, str],
              board: Mapping[str, MakeParts], pieces: Pieces, draw: DrawGrid,
              cover: str = "start", shared: Shared | None = None,
              sets: tuple[PieceSet, ...] = (), pad: Pad | None = None,
              accessories: Mapping[str, MakeParts] | None = None) -> Recipe:
    """A Recipe with the parts calibration, legend, the `board` parts, pieces, box-a, box-b.

    `title` and `box_facts` are untranslated (marked with N_ in the game's module);
    `values` are the facts its rules cite beside the pieces' counts, which `pieces`
    declares; the box is sized for `pieces`; `cover` is the position drawn on the cover, in
    the game's notation; `shared` and `sets` say which pieces a compendium may
    share with other games; `pad` makes `printkit pad` serve the game; `accessories` are
    the kit's own extra parts (spares), which a compendium, composing pieces, never reads."""

    def position(at: Any, move: str | None, width: float, palette: str,
                 **options: PieceStyle | str) -> Drawing:
        # `options`: pieces= (a PieceStyle) or view= (what of the board to show), passed
        # only to a game whose drawing takes them.
        return draw(board_of(at), move, width, palette, **options)

    def cover_art(ctx: Context) -> Drawing:
        # The board as printed, the far side's coordinates turned round to face the
        # player there: the cover is the kit's picture, not a rulebook diagram.
        at = rules.start() if cover == "start" else rules.parse_position(cover)
        return draw(board_of(at), None, 150.0, ctx.theme, upright=False)

    manifest = KitManifest(board=board, pieces=(pieces,),
                           box=Box(title, box_facts, params=PIECES_ONLY), cover=cover_art,
                           facts=values, shared=shared, sets=sets,
                           accessories=dict(accessories or {}))
    return Recipe(manifest=manifest, rules=lambda: rules, draw_position=position, pad=pad)
