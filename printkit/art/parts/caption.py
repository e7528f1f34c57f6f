"""A caption on the waste: a line of small print just below a block of pieces, outside
its cut, naming what the block is ("Oware · 48 seeds"), as print-and-play sheets label
their blocks.

The caption grows the part's drawing (below, and to the right if the words are wider
than the block), so a packer gives it room like any other part of the drawing. Its text
carries the class `CAPTION`: the craft check holds such words to the rules of the waste
(outside every cut, crossing none, nothing behind them on the back) instead of asking
them to stay on a piece's face.
"""

from __future__ import annotations

import dataclasses

from printkit.art.canvas import INK, LAYERS, Circle, Drawing, Group, Path, Rect, Shape, Text
from printkit.art.outlines import text_width
from printkit.units import PT_PER_MM

CAPTION = "caption"  # the class of a caption's text
CAPTION_PT = 6.5  # above the 5 pt floor, small enough to sit in a gutter
GAP = 2.0  # from the drawing's foot (its art's bleed past the cut) to the caption's tops
# Ascent and descent of the caption's font, as shares of its em size (a little generous).
ASCENT, DESCENT = 0.75, 0.22


def size_mm() -> float:
    """The caption's em size in mm."""
    return CAPTION_PT / PT_PER_MM


def captioned(front: Drawing, back: Drawing | None, words: str, inset: float = 0.0
              ) -> tuple[Drawing, Drawing | None]:
    """`front` with `words` below it, starting `inset` mm in from its left edge (where the
    block's cut starts), and `back` grown alike: mirrored, as a long-edge flip puts it
    behind the front, so its art moves right by whatever the words add to the width."""
    size = size_mm()
    width = max(front.width, inset + text_width(words, size=size) + inset)
    height = front.height + GAP + (ASCENT + DESCENT) * size
    out = _grown(front, width, height)
    out.text(inset, front.height + GAP + ASCENT * size, words, size=size, fill=INK,
             cls=CAPTION)
    if back is None:
        return out, None
    return out, _grown(back, width, height, width - back.width)


def _grown(drawing: Drawing, width: float, height: float, dx: float = 0.0) -> Drawing:
    """`drawing`'s shapes, moved `dx` mm right, on a drawing `width` x `height`: moved
    shape by shape, not placed as one group, so its cut lines stay its own (crop marks
    find them) and each shape stays one element to the craft check."""
    out = Drawing(width, height, name=drawing.name)
    for layer in LAYERS:
        out.layers[layer] = [_moved(shape, dx) for shape in drawing.layers[layer]]
    return out


def _moved(shape: Shape, dx: float) -> Shape:
    """`shape` moved `dx` mm to the right."""
    if not dx:
        return shape
    if isinstance(shape, Rect | Text | Group):
        return dataclasses.replace(shape, x=shape.x + dx)
    if isinstance(shape, Circle):
        return dataclasses.replace(shape, cx=shape.cx + dx)
    assert isinstance(shape, Path)
    return dataclasses.replace(shape, segments=tuple(
        (command, tuple((x + dx, y) for x, y in points)) for command, points in shape.segments))
