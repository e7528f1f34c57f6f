"""Paper dice fold into real Western dice, and their sheet draws inside its bounds."""

from __future__ import annotations

import itertools
import math

import pytest

from printkit.art.component import find_component
from printkit.art.parts.dice import (
    DiceParams,
    diagonal_corner,
    die_faces,
    draw,
    pip_centres,
    western_die,
)
from printkit.art.parts.nets import CROSS, Vec, add, cross, cut_sides, det, dot
from printkit.errors import BadValueError

P3 = tuple[float, float, float]


def _normals() -> dict[int, Vec]:
    frames = CROSS.fold()
    return {value: frames[cell].normal for cell, value in die_faces(CROSS).items()}


def _pips_3d(value: int) -> list[P3]:
    """Return the pips of face `value` as points on the folded cube [-1, 1]^3."""
    cell = next(c for c, v in die_faces(CROSS).items() if v == value)
    frame = CROSS.fold()[cell]
    return [frame.to_cube(u, v) for u, v in pip_centres(value, diagonal_corner(CROSS, cell))]


def _close(a: P3, b: P3) -> bool:
    return all(abs(x - y) < 1e-9 for x, y in zip(a, b, strict=True))


def is_western(normal: dict[int, Vec]) -> bool:
    """True when 1, 2, 3 run counter-clockwise round their corner seen from outside."""
    return det(normal[1], normal[2], normal[3]) > 0


def test_each_value_once_and_opposites_sum_to_seven() -> None:
    values = die_faces(CROSS)
    assert sorted(values.values()) == [1, 2, 3, 4, 5, 6]
    for cell, value in values.items():
        assert values[CROSS.opposite(cell)] == 7 - value


def test_western_chirality() -> None:
    normal = _normals()
    assert is_western(normal)
    # Seen from outside, the corner shared by 1, 2 and 3 shows them counter-clockwise.
    corner = add(normal[1], normal[2], normal[3])
    order = [die_faces(CROSS)[cell] for cell in CROSS.around_corner(corner)]
    assert order in ([1, 2, 3], [2, 3, 1], [3, 1, 2])


def test_one_up_two_facing_you_puts_three_on_your_right() -> None:
    # In a right-handed room (x to your right, y up, z towards you), turn the die
    # by the rotation R with R n1 = y and R n2 = z: its rows are n1 x n2, n1, n2.
    normal = _normals()
    n1, n2, n3 = normal[1], normal[2], normal[3]
    rows = (cross(n1, n2), n1, n2)
    assert det(*rows) == 1  # a proper rotation, no mirror
    assert tuple(dot(row, n1) for row in rows) == (0, 1, 0)
    assert tuple(dot(row, n2) for row in rows) == (0, 0, 1)
    assert tuple(dot(row, n3) for row in rows) == (1, 0, 0)  # the 3 is on your right


def test_a_mirrored_die_is_caught() -> None:
    normal = _normals()
    mirrored = {**normal, 3: normal[4], 4: normal[3]}
    assert not is_western(mirrored)
    assert is_western({v: n for n, v in western_die((0, 0, -1), (1, 0, 0)).items()})


@pytest.mark.parametrize("value", [1, 2, 3, 4, 5, 6])
def test_pip_counts_and_spacing(value: int) -> None:
    params = DiceParams()
    for corner in [(0, 0), (0, 1), (1, 0), (1, 1)]:
        pips = pip_centres(value, corner)
        assert len(pips) == value == len(set(pips))
        r = params.pip_radius / params.edge
        for u, v in pips:
            assert r < u < 1 - r and r < v < 1 - r
        for (u1, v1), (u2, v2) in itertools.combinations(pips, 2):
            assert math.hypot(u1 - u2, v1 - v2) > 2 * r + 0.04  # a clear gap between pips


