"""The cover's "In this kit" band as a buyer sees it: one piece of each kind, all drawn
at one height, each named and counted in the kit's own words."""

from __future__ import annotations

from functools import cache

import pytest
from reportlab.platypus import Table

from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.i18n import translator
from printkit.kit import game_catalog, make_sheets
from printkit.render.contents import Item, kit_contents
from printkit.render.kitpdf import sheet_order
from printkit.render.screen import (
    A4_MM,
    BAND_PICTURE_MM,
    COVER_ART_SIDES_MM,
    Picture,
    _contents_band,
    cover_of,
)
from printkit.render.text import styles
from printkit.units import PAPERS, mm_to_pt


@cache
def _items(game: str, language: str = "en") -> tuple[Item, ...]:
    """The band's items of `game`'s kit on A4, in `language`."""
    found = find_game(game)
    tr = translator(language, allow_incomplete=False, extra=game_catalog(found.templates,
                                                                          language))
    ctx = Context(paper=PAPERS["a4"], language=language, gettext=tr.gettext,
                  ngettext=tr.ngettext)
    sheets = sheet_order(make_sheets(found, ctx, KitOptions(language=language)))
    cover = cover_of(found, ctx)
    return tuple(kit_contents(sheets, tr.ngettext, tr.gettext, cover.titles, cover.name,
                              cover.colours))


@pytest.mark.parametrize("game, names", [
    ("rastros", ["1 board", "1 white piece", "48 black pieces", "2 spare white pieces",
                 "1 box"]),
    ("breakthrough", ["1 board", "14 white pieces", "14 black pieces", "1 box"]),
    ("hex", ["1 board in 2 halves", "61 black stones", "61 white stones", "1 box"]),
    ("snort", ["1 board", "28 cat pieces", "28 dog pieces", "1 box"]),
    ("traffic-lights", ["1 board", "8 green pieces", "8 yellow pieces", "8 red pieces", "1 box"]),
    ("oware", ["1 board in 2 halves", "48 seeds", "12 spare seeds", "1 box"]),
])
def test_the_band_names_each_kind_as_a_player_would(game: str, names: list[str]) -> None:
    assert [item.name for item in _items(game)] == names


@pytest.mark.parametrize("language, names", [
    ("es", ["1 tablero", "1 ficha blanca", "48 fichas negras",
            "2 fichas blancas de repuesto", "1 caja"]),
    ("pt-BR", ["1 tabuleiro", "1 peça branca", "48 peças pretas", "2 peças brancas de reserva",
               "1 caixa"]),
    ("pt-PT", ["1 tabuleiro", "1 peça branca", "48 peças negras", "2 peças brancas de reserva",
               "1 caixa"]),
])
def test_the_band_counts_in_each_language(language: str, names: list[str]) -> None:
    assert [item.name for item in _items("rastros", language)] == names


@pytest.mark.parametrize("game", ["rastros", "snort", "classics"])
def test_each_kind_is_one_piece_drawn_at_the_bands_height(game: str) -> None:
    items = _items(game)
    # One piece, not the sheet of them: no picture of a piece is wider than two pieces.
    for item in items:
        if item.ident not in ("box-a", "board") and not item.ident.startswith("boards-"):
            assert max(item.picture.width, item.picture.height) < 36, item
    st = styles("en")
    width = A4_MM[0] - 2 * COVER_ART_SIDES_MM
    band = _contents_band(list(items), st, lambda s: s, width, BAND_PICTURE_MM)
    pictures = [cell[1] for table in band if isinstance(table, Table)
                for cell in table._cellvalues[0]]
    # A compendium's board cards are named in a line over the pieces, not drawn.
    assert len(pictures) == len([i for i in items if not i.ident.startswith("boards-")])
    assert all(isinstance(p, Picture) for p in pictures)
    heights = [p.height / mm_to_pt(1) for p in pictures]
    assert max(heights) - min(heights) < 0.1 and abs(heights[0] - BAND_PICTURE_MM) < 0.1


def test_cover_facts_too_long_for_one_line_break_between_two_facts() -> None:
    # The review found "partida" alone on a second line of the Spanish compendium's cover.
    from printkit.render.screen import _balanced

    facts = ("2 jugadores", "a partir de 6 años", "seis juegos a elegir",
             "de 5 a 30 minutos por partida")
    subtitle = styles("es")["subtitle"]
    assert _balanced(facts, subtitle, 170.0) == (
        "2 jugadores · a partir de 6 años<br/>seis juegos a elegir · de 5 a 30 minutos por "
        "partida")
    assert _balanced(facts[:3], subtitle, 170.0) == " · ".join(facts[:3])
