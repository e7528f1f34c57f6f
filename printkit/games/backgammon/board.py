"""The backgammon board: 24 points, bar, trays, setup marks and score-dot tracks.

`draw` gives the whole board; `halves` gives the two printable halves, split at
the bar with alignment marks and a glue strip; `position_diagram` draws engine
positions for the rulebook and `printkit engine diagram`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from printkit.art.canvas import Drawing, fmt
from printkit.art.component import Component, param, register
from printkit.art.palette import CLASSIC, PALETTES, Palette, find_palette, mix
from printkit.games.backgammon.board_geometry import (
    DIAGRAM_NUMBER,
    Geometry,
    Point,
    Scene,
    Track,
    arrow_polygon,
    box,
    diagram_geometry,
    outline,
)
from printkit.games.backgammon.engine import Layout, Play, Position

BLEED = 1.0  # default frame colour beyond the cut, so a slightly wide cut shows no paper
GLUE = 12.0  # width of the overlap strip on the left half
INF = float("inf")
PRINTABLE = (200.0, 269.0)  # the area inside 5 mm margins on both A4 and Letter
TRACK_BAND = 16.0  # dots for ~10 mm pyramid pins, and their small numbers


@dataclass(frozen=True)
class BoardParams:
    """Parameters of the backgammon board."""

    point_width: float = param(21.0, "width of a point at its base", unit="mm", low=12, high=30)
    frame_width: float = param(7.0, "width of the side frame", unit="mm", low=3, high=20)
    match_length: int = param(13, "score dots per player (points to win)", low=1, high=25)
    show_numbers: bool = param(True, "print point numbers 1-24 from the light side")
    show_setup: bool = param(True, "print ghost marks where the checkers start")
    show_score: bool = param(True, "print score-dot tracks for pyramid pins")
    split: str = param("halves", "print in two glued halves or whole", choices=("halves", "whole"))
    palette: str = param("classic", "color set", choices=tuple(PALETTES))
    glue_label: str = param("glue", "word printed on the glue strip of the left half")
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


def point_centre(point: int, params: BoardParams) -> Point:
    """Return the middle of `point` (1..24) in the whole-board drawing."""
    g = params.geometry
    (_, base), _, (_, tip) = g.point_triangle(point)
    return g.point_x(point), (base + tip) / 2


def point_at(x: float, y: float, params: BoardParams) -> int | None:
    """Return the point under (x, y) of the whole-board drawing, or None."""
    return params.geometry.point_at(x, y)


def point_colour(point: int, palette: Palette) -> str:
    """Return the colour of `point`: neighbours differ, and so do facing points."""
    column = 12 - point if point <= 12 else point - 13
    return palette.point_a if (column % 2 == 0) == (point >= 13) else palette.point_b


# -- assembly ---------------------------------------------------------------


def _field(scene: Scene, g: Geometry, pal: Palette, *, board: bool) -> None:
    """Frame, felt, bar and trays, the flat areas under everything else."""
    bleed = g.bleed if board else 0.0
    scene.rect(g.left - bleed, g.top - bleed, g.right - g.left + 2 * bleed,
               g.bottom - g.top + 2 * bleed, fill=pal.frame)
    scene.rect(g.field_left, g.field_top, g.bar_x - g.field_left, g.field_height,
               fill=pal.felt, stroke=pal.ink, stroke_width=0.3)
    scene.rect(g.home_left, g.field_top, g.field_right - g.home_left, g.field_height,
               fill=pal.felt, stroke=pal.ink, stroke_width=0.3)
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
                   stroke=pal.ink, stroke_width=0.3, tag="tray")


def _points(scene: Scene, g: Geometry, pal: Palette) -> None:
    """The 24 long triangles."""
    for point in range(1, 25):
        scene.polygon(g.point_triangle(point), fill=point_colour(point, pal), stroke=pal.ink,
                      stroke_width=0.2, tag=f"point point-{point}")


def _numbers(scene: Scene, g: Geometry, pal: Palette, size: float) -> None:
    """Point numbers 1..24 on the frame next to each point's base, seen from the near side."""
    for point in range(1, 25):
        x = g.point_x(point)
        if g.is_top(point):
            y = g.field_top - (g.number_band - size * 0.7) / 2
        else:
            y = g.field_bottom + (g.number_band + size * 0.7) / 2
        scene.text(x, y, str(point), size=size, font="sans-bold", anchor="middle",
                   fill=pal.frame_ink)


@dataclass(frozen=True)
class BoardStyle:
    """What a game of the backgammon family prints besides the points: where its checkers
    start, the arrows showing each side's way round, and any marks of its own."""

    setup: Layout
    arrows: Callable[[Scene, Geometry, Palette], None]
    marks: Callable[[Scene, Geometry, Palette], None] | None = None


