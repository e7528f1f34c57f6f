"""Hex stones on card: each colour's stones in one honeycomb whose neighbours share a cut.

The stones are flat-topped hexagons, as the board's cells lie once the packer turns the
board a quarter onto the sheet (it is always wider than the sheet), so a stone taken off
the sheet sits on a cell as it is. They stand in rows of `columns`, every other stone of a
row half a stone lower, so a colour's stones tile a block with no paper between them. The
block's outline is cut once, each crenellated line between two rows once and each short
slanted edge between two stones of a row once: about half the cutting of stones apart,
and mostly along rows. A dark stone's face stops short of its edges, so the cut lines between dark
stones run on a light rim where they show. The backs print every stone again in its
own colour, past its cut, so a stone that lands face down still shows whose it is.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette

SQRT3 = math.sqrt(3.0)
MARGIN = 1.5  # from the drawing's edge to a block's outline: room for the backs' bleed
BLOCK_GAP = 4.0  # between one colour's block and the next
# A back prints its stone this much larger all round: a duplex printer's drift shows
# the stone's own colour (or its neighbour's, of the same colour), never bare card.
BACK_BLEED = 1.0
RIM = 0.5  # the light rim of a dark stone's face, inside its cut
RING = 0.62  # the inner ring, as a share of the stone's width
EDGE_INK = 0.35  # a light stone's outline, under its cut


@dataclass(frozen=True)
class StonesParams:
    """Parameters of the Hex stone sheet."""

    size: float = param(14.0, "width of a stone, flat side to flat side", unit="mm",
                        low=6, high=35)
    count: int = param(61, "stones of each color", low=1, high=100)
    columns: int = param(12, "stones per row", low=1, high=50)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


def hexagon(centre: Point, width: float) -> list[Point]:
    """The six corners of a flat-topped hexagon `width` across its flats, from the right."""
    x, y = centre
    r = width / SQRT3
    return [(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a)))
            for a in (0, 60, 120, 180, 240, 300)]


def centres(count: int, columns: int, width: float, origin: Point = (0.0, 0.0)
            ) -> list[Point]:
    """The centres of `count` stones in rows of `columns`, each odd column half a stone
    lower, the block's box starting at `origin`."""
    side = width / SQRT3
    found = []
    for index in range(count):
        row, column = divmod(index, columns)
        found.append((origin[0] + side * (1 + 1.5 * column),
                      origin[1] + width * (0.5 + row + 0.5 * (column % 2))))
    return found


def block_size(count: int, columns: int, width: float) -> tuple[float, float]:
    """The width and height of the box round a block of `count` stones."""
    points = centres(count, columns, width)
    return (max(x for x, _ in points) + width / SQRT3,
            max(y for _, y in points) + width / 2)


def _key(p: Point) -> tuple[int, int]:
    """A corner as a key: two stones' copies of one corner differ by rounding only."""
    return round(p[0] * 1000), round(p[1] * 1000)


