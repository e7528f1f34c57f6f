"""A board of 24 points (backgammon's, nardy's): points, bar, trays, setup marks, score tracks.

`board_scene` records the art once; `draw` gives the whole board, `halves` the two
printable halves, split at the bar, the left one with a glue strip the right one
is laid on and registration marks both share. A game brings its own `BoardStyle`:
where its checkers start, the arrows showing its ways round, marks of its own.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Protocol

from printkit.art.boards.lines import field_ink
from printkit.art.boards.point_geometry import Geometry, Point, Scene, Shape, Track, box, outline
from printkit.art.canvas import Drawing
from printkit.art.component import param
from printkit.art.palette import PALETTES, Palette, find_palette, mix, readable_on
from printkit.art.parts.tiles import halo

BLEED = 2.0  # default frame colour beyond the cut, so a slightly wide cut shows no paper
GLUE = 12.0  # width of the overlap strip on the left half
INF = float("inf")
PRINTABLE = (200.0, 269.0)  # the area inside 5 mm margins on both A4 and Letter
TRACK_BAND = 16.0  # dots for ~10 mm pyramid pins, and their small numbers
TRACK_TEXT = 2.8  # em size of the score numbers: about 8 pt
STRIP_TEXT = 3.4  # em size of the words on the glue strip: about 9.5 pt
STRIP_INK = "#4d4d4d"  # the glue strip's words: dark enough to read on the glue tint
HALVES_GAP = 10.0  # between the two halves in the exported drawing
POINTS = 24


Counts = tuple[tuple[int, int], ...]  # per point 1..24: (near, far) checkers


class Stacks(Protocol):
    """Where checkers stand, as a game's engine lays them out (backgammon's Layout)."""

    @property
    def points(self) -> Counts: ...  # entry i: (near, far) on point i+1

    @property
    def bar(self) -> tuple[int, int]: ...

    @property
    def off(self) -> tuple[int, int]: ...


@dataclass(frozen=True)
class Marks:
    """The checkers the setup marks show, read back from the art (none on bar or off)."""

    points: Counts
    bar: tuple[int, int] = (0, 0)
    off: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class BoardParams:
    """Parameters of a board of 24 points."""

    point_width: float = param(21.0, "width of a point at its base", unit="mm", low=12, high=30)
    frame_width: float = param(7.0, "width of the side frame", unit="mm", low=3, high=20)
    match_length: int = param(13, "score dots per player (points to win)", low=1, high=25)
    show_numbers: bool = param(True, "print point numbers 1-24 from the light side")
    show_setup: bool = param(True, "print ring marks where the checkers start")
    show_score: bool = param(True, "print score-dot tracks for pyramid pins")
    split: str = param("halves", "print in two glued halves or whole", choices=("halves", "whole"))
    palette: str = param("classic", "color set", choices=tuple(PALETTES))
    glue_label: str = param("glue", "word printed on the glue strip of the left half")
    join_label: str = param("lay the other half here",
                            "words on the glue strip telling where the right half goes")
    bleed: float = param(BLEED, "frame color beyond the cut, so a slightly wide cut shows "
                         "no paper", unit="mm", low=0, high=5)

    @property
    def colours(self) -> Palette:
        """The palette named by `palette`."""
        return find_palette(self.palette)

    @property
    def number_size(self) -> float:
        """Em size of the point numbers."""
        return 0.19 * self.point_width

    @property
    def number_band(self) -> float:
        """Height of the strip next to the field that carries the point numbers."""
        return 1.7 * self.number_size

    @property
    def band(self) -> float:
        """Height of the top and bottom frame bands."""
        track = TRACK_BAND if self.show_score else 0.0
        return max(self.frame_width, self.number_band + track)

    @cached_property
    def geometry(self) -> Geometry:
        """Where everything is on the whole board."""
        return Geometry(self.point_width, self.frame_width, self.band, self.number_band,
                        self.bleed)

    @property
    def track(self) -> Track:
        """The score-dot tracks."""
        return Track(self.geometry, self.match_length, self.number_band + 6.0)

    @property
    def half_sizes(self) -> tuple[Point, Point]:
        """Sizes (width, height) of the left half (with its glue strip) and the right half."""
        g = self.geometry
        return (g.join + GLUE + self.bleed, g.height), (g.width - g.join + self.bleed, g.height)


@dataclass(frozen=True)
class BoardStyle:
    """What a game of the backgammon family prints besides the points: where its checkers
    start (`setup`, (near, far) per point 1..24), the arrows showing each side's way
    round, and any marks of its own."""

    setup: Counts
    arrows: Callable[[Scene, Geometry, Palette], None]
    marks: Callable[[Scene, Geometry, Palette], None] | None = None


def side_colours(pal: Palette, near: bool) -> tuple[str, str]:
    """(face, edge) of the near (light) or far (dark) side's checkers."""
    return (pal.light, pal.light_edge) if near else (pal.dark, pal.dark_edge)


