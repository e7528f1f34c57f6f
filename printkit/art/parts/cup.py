"""A fold-up dice cup: a square tube of four walls whose bottom flaps glue into a floor."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, find_palette
from printkit.art.parts.lining import CLEAR, LINING_INSET, REACH, grown
from printkit.art.parts.lining import lining as lined
from printkit.art.parts.nets import FACE_FOLD, Cell, Side, label_tab, tab_polygon

# Four walls in a row fold into a square tube, printed outside. Each wall has
# a flap on its bottom edge: the plain flaps of walls 0 and 2 fold in first,
# then the tinted flaps of walls 1 and 3 are glued on top of them, giving a
# floor two layers thick with every glued surface reachable through the top.
# This needs far less paper than a floor square hanging off one wall.
WALLS: tuple[Cell, ...] = ((0, 0), (1, 0), (2, 0), (3, 0))
GLUED_FLAPS: tuple[int, ...] = (1, 3)
SEAM = Side((3, 0), "right")  # the one edge join: the last wall's tab goes inside the first

DICE = 2  # the cup holds the pair of dice you roll
MARGIN = 0.5  # room for half the cut stroke at the drawing's bounds
FLAP_PLAY = 0.5  # flaps stop short of the middle so opposite ones never jam
FLAP_SLANT = 0.3  # flap sides lean in by this much of their depth; corners still close
EDGE = "#4d4d4d"  # the front view's edges: grey, so they read as edges, not cut lines


@dataclass(frozen=True)
class CupParams:
    """Parameters of the dice cup."""

    dice_edge: float = param(16.0, "edge of the dice the cup holds", unit="mm",
                             low=8.0, high=20.0)
    clearance: float = param(6.0, "room beside two dice lying side by side", unit="mm",
                             low=2.0, high=10.0)
    depth: float = param(48.0, "height of the walls", unit="mm", low=30.0, high=80.0)
    palette: str = param("classic", "color set of the kit", choices=tuple(PALETTES))
    glue_label: str = param("glue", "word printed on the glue tabs and flaps")

    @property
    def inner(self) -> float:
        """Return the inside width of the cup: two dice side by side plus the clearance."""
        return DICE * self.dice_edge + self.clearance

    @property
    def flap(self) -> float:
        """Return how far each bottom flap reaches: nearly to the middle of the floor."""
        return self.inner / 2 - FLAP_PLAY

    @property
    def tab_depth(self) -> float:
        """Return how far the seam's glue tab reaches out."""
        return min(8.0, 0.18 * self.inner)

    @property
    def band_drop(self) -> float:
        """Return how far under the rim the coloured band starts."""
        return 0.08 * self.depth

    @property
    def band(self) -> float:
        """Return the height of the coloured band under the rim."""
        return 0.12 * self.depth

    @property
    def width(self) -> float:
        """Return the width of the drawing."""
        return 2 * MARGIN + len(WALLS) * self.inner + self.tab_depth

    @property
    def height(self) -> float:
        """Return the height of the drawing."""
        return 2 * MARGIN + self.depth + self.flap

    def wall(self, index: int) -> tuple[float, float, float, float]:
        """Return (x, y, width, height) of wall `index`."""
        return MARGIN + index * self.inner, MARGIN, self.inner, self.depth

    def flap_polygon(self, index: int) -> list[Point]:
        """Return the bottom flap of wall `index`, clockwise from its hinge's right end."""
        x, y, w, h = self.wall(index)
        bottom, slant = y + h, FLAP_SLANT * self.flap
        return [(x + w, bottom), (x + w - slant, bottom + self.flap),
                (x + slant, bottom + self.flap), (x, bottom)]

    def seam_tab(self) -> list[Point]:
        """Return the glue tab on the last wall's free side."""
        x, y, w, h = self.wall(len(WALLS) - 1)
        return tab_polygon((x + w, y), (x + w, y + h), self.tab_depth)

    def outline(self) -> list[Point]:
        """Return the cut outline: rim, seam tab, the flaps right to left, first wall's side."""
        x0, y0, _, _ = self.wall(0)
        points: list[Point] = [(x0, y0), *self.seam_tab()[:3]]
        for index in reversed(range(len(WALLS))):
            points.extend(self.flap_polygon(index)[:3])
        return [*points, self.flap_polygon(0)[3]]

    def folds(self) -> list[tuple[Point, Point]]:
        """Return the folds: between walls, each flap's hinge, the seam tab's hinge."""
        lines = []
        for index in range(1, len(WALLS)):
            x, y, _, h = self.wall(index)
            lines.append(((x, y), (x, y + h)))
        lines += [(p[-1], p[0]) for p in map(self.flap_polygon, range(len(WALLS)))]
        tab = self.seam_tab()
        return [*lines, (tab[0], tab[-1])]


