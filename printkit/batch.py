"""Building every kit (game x language x paper) in parallel, one process per core."""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, replace
from pathlib import Path

from printkit import background
from printkit.builds import BuiltKit, build_kit, default_output
from printkit.context import KitOptions
from printkit.games import Game, all_games
from printkit.units import PAPERS


@dataclass(frozen=True)
class Job:
    """One kit of a batch: the game, its options and where it goes."""

    game: Game
    options: KitOptions
    output: Path


def jobs(folder: Path, base: KitOptions) -> list[Job]:
    """Every game in every language on every paper, with `base`'s other options."""
    return [
        Job(game, replace(base, language=lang, paper=paper),
            folder / default_output(game, lang, paper.name).name)
        for game in all_games().values() for lang in game.languages for paper in PAPERS.values()
    ]


def _run(job: Job) -> BuiltKit:
    return build_kit(job.game, job.options, job.output)


def run_all(batch: list[Job], workers: int | None = None) -> Iterator[BuiltKit]:
    """Build `batch` on `workers` processes (default: every core), yielding as each ends."""
    workers = workers or os.cpu_count() or 1
    if workers == 1:
        yield from map(_run, batch)
        return
    # Each worker already has a core: its kits set their rulebooks at home.
    with ProcessPoolExecutor(max_workers=workers, initializer=background.disable) as pool:
        futures = [pool.submit(_run, job) for job in batch]
        for future in as_completed(futures):
            yield future.result()
