"""Fold-up paper dice: Western pip layout on a cube net, two dice and a spare by default."""

from __future__ import annotations

import math
from dataclasses import dataclass

from printkit.art.canvas import Drawing
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, find_palette
from printkit.art.parts.nets import CROSS, Cell, CubeNet, NetGeometry, Vec, add, cross, neg

PIP_STYLES: tuple[str, ...] = ("round", "square")

# Pip positions as fractions of the face: corners sit this far in from the edges.
PIP_INSET = 0.26
PIP_RADIUS = 0.085  # of the edge; leaves a clear gap between the three pips of a six column

# Room around the drawing so half the cut stroke is not clipped at its bounds.
MARGIN = 0.5
GAP = 2.0  # between neighbouring nets, so each can be cut out on its own


@dataclass(frozen=True)
class DiceParams:
    """Parameters of the dice sheet."""

    edge: float = param(16.0, "edge of each die", unit="mm", low=8.0, high=40.0)
    count: int = param(3, "how many dice nets (two dice and a spare)", low=1, high=6)
    columns: int = param(3, "most nets side by side before a new row starts", low=1, high=6)
    pip_style: str = param("round", "shape of the pips", choices=PIP_STYLES)
    palette: str = param("classic", "color set of the kit", choices=tuple(PALETTES))
    glue_label: str = param("glue", "word printed on the glue tabs")

    @property
    def tab_depth(self) -> float:
        """Return how far a glue tab reaches out from its face."""
        return min(6.0, 0.28 * self.edge)

    @property
    def pip_radius(self) -> float:
        """Return the radius of a pip."""
        return PIP_RADIUS * self.edge

    @property
    def net(self) -> NetGeometry:
        """Return the geometry of one die's net, at the drawing's origin."""
        return NetGeometry.cube(CROSS, self.edge, self.tab_depth)

    @property
    def across(self) -> int:
        """Return how many nets sit side by side."""
        return min(self.count, self.columns)

    @property
    def rows(self) -> int:
        """Return how many rows of nets there are."""
        return math.ceil(self.count / self.across)

    @property
    def width(self) -> float:
        """Return the width of the drawing."""
        return 2 * MARGIN + self.across * self.net.width + (self.across - 1) * GAP

    @property
    def height(self) -> float:
        """Return the height of the drawing."""
        return 2 * MARGIN + self.rows * self.net.height + (self.rows - 1) * GAP

    def nets(self) -> list[NetGeometry]:
        """Return each die's net placed in the drawing, row by row."""
        w, h = self.net.width, self.net.height
        return [NetGeometry.cube(CROSS, self.edge, self.tab_depth,
                            MARGIN + (i % self.across) * (w + GAP),
                            MARGIN + (i // self.across) * (h + GAP))
                for i in range(self.count)]


def western_die(one: Vec, two: Vec) -> dict[Vec, int]:
    """Return the value on each face normal of a Western die with 1 and 2 on `one`, `two`."""
    # det[one, two, three] > 0 is exactly "1, 2, 3 counter-clockwise seen from outside".
    three = cross(one, two)
    return {one: 1, two: 2, three: 3, neg(three): 4, neg(two): 5, neg(one): 6}


def die_faces(net: CubeNet) -> dict[Cell, int]:
    """Return the value printed on each square of `net`: 1 on the first, 2 on the second."""
    frames = net.fold()
    die = western_die(frames[net.cells[0]].normal, frames[net.cells[1]].normal)
    return {cell: die[frame.normal] for cell, frame in frames.items()}


def diagonal_corner(net: CubeNet, cell: Cell) -> tuple[int, int]:
    """Return which corner of `cell` (0 or 1 across, 0 or 1 down) is the die's 2-3-6 corner."""
    # The usual Western convention: the diagonals of the 2 and the 3 and the
    # slanted stroke of the 6 read as an "N" all run into the 2-3-6 corner.
    values = die_faces(net)
    frames = net.fold()
    corner = add(*(frames[c].normal for c, v in values.items() if v in (2, 3, 6)))
    across, down = frames[cell].local(corner)
    return int(across > 0), int(down > 0)


def pip_centres(value: int, corner: tuple[int, int] = (0, 0)) -> list[tuple[float, float]]:
    """Return pip centres of `value` on a unit face; 2, 3 and 6 slant towards `corner`."""
    lo, mid, hi = PIP_INSET, 0.5, 1 - PIP_INSET
    cu, cv = (hi if corner[0] else lo), (hi if corner[1] else lo)
    far_u, far_v = 1 - cu, 1 - cv
    if value == 1:
        return [(mid, mid)]
    if value == 2:
        return [(cu, cv), (far_u, far_v)]
    if value == 3:
        return [(cu, cv), (mid, mid), (far_u, far_v)]
    fours = [(lo, lo), (hi, lo), (lo, hi), (hi, hi)]
    if value == 4:
        return fours
    if value == 5:
        return [*fours, (mid, mid)]
    if value == 6:
        # Columns upright when the N's stroke runs top-left to bottom-right.
        upright = (corner[0] == corner[1])
        return [*fours, (lo, mid), (hi, mid)] if upright else [*fours, (mid, lo), (mid, hi)]
    raise ValueError(f"a die face shows 1 to 6 pips, not {value}")


def draw_face(d: Drawing, params: DiceParams, x: float, y: float, value: int,
              corner: tuple[int, int]) -> None:
    """Paint one face with its pips, its top-left corner at (x, y)."""
    colours = find_palette(params.palette)
    e, r = params.edge, params.pip_radius
    d.rect(x, y, e, e, fill=colours.light)
    for u, v in pip_centres(value, corner):
        cx, cy = x + u * e, y + v * e
        if params.pip_style == "square":
            d.rect(cx - r, cy - r, 2 * r, 2 * r, fill=colours.ink, rx=0.2 * r)
        else:
            d.circle(cx, cy, r, fill=colours.ink)


def draw(params: DiceParams) -> Drawing:
    """Draw `params.count` die nets side by side, ready to cut, fold and glue."""
    d = Drawing(params.width, params.height, name="dice")
    values = die_faces(CROSS)
    for net in params.nets():
        for cell, value in values.items():
            x, y = net.square(cell)
            draw_face(d, params, x, y, value, diagonal_corner(CROSS, cell))
        net.draw_lines(d, glue_label=params.glue_label)
    return d


register(Component("dice", "Two dice nets and a spare, with Western pips", DiceParams, draw))
