"""Build every kit, rulebook, pad and SVG variant and print a sorted sha256 manifest.

A refactor that must not change what users see runs this before and after and
compares the two manifests:

    python tools/hash_outputs.py > /tmp/before.txt      # on the starting commit
    python tools/hash_outputs.py > /tmp/after.txt       # after the change
    diff /tmp/before.txt /tmp/after.txt                 # empty: nothing a user sees changed

Each line is "sha256  name", where name is an output file, or "stdout:<command>"
for what a command printed (it names its outputs relative to the build folder,
so the lines do not depend on where the folder is). The lists of games,
languages and components are written out here rather than asked of printkit,
so that a change to the registry cannot silently shrink what is compared.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import tempfile
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

GAMES = ("backgammon", "nardy", "breakthrough", "snort", "rastros", "traffic-lights", "hex",
         "oware", "classics")
LANGUAGES = ("en", "pt-BR", "pt-PT")
PAPERS = ("a4", "letter", "a3")
PAD_GAMES = ("breakthrough", "snort", "rastros", "traffic-lights", "hex", "oware")
COMPONENTS = ("board", "box", "breakthrough-board", "calibration", "checkers", "cube", "cup",
              "dice", "hex-board", "hex-pieces", "legend", "nardy-board", "oware-board",
              "oware-pieces", "pins", "rastros-board", "rastros-pieces", "snort-board",
              "snort-pieces", "tokens", "traffic-lights-board", "traffic-lights-pieces")
# Where a parameter changes which game's art a shared component draws.
SVG_EXTRAS = (
    ("box", "--pattern", "squares", "--title", "Hex", "--checkers", "100"),
    ("box", "--cup", "no", "--cube", "no", "--palette", "ink-saver"),
    ("board", "--split", "whole", "--palette", "high-contrast"),
    ("checkers", "--diameter", "20", "--per-side", "7"),
    ("tokens", "--palette", "ink-saver"),
)
ENGINE = (
    ("engine", "start", "--game", "long-nardy"),
    ("engine", "moves", "4HPwATDgc/ABMA", "--dice", "3-1"),
    ("engine", "moves", "start", "--dice", "6-5", "--format", "json"),
    ("engine", "show", "start"),
    ("engine", "moves", "--game", "long-nardy", "start", "--dice", "6-6", "--format", "json"),
    ("engine", "moves", "--game", "hex", "start", "--format", "json"),
    ("engine", "start", "--game", "oware"),
    ("engine", "diagram", "--game", "breakthrough", "start", "-o", "diagram-breakthrough.svg"),
    ("engine", "diagram", "start", "-o", "diagram-backgammon.svg"),
)


def commands() -> Iterator[tuple[str, ...]]:
    """Every command whose output the manifest hashes."""
    yield ("list",)
    yield from ENGINE
    for game in GAMES:
        for lang in LANGUAGES:
            for paper in PAPERS:
                yield ("build", game, "--lang", lang, "--paper", paper,
                       "-o", f"kit-{game}-{lang}-{paper}.pdf")
                yield ("rules", game, "--lang", lang, "--paper", paper,
                       "-o", f"rules-{game}-{lang}-{paper}.pdf")
        for theme in ("ink-saver", "high-contrast"):
            yield ("build", game, "--theme", theme, "-o", f"kit-{game}-{theme}.pdf")
            yield ("rules", game, "--theme", theme, "-o", f"rules-{game}-{theme}.pdf")
        yield ("build", game, "--print-shop", "--paper", "a3", "-o", f"kit-{game}-shop-a3.pdf")
        yield ("build", game, "--print-shop", "--bleed", "2", "--lang", "pt-BR",
               "-o", f"kit-{game}-shop-a4-bleed2.pdf")
        yield ("build", game, "--rulebook", "booklet", "-o", f"kit-{game}-booklet.pdf")
        yield ("build", game, "--rulebook", "booklet", "--lang", "pt-PT", "--paper", "letter",
               "-o", f"kit-{game}-booklet-pt-PT-letter.pdf")
        yield ("build", game, "--duplex", "manual", "-o", f"kit-{game}-manual.pdf")
        yield ("build", game, "--duplex", "short-edge", "--back-offset", "1.5,-0.5",
               "-o", f"kit-{game}-short-offset.pdf")
    yield ("build", "classics", "--games", "hex,snort", "-o", "kit-classics-hex-snort.pdf")
    yield ("build", "classics", "--games", "oware,breakthrough,rastros", "--lang", "pt-BR",
           "-o", "kit-classics-oware-breakthrough-rastros.pdf")
    yield ("build", "classics", "--games", "traffic-lights", "--paper", "a3",
           "-o", "kit-classics-traffic-lights.pdf")
    for game in PAD_GAMES:
        for lang in LANGUAGES:
            for paper in PAPERS:
                yield ("pad", game, "--lang", lang, "--paper", paper,
                       "-o", f"pad-{game}-{lang}-{paper}.pdf")
        yield ("pad", game, "--per-page", "1", "--pages", "2", "--theme", "classic",
               "-o", f"pad-{game}-1x2.pdf")
    for component in COMPONENTS:
        yield ("svg", component, "-o", f"svg-{component}.svg")
    for number, extra in enumerate(SVG_EXTRAS):
        yield ("svg", *extra, "-o", f"svg-{extra[0]}-{number}.svg")


def _run(args: tuple[str, ...]) -> tuple[str, str]:
    """Run one printkit command in this process's build folder; hash what it printed."""
    from click.testing import CliRunner

    from printkit.cli import main

    result = CliRunner().invoke(main, list(args), catch_exceptions=True)
    printed = f"exit {result.exit_code}\n{result.output}"
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        printed += f"{type(result.exception).__name__}: {result.exception}\n"
    return " ".join(args), printed


def _start(folder: str) -> None:
    """Each worker builds in the shared folder, with the fixed date."""
    os.chdir(folder)
    os.environ["SOURCE_DATE_EPOCH"] = "1767225600"


def manifest(folder: Path, jobs: int) -> list[str]:
    """Run every command into `folder` on `jobs` processes; one sorted line per output."""
    lines = []
    with ProcessPoolExecutor(max_workers=jobs, initializer=_start,
                             initargs=(str(folder),)) as pool:
        for command, printed in pool.map(_run, list(commands()), chunksize=4):
            if not printed.startswith("exit 0\n"):
                print(f"failed: printkit {command}", file=sys.stderr)
            digest = hashlib.sha256(printed.encode()).hexdigest()
            lines.append(f"{digest}  stdout:{command}")
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            lines.append(f"{digest}  {path.relative_to(folder)}")
    return sorted(lines, key=lambda line: line.split("  ", 1)[1])


def main() -> int:
    """Parse the options, build everything, print (or write) the manifest."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("-o", "--output", type=Path, help="write the manifest here")
    parser.add_argument("--keep", type=Path, help="build into this folder and keep it")
    options = parser.parse_args()
    if options.keep:
        options.keep.mkdir(parents=True, exist_ok=True)
        lines = manifest(options.keep.resolve(), options.jobs)
    else:
        with tempfile.TemporaryDirectory(prefix="printkit-hashes-") as folder:
            lines = manifest(Path(folder), options.jobs)
    text = "".join(f"{line}\n" for line in lines)
    if options.output:
        options.output.write_text(text)
    else:
        sys.stdout.write(text)
    print(f"{len(lines)} outputs hashed", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
