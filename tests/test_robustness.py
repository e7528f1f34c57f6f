"""Bad input and broken surroundings: one clear line, the right exit code, nothing half-written.

Every option or argument with a bad value is a usage error (exit 2): Click's
usage line, then a single "Error: ..." line naming the value and what is
accepted (a play, which only the position can judge, is exit 1). A fault of
the surroundings (unwritable or full disk, broken catalog, font, recipe or
rules source) is exit 1 with exactly one line, a traceback only with --debug,
no temporary file left behind, and the previous good file at the output path
untouched.
"""

from __future__ import annotations

import errno
import gc
import importlib
import os
import shutil
import subprocess
import sys
import traceback
import warnings
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from click.testing import CliRunner, Result

from printkit import output, paths
from printkit.cli import main
from printkit.errors import PrintkitError
from printkit.games.backgammon.engine import Position
from printkit.games.backgammon.notation import encode_position_id

ROOT = paths.data_root()
START = Position.start()
XGID_START = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
GOOD = b"%PDF-1.7\n% the previous good build, which a failed rebuild must keep\n"


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test runs in its own empty folder."""
    monkeypatch.chdir(tmp_path)


def invoke(*args: str) -> Result:
    """Run printkit, catching whatever escapes so that a test can look at it."""
    return CliRunner().invoke(main, list(args), catch_exceptions=True)


def error_line(result: Result, code: int) -> str:
    """Check the result is a clean failure with exit `code`; return its one 'Error:' line."""
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        "".join(traceback.format_exception(*result.exc_info)) if result.exc_info else ""
    )
    assert result.exit_code == code, result.output
    lines = result.output.strip().splitlines()
    errors = [line for line in lines if line.startswith("Error:")]
    assert len(errors) == 1, result.output
    if code == 2:
        # A usage error: Click's usage and hint lines, then the error as the last line.
        assert lines[0].startswith("Usage:"), result.output
        assert lines[-1] == errors[0], result.output
    else:
        assert lines == errors, result.output
    return errors[0]


def _position_id(on_roll: list[int], opponent: list[int]) -> str:
    """A Position ID for any checker counts, even impossible ones (the encoder only packs)."""
    return encode_position_id(SimpleNamespace(on_roll=tuple(on_roll), opponent=tuple(opponent)))


def _sixteen_checkers() -> str:
    mine, theirs = list(START.on_roll), list(START.opponent)
    mine[5] += 1  # 16 on the side on roll; 14 for the opponent keeps it within 80 bits
    theirs[5] -= 1
    return _position_id(mine, theirs)


def _shared_point() -> str:
    mine = list(START.on_roll)
    mine[5] -= 1
    mine[0] += 1  # the mover's 1-point is the opponent's 24-point, where two of theirs stand
    return _position_id(mine, list(START.opponent))


# --- every bad value: usage error, one line naming it and what is accepted ------------------

MOVES = ("engine", "moves")
BAD_VALUES: list[tuple[str, list[str], str, str]] = [
    # (id, arguments, the bad value as the message shows it, part of what is accepted)
    ("game", ["build", "chess"], "'chess'", "backgammon"),
    ("rules-game", ["rules", "chess"], "'chess'", "backgammon"),
    ("language", ["build", "backgammon", "--lang", "xx"], "'xx'", "pt-BR"),
    ("rules-language", ["rules", "backgammon", "--lang", "klingon"], "'klingon'", "pt-PT"),
    ("validate-language", ["validate", "backgammon", "--lang", "fr"], "'fr'", "pt-BR"),
    ("paper", ["build", "backgammon", "--paper", "a5"], "'a5'", "letter"),
    ("theme", ["build", "backgammon", "--theme", "neon"], "'neon'", "ink-saver"),
    ("duplex", ["build", "backgammon", "--duplex", "sideways"], "'sideways'", "long-edge"),
    ("component", ["svg", "frob", "-o", "x.svg"], "'frob'", "dice"),
    ("svg-too-big", ["svg", "dice", "--edge", "99", "-o", "x.svg"], "'99'", "from 8 to 40"),
    ("svg-too-small", ["svg", "dice", "--edge", "2", "-o", "x.svg"], "'2'", "from 8 to 40"),
    ("svg-negative", ["svg", "cup", "--depth", "-40", "-o", "x.svg"], "'-40'", "from 30 to 80"),
    ("svg-inches", ["svg", "dice", "--edge", "16in", "-o", "x.svg"], "'16in'", "mm"),
    ("svg-cm", ["svg", "dice", "--edge", "1.6cm", "-o", "x.svg"], "'1.6cm'", "mm"),
    ("svg-nan", ["svg", "dice", "--edge", "nan", "-o", "x.svg"], "'nan'", "from 8 to 40"),
    ("svg-inf", ["svg", "board", "--point-width", "inf", "-o", "x.svg"], "'inf'", "12 to 30"),
    ("svg-empty", ["svg", "dice", "--edge", "", "-o", "x.svg"], "''", "a number of mm"),
    ("svg-fraction", ["svg", "dice", "--count", "2.5", "-o", "x.svg"], "'2.5'", "whole number"),
    ("svg-bool", ["svg", "board", "--show-numbers", "maybe", "-o", "x.svg"], "'maybe'",
     "yes or no"),
    ("svg-choice", ["svg", "dice", "--pip-style", "star", "-o", "x.svg"], "'star'", "round"),
    ("svg-option", ["svg", "dice", "--colour", "red", "-o", "x.svg"], "'--colour'", "--count"),
    ("svg-control-char", ["svg", "calibration", "--note", "two\nlines", "-o", "x.svg"],
     "'two\\nlines'", "without control characters"),
    ("id-short", [*MOVES, "4HPwATDgc/ABM", "-d", "3-1"], "'4HPwATDgc/ABM'", "14-character"),
    ("id-long", [*MOVES, "4HPwATDgc/ABMAA", "-d", "3-1"], "'4HPwATDgc/ABMAA'", "XGID"),
    ("id-alphabet", [*MOVES, "4HPwATDgc/AB!A", "-d", "3-1"], "'4HPwATDgc/AB!A'", "A-Z a-z"),
    ("id-bits", [*MOVES, "//////////////", "-d", "3-1"], "'//////////////'", "A-Z a-z"),
    ("id-16-checkers", [*MOVES, _sixteen_checkers(), "-d", "3-1"], _sixteen_checkers(),
     "16 checkers"),
    ("id-shared-point", [*MOVES, _shared_point(), "-d", "3-1"], _shared_point(),
     "both sides"),
    ("xgid-short", [*MOVES, XGID_START.replace("B-:", "B:"), "-d", "3-1"], "XGID=-b",
     "26 position characters"),
    ("xgid-alphabet", [*MOVES, XGID_START.replace("B-:", "Bz:"), "-d", "3-1"], "'z'",
     "26 position characters"),
    ("xgid-16-checkers", [*MOVES, XGID_START.replace("E-C", "F-C"), "-d", "3-1"],
     "XGID=-b----F-C", "16 checkers"),
    ("xgid-fields", [*MOVES, XGID_START.removesuffix(":10"), "-d", "3-1"], "XGID=-b",
     "9 fields, not 10"),
    ("xgid-dice-field", [*MOVES, XGID_START.replace(":00:", ":77:"), "-d", "3-1"], "'77'",
     "cube:owner:turn:dice"),
    ("xgid-huge-number", [*MOVES, XGID_START.replace(":0:0:1:", ":" + "9" * 5000 + ":0:1:"),
                          "-d", "3-1"], "XGID=-b", "cube:owner"),
    ("dice-seven", [*MOVES, "start", "--dice", "7-1"], "'7-1'", "from 1 to 6"),
    ("dice-zero", [*MOVES, "start", "--dice", "0-3"], "'0-3'", "from 1 to 6"),
    ("dice-one", [*MOVES, "start", "--dice", "3"], "'3'", "two dice"),
    ("dice-three", [*MOVES, "start", "--dice", "3-1-2"], "'3-1-2'", "two dice"),
    ("dice-words", [*MOVES, "start", "--dice", "six-one"], "'six-one'", "two dice"),
    ("format", ["engine", "start", "--format", "yaml"], "'yaml'", "xgid"),
    ("width", ["engine", "diagram", "start", "--width", "10", "-o", "x.svg"], "10",
     "40.0<=x<=1000.0"),
    ("dpi", ["preview", "backgammon", "--dpi", "1000"], "1000", "20<=x<=300"),
    ("offset-junk", ["build", "backgammon", "--back-offset", "junk"], "'junk'", "1.5,-0.5"),
    ("offset-three", ["build", "backgammon", "--back-offset", "1,2,3"], "'1,2,3'", "1.5,-0.5"),
    ("offset-far", ["build", "backgammon", "--back-offset", "11,0"], "'11,0'", "-10 to 10"),
    ("offset-inf", ["build", "backgammon", "--back-offset", "0,-inf"], "'0,-inf'", "-10 to 10"),
    ("offset-nan", ["build", "backgammon", "--back-offset", "nan,0"], "'nan,0'", "1.5,-0.5"),
]


@pytest.mark.parametrize(("args", "bad", "accepted"), [case[1:] for case in BAD_VALUES],
                         ids=[case[0] for case in BAD_VALUES])
def test_bad_value_is_one_usage_line_naming_it(tmp_path: Path, args: list[str], bad: str,
                                               accepted: str) -> None:
    line = error_line(invoke(*args), 2)
    assert bad in line
    assert accepted in line
    assert list(tmp_path.iterdir()) == [], "a usage error writes nothing"


@pytest.mark.parametrize(
    ("play", "bad"),
    [("8/5 6/4", "'8/5 6/4' is not legal with 3-1"), ("junk", "'junk'"),
     ("8/5 6/5 13/10", "'8/5 6/5 13/10' is not legal"), ("30/27", "no such point in '30/27'"),
     ("1" * 5000 + "/1", "invalid play")],
    ids=["illegal", "junk", "too-many", "no-point", "huge-number"],
)
def test_bad_play_is_one_error_line(tmp_path: Path, play: str, bad: str) -> None:
    line = error_line(invoke("engine", "diagram", "start", "--play", play, "--dice", "3-1",
                             "-o", "x.svg"), 1)
    assert bad in line
    assert list(tmp_path.iterdir()) == []


# --- output paths ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [["svg", "dice"], ["engine", "diagram", "start"], ["rules", "backgammon"]],
    ids=["svg", "diagram", "rules"],
)
def test_missing_output_folders_are_created(tmp_path: Path, args: list[str]) -> None:
    target = tmp_path / "new" / "deeper" / "file.out"
    result = invoke(*args, "-o", str(target))
    assert result.exit_code == 0, result.output
    assert target.is_file() and target.stat().st_size > 0
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.out"]


def test_kit_build_creates_missing_output_folders(tmp_path: Path) -> None:
    result = invoke("build", "backgammon", "-o", "kits/2024/kit.pdf")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "kits/2024/kit.pdf").read_bytes().startswith(b"%PDF-")
    assert sorted(p.name for p in (tmp_path / "kits/2024").iterdir()) == ["kit.pdf"]


@pytest.mark.parametrize(
    ("args", "code"),
    [(["build", "backgammon"], 1), (["rules", "backgammon"], 1), (["svg", "dice"], 1),
     (["engine", "diagram", "start"], 1)],
    ids=["build", "rules", "svg", "diagram"],
)
def test_output_path_that_is_a_folder_is_a_clear_error(tmp_path: Path, args: list[str],
                                                       code: int) -> None:
    (tmp_path / "out").mkdir()
    line = error_line(invoke(*args, "-o", "out"), code)
    assert "'out'" in line and "directory" in line
    assert list((tmp_path / "out").iterdir()) == []


@pytest.mark.parametrize("args", [["svg", "dice"], ["rules", "backgammon"]], ids=["svg", "rules"])
def test_output_folder_that_is_a_file_is_a_clear_error(tmp_path: Path,
                                                       args: list[str]) -> None:
    (tmp_path / "notes.txt").write_bytes(GOOD)
    line = error_line(invoke(*args, "-o", "notes.txt/out.file"), 1)
    assert line == "Error: output folder 'notes.txt' is a file: give a path inside a folder"
    assert (tmp_path / "notes.txt").read_bytes() == GOOD


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[Path]:
    """A folder holding the previous good file, with write permission taken away."""
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "dice.svg").write_bytes(GOOD)
    folder.chmod(0o500)
    try:
        probe = folder / ".probe"
        try:
            probe.touch()
        except PermissionError:
            pass
        else:
            probe.unlink()
            pytest.skip("file permissions do not bind this process (running as root, or "
                        "with CAP_DAC_OVERRIDE), so a read-only folder cannot be simulated")
        yield folder
    finally:
        folder.chmod(0o700)


@pytest.mark.parametrize("name", ["dice.svg", "sub/dice.svg"], ids=["file", "subfolder"])
def test_unwritable_folder_is_one_line_and_keeps_the_old_file(read_only: Path,
                                                             name: str) -> None:
    target = read_only / name
    line = error_line(invoke("svg", "dice", "-o", str(target)), 1)
    # The message names the file asked for, not the temporary file printkit tried first.
    assert line == f"Error: cannot write {str(target)!r}: Permission denied"
    assert [p.name for p in read_only.iterdir()] == ["dice.svg"]
    assert (read_only / "dice.svg").read_bytes() == GOOD


class _FullDisk:
    """Stands in for `os` inside printkit.output: every file fills the disk half-way through."""

    def __init__(self) -> None:
        self.writes = 0

    def __getattr__(self, name: str) -> object:
        return getattr(os, name)

    def fdopen(self, fd: int, *args: object, **kwargs: object) -> _HalfWritten:
        return _HalfWritten(self, os.fdopen(fd, *args, **kwargs))  # type: ignore[call-overload]


class _HalfWritten:
    """A file handle that writes half of what it is given, then fails with ENOSPC."""

    def __init__(self, disk: _FullDisk, handle: object) -> None:
        self.disk = disk
        self.handle = handle

    def __enter__(self) -> _HalfWritten:
        return self

    def __exit__(self, *exc: object) -> None:
        self.handle.close()  # type: ignore[attr-defined]

    def __getattr__(self, name: str) -> object:
        return getattr(self.handle, name)

    def write(self, data: bytes) -> int:
        self.disk.writes += 1
        self.handle.write(data[: len(data) // 2])  # type: ignore[attr-defined]
        self.handle.flush()  # type: ignore[attr-defined]
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize(
    ("args", "name"),
    [(["svg", "dice"], "dice.svg"), (["engine", "diagram", "start"], "start.svg"),
     (["build", "backgammon"], "kit.pdf"), (["rules", "backgammon"], "rules.pdf")],
    ids=["svg", "diagram", "build", "rules"],
)
def test_disk_full_mid_write_keeps_the_old_file(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch,
                                                args: list[str], name: str) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / name).write_bytes(GOOD)
    disk = _FullDisk()
    monkeypatch.setattr(output, "os", disk)
    target = out / name
    line = error_line(invoke(*args, "-o", str(target)), 1)
    assert disk.writes == 1, "the simulated disk was not used: has atomic_write changed?"
    assert line == f"Error: cannot write {str(target)!r}: No space left on device"
    assert [p.name for p in out.iterdir()] == [name], "the half-written temp file is gone"
    assert target.read_bytes() == GOOD


def test_disk_full_with_debug_shows_the_traceback(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(output, "os", _FullDisk())
    result = invoke("--debug", "svg", "dice", "-o", "dice.svg")
    assert isinstance(result.exception, PrintkitError)
    assert isinstance(result.exception.__cause__, OSError)
    assert result.exception.__cause__.errno == errno.ENOSPC
    assert list(tmp_path.iterdir()) == []


# --- broken data: catalogs, fonts, the kit recipe, the rules source ---------------------------


def _clear_caches() -> None:
    """Forget everything read from data_root(): catalogs, fonts, registered PDF fonts, styles."""
    # The outline cache holds fonts opened lazily, whose files stay open for the life of the
    # process; dropping them here must not warn (the suite turns warnings into errors).
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        for name in ("printkit.i18n", "printkit.art.outlines", "printkit.render.text",
                     "printkit.art.parts.nets"):
            module = importlib.import_module(name)
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)) and value is not paths.data_root:
                    value.cache_clear()
        gc.collect()


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A private copy of templates/, locales/ and fonts/ that a test may break."""
    root = tmp_path / "data"
    for name in ("templates", "locales", "fonts"):
        shutil.copytree(ROOT / name, root / name)
    monkeypatch.setattr(paths, "data_root", lambda: root)
    _clear_caches()
    yield root
    _clear_caches()


