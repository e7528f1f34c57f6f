"""Short nardy (backgammon's moves) and the Caucasian variant, through their rule cases."""

from __future__ import annotations

import random

import pytest

from printkit.games.backgammon.adapter import RULES as BACKGAMMON
from printkit.games.nardy.short import CAUCASIAN, SHORT
from tests.cases import Case, case_params, check_case


@pytest.mark.parametrize("case", case_params("short-nardy"))
def test_short_nardy_case(case: Case) -> None:
    check_case(SHORT, case)


@pytest.mark.parametrize("case", case_params("caucasian-nardy"))
def test_caucasian_case(case: Case) -> None:
    check_case(CAUCASIAN, case)


def _covers_a_home_hit(play: str) -> bool:
    """Whether a backgammon play's text stops a second checker on a home point it hit."""
    paths = []
    for token in play.split():
        body, _, repeat = token.partition("(")
        paths += [body.split("/")[1:]] * (int(repeat.rstrip(")")) if repeat else 1)
    hit = {int(p[:-1]) for path in paths for p in path if p.endswith("*") and int(p[:-1]) <= 6}
    stops = [int(p.rstrip("*")) for path in paths for p in path if p != "off"]
    return any(stops.count(point) > 1 for point in hit)


def _hits_at_home(play: str) -> bool:
    return any(p.endswith("*") and int(p[:-1]) <= 6
               for token in play.split() for p in token.split("(")[0].split("/")[1:])


def test_caucasian_agrees_with_backgammon_where_the_rule_cannot_bind() -> None:
    # Over random games: where no legal play hits at home, the lists are the same; no
    # Caucasian play ever shows a second checker stopping on a point hit at home.
    rng = random.Random(7)
    unbound = bound = 0
    for _ in range(40):
        position = BACKGAMMON.start()
        for _ in range(60):
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            ours = dict(CAUCASIAN.legal_moves(position, dice))
            theirs = dict(BACKGAMMON.legal_moves(position, dice))
            assert not any(_covers_a_home_hit(m) for m in ours)
            if not any(_hits_at_home(m) for m in theirs):
                assert ours == theirs
                unbound += 1
            else:
                bound += 1
            if not ours:
                position = position.swapped()
                continue
            position = ours[rng.choice(sorted(ours))]
            if CAUCASIAN.winner(position):
                break
    assert unbound > 500 and bound > 20
