"""The Traffic Lights tiles as their sheets print them: each colour's square tiles in a
block that shares its cuts (printkit.art.parts.tiles), each tile a rounded square of its
colour with its colour's mark, on a pale rim, as the board and the diagrams draw a piece.
"""

from __future__ import annotations

from printkit.art.canvas import Drawing, Point
from printkit.art.palette import find_palette
from printkit.art.parts import tiles
from printkit.games.traffic_lights.board import COLOURS, mark

KINDS = (("green", "g"), ("yellow", "y"), ("red", "r"))
# The coloured square inside a tile, as a share of the tile: half its side (a rim of
# 0.08 round it, so a cut a little off still leaves rim, not colour, at the edge), and
# its corners' radius, as rounded as a diagram's piece.
INSET, ROUND = 0.42, 0.1


def block(size: float, count: int, columns: int, colour: str, theme: str,
          name: str) -> tuple[Drawing, Drawing]:
    """`count` tiles of `colour` (g, y or r), `size` mm square, in rows of `columns` with
    no gap: each tile the palette's pale ground to its cut, and on it a rounded square of
    its colour with its mark; the colour's edge is a change of fill, never a drawn line,
    so the cut stays the tile's only line. With it, the backs: each tile's face again,
    mirrored for a long-edge flip."""
    fill = COLOURS[theme][colour]

    def face(d: Drawing, centre: Point, width: float) -> None:
        x, y = centre
        half = INSET * width
        d.rect(x - half, y - half, 2 * half, 2 * half, fill=fill, rx=ROUND * width,
               cls=f"piece piece-{colour} tile-face")
        mark(d, colour, centre, width)

    pal = find_palette(theme)
    kind = tiles.Block(count, pal.light, face, cls=f"tile-ground piece piece-{colour}")
    layout = tiles.Tiles(size, columns)
    return (tiles.sheet(layout, [kind], pal, name),
            tiles.sheet_backs(layout, [kind], f"{name}-back"))


def sheets(size: float, count: int, columns: int, theme: str) -> list[tuple[Drawing, Drawing]]:
    """Each colour's tiles as a block of its own, green, yellow, red, so each block can
    fill a gap on a card; each with its backs."""
    return [block(size, count, columns, colour, theme, f"traffic-lights-{name}")
            for name, colour in KINDS]
