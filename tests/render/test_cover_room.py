"""A cover whose picture is long and low (Oware's board) is not left empty: the picture
grows to the cover's width, and the words below it follow without a hole."""

from __future__ import annotations

from tests.render.cover_text import cover_baselines


def test_the_oware_cover_draws_its_board_large_and_leaves_no_hole_under_it() -> None:
    at = cover_baselines("oware")
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
