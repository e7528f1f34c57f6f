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
