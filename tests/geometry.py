"""Plane geometry the art tests share."""

from __future__ import annotations

from printkit.art.canvas import Point


def inside(p: Point, polygon: list[Point]) -> bool:
    """Even-odd ray test, strictly inside."""
    hit = False
    for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y0 > p[1]) != (y1 > p[1]):
            x = x0 + (p[1] - y0) * (x1 - x0) / (y1 - y0)
            hit ^= x > p[0]
    return hit
