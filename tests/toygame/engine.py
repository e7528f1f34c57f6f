"""Tic-tac-toe rules: positions like 'x-o/---/--- o' (rows 3 to 1, then the side to move)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from printkit.games.rules import Dice, NotationError, check_dice, play_by_lookup

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
ACCEPTED = "three rows of x, o or - separated by '/', a space, then x or o"

Position = tuple[str, str]  # nine cells (row 1 first, files a-c) and the side to move


def _name(index: int) -> str:
    return "abc"[index % 3] + str(index // 3 + 1)


@dataclass(frozen=True)
class TicTacToe:
    """The rules of tic-tac-toe; x moves first."""

    name: str = "tictactoe"
    uses_dice: bool = False
    sides: tuple[str, ...] = ("x", "o")

    def start(self) -> Position:
        """An empty board, x to move."""
        return ("-" * 9, "x")

    def parse_position(self, text: str) -> Position:
        """Read 'x-o/---/--- o'."""
        board, _, side = text.partition(" ")
        rows = board.split("/")
        if len(rows) != 3 or any(len(r) != 3 or set(r) - set("xo-") for r in rows):
            raise NotationError("position", text, ACCEPTED, "bad rows")
        if side not in self.sides:
            raise NotationError("position", text, ACCEPTED, f"bad side {side!r}")
        return ("".join(reversed(rows)), side)

    def format_position(self, position: Position) -> str:
        """Write 'x-o/---/--- o'."""
        cells, side = position
        return "/".join(cells[i:i + 3] for i in (6, 3, 0)) + " " + side

    def legal_moves(self, position: Position, dice: Dice | None = None) -> list[tuple[str, Any]]:
        """Every empty cell, while nobody has a line."""
        check_dice(dice, False, self.name)
        cells, side = position
        if self.winner(position):
            return []
        other = "o" if side == "x" else "x"
        return sorted((_name(i), (cells[:i] + side + cells[i + 1:], other))
                      for i, cell in enumerate(cells) if cell == "-")

    def play(self, position: Position, move: str, dice: Dice | None = None) -> Position:
        """The position after placing a mark on `move`."""
        after: Position = play_by_lookup(self, position, move, dice)
        return after

    def winner(self, position: Position) -> str | None:
        """x or o with three in a line; draw on a full board."""
        cells = position[0]
        for a, b, c in LINES:
            if cells[a] != "-" and cells[a] == cells[b] == cells[c]:
                return cells[a]
        return "draw" if "-" not in cells else None


RULES = TicTacToe()
