"""Backgammon rules: positions, legal plays for a roll, and applying a play.

Pure Python on purpose: the rulebook diagrams, the CLI and the tests all build
on it, so it imports nothing from drawing, layout or PDF code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from printkit.errors import PrintkitError
from printkit.games.backgammon.playtext import Move, Play, format_play, play_sort_key

CHECKERS = 15
POINTS = 24
BAR = 24  # index of the bar in a side's 25 counts
HOME = 6  # points 1..6 are a side's home board

Board = tuple[int, ...]
Dice = tuple[int, int]

_START_SIDE: Board = tuple({5: 5, 7: 3, 12: 5, 23: 2}.get(index, 0) for index in range(POINTS + 1))


class PositionError(PrintkitError, ValueError):
    """A position that cannot happen: wrong sizes, too many checkers, shared points."""


class IllegalPlayError(PrintkitError, ValueError):
    """A play that the rules do not allow in the given position and roll."""


@dataclass(frozen=True)
class Layout:
    """Where the checkers stand, by physical point numbered 1..24 from the side on roll."""

    points: tuple[tuple[int, int], ...]  # entry i = (near, far) counts on point i+1
    bar: tuple[int, int]  # (near, far)
    off: tuple[int, int]  # (near, far)


def _check_side(name: str, counts: Board) -> None:
    """Raise PositionError unless `counts` is 25 non-negative ints totalling at most 15."""
    if len(counts) != POINTS + 1:
        raise PositionError(f"{name} needs 25 counts (24 points and the bar), got {len(counts)}")
    for index, count in enumerate(counts):
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            where = "bar" if index == BAR else f"point {index + 1}"
            raise PositionError(f"{name} has an invalid count {count!r} on {where}")
    if sum(counts) > CHECKERS:
        raise PositionError(f"{name} has {sum(counts)} checkers; a side has {CHECKERS}")


@dataclass(frozen=True)
class Position:
    """A backgammon position seen from the side on roll."""

    # index i (0..23) = checkers on the owner's own point i+1; index 24 = its bar.
    on_roll: Board
    # The opponent's counts in ITS OWN numbering: its point 1 is our point 24.
    opponent: Board

    def __post_init__(self) -> None:
        object.__setattr__(self, "on_roll", tuple(self.on_roll))
        object.__setattr__(self, "opponent", tuple(self.opponent))
        _check_side("side on roll", self.on_roll)
        _check_side("opponent", self.opponent)
        for index in range(POINTS):
            if self.on_roll[index] and self.opponent[POINTS - 1 - index]:
                raise PositionError(
                    f"both sides have checkers on point {index + 1} (of the side on roll)"
                )

    @classmethod
    def start(cls) -> Position:
        """Return the standard starting position."""
        return _trusted(_START_SIDE, _START_SIDE)

    @classmethod
    def from_counts(cls, on_roll: Iterable[int], opponent: Iterable[int]) -> Position:
        """Build a validated position from two iterables of 25 counts each."""
        return cls(tuple(on_roll), tuple(opponent))

    def off(self) -> tuple[int, int]:
        """Return the checkers borne off as (on roll, opponent)."""
        return CHECKERS - sum(self.on_roll), CHECKERS - sum(self.opponent)

    def pips(self) -> tuple[int, int]:
        """Return the pip counts as (on roll, opponent); the bar counts 25 pips."""
        return _pips(self.on_roll), _pips(self.opponent)

    def swapped(self) -> Position:
        """Return the same position with the turn passed to the opponent."""
        return _trusted(self.opponent, self.on_roll)

    def layout(self) -> Layout:
        """Return the checkers by physical point, for drawing."""
        points = tuple(
            (self.on_roll[index], self.opponent[POINTS - 1 - index]) for index in range(POINTS)
        )
        return Layout(points, (self.on_roll[BAR], self.opponent[BAR]), self.off())


def _pips(counts: Board) -> int:
    """Return the pip count of one side's 25 counts."""
    return sum(count * (index + 1) for index, count in enumerate(counts))


def _trusted(on_roll: Board, opponent: Board) -> Position:
    """Build a Position without validation, for boards the engine derived itself."""
    position = object.__new__(Position)
    object.__setattr__(position, "on_roll", on_roll)
    object.__setattr__(position, "opponent", opponent)
    return position


# --- move generation -------------------------------------------------------------
# Internally a state is the pair (on_roll, opponent) of plain tuples; Position
# objects are built only for the final, distinct results, which keeps the
# generator fast (no validation, no deep copies).

State = tuple[Board, Board]


def check_dice(dice: tuple[int, ...]) -> Dice:
    """Return `dice` as a pair, or raise IllegalPlayError unless it is two values 1..6."""
    if len(dice) != 2 or any(type(die) is not int or not 1 <= die <= 6 for die in dice):
        raise IllegalPlayError(f"dice must be two values from 1 to 6, got {dice!r}")
    return dice[0], dice[1]


