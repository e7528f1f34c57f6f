"""The solver against an independent brute-force search, and on positions of known value."""

from __future__ import annotations

import random
from typing import Any

import pytest

from printkit.games import find_rules
from printkit.games.rules import Rules
from printkit.games.solve import PositionTooLargeError, SolveError, Solver, solve


class Stuck(Exception):
    """The brute force met a side with no move and no winner."""


class TooLong(Exception):
    """The brute force ran past its budget (Oware's unmemoized lines grow fast)."""


def _mover(rules: Rules[Any], position: Any) -> str:
    """The side to move, read from the engine's text (not the solver's helper)."""
    return rules.format_position(position).split()[-1]


def brute(rules: Rules[Any], position: Any, seen: dict[str, str],
          line: tuple[str, ...] = (), budget: list[int] | None = None) -> str:
    """Who wins `position` with best play ("draw" for none): every move of every line, no
    pruning. Acyclic games are memoized by text; a game whose positions repeat (Oware) is
    searched line by line, a repeat ending the game with the rules' cycle winner."""
    text = rules.format_position(position)
    cyclic = hasattr(rules, "cycle_winner")
    budget = [200_000] if budget is None else budget
    budget[0] -= 1
    if budget[0] < 0:
        raise TooLong(text)
    if text in line:
        return rules.cycle_winner(position)  # type: ignore[attr-defined]
    if not cyclic and text in seen:
        return seen[text]
    winner = rules.winner(position)
    if winner is None:
        mover = _mover(rules, position)
        legal = rules.legal_moves(position)
        if not legal:
            raise Stuck(text)
        outcomes = [brute(rules, after, seen, (*line, text), budget) for _, after in legal]
        other = next(side for side in rules.sides if side != mover)
        winner = (mover if mover in outcomes else "draw" if "draw" in outcomes else other)
    if not cyclic:
        seen[text] = winner
    return winner


def _value(winner: str, mover: str) -> int:
    return 0 if winner == "draw" else 1 if winner == mover else -1


def _check_against_brute(rules: Rules[Any], positions: list[Any]) -> int:
    """Each position's value and each move's value agree with the brute force; returns
    how many positions were compared."""
    compared = 0
    solver = Solver(rules)  # one table for all: entries must stay true across positions
    for position in positions:
        seen: dict[str, str] = {}
        try:
            expected = brute(rules, position, seen)
            moves = [(move, _value(brute(rules, after, seen), _mover(rules, position)))
                     for move, after in rules.legal_moves(position)]
        except Stuck:
            with pytest.raises(SolveError, match="no legal move"):
                Solver(rules).solve(position)
            continue
        except TooLong:
            continue
        text = rules.format_position(position)
        assert Solver(rules).winner(position) == expected, text  # the value alone
        solution = solver.solve(position)
        assert solution.winner == expected, text
        assert list(solution.moves) == moves, text
        compared += 1
    return compared


def _grid_text(rows: list[list[str | None]], side: str) -> str:
    """A grid (top rank first) in the square games' notation."""
    out = []
    for row in rows:
        text, run = "", 0
        for cell in row:
            if cell is None:
                run += 1
            else:
                text += (str(run) if run else "") + cell
                run = 0
        out.append(text + (str(run) if run else ""))
    return "/".join(out) + " " + side


def _random_positions(game: str, count: int, seed: int) -> list[Any]:
    """`count` small random positions of `game` (few empty cells, few seeds)."""
    rules = find_rules(game)
    rng = random.Random(seed)
    found: list[Any] = []
    while len(found) < count:
        text = _random_text(game, rng)
        try:
            found.append(rules.parse_position(text))
        except Exception:  # a random text the engine refuses (counts play never reaches)
            continue
    return found