def point_colour(point: int, palette: Palette) -> str:
    """Return the colour of `point`: neighbours differ, and so do facing points."""
    return palette.point_a if is_first_colour(point) else palette.point_b


def is_first_colour(point: int) -> bool:
    """Whether `point` takes the first of the two alternating looks (the dark wood)."""
    column = 12 - point if point <= 12 else point - 13
    return (column % 2 == 0) == (point >= 13)


# -- the art, layer by layer ------------------------------------------------


def frame_and_field(scene: Scene, g: Geometry, pal: Palette, *, board: bool) -> None:
    """Frame, felt, bar and trays, the flat areas under everything else."""
    bleed = g.bleed if board else 0.0
    scene.rect(g.left - bleed, g.top - bleed, g.right - g.left + 2 * bleed,
               g.bottom - g.top + 2 * bleed, fill=pal.frame)
    scene.rect(g.field_left, g.field_top, g.bar_x - g.field_left, g.field_height,
               fill=pal.felt, stroke=field_ink(pal), stroke_width=0.3)
    scene.rect(g.home_left, g.field_top, g.field_right - g.home_left, g.field_height,
               fill=pal.felt, stroke=field_ink(pal), stroke_width=0.3)
    # No outline: the bar is split at the join, and clipping would draw one there.
    scene.rect(g.bar_x, g.field_top, g.bar_width, g.field_height, fill=pal.bar, tag="bar")
    if board:
        # A fine bead along the frame's edge, as on a wooden board.
        bead, inset = mix(pal.frame, pal.frame_ink, 0.4), 2.2
        for x, y, w, h in outline(g.left + inset, g.top + inset, g.right - inset,
                                   g.bottom - inset, 0.35):
            scene.rect(x, y, w, h, fill=bead)
    trays = [g.tray_x] + ([g.left_tray_x] if g.left_tray else [])
    for x in trays:
        scene.rect(x, g.field_top, g.tray_width, g.field_height, fill=pal.tray,
                   stroke=field_ink(pal, pal.tray), stroke_width=0.3, tag="tray")


# A hatched point's lines: parallel, all at one slant, evenly spaced right to its tip, so
# it reads as an even grey tone beside a bare point and never bunches where the point
# narrows. A slant costs Ghostscript's inkcov about a third fewer pixels per millimetre
# than an upright line (one pixel per row instead of two), which pays for the spacing.
HATCH_SLOPE = 1.0  # dy/dx of every line: 45 degrees
HATCH_WIDTH = 0.25  # mm
HATCH_SHARE = 0.125  # the lines cover this share of a point: width / spacing
HATCH_INSET = 0.35  # mm kept clear inside a point's outline, so the tip stays open
HATCH_SHORTEST = 0.6  # mm: a shorter piece near the tip would print as a speck


