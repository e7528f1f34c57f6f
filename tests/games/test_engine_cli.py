"""Every engine answers on the command line, those whose kits are still to come included."""

from __future__ import annotations

import json

import pytest

STARTS = {
    "breakthrough": ("bbbbbbb/bbbbbbb/7/7/7/wwwwwww/wwwwwww w", 19, "a2-a3"),
    "snort": ("8/8/8/8/8/8/8/8 c", 4, "d4"),
    "rastros": ("7/7/4o2/7/7/7/7 1", 8, "d4"),
    "traffic-lights": ("4/4/4 1", 12, "a1"),
    "hex": ("11/11/11/11/11/11/11/11/11/11/11 b", 121, "a1"),
    "oware": ("4,4,4,4,4,4/4,4,4,4,4,4/0,0 S", 6, "a"),
    "long-nardy": ("-----------o-----------O:w", 1, "24/18 18/13"),
}


@pytest.mark.parametrize("game", sorted(STARTS))
def test_start_and_moves_as_json(run, game: str) -> None:
    start, count, first = STARTS[game]
    assert run("engine", "start", "--game", game).output.strip() == start
    dice = ["--dice", "6-5"] if game == "long-nardy" else []
    result = run("engine", "moves", "--game", game, start, *dice, "--format", "json")
    assert result.exit_code == 0, result.output
    moves = json.loads(result.output)
    assert len(moves) == count and moves[0]["move"] == first
    assert [m["move"] for m in moves] == sorted(m["move"] for m in moves)
    assert all(m["winner"] is None for m in moves)


@pytest.mark.parametrize("game", sorted(STARTS))
def test_a_bad_position_is_one_usage_error(run, game: str) -> None:
    result = run("engine", "moves", "--game", game, "nonsense", "--format", "json")
    assert result.exit_code == 2
    assert "Invalid value for 'POSITION': invalid position 'nonsense'" in result.output


def test_an_engine_without_its_kit_is_served_and_says_so_for_diagrams(run, monkeypatch) -> None:
    # Every packaged game has its kit now; an engine that comes before its kit (a package
    # with RULE_SETS and no GAME) is stood in for by the test game's engine.
    import printkit.games
    from tests.toygame.engine import RULES

    monkeypatch.setattr(printkit.games, "engines_without_kits",
                        lambda: {RULES.name: lambda: RULES})
    assert run("engine", "moves", "--game", RULES.name, "start").exit_code == 0
    assert f"still to come (printkit engine --game NAME):\n  {RULES.name}" in run("list").output
    result = run("engine", "diagram", "--game", RULES.name, "start", "-o", "o.svg")
    assert result.exit_code == 2 and f"{RULES.name} has no board art yet" in result.output


def test_list_names_every_game_and_no_engine_is_left_without_a_kit(run) -> None:
    output = run("list").output
    assert "still to come" not in output
    for game in ("backgammon", "breakthrough", "hex", "nardy", "oware", "rastros", "snort",
                 "traffic-lights"):
        assert f"\n  {game} " in output