def _append(path: Path, text: str) -> None:
    path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")


PO_BR = "locales/pt_BR/LC_MESSAGES/printkit.po"
KIT_TOML = "templates/backgammon/kit.toml"
RULES_MD = "templates/backgammon/rules.md"

BREAKAGES: dict[str, tuple[Callable[[Path], object], list[str], str]] = {
    # id: (how to break the copy, the command's arguments, what the error line says)
    "catalog-garbage": (
        lambda root: (root / PO_BR).write_text('msgid "Board\nmsgstr garbage\n\x00\n',
                                               encoding="utf-8"),
        ["build", "backgammon", "--lang", "pt-BR"], "catalog for pt-BR is unreadable"),
    "catalog-bytes": (
        lambda root: (root / PO_BR).write_bytes(b"\xff\xfe\x00 not a catalog \x9d\n"),
        ["rules", "backgammon", "--lang", "pt-BR"], "catalog for pt-BR is unreadable"),
    "catalog-missing": (
        lambda root: (root / PO_BR).unlink(),
        ["build", "backgammon", "--lang", "pt-BR"], "catalog missing for pt-BR"),
    "catalog-missing-rules": (
        lambda root: (root / PO_BR).unlink(),
        ["rules", "backgammon", "--lang", "pt-BR"], "catalog missing for pt-BR"),
    "font-missing-build": (
        lambda root: (root / "fonts/Lato-Bold.ttf").unlink(),
        ["build", "backgammon"], "font file missing"),
    "font-missing-rules": (
        lambda root: (root / "fonts/GentiumBookPlus-Italic.ttf").unlink(),
        ["rules", "backgammon"], "font file missing"),
    "font-missing-svg": (
        lambda root: (root / "fonts/Lato-Regular.ttf").unlink(),
        ["svg", "calibration"], "font file missing"),
    "toml-syntax": (
        lambda root: _append(root / KIT_TOML, '\n[[sheet]\ntitle = "broken\n'),
        ["build", "backgammon"], "kit.toml"),
    "toml-no-parts": (
        lambda root: (root / KIT_TOML).write_text('[[sheet]]\ntitle = "x"\n', encoding="utf-8"),
        ["build", "backgammon"], "needs a title and parts"),
    "toml-unknown-part": (
        lambda root: (root / KIT_TOML).write_text('[[sheet]]\ntitle = "x"\nparts = ["teapot"]\n',
                                                  encoding="utf-8"),
        ["build", "backgammon"], "'teapot'"),
    "rules-syntax-build": (
        lambda root: _append(root / RULES_MD, "\n<div>HTML</div>\n"),
        ["build", "backgammon"], "HTML is not part of the format"),
    "rules-syntax-rules": (
        lambda root: _append(root / RULES_MD, "\n<div>HTML</div>\n"),
        ["rules", "backgammon"], "HTML is not part of the format"),
    "rules-open-fence": (
        lambda root: _append(root / RULES_MD, "\n```diagram\nposition: start\n"),
        ["build", "backgammon"], "never closed"),
    "rules-not-utf8": (
        lambda root: (root / RULES_MD).write_bytes(b"# Backgammon\n\nCaf\xe9\n"),
        ["rules", "backgammon"], "not UTF-8"),
}


