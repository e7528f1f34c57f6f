"""The tic-tac-toe board: a 3x3 grid, registered as the component 'tictactoe-board'."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.canvas import INK, Drawing
from printkit.art.component import Component, param, register


@dataclass(frozen=True)
class GridParams:
    """Parameters of the board."""

    cell: float = param(30.0, "side of a cell", unit="mm", low=10, high=60)


def draw(params: GridParams, cells: str = "-" * 9) -> Drawing:
    """The grid, with any marks of `cells` (row 1 first) drawn in."""
    size = 3 * params.cell
    d = Drawing(size, size, name="tictactoe-board")
    for k in (1, 2):
        d.line((k * params.cell, 0), (k * params.cell, size), stroke_width=0.8)
        d.line((0, k * params.cell), (size, k * params.cell), stroke_width=0.8)
    d.cut([(0, 0), (size, 0), (size, size), (0, size)])
    for index, mark in enumerate(cells):
        x = (index % 3 + 0.5) * params.cell
        y = size - (index // 3 + 0.5) * params.cell
        if mark != "-":
            d.text(x, y + 3, mark, size=10, anchor="middle", font="sans-bold", fill=INK)
    return d


register(Component("tictactoe-board", "the 3x3 tic-tac-toe grid", GridParams, draw))
