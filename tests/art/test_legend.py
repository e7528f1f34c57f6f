"""The legend shows each line style once beside its label, inside its own bounds."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from printkit.art.canvas import MOUNTAIN_DASH, VALLEY_DASH, Path, Text
from printkit.art.component import find_component
from printkit.art.outlines import text_width
from printkit.art.parts.legend import (
    LABEL_GAP,
    LEAST_TEXT,
    LINE_PITCH,
    SAMPLE,
    STYLES,
    LegendParams,
    draw,
)
from printkit.art.svg import svg_document
from printkit.errors import BadValueError


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
    LegendParams(styles="cut crop valley mountain"),
    LegendParams(styles=" ".join(STYLES)),
    LegendParams(width=70.0, height=28.0, styles=" ".join(STYLES),
                 crop_label="cortar entre las marcas con una regla"),
])
def test_samples_and_labels_fit_inside(params: LegendParams) -> None:
    assert len(params.cells()) == len(params.shown) == len(params.styles.split())
    for (x, y, tall), lines in zip(params.cells(), params.lines, strict=True):
        for line in lines:
            end = x + LABEL_GAP + SAMPLE + LABEL_GAP + text_width(line, size=params.text_size)
            assert end <= x + params.cell_width + 1e-9
        assert x >= 0 and y >= 0 and len(lines) <= 2
        assert len(lines) * LINE_PITCH * params.text_size <= tall + 1e-9
        assert x + params.cell_width <= params.width and y + tall <= params.height + 1e-9
    assert params.text_size > 1.2  # still readable when shrunk


@pytest.mark.parametrize("styles", ["cut valley mountain glue", "cut crop valley mountain",
                                    "cut crop mountain", "cut crop glue"])
def test_a_kits_key_reads_at_8pt(styles: str) -> None:
    """The card key, 50 x 32 mm, of up to four styles (the crop marks' label in two
    lines) prints its labels at 8 pt or more."""
    assert LegendParams(styles=styles).text_size >= LEAST_TEXT - 1e-9


def test_crop_sample_is_two_marks_in_line() -> None:
    d = draw(LegendParams(styles="cut crop"))
    marks = [s for s in d.layers["cut"] if isinstance(s, Path) and s.paint.cls == "crop-sample"]
    assert len(marks) == 2
    (a, b), (c, e) = ([p for _, ps in m.segments for p in ps] for m in marks)
    assert a[1] == b[1] == c[1] == e[1] and b[0] < c[0]  # one line, a gap between


def test_default_size_and_svg(svg_ok) -> None:
    svg_ok(draw(LegendParams()), (50.0, 32.0), dpi=50)  # "50mm" by "32mm", viewBox 0 0 50 32


def test_registered_and_translatable() -> None:
    params = find_component("legend").make({"glue-label": "cola"})
    assert params.glue_label == "cola"
    assert 'aria-label="cola"' in svg_document(draw(params))


def test_unknown_style_is_refused() -> None:
    with pytest.raises(BadValueError):
        LegendParams(styles="cut staple")


def test_a_label_in_two_lines_starts_both_at_one_edge() -> None:
    # The crop marks' label, centred on its longer line, read as a stray indent (rev15 TL 7).
    params = LegendParams(styles="cut crop")
    assert len(params.lines[1]) == 2
    texts = [s for shapes in draw(params).layers.values() for s in shapes
             if isinstance(s, Text) and s.content in params.lines[1]]
    starts = {round(t.x - text_width(t.content, size=t.size) / 2, 6) for t in texts}
    assert len(texts) == 2 and len(starts) == 1
