"""Hostile and careless input: each case a review found mishandled, and how it is met now."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from printkit import paths
from printkit.output import atomic_write

ROOT = paths.data_root()


@pytest.mark.parametrize("inside", ["templates/backgammon/rules.md",
                                    "locales/pt_BR/LC_MESSAGES/printkit.po",
                                    "fonts/new.pdf", "printkit/cli/x.pdf"])
def test_an_output_over_printkits_own_inputs_is_refused(run, inside: str) -> None:
    target = ROOT / inside
    before = target.read_bytes() if target.exists() else None
    result = run("rules", "backgammon", "-o", str(target))
    assert result.exit_code == 1
    assert "inside printkit's own" in result.output
    assert (target.read_bytes() if target.exists() else None) == before


@pytest.mark.skipif(not os.access("/dev/null", os.W_OK), reason="needs a writable /dev/null")
def test_a_device_stays_a_device(run) -> None:
    result = run("rules", "backgammon", "-o", "/dev/null")
    assert result.exit_code == 0, result.output
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_pipe_is_written_in_place(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    atomic_write(fifo, b"%PDF-data")
    reader.join(timeout=10)
    assert received == [b"%PDF-data"]
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["pipe.pdf"]


def test_overwriting_keeps_the_mode_and_the_link(tmp_path: Path) -> None:
    target = tmp_path / "kit.pdf"
    target.write_bytes(b"old")
    target.chmod(0o600)
    link = tmp_path / "link.pdf"
    link.symlink_to(target.name)
    atomic_write(link, b"new")
    assert link.is_symlink() and target.read_bytes() == b"new"
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kit.pdf", "link.pdf"]


def test_a_name_as_long_as_the_file_system_allows_is_written(tmp_path: Path) -> None:
    target = tmp_path / ("k" * 251 + ".pdf")
    atomic_write(target, b"data")
    assert target.read_bytes() == b"data"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_while_writing_leaves_no_temporary_file(tmp_path: Path, sig: int) -> None:
    # A writer that stalls between writing its temporary file and renaming it.
    script = textwrap.dedent(f"""
        import os, sys, time
        from pathlib import Path
        from printkit import output
        def slow_fsync(fd):
            print("staged", flush=True)
            time.sleep(30)
        output.os.fsync = slow_fsync
        output.atomic_write(Path({str(tmp_path / "kit.pdf")!r}), b"x" * 1000)
    """)
    with subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE,
                          cwd=Path(__file__).parents[1]) as child:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == b"staged"
        assert len(list(tmp_path.iterdir())) == 1  # the temporary file, not yet renamed
        child.send_signal(sig)
        assert child.wait(timeout=20) == 128 + sig
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("value", ["abc", "1.5", "99999999999999999", "-5", " 5",
                                   "9" * 5000])
def test_a_malformed_source_date_epoch_is_one_line(run, monkeypatch, value: str) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    result = run("rules", "backgammon", "-o", "r.pdf")
    assert result.exit_code == 2
    error = result.output.strip().splitlines()[-1]
    assert error.startswith("Error: invalid SOURCE_DATE_EPOCH") and len(error) < 300
    assert "Traceback" not in result.output and not Path("r.pdf").exists()


def test_an_empty_source_date_epoch_means_unset(run, monkeypatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "")
    assert run("rules", "backgammon", "-o", "a.pdf").exit_code == 0
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    assert run("rules", "backgammon", "-o", "b.pdf").exit_code == 0
    assert Path("a.pdf").read_bytes() == Path("b.pdf").read_bytes()


@pytest.mark.parametrize(("args", "says"), [
    (["engine", "diagram", "start", "--width", "nan", "-o", "d.svg"], "'nan' is not a number"),
    (["engine", "diagram", "start", "--width", "inf", "-o", "d.svg"], "'inf' is not a number"),
    (["build", "backgammon", "--bleed", "nan", "-o", "k.pdf"], "'nan' is not a number"),
    (["svg", "dice", "--edge", "nan", "-o", "d.svg"], "'nan'"),
])
def test_nan_and_infinity_are_refused_by_name(run, args: list[str], says: str) -> None:
    result = run(*args)
    assert result.exit_code == 2 and says in result.output
    assert not Path(args[-1]).exists()


def test_a_huge_text_parameter_is_refused_in_one_short_line(run) -> None:
    result = run("svg", "legend", "--glue-label", "x" * 100_000, "-o", "l.svg")
    assert result.exit_code == 2
    error = result.output.strip().splitlines()[-1]
    assert "(100000 characters)" in error and "at most 200 characters" in error
    assert len(error) < 300 and not Path("l.svg").exists()


def test_preview_refuses_an_empty_folder_name(run, tmp_path: Path) -> None:
    result = run("preview", "backgammon", "-o", "")
    assert result.exit_code == 2 and "the path is empty: give a folder" in result.output
    assert list(tmp_path.iterdir()) == []


def test_plays_from_one_point_list_the_longer_move_first(run) -> None:
    # As gnubg writes them: 13/4 before 13/10, 6/off before 6/2.
    result = run("engine", "moves", "start", "--dice", "6-3")
    assert "13/7 13/10" in result.output.splitlines()
    from printkit.games.backgammon.playtext import Move, format_play

    assert format_play((Move(13, 10), Move(10, 4))) == "13/4"
    assert format_play((Move(13, 10), Move(13, 4))) == "13/4 13/10"
    assert format_play((Move(6, 2), Move(6, 0))) == "6/off 6/2"


# --- The 2026-11-27 review (badinput.md): probe ids in the test names' comments. ---

def _untouched(path: Path, run, *args: str) -> str:
    """Run a command that should refuse to write `path`; restore `path` if it did not,
    so a failing test cannot break the checkout. Return the command's last line."""
    before = path.read_bytes() if path.exists() else None
    try:
        result = run(*args)
        after = path.read_bytes() if path.exists() else None
    finally:
        if before is not None and path.read_bytes() != before:
            path.write_bytes(before)
    assert result.exit_code == 1, result.output
    assert after == before
    return result.output.strip().splitlines()[-1]


