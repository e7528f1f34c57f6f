"""The Hex board: a rhombus of hexagons in a frame coloured by the owner of each edge.

Cells are pointy-topped; row r sits half a cell right of row r - 1, as the
engine numbers them. The frame is four triangles meeting at the centre: the
top and bottom ones in Black's colour (Black joins row 1 to the last row), the
left and right ones in a tone of White's (its stones' ink on their light colour, or
hatching in a line-art theme), so White's sides show on the paper as Black's do. Each
side's edge cells carry its tint too (shaded towards Black, White's own light colour;
hatched and ringed in a line-art theme), so the sides
read across the board, not only in the frame. On A4 and Letter the board prints in two
halves cut along one straight line across the board: the top half holds the
first rows and the tips of the next row's cells, the bottom half the rest and a
glue strip that the top half covers, with marks whose tips meet when the halves
lie true.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from printkit.art.boards.diagrams import coordinate_size
from printkit.art.boards.halves import HALF_NAMES, ROWS, named
from printkit.art.boards.lines import field_ink
from printkit.art.boards.points import HATCH_WIDTH, hatch_lines, hatch_spacing
from printkit.art.canvas import Drawing, Point, Text
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette, mix, readable_on
from printkit.art.parts.tokens import TokenArt
from printkit.games.hex import stones
from printkit.games.hex.engine import COLUMNS, RULES, HexPosition, cell_name
from printkit.i18n import Gettext, untranslated

if TYPE_CHECKING:
    from printkit.games.claims import Problem
    from printkit.rulebook.model import Diagram

SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True)
class BoardParams:
    """Parameters of the Hex board."""

    size: int = param(11, "cells along each edge (9 for beginners, 13 for experts)",
                      low=5, high=19)
    cell: float = param(16.0, "width of a cell, flat side to flat side", unit="mm",
                        low=8, high=40)
    band: float = param(7.0, "width of the colored frame that carries the coordinates",
                        unit="mm", low=4, high=20)
    split: str = param("halves", "print in two halves that fit together, or whole",
                       choices=("halves", "whole"))
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


@dataclass(frozen=True)
class Geometry:
    """Where every cell and the frame's corners lie, for one board."""

    size: int
    cell: float
    band: float

    @property
    def side(self) -> float:
        """A hexagon's side, which is also its centre-to-corner distance."""
        return self.cell / SQRT3

    @property
    def reach(self) -> float:
        """How far the frame's edges lie from the corner cells' centres."""
        return self.side + self.band

    def centre(self, column: int, row: int) -> Point:
        """The centre of the cell in `column` and `row` (both from 0)."""
        slant = self.reach / math.sin(math.radians(60))  # the frame's left edge, across
        x = slant + self.cell * (column + row / 2)
        return (x, self.reach + 1.5 * self.side * row)

    def hexagon(self, centre: Point, scale: float = 1.0) -> list[Point]:
        """The six corners of a pointy-topped hexagon round `centre`."""
        x, y = centre
        r = self.side * scale
        return [(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a)))
                for a in (-90, -30, 30, 90, 150, 210)]

    def frame(self) -> tuple[Point, Point, Point, Point]:
        """The frame's corners: top left, top right, bottom right, bottom left."""
        n, e = self.size - 1, self.reach
        slant = e / math.sin(math.radians(60))
        (ax, ay), (kx, _) = self.centre(0, 0), self.centre(n, 0)
        by = self.centre(0, n)[1]
        top, bottom = ay - e, by + e
        dx = (bottom - top) / math.tan(math.radians(60))  # the sides lean at 60 degrees
        left_top = ax - slant + (top - ay) / math.tan(math.radians(60))
        right_top = kx + slant + (top - ay) / math.tan(math.radians(60))
        return ((left_top, top), (right_top, top), (right_top + dx, bottom),
                (left_top + dx, bottom))

    @property
    def width(self) -> float:
        """The whole board's width."""
        return self.frame()[2][0] - self.frame()[0][0]

    @property
    def height(self) -> float:
        """The whole board's height."""
        return self.frame()[2][1] - self.frame()[0][1]

    def cut_row(self) -> int:
        """The last row (from 0) of the top half."""
        return (self.size - 1) // 2

    def join(self) -> float:
        """The straight line between the halves: through the lowest corners of the top
        half's last row, so its cells stay whole and the next row's tips go with them."""
        return self.centre(0, self.cut_row())[1] + self.side

    def seam(self) -> list[Point]:
        """Where the halves meet, left to right: along the cells' edges between the top
        half's last row and the next, so no cell is cut (a straight cut took the tips of
        every cell of the next row), and level with those edges' upper corners across
        White's bands."""
        row, level = self.cut_row(), self.join() - self.side / 2
        points = [(self.edges(level)[0], level)]
        for column in range(self.size):
            corners = self.hexagon(self.centre(column, row))
            points += [corners[4], corners[3]]  # its lower left corner, then its foot
        return [*points, self.hexagon(self.centre(self.size - 1, row))[2],
                (self.edges(level)[1], level)]

    def edges(self, y: float) -> tuple[float, float]:
        """Where the frame's left and right sides cross the level `y`."""
        tl, tr, br, bl = self.frame()
        return (tl[0] + (y - tl[1]) * (bl[0] - tl[0]) / (bl[1] - tl[1]),
                tr[0] + (y - tr[1]) * (br[0] - tr[0]) / (br[1] - tr[1]))

    def band_middle(self, y: float) -> tuple[float, float]:
        """Where the middles of White's left and right bands cross the level `y`: the line
        the row numbers stand on."""
        row = self.cut_row()
        (lx, ly), (rx, _) = self.centre(0, row), self.centre(self.size - 1, row)
        across = (self.cell / 2 + self.reach / math.sin(math.radians(60))) / 2
        lean = (y - ly) / math.tan(math.radians(60))
        return (lx - across + lean, rx + across + lean)


