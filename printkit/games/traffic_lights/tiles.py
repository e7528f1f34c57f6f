"""The Traffic Lights tiles as their sheets print them: each colour's square tiles in a
block that shares its cuts (printkit.art.parts.tiles), each tile with its colour's mark.
"""

from __future__ import annotations

from printkit.art.canvas import Drawing, Point
from printkit.art.palette import find_palette
from printkit.art.parts import tiles
from printkit.games.traffic_lights.board import COLOURS, mark

KINDS = (("green", "g"), ("yellow", "y"), ("red", "r"))


def block(size: float, count: int, columns: int, colour: str, theme: str,
          name: str) -> Drawing:
    """`count` tiles of `colour` (g, y or r), `size` mm square, in rows of `columns` with
    no gap: each tile in its colour with its mark alone (the cut is the tile's only edge:
    an inset outline inside it made a busy double border)."""

    def face(d: Drawing, centre: Point, width: float) -> None:
        mark(d, colour, centre, width)

    kind = tiles.Block(count, COLOURS[theme][colour], face,
                       cls=f"tile-ground piece piece-{colour}")
    return tiles.sheet(tiles.Tiles(size, columns), [kind], find_palette(theme), name)


def sheets(size: float, count: int, columns: int, theme: str) -> list[Drawing]:
    """Each colour's tiles as a block of its own, green, yellow, red, so each block can
    fill a gap on a card."""
    return [block(size, count, columns, colour, theme, f"traffic-lights-{name}")
            for name, colour in KINDS]