@pytest.mark.parametrize("where", [
    "launcher",  # o41 (build hex -o printkit), o51 (svg dice -o printkit)
    "site-packages",  # o49: the editable install's .pth
    "README.md", "pyproject.toml", "Makefile",  # o45, o50: the checkout's own files
])
def test_printkits_installation_and_checkout_are_not_overwritten(run, where: str) -> None:
    import sysconfig

    if where == "launcher":
        target = Path(sys.executable).parent / "printkit"
        commands = [("build", "hex"), ("svg", "dice")]
    elif where == "site-packages":
        target = Path(sysconfig.get_paths()["purelib"]) / "_editable_impl_printkit.pth"
        commands = [("build", "hex")]
    else:
        target = ROOT / where
        commands = [("rules", "hex")]
    if where in ("README.md", "pyproject.toml", "Makefile") and not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    for command in commands:
        line = _untouched(target, run, *command, "-o", str(target))
        assert line.startswith(f"Error: output path {str(target)!r} is ")
        assert "printkit's own" in line and line.endswith("write the output elsewhere")


def test_a_trailing_slash_names_a_folder(run, tmp_path: Path) -> None:
    # o31: `-o newdir2/` wrote a file named newdir2.
    assert run("rules", "hex", "-o", "newdir2/").exit_code == 0
    assert [p.name for p in (tmp_path / "newdir2").iterdir()] == ["hex-rules-en-a4.pdf"]
    assert run("svg", "dice", "-o", "parts/").exit_code == 0
    assert [p.name for p in (tmp_path / "parts").iterdir()] == ["dice.svg"]
    assert run("engine", "diagram", "start", "-o", "art/").exit_code == 0
    assert [p.name for p in (tmp_path / "art").iterdir()] == ["diagram.svg"]


@pytest.mark.parametrize(("value", "says"), [
    ("", "the path is empty: give a file name, or a folder ending in '/'"),  # o10
    ("-", "'-' (standard output) is not written to"),  # o27: wrote a file called '-'
])
@pytest.mark.parametrize("command", [("build", "hex"), ("rules", "hex"), ("calibrate",),
                                     ("pad", "hex"), ("svg", "dice"),
                                     ("engine", "diagram", "start")])
def test_an_empty_or_dash_output_is_refused(run, tmp_path: Path, command: tuple[str, ...],
                                            value: str, says: str) -> None:
    result = run(*command, "-o", value)
    assert result.exit_code == 2 and says in result.output.splitlines()[-1]
    assert list(tmp_path.iterdir()) == []


