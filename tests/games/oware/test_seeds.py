"""Oware's card seeds: large enough to pick up and sow (14-15 mm tiles, two side by side
across a house), a bean on a plain tile whose only cut-like line is its cut, printed on
both faces, and page 2 saying beans or pebbles are better before the builder cuts them."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from printkit.art.canvas import Group, Rect
from printkit.art.parts.tiles import BLEED
from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.games.oware.kit import board_params
from printkit.i18n import translator
from printkit.kit import make_sheets
from printkit.languages import game_catalog
from printkit.layout.sheet import Sheet
from printkit.render.kit_facts import kit_facts, sheet_order
from printkit.render.screen import cover_of, screen_pages
from printkit.units import PAPERS

BEANS = {"en": "No need to cut out the seeds if you have 48 dried beans, pebbles or buttons",
         "pt-PT": "Não precisas de recortar as sementes se tiveres 48 feijões secos, pedrinhas "
                  "ou botões"}


def _ctx(game: str, paper: str = "a4", language: str = "en") -> Context:
    tr = translator(language, extra=game_catalog(find_game(game).templates, language))
    return Context(paper=PAPERS[paper], language=language, gettext=tr.gettext,
                   ngettext=tr.ngettext)


def _sheets(game: str, paper: str = "a4", language: str = "en") -> list[Sheet]:
    return make_sheets(find_game(game), _ctx(game, paper, language),
                       KitOptions(paper=PAPERS[paper], language=language))


def _seed_tiles(group: Group) -> list[Rect]:
    """The seed tiles' grounds in a placed part (each its tile grown by the bleed)."""
    return [s for s in group.shapes if isinstance(s, Rect) and "seed" in (s.paint.cls or "")]


def _placed(drawing, ident: str) -> Group:
    return next(g for g in drawing.layers["art"] if isinstance(g, Group) and g.ident == ident)


@pytest.mark.parametrize("paper", ["a4", "a3"])
def test_a_seed_is_a_14_to_15_mm_tile_and_two_lie_side_by_side_in_a_house(paper: str) -> None:
    sheet = next(s for s in _sheets("oware", paper) if "pieces" in
                 {p.ident for p in s.placements})
    tiles = _seed_tiles(_placed(sheet.front, "pieces-art"))
    assert len(tiles) == 48
    size = tiles[0].w - 2 * BLEED
    assert 14.0 <= size <= 15.0
    assert 2 * size < board_params(_ctx("oware", paper)).house


@pytest.mark.parametrize("game", ["oware", "classics"])
def test_the_seeds_are_printed_on_both_faces(game: str) -> None:
    # In the kit too: a seed token that lands face down shows a seed, not a white back.
    for ident in ("pieces", "spare-seeds") if game == "oware" else ("oware-pieces",):
        sheet = next(s for s in _sheets(game) if ident in {p.ident for p in s.placements})
        assert sheet.back is not None
        # Every seed again on the back, as large as on the front.
        assert [t.w for t in _seed_tiles(_placed(sheet.back, f"{ident}-back-art"))] == \
            [t.w for t in _seed_tiles(_placed(sheet.front, f"{ident}-art"))]


@pytest.mark.parametrize("theme", ["classic", "ink-saver", "high-contrast"])
def test_no_line_of_a_seed_token_reads_as_a_cut(theme: str) -> None:
    # The bean lies on a plain tile: no ring round it, and its outline is no cut line
    # (a near-black hairline as wide as a cut), so the tile's square cut is the only one.
    from printkit.art.boards.lines import distance
    from printkit.art.canvas import CUT_WIDTH, INK, Circle, Drawing
    from printkit.art.palette import find_palette
    from printkit.craft.sheets import CUT_INK_DISTANCE, CUT_WIDTH_TOLERANCE_MM
    from printkit.games.oware.board import seed

    d = Drawing(15.0, 15.0)
    seed(d, (7.5, 7.5), 15.0, find_palette(theme))
    shapes = d.layers["art"]
    assert shapes and not any(isinstance(s, Circle) for s in shapes)
    for shape in shapes:
        stroke, width = shape.paint.stroke, shape.paint.width
        if stroke and stroke != "none":
            assert (abs(width - CUT_WIDTH) > CUT_WIDTH_TOLERANCE_MM
                    or distance(stroke, INK) > CUT_INK_DISTANCE), shape.paint.cls
    # The bean is the token: it spans most of the tile.
    (bean,) = [s for s in shapes if s.paint.cls == "piece piece-seed"]
    xs = [x for _, points in bean.segments for x, _ in points]
    assert max(xs) - min(xs) >= 0.8 * 15.0


def _page_two(game: str, language: str) -> str:
    ctx = _ctx(game, language=language)
    sheets = sheet_order(make_sheets(find_game(game), ctx,
                                     KitOptions(paper=PAPERS["a4"], language=language)))
    facts = kit_facts(sheets, paper="a4", duplex="long-edge", screen_pages=2,
                      rulebook_pages=4)
    pdf = screen_pages(cover_of(find_game(game), ctx), facts, sheets, ctx)
    return " ".join(PdfReader(io.BytesIO(pdf)).pages[1].extract_text().split())


@pytest.mark.parametrize("language", ["en", "pt-PT"])
def test_page_two_says_beans_will_do_before_the_seeds_are_cut(language: str) -> None:
    assert BEANS[language] in _page_two("oware", language)


def test_a_kit_whose_pieces_have_no_household_stand_in_says_none() -> None:
    assert cover_of(find_game("breakthrough"), _ctx("breakthrough")).stand_ins == ()
