"""Plane geometry on points in mm: inside a polygon, and distances to its edges.

Pure functions that art (a board half's name placed clear of its cut) and the craft
check (every back inside its front) both use: art must not depend on the check.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from printkit.art.canvas import Point

__all__ = ["arc", "edge_distance", "inside", "overlaps", "segment_distance"]


def inside(p: Point, polygon: Sequence[Point]) -> bool:
    """Whether `p` lies inside `polygon` (even-odd rule)."""
    if not polygon:
        return False
    x, y = p
    found = False
    xj, yj = polygon[-1]
    for xi, yi in polygon:
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            found = not found
        xj, yj = xi, yi
    return found


def overlaps(a: Sequence[Point], b: Sequence[Point]) -> bool:
    """Whether polygons `a` and `b` share some area: a corner of one inside the other, or
    two of their edges crossing."""
    if any(inside(p, b) for p in a) or any(inside(p, a) for p in b):
        return True
    return any(_crossing(a[i - 1], a[i], b[j - 1], b[j])
               for i in range(len(a)) for j in range(len(b)))


def _crossing(p: Point, q: Point, r: Point, s: Point) -> bool:
    """Whether segments p-q and r-s cross (touching ends do not count)."""
    def side(a: Point, b: Point, c: Point) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (side(p, q, r) * side(p, q, s) < 0) and (side(r, s, p) * side(r, s, q) < 0)


def edge_distance(p: Point, polygon: Sequence[Point]) -> float:
    """The distance from `p` to the nearest edge of `polygon`."""
    # segment_distance to each edge, written out: this runs for every point of every back.
    best = math.inf
    if not polygon:
        return best
    px, py = p
    ax, ay = polygon[-1]
    for bx, by in polygon:
        dx, dy = bx - ax, by - ay
        length = dx * dx + dy * dy
        s = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy)
                                               / length))
        best = min(best, math.hypot(px - ax - s * dx, py - ay - s * dy))
        ax, ay = bx, by
    return best


def segment_distance(p: Point, a: Point, b: Point) -> float:
    """The distance from `p` to the segment a-b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    s = 0.0 if length == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy)
                                           / length))
    return math.hypot(p[0] - a[0] - s * dx, p[1] - a[1] - s * dy)


def arc(centre: Point, radius: float, start: float, stop: float, steps: int = 8) -> list[Point]:
    """Return points on a circle from angle `start` to `stop` (degrees, y down the page)."""
    angles = (math.radians(start + (stop - start) * i / steps) for i in range(steps + 1))
    return [(centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a)) for a in angles]
