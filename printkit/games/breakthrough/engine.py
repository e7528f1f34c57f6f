"""Breakthrough on 7x7: White starts on ranks 1-2 and moves first, toward rank 7.

A piece moves one square straight or diagonally forward onto an empty square
(`e2-e3`, `e2-f3`), or captures one square diagonally forward (`e2xf3`). A side
wins when a piece of its reaches the far rank, or when the other side has no
piece left. A side to move that has pieces but no move has no moves and has not
lost: the rules say nothing of it.
"""

from __future__ import annotations

from printkit.games.grid import Grid, GridRules, format_position, place, square_name
from printkit.games.rules import NotationError

SIZE = 7
SIDES = ("w", "b")
START = "bbbbbbb/bbbbbbb/7/7/7/wwwwwww/wwwwwww w"
PIECES = 14  # of each side: two full ranks, as the kit has
HOME = {"w": (1, 2), "b": (SIZE, SIZE - 1)}  # each side's starting ranks
NAMES = {"w": "White", "b": "Black"}


def _winner(grid: Grid) -> str | None:
    """The side that has broken through or is the only one left, if any."""
    won = {side for side, rank in (("w", SIZE), ("b", 1)) if side in grid[rank - 1]}
    for side, other in (("w", "b"), ("b", "w")):
        if not any(side in rank for rank in grid):
            won.add(other)
    if len(won) > 1:
        raise ValueError("both sides have won")
    return won.pop() if won else None


def moves(grid: Grid, side: str) -> list[tuple[str, Grid]]:
    """Every legal move of `side`, sorted by notation, with the grid after it."""
    other = "b" if side == "w" else "w"
    ahead = 1 if side == "w" else -1
    found = []
    for r in range(1, SIZE + 1):
        for f in range(SIZE):
            if grid[r - 1][f] != side or not 1 <= r + ahead <= SIZE:
                continue
            for df in (-1, 0, 1):
                tf, tr = f + df, r + ahead
                if not 0 <= tf < SIZE:
                    continue
                target = grid[tr - 1][tf]
                if target is None:
                    sign = "-"
                elif target == other and df:
                    sign = "x"
                else:
                    continue
                after = place(place(grid, f, r, None), tf, tr, side)
                found.append((f"{square_name(f, r)}{sign}{square_name(tf, tr)}", after))
    return sorted(found, key=lambda item: item[0])


class Breakthrough(GridRules):
    """Breakthrough's rules behind the game interface."""

    name = "breakthrough"
    files = ranks = SIZE
    pieces = "wb"
    sides = SIDES
    start_text = START

    def moves(self, grid: Grid, side: str) -> list[tuple[str, Grid]]:
        """Forward one square, or a diagonal capture."""
        return moves(grid, side)

    def winner_of(self, grid: Grid, side: str) -> str | None:
        """w or b once a side has broken through or stands alone."""
        return _winner(grid)

    def check(self, grid: Grid, side: str, text: str) -> None:
        """Refuse what no game reaches: more than 14 pieces of a side, or both sides
        winning."""
        for piece in SIDES:
            count = sum(rank.count(piece) for rank in grid)
            if count > PIECES:
                raise NotationError("position", text, "a position of one game",
                                    f"{count} {NAMES[piece]} pieces, more than {PIECES}")
        try:
            _winner(grid)
        except ValueError:
            raise NotationError("position", text, "a position of one game", "both sides "
                                "have won") from None

    def check_turn(self, grid: Grid, side: str, text: str) -> None:
        """Refuse a side still all on its starting ranks (so it has not moved) with a turn
        order that needs a move of it: White moves first."""
        unmoved = {piece for piece in SIDES
                   if all(grid[rank - 1] == (piece,) * SIZE for rank in HOME[piece])}
        # White unmoved: nobody has moved. Black unmoved with White to move: neither has.
        if ("w" in unmoved or ("b" in unmoved and side == "w")) and \
                format_position(grid, side) != START:
            mover = "White" if "w" in unmoved else "Black"
            raise NotationError("position", text, "a position of one game",
                                f"{mover} has not moved, so this is the start, where White "
                                "moves first")


RULES = Breakthrough()