def test_several_kits_need_a_folder_not_a_pdf_name(run, tmp_path: Path) -> None:
    # o38: `--lang all -o kit.pdf` made a folder called kit.pdf.
    result = run("build", "hex", "--lang", "all", "-o", "kit.pdf")
    assert result.exit_code == 2
    assert "'kit.pdf' looks like a file, but several kits are built" in result.output
    assert list(tmp_path.iterdir()) == []


def _refusals() -> list[object]:
    """(game, position, words) from every tests/data/<game>/impossible.refused file."""
    found = []
    for path in sorted((Path(__file__).parent / "data").glob("*/impossible.refused")):
        blocks = path.read_text(encoding="utf-8").split("\n\n")
        for block in blocks:
            lines = dict(line.split(": ", 1) for line in block.splitlines()
                         if line and not line.startswith("#"))
            if lines:
                found.append(pytest.param(path.parent.name, lines["position"], lines["refused"],
                                          id=f"{path.parent.name}: {lines['position']}"))
    return found


@pytest.mark.parametrize(("game", "position", "words"), _refusals())
def test_every_engine_refuses_positions_no_game_reaches(run, game: str, position: str,
                                                        words: str) -> None:
    # e075, e097, e107 (mishandled), e010, e076, e166 (arguable): refused in one line.
    from printkit.errors import BadValueError
    from printkit.games import find_rules

    with pytest.raises(BadValueError, match=None) as refused:
        find_rules(game).parse_position(position)
    assert words in str(refused.value) and "\n" not in str(refused.value)
    result = run("engine", "moves", "--game", game, "--", position)
    assert result.exit_code == 2
    assert words in result.output.strip().splitlines()[-1]


@pytest.mark.parametrize(("args", "error"), [
    # e160, e163, e112: were "Got unexpected extra arguments (3-1 --dcie)".
    (["engine", "moves", "start", "--dcie", "3-1"],
     "Error: No such option '--dcie'. Did you mean '--dice'?"),
    (["engine", "diagram", "start", "-o", "x.svg", "--widht", "50"],
     "Error: No such option '--widht'. Did you mean '--width'?"),
    (["engine", "show", "--game", "hex", "start"], "Error: No such option '--game'."),
    (["engine", "moves", "--game", "long-nardy", "-----------o-----------O:w", "--dcie", "3-1"],
     "Error: No such option '--dcie'. Did you mean '--dice'?"),
])
def test_a_mistyped_engine_option_is_named(run, tmp_path: Path, args: list[str],
                                           error: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1] == error
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args", [
    ["engine", "moves", "--game", "long-nardy", "-----------o-----------O:w", "--dice", "3-1"],
    ["engine", "moves", "--game", "long-nardy", "--dice", "3-1", "--",
     "-----------o-----------O:w"],
    ["engine", "moves", "--dice", "3-1", "--game", "long-nardy", "-----------o-----------O:w"],
])
def test_positions_that_start_with_a_dash_still_work(run, args: list[str]) -> None:
    result = run(*args)
    assert result.exit_code == 0, result.output
    assert "24/21 21/20" in result.output


@pytest.mark.parametrize("respell", [False, True], ids=["word for word", "respelled"])
def test_a_british_english_copy_of_the_english_validates(run, tmp_path: Path, monkeypatch,
                                                         respell: bool) -> None:
    # d43 (and d35): "names the sides in the order Black, White, Black, White, ..." where a
    # copy's "a black stone" was counted as a side but not in the English.
    from printkit.validate import validate
    from tests.test_languages_as_data import _clear_caches, _fill

    data = tmp_path / "data"
    monkeypatch.setenv("PRINTKIT_DATA", str(data))
    _clear_caches()
    try:
        assert run("translate", "new", "en-GB").exit_code == 0
        english = (ROOT / "locales/en/language.toml").read_text(encoding="utf-8")
        (data / "locales/en_GB/language.toml").write_text(
            english.replace('tag = "en"', 'tag = "en-GB"').replace('"en_US"', '"en_GB"'),
            encoding="utf-8")
        # Respelled, no entry is a copy: the side check itself must read like with like.
        respelled = (lambda text: text.replace("color", "colour")) if respell else str
        for catalog in data.rglob("*.po"):
            _fill(catalog, respelled)
        _clear_caches()
        for game in ("hex", "breakthrough", "snort"):
            assert validate(game, ["en-GB"]) == [], game
    finally:
        _clear_caches()


XGID31 = "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10"


