"""Developer tool: compare printkit's backgammon engine with GNU Backgammon.

Needs the `gnubg` program (not a project dependency; the test suite never runs
this). For a seeded set of random positions and rolls it asks gnubg for every
legal play (via its embedded Python: `hint`, `parsemove`, `positionid`) and
checks that printkit finds exactly the same set of resulting positions. It
also checks Position ID encoding against gnubg's own `positionid`.

    .venv/bin/python bench/compare_gnubg.py --count 500 --seed 1

Exit status 0 when everything agrees, 1 on any difference (listed on stdout).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from printkit.games.backgammon.engine import CHECKERS, POINTS, Position, legal_plays
from printkit.games.backgammon.notation import (
    decode_xgid,
    encode_position_id,
    encode_xgid,
    format_play,
    parse_dice,
    parse_position,
)

# Runs inside gnubg. The applier below is deliberately naive: the rules that
# matter (which plays are legal) come from gnubg's own move generator.
GNUBG_SIDE = r"""
import json, os, gnubg
folder = os.environ["PRINTKIT_GNUBG_DIR"]
cases = json.load(open(os.path.join(folder, "cases.json")))
for command in ("set display off", "set player 0 human", "set player 1 human",
                "set evaluation chequerplay evaluation plies 0", "new game"):
    gnubg.command(command)

def apply(board, pairs):
    opp, me = list(board[0]), list(board[1])
    for src, dst in pairs:
        me[src - 1] -= 1
        if dst > 0:
            me[dst - 1] += 1
            if opp[24 - dst] == 1:
                opp[24 - dst] = 0
                opp[24] += 1
    return gnubg.positionid((tuple(opp), tuple(me)))

out = []
for case in cases:
    gnubg.command("set turn 1")
    gnubg.command("set board " + case["id"])
    board = gnubg.board()
    gnubg.command("set dice %d %d" % tuple(case["dice"]))
    try:
        moves = [m["move"] for m in gnubg.hint(100000)["hint"]]
    except Exception as exc:  # gnubg raises when there is no legal move
        moves = []
        case["note"] = str(exc)
    gnubg.command("set xgid " + case["xgid"])
    xgid_id = gnubg.positionid(gnubg.board())
    out.append({"id": gnubg.positionid(board), "moves": moves, "xgid_id": xgid_id,
                "after": sorted(apply(board, gnubg.parsemove(m)) for m in moves),
                "note": case.get("note", "")})
