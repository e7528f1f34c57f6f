"""Cube nets as data: which squares form a net, how it folds, and where its glue tabs go."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache

from printkit.art.canvas import Drawing, Point
from printkit.art.outlines import text_width
from printkit.units import PT_PER_MM

Cell = tuple[int, int]  # (column, row) of a square in the flat net
Vec = tuple[int, int, int]  # an axis direction of the folded cube

# The sheet's frame: x to the right, y down the page, z into the table; the
# printed side faces the viewer, so the cube folds away from it into +z.
SIDES: tuple[str, ...] = ("top", "right", "bottom", "left")
STEP: dict[str, Cell] = {"top": (0, -1), "right": (1, 0), "bottom": (0, 1), "left": (-1, 0)}

# Seen from the printed side every edge of a cube printed outside is a ridge
# (the faces fall away from you): a mountain fold in the legend's terms.
FACE_FOLD = "mountain"

# Tabs taper a little more steeply than 45 degrees so two tabs meeting at a
# corner, flat or folded inside the cube, touch at a point and never overlap.
TAB_TAPER = 1.15
MIN_LABEL = 5.0 / PT_PER_MM  # a label that would print under 5 pt is left off


def neg(a: Vec) -> Vec:
    """Return the opposite direction."""
    return (-a[0], -a[1], -a[2])


def dot(a: Sequence[float], b: Sequence[float]) -> float:
    """Return the dot product of two 3D vectors."""
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def cross(a: Vec, b: Vec) -> Vec:
    """Return the cross product of two axis directions."""
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def add(*vectors: Vec) -> Vec:
    """Return the sum of axis directions (e.g. a cube corner from its three faces)."""
    return (sum(v[0] for v in vectors), sum(v[1] for v in vectors), sum(v[2] for v in vectors))


def det(a: Vec, b: Vec, c: Vec) -> int:
    """Return det[a, b, c]: positive when a, b, c turn counter-clockwise seen from a+b+c."""
    bc = cross(b, c)
    return a[0] * bc[0] + a[1] * bc[1] + a[2] * bc[2]


@dataclass(frozen=True)
class Frame:
    """Where a net square lands on the cube: its outward normal and the 3D directions of
    the sheet's right and down on it."""

    normal: Vec
    right: Vec
    down: Vec

    def towards(self, side: str) -> Vec:
        """Return the 3D direction from the face centre towards `side`."""
        return {"top": neg(self.down), "right": self.right,
                "bottom": self.down, "left": neg(self.right)}[side]

    def rolled(self, side: str) -> Frame:
        """Return the frame of the square across `side` once that fold is made."""
        # The neighbour swings 90 degrees away from the viewer about the
        # shared edge: its normal becomes our direction towards that edge,
        # and its in-sheet direction away from the edge points into the cube.
        if side in ("left", "right"):
            ahead = self.towards(side)
            right = neg(self.normal) if side == "right" else self.normal
            return Frame(ahead, right, self.down)
        ahead = self.towards(side)
        down = neg(self.normal) if side == "bottom" else self.normal
        return Frame(ahead, self.right, down)

    def local(self, direction: Sequence[float]) -> tuple[float, float]:
        """Return `direction` in the face's flat coordinates (right, down)."""
        return dot(direction, self.right), dot(direction, self.down)

    def to_cube(self, u: float, v: float) -> tuple[float, float, float]:
        """Return the point of the cube [-1, 1]^3 at flat face position (u, v) in [0, 1]^2."""
        a, b = 2 * u - 1, 2 * v - 1
        return tuple(  # type: ignore[return-value]
            n + a * r + b * d for n, r, d in zip(self.normal, self.right, self.down, strict=True)
        )


@dataclass(frozen=True)
class Side:
    """One side of one square of a net."""

    cell: Cell
    name: str

    @property
    def neighbour(self) -> Cell:
        """Return the square across this side."""
        dx, dy = STEP[self.name]
        return self.cell[0] + dx, self.cell[1] + dy


@dataclass(frozen=True)
class Join:
    """A cube edge cut open in the net and closed with glue; `tab` carries the glue tab."""

    tab: Side
    mate: Side


class NetError(ValueError):
    """Squares that do not fold into a cube."""


