"""Hex stones print on square tiles in blocks whose neighbours share one straight cut
(no zig-zag round six edges), each tile small enough to sit inside a cell of the printed
board, 61 of each colour, and the cover counts 122 stones."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest

from printkit.art.canvas import Drawing, Group, Path, Shape, Text
from printkit.art.palette import find_palette, luminance
from printkit.context import Context, KitOptions
from printkit.craft.geometry import Stroke, flatten
from printkit.craft.view import faces, side_view
from printkit.games import find_game
from printkit.games.hex.board import stone
from printkit.games.hex.stones import StonesParams, stone_sheet
from printkit.i18n import untranslated
from printkit.kit import make_sheets
from printkit.layout.sheet import Sheet
from printkit.render.contents import kit_contents
from printkit.render.screen import _piece_colours
from printkit.units import PAPERS

TILE = 12.0  # a stone's tile on A4, mm: 0.72 of a 16.6 mm cell


def _sheets(paper: str) -> list[Sheet]:
    ctx = Context(paper=PAPERS[paper], language="en", gettext=untranslated)
    return make_sheets(find_game("hex"), ctx, KitOptions(paper=PAPERS[paper]))


@pytest.fixture(scope="module")
def sheets() -> list[Sheet]:
    return _sheets("a4")


def _segments(strokes: list[Stroke]) -> Counter[tuple[tuple[float, float], ...]]:
    """Each straight stretch of cut the strokes draw, ends rounded to 0.01 mm, how often."""
    found: Counter[tuple[tuple[float, float], ...]] = Counter()
    for stroke in strokes:
        points = list(stroke.points) + ([stroke.points[0]] if stroke.closed else [])
        for a, b in zip(points, points[1:], strict=False):
            ends = sorted((round(a[0], 2), round(a[1], 2)) for a in (a, b))
            found[tuple(ends)] += 1
    return found


def _cells(sheets: list[Sheet]) -> list[tuple[tuple[float, float], ...]]:
    return [item.points for sheet in sheets
            for item in flatten(sheet.front.layers["art"], "art")
            if isinstance(item, Stroke) and (item.paint.cls or "").startswith("cell ")]


def _inside_convex(p: tuple[float, float], ring: Sequence[tuple[float, float]]) -> bool:
    """Whether `p` lies inside (or on) the convex polygon `ring`."""
    signs = set()
    for (ax, ay), (bx, by) in zip(ring, [*ring[1:], ring[0]], strict=True):
        cross = (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)
        if abs(cross) > 1e-9:
            signs.add(cross > 0)
    return len(signs) <= 1


@pytest.mark.parametrize("paper", ["a4", "a3"])
def test_stones_are_square_tiles_cut_straight_each_fitting_inside_a_cell(paper: str) -> None:
    sheets = _sheets(paper)
    (part,) = [view for sheet in sheets
               for ident, view in side_view(sheet.front).parts.items() if ident == "pieces"]
    cuts = [s for s in part.items if isinstance(s, Stroke) and s.layer == "cut"]
    segments = _segments(cuts)
    assert set(segments.values()) == {1}  # every stretch of cut drawn once
    # Straight cuts only: every stretch runs across or down the sheet (was a honeycomb).
    assert all(a[0] == b[0] or a[1] == b[1] for a, b in segments)
    # A handful of long cuts: round each block, then between its rows and its columns.
    assert len(cuts) < 50
    pieces = part.pieces
    assert len(pieces) == 122
    cell = _cells(sheets)[0]
    cx, cy = sum(x for x, _ in cell) / 6, sum(y for _, y in cell) / 6
    for piece in pieces:
        xs, ys = [x for x, _ in piece.polygon], [y for _, y in piece.polygon]
        side = max(xs) - min(xs)
        assert side == pytest.approx(max(ys) - min(ys), abs=0.01)
        # Centred on a cell of the printed board, the tile lies wholly inside it.
        mx, my = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
        assert all(_inside_convex((x - mx + cx, y - my + cy), cell) for x in (min(xs), max(xs))
                   for y in (min(ys), max(ys)))
    assert max(x for x, _ in pieces[0].polygon) - min(x for x, _ in pieces[0].polygon) \
        == pytest.approx(TILE if paper == "a4" else 15.8, abs=0.01)


def test_sixty_one_a_side_and_the_cover_counts_the_stones(sheets: list[Sheet]) -> None:
    fronts = Counter(item.paint.cls for sheet in sheets
                     for item in flatten(sheet.front.layers["art"], "art")
                     if isinstance(item, Stroke) and (item.paint.cls or "").startswith("piece "))
    assert fronts == {"piece piece-black": 61, "piece piece-white": 61}
    colours = _piece_colours(find_game("hex"))
    items = {item.name: item.count for item in kit_contents(
        sheets, lambda one, many, n: one if n == 1 else many, untranslated, {}, "hex", colours)}
    assert items["61 black stones"] == items["61 white stones"] == 61


def test_a_compendiums_colour_is_one_block_of_its_count() -> None:
    drawing = stone_sheet(StonesParams(size=TILE, columns=13), 0, 62, "white")
    outlines = [s for s in drawing.layers["cut"]
                if s.segments[-1][0] == "Z"]  # type: ignore[union-attr]
    assert len(outlines) == 1  # one block: the outline is the only closed cut
    # 62 in rows of 13: four full rows and ten; straight lines between rows and columns.
    assert len(drawing.layers["cut"]) == 1 + 4 + 12


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


def test_the_stone_drawn_on_each_tile_lies_as_the_printed_boards_cells(
        sheets: list[Sheet]) -> None:
    cells = _cells(sheets)
    assert len(cells) > 100
    stones = [item.points for sheet in sheets
              for item in flatten(sheet.front.layers["art"], "art")
              if isinstance(item, Stroke) and (item.paint.cls or "").startswith("piece ")]
    assert len(stones) == 122
    # The board is wider than the sheet, so it prints turned a quarter: its cells are
    # flat-topped on the sheet, and so is the hexagon on every tile.
    assert all(_flat_topped(tuple(cell)) for cell in cells)
    assert all(len(stone) == 6 and _flat_topped(tuple(stone)) for stone in stones)


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
        # Its whole outline, one closed square: not the shared cuts on some of its sides.
        (cut,) = picture.layers["cut"]
        assert isinstance(cut, Path) and cut.segments[-1][0] == "Z" and len(cut.segments) == 5


def _blocks(sheets: list[Sheet], names: tuple[str, ...]) -> list[list[int]]:
    """Each block of stones the sheets print (parts `names`), as its tiles row by row: the
    tiles inside each closed cut outline, counted by the height of their centres."""
    found = []
    for sheet in sheets:
        for ident, part in side_view(sheet.front).parts.items():
            if ident not in names:
                continue
            outlines = [s for s in part.items
                        if isinstance(s, Stroke) and s.layer == "cut" and s.closed]
            for outline in outlines:
                x0, x1 = min(x for x, _ in outline.points), max(x for x, _ in outline.points)
                y0, y1 = min(y for _, y in outline.points), max(y for _, y in outline.points)
                rows: Counter[float] = Counter()
                for piece in part.pieces:
                    cx = sum(x for x, _ in piece.polygon) / len(piece.polygon)
                    cy = sum(y for _, y in piece.polygon) / len(piece.polygon)
                    if x0 < cx < x1 and y0 < cy < y1:
                        rows[round(cy, 1)] += 1
                found.append([rows[y] for y in sorted(rows)])
    return found


@pytest.mark.parametrize(("game", "paper", "names"), [
    ("hex", "a4", ("pieces",)), ("hex", "letter", ("pieces",)), ("hex", "a3", ("pieces",)),
    ("classics", "a4", ("stones-black", "stones-white")),
    ("classics", "letter", ("stones-black", "stones-white"))])
def test_each_block_of_61_stones_is_a_rectangle_short_only_at_its_last_rows_end(
        game: str, paper: str, names: tuple[str, ...]) -> None:
    ctx = Context(paper=PAPERS[paper], language="en", gettext=untranslated)
    blocks = _blocks(make_sheets(find_game(game), ctx, KitOptions(paper=PAPERS[paper])), names)
    assert sorted(sum(rows) for rows in blocks) == [61, 61]
    for rows in blocks:
        # Every row as long as the first but the last, and that one at least a third as
        # long (rows of 15 left the 61st stone alone under the block, on an L-shaped cut).
        assert all(row == rows[0] for row in rows[:-1]), rows
        assert 3 * rows[-1] >= rows[0], rows


def _contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two #rrggbb colours."""
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


