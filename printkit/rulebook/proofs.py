"""The claims a diagram block proves with the solver and the board: best:, then:, keeps:,
loses:, neighbors: and guards:.

- `best: 1` (or `draw`): with best play from the block's position, that side wins;
- `then: 2`: with best play after the block's play, that side wins;
- `keeps: c1`: exactly these moves keep the best result of the side to move;
- `loses: b1; b2`: each of these moves loses for the side that plays it;
- `neighbors: d6 e4 = d5 e5`: the cells adjacent to all the cells named first are exactly
  those after '='; where the named cells hold stones of one side (a Hex bridge), the
  shared cells must also be empty in the diagram;
- `guards: d4 = c3 e3`: the pieces that could capture onto d4 at once, were an opposing
  piece there, are exactly those on c3 and e3 (they are the side's of the piece on d4;
  on an empty d4, the side to move's): what protects a piece in Breakthrough.

Solving is the slow part, so every position's solution is kept for the process, and one
table serves all the positions of a game (a later claim often reuses an earlier one's).
"""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any

from printkit import cache
from printkit.errors import PrintkitError
from printkit.games.claims import listed
from printkit.games.grid import place
from printkit.games.rules import Rules
from printkit.games.solve import LIMIT, Solution, Solver
from printkit.rulebook.facts import board_of
from printkit.rulebook.model import Diagram

Problem = tuple[int, str]
SOLVED_KEYS = ("best", "then", "keeps", "loses")
BOARD_KEYS = ("neighbors", "guards")
_SOLVERS: dict[str, Solver] = {}
_SOLVED: dict[tuple[str, str], Solution] = {}
_WINNERS: dict[tuple[str, str], str] = {}


def proof_problems(rules: Rules[Any], block: Diagram) -> list[Problem]:
    """Every best:/then:/keeps:/loses:/neighbors:/guards: claim of `block` that the solver
    or the board refutes, at the claim's line."""
    keys = [key for key in (*SOLVED_KEYS, *BOARD_KEYS) if block.claim(key) is not None]
    if not keys:
        return []
    try:
        position, after = shown_positions(rules, block)
    except PrintkitError:
        return []  # the block's own checks report a position or play the engine refuses
    found: list[Problem] = []
    for key in keys:
        line = block.line_of(key)
        try:
            if key in BOARD_KEYS:
                found += [(line, problem) for problem in _board_claim(
                    rules, position, key, block.claim(key) or "")]
            else:
                found += [(line, problem) for problem in _solved_claim(
                    rules, position, after, key, block.claim(key) or "")]
        except PrintkitError as exc:
            found.append((line, f"{key}: {exc}"))
    return found


def shown_positions(rules: Rules[Any], block: Diagram) -> tuple[Any, Any | None]:
    """The block's position and, in a game without dice, the position after its play
    (None without one); raises PrintkitError where the engine refuses either."""
    position = rules.start() if block.position == "start" else rules.parse_position(
        block.position)
    after = (rules.play(position, block.play) if block.play and block.play != "none"
             and not rules.uses_dice else None)
    return position, after


def solution(rules: Rules[Any], position: Any) -> Solution:
    """The solution of `position`, solved once per process, and once per machine while
    printkit's files stay the same (the user cache: a solution is a function of the
    engine's code and the position)."""
    key = (rules.name, rules.format_position(position))
    if key not in _SOLVED:
        found = _kept(key)
        if found is None:
            found = _solver(rules).solve(position)
            cache.store("solution", key, json.dumps(asdict(found)).encode())
        _SOLVED[key] = found
    return _SOLVED[key]


def _kept(key: tuple[str, str]) -> Solution | None:
    """The solution the user cache keeps for `key`, if any (a damaged entry is none)."""
    data = cache.load("solution", key)
    if data is None:
        return None
    try:
        fields = json.loads(data)
        fields["moves"] = tuple((str(move), int(value)) for move, value in fields["moves"])
        return Solution(**fields)
    except (ValueError, TypeError, KeyError):
        return None


def winner(rules: Rules[Any], position: Any) -> str:
    """Who wins `position` with best play, found once per process and kept in the user
    cache as a solution is (without proving every move's value, unless a keeps: or loses:
    claim has already had it proven)."""
    key = (rules.name, rules.format_position(position))
    if key in _SOLVED:
        return _SOLVED[key].winner
    if key not in _WINNERS:
        kept = cache.load("winner", key)
        found = kept.decode("ascii", "replace") if kept is not None else None
        # A damaged entry names no side: solve again rather than print a wrong verdict.
        if found not in (*rules.sides, "draw"):
            found = _solver(rules).winner(position)
            cache.store("winner", key, found.encode("ascii"))
        _WINNERS[key] = found
    return _WINNERS[key]


def _solver(rules: Rules[Any]) -> Solver:
    """The game's solver, whose table serves every position of the process."""
    solver = _SOLVERS.get(rules.name)
    if solver is None or solver.limit != LIMIT:
        solver = _SOLVERS[rules.name] = Solver(rules, LIMIT)
    return solver