@dataclass(frozen=True)
class CubeNet:
    """Six squares of a grid that fold into a cube; the first is the face you start from."""

    name: str
    cells: tuple[Cell, ...]

    def fold(self) -> dict[Cell, Frame]:
        """Return each square's frame on the folded cube, or raise NetError."""
        if len(self.cells) != 6:
            raise NetError(f"a cube net needs six squares, not {len(self.cells)}")
        return fold_box(self.cells)

    def face(self, normal: Vec) -> Cell:
        """Return the square that lands with outward normal `normal`."""
        return next(cell for cell, frame in self.fold().items() if frame.normal == normal)

    def opposite(self, cell: Cell) -> Cell:
        """Return the square that lands opposite `cell`."""
        return self.face(neg(self.fold()[cell].normal))

    def around_corner(self, corner: Vec) -> tuple[Cell, Cell, Cell]:
        """Return the three squares at cube corner `corner` (each coordinate +-1), in
        counter-clockwise order seen from outside, starting with the lowest in `cells`."""
        axes: list[Vec] = [(corner[0], 0, 0), (0, corner[1], 0), (0, 0, corner[2])]
        first, second, third = sorted((self.face(axis) for axis in axes), key=self.cells.index)
        frames = self.fold()
        if det(frames[first].normal, frames[second].normal, frames[third].normal) < 0:
            second, third = third, second
        return first, second, third

    def folds(self) -> list[tuple[Side, Side]]:
        """Return the sides shared by two squares: the five folds between faces."""
        present = set(self.cells)
        return [(Side(cell, name), Side(Side(cell, name).neighbour, opposite_side(name)))
                for cell in self.cells for name in ("right", "bottom")
                if Side(cell, name).neighbour in present]

    def cut_sides(self) -> list[Side]:
        """Return the sides on the outline of the net: the fourteen cut sides."""
        return cut_sides(self.cells)

    def edge_of(self, side: Side) -> Vec:
        """Return the cube edge a side lands on, named by its midpoint (two coordinates +-1)."""
        return edge_of(self.fold(), side)

    def joins(self) -> tuple[Join, ...]:
        """Return the seven cut edges that glue closes, each with its tab placed."""
        return _joins(self)


def opposite_side(name: str) -> str:
    """Return the side facing `name` (top <-> bottom, left <-> right)."""
    return SIDES[(SIDES.index(name) + 2) % 4]


def cut_sides(cells: Sequence[Cell]) -> list[Side]:
    """Return the sides of `cells` that border no other cell: the outline of the net."""
    present = set(cells)
    return [Side(cell, name) for cell in cells for name in SIDES
            if Side(cell, name).neighbour not in present]


def edge_of(frames: dict[Cell, Frame], side: Side) -> Vec:
    """Return the box edge `side` lands on, named by its direction from the box's centre."""
    frame = frames[side.cell]
    return add(frame.normal, frame.towards(side.name))


@cache
def fold_box(cells: tuple[Cell, ...]) -> dict[Cell, Frame]:
    """Fold grid rectangles into faces of a box (a cube, or an open box with fewer than six
    faces), the first staying put; return each one's frame or raise NetError."""
    # Only orientations are tracked, so this holds for any box whose faces
    # meet the way the grid says, whatever the rectangles' sizes.
    if len(set(cells)) != len(cells) or not 0 < len(cells) <= 6:
        raise NetError(f"a box net needs one to six different cells, not {list(cells)}")
    frames = {cells[0]: Frame(normal=(0, 0, -1), right=(1, 0, 0), down=(0, 1, 0))}
    queue = [cells[0]]
    while queue:
        cell = queue.pop(0)
        for name in SIDES:
            nxt = Side(cell, name).neighbour
            if nxt in cells and nxt not in frames:
                frames[nxt] = frames[cell].rolled(name)
                queue.append(nxt)
    if len(frames) != len(cells):
        raise NetError("the cells are not all joined edge to edge")
    if len({frame.normal for frame in frames.values()}) != len(cells):
        raise NetError("two cells fold onto the same face")
    return frames


def seams(cells: tuple[Cell, ...]) -> tuple[list[tuple[Side, Side]], list[Side]]:
    """Return the pairs of cut sides that meet on one edge once folded (the joins to glue),
    and the cut sides that meet nothing (the rim of an open box)."""
    by_edge: dict[Vec, list[Side]] = {}
    frames = fold_box(cells)
    for side in cut_sides(cells):
        by_edge.setdefault(edge_of(frames, side), []).append(side)
    pairs = [(group[0], group[1]) for _, group in sorted(by_edge.items()) if len(group) == 2]
    free = [group[0] for group in by_edge.values() if len(group) == 1]
    return pairs, free