def hatch_spacing(point_width: float) -> float:
    """Distance between neighbouring hatch lines, across them: 2 mm on a full-size point,
    closer on a diagram's small one so it still reads as a tone, never under 0.8 mm."""
    return max(0.8, min(HATCH_WIDTH / HATCH_SHARE, point_width / 10.5))


def hatch_lines(corners: Sequence[Point], spacing: float) -> list[tuple[Point, Point]]:
    """The hatch lines inside the triangle `corners`, `HATCH_INSET` in from its sides:
    lines y = x + c on a grid of c shared by every point, `spacing` apart across them."""
    step = spacing * math.hypot(1.0, HATCH_SLOPE)  # the spacing measured along y
    offsets = [y - HATCH_SLOPE * x for x, y in corners]
    lines = []
    for k in range(math.ceil(min(offsets) / step), math.floor(max(offsets) / step) + 1):
        piece = _clip((0.0, k * step), (1.0, HATCH_SLOPE), corners, HATCH_INSET)
        if piece and math.dist(*piece) >= HATCH_SHORTEST:
            lines.append(piece)
    return lines


def _clip(origin: Point, direction: Point, corners: Sequence[Point],
          inset: float) -> tuple[Point, Point] | None:
    """The piece of the line origin + t * direction inside the convex polygon `corners`
    shrunk by `inset` (Cyrus-Beck), or None when it misses."""
    (ox, oy), (dx, dy) = origin, direction
    cx = sum(x for x, _ in corners) / len(corners)
    cy = sum(y for _, y in corners) / len(corners)
    lo, hi = -INF, INF
    for (ax, ay), (bx, by) in zip(corners, [*corners[1:], corners[0]], strict=True):
        # The edge's normal, turned to point inwards, and the line's side of the edge.
        nx, ny = ay - by, bx - ax
        length = math.hypot(nx, ny)
        nx, ny = nx / length, ny / length
        if nx * (cx - ax) + ny * (cy - ay) < 0:
            nx, ny = -nx, -ny
        start = nx * (ox - ax) + ny * (oy - ay) - inset  # >= 0 inside
        rate = nx * dx + ny * dy
        if abs(rate) < 1e-12:
            if start < 0:
                return None
        elif rate > 0:
            lo = max(lo, -start / rate)
        else:
            hi = min(hi, -start / rate)
    if lo >= hi:
        return None
    return (ox + dx * lo, oy + dy * lo), (ox + dx * hi, oy + dy * hi)


Ring = tuple[float, float, float, float]  # a setup mark: centre x, y, outer and inner radius


def point_triangles(scene: Scene, g: Geometry, pal: Palette, marks: Sequence[Ring] = ()) -> None:
    """The 24 long triangles; in a line-art theme every other one is evenly hatched.
    Their lines stop short of the setup `marks`' bands, so no line runs through a ring
    where the points narrow under a stack, and go on inside a ring's hole."""
    ink, spacing = field_ink(pal), hatch_spacing(g.point_width)  # the same for every point
    for point in range(1, POINTS + 1):
        corners = g.point_triangle(point)
        # Only the marks near this point can cut its lines: the rest are passed over
        # before the exact test, which would find they miss (see _near).
        near = _near(corners, marks, MARK_CLEARANCE)
        if not marks:
            scene.polygon(corners, fill=point_colour(point, pal), stroke=ink,
                          stroke_width=0.2, tag=f"point point-{point}")
        else:
            scene.polygon(corners, fill=point_colour(point, pal), tag=f"point point-{point}")
            for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
                for piece in _clear_of(a, b, near, MARK_CLEARANCE):
                    scene.polyline(piece, stroke=ink, stroke_width=0.2,
                                   tag=f"point-edge point-edge-{point}")
        if pal.hatch and is_first_colour(point):
            for foot, end in hatch_lines(corners, spacing):
                for piece in _clear_of(foot, end, near, MARK_CLEARANCE):
                    scene.polyline(piece, stroke=pal.hatch, stroke_width=HATCH_WIDTH,
                                   tag=f"point-hatch point-hatch-{point}")


