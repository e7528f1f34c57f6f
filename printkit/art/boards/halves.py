"""The words that tell a board's printed halves apart ("Top half", "rows 1–6"), kept with the
shared texts so that every kit printing a board in halves, a compendium too, translates them;
and `named`, which prints a half's name on the waste beside its cut.

A half's name on its own face would stay on the finished board, so it goes on the waste:
read while the halves are cut out and laid side by side, trimmed off with the waste.
"""

from __future__ import annotations

from printkit.art.canvas import INK, Drawing, Path, Point
from printkit.art.outlines import text_width
from printkit.art.parts.caption import (
    ASCENT,
    CAPTION,
    DESCENT,
    GAP,
    captioned,
    grown,
    size_mm,
)
from printkit.art.plane import edge_distance, inside
from printkit.i18n import N_

# Each half's name, by the side of the board it holds (the part is "board-<side>").
HALF_NAMES = {"top": N_("Top half"), "bottom": N_("Bottom half"), "left": N_("Left half"),
              "right": N_("Right half")}
# The board's rows a half holds, after its name.
ROWS = N_("rows {first}–{last}")
CLEAR = 2.0  # from the name's glyph box to the cut, mm: a cut a little wide spares it
EDGE = 1.0  # from the name's glyph box to the drawing's edge, where crop marks start
MARK_CLEAR = 4.0  # from a cut's corner, whose crop mark lies beside it, to the name


def named(half: Drawing, words: str) -> Drawing:
    """`half` with `words` on its waste: in a corner of its drawing the cut leaves free (a
    slanted half's), else on a band the drawing grows by along its longer side (below a
    wide half, beside a tall one, which may already fill the paper's height)."""
    spot = _free_corner(half, words)
    if spot is not None:
        half.text(*spot, words, size=size_mm(), fill=INK, cls=CAPTION)
        return half
    if half.width >= half.height:
        return captioned(half, None, words)[0]
    size = size_mm()
    band = GAP + (ASCENT + DESCENT) * size
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
    lies CLEAR of the cut outline, if one does."""
    size = size_mm()
    w, h = text_width(words, size=size), (ASCENT + DESCENT) * size
    ring = _outline(half)
    for x in (EDGE, half.width - EDGE - w):
        for y in (EDGE, half.height - EDGE - h):
            box = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
            if (not any(inside(p, ring) for p in box) and not any(inside(p, box) for p in ring)
                    and _apart(box, ring) >= CLEAR):
                return x, y + ASCENT * size
    return None


def _apart(box: list[Point], ring: list[Point]) -> float:
    """How far the convex box lies from the polygon `ring` outside it: the least distance
    from a corner of either to a side of the other."""
    return min(min(edge_distance(p, ring) for p in box), min(edge_distance(p, box) for p in ring))
