"""The backgammon engine behind the game interface (`Rules`): gnubg Position IDs in and out.

A Position ID says nothing of colours, only who is on roll, so the sides are
relative: "player" is the side on roll in the position given, "opponent" the
other. A result has the turn passed, so after a play that bears off the last
checker the winner of the result is "opponent": the side that just moved.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.games.backgammon.engine import (
    CHECKERS,
    IllegalPlayError,
    Play,
    Position,
    legal_plays,
)
from printkit.games.backgammon.notation import encode_position_id, parse_play, parse_position
from printkit.games.backgammon.playtext import format_play
from printkit.games.rules import Dice, IllegalMoveError, check_dice


@dataclass(frozen=True)
class BackgammonRules:
    """Backgammon's rules (also short nardy's, which plays them without the cube)."""

    name: str = "backgammon"
    uses_dice: bool = True
    sides: tuple[str, ...] = ("player", "opponent")

    def start(self) -> Position:
        """The standard start, the first player on roll."""
        return Position.start()

    def parse_position(self, text: str) -> Position:
        """'start', a gnubg Position ID or an XGID."""
        return parse_position(text)

    def format_position(self, position: Position) -> str:
        """The gnubg Position ID."""
        return encode_position_id(position)

    def legal_moves(
        self, position: Position, dice: Dice | None = None
    ) -> list[tuple[str, Position]]:
        """One play per distinct result, the turn passed, sorted by notation."""
        roll = check_dice(dice, True, self.name)
        assert roll is not None  # check_dice refuses a missing roll for a dice game
        if self.winner(position) is not None:
            return []
        found = [(format_play(play), after.swapped())
                 for play, after in self.plays(position, roll)]
        return sorted(found, key=lambda item: item[0])

    def plays(self, position: Position, dice: Dice) -> list[tuple[Play, Position]]:
        """Every legal play of `dice`, one per distinct result (turn not passed); a variant
        with a rule of its own (Caucasian nardy) changes only this."""
        return legal_plays(position, dice)

    def play(self, position: Position, move: str, dice: Dice | None = None) -> Position:
        """The position after `move` (any order of its steps; hits implied), turn passed."""
        roll = check_dice(dice, True, self.name)
        assert roll is not None
        for text, after in self.legal_moves(position, roll):
            if text == move:
                return after
        try:
            play = parse_play(move, position, roll)
        except IllegalPlayError as exc:
            raise IllegalMoveError(str(exc)) from None
        canonical = format_play(play)
        return dict(self.legal_moves(position, roll))[canonical]

    def winner(self, position: Position) -> str | None:
        """The side that has borne off all fifteen checkers, if any."""
        on_roll, opponent = position.off()
        if on_roll == CHECKERS:
            return "player"
        if opponent == CHECKERS:
            return "opponent"
        return None


RULES = BackgammonRules()