MARK_CLEARANCE = 0.4  # mm between a setup ring's band and a line stopping short of it


def _near(corners: Sequence[Point], rings: Sequence[Ring], clearance: float) -> list[Ring]:
    """The rings (grown by `clearance`) that come within 1 mm of the box around
    `corners`. A ring farther off meets no segment inside the box: _clear_of finds no
    gap for it, or one wholly beyond the segment's ends, which leaves the pieces as they
    are; so dropping it first changes nothing drawn (the 1 mm keeps rounding out of it)."""
    x0, x1 = min(x for x, _ in corners), max(x for x, _ in corners)
    y0, y1 = min(y for _, y in corners), max(y for _, y in corners)
    reach = clearance + 1.0
    return [ring for ring in rings if x0 - ring[2] - reach <= ring[0] <= x1 + ring[2] + reach
            and y0 - ring[2] - reach <= ring[1] <= y1 + ring[2] + reach]


def _clear_of(a: Point, b: Point, rings: Sequence[Ring], clearance: float) -> list[list[Point]]:
    """The pieces of segment a-b lying off every ring's band grown by `clearance`: outside
    the ring, or inside its hole."""
    gaps: list[tuple[float, float]] = []
    for cx, cy, outer, inner in rings:
        cut = _crossing(a, b, (cx, cy), outer + clearance)
        if cut is None:
            continue
        hole = _crossing(a, b, (cx, cy), inner - clearance) if inner > clearance else None
        if hole is None:
            gaps.append(cut)
        else:
            gaps += [(cut[0], hole[0]), (hole[1], cut[1])]
    pieces, start = [], 0.0
    for lo, hi in sorted(gaps):
        if lo > start:
            pieces.append((start, min(lo, 1.0)))
        start = max(start, hi)
        if start >= 1.0:
            break
    if start < 1.0:
        pieces.append((start, 1.0))
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    return [[(ax + dx * t0, ay + dy * t0), (ax + dx * t1, ay + dy * t1)]
            for t0, t1 in pieces if t1 - t0 > 1e-6]


def _crossing(a: Point, b: Point, centre: Point, r: float) -> tuple[float, float] | None:
    """Where the line through a and b (a at 0, b at 1) enters and leaves the circle of
    radius `r` round `centre`, or None when it misses."""
    (ax, ay), (bx, by), (cx, cy) = a, b, centre
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    # Solve |a + t (b - a) - c| = r for t.
    fx, fy = ax - cx, ay - cy
    half_b = fx * dx + fy * dy
    disc = half_b * half_b - length2 * (fx * fx + fy * fy - r * r)
    if not length2 or disc <= 0:
        return None
    root = math.sqrt(disc)
    return (-half_b - root) / length2, (-half_b + root) / length2


def mark_circles(g: Geometry, counts: Counts) -> list[Ring]:
    """Where the setup marks lie: each ring setup_marks draws, its band's outer and inner
    radius."""
    r = mark_radius(g)
    return [(*mark_centre(g, index + 1, k), r + RING_WIDTH / 2, r - RING_WIDTH / 2)
            for index, pair in enumerate(counts) for count in pair
            for k in range(count if count <= 5 else 1)]


def mark_centre(g: Geometry, point: int, index: int) -> Point:
    """The centre of the `index`-th setup mark (0 at the base) on `point`: where the
    `index`-th checker stands, so the checker set there covers it."""
    return g.stack(point, index)


def mark_radius(g: Geometry) -> float:
    """The radius of a setup ring's centre line."""
    return g.radius * MARK_SCALE - RING_WIDTH / 2


