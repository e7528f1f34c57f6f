"""The Traffic Lights kit: it builds in every language, its 24 pieces differ by mark as well
as colour, its board fits every paper, and its rulebook's example is checked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.art.boards.squares import BLEED as BOARD_BLEED
from printkit.art.canvas import INK, Circle, Rect
from printkit.art.canvas import Path as PathShape
from printkit.art.palette import PALETTES
from printkit.art.parts.tiles import BLEED
from printkit.context import Context
from printkit.craft.view import faces
from printkit.games import find_game
from printkit.games.traffic_lights import tiles
from printkit.games.traffic_lights.board import COLOURS
from printkit.games.traffic_lights.kit import board_params, piece_size
from printkit.i18n import untranslated
from printkit.units import PAPERS, PRINTER_MARGIN_MM
from printkit.validate import validate

TITLES = {"en": "Traffic Lights", "pt-BR": "Semáforo", "pt-PT": "Semáforo"}


@pytest.mark.parametrize("lang", sorted(TITLES))
def test_the_kit_builds_in_each_language(run, tmp_path: Path, lang: str) -> None:
    result = run("build", "semaforo", "--lang", lang, "-o", "k.pdf")
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "k.pdf")
    # The rulebook closes the kit, after the card sheets (one- or two-sided).
    found = re.search(r"print pages? (\d+)(?:-(\d+))? on plain paper", result.output)
    first, last = int(found[1]), int(found[2] or found[1])
    assert len(reader.pages) == last
    assert TITLES[lang] in reader.pages[first - 1].extract_text()


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_the_board_fits_the_sheet(paper: str) -> None:
    squares = board_params(Context(paper=PAPERS[paper], language="en",
                                   gettext=untranslated)).squares
    assert squares.width <= PAPERS[paper].width - 2 * PRINTER_MARGIN_MM


def test_eight_pieces_of_each_colour_each_with_its_own_mark() -> None:
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    parts = find_game("traffic-lights").kit().parts(["pieces"], ctx)
    # A sheet a colour, so a compendium can fit each in a gap.
    assert [part.ident for part in parts] == ["pieces-green", "pieces-yellow", "pieces-red"]
    shapes = [s for part in parts for layer in part.front.layers.values() for s in layer]
    for part, colour in zip(parts, "gyr", strict=True):
        insets = [s for s in part.front.layers["art"] if isinstance(s, Rect)
                  and "tile-face" in (s.paint.cls or "").split()]
        assert len(insets) == 8, colour
        assert {s.paint.fill for s in insets} == {COLOURS["classic"][colour]}
    # The marks, in ink: a dot on each green, a triangle on each yellow, a square on each red.
    inked = [s for s in shapes if s.paint.fill == INK and s.paint.cls is None]
    assert sum(isinstance(s, Circle) for s in inked) == 8
    assert sum(isinstance(s, PathShape) and len(s.segments) == 4 for s in inked) == 8
    assert sum(isinstance(s, Rect) for s in inked) == 8



@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_a_cut_tile_is_its_colour_to_its_edges_and_neighbours_share_cuts(theme: str) -> None:
    """Each colour prints as a block of square tiles with no gap: the block's outline and
    straight cuts right across it free every tile, each tile's colour runs under every
    cut and past the block's outer ones."""
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated, theme=theme)
    size = piece_size(ctx)
    for part in find_game("traffic-lights").kit().parts(["pieces"], ctx):
        cuts = [s for s in part.front.layers["cut"] if isinstance(s, PathShape)]
        lines = [tuple(p for _, pts in s.segments for p in pts) for s in cuts]
        closed = [s.segments[-1][0] == "Z" for s in cuts]
        # Four to a row, two rows: the outline, three cuts down and one across.
        assert closed.count(True) == 1 and closed.count(False) == 4
        boxes = sorted(_box(face) for face in faces(lines, closed))
        assert len(boxes) == 8
        assert all(x1 - x0 == pytest.approx(size) and y1 - y0 == pytest.approx(size)
                   for x0, y0, x1, y1 in boxes)
        grounds = [s for s in part.front.layers["art"] if isinstance(s, Rect)
                   and "tile-ground" in (s.paint.cls or "").split()]
        assert len({g.paint.fill for g in grounds}) == 1
        for x0, y0, x1, y1 in boxes:  # every tile's colour reaches past its own cut
            assert any(g.x <= x0 - BLEED + 1e-6 and g.y <= y0 - BLEED + 1e-6
                       and g.x + g.w >= x1 + BLEED - 1e-6
                       and g.y + g.h >= y1 + BLEED - 1e-6 for g in grounds)


def _box(points: tuple[tuple[float, float], ...]) -> tuple[float, ...]:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return tuple(round(v, 6) for v in (min(xs), min(ys), max(xs), max(ys)))


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_a_tile_is_a_rounded_square_of_its_colour_on_a_pale_rim(theme: str) -> None:
    # An earlier review found each tile's square cut doubled by an inset rounded outline,
    # a busy double border; the next found plain full-bleed tiles unlike the board's and
    # the diagrams' rounded pieces. Each tile is now the palette's pale ground to its cut,
    # and on it a rounded square of its colour, a rim all round, edged by its fill alone.
    size = 30.0
    block, _ = tiles.block(size, 8, 4, "g", theme, "tiles")
    art = block.layers["art"]
    strokes = [s for s in art
               if getattr(s, "paint", None) is not None and s.paint.stroke not in (None, "none")]
    assert strokes == []
    grounds = [s for s in art if isinstance(s, Rect) and "tile-ground" in s.paint.cls.split()]
    insets = [s for s in art if isinstance(s, Rect) and "tile-face" in (s.paint.cls or "")]
    assert len(grounds) == len(insets) == 8
    assert {g.paint.fill for g in grounds} == {PALETTES[theme].light}
    assert {i.paint.fill for i in insets} == {COLOURS[theme]["g"]}
    for inset in insets:
        ground = min(grounds, key=lambda g: abs(g.x + g.w / 2 - inset.x - inset.w / 2)
                     + abs(g.y + g.h / 2 - inset.y - inset.h / 2))
        rim = (inset.x - ground.x - BLEED, inset.y - ground.y - BLEED)  # from the cut
        assert rim[0] == pytest.approx(rim[1]) and 0.05 * size < rim[0] < 0.12 * size
        assert inset.w == pytest.approx(inset.h) and inset.rx >= 0.08 * size
    assert len(art) == 24  # each tile's ground, its coloured square and its mark


