"""Two fold-up score pins: open-based square pyramids, one per player colour."""

from __future__ import annotations

import math
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, find_palette, mix
from printkit.art.parts.nets import FACE_FOLD, label_tab, tab_polygon

# The pins sit over a score dot of about 8 mm, so the base is a little wider.
# The base is left open: four sides in a fan close with a single glue tab,
# which is far easier to fold at this size than a closed pyramid's four tabs.
SIDES = 4
MARGIN = 0.5  # room for half the cut stroke at the drawing's bounds
GAP = 2.0  # between the two pins


@dataclass(frozen=True)
class PinsParams:
    """Parameters of the two score pins."""

    base: float = param(10.0, "side of the square base", unit="mm", low=6.0, high=20.0)
    apex_height: float = param(12.0, "height of the pyramid", unit="mm", low=6.0, high=30.0)
    palette: str = param("classic", "color set of the kit (light and dark pins)",
                         choices=tuple(PALETTES))
    glue_label: str = param("glue", "word printed on the glue tabs")

    @property
    def slant(self) -> float:
        """Return the height of each side triangle, apex to base edge."""
        return math.hypot(self.apex_height, self.base / 2)

    @property
    def lateral(self) -> float:
        """Return the length of an edge from the apex to a base corner."""
        return math.hypot(self.slant, self.base / 2)

    @property
    def apex_angle(self) -> float:
        """Return the angle, in radians, of each side triangle at the apex."""
        return 2 * math.atan2(self.base / 2, self.slant)

    @property
    def tab_depth(self) -> float:
        """Return how far the glue tab reaches out from the last side."""
        # Deep enough for its label at 5 pt (nets.label_tab sets it at 0.45 of the depth).
        return min(4.0, 0.4 * self.base)

    def fan(self, ox: float = 0.0, oy: float = 0.0) -> list[Point]:
        """Return the apex then the five base corners of the flat fan, apex at (ox, oy)."""
        # The fan opens downwards, symmetric about the vertical through the apex.
        start = math.pi / 2 - SIDES * self.apex_angle / 2
        rays = [start + i * self.apex_angle for i in range(SIDES + 1)]
        return [(ox, oy)] + [(ox + self.lateral * math.cos(a), oy + self.lateral * math.sin(a))
                             for a in rays]

    def tab(self, ox: float = 0.0, oy: float = 0.0) -> list[Point]:
        """Return the glue tab on the last side's free edge: hinge ends and outer corners."""
        apex, *_, last = self.fan(ox, oy)
        # The apex end is cut back further: the sides meet there at a sharp angle (the
        # tab's edge there stays under the first side's, whose angle is over 30 degrees).
        return tab_polygon(last, apex, self.tab_depth, taper_b=1.6)

    def _extent(self) -> tuple[float, float, float, float]:
        """Return the fan and tab's reach from the apex: left, top, right, bottom."""
        points = self.fan() + self.tab()
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return min(xs), min(ys), max(xs), max(ys)

    @property
    def pin_width(self) -> float:
        """Return the width of one pin's net."""
        left, _, right, _ = self._extent()
        return right - left

    @property
    def pin_height(self) -> float:
        """Return the height of one pin's net."""
        _, top, _, bottom = self._extent()
        return bottom - top

    def apexes(self) -> list[Point]:
        """Return where the apex of each pin's fan sits in the drawing: light, then dark."""
        left, top, _, _ = self._extent()
        return [(MARGIN - left + i * (self.pin_width + GAP), MARGIN - top) for i in range(2)]

    @property
    def width(self) -> float:
        """Return the width of the drawing."""
        return 2 * MARGIN + 2 * self.pin_width + GAP

    @property
    def height(self) -> float:
        """Return the height of the drawing."""
        return 2 * MARGIN + self.pin_height


def pin_shade(body: str, side: int) -> str:
    """The fill of side `side` of a pin in `body`: a lighter and a darker body in turn, so
    the folded pin reads as solid."""
    return mix(body, "#ffffff", 0.12) if side % 2 else mix(body, "#000000", 0.08)


def draw_pin(d: Drawing, params: PinsParams, ox: float, oy: float, body: str,
             ink: str) -> None:
    """Draw one pin's fan with its apex at (ox, oy)."""
    apex, *corners = params.fan(ox, oy)
    for i in range(SIDES):
        d.polygon([apex, corners[i], corners[i + 1]], fill=pin_shade(body, i))
    tab = params.tab(ox, oy)
    d.glue(tab, label="")
    label_tab(d, tab, params.glue_label, params.tab_depth)
    for corner in corners[1:-1]:
        d.fold(apex, corner, kind=FACE_FOLD, stroke=ink)
    d.fold(tab[0], tab[-1], kind=FACE_FOLD)
    d.cut([apex, *corners, *tab[1:3]])


def draw(params: PinsParams) -> Drawing:
    """Draw the light and the dark score pin side by side."""
    colours = find_palette(params.palette)
    d = Drawing(params.width, params.height, name="pins")
    light, dark = params.apexes()
    # Each pin's folds are drawn in its edge ink, which stays visible on its body.
    draw_pin(d, params, *light, colours.light, colours.light_edge)
    draw_pin(d, params, *dark, colours.dark, colours.dark_edge)
    return d


register(Component("pins", "Two pyramid score pins, one light and one dark", PinsParams, draw))