json.dump(out, open(os.path.join(folder, "answers.json"), "w"))
"""


def random_side(rng: random.Random, home_only: bool) -> list[int]:
    """Return 25 random counts for one side, at least one checker left on the board."""
    counts = [0] * (POINTS + 1)
    on_board = rng.randint(1, CHECKERS)
    for _ in range(on_board):
        if home_only:
            counts[rng.randrange(6)] += 1
        elif rng.random() < 0.04:
            counts[24] += 1
        else:
            counts[rng.randrange(POINTS)] += 1
    return counts


def random_position(rng: random.Random) -> Position:
    """Return a random legal position built without the engine: odd ones included."""
    while True:
        me = random_side(rng, rng.random() < 0.3)
        opp = random_side(rng, rng.random() < 0.3)
        # A point belongs to one side: drop clashes onto the owner's bar-free side.
        for index in range(POINTS):
            if me[index] and opp[POINTS - 1 - index]:
                if rng.random() < 0.5:
                    me[index] = 0
                else:
                    opp[POINTS - 1 - index] = 0
        if sum(me) and sum(opp):
            return Position(tuple(me), tuple(opp))


def played_position(rng: random.Random) -> Position:
    """Return a position reached by random play from the start (turn passing each roll)."""
    position = Position.start()
    for _ in range(rng.randint(1, 60)):
        plays = legal_plays(position, (rng.randint(1, 6), rng.randint(1, 6)))
        if plays:
            after = rng.choice(plays)[1]
            if after.off()[0] == CHECKERS:
                break
            position = after
        position = position.swapped()
    return position


def make_cases(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """Return `count` seeded (position, dice) cases, half random, half from random play."""
    rng = random.Random(seed)
    cases = []
    for number in range(count):
        position = random_position(rng) if number % 2 else played_position(rng)
        cases.append((position, (rng.randint(1, 6), rng.randint(1, 6))))
    return cases


def xgid_for(position: Position, dice: tuple[int, int], number: int) -> str:
    """Return an XGID of `position`, with X or O on roll by turns, to test both orientations."""
    return encode_xgid(position, turn=1 if number % 3 else -1, dice=dice)


def read_case_files(paths: list[Path]) -> list[tuple[Position, tuple[int, int], int]]:
    """Return (position, dice, expected count) for each case in tests/data .cases files."""
    found = []
    for path in paths:
        fields: dict[str, str] = {}
        for line in path.read_text().splitlines() + [""]:
            key, _, value = line.partition(":")
            if key in ("position", "dice", "count"):
                fields[key] = value.strip()
            if not line.strip() and "position" in fields:
                dice = parse_dice(fields["dice"])
                found.append((parse_position(fields["position"]), dice, int(fields["count"])))
                fields = {}
    return found


def ask_gnubg(gnubg: str, cases: list[tuple[Position, tuple[int, int]]]) -> list[Any] | None:
    """Run gnubg over the cases and return its answers, or None (with its output) on failure."""
    with tempfile.TemporaryDirectory() as tmp:
        Path(tmp, "side.py").write_text(GNUBG_SIDE)
        payload = [
            {"id": encode_position_id(p), "dice": list(d), "xgid": xgid_for(p, d, number)}
            for number, (p, d) in enumerate(cases)
        ]
        Path(tmp, "cases.json").write_text(json.dumps(payload))
        env = {**os.environ, "PRINTKIT_GNUBG_DIR": tmp}
        command = [gnubg, "-t", "-q", "-p", str(Path(tmp, "side.py"))]
        run = subprocess.run(command, env=env, capture_output=True)
        if not Path(tmp, "answers.json").exists():
            print(run.stdout.decode()[-2000:], run.stderr.decode()[-2000:])
            return None
        answers: list[Any] = json.loads(Path(tmp, "answers.json").read_text())
        return answers


def main() -> int:
    """Run the comparison and print a summary; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", nargs="*", type=Path, help="check these .cases files instead")
    args = parser.parse_args()
    gnubg = shutil.which("gnubg") or shutil.which("gnubg", path="/usr/games")
    if gnubg is None:
        print("gnubg not found: this tool needs GNU Backgammon installed")
        return 2
    with_counts = read_case_files(args.cases) if args.cases else []
    cases = [(position, dice) for position, dice, _ in with_counts]
    cases = cases or make_cases(args.count, args.seed)
    answers = ask_gnubg(gnubg, cases)
    if answers is None:
        return 2
    wrong = 0
    for number, ((_, _, count), answer) in enumerate(zip(with_counts, answers, strict=False)):
        if count != len(answer["moves"]):
            wrong += 1
            print(f"case {number}: the file expects {count} plays, gnubg finds {answer['moves']}")
    if with_counts:
        print(f"{len(with_counts)} cases from files, {wrong} counts differ from gnubg")
    return report(cases, answers) or (1 if wrong else 0)


def report(cases: list[tuple[Position, tuple[int, int]]], answers: list[Any]) -> int:
    """Compare each case with gnubg's answer; print differences and a summary."""
    bad = plays = same_text = 0
    for number, ((position, dice), answer) in enumerate(zip(cases, answers, strict=True)):
        mine = legal_plays(position, dice)
        plays += len(mine)
        ids = sorted(encode_position_id(after) for _, after in mine)
        gnubg_moves = answer["moves"]
        assert isinstance(gnubg_moves, list)
        same_text += len({format_play(play) for play, _ in mine} & set(gnubg_moves))
        xgid = xgid_for(position, dice, number)
        if answer["xgid_id"] != encode_position_id(decode_xgid(xgid)[0]):
            bad += 1
            print(f"XGID DIFF {xgid}: gnubg reads {answer['xgid_id']}")
        if answer["id"] != encode_position_id(position) or ids != answer["after"]:
            bad += 1
            print(
                f"DIFF {encode_position_id(position)} {dice}: printkit {len(ids)} plays, "
                f"gnubg {len(gnubg_moves)} {answer['note']}"
            )
            print("  printkit:", sorted(format_play(play) for play, _ in mine))
            print("  gnubg:   ", sorted(gnubg_moves))
    print(
        f"{len(cases)} positions, {plays} plays compared, {bad} differences; "
        f"{same_text} plays written exactly as gnubg writes them"
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
