"""The Breakthrough board: 7 x 7 squares with coordinates on every side, and its diagrams.

Files a-g run along the near and far edges, ranks 1-7 up both sides; the far
side's labels are turned round so the player sitting there reads them upright.
`diagram` draws a position with the kit's pieces on it and a move as an arrow.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette, mix
from printkit.games.grid import Grid, parse_square

SIZE = 7
FILES = "abcdefg"


@dataclass(frozen=True)
class BoardParams:
    """Parameters of the Breakthrough board."""

    cell: float = param(25.0, "side of a square", unit="mm", low=12, high=40)
    frame: float = param(9.0, "width of the frame that carries the coordinates", unit="mm",
                         low=6, high=20)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))

    @property
    def side(self) -> float:
        """The board's width and height, frame included."""
        return SIZE * self.cell + 2 * self.frame


def square_origin(params: BoardParams, file: int, rank: int) -> Point:
    """The top-left corner of a square (file 0.., rank 1..), White's rank 1 at the bottom."""
    return (params.frame + file * params.cell, params.frame + (SIZE - rank) * params.cell)


def _squares(d: Drawing, params: BoardParams, pal: Palette) -> None:
    dark, light = mix(pal.felt, pal.point_a, 0.35), pal.point_b
    for rank in range(1, SIZE + 1):
        for file in range(SIZE):
            x, y = square_origin(params, file, rank)
            d.rect(x, y, params.cell, params.cell, fill=dark if (file + rank) % 2 == 0 else light,
                   cls=f"square square-{FILES[file]}{rank}")
    d.rect(params.frame, params.frame, SIZE * params.cell, SIZE * params.cell,
           stroke=pal.ink, stroke_width=0.4)


def _coordinates(d: Drawing, params: BoardParams, pal: Palette) -> None:
    size, f, c = 0.42 * params.frame, params.frame, params.cell
    far = params.side - f / 2
    for i in range(SIZE):
        x = f + (i + 0.5) * c
        d.text(x, far + size * 0.35, FILES[i], size=size, anchor="middle", font="sans-bold",
               fill=pal.frame_ink)
        d.text(x, f / 2 - size * 0.35, FILES[i], size=size, anchor="middle",
               font="sans-bold", fill=pal.frame_ink, rotate=180)
        y = f + (SIZE - 1 - i + 0.5) * c
        d.text(f / 2, y + size * 0.35, str(i + 1), size=size, anchor="middle",
               font="sans-bold", fill=pal.frame_ink)
        d.text(params.side - f / 2, y - size * 0.35, str(i + 1), size=size, anchor="middle",
               font="sans-bold", fill=pal.frame_ink, rotate=180)


def draw(params: BoardParams) -> Drawing:
    """The printed board: frame, squares, coordinates and the cut line."""
    pal = find_palette(params.palette)
    d = Drawing(params.side, params.side, name="breakthrough-board")
    d.rect(0, 0, params.side, params.side, fill=pal.frame)
    _squares(d, params, pal)
    _coordinates(d, params, pal)
    d.cut([(0, 0), (params.side, 0), (params.side, params.side), (0, params.side)])
    return d


def _piece(d: Drawing, centre: Point, radius: float, white: bool, pal: Palette) -> None:
    """A piece as the kit prints it: light or dark, with the dark one's ring of gold."""
    fill, edge = (pal.light, pal.light_edge) if white else (pal.dark, pal.dark_edge)
    d.circle(*centre, radius, fill=fill, stroke=pal.ink, stroke_width=0.3,
             cls=f"piece piece-{'white' if white else 'black'}")
    d.circle(*centre, radius * 0.62, stroke=edge, stroke_width=0.35)


def _centre(params: BoardParams, square: str) -> Point:
    file, rank = parse_square(square, SIZE, SIZE)
    x, y = square_origin(params, file, rank)
    return (x + params.cell / 2, y + params.cell / 2)


def diagram(grid: Grid, move: str | None, width: float, palette: str = "classic") -> Drawing:
    """A rulebook diagram `width` mm wide: the board, the pieces, and `move` as an arrow."""
    params = BoardParams(cell=(width - 2 * 6.0) / SIZE, frame=6.0, palette=palette)
    pal = find_palette(palette)
    d = draw(params)
    d.name = "breakthrough-diagram"
    for rank in range(1, SIZE + 1):
        for file in range(SIZE):
            piece = grid[rank - 1][file]
            if piece:
                _piece(d, _centre(params, f"{FILES[file]}{rank}"), params.cell * 0.36,
                       piece == "w", pal)
    if move:
        _arrow(d, _centre(params, move[:2]), _centre(params, move[3:]), params, pal)
    return d


def _arrow(d: Drawing, start: Point, end: Point, params: BoardParams, pal: Palette) -> None:
    """A straight arrow from a piece to the square it moves to."""
    (sx, sy), (ex, ey) = start, end
    length = math.hypot(ex - sx, ey - sy)
    ux, uy = (ex - sx) / length, (ey - sy) / length
    head, shaft = 0.28 * params.cell, 0.07 * params.cell
    neck = (ex - ux * head, ey - uy * head)
    d.line(start, neck, stroke=pal.accent, stroke_width=shaft, cls="move-arrow")
    px, py = -uy * head * 0.55, ux * head * 0.55
    d.polygon([end, (neck[0] + px, neck[1] + py), (neck[0] - px, neck[1] - py)],
              fill=pal.accent, cls="move-arrow-head")


BOARD = register(Component("breakthrough-board", "Breakthrough board: 7 x 7 with coordinates",
                           BoardParams, draw))
