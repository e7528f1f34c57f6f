"""What a buyer sees on the card sheets as built: every tile of a kind the same way up,
no back page printed for one small piece, a grown board titled rather than framed, and a
box's two modules on one sheet. Each test draws one kit's sheets (no PDF)."""

from __future__ import annotations

import pytest

from printkit.art.canvas import Group, Text
from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.games.classics.kit import manifest_of
from printkit.games.manifest import draw_parts
from printkit.i18n import untranslated
from printkit.kit import make_sheets
from printkit.layout.cards import SMALL_BACK
from printkit.layout.sheet import Sheet
from printkit.units import PAPERS

PT_PER_MM = 72 / 25.4


def _ctx(paper: str) -> Context:
    return Context(paper=PAPERS[paper], language="en", gettext=untranslated)


def _sheets(name: str, paper: str) -> list[Sheet]:
    return make_sheets(find_game(name), _ctx(paper), KitOptions(paper=PAPERS[paper]))


def _turns(sheet: Sheet) -> dict[str, int]:
    """Each placed part's quarter turns, read from the drawing the sheet records."""
    return {group.ident.removesuffix("-art"): group.rotate
            for group in sheet.front.layers["art"] if isinstance(group, Group)}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_tile_and_stone_in_the_compendium_is_upright(paper: str) -> None:
    sheets = _sheets("classics", paper)
    turns = {ident: turn for sheet in sheets for ident, turn in _turns(sheet).items()}
    tiles = {ident: turn for ident, turn in turns.items()
             if ident.startswith(("traffic-lights-pieces-", "snort-pieces-", "stones-"))}
    assert sorted(tiles) == ["snort-pieces-cats", "snort-pieces-dogs", "stones-black",
                             "stones-white", "traffic-lights-pieces-green",
                             "traffic-lights-pieces-red", "traffic-lights-pieces-yellow"]
    # Yellow was a quarter turned beside upright green, so its triangle pointed sideways
    # (and a hexagonal stone turned has a flat top where its fellows have a point).
    assert set(tiles.values()) == {0}, tiles


def test_no_back_page_is_printed_for_one_small_piece() -> None:
    # On A3 the Rastros star sat alone on the back of the Hex board's sheet.
    sheets = _sheets("classics", "a3")
    for sheet in sheets:
        if sheet.back is None:
            continue
        _, _, width, height = sheet.printable
        backed = sum(p.width * p.height for p in sheet.placements
                     if f"{p.ident}-back-art" in {g.ident for g in sheet.back.layers["art"]
                                                  if isinstance(g, Group)})
        assert backed >= SMALL_BACK * width * height, (sheet.name, [
            p.ident for p in sheet.placements])
    star = next(s for s in sheets if "rastros-piece" in {p.ident for p in s.placements})
    assert len(star.placements) > 1 and star.back is not None


@pytest.mark.parametrize("paper", ["a4", "a3"])
def test_traffic_lights_behind_rastros_carries_its_name_in_the_bands_it_leaves(
        paper: str) -> None:
    cards = draw_parts(manifest_of(("rastros", "traffic-lights")), ["boards"], _ctx(paper))
    (card,) = cards
    assert card.back is not None and card.back.name == "traffic-lights-board"
    titles = [t for t in card.back.layers["text"] if isinstance(t, Text)]
    assert [(t.content, t.rotate) for t in titles] == [("Traffic Lights", 0),
                                                       ("Traffic Lights", 180)]
    # Both inside the card's bands (the board is centred, with bands above and below), each
    # large enough to read across the table.
    board_height = 3 * (40.0 if paper == "a4" else 55.0) + 2 * 10.0
    band = (card.back.height - board_height) / 2
    assert band > 14.0
    upright, turned = titles
    assert card.back.height - band < upright.y < card.back.height
    assert 0 < turned.y < band
    assert all(t.size * PT_PER_MM >= 7 for t in titles)
    # Rastros fills its card: nothing is added on the front.
    assert not [t for t in card.front.layers["text"] if isinstance(t, Text)
                and t.content == "Rastros"]


def test_snorts_box_modules_share_a_sheet_and_its_board_has_its_own() -> None:
    sheets = _sheets("snort", "a4")
    held = [{p.ident for p in sheet.placements} for sheet in sheets]
    assert {"board"} in held
    assert any({"box-a", "box-b"} <= parts for parts in held)