@cache
def _joins(net: CubeNet) -> tuple[Join, ...]:
    pairs, _ = seams(net.cells)

    # Try every way of putting one tab per join (2^7) and keep the one that
    # needs the least paper: tabs fill the notches of the net where they can.
    def area(choice: tuple[int, ...]) -> float:
        return _tab_area(net, [p[c] for p, c in zip(pairs, choice, strict=True)])

    best = min(itertools.product((0, 1), repeat=len(pairs)), key=area)
    return tuple(Join(tab=p[c], mate=p[1 - c]) for p, c in zip(pairs, best, strict=True))


def _tab_area(net: CubeNet, tabs: list[Side], depth: float = 0.25) -> float:
    """Area, in squares, of the box around the net and `tabs` of relative `depth`."""
    xs = [float(c[0] + k) for c in net.cells for k in (0, 1)]
    ys = [float(c[1] + k) for c in net.cells for k in (0, 1)]
    for side in tabs:
        dx, dy = STEP[side.name]
        x, y = side.cell
        xs.append(x + 0.5 + dx * (0.5 + depth))
        ys.append(y + 0.5 + dy * (0.5 + depth))
    return (max(xs) - min(xs)) * (max(ys) - min(ys))


# The Latin cross standing upright: a column of four with arms on the second
# square. Its tabs tuck into the notches, so it needs only 3 x 4 squares plus
# one tab depth.
CROSS = CubeNet("cross", ((1, 1), (1, 0), (0, 1), (2, 1), (1, 2), (1, 3)))


