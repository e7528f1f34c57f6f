"""The craft rules of the rulebook's pages, read from the layout the renderer reports
(printkit/render/layout_report.py, positions in mm from the page's top): hyphens across
pages, stub and half-empty pages, columns left blank mid-chapter, diagrams away from their
text, chapters starting mid-column, small print in diagrams."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from printkit.craft.findings import Finding, finding
from printkit.render.columns import columns
from printkit.render.layout_report import (
    MAX_EMPTY,
    MIN_LINES,
    page_lines,
    picture_stub,
    text_lines,
)
from printkit.render.layout_report import LaidOut as Laid
from printkit.units import PT_PER_MM

TOP_SLACK_MM = 2.0 / PT_PER_MM
MIN_TEXT_PT = 5.0
ROUNDING_PT = 0.05  # sizes set from millimetres land a hair under a whole point
HYPHENS = ("-", "\u2011", "\u00ad")


def page_findings(laid: Sequence[Laid], where: str) -> list[Finding]:
    """Everything the craft rules find wrong with the pages `laid` describes."""
    if not laid:
        return []
    found = list(_hyphens(laid, where))
    found += _fill(laid, where)
    found += _diagrams(laid, where)
    found += _chapters(laid, where)
    return found


def _hyphens(laid: Sequence[Laid], where: str) -> Iterator[Finding]:
    paragraphs = [r for r in laid if r.kind != "diagram"]
    for here, after in zip(paragraphs, paragraphs[1:], strict=False):
        if (here.continued and after.page > here.page
                and here.last_line.rstrip().endswith(HYPHENS)):
            word = (here.last_line.split()[-1] + after.first_line.split()[0]
                    if after.first_line else "")
            yield finding("pages.hyphen-break", where, here.page, "", word=word,
                          next=after.page)


def _fill(laid: Sequence[Laid], where: str) -> Iterator[Finding]:
    # Measured as a reader sees a page: each column from its top to its last block's
    # foot, so a column that stops early is blank below, whatever the gaps above.
    set_as = columns(laid)
    count = max(c.column for c in set_as) + 1
    for page in sorted({c.page for c in set_as}):
        on = [c for c in set_as if c.page == page]
        lines = page_lines(laid, page)
        if picture_stub(laid, page):  # count only its text (see picture_stub)
            lines = text_lines(laid, page)
        if lines < MIN_LINES:
            yield finding("pages.stub", where, page, "", lines=lines)
        empty = 1 - sum(1 - c.empty for c in on) / count
        if empty > MAX_EMPTY and all(c.goes_on for c in on):
            yield finding("pages.half-empty", where, page, "", empty=empty)
        for column in on:
            if column.hole:
                yield finding("pages.column-hole", where, page, "",
                              column=column.column + 1, empty=column.empty)


def _diagrams(laid: Sequence[Laid], where: str) -> Iterator[Finding]:
    count = 0
    for index, record in enumerate(laid):
        if record.kind != "diagram":
            continue
        count += 1
        if record.text_pt and record.text_pt < MIN_TEXT_PT - ROUNDING_PT:
            yield finding("text.min-size", where, record.page, f"diagram {count}",
                          text=record.text, size=record.text_pt)
        cited = _citing(laid, index)
        if cited is not None and cited.page != record.page:
            yield finding("pages.diagram-apart", where, record.page, f"diagram {count}",
                          index=count, at=record.page, cited=cited.page)


def _citing(laid: Sequence[Laid], index: int) -> Laid | None:
    """The paragraph before the diagram at `index`, over the diagrams and captions of the
    same run; None when a heading comes first."""
    for record in reversed(laid[:index]):
        if record.kind == "heading":
            return None
        if record.kind == "text":
            return record
    return None


def _chapters(laid: Sequence[Laid], where: str) -> Iterator[Finding]:
    for record in laid[1:]:
        if record.style == "h1" and record.top - record.frame_top > TOP_SLACK_MM:
            yield finding("pages.chapter-top", where, record.page, "", title=record.first_line,
                          by=(record.top - record.frame_top) * PT_PER_MM)
