"""Sharing a kit's parts among card sheets: a sheet whose parts fit on another is given
up, a mostly bare sheet takes a part from a fuller one, and a part keeps its back."""

from __future__ import annotations

import pytest

from printkit.art.canvas import Drawing
from printkit.layout.cards import LOW_FILL, share, used
from printkit.layout.pack import Part, pack
from printkit.layout.sheet import Duplex, Sheet
from printkit.units import PAPERS

A4 = PAPERS["a4"]
AREA = A4.inside(6.0)  # 198 x 285 mm


def _part(w: float, h: float, name: str, back: bool = False) -> Part:
    def side(suffix: str) -> Drawing:
        d = Drawing(w, h, name=f"{name}{suffix}")
        d.cut([(0, 0), (w, 0), (w, h), (0, h)])
        return d

    return Part(name, side(""), side("-back") if back else None)


def _names(groups) -> list[list[str]]:
    return [[p.ident for p in g.parts] for g in groups]


def _fill(parts) -> float:
    return used(parts) / (AREA[2] * AREA[3])


def test_a_sheet_whose_parts_fit_on_another_is_given_up() -> None:
    # A board leaves a strip 80 mm high; the recipe's second sheet fits in it.
    recipe = [("board", [_part(190, 200, "board")], False),
              ("bits", [_part(90, 70, "box"), _part(50, 32, "legend")], False)]
    assert _names(share(AREA, recipe)) == [["board", "box", "legend"]]


def test_parts_go_onto_several_sheets_when_no_one_sheet_takes_them_all() -> None:
    recipe = [("a", [_part(190, 200, "board-a")], False),
              ("b", [_part(190, 200, "board-b")], False),
              ("bits", [_part(150, 70, "strip-1"), _part(150, 70, "strip-2")], False)]
    assert _names(share(AREA, recipe)) == [["board-a", "strip-1"], ["board-b", "strip-2"]]


def test_a_mostly_bare_sheet_takes_parts_from_a_fuller_one() -> None:
    # Three 190 x 85 strips fill a sheet; the fourth would sit alone on 29% of another.
    strips = [_part(190, 85, f"strip-{n}") for n in range(4)]
    recipe = [("strips", strips, True)]
    groups = share(AREA, recipe)
    assert len(groups) == 2
    assert [len(g.parts) for g in groups] == [2, 2]
    assert min(_fill(g.parts) for g in groups) >= LOW_FILL


def test_sheets_that_are_each_half_full_or_more_stay_as_the_recipe_says() -> None:
    recipe = [("board", [_part(190, 160, "board")], False),
              ("bits", [_part(190, 100, "tray"), _part(150, 60, "strip")], False)]
    assert _names(share(AREA, recipe)) == [["board"], ["tray", "strip"]]


def test_sheets_keep_the_recipe_order_of_their_first_parts() -> None:
    # The small half moves to the pieces' sheet (its own would be mostly bare) and the
    # halves stay on sheets one after the other.
    recipe = [("board", [_part(190, 240, "half-1")], False),
              ("board", [_part(100, 100, "half-2")], False),
              ("pieces", [_part(190, 150, "pieces")], False)]
    assert _names(share(AREA, recipe)) == [["half-1"], ["pieces", "half-2"]]


def test_a_part_with_a_back_keeps_it_behind_its_front_on_its_new_sheet() -> None:
    recipe = [("board", [_part(190, 200, "board")], False),
              ("checkers", [_part(80, 70, "checkers", back=True)], False)]
    (group,) = share(AREA, recipe)
    sheet = Sheet(A4, Duplex.LONG_EDGE, group.title)
    pack(sheet, group.parts)
    placed = {p.ident: p for p in sheet.placements}["checkers"]
    assert sheet.back is not None
    (back,) = [g for g in sheet.back.layers["cut"] if g.ident == "checkers-back-cut"]
    assert back.rotate == 0
    # A long-edge flip mirrors x: the back's left edge is the front's right edge mirrored.
    assert back.x == pytest.approx(A4.width - placed.x - placed.width)
    assert back.y == pytest.approx(placed.y)


def test_parts_too_big_for_the_sheet_are_left_for_the_packer_to_refuse() -> None:
    recipe = [("huge", [_part(250, 300, "huge")], False)]
    (group,) = share(AREA, recipe)
    assert group.kept and _names([group]) == [["huge"]]


def test_a_small_backed_part_moves_to_a_sheet_printed_on_both_sides_anyway() -> None:
    # The star alone would give the board's sheet a back page; the stones' sheet has one.
    recipe = [("board", [_part(190, 200, "board"), _part(25, 25, "star", back=True)], False),
              ("stones", [_part(190, 150, "stones", back=True)], False)]
    assert _names(share(AREA, recipe)) == [["board"], ["stones", "star"]]


def test_a_backed_part_that_fills_its_share_of_the_sheet_stays() -> None:
    # The tiles cover over a tenth of the sheet: their back page is worth printing.
    recipe = [("board", [_part(190, 200, "board"), _part(190, 50, "tiles", back=True)], False),
              ("stones", [_part(190, 150, "stones", back=True)], False)]
    assert _names(share(AREA, recipe)) == [["board", "tiles"], ["stones"]]


def test_a_mostly_bare_sheet_takes_no_part_whose_back_it_would_print_alone() -> None:
    # The box's sheet is mostly bare (40%). The checkers would fill it best, but would give
    # it a back page of its own; the dice, with no back, move instead.
    recipe = [("bits", [_part(190, 60, "checkers", back=True), _part(190, 40, "dice"),
                        _part(190, 140, "tray")], False),
              ("box", [_part(190, 120, "box")], False)]
    groups = share(AREA, recipe)
    assert _names(groups) == [["checkers", "tray"], ["box", "dice"]]
