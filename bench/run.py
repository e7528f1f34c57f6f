"""printkit's benchmark: runs the real CLI as a user would and checks speed and size targets.

Prints a table and writes bench/results.json. Run it with `make bench`; the
targets are for a 2-core machine. Timings are medians of several runs, each a
fresh process (Python start-up and imports included), measured in rounds beside
the floor (the imports no build avoids) so that the ratios compare like with
like. A build is timed both as a user meets it again (the user cache filled by an
earlier build of the same kit) and afresh (--no-cache).
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
RUNS = 7
# The imports no build can avoid: the floor the ratios are measured against.
FLOOR = [sys.executable, "-c", "import reportlab.platypus, pypdf, click"]

# name: (target, unit, higher is better)
# Per-game measures are named "<measure>:<game>" and share the target of "<measure>".
TARGETS: dict[str, tuple[float, str, bool]] = {
    # A build with the user cache as a user has it (filled by an earlier build of the same
    # kit from the same files), against the floor, measured side by side.
    "ratio:backgammon": (2.0, "x floor", False),
    "ratio:classics": (2.5, "x floor", False),
    "help_s": (0.1, "s", False),
    "kit_kb": (400.0, "KB", False),
    "peak_mb": (150.0, "MB", False),
    "sheets:backgammon": (7.0, "sheets", False),
    "validate_ms": (50.0, "ms", False),
    # The compendium holds six games: it is checked as six (50 ms each).
    "validate_ms:classics": (300.0, "ms", False),
    # The first call of a fresh process (what `printkit validate` costs), with the user
    # cache as a user has it (filled by an earlier validation of the same files), as the
    # build ratios: the compendium checks six games in every language, paper, theme and
    # bleed. validate_fresh_ms, beside it, is the same call with the cache off (what the
    # first validation after an edit costs).
    "validate_cold_ms:classics": (300.0, "ms", False),
    "sheets:classics": (18.0, "sheets", False),
    "build_all_kits_per_s:all": (5.0, "kits/s", True),
    # The craft check of what a build drew (its sheets, rulebook pages and page 2).
    "craft_ms": (50.0, "ms", False),
}


def environment(cache: Path) -> dict[str, str]:
    """The environment of every measured command: bytecode written and read as after an
    install (this machine's shell may forbid it), and a cache of the bench's own."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PRINTKIT_CACHE"] = str(cache)
    return env


def run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[float, float]:
    """Run a command; return (wall seconds, peak resident memory in MB) of that process."""
    start = time.perf_counter()
    process = subprocess.Popen(args, cwd=cwd, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(args)}\n{process.stderr.read().decode()}")
    return wall, usage.ru_maxrss / 1024


def measure_builds(folder: Path, games: list[str], env: dict[str, str]) -> dict[str, float]:
    """Each game's build, cold (--no-cache) and as a user has it (cache filled), beside the
    floor: the runs of one round follow each other, so load on the machine hits all alike."""
    runs: dict[str, list[float]] = {}
    peaks: dict[str, float] = {}
    for command in (FLOOR, *([*PRINTKIT, "build", g, "-o", str(folder / f"{g}.pdf")]
                             for g in games)):
        run(command, folder, env)  # bytecode written, the cache filled
    for _ in range(RUNS):
        runs.setdefault("floor_s", []).append(run(FLOOR, folder, env)[0])
        for game in games:
            out = str(folder / f"{game}.pdf")
            for name, extra in ((f"build_s:{game}", []),
                                (f"build_cold_s:{game}", ["--no-cache"])):
                wall, peak = run([*PRINTKIT, *extra, "build", game, "-o", out], folder, env)
                runs.setdefault(name, []).append(wall)
                if extra:
                    peaks[f"peak_mb:{game}"] = max(peaks.get(f"peak_mb:{game}", 0), peak)
    results = {name: statistics.median(times) for name, times in runs.items()}
    floor = results["floor_s"]
    for game in games:
        out = folder / f"{game}.pdf"
        results[f"ratio:{game}"] = results[f"build_s:{game}"] / floor
        results[f"ratio_cold:{game}"] = results[f"build_cold_s:{game}"] / floor
        results[f"kit_kb:{game}"] = out.stat().st_size / 1000
        results[f"sheets:{game}"] = (len(PdfReader(out).pages) - 2) / 2
    results.update(peaks)
    return results


def measure_help(folder: Path, env: dict[str, str]) -> float:
    """Median start-up time of `printkit --help`."""
    return statistics.median(run([*PRINTKIT, "--help"], folder, env)[0] for _ in range(RUNS))


