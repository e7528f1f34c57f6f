"""The parts' text is set in the bundled fonts, embedded; no other font can get in."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from printkit.art.canvas import Drawing
from printkit.errors import PrintkitError
from printkit.render.pdf import drawings_pdf


def _fonts(pdf: bytes) -> set[str]:
    """The base names of the fonts a PDF's pages use, subset prefixes dropped."""
    names = set()
    for page in PdfReader(io.BytesIO(pdf)).pages:
        for font in (page["/Resources"].get("/Font") or {}).values():
            font = font.get_object()
            names.add(str(font["/BaseFont"]).lstrip("/").split("+")[-1])
            descendant = font.get("/DescendantFonts")
            for child in descendant or []:
                assert "/FontFile2" in child.get_object()["/FontDescriptor"], font
    return names


def test_live_text_is_embedded_in_the_bundled_face() -> None:
    d = Drawing(60, 20)
    d.text(2, 10, "Gamão: peças", size=5, font="serif-bold")
    d.text(2, 17, "cola", size=4, font="sans")
    fonts = _fonts(drawings_pdf([d]))
    assert fonts == {"GentiumBookPlus-Bold", "Lato-Regular"}


def test_a_drawing_without_text_names_no_font() -> None:
    d = Drawing(20, 20)
    d.rect(2, 2, 10, 10, fill="#9b4a2c")
    assert _fonts(drawings_pdf([d])) == set()


def test_an_unknown_font_is_refused_when_drawn() -> None:
    with pytest.raises(PrintkitError, match="unknown font 'Helvetica': accepted serif, "):
        Drawing(20, 20).text(2, 10, "x", size=3, font="Helvetica")


def test_text_that_means_something_to_pdf_is_drawn_as_written() -> None:
    nasty = 'a(b)c\\d <&> "q" ção ) ( %% /Name'
    d = Drawing(160, 20)
    d.text(2, 10, nasty, size=4)
    page = PdfReader(io.BytesIO(drawings_pdf([d]))).pages[0]
    assert page.extract_text().strip() == nasty