def draw(params: CupParams) -> Drawing:
    """Draw the cup's net: four walls banded under the rim, their floor flaps, the seam tab."""
    colours = find_palette(params.palette)
    d = Drawing(params.width, params.height, name="cup")
    for index in range(len(WALLS)):
        x, y, w, h = params.wall(index)
        d.rect(x, y, w, h, fill=colours.light)
        # A broad band just under the rim and a thin line below it.
        top = y + params.band_drop
        d.rect(x, top, w, params.band, fill=colours.point_a)
        d.rect(x, top + 1.4 * params.band, w, 0.15 * params.band, fill=colours.point_a)
        flap = params.flap_polygon(index)
        if index in GLUED_FLAPS:
            d.glue(flap, label="")
            label_tab(d, flap, params.glue_label, params.flap / 2)
        else:
            d.polygon(flap, fill=colours.light)
    tab = params.seam_tab()
    d.glue(tab, label="")
    label_tab(d, tab, params.glue_label, params.tab_depth)
    for start, end in params.folds():
        d.fold(start, end, kind=FACE_FOLD)
    d.cut(params.outline())
    return d


def front(params: CupParams, light: str, band: str) -> Drawing:
    """The assembled cup seen from the front and a little above (the cover's picture of
    it): its front and right walls banded under the rim, its open top dark inside;
    `light` and `band` are the fills its net is printed in."""
    w, h = params.inner, params.depth
    dx, dy = 0.35 * w, 0.22 * w  # how far the back of the square tube recedes
    d = Drawing(w + dx + 2 * MARGIN, h + dy + 2 * MARGIN, name="cup-front")
    x0, y0 = MARGIN, MARGIN + dy  # the front wall's top left corner
    side = [(x0 + w, y0), (x0 + w + dx, y0 - dy), (x0 + w + dx, y0 - dy + h), (x0 + w, y0 + h)]
    d.polygon(side, fill=light, stroke=EDGE, stroke_width=0.35)
    d.rect(x0, y0, w, h, fill=light, stroke=EDGE, stroke_width=0.35)
    # The band under the rim, round both walls it shows on.
    top, thick = params.band_drop, params.band
    d.rect(x0, y0 + top, w, thick, fill=band)
    d.polygon([(x0 + w, y0 + top), (x0 + w + dx, y0 - dy + top),
               (x0 + w + dx, y0 - dy + top + thick), (x0 + w, y0 + top + thick)], fill=band)
    # The open top: the inside, in shadow (the band's colour, darker), seen past the rim.
    shade = "#" + "".join(f"{int(band[at:at + 2], 16) * 2 // 5:02x}" for at in (1, 3, 5)
                       ) if band != "none" else EDGE
    d.polygon([(x0, y0), (x0 + dx, y0 - dy), (x0 + w + dx, y0 - dy), (x0 + w, y0)],
              fill=shade, stroke=EDGE, stroke_width=0.35)
    return d


def lining(params: CupParams) -> Drawing | None:
    """The cup's inside (see art/parts/lining.py): its four walls' backs, which show when
    you look into the cup; printed only where the cup's sheet has a back page anyway."""
    x, y, _, h = params.wall(0)
    # Past the rim and the seam's cut, as a box's linings run (2 mm inside them, the cup
    # showed a white band round its rim: review s22); past the folds, onto the flaps' and
    # the tab's backs, which the built cup hides.
    area = grown((x, y, x + len(WALLS) * params.inner, y + h), REACH)
    return lined(params.width, params.height, [area], find_palette(params.palette), "cup",
                 REACH + LINING_INSET + CLEAR)


register(Component("cup", "A fold-up cup that holds the two dice", CupParams, draw))
