"""The compendium's opening column: its contents right under the lead, then a table of the
games at a glance built from each game's own facts, in the book's language."""

from __future__ import annotations

import io
from dataclasses import replace

from pypdf import PdfReader

from printkit.chapters import chosen_games
from printkit.compendium import glance
from printkit.context import Context
from printkit.games import find_game
from printkit.i18n import translator
from printkit.kit import set_rulebook
from printkit.languages import game_catalog
from printkit.units import PAPERS

# A run of text on a page: its words, its left edge and baseline (mm from the page's
# lower left corner) and its size in points.
Run = tuple[str, float, float, float]


def _context(language: str) -> tuple[Context, object]:
    """The A4 context of the whole compendium in `language`, and its game."""
    game = find_game("classics")
    game = replace(game, chosen=chosen_games(game))
    tr = translator(language, allow_incomplete=False,
                    extra=game_catalog(game.templates, language))
    return Context(paper=PAPERS["a4"], language=language, gettext=tr.gettext,
                   ngettext=tr.ngettext), game


def _first_page_runs() -> list[Run]:
    """The text runs of the A4 English rulebook's first page."""
    ctx, game = _context("en")
    pdf = set_rulebook(game, ctx)  # type: ignore[arg-type]
    runs: list[Run] = []

    def visit(text: str, cm: list[float], tm: list[float], _font: object,
              size: float) -> None:
        if text.strip():
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            runs.append((text.strip(), x * 25.4 / 72, y * 25.4 / 72, size * tm[3] * cm[3]))

    PdfReader(io.BytesIO(pdf)).pages[0].extract_text(visitor_text=visit)
    return runs


def _at(runs: list[Run], start: str) -> Run:
    return next(run for run in runs if run[0].startswith(start))


def test_the_contents_follow_the_lead_and_the_games_table_follows_them() -> None:
    # The contents stood pinned at the column's foot, some 90 mm under the lead with
    # nothing between (rev14 classics item 2); the games at a glance were nowhere.
    runs = _first_page_runs()
    lead_end = next(run for run in runs if run[0].endswith("use these stones."))
    contents = _at(runs, "Contents")
    assert 0 < lead_end[2] - contents[2] < 15
    table = _at(runs, "The games at a glance")
    note = _at(runs, "Page numbers are those")
    assert table[2] < note[2] and table[1] < 105  # under the contents, in column one
    # Each game's row on one baseline: its players, ages and minutes from its own kit,
    # and the pieces of the compendium's box it plays with; all at 6 pt or more.
    rows = {"Breakthrough": ["2", "7+", "15", "14 black stones, 14 white stones"],
            "Snort": ["2", "6+", "15", "28 cat pieces, 28 dog pieces"],
            "Rastros": ["2", "7+", "10", "48 black stones, 1 white piece"],
            "Hex": ["2", "8+", "20", "61 black stones, 61 white stones"],
            "Oware": ["2", "7+", "30", "48 seeds"]}
    below = [run for run in runs if run[2] < table[2] and run[1] < 105]  # column one
    for game, cells in rows.items():
        row = next(run for run in below if run[0] == game)
        beside = sorted((run for run in below if abs(run[2] - row[2]) < 0.3
                         and run[1] > row[1]), key=lambda run: run[1])
        assert [run[0] for run in beside] == cells
        assert min(run[3] for run in [row, *beside]) >= 6
    # The table's last row lies below the column's middle: the column reads as a front
    # page, not a few lines over a blank (A4 is 297 mm tall).
    assert _at(below, "Oware")[2] < 297 / 2


def test_the_games_at_a_glance_speak_the_books_language() -> None:
    ctx, game = _context("es")
    found = glance(game.held, ctx)  # type: ignore[attr-defined]
    assert found.title == "Los juegos de un vistazo"
    assert found.heads == ("Juego", "Jugadores", "Edad", "Minutos", "Fichas")
    assert found.rows[-1] == ("Oware", "2", "7+", "30", "48 semillas")
    assert found.rows[1][0] == "Gatos y perros"
