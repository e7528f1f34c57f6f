"""How full each column of a laid-out rulebook is, as a reader sees it: the blank left at
a column's foot while its chapter goes on in the next column or page."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from printkit.render.layout_report import LaidOut

# A column may end this much of its height short while its chapter goes on: a diagram
# too tall for the rest of a column waits for the next one's top while the text fills on.
MOST_EMPTY = 1 / 3
# ... and a page's last column this much: there a diagram (or a run of them) too tall
# for the rest moves on with its paragraph's last lines, to stay on that paragraph's
# page, and its labels keep it from shrinking below 5 pt.
LAST_EMPTY = 0.6
# A column that ends more than this short mid-chapter is worth a tighter or looser setting.
SHORT_EMPTY = 0.15


@dataclass(frozen=True)
class Column:
    """One column as set: where, how much of its height is blank at its foot, and whether
    its chapter goes on after it."""

    page: int
    column: int
    empty: float  # the blank at its foot, as a share of its height
    goes_on: bool  # the text after it is of the same chapter (no chapter ends here)
    last: bool = False  # the page's last column

    @property
    def hole(self) -> bool:
        """Whether the column is left blank at its foot (more than MOST_EMPTY, a page's
        last column LAST_EMPTY) while its chapter goes on."""
        return self.goes_on and self.empty > (LAST_EMPTY if self.last else MOST_EMPTY)


def columns(records: Sequence[LaidOut]) -> list[Column]:
    """Every column that holds anything, in reading order."""
    last: dict[tuple[int, int], int] = {}
    for index, laid in enumerate(records):
        last[(laid.page, laid.column)] = index
    count = max((r.column for r in records), default=0) + 1
    found = []
    for (page, column), index in last.items():
        held = [r for r in records if (r.page, r.column) == (page, column)]
        height = held[0].frame_bottom - held[0].frame_top
        foot = max(r.bottom for r in held)
        empty = (held[0].frame_bottom - foot) / height if height > 0 else 0.0
        after = records[index + 1] if index + 1 < len(records) else None
        goes_on = (after is not None and after.chapter == records[index].chapter
                   and after.style != "h1"
                   # The book's text ends here, a run of pictures it cites standing
                   # whole in the next column: the book is done, not left unfinished.
                   and not all(r.kind in ("diagram", "caption") and r.page == page
                               for r in records[index + 1:]))
        found.append(Column(page, column, max(0.0, empty), goes_on, column == count - 1))
    found.sort(key=lambda c: (c.page, c.column))
    # The book's last page may share its last lines between its columns: a column there
    # whose later columns end no lower is balanced, not left blank.
    end = [c for c in found if c.page == found[-1].page] if found else []
    return [replace(c, goes_on=False) if c in end and all(
        later.empty >= c.empty for later in end if later.column > c.column) else c
        for c in found]


def last_page_fill(records: Sequence[LaidOut]) -> float:
    """How full the book's last page is as a reader sees it: its columns' set height (each
    from its top to its last block's foot) over all the page's columns' height."""
    set_as = columns(records)
    if not set_as:
        return 0.0
    count = max(c.column for c in set_as) + 1
    return sum(1 - c.empty for c in set_as if c.page == set_as[-1].page) / count


def short_columns(records: Sequence[LaidOut], least: float = SHORT_EMPTY) -> list[Column]:
    """The columns that stop short (blank at their foot more than `least` of their height)
    while their chapter goes on: no rule's hole, but a reader sees the page unfinished."""
    return [c for c in columns(records) if c.goes_on and c.empty > least]


def holes(records: Sequence[LaidOut]) -> list[Column]:
    """The columns left blank at their foot while their chapter goes on (see Column.hole)."""
    return [c for c in columns(records) if c.hole]


def short_ends(records: Sequence[LaidOut], least: int = 5) -> list[Column]:
    """The columns in which a chapter begun in an earlier column ends with fewer than
    `least` lines and no diagram: a few lines alone atop a blank column."""
    found = []
    for column in columns(records):
        held = [r for r in records if (r.page, r.column) == (column.page, column.column)]
        chapter = held[-1].chapter
        first = next(r for r in records if r.chapter == chapter)
        if (not column.goes_on and (first.page, first.column) != (column.page, column.column)
                and sum(r.lines for r in held if r.chapter == chapter) < least
                and not any(r.kind == "diagram" for r in held)):
            found.append(column)
    return found
