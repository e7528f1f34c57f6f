"""The validator passes the shipped kit and catches each kind of deliberate breakage."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from printkit import i18n, paths
from printkit.validate import validate

ROOT = paths.data_root()
PROBLEM = re.compile(r"^(en|pt-BR|pt-PT):[^:]+:\d+: .+$")


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private copy of templates/ and locales/ that a test may break."""
    for name in ("templates", "locales"):
        shutil.copytree(ROOT / name, tmp_path / name)
    (tmp_path / "fonts").symlink_to(ROOT / "fonts")
    monkeypatch.setattr(paths, "data_root", lambda: tmp_path)
    i18n.load_catalog.cache_clear()
    i18n.catalog_entries.cache_clear()
    yield tmp_path
    i18n.load_catalog.cache_clear()
    i18n.catalog_entries.cache_clear()


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_shipped_kit_is_valid_in_every_language() -> None:
    assert validate("backgammon") == []


# validate builds every paper, theme and duplex mode of the kit: the default run takes the
# smallest kit, make test-slow the largest single one too.
@pytest.mark.parametrize("game", ["traffic-lights",
                                  pytest.param("backgammon", marks=pytest.mark.slow)])
def test_validate_command_passes(run, game: str) -> None:
    result = run("validate", game)
    assert result.exit_code == 0
    assert result.output.strip() == f"{game}: all checks passed"


def test_setup_diagram_with_14_checkers_is_caught(data: Path, run) -> None:
    rules = data / "templates/backgammon/rules.md"
    # The start with one checker fewer on the mover's 6-point (a valid position
    # of 14 + 15 checkers, which is not the start).
    from printkit.games.backgammon.engine import Position
    from printkit.games.backgammon.notation import encode_position_id

    start = Position.start()
    short = list(start.on_roll)
    short[5] -= 1
    fourteen = encode_position_id(Position(tuple(short), start.opponent))
    text = rules.read_text(encoding="utf-8")
    setup = re.search(r"```diagram\nposition: start\nkind: setup", text)
    assert setup, "the rules have a setup diagram"
    _edit(rules, setup.group(0), setup.group(0).replace("start", fourteen, 1))
    line = text[: setup.start()].count("\n") + 2  # the position line
    problems = validate("backgammon", ["en"])
    assert f"en:{rules}:{line}: setup diagram differs from the engine's start position" in problems
    result = run("validate", "--lang", "en")
    assert result.exit_code == 1
    assert all(PROBLEM.match(row) for row in result.output.strip().splitlines())


def test_illegal_example_play_is_caught(data: Path) -> None:
    rules = data / "templates/backgammon/rules.md"
    _edit(rules, "play: 8/5 6/5", "play: 8/5 6/4")
    problems = validate("backgammon", ["en"])
    assert any("not legal with 3-1" in p for p in problems), problems


def test_wrong_stated_result_is_caught(data: Path) -> None:
    rules = data / "templates/backgammon/rules.md"
    _edit(rules, "result: sGfwATDgc/ABMA", "result: 4HPwATDgc/ABMA")
    problems = validate("backgammon", ["en"])
    assert any("stated result is not the position after 8/5 6/5" in p for p in problems)


def test_missing_translation_is_caught_and_blocks_the_build(data: Path, run) -> None:
    po = data / "locales/pt_BR/LC_MESSAGES/printkit.po"
    text = po.read_text(encoding="utf-8")
    first = re.search(r'msgid "Hitting and entering"\nmsgstr "([^"]+)"', text)
    assert first
    _edit(po, first.group(0), 'msgid "Hitting and entering"\nmsgstr ""')
    problems = validate("backgammon", ["pt-BR"])
    assert any("untranslated entry 'Hitting and entering'" in p for p in problems), problems
    assert any("no pt-BR translation for 'Hitting and entering'" in p for p in problems)
    result = run("build", "backgammon", "--lang", "pt-BR", "-o", "kit.pdf")
    assert result.exit_code == 1
    assert "Error:" in result.output and "Traceback" not in result.output
    assert not Path("kit.pdf").exists()
    allowed = run("build", "backgammon", "--lang", "pt-BR", "-o", "kit.pdf",
                  "--allow-incomplete")
    assert allowed.exit_code == 0, allowed.output


def test_fuzzy_entry_is_caught(data: Path) -> None:
    po = data / "locales/pt_PT/LC_MESSAGES/printkit.po"
    _edit(po, 'msgid "Hitting and entering"', '#, fuzzy\nmsgid "Hitting and entering"')
    problems = validate("backgammon", ["pt-PT"])
    assert any("fuzzy entry 'Hitting and entering'" in p for p in problems), problems


