"""gnubg Position IDs, XGIDs, dice and play notation."""

from __future__ import annotations

import pytest

from printkit.errors import BadValueError
from printkit.games.backgammon.engine import IllegalPlayError, Move, Position
from printkit.games.backgammon.notation import (
    NotationError,
    XgidInfo,
    decode_position_id,
    decode_xgid,
    encode_position_id,
    encode_xgid,
    format_play,
    parse_dice,
    parse_play,
    parse_position,
)

START_ID = "4HPwATDgc/ABMA"
START_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"


def board(**points: int) -> tuple[int, ...]:
    """Return 25 counts from keywords like p6=5 and bar=1."""
    counts = [0] * 25
    for name, count in points.items():
        counts[24 if name == "bar" else int(name[1:]) - 1] = count
    return tuple(counts)


# The start, with the side on roll having borne one checker off its 6-point and
# the opponent having one checker on the bar from its 24-point. gnubg 1.07
# ("set board 4HPwAVDgOfgAGA" then "show board", X on roll) shows exactly this:
# gnubg writes the side NOT on roll first.
ASYMMETRIC = Position(board(p6=4, p8=3, p13=5, p24=2), board(p6=5, p8=3, p13=5, p24=1, bar=1))
ASYMMETRIC_ID = "4HPwAVDgOfgAGA"
ASYMMETRIC_XGID = "XGID=aa----D-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"


def test_start_position_id() -> None:
    assert encode_position_id(Position.start()) == START_ID
    assert decode_position_id(START_ID) == Position.start()


def test_position_id_puts_the_side_not_on_roll_first() -> None:
    assert encode_position_id(ASYMMETRIC) == ASYMMETRIC_ID
    assert decode_position_id(ASYMMETRIC_ID) == ASYMMETRIC
    assert encode_position_id(ASYMMETRIC.swapped()) != ASYMMETRIC_ID


def test_start_xgid() -> None:
    assert encode_xgid(Position.start()) == START_XGID
    position, info = decode_xgid(START_XGID)
    assert position == Position.start()
    assert info == XgidInfo()


def test_xgid_with_o_on_roll_and_fields() -> None:
    text = encode_xgid(
        ASYMMETRIC, turn=-1, cube=4, cube_owner=1, dice=(6, 2), score=(3, 5), match_length=7
    )
    # O (small letters) is on roll; the board is still written from X's side.
    assert text == "XGID=-b----E-C---eE---c-d----AA:2:1:-1:62:3:5:0:7:10"
    position, info = decode_xgid(text)
    assert position == ASYMMETRIC
    assert (info.turn, info.cube, info.cube_owner, info.dice) == (-1, 4, 1, (6, 2))
    assert (info.score, info.match_length) == ((3, 5), 7)
    assert decode_xgid(encode_xgid(position, **vars(info))) == (position, info)


def test_xgid_cube_action_and_missing_prefix() -> None:
    position, info = decode_xgid(START_XGID.removeprefix("XGID=").replace(":00:", ":D:"))
    assert position == Position.start()
    assert (info.dice, info.cube_action) == (None, "D")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("4HPwATDgc/ABM", "13 characters"),
        ("4HPwATDgc/ABMAA", "15 characters"),
        ("4HPwATDgc-ABMA", "bad character '-'"),
        ("//////////////", "too many checkers"),
        ("AAAAAQAABAAAgA", "stray bits"),  # one checker on each bar, and a bit 79
        ("AAAAwP8/AAAAAA", "side on roll has 16 checkers"),
    ],
)
def test_bad_position_ids(text: str, problem: str) -> None:
    with pytest.raises(NotationError, match=problem) as caught:
        parse_position(text)
    assert isinstance(caught.value, BadValueError)
    assert repr(text) in str(caught.value)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (START_XGID[:-3], "9 fields"),
        (START_XGID.replace("-b--", "-b-"), "25 characters"),
        (START_XGID.replace("-b--", "-z--"), "bad board character 'z'"),
        (START_XGID.replace("-b--", "Ab--"), "O's bar comes first"),
        (START_XGID.replace(":00:", ":71:"), "bad dice field '71'"),
        (START_XGID.replace(":1:00", ":2:00"), "bad turn field '2'"),
        (START_XGID.replace("-b--", "-b-C"), "18 checkers"),
    ],
)
def test_bad_xgids(text: str, problem: str) -> None:
    with pytest.raises(NotationError, match=problem):
        parse_position(text)


