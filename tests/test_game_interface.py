"""The game interface: a game defined only in the tests works with every command.

Tic-tac-toe (tests/toygame/) is one package and one template folder. Registering it
must be all it takes for build, rules, validate, preview, svg, list and engine to
serve it, and nothing in printkit may name it.
"""

from __future__ import annotations

import ast
import dataclasses
import json
import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit import games
from printkit.games import find_game, find_rules
from tests.toygame import GAME as TOY

PACKAGE = Path(games.__file__).parents[1]


@pytest.fixture
def toy():
    """Tic-tac-toe in the registry for one test."""
    games.register(TOY)
    yield TOY
    games.unregister(TOY.name)


def test_registering_the_toy_game_lists_it(run, toy) -> None:
    result = run("list")
    assert result.exit_code == 0
    assert "tictactoe" in result.output and "jogo-da-velha" in result.output


def test_pad_help_names_the_games_that_declare_a_pad(run, toy) -> None:
    assert "Tic-tac-toe" not in run("pad", "--help").output
    games.register(dataclasses.replace(TOY, kit_at="tests.toygame.kit:PADDED"))
    help_text = " ".join(run("pad", "--help").output.split())
    assert "Breakthrough, Oware and Tic-tac-toe also get a move list" in help_text
    assert "Pads exist for Breakthrough, Hex, Oware, Rastros, Snort, Traffic Lights and " \
           "Tic-tac-toe." in help_text
    assert run("pad", "tictactoe", "-o", "toy-pad.pdf").exit_code == 0


def test_build_by_name_and_alias_writes_a_kit(run, toy, tmp_path: Path) -> None:
    for name in ("tictactoe", "Jogo-da-Velha"):
        result = run("build", name, "-o", f"{name}.pdf")
        assert result.exit_code == 0, result.output
        reader = PdfReader(tmp_path / f"{name}.pdf")
        # Two screen pages, the board sheet (one-sided: nothing is on its back), the rules.
        assert len(reader.pages) >= 4
        assert "print page 3 on card (1 sheet, one side only)" in result.output
        text = "".join(page.extract_text() for page in reader.pages)
        assert "Three marks in a row" in text


def test_a_language_the_game_lacks_is_refused(run, toy) -> None:
    result = run("build", "tictactoe", "--lang", "pt-BR")
    assert result.exit_code == 2
    assert "tictactoe is written in en, not pt-BR" in result.output


def test_rules_validate_preview_and_svg(run, toy, tmp_path: Path) -> None:
    assert run("rules", "tictactoe", "-o", "r.pdf").exit_code == 0
    assert len(PdfReader(tmp_path / "r.pdf").pages) == 1
    result = run("validate", "tictactoe")
    assert result.exit_code == 0 and "all checks passed" in result.output
    assert run("preview", "tictactoe", "-o", "pv", "--dpi", "20").exit_code == 0
    assert (tmp_path / "pv" / "contact-sheet.png").is_file()
    result = run("svg", "tictactoe-board", "--cell", "20", "-o", "b.svg")
    assert result.exit_code == 0 and "60 x 60 mm" in result.output


def test_validate_catches_a_wrong_result_at_its_line(run, toy, tmp_path: Path) -> None:
    folder = tmp_path / "templates"
    shutil.copytree(TOY.templates, folder)
    rules = folder / "rules.md"
    rules.write_text(rules.read_text().replace("result: xxx/oo-/--- o", "result: xxx/oo-/--- x"))
    games.register(dataclasses.replace(TOY, template_folder=folder))
    result = run("validate", "tictactoe")
    assert result.exit_code == 1
    assert f"en:{rules}:18: the stated result is not the position after c3" in result.output
    assert run("build", "tictactoe", "-o", "k.pdf").exit_code == 1
    assert not (tmp_path / "k.pdf").exists()


def test_engine_commands_speak_the_game(run, toy, tmp_path: Path) -> None:
    assert run("engine", "start", "--game", "tictactoe").output == "---/---/--- x\n"
    result = run("engine", "moves", "--game", "tictactoe", "xx-/oo-/--- x", "--format", "json")
    moves = json.loads(result.output)
    assert [m["move"] for m in moves] == ["a1", "b1", "c1", "c2", "c3"]
    assert moves[-1] == {"move": "c3", "result": "xxx/oo-/--- o", "winner": "x"}
    over = run("engine", "moves", "--game", "tictactoe", "xxx/oo-/--- o", "--format", "json")
    assert over.output == "[]\n"
    bad = run("engine", "moves", "--game", "tictactoe", "xx/oo-/--- x")
    assert bad.exit_code == 2 and "invalid position 'xx/oo-/--- x'" in bad.output
    dice = run("engine", "moves", "--game", "tictactoe", "start", "--dice", "3-1")
    assert dice.exit_code == 2 and "the game has no dice" in dice.output
    drawn = run("engine", "diagram", "--game", "tictactoe", "start", "--move", "b2",
                "-o", "d.svg")
    assert drawn.exit_code == 0 and (tmp_path / "d.svg").read_text().count("aria-label") == 1


