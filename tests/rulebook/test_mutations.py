"""Mutation test of the validator: plausible mistakes planted one at a time, each caught.

Each case changes one thing in a private copy of the kit's sources (the rules,
the catalogs) or in how the board is drawn, then asks `validate` and expects a
problem that names the changed file at the changed line.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pytest

from printkit import i18n, paths
from printkit.validate import validate

ROOT = paths.data_root()
RULES = "templates/backgammon/rules.md"
PT_BR = "locales/pt_BR/LC_MESSAGES/printkit.po"
PT_PT = "locales/pt_PT/LC_MESSAGES/printkit.po"

# (file, text to find, its replacement, the language to check, words the problem says)
PLANTED: list[tuple[str, str, str, str, str]] = [
    # Plays as written: order, hit marks, bar/off, repeats, legality.
    (RULES, "play: 8/5 6/5", "play: 6/5 8/5", "en", "written differently"),
    (RULES, "play: 8/5 6/5", "play: 8/5 6/4", "en", "not legal"),
    (RULES, "play: 13/7* 8/7", "play: 13/7 8/7", "en", "written differently"),
    (RULES, "play: 13/7* 8/7", "play: 13/7* 8/7*", "en", "written differently"),
    (RULES, "play: 3/off 2/1", "play: 3/1 2/off", "en", "written differently"),
    (RULES, "play: bar/20 24/20", "play: bar/21 24/20", "en", "not legal"),
    (RULES, "play: 24/18(2) 13/7(2)", "play: 24/18(2) 13/7", "en", "not legal"),
    (RULES, "play: 24/18(2) 13/7(2)", "play: 24/18 24/18 13/7 13/7", "en",
     "written differently"),
    (RULES, "play: 2/off 1/off", "play: 2/off 1/off 1/off", "en", "not legal"),
    # Results, setup, positions, rolls.
    (RULES, "result: sGfwATDgc/ABMA", "result: 4HPwATDgc/ABMA", "en", "stated result"),
    (RULES, "result: AQAAtO0OAAAAAA", "result: AQAAtO0HAAAAAA", "en", "stated result"),
    (RULES, "position: start\nkind: setup", "position: 4HPwATDgc/AAMA\nkind: setup", "en",
     "setup diagram differs"),
    (RULES, "position: mGfwATDgc/ABMA\ndice: 6-6", "position: mGfwATDgc/ABMA\nkind: setup\n"
     "dice: 6-6", "en", "setup diagram differs"),
    (RULES, "position: mGfwATDgc/ABMA", "position: mGfwATDgc/ABM!", "en", "invalid"),
    (RULES, "dice: 3-1\nplay: 8/5 6/5", "dice: 4-2\nplay: 8/5 6/5", "en", "not legal"),
    (RULES, "dice: 6-1\n", "", "en", "invalid dice"),
    # Claims: no legal move, the full list, pips, scores.
    (RULES, "play: bar/20 24/20\nresult: 0OfgAQNsPoMHAA", "play: none", "en",
     "'none', but there are"),
    (RULES, "moves: 3/off; 3/off 2/1", "moves: 3/off 2/1", "en", "missing 3/off"),
    (RULES, "moves: 3/off; 3/off 2/1", "moves: 3/off; 3/off 2/1; 2/off", "en",
     "not legal 2/off"),
    (RULES, "pips: 5 52", "pips: 5 53", "en", "pip counts are 5 52"),
    (RULES, "pips: 148 66", "pips: 66 148", "en", "pip counts are 148 66"),
    (RULES, "score: 3", "score: 2", "en", "scores 3 with the cube on 1"),
    (RULES, "score: 3\ncube: 1", "score: 3\ncube: 2", "en", "scores 6 with the cube on 2"),
    # Captions: rolls, plays, points and counts match the diagram.
    (RULES, "With 6-1 you hit it", "With 5-1 you hit it", "en", "names 5-1"),
    (RULES, "With 5-1, the 5 bears", "With 6-1, the 5 bears", "en", "names 6-1"),
    (RULES, "five on their 13-point, three", "six on their 13-point, three", "en",
     "the diagram has 5 there"),
    (RULES, "two checkers on their 24-point", "three checkers on their 24-point", "en",
     "the diagram has 2 there"),
    (RULES, "they make your 5-point", "they make your 4-point", "en", "names the 4-point"),
    (RULES, "A classic start:", "A classic start, 8/4 6/4:", "en", "names the play '8/4'"),
    # Facts the prose states: the setup counts.
    (RULES, "five on the 13-point, three", "four on the 13-point, three", "en",
     "the diagram has 5 there"),
    (RULES, "three on the 8-point and", "three on the 7-point and", "en",
     "the diagram has 0 there"),
    # Catalogs: numbers, rolls, points, placeholders, completeness.
    (PT_BR, "cinco na casa 13, três na casa 8 e cinco na casa 6.\"",
     "cinco na casa 14, três na casa 8 e cinco na casa 6.\"", "pt-BR", "lacks 13; adds 14"),
    (PT_BR, "duas peças na própria casa 24, cinco", "duas peças na própria casa 24, quatro",
     "pt-BR", "lacks 5; adds 4"),
    (PT_BR, "Com 6-1, você a captura", "Com 5-1, você a captura", "pt-BR", "lacks 6"),
    (PT_BR, "Este quadrado deve medir exatamente 50\u00a0mm.", "Este quadrado deve medir "
     "exatamente 5\u00a0mm.", "pt-BR", "lacks 50"),
    (PT_BR, "Cada um tem quinze peças", "Cada um tem muitas peças", "pt-BR", "lacks 15"),
    (PT_BR, "Idade: a partir de {min_age} anos", "Idade: a partir de 8 anos", "pt-BR",
     "placeholders"),
    (PT_BR, "msgstr \"Este quadrado deve medir exatamente 50\u00a0mm.\"", "msgstr \"\"",
     "pt-BR",
     "untranslated entry"),
    (PT_PT, "para a tua flecha 18", "para a tua flecha 17", "pt-PT", "lacks 18; adds 17"),
    (PT_PT, "Com 6-1, comes essa pedra", "Com 6-2, comes essa pedra", "pt-PT",
     "lacks 1; adds 2"),
    (PT_PT, "Com 5-1, o 5 descarta", "Com 5-1, o 6 descarta", "pt-PT", "lacks 5; adds 6"),
    (PT_PT, "Cada jogador tem quinze pedras", "Cada jogador tem catorze pedras", "pt-PT",
     "lacks 15; adds 14"),
    (PT_PT, "Idade: a partir dos {min_age} anos", "Idade: a partir dos {min_ages} anos",
     "pt-PT", "placeholders"),
    (PT_PT, "cinco na flecha 13, três na flecha 8 e cinco na flecha 6.\"",
     "cinco na flecha 13, três na flecha 8 e cinco na flecha 6 e 7.\"", "pt-PT", "adds 7"),
]


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


def _plant(path: Path, old: str, new: str) -> int:
    """Replace the one `old` in `path` with `new`; return the line where the change starts."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not once in {path}"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return text[: text.index(old)].count("\n") + 1


