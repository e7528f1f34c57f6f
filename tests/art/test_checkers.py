"""The checker sheet: thirty discs, cut lines on the fronts, backs mirrored for duplex."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest

from printkit.art.canvas import Drawing
from printkit.art.component import find_component
from printkit.art.parts import checkers
from printkit.art.parts.checkers import CheckersParams
from printkit.art.svg import svg_document
from printkit.games.backgammon.board import BoardParams

DEFAULT = CheckersParams()


def discs(d: Drawing, cls: str) -> list[tuple[float, float, float, str]]:
    """Return (cx, cy, r, colour) of the circles whose class list holds `cls`."""
    root = ET.fromstring(svg_document(d).encode())
    return [(float(e.get("cx", "nan")), float(e.get("cy", "nan")), float(e.get("r", "nan")),
             e.get("fill", "")) for e in root.iter() if cls in e.get("class", "").split()]


def cut_circles(d: Drawing) -> list[tuple[float, float, float]]:
    """Return (cx, cy, r) of every circle on the cut layer."""
    root = ET.fromstring(svg_document(d).encode())
    layer = root.find("{http://www.w3.org/2000/svg}g[@id='cut']")
    assert layer is not None
    return [(float(e.get("cx", "nan")), float(e.get("cy", "nan")), float(e.get("r", "nan")))
            for e in layer]


def test_fifteen_light_and_fifteen_dark_each_with_a_cut_line() -> None:
    front = checkers.fronts(DEFAULT)
    light, dark = discs(front, "checker-light"), discs(front, "checker-dark")
    assert len(light) == len(dark) == 15
    assert len({c for *_, c in light}) == len({c for *_, c in dark}) == 1
    assert light[0][3] != dark[0][3]
    cuts = cut_circles(front)
    assert len(cuts) == 30
    assert sorted((x, y) for x, y, _ in cuts) == sorted((x, y) for x, y, *_ in light + dark)
    assert all(r == pytest.approx(DEFAULT.size / 2, abs=1e-3) for *_, r in cuts)


@pytest.mark.parametrize("params", [DEFAULT, CheckersParams(columns=6, back_bleed=2.5)])
def test_backs_lie_exactly_behind_their_fronts_after_a_long_edge_flip(
    params: CheckersParams,
) -> None:
    front, back = checkers.fronts(params), checkers.backs(params)
    assert (back.width, back.height) == (front.width, front.height)
    fronts = discs(front, "checker-front")
    backs = discs(back, "checker-back")
    assert len(backs) == len(fronts) == 30
    for x, y, _, colour in fronts:
        mirrored = front.width - x
        (match,) = [b for b in backs if abs(b[0] - mirrored) < 2e-3 and abs(b[1] - y) < 1e-6]
        assert match[3] == colour  # same player on both faces
    assert not cut_circles(back)  # cut from the front only


def test_the_default_diameter_fills_a_backgammon_point_unless_given() -> None:
    # Five checkers side by side fit the default board's 21 mm point with room to spare.
    assert DEFAULT.size == pytest.approx(0.9 * BoardParams().point_width)
    assert DEFAULT.size < BoardParams().point_width
    assert CheckersParams(diameter=25).size == 25


@pytest.mark.parametrize("params", [DEFAULT, CheckersParams(gap=1, back_bleed=3),
                                    CheckersParams(diameter=30, columns=3)])
def test_discs_keep_apart_and_stay_on_the_sheet(params: CheckersParams) -> None:
    for d, cls in ((checkers.fronts(params), "checker-front"),
                   (checkers.backs(params), "checker-back")):
        found = discs(d, cls)
        assert len(found) == 30
        for x, y, r, _ in found:
            assert r <= x <= d.width - r and r <= y <= d.height - r
        for i, (x, y, r, _) in enumerate(found):
            for x2, y2, r2, _ in found[i + 1:]:
                assert math.hypot(x - x2, y - y2) >= r + r2 - 1e-6


def test_the_sheet_is_compact() -> None:
    assert (DEFAULT.columns, DEFAULT.rows) == (6, 5)
    # Narrow enough to share a sheet with box module B on A4 and Letter.
    assert DEFAULT.width <= 200 - 69.4 - 5
    assert DEFAULT.width * DEFAULT.height < 150 * 150


def test_svg_is_well_formed_and_renders(svg_ok) -> None:
    for d in (checkers.fronts(DEFAULT), checkers.backs(DEFAULT)):
        svg_ok(d)


def test_checkers_is_a_registered_component_showing_the_fronts() -> None:
    component = find_component("checkers")
    shown = component.draw(component.defaults())
    assert shown.name == "checkers-front" and len(discs(shown, "checker-front")) == 30
