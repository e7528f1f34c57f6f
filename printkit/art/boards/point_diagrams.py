"""Position diagrams on a board of 24 points: checkers, stacks, bar, trays and play arrows.

Drawn from the near (light) side at the bottom, as the rulebooks of backgammon and
nardy show them; the games' engines give the position and the moves.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Protocol

from printkit.art.boards.diagrams import draw_checker
from printkit.art.boards.point_geometry import (
    Geometry,
    Point,
    Scene,
    arrow_polygon,
    diagram_geometry,
    diagram_number,
)
from printkit.art.boards.points import (
    INF,
    Stacks,
    frame_and_field,
    point_numbers,
    point_triangles,
)
from printkit.art.canvas import Drawing, fmt
from printkit.art.palette import CLASSIC, Palette

COUNT_SIZE = 1.15  # a stack's count on its top checker, per mm of checker radius
START_REACH = 1.2  # a play arrow's start dot from its checker's centre, in checker radii
LANDING_DOT = 0.2  # the dot marking where a checker lands, in checker radii


class Step(Protocol):
    """One checker moved: from `src` 1..24 or 25 (the bar) to `dst` 1..24 or 0 (off)."""

    @property
    def src(self) -> int: ...

    @property
    def dst(self) -> int: ...


def position_diagram(layout: Stacks, *, width: float = 120.0, play: Sequence[Step] | None = None,
                     numbers: bool = True, palette: Palette = CLASSIC,
                     near_moves: bool = True,
                     trays: Callable[[Scene, Geometry, Palette], None] | None = None,
                     marks: Callable[[Scene, Geometry, Palette], None] | None = None,
                     ) -> Drawing:
    """Draw a position from the light side (at the bottom), with `play` as arrows: the light
    side's moves, or with `near_moves` False the dark side's (points in light's numbering);
    `trays` draws the game's way-round arrows in the trays and `marks` its marks on the
    points, as its printed board has them."""
    g = diagram_geometry(width, numbers)
    d = Drawing(g.width, g.height, name="position")
    scene = Scene()
    frame_and_field(scene, g, palette, board=False)
    point_triangles(scene, g, palette)
    if numbers:
        point_numbers(scene, g, palette, diagram_number(width, g.point_width))
    if trays:
        # Under the checkers borne off, as on the table.
        trays(scene, g, palette)
    if marks:
        marks(scene, g, palette)
    scene.emit(d, -INF, INF)
    _stacks(d, g, palette, layout)
    if play:
        _play_arrows(d, g, palette, layout, play, near_moves)
    return d


def _checker(d: Drawing, centre: Point, g: Geometry, pal: Palette, near: bool,
             count: str = "") -> None:
    """A checker seen from above, with its stack's count written on it when given."""
    (x, y), r = centre, g.radius
    draw_checker(d, centre, r, near, pal)  # as the kit's checker sheet prints them
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
    legs: list[tuple[Point, Point, float]] = []
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
            legs.append((start, (x + w / 2, y + h / 2), 0.0))
        else:
            legs.append((start, g.stack(move.dst, min(counts[move.dst - 1], 4)), g.radius))
            counts[move.dst - 1] += 1
    # What an arrow must pass round: every checker drawn (the position before the play)
    # but those under it on its own point, and every landing ring but those on the point
    # it reaches (a stack fills from the row's edge).
    drawn = _drawn_centres(g, layout)
    for start, end, land in legs:
        if land:
            # Where the checker lands: a fine ring in the arrow's colour (solid: a dashed
            # ring would read as a fold line), with a dot at its centre so that in a
            # black-and-white theme it does not read as a light checker.
            d.circle(end[0], end[1], g.radius * 0.92, stroke=pal.accent, stroke_width=0.3,
                     cls="landing")
            d.circle(end[0], end[1], g.radius * LANDING_DOT, fill=pal.accent,
                     stroke="#ffffff", stroke_width=0.2, cls="landing-dot")
        rings = [e for _, e, la in legs if la and not _same_point(g, e, end)]
        blocking = [c for c in drawn if not _same_point(g, c, start) and math.dist(c, end) > 0.1]
        blocking += [c for c in rings if math.dist(c, start) > 0.1]
        _curved_arrow(d, g, start, end, land, pal, blocking)


def _same_point(g: Geometry, a: Point, b: Point) -> bool:
    """Whether two checker centres stand on one point (or together on the bar)."""
    return abs(a[0] - b[0]) < 0.1 and (a[1] < g.middle) == (b[1] < g.middle)


def _drawn_centres(g: Geometry, layout: Stacks) -> list[Point]:
    """The centres of the checkers `_stacks` draws on the points and the bar."""
    centres = [g.stack(index + 1, k) for index, counts in enumerate(layout.points)
               for count in counts for k in range(min(count, 5))]
    centres += [g.bar_stack(near, k) for near, count in zip((True, False), layout.bar,
                                                              strict=True)
                for k in range(min(count, 4))]
    return centres


Cubic = tuple[Point, Point, Point, Point]


def _cubic_at(c: Cubic, t: float) -> Point:
    """The point at `t` of a cubic Bezier curve."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = c
    a, b, e, f = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
    return a * x0 + b * x1 + e * x2 + f * x3, a * y0 + b * y1 + e * y2 + f * y3


def _routes(g: Geometry, start: Point, end: Point, cy: float) -> list[tuple[Point, Point]]:
    """Candidate control pairs for the arrow's curve, the plainest first: the bow towards
    the middle (as a quadratic would draw it), then bows to either side of the straight
    line, then U-turns that leave and reach their checkers square to the row."""
    (sx, sy), (ex, ey) = start, end
    quad = ((sx + ex) / 2, cy)
    routes = [(_two_thirds(start, quad), _two_thirds(end, quad))]
    length = math.hypot(ex - sx, ey - sy) or 1.0
    nx, ny = -(ey - sy) / length, (ex - sx) / length
    for k in range(1, 13):
        for sign in (1.0, -1.0):
            bow = sign * k * 0.5 * g.point_width
            mid = ((sx + ex) / 2 + nx * bow, (sy + ey) / 2 + ny * bow)
            routes.append((_two_thirds(start, mid), _two_thirds(end, mid)))
    toward_s = 1.0 if sy < g.middle else -1.0
    toward_e = 1.0 if ey < g.middle else -1.0
    for k in range(1, 25):
        depth = k * 0.25 * g.point_width
        # A lean over 1 makes the arrow climb steeply into its point at the end.
        for lean in (1.0, 0.6, 1.4, 1.8, 2.2):
            routes.append(((sx, sy + toward_s * depth), (ex, ey + toward_e * depth * lean)))
    return routes


def _two_thirds(a: Point, b: Point) -> Point:
    """Two thirds of the way from `a` to `b` (a quadratic's control as a cubic's)."""
    return a[0] + 2 * (b[0] - a[0]) / 3, a[1] + 2 * (b[1] - a[1]) / 3


def _curved_arrow(d: Drawing, g: Geometry, start: Point, end: Point, land: float,
                  pal: Palette, blocking: Sequence[Point] = ()) -> None:
    """An arrow bowed so it clears every checker in `blocking`: the first of `_routes`
    that does, or the one that comes nearest to it."""
    (sx, sy), (ex, ey) = start, end
    cy = (sy + ey) / 2
    if (sy < g.middle) == (ey < g.middle):
        toward = 1.0 if sy < g.middle else -1.0
        cy += toward * (min(abs(ex - sx) * 0.3, g.point_length * 0.7) + 0.4 * g.point_width)
        cy = _clearing(g, start, end, cy, toward, blocking)
    head = 0.5 * g.point_width
    shaft = 0.11 * g.point_width
    # The shaft's white halo must clear a checker's rim too.
    need = g.radius + shaft / 2 + 0.35
    best: tuple[float, Cubic, Point, Point, Point] | None = None
    for c1, c2 in _routes(g, start, end, cy):
        length = math.hypot(ex - c2[0], ey - c2[1]) or 1.0
        ux, uy = (ex - c2[0]) / length, (ey - c2[1]) / length
        tip = (ex - ux * land, ey - uy * land)
        neck = (tip[0] - ux * head * 0.8, tip[1] - uy * head * 0.8)
        # Start just over the source checker's rim: its middle may carry a stack count
        # ("15"), which the start dot must leave readable.
        away = math.hypot(c1[0] - sx, c1[1] - sy) or 1.0
        reach = START_REACH * g.radius
        begin = (sx + (c1[0] - sx) / away * reach, sy + (c1[1] - sy) / away * reach)
        curve: Cubic = (begin, c1, c2, neck)
        samples = [_cubic_at(curve, k / 48) for k in range(49)] + [tip]
        inside = all(g.field_left <= x <= g.field_right + g.rail + g.tray_width and
                     g.field_top <= y <= g.field_bottom for x, y in samples)
        gap = min((math.dist(p, c) for p in samples for c in blocking), default=INF)
        score = gap if inside else gap - INF
        if best is None or score > best[0] + 1e-9:
            best = (score, curve, tip, (ux, uy), begin)
        if inside and gap >= need:
            break
    assert best is not None
    _, (begin, c1, c2, neck), tip, (ux, uy), _ = best
    curve_d = (f"M{fmt(begin[0])},{fmt(begin[1])} C{fmt(c1[0])},{fmt(c1[1])} "
               f"{fmt(c2[0])},{fmt(c2[1])} {fmt(neck[0])},{fmt(neck[1])}")
    for colour, width in (("#ffffff", shaft + 0.7), (pal.accent, shaft)):
        d.path(curve_d, stroke=colour, stroke_width=width, round_caps=True)
    d.polygon(arrow_polygon((neck[0] - ux, neck[1] - uy), tip, head * 0.75),
              fill=pal.accent, stroke="#ffffff", stroke_width=0.3, cls="play-arrow")
    d.circle(begin[0], begin[1], shaft * 1.3, fill=pal.accent, cls="arrow-start")


def _clearing(g: Geometry, start: Point, end: Point, cy: float, toward: float,
              blocking: Sequence[Point]) -> float:
    """The control height of a quadratic bow along one row that passes over every checker
    between its ends (with the control midway across, the curve's x runs evenly from start
    to end, so it passes a checker at a known fraction t); no deeper than the far row's tips."""
    (sx, sy), (ex, ey) = start, end
    top = toward > 0
    for middle, y in blocking:
        if (y < g.middle) != top or not (min(sx, ex) + 0.5 < middle < max(sx, ex) - 0.5):
            continue
        clear = y + toward * (g.radius + 0.2 * g.point_width)
        # Over the checker's whole width: a steep arrow could clip its shoulder.
        for x in (middle - g.radius, middle, middle + g.radius):
            t = (x - sx) / (ex - sx)
            if 0.05 < t < 0.95:
                need = (clear - (1 - t) ** 2 * sy - t ** 2 * ey) / (2 * t * (1 - t))
                cy = max(cy, need) if top else min(cy, need)
    # The curve's apex, (start + 2 control + end) / 4, stays short of the far row's tips.
    limit = (4 * (g.middle + toward * g.gap / 2) - sy - ey) / 2
    return min(cy, limit) if top else max(cy, limit)
