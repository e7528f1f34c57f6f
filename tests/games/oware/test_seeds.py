"""Oware's card seeds: printed small enough that the dozen and more a house holds in play
lie flat in it, and the 25 a store gathers lie flat in the store, as many as the rulebook
says; a bean on a plain tile whose only cut-like line is its cut, printed on both faces;
and page 2 naming beans or pebbles as the traditional stand-ins before the builder cuts."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from printkit.art.canvas import Circle, Group, Path, Rect
from printkit.art.parts.tiles import BLEED
from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.games.oware.fit import in_circle, in_stadium
from printkit.games.oware.kit import SEED_SIZE
from printkit.i18n import translator
from printkit.kit import make_sheets, set_rulebook
from printkit.languages import game_catalog
from printkit.layout.sheet import Sheet
from printkit.render.kit_facts import kit_facts, sheet_order
from printkit.render.screen import cover_of, screen_pages
from printkit.units import PAPERS

# The game named, in its own language's name: a compendium's page 2 lists several games'
# pieces, and "the game" named none (review s17).
BEANS = {"en": "Oware is traditionally played with real seeds, dried beans or small "
               "pebbles: with 48 of them you need not cut out the card seeds.",
         "pt-PT": "Tradicionalmente, o Ouri joga-se com sementes verdadeiras, feijões secos ou "
                  "pedrinhas: com 48 deles, não precisas de recortar as sementes de cartolina."}


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


def _board_hollows(sheets: list[Sheet]) -> tuple[float, tuple[float, float]]:
    """The smallest house's diameter on the printed board, and its stores' outline (width,
    height), as the sheets draw them."""
    houses, stores = [], []
    for sheet in sheets:
        for group in sheet.front.layers["art"]:
            if not (isinstance(group, Group) and group.ident.startswith("board")):
                continue
            for shape in group.shapes:
                cls = shape.paint.cls or ""
                if isinstance(shape, Circle) and cls.startswith("house "):
                    houses.append(2 * shape.r)
                # A store's outline: its rim where the hollow is shaded (wood), else the
                # store itself; the lit floor inside it is smaller.
                elif isinstance(shape, Path) and (cls == "hollow" or cls.startswith("store ")):
                    points = [p for _, ps in shape.segments for p in ps]
                    xs, ys = [x for x, _ in points], [y for _, y in points]
                    stores.append((max(xs) - min(xs), max(ys) - min(ys)))
    assert len(houses) == 12 and stores
    return min(houses), max(stores)


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_as_many_printed_seeds_lie_flat_as_the_rulebook_says(paper: str) -> None:
    # The book's "8 lie flat in a house and 26 in a store", against the seeds and the
    # board as this paper prints them: at 15 mm two fitted in a house and they stacked.
    # At 8 mm (twelve a house) they were fiddly to pick up (review s18).
    sheets = _sheets("oware", paper)
    sheet = next(s for s in sheets if "pieces" in {p.ident for p in s.placements})
    tiles = _seed_tiles(_placed(sheet.front, "pieces-art"))
    assert len(tiles) == 48
    size = tiles[0].w - 2 * BLEED
    house, (wide, high) = _board_hollows(sheets)
    stated = find_game("oware").kit().rule_values()
    in_house, in_store = int(stated["house_seeds"]), int(stated["store_seeds"])
    # Twice a house's four at the start, and a winning store.
    assert in_house >= 8 and in_store >= 25
    assert size >= 9.5
    assert len(in_circle(size, house)) >= in_house
    assert len(in_stadium(size, wide, high)) >= in_store


def test_the_rulebook_says_how_many_seeds_lie_flat() -> None:
    stated = find_game("oware").kit().rule_values()
    words = _rulebook_words("oware")
    assert (f"{stated['house_seeds']} lie flat in a house and {stated['store_seeds']} in a "
            "store") in words
    assert "will do, though not as well" not in words


def _rulebook_words(game: str) -> str:
    """The words of `game`'s A4 English rulebook, one space between each."""
    pdf = set_rulebook(find_game(game), _ctx(game))  # type: ignore[arg-type]
    return " ".join(" ".join(page.extract_text().split())
                    for page in PdfReader(io.BytesIO(pdf)).pages)


def _inside_stadium(x: float, y: float, wide: float, high: float) -> bool:
    """Whether (x, y), from the middle of an upright stadium `wide` by `high`, lies in it."""
    r = wide / 2
    beyond = max(abs(y) - (high / 2 - r), 0.0)
    return abs(x) <= r + 1e-9 and x * x + beyond * beyond <= r * r + 1e-9


@pytest.mark.parametrize("size", [8.0, 9.0, 15.0])
def test_each_seed_counted_as_flat_lies_inside_the_hollow_and_on_no_other(size: float) -> None:
    # The counts are arrangements, not estimates: every square wholly inside, none overlapping.
    for corners, inside in (
            (in_circle(size, 38.0), lambda x, y: x * x + y * y <= 19.0 ** 2 + 1e-9),
            (in_stadium(size, 39.9, 80.56), lambda x, y: _inside_stadium(x, y, 39.9, 80.56))):
        assert corners
        for x, y in corners:
            assert all(inside(cx, cy) for cx in (x, x + size) for cy in (y, y + size))
        for i, (ax, ay) in enumerate(corners):
            for bx, by in corners[i + 1:]:
                assert abs(ax - bx) >= size - 1e-9 or abs(ay - by) >= size - 1e-9


def test_the_box_holds_the_seeds_and_the_spares() -> None:
    from printkit.games.manifest import box_params
    from printkit.games.oware.kit import SPARE_SEEDS

    params = box_params(find_game("oware").kit().manifest, _ctx("oware"))
    stacks = int(params.inner_width // SEED_SIZE) * int(params.inner_depth // SEED_SIZE)
    assert stacks * int(params.inner_height // params.card_thickness) >= 48 + SPARE_SEEDS


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

    d = Drawing(SEED_SIZE, SEED_SIZE)
    seed(d, (SEED_SIZE / 2, SEED_SIZE / 2), SEED_SIZE, find_palette(theme))
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
    assert max(xs) - min(xs) >= 0.8 * SEED_SIZE


def _page_two(game: str, language: str) -> str:
    ctx = _ctx(game, language=language)
    sheets = sheet_order(make_sheets(find_game(game), ctx,
                                     KitOptions(paper=PAPERS["a4"], language=language)))
    facts = kit_facts(sheets, paper="a4", duplex="long-edge", screen_pages=2,
                      rulebook_pages=4)
    pdf = screen_pages(cover_of(find_game(game), ctx), facts, sheets, ctx)
    return " ".join(PdfReader(io.BytesIO(pdf)).pages[1].extract_text().split())


@pytest.mark.parametrize("language", ["en", "pt-PT"])
@pytest.mark.parametrize("game", ["oware", "classics"])
def test_page_two_names_the_traditional_stand_ins_before_the_seeds_are_cut(
        game: str, language: str) -> None:
    assert BEANS[language] in _page_two(game, language)


def test_a_kit_whose_pieces_have_no_household_stand_in_says_none() -> None:
    assert cover_of(find_game("breakthrough"), _ctx("breakthrough")).stand_ins == ()
