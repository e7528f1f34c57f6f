"""Re-run the hostile-input probes of the 2026-11-27 review (badinput.md) that can be
rebuilt from its text: the 18 it found mishandled, its 60 arguable ones, and a few that
held. Each probe runs the real `printkit` in a fresh folder and is judged mechanically.

    .venv/bin/python tools/sweep.py [-v] [ID ...]

Verdicts: ok (the behaviour the issue asks for), arguable (a decision left standing,
with its reason), mishandled (a traceback, a silent success where a refusal is due, a
damaged file or a changed kit). Exit 1 if anything is mishandled.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]
PRINTKIT = str(Path(sys.executable).parent / "printkit")
OK, ARGUABLE, MISHANDLED = "ok", "arguable", "mishandled"


@dataclass
class Run:
    """What one command did."""

    code: int
    out: str
    err: str
    folder: Path

    @property
    def text(self) -> str:
        return self.out + self.err

    def error_line(self) -> str:
        lines = [line for line in self.text.splitlines() if line.startswith("Error:")]
        return lines[-1] if lines else ""


@dataclass
class Probe:
    """One probe: its review id, the command's arguments, and what the issue asks of it."""

    id: str
    args: list[str]
    expect: str = "refuse"  # refuse: non-zero, one Error line naming `says`; ok: exit 0
    says: str = ""
    env: dict[str, str] = field(default_factory=dict)
    setup: Callable[[Path], None] | None = None
    check: Callable[[Run], str | None] | None = None  # a further problem, if any
    stands: str = ""  # an arguable item decided to stand: why


def _run(args: list[str], folder: Path, env: dict[str, str]) -> Run:
    full = {**os.environ, **{k: v.replace("$R", str(folder)) for k, v in env.items()}}
    full.pop("PRINTKIT_DATA", None) if "PRINTKIT_DATA" not in env else None
    done = subprocess.run([PRINTKIT, *[a.replace("$R", str(folder)) for a in args]],
                          cwd=folder, env=full, capture_output=True, text=True, timeout=300)
    return Run(done.returncode, done.stdout, done.stderr, folder)


def judge(probe: Probe, run: Run) -> tuple[str, str]:
    """The verdict on one run, and why."""
    if "Traceback" in run.text:
        return MISHANDLED, "traceback"
    if probe.expect == "refuse":
        if run.code == 0:
            return MISHANDLED, "accepted (exit 0)"
        if probe.says and probe.says not in run.error_line():
            return MISHANDLED, f"error line lacks {probe.says!r}: {run.error_line()!r}"
    elif run.code != 0:
        return MISHANDLED, f"exit {run.code}: {run.error_line() or run.err[-200:]!r}"
    if probe.check is not None:
        problem = probe.check(run)
        if problem:
            return MISHANDLED, problem
    if probe.stands:
        return ARGUABLE, probe.stands
    return OK, run.error_line() or "exit 0"


# --- setups and checks ----------------------------------------------------------------

def _no_files(run: Run) -> str | None:
    left = [p.name for p in run.folder.iterdir() if p.name != "data"]
    return f"left {left}" if left else None


def _data_language(tag: str, complete: bool = True) -> Callable[[Path], None]:
    """A PRINTKIT_DATA folder `data` holding a language whose tag is `tag` (copied from
    Spanish, so it is complete)."""
    def make(folder: Path) -> None:
        import shutil

        root = folder / "data"
        shutil.copytree(CHECKOUT / "locales/es", root / "locales/xx")
        spoken = root / "locales/xx/language.toml"
        spoken.write_text(re.sub(r'(?m)^tag = .*$', f'tag = "{tag}"', spoken.read_text()))
    return make


def _british(folder: Path) -> None:
    """d43: en-GB made with translate new, its catalogs copies of the English."""
    from babel.messages.pofile import read_po, write_po

    env = {**os.environ, "PRINTKIT_DATA": str(folder / "data")}
    subprocess.run([PRINTKIT, "translate", "new", "en-GB"], cwd=folder, env=env,
                   capture_output=True, check=True)
    english = (CHECKOUT / "locales/en/language.toml").read_text()
    (folder / "data/locales/en_GB/language.toml").write_text(
        english.replace('tag = "en"', 'tag = "en-GB"').replace('"en_US"', '"en_GB"'))
    for catalog in (folder / "data").rglob("*.po"):
        with catalog.open("rb") as handle:
            messages = read_po(handle)
        for message in messages:
            if message.id:
                message.string = message.id
        with catalog.open("wb") as handle:
            write_po(handle, messages, width=0)