def test_parse_position_accepts_start_ids_and_xgids() -> None:
    for text in ("start", " START ", START_ID, START_XGID):
        assert parse_position(text) == Position.start()
    with pytest.raises(NotationError, match="accepted 'start', a 14-character"):
        parse_position("begin")


@pytest.mark.parametrize(
    ("text", "dice"),
    [("3-1", (3, 1)), ("31", (3, 1)), ("3 1", (3, 1)), (" 6-6 ", (6, 6)), ("1,2", (1, 2))],
)
def test_parse_dice(text: str, dice: tuple[int, int]) -> None:
    assert parse_dice(text) == dice


@pytest.mark.parametrize("text", ["7-1", "3", "0-2", "", "3-1-2", "a-b", "6-66"])
def test_bad_dice(text: str) -> None:
    with pytest.raises(NotationError, match=r"^invalid dice .*accepted two dice from 1 to 6"):
        parse_dice(text)


@pytest.mark.parametrize(
    ("moves", "text"),
    [
        ([(24, 18), (13, 11)], "24/18 13/11"),
        ([(13, 11), (24, 18)], "24/18 13/11"),
        ([(25, 22, True)], "bar/22*"),
        ([(6, 0)], "6/off"),
        ([(8, 5), (8, 5)], "8/5(2)"),
        ([(8, 5, True), (8, 5)], "8/5*(2)"),
        ([(24, 18), (18, 13)], "24/13"),
        ([(18, 13), (24, 18)], "24/13"),
        ([(24, 18, True), (18, 13)], "24/18*/13"),
        ([(6, 1), (1, 0)], "6/off"),
        ([(13, 9), (13, 9), (9, 5), (9, 5)], "13/5(2)"),
        ([(24, 21), (24, 18)], "24/18 24/21"),  # from one point, the longer move first
        ([], ""),
    ],
)
def test_format_play(moves: list[tuple[int, ...]], text: str) -> None:
    play = tuple(Move(*move) for move in moves)  # type: ignore[arg-type]
    assert format_play(play) == text


def test_parse_play_reads_any_order_and_chains() -> None:
    start = Position.start()
    expected = parse_play("8/5 6/5", start, (3, 1))
    assert format_play(expected) == "8/5 6/5"
    for text in ("6/5 8/5", "8/5, 6/5", " 8/5  6/5 "):
        assert parse_play(text, start, (3, 1)) == expected
    assert format_play(parse_play("24/21/20", start, (3, 1))) == "24/20"
    assert format_play(parse_play("24/23 23/20", start, (3, 1))) == "24/20"
    assert format_play(parse_play("13/7(4)", start, (6, 6))) == "13/7(4)"


def test_parse_play_marks_hits() -> None:
    position = Position(board(bar=1, p6=14), board(p3=1, p6=14))
    play = parse_play("bar/22*/16", position, (3, 6))
    assert [move.hit for move in play] == [True, False]
    assert parse_play("bar/16", position, (3, 6)) == play  # the hit is implied


@pytest.mark.parametrize(
    ("text", "error", "message"),
    [
        ("24/18", IllegalPlayError, "not legal with 3-1"),
        ("8/5", IllegalPlayError, "not legal"),
        ("8-5 6-5", NotationError, "cannot read '8-5'"),
        ("26/22", NotationError, "no such point"),
        ("5/8", NotationError, "moves backwards"),
        ("8/5(0)", NotationError, "cannot read '8/5\\(0\\)'"),
        ("", NotationError, "no moves"),
    ],
)
def test_parse_play_errors(text: str, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        parse_play(text, Position.start(), (3, 1))


def test_xgid_prefix_in_any_case() -> None:
    from printkit.games.backgammon.notation import decode_xgid, parse_position

    start = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
    lower = "xgid=" + start[5:]
    assert decode_xgid(lower) == decode_xgid(start)
    assert parse_position(lower) == parse_position(start)
