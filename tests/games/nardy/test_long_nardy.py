"""Long nardy: its rule cases as data, its notation, and what the engine prints."""

from __future__ import annotations

import pytest

from printkit.errors import PrintkitError
from printkit.games.nardy.long import RULES
from printkit.games.rules import NotationError
from tests.cases import Case, case_params, check_case


@pytest.mark.parametrize("case", case_params("long-nardy"))
def test_long_nardy_case(case: Case) -> None:
    check_case(RULES, case)


@pytest.mark.parametrize(("text", "says"), [
    ("-----------o-----------O", "no ':'"),
    ("-----------o----------O:w", "23 points"),
    ("-----------o-----------O:x", "side 'x'"),
    ("-----------o-----------P:w", "'P' on point 24"),
    ("-----------o-----------O-:w", "25 points"),
    ("----------oo-----------O:w", "Black has 30 checkers"),
    ("------------------------:w", "both sides have borne off"),
])
def test_bad_positions_name_the_bad_part(text: str, says: str) -> None:
    with pytest.raises(NotationError, match=says) as caught:
        RULES.parse_position(text)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("move", ["24-18", "24/25", "0/off", "18/24", "x/1", ""])
def test_malformed_moves_are_refused(move: str) -> None:
    with pytest.raises(NotationError):
        RULES.play(RULES.start(), move, (6, 5))


def test_a_play_may_be_written_in_any_order_it_can_be_played() -> None:
    start = RULES.start()
    assert RULES.play(start, "18/13 24/18", (6, 5)) == RULES.play(start, "24/18 18/13", (6, 5))
    with pytest.raises(PrintkitError, match="not legal with 6-5"):
        RULES.play(start, "24/18 24/19", (6, 5))
