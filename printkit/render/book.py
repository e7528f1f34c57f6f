"""A compendium's rulebook: an opening page with its contents, then one chapter per game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from reportlab.platypus import Flowable, Paragraph, Table, TableStyle
from reportlab.platypus.doctemplate import ActionFlowable

from printkit.i18n import Gettext
from printkit.render.layout_report import LaidOut
from printkit.render.rulebook import (
    DrawDiagram,
    Fit,
    Setting,
    best_setting,
    column_width,
    count,
    draw_footer,
    layout_of,
    markup,
    remembered,
    settings_of,
    story_of,
    tied,
)
from printkit.render.text import ChapterMark, build_pdf, styles, typographic
from printkit.rulebook.source import Document, Heading
from printkit.units import mm_to_pt

# Pagination moves only if a page number in the contents changes the layout; it never
# does more than once, so a third pass is only a safety net.
MAX_PASSES = 3
OPENING = -1  # the key of the opening's marks; chapters count from 0


@dataclass(frozen=True)
class Chapter:
    """One part of the book: its source, the words it is translated with, its numbers and
    its diagram art."""

    document: Document
    gettext: Gettext
    values: Mapping[str, str]
    diagram: DrawDiagram


class _PageMark(Flowable):
    """An invisible mark that notes on which page the text after it begins."""

    def __init__(self, key: int, pages: dict[int, int]) -> None:
        super().__init__()
        self.key, self.pages = key, pages
        self.width = self.height = 0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0, 0

    def frameAction(self, frame: Any) -> None:  # noqa: N802 (ReportLab's name)
        # Noted as the frame reaches it, never moved on: at a full column's foot a zero
        # height mark would not fit, and carried to a page of its own it left that blank.
        self.pages[self.key] = self.canv.getPageNumber()

    def draw(self) -> None:
        """Nothing to draw (see frameAction)."""


class ColumnBreak(ActionFlowable):
    """Go on in the next column, unless this one is still empty (diagrams waiting for a
    column are set first: see text._Document)."""

    flushes_floats = True

    def apply(self, doc: Any) -> None:
        if not doc.frame._atTop:
            doc.handle_frameEnd()


def _split(document: Document) -> tuple[Document, list[Document]]:
    """The opening (title and lead, before the first section) and each section after it."""
    blocks = list(document.blocks)
    cut = [i for i, block in enumerate(blocks)
           if isinstance(block, Heading) and block.level == 2]
    ends = [*cut[1:], len(blocks)]
    lead = replace(document, blocks=tuple(blocks[:cut[0]] if cut else blocks))
    sections = [replace(document, blocks=tuple(blocks[a:b])) for a, b in zip(cut, ends,
                                                                              strict=True)]
    return lead, sections


def _heading(document: Document) -> str:
    """The text of a chapter's or a section's first heading."""
    first = document.blocks[0]
    assert isinstance(first, Heading)  # _split and the parser guarantee it
    return first.text


def book_pdf(
    front: Chapter, chapters: Sequence[Chapter], *, contents_title: str,
    contents_note: str = "", language: str,
    size_mm: tuple[float, float], palette: str = "classic", layout: str = "pages",
    report: list[LaidOut] | None = None,
) -> bytes:
    """Set the book: `front`'s title and lead with a contents list, each chapter from a new
    page, then `front`'s own sections (how to make the kit, say) as closing chapters. With
    `report`, the layout's records are appended there (chapters counted from 1)."""
    columns, margins = layout_of(layout, size_mm)
    column_pt = column_width(layout, size_mm)
    st = styles(language, palette)
    lead, sections = _split(front.document)
    closing = [replace(front, document=section) for section in sections]
    # The book is set twice (see MAX_PASSES): draw each diagram once for both passes.
    parts = [replace(part, diagram=remembered(part.diagram)) for part in (*chapters,
                                                                           *closing)]
    titles = [part.gettext(_heading(part.document)) for part in parts]
    footer = front.gettext(front.document.title)
    footer_colour = st["body"].textColor

    def story(starts_at: dict[int, int], ends_at: dict[int, int],
              numbers: Mapping[int, int], spacing: float, fit: Fit) -> list[Flowable]:
        flow: list[Flowable] = story_of(lead, front.gettext, front.values, language,
                                        column_pt, palette, front.diagram, "PkFront",
                                        spacing, fit)
        flow.append(Paragraph(markup(contents_title), st["h2"]))
        rows = [[Paragraph(markup(typographic(title, language)), st["body"]),
                 Paragraph(str(numbers.get(i, "")), st["body"])]
                for i, title in enumerate(titles)]
        table = Table(rows, colWidths=[column_pt - mm_to_pt(12), mm_to_pt(12)], hAlign="LEFT")
        table.setStyle(TableStyle([("ALIGN", (1, 0), (1, -1), "RIGHT"),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                   ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
        flow.append(table)
        if contents_note:  # which pages the numbers count
            flow.append(Paragraph(tied(markup(typographic(contents_note, language))),
                                  st["small"]))
        flow.append(_PageMark(OPENING, ends_at))
        for index, part in enumerate(parts):
            # Each chapter starts at the top of a column: its heading is easy to find, and
            # a chapter's last lines no longer leave the rest of a page blank.
            flow += [ColumnBreak(), ChapterMark(index + 1), _PageMark(index, starts_at)]
            flow += story_of(part.document, part.gettext, part.values, language, column_pt,
                             palette, part.diagram, f"PkChapter{index}Diagram", spacing,
                             fit)
            flow.append(_PageMark(index, ends_at))
        return flow

    def footers(starts: Mapping[int, int], ends: Mapping[int, int]) -> Any:
        def on_page(canvas: Any, doc: Any) -> None:
            page = canvas.getPageNumber()
            # A page carries the titles of the chapters on it; the opening, the book's.
            on = [footer] if page <= ends.get(OPENING, 1) else []
            on += [titles[i] for i in sorted(starts) if starts[i] <= page <= ends.get(i, page)]
            draw_footer(canvas, " · ".join(on), size_mm[0], footer_colour)

        return on_page

    room = columns * (size_mm[1] - margins[2] - margins[3])

    def set_at(setting: Setting) -> tuple[bytes, list[LaidOut]]:
        return _paginated(lambda a, b, c: story(a, b, c, *setting), footers, size_mm=size_mm,
                          margins=margins, columns=columns, title=footer)

    return best_setting(set_at, lambda laid: count(laid, room, layout), report, room,
                        settings_of(layout))


def _paginated(story: Any, footers: Any, *, size_mm: tuple[float, float],
               margins: tuple[float, float, float, float], columns: int,
               title: str) -> tuple[bytes, list[LaidOut]]:
    """Set `story` until the page numbers it prints stop moving (see MAX_PASSES)."""
    numbers: dict[int, int] = {}
    ends: dict[int, int] = {}
    for _ in range(MAX_PASSES):
        starts_at: dict[int, int] = {}
        ends_at: dict[int, int] = {}
        laid: list[LaidOut] = []
        pdf = build_pdf(story(starts_at, ends_at, numbers), size_mm=size_mm,
                        margins_mm=margins, columns=columns, on_page=footers(numbers, ends),
                        title=title, report=laid)
        if (starts_at, ends_at) == (numbers, ends):
            break
        numbers, ends = starts_at, ends_at
    return pdf, laid
