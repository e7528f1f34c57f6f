"""Hex on an N x N rhombus (11 x 11 for the kit; 9, 13 and others read too).

Rows 1 to N from the top, columns a.. from the left; row r is shifted right by
half a cell per row, so cell (c, r) touches (c-1, r), (c+1, r), (c, r-1),
(c+1, r-1), (c-1, r+1) and (c, r+1). Black (`b`) moves first and joins row 1 to
row N; White (`w`) joins column a to the last column. A move is a cell (`f6`).
The swap rule: while the board holds one stone, a black one, and White is to
move, `swap` is also legal: that stone becomes a white stone on the mirror cell
(f3 becomes c6) and Black moves next. Positions are the rows separated by `/`,
`b`, `w` and runs of empty cells, then a space and the side to move. Stone
counts must be ones play can reach: as many of each with Black to move, one
more black with White to move, and the other way round after a swap.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.games.grid import Grid, format_position, parse_position, place, square_name
from printkit.games.rules import Dice, NotationError, check_dice, play_by_lookup

SIDES = ("b", "w")
SIZE = 11
MAX_SIZE = 26
Position = tuple[Grid, str]
NEIGHBOURS = ((-1, 0), (1, 0), (0, -1), (1, -1), (-1, 1), (0, 1))


def _size(grid: Grid) -> int:
    return len(grid)


def _cell(grid: Grid, col: int, row: int) -> str | None:
    """The stone at column `col` (0..) and row `row` (1 at the top)."""
    return grid[len(grid) - row][col]


def _connected(grid: Grid, side: str) -> bool:
    """Whether `side` joins its two edges: Black top to bottom, White left to right."""
    n = _size(grid)
    starts = ([(c, 1) for c in range(n)] if side == "b" else [(0, r) for r in range(1, n + 1)])
    seen = {cell for cell in starts if _cell(grid, *cell) == side}
    frontier = list(seen)
    while frontier:
        col, row = frontier.pop()
        if (row == n) if side == "b" else (col == n - 1):
            return True
        for dc, dr in NEIGHBOURS:
            nxt = (col + dc, row + dr)
            if (0 <= nxt[0] < n and 1 <= nxt[1] <= n and nxt not in seen
                    and _cell(grid, *nxt) == side):
                seen.add(nxt)
                frontier.append(nxt)
    return False


def _winner(grid: Grid) -> str | None:
    black, white = _connected(grid, "b"), _connected(grid, "w")
    if black and white:
        raise ValueError("both sides are connected")
    return "b" if black else "w" if white else None


def _stones(grid: Grid) -> list[tuple[int, int, str]]:
    n = _size(grid)
    return [(c, r, s) for r in range(1, n + 1) for c in range(n)
            if (s := _cell(grid, c, r) or "")]


def _set(grid: Grid, col: int, row: int, stone: str | None) -> Grid:
    # The grid module counts ranks from the bottom; Hex counts rows from the top.
    return place(grid, col, len(grid) - row + 1, stone)


def cell_name(col: int, row: int) -> str:
    """The name of a cell: column 0 and row 1 is "a1"."""
    return square_name(col, row)


@dataclass(frozen=True)
class Hex:
    """Hex's rules behind the game interface."""

    name: str = "hex"
    uses_dice: bool = False
    sides: tuple[str, ...] = SIDES

    def start(self) -> Position:
        """An empty 11 x 11 board, Black to move."""
        return self.parse_position("/".join(["11"] * SIZE) + " b")

    def parse_position(self, text: str) -> Position:
        """Read a position; the board is square, 2 to 26 cells a side."""
        rows = text.partition(" ")[0].count("/") + 1
        if not 2 <= rows <= MAX_SIZE:
            raise NotationError("position", text, f"a square board of 2 to {MAX_SIZE} rows",
                                f"{rows} rows")
        grid, side = parse_position(text, rows, rows, "bw", SIDES)
        stones = _stones(grid)
        blacks = sum(1 for *_, s in stones if s == "b")
        whites = len(stones) - blacks
        # Without a swap Black has as many stones as White, or one more with White to
        # move; after a swap the colours' counts trade places.
        allowed = (0, -1) if side == "b" else (1, 0)
        if blacks - whites not in allowed:
            raise NotationError("position", text, "stone counts play can reach: Black as many "
                                "as White or one fewer with Black to move, one more or as "
                                "many with White to move",
                                f"{blacks} black and {whites} white with {side} to move")
        try:
            _winner(grid)
        except ValueError:
            raise NotationError("position", text, "a position of one game",
                                "both sides are connected") from None
        return grid, side

    def format_position(self, position: Position) -> str:
        """Write a position."""
        return format_position(*position)

    def legal_moves(self, position: Position, dice: Dice | None = None
                    ) -> list[tuple[str, Position]]:
        """Every empty cell, and the swap when it is allowed; sorted by notation."""
        check_dice(dice, False, self.name)
        grid, side = position
        if _winner(grid):
            return []
        other = "w" if side == "b" else "b"
        n = _size(grid)
        found = [(cell_name(c, r), (_set(grid, c, r, side), other))
                 for r in range(1, n + 1) for c in range(n) if _cell(grid, c, r) is None]
        stones = _stones(grid)
        if side == "w" and len(stones) == 1 and stones[0][2] == "b":
            col, row, _ = stones[0]
            # The mirror of (col, row) swaps column index and row index: f3 -> c6.
            mirrored = _set(_set(grid, col, row, None), row - 1, col + 1, "w")
            found.append(("swap", (mirrored, "b")))
        return sorted(found, key=lambda item: item[0])

    def play(self, position: Position, move: str, dice: Dice | None = None) -> Position:
        """The position after `move`."""
        after: Position = play_by_lookup(self, position, move, dice)
        return after

    def winner(self, position: Position) -> str | None:
        """b or w once a side has joined its edges."""
        return _winner(position[0])


RULES = Hex()
