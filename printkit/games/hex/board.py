"""The Hex board: a rhombus of hexagons in a frame coloured by the owner of each edge.

Cells are pointy-topped; row r sits half a cell right of row r - 1, as the
engine numbers them. The frame is four triangles meeting at the centre: the
top and bottom ones in Black's colour (Black joins row 1 to the last row), the
left and right ones in White's. On A4 and Letter the board prints in two
halves cut along the zigzag between two rows, so they fit together only one way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette, mix, readable_on
from printkit.art.parts.tokens import TokenKind, TokensParams, sheet
from printkit.games.hex.engine import COLUMNS, HexPosition

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

    def zigzag(self) -> list[Point]:
        """The line between the halves: the lower edges of the top half's last row, run on
        straight to the frame's sides."""
        row = self.cut_row()
        points: list[Point] = []
        for column in range(self.size):
            corners = self.hexagon(self.centre(column, row))
            points += [corners[4], corners[3]] + ([corners[2]] if column == self.size - 1
                                                  else [])
        tl, tr, br, bl = self.frame()
        y = points[0][1]
        left = tl[0] + (y - tl[1]) * (bl[0] - tl[0]) / (bl[1] - tl[1])
        right = tr[0] + (points[-1][1] - tr[1]) * (br[0] - tr[0]) / (br[1] - tr[1])
        return [(left, y), *points, (right, points[-1][1])]


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
    """Black's and White's frame colours and the cells' colour."""
    return {"b": pal.dark, "w": pal.light, "cell": mix(pal.light, pal.felt, 0.45)}


def _draw(d: Drawing, g: Geometry, outline: list[Point], rows: range, pal: Palette,
          shift: Point, labels: bool = True) -> None:
    """The frame inside `outline`, the cells of `rows` and the coordinates, moved by `shift`."""
    sx, sy = shift

    def moved(points: Sequence[Point]) -> list[Point]:
        return [(x + sx, y + sy) for x, y in points]

    colours = _colours(pal)
    tl, tr, br, bl = g.frame()
    middle = ((tl[0] + br[0]) / 2, (tl[1] + br[1]) / 2)
    # Each triangle is listed clockwise (on the page, y down) so _clip keeps its inside.
    for owner, triangle in (("b", [tl, tr, middle]), ("w", [tr, br, middle]),
                            ("b", [br, bl, middle]), ("w", [bl, tl, middle])):
        piece = _clip(outline, triangle)
        if len(piece) >= 3:
            d.polygon(moved(piece), fill=colours[owner], cls=f"edge edge-{owner}")
    d.polygon(moved(outline), stroke=pal.ink, stroke_width=0.35)
    for row in rows:
        for column in range(g.size):
            d.polygon(moved(g.hexagon(g.centre(column, row))), fill=colours["cell"],
                      stroke=pal.ink, stroke_width=0.3,
                      cls=f"cell cell-{COLUMNS[column]}{row + 1}")
    if labels:
        _coordinates(d, g, rows, pal, shift)


def _coordinates(d: Drawing, g: Geometry, rows: range, pal: Palette, shift: Point) -> None:
    """Column letters in Black's bands, row numbers in White's, each on its own side."""
    sx, sy = shift
    size = min(0.5 * g.band, 0.3 * g.cell)
    on_black = readable_on(pal.dark, pal.light, "#ffffff", "#000000")
    on_white = readable_on(pal.light, pal.ink, "#000000")
    offset = g.side + g.band / 2
    for column in range(g.size):
        for row, dy, turn in ((0, -offset, 180), (g.size - 1, offset, 0)):
            if row in rows:
                x, y = g.centre(column, row)
                d.text(x + sx, y + dy + sy + size * 0.35 * (1 if turn == 0 else -1),
                       COLUMNS[column], size=size, anchor="middle", font="sans-bold",
                       fill=on_black, rotate=turn)
    across = (g.cell / 2 + g.reach / math.sin(math.radians(60))) / 2
    for row in rows:
        for column, dx in ((0, -across), (g.size - 1, across)):
            x, y = g.centre(column, row)
            d.text(x + dx + sx, y + size * 0.35 + sy, str(row + 1), size=size,
                   anchor="middle", font="sans-bold", fill=on_white)


def draw(params: BoardParams) -> Drawing:
    """The whole board (for A3 and for `printkit svg hex-board --split whole`), or both
    halves side by side, as they are cut."""
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


