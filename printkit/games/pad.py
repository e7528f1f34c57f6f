"""What a game's pencil-and-paper pad needs: a rules key and, for recorded games, move columns.

The board itself is the game's own diagram of its start position, so a pad
looks like the kit and the rulebook; printkit/render/pad.py lays pads out.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Pad:
    """A game's pad: the rules in a few words (marked with N_), how many boards suit a
    page, and the headings of the two move columns for games worth recording."""

    key: str
    per_page: int
    moves: tuple[str, str] | None = None
