"""Where everything on a board of 24 points is: points, bar, trays, stacks and score dots.

Backgammon, nardy and their kin share this board. Coordinates are millimetres in
the drawing, origin top-left, y down. The side on roll ("near") sits at the
bottom: its point 1 is bottom right, 12 bottom left, 13 top left and 24 top
right; both home boards are on the right.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from printkit.art.boards.diagrams import NARROWEST_COLUMN_MM
from printkit.art.canvas import Drawing

Point = tuple[float, float]

CHECKER_RATIO = 0.9  # checker diameter / point width: five fill a point with room to spare
POINTS_PER_QUARTER = 6
DIAGRAM_NUMBER = 0.33  # point-number size in diagrams, per mm of point width, at the least
PRINTED_FLOOR_MM = 5.0 * 25.4 / 72  # 5 pt, the smallest character the kit prints


@dataclass(frozen=True)
class Geometry:
    """Primary board dimensions, with everything else derived as properties and methods
    (the edges every point, mark and hatch line reads are cached: a board reads them
    hundreds of thousands of times)."""

    point_width: float
    frame: float  # side frame width
    band: float  # height of the top and bottom frame bands
    number_band: float  # the part of each band next to the field that carries point numbers
    bleed: float = 0.0  # art beyond the cut line on every side
    left_tray: bool = True

    # -- proportions --------------------------------------------------------

    @property
    def checker(self) -> float:
        """Checker diameter."""
        return CHECKER_RATIO * self.point_width

    @property
    def radius(self) -> float:
        """Checker radius."""
        return self.checker / 2

    @property
    def point_length(self) -> float:
        """Length of a point: five checkers and a little."""
        return 4.7 * self.point_width

    @property
    def gap(self) -> float:
        """Space between the tips of facing points, where the dice land."""
        return 1.0 * self.point_width

    @property
    def bar_width(self) -> float:
        """Width of the bar: a checker with room on both sides, and the cube."""
        return 1.2 * self.point_width

    @property
    def tray_width(self) -> float:
        """Width of a bear-off tray."""
        return 1.1 * self.point_width

    @property
    def rail(self) -> float:
        """Width of the frame strip between the field and a tray."""
        return 0.6 * self.frame

    @property
    def quarter(self) -> float:
        """Width of one quarter (six points)."""
        return POINTS_PER_QUARTER * self.point_width

    # -- horizontal layout, left to right ----------------------------------

    @property
    def left(self) -> float:
        """Outer left edge of the board (the cut line)."""
        return self.bleed

    @property
    def left_tray_x(self) -> float:
        """Left edge of the left tray."""
        return self.left + self.frame

    @cached_property
    def field_left(self) -> float:
        """Left edge of the outer boards' points."""
        extra = self.tray_width + self.rail if self.left_tray else 0.0
        return self.left + self.frame + extra

    @cached_property
    def bar_x(self) -> float:
        """Left edge of the bar."""
        return self.field_left + self.quarter

    @property
    def join(self) -> float:
        """Centre line of the bar, where the two printed halves meet."""
        return self.bar_x + self.bar_width / 2

    @property
    def home_left(self) -> float:
        """Left edge of the home boards' points."""
        return self.bar_x + self.bar_width

    @property
    def field_right(self) -> float:
        """Right edge of the home boards' points."""
        return self.home_left + self.quarter

    @property
    def tray_x(self) -> float:
        """Left edge of the right (bear-off) tray."""
        return self.field_right + self.rail

    @property
    def right(self) -> float:
        """Outer right edge of the board (the cut line)."""
        return self.tray_x + self.tray_width + self.frame

    @property
    def width(self) -> float:
        """Width of the drawing, bleed included."""
        return self.right + self.bleed

    # -- vertical layout, top to bottom -------------------------------------

    @property
    def top(self) -> float:
        """Outer top edge of the board (the cut line)."""
        return self.bleed

    @cached_property
    def field_top(self) -> float:
        """Top edge of the field."""
        return self.top + self.band

    @cached_property
    def field_height(self) -> float:
        """Height of the field: two points and the gap between their tips."""
        return 2 * self.point_length + self.gap

    @cached_property
    def field_bottom(self) -> float:
        """Bottom edge of the field."""
        return self.field_top + self.field_height

    @cached_property
    def middle(self) -> float:
        """Horizontal centre line of the field."""
        return self.field_top + self.field_height / 2

    @property
    def bottom(self) -> float:
        """Outer bottom edge of the board (the cut line)."""
        return self.field_bottom + self.band

    @property
    def height(self) -> float:
        """Height of the drawing, bleed included."""
        return self.bottom + self.bleed

    @property
    def alignment_ys(self) -> tuple[float, ...]:
        """Heights of the marks where the printed halves meet: one in each band, none on
        the bar, where the joined board would show them down its middle (review s18 A).

        A band's mark sits in its row of point numbers, which is empty at the bar, so it
        keeps clear of the score track's dots and numbers."""
        top = self.field_top - (self.number_band or self.band) / 2
        bottom = self.field_bottom + (self.number_band or self.band) / 2
        return (top, bottom)

    # -- points -------------------------------------------------------------

    def is_top(self, point: int) -> bool:
        """Say whether `point` (1..24) stands on the top edge."""
        return point >= 13

    def column(self, point: int) -> int:
        """Return the column 0..11, left to right, of `point` (1..24)."""
        if not 1 <= point <= 24:
            raise ValueError(f"point must be 1..24, not {point}")
        return point - 13 if self.is_top(point) else 12 - point

    def column_left(self, column: int) -> float:
        """Return the left edge of column 0..11 (the bar lies between 5 and 6)."""
        x = self.field_left + column * self.point_width
        return x + self.bar_width if column >= POINTS_PER_QUARTER else x

    def point_x(self, point: int) -> float:
        """Return the x of the centre line of `point`."""
        return self.column_left(self.column(point)) + self.point_width / 2

    def point_triangle(self, point: int) -> tuple[Point, Point, Point]:
        """Return the triangle of `point`: two base corners, then the tip."""
        x = self.column_left(self.column(point))
        if self.is_top(point):
            base, tip = self.field_top, self.field_top + self.point_length
        else:
            base, tip = self.field_bottom, self.field_bottom - self.point_length
        return (x, base), (x + self.point_width, base), (x + self.point_width / 2, tip)

    def stack(self, point: int, index: int) -> Point:
        """Return the centre of the `index`-th checker (0 at the base) on `point`."""
        # A hair of space from the frame so outlines never touch it.
        offset = self.radius + 0.03 * self.point_width + index * self.checker
        if self.is_top(point):
            return self.point_x(point), self.field_top + offset
        return self.point_x(point), self.field_bottom - offset

    def point_at(self, x: float, y: float) -> int | None:
        """Return the point whose column holds (x, y), or None off the points."""
        if not (self.field_top <= y <= self.field_bottom):
            return None
        for column in range(12):
            left = self.column_left(column)
            if left <= x < left + self.point_width:
                return column + 13 if y < self.middle else 12 - column
        return None

    # -- bar and trays ------------------------------------------------------

    def bar_stack(self, near: bool, index: int) -> Point:
        """Return the centre of a checker on the bar, stacked from the middle outwards."""
        # Near checkers wait in the top half, next to the board they enter into.
        offset = self.point_width * 0.9 + index * self.checker
        return self.join, self.middle - offset if near else self.middle + offset

    @property
    def slab(self) -> float:
        """Thickness of a borne-off checker seen edge-on in the tray."""
        return (self.field_height / 2 - self.point_width * 0.3) / 15

    def off_slab(self, near: bool, index: int) -> tuple[float, float, float, float]:
        """Return (x, y, w, h) of the `index`-th borne-off checker in the right tray."""
        w = self.tray_width * 0.78
        x = self.tray_x + (self.tray_width - w) / 2
        inset = self.point_width * 0.12
        if near:
            return x, self.field_bottom - inset - (index + 1) * self.slab, w, self.slab
        return x, self.field_top + inset + index * self.slab, w, self.slab


