"""What a text layout put on each page: one record per flowable as it was drawn.

The rulebook's setter passes a list to `build_pdf(report=...)`; every paragraph, heading,
caption and diagram drawn appends a LaidOut. The setter reads it to refuse stub pages and
words split across pages; a craft check can read the same records.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from printkit.art.canvas import Drawing, Shape, Text, leaves
from printkit.units import PT_PER_MM, pt_to_mm

# Paragraph styles by the kind of text they set.
HEADINGS = ("h1", "h2", "h3")
CAPTIONS = ("caption",)
MIN_TEXT_PT = 5.0  # the smallest character a diagram may print (the craft rules')
ROUNDING_PT = 0.05  # sizes set from millimetres land a hair under a whole point
# The craft rules' page measures (printkit/craft/pages.py reports them, a booklet's setter
# avoids them): a page holds at least MIN_LINES lines, a diagram counting as the body
# lines (LEADING_MM each) it would hold, and is at most MAX_EMPTY empty.
MIN_LINES = 5
MAX_EMPTY = 0.5
LEADING_MM = 13.2 / PT_PER_MM


@dataclass(frozen=True)
class LaidOut:
    """One flowable as drawn: where, what kind, how many lines and how its last ends."""

    page: int  # 1-based page of the PDF the layout wrote
    column: int  # 0-based frame (column) on that page
    kind: str  # "text", "heading", "caption", "diagram" or "title" (a cover's)
    top: float  # mm from the page's top edge
    bottom: float  # mm from the page's top edge
    lines: int  # lines of text (0 for a diagram)
    first_line: str  # its first line's text ("" for a diagram)
    last_line: str  # its last line's text ("" for a diagram)
    chapter: int = 0  # the chapter it belongs to (a compendium's; 0 in a single book)
    diagram: int = 0  # for a diagram, its number in the book (1-based)
    style: str = ""  # the paragraph style's name ("body", "caption", "h1"...)
    frame_top: float = 0.0  # its column's top and foot, mm from the page's top edge
    frame_bottom: float = 0.0
    continued: bool = False  # a paragraph whose rest follows in the next column or page
    words: str = ""  # a paragraph's words, line after line
    text_pt: float = 0.0  # a diagram's smallest printed character, in points
    text: str = ""  # ... and its words


def line_text(paragraph: Any, index: int) -> str:
    """The text of line `index` of a wrapped ReportLab paragraph."""
    line = paragraph.blPara.lines[index]
    if isinstance(line, tuple):  # plain lines: (width, words)
        return " ".join(w if isinstance(w, str) else getattr(w, "text", "") for w in line[1])
    return "".join(getattr(word, "text", "") for word in getattr(line, "words", ()))


def ends_with_hyphen(paragraph: Any) -> bool:
    """Whether a wrapped paragraph's last line ends in a hyphen (a word broken there)."""
    para = getattr(paragraph, "blPara", None)
    return bool(para and para.lines and line_text(paragraph, -1).rstrip().endswith(
        ("-", "\u2011", "\u00ad")))


def record(flowable: Any, page: int, column: int, bottom_pt: float, page_height_pt: float,
           chapter: int, frame_pt: tuple[float, float] = (0.0, 0.0)) -> LaidOut | None:
    """The record of `flowable`, drawn with its bottom `bottom_pt` above the page's foot in
    a column spanning `frame_pt` (its foot and top, above the page's foot); None for what
    prints nothing (spacers, marks)."""
    height = float(getattr(flowable, "height", 0) or 0)
    top = pt_to_mm(page_height_pt - bottom_pt - height)
    bottom = pt_to_mm(page_height_pt - bottom_pt)
    frame_top = pt_to_mm(page_height_pt - frame_pt[1])
    frame_bottom = pt_to_mm(page_height_pt - frame_pt[0])
    para = getattr(flowable, "blPara", None)
    if para is not None:
        style = getattr(getattr(flowable, "style", None), "name", "")
        kind = ("title" if style == "title" else "heading" if style in HEADINGS
                else "caption" if style in CAPTIONS else "text")
        lines = [line_text(flowable, i) for i in range(len(para.lines))]
        return LaidOut(page, column, kind, top, bottom, len(lines),
                       lines[0] if lines else "", lines[-1] if lines else "", chapter,
                       style=style, continued=bool(getattr(flowable, "_splitpara", 0)),
                       words=" ".join(lines), frame_top=frame_top, frame_bottom=frame_bottom)
    number = getattr(flowable, "diagram_number", None)
    if number is not None:
        smallest = smallest_text(flowable)
        return LaidOut(page, column, "diagram", top, bottom, 0, "", "", chapter, number,
                       style="diagram", frame_top=frame_top, frame_bottom=frame_bottom,
                       text_pt=smallest[0], text=smallest[1])
    return None


def smallest_text(flowable: Any) -> tuple[float, str]:
    """A diagram's smallest printed character as drawn (points) and its words."""
    drawing = getattr(flowable, "drawing", None)
    if not isinstance(drawing, Drawing):
        return 0.0, ""
    runs = list(_texts(drawing.layers.values()))
    if not runs:
        return 0.0, ""
    smallest = min(runs, key=lambda t: abs(t.size))
    scale = float(getattr(flowable, "scale", 1.0))
    return abs(smallest.size) * scale * PT_PER_MM, smallest.content