def _solved_claim(rules: Rules[Any], position: Any, after: Any | None, key: str,
                  value: str) -> list[str]:
    """What the solver finds wrong with one outcome or move claim."""
    if key in ("best", "then"):
        if value != "draw" and value not in rules.sides:
            return [f"{key}: {value!r} is no side of {rules.name} "
                    f"({', '.join(rules.sides)}) nor 'draw'"]
        if key == "then" and after is None:
            return ["then: the block has no play to follow"]
        at = position if key == "best" else after
        found = winner(rules, at)
        if found == value:
            return []
        where = "from the position" if key == "best" else "after the play"
        shown = "it is a draw" if found == "draw" else f"{found} wins"
        return [f"{key}: {value}, but with best play {where} {shown}"]
    solved = solution(rules, position)
    claimed = listed(value)
    legal = dict(solved.moves)
    unknown = [move for move in claimed if move not in legal]
    if unknown:
        return [f"{key}: {', '.join(unknown)} {'is' if len(unknown) == 1 else 'are'} not "
                f"legal here (legal: {', '.join(legal) or 'none'})"]
    if key == "loses":
        kept = [move for move in claimed if legal[move] != -1]
        return [f"loses: {move} does not lose for {solved.side}: with best play after it "
                f"{_outcome(legal[move], solved.side, rules)}" for move in kept]
    missing = [move for move in solved.keeps if move not in claimed]
    extra = [move for move in claimed if move not in solved.keeps]
    if not missing and not extra:
        return []
    parts = ([f"missing {', '.join(missing)}"] if missing else []) + (
        [f"not keeping it {', '.join(extra)}"] if extra else [])
    return [f"keeps: the moves that keep {solved.side}'s {solved.result} are "
            f"{', '.join(solved.keeps)}: {'; '.join(parts)}"]


def _outcome(value: int, mover: str, rules: Rules[Any]) -> str:
    """Who wins when `mover` gets `value`, in words."""
    if value == 0:
        return "it is a draw"
    other = next(side for side in rules.sides if side != mover)
    return f"{mover if value == 1 else other} wins"


def _board_claim(rules: Rules[Any], position: Any, key: str, value: str) -> list[str]:
    """What the board finds wrong with a neighbors: or guards: claim."""
    named_text, _, shared_text = value.partition(" = ")
    named = named_text.split()
    claimed = set() if shared_text == "none" else set(shared_text.split())
    board = board_of(position)
    if board is None:
        return [f"{key}: {rules.name}'s board has no named cells"]
    unknown = [cell for cell in [*named, *claimed] if cell not in board.cells]
    if unknown:
        return [f"{key}: {', '.join(unknown)} {'is' if len(unknown) == 1 else 'are'} no "
                f"cell of the board"]
    if key == "neighbors":
        actual = _shared(rules, position, named)
        found = _difference(key, f"the cells next to {' and '.join(named)}", actual, claimed)
        owners = {board.cells[cell] for cell in named}
        if not found and len(owners) == 1 and None not in owners:
            taken = sorted(cell for cell in actual if board.cells[cell] is not None)
            if taken:
                found.append(f"neighbors: {', '.join(taken)} {'is' if len(taken) == 1 else 'are'}"
                             f" not empty in the diagram, so {' and '.join(named)} share "
                             "fewer empty cells than claimed")
        return found
    return _difference(key, f"the pieces that could capture on {named[0]}",
                       _guards(rules, position, named[0]), claimed)


def _shared(rules: Rules[Any], position: Any, cells: list[str]) -> set[str]:
    """The cells adjacent to every one of `cells`."""
    adjacent = getattr(rules, "adjacent", None)
    if adjacent is None:
        raise PrintkitError(f"{rules.name}'s rules do not say which cells touch")
    shared: set[str] = set(adjacent(position, cells[0]))
    for cell in cells[1:]:
        shared &= adjacent(position, cell)
    return shared - set(cells)


def _guards(rules: Rules[Any], position: Any, cell: str) -> set[str]:
    """The owner's pieces that could capture onto `cell` at once, were an opposing piece
    on it (the owner: the side of the piece on `cell`, or the side to move): the owner
    moves in a copy of the position with that opposing piece placed."""
    if not (isinstance(position, tuple) and len(position) == 2):
        raise PrintkitError(f"{rules.name}'s board has no pieces that capture")
    grid, mover = position
    board = board_of(position)
    assert board is not None  # a grid position always reads as a board
    owner = board.cells[cell] or mover
    opponent = next((side for side in rules.sides if side != owner), None)
    if opponent is None or owner not in rules.sides:
        raise PrintkitError(f"the piece on {cell} belongs to no side of {rules.name}")
    file, rank = ord(cell[0]) - ord("a"), int(cell[1:])
    placed = (place(grid, file, rank, opponent), owner)
    before = board_of(placed)
    assert before is not None
    found: set[str] = set()
    for _, after in rules.legal_moves(placed):
        moved = board_of(after)
        assert moved is not None
        if moved.cells[cell] == owner:  # a capture: the piece that left is a guard
            found.update(name for name, piece in before.cells.items()
                         if piece == owner and moved.cells[name] is None)
    return found


def _difference(key: str, what: str, actual: set[str], claimed: set[str]) -> list[str]:
    """A problem naming the cells a claim misses and those it adds, or none."""
    missing, extra = sorted(actual - claimed), sorted(claimed - actual)
    if not missing and not extra:
        return []
    parts = ([f"missing {', '.join(missing)}"] if missing else []) + (
        [f"not {', '.join(extra)}"] if extra else [])
    return [f"{key}: {what} are {', '.join(sorted(actual)) or 'none'}: {'; '.join(parts)}"]