def _guarded(path: Path) -> Callable[[Run], str | None]:
    """A check that `path` is unchanged (restoring it if not, so a sweep harms nothing)."""
    before = path.read_bytes() if path.exists() else None

    def check(run: Run) -> str | None:
        after = path.read_bytes() if path.exists() else None
        if after != before:
            if before is not None:
                path.write_bytes(before)
            return f"{path} was overwritten"
        return None
    return check


def _is_folder(name: str, inside: str) -> Callable[[Run], str | None]:
    def check(run: Run) -> str | None:
        return None if (run.folder / name / inside).is_file() else f"no {name}/{inside}"
    return check


XGID31 = "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10"
LAUNCHER = Path(PRINTKIT)
PTH = Path(sysconfig.get_paths()["purelib"]) / "_editable_impl_printkit.pth"

PROBES = [
    # Mishandled (18): i01, i14, i18 are the interrupt sweep below.
    Probe("o41", ["build", "hex", "-o", str(LAUNCHER)], says="printkit's own",
          check=_guarded(LAUNCHER)),
    Probe("o51", ["svg", "dice", "-o", str(LAUNCHER)], says="printkit's own",
          check=_guarded(LAUNCHER)),
    Probe("o49", ["build", "hex", "-o", str(PTH)], says="printkit's own", check=_guarded(PTH)),
    Probe("e075", ["engine", "moves", "--game", "breakthrough",
                   "bbbbbbb/bbbbbbb/bbbbbbb/7/7/wwwwwww/wwwwwww w"], says="21 Black pieces"),
    Probe("e097", ["engine", "moves", "--game", "snort", "cd6/8/8/8/8/8/8/8 c"],
          says="beside a dog"),
    Probe("e107", ["engine", "moves", "--game", "snort",
                   "cccccccc/cccccccc/cccccccc/cccccccc/8/8/8/8 d"], says="32 cats"),
    Probe("e160", ["engine", "moves", "start", "--dcie", "3-1"],
          says="No such option '--dcie'. Did you mean '--dice'?"),
    Probe("e163", ["engine", "diagram", "start", "-o", "x.svg", "--widht", "50"],
          says="No such option '--widht'. Did you mean '--width'?", check=_no_files),
    Probe("e112", ["engine", "show", "--game", "hex", "start"], says="No such option '--game'"),
    Probe("gm04", ["build", "classics", "--games", ""], says="breakthrough, snort",
          check=_no_files),
    Probe("t27", ["translate", "status", ""], says="not one of en, es"),
    Probe("o31", ["rules", "hex", "-o", "newdir2/"], expect="ok",
          check=_is_folder("newdir2", "hex-rules-en-a4.pdf")),
    Probe("d44", ["build", "breakthrough", "--lang", "all", "-o", "out/"], says="keeps for itself",
          env={"PRINTKIT_DATA": "$R/data"}, setup=_data_language("all")),
    Probe("d45", ["build", "breakthrough", "--lang", "all", "--allow-incomplete", "-o", "out/"],
          says="keeps for itself", env={"PRINTKIT_DATA": "$R/data"},
          setup=_data_language("all")),
    Probe("d43", ["build", "hex", "--lang", "en-GB", "-o", "gb.pdf"], expect="ok",
          env={"PRINTKIT_DATA": "$R/data"}, setup=_british),
    # Arguable (60), each fixed or left standing with its reason.
    *[Probe(pid, args, says=says) for pid, args, says in [
        ("bl06", ["build", "hex", "--bleed", "3mm"], "from 0 to 5"),
        ("bl07", ["build", "hex", "--bleed", "3,5"], "from 0 to 5"),
        ("bl08", ["build", "hex", "--bleed", ""], "from 0 to 5"),
        ("bl10", ["build", "hex", "--bleed", "1e999"], "'1e999' is not a number from 0 to 5"),
        ("j04", ["build", "all", "-j", "abc"], "from 1 to 64"),
        ("j05", ["build", "all", "-j", "1.5"], "from 1 to 64"),
        ("p09", ["pad", "hex", "--pages", "1.5"], "from 1 to 200"),
        ("p10", ["pad", "hex", "--pages", "1e2"], "from 1 to 200"),
        ("p13", ["pad", "hex", "--per-page", "abc"], "from 1 to 8"),
        ("p20", ["pad", "hex", "--pages", ""], "from 1 to 200"),
        ("p25", ["pad", "hex", "--pages", "1,5"], "from 1 to 200"),
        ("v05", ["preview", "hex", "--dpi", "abc"], "from 20 to 300"),
        ("v06", ["preview", "hex", "--dpi", "60.5"], "from 20 to 300"),
        ("v17", ["preview", "hex", "--dpi", "1,00"], "from 20 to 300"),
        ("e138", ["engine", "diagram", "start", "-o", "x.svg", "--width", "120mm"],
         "from 40 to 1000"),
        ("p04", ["pad", "chess"], "traffic-lights"),
        ("p05", ["pad", ""], "traffic-lights"),
        ("p22", ["pad", "all"], "traffic-lights"),
        ("e050", ["engine", "moves", "--game", "chess", "start"], "long-nardy"),
        ("e051", ["engine", "moves", "--game", "", "start"], "long-nardy"),
        ("e115", ["engine", "start", "--game", "chess"], "long-nardy"),
        ("bo19", ["build", "hex", "--back-offset", "１,２"], "two numbers of mm"),
        ("s55", ["svg", "dice", "--edge", "１６", "-o", "d.svg"], "invalid value for edge"),
        ("e020", ["engine", "moves", "start", "--dice", "３-１"], "invalid dice"),
        ("bo20", ["build", "hex", "--back-offset", "1_0,0"], "two numbers of mm"),
        ("gm02", ["build", "classics", "--games", ","], "breakthrough, snort"),
        ("gm03", ["build", "classics", "--games", ",,,"], "breakthrough, snort"),
        ("o10", ["build", "hex", "-o", ""], "the path is empty"),
        ("t18", ["translate", "new", "f" * 5000], "(5000 characters)"),
        ("j06", ["build", "hex", "-j", "4"], "parallel builds are for GAME all"),
        ("e152", ["engine", "diagram", "start", "-o", "x.svg", "--dice", "3-1"],
         "--dice is the roll of --play"),
        ("gm05", ["build", "classics", "--games", "hex,,snort"], "breakthrough, snort"),
        ("e038", ["engine", "moves", XGID31, "--dice", "6-6"], "the roll the position carries"),
        ("e010", ["engine", "moves", "AAAAAAAAAAAAAA", "--dice", "3-1"], "an empty board"),
        ("e076", ["engine", "moves", "--game", "breakthrough",
                  "bbbbbbb/bbbbbbb/7/7/7/wwwwwww/wwwwwww b"], "White has not moved"),
        ("e166", ["engine", "moves", "--game", "snort", "c7/8/8/8/8/8/8/8 c"],
         "no cat in the centre"),
        ("o27", ["build", "hex", "-o", "-"], "standard output"),
        ("o38", ["build", "hex", "--lang", "all", "-o", "kit.pdf"], "looks like a file"),
        ("s24", ["svg", "dice", "-o", "d.pdf"], "names a PDF file"),
        ("o45", ["rules", "hex", "-o", str(CHECKOUT / "README.md")], "printkit's own"),
        ("o50", ["rules", "hex", "-o", str(CHECKOUT / "pyproject.toml")], "printkit's own"),
        ("d04", ["list"], "which is a file"),
    ]],
    Probe("e037", ["engine", "moves", XGID31], expect="ok"),
    Probe("d01", ["list"], expect="ok", env={"PRINTKIT_DATA": "$R/nothere"},
          check=lambda run: None if "does not exist" in run.err else "no note"),
    Probe("d14", ["list"], expect="ok", env={"PRINTKIT_DATA": "$R/data"},
          setup=_data_language("es"),
          check=lambda run: None if "in place of printkit's own" in run.out else "silent"),
    Probe("d15", ["list"], says="keeps for itself", env={"PRINTKIT_DATA": "$R/data"},
          setup=_data_language("all")),
    Probe("d18", ["list"], says="must be a text", env={"PRINTKIT_DATA": "$R/data"},
          setup=lambda folder: (_data_language("x")(folder), (folder / "data/locales/xx/"
                                "language.toml").write_text(re.sub(
                                    r'(?m)^tag = .*$', "tag = 5", (folder / "data/locales/xx/"
                                    "language.toml").read_text())))[0]),
    Probe("o07", ["rules", "hex", "-o", "ro.pdf"], expect="ok",
          setup=lambda folder: (folder / "ro.pdf").write_bytes(b"old"),
          stands="root may write any file; as another user a read-only output is now "
                 "refused (tests/test_hostile_input.py)"),
    # Left standing, with the reason.
    Probe("d10", ["build", "hex", "-o", "k.pdf"], says="not a valid language file",
          env={"PRINTKIT_DATA": "$R/data"},
          setup=lambda folder: (folder / "data/locales/fr").mkdir(parents=True) or (
              folder / "data/locales/fr/language.toml").write_text("tag = \"fr"),
          stands="a broken language file in a data folder stops every build in one line "
                 "naming it: skipping it silently would hide the mistake"),
    Probe("d30", ["list"], expect="ok", env={"PRINTKIT_DATA": "$R/data"},
          setup=lambda folder: (_data_language("fr")(folder), (folder / "data/locales/xx/"
                                "language.toml").write_text(re.sub(
                                    r'(?m)^locale = .*$', 'locale = "zz_QQ"', (
                                        folder / "data/locales/xx/language.toml").read_text(
                                    ))))[0],
          stands="an unknown Babel locale is named when a number is first written in it; "
                 "checking at discovery would load Babel on every start"),
    Probe("b007", ["build", "bäckgammon", "-o", "b.pdf"], expect="ok",
          stands="accent folding is how aliases work (gamão, gamao)"),
    Probe("s30", ["svg", "box", "--checkers", "300", "-o", "b.svg"], says="larger than",
          stands="the box's size limit is the art's (printkit/art), not this issue's files; "
                 "the refusal is one line naming the size"),
]