def _setup_marks(scene: Scene, g: Geometry, pal: Palette, layout: Layout) -> None:
    """Ghost checkers (a ring in the checker's colour) where the game's start puts them; a
    stack of more than five shows five rings and its count on the fifth."""
    ring = 0.11 * g.checker
    for index, counts in enumerate(layout.points):
        point = index + 1
        under = point_colour(point, pal)
        for near, count in zip((True, False), counts, strict=True):
            colour, edge = (pal.light, pal.light_edge) if near else (pal.dark, pal.dark_edge)
            side = "light" if near else "dark"
            for k in range(min(count, 5)):
                x, y = g.stack(point, k)
                r = g.radius * 0.96 - ring / 2
                stands_for = f" setup-count-{count - 4}" if k == 4 and count > 5 else ""
                scene.circle(x, y, r, fill=mix(colour, under, 0.72), stroke=colour,
                             stroke_width=ring, tag=f"setup-mark setup-{side}{stands_for}")
                # Thin edges keep a light ring visible on a cream point.
                for rim in (r + ring / 2, r - ring / 2):
                    scene.circle(x, y, rim, stroke=pal.ink, stroke_width=0.2)
                if stands_for:
                    size = g.radius * 1.1
                    scene.text(x, y + size * 0.36, str(count), size=size, font="sans-bold",
                               anchor="middle", fill=pal.ink)


def _direction_arrows(scene: Scene, g: Geometry, pal: Palette) -> None:
    """U-turn arrows in the left tray, and an arrow into the bear-off tray for each side."""
    tw, x0 = g.tray_width, g.left_tray_x
    reach = g.point_length * 0.55
    turns = [(True, 0.28, g.field_top + reach, g.field_bottom - reach),
             (False, 0.52, g.field_bottom - reach - 0.45 * tw, g.field_top + reach + 0.45 * tw)]
    for near, inset, y_from, y_to in turns:
        colour, edge = (pal.light, pal.light_edge) if near else (pal.dark, pal.dark_edge)
        lane = [(x0 + 0.92 * tw, y_from), (x0 + inset * tw, y_from),
                (x0 + inset * tw, y_to), (x0 + 0.75 * tw, y_to)]
        # An outlined band: the edge colour drawn wide, the face colour inside it.
        for ink, width in ((edge, 0.16 * tw), (colour, 0.16 * tw - 0.7)):
            scene.polyline(lane, stroke=ink, stroke_width=width)
        scene.polygon(arrow_polygon((x0 + 0.7 * tw, y_to), (x0 + 0.92 * tw, y_to), 0.34 * tw),
                      fill=colour, stroke=edge, stroke_width=0.35)
    for near in (True, False):
        colour, edge = (pal.light, pal.light_edge) if near else (pal.dark, pal.dark_edge)
        y = g.middle + (1 if near else -1) * g.point_width * 0.9
        scene.polygon(arrow_polygon((g.tray_x + 0.15 * tw, y), (g.tray_x + 0.85 * tw, y),
                                    0.34 * tw, shaft=0.16 * tw), fill=colour, stroke=edge,
                      stroke_width=0.35)


def _tracks(scene: Scene, params: BoardParams) -> None:
    """Score dots for each side, numbered so the number beside a pin is its score."""
    pal, track = params.colours, params.track
    faint = mix(pal.frame_ink, pal.frame, 0.35)
    for near in (True, False):
        side = "light" if near else "dark"
        sx, sy = track.start(near)
        scene.polygon([(sx - 2.4, sy), (sx, sy - 2.4), (sx + 2.4, sy), (sx, sy + 2.4)],
                      stroke=faint, stroke_width=0.4, tag=f"score-start score-start-{side}")
        _track_label(scene, (sx, sy), "0", near, faint, bold=False)
        for k, (x, y) in enumerate(track.dots(near), start=1):
            scene.circle(x, y, 2.4, stroke=pal.frame_ink, stroke_width=0.45,
                         tag=f"score-dot score-{side}")
            scene.circle(x, y, 0.7, fill=pal.frame_ink)
            # Every dot is numbered; fives and the winning dot stand out.
            strong = k % 5 == 0 or k == track.length
            _track_label(scene, (x, y), str(k), near, pal.frame_ink if strong else faint,
                         bold=strong)


