"""Rule cases as data for any game (tests/data/<rules name>/*.cases), in the spirit of perft.

Format: blocks separated by blank lines; a line starting with '#' is a comment.

    case: a name
    position: <the game's position notation>   (the side named in it moves)
    dice: 3-1                  only for games with dice
    count: 16                  how many legal moves (distinct results) there are
    move: e2-e3                a legal move, exactly as the engine writes it
    move: e2-e3 => <position>  ... and the position after it (next side to move)
    illegal: e2-e4             a move the rules forbid here (or that is written wrongly)
    winner: w                  the winner of `position`: a side, "draw" or "none"

When a case lists as many moves as its count, the list must be the whole output
of `printkit engine moves`, in order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from printkit.errors import PrintkitError
from printkit.games.rules import Rules

DATA = Path(__file__).parent / "data"


@dataclass
class Case:
    """One rule case read from a .cases file."""

    name: str
    where: str
    position: str = ""
    dice: tuple[int, int] | None = None
    count: int = -1
    moves: list[tuple[str, str | None]] = field(default_factory=list)
    illegal: list[str] = field(default_factory=list)
    winner: str | None = "?"  # "?" when the case does not say


def _add(case: Case, key: str, value: str) -> None:
    """Store one `key: value` line in `case`, or fail on an unknown key."""
    if key == "position":
        case.position = value
    elif key == "dice":
        first, _, second = value.partition("-")
        case.dice = (int(first), int(second))
    elif key == "count":
        case.count = int(value)
    elif key == "move":
        text, _, after = value.partition("=>")
        case.moves.append((text.strip(), after.strip() or None))
    elif key == "illegal":
        case.illegal.append(value)
    elif key == "winner":
        case.winner = None if value == "none" else value
    else:
        raise ValueError(f"{case.where}: unknown key {key!r}")


def load_cases(path: Path) -> list[Case]:
    """Read every case of one .cases file."""
    cases: list[Case] = []
    current: Case | None = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line:
                current = None
            continue
        key, _, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if key == "case":
            current = Case(value, f"{path.name}:{number}")
            cases.append(current)
        elif current is None:
            raise ValueError(f"{path.name}:{number}: a block must start with 'case:'")
        else:
            _add(current, key, value)
    return cases


def case_params(game: str) -> list[Any]:
    """pytest parameters, one per case of every tests/data/<game>/*.cases file."""
    found = []
    for path in sorted((DATA / game).glob("*.cases")):
        for case in load_cases(path):
            found.append(pytest.param(case, id=f"{path.stem}: {case.name}"))
    assert found, f"no rule cases for {game}"
    return found


def check_case(rules: Rules[Any], case: Case) -> None:
    """Assert everything `case` says about the engine `rules`."""
    position = rules.parse_position(case.position)
    assert rules.format_position(position) == case.position, f"{case.where}: not canonical"
    legal = rules.legal_moves(position, case.dice)
    texts = [text for text, _ in legal]
    if case.count >= 0:
        assert len(legal) == case.count, f"{case.where}: {len(legal)} moves: {texts}"
        if len(case.moves) == case.count:
            assert texts == [text for text, _ in case.moves], f"{case.where}: moves differ"
    results = {text: rules.format_position(after) for text, after in legal}
    for text, after in case.moves:
        assert text in results, f"{case.where}: {text!r} not among {texts}"
        if after is not None:
            assert results[text] == after, f"{case.where}: {text} gives {results[text]}"
        assert rules.format_position(rules.play(position, text, case.dice)) == results[text]
    for text in case.illegal:
        assert text not in results, f"{case.where}: {text!r} is listed as legal"
        with pytest.raises(PrintkitError):
            rules.play(position, text, case.dice)
    if case.winner != "?":
        assert rules.winner(position) == case.winner, f"{case.where}: winner"
        if case.winner is not None:
            assert legal == [], f"{case.where}: moves after the game is over"
