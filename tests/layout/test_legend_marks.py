"""The legend of line styles is a key to read, not a part to cut: its labels are at least
8 pt in every language and on every sheet it is printed on, and it gets no crop marks."""

from __future__ import annotations

import pytest

from printkit.art.canvas import Drawing, Path
from printkit.art.parts.legend import LEAST_TEXT, LegendParams, draw
from printkit.i18n import translator
from printkit.layout.pack import Part, pack
from printkit.layout.sheet import Duplex, Sheet
from printkit.render.screen import LEGEND_MM
from printkit.units import PAPERS


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR", "pt-PT"])
@pytest.mark.parametrize("size", [None, LEGEND_MM], ids=["card-sheet", "page-2"])
def test_labels_are_at_least_8_pt(lang: str, size: tuple[float, float] | None) -> None:
    _ = translator(lang, allow_incomplete=True).gettext
    labels = {"cut_label": _("cut"), "valley_label": _("valley fold"),
              "mountain_label": _("mountain fold"), "glue_label": _("glue")}
    params = LegendParams(**labels) if size is None else LegendParams(
        width=size[0], height=size[1], **labels)
    texts = [shape for layer in draw(params).layers.values() for shape in layer
             if hasattr(shape, "content")]
    assert len(texts) == 4
    assert all(text.size * 72 / 25.4 >= 8.0 - 1e-9 for text in texts), (lang, params)
    assert LEAST_TEXT == pytest.approx(8.0 * 25.4 / 72)


def _cut_lines(drawing: Drawing) -> list[Path]:
    return [shape for shape in drawing.layers["cut"] if isinstance(shape, Path)]


def test_the_legend_gets_no_crop_marks_and_a_part_does() -> None:
    sheet = Sheet(PAPERS["a4"], Duplex.LONG_EDGE, "parts")
    part = Drawing(60, 40, name="tile")
    part.rect(0, 0, 60, 40, fill="#cccccc")
    pack(sheet, [Part("legend", draw(LegendParams())), Part("tile", part)])
    where = {p.ident: p for p in sheet.placements}
    marks = [line for line in _cut_lines(sheet.front) if line.paint.width == 0.15]
    assert len(marks) == 8  # two at each corner of the tile

    def starts(p: object) -> set[tuple[float, float]]:
        """Where marks at the corners of placement `p` would start, 1 mm off each corner."""
        x0, y0 = p.x, p.y  # type: ignore[attr-defined]
        x1, y1 = x0 + p.width, y0 + p.height  # type: ignore[attr-defined]
        return {(round(x + dx, 3), round(y + dy, 3)) for x in (x0, x1) for y in (y0, y1)
                for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1))}

    drawn = {(round(x, 3), round(y, 3)) for line in marks
             for (x, y) in [line.segments[0][1][0]]}
    assert drawn <= starts(where["tile"])
    assert not drawn & starts(where["legend"])
