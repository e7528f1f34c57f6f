"""A printed sheet seen as the check sees it: each side's parts, their items in the front
page's coordinates (a back mapped through the flip), and the pieces their cuts free."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property, partial

from printkit.art.canvas import LAYERS, Drawing, Group, Point
from printkit.craft.geometry import (
    IDENTITY,
    Affine,
    Box,
    Item,
    Stroke,
    area,
    bounds,
    compose,
    edge_distance,
    flatten,
    inside,
    overlap,
    turn,
)
from printkit.layout.sheet import Duplex
from printkit.units import Paper


@dataclass(frozen=True)
class Piece:
    """What one closed outer cut frees: its outline, box and (for a disc) centre and radius."""

    part: str
    polygon: tuple[Point, ...]
    box: Box
    circle: tuple[float, float, float] | None = None

    @cached_property
    def reach(self) -> Box:
        """The box of everything inside the piece (a disc's own, which its outline's
        points, turned with the part, may fall short of)."""
        if self.circle is None:
            return self.box
        cx, cy, r = self.circle
        return (min(self.box[0], cx - r), min(self.box[1], cy - r),
                max(self.box[2], cx + r), max(self.box[3], cy + r))

    @cached_property
    def square(self) -> bool:
        """Whether the outline is its own box (an upright rectangle), so the box test is
        exact."""
        return self.circle is None and all(
            min(abs(x - self.box[0]), abs(x - self.box[2])) < 1e-6
            and min(abs(y - self.box[1]), abs(y - self.box[3])) < 1e-6
            for x, y in self.polygon)

    @cached_property
    def upright(self) -> bool:
        """Whether every edge of the outline runs along a side of its box: the outline is
        the box, whatever points its sides pass through (a block of tiles), so a point
        within the box is within the piece."""
        if self.circle is not None:
            return False
        x0, y0, x1, y1 = self.box
        ring = self.polygon
        return all(any(abs(a[k] - edge) < 1e-6 and abs(b[k] - edge) < 1e-6
                       for k, edge in ((0, x0), (0, x1), (1, y0), (1, y1)))
                   for a, b in zip(ring, ring[1:] + ring[:1], strict=True))

    def outside(self, p: Point) -> float:
        """How far `p` lies outside the piece (0 inside it)."""
        if self.circle is not None:
            cx, cy, r = self.circle
            return max(0.0, math.hypot(p[0] - cx, p[1] - cy) - r)
        return 0.0 if inside(p, self.polygon) else edge_distance(p, self.polygon)

    def depth(self, p: Point) -> float:
        """How far inside the piece `p` lies (0 outside it)."""
        x0, y0, x1, y1 = self.reach
        if not (x0 <= p[0] <= x1 and y0 <= p[1] <= y1):
            return 0.0  # outside its box: outside it
        if self.circle is not None:
            cx, cy, r = self.circle
            return max(0.0, r - math.hypot(p[0] - cx, p[1] - cy))
        return edge_distance(p, self.polygon) if inside(p, self.polygon) else 0.0


@dataclass
class PartView:
    """One placed part on one side: its items and the transform its groups were placed by."""

    ident: str
    frame: Affine
    rotate: int
    items: list[Item] = field(default_factory=list)

    @cached_property
    def pieces(self) -> list[Piece]:
        """The outer closed cut outlines of the part, largest first (inner ones, such as
        slits and holes, are not pieces)."""
        closed = [s for s in self.items if isinstance(s, Stroke) and s.layer == "cut"
                  and s.closed and len(s.points) > 2]
        closed.sort(key=lambda s: -round(area(s.points), 6))  # equal ones in drawing order
        found: list[Piece] = []
        index = PieceIndex()
        for stroke in closed:
            first = stroke.points[0]
            if any(inside(first, p.polygon) for p in index.near((*first, *first))):
                continue
            piece = Piece(self.ident, stroke.points, bounds(stroke.points), stroke.circle)
            found.append(piece)
            index.add(piece)
        # Open cut lines that run from corner to corner of an outline (a honeycomb of
        # stones sharing their cuts) split it into the pieces they free: each line is
        # held to the outlines whose box holds its middle, not to every outline.
        inner: dict[int, list[tuple[Point, ...]]] = {}
        at = {id(piece): n for n, piece in enumerate(found)}
        for line in self.items:
            if isinstance(line, Stroke) and line.layer == "cut" and not line.closed:
                middle = _middle(line)
                for piece in index.near((*middle, *middle)):
                    if piece.circle is None and _holds(piece, middle):
                        inner.setdefault(at[id(piece)], []).append(line.points)
        return [part for n, piece in enumerate(found) for part in _split(piece, inner.get(n))]

    @cached_property
    def index(self) -> PieceIndex:
        """The part's pieces, found by where they lie."""
        return PieceIndex(self.pieces)


