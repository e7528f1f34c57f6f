"""Captions wrap as a typesetter would: a number stays with the word before it, and no
caption ends on a short word alone."""

from __future__ import annotations

import pytest

from printkit.render.rulebook import tied
from tests.render.reports import rulebook_report

NBSP = "\u00a0"


def test_a_number_stays_with_the_word_before_it_and_the_last_words_together() -> None:
    assert tied("Black's on ranks 6 and 7.") == f"Black's on ranks{NBSP}6{NBSP}and{NBSP}7."
    assert tied("<b>d5</b> — The first cat goes on d5.") == (
        f"<b>d5</b> — The first cat goes on{NBSP}d5.")
    # A long last word keeps its space: tied together, the two might not fit a line.
    assert tied("South sows counterclockwise") == "South sows counterclockwise"


@pytest.mark.parametrize("game", ["breakthrough", "classics"])
def test_the_breakthrough_start_caption_ends_on_ranks_6_and_7(game: str) -> None:
    start = next(r for r in rulebook_report(game) if r.kind == "caption"
                 and r.first_line.startswith("The start: White"))
    # Once its last line was "7." alone.
    assert start.last_line.replace(NBSP, " ").endswith("ranks 6 and 7.")
