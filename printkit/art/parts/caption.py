"""A caption on the waste: a line of small print just below a block of pieces, outside
its cut, naming what the block is ("Oware · 48 seeds"), as print-and-play sheets label
their blocks.

The caption grows the part's drawing (below, and to the right if the words are wider
than the block), so a packer gives it room like any other part of the drawing. Its text
carries the class `CAPTION`: the craft check holds such words to the rules of the waste
(outside every cut, crossing none, nothing behind them on the back) instead of asking
them to stay on a piece's face.

A block the packer turns a quarter takes its caption along to the side that then lies
below it (`turned`), so the words still read across the sheet under the block.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

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
    out = grown(front, width, height)
    out.text(inset, front.height + GAP + ASCENT * size, words, size=size, fill=INK,
             cls=CAPTION)
    if back is None:
        return out, None
    return out, grown(back, width, height, width - back.width)


def caption_of(drawing: Drawing) -> Text | None:
    """The caption `captioned` printed on `drawing`, if it has one: upright, at its foot.
    Other waste words of the caption's class (a board half's name in a free corner, or
    up its side) are no caption `turned` can move."""
    return next((shape for shape in drawing.layers["text"]
                 if isinstance(shape, Text) and shape.cls == CAPTION and not shape.rotate
                 and abs(shape.y + DESCENT * shape.size - drawing.height) < 1e-6), None)


def turned_size(drawing: Drawing) -> tuple[float, float] | None:
    """The (width, height) `turned` gives a captioned `drawing`, before its quarter turn;
    None if it has no caption."""
    words = caption_of(drawing)
    if words is None:
        return None
    band = drawing.height - _block_height(words)
    return (drawing.width + band,
            max(_block_height(words), 2 * words.x + text_width(words.content, size=words.size)))


def turned(front: Drawing, back: Drawing | None) -> tuple[Drawing, Drawing | None]:
    """A captioned `front` (and its `back`) re-laid for a quarter turn clockwise: the
    caption moved from under the block to its right, reading up, so that once turned it
    lies under the block again and reads across; the block drawn at the foot, so that its
    left edge, once turned, is where the words start. As is, if `front` has no caption."""
    words = caption_of(front)
    size = turned_size(front)
    if words is None or size is None:
        return front, back
    width, height = size
    block = _block_height(words)
    band, dy = width - front.width, height - block
    out = grown(front, width, height, 0.0, dy, keep=lambda s: s is not words)
    # Reading up, the glyphs' tops face the block: GAP from its edge, as under it.
    out.text(front.width + GAP + ASCENT * words.size, height - words.x, words.content,
             size=words.size, fill=words.fill, rotate=-90, cls=CAPTION)
    # The back mirrors the front across its width: the new band opens on its left.
    return out, None if back is None else grown(back, width, height, band, dy)


def _block_height(words: Text) -> float:
    """The height of the block a caption `captioned` put under it."""
    return words.y - ASCENT * words.size - GAP


def grown(drawing: Drawing, width: float, height: float, dx: float = 0.0, dy: float = 0.0,
           keep: Callable[[Shape], bool] = lambda _: True) -> Drawing:
    """`drawing`'s shapes (those `keep` keeps), moved `dx` mm right and `dy` down, on a
    drawing `width` x `height`: moved shape by shape, not placed as one group, so its cut
    lines stay its own (crop marks find them) and each shape stays one element to the
    craft check."""
    out = Drawing(width, height, name=drawing.name)
    for layer in LAYERS:
        out.layers[layer] = [_moved(shape, dx, dy) for shape in drawing.layers[layer]
                             if keep(shape)]
    return out


def _moved(shape: Shape, dx: float, dy: float = 0.0) -> Shape:
    """`shape` moved `dx` mm to the right and `dy` down."""
    if not dx and not dy:
        return shape
    if isinstance(shape, Rect | Text | Group):
        return dataclasses.replace(shape, x=shape.x + dx, y=shape.y + dy)
    if isinstance(shape, Circle):
        return dataclasses.replace(shape, cx=shape.cx + dx, cy=shape.cy + dy)
    assert isinstance(shape, Path)
    return dataclasses.replace(shape, segments=tuple(
        (command, tuple((x + dx, y + dy) for x, y in points))
        for command, points in shape.segments))
