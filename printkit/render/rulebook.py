"""The rulebook as PDF pages: translated blocks set with ReportLab, diagrams laid in as vectors."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from html import escape as _html_escape
from typing import Any

from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from printkit.art.canvas import Drawing
from printkit.i18n import Gettext
from printkit.languages import language as find_language
from printkit.render.draw import draw
from printkit.render.text import SANS, build_pdf, styles, typographic
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
FIGURE_WIDTH_MM = 55.0  # an assembly picture at most this wide
FIGURE_HEIGHT_MM = 50.0  # ... and at most this tall
_STRONG = re.compile(r"\*\*(.+?)\*\*")
_WORD_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")  # a hyphen between two letters
_EMPHASIS = re.compile(r"\*(.+?)\*")
# A play that is a word (Hex's "swap") is the move's name, translated in a caption's
# lead; cells ("c1"), houses ("f") and plays ("8/5 6/5") are notation, shown as written.
_NAMED_PLAY = re.compile(r"[a-z]{2,}")
# A full page takes two columns; a booklet's half page one, with a wider inner margin
# at the fold where the staples go.
LAYOUTS: dict[str, tuple[int, tuple[float, float, float, float]]] = {
    "pages": (2, (12.0, 12.0, 12.0, 14.0)),
    "booklet": (1, (12.0, 10.0, 11.0, 14.0)),
}


def escape(text: str) -> str:
    """Escape &, < and > for ReportLab's paragraph markup (xml.sax.saxutils.escape would
    do the same, but imports urllib, http and ssl with it)."""
    return _html_escape(text, quote=False)


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


class DiagramSlot(Flowable):
    """A diagram in the text flow, scaled to `width_pt`, drawn in vector form as a form
    XObject named `name`, so each diagram stays one unit in the PDF."""

    def __init__(self, drawing: Drawing, width_pt: float, name: str) -> None:
        super().__init__()
        self.drawing = drawing
        self.name = name
        self.scale = width_pt / mm_to_pt(drawing.width)
        self.width = width_pt
        self.height = mm_to_pt(drawing.height) * self.scale

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        self.canv.beginForm(self.name, 0, 0, self.width, self.height)
        draw(self.canv, self.drawing, 0, self.height, self.scale)
        self.canv.endForm()
        self.canv.doForm(self.name)


# Draws a diagram block `width` mm wide with the game's board art.
DrawDiagram = Callable[[Diagram, float], Drawing]


def story_of(document: Document, _: Gettext, values: Mapping[str, str], language: str,
           column_pt: float, palette: str, draw_diagram: DrawDiagram,
           form_prefix: str = "PkDiagram") -> list[Flowable]:
    st = styles(language, palette)

    def text(source: str) -> str:
        # Curly quotes and apostrophes in print, straight ones in the sources.
        return markup(typographic(fill(_(source), values), language))

    hold_hyphens = not find_language(language).break_at_hyphen

    def body(source: str) -> str:
        # A language may never end a line at a word's own hyphen (European Portuguese's
        # house style, break_at_hyphen = false): such words hold together there.
        # Only body text: the heading face has no non-breaking hyphen.
        shown = text(source)
        return _WORD_HYPHEN.sub("\u2011", shown) if hold_hyphens else shown

    story: list[Flowable] = []
    figures = 0
    for block in document.blocks:
        if isinstance(block, Heading):
            story.append(Paragraph(text(block.text), st[f"h{block.level}"]))
        elif isinstance(block, SourceParagraph):
            story.append(Paragraph(body(block.text), st["body"]))
        elif isinstance(block, BulletList):
            story += [Paragraph(body(i.text), st["bullet"], bulletText="•") for i in block.items]
        elif isinstance(block, NumberedList):
            story += [Paragraph(body(i.text), st["bullet"], bulletText=f"{n}.")
                      for n, i in enumerate(block.items, start=1)]
        elif isinstance(block, Diagram):
            figures += 1
            drawing = draw_diagram(block, 120.0)
            story.append(_diagram(block, drawing, body, st, column_pt,
                                  f"{form_prefix}{figures}"))
    return story


def _diagram(block: Diagram, drawing: Drawing, text: Callable[[str], str], st: dict[str, Any],
             column_pt: float, name: str) -> Flowable:
    # As wide as the column, but no wider than reads well: a booklet's single column
    # would otherwise blow every diagram up and cost pages.
    width_pt = min(column_pt, mm_to_pt(MAX_DIAGRAM_MM))
    if block.figure:
        # An assembly picture only has to show the step: small, and never taller than
        # FIGURE_HEIGHT_MM, so a tall open box does not take half a page.
        height_per_width = drawing.height / drawing.width
        width_pt = min(width_pt, mm_to_pt(FIGURE_WIDTH_MM),
                       mm_to_pt(FIGURE_HEIGHT_MM) / height_per_width)
    slot = DiagramSlot(drawing, width_pt, name)
    slot.hAlign = "CENTER"
    parts: list[Flowable] = [Spacer(1, 4), slot]
    caption = text(block.caption) if block.caption else ""
    # The roll (if the game has dice) in bold, then the move, then the caption.
    lead = f"<b>{block.dice[0]}-{block.dice[1]}</b>" if block.dice else ""
    if block.play and block.play != "none":  # "none" claims no legal move: nothing to show
        play = text(block.play) if _NAMED_PLAY.fullmatch(block.play) else block.play
        lead += f" {escape(play)}" if lead else f"<b>{escape(play)}</b>"
    if lead:
        caption = lead + (f" — {caption}" if caption else "")
    if caption:
        parts.append(Paragraph(caption, st["caption"]))
    parts.append(Spacer(1, 6))
    # A diagram and its caption never part across a column or page.
    return KeepTogether(parts)


def draw_footer(canvas: Any, text: str, page_width_mm: float, colour: Any) -> None:
    """Print `text` and the page number centred at the foot of the page."""
    canvas.saveState()
    canvas.setFont(SANS, 8)
    canvas.setFillColor(colour)
    canvas.drawCentredString(mm_to_pt(page_width_mm) / 2, mm_to_pt(8),
                             f"{text} · {canvas.getPageNumber()}")
    canvas.restoreState()


def rulebook_pdf(
    document: Document, _: Gettext, *, language: str, values: Mapping[str, str],
    size_mm: tuple[float, float], footer: str, diagram: DrawDiagram, palette: str = "classic",
    layout: str = "pages",
) -> bytes:
    """Set the whole rulebook and return its PDF bytes, diagrams drawn in as vectors."""
    columns, margins = LAYOUTS[layout]
    width_pt = mm_to_pt(size_mm[0] - margins[0] - margins[1])
    column_pt = (width_pt - mm_to_pt(8) * (columns - 1)) / columns
    story = story_of(document, _, values, language, column_pt, palette, diagram)

    colour = styles(language, palette)["body"].textColor

    def on_page(canvas: Any, doc: Any) -> None:
        draw_footer(canvas, footer, size_mm[0], colour)

    return build_pdf(story, size_mm=size_mm, margins_mm=margins, columns=columns,
                     on_page=on_page, title=footer)
