"""The position model, legal plays and applying plays."""

from __future__ import annotations

import pytest

from printkit.errors import PrintkitError
from printkit.games.backgammon.engine import (
    CHECKERS,
    IllegalPlayError,
    Layout,
    Move,
    Position,
    PositionError,
    apply_play,
    check_dice,
    is_legal,
    legal_plays,
)
from printkit.games.backgammon.notation import format_play


def board(**points: int) -> tuple[int, ...]:
    """Return 25 counts from keywords like p6=5 and bar=1."""
    counts = [0] * 25
    for name, count in points.items():
        counts[24 if name == "bar" else int(name[1:]) - 1] = count
    return tuple(counts)


START = board(p6=5, p8=3, p13=5, p24=2)


def test_start_position() -> None:
    start = Position.start()
    assert start.on_roll == START == start.opponent
    assert start.pips() == (167, 167)
    assert start.off() == (0, 0)
    assert start.swapped() == start


def test_off_and_pips_count_the_bar_as_25() -> None:
    position = Position(board(bar=1, p1=2), board(p3=4))
    assert position.off() == (CHECKERS - 3, CHECKERS - 4)
    assert position.pips() == (25 + 2, 12)


def test_swapped_passes_the_turn() -> None:
    position = Position(board(p6=2, bar=1), board(p1=3))
    assert position.swapped() == Position(board(p1=3), board(p6=2, bar=1))
    assert position.swapped().swapped() == position


def test_layout_numbers_points_from_the_side_on_roll() -> None:
    layout = Position(board(p6=2, bar=1), board(p1=3, p13=1, bar=2)).layout()
    assert isinstance(layout, Layout)
    assert len(layout.points) == 24
    assert layout.points[5] == (2, 0)
    assert layout.points[23] == (0, 3)  # the opponent's 1-point is our 24-point
    assert layout.points[11] == (0, 1)  # its 13-point is our 12-point
    assert layout.bar == (1, 2)
    assert layout.off == (12, 9)


@pytest.mark.parametrize(
    ("on_roll", "opponent", "message"),
    [
        (START[:24], START, "needs 25 counts"),
        (START, START + (0,), "needs 25 counts"),
        (board(p6=16), START, "16 checkers"),
        (board(p6=-1), START, "invalid count -1 on point 6"),
        (board(bar=-1), START, "invalid count -1 on bar"),
        (board(p24=1), board(p1=1), "both sides have checkers on point 24"),
    ],
)
def test_impossible_positions_are_rejected(
    on_roll: tuple[int, ...], opponent: tuple[int, ...], message: str
) -> None:
    with pytest.raises(PositionError, match=message) as caught:
        Position.from_counts(on_roll, opponent)
    assert isinstance(caught.value, PrintkitError)


def test_both_bars_may_hold_checkers() -> None:
    assert Position(board(bar=2), board(bar=3)).off() == (13, 12)


@pytest.mark.parametrize("dice", [(0, 1), (7, 1), (3,), (1, 2, 3), (True, 2)])
def test_dice_outside_1_to_6_are_rejected(dice: tuple[int, ...]) -> None:
    with pytest.raises(IllegalPlayError, match="dice must be two values from 1 to 6"):
        check_dice(dice)


def test_opening_3_1_has_16_plays_with_distinct_results() -> None:
    plays = legal_plays(Position.start(), (3, 1))
    assert len(plays) == 16 == len({after for _, after in plays})
    assert "8/5 6/5" in [format_play(play) for play, _ in plays]
    assert legal_plays(Position.start(), (1, 3)) == plays


def test_results_keep_the_mover_on_roll() -> None:
    plays = dict((format_play(p), after) for p, after in legal_plays(Position.start(), (3, 1)))
    assert plays["8/5 6/5"].on_roll == board(p5=2, p6=4, p8=2, p13=5, p24=2)
    assert plays["8/5 6/5"].opponent == START


def test_each_move_of_a_play_uses_one_die() -> None:
    for play, _ in legal_plays(Position.start(), (6, 4)):
        distances = sorted(move.src - move.dst for move in play)
        assert distances == [4, 6]


def test_no_legal_play_gives_an_empty_list() -> None:
    closed = board(p1=2, p2=2, p3=2, p4=2, p5=2, p6=2, p13=3)
    stuck = Position(board(bar=1, p13=14), closed)
    assert legal_plays(stuck, (6, 6)) == []
    assert is_legal(stuck, (6, 6), ())
    assert apply_play(stuck, (), (6, 6)) == stuck
    assert not is_legal(Position.start(), (6, 6), ())


def test_is_legal_and_apply_play() -> None:
    start = Position.start()
    play = (Move(8, 5), Move(6, 5))
    assert is_legal(start, (3, 1), play)
    assert is_legal(start, (3, 1), (Move(6, 5), Move(8, 5)))
    assert not is_legal(start, (3, 1), (Move(8, 5),))  # both dice must be played
    assert not is_legal(start, (3, 1), (Move(8, 4),))
    after = apply_play(start, play, (3, 1))
    assert after.on_roll == board(p5=2, p6=4, p8=2, p13=5, p24=2)
    assert apply_play(start, play) == after


def test_apply_play_rejects_illegal_plays() -> None:
    start = Position.start()
    with pytest.raises(IllegalPlayError, match="not legal with 6-5"):
        apply_play(start, (Move(24, 18), Move(24, 19)), (6, 5))
    with pytest.raises(IllegalPlayError, match="move 1 of '6/off'"):
        apply_play(start, (Move(6, 0),))  # not all checkers are home
    with pytest.raises(IllegalPlayError, match="breaks the rules"):
        apply_play(start, (Move(13, 1),))  # 12 pips is not one die


def test_apply_play_hits_and_enters() -> None:
    position = Position(board(bar=1, p6=14), board(p3=1, p6=14))  # its 3-point is our 22
    after = apply_play(position, (Move(25, 22, hit=True), Move(22, 16)), (3, 6))
    assert after.on_roll == board(p16=1, p6=14)
    assert after.opponent == board(bar=1, p6=14)
