"""Folded booklets: half-size pages imposed two per side, in saddle-stitch order, for duplex.

The booklet is read by printing the imposed pages double-sided, keeping the sheets in
order with the first one outermost, and folding the stack across the middle of the
portrait sheet. Seen opened flat, with the crease vertical, each side of a sheet is a
spread of two booklet pages: the left one and the right one. The sheet's front (the
odd imposed page) is the outside of the fold, its back (the even imposed page) the inside.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from printkit.layout.sheet import Duplex
from printkit.units import Paper

Spread = tuple[int | None, int | None]  # (left page, right page), 1-based; None is blank
SheetSpreads = tuple[Spread, Spread]  # (outside = front, inside = back) of one sheet


def half_page(paper: Paper) -> tuple[float, float]:
    """The (width, height) in mm of one booklet page: the portrait paper halved across."""
    return (paper.height / 2, paper.width)


def saddle_order(pages: int) -> list[SheetSpreads]:
    """The spreads of each sheet, outermost sheet first, for a booklet of `pages` pages.

    Each sheet gives (outside, inside); each side is (left, right) as seen opened flat
    with that side towards you and its text upright. Pages past `pages` are blank
    (None): the booklet is padded at its end to a multiple of four."""
    if pages < 1:
        raise ValueError(f"a booklet needs at least one page, not {pages}")
    total = -(-pages // 4) * 4

    def page(number: int) -> int | None:
        return number if number <= pages else None

    # Sheet k carries the k-th pair of pages from the front and from the back of the book;
    # outside the fold the back half (left) and the front half (right), inside the reverse.
    return [
        ((page(total - 2 * k), page(2 * k + 1)), (page(2 * k + 2), page(total - 2 * k - 1)))
        for k in range(total // 4)
    ]


class Turn(IntEnum):
    """Which way a half page is turned on the portrait sheet, seen from its printed side."""

    LEFT = 90  # a quarter counter-clockwise: the page's top points to the sheet's left edge
    RIGHT = -90  # a quarter clockwise: the page's top points to the sheet's right edge


@dataclass(frozen=True)
class Slot:
    """One half of an imposed portrait page: the booklet page drawn there, and how."""

    page: int | None
    top: bool  # the top half of the page as printed (else the bottom half)
    turn: Turn


def imposition(pages: int, duplex: Duplex) -> list[tuple[Slot, Slot]]:
    """The (top, bottom) slots of every imposed page, in print order: front, back, front..."""
    imposed: list[tuple[Slot, Slot]] = []
    for outside, inside in saddle_order(pages):
        imposed.append(_side(outside, upside_down=False))
        # The inside spread is seen by turning the sheet over about the crease line, which
        # runs across the portrait page: that is a short-edge flip, so with short-edge
        # duplex the back reads like the front. A long-edge flip (also what a user does by
        # hand with manual duplex) turns it about the other axis, a half turn away.
        imposed.append(_side(inside, upside_down=duplex is not Duplex.SHORT_EDGE))
    return imposed


def _side(spread: Spread, *, upside_down: bool) -> tuple[Slot, Slot]:
    """The (top, bottom) slots that show `spread` on one side of a sheet."""
    left, right = spread
    # The spread is read with the portrait page turned a quarter clockwise, crease
    # vertical: the page's top half becomes the right page and its bottom half the left
    # one, so each half page is drawn a quarter counter-clockwise to stand upright then.
    if upside_down:
        return (Slot(left, True, Turn.RIGHT), Slot(right, False, Turn.RIGHT))
    return (Slot(right, True, Turn.LEFT), Slot(left, False, Turn.LEFT))