def measure_build_all(folder: Path, env: dict[str, str]) -> dict[str, float]:
    """Kits per second of `printkit build all --paper a4` (every game and language), built
    afresh (--no-cache) on 1 and 2 workers and one per core."""
    results = {}
    cores = os.cpu_count() or 1
    for label, jobs in (("j1", 1), ("j2", 2), ("all", cores)):
        out = folder / f"all-{label}"
        wall = run([*PRINTKIT, "--no-cache", "build", "all", "--paper", "a4", "-j", str(jobs),
                    "-o", str(out)], folder, env)[0]
        kits = len(list(out.glob("*.pdf")))
        results[f"build_all_kits_per_s:{label}"] = kits / wall
    results["build_all_kits"] = kits
    return results


def measure_craft() -> dict[str, float]:
    """What the craft check adds to a build: CPU milliseconds of `check_built` on the sheets,
    rulebook layout and page 2 an English A4 build draws (the best of five; the build has
    already drawn them, so this is all the check costs it)."""
    from printkit.context import Context, KitOptions
    from printkit.craft.check import check_built, plan_text, sheet_facts
    from printkit.games import all_games
    from printkit.i18n import untranslated
    from printkit.kit import make_sheets, set_rulebook
    from printkit.render.layout_report import LaidOut
    from printkit.units import PAPERS

    options = KitOptions()
    results = {}
    for name, game in all_games().items():
        ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
        sheets = make_sheets(game, ctx, options)
        laid: list[LaidOut] = []
        set_rulebook(game, ctx, laid)
        text = plan_text(sheet_facts(sheets, max((r.page for r in laid), default=0), options))
        best = float("inf")
        for _ in range(5):
            start = time.process_time()
            check_built(game, options, ctx, sheets, laid, text)
            best = min(best, time.process_time() - start)
        results[f"craft_ms:{name}"] = best * 1000
    return results


def measure_in_process() -> dict[str, float]:
    """Engine plays per second and validator time, measured inside this process."""
    from printkit import cache
    from printkit.games import all_games
    from printkit.validate import validate

    sys.path.insert(0, str(ROOT / "bench"))
    from engine_bench import measure  # type: ignore[import-not-found]

    results = {}
    outside = dict(os.environ)  # the environment before the cache is turned off below
    # The check's own work, repeated: the user cache, which keeps a verdict, is off in
    # this process, or a repeat would time reading it back.
    cache.disable()
    for game in all_games():
        validate(game)  # warm caches: fonts and catalogs load once per process
        start = time.perf_counter()
        for _ in range(5):
            validate(game)
        results[f"validate_ms:{game}"] = (time.perf_counter() - start) / 5 * 1000
    # A user's `printkit validate` is one process: its first call finds every cache of
    # the process empty (the fact checks keep their findings per game), so time that
    # call too, each game in a fresh process, imports left out: with the user cache
    # filled by an earlier call (as a user meets it again), and with it off.
    with tempfile.TemporaryDirectory() as tmp:
        filled = {**outside, "PRINTKIT_CACHE": tmp}
        off = {**outside, "PRINTKIT_CACHE": "off"}
        for game in all_games():
            code = ("import time; from printkit.games import find_game; "
                    "from printkit.validate import validate; import printkit.rulebook.literals; "
                    f"g = find_game({game!r}); t = time.perf_counter(); validate(g); "
                    "print((time.perf_counter() - t) * 1000)")
            for name, env in (("validate_fresh_ms", off), (None, filled),
                              ("validate_cold_ms", filled)):
                out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True,
                                     capture_output=True, text=True, env=env).stdout
                if name:  # the untimed run fills the cache
                    results[f"{name}:{game}"] = float(out.split()[-1])
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
        env = environment(folder / "cache")
        results.update(measure_builds(folder, list(all_games()), env))
        results["help_s"] = measure_help(folder, env)
        results.update(measure_build_all(folder, env))
    results.update(measure_in_process())
    results.update(measure_craft())
    failed = []
    print(f"{'measure':<32}{'value':>12}  {'target':>10}")
    for name, value in results.items():
        target = TARGETS.get(name) or TARGETS.get(name.split(":")[0])
        mark = ""
        if target:
            limit, unit, higher = target
            ok = value >= limit if higher else value <= limit
            mark = f"{'<=' if not higher else '>='} {limit:g} {unit} {'ok' if ok else 'MISSED'}"
            if not ok:
                failed.append(name)
        print(f"{name:<32}{value:>12.3f}  {mark}")
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    print(f"machine: {machine}")
    payload = {"machine": machine, "results": results, "missed": failed}
    (ROOT / "bench" / "results.json").write_text(json.dumps(payload, indent=2) + "\n")
    if failed:
        print("missed targets: " + ", ".join(failed))


if __name__ == "__main__":
    main()
