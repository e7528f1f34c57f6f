"""Hex on an N x N rhombus of hexagons: 11 x 11 for the kit, any size from 2 to 26 read.

Rows 1 to N run from the top, columns a.. from the left, and row r is shifted
right by half a cell per row, so cell (c, r) touches (c-1, r), (c+1, r),
(c, r-1), (c+1, r-1), (c-1, r+1) and (c, r+1). Black (`b`) moves first and wins
by joining row 1 to row N; White (`w`) wins by joining column a to the last
column. A move is the empty cell a stone goes on (`f6`). While the board holds
exactly one stone, a black one, and White is to move, `swap` is also legal: that
stone becomes a white stone on the mirror cell (column index and row index trade
places, f3 -> c6) and Black moves next, which is the players exchanging colours.

A position is the rows 1 to N separated by `/`, each written with `b`, `w` and
decimal runs of empty cells, then a space and the side to move; the size is the
number of rows, and every row must hold as many cells. Legal moves are sorted
with plain `sorted()` on their text, so "a10" comes before "a2" and "swap" after
every cell. A position with a winner has no moves. Both sides never join their
edges at once (a chain from top to bottom cuts every chain from left to right:
the Hex theorem), so no position needs refusing for that. Stone counts must be
ones play reaches: with Black to move as many black stones as white, with White
to move one black stone more; after a swap the colours' counts trade places for
the rest of the game: one white stone more with Black to move (whites 1, blacks
0 right after the swap), as many of each, at least one, with White to move.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from printkit.games.rules import Dice, IllegalMoveError, NotationError, check_dice

SIDES = ("b", "w")
SIZE = 11  # the kit's board
MIN_SIZE, MAX_SIZE = 2, 26  # one letter a..z per column
EMPTY = "."
COLUMNS = "abcdefghijklmnopqrstuvwxyz"
# A run has one or two digits (a row holds at most 26 cells) and no leading zero, so no
# huge number is ever expanded.
ROW_TEXT = re.compile(r"(?:[bw]|[1-9][0-9]?(?![0-9]))+")
ROW_PART = re.compile(r"[bw]|[0-9]+")
CELL_TEXT = re.compile(r"([a-z])([1-9][0-9]?)")
ACCEPTED = ("rows 1 to N (N from 2 to 26) separated by /, each N cells written with b, w and "
            "runs of empty cells, then a space and b or w, like 3/1b1/3 w")


@dataclass(frozen=True)
class HexPosition:
    """A board of `size` x `size` cells as one string, row 1 first, and the side to move."""

    size: int
    cells: str  # "b", "w" or "." per cell; cell (column i, row r) is at (r - 1) * size + i
    side: str


@cache
def _neighbours(size: int) -> tuple[tuple[int, ...], ...]:
    """For every cell index of a board of `size`, the indexes of the cells it touches."""
    table = []
    for index in range(size * size):
        row, col = divmod(index, size)
        near = ((col - 1, row), (col + 1, row), (col, row - 1), (col + 1, row - 1),
                (col - 1, row + 1), (col, row + 1))
        table.append(tuple(r * size + c for c, r in near if 0 <= c < size and 0 <= r < size))
    return tuple(table)


def _joins(cells: str, size: int, stone: str) -> bool:
    """Whether `stone`'s cells link its two edges: rows 1 and N for b, columns a and last
    for w."""
    if stone == "b":
        starts = range(size)
        goal = set(range(size * (size - 1), size * size))
    else:
        starts = range(0, size * size, size)
        goal = set(range(size - 1, size * size, size))
    seen = {index for index in starts if cells[index] == stone}
    frontier = list(seen)
    near = _neighbours(size)
    while frontier:
        index = frontier.pop()
        if index in goal:
            return True
        for other in near[index]:
            if other not in seen and cells[other] == stone:
                seen.add(other)
                frontier.append(other)
    return False


def _winner(position: HexPosition) -> str | None:
    """The side whose stones join its edges, if any."""
    for stone in SIDES:
        if _joins(position.cells, position.size, stone):
            return stone
    return None


def cell_name(index: int, size: int) -> str:
    """The name of cell `index` of a board of `size`: index 0 is "a1"."""
    row, col = divmod(index, size)
    return f"{COLUMNS[col]}{row + 1}"


def _can_swap(position: HexPosition) -> bool:
    """Whether White may swap: the board holds one stone, a black one, and White is to move."""
    cells = position.cells
    return (position.side == "w" and cells.count(EMPTY) == len(cells) - 1
            and "b" in cells)


def _swapped(position: HexPosition) -> HexPosition:
    """The lone black stone turned white on its mirror cell, Black to move."""
    size = position.size
    row, col = divmod(position.cells.index("b"), size)
    mirror = col * size + row  # the row index becomes the column index and back
    cells = EMPTY * mirror + "w" + EMPTY * (size * size - mirror - 1)
    return HexPosition(size, cells, "b")


def _parse_row(row: str, size: int, number: int, text: str) -> str:
    """The cells of row `number`, written `row` in the position `text`, `size` of them."""
    if not ROW_TEXT.fullmatch(row):
        raise NotationError("position", text, ACCEPTED, f"row {number} {row!r} is not b, w "
                            "and runs of empty cells (one or two digits, no leading zero)")
    cells = "".join(part if part in SIDES else EMPTY * int(part)
                    for part in ROW_PART.findall(row))
    if len(cells) != size:
        raise NotationError("position", text, ACCEPTED,
                            f"row {number} has {len(cells)} cells, not {size}")
    return cells


def _check_counts(cells: str, side: str, text: str) -> None:
    """Refuse stone counts that no game reaches, naming them."""
    blacks, whites = cells.count("b"), cells.count("w")
    lead = blacks - whites
    # Before a swap Black is level or one stone ahead; after one, White is.
    reachable = lead in (0, -1) if side == "b" else lead == 1 or (lead == 0 and blacks > 0)
    if not reachable:
        raise NotationError(
            "position", text, "stone counts play reaches: as many of each with b to move and "
            "one more black with w to move, or after a swap one more white with b to move and "
            "as many of each with w to move", f"{blacks} black and {whites} white with {side} "
            "to move")


def _parse_cell(move: str, size: int) -> int:
    """The index of the cell named `move` on a board of `size`."""
    accepted = f"a cell from a1 to {COLUMNS[size - 1]}{size}, like f6, or swap"
    found = CELL_TEXT.fullmatch(move)
    if not found:
        raise NotationError("move", move, accepted)
    col, row = COLUMNS.index(found[1]), int(found[2])
    if col >= size or row > size:
        raise NotationError("move", move, accepted, f"off the {size} x {size} board")
    return (row - 1) * size + col


@dataclass(frozen=True)
class Hex:
    """Hex's rules behind the game interface."""

    name: str = "hex"
    uses_dice: bool = False
    sides: tuple[str, ...] = SIDES

    def start(self) -> HexPosition:
        """The empty 11 x 11 board, Black to move."""
        return HexPosition(SIZE, EMPTY * (SIZE * SIZE), "b")

    def parse_position(self, text: str) -> HexPosition:
        """Read rows separated by `/`, a space and the side to move; refuse what play never
        reaches."""
        board, _, side = text.partition(" ")
        if side not in SIDES:
            raise NotationError("position", text, ACCEPTED, f"side to move {side!r}")
        rows = board.split("/")
        if not MIN_SIZE <= len(rows) <= MAX_SIZE:
            raise NotationError("position", text, ACCEPTED,
                                f"{len(rows)} rows, not {MIN_SIZE} to {MAX_SIZE}")
        cells = "".join(_parse_row(row, len(rows), number, text)
                        for number, row in enumerate(rows, start=1))
        _check_counts(cells, side, text)
        return HexPosition(len(rows), cells, side)

    def format_position(self, position: HexPosition) -> str:
        """Write the rows with runs of empty cells, a space and the side to move."""
        size, cells = position.size, position.cells
        rows = []
        for start in range(0, size * size, size):
            parts = re.findall(r"\.+|[bw]", cells[start:start + size])
            rows.append("".join(str(len(part)) if part[0] == EMPTY else part
                                for part in parts))
        return "/".join(rows) + " " + position.side

    def legal_moves(self, position: HexPosition, dice: Dice | None = None
                    ) -> list[tuple[str, HexPosition]]:
        """Every empty cell, and `swap` when it is allowed; none once a side has won."""
        check_dice(dice, False, self.name)
        if _winner(position) is not None:
            return []
        size, cells, side = position.size, position.cells, position.side
        other = "w" if side == "b" else "b"
        found = [(cell_name(index, size),
                  HexPosition(size, cells[:index] + side + cells[index + 1:], other))
                 for index, cell in enumerate(cells) if cell == EMPTY]
        if _can_swap(position):
            found.append(("swap", _swapped(position)))
        return sorted(found, key=lambda item: item[0])

    def play(self, position: HexPosition, move: str, dice: Dice | None = None
             ) -> HexPosition:
        """The position after `move`: a stone on an empty cell, or the swap."""
        check_dice(dice, False, self.name)
        index = None if move == "swap" else _parse_cell(move, position.size)
        if _winner(position) is not None:
            raise IllegalMoveError(f"move {move!r}: the game is already over")
        if index is None:
            if not _can_swap(position):
                raise IllegalMoveError("move 'swap' is legal only for White's answer to "
                                       "Black's first stone")
            return _swapped(position)
        cells = position.cells
        if cells[index] != EMPTY:
            raise IllegalMoveError(f"move {move!r}: the cell already holds a stone")
        other = "w" if position.side == "b" else "b"
        return HexPosition(position.size, cells[:index] + position.side + cells[index + 1:],
                           other)

    def winner(self, position: HexPosition) -> str | None:
        """b or w once that side's stones join its two edges, else None."""
        return _winner(position)

    def adjacent(self, position: HexPosition, cell: str) -> frozenset[str]:
        """The six (or fewer, at an edge) cells that touch `cell`."""
        size = position.size
        return frozenset(cell_name(index, size)
                         for index in _neighbours(size)[_parse_cell(cell, size)])


RULES = Hex()