def _clip(subject: Sequence[Point], clip: Sequence[Point]) -> list[Point]:
    """The part of polygon `subject` inside convex polygon `clip` (Sutherland-Hodgman)."""

    def inside(p: Point, a: Point, b: Point) -> bool:
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0

    def cross(p: Point, q: Point, a: Point, b: Point) -> Point:
        dx, dy = q[0] - p[0], q[1] - p[1]
        ex, ey = b[0] - a[0], b[1] - a[1]
        across = dx * ey - dy * ex
        if abs(across) < 1e-12:  # a side running along the clip edge: it meets it at q
            return q
        t = ((a[0] - p[0]) * ey - (a[1] - p[1]) * ex) / across
        return (p[0] + t * dx, p[1] + t * dy)

    out = list(subject)
    for a, b in zip(clip, [*clip[1:], clip[0]], strict=True):
        if not out:
            break
        given, out = out, []
        for p, q in zip(given, [*given[1:], given[0]], strict=True):
            if inside(q, a, b):
                if not inside(p, a, b):
                    out.append(cross(p, q, a, b))
                out.append(q)
            elif inside(p, a, b):
                out.append(cross(p, q, a, b))
    return out


def _colours(pal: Palette) -> dict[str, str]:
    """Black's and White's frame colours, the cells' colour, and each side's edge cells'
    tint: Black's a shade towards its stones, White's its stones' own light colour, both
    apart from the mid-tone cells between them."""
    cell = pal.cell or mix(pal.light, pal.felt, CELL_TONE)
    # White's frame: a tone of its stones' own ink on their light colour, so it shows on
    # the paper as Black's does, yet stays far lighter than Black's (plain light in a
    # line-art theme, which hatches it instead).
    band = pal.light if pal.hatch else mix(pal.light, pal.light_edge, WHITE_BAND)
    return {"b": pal.dark, "w": band, "cell": cell,
            "tint-b": mix(cell, pal.dark, EDGE_SHADE), "tint-w": pal.light}


# The cells: this far from the light stones towards the felt (unless the palette names
# them), so White's light edge cells stand out from them as Black's shaded ones do.
CELL_TONE = 0.6
EDGE_SHADE = 0.45  # Black's edge cells: this far from the cells towards Black's colour
WHITE_BAND = 0.3  # White's frame: this far from its stones' colour towards their ink
EDGE_RING = 0.62  # a line-art White edge cell's ring, as a share of the cell (its stones')


def _owners(g: Geometry, column: int, row: int) -> str:
    """The sides whose edge the cell lies on: "b" on the first and last rows (Black
    joins them), "w" on the first and last columns, both in a corner."""
    last = g.size - 1
    return ("b" if row in (0, last) else "") + ("w" if column in (0, last) else "")


def _edge_cell(d: Drawing, whole: list[Point], outline: list[Point], owners: str,
               triangles: list[tuple[str, list[Point]]], pal: Palette, cell: float) -> None:
    """An edge cell's ground (the cell `whole`, as far as it lies in `outline`), each part
    in the tint of the side whose frame triangle it lies in (a corner cell is split along
    the line between two sides' frames): a flat tint, or in a line-art theme, hatching
    for Black and a ring like a White stone's for White."""
    colours = _colours(pal)
    for owner, triangle in triangles:
        if owner not in owners:
            continue
        # Without repeated corners (a cell's corner on the triangle's side comes out twice).
        clipped = _clip(_clip(whole, outline), triangle)
        piece = [p for p, q in zip(clipped, [*clipped[1:], *clipped[:1]], strict=True)
                 if math.dist(p, q) > 1e-9]
        if len(piece) < 3 or _area(piece) < 1e-6:
            continue
        if not pal.hatch:
            d.polygon(piece, fill=colours[f"tint-{owner}"], cls=f"side-tint side-tint-{owner}")
        elif owner == "b":
            for start, end in hatch_lines(piece, hatch_spacing(cell)):
                d.line(start, end, stroke=pal.hatch, stroke_width=HATCH_WIDTH,
                       cls="side-tint side-tint-b")
        else:  # the whole cell's ring, as far as it lies in White's triangle and on the half
            cx = sum(x for x, _ in whole) / len(whole)
            cy = sum(y for _, y in whole) / len(whole)
            ring = [(cx + (x - cx) * EDGE_RING, cy + (y - cy) * EDGE_RING) for x, y in whole]
            for a, b in zip(ring, [*ring[1:], ring[0]], strict=True):
                side = _clip_segment(a, b, triangle)
                side = side and _clip_segment(*side, outline)
                if side is not None:
                    d.line(*side, stroke=pal.hatch, stroke_width=HATCH_WIDTH,
                           cls="side-tint side-tint-w")