@pytest.mark.parametrize(("args", "error"), [
    # Empty values are not "all" (gm04, t27, and gm02, gm03, gm05 list the games).
    (["build", "classics", "--games", ""], "invalid --games '': accepted a comma-separated "
     "list of breakthrough, snort, rastros, traffic-lights, hex, oware"),
    (["build", "classics", "--games", ","], "breakthrough, snort, rastros"),
    (["build", "classics", "--games", "hex,,snort"], "invalid --games 'hex,,snort'"),
    (["translate", "status", ""], "'' is not one of en, es, pt-BR, pt-PT."),
    # Lists name only what the command takes (p04, p05, p22, e050, e051, e115).
    (["pad", "chess"], "'chess' is not one of breakthrough (avanco), hex, oware (ouri), "
     "rastros (trails), snort (gatos-e-caes, gatos-caes), traffic-lights (semaforo)."),
    (["pad", "all"], "'all' is not one of breakthrough (avanco), hex,"),
    (["engine", "moves", "--game", "chess", "start"], "accepted backgammon, breakthrough, hex, "
     "long-nardy, short-nardy, caucasian-nardy, oware, rastros, snort, traffic-lights"),
    (["engine", "start", "--game", ""], "traffic-lights"),
    # Range messages name the range (bl06-08, j04, j05, p09-p25, v05-v17, e138, bl10).
    (["build", "hex", "--bleed", "3mm"], "'3mm' is not a number from 0 to 5"),
    (["build", "hex", "--bleed", "1e999"], "'1e999' is not a number from 0 to 5"),
    (["build", "all", "-j", "1.5"], "'1.5' is not a whole number from 1 to 64"),
    (["pad", "hex", "--pages", ""], "'' is not a whole number from 1 to 200"),
    (["pad", "hex", "--per-page", "abc"], "'abc' is not a whole number from 1 to 8"),
    (["preview", "hex", "--dpi", "1,00"], "'1,00' is not a whole number from 20 to 300"),
    (["engine", "diagram", "start", "-o", "x.svg", "--width", "120mm"],
     "'120mm' is not a number from 40 to 1000"),
    # Numbers in ASCII digits, no underscores (bo19, bo20, s55, e020).
    (["build", "hex", "--back-offset", "１,２"], "'１,２' is not two numbers of mm"),
    (["build", "hex", "--back-offset", "1_0,0"], "accepted -10 to 10 on each axis"),
    (["svg", "dice", "--edge", "１６", "-o", "d.svg"], "invalid value for edge '１６'"),
    (["svg", "dice", "--edge", "1_6", "-o", "d.svg"], "invalid value for edge '1_6'"),
    (["engine", "moves", "start", "--dice", "３-１"], "invalid dice '３-１'"),
    # Options that would be ignored (j06, e152) and an XGID's dice against --dice (e038).
    (["build", "hex", "-j", "4"], "parallel builds are for GAME all"),
    (["engine", "diagram", "start", "-o", "x.svg", "--dice", "3-1"],
     "--dice is the roll of --play: give --play too, or no --dice"),
    (["engine", "moves", XGID31, "--dice", "6-6"],
     "6-6 is not the roll the position carries, 3-1"),
    # An output named for another kind of file (s24), and a huge tag shown short (t18).
    (["svg", "dice", "-o", "d.pdf"], "'d.pdf' names a PDF file, but this writes SVG"),
    (["build", "hex", "-o", "k.svg"], "'k.svg' names an SVG file, but this writes PDF"),
    (["translate", "new", "f" * 5000], "... (5000 characters)"),
])
def test_arguable_values_are_refused_naming_what_is_accepted(run, tmp_path: Path,
                                                             args: list[str],
                                                             error: str) -> None:
    result = run(*args)
    assert result.exit_code in (1, 2), result.output
    line = result.output.strip().splitlines()[-1]
    assert line.startswith("Error: ") and error in line and len(line) < 400
    assert list(tmp_path.iterdir()) == []


def test_an_xgid_brings_its_own_dice(run) -> None:
    # e037: was "Missing option '--dice'" for an XGID that carries 31.
    assert run("engine", "moves", XGID31).output == run("engine", "moves", "start", "--dice",
                                                        "3-1").output
    assert run("engine", "moves", XGID31, "--dice", "1-3").exit_code == 0


