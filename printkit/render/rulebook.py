"""The rulebook as PDF pages: translated blocks set with ReportLab, diagrams laid in as vectors."""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape

from pypdf import PdfReader, PdfWriter
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from printkit.i18n import Gettext
from printkit.render.pdf import pages_of, placed_at, stamp, svg_to_pdf
from printkit.render.text import SANS, build_pdf, styles
from printkit.rulebook import diagrams
from printkit.rulebook.source import (
    BulletList,
    Diagram,
    Document,
    Heading,
    NumberedList,
)
from printkit.rulebook.source import (
    Paragraph as SourceParagraph,
)
from printkit.units import mm_to_pt

MAX_DIAGRAM_MM = 92.0
_STRONG = re.compile(r"\*\*(.+?)\*\*")
_EMPHASIS = re.compile(r"\*(.+?)\*")
# A full page takes two columns; a booklet's half page one, with a wider inner margin
# at the fold where the staples go.
LAYOUTS: dict[str, tuple[int, tuple[float, float, float, float]]] = {
    "pages": (2, (12.0, 12.0, 12.0, 14.0)),
    "booklet": (1, (12.0, 10.0, 11.0, 14.0)),
}


def fill(text: str, values: Mapping[str, str]) -> str:
    """Replace each {name} in `text` with its value (unknown names stay visible)."""
    for name, value in values.items():
        text = text.replace("{" + name + "}", value)
    return text


def markup(text: str) -> str:
    """Turn the source's inline *emphasis* and **strong** into ReportLab markup, escaped."""
    text = escape(text)
    text = _STRONG.sub(r"<b>\1</b>", text)
    return _EMPHASIS.sub(r"<i>\1</i>", text)


@dataclass
class _Placed:
    page: int
    x: float
    y: float
    pdf: bytes
    scale: float


class DiagramSlot(Flowable):
    """Room for a diagram in the text flow; records where it landed for the vector overlay."""

    def __init__(self, pdf: bytes, width_mm: float, height_mm: float, width_pt: float,
                 sink: list[_Placed]) -> None:
        super().__init__()
        self.pdf = pdf
        self.scale = width_pt / mm_to_pt(width_mm)
        self.width = width_pt
        self.height = mm_to_pt(height_mm) * self.scale
        self.sink = sink

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        x, y = self.canv.absolutePosition(0, 0)
        self.sink.append(_Placed(self.canv.getPageNumber(), x, y, self.pdf, self.scale))


def _story(document: Document, _: Gettext, values: Mapping[str, str], language: str,
           column_pt: float, sink: list[_Placed], palette: str) -> list[Flowable]:
    st = styles(language, palette)

    def text(source: str) -> str:
        return markup(fill(_(source), values))

    story: list[Flowable] = []
    for block in document.blocks:
        if isinstance(block, Heading):
            story.append(Paragraph(text(block.text), st[f"h{block.level}"]))
        elif isinstance(block, SourceParagraph):
            story.append(Paragraph(text(block.text), st["body"]))
        elif isinstance(block, BulletList):
            story += [Paragraph(text(i.text), st["bullet"], bulletText="•") for i in block.items]
        elif isinstance(block, NumberedList):
            story += [Paragraph(text(i.text), st["bullet"], bulletText=f"{n}.")
                      for n, i in enumerate(block.items, start=1)]
        elif isinstance(block, Diagram):
            story.append(_diagram(block, text, st, column_pt, sink, palette))
    return story


def _diagram(block: Diagram, text: Callable[[str], str], st: dict[str, Any],
             column_pt: float, sink: list[_Placed], palette: str) -> Flowable:
    drawing = diagrams.draw(block, width=120.0, palette=palette)
    # As wide as the column, but no wider than reads well: a booklet's single column
    # would otherwise blow every diagram up and cost pages.
    width_pt = min(column_pt, mm_to_pt(MAX_DIAGRAM_MM))
    slot = DiagramSlot(svg_to_pdf(drawing.to_svg(text="fonts")), drawing.width, drawing.height,
                       width_pt, sink)
    slot.hAlign = "CENTER"
    parts: list[Flowable] = [Spacer(1, 4), slot]
    caption = text(block.caption) if block.caption else ""
    if block.dice:
        roll = f"{block.dice[0]}-{block.dice[1]}"
        caption = f"<b>{roll}</b>" + (f" {escape(block.play or '')}" if block.play else "") + (
            f" — {caption}" if caption else "")
    if caption:
        parts.append(Paragraph(caption, st["caption"]))
    parts.append(Spacer(1, 6))
    # A diagram and its caption never part across a column or page.
    return KeepTogether(parts)


def rulebook_pdf(
    document: Document, _: Gettext, *, language: str, values: Mapping[str, str],
    size_mm: tuple[float, float], footer: str, palette: str = "classic",
    layout: str = "pages",
) -> bytes:
    """Set the whole rulebook and return its PDF bytes, diagrams drawn in as vectors."""
    columns, margins = LAYOUTS[layout]
    width_pt = mm_to_pt(size_mm[0] - margins[0] - margins[1])
    column_pt = (width_pt - mm_to_pt(8) * (columns - 1)) / columns
    sink: list[_Placed] = []
    story = _story(document, _, values, language, column_pt, sink, palette)

    footer_colour = styles(language, palette)["body"].textColor

    def on_page(canvas: Any, doc: Any) -> None:
        canvas.saveState()
        canvas.setFont(SANS, 8)
        canvas.setFillColor(footer_colour)
        canvas.drawCentredString(mm_to_pt(size_mm[0]) / 2, mm_to_pt(8),
                                 f"{footer} · {canvas.getPageNumber()}")
        canvas.restoreState()

    pdf = build_pdf(story, size_mm=size_mm, margins_mm=margins, columns=columns,
                    on_page=on_page, title=footer)
    return _lay_in(pdf, sink)


def _lay_in(pdf: bytes, placed: list[_Placed]) -> bytes:
    """Draw each recorded diagram onto its page at the position the layout gave it."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf)))
    for item in placed:
        stamp(writer.pages[item.page - 1], pages_of(item.pdf)[0],
              placed_at(item.x, item.y, item.scale))
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()