@pytest.mark.parametrize(("breaks", "args", "says"), list(BREAKAGES.values()),
                         ids=list(BREAKAGES))
def test_broken_data_is_one_line_and_keeps_the_old_file(
    data: Path, tmp_path: Path, breaks: Callable[[Path], object], args: list[str], says: str,
) -> None:
    breaks(data)
    out = tmp_path / "out"
    out.mkdir()
    target = out / "previous.file"
    target.write_bytes(GOOD)
    line = error_line(invoke(*args, "-o", str(target)), 1)
    assert says in line
    assert [p.name for p in out.iterdir()] == ["previous.file"]
    assert target.read_bytes() == GOOD

    _clear_caches()
    debug = invoke("--debug", *args, "-o", str(target))
    assert debug.exit_code == 1
    assert isinstance(debug.exception, Exception), "with --debug the error is not swallowed"
    assert not isinstance(debug.exception, SystemExit)
    assert says in str(debug.exception)
    assert [p.name for p in out.iterdir()] == ["previous.file"]
    assert target.read_bytes() == GOOD


def test_kit_recipe_that_is_not_utf8_is_one_line(data: Path, tmp_path: Path) -> None:
    (data / KIT_TOML).write_bytes(b'[[sheet]]\ntitle = "Caf\xe9"\nparts = ["dice"]\n')
    line = error_line(invoke("build", "backgammon", "-o", "kit.pdf"), 1)
    assert "kit.toml" in line and "UTF-8" in line
    assert list(tmp_path.glob("*.pdf")) == []


