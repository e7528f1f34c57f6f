"""The legend shows each line style once beside its label, inside its own bounds."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from printkit.art.canvas import MOUNTAIN_DASH, VALLEY_DASH
from printkit.art.component import find_component
from printkit.art.outlines import text_width
from printkit.art.parts.legend import LABEL_GAP, SAMPLE, STYLES, LegendParams, draw
from printkit.art.svg import svg_document


def test_each_style_drawn_once() -> None:
    root = ET.fromstring(svg_document(draw(LegendParams())))
    classes = [c for e in root.iter() if (c := e.get("class"))]
    assert sorted(classes) == ["fold-mountain", "fold-valley", "glue"]
    dashes = {e.get("stroke-dasharray") for e in root.iter() if e.get("stroke-dasharray")}
    assert dashes == {VALLEY_DASH, MOUNTAIN_DASH}
    cut = root.find("{http://www.w3.org/2000/svg}g[@id='cut']")
    assert cut is not None and len(cut) == 1  # one solid sample line
    labels = [e.get("aria-label") for e in root.iter() if e.get("aria-label")]
    assert labels == ["cut", "valley fold", "mountain fold", "glue"]


@pytest.mark.parametrize("params", [
    LegendParams(),
    LegendParams(width=50.0, height=16.0, columns=2),
    LegendParams(width=70.0, height=25.0, columns=2),
    LegendParams(cut_label="recortar", valley_label="dobra em vale",
                 mountain_label="dobra em montanha", glue_label="cola"),
])
def test_samples_and_labels_fit_inside(params: LegendParams) -> None:
    assert len(params.cells()) == len(STYLES)
    for (x, y), label in zip(params.cells(), params.labels, strict=True):
        end = x + LABEL_GAP + SAMPLE + LABEL_GAP + text_width(label, size=params.text_size)
        assert x >= 0 and y >= 0
        assert end <= x + params.cell_width + 1e-9
        assert x + params.cell_width <= params.width and y + params.cell_height <= params.height
    assert params.text_size > 1.2  # still readable when shrunk


def test_default_size_and_svg(svg_ok) -> None:
    svg_ok(draw(LegendParams()), (50.0, 32.0), dpi=50)  # "50mm" by "32mm", viewBox 0 0 50 32


def test_registered_and_translatable() -> None:
    params = find_component("legend").make({"glue-label": "cola"})
    assert params.glue_label == "cola"
    assert 'aria-label="cola"' in svg_document(draw(params))
