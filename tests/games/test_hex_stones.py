"""Hex stones print round, each cut on a circle of its own and as wide as 0.9 of a cell
of the printed board (it fills its cell, as a square tile could not), 61 of each colour
in staggered rows, and the cover counts 122 stones."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from itertools import combinations

import pytest

from printkit.art.canvas import Circle, Drawing, Group, Shape, Text
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

STONE = 15.0  # a stone's diameter on A4, mm: 0.9 of a 16.6 mm cell


def _sheets(paper: str) -> list[Sheet]:
    ctx = Context(paper=PAPERS[paper], language="en", gettext=untranslated)
    return make_sheets(find_game("hex"), ctx, KitOptions(paper=PAPERS[paper]))


@pytest.fixture(scope="module")
def sheets() -> list[Sheet]:
    return _sheets("a4")


def _cells(sheets: list[Sheet]) -> list[tuple[tuple[float, float], ...]]:
    return [item.points for sheet in sheets
            for item in flatten(sheet.front.layers["art"], "art")
            if isinstance(item, Stroke) and (item.paint.cls or "").startswith("cell ")]


def _span(points: Sequence[tuple[float, float]]) -> tuple[float, float, float]:
    """The centre (x, y) and the width of what `points` outline."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2, max(xs) - min(xs)


