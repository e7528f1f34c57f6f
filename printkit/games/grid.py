"""Positions of the square-board games written FEN-like: one parser, one formatter.

Ranks from the top (highest number) down, separated by `/`; in each, files a..
left to right, a letter per piece and a decimal number for each run of empty
squares, runs always merged; then a space and the side to move. A grid is a
tuple of ranks, rank 1 first, each a tuple of files with None for an empty
square.
"""

from __future__ import annotations

import re

from printkit.games.rules import Dice, NotationError, check_dice, play_by_lookup

Grid = tuple[tuple[str | None, ...], ...]
_FILES = "abcdefghijklmnopqrstuvwxyz"


def square_name(file: int, rank: int) -> str:
    """The name of a square: file 0 and rank 1 is "a1"."""
    return f"{_FILES[file]}{rank}"


def parse_square(text: str, files: int, ranks: int) -> tuple[int, int]:
    """(file index from 0, rank from 1) of a square name; NotationError if off the board."""
    match = re.fullmatch(r"([a-z])([1-9][0-9]?)", text)
    accepted = f"a square from a1 to {square_name(files - 1, ranks)}"
    if not match:
        raise NotationError("square", text, accepted)
    file, rank = _FILES.index(match[1]), int(match[2])
    if file >= files or not 1 <= rank <= ranks:
        raise NotationError("square", text, accepted, "off the board")
    return file, rank


def parse_position(text: str, files: int, ranks: int, pieces: str,
                   sides: tuple[str, ...]) -> tuple[Grid, str]:
    """Read a position into its grid and side to move; errors name the bad part."""
    accepted = (f"{ranks} ranks of {files} squares separated by '/' (pieces "
                f"{', '.join(pieces)}; digits for empty squares), a space and the side "
                f"to move ({' or '.join(sides)})")
    board, space, side = text.partition(" ")
    if not space or side not in sides:
        raise NotationError("position", text, accepted, f"side to move {side!r}")
    rows = board.split("/")
    if len(rows) != ranks:
        raise NotationError("position", text, accepted, f"{len(rows)} ranks, not {ranks}")
    grid: list[tuple[str | None, ...]] = []
    for number, row in zip(range(ranks, 0, -1), rows, strict=True):
        grid.append(_parse_rank(row, number, files, pieces, text, accepted))
    return tuple(reversed(grid)), side


def _parse_rank(row: str, number: int, files: int, pieces: str, text: str,
                accepted: str) -> tuple[str | None, ...]:
    """One rank's squares, from its letters and merged runs of empty squares."""
    squares: list[str | None] = []
    for token in re.findall(r"[0-9]+|.", row):
        if token.isdigit():
            # Digits next to each other read as one run, so "34" is 34 squares, which the
            # width check refuses; a run of 0 is refused here.
            if token.startswith("0"):
                raise NotationError("position", text, accepted,
                                    f"rank {number}: empty run {token!r}")
            squares += [None] * int(token)
        elif token in pieces:
            squares.append(token)
        else:
            raise NotationError("position", text, accepted, f"rank {number}: {token!r}")
    if len(squares) != files:
        raise NotationError("position", text, accepted,
                            f"rank {number} has {len(squares)} squares, not {files}")
    return tuple(squares)


def format_position(grid: Grid, side: str) -> str:
    """Write a grid and side to move as parse_position reads them."""
    rows = []
    for rank in reversed(grid):
        text, run = "", 0
        for square in rank:
            if square is None:
                run += 1
                continue
            text += (str(run) if run else "") + square
            run = 0
        rows.append(text + (str(run) if run else ""))
    return "/".join(rows) + " " + side


def place(grid: Grid, file: int, rank: int, piece: str | None) -> Grid:
    """The grid with `piece` (or nothing) on a square."""
    row = list(grid[rank - 1])
    row[file] = piece
    return grid[:rank - 1] + (tuple(row),) + grid[rank:]


class GridRules:
    """The rules interface for a game on a grid without dice: a subclass gives its size,
    pieces and sides, its moves and its winner; reading, writing and playing are here."""

    name: str = ""
    files: int = 0
    ranks: int = 0
    pieces: str = ""
    sides: tuple[str, ...] = ()
    start_text: str = ""
    uses_dice: bool = False
    # The steps from a square to the squares that touch it: all eight by default; a game
    # whose rules mean only the four orthogonal ones (Snort) says so.
    touching: tuple[tuple[int, int], ...] = tuple(
        (df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if df or dr)

    def moves(self, grid: Grid, side: str) -> list[tuple[str, Grid]]:
        """Every move of `side` with the grid after it (the game's own rules)."""
        raise NotImplementedError

    def winner_of(self, grid: Grid, side: str) -> str | None:
        """The winner of the position, or None while the game goes on."""
        raise NotImplementedError

    def check(self, grid: Grid, side: str, text: str) -> None:
        """Refuse a position play cannot reach (nothing is refused unless a game says so)."""

    def check_turn(self, grid: Grid, side: str, text: str) -> None:
        """Refuse a side to move that the pieces rule out (nothing unless a game says so)."""

    def next_side(self, grid: Grid, side: str) -> str:
        """Who moves after `side` has moved to `grid`: the other side."""
        return self.sides[1] if side == self.sides[0] else self.sides[0]

    def adjacent(self, position: tuple[Grid, str], cell: str) -> frozenset[str]:
        """The squares that touch `cell` (see `touching`)."""
        file, rank = parse_square(cell, self.files, self.ranks)
        return frozenset(square_name(file + df, rank + dr) for df, dr in self.touching
                         if 0 <= file + df < self.files and 1 <= rank + dr <= self.ranks)

    def start(self) -> tuple[Grid, str]:
        """The starting position."""
        return self.parse_position(self.start_text)

    def parse_position(self, text: str) -> tuple[Grid, str]:
        """Read a position; errors name the bad part."""
        grid, side = self.parse_any_turn(text)
        self.check_turn(grid, side, text)
        return grid, side

    def parse_any_turn(self, text: str) -> tuple[Grid, str]:
        """parse_position without the side-to-move check: to ask what the other side could
        do in a position (the validator's "whose squares" facts)."""
        grid, side = parse_position(text, self.files, self.ranks, self.pieces, self.sides)
        self.check(grid, side, text)
        return grid, side

    def format_position(self, position: tuple[Grid, str]) -> str:
        """Write a position as parse_position reads it."""
        return format_position(*position)

    def legal_moves(self, position: tuple[Grid, str], dice: Dice | None = None
                    ) -> list[tuple[str, tuple[Grid, str]]]:
        """Every legal move, sorted by notation; none once the game is over."""
        check_dice(dice, False, self.name)
        grid, side = position
        if self.winner_of(grid, side) is not None:
            return []
        found = [(text, (after, self.next_side(after, side)))
                 for text, after in self.moves(grid, side)]
        return sorted(found, key=lambda item: item[0])

    def play(self, position: tuple[Grid, str], move: str, dice: Dice | None = None
             ) -> tuple[Grid, str]:
        """The position after `move`, found among the legal moves."""
        after: tuple[Grid, str] = play_by_lookup(self, position, move, dice)
        return after

    def winner(self, position: tuple[Grid, str]) -> str | None:
        """The winner of the position, or None."""
        return self.winner_of(*position)
