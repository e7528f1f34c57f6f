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


def test_the_block_caption_writes_its_steps_in_an_order_that_can_be_played() -> None:
    # The book's block-of-six figure: White holds 6 down to 2, two checkers on the 3-point.
    # Its caption once wrote "3/1 3/2" (the engine's text of the play, longer step first),
    # but the rule is checked after every step and 3/1 first makes six in a row (rev15):
    # it now writes 3/2 3/1, the order in which each step is legal.
    from printkit.games.nardy import long
    from printkit.rulebook.source import rules_path

    position = long.parse("-BBBBB-aA--n-----------D:w")
    me, opp = position.mover, position.other
    assert (3, 1) not in [step for step, _ in long._steps(me, opp, 2)]
    after = dict(long._steps(me, opp, 1))[(3, 2)]
    assert (3, 1) in [step for step, _ in long._steps(after, opp, 2)]
    assert "as 3/2 3/1 does" in rules_path("nardy").read_text(encoding="utf-8")
