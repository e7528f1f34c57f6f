"""Crop marks: short lines in the gutters that extend each part's bounding cut lines."""

from __future__ import annotations

from printkit.art.canvas import INK, Circle, Drawing, Path, Rect
from printkit.layout.sheet import Placement

# The marks start a little off the part, so a slightly wide cut does not show them.
MARK_OFFSET_MM = 1.0
MARK_LENGTH_MM = 2.5
MARK_WIDTH_MM = 0.15
# Parts that are read, not cut out: the key to the line styles gets no marks to cut along.
UNCUT = frozenset({"legend"})


def cut_inset(part: Drawing, rotate: int = 0) -> tuple[float, float, float, float]:
    """How far inside its drawing `part`'s outer cut lies, left, top, right and bottom as
    placed turned clockwise by `rotate`: the bleed its art runs past the cut (0 if unknown)."""
    points: list[tuple[float, float]] = []
    for shape in part.layers["cut"]:
        if isinstance(shape, Rect):
            points += [(shape.x, shape.y), (shape.x + shape.w, shape.y + shape.h)]
        elif isinstance(shape, Circle):
            points += [(shape.cx - shape.r, shape.cy - shape.r),
                       (shape.cx + shape.r, shape.cy + shape.r)]
        elif isinstance(shape, Path):
            points += [point for _, ends in shape.segments for point in ends]
        else:  # a placed group: its cut is not read here, the marks keep to the drawing
            return (0.0, 0.0, 0.0, 0.0)
    if not points:
        return (0.0, 0.0, 0.0, 0.0)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = max(0.0, min(xs)), max(0.0, min(ys))
    right, bottom = max(0.0, part.width - max(xs)), max(0.0, part.height - max(ys))
    for _ in range((rotate // 90) % 4):  # a clockwise quarter turn: the left side goes on top
        left, top, right, bottom = bottom, left, top, right
    return left, top, right, bottom


def marked(ident: str, part: Drawing) -> bool:
    """Whether part `ident` gets crop marks: a flat card or block, cut with a ruler along
    them; not a key to read (UNCUT), nor a net (a part with folds: a box module, a die),
    cut round its outline, where marks at the corners of its box would only crowd its
    neighbours' (review s22)."""
    return ident not in UNCUT and not part.layers["fold"]


def crop_marks(
    drawing: Drawing, placement: Placement, area: tuple[float, float, float, float],
    inset: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0),
) -> int:
    """Draw crop marks at the corners of `placement` that fit inside `area`; return how many.
    Each mark starts off the part's art and lies on its cut line's extension, `inset`
    (see cut_inset) inside the art where the art bleeds past the cut, so a shop trimming
    to the marks cuts on the line (which parts get them: see `marked`)."""
    ax, ay, aw, ah = area
    left, top = placement.x, placement.y
    right, bottom = left + placement.width, top + placement.height
    near, far = MARK_OFFSET_MM, MARK_OFFSET_MM + MARK_LENGTH_MM
    segments = []
    for x, cut_x, sx in ((left, left + inset[0], -1), (right, right - inset[2], 1)):
        for y, cut_y, sy in ((top, top + inset[1], -1), (bottom, bottom - inset[3], 1)):
            # along the horizontal cut, then along the vertical one
            segments.append(((x + sx * near, cut_y), (x + sx * far, cut_y)))
            segments.append(((cut_x, y + sy * near), (cut_x, y + sy * far)))
    drawn = 0
    for start, end in segments:
        if all(ax <= px <= ax + aw and ay <= py <= ay + ah for px, py in (start, end)):
            drawing.line(start, end, stroke=INK, stroke_width=MARK_WIDTH_MM, layer="cut")
            drawn += 1
    return drawn
