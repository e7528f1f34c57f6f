"""The packer keeps every part 6 mm inside the paper (3 mm inside a print shop's trim),
centres what it places, and never turns a part read where it is printed (the legend)."""

from __future__ import annotations

import pytest

from printkit.art.canvas import Drawing
from printkit.art.parts.legend import LegendParams, draw
from printkit.errors import PrintkitError
from printkit.layout.pack import Part, Slot, pack, plan
from printkit.layout.sheet import HOME_MARGIN_MM, TRIM_SAFE_MM, Duplex, Sheet
from printkit.units import PAPERS

A4 = PAPERS["a4"]


def _part(w: float, h: float, name: str = "part") -> Part:
    d = Drawing(w, h, name=name)
    d.cut([(0, 0), (w, 0), (w, h), (0, h)])
    return Part(name, d)


def _gaps(sheet: Sheet) -> list[tuple[float, float, float, float]]:
    return [(p.x, p.y, A4.width - p.x - p.width, A4.height - p.y - p.height)
            for p in sheet.placements]


def test_a_lone_part_is_centred() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "board")
    pack(sheet, [_part(150, 100)])
    assert _gaps(sheet) == [pytest.approx((30.0, 98.5, 30.0, 98.5))]


def test_parts_are_centred_as_a_block_and_kept_6_mm_inside() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "parts")
    pack(sheet, [_part(120, 200), _part(60, 80), _part(60, 80)])
    left = min(p.x for p in sheet.placements)
    right = max(p.x + p.width for p in sheet.placements)
    top = min(p.y for p in sheet.placements)
    bottom = max(p.y + p.height for p in sheet.placements)
    assert left == pytest.approx(A4.width - right)
    assert top == pytest.approx(A4.height - bottom)
    assert min(min(g) for g in _gaps(sheet)) >= HOME_MARGIN_MM


def test_a_full_width_part_keeps_6_mm() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "board")
    pack(sheet, [_part(A4.width - 2 * HOME_MARGIN_MM, 100)])
    assert sheet.placements[0].x == pytest.approx(HOME_MARGIN_MM)
    with pytest.raises(PrintkitError, match="does not fit"):
        pack(Sheet(A4, Duplex.LONG_EDGE, "board", floor=HOME_MARGIN_MM),
             [_part(A4.width - 2 * HOME_MARGIN_MM + 1, A4.height - 2 * HOME_MARGIN_MM + 1)])


def test_parts_made_for_narrower_margins_fall_back_to_the_sheets_floor() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "board")  # floor: the 5 mm a printer cannot print
    pack(sheet, [_part(A4.width - 10, A4.height - 10)])
    assert sheet.margin == 5.0 and sheet.placements[0].x == pytest.approx(5.0)


def test_print_shop_sheets_keep_3_mm_inside_the_trim() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "board", margin=TRIM_SAFE_MM, floor=0.0)
    pack(sheet, [_part(A4.width - 6, 100), _part(20, 20)])
    assert min(min(g) for g in _gaps(sheet)) == pytest.approx(TRIM_SAFE_MM)


def test_the_legend_is_never_turned() -> None:
    legend = draw(LegendParams())
    sheet = Sheet(A4, Duplex.LONG_EDGE, "parts")
    pack(sheet, [_part(150, 240, "board"), Part("legend", legend)])
    placed = {p.ident: p for p in sheet.placements}
    assert (placed["legend"].width, placed["legend"].height) == (legend.width, legend.height)
    # Where only a turn would fit it, the legend does not fit; any other part turns.
    narrow = (0.0, 0.0, legend.height + 1, 100.0)
    assert plan(narrow, [(legend.width, legend.height)], [True]) == [None]
    assert plan(narrow, [(legend.width, legend.height)], [False]) == [Slot(0.0, 0.0, 90)]
