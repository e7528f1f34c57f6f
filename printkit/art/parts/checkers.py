"""Double-sided round checkers: 15 light and 15 dark (by default), each a disc with its own
cut circle, its colour a little past the cut, in staggered rows with room for scissors
between neighbours, and mirrored backs larger still, overlapping only in one colour."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette
from printkit.art.parts import tiles

PER_SIDE = 15
# 0.9 of a 21 mm board point (the default board's): five fill a point with room to spare.
# (Written as the product so the float, and so the printed file, stays the same.) A
# 3/4-inch (19.05 mm) craft punch cuts it too: the colour runs BLEED past the cut.
DEFAULT_DIAMETER = 0.9 * 21.0
# A front's colour past its cut circle, so a cut a little wide shows no paper. Less than a
# tile's (tiles.BLEED): every disc needs its own ring of it, and Letter's card sheet of
# checkers, spares, cup, dice, pins and score card has no room to spare.
BLEED = 0.75
# Bare paper between two neighbours' colour, so each reads as a disc of its own: with both
# bleeds, 2 mm between their cut circles where they come closest (room for scissors; no
# more, or Letter's sheet overflows).
SPACE = 0.5
# A back's colour past its cut, as far as a home duplex printer drifts: at 1 mm a drift
# left a crescent of bare card round a checker (review s21) as round Hex's stones (s20).
# Neighbours' backs overlap, in one colour; the first row of the other colour stands
# lower (`apart`), so no back reaches a checker of the other colour through a drift of
# CROSS_DRIFT (the usual; at the full 1.5 mm a sliver at most 0.5 mm deep: clearing that
# too pushed Letter's nardy sheet 0.1 mm into its margin).
BACK_BLEED = 1.5
CROSS_DRIFT = 1.0
HALO = tiles.HALO  # the pale band under a dark checker's cut circle, where black would not show
# The disc's share of its tile's width, where a square-tile sheet (Breakthrough's pieces)
# prints the checker's face.
DISC = 0.92


@dataclass(frozen=True)
class CheckersParams:
    """Parameters of the checker sheet."""

    diameter: float = param(0.0, "checker diameter (its cut circle's); 0 takes the default, "
                            "18.9 mm", unit="mm", low=0, high=40)
    gap: float = param(4.0, "space between the light and the dark block, on a sheet of "
                       "square tiles (Breakthrough's pieces)", unit="mm", low=1, high=10)
    columns: int = param(5, "checkers per row", low=1, high=15)
    per_side: int = param(PER_SIDE, "checkers of each color", low=1, high=30)
    back_bleed: float = param(BACK_BLEED, "extra color around each round checker's back, "
                              "hiding duplex drift", unit="mm", low=0, high=3)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))

    @property
    def colours(self) -> Palette:
        """The palette named by `palette`."""
        return find_palette(self.palette)

    @property
    def size(self) -> float:
        """The diameter actually used."""
        return self.diameter or DEFAULT_DIAMETER

    @property
    def layout(self) -> tiles.Tiles:
        """How a sheet of square tiles lays out its two blocks (Breakthrough's pieces)."""
        # A tile's back keeps the tiles' own bleed: a block of tiles shares its cuts, and
        # its back runs past the block's outline only.
        return tiles.Tiles(self.size, self.columns, self.gap, tiles.BACK_BLEED)

    @property
    def reach(self) -> float:
        """How far either face's colour runs past the cut circle."""
        return max(BLEED, self.back_bleed)

    @property
    def pitch(self) -> float:
        """From one checker's centre to its neighbours' (see `pitch`)."""
        return pitch(self.size)

    @property
    def between(self) -> float:
        """How much lower the dark checkers' first row stands (see `apart`)."""
        return apart(self.size, self.pitch, self.back_bleed, min(CROSS_DRIFT, self.back_bleed))


def pitch(size: float) -> float:
    """From one disc's centre to its neighbours', for discs `size` across: the discs, both
    fronts' bleed and SPACE between them (checkers and Hex's stones)."""
    return size + 2 * BLEED + SPACE


def apart(size: float, pitch: float, back_bleed: float, drift: float) -> float:
    """How much lower the first row of a second colour stands, in `staggered` rows `pitch`
    apart, so that no back of one colour, `back_bleed` past its cut and drifted `drift`,
    reaches a disc `size` across of the other on the row beside it."""
    reach = size + back_bleed + drift
    return max(0.0, math.sqrt(reach ** 2 - (pitch / 2) ** 2) - pitch * math.sqrt(3) / 2)


def centres(params: CheckersParams) -> list[tuple[bool, Point]]:
    """Each checker, light ones first, as (light, centre) on the front (see `staggered`)."""
    return [(kind == 0, centre) for kind, centre in staggered(
        (params.per_side, params.per_side), params.columns, params.pitch,
        params.reach + params.size / 2, params.between)]


def staggered(counts: Sequence[int], columns: int, pitch: float, edge: float,
              between: float = 0.0) -> list[tuple[int, Point]]:
    """Discs of each kind in turn (`counts` of them), as (kind's index, centre): rows of
    `columns`, every other row shifted half a `pitch` so that it nests into the row above,
    each kind starting a row of its own, `between` mm lower, and carrying on the pattern;
    the first centre `edge` from the top and the left."""
    found, first, lower = [], 0, 0.0
    for kind, count in enumerate(counts):
        for n in range(count):
            row_of_kind, column = divmod(n, columns)
            row = first + row_of_kind
            x = edge + (column + 0.5 * (row % 2)) * pitch
            found.append((kind, (x, edge + lower + row * pitch * math.sqrt(3) / 2)))
        if count:
            first, lower = first + -(-count // columns), lower + between
    return found


def staggered_size(counts: Sequence[int], columns: int, pitch: float, edge: float,
                   between: float = 0.0) -> tuple[float, float]:
    """The width and height of `staggered(counts, columns, pitch, edge, between)`'s discs,
    `edge` kept round them."""
    rows = sum(-(-count // columns) for count in counts if count)
    kinds = sum(1 for count in counts if count)
    wide = min(columns, max(counts)) - 1 + (0.5 if rows > 1 else 0.0)
    return (2 * edge + wide * pitch,
            2 * edge + (rows - 1) * pitch * math.sqrt(3) / 2 + max(kinds - 1, 0) * between)


def _blank(params: CheckersParams, name: str) -> Drawing:
    """An empty drawing as large as the sheet: every disc with its colour's reach."""
    return Drawing(*staggered_size((params.per_side, params.per_side), params.columns,
                                   params.pitch, params.reach + params.size / 2,
                                   params.between), name=name)


def fronts(params: CheckersParams) -> Drawing:
    """Draw the fronts: each checker's disc with its two rings, its colour BLEED past its
    cut circle."""
    d, pal, r = _blank(params, "checkers-front"), params.colours, params.size / 2
    for light, centre in centres(params):
        colour = _colours(pal, light)[0]
        d.circle(*centre, r + BLEED, fill=colour,
                 cls=f"checker-ground checker-{'light' if light else 'dark'}")
        face(d, centre, r, light, pal)
        band = tiles.halo(colour, pal)
        if band:
            d.circle(*centre, r, stroke=band, stroke_width=HALO, cls="checker-halo")
        d.cut_circle(*centre, r)
    return d


def backs(params: CheckersParams) -> Drawing:
    """Draw the backs, mirrored for a long-edge flip (the back of a front at x lies at
    W - x): each a disc of its colour `back_bleed` past the front's cut, with a ring and an
    eight-pointed star."""
    d, pal, r = _blank(params, "checkers-back"), params.colours, params.size / 2
    for light, (x, y) in centres(params):
        colour, edge = _colours(pal, light)
        centre = (d.width - x, y)
        side = f"checker-{'light' if light else 'dark'}"
        d.circle(*centre, r + params.back_bleed, fill=colour, cls=f"checker-ground {side}")
        d.circle(*centre, r * 0.8, stroke=edge, stroke_width=0.4, cls=f"checker-back {side}")
        d.polygon(_star(centre, r * 0.5, r * 0.22, 8), fill=edge)
    return d


def face(d: Drawing, centre: Point, r: float, light: bool, pal: Palette, *,
         outline: str | None = None, outline_width: float = 0.3, line: float = 1.0,
         kind: str = "checker-front") -> None:
    """A checker's disc, `r` in radius, in its colour with two rings, outlined in
    `outline` if given (the ink in a rulebook diagram, which scales the rings' widths by
    `line`)."""
    x, y = centre
    colour, edge = _colours(pal, light)
    d.circle(x, y, r, fill=colour, stroke=outline, stroke_width=outline_width,
             cls=f"{kind} checker-{'light' if light else 'dark'}")
    d.circle(x, y, r * 0.8, stroke=edge, stroke_width=0.5 * line)
    d.circle(x, y, r * 0.62, stroke=edge, stroke_width=0.4 * line)


def draw(params: CheckersParams) -> Drawing:
    """Draw the fronts, the side `printkit svg checkers` shows."""
    return fronts(params)


def _colours(pal: Palette, light: bool) -> tuple[str, str]:
    """Return (face, decoration) colours of a light or dark checker."""
    return (pal.light, pal.light_edge) if light else (pal.dark, pal.dark_edge)


def _star(centre: Point, outer: float, inner: float, tips: int) -> list[Point]:
    """Return a star polygon with `tips` points, one pointing straight up."""
    cx, cy = centre
    pts = []
    for i in range(2 * tips):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / tips - math.pi / 2
        pts.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return pts


CHECKERS = register(
    Component("checkers", "Fifteen light and fifteen dark double-sided round checkers",
              CheckersParams, draw)
)
