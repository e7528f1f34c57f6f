"""Benchmark of backgammon move generation: legal_plays over seeded random positions.

    .venv/bin/python bench/engine_bench.py [--positions 5000] [--seed 2024] [--repeat 3]

The positions come from random games (random legal plays from the start), each
paired with a random roll, so doubles and bar and bear-off positions appear in
their natural proportions. The best of --repeat runs is reported.
"""

from __future__ import annotations

import argparse
import random
import time

from printkit.games.backgammon.engine import CHECKERS, Position, legal_plays

Case = tuple[Position, tuple[int, int]]


def roll(rng: random.Random) -> tuple[int, int]:
    """Return a random roll of two dice."""
    return rng.randint(1, 6), rng.randint(1, 6)


def make_cases(count: int, seed: int) -> list[Case]:
    """Return `count` (position, roll) pairs met in seeded random games."""
    rng = random.Random(seed)
    cases: list[Case] = []
    position = Position.start()
    while len(cases) < count:
        dice = roll(rng)
        cases.append((position, dice))
        plays = legal_plays(position, dice)
        if plays:
            position = rng.choice(plays)[1]
        if position.off()[0] == CHECKERS:
            position = Position.start()  # game over: start a new one
        else:
            position = position.swapped()
    return cases


def time_cases(cases: list[Case]) -> tuple[float, int]:
    """Return (seconds, plays found) for running legal_plays over every case once."""
    began = time.perf_counter()
    plays = sum(len(legal_plays(position, dice)) for position, dice in cases)
    return time.perf_counter() - began, plays


def measure(positions: int = 5000, seed: int = 2024, repeat: int = 3) -> dict[str, float]:
    """Best-of-`repeat` rates over a seeded set of positions (for bench/run.py)."""
    cases = make_cases(positions, seed)
    best, plays = min(time_cases(cases) for _ in range(repeat))
    return {"positions_per_s": len(cases) / best, "plays_per_s": plays / best}


def main() -> None:
    """Run the benchmark and print positions and plays per second."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    cases = make_cases(args.positions, args.seed)
    doubles = sum(1 for _, dice in cases if dice[0] == dice[1])
    best, plays = min(time_cases(cases) for _ in range(args.repeat))
    print(f"{len(cases)} positions ({doubles} with doubles), {plays} plays")
    print(f"best of {args.repeat}: {best:.3f} s")
    print(f"{len(cases) / best:,.0f} positions per second")
    print(f"{plays / best:,.0f} plays generated per second")


if __name__ == "__main__":
    main()
