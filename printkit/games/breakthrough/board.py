"""The Breakthrough board: 7 x 7 squares with coordinates on every side, and its diagrams."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.boards.diagrams import PieceStyle
from printkit.art.boards.squares import BLEED, Squares, bled, diagram_squares, styled
from printkit.art.boards.squares import diagram as squares_diagram
from printkit.art.boards.squares import draw as draw_squares
from printkit.art.canvas import Drawing
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, find_palette
from printkit.games.breakthrough import pieces
from printkit.games.grid import Grid

SIZE = 7
# The kit's pieces are light and dark checkers with a chevron pointing the way they move
# (pieces.py).
PIECES: PieceStyle = {"white": pieces.token(True), "black": pieces.token(False)}
COLOURS = {"w": "white", "b": "black"}  # the engine's letters
# The ranks a side wins by reaching: white's goal is rank 7, black's rank 1.
GOALS = (1, SIZE)


@dataclass(frozen=True)
class BoardParams:
    """Parameters of the Breakthrough board."""

    cell: float = param(25.0, "side of a square", unit="mm", low=12, high=40)
    frame: float = param(9.0, "width of the frame that carries the coordinates", unit="mm",
                         low=6, high=20)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))
    bleed: float = param(BLEED, "frame color beyond the cut, so a slightly wide cut shows "
                         "no paper", unit="mm", low=0, high=5)

    @property
    def squares(self) -> Squares:
        """The board's geometry."""
        return Squares(SIZE, SIZE, self.cell, self.frame, self.palette, goal_ranks=GOALS)

    @property
    def side(self) -> float:
        """The board's width and height, frame included."""
        return self.squares.width


def draw(params: BoardParams) -> Drawing:
    """The printed board."""
    d = draw_squares(params.squares, "breakthrough-board")
    return bled(d, params.bleed, find_palette(params.palette).frame)


def diagram(grid: Grid, move: str | None, width: float, palette: str = "classic",
            pieces: PieceStyle | None = None, upright: bool = True) -> Drawing:
    """A rulebook diagram `width` mm wide: the board, the pieces (drawn as `pieces` has
    them, where a compendium prints them otherwise), and `move` as an arrow; not
    `upright`, the far side's coordinates turned round, as printed (a cover)."""
    squares = diagram_squares(SIZE, SIZE, width, palette, goal_ranks=GOALS, upright=upright)
    start, end = (move[:2], move[3:]) if move else (None, None)
    return squares_diagram(squares, grid, styled({**PIECES, **(pieces or {})}, COLOURS),
                           start=start, end=end, name="breakthrough-diagram")


BOARD = register(Component("breakthrough-board", "Breakthrough board: 7 x 7 with coordinates",
                           BoardParams, draw))
