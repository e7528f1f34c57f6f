"""The rulebook as PDF pages: translated blocks set with ReportLab, diagrams laid in as vectors."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from html import escape as _html_escape
from typing import Any

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    Flowable,
    FrameBreak,
    KeepTogether,
    PageBreak,
    Paragraph,
    Spacer,
)
from reportlab.platypus.doctemplate import LayoutError

from printkit.art.canvas import Drawing
from printkit.i18n import Gettext
from printkit.languages import language as find_language
from printkit.render.columns import holes, last_page_fill, short_columns, short_ends
from printkit.render.draw import draw
from printkit.render.layout_report import (
    HEADINGS,
    MAX_EMPTY,
    MIN_TEXT_PT,
    ROUNDING_PT,
    LaidOut,
    chapter_ends,
    diagrams_apart,
    empty_share,
    page_rule_breaks,
    pages,
    picture_stub,
    small_print,
    smallest_text,
    split_words,
    stub_pages,
    used_mm,
)
from printkit.render.text import SANS, BookParagraph, build_pdf, styles, typographic
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
from printkit.units import mm_to_pt, pt_to_mm

# A heading keeps at least this many lines of its text below it in its column, in a
# single game's rulebook (a compendium's chapters are set as before: see Fit.heading_lines).
HEADING_LINES = 4
TAIL_LINES = 2  # a citing paragraph's lines carried over with its diagram, at least
SHRINK_LEAST = 0.7  # diagrams drawn this much smaller at most to fit beside their paragraph
# A booklet's page holds one column: a paragraph citing two diagrams keeps them on its
# page only if they shrink further (their labels' legibility still bounds them).
BOOKLET_SHRINK_LEAST = 0.6
# ... and the largest a booklet's diagram is drawn, tried in turn with SPACINGS: a
# diagram half the page's height leaves the rest of the page too short for the next one.
BOOKLET_DIAGRAM_MM = (92.0, 80.0, 70.0)

MAX_DIAGRAM_MM = 92.0
FIGURE_WIDTH_MM = 55.0  # an assembly picture at most this wide
FIGURE_HEIGHT_MM = 50.0  # ... and at most this tall
# The widths tried in turn for the book's last run of assembly pictures, set one to a
# row, where its last page holds it and is left part blank: the pictures grow to use the
# room (at most this wide, and tall in FIGURE_HEIGHT_MM's proportion), the least growth
# that fills the page first (pictures much larger than the text's measure look padded).
FIGURES_GROWN_MM = (45.0, 50.0, 55.0, 60.0, 70.0)
WELL_FILLED = 0.8  # a last page filled this much (of all its columns) is left as set
_STRONG = re.compile(r"\*\*(.+?)\*\*")
_WORD_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")  # a hyphen between two letters
_EMPHASIS = re.compile(r"\*(.+?)\*")
_BEFORE_NUMBER = re.compile(r"(?<=[^\W\d_]) (?=\d)")  # "ranks 6": a space before a number
_LAST_SPACE = re.compile(r" (?=[^ ]{1,10}$)")  # the space before its short last word(s)
# A play that is a word (Hex's "swap") is the move's name, translated in a caption's
# lead; cells ("c1"), houses ("f") and plays ("8/5 6/5") are notation, shown as written.
_NAMED_PLAY = re.compile(r"[a-z]{2,}")
# A full page takes two columns; a booklet's half page one, with a wider inner margin
# at the fold where the staples go.
LAYOUTS: dict[str, tuple[int, tuple[float, float, float, float]]] = {
    "pages": (2, (12.0, 12.0, 12.0, 14.0)),
    "booklet": (1, (12.0, 10.0, 11.0, 14.0)),
}
# A page wider than this (A3) sets three columns: two would run ~100 characters a line.
WIDE_PAGE_MM = 250.0
# Space between blocks tried in turn until no page is a stub and no word is split
# across pages: as set, tighter (pulls a stub back), looser (pushes more lines onto it).
SPACINGS = (1.0, 0.8, 1.25, 0.65, 1.45, 0.9)
NEARLY_EMPTY = 0.3  # a last page filled less is worth pulling back by tighter spacing


def layout_of(layout: str, size_mm: tuple[float, float]
              ) -> tuple[int, tuple[float, float, float, float]]:
    """Columns and margins (left, right, top, bottom) for `layout` on pages of `size_mm`."""
    columns, margins = LAYOUTS[layout]
    if layout == "pages" and size_mm[0] > WIDE_PAGE_MM:
        columns = 3
    return columns, margins


def column_width(layout: str, size_mm: tuple[float, float]) -> float:
    """The width of one column, in points."""
    columns, margins = layout_of(layout, size_mm)
    width_pt = mm_to_pt(size_mm[0] - margins[0] - margins[1])
    return (width_pt - mm_to_pt(8) * (columns - 1)) / columns


def problems(report: list[LaidOut], room_mm: float) -> int:
    """Twice the breaches of the page rules (stub or blank pages, words split across a
    page, columns left blank mid-chapter, diagrams away from their paragraph or in too
    small print), plus one if the last page starts a sheet of paper and fills under
    NEARLY_EMPTY of its `room_mm` (all its columns' height), and one for each chapter
    that ends in a few lines atop a column (see columns.short_ends)."""
    found = len(stub_pages(report)) + len(split_words(report)) + len(holes(report))
    found += sum(picture_stub(report, page) for page in pages(report))
    found += len(diagrams_apart(report)) + len(small_print(report))
    last = pages(report)[-1] if report else 0
    found += last - len(pages(report))  # blank pages (a break after a full page)
    # What a reader sees wrong counts twice: a sheet's nearly empty last page costs paper,
    # a column left blank mid-chapter (say) looks unfinished.
    found *= 2
    if last > 1 and last % 2 and used_mm(report, last) < NEARLY_EMPTY * room_mm:
        found += 1
    return found + len(short_ends(report))


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
        self.diagram_number: int | None = None  # its number in the book, for the report

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        if getattr(self.canv, "sketch", False):  # a layout tried, never printed
            return
        self.canv.beginForm(self.name, 0, 0, self.width, self.height)
        draw(self.canv, self.drawing, 0, self.height, self.scale)
        self.canv.endForm()
        self.canv.doForm(self.name)


# Draws a diagram block `width` mm wide with the game's board art.
DrawDiagram = Callable[[Diagram, float], Drawing]


@dataclass(frozen=True)
class Fit:
    """How large diagrams are drawn: at most `most_mm` wide, and shrunk to `shrink_least`
    of that at most to share a column with the paragraph citing them."""

    most_mm: float = MAX_DIAGRAM_MM
    shrink_least: float = SHRINK_LEAST
    # Diagrams drawn larger to fill their page: (number, width in mm) each.
    grown: tuple[tuple[int, float], ...] = ()
    # The diagrams (not assembly pictures) drawn this much of their width: a compendium's
    # chapter drawn smaller ends a column sooner (see book._fitted).
    scale: float = 1.0
    # The last run of assembly pictures set one to a row, at most this wide (0: two to a
    # row, as large as FIGURE_WIDTH_MM): see grown_figures.
    last_run_mm: float = 0.0
    # With last_run_mm: every run of assembly pictures, and every picture standing alone,
    # set one to a row at most that wide, not the last run alone (see grown_figures).
    every_run: bool = False
    # The lines of text a heading keeps under it at a column's foot, its section going on
    # (HEADING_LINES in a single game's rulebook; a compendium keeps TAIL_LINES).
    heading_lines: int = TAIL_LINES
    # The section of the assembly pictures (the box's) starts a page: see box_on_a_page.
    box_page: bool = False

    def most(self, number: int) -> float:
        """The widest diagram `number` is drawn, in mm."""
        return dict(self.grown).get(number, self.most_mm)


def spaced(st: dict[str, ParagraphStyle], spacing: float) -> dict[str, ParagraphStyle]:
    """`st` with the space before and after each style times `spacing`."""
    if spacing == 1.0:
        return st
    return {name: ParagraphStyle(name, parent=style, spaceBefore=style.spaceBefore * spacing,
                                 spaceAfter=style.spaceAfter * spacing)
            for name, style in st.items()}


def story_of(document: Document, _: Gettext, values: Mapping[str, str], language: str,
           column_pt: float, palette: str, draw_diagram: DrawDiagram,
           form_prefix: str = "PkDiagram", spacing: float = 1.0,
           fit: Fit | None = None) -> list[Flowable]:
    """The flowables of `document`, its space between blocks times `spacing`, its diagrams
    sized as `fit` says (the page layout's sizes by default)."""
    fit = fit or Fit()
    st = spaced(styles(language, palette), spacing)

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
    grid: FigureGrid | None = None  # the run of assembly pictures being gathered
    runs = [i for i in range(len(document.blocks)) if _opens_run(document.blocks, i)]
    grown_at = (set(runs) if fit.every_run else set(runs[-1:])) if fit.last_run_mm else set()
    figure_mm = FIGURE_WIDTH_MM
    alone_mm = fit.last_run_mm if fit.every_run and fit.last_run_mm else FIGURE_WIDTH_MM
    numbered = 0  # the last step number printed, which a continued list goes on from
    box_at = box_heading(document) if fit.box_page else None
    for index, block in enumerate(document.blocks):
        if index == box_at:
            story.append(PageBreak())
        if isinstance(block, Heading):
            heading = Paragraph(text(block.text), st[f"h{block.level}"])
            # A diagram waiting for the next column (see Cited._floated) goes before a
            # heading: it would stand in another section's text.
            heading.flushes_floats = True
            story.append(heading)
        elif isinstance(block, SourceParagraph):
            story.append(BookParagraph(body(block.text), st["body"]))
        elif isinstance(block, BulletList | NumberedList):
            cited = isinstance(document.blocks[index + 1] if index + 1 < len(document.blocks)
                               else None, Diagram)
            first = numbered + 1 if isinstance(block, NumberedList) and block.continues else 1
            marks = ["•" if isinstance(block, BulletList) else f"{n}."
                     for n in range(first, first + len(block.items))]
            if isinstance(block, NumberedList):
                numbered = first + len(block.items) - 1
            story += _list_kept([BookParagraph(body(i.text), st["bullet"], bulletText=mark)
                                 for i, mark in zip(block.items, marks, strict=True)],
                                story, cited)
        elif isinstance(block, Diagram):
            figures += 1
            drawing = draw_diagram(block, 120.0)
            slot: Flowable
            if block.figure and grid is not None:
                # The pictures of a run of steps sit two by two, so the run stays short.
                grid.add(*_diagram_parts(block, drawing, body, st, grid.cell_pt,
                                         f"{form_prefix}{figures}", figures, spacing,
                                         fit.most(figures), figure_mm=figure_mm))
                continue
            per_row = 1 if index in grown_at else 2
            if block.figure and _figure_run(document.blocks, index) and all(
                    _legible(b, draw_diagram(b, 120.0), st, FigureGrid.cell_of(
                        column_pt, per_row), spacing)
                    for b in _run_of(document.blocks, index)):
                grid = FigureGrid(column_pt, spacing, per_row)
                figure_mm = fit.last_run_mm if per_row == 1 else FIGURE_WIDTH_MM
                grid.add(*_diagram_parts(block, drawing, body, st, grid.cell_pt,
                                         f"{form_prefix}{figures}", figures, spacing,
                                         fit.most(figures), figure_mm=figure_mm))
                slot = grid
            else:
                slot = _diagram(block, drawing, body, st, column_pt, f"{form_prefix}{figures}",
                                figures, spacing, fit.most(figures), fit.scale, alone_mm)
            # A diagram (or a run of them) goes with the paragraph that cites it.
            if story and isinstance(story[-1], Cited):
                story[-1].add(slot)
            elif story and isinstance(story[-1], BookParagraph):
                paragraph = story.pop()
                lead: list[Flowable] = []
                if (_item(paragraph) and story and _item(story[-1])
                        and story[-1].getKeepWithNext()):
                    # The list's item before, kept with this last one (see _list_kept):
                    # ReportLab keeps nothing with a container such as Cited.
                    lead.append(story.pop())
                while story and _heading(story[-1]):
                    lead.insert(0, story.pop())
                story.append(Cited(paragraph, slot, lead, fit.shrink_least, fit.heading_lines))
            else:
                story.append(slot)
        if not (isinstance(block, Diagram) and block.figure):
            grid = None
    return story


def box_heading(document: Document) -> int | None:
    """The number of the block heading the assembly pictures' section (the box's): the
    last heading before the first of them; None if the book has none."""
    first = next((i for i, b in enumerate(document.blocks)
                  if isinstance(b, Diagram) and b.figure), None)
    if first is None:
        return None
    return max((i for i, b in enumerate(document.blocks[:first]) if isinstance(b, Heading)),
               default=None)


class Cited(KeepTogether):
    """A paragraph and the diagrams that follow it, kept on one column: where they do not
    fit, the paragraph's last lines (TAIL_LINES at least) go on with the diagrams, so a
    diagram never opens a page away from the words that cite it. Headings just before the
    paragraph (`lead`) stay with it: ReportLab keeps nothing with a container."""

    flushes_floats = True  # a diagram waiting for a column goes before this one

    def __init__(self, paragraph: Flowable, diagram: Flowable,
                 lead: Sequence[Flowable] = (), shrink_least: float = SHRINK_LEAST,
                 heading_lines: int = TAIL_LINES) -> None:
        super().__init__([*lead, paragraph, diagram])
        self.leads = len(lead)
        self.shrink_least = shrink_least
        self.heading_lines = heading_lines

    def _with(self, paragraph: Flowable, diagrams: Sequence[Flowable],
              lead: Sequence[Flowable] = ()) -> Cited:
        """A Cited of `paragraph` and `diagrams`, shrinking them as far as this one."""
        held = Cited(paragraph, diagrams[0], lead, self.shrink_least, self.heading_lines)
        for diagram in diagrams[1:]:
            held.add(diagram)
        return held

    def _parts(self) -> tuple[list[Flowable], Any, list[Flowable]]:
        """The headings, the paragraph and the diagrams."""
        content = list(self._content)
        return content[:self.leads], content[self.leads], content[self.leads + 1:]

    def add(self, diagram: Flowable) -> None:
        """Keep one more diagram of the run with the paragraph."""
        self._content.append(diagram)

    def parted(self, at: int) -> tuple[Cited, list[Flowable]]:
        """This paragraph kept with its first `at` diagrams (one at least), and the rest."""
        lead, paragraph, diagrams = self._parts()
        at = max(1, at)
        return self._with(paragraph, diagrams[:at], lead), diagrams[at:]

    def split(self, aW: float, aH: float) -> list[Flowable]:  # noqa: N803 (ReportLab's names)
        lead, paragraph, diagrams = self._parts()
        # What a split returns is placed as it comes: a container first would never fit
        # (it asks to be split), so an action that does nothing leads.
        null = self.NullActionFlowable()
        if self._height(aW, aH, self._content) <= aH:
            return [null, *self._content]
        smaller = self._shrunk(aW, aH) or self._grid_shrunk(aW, aH)
        if smaller:
            return [null, *lead, paragraph, *smaller]
        frame = getattr(self, "_frame", None)
        if (self.heading_lines > TAIL_LINES and self._headed()
                and not getattr(frame, "_atTop", True)
                and self._height(aW, aH, [paragraph]) < self.heading_lines
                * paragraph.style.leading):
            # A heading and a paragraph of a few lines at a column's foot, its diagrams
            # going on: the heading would nearly stand alone, so all of it goes on.
            return []
        floated = self._floated(aW, aH)
        if floated:
            return [null, *floated]
        lifted = self._lifted(aW, aH)
        if lifted:
            return [null, *lifted]
        frame_height = float(frame._height) if frame is not None else aH
        leading = paragraph.style.leading
        tail_room = frame_height - TAIL_LINES * leading
        if len(diagrams) > 1 and self._height(aW, frame_height, diagrams) > tail_room:
            return [null, *self._run(aW, aH, frame_height)]
        shared = self._shared(aW, aH)
        if shared:
            return [null, *shared]
        parts = self._parted_text(aW, aH - self._height(aW, aH, lead))
        if len(parts) == 2:
            frames = list(getattr(self._doctemplateAttr("pageTemplate"), "frames", []))
            here, rest = (self._kept_here(aW, aH, [*lead, parts[0]], diagrams)
                          if len(frames) > 1 else ([], diagrams))
            if here:
                tail = [self._with(parts[1], rest)] if rest else [parts[1]]
                # The diagrams go above the paragraph's head, not under it: there they
                # stood between its last words in this column and its first in the next
                # ("...g7 for the second. You" / figure / page turn / "also win", review
                # s19); so the sentence reads on across the break.
                return [null, *lead, *here, parts[0], self.FrameBreak(), *tail]
            parts = self._headed_parts(aW, aH - self._height(aW, aH, lead), parts)
        if len(parts) == 2:
            # The head and its tail are one paragraph: where the tail (with its diagrams)
            # fits under the head after all, no paragraph gap may open between them
            # (rev14 rastros p6: 'across,' / 7 pt / 'up, down').
            parts[0].spaceAfter = parts[1].spaceBefore = 0
            return [null, *lead, parts[0], self._with(parts[1], diagrams)]
        # Too short to leave lines behind: the whole paragraph goes on with its diagrams.
        return list(super().split(aW, aH))

    def _headed(self) -> bool:
        """Whether a heading leads the paragraph."""
        return any(_heading(b) for b in self._parts()[0])

    def _shrunk(self, aW: float, aH: float,  # noqa: N803
                head: Sequence[Flowable] | None = None,
                diagrams: Sequence[Flowable] | None = None) -> list[Flowable]:
        """The diagrams drawn smaller (to SHRINK_LEAST of their size at most, their labels
        still legible) so that all fit the room left after `head` (the headings and the
        paragraph unless given); [] if they can't."""
        if head is None or diagrams is None:
            lead, paragraph, diagrams = self._parts()
            head = [*lead, paragraph]
        slots = [_slot_of(d) for d in diagrams]
        if not all(slots):
            return []
        drawn = sum(slot.height for slot in slots if slot)
        rest = self._height(aW, aH, [*head, *diagrams]) - drawn
        factor = (aH - rest) / drawn if drawn else 0.0
        if not self.shrink_least <= factor < 1:
            return []
        smaller: list[Flowable] = []
        for diagram, slot in zip(diagrams, slots, strict=True):
            assert slot is not None and isinstance(diagram, KeepTogether)
            resized = DiagramSlot(slot.drawing, slot.width * factor * 0.995, slot.name)
            size = smallest_text(resized)[0]
            if size and size < MIN_TEXT_PT - ROUNDING_PT:
                return []
            resized.hAlign, resized.diagram_number = slot.hAlign, slot.diagram_number
            smaller.append(KeepTogether([resized if part is slot else part
                                         for part in diagram._content]))
        return smaller

    def _grid_shrunk(self, aW: float, aH: float) -> list[Flowable]:  # noqa: N803
        """On a page of one column (a booklet's), a grid of pictures ending the run drawn
        smaller (as `_shrunk` draws diagrams) to fit the room left with the paragraph, so
        the last step does not carry them to a page of their own; [] if it can't."""
        lead, paragraph, diagrams = self._parts()
        frames = list(getattr(self._doctemplateAttr("pageTemplate"), "frames", []))
        if len(frames) != 1 or len(diagrams) != 1 or not isinstance(diagrams[0],
                                                                      FigureGrid):
            return []
        grid = diagrams[0]
        drawn = sum(max(slot.height for slot, _ in row) for row in grid._rows())
        excess = self._height(aW, aH, self._content) - aH
        factor = (drawn - excess) / drawn if drawn else 0.0
        if not self.shrink_least <= factor < 1:
            return []
        cells = []
        for slot, caption in grid.cells:
            resized = DiagramSlot(slot.drawing, slot.width * factor * 0.99, slot.name)
            size = smallest_text(resized)[0]
            if size and size < MIN_TEXT_PT - ROUNDING_PT:
                return []
            resized.hAlign, resized.diagram_number = slot.hAlign, slot.diagram_number
            cells.append((resized, caption))
        smaller = grid._part(cells)
        if self._height(aW, aH, [*lead, paragraph, smaller]) > aH:
            return []
        return [smaller]

    def _floated(self, aW: float, aH: float) -> list[Flowable]:  # noqa: N803
        """The headings and paragraph here, the diagrams free to wait for the next column's
        top while the text after them fills this one (see text._Document); [] in a page's
        last column (the diagrams would leave the paragraph's page) or where the paragraph
        itself does not fit."""
        lead, paragraph, diagrams = self._parts()
        frame = getattr(self, "_frame", None)
        frames = list(getattr(self._doctemplateAttr("pageTemplate"), "frames", []))
        if frame not in frames or frames.index(frame) == len(frames) - 1:
            return []
        if self._height(aW, aH, [*lead, paragraph]) > aH:
            return []
        for diagram in diagrams:
            diagram.may_float = True
        return [*lead, paragraph, *diagrams]

    def _lifted(self, aW: float, aH: float) -> list[Flowable]:  # noqa: N803
        """In a page's last column (of two or more), a list's last item too short to part,
        its diagrams too many for the room left: the item before it keeps the first
        diagrams that fit, the last item starts the next page with the rest (one at least),
        so the column is not left half blank and each diagram stays on the page of the
        item before it; [] where not one fits, or the paragraph is no list's item kept
        with the one before."""
        lead, paragraph, diagrams = self._parts()
        frame = getattr(self, "_frame", None)
        frames = list(getattr(self._doctemplateAttr("pageTemplate"), "frames", []))
        if (len(diagrams) < 2 or not lead or not _item(lead[-1]) or len(frames) < 2
                or frame not in frames or frames.index(frame) != len(frames) - 1
                or getattr(frame, "_atTop", False)):  # a booklet's page shares its runs
            return []
        here, rest = self._kept_here(aW, aH, lead, diagrams, len(diagrams) - 1)
        if not here:
            return []
        return [*lead, *here, self.FrameBreak(), self._with(paragraph, rest)]

    def _run(self, aW: float, aH: float, frame_height: float) -> list[Flowable]:  # noqa: N803
        """A run of diagrams too tall for one column: with a column left on this page the
        paragraph keeps the diagrams that fit a column and the rest follow; in a page's last
        column the paragraph's tail and the run start the next page, to fill its columns."""
        lead, paragraph, diagrams = self._parts()
        leading = paragraph.style.leading
        kept = 1
        while (kept < len(diagrams) and self._height(aW, frame_height, diagrams[:kept + 1])
               <= frame_height - TAIL_LINES * leading):
            kept += 1
        frame = getattr(self, "_frame", None)
        frames = list(getattr(self._doctemplateAttr("pageTemplate"), "frames", []))
        if len(frames) == 1:
            return self._run_on(aW, aH, kept)
        held = self._with(paragraph, diagrams[:kept], lead)
        last = frame not in frames or frames.index(frame) == len(frames) - 1
        if not last or getattr(frame, "_atTop", False):
            return [held, *diagrams[kept:]]
        parts = self._parted_text(aW, aH - self._height(aW, aH, lead))
        if len(parts) == 2:
            here, rest = self._kept_here(aW, aH, [*lead, parts[0]], diagrams)
            if not here:
                parts = self._headed_parts(aW, aH - self._height(aW, aH, lead), parts)
        if len(parts) == 2:
            # Above the head, as in split: never between a sentence's two columns.
            return [*lead, *here, parts[0], self.FrameBreak(), parts[1], *rest]
        return [self.FrameBreak(), *lead, paragraph, *diagrams]

    def _headed_parts(self, aW: float, room: float,  # noqa: N803
                      parts: list[Flowable]) -> list[Flowable]:
        """`parts`, or, where a heading leads and all the diagrams go on without them, the
        paragraph parted with `heading_lines` in its head (or [] if it can't): a heading
        over a few lines at a column's foot would nearly stand alone (rev16 nardy p10)."""
        if self.heading_lines <= TAIL_LINES or not self._headed():
            return parts
        return self._parted_text(aW, room, self.heading_lines)

    def _parted_text(self, aW: float, room: float,  # noqa: N803
                     least: int = TAIL_LINES) -> list[Flowable]:
        """The paragraph parted into a head of `least` lines at least, in `room`, and a tail of
        TAIL_LINES, or a line or two more where a split there would end the head on a
        broken word (BookParagraph refuses it); failing that, a head a line shorter; as a
        last resort a tail of one line: else the whole paragraph would go on with its
        diagrams and leave the column half blank (rev15 breakthrough p6); [] if it can't
        part."""
        paragraph = self._parts()[1]
        leading = paragraph.style.leading
        _, height = paragraph.wrap(aW, room)
        # A longer tail, or a shorter head under a heading, before a line alone: rev16
        # found "dice." and "of it blocks it there." alone atop a page.
        tails = range(TAIL_LINES, TAIL_LINES + 3)
        tried = [*((tail, least) for tail in tails),
                 *((tail, least - 1) for tail in tails if least - 1 > TAIL_LINES),
                 (1, least)]
        for tail, fewest in tried:
            head_room = min(room, height - tail * leading)
            if head_room < fewest * leading:
                continue
            # A last line alone (a widow, which the styles forbid) is allowed here only:
            # it opens the next column with the diagram it cites.
            paragraph.allowWidows = int(tail < TAIL_LINES)
            try:
                parts = paragraph.split(aW, head_room + 0.01)  # 3 x 13.2 is 39.5999...
            finally:
                del paragraph.allowWidows
            if len(parts) == 2 and (fewest <= TAIL_LINES or parts[0].wrap(aW, room)[1]
                                     >= fewest * leading - 0.01):
                # (a head drawn back a line off a broken word may fall short of `least`)
                return list(parts)
        return []

    def _kept_here(self, aW: float, aH: float, head: list[Flowable],  # noqa: N803
                   diagrams: list[Flowable], most: int | None = None, shrink: bool = True,
                   ) -> tuple[list[Flowable], list[Flowable]]:
        """The run's first diagrams (`most` at most) that fit the room left under the
        paragraph's head (drawn smaller if `shrink` and need be), and the rest, which go
        on with the paragraph's tail: so this column or page is not left half blank."""
        for kept in range(min(len(diagrams), len(diagrams) if most is None else most), 0,
                          -1):
            if self._height(aW, aH, [*head, *diagrams[:kept]]) <= aH:
                return diagrams[:kept], diagrams[kept:]
            smaller = self._shrunk(aW, aH, head, diagrams[:kept]) if shrink else []
            if smaller:
                return smaller, diagrams[kept:]
        return [], diagrams

    def _shared(self, aW: float, aH: float) -> list[Flowable]:  # noqa: N803
        """On a page of one column (a booklet's), a paragraph citing several diagrams that
        do not all fit the room left: its head and the first diagrams that fit stay here,
        its last lines go on with the rest, so this page is not left half empty; [] where
        not even one diagram fits beside the head, or on a page of several columns."""
        lead, paragraph, diagrams = self._parts()
        frames = list(getattr(self._doctemplateAttr("pageTemplate"), "frames", []))
        if len(frames) != 1 or len(diagrams) < 2:
            return []
        leading = paragraph.style.leading
        _, height = paragraph.wrap(aW, aH)
        for tail in range(TAIL_LINES, 0, -1):
            if height < (tail + 1) * leading:
                continue
            parts = paragraph.split(aW, height - tail * leading)
            if len(parts) != 2:
                continue
            # One diagram at least goes on with the tail, drawn as large as it is.
            here, rest = self._kept_here(aW, aH, [*lead, parts[0]], diagrams,
                                         len(diagrams) - 1, shrink=False)
            if here:
                return [self._with(parts[0], here, lead), self._with(parts[1], rest)]
        return []

    def _run_on(self, aW: float, aH: float, kept: int) -> list[Flowable]:  # noqa: N803
        """A run too tall for a page of one column (a booklet's): the paragraph's head keeps
        the first `kept` diagrams and its last lines (TAIL_LINES at least) go on with the
        rest, so each page of the run holds some of the words that cite it."""
        lead, paragraph, diagrams = self._parts()
        leading = paragraph.style.leading
        _, height = paragraph.wrap(aW, aH)
        parts: list[Flowable] = []
        # One line on is still better than none, where a word would break at TAIL_LINES.
        for tail in range(TAIL_LINES, 0, -1):
            if not parts and height >= (tail + 1) * leading:
                parts = paragraph.split(aW, height - tail * leading)
        if len(parts) == 2:
            return [self._with(parts[0], diagrams[:kept], lead),
                    self._with(parts[1], diagrams[kept:])]
        return [self._with(paragraph, diagrams[:kept], lead), *diagrams[kept:]]

    def _height(self, aW: float, aH: float, flowables: list[Flowable]) -> float:  # noqa: N803
        """The height `flowables` take set one after another, the space between them too."""
        total = 0.0
        for index, flowable in enumerate(flowables):
            height = flowable.wrapOn(self.canv, aW, aH)[1]
            # A diagram kept with its caption (KeepTogether) only asks to be split.
            total += float(getattr(flowable, "_H", height))
            if index:
                total += flowable.getSpaceBefore()
            if index < len(flowables) - 1:
                total += flowable.getSpaceAfter()
        return total


class WithItem(KeepTogether):
    """A paragraph and the one item of the list after it, which never opens a column
    alone: where both do not fit, the paragraph's last lines go on with the item."""

    def __init__(self, paragraph: BookParagraph, item: BookParagraph) -> None:
        super().__init__([paragraph, item])

    def split(self, aW: float, aH: float) -> list[Flowable]:  # noqa: N803 (ReportLab's names)
        paragraph, item = self._content
        null = self.NullActionFlowable()  # a container first would never fit
        if sum(f.wrap(aW, aH)[1] for f in self._content) + paragraph.getSpaceAfter() <= aH:
            return [null, paragraph, item]
        _, height = paragraph.wrap(aW, aH)
        # The head fits here (BookParagraph leaves two lines at least on each side and
        # never a broken word at the column's foot); the tail goes on with the item.
        parts = paragraph.split(aW, min(aH, height - TAIL_LINES * paragraph.style.leading))
        if len(parts) == 2:
            return [null, parts[0], KeepTogether([parts[1], item])]
        return list(super().split(aW, aH))


def _list_kept(items: list[BookParagraph], before: list[Flowable], cited: bool = False,
               ) -> list[Flowable]:
    """A list's `items`, its last two kept together, and a list of one item kept with the
    paragraph before it (in `before`): no item opens a column or page alone, cut off from
    its list. Under a heading its first two are kept too, so that a heading never stands
    at a column's foot over one item (elsewhere that cost Gamão's Letter rulebook a page)."""
    if len(items) == 1 and before and isinstance(before[-1], BookParagraph):
        if cited:  # the item's diagrams go with it and its paragraph (see story_of)
            before[-1].keepWithNext = 1
        else:
            # Where the paragraph and its item do not fit, the paragraph parts: its last
            # lines go on with the item, its head fills this column (rev15 rastros p7).
            return [WithItem(before.pop(), items[0])]
    elif len(items) > 1:
        items[-2].keepWithNext = 1
        headed = before and _heading(before[-1])
        if headed and len(items) >= 3:
            items[0].keepWithNext = 1
    return items


def _heading(flowable: Flowable) -> bool:
    """Whether `flowable` is a heading."""
    return getattr(getattr(flowable, "style", None), "name", "") in HEADINGS


def _item(flowable: Flowable) -> bool:
    """Whether `flowable` is an item of a list (bulleted or numbered)."""
    return (isinstance(flowable, BookParagraph)
            and getattr(flowable.style, "name", "") == "bullet")


def _figure_run(blocks: Sequence[object], index: int) -> bool:
    """Whether the assembly picture at `index` opens a run of two or more."""
    after = blocks[index + 1] if index + 1 < len(blocks) else None
    return isinstance(after, Diagram) and bool(after.figure)


def _opens_run(blocks: Sequence[object], index: int) -> bool:
    """Whether the block at `index` is the first assembly picture of a run of two or more."""
    block, before = blocks[index], blocks[index - 1] if index else None
    return (isinstance(block, Diagram) and bool(block.figure) and _figure_run(blocks, index)
            and not (isinstance(before, Diagram) and before.figure))


def _slot_of(diagram: Flowable) -> DiagramSlot | None:
    """The drawing of a diagram kept with its caption (None for a grid of pictures)."""
    parts = diagram._content if isinstance(diagram, KeepTogether) else []
    return next((part for part in parts if isinstance(part, DiagramSlot)), None)


def _run_of(blocks: Sequence[object], index: int) -> list[Diagram]:
    """The assembly pictures of the run that starts at `index`."""
    run: list[Diagram] = []
    for block in blocks[index:]:
        if not (isinstance(block, Diagram) and block.figure):
            break
        run.append(block)
    return run


def _legible(block: Diagram, drawing: Drawing, st: dict[str, Any], width_pt: float,
             spacing: float) -> bool:
    """Whether `block` drawn `width_pt` wide prints no character under MIN_TEXT_PT (a
    narrow column's grid of pictures could otherwise draw labels too small)."""
    slot, _ = _diagram_parts(block, drawing, escape, st, width_pt, "", 0, spacing)
    return smallest_text(slot)[0] >= MIN_TEXT_PT - ROUNDING_PT or not smallest_text(slot)[0]


def _diagram(block: Diagram, drawing: Drawing, text: Callable[[str], str], st: dict[str, Any],
             column_pt: float, name: str, number: int, spacing: float = 1.0,
             most_mm: float = MAX_DIAGRAM_MM, scale: float = 1.0,
             figure_mm: float = FIGURE_WIDTH_MM) -> Flowable:
    """A diagram and its caption, which never part across a column or page."""
    slot, caption = _diagram_parts(block, drawing, text, st, column_pt, name, number, spacing,
                                   most_mm, scale, figure_mm)
    parts: list[Flowable] = [Spacer(1, 4 * spacing), slot]
    if caption is not None:
        parts.append(caption)
    parts.append(Spacer(1, 6 * spacing))
    return KeepTogether(parts)


def _diagram_parts(block: Diagram, drawing: Drawing, text: Callable[[str], str],
                   st: dict[str, Any], column_pt: float, name: str, number: int,
                   spacing: float = 1.0, most_mm: float = MAX_DIAGRAM_MM,
                   scale: float = 1.0, figure_mm: float = FIGURE_WIDTH_MM,
                   ) -> tuple[DiagramSlot, Paragraph | None]:
    """A diagram drawn for a column `column_pt` wide (at most `most_mm`, times `scale`;
    an assembly picture at most `figure_mm`), and its caption if it has one."""
    # As wide as the column, but no wider than reads well: a booklet's single column
    # would otherwise blow every diagram up and cost pages.
    # Tighter spacing (see SPACINGS) also draws diagrams a little smaller.
    width_pt = min(column_pt, mm_to_pt(most_mm)) * min(1.0, 0.5 + spacing / 2) * scale
    if block.figure:
        # An assembly picture only has to show the step: small, and never taller than
        # FIGURE_HEIGHT_MM, so a tall open box does not take half a page.
        height_per_width = drawing.height / drawing.width
        tallest = FIGURE_HEIGHT_MM * figure_mm / FIGURE_WIDTH_MM
        width_pt = min(width_pt, mm_to_pt(figure_mm), mm_to_pt(tallest) / height_per_width)
    slot = DiagramSlot(drawing, width_pt, name)
    smallest = smallest_text(slot)[0]
    if smallest and smallest < MIN_TEXT_PT:
        # Never so small that a label prints under the craft rules' least size.
        full = min(column_pt, mm_to_pt(max(most_mm, MAX_DIAGRAM_MM)))
        slot = DiagramSlot(drawing, min(full, width_pt * MIN_TEXT_PT / smallest), name)
    slot.hAlign = "CENTER"
    slot.diagram_number = number  # for the layout report
    caption = text(block.caption) if block.caption else ""
    # The roll (if the game has dice) in bold, then the move, then the caption.
    lead = f"<b>{block.dice[0]}-{block.dice[1]}</b>" if block.dice else ""
    if block.play and block.play != "none":  # "none" claims no legal move: nothing to show
        play = text(block.play) if _NAMED_PLAY.fullmatch(block.play) else block.play
        lead += f" {escape(play)}" if lead else f"<b>{escape(play)}</b>"
    if lead:
        caption = lead + (f" — {caption}" if caption else "")
    return slot, Paragraph(tied(caption), st["caption"]) if caption else None


def tied(caption: str) -> str:
    """`caption` with no-break spaces that keep a number with the word before it ("ranks
    6 and 7") and a short last word with the one before, so no line ends on a number's
    word and no caption ends on a word alone."""
    caption = _BEFORE_NUMBER.sub("\u00a0", caption)
    return _LAST_SPACE.sub("\u00a0", caption)


# Where a block begins: its page, its column's left edge and its height, in points.
Place = tuple[int, float, float]


class PlaceMark(Flowable):
    """An invisible mark that notes where the block after it begins: its page, its
    column's left edge and its height on the page, in points."""

    def __init__(self, key: tuple[int, int], places: dict[tuple[int, int], Place]) -> None:
        super().__init__()
        self.key, self.places = key, places
        self.width = self.height = 0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0, 0

    def frameAction(self, frame: Any) -> None:  # noqa: N802 (ReportLab's name)
        self.places[self.key] = (self.canv.getPageNumber(), frame._x1, frame._y)

    def draw(self) -> None:
        """Nothing to draw (see frameAction)."""


class FigureGrid(Flowable):
    """A run of assembly pictures two to a row (or one, grown: see Fit.last_run_mm), each
    over its caption; the layout report gets each picture and caption (see `laid_parts`)."""

    gap = mm_to_pt(4.0)  # between the two pictures of a row, and between rows

    def __init__(self, column_pt: float, spacing: float, per_row: int = 2) -> None:
        super().__init__()
        self.per_row = per_row
        self.cell_pt = self.cell_of(column_pt, per_row)
        self.cells: list[tuple[DiagramSlot, Paragraph | None]] = []
        self.before, self.after = 4 * spacing, 6 * spacing
        # Each picture and caption as drawn, with its foot's height above the grid's foot.
        self.laid_parts: list[tuple[Flowable, float]] = []

    @classmethod
    def cell_of(cls, column_pt: float, per_row: int) -> float:
        """The width of a picture's cell in a column `column_pt` wide, `per_row` a row."""
        return (column_pt - cls.gap * (per_row - 1)) / per_row

    def add(self, slot: DiagramSlot, caption: Paragraph | None) -> None:
        """Put one more picture (and its caption) in the grid."""
        self.cells.append((slot, caption))

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        """[]: a grid is kept whole, so its pictures read in order, row by row, and never
        part between columns (III and IV would stand beside I and II)."""
        return []

    def _part(self, cells: list[tuple[DiagramSlot, Paragraph | None]]) -> FigureGrid:
        """A grid of the same measure holding `cells`."""
        part = FigureGrid.__new__(FigureGrid)
        Flowable.__init__(part)
        part.cell_pt, part.before, part.after = self.cell_pt, self.before, self.after
        part.per_row = self.per_row
        part.cells, part.laid_parts = list(cells), []
        return part

    def _rows(self) -> list[list[tuple[DiagramSlot, Paragraph | None]]]:
        step = self.per_row
        return [self.cells[i:i + step] for i in range(0, len(self.cells), step)]

    def _row_height(self, row: list[tuple[DiagramSlot, Paragraph | None]]) -> float:
        # The row's pictures stand on one line, their captions hang from one baseline.
        return max(slot.height for slot, _ in row) + max(
            caption.wrap(self.cell_pt, 1e6)[1] if caption else 0 for _, caption in row)

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        rows = self._rows()
        self.width = self.cell_pt * self.per_row + self.gap * (self.per_row - 1)
        self.height = (self.before + self.after + sum(map(self._row_height, rows))
                       + self.gap * (len(rows) - 1))
        return self.width, self.height

    def draw(self) -> None:
        self.laid_parts = []
        top = self.height - self.before
        for row in self._rows():
            # Pictures of a row share their foot, so the captions under them share a
            # baseline (a shorter picture stands lower, not its caption higher).
            pictures = max(slot.height for slot, _ in row)
            for column, (slot, caption) in enumerate(row):
                # A last picture alone in its row stands in the middle.
                left = (self.cell_pt + self.gap) * ((self.per_row - len(row)) / 2 + column)
                foot = top - pictures
                slot.drawOn(self.canv, left + (self.cell_pt - slot.width) / 2, foot)
                self.laid_parts.append((slot, foot))
                if caption is not None:
                    foot -= caption.height
                    caption.drawOn(self.canv, left, foot)
                    self.laid_parts.append((caption, foot))
            top -= self._row_height(row) + self.gap


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
    layout: str = "pages", report: list[LaidOut] | None = None,
) -> bytes:
    """Set the whole rulebook and return its PDF bytes, diagrams drawn in as vectors; a
    booklet opens with a cover. With `report`, the layout's records are appended there."""
    columns, margins = layout_of(layout, size_mm)
    column_pt = column_width(layout, size_mm)
    st = styles(language, palette)
    colour = st["body"].textColor
    booklet = layout == "booklet"
    cover: list[Flowable] = []
    if booklet:
        # The booklet opens on a cover: its title large, over the opening text (a page of
        # its own would cost a folded sheet of four pages for one title).
        cover = [Spacer(1, mm_to_pt(10)), Paragraph(escape(footer), st["title"]),
                 Spacer(1, mm_to_pt(3)), Paragraph(escape(_("Rulebook")), st["subtitle"]),
                 Spacer(1, mm_to_pt(10))]
        first = document.blocks[0] if document.blocks else None
        if isinstance(first, Heading) and first.level == 1:  # the cover's title says it
            document = replace(document, blocks=document.blocks[1:])

    def on_page(canvas: Any, doc: Any) -> None:
        if not (booklet and canvas.getPageNumber() == 1):
            draw_footer(canvas, footer, size_mm[0], colour)

    drawn = remembered(diagram)
    room = columns * (size_mm[1] - margins[2] - margins[3])

    def story_at(setting: Setting) -> list[Flowable]:
        return cover + story_of(document, _, values, language, column_pt, palette, drawn,
                                spacing=setting[0], fit=setting[1])

    def set_once(setting: Setting, cut: Cut | None = None,
                 places: dict[tuple[int, int], Place] | None = None,
                 ) -> tuple[bytes, list[LaidOut]]:
        laid: list[LaidOut] = []
        return build_pdf(_marked(story_at(setting), cut, places), size_mm=size_mm,
                         margins_mm=margins, columns=columns, on_page=on_page, title=footer,
                         report=laid), laid

    def set_at(setting: Setting) -> tuple[bytes, list[LaidOut]]:
        pdf, laid = set_once(setting)
        if columns > 1 and uneven(laid):
            # The last page set in its first column alone (or its first far longer):
            # its blocks are shared between its columns, if that costs no page and
            # breaks nothing more.
            return _balanced(pdf, laid, story_at(setting),
                             lambda cut, places: set_once(setting, cut, places),
                             lambda laid: count(laid, room, layout), size_mm[1])
        return pdf, laid

    tried: dict[Setting, tuple[bytes, list[LaidOut]]] = {}

    def remember(setting: Setting) -> tuple[bytes, list[LaidOut]]:
        tried[setting] = set_at(setting)
        return tried[setting]

    # A single game's headings keep HEADING_LINES under them (a compendium's, as before).
    settings = [(spacing, replace(fit, heading_lines=HEADING_LINES))
                for spacing, fit in settings_of(layout)]
    pdf = best_setting(remember, lambda laid: count(laid, room, layout), None, room,
                       settings)
    setting = next(s for s, done in tried.items() if done[0] is pdf)
    laid = tried[setting][1]
    if booklet:
        pdf, laid = _grown(setting, pdf, laid, lambda s: set_once(s),
                           lambda laid: count(laid, room, layout))
    else:
        setting, pdf, laid = _sheet_saved(setting, pdf, laid, set_at,
                                          lambda laid: count(laid, room, layout))

        def finished(setting: Setting, pdf: bytes, laid: list[LaidOut]
                     ) -> tuple[bytes, list[LaidOut]]:
            spacing, fit = setting
            grown = None
            if any(isinstance(block, Diagram) and block.figure for block in document.blocks):
                grown = every_figure_grown(
                    pdf, laid,
                    lambda mm: set_at((spacing, replace(fit, last_run_mm=mm, every_run=True))),
                    lambda laid: count(laid, room, layout))
            return grown or grown_figures(
                pdf, laid, lambda mm: set_at((spacing, replace(fit, last_run_mm=mm))),
                lambda laid: count(laid, room, layout))[1:]

        pdf, laid = finished(setting, pdf, laid)
        pdf, laid = box_on_a_page(document, setting, (pdf, laid), set_at, finished,
                                  lambda laid: count(laid, room, layout))
    if report is not None:
        report += laid
    return pdf


def box_on_a_page(document: Document, setting: Setting, done: tuple[bytes, list[LaidOut]],
                  set_at: Callable[[Setting], tuple[bytes, list[LaidOut]]],
                  finished: Callable[[Setting, bytes, list[LaidOut]],
                                     tuple[bytes, list[LaidOut]]],
                  count: Callable[[list[LaidOut]], int]) -> tuple[bytes, list[LaidOut]]:
    """The book as `done`, or, where the box's section (the last) starts on a page
    before its last, set again with that section starting the last page, where that costs
    no page, breaks nothing more and leaves less blank at the columns' feet from the
    page the section started on: a newcomer folds the box from one page, and the last
    page is not left a few steps and a picture (review s18: Oware's box began at a page's
    foot and left the next page's second column 60 % blank). Where the box's pictures
    fill the last page anyway, the section keeps its place (review s19: a column left
    58 mm short of its foot before the section, mid-book, read as padding)."""
    pdf, laid = done
    held = pages(laid)
    head = _box_head(laid, document) if box_heading(document) is not None else None
    if head is None or head.page == held[-1]:
        return done
    start = head.page
    # Moved on, the section leaves blank on its first page what it held there: unless the
    # pages after hold more blank than that, the book cannot gain (and is not set again,
    # a whole layout and its figures' growing spared).
    if blank_mm(laid, start + 1) <= _held_from(laid, head):
        return done
    spacing, fit = setting
    again_setting = (spacing, replace(fit, box_page=True))
    again = finished(again_setting, *set_at(again_setting))
    moved = _box_head(again[1], document)
    if (pages(again[1]) == held and count(again[1]) <= count(laid)
            and moved is not None and moved.page == held[-1]
            and blank_mm(again[1], start) < blank_mm(laid, start)):
        return again
    return done


def blank_mm(laid: Sequence[LaidOut], first: int) -> float:
    """The blank at the feet of the columns of pages `first` on, mm: from each column's
    last block to its frame's foot (a column holding nothing counts whole)."""
    on = [r for r in laid if r.page >= first]
    if not on:
        return 0.0
    columns = max(r.column for r in laid) + 1
    height = on[0].frame_bottom - on[0].frame_top
    blank = 0.0
    for page in range(first, pages(laid)[-1] + 1):
        for column in range(columns):
            held = [r.bottom for r in on if r.page == page and r.column == column]
            blank += on[0].frame_bottom - max(held) if held else height
    return blank


def _held_from(laid: Sequence[LaidOut], head: LaidOut) -> float:
    """How much of its page's columns the section opening at record `head` fills, mm:
    from `head` down its column, and the columns after it on that page."""
    held = 0.0
    for column in {r.column for r in laid if r.page == head.page and r.column >= head.column}:
        on = [r for r in laid if r.page == head.page and r.column == column]
        top = head.top if column == head.column else min(r.top for r in on)
        held += max(r.bottom for r in on) - top
    return held


def _box_head(laid: Sequence[LaidOut], document: Document) -> LaidOut | None:
    """The record opening the box's section: the last heading set before its first
    picture, or that picture (None if the book sets none)."""
    number = next((n for n, b in enumerate(
        (b for b in document.blocks if isinstance(b, Diagram)), start=1) if b.figure), None)
    at = next((i for i, r in enumerate(laid) if r.kind == "diagram" and r.diagram == number),
              None)
    if at is None:
        return None
    heads = [r for r in laid[:at] if r.kind == "heading"]
    return heads[-1] if heads else laid[at]


def _grown(setting: Setting, pdf: bytes, laid: list[LaidOut],
           set_at: Callable[[Setting], tuple[bytes, list[LaidOut]]],
           count: Callable[[list[LaidOut]], int]) -> tuple[bytes, list[LaidOut]]:
    """The booklet as set, or with the diagrams of its half-empty pages drawn larger
    where that fills them and breaks nothing more."""
    spacing, fit = setting
    for most in GROWN_MM:
        empty = half_empty(laid)
        grow = {r.diagram for r in laid if r.kind == "diagram" and r.page in empty
                and fit.most(r.diagram) < most}
        if not grow:
            continue
        larger = replace(fit, grown=tuple(sorted({**dict(fit.grown),
                                                  **dict.fromkeys(grow, most)}.items())))
        again = set_at((spacing, larger))
        if count(again[1]) < count(laid):
            fit, (pdf, laid) = larger, again
    return pdf, laid


# The diagram scales (see Fit.scale) and spacings tried, in turn, to set a rulebook whose
# last page starts a sheet and is less than WELL_FILLED full in one page fewer: its diagrams a
# little smaller (never a label under 5 pt: see _diagram_parts), its blocks a little tighter.
SAVING_SCALES = (0.9, 0.8, 0.7, 0.6)
SAVING_SPACINGS = (0.8, 0.65)


def _sheet_saved(setting: Setting, pdf: bytes, laid: list[LaidOut],
                 set_at: Callable[[Setting], tuple[bytes, list[LaidOut]]],
                 count: Callable[[list[LaidOut]], int],
                 ) -> tuple[Setting, bytes, list[LaidOut]]:
    """The book as set, or, where its last page is odd (the front of a sheet printed
    duplex) and less than WELL_FILLED full, set with smaller diagrams or tighter spacing in one page
    fewer, breaking nothing more: the first of SAVING_SCALES x SAVING_SPACINGS that does."""
    held = pages(laid)
    if not held or held[-1] < 3 or held[-1] % 2 == 0 or last_page_fill(laid) >= WELL_FILLED:
        return setting, pdf, laid
    spacing, fit = setting
    for scale in SAVING_SCALES:
        for other in sorted({min(spacing, s) for s in (spacing, *SAVING_SPACINGS)},
                            reverse=True):
            tried = (other, replace(fit, scale=fit.scale * scale))
            again = set_at(tried)
            if pages(again[1])[-1] < held[-1] and count(again[1]) <= count(laid):
                return tried, *again
    return setting, pdf, laid


def grown_figures(pdf: bytes, laid: list[LaidOut],
                  set_with: Callable[[float], tuple[bytes, list[LaidOut]]],
                  count: Callable[[list[LaidOut]], Any]) -> tuple[float, bytes, list[LaidOut]]:
    """The book as set (`pdf`, `laid`), or set again (`set_with(mm)`) with its last run of
    assembly pictures one to a row, at most `mm` wide (each of FIGURES_GROWN_MM), where
    its last page holds its last picture and is filled under WELL_FILLED: the first width
    that fills it WELL_FILLED, or else the one that fills it most, costing no page and
    breaking nothing more, the pictures under their steps (see with_steps; 0.0: as set)."""
    held = pages(laid)
    drawn = [r for r in laid if r.kind == "diagram"]
    fill = last_page_fill(laid)
    if not held or not drawn or drawn[-1].page != held[-1] or fill >= WELL_FILLED:
        return 0.0, pdf, laid
    best, as_set = (0.0, pdf, laid), fill
    for most in FIGURES_GROWN_MM:
        try:
            again = set_with(most)
        except LayoutError:  # a run grown taller than a column: its pictures never part
            break
        more = last_page_fill(again[1])
        # A page fuller by a line or two is no reason to draw the pictures larger; once
        # they grow, they grow as far as the page holds them.
        if (pages(again[1])[-1] == held[-1] and count(again[1]) <= count(laid)
                and more > max(fill, as_set + 0.05) and with_steps(again[1])):
            best, fill = (most, *again), more
        if fill >= WELL_FILLED:
            break
    return best


# The widths tried in turn, smallest first, for every assembly picture of a single game's
# book set one to a row: a newcomer folds the box from them, so they are drawn as large as
# the book's pages hold without a page more (two to a row, they are about 40 mm wide).
EVERY_FIGURE_MM = (50.0, 58.0, 65.0, 75.0)


def every_figure_grown(pdf: bytes, laid: list[LaidOut],
                       set_with: Callable[[float], tuple[bytes, list[LaidOut]]],
                       count: Callable[[list[LaidOut]], Any],
                       ) -> tuple[bytes, list[LaidOut]] | None:
    """The book set again (`set_with(mm)`) with every assembly picture one to a row, at
    most `mm` wide: of EVERY_FIGURE_MM, the widest before the first that costs a page or
    breaks anything more, the last run under its steps (see with_steps); None where the
    narrowest does. (Wider pictures only take more room: once one width fails, the wider
    are not set, each a whole layout of the book.)"""
    held, best = pages(laid), None
    for most in EVERY_FIGURE_MM:
        try:
            again = set_with(most)
        except LayoutError:  # a picture grown taller than a column
            break
        if not (pages(again[1])[-1] == held[-1] and count(again[1]) <= count(laid)
                and with_steps(again[1])):
            break
        best = again
    return best


def with_steps(laid: Sequence[LaidOut]) -> bool:
    """Whether the book's last run of pictures stands whole in one column, the column of
    the step citing it or the one beside it on its page, every step of that step's list
    on the same page: grown one to a row and parted between columns, pictures read out
    of order (III and IV beside I and II); grown a page away from their steps, they look
    scattered, while beside them each picture faces the steps it shows."""
    drawn = [index for index, r in enumerate(laid) if r.kind == "diagram"]
    if not drawn:
        return True
    start = drawn[-1]
    while start and laid[start - 1].kind in ("diagram", "caption"):
        start -= 1
    if not start or laid[start - 1].kind != "text":
        return False
    cited = laid[start - 1]
    first = start - 1  # the list's first step (its items share the step's style)
    while first and laid[first - 1].kind == "text" and laid[first - 1].style == cited.style:
        first -= 1
    run = laid[start:drawn[-1] + 1]
    return (all(r.page == cited.page and r.column == run[0].column for r in run)
            and run[0].column in (cited.column, cited.column + 1)
            and all(r.page == cited.page for r in laid[first:start]))


# The widths tried in turn for a booklet's diagrams on a half-empty page: as large as a
# booklet draws any, then wider, up to an A3 booklet's A4 page's width.
GROWN_MM = (max(BOOKLET_DIAGRAM_MM), 125.0, 150.0)


def half_empty(laid: Sequence[LaidOut]) -> list[int]:
    """The pages the craft rules find half empty or a stub of pictures (a chapter's last
    page may be half empty)."""
    return [page for page in pages(laid) if picture_stub(laid, page) or (
        empty_share(laid, page) > MAX_EMPTY and not chapter_ends(laid, page))]


MOST_CUTS = 4  # ways of sharing a last page between its columns tried, at most
UNEVEN = 0.2  # a last page's columns ending further apart (of their height) are evened


# Where a last page's blocks are shared between its columns: a column break before block
# number n of the story, or (True) before the diagrams that block keeps with its paragraph.
Cut = tuple[int, bool]


def _marked(story: list[Flowable], cut: Cut | None,
            places: dict[tuple[int, int], Place] | None) -> list[Flowable]:
    """`story` with a column break at `cut`, and with `places`, a mark before each block
    that may start a column (not one a heading keeps with it)."""
    marked: list[Flowable] = []
    for number, block in enumerate(story):
        if number and not story[number - 1].getKeepWithNext():
            if cut == (number, False):
                marked.append(FrameBreak())
            if places is not None:
                marked.append(PlaceMark((0, number), places))
        if cut == (number, True) and isinstance(block, Cited):
            lead, paragraph, diagrams = block._parts()
            marked += [*lead, paragraph, FrameBreak(), *diagrams]
        else:
            marked.append(block)
    return marked


def _first_drawn(block: Flowable) -> int:
    """The number of the first diagram a paragraph keeps with it (0 if none)."""
    if not isinstance(block, Cited):
        return 0
    diagram = block._parts()[2][0]
    slot = (diagram.cells[0][0] if isinstance(diagram, FigureGrid) and diagram.cells
            else _slot_of(diagram))
    return int(getattr(slot, "diagram_number", 0) or 0)


def _balanced(pdf: bytes, laid: list[LaidOut], story: list[Flowable],
              set_at: Callable[[Cut | None, dict[tuple[int, int], Place] | None],
                               tuple[bytes, list[LaidOut]]],
              count: Callable[[list[LaidOut]], int], page_mm: float,
              ) -> tuple[bytes, list[LaidOut]]:
    """The book as set (`pdf`, `laid`), or with its last page's blocks shared between its
    columns (a column break before a block, or before a paragraph's diagrams) so that
    both end at about one height, where that costs no page and breaks nothing more."""
    last = max(pages(laid))
    on = [r for r in laid if r.page == last]
    top = min(r.top for r in on)
    # All the page holds, as if in one column: a break at `at` in its first column
    # leaves the rest to the others.
    held = sum(max(r.bottom for r in on if r.column == column)
               - min(r.top for r in on if r.column == column)
               for column in {r.column for r in on})
    places: dict[tuple[int, int], Place] = {}
    set_at(None, places)
    left = min((x for page, x, _ in places.values() if page == last), default=0.0)
    starts: list[tuple[float, Cut]] = [
        (page_mm - pt_to_mm(y) - top, (number, False))
        for (_, number), (page, x, y) in places.items()
        if page == last and x == left and page_mm - pt_to_mm(y) > top + 1]
    tops = {r.diagram: r.top for r in on if r.kind == "diagram" and not r.column}
    starts += [(tops[drawn] - top, (number, True)) for number, block in enumerate(story)
               if (drawn := _first_drawn(block)) in tops and tops[drawn] > top + 1]
    # The most even first.
    even = sorted((max(at, held - at), cut) for at, cut in starts)
    for _, cut in even[:MOST_CUTS]:
        again = set_at(cut, None)
        if max(pages(again[1])) == last and count(again[1]) <= count(laid):
            return again
    return pdf, laid


def uneven(laid: Sequence[LaidOut]) -> bool:
    """Whether the last page is set in its first column alone, or its first column ends
    more than UNEVEN of its height below its last."""
    held = pages(laid)
    on = [r for r in laid if held and r.page == held[-1]]
    if not on:
        return False
    feet = [max(r.bottom for r in on if r.column == column)
            for column in sorted({r.column for r in on})]
    height = on[0].frame_bottom - on[0].frame_top
    return len(feet) == 1 or feet[0] - feet[-1] > UNEVEN * height


# A setting of the text: the space between blocks (times its style's) and the diagrams' fit.
Setting = tuple[float, Fit]


def settings_of(layout: str) -> list[Setting]:
    """The settings tried in turn, best first: SPACINGS, and in a booklet each of them with
    the diagrams drawn at each of BOOKLET_DIAGRAM_MM wide at most."""
    if layout != "booklet":
        return [(spacing, Fit()) for spacing in SPACINGS]
    return [(spacing, Fit(most, BOOKLET_SHRINK_LEAST)) for most in BOOKLET_DIAGRAM_MM
            for spacing in SPACINGS]


def count(laid: list[LaidOut], room_mm: float, layout: str) -> int:
    """The problems of a layout (see `problems`); a booklet's also counts each break of the
    craft rules of a rulebook's pages (half-empty pages among them), and a folded sheet
    spent on a single page."""
    found = problems(laid, room_mm)
    if layout == "booklet":
        found += page_rule_breaks(laid) + (len(pages(laid)) % 4 == 1)
    return found


def best_setting(set_at: Callable[[Setting], tuple[bytes, list[LaidOut]]],
                 count: Callable[[list[LaidOut]], int],
                 report: list[LaidOut] | None, room_mm: float = 0.0,
                 settings: Sequence[Setting] = ()) -> bytes:
    """Set with each of `settings` (default: SPACINGS) in turn until `count` finds no
    problem in the layout, no column stops short mid-chapter (see short_columns), no
    page after the first fills under NEARLY_EMPTY of its `room_mm` (all its columns'
    height) and the last at least half (a tighter spacing might save a page otherwise);
    return the setting with the fewest problems, then the fewest pages, then the fewest
    columns stopping short, then a last page whose columns end evenly (see `uneven`; the
    first of equals), its records appended to `report`."""
    best: tuple[tuple[int, int, int, bool], bytes, list[LaidOut]] | None = None
    for setting in settings or settings_of("pages"):
        pdf, laid = set_at(setting)
        held = pages(laid)
        short = len(short_columns(laid))
        found = (count(laid), held[-1] if held else 0, short, uneven(laid))
        if best is None or found < best[0]:
            best = (found, pdf, laid)
        # A page nearly empty (a chapter's last lines, say), a last page half empty or a
        # column stopping short (a diagram too tall for its page holding back the words
        # that cite it) might be saved by another spacing: try on.
        if not found[0] and not short and not any(
                used_mm(laid, page) < NEARLY_EMPTY * room_mm for page in held[1:]) and (
                not held or used_mm(laid, held[-1]) >= room_mm / 2):
            break
    assert best is not None
    if report is not None:
        report += best[2]
    return best[1]


def remembered(draw_diagram: DrawDiagram) -> DrawDiagram:
    """`draw_diagram`, drawing each block at each width only once."""
    drawn: dict[tuple[int, float], Drawing] = {}

    def remembered(block: Diagram, width: float) -> Drawing:
        key = (id(block), width)
        if key not in drawn:
            drawn[key] = draw_diagram(block, width)
        return drawn[key]

    return remembered