def _track_label(scene: Scene, dot: Point, text: str, near: bool, colour: str,
                 *, bold: bool) -> None:
    """Write a score beside its dot, on the outer side, upright for the track's owner."""
    (x, y), size, clear = dot, 2.5, 3.4
    outward = 1.0 if near else -1.0  # a far label turns 180 degrees about its baseline
    scene.text(x, y + outward * (clear + size * 0.72), text, size=size, anchor="middle",
               font="sans-bold" if bold else "sans", fill=colour, rotate=0 if near else 180)


def backgammon_style() -> BoardStyle:
    """Backgammon's start, and the two sides going round in opposite directions."""
    return BoardStyle(Position.start().layout(), _direction_arrows)


def board_scene(params: BoardParams, style: BoardStyle | None = None) -> Scene:
    """Record the whole board's art in whole-board coordinates (backgammon's by default)."""
    style = style or backgammon_style()
    g, pal = params.geometry, params.colours
    scene = Scene()
    _field(scene, g, pal, board=True)
    _points(scene, g, pal)
    if params.show_numbers:
        _numbers(scene, g, pal, params.number_size)
    if params.show_setup:
        _setup_marks(scene, g, pal, style.setup)
    style.arrows(scene, g, pal)
    if style.marks:
        style.marks(scene, g, pal)
    if params.show_score:
        _tracks(scene, params)
    return scene


def setup_layout(params: BoardParams, style: BoardStyle | None = None,
                 scene: Scene | None = None) -> Layout:
    """Return the position the printed setup marks show, read back from the art (`scene`,
    when already drawn) by geometry."""
    g = params.geometry
    found = {(point, near): 0 for point in range(1, 25) for near in (True, False)}
    for shape in (scene or board_scene(params, style)).shapes:
        classes = shape.tag.split()
        if "setup-mark" in classes:
            point = g.point_at(shape.xs[0], shape.ys[0])
            if point is None:
                raise ValueError(f"a setup mark at {shape.xs[0]}, {shape.ys[0]} is off the points")
            counts = [int(c.rsplit("-", 1)[1]) for c in classes if c.startswith("setup-count-")]
            found[point, "setup-light" in classes] += counts[0] if counts else 1
    points = tuple((found[p, True], found[p, False]) for p in range(1, 25))
    return Layout(points, (0, 0), (0, 0))


def printed_numbers(params: BoardParams, style: BoardStyle | None = None,
                    scene: Scene | None = None) -> list[tuple[int, str]]:
    """The point numbers as printed (in `scene`, when already drawn), each with the point
    whose base it stands at."""
    g = params.geometry
    found = []
    for shape in (scene or board_scene(params, style)).shapes:
        content = dict(shape.style).get("content")
        x, y = shape.xs[0], shape.ys[0]
        near_top = g.field_top - g.number_band <= y < g.field_top
        near_bottom = g.field_bottom < y <= g.field_bottom + g.number_band
        if shape.kind == "text" and (near_top or near_bottom):
            point = g.point_at(x, g.field_top + 1 if near_top else g.field_bottom - 1)
            if point is not None:
                found.append((point, str(content)))
    return found


def draw(params: BoardParams, style: BoardStyle | None = None) -> Drawing:
    """Draw the whole board with a cut line around it (wider than a page at the defaults)."""
    g = params.geometry
    d = Drawing(g.width, g.height, name="board")
    board_scene(params, style).emit(d, -INF, INF)
    d.cut(box(g.left, g.top, g.right, g.bottom))
    return d


def halves(params: BoardParams, style: BoardStyle | None = None) -> tuple[Drawing, Drawing]:
    """Draw the left half (with the glue strip) and the right half, split at the bar."""
    g, pal = params.geometry, params.colours
    scene = board_scene(params, style)
    (lw, lh), (rw, rh) = params.half_sizes
    left = Drawing(lw, lh, name="board-left")
    scene.emit(left, -INF, g.join)
    strip = box(g.join, g.top, g.join + GLUE, g.bottom)
    left.glue(strip, label="")
    for y in (g.middle - g.point_length, g.middle, g.middle + g.point_length):
        left.text(g.join + GLUE / 2 + 1.2, y, params.glue_label, size=3.4, anchor="middle",
                  rotate=90,
                  fill="#777777")
    for y in params.geometry.alignment_ys:
        left.line((g.join, y), (g.join + GLUE, y), stroke=pal.ink, stroke_width=0.2)
    _join_marks(left, params, g.join, -1.0)
    left.cut(box(g.left, g.top, g.join + GLUE, g.bottom))
    shift = params.bleed - g.join
    right = Drawing(rw, rh, name="board-right")
    scene.emit(right, g.join - params.bleed, INF, shift)
    _join_marks(right, params, params.bleed, 1.0)
    right.cut(box(params.bleed, g.top, g.right + shift, g.bottom))
    return left, right