def test_names_and_aliases_find_games_and_their_rules(toy) -> None:
    assert find_game("JOGO-DA-VELHA") is toy
    assert find_rules("tictactoe").name == "tictactoe"
    assert find_game("gamão").name == "backgammon"  # accents and case are folded


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_nothing_outside_a_game_package_imports_a_game() -> None:
    # The CLI, validator, renderer and layout reach games only through printkit.games;
    # `engine` without --game speaks backgammon as it always did, its one exception.
    game_packages = {f"printkit.games.{g.name}" for g in games.all_games().values()}
    for path in PACKAGE.joinpath("printkit").rglob("*.py"):
        inside = path.relative_to(PACKAGE).parts
        if inside[:2] == ("printkit", "games") and len(inside) > 3:
            continue  # a game's own package
        if inside == ("printkit", "cli", "engine.py"):
            continue
        named = {m for m in _imports(path) if any(m.startswith(g) for g in game_packages)}
        assert not named, f"{path} imports {named}"


def test_import_graph_has_no_circles() -> None:
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.joinpath("printkit").rglob("*.py"):
        module = ".".join(path.relative_to(PACKAGE).with_suffix("").parts)
        module = module.removesuffix(".__init__")
        graph[module] = {m for m in _imports(path) if m.startswith("printkit")}
    for module in graph:
        graph[module] = {m for m in graph[module] if m in graph and m != module}

    def reaches(start: str, target: str, seen: set[str]) -> bool:
        for nxt in graph[start]:
            if nxt == target or (nxt not in seen and (seen.add(nxt) or reaches(nxt, target, seen))):
                return True
        return False

    circles = [m for m in graph if reaches(m, m, set())]
    assert not circles, circles


TOY_PT_BR = {
    "Tic-tac-toe": "Jogo da velha",
    "Two players take turns to mark a cell of a three by three grid.":
        "Dois jogadores marcam, um de cada vez, uma casa de uma grade de três por três.",
    "Winning": "Como ganhar",
    "Three marks in a row, a column or a diagonal win the game.":
        "Três marcas numa linha, numa coluna ou numa diagonal ganham a partida.",
    "The empty grid.": "A grade vazia.",
    "Cross completes the top row and wins.": "O xis completa a linha de cima e ganha.",
    "ages 4+": "a partir de 4 anos",
    "a board": "um tabuleiro",
    "five crosses and five noughts": "cinco xis e cinco bolinhas",
}


def _po(entries: dict[str, str]) -> str:
    head = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    return head + "".join(f'msgid "{k}"\nmsgstr "{v}"\n\n' for k, v in entries.items())


def test_a_game_keeps_its_translations_in_its_own_templates(run, tmp_path: Path) -> None:
    folder = tmp_path / "templates"
    shutil.copytree(TOY.templates, folder)
    (folder / "locales").mkdir()
    catalog = folder / "locales" / "pt_BR.po"
    catalog.write_text(_po(TOY_PT_BR), encoding="utf-8")
    games.register(dataclasses.replace(TOY, template_folder=folder, only_languages=("en", "pt-BR")))
    try:
        result = run("build", "tictactoe", "--lang", "pt-BR", "-o", "k.pdf")
        assert result.exit_code == 0, result.output
        text = "".join(p.extract_text() for p in PdfReader(tmp_path / "k.pdf").pages)
        assert "Jogo da velha" in text and "O xis completa a linha de cima" in text
        # A text the game's catalog lacks is reported at its line in the rules source.
        catalog.write_text(_po({k: v for k, v in TOY_PT_BR.items() if k != "Winning"}),
                           encoding="utf-8")
        from printkit import i18n

        i18n.load_catalog.cache_clear()
        checked = run("validate", "tictactoe", "--lang", "pt-BR")
        assert checked.exit_code == 1
        assert f"pt-BR:{folder / 'rules.md'}:5: no pt-BR translation for 'Winning'" in \
            checked.output
    finally:
        games.unregister(TOY.name)
