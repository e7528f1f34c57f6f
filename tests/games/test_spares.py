"""Spare pieces on the card the kits' other parts leave bare: how many each kit prints,
where, and that the cover counts them apart from the pieces a game uses."""

from __future__ import annotations

from printkit.context import Context, KitOptions
from printkit.craft.geometry import Run
from printkit.craft.view import side_view
from printkit.games import find_game
from printkit.i18n import translator
from printkit.kit import game_catalog, make_sheets
from printkit.layout.sheet import Sheet
from printkit.render.contents import kit_contents
from printkit.render.kitpdf import sheet_order
from printkit.render.screen import cover_of
from printkit.units import PAPERS


def _kit(game: str, paper: str = "a4", language: str = "en") -> tuple[list[Sheet], list[str]]:
    """The card sheets of `game`'s kit and its cover band's names, in `language`."""
    found = find_game(game)
    tr = translator(language, allow_incomplete=False,
                    extra=game_catalog(found.templates, language))
    ctx = Context(paper=PAPERS[paper], language=language, gettext=tr.gettext,
                  ngettext=tr.ngettext)
    sheets = sheet_order(make_sheets(found, ctx, KitOptions(paper=PAPERS[paper],
                                                            language=language)))
    cover = cover_of(found, ctx)
    names = [item.name for item in kit_contents(sheets, tr.ngettext, tr.gettext, cover.titles,
                                                cover.name, cover.colours)]
    return sheets, names


def _cut(sheets: list[Sheet], ident: str) -> tuple[int, int]:
    """The pieces part `ident`'s cuts free, and the sheet (0-based) it lies on."""
    found = [(len(side_view(s.front).parts[ident].pieces), at) for at, s in enumerate(sheets)
             if ident in side_view(s.front).parts]
    assert len(found) == 1, found
    return found[0]


def _fill(sheet: Sheet) -> float:
    _, _, width, height = sheet.paper.inside(6.0)
    return sum(p.width * p.height for p in sheet.placements) / (width * height)


def test_oware_prints_twelve_spare_seeds_beside_the_48() -> None:
    sheets, names = _kit("oware", language="pt-PT")
    spares, at = _cut(sheets, "spare-seeds")
    seeds, seeds_at = _cut(sheets, "pieces")
    assert (seeds, spares, at) == (48, 12, seeds_at)
    assert "48 sementes" in names and "12 sementes de reserva" in names
    # On the card of the seeds and the box: no sheet more (with 8 mm seeds the box modules
    # fill most of the two fifths of it used).
    assert len(sheets) == 2 and _fill(sheets[at]) > 0.35


def test_rastros_prints_two_spare_stars_on_the_pieces_card() -> None:
    sheets, names = _kit("rastros", language="es")
    spares, at = _cut(sheets, "spare-white-pieces")
    assert spares == 2 and at == _cut(sheets, "pieces")[1]
    # Starred on both faces: each spare has its back on the sheet's back page.
    back = sheets[at].back
    assert back is not None and "spare-white-pieces-back" in side_view(back).parts
    assert "2 fichas blancas de repuesto" in names


def test_nardy_prints_five_spare_checkers_of_each_colour() -> None:
    sheets, names = _kit("nardy")
    spares, at = _cut(sheets, "spare-checkers")
    assert spares == 10 and sheets[at].back is not None
    assert "10 spare checkers" in names
    assert len(sheets) == 4  # on card already printed: no sheet more


def test_hex_on_a3_fills_its_stone_card_with_spares_and_a4_prints_none() -> None:
    sheets, names = _kit("hex", "a3")
    spares, at = _cut(sheets, "spare-stones")
    assert spares == 42 and "42 spare stones" in names
    assert _fill(sheets[at]) > 0.55  # 0.46 before the spares
    a4, a4_names = _kit("hex")
    assert len(a4) == 3 and not any("spare" in name for name in a4_names)


def test_nardy_fills_the_box_card_with_its_quick_reference_card() -> None:
    sheets, names = _kit("nardy", language="es")
    pieces, at = _cut(sheets, "score-card")
    held = {p.ident for p in sheets[at].placements}
    # On the one-sided card the box's module A and the dice leave half bare (rev16).
    assert pieces == 1 and {"box-a", "dice", "score-card"} <= held and sheets[at].back is None
    runs = [t for t in side_view(sheets[at].front).parts["score-card"].items
            if isinstance(t, Run)]
    text = " ".join(run.content for run in runs)
    assert min(run.size for run in runs) * 72 / 25.4 >= 6.0  # above the 5 pt craft floor
    assert "oin, 1 punto" in text and "mars, 2 puntos" in text and "a 7 puntos" in text
    assert "1 cartulina de consulta rápida" in names
