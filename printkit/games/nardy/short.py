"""Short nardy and its Caucasian variant: backgammon's moves, positions as gnubg Position IDs.

Short nardy is backgammon without the doubling cube, so its engine is
backgammon's under another name. The source's Caucasian rule is muddled; the
reading printkit plays (and its rulebook states) is its first sentence, made
exact: in the turn in which you hit a blot in your home board (your points 1
to 6), no other checker of yours may stop on that point, so a hit there cannot
be covered at once. The hitting checker may move on with another die. Every
other rule is short nardy's, including the whole-roll rule, which is applied
with this restriction in force (a roll is used as fully as the restriction
allows).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from printkit.games.backgammon.adapter import BackgammonRules
from printkit.games.backgammon.engine import (
    HOME,
    IllegalPlayError,
    Play,
    Position,
    State,
    checker_steps,
    final_states,
)
from printkit.games.backgammon.notation import parse_play
from printkit.games.backgammon.playtext import format_play
from printkit.games.rules import Dice, IllegalMoveError, check_dice

SHORT = BackgammonRules(name="short-nardy")

# A state of the Caucasian walk: the two sides and the home points hit this turn.
Walked = tuple[tuple[int, ...], tuple[int, ...], frozenset[int]]


def _walk(start: State, dice: tuple[int, ...]) -> list[dict[Any, Play]]:
    """Play `dice` in order as backgammon does, keeping off points hit at home this turn."""
    levels: list[dict[Any, Play]] = [{(*start, frozenset()): ()}]
    for die in dice:
        reached: dict[Walked, Play] = {}
        for (me, opp, hit_home), play in levels[-1].items():
            for move, mine, theirs in checker_steps(me, opp, die):
                if move.dst in hit_home:
                    continue  # a blot hit at home this turn stays uncovered
                marked = hit_home | {move.dst} if move.hit and move.dst <= HOME else hit_home
                reached.setdefault((mine, theirs, marked), play + (move,))
        if not reached:
            break
        levels.append(reached)
    return levels


def caucasian_plays(position: Position, dice: Dice) -> list[tuple[Play, Position]]:
    """Every legal Caucasian play, one per distinct resulting position (turn not passed)."""
    found: dict[State, Play] = {}
    for (me, opp, _), play in final_states(position, dice, _walk).items():
        found.setdefault((me, opp), play)
    return [(play, Position(me, opp)) for (me, opp), play in found.items()]


@dataclass(frozen=True)
class CaucasianRules(BackgammonRules):
    """Short nardy with the Caucasian rule: a blot hit at home is not covered that turn."""

    name: str = "caucasian-nardy"

    def plays(self, position: Position, dice: Dice) -> list[tuple[Play, Position]]:
        """Every legal play under the Caucasian rule (turn not passed)."""
        return caucasian_plays(position, dice)

    def play(self, position: Position, move: str, dice: Dice | None = None) -> Position:
        """The position after `move`, if the Caucasian rule allows it; turn passed."""
        legal = dict(self.legal_moves(position, dice))
        if move in legal:
            return legal[move]
        roll = check_dice(dice, True, self.name)
        assert roll is not None
        try:
            canonical = format_play(parse_play(move, position, roll))
        except IllegalPlayError as exc:
            raise IllegalMoveError(str(exc)) from None
        if canonical not in legal:
            raise IllegalMoveError(
                f"play {move!r} covers a blot hit in your home board this turn, which the "
                f"Caucasian rule forbids")
        return legal[canonical]


CAUCASIAN = CaucasianRules()
