"""Fonts are parsed once per machine: a font restored from the cache writes the same PDF."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfgen import canvas

from printkit import cache, fontcache
from printkit.fonts import font_path


@pytest.fixture
def user_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(cache.ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_enabled", True)
    cache._folder.cache_clear()
    yield tmp_path / "cache"
    cache._folder.cache_clear()


def _page(font: ttfonts.TTFont) -> bytes:
    """A one-line PDF in `font`, written reproducibly."""
    pdfmetrics.registerFont(font)
    out = io.BytesIO()
    page = canvas.Canvas(out, invariant=1)
    page.setFont(font.fontName, 12)
    page.drawString(72, 720, "Gamão, Oware, ¿Quién juega? Ação — 50 mm")
    page.save()
    return out.getvalue()


def test_a_font_is_parsed_once_then_served_from_the_cache(
        user_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    parsed = []
    extract = ttfonts.TTFontFile.extractInfo

    def counting(self: ttfonts.TTFontFile, *args: object, **kwargs: object) -> None:
        parsed.append(self.filename)
        extract(self, *args, **kwargs)

    monkeypatch.setattr(ttfonts.TTFontFile, "extractInfo", counting)
    path = font_path("serif")
    first = fontcache.ttfont("PK-Test-A", path)
    again = fontcache.ttfont("PK-Test-B", path)
    assert len(parsed) == 1
    assert again.fontName == "PK-Test-B"
    assert again.face.charToGlyph == first.face.charToGlyph
    # Same bytes from the parsed and the restored font (names aside, which the PDF shows).
    assert _page(first).replace(b"PK-Test-A", b"X") == _page(again).replace(b"PK-Test-B", b"X")


def test_a_damaged_font_entry_is_parsed_again(user_cache: Path) -> None:
    path = font_path("sans")
    fontcache.ttfont("PK-Test-C", path)
    for entry in user_cache.glob("*/font-*"):
        entry.write_bytes(b"junk")
    font = fontcache.ttfont("PK-Test-D", path)
    assert font.stringWidth("Hex", 10) > 0
