"""Double-sided checkers: 15 light and 15 dark (by default), each a checker's disc printed on
a square tile of its side's colour, each side's tiles one block whose neighbours share a
straight cut (printkit.art.parts.tiles), with mirrored backs."""

from __future__ import annotations

import math
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette, mix
from printkit.art.parts import tiles

PER_SIDE = 15
# 0.9 of a 21 mm board point (the default board's): five fill a point with room to spare.
# (Written as the product so the float, and so the printed file, stays the same.)
DEFAULT_DIAMETER = 0.9 * 21.0
DISC = 0.92  # the disc's share of its tile's width: the tile's colour shows round it


@dataclass(frozen=True)
class CheckersParams:
    """Parameters of the checker sheet."""

    diameter: float = param(0.0, "checker width (its tile's side); 0 takes the default, "
                            "18.9 mm", unit="mm", low=0, high=40)
    gap: float = param(4.0, "space between the light and the dark block", unit="mm",
                       low=1, high=10)
    columns: int = param(5, "checkers per row", low=1, high=15)
    per_side: int = param(PER_SIDE, "checkers of each color", low=1, high=30)
    back_bleed: float = param(1.0, "extra color around each back, hiding duplex drift",
                              unit="mm", low=0, high=3)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))

    @property
    def colours(self) -> Palette:
        """The palette named by `palette`."""
        return find_palette(self.palette)

    @property
    def size(self) -> float:
        """The width actually used: the disc's diameter and its tile's side."""
        return self.diameter or DEFAULT_DIAMETER

    @property
    def layout(self) -> tiles.Tiles:
        """How the sheet lays out its two blocks."""
        return tiles.Tiles(self.size, self.columns, self.gap, self.back_bleed)


def blocks(params: CheckersParams) -> list[tiles.Block]:
    """The light block, then the dark one: each tile its side's colour, with the disc."""
    pal = params.colours
    return [tiles.Block(params.per_side, _colours(pal, light)[0], _front(pal, light),
                        _back(pal, light),
                        cls=f"tile-ground checker-{'light' if light else 'dark'}")
            for light in (True, False)]


def fronts(params: CheckersParams) -> Drawing:
    """Draw the fronts: each checker's disc with its two rings on its tile, and the cuts."""
    return tiles.sheet(params.layout, blocks(params), params.colours, "checkers-front")


def _front(pal: Palette, light: bool) -> tiles.TileArt:
    """A checker's front on its tile: the disc a little inside the tile's edges, outlined
    half-way between its colour and its decoration's (the tile is the disc's colour too;
    a full-ink outline would read as a cut circle)."""
    outline = mix(*_colours(pal, light), 0.5)

    def art(d: Drawing, centre: Point, size: float) -> None:
        face(d, centre, DISC * size / 2, light, pal, outline=outline)

    return art


def _back(pal: Palette, light: bool) -> tiles.TileArt:
    """A checker's back on its tile: a ring and an eight-pointed star."""
    edge = _colours(pal, light)[1]

    def art(d: Drawing, centre: Point, size: float) -> None:
        r = size / 2
        d.circle(*centre, r * 0.8, stroke=edge, stroke_width=0.4,
                 cls=f"checker-back checker-{'light' if light else 'dark'}")
        d.polygon(_star(centre, r * 0.5, r * 0.22, 8), fill=edge)

    return art


def face(d: Drawing, centre: Point, r: float, light: bool, pal: Palette, *,
         outline: str | None = None, outline_width: float = 0.3, line: float = 1.0,
         kind: str = "checker-front") -> None:
    """A checker's disc, `r` in radius, in its colour with two rings, outlined in
    `outline` (the tile's decoration colour on the sheet, the ink in a rulebook diagram,
    which scales the rings' widths by `line`)."""
    x, y = centre
    colour, edge = _colours(pal, light)
    d.circle(x, y, r, fill=colour, stroke=outline, stroke_width=outline_width,
             cls=f"{kind} checker-{'light' if light else 'dark'}")
    d.circle(x, y, r * 0.8, stroke=edge, stroke_width=0.5 * line)
    d.circle(x, y, r * 0.62, stroke=edge, stroke_width=0.4 * line)


def backs(params: CheckersParams) -> Drawing:
    """Draw the backs, mirrored for a long-edge flip: the back of a front at x lies at W - x."""
    return tiles.sheet_backs(params.layout, blocks(params), "checkers-back")


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
    Component("checkers", "Fifteen light and fifteen dark double-sided checkers",
              CheckersParams, draw)
)