def test_changed_placeholder_is_caught(data: Path) -> None:
    po = data / "locales/pt_BR/LC_MESSAGES/printkit.po"
    text = po.read_text(encoding="utf-8")
    assert "{match_length}" in text
    msgstrs = re.findall(r'msgstr "[^"]*\{match_length\}[^"]*"', text)
    assert msgstrs
    _edit(po, msgstrs[0], msgstrs[0].replace("{match_length}", "{match_lenght}"))
    problems = validate("backgammon", ["pt-BR"])
    assert any("placeholders ['match_lenght']" in p for p in problems), problems


def test_character_missing_from_the_fonts_is_caught(data: Path) -> None:
    rules = data / "templates/backgammon/rules.md"
    text = rules.read_text(encoding="utf-8")
    _edit(rules, "## The board", "## The board ☃")
    problems = validate("backgammon", ["en"])
    assert any("cannot draw '☃'" in p for p in problems), problems
    assert text  # the copy was real


def test_templates_are_current() -> None:
    """Each .pot (the shared one and each game's own) holds exactly what its sources mark
    for translation, as `make locales` (tools/locales.py) extracts them."""
    import importlib.util
    import io

    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_mapping_cfg
    from babel.messages.pofile import read_po

    spec = importlib.util.spec_from_file_location("locales_tool", ROOT / "tools/locales.py")
    assert spec and spec.loader
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    keywords = {"_": None, "gettext": None, "N_": None, "ngettext": (1, 2)}
    for template, mapping in tool.mappings().items():
        method_map, options_map = parse_mapping_cfg(io.StringIO(mapping))
        found = {m[2] for m in extract_from_dir(str(ROOT), method_map, options_map,
                                                 keywords=keywords) if m[2]}
        with template.open("rb") as handle:
            listed = {m.id for m in read_po(handle) if m.id}
        assert found == listed, f"{template}: run `make locales` and commit the catalogs"


def test_rules_command_refuses_what_validate_rejects(data: Path, run) -> None:
    rules = data / "templates/backgammon/rules.md"
    _edit(rules, "## The board", "## The board and its parts, renamed")
    refused = run("rules", "backgammon", "--lang", "pt-BR", "-o", "regras.pdf")
    assert refused.exit_code == 1
    assert "no pt-BR translation" in refused.output
    assert not Path("regras.pdf").exists()
    allowed = run("rules", "backgammon", "--lang", "pt-BR", "-o", "regras.pdf",
                  "--allow-incomplete")
    assert allowed.exit_code == 0, allowed.output


def test_board_marks_that_differ_from_the_start_are_caught(monkeypatch) -> None:
    from printkit.games.backgammon import board
    from printkit.games.backgammon.engine import Position

    start = Position.start()
    moved = list(start.on_roll)
    moved[5], moved[4] = moved[5] - 1, moved[4] + 1  # one mark on the 5-point, not the 6
    wrong = Position(tuple(moved), start.opponent).layout()
    monkeypatch.setattr(board, "setup_layout", lambda params, **drawn: wrong)
    problems = validate("backgammon", ["en"])
    # Every paper, theme and bleed draws the marks; each is named.
    assert len(problems) == 18
    assert all(p.startswith(f"en:{board.__file__}:1: the board's setup marks differ from the "
                            "engine's start position (") for p in problems)


OPENING = "position: start\ndice: 3-1\nplay: 8/5 6/5\nresult: sGfwATDgc/ABMA"


@pytest.mark.parametrize(("planted", "says"), [
    ("position: start\nplay: 8/5 6/5\nresult: sGfwATDgc/ABMA", "invalid dice for backgammon"),
    (OPENING.replace("position: start", "position: somewhere"), "invalid position"),
    (OPENING.replace("8/5 6/5", "8-5 6-5"), "invalid play"),
    (OPENING.replace("sGfwATDgc/ABMA", "start"), "the stated result is not"),
])
def test_game_notation_in_a_diagram_is_checked_by_the_game(data: Path, planted: str,
                                                          says: str) -> None:
    # The rulebook format leaves positions and plays to the game: its engine reads them.
    rules = data / "templates/backgammon/rules.md"
    _edit(rules, OPENING, planted)
    fence = rules.read_text(encoding="utf-8").split(planted)[0].count("\n")
    problems = validate("backgammon", ["en"])
    # Each problem names the line of the key that is wrong, inside this block.
    assert any(fence < int(p.split(":")[2]) <= fence + 4 and says in p for p in problems), \
        problems
