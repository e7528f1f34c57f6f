"""The Traffic Lights tiles as their sheets print them: square tiles in a block that
shares its cuts, each tile's colour running to its own edges and past the block's.

A tile cut out this way is finished on every side (no paper margin round it), and
each straight cut frees two tiles at once.
"""

from __future__ import annotations

from printkit.art.canvas import Drawing
from printkit.games.traffic_lights.board import COLOURS, mark

# The colour past the block's outer cuts, so a slightly wide cut shows no paper.
BLEED = 1.0
KINDS = (("green", "g"), ("yellow", "y"), ("red", "r"))


def block(size: float, count: int, columns: int, colour: str, theme: str,
          name: str) -> Drawing:
    """`count` tiles of `colour` (g, y or r), `size` mm square, in rows of `columns` with
    no gap: the colour under them all, each tile's mark and its square cut, so
    neighbours share the cut between them."""
    rows = -(-count // columns)
    wide = min(columns, count)
    d = Drawing(wide * size + 2 * BLEED, rows * size + 2 * BLEED, name=name)
    fill = COLOURS[theme][colour]
    corners = [(BLEED + (i % columns) * size, BLEED + (i // columns) * size)
               for i in range(count)]
    for x, y in corners:
        # The tile's colour, grown by the bleed: between tiles it runs under the
        # neighbour's (the same colour), on the block's edges past the cut. It is the
        # piece's body, as the rounded tile is in a diagram.
        d.rect(x - BLEED, y - BLEED, size + 2 * BLEED, size + 2 * BLEED, fill=fill,
               cls=f"tile-ground piece piece-{colour}")
    for x, y in corners:
        # The mark alone: the cut is the tile's only edge (an inset outline inside it
        # made a busy double border).
        mark(d, colour, (x + size / 2, y + size / 2), size)
        d.cut([(x, y), (x + size, y), (x + size, y + size), (x, y + size)])
    return d


def sheets(size: float, count: int, columns: int, theme: str) -> list[Drawing]:
    """Each colour's tiles as a block of its own, green, yellow, red, so each block can
    fill a gap on a card."""
    return [block(size, count, columns, colour, theme, f"traffic-lights-{name}")
            for name, colour in KINDS]