def test_the_rulebook_example_is_checked() -> None:
    assert validate("traffic-lights") == []


@pytest.mark.parametrize("theme", sorted(COLOURS))
def test_the_board_shows_the_order_green_yellow_red_under_its_near_side(theme: str) -> None:
    # The board says how pieces change, with no words: a traffic light on its side, its
    # three lamps in their own colours, left to right green, yellow, red, an arrow between
    # each two, in the frame under the near side's squares and inside the board's cut.
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated, theme=theme)
    (part,) = find_game("traffic-lights").kit().parts(["board"], ctx)
    board = part.front
    squares = board_params(ctx).squares
    art = board.layers["art"]
    lamps = sorted((s for s in art if isinstance(s, Circle)
                    and (s.paint.cls or "").startswith("legend-lamp ")), key=lambda s: s.cx)
    assert [s.paint.fill for s in lamps] == [COLOURS[theme][c] for c in "gyr"]
    (housing,) = [s for s in art if isinstance(s, Rect) and s.paint.cls == "signal"]
    for lamp in lamps:
        assert lamp.cy - lamp.r > squares.height - squares.frame / 2  # below the coordinates
        assert lamp.cy + lamp.r < board.height
        assert 2 * lamp.r >= 9.0  # read from a seat across the table
        assert housing.x < lamp.cx - lamp.r and lamp.cx + lamp.r < housing.x + housing.w
    assert housing.y + housing.h < board.height - 2.0  # inside the rim
    heads = [s for s in art if isinstance(s, PathShape) and s.paint.cls == "legend-arrow-head"]
    assert len(heads) == 2
    assert all(lamps[i].cx + lamps[i].r < _corners(heads[i])[0][0] < lamps[i + 1].cx
               for i in range(2))


def test_the_board_has_a_rim_inside_its_edge_that_no_one_takes_for_a_cut() -> None:
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    (part,) = find_game("traffic-lights").kit().parts(["board"], ctx)
    rims = [s for s in part.front.layers["art"] if isinstance(s, Rect) and s.paint.cls == "rim"]
    assert len(rims) == 2
    for rim in rims:
        # Inside the cut, which lies BOARD_BLEED in from the drawing's edge.
        assert 1.0 <= rim.x - BOARD_BLEED <= 3.0
        assert rim.x + rim.w == pytest.approx(part.front.width - rim.x)
        # Far from the cut's ink (the craft check's 48 RGB), whatever its width.
        stroke = rim.paint.stroke
        assert stroke is not None
        rgb = [int(stroke[i:i + 2], 16) - int(INK[i:i + 2], 16) for i in (1, 3, 5)]
        assert sum(c * c for c in rgb) ** 0.5 > 48
    # A two-tone ground: the squares alternate, so they count easily.
    fills = {s.paint.fill for s in part.front.layers["art"]
             if isinstance(s, Rect) and abs(s.w - 40.0) < 1e-6 and abs(s.h - 40.0) < 1e-6}
    assert len(fills) == 2


def _corners(shape: PathShape) -> list[tuple[float, float]]:
    return [points[0] for _, points in shape.segments if points]


def test_the_tiles_backs_print_where_their_card_has_backs() -> None:
    # In the compendium the tiles share two-sided cards and their backs were bare card
    # (review s18 A). Each block carries its backs as a lining: the tile's face again,
    # mirrored, printed where the sheet prints backs anyway (the kit's own one-sided
    # card spends no page on them).
    from printkit.art.canvas import leaves
    from printkit.context import KitOptions
    from printkit.kit import make_sheets

    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    parts = find_game("traffic-lights").kit().parts(["pieces"], ctx)
    assert len(parts) == 3
    for part in parts:
        colour = part.ident.rsplit("-", 1)[1][0]
        assert part.back is None and part.lining is not None
        assert (part.lining.width, part.lining.height) == (part.front.width, part.front.height)
        faces_back = [s for s in part.lining.layers["art"] if isinstance(s, Rect)
                      and s.paint.fill == COLOURS["classic"][colour]]
        assert len(faces_back) == 8
    classics = find_game("classics")
    sheets = make_sheets(classics, Context(paper=PAPERS["a4"], language="en",
                                           gettext=untranslated), KitOptions())
    backed = [sheet for sheet in sheets if sheet.back is not None and any(
        p.ident.startswith("traffic-lights-pieces") for p in sheet.placements)]
    assert len(backed) == 3  # each colour on a two-sided card
    for sheet in backed:
        # The back page holds a colour's tiles' faces again.
        fills = {s.paint.fill for s in leaves(sheet.back.layers["art"]) if isinstance(s, Rect)}
        assert fills & {COLOURS["classic"][c] for c in "gyr"}