def _clip_segment(a: Point, b: Point, clip: Sequence[Point]) -> tuple[Point, Point] | None:
    """The part of segment a-b inside the clockwise convex polygon `clip`, if any."""
    lo, hi = 0.0, 1.0
    for p, q in zip(clip, [*clip[1:], clip[0]], strict=True):
        # Inside is where the cross product is >= 0, as in _clip.
        def side(r: Point, p: Point = p, q: Point = q) -> float:
            return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

        sa, sb = side(a), side(b)
        if sa < 0 and sb < 0:
            return None
        if sa < 0 or sb < 0:
            t = sa / (sa - sb)
            lo, hi = (max(lo, t), hi) if sa < 0 else (lo, min(hi, t))
    if hi - lo < 1e-6:
        return None
    return ((a[0] + lo * (b[0] - a[0]), a[1] + lo * (b[1] - a[1])),
            (a[0] + hi * (b[0] - a[0]), a[1] + hi * (b[1] - a[1])))


def _area(points: Sequence[Point]) -> float:
    """A polygon's area (shoelace)."""
    return abs(sum(a[0] * b[1] - b[0] * a[1]
                   for a, b in zip(points, [*points[1:], points[0]], strict=True))) / 2


# The strip of the bottom half that goes under the top half, and the registration marks.
GLUE = 12.0
MARK_DEPTH, MARK_HALF = 2.4, 1.6
# How far the marks stand from the middle of White's bands, toward their outer edge: clear
# of row 6's number beside them (rev16: 1 mm aside, a wider mark touched the 6).
MARK_ASIDE = 1.8
GLUE_TEXT = 3.4  # the word on the strip
WHITE_RIM = 0.5  # the least outline of a white stone, mm (a diagram's stones are ~3 mm)
# Rulebook diagrams: a band this many times as wide as its coordinates.
DIAGRAM_BAND = 2.4
# Along the top half's zigzag cut, past it: the cells' edges' colour this wide (mm), as far
# as a careful cut strays; the teeth beyond are left bare card (WASTE), read as waste.
SEAM_BAND = 0.8
WASTE = "#ffffff"
END_BLEED = 1.0  # the frame's colour past the straight cuts at the top half's two ends
HAIR = 0.3  # the waste runs this far past the art's edge: no sliver of the art shows


def _draw(d: Drawing, g: Geometry, outline: list[Point], rows: range, pal: Palette,
          shift: Point, *, numbered: range | None = None, text: float | None = None,
          upright: bool = False, border: Sequence[Point] | None = None) -> None:
    """The frame inside `outline` (a convex polygon), edged along `border` (by default the
    outline), the cells of `rows` (those the outline cuts, only as far as it goes) and the
    coordinates of the `numbered` rows, moved by `shift`."""
    sx, sy = shift

    def moved(points: Sequence[Point]) -> list[Point]:
        return [(x + sx, y + sy) for x, y in points]

    colours = _colours(pal)
    triangles = _triangles(g)
    for owner, triangle in triangles:
        piece = _clip(outline, triangle)
        if len(piece) >= 3:
            d.polygon(moved(piece), fill=colours[owner], cls=f"edge edge-{owner}")
            if owner == "w" and pal.hatch:  # line art: White's frame hatched, Black's grey
                corners = [p for p, q in zip(piece, [*piece[1:], piece[0]], strict=True)
                           if math.dist(p, q) > 1e-9]  # a corner the clip repeats, once
                for start, end in hatch_lines(moved(corners), hatch_spacing(g.cell)):
                    d.line(start, end, stroke=pal.hatch, stroke_width=HATCH_WIDTH,
                           cls="edge-hatch edge-hatch-w")
    d.polygon(moved(border or outline), stroke=pal.ink, stroke_width=0.35)
    top, bottom = min(y for _, y in outline), max(y for _, y in outline)
    for row in rows:
        for column in range(g.size):
            corners = g.hexagon(g.centre(column, row))
            name = f"{COLUMNS[column]}{row + 1}"
            whole = top - 1e-6 <= min(y for _, y in corners) \
                and max(y for _, y in corners) <= bottom + 1e-6
            # A cell the cut crosses: the part on this side of it.
            shape = corners if whole else _clip(corners, outline)
            cls = f"cell cell-{name}" if whole else f"cell-part cell-part-{name}"
            _cell(d, g, (column, row), moved(shape), cls, moved(corners), moved(outline),
                  [(o, moved(t)) for o, t in triangles], pal)
    if numbered is None or len(numbered):
        size = text if text is not None else coordinate_size_of(g)
        _coordinates(d, g, rows if numbered is None else numbered, pal, shift, size, upright)