def test_the_unplanted_kit_is_valid() -> None:
    assert validate("backgammon") == []


@pytest.mark.parametrize(("file", "old", "new", "lang", "says"), PLANTED,
                         ids=[f"{n}: {case[2][:40]}" for n, case in enumerate(PLANTED)])
def test_each_planted_mistake_is_caught_at_its_line(data: Path, file: str, old: str, new: str,
                                                    lang: str, says: str) -> None:
    path = data / file
    line = _plant(path, old, new)
    problems = validate("backgammon", [lang])
    named = [p for p in problems if says in p]
    assert named, problems
    # The problem names the file and a line of the change (a catalog entry is named by its
    # msgid line, just above a one-line msgstr; a deleted line by the one after it).
    lines = set(range(line - 1, line + max(new.count("\n"), old.count("\n")) + 1))
    assert any(p.startswith(f"{lang}:{path}:") and int(p.split(":")[2]) in lines
               for p in named), named


def _a3_without_setup_marks(monkeypatch: pytest.MonkeyPatch) -> None:
    from printkit.games.backgammon import kit

    original = kit.board_params

    def params(ctx):  # type: ignore[no-untyped-def]
        chosen = original(ctx)
        return chosen.__class__(**{**chosen.__dict__, "show_setup": ctx.paper.name != "a3"})

    monkeypatch.setattr(kit, "board_params", params)


