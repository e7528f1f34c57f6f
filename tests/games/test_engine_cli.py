"""Every game's engine answers on the command line, in the game's own notation."""

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


def test_list_names_every_game(run) -> None:
    output = run("list").output
    for game in ("backgammon", "breakthrough", "hex", "nardy", "oware", "rastros", "snort",
                 "traffic-lights"):
        assert f"\n  {game} " in output


# A long-nardy position whose point 1 is empty starts with '-', and holds 'h' and 'd'
# as Click's short options -h and -d would read them.
DASHED = "-aAA-c--Aa-h-BA--A-aa-AG:w"


@pytest.mark.parametrize("args", [
    ("moves", "--game", "long-nardy", DASHED, "--dice", "3-1", "--format", "json"),
    ("moves", "--game", "long-nardy", "--dice", "3-1", DASHED, "--format", "json"),
    ("moves", "-g", "long-nardy", "-d3-1", "--position", DASHED, "--format", "json"),
    ("moves", "--game", "long-nardy", "--dice", "3-1", "--format", "json", "--", DASHED),
])
def test_a_position_starting_with_a_dash_is_read_as_the_position(run, args) -> None:
    result = run("engine", *args)
    assert result.exit_code == 0, result.output
    moves = json.loads(result.output)
    assert {"move": "14/11 14/13", "result": "-aAA-c--AaAhA-A--A-aa-AG:b",
            "winner": None} in moves


def test_every_position_command_takes_a_dashed_position_and_position_option(run,
                                                                           tmp_path) -> None:
    drawn = run("engine", "diagram", "--game", "long-nardy", DASHED, "-o", "d.svg")
    assert drawn.exit_code == 0, drawn.output
    assert (tmp_path / "d.svg").read_text().startswith("<?xml")
    shown = run("engine", "show", "--position", "4HPwATDgc/ABMA")
    assert shown.exit_code == 0 and shown.output == run("engine", "show",
                                                        "4HPwATDgc/ABMA").output
    both = run("engine", "moves", "start", "--position", "start", "--dice", "3-1")
    assert both.exit_code == 2 and "give the position once" in both.output
    neither = run("engine", "moves", "--dice", "3-1")
    assert neither.exit_code == 2 and "Missing argument 'POSITION'" in neither.output
    # A dashed word with no ':', '/' or space is an option, which Click calls unknown.
    unknown = run("engine", "show", "-xx")
    assert unknown.exit_code == 2 and "No such option '-x'" in unknown.output
