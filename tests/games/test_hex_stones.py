"""Hex stones print as honeycombs: neighbouring stones share one cut, each still a hexagon
13.1 mm across its flats, 61 of each colour, and the cover counts 122 stones."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import pytest

from printkit.art.canvas import Drawing, Group, Path, Shape, Text
from printkit.context import Context, KitOptions
from printkit.craft.geometry import Stroke, flatten
from printkit.craft.view import faces, side_view
from printkit.games import find_game
from printkit.games.hex.stones import StonesParams, cut_lines, stone_sheet
from printkit.i18n import untranslated
from printkit.kit import make_sheets
from printkit.layout.sheet import Sheet
from printkit.render.contents import kit_contents
from printkit.render.screen import _piece_colours
from printkit.units import PAPERS

WIDTH = 13.1  # a stone across its flats on A4, mm


@pytest.fixture(scope="module")
def sheets() -> list[Sheet]:
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    return make_sheets(find_game("hex"), ctx, KitOptions(paper=PAPERS["a4"]))


def _segments(strokes: list[Stroke]) -> Counter[tuple[tuple[float, float], ...]]:
    """Each straight stretch of cut the strokes draw, ends rounded to 0.01 mm, how often."""
    found: Counter[tuple[tuple[float, float], ...]] = Counter()
    for stroke in strokes:
        points = list(stroke.points) + ([stroke.points[0]] if stroke.closed else [])
        for a, b in zip(points, points[1:], strict=False):
            ends = sorted((round(a[0], 2), round(a[1], 2)) for a in (a, b))
            found[tuple(ends)] += 1
    return found


def test_stones_share_their_cuts_and_each_is_still_a_hexagon_of_the_kits_size(
        sheets: list[Sheet]) -> None:
    (part,) = [view for sheet in sheets
               for ident, view in side_view(sheet.front).parts.items() if ident == "pieces"]
    cuts = [s for s in part.items if isinstance(s, Stroke) and s.layer == "cut"]
    segments = _segments(cuts)
    assert set(segments.values()) == {1}  # every stretch of cut drawn once
    # Apart, 122 stones take 6 x 122 = 732 stretches of cut; side by side, well under 4 each.
    assert len(segments) < 4 * 122
    pieces = part.pieces
    assert len(pieces) == 122
    for piece in pieces:
        assert len(piece.polygon) == 6
        cx = sum(x for x, _ in piece.polygon) / 6
        cy = sum(y for _, y in piece.polygon) / 6
        # A regular hexagon WIDTH across its flats: every corner WIDTH / sqrt(3) out.
        for x, y in piece.polygon:
            assert math.hypot(x - cx, y - cy) == pytest.approx(WIDTH / math.sqrt(3), abs=0.02)
    # Most stones share edges with neighbours: each shared stretch bounds two pieces.
    edges: Counter[tuple[tuple[float, float], ...]] = Counter()
    for piece in pieces:
        ring = [*piece.polygon, piece.polygon[0]]
        for a, b in zip(ring, ring[1:], strict=False):
            edges[tuple(sorted((round(a[0], 2), round(a[1], 2)) for a in (a, b)))] += 1
    assert set(edges) == set(segments)
    assert sum(n == 2 for n in edges.values()) > 2 * 122


def test_sixty_one_a_side_and_the_cover_counts_the_stones(sheets: list[Sheet]) -> None:
    fronts = Counter(item.paint.cls for sheet in sheets
                     for item in flatten(sheet.front.layers["art"], "art")
                     if isinstance(item, Stroke) and (item.paint.cls or "").startswith("piece "))
    assert fronts == {"piece piece-black": 61, "piece piece-white": 61}
    colours = _piece_colours(find_game("hex"))
    items = {item.name: item.count for item in kit_contents(
        sheets, lambda one, many, n: one if n == 1 else many, untranslated, {}, "hex", colours)}
    assert items["61 black stones"] == items["61 white stones"] == 61


def test_a_compendiums_colour_is_one_honeycomb_of_its_count() -> None:
    params = StonesParams(size=WIDTH, columns=13)
    drawing = stone_sheet(params, 0, 62, "white")
    outlines = [s for s in drawing.layers["cut"]
                if s.segments[-1][0] == "Z"]  # type: ignore[union-attr]
    assert len(outlines) == 1  # one block: the outline is the only closed cut
    # Two stones of a row, the second half a stone lower: one shared slanted edge.
    outline, lines = cut_lines([(0.0, 0.0), (1.5 * WIDTH / math.sqrt(3), WIDTH / 2)], WIDTH, 2)
    assert len(outline) == 10 and len(lines) == 1


def test_open_cuts_from_corner_to_corner_split_a_piece_and_a_slit_does_not() -> None:
    square = ((0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0))
    middle = ((5.0, 0.0), (5.0, 10.0))
    with_corners = ((0.0, 0.0), (5.0, 0.0), (10.0, 0.0), (10.0, 10.0), (5.0, 10.0),
                    (0.0, 10.0))
    halves = faces([with_corners, middle], [True, False])
    assert sorted(len(face) for face in halves) == [4, 4]
    # A slit whose ends touch no corner frees nothing: the square stays one face.
    assert len(faces([square, ((3.0, 3.0), (6.0, 6.0))], [True, False])) == 1


def _flat_topped(hexagon: tuple[tuple[float, float], ...]) -> bool:
    """Whether a hexagon's top is a side lying level on the sheet (not a corner)."""
    top = min(y for _, y in hexagon)
    return sum(abs(y - top) < 0.01 for _, y in hexagon) == 2


def test_a_stone_off_the_sheet_sits_on_a_cell_of_the_printed_board_as_it_lies(
        sheets: list[Sheet]) -> None:
    cells = [item.points for sheet in sheets
             for item in flatten(sheet.front.layers["art"], "art")
             if isinstance(item, Stroke) and (item.paint.cls or "").startswith("cell ")]
    assert len(cells) > 100
    stones = [piece.polygon for sheet in sheets
              for ident, view in side_view(sheet.front).parts.items() if ident == "pieces"
              for piece in view.pieces]
    assert len(stones) == 122
    # The board is wider than the sheet, so it prints turned a quarter: its cells are
    # flat-topped on the sheet, and so is every stone.
    assert all(_flat_topped(tuple(cell)) for cell in cells)
    assert all(_flat_topped(tuple(stone)) for stone in stones)


def _classes(drawing: Drawing) -> set[str]:
    """The classes of every shape in a drawing, groups opened."""
    found: set[str] = set()

    def walk(shapes: Sequence[Shape]) -> None:
        for shape in shapes:
            if isinstance(shape, Group):
                walk(shape.shapes)
            elif not isinstance(shape, Text) and shape.paint.cls:
                found.add(shape.paint.cls)

    for shapes in drawing.layers.values():
        walk(shapes)
    return found


def test_the_cover_pictures_each_colour_by_a_whole_stone_of_that_colour(
        sheets: list[Sheet]) -> None:
    items = {item.name: item.picture for item in kit_contents(
        sheets, lambda one, many, n: one if n == 1 else many, untranslated, {}, "hex",
        _piece_colours(find_game("hex")))}
    for colour, other in (("black", "white"), ("white", "black")):
        picture = items[f"61 {colour} stones"]
        assert f"piece piece-{colour}" in _classes(picture)
        assert f"piece piece-{other}" not in _classes(picture)
        # Its whole outline, one closed hexagon: not the shared cuts on some of its sides.
        (cut,) = picture.layers["cut"]
        assert isinstance(cut, Path) and cut.segments[-1][0] == "Z" and len(cut.segments) == 7
