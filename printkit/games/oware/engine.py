"""Ouri (Oware): two rows of six houses, 48 seeds sown counter-clockwise, twos and threes taken.

South's houses are a-f from South's left and North's A-F from North's left, so
sowing runs a..f, A..F and round again; South moves first. A move is the house
sown, a-f for South and A-F for North. Its seeds go one per house onward, stores
excluded, skipping the origin house on a full lap (12 seeds or more). A house
with a single seed may not be played while another of the mover's houses holds
two or more. When the last seed makes an opposing house hold 2 or 3 those seeds
are captured, and so are those of each preceding opposing house holding 2 or 3,
going backwards and stopping at the first that does not or at the end of the
opponent's row; a capture may take all of the opponent's seeds. When the
opponent has no seeds, only moves that leave it at least one (after captures)
are legal; both rules apply, so a single seed that would feed stays illegal
while another house holds two or more.

A position is six South counts, `/`, six North counts, `/`, South's store and
North's store (commas inside each group), then a space and `S` or `N`; all 48
seeds must be there. The game is over when a store holds 25 or more (that side
wins at once) or when the side to move has no legal move, which only happens
when it must feed and cannot (also when no seed is left on the board): it adds
the seeds on its own side to its store and the larger store wins ("S", "N" or
"draw"). A player left with no seeds passes, so after a move that empties the
opponent's row the mover is to move again, even when the move has ended the game
(at 25, or with the board empty: then it must feed and cannot). A side to move
with no seeds while the other has some is therefore never reached, and is refused
unless a store already holds 25 (a finished game is read as written). Legal moves
are sorted with plain `sorted()` on their text: a-f for South, A-F for North.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from printkit.games.rules import (
    Dice,
    IllegalMoveError,
    NotationError,
    check_dice,
    play_by_lookup,
)

SIDES = ("S", "N")
HOUSES = 6
SEEDS = 48
TO_WIN = 25
NAMES = {"S": "abcdef", "N": "ABCDEF"}
COUNT = re.compile(r"0|[1-9][0-9]?")  # no seed count needs more than two digits
ACCEPTED = ("six South counts, '/', six North counts, '/', South's and North's stores (commas "
            "inside each group), a space and S or N, like 4,4,4,4,4,4/4,4,4,4,4,4/0,0 S")


@dataclass(frozen=True)
class OwarePosition:
    """The twelve houses in sowing order (South's a-f, then North's A-F), the stores
    (South's, North's) and the side to move."""

    houses: tuple[int, ...]
    stores: tuple[int, int]
    side: str


def _row(side: str) -> range:
    """The indexes of `side`'s six houses in the sowing order."""
    return range(0, HOUSES) if side == "S" else range(HOUSES, 2 * HOUSES)


def _seeds(houses: tuple[int, ...] | list[int], side: str) -> int:
    """How many seeds stand in `side`'s houses."""
    return sum(houses[index] for index in _row(side))


def _other(side: str) -> str:
    """The opponent of `side`."""
    return "N" if side == "S" else "S"


def _sow(position: OwarePosition, origin: int) -> OwarePosition:
    """The position after the mover sows house `origin` and takes its captures."""
    houses = list(position.houses)
    side, size = position.side, len(houses)
    seeds, houses[origin] = houses[origin], 0
    last = origin
    for _ in range(seeds):
        last = (last + 1) % size
        if last == origin:
            last = (last + 1) % size
        houses[last] += 1
    opposing = _row(_other(side))
    taken = 0
    while last in opposing and houses[last] in (2, 3):
        taken += houses[last]
        houses[last] = 0
        last -= 1
    south, north = position.stores
    stores = (south + taken, north) if side == "S" else (south, north + taken)
    # A player left without seeds passes: the mover is to move again.
    passes = _seeds(houses, _other(side)) == 0
    return OwarePosition(tuple(houses), stores, side if passes else _other(side))


def _moves(position: OwarePosition) -> list[tuple[str, OwarePosition]]:
    """Every legal move and the position after it, in house order."""
    if max(position.stores) >= TO_WIN:
        return []
    houses, side = position.houses, position.side
    own = [index for index in _row(side) if houses[index] > 0]
    if any(houses[index] >= 2 for index in own):
        own = [index for index in own if houses[index] >= 2]
    base = _row(side).start
    found = [(NAMES[side][index - base], _sow(position, index)) for index in own]
    other = _other(side)
    if _seeds(houses, other) == 0:
        found = [(move, after) for move, after in found if _seeds(after.houses, other) > 0]
    return found