def test_a_read_only_output_is_refused(run, tmp_path: Path, monkeypatch) -> None:
    # o07: a 444 file was silently replaced (the rename ignores the file's own mode).
    from printkit import output

    (tmp_path / "ro.pdf").write_bytes(b"old")
    monkeypatch.setattr(output.os, "access", lambda path, mode: False)  # as a non-root user
    result = run("rules", "hex", "-o", "ro.pdf")
    assert result.exit_code == 1 and "'ro.pdf' is read-only" in result.output
    assert (tmp_path / "ro.pdf").read_bytes() == b"old"


def _data_language(data: Path, tag: str) -> Path:
    """A copy of printkit's Spanish in data folder `data` under the tag `tag`."""
    import shutil

    shutil.copytree(ROOT / "locales/es", data / "locales/xx")
    spoken = data / "locales/xx/language.toml"
    spoken.write_text(spoken.read_text(encoding="utf-8").replace('tag = "es"', f"tag = {tag}"),
                      encoding="utf-8")
    return spoken


@pytest.mark.parametrize(("tag", "says"), [
    ('"all"', "tag 'all' is a word --lang keeps for itself"),  # d44, d45, d15
    ('"ALL"', "tag 'ALL' is a word --lang keeps for itself"),
    ("5", "tag must be a text in quotes (e.g. tag = \"es\"), not 5"),  # d18
])
def test_a_data_folder_tag_all_or_not_text_is_refused(run, tmp_path: Path, monkeypatch,
                                                      tag: str, says: str) -> None:
    from tests.test_languages_as_data import _clear_caches

    spoken = _data_language(tmp_path / "data", tag)
    monkeypatch.setenv("PRINTKIT_DATA", str(tmp_path / "data"))
    _clear_caches()
    try:
        result = run("build", "breakthrough", "--lang", "all", "-o", "out/")
    finally:
        _clear_caches()
    assert result.exit_code == 1
    assert result.output.strip().splitlines()[-1] == f"Error: {spoken}: {says}" + (
        ": give a language tag like es or pt-BR" if "keeps" in says else "")
    assert not (tmp_path / "out").exists()


def test_printkit_data_problems_are_told(tmp_path: Path) -> None:
    # d01, d04: a missing folder or a file was silently ignored; d14: a folder's es silently
    # replaced printkit's own.
    def listing(data: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(Path(sys.executable).parent / "printkit"), "list"],
                              env={**os.environ, "PRINTKIT_DATA": data}, cwd=tmp_path,
                              capture_output=True, text=True)

    missing = listing(str(tmp_path / "nothere"))
    assert missing.returncode == 0 and missing.stderr == (
        f"note: PRINTKIT_DATA names {str(tmp_path / 'nothere')!r}, which does not exist "
        "(yet): no language is read from it\n")
    (tmp_path / "afile").write_text("x")
    a_file = listing(str(tmp_path / "afile"))
    assert a_file.returncode == 1 and a_file.stderr.strip() == (
        f"Error: PRINTKIT_DATA names {str(tmp_path / 'afile')!r}, which is a file: give data "
        "folders (separated by ':')")
    _data_language(tmp_path / "data", '"es"')
    replaced = listing(str(tmp_path / "data"))
    [line] = [line for line in replaced.stdout.splitlines() if line.startswith("  es ")]
    assert line.endswith(f"(from {tmp_path / 'data'}, in place of printkit's own)")


def test_translate_new_writes_a_whole_language_or_nothing(run, tmp_path: Path,
                                                          monkeypatch) -> None:
    # i10: an interrupted `translate new fr` left language.toml and glossary.toml without
    # catalogs; now every file is staged before any is put in place.
    from printkit import output
    from tests.test_languages_as_data import _clear_caches

    staged = []
    real = output._stage

    def failing(path: Path, data: bytes, asked: Path) -> str:
        if len(staged) == 3:
            raise output.PrintkitError(f"cannot write {str(asked)!r}: No space left on device")
        staged.append(path)
        return real(path, data, asked)

    monkeypatch.setattr(output, "_stage", failing)
    monkeypatch.setenv("PRINTKIT_DATA", str(tmp_path / "data"))
    _clear_caches()
    try:
        result = run("translate", "new", "fr")
    finally:
        _clear_caches()
    assert result.exit_code == 1 and "No space left on device" in result.output
    assert [p for p in (tmp_path / "data").rglob("*") if p.is_file()] == []
