"""Hex's engine: rule cases, notation, and random play against a plain reference.

The reference below is written again from the issue's rules (lists of rows,
the six neighbours spelled out, a search for each side), sharing no code with
printkit.games.hex.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.errors import BadValueError
from printkit.games.hex.engine import RULES, HexPosition
from printkit.games.rules import IllegalMoveError, NotationError
from tests.cases import Case, case_params, check_case

LETTERS = "abcdefghijklmnopqrstuvwxyz"


@pytest.mark.parametrize("case", case_params("hex"))
def test_rule_case(case: Case) -> None:
    check_case(RULES, case)


# --- notation -----------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "11/11/11/11/11/11/11/11/11/11/11 b",
    "2/2 b", "b1/2 w", "ww/b1 b", "3/1w1/3 b", "b2/1w1/3 w",
    "9/9/9/9/4b4/9/9/9/9 w",
    "/".join(["26"] * 26) + " b",
    "w4b5/w4b5/w4b5/w4b5/w4b5/w4b5/w4b5/w4b5/w4b5/w4b5/11 b",
])
def test_positions_read_back_unchanged(text: str) -> None:
    assert RULES.format_position(RULES.parse_position(text)) == text


def test_start_is_the_empty_11x11_board_with_black_to_move() -> None:
    start = RULES.start()
    assert RULES.format_position(start) == "11/11/11/11/11/11/11/11/11/11/11 b"
    assert (RULES.name, RULES.sides, RULES.uses_dice) == ("hex", ("b", "w"), False)


@pytest.mark.parametrize(("text", "says"), [
    ("3/3/3", r"side to move ''"),
    ("3/3/3 x", r"side to move 'x'"),
    ("3/3/3 B", r"side to move 'B'"),
    ("3/3/3  b", r"side to move ' b'"),
    ("3/3/3 b ", r"side to move 'b '"),
    ("5 b", r"1 rows, not 2 to 26"),
    ("/".join(["27"] * 27) + " b", r"27 rows, not 2 to 26"),
    ("3/3/4 b", r"row 3 has 4 cells, not 3"),
    ("3/2/3 b", r"row 2 has 2 cells, not 3"),
    ("11/11 b", r"row 1 has 11 cells, not 2"),
    ("3//3 b", r"row 2 '' is not b, w and runs"),
    ("3/1x1/3 b", r"row 2 '1x1' is not b, w and runs"),
    ("3/1B1/3 b", r"row 2 '1B1' is not b, w and runs"),
    ("3/03/3 b", r"row 2 '03' is not b, w and runs"),
    ("3/3/b002 w", r"row 3 'b002' is not b, w and runs"),
    ("3/3/100 b", r"row 3 '100' is not b, w and runs"),
    ("3/3/1-1 b", r"row 3 '1-1' is not b, w and runs"),
    ("3/1b1/3 b", r"1 black and 0 white with b to move"),
    ("3/3/3 w", r"0 black and 0 white with w to move"),
    ("bb1/3/3 w", r"2 black and 0 white with w to move"),
    ("ww1/3/3 b", r"0 black and 2 white with b to move"),
    ("1w1/3/3 w", r"0 black and 1 white with w to move"),
    ("bw1/bw1/bww w", r"3 black and 4 white with w to move"),
])
def test_a_bad_position_is_refused_naming_the_bad_part(text: str, says: str) -> None:
    with pytest.raises(NotationError, match=says) as raised:
        RULES.parse_position(text)
    assert "\n" not in str(raised.value)
    assert str(raised.value).startswith("invalid position ")


@pytest.mark.parametrize(("move", "says"), [
    ("F6", r"'F6'"), ("f0", r"'f0'"), ("f06", r"'f06'"), ("f", r"'f'"), ("", r"''"),
    ("6f", r"'6f'"), ("f6 ", r"'f6 '"), ("Swap", r"'Swap'"),
    ("l1", r"'l1': off the 11 x 11 board"), ("a12", r"'a12': off the 11 x 11 board"),
])
def test_a_badly_written_move_is_a_notation_error(move: str, says: str) -> None:
    with pytest.raises(NotationError, match=says) as raised:
        RULES.play(RULES.start(), move)
    assert "\n" not in str(raised.value)


@pytest.mark.parametrize(("text", "move", "says"), [
    ("3/1b1/3 w", "b2", "already holds a stone"),
    ("3/1b1/1w1 b", "swap", "swap"),
    ("3/3/3 b", "swap", "swap"),
    ("wb1/1bw/1b1 w", "a1", "already over"),
])
def test_a_move_the_rules_forbid_is_illegal(text: str, move: str, says: str) -> None:
    with pytest.raises(IllegalMoveError, match=says):
        RULES.play(RULES.parse_position(text), move)


def test_hex_takes_no_dice() -> None:
    with pytest.raises(BadValueError, match="dice"):
        RULES.legal_moves(RULES.start(), (3, 1))


def test_moves_are_sorted_as_plain_text() -> None:
    moves = [move for move, _ in RULES.legal_moves(RULES.parse_position("3/3/b2 w"))]
    assert moves == ["a1", "a2", "b1", "b2", "b3", "c1", "c2", "c3", "swap"]
    names = [move for move, _ in RULES.legal_moves(RULES.start())]
    assert names[:4] == ["a1", "a10", "a11", "a2"] and names == sorted(names)


# --- the reference ------------------------------------------------------------------


def _read(text: str) -> tuple[list[list[str]], str]:
    """The board as rows of "b", "w" and "." (row 1 first), and the side to move."""
    board, side = text.split(" ")
    rows = []
    for row in board.split("/"):
        cells: list[str] = []
        number = ""
        for char in row + "|":
            if char.isdigit():
                number += char
                continue
            if number:
                cells += ["."] * int(number)
                number = ""
            if char in "bw":
                cells.append(char)
        rows.append(cells)
    return rows, side


def _write(rows: list[list[str]], side: str) -> str:
    """The position text of `rows` with `side` to move."""
    out = []
    for cells in rows:
        text, empty = "", 0
        for cell in cells:
            if cell == ".":
                empty += 1
                continue
            if empty:
                text += str(empty)
            text += cell
            empty = 0
        if empty:
            text += str(empty)
        out.append(text)
    return "/".join(out) + " " + side


def _touching(c: int, r: int, n: int) -> list[tuple[int, int]]:
    """The neighbours of (c, r), columns and rows counted from 0, as the issue lists them."""
    found = []
    for dc, dr in ((-1, 0), (1, 0), (0, -1), (1, -1), (-1, 1), (0, 1)):
        if 0 <= c + dc < n and 0 <= r + dr < n:
            found.append((c + dc, r + dr))
    return found


def _has_won(rows: list[list[str]], colour: str) -> bool:
    """Whether `colour` links its edges: b the first and last rows, w the first and last
    columns."""
    n = len(rows)
    if colour == "b":
        todo = [(c, 0) for c in range(n) if rows[0][c] == "b"]
    else:
        todo = [(0, r) for r in range(n) if rows[r][0] == "w"]
    seen = set(todo)
    while todo:
        c, r = todo.pop()
        if (colour == "b" and r == n - 1) or (colour == "w" and c == n - 1):
            return True
        for cc, rr in _touching(c, r, n):
            if rows[rr][cc] == colour and (cc, rr) not in seen:
                seen.add((cc, rr))
                todo.append((cc, rr))
    return False


def reference_winner(text: str) -> str | None:
    """b or w when that colour has linked its edges."""
    rows, _ = _read(text)
    for colour in "bw":
        if _has_won(rows, colour):
            return colour
    return None


def reference_moves(text: str) -> list[tuple[str, str]]:
    """Every (move, position after) of `text`, sorted by the move's text."""
    if reference_winner(text):
        return []
    rows, side = _read(text)
    n = len(rows)
    other = "w" if side == "b" else "b"
    found = []
    for r in range(n):
        for c in range(n):
            if rows[r][c] == ".":
                after = [list(row) for row in rows]
                after[r][c] = side
                found.append((LETTERS[c] + str(r + 1), _write(after, other)))
    stones = [(c, r) for r in range(n) for c in range(n) if rows[r][c] != "."]
    if side == "w" and len(stones) == 1 and rows[stones[0][1]][stones[0][0]] == "b":
        c, r = stones[0]
        after = [["."] * n for _ in range(n)]
        after[c][r] = "w"  # row index c, column index r: the mirror cell
        found.append(("swap", _write(after, "b")))
    return sorted(found)