def halves(params: BoardParams) -> tuple[Drawing, Drawing]:
    """The top and bottom halves, cut along the zigzag between two rows."""
    g = Geometry(params.size, params.cell, params.band)
    pal = find_palette(params.palette)
    tl, tr, br, bl = g.frame()
    line = g.zigzag()
    cut = g.cut_row()
    parts = []
    for name, outline, rows in (
            ("hex-board-top", [tl, tr, *reversed(line)], range(0, cut + 1)),
            ("hex-board-bottom", [*line, br, bl], range(cut + 1, g.size))):
        xs, ys = [p[0] for p in outline], [p[1] for p in outline]
        d = Drawing(max(xs) - min(xs), max(ys) - min(ys), name=name)
        shift = (-min(xs), -min(ys))
        _draw(d, g, outline, rows, pal, shift)
        d.cut([(x + shift[0], y + shift[1]) for x, y in outline])
        parts.append(d)
    return parts[0], parts[1]


def stone(d: Drawing, centre: Point, width: float, black: bool, pal: Palette) -> None:
    """A hexagonal stone `width` across its flats, in Black's or White's colour."""
    g = Geometry(3, width, 0)
    fill, edge = (pal.dark, pal.dark_edge) if black else (pal.light, pal.light_edge)
    d.polygon(g.hexagon(centre), fill=fill, stroke=pal.ink, stroke_width=0.35,
              cls=f"piece piece-{'black' if black else 'white'}")
    d.polygon(g.hexagon(centre, 0.62), stroke=edge, stroke_width=0.35)


def diagram(position: HexPosition, move: str | None, width: float,
            palette: str = "classic") -> Drawing:
    """A rulebook diagram `width` mm wide: the board, its stones, and the cell played."""
    n = position.size
    # Every length grows with the cell, so one board of unit cells gives the scale.
    cell = width / Geometry(n, 1.0, 0.45).width
    g = Geometry(n, cell, 0.45 * cell)
    pal = find_palette(palette)
    d = Drawing(g.width, g.height, name="hex-diagram")
    outline = list(g.frame())
    shift = (-outline[0][0], -outline[0][1])
    _draw(d, g, outline, range(n), pal, shift)
    for index, letter in enumerate(position.cells):
        if letter in "bw":
            x, y = g.centre(index % n, index // n)
            stone(d, (x + shift[0], y + shift[1]), 0.82 * cell, letter == "b", pal)
    if move and move != "swap":
        column, row = COLUMNS.index(move[0]), int(move[1:]) - 1
        x, y = g.centre(column, row)
        d.circle(x + shift[0], y + shift[1], 0.42 * cell, stroke=pal.accent,
                 stroke_width=0.1 * cell, cls="move-ring")
    return d


@dataclass(frozen=True)
class StonesParams:
    """Parameters of the Hex stone sheet."""

    size: float = param(14.0, "width of a stone, flat side to flat side", unit="mm",
                        low=6, high=35)
    count: int = param(50, "stones of each color", low=1, high=100)
    columns: int = param(12, "stones per row", low=1, high=50)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


def stones(params: StonesParams) -> Drawing:
    """The black stones, then the white ones, each cut out along its hexagon."""
    return stone_sheet(params, params.count, params.count)


def stone_sheet(params: StonesParams, blacks: int, whites: int,
                name: str = "hex-pieces") -> Drawing:
    """`blacks` black stones, then `whites` white ones, at the size and columns of `params`
    (its count aside): Hex's sheet, or a compendium's shared stones."""
    def black(d: Drawing, centre: Point, width: float, pal: Palette) -> None:
        stone(d, centre, width, True, pal)

    def white(d: Drawing, centre: Point, width: float, pal: Palette) -> None:
        stone(d, centre, width, False, pal)

    tokens = TokensParams(size=params.size, columns=params.columns, shape="hexagon",
                          gap=1.5, palette=params.palette)
    kinds = [TokenKind("black", blacks, black), TokenKind("white", whites, white)]
    return sheet(tokens, [kind for kind in kinds if kind.count], name)


BOARD = register(Component("hex-board", "Hex board: a rhombus of hexagons, edges colored",
                           BoardParams, draw))
STONES = register(Component("hex-pieces", "Hex stones: 50 black and 50 white hexagons",
                            StonesParams, stones))