def point_numbers(scene: Scene, g: Geometry, pal: Palette, size: float) -> None:
    """Point numbers 1..24 on the frame next to each point's base, seen from the near side."""
    for point in range(1, POINTS + 1):
        x = g.point_x(point)
        if g.is_top(point):
            y = g.field_top - (g.number_band - size * 0.7) / 2
        else:
            y = g.field_bottom + (g.number_band + size * 0.7) / 2
        scene.text(x, y, str(point), size=size, font="sans-bold", anchor="middle",
                   fill=pal.frame_ink)


# A setup mark is a hollow ring, two thirds of a checker across, where a checker starts:
# a printed mark, never a piece, that the checker set on it hides.
MARK_SCALE = 0.66  # the ring's outer diameter, as a share of a checker's
RING_BAND = 0.8  # mm: the band in the side's own colour
RING_EDGE = 0.2  # mm: the fine line each side of the band, so it shows on any point
RING_WIDTH = RING_BAND + 2 * RING_EDGE


def setup_marks(scene: Scene, g: Geometry, pal: Palette, counts: Counts) -> None:
    """Marks where the game's start puts the checkers: a hollow ring where each checker
    stands, its band opaque in the side's own checker colour whatever the point under it
    (two kinds, as in play), edged in an ink that shows on that point; a stack of more
    than five (a nardy head) is one ring with the count inside it."""
    ink = field_ink(pal, pal.light), field_ink(pal, pal.dark)  # each side's, worked out once
    r = mark_radius(g)
    for index, pair in enumerate(counts):
        point = index + 1
        under = point_colour(point, pal)
        for near, count in zip((True, False), pair, strict=True):
            face, edge = side_colours(pal, near)
            side = "light" if near else "dark"
            rim = readable_on(under, ink[not near], edge, pal.ink)
            for k in range(count if count <= 5 else 1):
                x, y = mark_centre(g, point, k)
                stands_for = f" setup-count-{count}" if count > 5 else ""
                scene.circle(x, y, r, stroke=rim, stroke_width=RING_WIDTH,
                             tag=f"setup-edge setup-edge-{side}")
                scene.circle(x, y, r, stroke=face, stroke_width=RING_BAND,
                             tag=f"setup-mark setup-{side}{stands_for}")
                if stands_for:
                    # The count inside the ring, in the point's own ink.
                    size = g.radius * 0.5
                    scene.text(x, y + size * 0.36, str(count), size=size, font="sans-bold",
                               anchor="middle", fill=readable_on(under, face, edge, pal.ink),
                               tag="setup-count")


def score_tracks(scene: Scene, params: BoardParams) -> None:
    """Score dots for each side, numbered so the number beside a pin is its score."""
    pal, track = params.colours, params.track
    for near in (True, False):
        side = "light" if near else "dark"
        sx, sy = track.start(near)
        scene.polygon([(sx - 2.4, sy), (sx, sy - 2.4), (sx + 2.4, sy), (sx, sy + 2.4)],
                      stroke=pal.frame_ink, stroke_width=0.4,
                      tag=f"score-start score-start-{side}")
        _track_label(scene, (sx, sy), "0", near, pal.frame_ink, bold=False)
        for k, (x, y) in enumerate(track.dots(near), start=1):
            scene.circle(x, y, 2.4, stroke=pal.frame_ink, stroke_width=0.45,
                         tag=f"score-dot score-{side}")
            scene.circle(x, y, 0.7, fill=pal.frame_ink)
            # Every dot is numbered in the frame's full ink; fives and the winning dot bold.
            strong = k % 5 == 0 or k == track.length
            _track_label(scene, (x, y), str(k), near, pal.frame_ink, bold=strong)


def _track_label(scene: Scene, dot: Point, text: str, near: bool, colour: str,
                 *, bold: bool) -> None:
    """Write a score beside its dot, on the outer side, upright for the track's owner."""
    (x, y), size, clear = dot, TRACK_TEXT, 3.4
    outward = 1.0 if near else -1.0  # a far label turns 180 degrees about its baseline
    scene.text(x, y + outward * (clear + size * 0.72), text, size=size, anchor="middle",
               font="sans-bold" if bold else "sans", fill=colour, rotate=0 if near else 180,
               tag="score-number")


