"""The words that tell a board's printed halves apart ("Top half", "rows 1–6"), kept with the
shared texts so that every kit printing a board in halves, a compendium too, translates them;
and `named`, which prints a half's name on the waste beside its cut.

A half's name on its own face would stay on the finished board, so it goes on the waste:
read while the halves are cut out and laid side by side, trimmed off with the waste.
"""

from __future__ import annotations

import math

from printkit.art.canvas import INK, Drawing, Path, Point
from printkit.art.outlines import text_width
from printkit.art.parts.caption import ASCENT, CAPTION, DESCENT, GAP, grown
from printkit.art.plane import edge_distance, inside
from printkit.i18n import N_
from printkit.units import PT_PER_MM

# Each half's name, by the side of the board it holds (the part is "board-<side>").
HALF_NAMES = {"top": N_("Top half"), "bottom": N_("Bottom half"), "left": N_("Left half"),
              "right": N_("Right half")}
# The board's rows a half holds, after its name.
ROWS = N_("rows {first}–{last}")
CLEAR = 2.0  # from the name's glyph box to the cut, mm: a cut a little wide spares it
EDGE = 1.0  # from the name's glyph box to the drawing's edge, where crop marks start
MARK_CLEAR = 4.0  # from a cut's corner, whose crop mark lies beside it, to the name
NEAR = 3.0  # from the name's glyph box to a slanted cut it is slid up to, mm
STEP = 0.5  # the slide's step, mm
# The name's size: read at arm's length while the halves are cut out and matched, so
# larger than a block's caption (6.5 pt), with the caption's metrics.
NAME_PT = 8.0


def size_mm() -> float:
    """The name's em size in mm."""
    return NAME_PT / PT_PER_MM


def named(half: Drawing, words: str, beside: bool | None = None, *,
          right: bool = False) -> Drawing:
    """`half` with `words` on its waste: in a corner of its drawing the cut leaves free (a
    slanted half's), else on a band the drawing grows by: `beside` it (reading up its left
    side, or with `right` down its right side) or below it; by default along its longer
    side (below a wide half, beside a tall one, which may already fill the paper's
    height)."""
    spot = _free_corner(half, words)
    if spot is not None:
        half.text(*spot, words, size=size_mm(), fill=INK, cls=CAPTION)
        return half
    size = size_mm()
    band = GAP + (ASCENT + DESCENT) * size
    if not (half.width < half.height if beside is None else beside):
        # Below it, laid as a block's caption is (a packer's quarter turn moves it along).
        out = grown(half, max(half.width, text_width(words, size=size)), half.height + band)
        out.text(0.0, half.height + GAP + ASCENT * size, words, size=size, fill=INK,
                 cls=CAPTION)
        return out
    if right:
        # Reading down the band from near its head (clear of the crop mark at the cut's
        # corner), the letters' tops towards the paper's edge.
        out = grown(half, half.width + band, half.height)
        out.text(out.width - ASCENT * size, MARK_CLEAR, words, size=size, fill=INK,
                 rotate=90, cls=CAPTION)
        return out
    out = grown(half, half.width + band, half.height, band)
    # Reading up the band from near its foot (clear of the crop mark at the cut's corner),
    # the letters' tops towards the paper's edge.
    out.text(ASCENT * size, half.height - MARK_CLEAR, words, size=size, fill=INK, rotate=-90,
             cls=CAPTION)
    return out


def _outline(half: Drawing) -> list[Point]:
    """The corners of the half's cut outline (its one closed cut)."""
    (cut,) = [s for s in half.layers["cut"] if isinstance(s, Path)]
    return [p for _, points in cut.segments for p in points]


def _free_corner(half: Drawing, words: str) -> Point | None:
    """Where `words` start (their baseline's left end) in a corner of the drawing that
    lies CLEAR of the cut outline, if one does: slid along the drawing's edge towards the
    cut, to NEAR it, so that the name stands by the half it names, not at the paper's edge."""
    size = size_mm()
    w, h = text_width(words, size=size), (ASCENT + DESCENT) * size
    ring = _outline(half)

    def box(x: float, y: float) -> list[Point]:
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]

    def free(x: float, y: float, clear: float) -> bool:
        corners = box(x, y)
        return (not any(inside(p, ring) for p in corners)
                and not any(inside(p, corners) for p in ring) and _apart(corners, ring) >= clear
                and all(math.dist(p, q) >= MARK_CLEAR for p in corners for q in ring))

    for x in (EDGE, half.width - EDGE - w):
        for y in (EDGE, half.height - EDGE - h):
            if not free(x, y, CLEAR):
                continue
            step = STEP if x == EDGE else -STEP
            while EDGE <= x + step <= half.width - EDGE - w and free(x + step, y, NEAR):
                x += step
            return x, y + ASCENT * size
    return None


def _apart(box: list[Point], ring: list[Point]) -> float:
    """How far the convex box lies from the polygon `ring` outside it: the least distance
    from a corner of either to a side of the other."""
    return min(min(edge_distance(p, ring) for p in box), min(edge_distance(p, box) for p in ring))
