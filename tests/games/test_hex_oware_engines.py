"""Hex and Ouri: rule cases, notation, and random play against plain reference code."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from printkit.games.hex.engine import RULES as HEX
from printkit.games.oware.engine import RULES as OWARE
from printkit.games.rules import NotationError, Rules
from tests.cases import Case, case_params, check_case

ENGINES: dict[str, Rules[Any]] = {"hex": HEX, "oware": OWARE}


@pytest.mark.parametrize(("name", "case"), [
    pytest.param(name, case.values[0], id=f"{name}: {case.id}")
    for name in sorted(ENGINES) for case in case_params(name)])
def test_rule_case(name: str, case: Case) -> None:
    check_case(ENGINES[name], case)


@pytest.mark.parametrize(("rules", "text", "says"), [
    (HEX, "11/11 b", "11 squares, not 2"),  # a 2-row board has 2 cells a row
    (HEX, "1/1 b", "1 squares, not 2"),
    (HEX, "b2/3/3 w x", "side to move"),
    (HEX, "b2/3/3 b", "1 black and 0 white with b to move"),
    (HEX, "bb1/3/3 b", "2 black and 0 white with b to move"),
    (OWARE, "4,4,4,4,4,4/4,4,4,4,4,4/0,0 X", "accepted"),
    (OWARE, "4,4,4,4,4/4,4,4,4,4,4,4/0,0 S", "South: 4,4,4,4,4"),
    (OWARE, "4,4,4,4,4,4/4,4,4,4,4,4/1,0 S", "49 seeds"),
    (OWARE, "0,0,0,0,0,0/4,4,4,4,4,4/12,12 S", "S has no seeds"),
])
def test_bad_positions_name_the_bad_part(rules: Rules[Any], text: str, says: str) -> None:
    with pytest.raises(NotationError, match=says):
        rules.parse_position(text)


def _hex_reference(text: str) -> set[str]:
    """Every position after a legal move, with flood fill written again from the rules."""
    rows, side = text.split(" ")
    cells = []
    for row in rows.split("/"):
        line: list[str] = []
        for part in re.findall(r"\d+|[bw]", row):
            line += ["."] * int(part) if part.isdigit() else [part]
        cells.append(line)
    n = len(cells)

    def joined(colour: str) -> bool:
        todo = [(0, c) for c in range(n) if colour == "b" and cells[0][c] == "b"]
        todo += [(r, 0) for r in range(n) if colour == "w" and cells[r][0] == "w"]
        seen = set(todo)
        while todo:
            r, c = todo.pop()
            if (colour == "b" and r == n - 1) or (colour == "w" and c == n - 1):
                return True
            for dr, dc in ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, -1), (1, 0)):
                q = (r + dr, c + dc)
                inside = 0 <= q[0] < n and 0 <= q[1] < n
                if inside and q not in seen and cells[q[0]][q[1]] == colour:
                    seen.add(q)
                    todo.append(q)
        return False

    if joined("b") or joined("w"):
        return set()
    other = "w" if side == "b" else "b"
    out = set()
    stones = [(r, c) for r in range(n) for c in range(n) if cells[r][c] != "."]
    for r in range(n):
        for c in range(n):
            if cells[r][c] == ".":
                copy = [row[:] for row in cells]
                copy[r][c] = side
                out.add(_hex_text(copy, other))
    if side == "w" and len(stones) == 1 and cells[stones[0][0]][stones[0][1]] == "b":
        r, c = stones[0]
        copy = [["."] * n for _ in range(n)]
        copy[c][r] = "w"
        out.add(_hex_text(copy, "b"))
    return out


def _hex_text(cells: list[list[str]], side: str) -> str:
    rows = []
    for row in cells:
        text, run = "", 0
        for cell in row:
            if cell == ".":
                run += 1
            else:
                text += (str(run) if run else "") + cell
                run = 0
        rows.append(text + (str(run) if run else ""))
    return "/".join(rows) + " " + side


def _oware_reference(text: str) -> set[str]:
    """Every position after a legal move, sowing and capturing written again as lists."""
    body, side = text.split(" ")
    south, north, stores = (list(map(int, g.split(","))) for g in body.split("/"))
    ring = south + north
    if max(stores) >= 25:
        return set()
    mine = list(range(6)) if side == "S" else list(range(6, 12))
    theirs = list(range(6, 12)) if side == "S" else list(range(6))
    playable = [i for i in mine if ring[i] > 0]
    if any(ring[i] > 1 for i in playable):
        playable = [i for i in playable if ring[i] > 1]
    out = set()
    for start in playable:
        board, seeds, at = ring[:], ring[start], start
        board[start] = 0
        while seeds:
            at = (at + 1) % 12
            if at != start:
                board[at] += 1
                seeds -= 1
        won = 0
        while at in theirs and board[at] in (2, 3):
            won += board[at]
            board[at] = 0
            at -= 1
        if not any(ring[i] for i in theirs) and not any(board[i] for i in theirs):
            continue
        new_stores = stores[:]
        new_stores[0 if side == "S" else 1] += won
        nxt = ("N" if side == "S" else "S") if any(board[i] for i in theirs) else side
        out.add(f"{','.join(map(str, board[:6]))}/{','.join(map(str, board[6:]))}/"
                f"{new_stores[0]},{new_stores[1]} {nxt}")
    return out


REFERENCE = {"hex": _hex_reference, "oware": _oware_reference}


def _random_games(name: str, seed: int, games: int, size: int = 5) -> None:
    rules = ENGINES[name]
    rng = random.Random(seed)
    for _ in range(games):
        position = (rules.parse_position("/".join([str(size)] * size) + " b")
                    if name == "hex" else rules.start())
        for _ in range(400):
            text = rules.format_position(position)
            legal = rules.legal_moves(position)
            assert {rules.format_position(a) for _, a in legal} == REFERENCE[name](text), text
            for _, after in legal:
                assert rules.parse_position(rules.format_position(after)) == after
            if not legal:
                assert rules.winner(position) is not None, text
                break
            position = rng.choice(legal)[1]


@pytest.mark.parametrize("name", sorted(ENGINES))
def test_engines_agree_with_the_reference_over_random_games(name: str) -> None:
    _random_games(name, 1, 8)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(ENGINES))
def test_engines_agree_with_the_reference_over_many_games(name: str) -> None:
    _random_games(name, 2, 200, size=11)
