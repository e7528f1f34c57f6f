"""Rulebook diagrams' small text (backgammon and nardy point numbers, board coordinates)
prints at 5 pt or more in the narrowest column any paper and layout sets a diagram in."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.boards.diagrams import NARROWEST_COLUMN_MM, coordinate_size
from printkit.art.boards.point_diagrams import position_diagram
from printkit.art.boards.squares import diagram, diagram_squares
from printkit.art.canvas import Shape, Text, leaves
from printkit.render.rulebook import LAYOUTS, MAX_DIAGRAM_MM, SPACINGS, column_width
from printkit.units import PAPERS, pt_to_mm

FLOOR_PT = 5.0


@dataclass(frozen=True)
class Empty:
    """A board with no checker on it."""

    points: tuple[tuple[int, int], ...] = ((0, 0),) * 24
    bar: tuple[int, int] = (0, 0)
    off: tuple[int, int] = (0, 0)


def _texts(shapes: tuple[Shape, ...] | list[Shape]) -> list[Text]:
    return [shape for shape in leaves(shapes) if isinstance(shape, Text)]


def test_no_paper_or_layout_sets_a_diagram_narrower_than_the_art_allows_for() -> None:
    tightest = min(1.0, 0.5 + min(SPACINGS) / 2)  # rulebook._diagram's shrink
    for name, paper in PAPERS.items():
        for layout in LAYOUTS:
            column = pt_to_mm(column_width(layout, (paper.width, paper.height)))
            printed = min(column, MAX_DIAGRAM_MM) * tightest
            assert printed >= NARROWEST_COLUMN_MM, (name, layout, printed)


def test_point_numbers_are_5_pt_in_the_narrowest_column() -> None:
    empty = Empty()
    for width in (120.0, 170.0, 80.0):
        drawing = position_diagram(empty, width=width)
        numbers = [t for layer in drawing.layers.values() for t in _texts(layer)
                   if t.content.isdigit()]
        assert sorted(int(t.content) for t in numbers) == list(range(1, 25))
        scale = NARROWEST_COLUMN_MM / drawing.width
        smallest_pt = min(t.size for t in numbers) * scale * 72 / 25.4
        assert smallest_pt >= FLOOR_PT, (width, smallest_pt)


def test_coordinates_are_5_pt_in_the_narrowest_column() -> None:
    for width in (60.0, 120.0, 170.0):
        printed_pt = coordinate_size(width) * min(1.0, NARROWEST_COLUMN_MM / width) * 72 / 25.4
        assert printed_pt >= FLOOR_PT, (width, printed_pt)


def test_a_square_board_diagram_s_small_print_is_5_pt_in_the_narrowest_column() -> None:
    marks = {"a1": ("goal", "1"), "g7": ("goal", "2"), "e5": ("start", "")}
    for width in (80.0, 120.0, 150.0):
        squares = diagram_squares(7, 7, width, "classic", chequered=False, marks=marks)
        drawing = diagram(squares, ["." * 7] * 7, lambda *_: None, name="d")
        texts = [t for layer in drawing.layers.values() for t in _texts(layer)]
        assert {"1", "2", "a", "g"} <= {t.content for t in texts}
        scale = min(1.0, NARROWEST_COLUMN_MM / drawing.width)
        smallest_pt = min(t.size for t in texts) * scale * 72 / 25.4
        assert smallest_pt >= FLOOR_PT, (width, smallest_pt)
