"""How large a rulebook diagram's coordinates are drawn, so they print at 5 pt or more.

A rulebook draws each diagram at some width and scales it to its column; the narrowest
it sets one is a third of an A3 page at its tightest spacing (render/rulebook.py:
85.7 mm x 0.825, about 70.7 mm; tests/art hold every paper and layout to it).
"""

from __future__ import annotations

from printkit.units import pt_to_mm

NARROWEST_COLUMN_MM = 70.0  # a little under the narrowest a diagram is printed, for safety
COORDINATE_PT = 5.2  # as printed that narrow: over the 5 pt every part must keep


def coordinate_size(width: float) -> float:
    """The size in mm of a coordinate in a diagram drawn `width` mm wide, such that it
    prints at COORDINATE_PT or more in any rulebook column."""
    return pt_to_mm(COORDINATE_PT) * max(width, NARROWEST_COLUMN_MM) / NARROWEST_COLUMN_MM
