"""Pieces printed as square tiles in blocks whose neighbours share one straight cut.

A block is one kind's tiles (Snort's cats, say) in rows with no paper between them.
It is cut once round its outline, then along each straight line across it: every cut
frees a row or a column at once, and no piece needs a scissor cut of its own. Each
tile's colour runs to its edges, and past the block's outline by `BLEED`, so a cut a
little wide shows the piece's colour, never paper. On a dark tile, where a black cut
line would not show, a pale band runs under the cut (`HALO`). The backs print every
tile again in its colour, `back_bleed` past its cut, mirrored as a long-edge flip puts
them behind their fronts; a block with a `back_edge` draws each back tile's edge as its
front shows it (see `edge`), so a pale tile does not float on the white of the card.

A `solid` block (Hex's stones) prints its ground unbroken across the whole block on both
faces, with the cut grid on the front only: a cut a little off its line, or a back a
little off its front, leaves no pale frame uneven round a piece. On a dark ground the
cut lines run over a narrow `CASING` band, a little paler than the ground, so the knife
finds them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from printkit.art.canvas import BAND, Drawing, Point
from printkit.art.palette import Palette, luminance, mix
from printkit.art.parts.tokens import TokenArt

# Draws a piece's picture on its tile: the drawing, the tile's centre, its width in mm.
TileArt = Callable[[Drawing, Point, float], None]

BLEED = 1.0  # a tile's colour past the block's outer cut
BACK_BLEED = 1.0  # a back tile's colour past its cut, hiding a duplex printer's drift
BLOCK_GAP = 4.0  # between one block and the next
HALO = BAND  # the pale band under the cuts of a dark tile
# The line round a pale tile on the back, where the front shows its cut line: twice the
# cut's width, so the craft check (and a builder) never takes it for a line to cut along.
BACK_LINE = 0.5
DARK = 0.1  # a ground darker than this (relative luminance) hides a black cut line
# Under the cut lines of a solid dark block: wide enough to show the black line, narrow
# enough that a cut beside it leaves no frame to see; this share of the way to the pale
# colour, so it reads as the ground's own shade.
CASING = 0.6
CASING_SHARE = 0.4


@dataclass(frozen=True)
class Block:
    """One kind's tiles: how many, the colour they are printed on, and their pictures
    (the back's, for pieces printed on both sides)."""

    count: int
    ground: str
    face: TileArt
    back: TileArt | None = None
    cls: str = "tile-ground"  # the class of each tile's colour (the piece's body)
    back_edge: str | None = None  # the colour round each back tile (`edge`), or none
    solid: bool = False  # one unbroken ground, cut lines on the front only (see above)


@dataclass(frozen=True)
class Tiles:
    """How a sheet lays its blocks out: the tiles' width, the tiles in a row, and the
    space between blocks; `back_bleed` for a sheet with backs."""

    size: float
    columns: int
    gap: float = BLOCK_GAP
    back_bleed: float = BACK_BLEED


def block_size(count: int, columns: int, size: float) -> tuple[float, float]:
    """The width and height of the cut outline round `count` tiles in rows of `columns`."""
    return min(count, columns) * size, -(-count // columns) * size


def corners(count: int, columns: int, size: float, origin: Point = (0.0, 0.0)) -> list[Point]:
    """Each tile's top-left corner, row by row, the block's outline starting at `origin`."""
    x0, y0 = origin
    return [(x0 + (i % columns) * size, y0 + (i // columns) * size) for i in range(count)]


def cut_lines(count: int, columns: int, size: float, origin: Point = (0.0, 0.0)
              ) -> tuple[list[Point], list[list[Point]]]:
    """A block's cuts: its outline (a closed loop) and each straight cut across it, every
    line with a corner wherever another meets it (so each tile is a face the cuts bound)."""
    x0, y0 = origin
    rows = -(-count // columns)
    wide = min(count, columns)
    last = count - (rows - 1) * columns  # tiles in the last row

    def walk(*stops: tuple[int, int]) -> list[Point]:
        # The grid points from stop to stop, one tile apart.
        points: list[Point] = []
        for (ax, ay), (bx, by) in zip(stops, stops[1:], strict=False):
            steps = max(abs(bx - ax), abs(by - ay))
            points += [(x0 + size * (ax + (bx - ax) * k // steps),
                        y0 + size * (ay + (by - ay) * k // steps)) for k in range(steps)]
        return points

    if last == wide:
        outline = walk((0, 0), (wide, 0), (wide, rows), (0, rows), (0, 0))
    else:  # a short last row: a step in the outline
        outline = walk((0, 0), (wide, 0), (wide, rows - 1), (last, rows - 1), (last, rows),
                       (0, rows), (0, 0))
    lines = []
    for j in range(1, wide):  # between columns j-1 and j: as deep as both go
        deep = rows if j < last else rows - 1
        if deep:
            lines.append(walk((j, 0), (j, deep)) + [(x0 + j * size, y0 + deep * size)])
    for i in range(1, rows):  # between rows i-1 and i: as far as both go
        far = wide if i < rows - 1 else last
        lines.append(walk((0, i), (far, i)) + [(x0 + far * size, y0 + i * size)])
    return outline, lines


def on_tile(art: TokenArt, pal: Palette) -> TileArt:
    """A token's picture (printkit.art.parts.tokens) as a tile's, in the palette `pal`."""

    def draw(d: Drawing, centre: Point, size: float) -> None:
        art(d, centre, size, pal)

    return draw


def halo(ground: str, pal: Palette) -> str | None:
    """The pale band under the cuts of a tile printed on `ground`, where a black cut line
    would not show on it; None where it shows."""
    return pal.light if luminance(ground) < DARK else None


def alike(count: int, ground: str, art: TileArt, pal: Palette, cls: str = "tile-ground"
          ) -> Block:
    """A block of `count` tiles on `ground` whose backs show the face's picture again, each
    back tile edged as its front shows it (see `edge`)."""
    return Block(count, ground, art, art, cls, edge(ground, pal))


def solid(count: int, ground: str, art: TileArt, cls: str = "tile-ground") -> Block:
    """A block of `count` tiles on `ground`, printed solid (see the module's note): no pale
    band round a tile on either face, the backs showing the face's picture again."""
    return Block(count, ground, art, art, cls, None, solid=True)


def casing(ground: str, pal: Palette) -> str | None:
    """The band under the cut lines of a solid block on `ground`; None where a black cut
    line shows on the ground itself."""
    return mix(ground, pal.light, CASING_SHARE) if luminance(ground) < DARK else None


def edge(ground: str, pal: Palette) -> str:
    """The colour a tile on `ground` shows at its edge on the front, for its back to show
    too: the pale band under the cut of a dark tile, else the ink of the cut line."""
    return halo(ground, pal) or pal.ink


def sheet(layout: Tiles, blocks: Sequence[Block], pal: Palette, name: str) -> Drawing:
    """The fronts: each block one under the other, each tile's colour, its picture, and
    the block's cuts."""
    d = _blank(layout, blocks, name)
    for block, origin in _origins(layout, blocks):
        s = layout.size
        tiles = corners(block.count, layout.columns, s, origin)
        for x, y in tiles:
            # Grown by the bleed: between tiles it runs under the neighbour (the same
            # colour), on the block's edges past the cut.
            d.rect(x - BLEED, y - BLEED, s + 2 * BLEED, s + 2 * BLEED, fill=block.ground,
                   cls=block.cls)
        band = None if block.solid else halo(block.ground, pal)
        if band:
            for x, y in tiles:
                d.rect(x, y, s, s, stroke=band, stroke_width=HALO, cls="tile-halo")
        outline, lines = cut_lines(block.count, layout.columns, s, origin)
        cased = casing(block.ground, pal) if block.solid else None
        if cased:
            d.polygon(outline, stroke=cased, stroke_width=CASING, cls="tile-casing")
            for line in lines:
                d.polyline(line, stroke=cased, stroke_width=CASING, cls="tile-casing")
        for x, y in tiles:
            block.face(d, (x + s / 2, y + s / 2), s)
        d.cut(outline)
        for line in lines:
            d.cut(line, closed=False)
    return d


def sheet_backs(layout: Tiles, blocks: Sequence[Block], name: str) -> Drawing:
    """The backs of `sheet(layout, blocks, ...)`, mirrored across the sheet as a long-edge
    flip puts them: each tile in its colour, `back_bleed` past its cut, with its back's
    picture (a block without one prints its face again)."""
    d = _blank(layout, blocks, name)
    s, grow = layout.size, layout.back_bleed
    for block, origin in _origins(layout, blocks):
        mirrored = [(d.width - x - s, y)
                    for x, y in corners(block.count, layout.columns, s, origin)]
        # Every colour first, then every picture: a neighbour's bleed never covers one.
        for x, y in mirrored:
            d.rect(x - grow, y - grow, s + 2 * grow, s + 2 * grow, fill=block.ground,
                   cls=block.cls)
        if block.back_edge is not None:
            # On the tile's edge, as the front's cut line and halo are: a band as wide as
            # the halo where that is what the front shows, else a line.
            width = HALO if luminance(block.ground) < DARK else BACK_LINE
            for x, y in mirrored:
                d.rect(x, y, s, s, stroke=block.back_edge, stroke_width=width,
                       cls="tile-edge")
        for x, y in mirrored:
            (block.back or block.face)(d, (x + s / 2, y + s / 2), s)
    return d


def _margin(layout: Tiles, blocks: Sequence[Block]) -> float:
    """From the drawing's edge to the outlines: room for the bleed of either side."""
    return max(BLEED, layout.back_bleed) if any(b.back for b in blocks) else BLEED


def _blank(layout: Tiles, blocks: Sequence[Block], name: str) -> Drawing:
    """An empty drawing as large as `blocks`, one under the other."""
    sizes = [block_size(b.count, layout.columns, layout.size) for b in blocks if b.count]
    margin = _margin(layout, blocks)
    return Drawing(max(w for w, _ in sizes) + 2 * margin,
                   sum(h for _, h in sizes) + layout.gap * (len(sizes) - 1) + 2 * margin,
                   name=name)


def _origins(layout: Tiles, blocks: Sequence[Block]) -> list[tuple[Block, Point]]:
    """Each block with the top-left corner of its outline, one under the other."""
    margin = _margin(layout, blocks)
    found, y = [], margin
    for block in blocks:
        if block.count:
            found.append((block, (margin, y)))
            y += block_size(block.count, layout.columns, layout.size)[1] + layout.gap
    return found
