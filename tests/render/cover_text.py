"""Where each run of text sits on a built kit's cover, for the cover tests."""

from __future__ import annotations

import io
from functools import cache

from pypdf import PdfReader

from printkit.context import KitOptions
from printkit.games import find_game
from printkit.kit import render_kit
from printkit.units import PAPERS


@cache
def _cover(game: str, language: str) -> PdfReader:
    """The built A4 kit of `game` in `language`, read."""
    pdf = render_kit(find_game(game), KitOptions(language=language, paper=PAPERS["a4"])).pdf
    return PdfReader(io.BytesIO(pdf))


def cover_text(game: str, language: str = "en") -> str:
    """The cover's words, as the PDF gives them."""
    return _cover(game, language).pages[0].extract_text()


@cache
def cover_baselines(game: str, language: str = "en") -> dict[str, float]:
    """Each run of text on the cover (its first 30 characters): its first baseline, in
    mm up from the foot of the page (A4)."""
    found: dict[str, float] = {}

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        if text.strip():
            found.setdefault(text.strip()[:30], (tm[4] * cm[1] + tm[5] * cm[3] + cm[5])
                             * 25.4 / 72)

    _cover(game, language).pages[0].extract_text(visitor_text=visit)
    return found