def test_validation_error_is_one_line_however_many_problems() -> None:
    from printkit.errors import ValidationError

    assert str(ValidationError(["en:rules.md:3: one"])) == (
        "the kit fails validation: en:rules.md:3: one")
    many = str(ValidationError(["en:rules.md:3: one", "en:rules.md:9: two", "pt-BR:x.po:1: 3"]))
    assert "\n" not in many
    assert many == ("the kit fails validation: en:rules.md:3: one "
                    "(and 2 more: `printkit validate` lists them all)")


def test_build_refused_by_the_validator_says_so_in_one_line(data: Path) -> None:
    rules = data / RULES_MD
    text = rules.read_text(encoding="utf-8")
    assert "play: 8/5 6/5" in text
    rules.write_text(text.replace("play: 8/5 6/5", "play: 8/5 6/4", 1), encoding="utf-8")
    line = error_line(invoke("build", "backgammon", "-o", "kit.pdf"), 1)
    assert line.startswith("Error: the kit fails validation: en:")
    assert "not legal with 3-1" in line
    assert not Path("kit.pdf").exists()


def _cli_in_subprocess(root: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run printkit in a fresh interpreter, with its data read from `root`."""
    driver = ("import sys, pathlib; import printkit.paths as p; "
              "p.data_root = lambda: pathlib.Path(sys.argv[1]); "
              "from printkit.cli import main; main(sys.argv[2:], prog_name='printkit')")
    return subprocess.run([sys.executable, "-c", driver, str(root), *args], cwd=cwd,
                          capture_output=True, text=True, timeout=120, check=False)


def test_debug_shows_the_traceback_in_a_real_process(data: Path, tmp_path: Path) -> None:
    (data / PO_BR).write_text("this is not a catalog\n", encoding="utf-8")
    args = ("rules", "backgammon", "--lang", "pt-BR", "-o", "rules.pdf")
    plain = _cli_in_subprocess(data, *args, cwd=tmp_path)
    assert plain.returncode == 1
    assert plain.stdout == ""
    assert plain.stderr.startswith("Error: catalog for pt-BR is unreadable: ")
    assert len(plain.stderr.strip().splitlines()) == 1
    assert "Traceback" not in plain.stderr
    debug = _cli_in_subprocess(data, "--debug", *args, cwd=tmp_path)
    assert debug.returncode == 1
    assert debug.stderr.startswith("Traceback (most recent call last):")
    assert "PrintkitError: catalog for pt-BR is unreadable" in debug.stderr
    assert not (tmp_path / "rules.pdf").exists()


# --- text from users ends up escaped -----------------------------------------------------------

TRICKY = {
    "markup": "<b>\"Tom & Jerry's\"</b>",
    "xml-specials": "]]> <!-- -- --> &amp; &#x41; <![CDATA[x]]>",
    "non-latin": "Gamão — Ωμέγα Жизнь «ção» ’ € ß",
    "short": "Ω&\"'<>",
}
# Options whose text is always drawn whole (glue labels on tabs are left out when they do
# not fit at 5 pt, and the box's facts are split at ';').
TEXT_OPTIONS = [("box", "--title"), ("calibration", "--note"), ("cube", "--start-label"),
                ("legend", "--cut-label"), ("legend", "--glue-label")]


def _labels(svg: Path) -> list[str]:
    """Parse `svg` as XML (failing if it is not well-formed) and return its aria-labels."""
    tree = ET.parse(svg)
    return [element.get("aria-label", "") for element in tree.iter()]


@pytest.mark.parametrize("text", list(TRICKY.values()), ids=list(TRICKY))
@pytest.mark.parametrize(("component", "option"), TEXT_OPTIONS,
                         ids=[f"{c}{o}" for c, o in TEXT_OPTIONS])
def test_user_text_is_escaped_in_svg(tmp_path: Path, component: str, option: str,
                                     text: str) -> None:
    result = invoke("svg", component, option, text, "-o", "out.svg")
    assert result.exit_code == 0, result.output
    found = _labels(tmp_path / "out.svg")
    # The key breaks a label too long for one line at 8 pt in two, at a space.
    assert text in found or (component == "legend" and text in " ".join(found))


@pytest.mark.parametrize("component", ["dice", "pins", "board"])
def test_glue_labels_that_do_not_fit_still_give_well_formed_svg(tmp_path: Path,
                                                                component: str) -> None:
    text = TRICKY["xml-specials"] + TRICKY["markup"]
    result = invoke("svg", component, "--glue-label", text, "-o", "out.svg")
    assert result.exit_code == 0, result.output
    _labels(tmp_path / "out.svg")


def test_no_break_space_in_the_calibration_note_is_kept(tmp_path: Path) -> None:
    text = "50\u00a0mm"
    result = invoke("svg", "calibration", "--note", text, "-o", "out.svg")
    assert result.exit_code == 0, result.output
    assert text in _labels(tmp_path / "out.svg")


@pytest.mark.parametrize(
    ("component", "option", "text"),
    [("box", "--title", "双陆棋"), ("legend", "--cut-label", "a\u1680b"),
     ("cube", "--start-label", "a\u3000b")],
    ids=["cjk", "ogham-space", "ideographic-space"],
)
def test_text_outside_the_fonts_is_one_line(tmp_path: Path, component: str, option: str,
                                            text: str) -> None:
    # Spaces the font lacks used to slip past the glyph check and fail with a KeyError.
    line = error_line(invoke("svg", component, option, text, "-o", "out.svg"), 1)
    assert repr(text) in line and "no glyph" in line
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("char", ["\x00", "\x0b", "\t", "\x1f", "\x85", "\u2028", "\udcff"],
                         ids=["nul", "vt", "tab", "us", "nel", "line-separator", "surrogate"])
def test_control_characters_are_refused_not_written(tmp_path: Path, char: str) -> None:
    text = f"a{char}b"
    line = error_line(invoke("svg", "calibration", "--note", text, "-o", "cal.svg"), 2)
    assert repr(text) in line
    assert list(tmp_path.iterdir()) == []
