"""Nardy diagram blocks name their rule set (`rules: short-nardy`): checked and drawn by it."""

from __future__ import annotations

import dataclasses
import shutil
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from printkit import games
from printkit.art.boards.point_geometry import diagram_geometry
from printkit.art.canvas import Circle
from printkit.games.nardy.kit import KIT
from printkit.rulebook.source import load_rules, parse_rules
from printkit.validate import validate

SETUP = "position: 4HPwATDgc/ABMA"
CAUCASIAN = "illegal: 8/4* 6/4"


@pytest.fixture
def planted(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A copy of the nardy templates registered as the nardy game: (rules.md, its text)."""
    nardy = games.find_game("nardy")
    folder = tmp_path / "nardy"
    shutil.copytree(nardy.templates, folder)
    games.register(dataclasses.replace(nardy, template_folder=folder))
    rules = folder / "rules.md"
    try:
        yield rules, rules.read_text(encoding="utf-8")
    finally:
        games.unregister("nardy")


def _plant(rules: Path, text: str, old: str, new: str) -> tuple[list[str], int]:
    """Replace `old` by `new` in the rulebook; the validator's findings and `old`'s line."""
    assert text.count(old) == 1
    rules.write_text(text.replace(old, new), encoding="utf-8")
    return validate("nardy", ["en"]), text.split(old)[0].count("\n") + 1


def test_the_two_blocks_name_their_engines_and_pass() -> None:
    blocks = load_rules(games.find_game("nardy").templates / "rules.md").diagrams
    assert [b.rules for b in blocks if b.rules] == ["short-nardy", "caucasian-nardy"]
    assert validate("nardy", ["en"]) == []


def test_a_play_legal_in_short_nardy_but_not_caucasian_is_caught(planted) -> None:
    # Hit with the 4, cover with the 2: short nardy allows it, the Caucasian rule does not.
    rules, text = planted
    found, line = _plant(rules, text, "play: 8/4*/2", "play: 8/4* 6/4")
    assert any(p.startswith(f"en:{rules}:{line}: play '8/4* 6/4' is not legal with 4-2: ")
               and "Caucasian rule forbids" in p for p in found), found


def test_the_caucasian_block_is_read_by_its_own_engine_not_short_nardys(planted) -> None:
    rules, text = planted
    found, line = _plant(rules, text, "rules: caucasian-nardy", "rules: short-nardy")
    assert f"en:{rules}:{line + 4}: claimed illegal, but legal: 8/4* 6/4" in found
    assert any(p.startswith(f"en:{rules}:{line + 5}: the list of legal moves is wrong: "
                            "missing 8/4* 6/4") for p in found), found


def test_a_wrong_moves_list_is_caught_at_its_line(planted) -> None:
    rules, text = planted
    found, line = _plant(rules, text, "; 8/4* 8/6; 8/4*/2\n", "; 8/4* 8/6; 8/4*/2; 8/4* 6/4\n")
    assert f"en:{rules}:{line}: the list of legal moves is wrong: not legal 8/4* 6/4" in found


def test_a_setup_that_is_not_short_nardys_start_is_caught(planted) -> None:
    rules, text = planted
    found, line = _plant(rules, text, SETUP, "position: 4HPwAwTgc/ABMA")
    assert found == [f"en:{rules}:{line}: setup diagram differs from the engine's start "
                     "position"]
    # The long-nardy notation the block used to be written in is not short nardy's.
    found, line = _plant(rules, text, SETUP, "position: b----E-C---eE---c-e----B:w")
    assert len(found) == 1 and found[0].startswith(f"en:{rules}:{line}: "), found


def test_an_unknown_rule_set_is_named_with_the_accepted_ones(planted) -> None:
    rules, text = planted
    found, line = _plant(rules, text, "rules: short-nardy", "rules: short-nardi")
    assert found == [f"en:{rules}:{line}: invalid rules 'short-nardi': accepted this game's "
                     "rule sets: long-nardy, short-nardy, caucasian-nardy"]


def test_a_one_engine_game_refuses_another_games_rules() -> None:
    block = parse_rules("# T\n\n```diagram\nrules: short-nardy\nposition: start\n```\n").diagrams[0]
    assert games.find_game("breakthrough").checks().diagram_problems(block) == [
        (4, "invalid rules 'short-nardy': accepted this game's rule sets: breakthrough")]


def _drawn(block_text: str) -> Counter[tuple[str, int]]:
    """The checkers a block's drawing puts on each printed point, by colour."""
    block = parse_rules(f"# T\n\n```diagram\n{block_text}\n```\n").diagrams[0]
    drawing = KIT.diagram(block, width=120.0, palette="classic")
    g = diagram_geometry(120.0)
    found: Counter[tuple[str, int]] = Counter()
    for shape in drawing.layers["art"]:
        if isinstance(shape, Circle) and "checker" in (shape.paint.cls or "").split():
            point = g.point_at(shape.cx, shape.cy)
            assert point is not None
            found["light" if "checker-light" in shape.paint.cls else "dark", point] += 1
    return found


def test_the_short_nardy_setup_is_drawn_on_the_printed_points() -> None:
    drawn = _drawn(f"rules: short-nardy\n{SETUP}")
    assert drawn == Counter({("light", 24): 2, ("light", 13): 5, ("light", 8): 3,
                             ("light", 6): 5, ("dark", 1): 2, ("dark", 12): 5,
                             ("dark", 17): 3, ("dark", 19): 5})


def test_a_block_without_rules_is_still_long_nardy() -> None:
    assert _drawn("position: start") == Counter({("light", 24): 5, ("dark", 12): 5})