def test_two_three_and_six_point_at_their_shared_corner() -> None:
    normal = _normals()
    corner = add(normal[2], normal[3], normal[6])
    near = 1 - 2 * 0.26  # a corner pip's offset from the face centre, on [-1, 1]
    for value in (2, 3):
        n = normal[value]
        towards = tuple(c - k for c, k in zip(corner, n, strict=True))
        ends = [tuple(k + s * near * t for k, t in zip(n, towards, strict=True)) for s in (1, -1)]
        pips = _pips_3d(value)
        assert all(any(_close(end, pip) for pip in pips) for end in ends)  # type: ignore[arg-type]
    # The six's slanted "N" stroke: seen from outside with its columns upright,
    # top-left to bottom-right, through the 2-3-6 corner.
    n6 = normal[6]
    pips = _pips_3d(6)
    column = next(tuple(a - b for a, b in zip(p, q, strict=True)) for p, q in
                  itertools.combinations(pips, 2) if _aligned(p, q, pips))
    down = tuple(c / max(abs(x) for x in column) for c in column)
    right = (n6[1] * down[2] - n6[2] * down[1], n6[2] * down[0] - n6[0] * down[2],
             n6[0] * down[1] - n6[1] * down[0])
    across = sum(c * r for c, r in zip(corner, right, strict=True))
    below = sum(c * d for c, d in zip(corner, down, strict=True))
    assert across * below > 0  # top-left or bottom-right: the same diagonal either way


def _aligned(p: P3, q: P3, pips: list[P3]) -> bool:
    """True when p and q are the two ends of a column of three pips."""
    mid = tuple((a + b) / 2 for a, b in zip(p, q, strict=True))
    return any(_close(mid, pip) for pip in pips)  # type: ignore[arg-type]


def test_the_spot_layout_is_not_a_tautology() -> None:
    # Turning the 2 by a quarter turn must break the corner rule above.
    cell = next(c for c, v in die_faces(CROSS).items() if v == 2)
    u, v = diagonal_corner(CROSS, cell)
    assert pip_centres(2, (1 - u, v)) != pip_centres(2, (u, v))


@pytest.mark.parametrize("edge", [8.0, 16.0, 40.0])
@pytest.mark.parametrize(("count", "columns"), [(1, 3), (3, 3), (5, 3), (3, 1), (6, 2)])
def test_everything_is_inside_the_drawing(edge: float, count: int, columns: int) -> None:
    params = DiceParams(edge=edge, count=count, columns=columns)
    assert params.width == pytest.approx(
        1 + min(count, columns) * params.net.width + (min(count, columns) - 1) * 2.0)
    half_stroke = 0.125
    assert len(params.nets()) == count
    for net in params.nets():
        for x, y in net.outline():
            assert half_stroke <= x <= params.width - half_stroke
            assert half_stroke <= y <= params.height - half_stroke
        for cell in CROSS.cells:
            x, y, w, h = net.rect(cell)
            assert w == pytest.approx(edge) and h == pytest.approx(edge)
    boxes = [(n.x, n.y, n.x + n.width, n.y + n.height) for n in params.nets()]
    for a, b in itertools.combinations(boxes, 2):
        assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]  # nets apart


def test_one_tab_per_join_on_each_die() -> None:
    net = DiceParams().net
    joins = CROSS.joins()
    assert len(net.tabs) == len(joins) == 7
    for join in joins:
        assert (join.tab in net.tabs) != (join.mate in net.tabs)
    assert set(net.tabs) <= set(cut_sides(CROSS.cells))


def test_svg_is_well_formed_and_renders(svg_ok) -> None:
    params = DiceParams()
    root = svg_ok(draw(params), (params.width, params.height), dpi=50)
    folds = [e for e in root.iter() if (e.get("class") or "").startswith("fold-")]
    assert len(folds) == params.count * (5 + 7)  # five face folds and seven tab hinges
    assert len([e for e in root.iter() if e.get("class") == "glue"]) == params.count * 7


def test_registered_with_cli_parameters() -> None:
    component = find_component("dice")
    assert component.make({"edge": "20mm", "count": "2"}) == DiceParams(edge=20.0, count=2)
    with pytest.raises(BadValueError):
        component.make({"edge": "50"})
    with pytest.raises(BadValueError):
        component.make({"pip-style": "stars"})