class PieceIndex:
    """Pieces filed by the squares of a grid their boxes cover, so that those near a box
    are found without looking at every piece (a sheet of tiles holds hundreds)."""

    CELL = 20.0  # mm: about a tile or a stone

    def __init__(self, pieces: Sequence[Piece] = ()) -> None:
        self.pieces: list[Piece] = []
        self.cells: dict[tuple[int, int], list[int]] = {}
        for piece in pieces:
            self.add(piece)

    def _span(self, box: Box) -> Iterator[tuple[int, int]]:
        c = self.CELL
        for i in range(math.floor(box[0] / c), math.floor(box[2] / c) + 1):
            for j in range(math.floor(box[1] / c), math.floor(box[3] / c) + 1):
                yield i, j

    def add(self, piece: Piece) -> None:
        """File `piece` under every square its box covers."""
        n = len(self.pieces)
        self.pieces.append(piece)
        for cell in self._span(piece.box):
            self.cells.setdefault(cell, []).append(n)

    def near(self, box: Box, margin: float = 0.0) -> list[Piece]:
        """The pieces whose box, grown by `margin`, meets `box`, in the order filed."""
        grown = (box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin)
        found: set[int] = set()
        for cell in self._span(grown):
            found.update(self.cells.get(cell, ()))
        return [self.pieces[n] for n in sorted(found)
                if overlap(box, self.pieces[n].box, margin)]


def _split(piece: Piece, inner: list[tuple[Point, ...]] | None) -> list[Piece]:
    """The pieces that `inner` lines (open cuts within it) free inside `piece`: the faces
    they and its outline bound where they meet at corners, or `piece` itself if they free
    none."""
    if not inner:
        return [piece]
    found = faces([piece.polygon, *inner], closed=[True] + [False] * len(inner))
    if len(found) < 2:
        return [piece]
    return [Piece(piece.part, face, bounds(face)) for face in found]


def _holds(piece: Piece, p: Point) -> bool:
    """Whether `p` lies inside the outline of `piece` (within its box, if upright)."""
    x0, y0, x1, y1 = piece.box
    if piece.upright and x0 < p[0] < x1 and y0 < p[1] < y1:
        return True
    return inside(p, piece.polygon)


def _middle(line: Stroke) -> Point:
    """The middle of an open cut's first stretch: where it is judged to run."""
    (ax, ay), (bx, by) = line.points[0], line.points[1]
    return (ax + bx) / 2, (ay + by) / 2