def _texts(groups: Iterable[Sequence[Shape]]) -> Iterator[Text]:
    for shapes in groups:
        yield from (shape for shape in leaves(shapes) if isinstance(shape, Text))


def lines_on(records: Sequence[LaidOut], page: int) -> int:
    """How many lines of text `page` holds."""
    return sum(r.lines for r in records if r.page == page)


def used_mm(records: Sequence[LaidOut], page: int) -> float:
    """How much of `page`'s columns is set, in mm: each column from its first block's top
    to its last block's foot."""
    total = 0.0
    for column in {r.column for r in records if r.page == page}:
        held = [r for r in records if r.page == page and r.column == column]
        total += max(r.bottom for r in held) - min(r.top for r in held)
    return total


def pages(records: Sequence[LaidOut]) -> list[int]:
    """The pages that hold anything, in order."""
    return sorted({r.page for r in records})


def split_words(records: Sequence[LaidOut]) -> list[int]:
    """The pages whose last line of text ends in a hyphen: a word carried to the next."""
    found = []
    for page in pages(records)[:-1]:
        text = [r for r in records if r.page == page and r.lines]
        if text and max(text, key=lambda r: (r.column, r.bottom)).last_line.rstrip().endswith(
                ("-", "\u2011")):
            found.append(page)
    return found


def stub_pages(records: Sequence[LaidOut], least: int = 5) -> list[int]:
    """The pages holding fewer than `least` lines of text and no diagram (a cover, which
    holds a title, is no stub)."""
    return [page for page in pages(records)
            if lines_on(records, page) < least
            and not any(r.page == page and r.kind in ("diagram", "title") for r in records)]


def half_empty_pages(records: Sequence[LaidOut], room_mm: float) -> list[int]:
    """The pages set on less than half their `room_mm` (all columns' height), a chapter's
    last page aside (the book's last page is its last chapter's)."""
    last_of = {r.chapter: r.page for r in records}
    return [page for page in pages(records)
            if page not in last_of.values() and used_mm(records, page) < room_mm / 2]


def small_print(records: Sequence[LaidOut], least_pt: float = MIN_TEXT_PT) -> list[int]:
    """The diagrams (numbers in the book) drawn with a character under `least_pt` points:
    tighter spacing draws diagrams smaller."""
    return [r.diagram for r in records
            if r.kind == "diagram" and r.text_pt and r.text_pt < least_pt - ROUNDING_PT]


def diagrams_apart(records: Sequence[LaidOut]) -> list[int]:
    """The diagrams (positions in `records`) on another page than the paragraph that cites
    them: the last text before them, over the diagrams and captions of their run."""
    found = []
    for index, diagram in enumerate(records):
        if diagram.kind != "diagram":
            continue
        for before in reversed(records[:index]):
            if before.kind == "heading":
                break
            if before.kind == "text":
                if before.page != diagram.page:
                    found.append(index)
                break
    return found


def page_lines(records: Sequence[LaidOut], page: int) -> int:
    """The lines `page` holds as the craft rules count them: its lines of text, and each
    diagram as the body lines its height would hold."""
    on = [r for r in records if r.page == page]
    return sum(r.lines for r in on) + sum(round((r.bottom - r.top) / LEADING_MM)
                                          for r in on if r.kind == "diagram")


def text_lines(records: Sequence[LaidOut], page: int) -> int:
    """The lines of text and headings `page` holds, its diagrams and captions aside."""
    return sum(r.lines for r in records if r.page == page and r.kind in ("text", "heading"))


def picture_stub(records: Sequence[LaidOut], page: int) -> bool:
    """Whether `page` holds fewer than MIN_LINES lines of text beside diagrams that
    leave it more than MAX_EMPTY empty (a last step carried over with its pictures): a
    stub, though its diagrams count as lines enough."""
    return (text_lines(records, page) < MIN_LINES <= page_lines(records, page)
            and empty_share(records, page) > MAX_EMPTY)


def empty_share(records: Sequence[LaidOut], page: int) -> float:
    """How much of `page`'s columns (as many as the layout uses) its blocks leave empty,
    the space between blocks counted as empty."""
    on = [r for r in records if r.page == page]
    capacity = len({r.column for r in records}) * (on[0].frame_bottom - on[0].frame_top)
    used = sum(r.bottom - r.top for r in on)
    return 1 - used / capacity if capacity > 0 else 0.0


def chapter_ends(records: Sequence[LaidOut], page: int) -> bool:
    """Whether a chapter ends on `page`: the book's last page, or one after which a
    chapter (a first-level heading) begins on the next page."""
    held = pages(records)
    if page == held[-1]:
        return True
    last = [r for r in records if r.page == page][-1]
    after = next((r for r in records if r.page > page), None)
    return after is not None and (after.style == "h1" or after.chapter != last.chapter)


def page_rule_breaks(records: Sequence[LaidOut]) -> int:
    """How many times the layout breaks the craft rules of a rulebook's pages (see
    printkit/craft/pages.py): short and half-empty pages, words hyphenated across a page
    break, diagrams away from their paragraph or printed too small."""
    found = len(split_words(records)) + len(diagrams_apart(records))
    found += len(small_print(records))
    for page in pages(records):
        found += page_lines(records, page) < MIN_LINES
        found += empty_share(records, page) > MAX_EMPTY and not chapter_ends(records, page)
    return found
