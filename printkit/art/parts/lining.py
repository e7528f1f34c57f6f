"""A printed lining: the back of a part (a box's inside, a board's underside) in the kit's
pale felt tint with a lattice of small diamonds, as commercial boxes and boards are lined.

A lining is drawn for the back page, so mirrored across the part's width (see
layout/sheet.py); its areas are given on the front, most kept inside the part's cut by
LINING_INSET, so a duplex printer's drift never carries it past the edge; the box's and
the cup's, seen inside the built part, reach REACH past their cuts instead (see
box.linings and cup.lining).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from printkit.art.canvas import Drawing, Point
from printkit.art.palette import Palette, luminance, mix
from printkit.art.plane import arc

LINING_INSET = 2.0  # mm every lined area keeps inside its part's cut outline
# How far a lining seen inside a built part (a box, the cup) runs past its cuts instead:
# printed on the back, it must outrun a home duplex printer's drift (1 mm left bare card
# at the edge: review s21, Hex; 2 mm inside it, a white band in the cup: review s22).
REACH = 1.5
GROUND_PALE = 0.55  # the felt paled towards white (as a box's module B linings)
# A tint paler than this (white felt in line-art themes, cream in high-contrast) would not
# show as a lining: the back stays white and spends no ink on it.
PALEST = 0.9
MOTIF_PALE = 0.35  # the diamonds: the felt paled less, a quiet step deeper
PITCH, SIZE = 9.0, 1.6  # the lattice's spacing and each diamond's half-width, mm
CLEAR = 1.5  # the least room between a diamond and its area's edge, mm


def ground(palette: Palette) -> str | None:
    """The lining's tint in `palette`; None where it would be too pale to show (PALEST)."""
    tint = mix(palette.felt, "#ffffff", GROUND_PALE)
    return None if luminance(tint) > PALEST else tint


def lining(width: float, height: float, areas: Sequence[Sequence[Point]], palette: Palette,
           name: str, clear: float = CLEAR) -> Drawing | None:
    """The back of a `width` x `height` part lined over `areas` (polygons on its front),
    its diamonds `clear` inside their edges, or None where the theme keeps backs white."""
    tint = ground(palette)
    if tint is None or not areas:
        return None
    motif = mix(palette.felt, "#ffffff", MOTIF_PALE)
    d = Drawing(width, height, name=f"{name}-lining")

    def mirrored(points: Sequence[Point]) -> list[Point]:
        return [(width - u, v) for u, v in points]

    for area in areas:
        d.polygon(mirrored(area), fill=tint)
        us, vs = [p[0] for p in area], [p[1] for p in area]
        columns, rows = int((max(us) - min(us)) // PITCH), int((max(vs) - min(vs)) // PITCH)
        # The lattice centred on the area, every other row set half a step across.
        left = (min(us) + max(us)) / 2 - (columns - 1) * PITCH / 2
        top = (min(vs) + max(vs)) / 2 - (rows - 1) * PITCH / 2
        for row in range(rows):
            for column in range(columns - row % 2):
                cu, cv = left + (column + (row % 2) / 2) * PITCH, top + row * PITCH
                if _clear(area, cu, cv, SIZE + clear):
                    d.polygon(mirrored([(cu, cv - SIZE), (cu + SIZE, cv), (cu, cv + SIZE),
                                        (cu - SIZE, cv)]), fill=motif)
    return d


def _clear(area: Sequence[Point], cu: float, cv: float, reach: float) -> bool:
    """Whether the circle of radius `reach` round (cu, cv) lies inside polygon `area`
    (tested at its centre and at sixteen points round it)."""
    ring = [(cu + reach * math.cos(k * math.pi / 8), cv + reach * math.sin(k * math.pi / 8))
            for k in range(16)]
    return all(_inside(area, point) for point in [(cu, cv), *ring])


def _inside(area: Sequence[Point], point: Point) -> bool:
    """Whether `point` lies inside polygon `area` (even-odd rule)."""
    x, y = point
    inside = False
    for (x0, y0), (x1, y1) in zip(area, [*area[1:], area[0]], strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def rect_area(x: float, y: float, w: float, h: float, inset: float = LINING_INSET
              ) -> list[Point]:
    """The area of a rectangular part at (x, y), `inset` inside its edges (outside them
    where negative)."""
    g = inset
    return [(x + g, y + g), (x + w - g, y + g), (x + w - g, y + h - g), (x + g, y + h - g)]


def grown(rect: tuple[float, float, float, float], reach: float,
          notch: tuple[Point, float] | None = None) -> list[Point]:
    """Return the outline `reach` outside a panel all round, rounded at its corners (as far
    from a corner as from an edge, where a square corner ran 1.4 times further), and
    stepping round a notch (centre, radius) cut into its bottom edge."""
    u0, v0, u1, v1 = rect
    bottom = arc((u1, v1), reach, 0, 90, 4)
    if notch:
        (cu, cv), radius = notch
        # Round the corner where the edge meets the notch, then follow the notch inside it.
        bottom += (arc((cu + radius, cv), reach, 90, 180, 4)
                   + arc((cu, cv), radius - reach, 0, -180, 12)
                   + arc((cu - radius, cv), reach, 0, 90, 4))
    return (bottom + arc((u0, v1), reach, 90, 180, 4) + arc((u0, v0), reach, 180, 270, 4)
            + arc((u1, v0), reach, 270, 360, 4))
