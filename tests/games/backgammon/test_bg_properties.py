"""Properties over random games and random positions, checked with hypothesis.

The reference generator here is written separately from the engine, as plainly
as possible (lists, recursion, no shortcuts), so the two can disagree.
"""

from __future__ import annotations

import random
from functools import lru_cache

from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.games.backgammon.engine import CHECKERS, Position, legal_plays
from printkit.games.backgammon.notation import (
    decode_position_id,
    decode_xgid,
    encode_position_id,
    encode_xgid,
)

State = tuple[tuple[int, ...], tuple[int, ...]]
EXAMPLES = settings(max_examples=60, deadline=None)


def reference_moves(state: State, die: int) -> list[State]:
    """Return the states after moving one checker `die` pips, straight from the rules."""
    me, opp = list(state[0]), list(state[1])
    results = []
    for src in range(24, -1, -1):  # 24 is the bar, 0..23 the points 1..24
        if me[src] == 0 or (me[24] > 0 and src != 24):
            continue
        target = src - die
        if target < 0:
            home = sum(me[6:]) == 0
            highest = max(index for index in range(6) if me[index]) if home else -1
            if not home or (target < -1 and src != highest):
                continue
        elif opp[23 - target] >= 2:
            continue
        mine, theirs = me[:], opp[:]
        mine[src] -= 1
        if target >= 0:
            mine[target] += 1
            if theirs[23 - target] == 1:
                theirs[23 - target] = 0
                theirs[24] += 1
        results.append((tuple(mine), tuple(theirs)))
    return results


@lru_cache(maxsize=200_000)
def reference_most(state: State, dice: tuple[int, ...]) -> tuple[int, frozenset[State]]:
    """Return the most dice that can be played in any order, and the states that do it."""
    best, finals = 0, {state}
    for die in set(dice):
        rest = list(dice)
        rest.remove(die)
        for after in reference_moves(state, die):
            used, ends = reference_most(after, tuple(rest))
            if used + 1 > best:
                best, finals = used + 1, set(ends)
            elif used + 1 == best:
                finals |= ends
    return best, frozenset(finals)


def reference_results(position: Position, dice: tuple[int, int]) -> tuple[int, set[State]]:
    """Return (dice used, resulting states) as the rules define them."""
    state = (position.on_roll, position.opponent)
    rolled = dice * 2 if dice[0] == dice[1] else dice
    used, finals = reference_most(state, rolled)
    if used == 1 and dice[0] != dice[1]:
        # Either die alone but not both: the larger one when it can be played.
        larger = reference_moves(state, max(dice))
        return used, set(larger or reference_moves(state, min(dice)))
    return used, set(finals) if used else set()


def random_game(rng: random.Random, turns: int) -> list[Position]:
    """Return the positions met in a game of random legal plays from the start."""
    position = Position.start()
    seen = [position]
    for _ in range(turns):
        plays = legal_plays(position, (rng.randint(1, 6), rng.randint(1, 6)))
        if plays:
            position = rng.choice(plays)[1]
            if position.off()[0] == CHECKERS:
                break
        position = position.swapped()
        seen.append(position)
    return seen


@st.composite
def scattered_positions(draw: st.DrawFn) -> Position:
    """Return an arbitrary legal position: checkers anywhere, on the bar or borne off."""
    me = [0] * 25
    opp = [0] * 25
    for side, other in ((me, opp), (opp, me)):
        home_only = draw(st.booleans())
        for _ in range(draw(st.integers(1, CHECKERS))):
            spot = draw(st.integers(0, 5 if home_only else 24))  # 24 is the bar
            # A point has one owner: each side's index i is the other's 23 - i.
            if spot == 24 or other[23 - spot] == 0:
                side[spot] += 1
    return Position(tuple(me), tuple(opp))


dice_rolls = st.tuples(st.integers(1, 6), st.integers(1, 6))


def check_against_reference(position: Position, dice: tuple[int, int]) -> None:
    """Assert the engine's plays are exactly the reference's, each using the most dice."""
    plays = legal_plays(position, dice)
    used, expected = reference_results(position, dice)
    assert {(after.on_roll, after.opponent) for _, after in plays} == expected
    assert len(plays) == len(expected)
    for play, after in plays:
        assert len(play) == used
        Position.from_counts(after.on_roll, after.opponent)  # still a valid position
        assert sum(after.opponent) == sum(position.opponent)  # hits go to the bar
        assert after.off()[0] >= position.off()[0]
        moved = position.pips()[0] - after.pips()[0]
        assert 0 < moved <= sum(dice) * (2 if dice[0] == dice[1] else 1)


@EXAMPLES
@given(st.randoms(use_true_random=False), st.integers(0, 60), dice_rolls)
def test_random_game_positions_match_the_reference(
    rng: random.Random, turns: int, dice: tuple[int, int]
) -> None:
    position = random_game(rng, turns)[-1]
    check_against_reference(position, dice)


@EXAMPLES
@given(scattered_positions(), dice_rolls)
def test_scattered_positions_match_the_reference(position: Position, dice: tuple[int, int]) -> None:
    check_against_reference(position, dice)


@EXAMPLES
@given(st.randoms(use_true_random=False), st.integers(0, 80))
def test_checkers_are_conserved_through_a_game(rng: random.Random, turns: int) -> None:
    for position in random_game(rng, turns):
        layout = position.layout()
        near = sum(near for near, _ in layout.points) + layout.bar[0] + layout.off[0]
        far = sum(far for _, far in layout.points) + layout.bar[1] + layout.off[1]
        assert near == far == CHECKERS


@EXAMPLES
@given(
    st.one_of(scattered_positions(), st.builds(lambda r: random_game(r, 30)[-1], st.randoms())),
    st.sampled_from([1, -1]),
    st.sampled_from([1, 2, 4, 64, 128]),
    st.sampled_from([-1, 0, 1]),
    st.one_of(st.none(), dice_rolls),
)
def test_ids_round_trip(
    position: Position, turn: int, cube: int, owner: int, dice: tuple[int, int] | None
) -> None:
    assert decode_position_id(encode_position_id(position)) == position
    assert len(encode_position_id(position)) == 14
    text = encode_xgid(position, turn=turn, cube=cube, cube_owner=owner, dice=dice)
    decoded, info = decode_xgid(text)
    assert decoded == position
    assert (info.turn, info.cube, info.cube_owner, info.dice) == (turn, cube, owner, dice)
    assert encode_xgid(decoded, **vars(info)) == text
