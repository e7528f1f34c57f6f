"""Shared checks for art tests: a drawing is sound SVG at its size in millimetres."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable

import cairosvg
import pytest

from printkit.art.canvas import Drawing, fmt
from printkit.art.svg import svg_document

SVG_ROOT = "{http://www.w3.org/2000/svg}svg"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def check_svg(
    d: Drawing, size: tuple[float, float] | None = None, *, dpi: float = 20
) -> ET.Element:
    """Assert that `d` is well-formed SVG whose width and height in mm match its viewBox
    and the drawing's size, and that cairosvg renders it; return the parsed root.

    `size`, when given, is the size the test expects: a size the SVG can write exactly
    (three decimals), met to pytest.approx's default tolerance.
    """
    svg = svg_document(d)
    root = ET.fromstring(svg.encode("utf-8"))
    assert root.tag == SVG_ROOT
    width, height = size or (d.width, d.height)
    assert root.get("width") == f"{fmt(width)}mm"
    assert root.get("height") == f"{fmt(height)}mm"
    box = [float(v) for v in root.get("viewBox", "").replace(",", " ").split()]
    # The viewBox gives user units the same numbers as the size in mm, digit for digit.
    assert box == [0, 0, float(fmt(width)), float(fmt(height))]
    # The drawing's own size is met to the three decimals `fmt` writes.
    assert box == pytest.approx([0, 0, d.width, d.height], abs=1e-3)
    if size:
        assert box == pytest.approx([0, 0, *size])
    png = cairosvg.svg2png(bytestring=svg.encode("utf-8"), dpi=dpi)
    assert png is not None and png[:8] == PNG_SIGNATURE
    return root


@pytest.fixture
def svg_ok() -> Callable[..., ET.Element]:
    """Provide `check_svg`: svg_ok(drawing, size=None, *, dpi=20) -> parsed root."""
    return check_svg
