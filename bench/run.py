"""printkit's benchmark: runs the real CLI as a user would and checks speed and size targets.

Prints a table and writes bench/results.json. Run it with `make bench`; the
targets are for a 2-core machine. Timings are medians of several cold runs
(each a fresh process), so they include Python start-up and imports.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent.parent
PRINTKIT = [sys.executable, "-m", "printkit"]
RUNS = 5

# name: (target, unit, higher is better)
# Per-game measures are named "<measure>:<game>" and share the target of "<measure>".
TARGETS: dict[str, tuple[float, str, bool]] = {
    "build_s": (0.6, "s", False),
    "help_s": (0.1, "s", False),
    "kit_kb": (400.0, "KB", False),
    "peak_mb": (150.0, "MB", False),
    "sheets:backgammon": (7.0, "sheets", False),
    "validate_ms": (50.0, "ms", False),
    "build_all_kits_per_s": (5.0, "kits/s", True),
    # The compendium holds six games: it is checked as six (50 ms each), and its rulebook
    # is set twice, the second time with the contents' page numbers, so it may take the
    # time of two single kits. It must take fewer sheets than its six kits (19 on A4).
    "build_s:classics": (1.2, "s", False),
    "validate_ms:classics": (300.0, "ms", False),
    # The first call of a fresh process (what `printkit validate` costs): the compendium
    # checks six games in every language, paper, theme and bleed.
    "validate_cold_ms:classics": (300.0, "ms", False),
    "sheets:classics": (18.0, "sheets", False),
}


def run(args: list[str], cwd: Path) -> tuple[float, float]:
    """Run a command; return (wall seconds, peak resident memory in MB) of that process."""
    start = time.perf_counter()
    process = subprocess.Popen(args, cwd=cwd, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(args)}\n{process.stderr.read().decode()}")
    return wall, usage.ru_maxrss / 1024


def measure_build(folder: Path, game: str) -> dict[str, float]:
    """Cold build times, memory, size and paper of `game`'s default kit."""
    times, peaks = [], []
    out = folder / f"{game}.pdf"
    for _ in range(RUNS):
        wall, peak = run([*PRINTKIT, "build", game, "-o", str(out)], folder)
        times.append(wall)
        peaks.append(peak)
    pages = len(PdfReader(out).pages)
    return {f"build_s:{game}": statistics.median(times), f"peak_mb:{game}": max(peaks),
            f"kit_kb:{game}": out.stat().st_size / 1000, f"sheets:{game}": (pages - 2) / 2}


def measure_help(folder: Path) -> float:
    """Median start-up time of `printkit --help`."""
    return statistics.median(run([*PRINTKIT, "--help"], folder)[0] for _ in range(RUNS))


def measure_build_all(folder: Path) -> dict[str, float]:
    """Wall time and rate of `printkit build all`: every game, language and paper."""
    wall = run([*PRINTKIT, "build", "all", "-o", str(folder / "all")], folder)[0]
    kits = len(list((folder / "all").glob("*.pdf")))
    return {"build_all_s": wall, "build_all_kits": kits, "build_all_kits_per_s": kits / wall}


def measure_in_process() -> dict[str, float]:
    """Engine plays per second and validator time, measured inside this process."""
    from printkit.games import all_games
    from printkit.validate import validate

    sys.path.insert(0, str(ROOT / "bench"))
    from engine_bench import measure  # type: ignore[import-not-found]

    results = {}
    for game in all_games():
        validate(game)  # warm caches: fonts and catalogs load once per process
        start = time.perf_counter()
        for _ in range(5):
            validate(game)
        results[f"validate_ms:{game}"] = (time.perf_counter() - start) / 5 * 1000
    # A user's `printkit validate` is one process: its first call finds every cache
    # empty (the fact checks keep their findings per game), so time that call too,
    # each game in a fresh process, imports left out.
    for game in all_games():
        code = ("import time; from printkit.games import find_game; "
                "from printkit.validate import validate; import printkit.rulebook.literals; "
                f"g = find_game({game!r}); t = time.perf_counter(); validate(g); "
                "print((time.perf_counter() - t) * 1000)")
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout
        results[f"validate_cold_ms:{game}"] = float(out.split()[-1])
    engine = measure()
    results.update({"plays_per_s:backgammon": engine["plays_per_s"],
                    "positions_per_s:backgammon": engine["positions_per_s"]})
    return results


def main() -> None:
    """Measure everything, print the table, write bench/results.json."""
    from printkit.games import all_games

    results: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for game in all_games():
            results.update(measure_build(folder, game))
        results["help_s"] = measure_help(folder)
        results.update(measure_build_all(folder))
    results.update(measure_in_process())
    failed = []
    print(f"{'measure':<28}{'value':>12}  {'target':>10}")
    for name, value in results.items():
        target = TARGETS.get(name) or TARGETS.get(name.split(":")[0])
        mark = ""
        if target:
            limit, unit, higher = target
            ok = value >= limit if higher else value <= limit
            mark = f"{'<=' if not higher else '>='} {limit:g} {unit} {'ok' if ok else 'MISSED'}"
            if not ok:
                failed.append(name)
        print(f"{name:<28}{value:>12.3f}  {mark}")
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    print(f"machine: {machine}")
    payload = {"machine": machine, "results": results, "missed": failed}
    (ROOT / "bench" / "results.json").write_text(json.dumps(payload, indent=2) + "\n")
    if failed:
        print("missed targets: " + ", ".join(failed))


if __name__ == "__main__":
    main()
