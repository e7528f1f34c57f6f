"""`printkit engine`: exact output, exit codes and one-line error messages."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from printkit.cli import main
from printkit.games.backgammon.engine import Position, legal_plays
from printkit.games.backgammon.notation import decode_position_id, encode_position_id

START_ID = "4HPwATDgc/ABMA"
START_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
START_TEXT = """\
+13-14-15-16-17-18-+-----+19-20-21-22-23-24-+
| X           O    |     | O              X |
| X           O    |     | O              X |
| X           O    |     | O                |
| X                |     | O                |
| X                |     | O                |
|                  | BAR |                  |
| O                |     | X                |
| O                |     | X                |
| O           X    |     | X                |
| O           X    |     | X              O |
| O           X    |     | X              O |
+12-11-10--9--8--7-+-----+-6--5--4--3--2--1-+
X on roll  pips 167  bar  0  off  0
O          pips 167  bar  0  off  0
Position ID: 4HPwATDgc/ABMA
XGID: XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10
"""
OPENING_3_1 = """\
6/2
6/3 6/5
8/4
8/5 6/5
8/5 8/7
8/7 6/3
13/9
13/10 6/5
13/10 8/7
24/20
24/21 6/5
24/21 8/7
24/21 24/23
24/23 6/3
24/23 8/5
24/23 13/10
"""
# The opponent holds its home board; ours has a checker on the bar.
CLOSED_OUT = "XGID=------------cN-----bbbbbbA:0:0:1:00:0:0:0:0:10"


def engine(*args: str) -> Result:
    """Run `printkit engine ARGS` and return the result."""
    return CliRunner().invoke(main, ["engine", *args])


def error_line(result: Result) -> str:
    """Return the single 'Error: ...' line of a failed command."""
    lines = [line for line in result.output.splitlines() if line.startswith("Error:")]
    assert len(lines) == 1, result.output
    return lines[0]


@pytest.mark.parametrize(
    ("args", "output"),
    [
        ([], START_ID + "\n"),
        (["--format", "gnubg"], START_ID + "\n"),
        (["--format", "xgid"], START_XGID + "\n"),
        (["--format", "text"], START_TEXT),
    ],
)
def test_start(args: list[str], output: str) -> None:
    result = engine("start", *args)
    assert result.exit_code == 0
    assert result.output == output


def test_moves_lists_plays_sorted() -> None:
    for position in (START_ID, START_XGID, "start"):
        result = engine("moves", position, "--dice", "3-1")
        assert result.exit_code == 0
        assert result.output == OPENING_3_1


def test_moves_as_position_ids_keep_the_mover_on_roll() -> None:
    result = engine("moves", START_ID, "--dice", "31", "--format", "gnubg")
    assert result.exit_code == 0
    ids = result.output.splitlines()
    expected = [after for _, after in legal_plays(Position.start(), (3, 1))]
    assert [decode_position_id(text) for text in ids] == expected
    # After 8/5 6/5 gnubg 1.07 shows sGfwATDgc/ABMA (turn passed); swapped back
    # so the mover is on roll, that board is 4HPwATCwZ/ABMA.
    assert ids[3] == "4HPwATCwZ/ABMA"
    assert encode_position_id(decode_position_id(ids[3]).swapped()) == "sGfwATDgc/ABMA"


def test_moves_with_no_legal_play_prints_nothing() -> None:
    result = engine("moves", CLOSED_OUT, "-d", "6-6")
    assert (result.exit_code, result.output) == (0, "")


@pytest.mark.parametrize("dice", ["7-1", "3", "0-2", "six"])
def test_bad_dice_exit_2_with_one_line(dice: str) -> None:
    result = engine("moves", START_ID, "--dice", dice)
    assert result.exit_code == 2
    line = error_line(result)
    assert f"invalid dice {dice!r}" in line
    assert "accepted two dice from 1 to 6" in line


@pytest.mark.parametrize(
    ("position", "problem"),
    [
        ("4HPwATDgc/ABM", "13 characters"),
        ("4HPwATDgc/AB!A", "bad character '!'"),
        (START_XGID.replace("-b--", "-bC-"), "18 checkers"),
        ("XGID=junk", "1 fields"),
    ],
)
def test_bad_positions_exit_2_with_one_line(position: str, problem: str) -> None:
    for command in (["moves", position, "-d", "3-1"], ["show", position]):
        result = engine(*command)
        assert result.exit_code == 2
        line = error_line(result)
        assert "Invalid value for 'POSITION'" in line
        assert repr(position) in line and problem in line


def test_moves_needs_dice() -> None:
    result = engine("moves", START_ID)
    assert result.exit_code == 2
    assert "Missing option '--dice'" in result.output


def test_show_draws_the_board_with_pips() -> None:
    result = engine("show", START_XGID)
    assert result.exit_code == 0
    assert result.output == START_TEXT
    closed = engine("show", CLOSED_OUT)
    assert "X on roll  pips 207  bar  1  off  0" in closed.output
    assert "O          pips  81  bar  0  off  0" in closed.output


def test_diagram_writes_an_svg(tmp_path: Path) -> None:
    # Needs printkit/art/board.py (position_diagram), written alongside this engine.
    target = tmp_path / "pos.svg"
    result = engine("diagram", START_ID, "-o", str(target))
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"{target}: 120 x ")
    assert target.read_text(encoding="utf-8").lstrip().startswith(("<?xml", "<svg"))
    played = engine("diagram", "start", "--play", "8/5 6/5", "-d", "3-1", "-o", str(target))
    assert played.exit_code == 0, played.output


def test_diagram_reports_an_illegal_play_in_one_line(tmp_path: Path) -> None:
    target = tmp_path / "pos.svg"
    result = engine("diagram", "start", "--play", "24/18", "-d", "3-1", "-o", str(target))
    assert result.exit_code == 1
    assert error_line(result) == "Error: play '24/18' is not legal with 3-1 in this position"
    assert not target.exists()
    result = engine("diagram", "start", "--play", "8/5 6/5", "-o", str(target))
    assert result.exit_code == 2
    assert "--play needs --dice" in error_line(result)
