"""Cube nets fold into cubes: checked against an independent fold by rotations in 3D."""

from __future__ import annotations

import math

import pytest

from printkit.art.parts.nets import (
    CROSS,
    SIDES,
    CubeNet,
    Frame,
    NetError,
    NetGeometry,
    cut_sides,
    det,
    fold_box,
    seams,
    tab_polygon,
)

Cell = tuple[int, int]
P3 = tuple[float, float, float]


# -- an independent fold: rotate the flat sheet about its hinges -------------


def _rotate(p: P3, origin: P3, axis: P3, turn: float) -> P3:
    """Rotate point p about the line through `origin` along unit `axis` (Rodrigues)."""
    v = [p[i] - origin[i] for i in range(3)]
    c, s = math.cos(turn), math.sin(turn)
    k_dot_v = sum(axis[i] * v[i] for i in range(3))
    k_x_v = (axis[1] * v[2] - axis[2] * v[1], axis[2] * v[0] - axis[0] * v[2],
             axis[0] * v[1] - axis[1] * v[0])
    return tuple(  # type: ignore[return-value]
        origin[i] + v[i] * c + k_x_v[i] * s + axis[i] * k_dot_v * (1 - c) for i in range(3)
    )


def _fold_by_rotations(cells: tuple[Cell, ...]) -> dict[Cell, list[P3]]:
    """Fold the flat squares (z = 0, the printed side looking at -z) about each hinge by a
    quarter turn into +z; return each square's four corners in 3D."""
    parent: dict[Cell, Cell] = {cells[0]: cells[0]}
    order = [cells[0]]
    for cell in order:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nxt = (cell[0] + dx, cell[1] + dy)
            if nxt in cells and nxt not in parent:
                parent[nxt] = cell
                order.append(nxt)
    corners: dict[Cell, list[P3]] = {
        c: [(float(x), float(y), 0.0) for x, y in corners_2d(c)] for c in cells
    }
    # Fold from the leaves inwards: each hinge turns its whole subtree, which
    # is still flat in the sheet's plane relative to that hinge when it turns.
    for cell in reversed(order[1:]):
        up = parent[cell]
        hinge = sorted(set(corners_2d(cell)) & set(corners_2d(up)))
        (ax, ay), (bx, by) = hinge
        axis = (bx - ax, by - ay, 0.0)
        moving = [c for c in cells if _descends(c, cell, parent)]
        centre = (cell[0] + 0.5, cell[1] + 0.5, 0.0)
        turn = math.pi / 2
        if _rotate(centre, (ax, ay, 0.0), axis, turn)[2] < 0:
            turn = -turn  # the face must fall away from the printed side
        for c in moving:
            corners[c] = [_rotate(p, (ax, ay, 0.0), axis, turn) for p in corners[c]]
    return corners


def corners_2d(cell: Cell) -> list[tuple[int, int]]:
    x, y = cell
    return [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]


def _descends(cell: Cell, ancestor: Cell, parent: dict[Cell, Cell]) -> bool:
    while True:
        if cell == ancestor:
            return True
        if parent[cell] == cell:
            return False
        cell = parent[cell]


def _sub(a: P3, b: P3) -> P3:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _rounded(v: P3) -> tuple[int, int, int]:
    return (round(v[0]), round(v[1]), round(v[2]))


def _hexominoes() -> set[frozenset[Cell]]:
    """Return all free hexominoes (35), each normalised over rotations and mirrors."""
    shapes: set[frozenset[Cell]] = {frozenset({(0, 0)})}
    for _ in range(5):
        shapes = {_normal(s | {n}) for s in shapes for n in _around(s)}
    return shapes


def _around(shape: frozenset[Cell]) -> set[Cell]:
    return {(x + dx, y + dy) for x, y in shape for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
            } - shape


def _normal(shape: frozenset[Cell]) -> frozenset[Cell]:
    variants = []
    for flip in (False, True):
        pts = [(-x, y) if flip else (x, y) for x, y in shape]
        for _ in range(4):
            pts = [(y, -x) for x, y in pts]
            mx, my = min(p[0] for p in pts), min(p[1] for p in pts)
            variants.append(tuple(sorted((x - mx, y - my) for x, y in pts)))
    return frozenset(min(variants))


# -- tests --------------------------------------------------------------------


def test_exactly_eleven_hexominoes_fold_into_a_cube() -> None:
    shapes = _hexominoes()
    assert len(shapes) == 35
    folding = 0
    for shape in shapes:
        try:
            CubeNet("candidate", tuple(sorted(shape))).fold()
        except NetError:
            continue
        folding += 1
    assert folding == 11


@pytest.mark.parametrize("cells", [
    ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)),  # 2 x 3 block
    ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0)),  # a strip of six
    ((0, 0), (1, 0), (2, 0), (3, 0), (5, 0), (1, 1)),  # not joined
    ((0, 0), (1, 0), (0, 0), (3, 0), (4, 0), (5, 0)),  # a square twice
])
def test_non_nets_are_refused(cells: tuple[Cell, ...]) -> None:
    with pytest.raises(NetError):
        CubeNet("bad", cells).fold()


