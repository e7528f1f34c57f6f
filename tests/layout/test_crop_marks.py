"""Crop marks extend a part's cut lines, not its art: where the art bleeds past the cut
(a print shop's board), a shop trimming to the marks must cut on the line."""

from __future__ import annotations

import pytest

from printkit.art.canvas import Drawing, Path
from printkit.layout.marks import crop_marks, cut_inset
from printkit.layout.sheet import Placement


def _board(bleed: tuple[float, float, float, float]) -> Drawing:
    """A 60 x 40 mm board whose art runs `bleed` (left, top, right, bottom) past its cut."""
    left, top, right, bottom = bleed
    part = Drawing(60 + left + right, 40 + top + bottom, name="board")
    part.rect(0, 0, part.width, part.height, fill="#3b2a1e")
    part.cut([(left, top), (left + 60, top), (left + 60, top + 40), (left, top + 40)])
    return part


def _marks(drawing: Drawing) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    lines = [shape for shape in drawing.layers["cut"] if isinstance(shape, Path)]
    return [(line.segments[0][1][0], line.segments[1][1][0]) for line in lines]


@pytest.mark.parametrize(("rotate", "turned"), [
    (0, (3.0, 1.0, 2.0, 0.0)), (90, (0.0, 3.0, 1.0, 2.0)),
    (180, (2.0, 0.0, 3.0, 1.0)), (270, (1.0, 2.0, 0.0, 3.0)),
])
def test_the_inset_is_the_bleed_turned_with_the_part(
        rotate: int, turned: tuple[float, float, float, float]) -> None:
    assert cut_inset(_board((3.0, 1.0, 2.0, 0.0)), rotate) == pytest.approx(turned)


def test_marks_lie_on_the_cut_lines_outside_the_bleeding_art() -> None:
    part = _board((3.0, 3.0, 3.0, 3.0))
    sheet = Drawing(120, 100)
    where = Placement("board", 20.0, 20.0, part.width, part.height)
    assert crop_marks(sheet, where, (0, 0, 120, 100), cut_inset(part)) == 8
    cut_xs, cut_ys = {23.0, 83.0}, {23.0, 63.0}
    art = (20.0, 20.0, 20.0 + part.width, 20.0 + part.height)
    for (x0, y0), (x1, y1) in _marks(sheet):
        if y0 == y1:  # along a horizontal cut: at the cut's height, left or right of the art
            assert y0 in cut_ys and (max(x0, x1) < art[0] or min(x0, x1) > art[2])
        else:  # along a vertical cut: at the cut's x, above or below the art
            assert x0 in cut_xs and (max(y0, y1) < art[1] or min(y0, y1) > art[3])


def test_a_part_without_bleed_keeps_its_marks_at_its_corners() -> None:
    assert cut_inset(_board((0.0, 0.0, 0.0, 0.0))) == (0.0, 0.0, 0.0, 0.0)


def test_a_net_gets_no_crop_marks_and_a_flat_block_does() -> None:
    # Marks at the corners of a box module's bounding box sat a millimetre from the piece
    # block's own, two marks where one cut goes (review s22): a net is cut round its
    # outline, and its box's corners are not on it.
    from printkit.art.parts.box import BoxParams, modules
    from printkit.layout.pack import Part, pack
    from printkit.layout.sheet import Duplex, Sheet
    from printkit.units import PAPERS

    sheet = Sheet(PAPERS["a4"], Duplex.LONG_EDGE, "parts")
    module = modules(BoxParams())[0]
    pack(sheet, [Part("box-a", module), Part("pieces", _board((1.0, 1.0, 1.0, 1.0)))])
    where = {p.ident: p for p in sheet.placements}
    marks = [line for line in sheet.front.layers["cut"]
             if isinstance(line, Path) and line.paint.width == 0.15]
    assert len(marks) == 8  # the block's two at each corner, none of the module's
    block = where["pieces"]
    for line in marks:
        (x, y) = line.segments[0][1][0]
        assert block.x - 4 <= x <= block.x + block.width + 4
        assert block.y - 4 <= y <= block.y + block.height + 4
