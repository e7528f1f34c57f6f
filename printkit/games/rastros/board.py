"""The Rastros board (7 x 7, both goals and the start square marked), its pieces, diagrams.

The white piece is a pale disc with a dark star in a broad ring of the accent colour
(the goals'), so it stands out among the forty-eight dark discs that fill the squares it
leaves behind, on the pale squares, and on its sheet, where it is a lone piece easily
lost. The sheet prints each
disc on a square tile of its colour, the black ones in a block that shares its cuts.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from printkit.art.boards.diagrams import PieceStyle
from printkit.art.boards.squares import BLEED, Squares, arrow, bled, diagram_squares, styled
from printkit.art.boards.squares import diagram as squares_diagram
from printkit.art.boards.squares import draw as draw_squares
from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette
from printkit.art.parts import tiles
from printkit.games.grid import Grid, square_name

SIZE = 7
BLACKS = 48  # every square but the start: a game can never run out (at most 46 get filled)
MARKS = {"a1": ("goal", "1"), "g7": ("goal", "2"), "e5": ("start", "")}
# A plain board's finish, as Snort's: every other square a tenth towards the frame, and a
# fillet round the field (see Squares); the marked squares keep their own tints.
TONE = 0.1


@dataclass(frozen=True)
class BoardParams:
    """Parameters of the Rastros board."""

    cell: float = param(25.0, "side of a square", unit="mm", low=12, high=40)
    frame: float = param(9.0, "width of the frame that carries the coordinates", unit="mm",
                         low=6, high=20)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))
    bleed: float = param(BLEED, "frame color beyond the cut, so a slightly wide cut shows "
                         "no paper", unit="mm", low=0, high=5)

    @property
    def squares(self) -> Squares:
        """The board's geometry: plain squares, the goals and the start marked."""
        return Squares(SIZE, SIZE, self.cell, self.frame, self.palette, chequered=False,
                       marks=MARKS, tone=TONE, fillet=True)


def draw(params: BoardParams) -> Drawing:
    """The printed board, a pale star on the start square, where the white piece (a pale
    disc with a dark star in a ring) begins."""
    b = params.squares
    d = draw_squares(b, "rastros-board")
    (start,) = [square for square, (kind, _) in MARKS.items() if kind == "start"]
    pal = find_palette(params.palette)
    # On a line-art theme's hatching the pale star gets an outline in the hatching's ink.
    star(d, b.centre(start), START_STAR * b.cell, pal.light, pal.hatch or None)
    return bled(d, params.bleed, pal.frame)


START_STAR = 0.22  # the start square's star, its points' reach as a share of the square
# The white piece's ring: its radius and breadth as shares of the piece's width.
WHITE_RING, WHITE_BAND = 0.37, 0.07


def star(d: Drawing, centre: Point, radius: float, fill: str, stroke: str | None = None
         ) -> None:
    """A five-pointed star, point up (outlined in `stroke`, if given)."""
    x, y = centre
    points = [(x + (radius if i % 2 == 0 else radius * 0.42) * math.sin(i * math.pi / 5),
               y - (radius if i % 2 == 0 else radius * 0.42) * math.cos(i * math.pi / 5))
              for i in range(10)]
    d.polygon(points, fill=fill, stroke=stroke, stroke_width=0.3, cls="star")


def white_piece(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
    """The white piece: a pale disc with a dark star in a broad accent ring."""
    d.circle(*centre, size * 0.46, fill=pal.light, stroke=pal.ink, stroke_width=0.4,
             cls="piece piece-white")
    d.circle(*centre, size * WHITE_RING, stroke=pal.accent, stroke_width=size * WHITE_BAND,
             cls="piece-ring-white")
    star(d, centre, size * 0.28, pal.ink)


def black_piece(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
    """A black piece: a dark disc finished like the other kits' pieces, with a ring in
    the dark checker's edge colour and a small dot at its middle, where the white piece
    has its star."""
    d.circle(*centre, size * 0.46, fill=pal.dark, stroke=pal.ink, stroke_width=0.4,
             cls="piece piece-black")
    d.circle(*centre, size * 0.33, stroke=pal.dark_edge, stroke_width=0.5, cls="piece-ring")
    d.circle(*centre, size * 0.07, fill=pal.dark_edge, cls="piece-dot")


@dataclass(frozen=True)
class PiecesParams:
    """Parameters of the Rastros piece sheet."""

    size: float = param(19.5, "width of a piece's tile", unit="mm", low=10, high=40)
    columns: int = param(8, "pieces per row", low=1, high=41)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


def pieces(params: PiecesParams) -> Drawing:
    """The white piece's tile, then the forty-eight black ones in a block sharing their cuts."""
    return tiles.sheet(_layout(params), blocks(params.palette, 1, BLACKS),
                       find_palette(params.palette), "rastros-pieces")


def piece_backs(params: PiecesParams) -> Drawing:
    """The backs of `pieces(params)`: each piece again (the white one with its star), so a
    black piece that lands face down is still black."""
    return tiles.sheet_backs(_layout(params), blocks(params.palette, 1, BLACKS),
                             "rastros-pieces-back")


def _layout(params: PiecesParams) -> tiles.Tiles:
    return tiles.Tiles(params.size, params.columns)


def blocks(palette: str, whites: int, blacks: int) -> list[tiles.Block]:
    """`whites` white pieces, then `blacks` black ones, each disc on a tile of its colour,
    each back tile edged as its front."""
    pal = find_palette(palette)
    white, black = tiles.on_tile(white_piece, pal), tiles.on_tile(black_piece, pal)
    return [tiles.alike(whites, pal.light, white, pal, "tile-ground piece-white"),
            tiles.alike(blacks, pal.dark, black, pal, "tile-ground piece-black")]


# The kit's pieces by colour, as its sheet prints them, and the engine's letters for them.
PIECES: PieceStyle = {"white": white_piece, "black": black_piece}
COLOURS = {"o": "white", "x": "black"}


def diagram(grid: Grid, move: str | None, width: float, palette: str = "classic",
            pieces: PieceStyle | None = None, upright: bool = True) -> Drawing:
    """A rulebook diagram: the board, the pieces (drawn as `pieces` has them, where a
    compendium prints them otherwise), and the white piece's move as an arrow; not
    `upright`, the far side's coordinates turned round, as printed (a cover)."""
    squares = diagram_squares(SIZE, SIZE, width, palette, chequered=False, marks=MARKS,
                              tone=TONE, fillet=True, upright=upright)
    start = next((square_name(f, r + 1) for r, rank in enumerate(grid)
                  for f, letter in enumerate(rank) if letter == "o"), None)
    drawing = squares_diagram(squares, grid, styled({**PIECES, **(pieces or {})}, COLOURS),
                              name="rastros-diagram")
    if move and start:
        arrow(drawing, squares.centre(start), squares.centre(move), squares.cell,
              find_palette(palette))
    return drawing


BOARD = register(Component("rastros-board", "Rastros board: 7 x 7, the goals and start marked",
                           BoardParams, draw))
PIECES_SHEET = register(Component("rastros-pieces",
                                  "Rastros pieces: one white piece and 40 black ones",
                                  PiecesParams, pieces))
