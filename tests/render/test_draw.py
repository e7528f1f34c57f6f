"""The PDF writer paints each drawing as its exported SVG shows it."""

from __future__ import annotations

import math
from collections.abc import Callable

import cairosvg
import pytest
from PIL import Image, ImageChops, ImageFilter

from printkit.art.canvas import Drawing, parse_path
from printkit.art.svg import svg_document
from printkit.errors import PrintkitError
from printkit.games.backgammon import diagrams
from printkit.render.draw import colour
from printkit.render.pdf import drawings_pdf
from printkit.render.preview import page_images
from printkit.rulebook.source import load_rules, rules_path
from tests.golden import golden_parts

DPI = 100
# Grey levels a pixel may stray beyond its neighbours' range: anti-aliasing stays
# inside, a missing or misplaced line does not. Small type strays a little more,
# hinted as live text in the PDF but drawn as outlines in the SVG: a few dozen pixels.
TOLERANCE = 48
MAX_STRAYS = 32


def _strokes() -> Drawing:
    """What the parts use little or not at all yet, each where a mistake would show."""
    d = Drawing(120, 80, name="strokes")
    # Overlapping subpaths: filled whole under SVG's nonzero rule, holed under even-odd.
    star = [(30 + 25 * math.sin(k * 4 * math.pi / 5), 40 - 25 * math.cos(k * 4 * math.pi / 5))
            for k in range(5)]
    d.polygon(star, fill="#9b4a2c")
    # Thick round-capped ends, and a curve that starts where a closed subpath began.
    d.path("M70,10 L110,10", stroke="#1f5da8", stroke_width=4, round_caps=True)
    d.path("M65,30 L80,30 L80,45 Z Q100,70 115,40", stroke="#1a1a1a", stroke_width=1)
    d.rect(62, 55, 20, 12, rx=40, fill="#dcdcdc", stroke="#1a1a1a")  # rx clamped to 6
    d.circle(100, 62, 8, stroke="#1a1a1a", stroke_width=0.6, dash="2,1")
    d.rect(5, 70, 30, 5, stroke="#d55e00", stroke_width=0)  # SVG draws nothing at all
    d.text(60, 76, "Gamão", size=5, font="serif-bold", anchor="middle", rotate=-20)
    d.text(118, 78, "fim", size=4, anchor="end", fill="#d55e00")
    return d


def _turned() -> Drawing:
    """Parts placed a quarter turn each way, and upside down."""
    d = Drawing(200, 110, name="turned")
    d.place(golden_parts()["cube"](), 2, 2, rotate=90)
    d.place(golden_parts()["legend"](), 95, 2, rotate=270)
    d.place(golden_parts()["pins"](), 125, 60, rotate=180)
    return d


def _parts() -> dict[str, Callable[[], Drawing]]:
    """Every golden part, a rulebook diagram with curved arrows and dashed rings, and
    drawings that try what the parts use little."""
    parts = golden_parts()
    play = next(d for d in load_rules(rules_path("backgammon")).diagrams if d.play)
    parts["diagram"] = lambda: diagrams.draw(play, width=120.0)
    parts["strokes"] = _strokes
    parts["turned"] = _turned
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
    exported = _image(cairosvg.svg2pdf(bytestring=svg_document(svg_of).encode("utf-8")))
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


@pytest.mark.parametrize(("paint", "error"), [
    ({"fill": "white"}, "colour 'white': use #rrggbb or none"),
    ({"fill": "#c84"}, "colour '#c84': use #rrggbb or none"),
    ({"stroke": "#9b4a2c80"}, "colour '#9b4a2c80'"),
    ({"stroke": "#000000", "stroke_width": -1}, "stroke width -1: must be 0 mm or more"),
])
def test_paint_either_writer_could_draw_differently_is_refused(
    paint: dict[str, object], error: str,
) -> None:
    with pytest.raises(PrintkitError, match=error):
        Drawing(10, 10).rect(1, 1, 5, 5, **paint)  # type: ignore[arg-type]


@pytest.mark.parametrize("dash", ["10%,5%", "", "0,0", "2,-1", "nan"])
def test_dash_patterns_are_lengths(dash: str) -> None:
    with pytest.raises(PrintkitError, match=f"dash pattern {dash!r}"):
        Drawing(10, 10).line((0, 0), (5, 5), dash=dash)


def test_text_anchor_is_checked() -> None:
    with pytest.raises(PrintkitError, match="text anchor 'centre': accepted start, middle, end"):
        Drawing(10, 10).text(1, 5, "x", size=3, anchor="centre")


def test_text_colour_is_checked_too() -> None:
    with pytest.raises(PrintkitError, match="colour 'red'"):
        Drawing(10, 10).text(1, 5, "x", size=3, fill="red")
    assert colour("#9b4a2c").hexval() == "0x9b4a2c"


def test_path_data_beyond_the_art_s_commands_is_refused() -> None:
    assert parse_path("M1,2 Q3,4 5,6 Z") == (
        ("M", ((1.0, 2.0),)), ("Q", ((3.0, 4.0), (5.0, 6.0))), ("Z", ()))
    for bad in ("M1,2 A1,1 0 0 1 3,3", "m1,2 l3,4", "L1,2", "M1,2 Q3,4"):
        with pytest.raises(PrintkitError, match="only absolute M, L, Q, C and Z"):
            Drawing(10, 10).path(bad)
