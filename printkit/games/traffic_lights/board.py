"""The Traffic Lights board (3 ranks x 4 files) and its pieces: green, yellow and red.

Each colour also has its own mark, a circle, a triangle or a square, so the
pieces read in greyscale and to colour-blind players.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.boards.squares import Squares, diagram_squares
from printkit.art.boards.squares import diagram as squares_diagram
from printkit.art.boards.squares import draw as draw_squares
from printkit.art.canvas import INK, Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette
from printkit.art.parts.tokens import TokenArt, TokenKind, TokensParams, sheet
from printkit.games.grid import Grid
from printkit.games.traffic_lights.engine import PIECES

FILES, RANKS = 4, 3
# The three colours for each theme; high-contrast takes the Okabe-Ito colours, which
# colour-blind players tell apart; ink-saver keeps to light tints.
COLOURS = {
    "classic": {"g": "#3f9b4b", "y": "#f0c419", "r": "#cf3b2f"},
    "ink-saver": {"g": "#dcefdc", "y": "#fbf2c8", "r": "#f6d6d2"},
    "high-contrast": {"g": "#009e73", "y": "#f0e442", "r": "#d55e00"},
}


@dataclass(frozen=True)
class BoardParams:
    """Parameters of the Traffic Lights board."""

    cell: float = param(40.0, "side of a square", unit="mm", low=20, high=60)
    frame: float = param(10.0, "width of the frame that carries the coordinates", unit="mm",
                         low=6, high=20)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))

    @property
    def squares(self) -> Squares:
        """The board's geometry: plain squares, so the pieces' colours stand out."""
        return Squares(FILES, RANKS, self.cell, self.frame, self.palette, chequered=False)


# The legend under the near side's coordinates: the three tiles in the order a piece
# changes, green, yellow, red, with arrows between them in the frame's ink; no words.
LEGEND = 9.0  # mm the frame runs further under the near side to hold it
LEGEND_TILE = 6.5  # mm: each small tile
LEGEND_ARROW = 6.0  # mm: each arrow, with this gap either side of it
LEGEND_GAP = 2.0


def draw(params: BoardParams) -> Drawing:
    """The printed board, with the order the pieces change in drawn under its near side."""
    b = params.squares
    d = draw_squares(b, "traffic-lights-board", below=LEGEND)
    legend(d, (b.width / 2, b.height + LEGEND / 2 - b.frame * 0.1), params.palette)
    return d


def legend(d: Drawing, centre: Point, theme: str) -> None:
    """Green, yellow and red tiles, each with its mark, arrows from one to the next,
    centred on `centre`."""
    pal = find_palette(theme)
    step = LEGEND_TILE + 2 * LEGEND_GAP + LEGEND_ARROW
    x0, y = centre[0] - step, centre[1]
    for i, colour in enumerate("gyr"):
        x = x0 + i * step
        # Outlined in the frame's ink, not the cut lines' (a board draws no cut-like line).
        half = LEGEND_TILE / 2
        d.rect(x - half, y - half, LEGEND_TILE, LEGEND_TILE, fill=COLOURS[theme][colour],
               stroke=pal.frame_ink, stroke_width=0.3, rx=0.12 * LEGEND_TILE,
               cls=f"legend-tile legend-tile-{colour}")
        mark(d, colour, (x, y), LEGEND_TILE / 0.92)
        if colour == "r":
            break
        start = x + LEGEND_TILE / 2 + LEGEND_GAP
        tip = start + LEGEND_ARROW
        head = 0.4 * LEGEND_ARROW
        d.line((start, y), (tip - head + 0.2, y), stroke=pal.frame_ink, stroke_width=0.9,
               cls="legend-arrow")
        d.polygon([(tip, y), (tip - head, y - head * 0.6), (tip - head, y + head * 0.6)],
                  fill=pal.frame_ink, cls="legend-arrow-head")


def light(colour: str, theme: str) -> TokenArt:
    """The picture of a piece of `colour` (g, y or r): a coloured tile with its mark."""

    def art(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
        x, y = centre
        half = size * 0.46
        d.rect(x - half, y - half, 2 * half, 2 * half, fill=COLOURS[theme][colour],
               stroke=INK, stroke_width=0.4, rx=0.12 * size, cls=f"piece piece-{colour}")
        mark(d, colour, centre, size)

    return art


def mark(d: Drawing, colour: str, centre: Point, size: float) -> None:
    """The shape that names a piece's colour without it: a circle (g), a triangle (y) or a
    square (r), in ink, for a piece `size` mm across."""
    x, y = centre
    m = size * 0.2
    if colour == "g":
        d.circle(x, y, m, fill=INK)
    elif colour == "y":
        d.polygon([(x, y - m * 1.1), (x + m * 1.1, y + m * 0.8), (x - m * 1.1, y + m * 0.8)],
                  fill=INK)
    else:
        d.rect(x - m, y - m, 2 * m, 2 * m, fill=INK)


def diagram(grid: Grid, move: str | None, width: float, palette: str = "classic") -> Drawing:
    """A rulebook diagram: the board, the pieces, and the square a move changes, ringed."""
    squares = diagram_squares(FILES, RANKS, width, palette, chequered=False)

    def piece(d: Drawing, letter: str, centre: Point, radius: float, pal: Palette) -> None:
        light(letter, palette)(d, centre, radius * 2.2, pal)

    return squares_diagram(squares, grid, piece, end=move, name="traffic-lights-diagram")


@dataclass(frozen=True)
class PiecesParams:
    """Parameters of the Traffic Lights piece sheet."""

    size: float = param(32.0, "width of a piece", unit="mm", low=15, high=50)
    columns: int = param(5, "pieces per row", low=1, high=24)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


def pieces(params: PiecesParams) -> Drawing:
    """The 24 pieces, 8 of each colour, green first, each cut free along straight lines."""
    tokens = TokensParams(size=params.size, columns=params.columns, palette=params.palette)
    kinds = [TokenKind(name, PIECES, light(colour, params.palette))
             for name, colour in (("green", "g"), ("yellow", "y"), ("red", "r"))]
    return sheet(tokens, kinds, "traffic-lights-pieces")


def piece_sheets(params: PiecesParams) -> list[Drawing]:
    """Each colour's pieces on a sheet of its own, so each can fill a gap on a card."""
    tokens = TokensParams(size=params.size, columns=params.columns, palette=params.palette)
    return [sheet(tokens, [TokenKind(name, PIECES, light(colour, params.palette))],
                  f"traffic-lights-{name}")
            for name, colour in (("green", "g"), ("yellow", "y"), ("red", "r"))]


BOARD = register(Component("traffic-lights-board", "Traffic Lights board: 3 x 4 squares",
                           BoardParams, draw))
PIECES_SHEET = register(Component("traffic-lights-pieces",
                                  "Traffic Lights pieces: 8 green, 8 yellow, 8 red, each marked",
                                  PiecesParams, pieces))