def _triangles(g: Geometry) -> list[tuple[str, list[Point]]]:
    """The frame's four triangles meeting at the board's centre, each with the side that
    owns it: Black's top and bottom, White's right and left. Each is listed clockwise (on
    the page, y down) so _clip keeps its inside."""
    tl, tr, br, bl = g.frame()
    middle = ((tl[0] + br[0]) / 2, (tl[1] + br[1]) / 2)
    return [("b", [tl, tr, middle]), ("w", [tr, br, middle]),
            ("b", [br, bl, middle]), ("w", [bl, tl, middle])]


def _cell(d: Drawing, g: Geometry, at: tuple[int, int], shape: list[Point], cls: str,
          corners: list[Point], outline: list[Point],
          triangles: list[tuple[str, list[Point]]], pal: Palette) -> None:
    """The cell in column and row `at` as `shape` (its `corners`, or the part of them a
    cut leaves inside `outline`), in its side's tint if it lies on one side's edge."""
    colours, owners = _colours(pal), _owners(g, *at)
    # A cell on one side's edge is its tint all over; a corner cell, shared, is the plain
    # cells' colour under its two sides' halves.
    fill = colours[f"tint-{owners}"] if len(owners) == 1 and not pal.hatch \
        else colours["cell"]
    d.polygon(shape, fill=fill, stroke=field_ink(pal), stroke_width=0.3, cls=cls)
    if owners and (pal.hatch or len(owners) == 2):
        _edge_cell(d, corners, outline, owners, triangles, pal, g.cell)
        d.polygon(shape, stroke=field_ink(pal), stroke_width=0.3)


def _coordinates(d: Drawing, g: Geometry, rows: range, pal: Palette, shift: Point,
                 size: float, upright: bool, columns: range | None = None) -> None:
    """Column letters in Black's bands, row numbers in White's, each on its own side; the
    far band's letters turned to face the player there, unless `upright` (a diagram,
    read from one side). For a window's `columns` and `rows`, its letters above and below
    it and its numbers either side, in ink on the paper where it does not meet the
    board's edge."""
    sx, sy = shift
    last = g.size - 1
    on_black = readable_on(pal.dark, pal.light, "#ffffff", "#000000")
    band = _colours(pal)["w"]
    on_white = readable_on(band, pal.ink, "#000000")
    offset = g.side + g.band / 2
    ends = (rows[0], rows[-1]) if columns else (0, last)
    columns = columns or range(g.size)
    for column in columns:
        for row, dy, turn in ((ends[0], -offset, 0 if upright else 180), (ends[1], offset, 0)):
            if row in rows:
                x, y = g.centre(column, row)
                d.text(x + sx, y + dy + sy + size * 0.35 * (1 if turn == 0 else -1),
                       COLUMNS[column], size=size, anchor="middle", font="sans-bold",
                       fill=on_black if row in (0, last) else pal.ink, rotate=turn)
    across = (g.cell / 2 + g.reach / math.sin(math.radians(60))) / 2
    for row in rows:
        for column, dx in ((columns[0], -across), (columns[-1], across)):
            x, y = g.centre(column, row)
            edge = column in (0, last)
            if edge and pal.hatch:  # a plain plate under the number, clear of the hatching
                d.circle(x + dx + sx, y + sy, 0.75 * size, fill=band, cls="number-plate")
            d.text(x + dx + sx, y + size * 0.35 + sy, str(row + 1), size=size,
                   anchor="middle", font="sans-bold", fill=on_white if edge else pal.ink)


def draw(params: BoardParams) -> Drawing:
    """The whole board (for A3 and for `printkit svg hex-board --split whole`), or both
    halves one above the other, as they are cut."""
    if params.split == "halves":
        top, bottom = halves(params)
        d = Drawing(max(top.width, bottom.width), top.height + bottom.height + 4,
                    name="hex-board")
        d.place(top, 0, 0)
        d.place(bottom, 0, top.height + 4)
        return d
    g = Geometry(params.size, params.cell, params.band)
    d = Drawing(g.width, g.height, name="hex-board")
    outline = list(g.frame())
    shift = (-outline[0][0], -outline[0][1])
    _draw(d, g, outline, range(g.size), find_palette(params.palette), shift)
    d.cut([(x + shift[0], y + shift[1]) for x, y in outline])
    return d


def halves(params: BoardParams, glue_label: str = "glue",
           gettext: Gettext = untranslated) -> tuple[Drawing, Drawing]:
    """The top half, cut along the seam below its last row (see Geometry.seam), and the
    bottom half, whose glue strip reaches up under the top half (its label `glue_label`)
    and carries the half's name and rows in the words of `gettext`, off the playing
    surface."""
    (top, _), (bottom, _), names = _cut_halves(params, glue_label, gettext)
    # Each half's name on the waste too, read as the halves are cut out (the top half has
    # no strip to carry it).
    return named(top, names[0]), named(bottom, names[1])


