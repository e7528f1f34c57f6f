"""Game results, the doubling cube and the Jacoby rule."""

from __future__ import annotations

import pytest

from printkit.games.backgammon.engine import Position
from printkit.games.backgammon.scoring import (
    CubeState,
    GameResult,
    ScoringError,
    game_result,
    score_game,
)


def board(**points: int) -> tuple[int, ...]:
    """Return 25 counts from keywords like p6=5 and bar=1."""
    counts = [0] * 25
    for name, count in points.items():
        counts[24 if name == "bar" else int(name[1:]) - 1] = count
    return tuple(counts)


FINISHED = board()  # the winner (side on roll) has borne off all fifteen
SINGLE = Position(FINISHED, board(p1=3))  # the loser bore off twelve
GAMMON = Position(FINISHED, board(p1=5, p8=10))
BACKGAMMON_BAR = Position(FINISHED, board(p1=14, bar=1))
# The loser's 19..24 points are the winner's home board.
BACKGAMMON_HOME = Position(FINISHED, board(p1=14, p19=1))


@pytest.mark.parametrize(
    ("final", "result"),
    [
        (SINGLE, GameResult.SINGLE),
        (GAMMON, GameResult.GAMMON),
        (BACKGAMMON_BAR, GameResult.BACKGAMMON),
        (BACKGAMMON_HOME, GameResult.BACKGAMMON),
        (Position(FINISHED, board(p18=15)), GameResult.GAMMON),
    ],
)
def test_game_result(final: Position, result: GameResult) -> None:
    assert game_result(final) == result


def test_a_game_in_progress_has_no_result() -> None:
    with pytest.raises(ScoringError, match="borne off 0 checkers, not 15"):
        game_result(Position.start())


@pytest.mark.parametrize(
    ("final", "cube", "points"),
    [
        (SINGLE, 1, 1),
        (GAMMON, 1, 2),
        (BACKGAMMON_BAR, 1, 3),
        (GAMMON, 4, 8),
        (BACKGAMMON_HOME, 64, 192),
        (SINGLE, 128, 128),
    ],
)
def test_score_is_result_times_cube(final: Position, cube: int, points: int) -> None:
    assert score_game(final, cube) == points


def test_jacoby_counts_gammons_only_once_the_cube_was_turned() -> None:
    assert score_game(GAMMON, 1, jacoby=True) == 1
    assert score_game(BACKGAMMON_BAR, 1, jacoby=True) == 1
    assert score_game(GAMMON, 2, jacoby=True) == 4
    # An automatic double raises the cube without anyone turning it.
    assert score_game(GAMMON, 2, jacoby=True, cube_turned=False) == 2
    assert score_game(GAMMON, 1, jacoby=False) == 2


@pytest.mark.parametrize("value", [0, 3, -2, 6])
def test_cube_values_are_powers_of_two(value: int) -> None:
    with pytest.raises(ScoringError, match=f"invalid cube value {value}"):
        score_game(SINGLE, value)
    with pytest.raises(ScoringError):
        CubeState(value)


def test_cube_starts_centred_on_64_worth_1() -> None:
    cube = CubeState()
    assert (cube.value, cube.owner, cube.centred, cube.face) == (1, None, True, 64)
    assert cube.can_double(0) and cube.can_double(1)


def test_double_and_take_gives_the_cube_to_the_taker() -> None:
    cube = CubeState().take(doubler=0)
    assert (cube.value, cube.owner, cube.face) == (2, 1, 2)
    assert cube.can_double(1) and not cube.can_double(0)
    with pytest.raises(ScoringError, match="player 0 cannot double: player 1 owns the cube"):
        cube.take(doubler=0)
    assert cube.take(doubler=1) == CubeState(4, 0)


def test_drop_gives_the_doubler_the_value_before_the_double() -> None:
    cube = CubeState(8, 0)
    assert cube.drop(doubler=0) == (0, 8)
    with pytest.raises(ScoringError):
        cube.drop(doubler=1)


def test_values_go_on_past_64() -> None:
    cube = CubeState()
    for _ in range(7):
        cube = cube.take(doubler=0 if cube.owner is None else cube.owner)  # owners redouble
    assert cube.value == 128
    assert cube.face == 64


def test_beaver_and_automatic_double() -> None:
    assert CubeState().beaver(doubler=0) == CubeState(4, 1)
    assert CubeState().automatic_double() == CubeState(2, None)
    with pytest.raises(ScoringError, match="only while the cube is centred"):
        CubeState(2, 0).automatic_double()


def test_players_are_0_and_1() -> None:
    with pytest.raises(ScoringError, match="invalid player 2"):
        CubeState(2, 2)
    with pytest.raises(ScoringError):
        CubeState().can_double(-1)