@dataclass(frozen=True)
class Track:
    """Score dots along the frame band: one per point of the match, for pyramid pins."""

    geometry: Geometry
    length: int  # match length: the number of dots
    dot_y_offset: float  # distance of the dot row from the field edge

    @property
    def pitch(self) -> float:
        """Distance between dots: 8-10 mm, spread to fill the home board when possible."""
        fill_home = self.geometry.quarter / self.length
        if fill_home >= 8.0:
            return min(10.0, fill_home)
        # Long matches spill onto the outer board; only small boards squeeze below 8 mm.
        return min(8.0, 2 * self.geometry.quarter / self.length)

    def xs(self) -> list[float]:
        """Return the x of every dot, left to right, skipping the bar."""
        g, pitch = self.geometry, self.pitch
        in_home = min(self.length, math.floor(g.quarter / pitch + 1e-9))
        centre = (g.home_left + g.field_right) / 2
        home = [centre + (i - (in_home - 1) / 2) * pitch for i in range(in_home)]
        # The rest continue on the outer board across the bar, so no dot sits on
        # the join between the printed halves.
        outer_start = g.bar_x - pitch / 2
        outer = [outer_start - i * pitch for i in range(self.length - in_home)]
        return sorted(outer) + home

    def start(self, near: bool) -> Point:
        """Return the spot one pitch before dot 1, where a pin waits at a score of 0."""
        first = self.dots(near)[0]
        return first[0] + (-self.pitch if near else self.pitch), first[1]

    def dots(self, near: bool) -> list[Point]:
        """Return dot 1..length for one side: each player moves its pin to its own right."""
        g = self.geometry
        xs = self.xs()
        if near:
            return [(x, g.field_bottom + self.dot_y_offset) for x in xs]
        return [(x, g.field_top - self.dot_y_offset) for x in reversed(xs)]


def diagram_geometry(width: float, numbers: bool = True) -> Geometry:
    """Return a compact board `width` mm wide: thin frame, both trays (as the printed
    board), no score tracks."""

    def build(point_width: float) -> Geometry:
        number_band = 1.6 * diagram_number(width, point_width) if numbers else 0.0
        frame = 0.35 * point_width
        return Geometry(point_width, frame, max(frame, number_band), number_band, 0.0, True)

    # The width scales with the point width alone, so one trial build sizes it.
    return build(width / build(1.0).width)