def test_frames_agree_with_a_fold_by_rotations() -> None:
    frames = CROSS.fold()
    folded = _fold_by_rotations(CROSS.cells)
    centres = set()
    for cell, frame in frames.items():
        a, b, _, d = folded[cell]
        right, down = _sub(b, a), _sub(d, a)
        centre = [sum(p[i] for p in folded[cell]) / 4 for i in range(3)]
        centres.add(tuple(round(2 * c) for c in centre))
        assert _rounded(right) == frame.right
        assert _rounded(down) == frame.down
        # The printed side faced the viewer (-z) before folding; outward is where it faces now.
        normal = (right[1] * down[2] - right[2] * down[1], right[2] * down[0] - right[0] * down[2],
                  right[0] * down[1] - right[1] * down[0])
        assert _rounded(normal) == tuple(-n for n in frame.normal)
    assert len(centres) == 6  # six different face positions: a closed cube


def test_every_frame_is_seen_from_outside() -> None:
    # The root is printed side up: right x down points into the table, away from
    # the viewer, so det[right, down, normal] is -1 for every face folded properly.
    for frame in CROSS.fold().values():
        assert det(frame.right, frame.down, frame.normal) == -1


def test_rolling_four_times_comes_back() -> None:
    start = Frame((0, 0, -1), (1, 0, 0), (0, 1, 0))
    for side in SIDES:
        frame = start
        for _ in range(4):
            frame = frame.rolled(side)
        assert frame == start
    assert start.rolled("right").rolled("left") == start


def test_cross_has_five_folds_and_fourteen_cut_sides() -> None:
    assert len(CROSS.folds()) == 5
    assert len(CROSS.cut_sides()) == 14
    for a, b in CROSS.folds():
        assert a.neighbour == b.cell and b.neighbour == a.cell


def test_cross_opposites() -> None:
    assert CROSS.opposite((1, 1)) == (1, 3)
    assert CROSS.opposite((1, 0)) == (1, 2)
    assert CROSS.opposite((0, 1)) == (2, 1)


def test_corner_order_is_counter_clockwise_from_outside() -> None:
    frames = CROSS.fold()
    for corner in [(x, y, z) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)]:
        a, b, c = (frames[cell].normal for cell in CROSS.around_corner(corner))
        assert det(a, b, c) > 0
        assert tuple(p + q + r for p, q, r in zip(a, b, c, strict=True)) == corner


def test_seven_joins_with_one_tab_each() -> None:
    joins = CROSS.joins()
    assert len(joins) == 7
    sides = [s for j in joins for s in (j.tab, j.mate)]
    assert sorted(sides, key=repr) == sorted(cut_sides(CROSS.cells), key=repr)
    assert len(set(sides)) == 14
    frames = CROSS.fold()
    for join in joins:
        assert CROSS.edge_of(join.tab) == CROSS.edge_of(join.mate)
        assert join.tab != join.mate and frames[join.tab.cell] != frames[join.mate.cell]


def test_open_box_has_a_free_rim() -> None:
    # Four squares round a centre fold into a box missing its lid.
    cells = ((1, 1), (1, 0), (0, 1), (2, 1), (1, 2))
    pairs, free = seams(cells)
    assert len(fold_box(cells)) == 5
    assert len(pairs) == 4 and len(free) == 4


@pytest.mark.parametrize("edge", [8.0, 16.0, 40.0])
def test_geometry_squares_and_outline(edge: float) -> None:
    net = NetGeometry.cube(CROSS, edge, 0.28 * edge, 3.0, 5.0)
    for cell in CROSS.cells:
        _, _, w, h = net.rect(cell)
        assert w == pytest.approx(edge) and h == pytest.approx(edge)
    points = net.outline()
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    assert min(xs) == pytest.approx(3.0) and min(ys) == pytest.approx(5.0)
    assert max(xs) - min(xs) == pytest.approx(net.width)
    assert max(ys) - min(ys) == pytest.approx(net.height)
    # The outline is a simple closed loop: every corner once, 14 sides + 7 tabs x 2 corners.
    assert len(points) == len(set(points)) == 14 + 7 * 2
    # Area by the shoelace formula: six faces plus seven trapezoid tabs, nothing doubled.
    area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in
               zip(points, points[1:] + points[:1], strict=True))
    t = 0.28 * edge
    tab = t * (edge + edge - 2 * 1.15 * t) / 2
    assert area / 2 == pytest.approx(6 * edge * edge + 7 * tab)


def test_tab_lies_outside_a_clockwise_edge() -> None:
    a, outer1, outer2, b = tab_polygon((0.0, 0.0), (10.0, 0.0), 3.0)
    assert (a, b) == ((0.0, 0.0), (10.0, 0.0))
    assert outer1[1] == pytest.approx(-3.0) and outer2[1] == pytest.approx(-3.0)
    assert 0 < outer1[0] < outer2[0] < 10