def _cut_halves(params: BoardParams, glue_label: str = "glue",
                gettext: Gettext = untranslated
                ) -> tuple[tuple[Drawing, Point], tuple[Drawing, Point], list[str]]:
    """The halves of `halves`, each with where its drawing's top left lies on the whole
    board, before their names; and their names."""
    g = Geometry(params.size, params.cell, params.band)
    pal = find_palette(params.palette)
    tl, tr, br, bl = g.frame()
    join, cut, seam = g.join(), g.cut_row(), g.seam()
    (left, level), (right, _) = seam[0], seam[-1]
    # The strip stands straight up from the left corner, inside the top half's slanting
    # side, and leans a little more than the right side, so none of it shows; its foot
    # follows the seam, under the top half's edge.
    top_of_strip = join - GLUE
    strip = [(left, top_of_strip), (g.edges(top_of_strip)[1] - 1.5, top_of_strip),
             *reversed(seam)]
    # Past the seam's teeth, down to the top half's straight art edge, bare card, so the
    # teeth read as waste (printed dark, they read as part of the board: reviews s18,
    # s19); along the seam a band of the cells' edges' colour SEAM_BAND wide, so a cut a
    # little wide still reads as a cell's edge on the half it lies on.
    teeth = [*seam[1:-1], (seam[-2][0], join + HAIR), (seam[1][0], join + HAIR)]
    # Under the frame's two straight ends, the frame's colour stops END_BLEED past the
    # cut: run down to the art's edge, it read as part of the half (review s23).
    low, (x_left, x_right), foot = level + END_BLEED, g.edges(join), join + HAIR
    ends = [[(x_left - END_BLEED, low), (seam[1][0], low), (seam[1][0], foot),
             (x_left - END_BLEED, foot)],
            [(seam[-2][0], low), (x_right + END_BLEED, low), (x_right + END_BLEED, foot),
             (seam[-2][0], foot)]]
    top = _half(g, pal, "hex-board-top", [tl, tr, (x_right, join), (x_left, join)],
                [tl, tr, *reversed(seam)], range(0, cut + 1), range(0, cut + 1), -1.0,
                level, bleed=teeth, waste=ends)
    bottom = _half(g, pal, "hex-board-bottom", [(left, level), (right, level), br, bl],
                   [bl, strip[-1], *strip[:3], br], range(cut + 1, g.size),
                   range(cut + 1, g.size), 1.0, level)
    # The strip, on the bottom half: tinted for glue and labelled along its length.
    lx, ly = -left, -top_of_strip
    bottom.glue([(x + lx, y + ly) for x, y in strip], label="")
    # "glue" near the strip's ends and the half's name and rows between them, all on the
    # strip's straight band above the seam, which the top half covers: no word of it is
    # left on the finished board.
    names = [f"{gettext(HALF_NAMES[half])} · {gettext(ROWS).format(first=first, last=last)}"
             for half, first, last in (("top", 1, cut + 1), ("bottom", cut + 2, g.size))]
    for t, text in ((0.2, glue_label), (0.5, names[1]), (0.8, glue_label)):
        bottom.text(left + lx + t * (right - left), (level - top_of_strip) / 2
                    + 0.35 * GLUE_TEXT, text, size=GLUE_TEXT, anchor="middle", fill="#777777")
    return (top, tl), (bottom, (left, top_of_strip)), names


def seam_band(teeth: list[Point]) -> list[Point]:
    """The band SEAM_BAND wide along the seam's zigzag on the waste side of `teeth` (the
    zigzag, then the straight edge below it, two points): each edge of the zigzag leans
    30 degrees, so the band is SEAM_BAND / cos 30 deep, down to the straight edge."""
    zigzag, edge = teeth[:-2], teeth[-1][1]
    deep = SEAM_BAND / math.cos(math.radians(30))
    return [*zigzag, *((x, min(y + deep, edge)) for x, y in reversed(zigzag))]


def coordinate_size_of(g: Geometry) -> float:
    """The size of the board's own coordinates (see _draw)."""
    return min(0.5 * g.band, 0.3 * g.cell)