@dataclass(frozen=True)
class NetGeometry:
    """A net of rectangles on a grid, drawn flat: column widths and row heights in mm,
    glue tabs `tab_depth` deep on `tabs`, the top-left of its box at (x, y)."""

    cells: tuple[Cell, ...]
    tabs: tuple[Side, ...]
    widths: tuple[float, ...]
    heights: tuple[float, ...]
    tab_depth: float
    x: float = 0.0
    y: float = 0.0

    @classmethod
    def cube(cls, net: CubeNet, edge: float, tab_depth: float, x: float = 0.0,
             y: float = 0.0) -> NetGeometry:
        """Return the geometry of cube net `net` with squares of `edge` mm."""
        columns = 1 + max(c[0] for c in net.cells)
        rows = 1 + max(c[1] for c in net.cells)
        tabs = tuple(join.tab for join in net.joins())
        return cls(net.cells, tabs, (edge,) * columns, (edge,) * rows, tab_depth, x, y)

    def _rect(self, cell: Cell) -> tuple[float, float, float, float]:
        """Return (x, y, w, h) of `cell` measured from the grid's own top-left."""
        col, row = cell
        return sum(self.widths[:col]), sum(self.heights[:row]), self.widths[col], self.heights[row]

    @property
    def _reach(self) -> tuple[float, float, float, float]:
        """Return how far the net and its tabs reach from the grid's top-left, in mm."""
        points = [p for side in self.tabs for p in tab_polygon(*self._line(side), self.tab_depth)]
        for cell in self.cells:
            x, y, w, h = self._rect(cell)
            points += [(x, y), (x + w, y + h)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return min(xs), min(ys), max(xs), max(ys)

    @property
    def width(self) -> float:
        """Return the width of the net with its tabs."""
        left, _, right, _ = self._reach
        return right - left

    @property
    def height(self) -> float:
        """Return the height of the net with its tabs."""
        _, top, _, bottom = self._reach
        return bottom - top

    def rect(self, cell: Cell) -> tuple[float, float, float, float]:
        """Return (x, y, width, height) of `cell` in the drawing."""
        left, top, _, _ = self._reach
        x, y, w, h = self._rect(cell)
        return self.x + x - left, self.y + y - top, w, h

    def square(self, cell: Cell) -> Point:
        """Return the top-left corner of `cell` in the drawing."""
        x, y, _, _ = self.rect(cell)
        return x, y

    def _line(self, side: Side) -> tuple[Point, Point]:
        x, y, w, h = self._rect(side.cell)
        return _corners_line(x, y, w, h, side.name)

    def side_line(self, side: Side) -> tuple[Point, Point]:
        """Return the ends of `side` in the drawing, clockwise around its cell."""
        return _corners_line(*self.rect(side.cell), side.name)

    def tab_polygon(self, side: Side) -> list[Point]:
        """Return the tab on `side`: hinge start, the two outer corners, hinge end."""
        return tab_polygon(*self.side_line(side), self.tab_depth)

    def outline(self) -> list[Point]:
        """Return the cut outline of the net and its tabs as one closed polygon."""
        # Sides are chained by their corners on the integer grid of cells: corners in mm come
        # from different sums of widths and need not be equal as floats (e.g. edge 8.01 mm).
        starting = {_grid_line(side)[0]: side for side in cut_sides(self.cells)}
        side = next(iter(starting.values()))
        points: list[Point] = []
        for _ in range(len(starting)):
            points.extend(self.tab_polygon(side)[:3] if side in self.tabs
                          else [self.side_line(side)[0]])
            side = starting[_grid_line(side)[1]]
        return points

    def fold_lines(self) -> Iterator[tuple[Point, Point]]:
        """Yield every fold: those between cells, then the hinge of each tab."""
        present = set(self.cells)
        for cell in self.cells:
            for name in ("right", "bottom"):
                if Side(cell, name).neighbour in present:
                    yield self.side_line(Side(cell, name))
        for side in self.tabs:
            yield self.side_line(side)

    def draw_lines(self, d: Drawing, *, glue_label: str) -> None:
        """Draw the glue tabs, the folds and the cut outline onto `d`."""
        for side in self.tabs:
            polygon = self.tab_polygon(side)
            d.glue(polygon, label="")
            label_tab(d, polygon, glue_label, self.tab_depth)
        for start, end in self.fold_lines():
            d.fold(start, end, kind=FACE_FOLD)
        d.cut(self.outline())


def _grid_line(side: Side) -> tuple[Point, Point]:
    """Return the ends of `side` on the grid where cell (col, row) spans col..col+1, row..row+1."""
    col, row = side.cell
    return _corners_line(col, row, 1, 1, side.name)


def _corners_line(x: float, y: float, w: float, h: float, name: str) -> tuple[Point, Point]:
    corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    i = SIDES.index(name)
    return corners[i], corners[(i + 1) % 4]


def tab_polygon(a: Point, b: Point, depth: float, *, taper_a: float = TAB_TAPER,
                taper_b: float = TAB_TAPER) -> list[Point]:
    """Return a glue tab on the edge a -> b of a clockwise outline: a, two outer corners, b;
    each end is cut back by its taper times the depth."""
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    tx, ty = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    nx, ny = ty, -tx  # left of the direction of travel: outside a clockwise outline (y down)
    ia, ib = depth * taper_a, depth * taper_b
    return [a, (a[0] + nx * depth + tx * ia, a[1] + ny * depth + ty * ia),
            (b[0] + nx * depth - tx * ib, b[1] + ny * depth - ty * ib), b]


def label_tab(d: Drawing, polygon: Sequence[Point], label: str, depth: float) -> None:
    """Write `label` along the middle of a four-cornered tab, sized to fit inside it."""
    if not label:
        return
    (ax, ay), (bx, by) = polygon[0], polygon[-1]
    # The tab's length halfway out, from its own corners: a tab may taper more at one end.
    room = math.dist(((ax + polygon[1][0]) / 2, (ay + polygon[1][1]) / 2),
                     ((bx + polygon[2][0]) / 2, (by + polygon[2][1]) / 2))
    size = min(0.45 * depth, 0.8 * room / max(text_width(label, size=1.0), 0.01))
    if size < MIN_LABEL:
        return  # too small to read; the grey tint alone still says "glue here"
    cx = sum(p[0] for p in polygon) / 4
    cy = sum(p[1] for p in polygon) / 4
    # Read along the tab; vertical tabs read bottom to top, like a book spine.
    angle = 0.0 if abs(bx - ax) >= abs(by - ay) else 270.0
    centred_text(d, cx, cy, label, size=size, angle=angle, rise=0.26, fill="#777777")


def centred_text(d: Drawing, cx: float, cy: float, content: str, *, size: float,
                 angle: float = 0.0, rise: float = 0.36, font: str = "sans",
                 fill: str = "#1a1a1a") -> None:
    """Write `content` centred on (cx, cy), turned clockwise by `angle` degrees; `rise` is
    the height of the letters' middle above the baseline, in ems."""
    # Text turns about its baseline anchor, so move the anchor to where the
    # turned baseline must sit for the letters' middle to land on the centre.
    h = rise * size
    rad = math.radians(angle)
    x, y = cx - h * math.sin(rad), cy + h * math.cos(rad)
    d.text(x, y, content, size=size, font=font, anchor="middle", fill=fill, rotate=angle)
