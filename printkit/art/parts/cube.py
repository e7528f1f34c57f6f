"""The doubling cube: 2 to 64 on a fold-up cube, with 64 marked as the face it starts on."""

from __future__ import annotations

import math
from dataclasses import dataclass

from printkit.art.canvas import Drawing
from printkit.art.component import Component, param, register
from printkit.art.outlines import text_width
from printkit.art.palette import PALETTES, find_palette
from printkit.art.parts.dice import die_faces
from printkit.art.parts.nets import CROSS, Cell, CubeNet, NetGeometry, Vec, centred_text, neg

FONTS: tuple[str, ...] = ("sans-bold", "serif-bold", "sans", "serif")
START = 64  # the cube starts in the middle of the bar showing 64, worth 1
MARGIN = 0.5  # room for half the cut stroke at the drawing's bounds

# Turns of the text (clockwise degrees) that make its "up" point each way on the sheet.
_ANGLE: dict[tuple[int, int], float] = {(0, -1): 0.0, (1, 0): 90.0, (0, 1): 180.0, (-1, 0): 270.0}


@dataclass(frozen=True)
class CubeParams:
    """Parameters of the doubling cube."""

    edge: float = param(20.0, "edge of the cube", unit="mm", low=12.0, high=40.0)
    font: str = param("sans-bold", "typeface of the numbers", choices=FONTS)
    palette: str = param("classic", "color set of the kit", choices=tuple(PALETTES))
    start_label: str = param("start", "word under the 64, the face the cube starts on")
    glue_label: str = param("glue", "word printed on the glue tabs")

    @property
    def tab_depth(self) -> float:
        """Return how far a glue tab reaches out from its face."""
        return min(6.0, 0.28 * self.edge)

    @property
    def number_size(self) -> float:
        """Return the em size of the numbers: large, with the widest one 0.6 of the edge."""
        widest = max(text_width(str(v), size=1.0, font=self.font) for v in (16, 32, 64))
        return min(0.5 * self.edge, 0.6 * self.edge / widest)

    @property
    def ring_radius(self) -> float:
        """Return the radius of the ring that marks the starting face."""
        return 0.43 * self.edge

    @property
    def label_size(self) -> float:
        """Return the em size of the start label, shrunk to fit inside the ring."""
        room = 0.8 * self.ring_radius
        return min(0.11 * self.edge, room / max(text_width(self.start_label, size=1.0), 0.01))

    @property
    def net(self) -> NetGeometry:
        """Return the geometry of the cube's net inside the drawing's margin."""
        return NetGeometry.cube(CROSS, self.edge, self.tab_depth, MARGIN, MARGIN)

    @property
    def width(self) -> float:
        """Return the width of the drawing."""
        return self.net.width + 2 * MARGIN

    @property
    def height(self) -> float:
        """Return the height of the drawing."""
        return self.net.height + 2 * MARGIN


def cube_faces(net: CubeNet) -> dict[Cell, int]:
    """Return the value on each square: a die's pips n become 2**n, so opposite faces
    multiply to 128 (2 faces 64, 4 faces 32, 8 faces 16)."""
    return {cell: 2**pips for cell, pips in die_faces(net).items()}


def text_up(net: CubeNet) -> dict[Cell, Vec]:
    """Return the 3D direction each number's top points to on the folded cube."""
    frames = net.fold()
    faces = cube_faces(net)
    normal = {value: frames[cell].normal for cell, value in faces.items()}
    # With 64 on top the four side numbers read upright; the 64 and the 2 read
    # upright from the side showing 4.
    ends = {START: neg(normal[4]), 2: neg(normal[4])}
    return {cell: ends.get(value, normal[START]) for cell, value in faces.items()}


def text_angle(net: CubeNet, cell: Cell) -> float:
    """Return the clockwise turn, in degrees, of the number printed on `cell`."""
    across, down = net.fold()[cell].local(text_up(net)[cell])
    return _ANGLE[(round(across), round(down))]


def draw_face(d: Drawing, params: CubeParams, cell: Cell, value: int) -> None:
    """Paint one face: its number, and on the starting face a ring and the start label."""
    colours = find_palette(params.palette)
    x, y = params.net.square(cell)
    e = params.edge
    cx, cy = x + e / 2, y + e / 2
    d.rect(x, y, e, e, fill=colours.light)
    angle = text_angle(CROSS, cell)
    if value != START:
        centred_text(d, cx, cy, str(value), size=params.number_size, angle=angle,
                     font=params.font, fill=colours.ink)
        return
    d.circle(cx, cy, params.ring_radius, stroke=colours.ink, stroke_width=0.04 * e)
    # Lift the number towards its top and put the label under it, both turned alike.
    shift = 0.1 * e
    rad = math.radians(angle)
    ux, uy = math.sin(rad), -math.cos(rad)  # the text's "up" on the sheet
    centred_text(d, cx + ux * shift, cy + uy * shift, str(value), size=params.number_size,
                 angle=angle, font=params.font, fill=colours.ink)
    below = 0.27 * e
    centred_text(d, cx - ux * below, cy - uy * below, params.start_label,
                 size=params.label_size, angle=angle, rise=0.26, fill=colours.ink)


def draw(params: CubeParams) -> Drawing:
    """Draw the doubling cube's net, ready to cut, fold and glue."""
    d = Drawing(params.width, params.height, name="cube")
    for cell, value in cube_faces(CROSS).items():
        draw_face(d, params, cell, value)
    params.net.draw_lines(d, glue_label=params.glue_label)
    return d


register(Component("cube", "The doubling cube, 2 to 64, starting on 64", CubeParams, draw))
