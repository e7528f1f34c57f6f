"""Ouri (Oware): two rows of six houses, 48 seeds, sowing counter-clockwise.

South's houses are a-f from South's left, North's A-F from North's left, so
seeds go round a..f, A..F. A position is South's six counts, `/`, North's six,
`/`, the South and North stores, then a space and the side to move:
`4,4,4,4,4,4/4,4,4,4,4,4/0,0 S`. A move is the house played.

- Every seed of the house is sown one per house onward, stores excluded; with
  12 or more the house played is skipped on each lap.
- A house with a single seed may not be played while another of the mover's
  houses holds two or more.
- If the last seed lands in an opposing house that then holds 2 or 3, those
  seeds are captured, and so are those of each house before it on the
  opponent's row, going back, that holds 2 or 3, up to the first that does not.
- When the opponent has no seeds, only moves that leave it with some are legal.
  A player left with no seeds passes: the mover moves again.
- A store reaching 25 wins at once. When the side to move must feed and
  cannot, the game ends: it takes the seeds on its own side, and the larger
  store wins (`S`, `N` or `draw`); so does it when no seed is left on the board.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from printkit.games.rules import Dice, NotationError, check_dice, play_by_lookup

SIDES = ("S", "N")
HOUSES = 6
SEEDS = 48
WINNING = 25
NAMES = "abcdefABCDEF"  # the ring: South's a-f, then North's A-F
ACCEPTED = ("six South counts, '/', six North counts, '/', South and North stores (commas "
            "inside each group), a space and S or N, like 4,4,4,4,4,4/4,4,4,4,4,4/0,0 S")


@dataclass(frozen=True)
class Position:
    """The twelve houses (South's a-f, then North's A-F), the stores and the side to move."""

    houses: tuple[int, ...]
    stores: tuple[int, int]  # South, North
    side: str

    def row(self, side: str) -> range:
        """The ring indexes of `side`'s houses."""
        return range(0, HOUSES) if side == "S" else range(HOUSES, 2 * HOUSES)


def _other(side: str) -> str:
    return "N" if side == "S" else "S"


def parse(text: str) -> Position:
    """Read a position; raise NotationError naming the bad part."""
    match = re.fullmatch(r"([0-9,]+)/([0-9,]+)/([0-9,]+) ([SN])", text)
    if not match:
        raise NotationError("position", text, ACCEPTED)
    groups = [part.split(",") for part in match.groups()[:3]]
    for name, group, size in zip(("South", "North", "stores"), groups, (6, 6, 2), strict=True):
        if len(group) != size or not all(n.isdigit() and len(n) <= 2 for n in group):
            raise NotationError("position", text, ACCEPTED, f"{name}: {','.join(group)}")
    houses = tuple(int(n) for n in groups[0] + groups[1])
    stores = (int(groups[2][0]), int(groups[2][1]))
    if sum(houses) + sum(stores) != SEEDS:
        raise NotationError("position", text, ACCEPTED,
                            f"{sum(houses) + sum(stores)} seeds, not {SEEDS}")
    position = Position(houses, stores, match[4])
    mover_empty = not any(houses[i] for i in position.row(position.side))
    if mover_empty and any(houses) and max(stores) < WINNING:
        raise NotationError("position", text, ACCEPTED,
                            f"{position.side} has no seeds: it passes, so the other side moves")
    return position


def format_position(position: Position) -> str:
    """Write a position as parse reads it."""
    south = ",".join(map(str, position.houses[:HOUSES]))
    north = ",".join(map(str, position.houses[HOUSES:]))
    return f"{south}/{north}/{position.stores[0]},{position.stores[1]} {position.side}"


def _sow(position: Position, start: int) -> tuple[list[int], int]:
    """Sow the house at ring index `start`; the houses after and the last house sown."""
    houses = list(position.houses)
    seeds, houses[start] = houses[start], 0
    at = start
    while seeds:
        at = (at + 1) % (2 * HOUSES)
        if at == start:
            continue  # twelve or more seeds skip the house they came from
        houses[at] += 1
        seeds -= 1
    return houses, at


def _capture(houses: list[int], last: int, side: str) -> int:
    """Take the twos and threes ending at `last` on the opponent's row; return the count."""
    opponent = range(HOUSES, 2 * HOUSES) if side == "S" else range(0, HOUSES)
    taken = 0
    at = last
    while at in opponent and houses[at] in (2, 3):
        taken += houses[at]
        houses[at] = 0
        at -= 1
    return taken


def _after(position: Position, start: int) -> Position:
    """The position after playing ring index `start`, turn passed unless the other is empty."""
    side = position.side
    houses, last = _sow(position, start)
    taken = _capture(houses, last, side)
    stores = list(position.stores)
    stores[0 if side == "S" else 1] += taken
    nxt = _other(side)
    if not any(houses[i] for i in Position(tuple(houses), (0, 0), nxt).row(nxt)):
        nxt = side  # the other side has no seeds: it passes
    return Position(tuple(houses), (stores[0], stores[1]), nxt)


def moves(position: Position) -> list[tuple[str, Position]]:
    """Every legal move, sorted by notation, with the position after it."""
    if max(position.stores) >= WINNING:
        return []
    side, houses = position.side, position.houses
    mine = [i for i in position.row(side) if houses[i]]
    if any(houses[i] >= 2 for i in mine):
        mine = [i for i in mine if houses[i] >= 2]  # a single seed waits while others can go
    found = []
    other = _other(side)
    hungry = not any(houses[i] for i in position.row(other))
    for start in mine:
        after = _after(position, start)
        if hungry and not any(after.houses[i] for i in after.row(other)):
            continue  # the opponent has nothing: the move must give it seeds
        found.append((NAMES[start], after))
    return sorted(found, key=lambda item: item[0])


def winner(position: Position) -> str | None:
    """S, N or draw once the game is over, else None."""
    south, north = position.stores
    if south >= WINNING:
        return "S"
    if north >= WINNING:
        return "N"
    if moves(position):
        return None
    # The side to move must feed and cannot (or no seed is left): it takes its own seeds.
    own = sum(position.houses[i] for i in position.row(position.side))
    if position.side == "S":
        south += own
    else:
        north += own
    return "S" if south > north else "N" if north > south else "draw"


@dataclass(frozen=True)
class Oware:
    """Ouri's rules behind the game interface."""

    name: str = "oware"
    uses_dice: bool = False
    sides: tuple[str, ...] = SIDES

    def start(self) -> Position:
        """Four seeds in every house, South to move."""
        return parse("4,4,4,4,4,4/4,4,4,4,4,4/0,0 S")

    def parse_position(self, text: str) -> Position:
        """Read a position."""
        return parse(text)

    def format_position(self, position: Position) -> str:
        """Write a position."""
        return format_position(position)

    def legal_moves(self, position: Position, dice: Dice | None = None
                    ) -> list[tuple[str, Position]]:
        """Every legal move, sorted by notation."""
        check_dice(dice, False, self.name)
        return moves(position)

    def play(self, position: Position, move: str, dice: Dice | None = None) -> Position:
        """The position after `move`."""
        after: Position = play_by_lookup(self, position, move, dice)
        return after

    def winner(self, position: Position) -> str | None:
        """S, N or draw once the game is over."""
        return winner(position)


RULES = Oware()
