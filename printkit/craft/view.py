"""A printed sheet seen as the check sees it: each side's parts, their items in the front
page's coordinates (a back mapped through the flip), and the pieces their cuts free."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property

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
        closed.sort(key=lambda s: -area(s.points))
        found: list[Piece] = []
        for stroke in closed:
            box = bounds(stroke.points)
            first = stroke.points[0]
            if any(p.box[0] <= first[0] <= p.box[2] and p.box[1] <= first[1] <= p.box[3]
                   and inside(first, p.polygon) for p in found):
                continue
            found.append(Piece(self.ident, stroke.points, box, stroke.circle))
        return found


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