def parts(params: BoardParams, style: BoardStyle | None = None) -> tuple[Drawing, ...]:
    """Return the drawings to print: two halves, or the whole board, as `split` says."""
    return halves(params, style) if params.split == "halves" else (draw(params, style),)


HALVES_GAP = 10.0  # between the two halves in the exported drawing


def export(params: BoardParams, style: BoardStyle | None = None) -> Drawing:
    """The board as `printkit svg board` exports it: what `parts` prints, side by side."""
    drawings = parts(params, style)
    if len(drawings) == 1:
        return drawings[0]
    left, right = drawings
    d = Drawing(left.width + HALVES_GAP + right.width, max(left.height, right.height),
                name="board")
    d.place(left, 0, 0, ident="board-left")
    d.place(right, left.width + HALVES_GAP, 0, ident="board-right")
    return d


def _join_marks(d: Drawing, params: BoardParams, x: float, side: float) -> None:
    """Triangles with their tips on the join; the two halves' tips meet when aligned."""
    g, pal = params.geometry, params.colours
    depth, half = 4.0, 2.5
    for y in params.geometry.alignment_ys:
        on_bar = g.field_top < y < g.field_bottom
        d.polygon([(x + side * depth, y - half), (x, y), (x + side * depth, y + half)],
                  fill=pal.ink if on_bar else pal.frame_ink, cls="align-mark")


# -- position diagrams ------------------------------------------------------


def position_diagram(layout: Layout, *, width: float = 120.0, play: Play | None = None,
                     numbers: bool = True, palette: Palette = CLASSIC,
                     near_moves: bool = True) -> Drawing:
    """Draw a position from the light side (at the bottom), with `play` as arrows: the light
    side's moves, or with `near_moves` False the dark side's (points in light's numbering)."""
    g = diagram_geometry(width, numbers)
    d = Drawing(g.width, g.height, name="position")
    scene = Scene()
    _field(scene, g, palette, board=False)
    _points(scene, g, palette)
    if numbers:
        _numbers(scene, g, palette, DIAGRAM_NUMBER * g.point_width)
    scene.emit(d, -INF, INF)
    _stacks(d, g, palette, layout)
    if play:
        _play_arrows(d, g, palette, layout, play, near_moves)
    return d


def _checker(d: Drawing, centre: Point, g: Geometry, pal: Palette, near: bool,
             count: str = "") -> None:
    """A checker seen from above, with its stack's count written on it when given."""
    (x, y), r = centre, g.radius
    colour, edge = (pal.light, pal.light_edge) if near else (pal.dark, pal.dark_edge)
    d.circle(x, y, r, fill=colour, stroke=pal.ink, stroke_width=0.25,
             cls=f"checker checker-{'light' if near else 'dark'}")
    d.circle(x, y, r * 0.62, stroke=edge, stroke_width=0.2)
    if count:
        size = r * 1.15
        d.text(x, y + size * 0.36, count, size=size, font="sans-bold", anchor="middle",
               fill=pal.ink if near else pal.light)


def _stacks(d: Drawing, g: Geometry, pal: Palette, layout: Layout) -> None:
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


def _play_arrows(d: Drawing, g: Geometry, pal: Palette, layout: Layout, play: Play,
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
            d.circle(end[0], end[1], g.radius * 0.92, stroke=pal.accent, stroke_width=0.3,
                     dash="1,0.7")
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
    # Leave the middle of the source checker free for a stack count.
    away = math.hypot(cx - sx, cy - sy) or 1.0
    sx, sy = sx + (cx - sx) / away * g.radius * 0.55, sy + (cy - sy) / away * g.radius * 0.55
    head = 0.5 * g.point_width
    tip = (ex - ux * land, ey - uy * land)
    neck = (tip[0] - ux * head * 0.8, tip[1] - uy * head * 0.8)
    curve = f"M{fmt(sx)},{fmt(sy)} Q{fmt(cx)},{fmt(cy)} {fmt(neck[0])},{fmt(neck[1])}"
    shaft = 0.11 * g.point_width
    for colour, width in (("#ffffff", shaft + 0.7), (pal.accent, shaft)):
        d.path(curve, stroke=colour, stroke_width=width, round_caps=True)
    d.polygon(arrow_polygon((neck[0] - ux, neck[1] - uy), tip, head * 0.75),
              fill=pal.accent, stroke="#ffffff", stroke_width=0.3, cls="play-arrow")
    d.circle(sx, sy, shaft * 1.3, fill=pal.accent)


BOARD = register(
    Component("board", "Backgammon board with setup marks and score tracks, in two halves",
              BoardParams, export)
)
