"""The checker sheet: thirty discs on square tiles, cut lines on the fronts, backs mirrored for
duplex."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from printkit.art.canvas import Circle, Drawing, Rect
from printkit.art.component import find_component
from printkit.art.parts import checkers
from printkit.art.parts.checkers import CheckersParams
from printkit.art.parts.tiles import BLEED
from printkit.art.svg import svg_document
from printkit.games.backgammon.board import BoardParams

DEFAULT = CheckersParams()


def discs(d: Drawing, cls: str) -> list[tuple[float, float, float, str]]:
    """Return (cx, cy, r, colour) of the circles whose class list holds `cls`."""
    root = ET.fromstring(svg_document(d).encode())
    return [(float(e.get("cx", "nan")), float(e.get("cy", "nan")), float(e.get("r", "nan")),
             e.get("fill", "")) for e in root.iter() if e.tag.endswith("circle")
            and cls in e.get("class", "").split()]


def grounds(d: Drawing, cls: str) -> list[Rect]:
    """The tiles' colour squares whose class list holds `cls`."""
    return [s for s in d.layers["art"] if isinstance(s, Rect)
            and cls in (s.paint.cls or "").split()]


def test_fifteen_light_and_fifteen_dark_discs_each_on_a_tile_of_its_colour() -> None:
    front = checkers.fronts(DEFAULT)
    light, dark = discs(front, "checker-light"), discs(front, "checker-dark")
    assert len(light) == len(dark) == 15
    assert len({c for *_, c in light}) == len({c for *_, c in dark}) == 1
    assert light[0][3] != dark[0][3]
    for disc_cls in ("checker-light", "checker-dark"):
        tiles = grounds(front, disc_cls)
        assert len(tiles) == 15
        # Each disc sits in the middle of a tile of its own colour, as wide as the checker.
        for x, y, r, colour in discs(front, disc_cls):
            (tile,) = [t for t in tiles if abs(t.x + t.w / 2 - x) < 1e-6
                       and abs(t.y + t.h / 2 - y) < 1e-6]
            assert tile.paint.fill == colour
            assert tile.w == pytest.approx(DEFAULT.size + 2 * BLEED)
            assert r < DEFAULT.size / 2
    # No disc is cut round: straight cuts free them.
    assert not any(isinstance(s, Circle) for s in front.layers["cut"])


@pytest.mark.parametrize("params", [DEFAULT, CheckersParams(columns=6, back_bleed=2.5)])
def test_backs_lie_exactly_behind_their_fronts_after_a_long_edge_flip(
    params: CheckersParams,
) -> None:
    front, back = checkers.fronts(params), checkers.backs(params)
    assert (back.width, back.height) == (front.width, front.height)
    for side in ("checker-light", "checker-dark"):
        fronts, backs = grounds(front, side), grounds(back, side)
        assert len(backs) == len(fronts) == 15
        for tile in fronts:
            mirrored = front.width - (tile.x + tile.w / 2)
            (match,) = [b for b in backs if abs(b.x + b.w / 2 - mirrored) < 2e-3
                        and abs(b.y + b.h / 2 - (tile.y + tile.h / 2)) < 1e-6]
            assert match.paint.fill == tile.paint.fill  # same player on both faces
            assert match.w == pytest.approx(params.size + 2 * params.back_bleed)
    assert not back.layers["cut"]  # cut from the front only


def test_the_default_diameter_fills_a_backgammon_point_unless_given() -> None:
    # Five checkers side by side fit the default board's 21 mm point with room to spare.
    assert DEFAULT.size == pytest.approx(0.9 * BoardParams().point_width)
    assert DEFAULT.size < BoardParams().point_width
    assert CheckersParams(diameter=25).size == 25


def test_the_sheet_is_compact() -> None:
    front = checkers.fronts(DEFAULT)
    # Two blocks of five by three: narrow enough to share a sheet with box module B on
    # A4 and Letter.
    assert front.width <= 200 - 69.4 - 5
    assert front.width * front.height < 150 * 150


def test_svg_is_well_formed_and_renders(svg_ok) -> None:
    for d in (checkers.fronts(DEFAULT), checkers.backs(DEFAULT)):
        svg_ok(d)


def test_checkers_is_a_registered_component_showing_the_fronts() -> None:
    component = find_component("checkers")
    shown = component.draw(component.defaults())
    assert shown.name == "checkers-front" and len(discs(shown, "checker-front")) == 30
