"""Crop marks: short lines in the gutters that extend each part's bounding cut lines."""

from __future__ import annotations

from printkit.art.canvas import INK, Drawing
from printkit.layout.sheet import Placement

# The marks start a little off the part, so a slightly wide cut does not show them.
MARK_OFFSET_MM = 1.0
MARK_LENGTH_MM = 2.5
MARK_WIDTH_MM = 0.15
# Parts that are read, not cut out: the key to the line styles gets no marks to cut along.
UNCUT = frozenset({"legend"})


def crop_marks(
    drawing: Drawing, placement: Placement, area: tuple[float, float, float, float]
) -> int:
    """Draw crop marks at the corners of `placement` that fit inside `area`; return how many."""
    if placement.ident in UNCUT:
        return 0
    ax, ay, aw, ah = area
    left, top = placement.x, placement.y
    right, bottom = left + placement.width, top + placement.height
    near, far = MARK_OFFSET_MM, MARK_OFFSET_MM + MARK_LENGTH_MM
    segments = []
    for x, sx in ((left, -1), (right, 1)):
        for y, sy in ((top, -1), (bottom, 1)):
            segments.append(((x + sx * near, y), (x + sx * far, y)))  # along the horizontal cut
            segments.append(((x, y + sy * near), (x, y + sy * far)))  # along the vertical cut
    drawn = 0
    for start, end in segments:
        if all(ax <= px <= ax + aw and ay <= py <= ay + ah for px, py in (start, end)):
            drawing.line(start, end, stroke=INK, stroke_width=MARK_WIDTH_MM, layer="cut")
            drawn += 1
    return drawn
