"""How large a rulebook diagram's coordinates are drawn, so they print at 5 pt or more.

A rulebook draws each diagram at some width and scales it to its column; the
narrowest column any rulebook layout sets (a two-column A4 page) is about 89 mm.
"""

from __future__ import annotations

from printkit.units import pt_to_mm

NARROWEST_COLUMN_MM = 85.0  # a little under the narrowest column, for safety
COORDINATE_PT = 5.6  # as printed in that column: over the 5 pt every part must keep


def coordinate_size(width: float) -> float:
    """The size in mm of a coordinate in a diagram drawn `width` mm wide, such that it
    prints at COORDINATE_PT or more in any rulebook column."""
    return pt_to_mm(COORDINATE_PT) * max(width, NARROWEST_COLUMN_MM) / NARROWEST_COLUMN_MM
