"""How large a rulebook diagram's coordinates are drawn (5 pt or more), and its pieces.

A rulebook draws each diagram at some width and scales it to its column; the narrowest
it sets one is a third of an A3 page at its tightest spacing (render/rulebook.py:
85.7 mm x 0.825, about 70.7 mm; tests/art hold every paper and layout to it).
"""

from __future__ import annotations

from collections.abc import Mapping

from printkit.art.canvas import Drawing, Point
from printkit.art.palette import Palette
from printkit.art.parts import checkers
from printkit.art.parts.tokens import TokenArt
from printkit.units import pt_to_mm

# How a kit prints its pieces, by colour ("black", "white", "light"...): the token art its
# sheets draw each with, which its diagrams draw them with too.
PieceStyle = Mapping[str, TokenArt]

NARROWEST_COLUMN_MM = 70.0  # a little under the narrowest a diagram is printed, for safety
COORDINATE_PT = 5.2  # as printed that narrow: over the 5 pt every part must keep


def coordinate_size(width: float) -> float:
    """The size in mm of a coordinate in a diagram drawn `width` mm wide, such that it
    prints at COORDINATE_PT or more in any rulebook column."""
    return pt_to_mm(COORDINATE_PT) * max(width, NARROWEST_COLUMN_MM) / NARROWEST_COLUMN_MM


def draw_checker(d: Drawing, centre: Point, r: float, light: bool, pal: Palette, *,
                 kind: str = "checker") -> None:
    """A light or dark checker `r` in radius as the checker sheet prints its front (colours
    and rings), outlined in ink where the sheet has its cut circle."""
    checkers.face(d, centre, r, light, pal, outline=pal.ink, outline_width=0.3,
                  line=0.5, kind=kind)


def checker(light: bool) -> TokenArt:
    """The token art of a light or dark checker `size` mm across, for a board of squares."""

    def art(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
        draw_checker(d, centre, size * 0.46, light, pal, kind="piece checker")

    return art
