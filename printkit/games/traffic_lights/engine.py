"""Traffic Lights on 3 ranks x 4 files: squares turn green, then yellow, then red.

Players 1 and 2 take turns, player 1 first. A move is a square (`a3`): an empty
square gets a green piece, a green one turns yellow and a yellow one red; a red
square stays red. There are 8 pieces of each colour: a move needing a colour of
which 8 are on the board is illegal. The player who makes three of one colour
in a line, across, down or diagonally, wins; so the winner of a position is the
player who is not to move.
"""

from __future__ import annotations

from printkit.games.grid import Grid, GridRules, place, square_name
from printkit.games.rules import NotationError

FILES, RANKS = 4, 3
SIDES = ("1", "2")
NEXT = {None: "g", "g": "y", "y": "r"}
PIECES = 8
# Every line of three squares, as (file, rank) triples.
LINES = tuple(
    tuple((f + i * df, r + i * dr) for i in range(3))
    for f in range(FILES) for r in range(1, RANKS + 1)
    for df, dr in ((1, 0), (0, 1), (1, 1), (1, -1))
    if 0 <= f + 2 * df < FILES and 1 <= r + 2 * dr <= RANKS
)


def _line(grid: Grid) -> bool:
    """Whether three squares in a line hold pieces of one colour."""
    return any(grid[r0 - 1][f0] is not None
               and grid[r0 - 1][f0] == grid[r1 - 1][f1] == grid[r2 - 1][f2]
               for (f0, r0), (f1, r1), (f2, r2) in LINES)


def changes(grid: Grid) -> list[tuple[str, Grid]]:
    """Every legal move, sorted by notation, with the grid after it."""
    counts = {colour: sum(rank.count(colour) for rank in grid) for colour in "gyr"}
    found = []
    for r in range(1, RANKS + 1):
        for f in range(FILES):
            colour = NEXT.get(grid[r - 1][f])
            if colour is not None and counts[colour] < PIECES:
                found.append((square_name(f, r), place(grid, f, r, colour)))
    return sorted(found, key=lambda item: item[0])


class TrafficLights(GridRules):
    """Traffic Lights' rules behind the game interface."""

    name = "traffic-lights"
    files, ranks = FILES, RANKS
    pieces = "gyr"
    sides = SIDES
    start_text = "4/4/4 1"

    def moves(self, grid: Grid, side: str) -> list[tuple[str, Grid]]:
        """Every square that can change colour."""
        return changes(grid)

    def winner_of(self, grid: Grid, side: str) -> str | None:
        """The player not to move, once a line of one colour stands."""
        if _line(grid):
            return "2" if side == "1" else "1"
        return None

    def check(self, grid: Grid, side: str, text: str) -> None:
        """Refuse more than 8 pieces of a colour."""
        counts = {colour: sum(rank.count(colour) for rank in grid) for colour in "gyr"}
        for colour, count in counts.items():
            if count > PIECES:
                raise NotationError("position", text, "at most 8 pieces of each colour",
                                    f"{count} of {colour}")

    def check_turn(self, grid: Grid, side: str, text: str) -> None:
        """Refuse a side to move the colours rule out: a square's colour counts the moves
        made on it (green 1, yellow 2, red 3), and player 1 moves first."""
        made = sum(weight * sum(rank.count(colour) for rank in grid)
                   for colour, weight in (("g", 1), ("y", 2), ("r", 3)))
        if side != SIDES[made % 2]:
            raise NotationError("position", text, "a position of one game",
                                f"{made} moves made (green 1, yellow 2, red 3 each) with "
                                f"player {side} to move (player 1 moves first)")


RULES = TrafficLights()
