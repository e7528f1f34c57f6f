"""A printed sheet seen as the check sees it: each side's parts, their items in the front
page's coordinates (a back mapped through the flip), and the pieces their cuts free."""

from __future__ import annotations

import math
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
    def square(self) -> bool:
        """Whether the outline is its own box (an upright rectangle), so the box test is
        exact."""
        return self.circle is None and all(
            min(abs(x - self.box[0]), abs(x - self.box[2])) < 1e-6
            and min(abs(y - self.box[1]), abs(y - self.box[3])) < 1e-6
            for x, y in self.polygon)

    def outside(self, p: Point) -> float:
        """How far `p` lies outside the piece (0 inside it)."""
        if self.circle is not None:
            cx, cy, r = self.circle
            return max(0.0, math.hypot(p[0] - cx, p[1] - cy) - r)
        return 0.0 if inside(p, self.polygon) else edge_distance(p, self.polygon)

    def depth(self, p: Point) -> float:
        """How far inside the piece `p` lies (0 outside it)."""
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
        for stroke in closed:
            box = bounds(stroke.points)
            first = stroke.points[0]
            if any(p.box[0] <= first[0] <= p.box[2] and p.box[1] <= first[1] <= p.box[3]
                   and inside(first, p.polygon) for p in found):
                continue
            found.append(Piece(self.ident, stroke.points, box, stroke.circle))
        # Open cut lines that run from corner to corner of an outline (a honeycomb of
        # stones sharing their cuts) split it into the pieces they free.
        lines = [s for s in self.items if isinstance(s, Stroke) and s.layer == "cut"
                 and not s.closed]
        return [part for piece in found for part in _split(piece, lines)]


def _split(piece: Piece, lines: list[Stroke]) -> list[Piece]:
    """The pieces that `lines` (open cuts) free inside `piece`: the faces they and its
    outline bound where they meet at corners, or `piece` itself if they free none."""
    inner = [line.points for line in lines if piece.circle is None and _within(piece, line)]
    if not inner:
        return [piece]
    found = faces([piece.polygon, *inner], closed=[True] + [False] * len(inner))
    if len(found) < 2:
        return [piece]
    return [Piece(piece.part, face, bounds(face)) for face in found]


def _within(piece: Piece, line: Stroke) -> bool:
    """Whether an open cut runs inside `piece` (the middle of its first stretch within)."""
    (ax, ay), (bx, by) = line.points[0], line.points[1]
    box, middle = piece.box, ((ax + bx) / 2, (ay + by) / 2)
    return (box[0] <= middle[0] <= box[2] and box[1] <= middle[1] <= box[3]
            and inside(middle, piece.polygon))


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
                a, b = b, near[(near.index(a) - 1) % len(near)]
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
