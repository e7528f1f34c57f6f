"""cairo sets the parts' text in the bundled fonts, and nothing else gets through."""

from __future__ import annotations

import io
import os

import pytest
from reportlab.pdfgen.canvas import Canvas

from printkit.art.canvas import Drawing
from printkit.errors import PrintkitError
from printkit.render.fontconfig import use_bundled_fonts
from printkit.render.pdf import _check_fonts, svg_to_pdf


def test_fontconfig_names_only_the_bundled_folder() -> None:
    conf = use_bundled_fonts()
    assert os.environ["FONTCONFIG_FILE"] == str(conf)
    text = conf.read_text(encoding="utf-8")
    assert text.count("<dir>") == 1 and "<include" not in text


def test_live_text_is_embedded_in_the_bundled_face() -> None:
    d = Drawing(60, 20)
    d.text(2, 10, "Gamão: peças", size=5, font="serif-bold")
    d.text(2, 17, "cola", size=4, font="sans")
    pdf = svg_to_pdf(d.to_svg(text="fonts"))
    assert b"GentiumBookPlus-Bold" in pdf and b"Lato-Regular" in pdf


def test_a_page_in_another_font_is_refused() -> None:
    buffer = io.BytesIO()
    page = Canvas(buffer)
    page.setFont("Helvetica", 12)
    page.drawString(72, 72, "not ours")
    page.save()
    with pytest.raises(PrintkitError, match="'Helvetica', not a bundled font"):
        _check_fonts(buffer.getvalue())
