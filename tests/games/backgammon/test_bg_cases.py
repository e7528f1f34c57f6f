"""Rule cases as data, in the spirit of chess perft files: tests/data/backgammon/*.cases.

Format: blocks separated by blank lines; '#' starts a comment line.

    case: a name
    position: start | a gnubg Position ID | an XGID     (the side on roll moves)
    dice: 3-1
    count: 16                        number of legal plays (distinct resulting positions)
    play: 8/5 6/5                    a legal play, exactly as printkit writes it
    play: 8/5 6/5 => 4HPw...         ... and the Position ID after it (mover still on roll)
    illegal: 24/18                   a play the rules forbid here

When a case lists as many plays as its count, the list must be the whole
output of `printkit engine moves`, in order. The counts and plays were checked
against GNU Backgammon with bench/compare_gnubg.py --cases.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from printkit.games.backgammon.engine import IllegalPlayError, is_legal, legal_plays
from printkit.games.backgammon.notation import (
    encode_position_id,
    format_play,
    parse_dice,
    parse_play,
    parse_position,
)

DATA = Path(__file__).parents[2] / "data" / "backgammon"


@dataclass
class Case:
    """One rule case read from a .cases file."""

    name: str
    where: str
    position: str = ""
    dice: str = ""
    count: int = -1
    plays: list[tuple[str, str | None]] = field(default_factory=list)
    illegal: list[str] = field(default_factory=list)


def _add(case: Case, key: str, value: str) -> None:
    """Store one `key: value` line in `case`, or fail on an unknown key."""
    if key == "position":
        case.position = value
    elif key == "dice":
        case.dice = value
    elif key == "count":
        case.count = int(value)
    elif key == "play":
        text, _, after = value.partition("=>")
        case.plays.append((text.strip(), after.strip() or None))
    elif key == "illegal":
        case.illegal.append(value)
    else:
        raise ValueError(f"{case.where}: unknown key {key!r}")


def parse_cases(path: Path) -> list[Case]:
    """Return the cases of one .cases file, checking that each is complete."""
    cases: list[Case] = []
    current: Case | None = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        text = line.strip()
        if not text or text.startswith("#"):
            if not text:
                current = None
            continue
        key, colon, value = text.partition(":")
        if not colon:
            raise ValueError(f"{path.name}:{number}: expected 'key: value', got {text!r}")
        if key == "case":
            current = Case(value.strip(), f"{path.name}:{number}")
            cases.append(current)
        elif current is None:
            raise ValueError(f"{path.name}:{number}: {key!r} outside a case")
        else:
            _add(current, key, value.strip())
    for case in cases:
        if not (case.position and case.dice and case.count >= 0):
            raise ValueError(f"{case.where}: a case needs position, dice and count")
    return cases


def _all_cases() -> list[Case]:
    """Return every case of every .cases file, failing if there are none."""
    files = sorted(DATA.glob("*.cases"))
    assert files, f"no rule cases in {DATA}"
    return [case for path in files for case in parse_cases(path)]


CASES = _all_cases()


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case.where} {case.name}")
def test_rule_case(case: Case) -> None:
    position = parse_position(case.position)
    dice = parse_dice(case.dice)
    found = legal_plays(position, dice)
    written = [format_play(play) for play, _ in found]
    after = {format_play(play): encode_position_id(result) for play, result in found}
    assert len(found) == case.count, written
    expected = [text for text, _ in case.plays]
    if len(expected) == case.count:
        assert written == expected
    for text, result_id in case.plays:
        assert text in after, f"{text!r} not among {written}"
        if result_id is not None:
            assert after[text] == result_id
        play = parse_play(text, position, dice)
        assert is_legal(position, dice, play)
    for text in case.illegal:
        with pytest.raises(IllegalPlayError):
            parse_play(text, position, dice)


def test_the_case_files_cover_the_rules() -> None:
    names = " ".join(case.name for case in CASES)
    for topic in ("opening 3-1", "bar", "larger", "rules' example", "hit", "doubles"):
        assert topic in names
    assert len(CASES) >= 40


def test_parser_rejects_unknown_keys(tmp_path: Path) -> None:
    bad = tmp_path / "bad.cases"
    bad.write_text("case: x\nposition: start\ndice: 3-1\ncount: 16\nplays: 8/5 6/5\n")
    with pytest.raises(ValueError, match="unknown key 'plays'"):
        parse_cases(bad)


def test_parser_rejects_incomplete_cases(tmp_path: Path) -> None:
    bad = tmp_path / "bad.cases"
    bad.write_text("case: x\nposition: start\n\ncase: y\nposition: start\ndice: 1-1\ncount: 0\n")
    with pytest.raises(ValueError, match="bad.cases:1: a case needs"):
        parse_cases(bad)
