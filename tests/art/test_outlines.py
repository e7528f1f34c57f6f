"""Glyph checks and outlines come from the bundled font files."""

from __future__ import annotations

import pytest

from printkit.art.outlines import COMMON_CHARACTERS, _cmap, has_glyphs, text_path
from printkit.errors import PrintkitError
from printkit.fonts import FONT_FILES


@pytest.mark.parametrize("font", list(FONT_FILES))
def test_every_face_draws_the_common_characters(font: str) -> None:
    # has_glyphs trusts this set without opening the font: every face must hold it.
    cmap = _cmap(font)
    assert sorted(c for c in COMMON_CHARACTERS if ord(c) not in cmap) == []


def test_portuguese_is_common() -> None:
    assert set("ÁÂÃÀÇÉÊÍÓÔÕÚÜáâãàçéêíóôõúü ºª€«»") - {"€"} <= COMMON_CHARACTERS


@pytest.mark.parametrize("font", list(FONT_FILES))
def test_rare_characters_are_looked_up_in_the_font(font: str) -> None:
    assert has_glyphs("Gamão €", font) == ""  # the euro sign is not common, but drawn
    assert has_glyphs("盤 ok", font) == "盤"


def test_a_latin_letter_outside_the_common_set_is_looked_up() -> None:
    # U+0149 is left out of the common set because Gentium lacks it (Lato has it).
    assert has_glyphs("\u0149", "serif") == "\u0149"
    assert has_glyphs("\u0149", "sans") == ""


def test_outlines_refuse_what_the_font_cannot_draw() -> None:
    with pytest.raises(PrintkitError, match="has no glyph for '盤'"):
        text_path("盤", size=3, font="serif")
