"""Breakthrough, Snort, Rastros and Traffic Lights: rule cases, notation, random play.

Each engine is compared over random games with a second, plain implementation
written here from the rules (lists and loops, no shared code), and its moves'
results must read back as the positions they print.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from printkit.games.breakthrough.engine import RULES as BREAKTHROUGH
from printkit.games.grid import format_position, parse_position
from printkit.games.rastros.engine import RULES as RASTROS
from printkit.games.rules import NotationError, Rules
from printkit.games.snort.engine import RULES as SNORT
from printkit.games.traffic_lights.engine import RULES as TRAFFIC
from tests.cases import Case, case_params, check_case

ENGINES: dict[str, Rules[Any]] = {"breakthrough": BREAKTHROUGH, "snort": SNORT,
                                  "rastros": RASTROS, "traffic-lights": TRAFFIC}


@pytest.mark.parametrize(("name", "case"), [
    pytest.param(name, case.values[0], id=f"{name}: {case.id}")
    for name in sorted(ENGINES) for case in case_params(name)])
def test_rule_case(name: str, case: Case) -> None:
    check_case(ENGINES[name], case)


@pytest.mark.parametrize(("rules", "text", "says"), [
    (BREAKTHROUGH, "bbbbbbb/bbbbbbb/7/7/7/wwwwwww/wwwwwww", "side to move"),
    (BREAKTHROUGH, "bbbbbbb/bbbbbbb/7/7/7/wwwwwww w", "6 ranks"),
    (BREAKTHROUGH, "bbbbbbb/bbbbbbb/8/7/7/wwwwwww/wwwwwww w", "8 squares"),
    (BREAKTHROUGH, "bbbbbbb/bbbbbbb/07/7/7/wwwwwww/wwwwwww w", "empty run '07'"),
    (BREAKTHROUGH, "3w3/7/7/7/7/7/3b3 w", "both sides have won"),
    (SNORT, "8/8/8/8/8/8/8/8 x", "side to move 'x'"),
    (SNORT, "8/8/8/8/8/8/8/7w c", "'w'"),
    (RASTROS, "7/7/7/7/7/7/7 1", "0 white pieces"),
    (RASTROS, "o6/7/7/7/7/7/6o 1", "2 white pieces"),
    (TRAFFIC, "gggg/gggg/gggg 1", "12 of g"),
    (TRAFFIC, "4/4 1", "2 ranks"),
])
def test_bad_positions_name_the_bad_part(rules: Rules[Any], text: str, says: str) -> None:
    with pytest.raises(NotationError, match=says):
        rules.parse_position(text)


def _reference(name: str, text: str) -> set[str]:
    """The positions after every legal move, straight from the rules."""
    files, ranks, pieces, sides = {"breakthrough": (7, 7, "wb", ("w", "b")),
                                   "snort": (8, 8, "cd", ("c", "d")),
                                   "rastros": (7, 7, "ox", ("1", "2")),
                                   "traffic-lights": (4, 3, "gyr", ("1", "2"))}[name]
    grid, side = parse_position(text, files, ranks, pieces, sides)
    cells = {(f, r): grid[r - 1][f] for f in range(files) for r in range(1, ranks + 1)}
    other = sides[1] if side == sides[0] else sides[0]
    outcomes = REFERENCE[name](cells, side, files, ranks)
    results = set()
    for after in outcomes:
        new = tuple(tuple(after[(f, r)] for f in range(files)) for r in range(1, ranks + 1))
        results.add(format_position(new, other))
    return results


def _breakthrough(cells: dict, side: str, files: int, ranks: int) -> list[dict]:
    pieces = [sq for sq, p in cells.items() if p]
    if any(cells[(f, 7)] == "w" for f in range(7)) or any(cells[(f, 1)] == "b" for f in range(7)):
        return []
    if not any(p == "w" for p in cells.values()) or not any(p == "b" for p in cells.values()):
        return []
    out = []
    step = 1 if side == "w" else -1
    for (f, r) in pieces:
        if cells[(f, r)] != side:
            continue
        for df in (-1, 0, 1):
            to = (f + df, r + step)
            if to not in cells:
                continue
            if cells[to] is None or (df != 0 and cells[to] not in (None, side)):
                new = dict(cells)
                new[(f, r)] = None
                new[to] = side
                out.append(new)
    return out


def _snort(cells: dict, side: str, files: int, ranks: int) -> list[dict]:
    other = "d" if side == "c" else "c"
    first = side not in cells.values()
    centre = {(3, 4), (3, 5), (4, 4), (4, 5)}
    out = []
    for sq, p in cells.items():
        if p is not None:
            continue
        if first and side == "c" and sq not in centre:
            continue
        if first and side == "d" and sq in centre:
            continue
        f, r = sq
        if any(cells.get(n) == other for n in ((f + 1, r), (f - 1, r), (f, r + 1), (f, r - 1))):
            continue
        new = dict(cells)
        new[sq] = side
        out.append(new)
    return out


def _rastros(cells: dict, side: str, files: int, ranks: int) -> list[dict]:
    (white,) = [sq for sq, p in cells.items() if p == "o"]
    if white in ((0, 1), (6, 7)):
        return []
    out = []
    for df in (-1, 0, 1):
        for dr in (-1, 0, 1):
            to = (white[0] + df, white[1] + dr)
            if to != white and cells.get(to, "edge") is None:
                new = dict(cells)
                new[white] = "x"
                new[to] = "o"
                out.append(new)
    return out


def _traffic(cells: dict, side: str, files: int, ranks: int) -> list[dict]:
    squares = list(cells)
    for a in squares:
        for d in ((1, 0), (0, 1), (1, 1), (1, -1)):
            b, c = (a[0] + d[0], a[1] + d[1]), (a[0] + 2 * d[0], a[1] + 2 * d[1])
            if b in cells and c in cells and cells[a] and cells[a] == cells[b] == cells[c]:
                return []
    out = []
    for sq in squares:
        nxt = {None: "g", "g": "y", "y": "r"}.get(cells[sq])
        if nxt and list(cells.values()).count(nxt) < 8:
            new = dict(cells)
            new[sq] = nxt
            out.append(new)
    return out


REFERENCE = {"breakthrough": _breakthrough, "snort": _snort, "rastros": _rastros,
             "traffic-lights": _traffic}


def _random_games(name: str, seed: int, games: int) -> None:
    rules = ENGINES[name]
    rng = random.Random(seed)
    for _ in range(games):
        position = rules.start()
        while True:
            text = rules.format_position(position)
            legal = rules.legal_moves(position)
            assert {rules.format_position(after) for _, after in legal} == _reference(name, text)
            assert len({m for m, _ in legal}) == len(legal)
            for _, after in legal:
                assert rules.parse_position(rules.format_position(after)) == after
            if not legal:
                break
            position = rng.choice(legal)[1]


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_engines_agree_with_the_reference_over_random_games(name: str) -> None:
    _random_games(name, 1, 6)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(ENGINES))
def test_engines_agree_with_the_reference_over_many_games(name: str) -> None:
    _random_games(name, 2, 200)
