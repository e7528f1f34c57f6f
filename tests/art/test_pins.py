"""The score pins fold into square pyramids over an 8 mm dot, one tab each."""

from __future__ import annotations

import itertools
import math

import pytest

from printkit.art.canvas import Drawing, Point, Text
from printkit.art.component import find_component
from printkit.art.palette import PALETTES, mix
from printkit.art.parts.pins import SIDES, PinsParams, draw
from printkit.craft.sheets import Where, sheet_findings
from printkit.layout.sheet import Duplex, Sheet
from printkit.units import PAPERS, PT_PER_MM
from tests.geometry import inside


def _dist(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


@pytest.mark.parametrize(("base", "apex"), [(10.0, 12.0), (6.0, 6.0), (20.0, 30.0)])
def test_fan_folds_into_the_pyramid_asked_for(base: float, apex: float) -> None:
    params = PinsParams(base=base, apex_height=apex)
    top, *corners = params.fan()
    assert len(corners) == SIDES + 1
    for corner in corners:
        assert _dist(top, corner) == pytest.approx(params.lateral)
    for a, b in itertools.pairwise(corners):
        assert _dist(a, b) == pytest.approx(base)  # each side sits on a base edge
    # Folded, the four sides stand on a square of `base`: half its diagonal,
    # with the lateral edge, gives the height from the base to the apex.
    height = math.sqrt(params.lateral**2 - (base * math.sqrt(2) / 2) ** 2)
    assert height == pytest.approx(apex)
    assert SIDES * params.apex_angle < 2 * math.pi  # flat fan, no overlap


def test_base_covers_a_score_dot() -> None:
    params = PinsParams()
    assert params.base >= 8.0
    assert params.base <= 12.0  # still a small marker


@pytest.mark.parametrize(("base", "apex"), [(10.0, 12.0), (6.0, 30.0), (20.0, 6.0)])
def test_one_tab_closes_the_only_join(base: float, apex: float) -> None:
    params = PinsParams(base=base, apex_height=apex)
    top, *corners = params.fan()
    tab = params.tab()
    # The open fan has one join, first side's free edge to the last side's:
    # the tab hangs off the last one, so the first stays a plain cut.
    assert {tab[0], tab[-1]} == {top, corners[-1]}
    fan = [top, *corners]
    for outer in tab[1:3]:
        assert not inside(outer, fan)
    centre = (sum(p[0] for p in tab) / 4, sum(p[1] for p in tab) / 4)
    assert not inside(centre, fan)


@pytest.mark.parametrize(("base", "apex"), [(10.0, 12.0), (6.0, 30.0), (20.0, 6.0)])
def test_everything_is_inside_the_drawing(base: float, apex: float) -> None:
    params = PinsParams(base=base, apex_height=apex)
    spans = []
    for ox, oy in params.apexes():
        points = params.fan(ox, oy) + params.tab(ox, oy)
        for x, y in points:
            assert 0.125 <= x <= params.width - 0.125
            assert 0.125 <= y <= params.height - 0.125
        spans.append((min(p[0] for p in points), max(p[0] for p in points)))
    assert spans[0][1] < spans[1][0]  # the two pins do not touch


def test_svg_has_both_colours_and_renders(svg_ok) -> None:
    params = PinsParams()
    d = draw(params)
    assert (d.width, d.height) == (params.width, params.height)  # finer than the SVG writes
    root = svg_ok(d, dpi=50)
    colours = PALETTES["classic"]
    fills = {e.get("fill") for e in root.iter()}
    assert mix(colours.light, "#000000", 0.08) in fills
    assert mix(colours.dark, "#000000", 0.08) in fills
    assert len([e for e in root.iter() if e.get("class") == "glue"]) == 2


def test_registered() -> None:
    assert find_component("pins").make({"base": "12"}) == PinsParams(base=12.0)


def _printed(drawing: Drawing) -> list[tuple[str, float]]:
    """Each word printed on the drawing's text and art layers, with its size in pt."""
    return [(s.content, s.size * PT_PER_MM) for layer in ("art", "text")
            for s in drawing.layers[layer] if isinstance(s, Text)]


def test_the_glue_word_fits_its_tab_at_5_pt_in_every_language() -> None:
    # The words the catalogs give "glue" (en, es, pt-BR, pt-PT).
    for word in ("glue", "pegar", "cola", "colar"):
        drawing = draw(PinsParams(glue_label=word))
        words = _printed(drawing)
        assert [w for w, _ in words] == [word, word]
        assert all(pt >= 5.0 for _, pt in words)
        sheet = Sheet(PAPERS["a4"], Duplex.LONG_EDGE, "pins")
        sheet.place(drawing, 20, 20, ident="pins")
        text = [f.line() for f in sheet_findings(sheet, Where("pins", 3))
                if f.rule.startswith("text.")]
        assert text == []


def test_a_word_too_long_for_the_tab_at_5_pt_is_left_off() -> None:
    drawing = draw(PinsParams(glue_label="zona de pegado"))
    assert _printed(drawing) == []