def _half(g: Geometry, pal: Palette, name: str, art: list[Point], cut_line: list[Point],
          rows: range, numbered: range, side: float, level: float,
          bleed: list[Point] | None = None, waste: Sequence[list[Point]] = ()) -> Drawing:
    """One half: the board inside `art`, cut along `cut_line`, with `bleed` (if any) in
    the cells' edge colour, `waste` left bare card, and its registration marks
    (triangles with their tips on the seam's `level` across White's bands, pointing at
    it from this `side`: -1 above)."""
    xs, ys = [p[0] for p in cut_line], [p[1] for p in cut_line]
    d = Drawing(max(xs) - min(xs), max(ys) - min(ys), name=name)
    shift = (-min(xs), -min(ys))
    _draw(d, g, art, rows, pal, shift, numbered=numbered, border=cut_line)
    def moved(points: list[Point]) -> list[Point]:
        return [(x + shift[0], y + shift[1]) for x, y in points]

    if bleed:
        d.polygon(moved(bleed), fill=WASTE, cls="seam-waste")
        d.polygon(moved(seam_band(bleed)), fill=field_ink(pal), cls="seam-bleed")
    for area in waste:
        d.polygon(moved(area), fill=WASTE, cls="seam-waste")
    for x in g.band_middle(level):
        # Off the middle, away from where the next row's number leans.
        tip = (x - MARK_ASIDE + shift[0], level + shift[1])
        base = tip[1] + side * MARK_DEPTH
        d.polygon([tip, (tip[0] - MARK_HALF, base), (tip[0] + MARK_HALF, base)],
                  fill=pal.ink, cls="align-mark")
    d.cut([(x + shift[0], y + shift[1]) for x, y in cut_line])
    return d


def stone(d: Drawing, centre: Point, width: float, black: bool, pal: Palette,
          fill: str | None = None) -> None:
    """A round stone `width` across, as the stone sheet prints it, in Black's or White's
    colour (or a `fill` of its own)."""
    # Outlined in full ink (no cut to mistake it for here); a white stone's stones.RIM of
    # its width, never under WHITE_RIM, so that it shows on White's edge cells, which
    # share its colour, in a diagram a few centimetres wide.
    rim = 0.35 if black else max(stones.OUTLINE, stones.RIM * width, WHITE_RIM)
    stones.face(d, centre, width, black, pal, outline=(pal.ink, rim), fill=fill)


def window_of(text: str, size: int) -> tuple[range, range]:
    """The columns and rows (from 0) of a diagram's window, two corner cells like 'a1-f6'
    (either corner first); ValueError if either is off a board of `size`, or `text` is
    no window."""
    if text.count("-") != 1:
        raise ValueError("a view is 'halves' or a window, two corner cells like 'a1-f6'")
    cells = []
    for name in text.split("-"):
        column, row = COLUMNS.find(name[:1]), int(name[1:]) - 1 if name[1:].isdigit() else -1
        if not (0 <= column < size and 0 <= row < size):
            raise ValueError(f"{name} is not a cell of the {size} x {size} board")
        cells.append((column, row))
    (c0, r0), (c1, r1) = cells
    return range(min(c0, c1), max(c0, c1) + 1), range(min(r0, r1), max(r0, r1) + 1)


def view_problems(block: Diagram) -> list[Problem]:
    """What is wrong with a diagram's view: the halves on a paper that prints the board
    whole, or shown with stones; a window with a corner off the board, or without a cell
    the caption or a claim names, or the play fills or empties (the reader would look for
    it in vain)."""
    line = block.line_of("view")
    if block.view == "halves":
        if not block.papers or block.papers - set(HALVES_ON):
            return [(line, f"view halves: the board comes in halves only on "
                           f"{' and '.join(HALVES_ON)}: say so with 'paper: "
                           f"{' '.join(HALVES_ON)}'")]
        if block.position != "start" or block.play:
            return [(line, "view halves shows the empty board: position start, no play")]
        return []
    try:
        position = RULES.parse_position(block.position) if block.position != "start" \
            else RULES.start()
        after = RULES.play(position, block.play) if block.play else position
    except ValueError:
        return []  # the engine's own check of the block names what is wrong
    try:
        columns, rows = window_of(block.view or "", position.size)
    except ValueError as error:
        return [(line, f"view {block.view}: {error}")]
    cited = set(_CELL_NAME.findall(" ".join(
        [block.caption or "", *(value for _, value in block.claims)])))
    # The cells the play fills or empties (a swap's two among them).
    cited |= {cell_name(i, position.size) for i, (a, b)
              in enumerate(zip(position.cells, after.cells, strict=True)) if a != b}
    outside = sorted(n for n in cited if COLUMNS.index(n[0]) not in columns
                     or int(n[1:]) - 1 not in rows)
    return [(line, f"view {block.view} leaves out {', '.join(outside)}, which the "
                   "diagram names or plays")] if outside else []


_CELL_NAME = re.compile(r"\b[a-z](?:[1-9][0-9]?)\b")