def diagram_number(width: float, point_width: float) -> float:
    """The point numbers' size in a diagram drawn `width` mm wide: 5 pt or more however
    narrow a column the rulebook scales it into."""
    return max(DIAGRAM_NUMBER * point_width, PRINTED_FLOOR_MM * width / NARROWEST_COLUMN_MM)


def outline(
    x0: float, y0: float, x1: float, y1: float, w: float
) -> list[tuple[float, float, float, float]]:
    """Return a rectangle's outline as four thin filled strips, which split cleanly at a join."""
    return [(x0, y0, x1 - x0, w), (x0, y1 - w, x1 - x0, w), (x0, y0, w, y1 - y0),
            (x1 - w, y0, w, y1 - y0)]


def box(x0: float, y0: float, x1: float, y1: float) -> list[Point]:
    """Return the corners of a rectangle."""
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def arrow_polygon(start: Point, end: Point, head: float, *, shaft: float = 0.0) -> list[Point]:
    """Return an arrow from `start` to its tip at `end`: a head `head` wide, a shaft if > 0."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux  # unit normal

    def at(along: float, across: float) -> Point:
        return x0 + ux * along + nx * across, y0 + uy * along + ny * across

    neck = max(length - head * 0.9, 0.0)
    if shaft <= 0:
        return [at(neck, head / 2), at(length, 0), at(neck, -head / 2)]
    return [at(0, shaft / 2), at(neck, shaft / 2), at(neck, head / 2), at(length, 0),
            at(neck, -head / 2), at(neck, -shaft / 2), at(0, -shaft / 2)]


@dataclass(frozen=True)
class Shape:
    """One recorded drawing call in board coordinates."""

    kind: str  # a Drawing method: rect, circle, polygon, polyline or text
    xs: tuple[float, ...]  # every x coordinate, shifted on emission
    ys: tuple[float, ...]
    extra: tuple[float, ...]  # sizes that do not move: rect (w, h), circle (r,)
    style: tuple[tuple[str, Any], ...]
    tag: str


class Scene:
    """Board art recorded once, then emitted whole or one window (a printed half) at a time."""

    def __init__(self) -> None:
        self.shapes: list[Shape] = []

    def _record(self, kind: str, pts: Sequence[Point], extra: tuple[float, ...],
                tag: str, style: dict[str, Any]) -> None:
        xs = tuple(p[0] for p in pts)
        ys = tuple(p[1] for p in pts)
        self.shapes.append(Shape(kind, xs, ys, extra, tuple(style.items()), tag))

    def rect(self, x: float, y: float, w: float, h: float, *, tag: str = "",
             **style: Any) -> None:
        """Record a rectangle; windows clip it."""
        self._record("rect", [(x, y)], (w, h), tag, style)

    def circle(self, x: float, y: float, r: float, *, tag: str = "", **style: Any) -> None:
        """Record a circle."""
        self._record("circle", [(x, y)], (r,), tag, style)

    def polygon(self, pts: Sequence[Point], *, tag: str = "", **style: Any) -> None:
        """Record a closed polygon."""
        self._record("polygon", pts, (), tag, style)

    def polyline(self, pts: Sequence[Point], *, tag: str = "", **style: Any) -> None:
        """Record an open line."""
        self._record("polyline", pts, (), tag, style)

    def text(self, x: float, y: float, content: str, *, tag: str = "",
             **style: Any) -> None:
        """Record a line of text."""
        self._record("text", [(x, y)], (), tag, {"content": content, **style})

    def emit(self, d: Drawing, lo: float, hi: float, shift: float = 0.0) -> None:
        """Draw the shapes lying in board x from `lo` to `hi` onto `d`, moved by `shift`."""
        for s in self.shapes:
            style: dict[str, Any] = dict(s.style)
            if s.tag:
                style["cls"] = s.tag
            if s.kind == "rect":
                left, right = max(s.xs[0], lo), min(s.xs[0] + s.extra[0], hi)
                if right > left:
                    d.rect(left + shift, s.ys[0], right - left, s.extra[1], **style)
            # Everything but rectangles stays whole: it belongs to the window holding
            # its middle (no such shape straddles the join).
            elif lo <= (min(s.xs) + max(s.xs)) / 2 <= hi:
                pts = [(x + shift, y) for x, y in zip(s.xs, s.ys, strict=True)]
                _emit_one(d, s.kind, pts, s.extra, style)


def _emit_one(d: Drawing, kind: str, pts: list[Point], extra: tuple[float, ...],
              style: dict[str, Any]) -> None:
    """Draw one non-rectangular shape."""
    if kind == "circle":
        d.circle(pts[0][0], pts[0][1], extra[0], **style)
    elif kind == "text":
        content = style.pop("content")
        style.pop("cls", None)  # a text's tag names it in the scene only: SVG text has none
        d.text(pts[0][0], pts[0][1], content, **style)
    else:
        getattr(d, kind)(pts, **style)
