"""Rastros on 7x7: one white piece (`o`) that each move leaves a black piece (`x`) behind.

Players 1 and 2 take turns, player 1 first, moving the white piece to an
adjacent empty square in any of the eight directions; a black piece fills the
square it left. A move is the destination: `d4`. The white piece entering a1
wins for player 1 and entering g7 for player 2, whoever moved it there;
otherwise the side to move with no move has lost.
"""

from __future__ import annotations

from printkit.games.grid import Grid, GridRules, place, square_name
from printkit.games.rules import NotationError

SIZE = 7
SIDES = ("1", "2")
GOALS = {(0, 1): "1", (6, 7): "2"}  # a1 for player 1, g7 for player 2, as (file, rank)
START = (4, 5)  # e5, where the white piece starts, as (file, rank)


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


class Rastros(GridRules):
    """Rastros's rules behind the game interface."""

    name = "rastros"
    files = ranks = SIZE
    pieces = "ox"
    sides = SIDES
    start_text = "7/7/4o2/7/7/7/7 1"

    def moves(self, grid: Grid, side: str) -> list[tuple[str, Grid]]:
        """Every move of the white piece."""
        return steps(grid)

    def winner_of(self, grid: Grid, side: str) -> str | None:
        """The goal's owner once the white piece is on it, or the other player once the
        side to move is stuck."""
        goal = GOALS.get(_white(grid))
        if goal:
            return goal
        if not steps(grid):
            return "2" if side == "1" else "1"
        return None

    def check(self, grid: Grid, side: str, text: str) -> None:
        """Refuse a position without exactly one white piece, or one no game reaches: each
        move leaves one black piece, the first on e5."""
        whites = sum(rank.count("o") for rank in grid)
        if whites != 1:
            raise NotationError("position", text, "exactly one white piece, o",
                                f"{whites} white pieces")
        blacks = sum(rank.count("x") for rank in grid)
        accepted = "a position of one game"
        start = grid[START[1] - 1][START[0]]
        if blacks and start != "x":
            raise NotationError("position", text, accepted,
                                "e5 has no black piece, but the first move leaves one there")
        if not blacks and start != "o":
            raise NotationError("position", text, accepted,
                                "no move made, but the white piece is not on e5")


    def check_turn(self, grid: Grid, side: str, text: str) -> None:
        """Refuse a side to move the black pieces rule out: one a move, player 1 first."""
        blacks = sum(rank.count("x") for rank in grid)
        if side != SIDES[blacks % 2]:
            raise NotationError("position", text, "a position of one game",
                                f"{blacks} black pieces (moves made) with player {side} to "
                                "move (player 1 moves first)")


RULES = Rastros()