def board_scene(params: BoardParams, style: BoardStyle) -> Scene:
    """Record the whole board's art in whole-board coordinates (a fresh scene of shapes
    recorded once per process for each board)."""
    scene = Scene()
    scene.shapes = list(_recorded(params, style))
    return scene


@lru_cache(maxsize=32)
def _recorded(params: BoardParams, style: BoardStyle) -> tuple[Shape, ...]:
    """The shapes of board_scene. The art is a pure function of the frozen parameters and
    style, and `printkit validate` reads the same board under each paper, theme and bleed
    (A4 and Letter draw alike) besides the build drawing it: it is drawn once. 32 holds
    every board one validation of the compendium reads."""
    g, pal = params.geometry, params.colours
    scene = Scene()
    frame_and_field(scene, g, pal, board=True)
    point_triangles(scene, g, pal, mark_circles(g, style.setup) if params.show_setup else ())
    if params.show_numbers:
        point_numbers(scene, g, pal, params.number_size)
    if params.show_setup:
        setup_marks(scene, g, pal, style.setup)
    style.arrows(scene, g, pal)
    if style.marks:
        style.marks(scene, g, pal)
    if params.show_score:
        score_tracks(scene, params)
    return tuple(scene.shapes)


# -- reading the art back, for the validator --------------------------------


def setup_layout(params: BoardParams, style: BoardStyle | None = None,
                 scene: Scene | None = None) -> Marks:
    """Return the position the printed setup marks show, read back by geometry from the
    art (`scene` when already drawn, else drawn in `style`)."""
    g = params.geometry
    found = {(point, near): 0 for point in range(1, POINTS + 1) for near in (True, False)}
    for shape in _scene(params, style, scene).shapes:
        if "setup-mark" not in shape.tag:  # most shapes: no need to split the tag
            continue
        classes = shape.tag.split()
        if "setup-mark" in classes:
            point = g.point_at(shape.xs[0], shape.ys[0])
            if point is None:
                raise ValueError(f"a setup mark at {shape.xs[0]}, {shape.ys[0]} is off the points")
            counts = [int(c.rsplit("-", 1)[1]) for c in classes if c.startswith("setup-count-")]
            found[point, "setup-light" in classes] += counts[0] if counts else 1
    return Marks(tuple((found[p, True], found[p, False]) for p in range(1, POINTS + 1)))


def printed_numbers(params: BoardParams, style: BoardStyle | None = None,
                    scene: Scene | None = None) -> list[tuple[int, str]]:
    """The point numbers as printed (in `scene`, when already drawn), each with the point
    whose base it stands at."""
    g = params.geometry
    found = []
    for shape in _scene(params, style, scene).shapes:
        if shape.kind != "text":  # only texts are read: pass over the rest before the dict
            continue
        content = dict(shape.style).get("content")
        x, y = shape.xs[0], shape.ys[0]
        near_top = g.field_top - g.number_band <= y < g.field_top
        near_bottom = g.field_bottom < y <= g.field_bottom + g.number_band
        if shape.kind == "text" and (near_top or near_bottom):
            point = g.point_at(x, g.field_top + 1 if near_top else g.field_bottom - 1)
            if point is not None:
                found.append((point, str(content)))
    return found


def _scene(params: BoardParams, style: BoardStyle | None, scene: Scene | None) -> Scene:
    """The scene given, or the board drawn in `style`."""
    if scene is not None:
        return scene
    if style is None:
        raise ValueError("give the board's style or its drawn scene")
    return board_scene(params, style)


# -- printed parts ----------------------------------------------------------


