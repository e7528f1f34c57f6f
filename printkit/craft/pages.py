"""The craft rules of the rulebook's pages, read from the layout the renderer reports
(printkit/render/laidout.py): hyphens across pages, stub and half-empty pages, diagrams
away from their text, chapters starting mid-column, small print in diagrams."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from printkit.craft.findings import Finding, finding
from printkit.render.laidout import Laid

MIN_LINES = 5
MAX_EMPTY = 0.5
LEADING_PT = 13.2  # a body line: a diagram counts as the lines its height would hold
TOP_SLACK_PT = 2.0
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
        if here.continued and after.page > here.page and here.last.rstrip().endswith(HYPHENS):
            word = here.last.split()[-1] + after.first.split()[0] if after.first else ""
            yield finding("pages.hyphen-break", where, here.page, "", word=word,
                          next=after.page)


def _fill(laid: Sequence[Laid], where: str) -> Iterator[Finding]:
    columns = len({r.frame for r in laid})
    pages = sorted({r.page for r in laid})
    for page in pages:
        on = [r for r in laid if r.page == page]
        lines = sum(r.lines for r in on) + sum(round((r.top - r.bottom) / LEADING_PT)
                                              for r in on if r.kind == "diagram")
        if lines < MIN_LINES:
            yield finding("pages.stub", where, page, "", lines=lines)
        capacity = columns * (on[0].frame_top - on[0].frame_bottom)
        used = sum(r.top - r.bottom for r in on)
        empty = 1 - used / capacity if capacity > 0 else 0.0
        if empty > MAX_EMPTY and not _chapter_ends(laid, page, pages):
            yield finding("pages.half-empty", where, page, "", empty=empty)


def _chapter_ends(laid: Sequence[Laid], page: int, pages: list[int]) -> bool:
    """Whether a chapter ends on `page`: the book's last page, or one after which a
    chapter (a first-level heading) begins on the next page."""
    if page == pages[-1]:
        return True
    after = next((r for r in laid if r.page > page), None)
    return after is not None and after.style == "h1"


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
        if record.kind == "paragraph" and record.style != "caption":
            return record
    return None


def _chapters(laid: Sequence[Laid], where: str) -> Iterator[Finding]:
    for record in laid[1:]:
        if record.style == "h1" and record.frame_top - record.top > TOP_SLACK_PT:
            yield finding("pages.chapter-top", where, record.page, "", title=record.first,
                          by=record.frame_top - record.top)