# --- random play --------------------------------------------------------------------


def _check_position(position: HexPosition) -> list[tuple[str, HexPosition]]:
    """Compare one position with the reference and check the invariants; return its moves."""
    text = RULES.format_position(position)
    legal = RULES.legal_moves(position)
    listed = [(move, RULES.format_position(after)) for move, after in legal]
    assert listed == reference_moves(text), text
    winner = RULES.winner(position)
    assert winner == reference_winner(text), text
    assert (winner is None) == bool(legal), text  # a full board always has a winner
    mover = position.side
    for move, after in legal:
        assert RULES.parse_position(RULES.format_position(after)) == after
        assert RULES.winner(after) in (None, "w" if move == "swap" else mover), move
        stones = len(after.cells) - after.cells.count(".")
        before = len(position.cells) - position.cells.count(".")
        assert stones == (before if move == "swap" else before + 1), move
    return legal


def _random_game(data: st.DataObject, size: int) -> None:
    """Play one game of random moves from the empty board, checking every position."""
    position = RULES.parse_position("/".join([str(size)] * size) + " b")
    while True:
        legal = _check_position(position)
        if not legal:
            return
        move, after = legal[data.draw(st.integers(0, len(legal) - 1))]
        assert RULES.play(position, move) == after
        position = after


@settings(max_examples=40, deadline=None)
@given(data=st.data(), size=st.integers(2, 6))
def test_random_games_agree_with_the_reference(data: st.DataObject, size: int) -> None:
    _random_game(data, size)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(data=st.data(), size=st.sampled_from([7, 9, 11]))
def test_many_random_games_agree_with_the_reference(data: st.DataObject, size: int) -> None:
    _random_game(data, size)


@settings(max_examples=40, deadline=None)
@given(moves=st.permutations(range(121)))
def test_a_whole_11x11_game_by_play_alone_ends_with_one_winner(moves: list[int]) -> None:
    position = RULES.start()
    for index in moves:
        if RULES.winner(position):
            break
        position = RULES.play(position, LETTERS[index % 11] + str(index // 11 + 1))
    text = RULES.format_position(position)
    assert RULES.winner(position) == reference_winner(text) is not None
    assert RULES.parse_position(text) == position
