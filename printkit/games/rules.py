"""The rules interface every game engine fulfils: positions as text in, legal moves out.

An engine is pure: it imports no drawing, layout or PDF code. The CLI's
`engine` command, the rulebook validator and the rule-case tests reach every
game's rules only through the `Rules` protocol below, so a game is added
without touching any of them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from printkit.errors import BadValueError, PrintkitError, shown

Dice = tuple[int, int]
P = TypeVar("P")
DICE_ACCEPTED = "two dice from 1 to 6, like 3-1, 31 or '3 1'"


class NotationError(BadValueError):
    """Text that is not a valid position, move or roll of a game; says which part is wrong."""

    def __init__(self, what: str, value: object, accepted: str, problem: str = "") -> None:
        super().__init__(what, value, accepted)
        self.problem = problem
        if problem:
            self.args = (f"invalid {what} {shown(value)}: {problem}; accepted {accepted}",)


class IllegalMoveError(PrintkitError, ValueError):
    """A well-formed move that the rules do not allow in the given position and roll."""


@dataclass(frozen=True)
class LegalMove:
    """One legal move: its canonical notation, the position after it and the winner, if any."""

    move: str
    result: str  # the position after the move, formatted, with the next side to move
    winner: str | None  # a side name, "draw", or None while the game goes on


class Rules(Protocol[P]):
    """The rules of one game over its own position type `P`."""

    @property
    def name(self) -> str:
        """The --game name, e.g. "breakthrough"."""
        ...

    @property
    def uses_dice(self) -> bool:
        """Whether a move needs a roll of two dice."""
        ...

    @property
    def sides(self) -> tuple[str, ...]:
        """The side names as positions write them, the first mover first."""
        ...

    def start(self) -> P:
        """The starting position, first side to move."""
        ...

    def parse_position(self, text: str) -> P:
        """Read a position; raise NotationError naming the bad part."""
        ...

    def format_position(self, position: P) -> str:
        """Write a position so that parse_position reads it back unchanged."""
        ...

    def legal_moves(self, position: P, dice: Dice | None = None) -> list[tuple[str, P]]:
        """Every distinct legal move as (canonical notation, position after), sorted by
        notation; empty when the game is over or the side to move cannot move."""
        ...

    def play(self, position: P, move: str, dice: Dice | None = None) -> P:
        """The position after `move` written exactly as the engine writes it; raise
        NotationError for bad text, IllegalMoveError for a move the rules forbid."""
        ...

    def winner(self, position: P) -> str | None:
        """The winning side (or "draw") once the game is over, else None."""
        ...


class Repeats(Protocol):
    """Rules whose positions can come round again (Oware's circling seeds): a search that
    meets a position already on its line of play asks who wins the endless game."""

    def cycle_winner(self, position: Any) -> str:
        """The winning side (or "draw") when play circles forever through `position`."""
        ...


class Adjacent(Protocol):
    """Rules of a board of named cells that can say which cells touch which."""

    def adjacent(self, position: Any, cell: str) -> frozenset[str]:
        """The cells that touch `cell` on the board of `position`; NotationError for a
        name that is no cell of it."""
        ...


def side_to_move(rules: Rules[P], position: P) -> str:
    """The side to move, as the last word of the position the engine writes (read from the
    position itself where it keeps it: a grid game's (grid, side) or a `side` field)."""
    side = getattr(position, "side", None)
    if isinstance(side, str):
        return side
    if isinstance(position, tuple) and len(position) == 2 and isinstance(position[1], str):
        return position[1]
    return re.split(r"[\s:]", rules.format_position(position))[-1]


def position_key(rules: Rules[P], position: P) -> object:
    """A key equal for equal positions, whose turn included: the position itself where it
    is hashable (every engine's is a frozen value), else its text."""
    try:
        hash(position)
    except TypeError:
        return rules.format_position(position)
    return position


def listed_moves(rules: Rules[P], position: P, dice: Dice | None = None) -> list[LegalMove]:
    """The legal moves of `position` as printkit prints them: sorted, with result and winner."""
    return [LegalMove(move, rules.format_position(after), rules.winner(after))
            for move, after in rules.legal_moves(position, dice)]


def play_by_lookup(rules: Rules[P], position: P, move: str, dice: Dice | None) -> P:
    """Rules.play for engines whose legal moves are few: find `move` among them."""
    legal = rules.legal_moves(position, dice)
    for text, after in legal:
        if text == move:
            return after
    roll = f" with {dice[0]}-{dice[1]}" if dice else ""
    if rules.winner(position) is not None:
        raise IllegalMoveError(f"move {move!r}: the game is already over")
    shown = ", ".join(text for text, _ in legal[:8]) + (", ..." if len(legal) > 8 else "")
    raise IllegalMoveError(
        f"move {move!r} is not legal{roll} here; legal: {shown or 'none'}")


def parse_dice(text: str) -> Dice:
    """Return the dice in "3-1", "31" or "3 1" as a pair, or raise NotationError."""
    # [0-9], not \d: a full-width "３" is no die a user meant to type.
    match = re.fullmatch(r"\s*([0-9])\s*[-, ]?\s*([0-9])\s*", text)
    if not match:
        raise NotationError("dice", text, DICE_ACCEPTED)
    dice = (int(match[1]), int(match[2]))
    if not all(1 <= die <= 6 for die in dice):
        raise NotationError("dice", text, DICE_ACCEPTED, "each die shows 1 to 6")
    return dice


def check_dice(dice: Sequence[int] | None, uses_dice: bool, game: str) -> Dice | None:
    """Refuse a roll for a game without dice, and a missing or impossible one for a game
    with them."""
    if not uses_dice:
        if dice is not None:
            raise BadValueError(f"dice for {game}", "-".join(map(str, dice)),
                                "none: the game has no dice")
        return None
    if dice is None:
        raise BadValueError(f"dice for {game}", "none", "two dice from 1 to 6, like 3-1")
    if len(dice) != 2 or not all(1 <= d <= 6 for d in dice):
        raise BadValueError("dice", "-".join(map(str, dice)), "two dice from 1 to 6, like 3-1")
    return (dice[0], dice[1])
