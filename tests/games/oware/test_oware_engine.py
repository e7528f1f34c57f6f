"""Ouri's (Oware's) engine: rule cases, notation, and random play against a plain reference.

The reference below is written again from the issue's rules (two lists of six
houses walked round by hand, the capture chain, the single-seed and feeding
filters, the end), sharing no code with printkit.games.oware.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.errors import BadValueError
from printkit.games.oware.engine import RULES, OwarePosition
from printkit.games.rules import IllegalMoveError, NotationError
from tests.cases import Case, case_params, check_case

START = "4,4,4,4,4,4/4,4,4,4,4,4/0,0 S"


@pytest.mark.parametrize("case", case_params("oware"))
def test_rule_case(case: Case) -> None:
    check_case(RULES, case)


# --- notation -----------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    START, "4,4,4,4,4,4/4,4,4,4,4,4/0,0 N",
    "0,0,20,0,0,0/0,0,0,0,1,0/13,14 S", "0,0,0,0,0,0/0,0,0,0,0,0/24,24 N",
    "0,0,0,0,0,48/0,0,0,0,0,0/0,0 S", "0,0,0,0,0,0/0,0,0,0,0,0/48,0 N",
])
def test_positions_read_back_unchanged(text: str) -> None:
    assert RULES.format_position(RULES.parse_position(text)) == text


def test_start_has_four_seeds_a_house_and_south_to_move() -> None:
    assert RULES.format_position(RULES.start()) == START
    assert (RULES.name, RULES.sides, RULES.uses_dice) == ("oware", ("S", "N"), False)


@pytest.mark.parametrize(("text", "says"), [
    ("4,4,4,4,4,4/4,4,4,4,4,4/0,0", r"side to move ''"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/0,0 X", r"side to move 'X'"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/0,0 s", r"side to move 's'"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/0,0  S", r"side to move ' S'"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/0,0 S ", r"side to move 'S '"),
    ("4,4,4,4,4,4/4,4,4,4,4,4 S", r"2 groups separated by /, not 3"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/0,0/0 S", r"4 groups separated by /, not 3"),
    ("4,4,4,4,4/4,4,4,4,4,4,4/0,0 S", r"South: 4,4,4,4,4 has 5 counts, not 6"),
    ("4,4,4,4,4,4/4,4,4,4,4,4,4/0,0 S", r"North: 4,4,4,4,4,4,4 has 7 counts, not 6"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/0 S", r"stores: 0 has 1 counts, not 2"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/0,0,0 S", r"stores: 0,0,0 has 3 counts, not 2"),
    ("4,4,4,4,4,x/4,4,4,4,4,4/0,0 S", r"South: seed count 'x'"),
    ("4,4,4,4,4,4/4,4,-4,4,4,4/0,0 S", r"North: seed count '-4'"),
    ("4,4,4,4,4,4/4,4,4,4,4,04/0,0 S", r"North: seed count '04'"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/0, S", r"stores: seed count ''"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/100,0 S", r"stores: seed count '100'"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/1,0 S", r"49 seeds in houses and stores, not 48"),
    ("4,4,4,4,4,4/4,4,4,4,4,0/0,0 S", r"44 seeds in houses and stores, not 48"),
    ("0,0,0,0,0,0/4,4,4,4,4,4/12,12 S", r"S has no seeds while the other side has some"),
    ("4,4,4,4,4,4/0,0,0,0,0,0/12,12 N", r"N has no seeds while the other side has some"),
])
def test_a_bad_position_is_refused_naming_the_bad_part(text: str, says: str) -> None:
    with pytest.raises(NotationError, match=says) as raised:
        RULES.parse_position(text)
    assert "\n" not in str(raised.value)
    assert str(raised.value).startswith("invalid position ")


@pytest.mark.parametrize("move", ["g", "G", "", "aa", "1", "a ", "south"])
def test_a_badly_written_move_is_a_notation_error(move: str) -> None:
    with pytest.raises(NotationError, match=f"invalid move {move!r}") as raised:
        RULES.play(RULES.start(), move)
    assert "\n" not in str(raised.value)


@pytest.mark.parametrize(("text", "move", "says"), [
    (START, "A", "N's, and S is to move"),
    ("4,4,4,4,4,4/4,4,4,4,4,4/0,0 N", "f", "S's, and N is to move"),
    ("5,0,5,0,5,0/4,4,4,4,4,4/2,7 S", "b", "not legal"),
    ("4,0,0,0,0,0/4,0,0,0,0,0/25,15 N", "A", "already over"),
    ("2,0,0,0,0,0/0,0,0,0,0,0/23,23 S", "a", "already over"),
])
def test_a_move_the_rules_forbid_is_illegal(text: str, move: str, says: str) -> None:
    with pytest.raises(IllegalMoveError, match=says):
        RULES.play(RULES.parse_position(text), move)


def test_oware_takes_no_dice() -> None:
    with pytest.raises(BadValueError, match="dice"):
        RULES.legal_moves(RULES.start(), (3, 1))


# --- the reference ------------------------------------------------------------------


def _read(text: str) -> tuple[list[int], list[int], list[int], str]:
    """South's six counts, North's six, the two stores and the side to move."""
    body, side = text.split(" ")
    south, north, stores = body.split("/")
    return ([int(n) for n in south.split(",")], [int(n) for n in north.split(",")],
            [int(n) for n in stores.split(",")], side)


def _write(south: list[int], north: list[int], stores: list[int], side: str) -> str:
    """The position text."""
    return (",".join(str(n) for n in south) + "/" + ",".join(str(n) for n in north) + "/"
            + str(stores[0]) + "," + str(stores[1]) + " " + side)


def _play(text: str, house: int) -> str:
    """The position after the side to move sows its house number `house` (0 to 5)."""
    south, north, stores, side = _read(text)
    rows = {"S": south, "N": north}
    other = "N" if side == "S" else "S"
    row, spot = side, house
    seeds = rows[row][spot]
    rows[row][spot] = 0
    while seeds > 0:
        spot += 1
        if spot == 6:
            row, spot = ("N" if row == "S" else "S"), 0
        if row == side and spot == house:
            continue  # the house played is skipped on a full lap
        rows[row][spot] += 1
        seeds -= 1
    if row == other:
        while spot >= 0 and rows[other][spot] in (2, 3):
            stores[0 if side == "S" else 1] += rows[other][spot]
            rows[other][spot] = 0
            spot -= 1
    following = other if sum(rows[other]) > 0 else side
    return _write(south, north, stores, following)


def reference_moves(text: str) -> list[tuple[str, str]]:
    """Every (house, position after) of `text`, in house order."""
    south, north, stores, side = _read(text)
    if stores[0] >= 25 or stores[1] >= 25:
        return []
    mine = south if side == "S" else north
    names = "abcdef" if side == "S" else "ABCDEF"
    choices = [i for i in range(6) if mine[i] > 0]
    if any(mine[i] >= 2 for i in range(6)):
        choices = [i for i in choices if mine[i] >= 2]
    found = [(names[i], _play(text, i)) for i in choices]
    if sum(north if side == "S" else south) == 0:
        fed = []
        for name, after in found:
            after_south, after_north, _, _ = _read(after)
            if sum(after_north if side == "S" else after_south) > 0:
                fed.append((name, after))
        found = fed
    return found


def reference_winner(text: str) -> str | None:
    """S or N at 25, else once the mover has no move the larger store with its own seeds."""
    south, north, stores, side = _read(text)
    if stores[0] >= 25:
        return "S"
    if stores[1] >= 25:
        return "N"
    if reference_moves(text):
        return None
    if side == "S":
        stores[0] += sum(south)
    else:
        stores[1] += sum(north)
    if stores[0] == stores[1]:
        return "draw"
    return "S" if stores[0] > stores[1] else "N"


# --- random play --------------------------------------------------------------------


def _check_position(position: OwarePosition) -> list[tuple[str, OwarePosition]]:
    """Compare one position with the reference and check the invariants; return its moves."""
    text = RULES.format_position(position)
    legal = RULES.legal_moves(position)
    listed = [(move, RULES.format_position(after)) for move, after in legal]
    assert listed == reference_moves(text), text
    winner = RULES.winner(position)
    assert winner == reference_winner(text), text
    assert (winner is None) == bool(legal), text
    for _, after in legal:
        assert RULES.parse_position(RULES.format_position(after)) == after
        assert sum(after.houses) + sum(after.stores) == 48
        assert all(new >= old for new, old in zip(after.stores, position.stores, strict=True))
        mover_seeds = sum(after.houses[:6] if after.side == "S" else after.houses[6:])
        assert mover_seeds > 0 or not any(after.houses)  # an empty side passes
    return legal


def _random_game(data: st.DataObject, plies: int) -> None:
    """Play up to `plies` random moves from the start, checking every position."""
    position = RULES.start()
    for _ in range(plies):
        legal = _check_position(position)
        if not legal:
            return
        move, after = legal[data.draw(st.integers(0, len(legal) - 1))]
        assert RULES.play(position, move) == after
        position = after


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_random_games_agree_with_the_reference(data: st.DataObject) -> None:
    _random_game(data, 150)


@pytest.mark.slow
@settings(max_examples=500, deadline=None)
@given(data=st.data())
def test_many_random_games_agree_with_the_reference(data: st.DataObject) -> None:
    _random_game(data, 400)


@settings(max_examples=100, deadline=None)
@given(houses=st.lists(st.integers(0, 9), min_size=12, max_size=12),
       south_share=st.integers(0, 100), side=st.sampled_from(["S", "N"]))
def test_scattered_positions_agree_with_the_reference(
        houses: list[int], south_share: int, side: str) -> None:
    stored = 48 - sum(houses)
    if stored < 0:
        houses = [min(n, 3) for n in houses]
        stored = 48 - sum(houses)
    south_store = stored * south_share // 100
    text = _write(houses[:6], houses[6:], [south_store, stored - south_store], side)
    try:
        position = RULES.parse_position(text)
    except NotationError:
        mover = houses[:6] if side == "S" else houses[6:]
        assert sum(mover) == 0 and sum(houses) > 0 and max(south_store, stored - south_store) < 25
        return
    _check_position(position)
