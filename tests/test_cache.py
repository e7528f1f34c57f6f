"""The user cache: a kit served from it is the kit a fresh build makes, and any change
to printkit's files, the options or the cache folder's state is handled."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from printkit import cache

ROOT = Path(__file__).resolve().parent.parent


def _printkit(*args: str, cache_dir: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PRINTKIT_CACHE": cache_dir}
    return subprocess.run([sys.executable, "-m", "printkit", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, check=False)


# What a build served from the cache loads: the renderer (printkit.kit) stays unloaded.
PROBE = """
import sys
from collections.abc import Iterator
from printkit.cli import main
try:
    main(["build", "hex", "-o", sys.argv[1]])
except SystemExit as exit:
    assert not exit.code, exit.code
print("printkit.kit" in sys.modules, "reportlab.platypus" in sys.modules)
"""


def test_a_kit_served_from_the_cache_is_the_fresh_one_and_loads_no_renderer(
        tmp_path: Path) -> None:
    store = tmp_path / "cache"
    first = _printkit("build", "hex", "-o", "first.pdf", cache_dir=str(store), cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    fresh = _printkit("--no-cache", "build", "hex", "-o", "fresh.pdf", cache_dir=str(store),
                      cwd=tmp_path)
    assert fresh.returncode == 0, fresh.stderr
    env = {**os.environ, "PRINTKIT_CACHE": str(store)}
    probe = subprocess.run([sys.executable, "-c", PROBE, "again.pdf"], cwd=tmp_path, env=env,
                           capture_output=True, text=True, check=True)
    assert probe.stdout.splitlines()[-1].split() == ["False", "False"]
    again = (tmp_path / "again.pdf").read_bytes()
    assert again == (tmp_path / "first.pdf").read_bytes() == (tmp_path / "fresh.pdf").read_bytes()
    # The report a cached build prints is the fresh build's.
    assert first.stdout.replace("first.pdf", "X") == fresh.stdout.replace("fresh.pdf", "X")


def test_no_cache_neither_reads_nor_writes(tmp_path: Path) -> None:
    store = tmp_path / "cache"
    done = _printkit("--no-cache", "build", "oware", "-o", "o.pdf", cache_dir=str(store),
                     cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert not store.exists()


@pytest.mark.parametrize("kind", ["file", "off"])
def test_an_unusable_cache_never_stops_a_build(tmp_path: Path, kind: str) -> None:
    where = tmp_path / "taken"
    where.write_text("not a folder")
    done = _printkit("build", "snort", "-o", "s.pdf",
                     cache_dir=str(where) if kind == "file" else "off", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert (tmp_path / "s.pdf").read_bytes().startswith(b"%PDF")


def test_a_damaged_entry_is_rebuilt(tmp_path: Path) -> None:
    store = tmp_path / "cache"
    assert _printkit("build", "rastros", "-o", "r1.pdf", cache_dir=str(store),
                     cwd=tmp_path).returncode == 0
    entries = list(store.glob("*/kit-*"))
    assert len(entries) == 1
    entries[0].write_bytes(b"\x80garbage")
    assert _printkit("build", "rastros", "-o", "r2.pdf", cache_dir=str(store),
                     cwd=tmp_path).returncode == 0
    assert (tmp_path / "r1.pdf").read_bytes() == (tmp_path / "r2.pdf").read_bytes()


def test_a_folder_others_can_write_to_is_not_read(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    store = tmp_path / "shared"
    store.mkdir()
    store.chmod(0o777)
    monkeypatch.setenv(cache.ENV, str(store))
    monkeypatch.setattr(cache, "_enabled", True)
    cache._folder.cache_clear()
    try:
        cache.store("kit", ("x",), b"data")
        assert cache.load("kit", ("x",)) is None
        assert not any(store.glob("*/kit-*"))
    finally:
        cache._folder.cache_clear()


def test_the_fingerprint_follows_every_template_catalog_and_code_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "data"
    for folder in ("templates/hex", "locales/es", "fonts"):
        (data / folder).mkdir(parents=True)
    (data / "templates/hex/rules.md").write_text("# Hex\n")
    (data / "locales/es/language.toml").write_text('tag = "es"\n')
    (data / "fonts/A.ttf").write_bytes(b"font")
    monkeypatch.setattr(cache, "data_root", lambda: data)
    monkeypatch.delenv("PRINTKIT_DATA", raising=False)

    def digest() -> str:
        cache.fingerprint.cache_clear()
        return cache.fingerprint()

    try:
        seen = {digest()}
        (data / "templates/hex/rules.md").write_text("# Hex!\n")
        seen.add(digest())
        (data / "locales/es/language.toml").write_text('tag = "es" \n')
        seen.add(digest())
        (data / "fonts/A.ttf").write_bytes(b"font, grown")
        seen.add(digest())
        extra = tmp_path / "extra"
        extra.mkdir()
        (extra / "language.toml").write_text('tag = "fr"\n')
        monkeypatch.setenv("PRINTKIT_DATA", str(extra))
        seen.add(digest())
        assert len(seen) == 5
    finally:
        cache.fingerprint.cache_clear()


def test_the_user_cache_lives_where_the_platform_keeps_caches(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache.user_cache_root() == tmp_path / "printkit"
    monkeypatch.setattr(sys, "platform", "darwin")
    assert cache.user_cache_root() == Path.home() / "Library" / "Caches" / "printkit"


@pytest.fixture
def ending(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Any, Any]]:
    """Traffic Lights' rules and the book's ending, with a user cache of its own and
    nothing solved in memory."""
    from printkit.games import find_game
    from printkit.rulebook import proofs

    monkeypatch.setenv(cache.ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_enabled", True)
    cache._folder.cache_clear()
    monkeypatch.setattr(proofs, "_SOLVED", {})
    monkeypatch.setattr(proofs, "_WINNERS", {})
    rules = find_game("traffic-lights").rules()
    try:
        yield rules, rules.parse_position("rr1r/gr1g/r1gy 1")
    finally:
        cache._folder.cache_clear()


@pytest.mark.parametrize(("ask", "memory"), [("solution", "_SOLVED"), ("winner", "_WINNERS")])
def test_a_solved_position_is_kept_for_the_next_process(
        ending: tuple[Any, Any], monkeypatch: pytest.MonkeyPatch, ask: str, memory: str) -> None:
    from printkit.rulebook import proofs

    rules, position = ending
    first = getattr(proofs, ask)(rules, position)
    # A new process: nothing solved in memory, and no solver to ask.
    monkeypatch.setattr(proofs, memory, {})
    monkeypatch.setattr(proofs, "_solver", lambda rules: pytest.fail("solved again"))
    assert getattr(proofs, ask)(rules, position) == first
    assert getattr(first, "winner", first) == "2"  # the book's ending: the second side wins


def test_a_damaged_winner_entry_is_solved_again(ending: tuple[Any, Any],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from printkit.rulebook import proofs

    rules, position = ending
    proofs.winner(rules, position)
    entry = cache._entry("winner", (rules.name, rules.format_position(position)))
    assert entry is not None
    entry.write_bytes(b"\xff")  # never read as a verdict
    monkeypatch.setattr(proofs, "_WINNERS", {})
    monkeypatch.setattr(proofs, "_solver", lambda rules: pytest.fail("solved again"))
    with pytest.raises(pytest.fail.Exception, match="solved again"):
        proofs.winner(rules, position)


def test_the_labels_a_figure_and_the_nets_show_are_kept_for_the_next_process(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from printkit import validate
    from printkit.art.parts import assembly

    monkeypatch.setenv(cache.ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_enabled", True)
    cache._folder.cache_clear()
    validate._figure_labels.cache_clear()
    validate._net_labels.cache_clear()
    try:
        assert validate._figure_labels("box-3") == {"6"}  # tab codes hide in slits
        assert validate._net_labels() == {"6", "8", "A", "A1", "A2", "A3", "A4", "B"}
        # A new process: nothing in memory, and nothing to fold the box with.
        validate._figure_labels.cache_clear()
        validate._net_labels.cache_clear()
        monkeypatch.setattr(assembly, "figure", lambda name: pytest.fail("folded again"))
        monkeypatch.setattr(validate, "modules", lambda params: pytest.fail("drawn again"))
        assert validate._figure_labels("box-3") == {"6"}  # tab codes hide in slits
        assert validate._net_labels() == {"6", "8", "A", "A1", "A2", "A3", "A4", "B"}
    finally:
        cache._folder.cache_clear()
        validate._figure_labels.cache_clear()
        validate._net_labels.cache_clear()


def test_a_kits_verdict_is_kept_for_the_next_process_and_only_for_its_own_files(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from printkit import validate
    from printkit.games import find_game

    checked: list[tuple[str, tuple[str, ...]]] = []

    def problems(game: Any, langs: list[str], allow_incomplete: bool, ctx: Any) -> list[str]:
        checked.append((game.name, tuple(langs)))
        return [f"{lang}:rules.md:3: a planted problem" for lang in langs]

    monkeypatch.setattr(validate, "_problems", problems)
    monkeypatch.setenv(cache.ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_enabled", True)
    cache._folder.cache_clear()
    try:
        first = validate.validate("snort", ["en", "es"])
        assert first == ["en:rules.md:3: a planted problem", "es:rules.md:3: a planted problem"]
        # Another process, the same files: the verdict is read back, not found again.
        assert validate.validate("snort", ["en", "es"]) == first
        assert checked == [("snort", ("en", "es"))]
        # Other languages are another verdict.
        assert validate.validate("snort", ["pt-BR"]) == ["pt-BR:rules.md:3: a planted problem"]
        # A game whose templates lie outside printkit's files is always checked afresh.
        elsewhere = replace(find_game("snort"), template_folder=tmp_path)
        validate.validate(elsewhere, ["en"])
        validate.validate(elsewhere, ["en"])
        assert checked[1:] == [("snort", ("pt-BR",)), ("snort", ("en",)), ("snort", ("en",))]
    finally:
        cache._folder.cache_clear()
