"""The dice cup folds into an open square tube with a floor, holds two dice, fits a page."""

from __future__ import annotations

import math

import pytest

from printkit.art.canvas import Path
from printkit.art.component import find_component
from printkit.art.parts.cup import GLUED_FLAPS, SEAM, WALLS, CupParams, draw, lining
from printkit.art.parts.lining import REACH
from printkit.art.parts.nets import Side, fold_box, seams
from tests.geometry import inside

PRINT_AREA = (200.0, 269.0)


def test_walls_fold_into_a_tube_closed_by_one_seam() -> None:
    frames = fold_box(WALLS)
    assert len({f.normal for f in frames.values()}) == 4
    pairs, free = seams(WALLS)
    assert pairs == [(Side((0, 0), "left"), SEAM)] or pairs == [(SEAM, Side((0, 0), "left"))]
    # Every wall's bottom edge borders the same floor, every top the same open rim.
    assert len({frames[w].towards("bottom") for w in WALLS}) == 1
    assert len({frames[w].towards("top") for w in WALLS}) == 1
    assert {s.name for s in free} == {"top", "bottom"} and len(free) == 8


def test_floor_flaps_close_the_bottom() -> None:
    params = CupParams()
    frames = fold_box(WALLS)
    # Opposite walls carry flaps of the same layer, which meet in the middle.
    for a, b in ((0, 2), (1, 3)):
        assert frames[WALLS[a]].normal == tuple(-c for c in frames[WALLS[b]].normal)
        assert (a in GLUED_FLAPS) == (b in GLUED_FLAPS)
    assert len(GLUED_FLAPS) == 2
    assert params.inner - 2 < 2 * params.flap < params.inner
    for index in range(len(WALLS)):
        hinge_end, outer, *_, hinge_start = params.flap_polygon(index)
        assert outer[1] - hinge_end[1] == pytest.approx(params.flap)
        assert hinge_end[0] - hinge_start[0] == pytest.approx(params.inner)


@pytest.mark.parametrize("edge", [8.0, 16.0, 20.0])
def test_holds_two_dice(edge: float) -> None:
    params = CupParams(dice_edge=edge)
    assert params.inner == pytest.approx(2 * edge + params.clearance)
    assert params.inner > edge * math.sqrt(2)  # a die can turn over on the floor
    assert params.depth > 1.5 * edge
    for index in range(len(WALLS)):
        _, _, w, h = params.wall(index)
        assert (w, h) == (params.inner, params.depth)


def test_fits_the_print_area() -> None:
    cup = CupParams()
    assert cup.width <= PRINT_AREA[0] and cup.height <= PRINT_AREA[1]
    assert cup.width * cup.height < 0.25 * PRINT_AREA[0] * PRINT_AREA[1]
    largest = CupParams(dice_edge=20.0, clearance=10.0, depth=80.0)
    sides = sorted((largest.width, largest.height))
    assert sides[0] <= PRINT_AREA[0] and sides[1] <= PRINT_AREA[1]  # turned if need be


@pytest.mark.parametrize("params", [CupParams(), CupParams(dice_edge=8.0, depth=80.0),
                                    CupParams(dice_edge=20.0, clearance=10.0, depth=30.0)])
def test_everything_is_inside_the_drawing(params: CupParams) -> None:
    outline = params.outline()
    assert len(outline) == len(set(outline))
    for x, y in outline:
        assert 0.125 <= x <= params.width - 0.125
        assert 0.125 <= y <= params.height - 0.125
    # Every fold lies inside the outline (its midpoint is strictly inside).
    for (x0, y0), (x1, y1) in params.folds():
        assert inside(((x0 + x1) / 2 - 1e-6, (y0 + y1) / 2 - 1e-6), outline)


def test_svg_is_well_formed_and_renders(svg_ok) -> None:
    params = CupParams()
    root = svg_ok(draw(params), (params.width, params.height), dpi=50)
    folds = [e for e in root.iter() if e.get("class") == "fold-mountain"]
    assert len(folds) == 3 + 4 + 1  # between walls, four flap hinges, the seam tab's hinge
    assert len([e for e in root.iter() if e.get("class") == "glue"]) == 1 + len(GLUED_FLAPS)


def test_registered() -> None:
    assert find_component("cup").make({"dice-edge": "14"}) == CupParams(dice_edge=14.0)


def test_the_lining_covers_the_walls_inside_and_spares_ink_saver() -> None:
    params = CupParams()
    inside_ = lining(params)
    assert inside_ is not None and (inside_.width, inside_.height) == (params.width,
                                                                       params.height)
    # Drawn for the back page, mirrored: the walls' band and REACH past it all round, past
    # the rim and the seam's cut so no white band shows inside the cup (review s22), past
    # the folds onto the flaps' and the tab's backs, which the built cup hides.
    x, y, _, h = params.wall(0)
    right = params.width - x + REACH
    left = right - len(WALLS) * params.inner - 2 * REACH
    points = [point for layer in inside_.layers.values() for shape in layer
              if isinstance(shape, Path) for _, segment in shape.segments for point in segment]
    xs, ys = [u for u, _ in points], [v for _, v in points]
    assert min(xs) == pytest.approx(left) and max(xs) == pytest.approx(right)
    assert min(ys) == pytest.approx(y - REACH) and max(ys) == pytest.approx(y + h + REACH)
    assert REACH >= 1.5
    # Ink-saver keeps the inside white.
    assert lining(CupParams(palette="ink-saver")) is None
