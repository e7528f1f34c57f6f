"""Double-sided checkers: light and dark discs (15 of each by default), fronts with cut lines and
mirrored backs."""

from __future__ import annotations

import math
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette

PER_SIDE = 15
# 0.9 of a 21 mm board point (the default board's): five fill a point with room to spare.
# (Written as the product so the float, and so the printed file, stays the same.)
DEFAULT_DIAMETER = 0.9 * 21.0
FRONT_BLEED = 0.6  # colour just past the cut circle, so a wobbly cut shows no paper


@dataclass(frozen=True)
class CheckersParams:
    """Parameters of the checker sheet."""

    diameter: float = param(0.0, "checker diameter; 0 takes the default, 18.9 mm",
                            unit="mm", low=0, high=40)
    gap: float = param(2.0, "space between neighboring checkers", unit="mm", low=1, high=10)
    columns: int = param(6, "checkers per row", low=1, high=15)
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
        """The diameter actually used."""
        return self.diameter or DEFAULT_DIAMETER

    @property
    def pitch(self) -> float:
        """Distance between neighbouring centres; the gap always holds both backs' bleed."""
        return self.size + max(self.gap, 2 * self.back_bleed)

    @property
    def rows(self) -> int:
        """Rows needed for all 30 checkers."""
        return math.ceil(2 * self.per_side / self.columns)

    @property
    def width(self) -> float:
        """Sheet width."""
        return self.columns * self.pitch

    @property
    def height(self) -> float:
        """Sheet height."""
        return self.rows * self.pitch


def centres(params: CheckersParams) -> list[tuple[Point, bool]]:
    """Return each front's centre with True for light: light first, row by row."""
    out = []
    for index in range(2 * params.per_side):
        row, column = divmod(index, params.columns)
        centre = ((column + 0.5) * params.pitch, (row + 0.5) * params.pitch)
        out.append((centre, index < params.per_side))
    return out


def fronts(params: CheckersParams) -> Drawing:
    """Draw the fronts: each disc in its colour with two rings, and its cut circle."""
    pal, r = params.colours, params.size / 2
    d = Drawing(params.width, params.height, name="checkers-front")
    for (x, y), light in centres(params):
        face(d, (x, y), r, light, pal)
        d.cut_circle(x, y, r)
    return d


def face(d: Drawing, centre: Point, r: float, light: bool, pal: Palette, *,
         rim: float = FRONT_BLEED, outline: str | None = None, outline_width: float = 0.3,
         line: float = 1.0, kind: str = "checker-front") -> None:
    """A checker's front, `r` in radius: its colour `rim` past the edge, and two rings. A
    rulebook diagram draws its checkers with this too, with no rim, an `outline` ink (it
    has no cut circle) and its rings' widths scaled by `line`."""
    x, y = centre
    colour, edge = _colours(pal, light)
    d.circle(x, y, r + rim, fill=colour, stroke=outline, stroke_width=outline_width,
             cls=f"{kind} checker-{'light' if light else 'dark'}")
    d.circle(x, y, r * 0.8, stroke=edge, stroke_width=0.5 * line)
    d.circle(x, y, r * 0.62, stroke=edge, stroke_width=0.4 * line)


def backs(params: CheckersParams) -> Drawing:
    """Draw the backs, mirrored for a long-edge flip: the back of a front at x lies at W - x."""
    pal, r = params.colours, params.size / 2
    d = Drawing(params.width, params.height, name="checkers-back")
    for (x, y), light in centres(params):
        colour, edge = _colours(pal, light)
        bx = params.width - x
        d.circle(bx, y, r + params.back_bleed, fill=colour,
                 cls=f"checker-back checker-{'light' if light else 'dark'}")
        d.circle(bx, y, r * 0.8, stroke=edge, stroke_width=0.4)
        d.polygon(_star((bx, y), r * 0.5, r * 0.22, 8), fill=edge)
    return d


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
