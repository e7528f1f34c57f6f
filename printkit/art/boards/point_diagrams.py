"""Position diagrams on a board of 24 points: checkers, stacks, bar, trays and play arrows.

Drawn from the near (light) side at the bottom, as the rulebooks of backgammon and
nardy show them; the games' engines give the position and the moves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

from printkit.art.boards.point_geometry import (
    DIAGRAM_NUMBER,
    Geometry,
    Point,
    Scene,
    arrow_polygon,
    diagram_geometry,
)
from printkit.art.boards.points import (
    INF,
    Stacks,
    frame_and_field,
    point_numbers,
    point_triangles,
    side_colours,
)
from printkit.art.canvas import Drawing, fmt
from printkit.art.palette import CLASSIC, Palette

COUNT_SIZE = 1.15  # a stack's count on its top checker, per mm of checker radius
START_REACH = 1.2  # a play arrow's start dot from its checker's centre, in checker radii


class Step(Protocol):
    """One checker moved: from `src` 1..24 or 25 (the bar) to `dst` 1..24 or 0 (off)."""

    @property
    def src(self) -> int: ...

    @property
    def dst(self) -> int: ...


def position_diagram(layout: Stacks, *, width: float = 120.0, play: Sequence[Step] | None = None,
                     numbers: bool = True, palette: Palette = CLASSIC,
                     near_moves: bool = True) -> Drawing:
    """Draw a position from the light side (at the bottom), with `play` as arrows: the light
    side's moves, or with `near_moves` False the dark side's (points in light's numbering)."""
    g = diagram_geometry(width, numbers)
    d = Drawing(g.width, g.height, name="position")
    scene = Scene()
    frame_and_field(scene, g, palette, board=False)
    point_triangles(scene, g, palette)
    if numbers:
        point_numbers(scene, g, palette, DIAGRAM_NUMBER * g.point_width)
    scene.emit(d, -INF, INF)
    _stacks(d, g, palette, layout)
    if play:
        _play_arrows(d, g, palette, layout, play, near_moves)
    return d


def _checker(d: Drawing, centre: Point, g: Geometry, pal: Palette, near: bool,
             count: str = "") -> None:
    """A checker seen from above, with its stack's count written on it when given."""
    (x, y), r = centre, g.radius
    colour, edge = side_colours(pal, near)
    d.circle(x, y, r, fill=colour, stroke=pal.ink, stroke_width=0.25,
             cls=f"checker checker-{'light' if near else 'dark'}")
    d.circle(x, y, r * 0.62, stroke=edge, stroke_width=0.2)
    if count:
        size = r * COUNT_SIZE
        d.text(x, y + size * 0.36, count, size=size, font="sans-bold", anchor="middle",
               fill=pal.ink if near else pal.light)


def _stacks(d: Drawing, g: Geometry, pal: Palette, layout: Stacks) -> None:
    """Checkers on the points (five at most, then a count), on the bar and borne off."""
    for index, counts in enumerate(layout.points):
        for near, count in zip((True, False), counts, strict=True):
            for k in range(min(count, 5)):
                label = str(count) if count > 5 and k == 4 else ""
                _checker(d, g.stack(index + 1, k), g, pal, near, label)
    for near, count in zip((True, False), layout.bar, strict=True):
        for k in range(min(count, 4)):
            label = str(count) if count > 4 and k == 3 else ""
            _checker(d, g.bar_stack(near, k), g, pal, near, label)
    for near, count in zip((True, False), layout.off, strict=True):
        colour = pal.light if near else pal.dark
        for k in range(count):
            x, y, w, h = g.off_slab(near, k)
            d.rect(x, y + 0.1 * h, w, 0.8 * h, fill=colour, stroke=pal.ink,
                   stroke_width=0.15, rx=0.3 * h, cls=f"off off-{'light' if near else 'dark'}")


def _play_arrows(d: Drawing, g: Geometry, pal: Palette, layout: Stacks, play: Sequence[Step],
                 near: bool = True) -> None:
    """One arrow per move, from the top checker of its source to where it lands."""
    side = 0 if near else 1
    counts = [pair[side] for pair in layout.points]
    bar, off = layout.bar[side], layout.off[side]
    for move in play:
        if move.src == 25:
            bar -= 1
            start = g.bar_stack(near, min(max(bar, 0), 3))
        else:
            counts[move.src - 1] -= 1
            start = g.stack(move.src, min(max(counts[move.src - 1], 0), 4))
        if move.dst == 0:
            x, y, w, h = g.off_slab(near, min(off, 14))
            off += 1
            end, land = (x + w / 2, y + h / 2), 0.0
        else:
            end, land = g.stack(move.dst, min(counts[move.dst - 1], 4)), g.radius
            counts[move.dst - 1] += 1
            # Where the checker lands: a fine ring in the arrow's colour (solid: a dashed
            # ring would read as a fold line).
            d.circle(end[0], end[1], g.radius * 0.92, stroke=pal.accent, stroke_width=0.3,
                     cls="landing")
        _curved_arrow(d, g, start, end, land, pal)


def _curved_arrow(d: Drawing, g: Geometry, start: Point, end: Point, land: float,
                  pal: Palette) -> None:
    """An arrow bowed towards the middle of the board so it clears the checkers between."""
    (sx, sy), (ex, ey) = start, end
    cx, cy = (sx + ex) / 2, (sy + ey) / 2
    if (sy < g.middle) == (ey < g.middle):
        toward = 1.0 if sy < g.middle else -1.0
        cy += toward * (min(abs(ex - sx) * 0.3, g.point_length * 0.7) + 0.4 * g.point_width)
    length = math.hypot(ex - cx, ey - cy) or 1.0
    ux, uy = (ex - cx) / length, (ey - cy) / length
    # Start just over the source checker's rim: its middle may carry a stack count
    # ("15"), which the start dot must leave readable.
    away = math.hypot(cx - sx, cy - sy) or 1.0
    reach = START_REACH * g.radius
    sx, sy = sx + (cx - sx) / away * reach, sy + (cy - sy) / away * reach
    head = 0.5 * g.point_width
    tip = (ex - ux * land, ey - uy * land)
    neck = (tip[0] - ux * head * 0.8, tip[1] - uy * head * 0.8)
    curve = f"M{fmt(sx)},{fmt(sy)} Q{fmt(cx)},{fmt(cy)} {fmt(neck[0])},{fmt(neck[1])}"
    shaft = 0.11 * g.point_width
    for colour, width in (("#ffffff", shaft + 0.7), (pal.accent, shaft)):
        d.path(curve, stroke=colour, stroke_width=width, round_caps=True)
    d.polygon(arrow_polygon((neck[0] - ux, neck[1] - uy), tip, head * 0.75),
              fill=pal.accent, stroke="#ffffff", stroke_width=0.3, cls="play-arrow")
    d.circle(sx, sy, shaft * 1.3, fill=pal.accent, cls="arrow-start")