def draw(params: BoardParams, style: BoardStyle) -> Drawing:
    """Draw the whole board with a cut line around it: one piece, nothing to join."""
    g = params.geometry
    d = Drawing(g.width, g.height, name="board")
    board_scene(params, style).emit(d, -INF, INF)
    d.cut(box(g.left, g.top, g.right, g.bottom), band=halo(params.colours.frame, params.colours))
    return d


def halves(params: BoardParams, style: BoardStyle) -> tuple[Drawing, Drawing]:
    """Draw the left half (with the glue strip) and the right half, split at the bar."""
    g = params.geometry
    scene = board_scene(params, style)
    (lw, lh), (rw, rh) = params.half_sizes
    left = Drawing(lw, lh, name="board-left")
    scene.emit(left, -INF, g.join)
    # The theme's glue tint (a pale one in ink-saver), classed as glue like Drawing.glue.
    left.polygon(box(g.join, g.top, g.join + GLUE, g.bottom), fill=params.colours.glue,
                 layer="art", cls="glue")
    _strip_words(left, params)
    _join_marks(left, params, g.join, -1.0)
    band = halo(params.colours.frame, params.colours)
    left.cut(box(g.left, g.top, g.join + GLUE, g.bottom), band=band)
    shift = params.bleed - g.join
    right = Drawing(rw, rh, name="board-right")
    scene.emit(right, g.join - params.bleed, INF, shift)
    _join_marks(right, params, params.bleed, 1.0)
    right.cut(box(params.bleed, g.top, g.right + shift, g.bottom))
    if band:  # round its outer edges: its join lies on the finished board's bar
        right.band([(params.bleed, g.top), (g.right + shift, g.top),
                    (g.right + shift, g.bottom), (params.bleed, g.bottom)], band, closed=False)
    return left, right


def parts(params: BoardParams, style: BoardStyle) -> tuple[Drawing, ...]:
    """Return the drawings to print: two halves, or the whole board, as `split` says."""
    return halves(params, style) if params.split == "halves" else (draw(params, style),)


def export(params: BoardParams, style: BoardStyle) -> Drawing:
    """The board as `printkit svg` exports it: what `parts` prints, side by side."""
    drawings = parts(params, style)
    if len(drawings) == 1:
        return drawings[0]
    left, right = drawings
    d = Drawing(left.width + HALVES_GAP + right.width, max(left.height, right.height),
                name="board")
    d.place(left, 0, 0, ident="board-left")
    d.place(right, left.width + HALVES_GAP, 0, ident="board-right")
    return d


def _strip_words(d: Drawing, params: BoardParams) -> None:
    """The glue strip's words, reading up the strip: where the right half goes, in each
    half of the field, and the glue word at the middle. No line crosses the strip: a
    line there would read as a cut."""
    g = params.geometry
    # Turned a quarter anticlockwise, a line's glyphs stand to the left of its baseline.
    x = g.join + GLUE / 2 + 0.36 * STRIP_TEXT
    words = [(g.middle, params.glue_label)]
    if params.join_label:
        words += [(g.middle - g.point_length / 2 - g.gap / 2, params.join_label),
                  (g.middle + g.point_length / 2 + g.gap / 2, params.join_label)]
    for y, text in words:
        if text:
            d.text(x, y, text, size=STRIP_TEXT, anchor="middle", rotate=-90, fill=STRIP_INK)


def _join_marks(d: Drawing, params: BoardParams, x: float, side: float) -> None:
    """Marks on each half at the join, in the frame's two bands of point numbers:
    triangles whose tips meet when the halves line up (the bar between stays bare)."""
    g, pal = params.geometry, params.colours
    # A band's marks fit its row of point numbers.
    depth, half = 4.0, min(2.5, 0.4 * (g.number_band or g.band))
    for y in g.alignment_ys:
        d.polygon([(x + side * depth, y - half), (x, y), (x + side * depth, y + half)],
                  fill=pal.frame_ink, cls="align-mark")