def interrupt_probe(delays: list[float]) -> tuple[str, str]:
    """i01/i14/i18: SIGINT to the process group of `build backgammon -o old.pdf` at each
    delay; ok when each ends with the old file and one line (exit 130) or exit 0 with the
    complete new kit."""
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        subprocess.run([PRINTKIT, "build", "backgammon", "-o", "new.pdf"], cwd=folder,
                       check=True, capture_output=True)
        new = (folder / "new.pdf").read_bytes()
        old = b"%PDF-1.4 old"
        bad, startup = [], []
        for delay in delays:
            (folder / "old.pdf").write_bytes(old)
            process = subprocess.Popen([PRINTKIT, "build", "backgammon", "-o", "old.pdf"],
                                       cwd=folder, start_new_session=True,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            time.sleep(delay)
            os.killpg(process.pid, signal.SIGINT)
            _, err = process.communicate(timeout=120)
            data = (folder / "old.pdf").read_bytes()
            fine = ((process.returncode == 130 and err == b"printkit: interrupted (SIGINT)\n"
                     and data == old) or (process.returncode == 0 and data == new))
            clean = sorted(p.name for p in folder.iterdir()) == ["new.pdf", "old.pdf"]
            if fine and clean:
                continue
            # Python's own start-up, before printkit's first line runs: its traceback.
            if clean and data == old and (b"KeyboardInterrupt" in err
                                          or b"init_import_site" in err):
                startup.append(f"{delay}s")
            else:
                bad.append(f"{delay}s: exit {process.returncode} {err[-80:]!r}")
        if bad:
            return MISHANDLED, "; ".join(bad)
        if startup:
            return ARGUABLE, (f"Ctrl-C at {', '.join(startup)}, in Python's own start-up "
                              "(before printkit's first line), gets Python's traceback; the "
                              "old file stays")
        return OK, f"{len(delays)} delays"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ids", nargs="*")
    parser.add_argument("-v", "--verbose", action="store_true")
    options = parser.parse_args()
    counts = {OK: 0, ARGUABLE: 0, MISHANDLED: 0}
    for probe in PROBES:
        if options.ids and probe.id not in options.ids:
            continue
        with tempfile.TemporaryDirectory() as temporary:
            folder = Path(temporary)
            if probe.id == "d04":
                probe.env = {"PRINTKIT_DATA": "$R/afile"}
                (folder / "afile").write_text("x")
            if probe.setup is not None:
                probe.setup(folder)
            verdict, why = judge(probe, _run(probe.args, folder, probe.env))
        counts[verdict] += 1
        if options.verbose or verdict != OK:
            print(f"{probe.id:6} {verdict:10} {why[:150]}")
    if not options.ids or any(i in options.ids for i in ("i01", "i14", "i18")):
        for pid, delays in (("i01", [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]),
                            ("i14", [0.3 + 0.04 * step for step in range(10)]),
                            ("i18", [0.02 * step for step in range(2, 36, 3)])):
            verdict, why = interrupt_probe(delays)
            counts[verdict] += 1
            if options.verbose or verdict != OK:
                print(f"{pid:6} {verdict:10} {why[:150]}")
    print(f"{sum(counts.values())} probes: {counts[OK]} ok, {counts[ARGUABLE]} arguable, "
          f"{counts[MISHANDLED]} mishandled")
    return 1 if counts[MISHANDLED] else 0


if __name__ == "__main__":
    sys.exit(main())
