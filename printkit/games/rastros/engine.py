"""Rastros on 7x7: one white piece (`o`) that each move leaves a black piece (`x`) behind.

Players 1 and 2 take turns, player 1 first, moving the white piece to an
adjacent empty square in any of the eight directions; a black piece fills the
square it left. A move is the destination: `d4`. The white piece entering a1
wins for player 1 and entering g7 for player 2, whoever moved it there;
otherwise the side to move with no move has lost.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.games.grid import Grid, format_position, parse_position, place, square_name
from printkit.games.rules import Dice, NotationError, check_dice, play_by_lookup

SIZE = 7
SIDES = ("1", "2")
GOALS = {(0, 1): "1", (6, 7): "2"}  # a1 for player 1, g7 for player 2, as (file, rank)
Position = tuple[Grid, str]


def _white(grid: Grid) -> tuple[int, int]:
    """Where the white piece stands, as (file, rank)."""
    return next((f, r) for r in range(1, SIZE + 1) for f in range(SIZE)
                if grid[r - 1][f] == "o")


def steps(grid: Grid) -> list[tuple[str, Grid]]:
    """Every move of the white piece, sorted by notation, with the grid after it."""
    f, r = _white(grid)
    found = []
    for df in (-1, 0, 1):
        for dr in (-1, 0, 1):
            tf, tr = f + df, r + dr
            if (df or dr) and 0 <= tf < SIZE and 1 <= tr <= SIZE and grid[tr - 1][tf] is None:
                after = place(place(grid, f, r, "x"), tf, tr, "o")
                found.append((square_name(tf, tr), after))
    return sorted(found, key=lambda item: item[0])


@dataclass(frozen=True)
class Rastros:
    """Rastros's rules behind the game interface."""

    name: str = "rastros"
    uses_dice: bool = False
    sides: tuple[str, ...] = SIDES

    def start(self) -> Position:
        """The white piece on e5, player 1 to move."""
        return self.parse_position("7/7/4o2/7/7/7/7 1")

    def parse_position(self, text: str) -> Position:
        """Read a position with exactly one white piece."""
        grid, side = parse_position(text, SIZE, SIZE, "ox", SIDES)
        whites = sum(rank.count("o") for rank in grid)
        if whites != 1:
            raise NotationError("position", text, "exactly one white piece, o",
                                f"{whites} white pieces")
        return grid, side

    def format_position(self, position: Position) -> str:
        """Write a position."""
        return format_position(*position)

    def legal_moves(self, position: Position, dice: Dice | None = None
                    ) -> list[tuple[str, Position]]:
        """Every legal move, the other player to move after it."""
        check_dice(dice, False, self.name)
        grid, side = position
        if _white(grid) in GOALS:
            return []
        other = "2" if side == "1" else "1"
        return [(text, (after, other)) for text, after in steps(grid)]

    def play(self, position: Position, move: str, dice: Dice | None = None) -> Position:
        """The position after `move`."""
        after: Position = play_by_lookup(self, position, move, dice)
        return after

    def winner(self, position: Position) -> str | None:
        """The goal's owner once the white piece is on it, or the other player once the
        side to move is stuck."""
        grid, side = position
        goal = GOALS.get(_white(grid))
        if goal:
            return goal
        if not steps(grid):
            return "2" if side == "1" else "1"
        return None


RULES = Rastros()
