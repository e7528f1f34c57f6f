"""A cover whose picture is long and low (Oware's board) is not left empty: the picture
grows to the cover's width, and the words below it follow without a hole."""

from __future__ import annotations

import io

from pypdf import PdfReader

from printkit.context import KitOptions
from printkit.games import find_game
from printkit.kit import render_kit
from printkit.units import PAPERS


def _baselines(game: str) -> dict[str, float]:
    """Each run of text on the cover (its first 30 characters): its first baseline, in
    mm up from the foot of the page."""
    pdf = render_kit(find_game(game), KitOptions(paper=PAPERS["a4"])).pdf
    found: dict[str, float] = {}

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        if text.strip():
            found.setdefault(text.strip()[:30], (tm[4] * cm[1] + tm[5] * cm[3] + cm[5])
                             * 25.4 / 72)

    PdfReader(io.BytesIO(pdf)).pages[0].extract_text(visitor_text=visit)
    return found


def test_the_oware_cover_draws_its_board_large_and_leaves_no_hole_under_it() -> None:
    at = _baselines("oware")
    # The board's house letters, above and below it: the board as drawn is over 45 mm
    # tall (it was 39 mm, held to 150 mm wide, with a 40 mm hole under the facts).
    assert at["A"] - at["a"] > 45
    # Between the title and the band, no gap between one thing and the next is a hole.
    for upper, lower in (("A print-and-play kit", "A"), ("a", "2 players · ages 7+ · about 30"),
                         ("To print: 2 sheets of card and", "In this kit")):
        assert at[upper] - at[lower] < 30, (upper, lower)
    # And the block stands in the middle of the page, between the top and the credits.
    above, below = 297 - at["Oware"], at["48 seeds"] - at["One of the games of the Ludos "]
    assert abs(above - below) < 0.25 * (above + below)
