"""The ink of a board's own fine lines: never the legend's cut ink."""

from __future__ import annotations

import math

from printkit.art.canvas import INK
from printkit.art.palette import Palette, mix

# A line this far (RGB distance, 0-255 a channel) from the cut lines' ink reads as art,
# not as a cut (craft rule style.cut-like, which flags 48 or nearer).
APART = 60.0
# How far a field line leans from the palette's ink towards the board's colour, tried in
# turn: the least that keeps it apart from the cut ink, so it stays crisp on the field.
STEPS = (0.3, 0.4, 0.5, 0.6)


def distance(a: str, b: str) -> float:
    """The RGB distance between two #rrggbb colours."""
    return math.dist([int(a[i:i + 2], 16) for i in (1, 3, 5)],
                     [int(b[i:i + 2], 16) for i in (1, 3, 5)])


def field_ink(pal: Palette, ground: str | None = None) -> str:
    """The colour of fine lines drawn on `ground` (the palette's felt by default)."""
    ground = ground or pal.felt
    for t in STEPS:
        colour = mix(pal.ink, ground, t)
        if distance(colour, INK) > APART:
            return colour
    # A ground as dark as the ink itself (a black frame): a mid grey line shows on it.
    return mix(pal.ink, "#ffffff", 0.4)