def checker_steps(me: Board, opp: Board, die: int) -> list[tuple[Move, Board, Board]]:
    """Return every single-checker move of `die` pips, with the boards after it."""
    if me[BAR]:
        sources: Iterable[int] = (BAR,)  # a checker on the bar must enter first
    else:
        sources = [index for index in range(POINTS - 1, -1, -1) if me[index]]
    all_home = sum(me[HOME:]) == 0  # the bar counts: a checker there is not home
    out: list[tuple[Move, Board, Board]] = []
    for src in sources:
        dst = src - die
        if dst < 0:
            # Bearing off: exact, or from the highest point with a larger die.
            if not all_home or (dst < -1 and any(me[src + 1 : HOME])):
                continue
            mine = list(me)
            mine[src] -= 1
            out.append((Move(src + 1, 0), tuple(mine), opp))
            continue
        across = POINTS - 1 - dst  # the same point in the opponent's numbering
        blockers = opp[across]
        if blockers >= 2:
            continue
        mine = list(me)
        mine[src] -= 1
        mine[dst] += 1
        theirs = opp
        if blockers:
            hit = list(opp)
            hit[across] = 0
            hit[BAR] += 1
            theirs = tuple(hit)
        out.append((Move(src + 1, dst + 1, blockers == 1), tuple(mine), theirs))
    return out


def _walk(start: State, dice: tuple[int, ...]) -> list[dict[State, Play]]:
    """Play `dice` in order; return, per number of dice used, the reachable states."""
    levels: list[dict[State, Play]] = [{start: ()}]
    for die in dice:
        reached: dict[State, Play] = {}
        for (me, opp), play in levels[-1].items():
            for move, mine, theirs in checker_steps(me, opp, die):
                # Transpositions reach one state; the first play found stands for it.
                reached.setdefault((mine, theirs), play + (move,))
        if not reached:
            break
        levels.append(reached)
    return levels


# Plays the dice in order from a start; returns, per number of dice used, the states
# reached (keyed by (on roll, opponent), optionally followed by what a variant tracks).
Walk = Callable[[State, tuple[int, ...]], list[dict[Any, Play]]]


def final_states(position: Position, dice: Dice, walk: Walk | None = None) -> dict[Any, Play]:
    """Return the states a legal play can end in, each with one play reaching it: as many
    dice as can be played, and the larger die when only one can (`walk` may add rules)."""
    walk = walk or _walk
    start: State = (position.on_roll, position.opponent)
    high, low = max(dice), min(dice)
    if high == low:
        levels = walk(start, (high,) * 4)
        return levels[-1] if len(levels) > 1 else {}
    high_first = walk(start, (high, low))
    low_first = walk(start, (low, high))
    used = max(len(high_first), len(low_first)) - 1
    if used == 2:
        finals: dict[Any, Play] = {}
        for levels in (high_first, low_first):
            if len(levels) == 3:
                for state, play in levels[2].items():
                    finals.setdefault(state, play)
        return finals
    if used == 1:
        # Only one die can be played: the larger one when it can be.
        return high_first[1] if len(high_first) > 1 else low_first[1]
    return {}


def legal_plays(position: Position, dice: tuple[int, int]) -> list[tuple[Play, Position]]:
    """Return every legal play, one per distinct resulting position, sorted by notation."""
    finals = final_states(position, check_dice(dice))
    found = [(play, _trusted(me, opp)) for (me, opp), play in finals.items()]
    found.sort(key=lambda item: play_sort_key(item[0]))
    return found


# --- checking and applying a given play ------------------------------------------------


def _dice_for(move: Move) -> range:
    """Return the die values that could make `move`: exact, or larger for a bear-off."""
    if move.dst == 0:
        return range(move.src, 7) if move.src <= HOME else range(0)
    distance = move.src - move.dst
    return range(distance, distance + 1) if 1 <= distance <= 6 else range(0)


def _step(state: State, move: Move, die: int) -> State | None:
    """Return the state after `move` played with `die`, or None when the rules forbid it."""
    for step, mine, theirs in checker_steps(state[0], state[1], die):
        # The hit flag is not compared: the board decides whether a move hits.
        if (step.src, step.dst) == (move.src, move.dst):
            return mine, theirs
    return None


def _play_through(state: State, play: Play, dice: list[int]) -> State | None:
    """Return the state after `play` if each move can use one of `dice`, else None."""
    if not play:
        return state
    for die in sorted(set(dice) & set(_dice_for(play[0])), reverse=True):
        after = _step(state, play[0], die)
        if after is not None:
            rest = list(dice)
            rest.remove(die)
            final = _play_through(after, play[1:], rest)
            if final is not None:
                return final
    return None


def is_legal(position: Position, dice: tuple[int, int], play: Play) -> bool:
    """Return whether `play` is a legal way to play `dice` in `position`."""
    dice = check_dice(dice)
    finals = final_states(position, dice)
    if not finals:
        return not play  # no die can be played: passing is the only legal play
    if len(play) != len(next(iter(finals.values()))):
        return False  # every legal play uses as many dice as can be used
    pool = list(dice) * (2 if dice[0] == dice[1] else 1)
    final = _play_through((position.on_roll, position.opponent), play, pool)
    return final is not None and final in finals


def apply_play(position: Position, play: Play, dice: tuple[int, int] | None = None) -> Position:
    """Return the position after `play` (turn not passed); with `dice`, it must be legal."""
    if dice is not None and not is_legal(position, dice, play):
        raise IllegalPlayError(f"play {format_play(play)!r} is not legal with {dice[0]}-{dice[1]}")
    state: State = (position.on_roll, position.opponent)
    for index, move in enumerate(play):
        # Without dice, each move only has to be one that some die could make.
        after = _play_through(state, (move,), list(range(1, 7)))
        if after is None:
            raise IllegalPlayError(
                f"move {index + 1} of {format_play(play)!r} ({move.src}/{move.dst})"
                " breaks the rules in this position"
            )
        state = after
    return _trusted(*state)