@pytest.mark.parametrize("theme", ["classic", "ink-saver", "high-contrast"])
def test_white_stones_stand_out_on_whites_edge_cells_and_from_black_ones(theme: str) -> None:
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated, theme=theme)
    sheets = make_sheets(find_game("hex"), ctx, KitOptions(paper=PAPERS["a4"], theme=theme))
    art = [item for sheet in sheets for item in flatten(sheet.front.layers["art"], "art")
           if isinstance(item, Stroke)]
    # a5: on White's edge (column a), off Black's rows: the stones' own light colour.
    (edge,) = {s.paint.fill for s in art if s.paint.cls == "cell cell-a5"}
    whites = {(s.paint.fill, s.paint.stroke, s.paint.width) for s in art
              if s.paint.cls == "piece piece-white"}
    blacks = {s.paint.fill for s in art if s.paint.cls == "piece piece-black"}
    assert len(whites) == len(blacks) == 1
    ((fill, rim, width),), (black,) = whites, blacks
    # A white stone on a tile of White's colour: its rim, 0.6 mm or more of dark ink, is
    # what tells it from the cell (was a 0.35 mm line half-way to the cell's colour).
    assert rim is not None and _contrast(rim, edge) >= 4.5
    assert width >= 0.6
    # In greyscale too, a black stone is far darker than a white one.
    assert luminance(fill) - luminance(black) >= 0.5
    # The rulebook draws a white stone's outline as heavy for its size, in darker ink.
    diagram = Drawing(20, 20)
    stone(diagram, (10, 10), 9.0, False, find_palette(theme))
    (outline,) = [s for s in diagram.layers["art"] if s.paint.cls == "piece piece-white"]
    assert outline.paint.width == pytest.approx(width, abs=0.05)
    assert outline.paint.stroke is not None and _contrast(outline.paint.stroke, edge) \
        >= _contrast(rim, edge)
