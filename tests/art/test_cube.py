"""The doubling cube folds to show 2 to 64 once each, numbers upright, 64 marked."""

from __future__ import annotations

import math

import pytest

from printkit.art.component import find_component
from printkit.art.outlines import text_width
from printkit.art.parts.cube import START, CubeParams, cube_faces, draw, text_angle
from printkit.art.parts.nets import CROSS, dot
from printkit.art.svg import svg_document


def test_folded_cube_shows_each_value_once() -> None:
    faces = cube_faces(CROSS)
    normals = {CROSS.fold()[cell].normal for cell in faces}
    assert len(normals) == 6  # six different sides of the folded cube
    assert sorted(faces.values()) == [2, 4, 8, 16, 32, 64]
    for cell, value in faces.items():
        assert value * faces[CROSS.opposite(cell)] == 128


def test_numbers_read_upright_with_64_on_top() -> None:
    frames = CROSS.fold()
    faces = cube_faces(CROSS)
    top = next(frames[c].normal for c, v in faces.items() if v == START)
    for cell, value in faces.items():
        frame = frames[cell]
        turn = math.radians(text_angle(CROSS, cell))
        # The text's "up" on the flat face, then on the folded cube.
        up_flat = (math.sin(turn), -math.cos(turn))
        up = tuple(round(up_flat[0] * r + up_flat[1] * d)
                   for r, d in zip(frame.right, frame.down, strict=True))
        assert dot(up, frame.normal) == 0  # lies in the face
        if value not in (2, START):
            assert up == top  # side numbers point their tops at the 64


@pytest.mark.parametrize("edge", [12.0, 20.0, 40.0])
def test_numbers_fit_their_faces(edge: float) -> None:
    params = CubeParams(edge=edge)
    for value in (2, 4, 8, 16, 32, 64):
        width = text_width(str(value), size=params.number_size, font=params.font)
        assert width <= 0.61 * edge
    assert text_width(params.start_label, size=params.label_size) < 2 * params.ring_radius
    assert params.ring_radius < edge / 2


@pytest.mark.parametrize("edge", [12.0, 20.0, 40.0])
def test_everything_is_inside_the_drawing(edge: float) -> None:
    params = CubeParams(edge=edge)
    for x, y in params.net.outline():
        assert 0.125 <= x <= params.width - 0.125
        assert 0.125 <= y <= params.height - 0.125
    for cell in CROSS.cells:
        _, _, w, h = params.net.rect(cell)
        assert w == pytest.approx(edge) and h == pytest.approx(edge)


def test_one_tab_per_join() -> None:
    tabs = CubeParams().net.tabs
    for join in CROSS.joins():
        assert (join.tab in tabs) != (join.mate in tabs)


def test_svg_marks_the_start_and_renders(svg_ok) -> None:
    params = CubeParams()
    root = svg_ok(draw(params), (params.width, params.height), dpi=50)
    labels = [e.get("aria-label") for e in root.iter() if e.get("aria-label")]
    assert sorted(labels, key=str) == sorted(
        ["2", "4", "8", "16", "32", "64", "start"] + ["glue"] * 7, key=str)


def test_registered() -> None:
    params = find_component("cube").make({"edge": "25", "start-label": "início"})
    assert params == CubeParams(edge=25.0, start_label="início")
    assert "início" in svg_document(draw(params))