def _numbers_from_the_dark_side(monkeypatch: pytest.MonkeyPatch) -> None:
    from printkit.art.boards import points

    original = points.point_numbers

    def numbers(scene, g, pal, size):  # type: ignore[no-untyped-def]
        class Flipped:
            def text(self, x, y, content, **style):  # type: ignore[no-untyped-def]
                scene.text(x, y, str(25 - int(content)), **style)

        original(Flipped(), g, pal, size)

    monkeypatch.setattr(points, "point_numbers", numbers)
    # Each board's art is recorded once per process: this one is drawn with the mistake
    # into a memo of its own, which leaves with the test.
    monkeypatch.setattr(points, "_recorded", lru_cache(maxsize=32)(points._recorded.__wrapped__))


def _setup_marks_one_short(monkeypatch: pytest.MonkeyPatch) -> None:
    from printkit.games.backgammon import board
    from printkit.games.backgammon.engine import Position

    start = Position.start()
    short = list(start.on_roll)
    short[5] -= 1
    fewer = Position(tuple(short), start.opponent)
    monkeypatch.setattr(board, "Position", type("P", (), {"start": staticmethod(lambda: fewer)}))


def _no_numbers_on_letter(monkeypatch: pytest.MonkeyPatch) -> None:
    from printkit.games.backgammon import kit

    original = kit.board_params

    def params(ctx):  # type: ignore[no-untyped-def]
        chosen = original(ctx)
        return chosen.__class__(**{**chosen.__dict__,
                                   "show_numbers": ctx.paper.name != "letter"})

    monkeypatch.setattr(kit, "board_params", params)


BOARD_MISTAKES: list[tuple[Callable[[pytest.MonkeyPatch], None], str]] = [
    (_a3_without_setup_marks, "no setup marks"),
    (_numbers_from_the_dark_side, "point numbers are not 1-24"),
    (_setup_marks_one_short, "setup marks differ"),
    (_no_numbers_on_letter, "no point numbers"),
]


@pytest.mark.parametrize(("mistake", "says"), BOARD_MISTAKES,
                         ids=[m.__name__ for m, _ in BOARD_MISTAKES])
def test_each_board_mistake_is_caught_as_the_kit_draws_it(
    monkeypatch: pytest.MonkeyPatch, mistake: Callable[[pytest.MonkeyPatch], None], says: str
) -> None:
    from printkit.games.backgammon import board

    mistake(monkeypatch)
    problems = validate("backgammon", ["en"])
    assert any(says in p and f"{board.__file__}:1:" in p for p in problems), problems


def test_a_build_refuses_a_board_the_validator_rejects(monkeypatch: pytest.MonkeyPatch,
                                                       run) -> None:
    _a3_without_setup_marks(monkeypatch)
    assert run("build", "backgammon", "--paper", "a3", "-o", "k.pdf").exit_code == 1
    assert run("build", "backgammon", "--paper", "a4", "-o", "k.pdf").exit_code == 0


def test_there_are_at_least_forty_planted_mistakes() -> None:
    assert len(PLANTED) + len(BOARD_MISTAKES) >= 40