def _to_side(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    """How far `p` lies from the line through `a` and `b`."""
    (ax, ay), (bx, by) = a, b
    return abs((bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)) / math.dist(a, b)


@pytest.mark.parametrize(("paper", "diameter"), [("a4", STONE), ("a3", 18.0)])
def test_stones_are_round_each_cut_alone_and_filling_a_cell(paper: str, diameter: float
                                                           ) -> None:
    sheets = _sheets(paper)
    (part,) = [view for sheet in sheets
               for ident, view in side_view(sheet.front).parts.items() if ident == "pieces"]
    cuts = [s for s in part.items if isinstance(s, Stroke) and s.layer == "cut"]
    pieces = part.pieces
    assert len(cuts) == len(pieces) == 122  # one closed cut a stone, shared with none
    cell = _cells(sheets)[0]
    cx, cy = sum(x for x, _ in cell) / 6, sum(y for _, y in cell) / 6
    # The cell's flats: from its middle to each side, the room a stone has.
    room = min(_to_side((cx, cy), a, b) for a, b in zip(cell, [*cell[1:], cell[0]],
                                                            strict=True))
    centres = []
    for piece in pieces:
        x, y, width = _span(piece.polygon)
        assert width == pytest.approx(diameter, abs=0.05)
        assert all(math.dist(point, (x, y)) == pytest.approx(diameter / 2, abs=0.05)
                   for point in piece.polygon)
        centres.append((x, y))
    # Centred on a cell of the printed board it lies inside it, with 0.5 mm or more to
    # spare on each side, and fills 0.8 of it or more (0.9 on A4).
    assert diameter / 2 + 0.5 <= room and diameter >= 0.8 * 2 * room
    # Room for scissors: 2 mm or more between neighbours' cut circles.
    assert min(math.dist(a, b) for a, b in combinations(centres, 2)) >= diameter + 2 - 0.01


def test_sixty_one_a_side_and_the_cover_counts_the_stones(sheets: list[Sheet]) -> None:
    fronts = Counter(item.paint.cls for sheet in sheets
                     for item in flatten(sheet.front.layers["art"], "art")
                     if isinstance(item, Stroke) and (item.paint.cls or "").startswith("piece "))
    assert fronts == {"piece piece-black": 61, "piece piece-white": 61}
    colours = _piece_colours(find_game("hex"))
    items = {item.name: item.count for item in kit_contents(
        sheets, lambda one, many, n: one if n == 1 else many, untranslated, {}, "hex", colours)}
    assert items["61 black stones"] == items["61 white stones"] == 61


def _rows(centres: Sequence[tuple[float, float]]) -> list[int]:
    """How many of `centres` lie on each row, top to bottom."""
    rows = Counter(round(y, 1) for _, y in centres)
    return [rows[y] for y in sorted(rows)]


def test_a_compendiums_colour_is_its_count_in_rows_of_eleven() -> None:
    drawing = stone_sheet(StonesParams(size=STONE, columns=11), 0, 62, "white")
    circles = [s for s in drawing.layers["cut"] if isinstance(s, Circle)]
    assert len(circles) == len(drawing.layers["cut"]) == 62
    assert _rows([(c.cx, c.cy) for c in circles]) == [11] * 5 + [7]
    # Every stone white, none black: the other colour's count was 0.
    assert {s.paint.cls for s in drawing.layers["art"] if (s.paint.cls or "").startswith(
        "piece")} == {"piece piece-white"}


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


def test_the_ring_on_each_stone_lies_as_the_printed_boards_cells(
        sheets: list[Sheet]) -> None:
    cells = _cells(sheets)
    assert len(cells) > 100
    rings = [item.points for item in _part_art("hex", "a4", ("pieces",))
             if len(item.points) == 6 and item.paint.cls is None]
    assert len(rings) == 122
    # The board is wider than the sheet, so it prints turned a quarter: its cells are
    # flat-topped on the sheet, and so is the hexagon on every stone.
    assert all(_flat_topped(tuple(cell)) for cell in cells)
    assert all(_flat_topped(tuple(ring)) for ring in rings)


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
        # Its whole outline, one circle.
        (cut,) = [item for item in flatten(picture.layers["cut"], "cut")
                  if isinstance(item, Stroke)]
        assert cut.circle is not None and cut.circle[2] * 2 == pytest.approx(STONE)


def _part_art(game: str, paper: str, names: tuple[str, ...]) -> list[Stroke]:
    """What the kit of `game` prints on the fronts of its parts called `names`."""
    ctx = Context(paper=PAPERS[paper], language="en", gettext=untranslated)
    kit = find_game(game).kit()
    parts = kit.parts([each.name for each in kit.manifest.pieces], ctx)
    return [item for part in parts if part.ident in names
            for item in flatten(part.front.layers["art"], "art") if isinstance(item, Stroke)]


def _colour_rows(game: str, paper: str, names: tuple[str, ...]) -> list[list[int]]:
    """The stones of each colour the kit prints (parts `names`), row by row."""
    found: dict[str, list[tuple[float, float]]] = {}
    for item in _part_art(game, paper, names):
        if (item.paint.cls or "").startswith("piece "):
            found.setdefault(item.paint.cls or "", []).append(_span(item.points)[:2])
    return [_rows(centres) for centres in found.values()]


@pytest.mark.parametrize(("game", "paper", "names"), [
    ("hex", "a4", ("pieces",)), ("hex", "letter", ("pieces",)), ("hex", "a3", ("pieces",)),
    ("classics", "a4", ("stones-black", "stones-white")),
    ("classics", "letter", ("stones-black", "stones-white"))])
def test_each_colours_61_stones_fill_their_rows_but_the_last(
        game: str, paper: str, names: tuple[str, ...]) -> None:
    found = _colour_rows(game, paper, names)
    assert sorted(sum(rows) for rows in found) == [61, 61]
    for rows in found:
        # Every row as long as the first but the last, and that one at least a third as
        # long (no stone left alone under its block).
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
    whites = {s.paint.fill for s in art if s.paint.cls == "piece piece-white"}
    rims = {(s.paint.stroke, s.paint.width) for s in art if s.paint.cls == "stone-rim"}
    blacks = {s.paint.fill for s in art if s.paint.cls == "piece piece-black"}
    assert len(whites) == len(rims) == len(blacks) == 1
    (fill,), ((rim, width),), (black,) = whites, rims, blacks
    # A white stone on a tile of White's colour: its rim, 0.6 mm or more of dark ink, is
    # what tells it from the cell (was a 0.35 mm line half-way to the cell's colour); it
    # stands inside the stone's cut (test_hex_kit).
    assert rim is not None and _contrast(rim, edge) >= 4.5
    assert width >= 0.6
    # In greyscale too, a black stone is far darker than a white one.
    assert luminance(fill) - luminance(black) >= 0.5
    # The rulebook draws a white stone's outline at least as heavy, in darker ink.
    diagram = Drawing(20, 20)
    stone(diagram, (10, 10), STONE, False, find_palette(theme))
    (outline,) = [s for s in diagram.layers["art"] if s.paint.cls == "piece piece-white"]
    assert outline.paint.width >= width
    assert outline.paint.stroke is not None and _contrast(outline.paint.stroke, edge) \
        >= _contrast(rim, edge)


@pytest.mark.parametrize("theme", ["classic", "high-contrast"])
def test_a_stones_colour_stops_at_its_cut_so_the_cut_is_its_one_edge(theme: str) -> None:
    # Review s18: the colour ran 0.75 mm past the cut (a 16.5 mm disc on a 15 mm stone,
    # measured as the stone's size) over a pale band under the cut: two rings a stone.
    d = stone_sheet(StonesParams(size=STONE, palette=theme), 3, 3)
    cuts = [s for s in d.layers["cut"] if isinstance(s, Circle)]
    art = [s for s in d.layers["art"] if isinstance(s, Circle)]
    assert len(cuts) == 6 and art
    for item in art:
        (cut,) = [c for c in cuts if math.dist((c.cx, c.cy), (item.cx, item.cy)) < 0.01]
        reach = item.r + (item.paint.width / 2 if item.paint.stroke else 0.0)
        assert reach <= cut.r + 0.01, item.paint.cls
    # Each stone paints one disc; only a white stone's rim rings it, inside the cut, and
    # none is pale on a black stone's edge.
    assert Counter(c.paint.cls for c in art) == {"piece piece-black": 3, "piece piece-white": 3,
                                                 "stone-rim": 3}
    assert all(c.paint.stroke is None for c in art if c.paint.cls == "piece piece-black")