def cut_lines(stones: Sequence[Point], width: float, columns: int
              ) -> tuple[list[Point], list[list[Point]]]:
    """A block's cuts (its stones in rows of `columns`): its outline (a closed loop) and
    the lines inside it, each edge two stones share drawn once: the crenellated line
    between two rows as one line, each slanted edge between two stones of a row on its own."""
    corners: dict[tuple[int, int], Point] = {}
    edges: dict[tuple[tuple[int, int], tuple[int, int]], list[int]] = {}
    for index, centre in enumerate(stones):
        ring = hexagon(centre, width)
        for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
            ka, kb = _key(a), _key(b)
            corners.setdefault(ka, a)
            corners.setdefault(kb, b)
            edges.setdefault((min(ka, kb), max(ka, kb)), []).append(index // columns)
    outer = [edge for edge, rows in edges.items() if len(rows) == 1]
    within = [edge for edge, rows in edges.items() if len(rows) == 2 and rows[0] == rows[1]]
    between = [edge for edge, rows in edges.items() if len(rows) == 2 and rows[0] != rows[1]]
    (loop,) = _chains(outer, closed=True)
    lines = [[corners[k] for k in chain] for chain in _chains(between, closed=False)]
    lines += [[corners[a], corners[b]] for a, b in sorted(within)]
    return [corners[k] for k in loop], lines


def _chains(edges: list[tuple[tuple[int, int], tuple[int, int]]], closed: bool
            ) -> list[list[tuple[int, int]]]:
    """The edges joined end to end into lines, each from its leftmost free end (or, for
    loops, from the topmost-left corner), in order of their starts."""
    links: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for a, b in edges:
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    starts = sorted(k for k, near in links.items() if closed or len(near) == 1)
    used: set[tuple[tuple[int, int], tuple[int, int]]] = set()
    chains = []
    for start in starts:
        chain = [start]
        while True:
            here = chain[-1]
            step = next((k for k in sorted(links[here])
                         if (min(here, k), max(here, k)) not in used), None)
            if step is None:
                break
            used.add((min(here, step), max(here, step)))
            chain.append(step)
        if len(chain) > 1:
            chains.append(chain[:-1] if closed and chain[-1] == start else chain)
    return chains


def _face(d: Drawing, centre: Point, width: float, black: bool, pal: Palette) -> None:
    """A stone's face: a light stone to its edge, a dark one inside a light rim."""
    colour, edge = (pal.dark, pal.dark_edge) if black else (pal.light, pal.light_edge)
    kind = f"piece piece-{'black' if black else 'white'}"
    if black:
        d.polygon(hexagon(centre, width), fill=pal.light)
        d.polygon(hexagon(centre, width - 2 * RIM), fill=colour, cls=kind)
    else:
        d.polygon(hexagon(centre, width), fill=colour, stroke=pal.ink,
                  stroke_width=EDGE_INK, cls=kind)
    d.polygon(hexagon(centre, RING * width), stroke=edge, stroke_width=0.35)


def _blocks(params: StonesParams, counts: Sequence[tuple[str, int]]
            ) -> Iterator[tuple[bool, list[Point]]]:
    """Each colour's block (black or not, its stones' centres), one under the other."""
    y = MARGIN
    for colour, count in counts:
        if count:
            yield colour == "black", centres(count, params.columns, params.size, (MARGIN, y))
            y += block_size(count, params.columns, params.size)[1] + BLOCK_GAP


def _blank(params: StonesParams, counts: Sequence[tuple[str, int]], name: str) -> Drawing:
    """An empty drawing as large as the blocks of `counts`."""
    sizes = [block_size(n, params.columns, params.size) for _, n in counts if n]
    return Drawing(max(w for w, _ in sizes) + 2 * MARGIN,
                   sum(h for _, h in sizes) + BLOCK_GAP * (len(sizes) - 1) + 2 * MARGIN,
                   name=name)


def _counts(blacks: int, whites: int) -> tuple[tuple[str, int], ...]:
    return (("black", blacks), ("white", whites))


def stone_sheet(params: StonesParams, blacks: int, whites: int,
                name: str = "hex-pieces") -> Drawing:
    """`blacks` black stones in one honeycomb, then `whites` white ones in another, at the
    size and columns of `params` (its count aside): Hex's sheet, or a compendium's."""
    counts = _counts(blacks, whites)
    d, pal = _blank(params, counts, name), find_palette(params.palette)
    for black, stones in _blocks(params, counts):
        for centre in stones:
            _face(d, centre, params.size, black, pal)
        outline, lines = cut_lines(stones, params.size, params.columns)
        d.cut(outline)
        for line in lines:
            d.cut(line, closed=False)
    return d


def stone_backs(params: StonesParams, blacks: int, whites: int,
                name: str = "hex-pieces-back") -> Drawing:
    """The backs of `stone_sheet(params, blacks, whites)`, mirrored across the sheet as a
    long-edge flip puts them: each stone in its own colour, BACK_BLEED past its cut, with
    its ring."""
    counts = _counts(blacks, whites)
    d, pal = _blank(params, counts, name), find_palette(params.palette)
    for black, stones in _blocks(params, counts):
        colour, edge = (pal.dark, pal.dark_edge) if black else (pal.light, pal.light_edge)
        mirrored = [(d.width - x, y) for x, y in stones]
        # Every colour first, then every ring: a neighbour's bleed never covers a ring.
        for centre in mirrored:
            d.polygon(hexagon(centre, params.size + 2 * BACK_BLEED), fill=colour,
                      cls=f"piece piece-{'black' if black else 'white'}")
        for centre in mirrored:
            d.polygon(hexagon(centre, RING * params.size), stroke=edge, stroke_width=0.35)
    return d


def stones(params: StonesParams) -> Drawing:
    """The black stones, then the white ones, each colour one honeycomb."""
    return stone_sheet(params, params.count, params.count)


STONES = register(Component("hex-pieces", "Hex stones: 61 black and 61 white hexagons",
                            StonesParams, stones))
