"""Scoring a finished game: single, gammon, backgammon, the doubling cube and the Jacoby rule."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from printkit.errors import PrintkitError
from printkit.games.backgammon.engine import BAR, CHECKERS, HOME, POINTS, Position

PLAYERS = (0, 1)
CENTRED_FACE = 64  # a centred cube shows 64 but is worth 1


class ScoringError(PrintkitError, ValueError):
    """A game or cube action that the rules do not allow."""


class GameResult(enum.IntEnum):
    """How a game was won; the value is the multiple of the cube."""

    SINGLE = 1
    GAMMON = 2
    BACKGAMMON = 3


def game_result(final: Position) -> GameResult:
    """Return how the side on roll in `final` won; it must have borne off all its checkers."""
    winner_off, loser_off = final.off()
    if winner_off != CHECKERS:
        raise ScoringError(f"the winner has borne off {winner_off} checkers, not {CHECKERS}")
    if loser_off:
        return GameResult.SINGLE
    # The winner's home board is the loser's points 19..24 (indices 18..23).
    stuck = final.opponent[BAR] + sum(final.opponent[POINTS - HOME : POINTS])
    return GameResult.BACKGAMMON if stuck else GameResult.GAMMON


def score_game(
    final: Position,
    cube_value: int = 1,
    *,
    jacoby: bool = False,
    cube_turned: bool | None = None,
) -> int:
    """Return the points the winner (the side on roll in `final`) scores for the game."""
    check_cube_value(cube_value)
    result = game_result(final)
    turned = cube_value > 1 if cube_turned is None else cube_turned
    if jacoby and not turned:
        # Jacoby rule: gammons and backgammons count only once the stakes were doubled.
        result = GameResult.SINGLE
    return int(result) * cube_value


def check_cube_value(value: int) -> int:
    """Return `value` if it is a cube value (1, 2, 4, ...), else raise ScoringError."""
    if type(value) is not int or value < 1 or value & (value - 1):
        raise ScoringError(f"invalid cube value {value!r}: accepted 1, 2, 4, 8, ... (powers of 2)")
    return value


def _check_player(player: int) -> int:
    """Return `player` if it is 0 or 1, else raise ScoringError."""
    if player not in PLAYERS:
        raise ScoringError(f"invalid player {player!r}: accepted 0 or 1")
    return player


@dataclass(frozen=True)
class CubeState:
    """The doubling cube: its value and its owner (None while centred)."""

    value: int = 1
    owner: int | None = None

    def __post_init__(self) -> None:
        check_cube_value(self.value)
        if self.owner is not None:
            _check_player(self.owner)

    @property
    def centred(self) -> bool:
        """Return whether the cube sits in the middle, free for either player."""
        return self.owner is None

    @property
    def face(self) -> int:
        """Return the number shown on top: 64 while centred at 1, else the value."""
        # Values past 64 are played with the 64 face up and the true value noted.
        return CENTRED_FACE if self.value == 1 else min(self.value, CENTRED_FACE)

    def can_double(self, player: int) -> bool:
        """Return whether `player` may offer a double now."""
        _check_player(player)
        return self.owner is None or self.owner == player

    def _offer(self, doubler: int) -> int:
        """Check that `doubler` may double and return the player who answers."""
        if not self.can_double(doubler):
            raise ScoringError(f"player {doubler} cannot double: player {self.owner} owns the cube")
        return 1 - doubler

    def take(self, doubler: int) -> CubeState:
        """Return the cube after `doubler` doubles and the opponent takes (and owns it)."""
        taker = self._offer(doubler)
        return CubeState(self.value * 2, taker)

    def beaver(self, doubler: int) -> CubeState:
        """Return the cube after a double answered by a beaver: doubled again, kept by the taker."""
        taker = self._offer(doubler)
        return CubeState(self.value * 4, taker)

    def drop(self, doubler: int) -> tuple[int, int]:
        """Return (winner, points) when `doubler` doubles and the opponent drops the game."""
        self._offer(doubler)
        return doubler, self.value

    def automatic_double(self) -> CubeState:
        """Return the cube doubled by the optional rule for a double on the first roll."""
        if not self.centred:
            raise ScoringError("automatic doubles happen only while the cube is centred")
        return CubeState(self.value * 2, None)
