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
    others = [pair[1 - side] for pair in layout.points]
    drawn = counts.copy()
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
        # What stands on each point for the arrow to pass over: the checkers drawn (the
        # position before the play) and the landing rings of the moves so far.
        heights = [min(max(a, b) + c, 5) for (a, b), c in
                   zip(zip(drawn, counts, strict=True), others, strict=True)]
        _curved_arrow(d, g, start, end, land, pal, heights)


def _curved_arrow(d: Drawing, g: Geometry, start: Point, end: Point, land: float,
                  pal: Palette, heights: Sequence[int] = ()) -> None:
    """An arrow bowed towards the middle of the board so it clears the checkers between
    (`heights`: the checkers standing on each point 1..24)."""
    (sx, sy), (ex, ey) = start, end
    cx, cy = (sx + ex) / 2, (sy + ey) / 2
    if (sy < g.middle) == (ey < g.middle):
        toward = 1.0 if sy < g.middle else -1.0
        cy += toward * (min(abs(ex - sx) * 0.3, g.point_length * 0.7) + 0.4 * g.point_width)
        cy = _clearing(g, (sx, sy), (ex, ey), cy, toward, heights)
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


def _clearing(g: Geometry, start: Point, end: Point, cy: float, toward: float,
              heights: Sequence[int]) -> float:
    """The control height that bows an arrow along one row past every stack between its
    ends (with the control midway across, the curve's x runs evenly from start to end, so
    it passes a point's centre at a known fraction t); no deeper than the far row's tips."""
    (sx, sy), (ex, ey) = start, end
    top = toward > 0
    edge = g.field_top if top else g.field_bottom
    for point, height in enumerate(heights, start=1):
        middle = g.point_x(point)
        if not height or g.is_top(point) != top or not (
                min(sx, ex) + 0.5 < middle < max(sx, ex) - 0.5):
            continue
        clear = edge + toward * (height * g.checker + 0.2 * g.point_width)
        # Over the stack's whole width: a steep arrow could clip a checker's shoulder.
        for x in (middle - g.radius, middle, middle + g.radius):
            t = (x - sx) / (ex - sx)
            if 0.05 < t < 0.95:
                need = (clear - (1 - t) ** 2 * sy - t ** 2 * ey) / (2 * t * (1 - t))
                cy = max(cy, need) if top else min(cy, need)
    # The curve's apex, (start + 2 control + end) / 4, stays short of the far row's tips.
    limit = (4 * (g.middle + toward * g.gap / 2) - sy - ey) / 2
    return min(cy, limit) if top else max(cy, limit)
