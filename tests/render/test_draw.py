"""The PDF writer paints each drawing as its exported SVG shows it."""

from __future__ import annotations

from collections.abc import Callable

import cairosvg
import pytest
from PIL import Image, ImageChops, ImageFilter

from printkit.art.canvas import Drawing, parse_path
from printkit.errors import PrintkitError
from printkit.render.draw import colour
from printkit.render.pdf import drawings_pdf
from printkit.render.preview import page_images
from printkit.rulebook import diagrams
from printkit.rulebook.source import load_rules, rules_path
from tests.golden import golden_parts

DPI = 100
# Grey levels a pixel may stray beyond its neighbours' range: anti-aliasing stays
# inside, a missing or misplaced line does not. Small type strays a little more,
# hinted as live text in the PDF but drawn as outlines in the SVG: a few dozen pixels.
TOLERANCE = 48
MAX_STRAYS = 32


def _parts() -> dict[str, Callable[[], Drawing]]:
    """Every golden part, and a rulebook diagram with curved arrows and dashed rings."""
    parts = golden_parts()
    play = next(d for d in load_rules(rules_path("backgammon")).diagrams if d.play)
    parts["diagram"] = lambda: diagrams.draw(play, width=120.0)
    return parts


PARTS = _parts()


def _image(pdf: bytes) -> Image.Image:
    return page_images(pdf, dpi=DPI)[0].convert("L")


def strays(a: Image.Image, b: Image.Image) -> int:
    """How many pixels of `a` lie outside the grey range of their 3x3 neighbourhood in `b`."""
    low = b.filter(ImageFilter.MinFilter(3))
    high = b.filter(ImageFilter.MaxFilter(3))
    off = ImageChops.lighter(ImageChops.subtract(low, a), ImageChops.subtract(a, high))
    return sum(off.point(lambda v: 255 if v > TOLERANCE else 0).histogram()[255:])


def _compare(svg_of: Drawing, pdf_of: Drawing) -> tuple[int, int]:
    # Both through one rasteriser (pdfium), so only the drawing can differ: cairo turns
    # the exported SVG (text as outlines) into PDF, ReportLab writes the printed page.
    exported = _image(cairosvg.svg2pdf(bytestring=svg_of.to_svg().encode("utf-8")))
    printed = _image(drawings_pdf([pdf_of]))
    assert exported.size == printed.size
    return strays(exported, printed), strays(printed, exported)


@pytest.mark.parametrize("name", sorted(PARTS))
def test_printed_page_matches_the_exported_svg(name: str) -> None:
    drawing = PARTS[name]()
    assert max(_compare(drawing, drawing)) <= MAX_STRAYS


def test_a_missing_cut_line_is_noticed() -> None:
    drawing = PARTS["box"]()
    trimmed = PARTS["box"]()
    trimmed.layers["cut"].pop()
    assert max(_compare(drawing, trimmed)) > 10 * MAX_STRAYS


def test_a_part_turned_the_wrong_way_is_noticed() -> None:
    def sheet(turn: int) -> Drawing:
        d = Drawing(100, 100)
        d.place(PARTS["cube"](), 5, 5, rotate=turn)
        return d

    assert max(_compare(sheet(90), sheet(270))) > 10 * MAX_STRAYS


def test_colours_are_svg_colours() -> None:
    assert colour("#9b4a2c").hexval() == "0x9b4a2c"
    assert colour("white").hexval() == "0xffffff"
    with pytest.raises(PrintkitError, match="unknown colour 'sepia-ish': use #rrggbb"):
        colour("sepia-ish")


def test_path_data_beyond_the_art_s_commands_is_refused() -> None:
    assert parse_path("M1,2 Q3,4 5,6 Z") == (
        ("M", ((1.0, 2.0),)), ("Q", ((3.0, 4.0), (5.0, 6.0))), ("Z", ()))
    for bad in ("M1,2 A1,1 0 0 1 3,3", "m1,2 l3,4", "L1,2", "M1,2 Q3,4"):
        with pytest.raises(PrintkitError, match="only absolute M, L, Q, C and Z"):
            Drawing(10, 10).path(bad)