def diagram(position: HexPosition, move: str | None, width: float,
            palette: str = "classic", *, upright: bool = True,
            view: str | None = None) -> Drawing:
    """A rulebook diagram `width` mm wide: the board with upright coordinates of 5 pt or more,
    its stones, and the cell played ringed; a swap shows the stone it takes away in its own
    colour, crossed out, and an arrow to the stone that replaces it (a faded stone would
    read as a stone of neither colour, the colour of Black's edge cells); not `upright`,
    the far band's letters turned round, as printed (a cover). With a `view`, a window
    ('c1-h6': only that region of the board, drawn larger, see _window) or 'halves' (the
    halves being joined, see joining)."""
    if view == "halves":
        return joining(palette)
    n = position.size
    window = view
    columns, rows = window_of(window, n) if window else (range(n), range(n))
    text = coordinate_size(width)
    band = DIAGRAM_BAND * text
    # The width is the cells' share, which grows with the cell, and the bands' share.
    per_cell, per_band = (_wide(Geometry(n, 1.0, 0.0), columns, rows),
                          _wide(Geometry(n, 0.0, 1.0), columns, rows))
    cell = (width - band * per_band) / per_cell
    g = Geometry(n, cell, band)
    pal = find_palette(palette)
    outline = list(_window_frame(g, columns, rows) if window else g.frame())
    shift = (-outline[0][0], -outline[0][1])
    d = Drawing(outline[2][0] - outline[0][0], outline[2][1] - outline[0][1],
                name="hex-diagram")
    if window:
        _window(d, g, columns, rows, pal, shift, text)
    else:
        _draw(d, g, outline, range(n), pal, shift, text=text, upright=upright)

    def at(index: int) -> Point:
        x, y = g.centre(index % n, index // n)
        return (x + shift[0], y + shift[1])

    def shown(index: int) -> bool:
        return index % n in columns and index // n in rows

    # The position after the move: a swap's stone replaced, a played stone drawn in its cell
    # (the ring marks it as the new one).
    after = RULES.play(position, move) if move else position
    for index, (was, now) in enumerate(zip(position.cells, after.cells, strict=True)):
        if not shown(index):
            continue
        if now in "bw":
            stone(d, at(index), 0.82 * cell, now == "b", pal)
        elif was in "bw":  # taken away by the swap: still its colour, crossed out
            stone(d, at(index), 0.82 * cell, was == "b", pal)
            _cross(d, at(index), cell, pal)
    if move == "swap":
        gone = [i for i, (a, b) in enumerate(zip(position.cells, after.cells, strict=True))
                if a in "bw" and a != b]
        came = [i for i, (a, b) in enumerate(zip(position.cells, after.cells, strict=True))
                if b in "bw" and a != b]
        for start, end in zip(gone, came, strict=False):
            _arrow(d, at(start), at(end), cell, pal)
    elif move:
        column, row = COLUMNS.index(move[0]), int(move[1:]) - 1
        x, y = g.centre(column, row)
        # Round the new stone, clear of its corners and of the next cells' stones.
        d.circle(x + shift[0], y + shift[1], 0.52 * cell, stroke=pal.accent,
                 stroke_width=0.1 * cell, cls="move-ring")
    return d


# The papers the board is printed on in halves (kit.py's board_params); elsewhere whole.
HALVES_ON = ("a4", "letter")
# The join's picture: the halves drawn with cells JOIN_CELL wide and bands JOIN_BAND deep
# (in the kit's own proportions, a column's width would shrink their marks out of sight),
# the top half JOIN_LIFT above its place over the strip.
JOIN_CELL, JOIN_BAND, JOIN_LIFT = 8.0, 4.0, 14.0


def joining(palette: str = "classic") -> Drawing:
    """The rulebook's picture of the board's join: the bottom half as printed, its gray
    strip up, and the top half above it, on its way down over the strip, an arrow from
    each of its marks to the bottom half's; without their words, too small to read at
    this size (review s20: the join was told in one sentence, never pictured)."""
    params = BoardParams(cell=JOIN_CELL, band=JOIN_BAND, palette=palette)
    (top, (tx, ty)), (bottom, (bx, by)), _ = _cut_halves(params)
    x0 = min(tx, bx)
    d = Drawing(max(tx + top.width, bx + bottom.width) - x0,
                by + bottom.height + JOIN_LIFT - ty, name="hex-join")
    d.place(_wordless(bottom), bx - x0, by - ty + JOIN_LIFT)
    d.place(_wordless(top), tx - x0, 0.0)
    g, pal = Geometry(params.size, params.cell, params.band), find_palette(palette)
    level = g.join() - g.side / 2  # the seam's level across White's bands, where the marks point
    for x in g.band_middle(level):
        tip_x = x - MARK_ASIDE - x0
        start, end = (tip_x, level - ty + 1.0), (tip_x, level - ty + JOIN_LIFT - 1.0)
        d.line(start, (end[0], end[1] - 3.0), stroke=pal.accent, stroke_width=1.2,
               cls="move-arrow")
        d.polygon([end, (end[0] - 2.0, end[1] - 3.5), (end[0] + 2.0, end[1] - 3.5)],
                  fill=pal.accent, cls="move-arrow-head")
    return d


def _wordless(drawing: Drawing) -> Drawing:
    """`drawing` without its words, its cut lines drawn as art (a picture, not a part)."""
    out = Drawing(drawing.width, drawing.height, name=drawing.name)
    for layer, shapes in drawing.layers.items():
        out.layers["art" if layer == "cut" else layer] += [
            shape for shape in shapes if not isinstance(shape, Text)]
    return out


def _wide(g: Geometry, columns: range, rows: range) -> float:
    """How wide the frame round the cells of `columns` and `rows` is (the whole board's
    width for all of them)."""
    if len(columns) == len(rows) == g.size:
        return g.width
    tl, _, br, _ = _window_frame(g, columns, rows)
    return br[0] - tl[0]


def _window_frame(g: Geometry, columns: range, rows: range, reach: float | None = None
                  ) -> tuple[Point, Point, Point, Point]:
    """The frame's corners (top left, top right, bottom right, bottom left) round the
    cells of `columns` and `rows`, `reach` from their centres, as far as the whole
    board's frame is from its corner cells by default (the whole board's own frame, for
    every column and row)."""
    e = g.reach if reach is None else reach
    lean = e / SQRT3
    (x0, top), (x1, _) = g.centre(columns[0], rows[0]), g.centre(columns[-1], rows[0])
    (x2, bottom), (x3, _) = g.centre(columns[-1], rows[-1]), g.centre(columns[0], rows[-1])
    return ((x0 - 3 * lean, top - e), (x1 + lean, top - e), (x2 + 3 * lean, bottom + e),
            (x3 - lean, bottom + e))


def _window(d: Drawing, g: Geometry, columns: range, rows: range, pal: Palette,
            shift: Point, size: float) -> None:
    """A region of the board, its cells whole, in a frame as wide as the board's: in the
    owner's colour where the region meets the board's edge, bare paper where the board
    goes on (an ink line there would read as the board's edge), with the region's own
    coordinates in it."""
    sx, sy = shift

    def moved(points: Sequence[Point]) -> list[Point]:
        return [(x + sx, y + sy) for x, y in points]

    colours, last = _colours(pal), g.size - 1
    outer = _window_frame(g, columns, rows)
    # The frame's inner edge runs through the cells' outer corners' middles, so that the
    # band shows between the cells' tips, as on the board.
    inner = _window_frame(g, columns, rows, g.side / 2)
    sides = (("b", rows[0] == 0), ("w", columns[-1] == last), ("b", rows[-1] == last),
             ("w", columns[0] == 0))
    for index, (owner, edge) in enumerate(sides):
        if not edge:
            continue
        band = [outer[index], outer[(index + 1) % 4], inner[(index + 1) % 4], inner[index]]
        d.polygon(moved(band), fill=colours[owner], cls=f"edge edge-{owner}")
        if owner == "w" and pal.hatch:
            for start, end in hatch_lines(moved(band), hatch_spacing(g.cell)):
                d.line(start, end, stroke=pal.hatch, stroke_width=HATCH_WIDTH,
                       cls="edge-hatch edge-hatch-w")
        d.line(*moved([outer[index], outer[(index + 1) % 4]]), stroke=pal.ink,
               stroke_width=0.35)
    # The whole board's frame triangles, for its corner cells' split tints.
    triangles = [(o, moved(t)) for o, t in _triangles(g)]
    whole = moved(g.frame())
    for row in rows:
        for column in columns:
            corners = moved(g.hexagon(g.centre(column, row)))
            _cell(d, g, (column, row), corners, f"cell cell-{COLUMNS[column]}{row + 1}",
                  corners, whole, triangles, pal)
    _coordinates(d, g, rows, pal, shift, size, True, columns)


def _arrow(d: Drawing, start: Point, end: Point, cell: float, pal: Palette) -> None:
    """An arrow from one stone's cell to another's, stopping at the edge of each stone."""
    (sx, sy), (ex, ey) = start, end
    length = math.hypot(ex - sx, ey - sy)
    ux, uy = (ex - sx) / length, (ey - sy) / length
    gap, head = 0.45 * cell, 0.45 * cell
    tail, tip = (sx + ux * gap, sy + uy * gap), (ex - ux * gap, ey - uy * gap)
    neck = (tip[0] - ux * head, tip[1] - uy * head)
    d.line(tail, neck, stroke=pal.accent, stroke_width=0.12 * cell, cls="move-arrow")
    px, py = -uy * head * 0.55, ux * head * 0.55
    d.polygon([tip, (neck[0] + px, neck[1] + py), (neck[0] - px, neck[1] - py)],
              fill=pal.accent, cls="move-arrow-head")


def _cross(d: Drawing, centre: Point, cell: float, pal: Palette) -> None:
    """A cross over a stone a diagram shows taken away, in the colour of the move marks."""
    x, y = centre
    arm = 0.26 * cell
    for dx in (-arm, arm):
        d.line((x - dx, y - arm), (x + dx, y + arm), stroke=pal.accent,
               stroke_width=0.1 * cell, cls="removed")


def _black(d: Drawing, centre: Point, width: float, pal: Palette) -> None:
    stone(d, centre, width, True, pal)


def _white(d: Drawing, centre: Point, width: float, pal: Palette) -> None:
    stone(d, centre, width, False, pal)


# Each colour's stone as a diagram draws it (a compendium's diagrams of the games sharing
# Hex's stones too); the stone sheet draws its own faces (stones.py).
STONE_ART: dict[str, TokenArt] = {"black": _black, "white": _white}


BOARD = register(Component("hex-board", "Hex board: a rhombus of hexagons, edges colored",
                           BoardParams, draw))