def _random_text(game: str, rng: random.Random) -> str:
    """One random position text of `game`, possibly refused by its engine."""
    if game == "rastros":
        cells: list[str | None] = ["x" if rng.random() < 0.72 else None for _ in range(49)]
        cells[rng.randrange(49)] = "o"
        rows = [cells[i * 7:i * 7 + 7] for i in range(7)]
        return _grid_text(rows, rng.choice("12"))
    if game == "traffic-lights":
        cells = [rng.choice([None, "g", "y", "y", "r", "r"]) for _ in range(12)]
        return _grid_text([cells[i * 4:i * 4 + 4] for i in range(3)], rng.choice("12"))
    if game == "breakthrough":
        cells = [None] * 49
        for piece in "wwwbbb"[: rng.randint(2, 6)]:
            cells[rng.randrange(7, 42)] = piece
        return _grid_text([cells[i * 7:i * 7 + 7] for i in range(7)], rng.choice("wb"))
    if game == "snort":
        rules = find_rules("snort")
        position = rules.start()
        for _ in range(rng.randint(40, 50)):
            legal = rules.legal_moves(position)
            if not legal:
                break
            position = rng.choice(legal)[1]
        return rules.format_position(position)
    if game == "hex":
        size = rng.choice([3, 4])
        blacks = rng.randint(size, size * size // 2)
        side = rng.choice("bw")
        whites = blacks - (1 if side == "w" else 0)
        cells = ["b"] * blacks + ["w"] * whites + [None] * (size * size - blacks - whites)
        rng.shuffle(cells)
        return _grid_text([cells[i * size:i * size + size] for i in range(size)], side)
    # oware: a few seeds on the board, the rest in the stores
    board = rng.randint(1, 5)
    houses = [0] * 12
    for _ in range(board):
        houses[rng.randrange(12)] += 1
    south = rng.randint(0, 48 - board)
    return (",".join(map(str, houses[:6])) + "/" + ",".join(map(str, houses[6:]))
            + f"/{south},{48 - board - south} " + rng.choice("SN"))


GAMES = ("rastros", "traffic-lights", "breakthrough", "snort", "hex", "oware")


@pytest.mark.parametrize("game", GAMES)
def test_solver_agrees_with_brute_force(game: str) -> None:
    rules = find_rules(game)
    assert _check_against_brute(rules, _random_positions(game, 12, seed=31)) >= 6


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_solver_agrees_with_brute_force_at_length(game: str) -> None:
    rules = find_rules(game)
    assert _check_against_brute(rules, _random_positions(game, 300, seed=2026)) >= 150


def _solved(game: str, text: str) -> Any:
    rules = find_rules(game)
    return solve(rules, rules.parse_position(text))


def test_rastros_after_c1_the_first_player_wins() -> None:
    solution = _solved("rastros", "7/7/4x2/4xx1/4x2/2xxx2/2oxx2 2")
    assert (solution.winner, solution.result, solution.keeps) == ("1", "loss", ("b1", "b2"))


@pytest.mark.slow
def test_rastros_c1_is_the_only_winning_move() -> None:
    solution = _solved("rastros", "7/7/4x2/4xx1/4x2/2oxx2/3xx2 1")
    assert (solution.result, solution.keeps) == ("win", ("c1",))
    assert all(solution.loses(move) for move in ("b1", "b2", "b3", "c3", "d3"))


@pytest.mark.slow
def test_rastros_after_b1_the_second_player_wins() -> None:
    solution = _solved("rastros", "7/7/4x2/4xx1/4x2/2xxx2/1o1xx2 2")
    assert (solution.winner, solution.result) == ("2", "win")


def test_traffic_lights_ending_is_lost_for_the_side_to_move() -> None:
    solution = _solved("traffic-lights", "rr1r/gr1g/r1gy 1")
    assert (solution.winner, solution.result) == ("2", "loss")
    # Every move loses, the three safe ones too (the safe ones are checked elsewhere).
    assert solution.keeps == ("a2", "b1", "c1", "c2", "c3", "d1", "d2")


def test_snort_h6_ending_is_won_by_the_cats_on_h6_alone() -> None:
    # With as many cats as dogs the cats are to place (they start), so this is the only
    # side to move the position can have; the engine refuses it with the dogs to move.
    solution = _solved("snort", "dd1cc2c/1dd2dd1/1d1c1d2/dd1cc1c1/d2c1d1d/1c3d2/c1dd2cc/cc2cc2 c")
    assert (solution.winner, solution.keeps) == ("c", ("h6",))


def test_oware_draw_and_cycle() -> None:
    # South cannot feed and takes its one seed: 24-24.
    assert _solved("oware", "0,0,0,0,0,0/0,0,0,0,0,1/23,24 N").winner == "draw"
    # One seed each, circling round for ever: the larger store (North's) wins.
    solution = _solved("oware", "0,0,0,0,0,1/0,0,0,0,0,1/22,24 S")
    assert solution.winner == "N"


def test_too_large_is_refused_with_a_clear_message() -> None:
    rules = find_rules("hex")
    with pytest.raises(PositionTooLargeError, match=r"^position too large to solve: more "
                       r"than 100 nodes; try an ending with fewer empty cells$"):
        Solver(rules, limit=100).solve(rules.start())


def test_dice_games_are_refused() -> None:
    with pytest.raises(SolveError, match="backgammon uses dice"):
        Solver(find_rules("backgammon"))


def test_cli_prints_the_value_and_the_moves_that_keep_it(run) -> None:
    result = run("engine", "solve", "--game", "rastros", "7/7/4x2/4xx1/4x2/2xxx2/2oxx2 2")
    assert (result.exit_code, result.output) == (0, "2 to move: loss (1 wins)\nkeeps: b1; b2\n")


def test_cli_json(run) -> None:
    import json

    result = run("engine", "solve", "-g", "oware", "--format", "json",
                 "0,0,0,0,0,0/0,0,0,0,0,1/23,24 N")
    assert json.loads(result.output) == {
        "side": "N", "value": "draw", "winner": "draw", "keeps": ["F"],
        "moves": [{"move": "F", "value": "draw"}], "nodes": 0}


def test_cli_refuses_too_large_and_dice_in_one_line(run) -> None:
    result = run("engine", "solve", "--game", "hex", "--limit", "50", "start")
    assert (result.exit_code, result.output) == (
        1, "Error: position too large to solve: more than 50 nodes; try an ending with "
           "fewer empty cells\n")
    result = run("engine", "solve", "--game", "backgammon", "start")
    assert result.exit_code == 1
    assert result.output.startswith("Error: backgammon uses dice") and result.output.count(
        "\n") == 1