def _counts(group: str, many: int, what: str, text: str) -> tuple[int, ...]:
    """The `many` comma-separated seed counts of `group`, one group of the position `text`."""
    parts = group.split(",")
    if len(parts) != many:
        raise NotationError("position", text, ACCEPTED,
                            f"{what}: {group} has {len(parts)} counts, not {many}")
    for part in parts:
        if not COUNT.fullmatch(part):
            raise NotationError("position", text, ACCEPTED, f"{what}: seed count {part!r} "
                                "is not a whole number from 0 to 48 without leading zeros")
    return tuple(int(part) for part in parts)


def _check(position: OwarePosition, text: str) -> None:
    """Refuse a position without exactly 48 seeds, or one that play never reaches."""
    total = sum(position.houses) + sum(position.stores)
    if total != SEEDS:
        raise NotationError("position", text, ACCEPTED,
                            f"{total} seeds in houses and stores, not {SEEDS}")
    side = position.side
    if (max(position.stores) < TO_WIN and _seeds(position.houses, side) == 0
            and _seeds(position.houses, _other(side)) > 0):
        raise NotationError("position", text, ACCEPTED, f"{side} has no seeds while the "
                            "other side has some: it would have passed")


@dataclass(frozen=True)
class Oware:
    """Ouri's (Oware's) rules behind the game interface."""

    name: str = "oware"
    uses_dice: bool = False
    sides: tuple[str, ...] = SIDES

    def start(self) -> OwarePosition:
        """Four seeds in each house, empty stores, South to move."""
        return OwarePosition((4,) * (2 * HOUSES), (0, 0), "S")

    def parse_position(self, text: str) -> OwarePosition:
        """Read houses, stores and the side to move; refuse positions play never reaches."""
        board, _, side = text.partition(" ")
        if side not in SIDES:
            raise NotationError("position", text, ACCEPTED, f"side to move {side!r}")
        groups = board.split("/")
        if len(groups) != 3:
            raise NotationError("position", text, ACCEPTED,
                                f"{len(groups)} groups separated by /, not 3")
        south = _counts(groups[0], HOUSES, "South", text)
        north = _counts(groups[1], HOUSES, "North", text)
        stores = _counts(groups[2], 2, "stores", text)
        position = OwarePosition(south + north, (stores[0], stores[1]), side)
        _check(position, text)
        return position

    def format_position(self, position: OwarePosition) -> str:
        """Write South's houses, North's houses, the stores and the side to move."""
        houses = position.houses
        groups = (houses[:HOUSES], houses[HOUSES:], position.stores)
        return "/".join(",".join(map(str, group)) for group in groups) + " " + position.side

    def legal_moves(self, position: OwarePosition, dice: Dice | None = None
                    ) -> list[tuple[str, OwarePosition]]:
        """Every house the mover may sow, sorted; none once the game is over."""
        check_dice(dice, False, self.name)
        return sorted(_moves(position), key=lambda item: item[0])

    def play(self, position: OwarePosition, move: str, dice: Dice | None = None
             ) -> OwarePosition:
        """The position after sowing the house `move`."""
        if len(move) != 1 or move not in "abcdefABCDEF":
            raise NotationError("move", move, "a house: a to f for South, A to F for North")
        if move not in NAMES[position.side] and max(position.stores) < TO_WIN:
            raise IllegalMoveError(f"move {move!r}: that house is "
                                   f"{_other(position.side)}'s, and {position.side} is to move")
        after: OwarePosition = play_by_lookup(self, position, move, dice)
        return after

    def winner(self, position: OwarePosition) -> str | None:
        """The side holding 25 or more; once the side to move has no move, the larger store
        after it takes its own seeds, or "draw"; else None."""
        south, north = position.stores
        if max(south, north) >= TO_WIN:
            return "S" if south >= TO_WIN else "N"
        if _moves(position):
            return None
        own = _seeds(position.houses, position.side)
        if position.side == "S":
            south += own
        else:
            north += own
        return "S" if south > north else "N" if north > south else "draw"

    def cycle_winner(self, position: OwarePosition) -> str:
        """When the seeds only circle, the game stops: the larger store wins, the seeds on
        the board counting for nobody (equal stores: a draw)."""
        south, north = position.stores
        return "S" if south > north else "N" if north > south else "draw"


RULES = Oware()
