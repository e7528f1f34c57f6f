"""Snort on 8x8: cats (`c`) and dogs (`d`) take turns placing a piece, cats first.

A piece goes on an empty square that is not orthogonally next to an opposing
piece. While a side has no piece on the board, its first piece has a place of
its own: the first cat in the centre zone (d4, d5, e4, e5), the first dog
outside it. The side to move with no legal placement has lost. A move is the
square: `d4`.
"""

from __future__ import annotations

from printkit.games.grid import Grid, GridRules, place, square_name
from printkit.games.rules import NotationError

SIZE = 8
SIDES = ("c", "d")
CENTRE = frozenset({(3, 4), (3, 5), (4, 4), (4, 5)})  # d4, d5, e4, e5 as (file, rank)
PIECES = 28  # of each side, as the kit has: `most_placed()` shows no game needs more
NAMES = {"c": "cats", "d": "dogs"}
ACCEPTED = "a position of one game"


def placements(grid: Grid, side: str) -> list[tuple[str, Grid]]:
    """Every legal placement of `side`, sorted by notation, with the grid after it."""
    other = "d" if side == "c" else "c"
    first = not any(side in rank for rank in grid)
    found = []
    for r in range(1, SIZE + 1):
        for f in range(SIZE):
            if grid[r - 1][f] is not None:
                continue
            if first and ((f, r) in CENTRE) != (side == "c"):
                continue
            beside = ((f + df, r + dr) for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)))
            if any(0 <= bf < SIZE and 1 <= br <= SIZE and grid[br - 1][bf] == other
                   for bf, br in beside):
                continue
            found.append((square_name(f, r), place(grid, f, r, side)))
    return sorted(found, key=lambda item: item[0])


def most_placed() -> int:
    """The most animals one side can place in any game: a bound over every board with no cat
    beside a dog, where a side with n pieces placed faces at least n - 1 of the other's."""
    # Cells go in reading order; a state is the last SIZE cells (the one above the next
    # cell comes first, the one left of it last), mapped to {cats: most dogs} so far.
    states: dict[tuple[int, ...], dict[int, int]] = {(0,) * SIZE: {0: 0}}
    for index in range(SIZE * SIZE):
        after: dict[tuple[int, ...], dict[int, int]] = {}
        for profile, best in states.items():
            above, left = profile[0], profile[-1] if index % SIZE else 0
            for here in (0, 1, 2):  # empty, cat, dog; 3 - here is the other kind
                if here and 3 - here in (above, left):
                    continue
                into = after.setdefault(profile[1:] + (here,), {})
                for cats, dogs in best.items():
                    cats, dogs = cats + (here == 1), dogs + (here == 2)
                    if into.get(cats, -1) < dogs:
                        into[cats] = dogs
        states = after
    # Cats move first, so n cats meet n - 1 dogs or more; colours swap for the dogs' count.
    return max(min(cats, dogs + 1) for best in states.values() for cats, dogs in best.items())


class Snort(GridRules):
    """Snort's rules behind the game interface."""

    name = "snort"
    files = ranks = SIZE
    pieces = "cd"
    sides = SIDES
    start_text = "8/8/8/8/8/8/8/8 c"
    touching = ((1, 0), (-1, 0), (0, 1), (0, -1))  # the placing rule's neighbours

    def moves(self, grid: Grid, side: str) -> list[tuple[str, Grid]]:
        """Every legal placement."""
        return placements(grid, side)

    def check(self, grid: Grid, side: str, text: str) -> None:
        """Refuse what no game reaches: more pieces than the kit's, a cat beside a dog, or a
        first piece off its zone."""
        squares = {(f, r): grid[r - 1][f] for r in range(1, SIZE + 1) for f in range(SIZE)}
        counts = {piece: sum(rank.count(piece) for rank in grid) for piece in SIDES}
        for side_piece, count in counts.items():
            if count > PIECES:
                raise NotationError("position", text, ACCEPTED, f"{count} {NAMES[side_piece]}, "
                                    f"more than the kit's {PIECES}")
        for (f, r), piece in squares.items():
            if piece == "c":
                for near in ((f + 1, r), (f - 1, r), (f, r + 1), (f, r - 1)):
                    if squares.get(near) == "d":
                        raise NotationError("position", text, ACCEPTED,
                                            f"a cat on {square_name(f, r)} beside a dog on "
                                            f"{square_name(*near)}")
        cats, dogs = counts["c"], counts["d"]
        if cats and not any(squares[cell] == "c" for cell in CENTRE):
            raise NotationError("position", text, ACCEPTED,
                                "no cat in the centre, where the first cat goes")
        if dogs and all(piece != "d" or cell in CENTRE for cell, piece in squares.items()):
            raise NotationError("position", text, ACCEPTED,
                                "no dog outside the centre, where the first dog goes")

    def check_turn(self, grid: Grid, side: str, text: str) -> None:
        """Refuse a side to move the counts rule out: cats first, one piece a turn."""
        cats, dogs = (sum(rank.count(piece) for rank in grid) for piece in SIDES)
        if (side == "c" and cats != dogs) or (side == "d" and cats != dogs + 1):
            raise NotationError("position", text, ACCEPTED,
                                f"{cats} cats and {dogs} dogs with {NAMES[side]} to move "
                                "(cats place first, one piece a turn)")

    def winner_of(self, grid: Grid, side: str) -> str | None:
        """The other side, once the side to move has no legal placement."""
        if placements(grid, side):
            return None
        return "d" if side == "c" else "c"


RULES = Snort()