def faces(lines: list[tuple[Point, ...]], closed: list[bool]) -> list[tuple[Point, ...]]:
    """The bounded faces of the plane graph the `lines` draw (`closed` for each whether it
    returns to its start), where they meet only at shared corners."""
    def key(p: Point) -> tuple[int, int]:
        return round(p[0] * 1000), round(p[1] * 1000)

    at: dict[tuple[int, int], Point] = {}
    links: dict[tuple[int, int], set[tuple[int, int]]] = {}
    for points, loop in zip(lines, closed, strict=True):
        ring = list(points) + ([points[0]] if loop else [])
        for a, b in zip(ring, ring[1:], strict=False):
            ka, kb = key(a), key(b)
            if ka != kb:
                at.setdefault(ka, a)
                at.setdefault(kb, b)
                links.setdefault(ka, set()).add(kb)
                links.setdefault(kb, set()).add(ka)
    # Each corner's neighbours by angle; a walk turns to the next one round at each.
    def angle(k: tuple[int, int], n: tuple[int, int]) -> float:
        return math.atan2(at[n][1] - at[k][1], at[n][0] - at[k][0])

    order = {k: sorted(near, key=partial(angle, k)) for k, near in links.items()}
    place = {k: {n: i for i, n in enumerate(near)} for k, near in order.items()}
    seen: set[tuple[tuple[int, int], tuple[int, int]]] = set()
    walks: list[tuple[float, tuple[Point, ...]]] = []
    for start in sorted(order):
        for first in order[start]:
            if (start, first) in seen:
                continue
            walk, (a, b) = [start], (start, first)
            while (a, b) not in seen:
                seen.add((a, b))
                walk.append(b)
                near = order[b]
                a, b = b, near[(place[b][a] - 1) % len(near)]
            points = tuple(at[k] for k in walk[:-1])
            walks.append((_signed(points), points))
    if not walks:
        return []
    # The walk round the outside runs the other way about from every face's.
    outer = max(walks, key=lambda w: abs(w[0]))[0]
    return [points for signed, points in walks if signed * outer < 0]


def _signed(points: tuple[Point, ...]) -> float:
    """Twice the signed area of a closed walk."""
    return sum(a[0] * b[1] - b[0] * a[1]
               for a, b in zip(points, points[1:] + points[:1], strict=True))


@dataclass
class SideView:
    """One side of a sheet: its parts by name and the items placed outside any part."""

    parts: dict[str, PartView]
    loose: list[Item]

    @cached_property
    def pieces(self) -> list[Piece]:
        """Every part's pieces."""
        return [piece for part in self.parts.values() for piece in part.pieces]

    @cached_property
    def index(self) -> PieceIndex:
        """Every part's pieces, found by where they lie."""
        return PieceIndex(self.pieces)


def flip(paper: Paper, duplex: Duplex) -> Affine:
    """Where a point of the back page lies on the front page, through the sheet: a long-edge
    flip (and manual duplex, turned over its long edge) mirrors x, a short-edge one y."""
    if duplex is Duplex.SHORT_EDGE:
        return (1.0, 0.0, 0.0, -1.0, 0.0, paper.height)
    return (-1.0, 0.0, 0.0, 1.0, paper.width, 0.0)


def side_view(drawing: Drawing, t: Affine = IDENTITY, suffix: str = "",
              art: bool = False) -> SideView:
    """The parts of `drawing` (a sheet side), their items taken through `t`; `suffix` is
    what the side adds to a part's name ("-back"). The art layer's figures are left out
    (only its text is kept) unless `art`: only a back's art is held to a front's outline."""
    parts: dict[str, PartView] = {}
    loose: list[Item] = []
    for layer in LAYERS:
        strokes = art or layer != "art"
        for shape in drawing.layers[layer]:
            if not isinstance(shape, Group) or not shape.ident.endswith(f"-{layer}"):
                loose.extend(flatten([shape], layer, t, strokes=strokes))
                continue
            ident = shape.ident[: -len(layer) - 1]
            ident = ident[: -len(suffix)] if suffix and ident.endswith(suffix) else ident
            frame = compose(t, turn(shape.x, shape.y, shape.rotate))
            view = parts.setdefault(ident, PartView(ident, frame, shape.rotate))
            view.items.extend(flatten(shape.shapes, layer, frame, strokes=strokes))
    return SideView(parts, loose)
