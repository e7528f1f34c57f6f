"""A compendium's rulebook: an opening page with its contents, then one chapter per game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import (
    Flowable,
    FrameBreak,
    KeepTogether,
    Paragraph,
    Table,
    TableStyle,
)
from reportlab.platypus.doctemplate import ActionFlowable

from printkit.i18n import Gettext
from printkit.render.columns import columns as columns_of
from printkit.render.columns import holes, last_page_fill, short_ends
from printkit.render.layout_report import (
    LaidOut,
    diagrams_apart,
    pages,
    small_print,
    split_words,
    stub_pages,
)
from printkit.render.rulebook import (
    GROWN_MM,
    SPACINGS,
    Cited,
    DiagramSlot,
    DrawDiagram,
    FigureGrid,
    Fit,
    Place,
    PlaceMark,
    Setting,
    best_setting,
    column_width,
    count,
    draw_footer,
    grown_figures,
    half_empty,
    layout_of,
    markup,
    remembered,
    settings_of,
    story_of,
    tied,
)
from printkit.render.text import SERIF, ChapterMark, build_pdf, styles, typographic
from printkit.rulebook.source import Document, Heading
from printkit.units import mm_to_pt, pt_to_mm

# Pagination moves only if a page number in the contents changes the layout; it never
# does more than once, so a third pass is only a safety net.
MAX_PASSES = 3
OPENING = -1  # the key of the opening's marks; chapters count from 0
# Where each part starts and ends, as PlaceMarks note it, by (part, START or END).
START, END = 0, 1
Marks = dict[tuple[int, int], Place]


@dataclass(frozen=True)
class Chapter:
    """One part of the book: its source, the words it is translated with, its numbers and
    its diagram art."""

    document: Document
    gettext: Gettext
    values: Mapping[str, str]
    diagram: DrawDiagram


@dataclass(frozen=True)
class Glance:
    """The opening's table of the games: its title, its column heads and a row of words
    per game (the last column, the widest, takes what the others leave)."""

    title: str
    heads: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


# The glance table's type: small, as a table's, yet well above the 6 pt a reader needs.
GLANCE_PT = 8.0
GLANCE_PAD_PT = 4.0  # between two of its columns
# A table's own font, which its Paragraph cells never use, still lands in the PDF as
# ReportLab's default Helvetica, which is not embedded: name a bundled face instead.
_EMBEDDED = [("FONTNAME", (0, 0), (-1, -1), SERIF)]


def _glance_table(glance: Glance, st: Mapping[str, ParagraphStyle], column_pt: float,
                  language: str) -> list[Flowable]:
    """`glance` as its title and a table one column wide: each column as wide as its
    widest words, the last one the rest, every row ruled off from the next."""
    # Never hyphenated: a cell's few words break between words or not at all.
    cell = ParagraphStyle("glance", parent=st["body"], fontSize=GLANCE_PT,
                          leading=GLANCE_PT * 1.2, hyphenationLang="")
    head = ParagraphStyle("glance-head", parent=cell, fontName=st["h3"].fontName)
    widths = [max(stringWidth(words, style.fontName, GLANCE_PT)
                  for words, style in [(glance.heads[at], head),
                                       *((row[at], cell) for row in glance.rows)])
              + GLANCE_PAD_PT for at in range(len(glance.heads) - 1)]
    widths.append(column_pt - sum(widths))

    def shown(words: str, style: ParagraphStyle) -> Paragraph:
        return Paragraph(markup(typographic(words, language)), style)

    rows = [[shown(words, head) for words in glance.heads],
            *([shown(words, cell) for words in row] for row in glance.rows)]
    table = Table(rows, colWidths=widths, hAlign="LEFT", repeatRows=1)
    rule = st["body"].textColor
    table.setStyle(TableStyle([*_EMBEDDED, ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("ALIGN", (1, 0), (3, -1), "CENTER"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0),
                               ("RIGHTPADDING", (0, 0), (-1, -1), GLANCE_PAD_PT / 2),
                               ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
                               ("LINEBELOW", (0, 0), (-1, 0), 0.6, rule),
                               ("LINEBELOW", (0, 1), (-1, -2), 0.25, rule)]))
    return [Paragraph(markup(glance.title), st["h2"]), table]


# Where a block begins: page, its column's left edge and its height (points).


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
    contents_note: str = "", glance: Glance | None = None, language: str,
    size_mm: tuple[float, float], palette: str = "classic", layout: str = "pages",
    report: list[LaidOut] | None = None,
) -> bytes:
    """Set the book: `front`'s title and lead with a contents list, each chapter from a new
    page, then `front`'s own sections (how to make the kit, say) as closing chapters;
    `glance`, if given, is a table of the games under the contents. With
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

    last_part = len(parts) - 1

    def opening(marks: Marks, numbers: Mapping[int, int], spacing: float,
                fit: Fit) -> list[Flowable]:
        flow: list[Flowable] = story_of(lead, front.gettext, front.values, language,
                                        column_pt, palette, front.diagram, "PkFront",
                                        spacing, fit)
        contents: list[Flowable] = [Paragraph(markup(contents_title), st["h2"])]
        rows = [[Paragraph(markup(typographic(title, language)), st["body"]),
                 Paragraph(str(numbers.get(i, "")), st["body"])]
                for i, title in enumerate(titles)]
        table = Table(rows, colWidths=[column_pt - mm_to_pt(12), mm_to_pt(12)], hAlign="LEFT")
        table.setStyle(TableStyle([*_EMBEDDED, ("ALIGN", (1, 0), (1, -1), "RIGHT"),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                   ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))
        contents.append(table)
        if contents_note:  # which pages the numbers count
            contents.append(Paragraph(tied(markup(typographic(contents_note, language))),
                                      st["small"]))
        # The contents follow the title and lead, then the games at a glance: the
        # opening column reads as a front page; the first chapter starts the next column.
        if glance is not None:
            contents += _glance_table(glance, st, column_pt, language)
        return [*flow, *contents, PlaceMark((OPENING, END), marks)]

    def story(marks: Marks, numbers: Mapping[int, int], spacing: float, fit: Fit,
              laid_as: Layout) -> list[Flowable]:
        flow = opening(marks, numbers, spacing, fit)
        for index, part in enumerate(parts):
            # Each chapter starts at the top of a column: its heading is easy to find, and
            # a chapter's last lines no longer leave the rest of a page blank.
            # A closing section (how to make the kit) may follow on in the last game's
            # column where starting one would leave a page nearly blank (see _run_on).
            if not (laid_as.run_on and index >= len(chapters)):
                flow.append(ColumnBreak())
            flow += [ChapterMark(index + 1), PlaceMark((index, START), marks)]
            blocks = story_of(part.document, part.gettext, part.values, language,
                              column_pt, palette, part.diagram, f"PkChapter{index}Diagram",
                              laid_as.spacings.get(index, spacing),
                              replace(fit, grown=laid_as.grown.get(index + 1, ()),
                                      scale=laid_as.scales.get(index, fit.scale),
                                      last_run_mm=laid_as.last_run_mm
                                      if index == last_part else 0.0))
            if index == last_part:
                blocks = _placed(blocks, index, laid_as)
            flow += blocks
            flow.append(PlaceMark((index, END), marks))
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

    seen = Pages()

    def set_at(setting: Setting, laid_as: Layout) -> tuple[bytes, list[LaidOut]]:
        return _paginated(lambda marks, numbers: story(marks, numbers, *setting, laid_as),
                          footers, size_mm=size_mm, margins=margins, columns=columns,
                          title=footer, seen=seen)

    def alone(index: int, start: int, spacing: float, scale: float) -> list[LaidOut]:
        # Chapter `index` (or the opening) set by itself from column `start` of a page: a
        # chapter starts at a column's top, so it is set in the book exactly as here.
        laid: list[LaidOut] = []
        fit = replace(settings_of(layout)[0][1], scale=scale)
        flow: list[Flowable] = [FrameBreak() for _ in range(start)]
        if index == OPENING:
            flow += opening({}, {}, spacing, fit)
        else:
            part = parts[index]
            flow += [ChapterMark(index + 1), *story_of(
                part.document, part.gettext, part.values, language, column_pt, palette,
                part.diagram, f"PkChapter{index}Diagram", spacing, fit)]
        build_pdf(flow, size_mm=size_mm, margins_mm=margins, columns=columns, report=laid,
                  sketch=True)
        return laid

    def counted(laid: list[LaidOut]) -> tuple[int, int]:
        return count(laid, room, layout), max(pages(laid), default=0)

    tried: dict[Setting, Set] = {}

    def remember(setting: Setting) -> tuple[bytes, list[LaidOut]]:
        fresh = Layout()
        tried[setting] = (fresh, *set_at(setting, fresh))
        return tried[setting][1:]

    setting = settings_of(layout)[0]
    chosen: Set | None = None
    if columns > 1 and layout == "pages":
        # Each chapter fitted to its columns, set alone (see _planned), then the book once.
        planned = _planned(alone, len(parts), len(chapters), setting[0], columns, seen)
        chosen = (planned, *set_at(setting, planned))
    if chosen is None or _broken(chosen[2]):
        # The book at one spacing for all (the first that breaks no rule), if better.
        pdf = best_setting(remember, lambda laid: count(laid, room, layout), None, room,
                           settings_of(layout))
        setting = next(s for s, done in tried.items() if done[1] is pdf)
        if chosen is None or counted(tried[setting][2]) < counted(chosen[2]):
            chosen = tried[setting]
    chosen = _respaced(chosen, lambda ly: set_at(setting, ly), counted, setting[0])
    chosen = _run_on(chosen, lambda ly: set_at(setting, ly), counted, room)
    if columns > 1 and layout == "pages":
        chosen = _last_filled(chosen, lambda ly: set_at(setting, ly), counted, setting[0])
    if layout == "booklet":
        chosen = _grown(chosen, lambda ly: set_at(setting, ly), counted)
    else:
        grown = replace(chosen[0], places={})
        most, pdf, again = grown_figures(
            chosen[1], chosen[2],
            lambda mm: set_at(setting, replace(grown, last_run_mm=mm)), counted)
        if most:
            chosen = (replace(grown, last_run_mm=most), pdf, again)
    if columns > 1:
        chosen = _balanced(chosen, lambda ly: set_at(setting, ly), counted, columns,
                           size_mm[1])
    if report is not None:
        report += chosen[2]
    return chosen[1]


@dataclass(frozen=True)
class Layout:
    """What the book's setter changes from one setting: some chapters' own spacing, and
    the blocks of the last chapter that start a new column (by their place in it)."""

    spacings: Mapping[int, float] = field(default_factory=dict)
    # Some chapters' diagrams drawn smaller (see Fit.scale), by chapter (counted from 0).
    scales: Mapping[int, float] = field(default_factory=dict)
    breaks: frozenset[tuple[str, int]] = frozenset()
    run_on: bool = False
    # The book's last run of assembly pictures one to a row, this wide at most (see
    # rulebook.grown_figures; 0: as usual).
    last_run_mm: float = 0.0
    # A booklet's diagrams drawn larger, by chapter (counted from 1): see Fit.grown.
    grown: Mapping[int, tuple[tuple[int, float], ...]] = field(default_factory=dict)
    places: dict[tuple[int, int], Place] = field(default_factory=dict, compare=False)


Set = tuple[Layout, bytes, list[LaidOut]]


def _placed(blocks: list[Flowable], part: int, layout: Layout) -> list[Flowable]:
    """`blocks` with a mark before each that may start a column (not one a heading keeps
    with it), and a column break where `layout` breaks: before a block (by its place in
    the chapter) or before a diagram kept with its paragraph (by its number)."""
    placed: list[Flowable] = []
    for number, block in enumerate(blocks):
        if number and not blocks[number - 1].getKeepWithNext():
            if ("block", number) in layout.breaks:
                placed.append(ColumnBreak())
            placed.append(PlaceMark((part, number), layout.places))
        numbers = [_number_of(d) for d in block._content] if isinstance(block, Cited) else []
        cut = next((at for at, n in enumerate(numbers) if n and ("figure", n) in layout.breaks),
                   None)
        if isinstance(block, Cited) and cut is not None:
            # Its paragraph and first diagrams fill one column, the rest start the next;
            # it starts a column as it did whole (on the page it is cut on, it did).
            head, rest = block.parted(cut - block.leads - 1)
            placed += [ColumnBreak(), head, ColumnBreak(), *rest]
        else:
            placed.append(block)
    return placed


def _number_of(flowable: Flowable) -> int:
    """The number of the (first) diagram `flowable` draws, 0 if none."""
    parts = flowable._content if isinstance(flowable, KeepTogether) else []
    slot = (flowable.cells[0][0] if isinstance(flowable, FigureGrid) and flowable.cells
            else next((p for p in parts if isinstance(p, DiagramSlot)), None))
    return int(getattr(slot, "diagram_number", 0) or 0)


def _respaced(chosen: Set, set_at: Callable[[Layout], tuple[bytes, list[LaidOut]]],
              counted: Callable[[list[LaidOut]], tuple[int, int]], spacing: float) -> Set:
    """`chosen`, or with a chapter set at its own spacing where that leaves fewer problems:
    the chapter that ends in a few lines atop a column or on a page, or leaves one blank
    mid-way."""
    for _ in range(MOST_RESPACED):
        laid, best = chosen[2], chosen
        spots = [(c.page, c.column) for c in (*holes(laid), *short_ends(laid))]
        for where in [*spots, *((page, 0) for page in stub_pages(laid))]:
            held = [r for r in laid if (r.page, r.column) == where]
            part = held[-1].chapter - 1
            for other in SPACINGS if part >= 0 else ():  # the opening keeps the book's
                if other == chosen[0].spacings.get(part, spacing):
                    continue
                layout = replace(chosen[0], spacings={**chosen[0].spacings, part: other},
                                 places={})
                pdf, again = set_at(layout)
                if counted(again) < counted(best[2]):
                    best = (layout, pdf, again)
            if best is not chosen:
                break
        if best is chosen:
            break
        chosen = best
    return chosen


# A chapter's diagrams may be drawn this much of their width (see Fit.scale), and its
# blocks spaced as SPACINGS say, so that it ends its last column nearly full or ends a
# column sooner: a chapter starts at a column's top, so its last column's foot is blank.
SCALES = (1.0, 0.9, 0.8)
FULL_ENOUGH = 0.15  # a chapter whose last column is blank no more at its foot stays as set
OPEN_FOOT = 0.25  # ... and its other columns may end this much short once fitted
MOST_FITTED = 5  # settings estimated likeliest tried for one chapter, at most
# ... and then these (spacing, scale), each set once, if the chapter is still not full.
FAR = ((min(SPACINGS), 0.9), (max(SPACINGS), 1.0), (max(SPACINGS), SCALES[-1]))
# A column holds a little less than its height of blocks: some are kept together.
PACKED = 0.94


def _planned(alone: Callable[[int, int, float, float], list[LaidOut]], parts: int,
             chapters: int, spacing: float, columns: int, seen: Pages) -> Layout:
    """The book's layout with each of its first `chapters` parts at its own spacing and
    diagram scale, chosen chapter by chapter (each set alone from the column it starts
    in: `alone(index, column, spacing, scale)`) so that its most blank column is blank
    least: its last column ends nearly full, or a column sooner. `seen` gets the pages
    on which each part will start and end, so that the book is then set once."""
    laid = alone(OPENING, 0, spacing, 1.0)
    page, start = laid[-1].page, (laid[-1].column + 1) % columns
    starts, ends = {}, {OPENING: page}
    spacings, scales = {}, {}
    for index in range(parts):
        laid = alone(index, start, spacing, 1.0)
        best = (_grade(laid), spacing, 1.0, laid)
        if index < chapters and not _full(best[0]):
            # A chapter that breaks a rule tries the book's spacings first, as
            # best_setting does for a book; one that ends short, the likeliest fits.
            fixes = [(other, 1.0) for other in SPACINGS if other != spacing]
            likely = _likely(laid, spacing, best[0][1])
            tries = [*fixes[:2], *likely] if best[0][0] else likely
            # Then the far ends the estimate misjudges: a chapter whose last lines
            # spill into a column may draw back into the one before, tightest set
            # (Traffic Lights on A3), or grow to fill its last column, loosest set.
            tries = list(dict.fromkeys(tries))[:MOST_FITTED]
            tries += [far for far in FAR if far not in tries and far != (spacing, 1.0)]
            for other, scale in tries:
                again = alone(index, start, other, scale)
                grade = _grade(again)
                if _better(grade, best[0]):
                    best = (grade, other, scale, again)
                if _full(best[0]):
                    break
        _, own, scale, laid = best
        if (own, scale) != (spacing, 1.0):
            spacings[index], scales[index] = own, scale
        page += not start  # a part starting a page's first column starts a page
        starts[index], ends[index] = page, page + laid[-1].page - 1
        page, start = ends[index], (laid[-1].column + 1) % columns
    seen.starts, seen.ends = starts, ends
    return Layout(spacings=spacings, scales=scales)


def _full(grade: Grade) -> bool:
    """Whether a chapter graded so breaks no rule, ends its last column nearly full and
    none of its other columns much short."""
    return not grade[0] and grade[1] <= FULL_ENOUGH and grade[2] <= OPEN_FOOT


def _better(grade: Grade, best: Grade) -> bool:
    """Whether a chapter set as `grade` says is better set than as `best` says: it breaks
    fewer rules, or as few and leaves its most blank column (the last or another) fuller."""
    if grade[0] != best[0]:
        return grade[0] < best[0]
    return max(grade[1:]) < max(best[1:]) - 0.05


def _broken(laid: list[LaidOut]) -> int:
    """The page rules `laid` breaks (see rulebook.problems)."""
    return _grade(laid)[0] + len(stub_pages(laid))


# What a chapter set alone breaks (the rules the book's setter counts), the blank at the
# foot of its last column and of its most blank other column, as shares of a column.
Grade = tuple[int, float, float]


def _grade(laid: list[LaidOut]) -> Grade:
    """How a chapter set alone as `laid` breaks the rules and fills its columns (Grade)."""
    broken = (len(holes(laid)) + len(short_ends(laid)) + len(diagrams_apart(laid))
              + len(split_words(laid)) + len(small_print(laid)))
    held = [c.empty for c in columns_of(laid)]
    return broken, held[-1] if held else 0.0, max(held[:-1], default=0.0)


def _likely(laid: list[LaidOut], spacing: float, blank_now: float
            ) -> list[tuple[float, float]]:
    """The spacings and diagram scales to try for a chapter set as `laid` at `spacing`,
    likeliest first (by the blank their estimated height leaves in its last column),
    those estimated to leave it no less blank than `blank_now` left out."""
    held = columns_of(laid)
    height = laid[0].frame_bottom - laid[0].frame_top
    used = sum(1 - c.empty for c in held) * height
    drawn = sum(r.bottom - r.top for r in laid if r.kind == "diagram")
    rest = used - drawn

    def blank(other: float, scale: float) -> float:
        # Diagrams shrink with the spacing too (see rulebook._diagram_parts); about a
        # tenth of the text's height is space between blocks.
        shrink = scale * min(1.0, 0.5 + other / 2) / min(1.0, 0.5 + spacing / 2)
        estimate = (drawn * shrink + rest * (0.9 + 0.1 * other / spacing)) / (
            height * PACKED)
        return -estimate % 1.0

    tried = [(other, scale) for scale in SCALES for other in SPACINGS
             if (other, scale) != (spacing, 1.0) and blank(other, scale) < blank_now - 0.1]
    # Equals: the larger diagrams, then the spacing nearer the book's.
    return sorted(tried, key=lambda s: (round(blank(*s), 1), -s[1], abs(s[0] - spacing)))


LAST_HALF = 0.5  # a last page filled less is worth setting its parts anew for


def _last_filled(chosen: Set, set_at: Callable[[Layout], tuple[bytes, list[LaidOut]]],
                 counted: Callable[[list[LaidOut]], tuple[int, int]], spacing: float) -> Set:
    """`chosen`, or with one of the parts on its last page (or the chapter its closing
    sections run on from) at another spacing, where the last page is filled under
    LAST_HALF and that breaks fewer rules, saves a page, or fills the last page more:
    a chapter's own spacing is chosen set alone, which cannot see that its last column
    is filled by the closing sections and their pictures (Oware on A4, rev15)."""
    laid = chosen[2]
    held = pages(laid)
    if not held or last_page_fill(laid) >= LAST_HALF:
        return chosen
    on = sorted({r.chapter - 1 for r in laid if r.page == held[-1] and r.chapter > 0})
    if chosen[0].run_on and on and on[0] > 0:
        on.insert(0, on[0] - 1)  # the closing runs on in the last game's column

    def key(again: list[LaidOut]) -> tuple[tuple[int, int], float, float]:
        # Fewer problems or pages, then a fuller last page, then less blank in all.
        return (counted(again), -last_page_fill(again),
                sum(c.empty for c in columns_of(again)))

    tried = [chosen]
    for part in on:
        for other in SPACINGS:
            if other != chosen[0].spacings.get(part, spacing):
                layout = replace(chosen[0], spacings={**chosen[0].spacings, part: other},
                                 places={})
                tried.append((layout, *set_at(layout)))
    best = min(tried, key=lambda done: key(done[2]))
    then, now = key(best[2]), key(laid)
    # A last page fuller by a line or two is no reason to set a part anew.
    return best if then[0] < now[0] or then[1] < now[1] - 0.05 else chosen


def _grown(chosen: Set, set_at: Callable[[Layout], tuple[bytes, list[LaidOut]]],
            counted: Callable[[list[LaidOut]], tuple[int, int]]) -> Set:
    """`chosen`, or with the diagrams of its half-empty pages drawn larger where that
    fills them and breaks nothing more (a booklet's: see rulebook._grown)."""
    for most in GROWN_MM:
        laid = chosen[2]
        grown = {chapter: dict(sizes) for chapter, sizes in chosen[0].grown.items()}
        more = False
        for record in laid:
            if (record.kind == "diagram" and record.page in half_empty(laid)
                    and grown.get(record.chapter, {}).get(record.diagram, 0.0) < most):
                grown.setdefault(record.chapter, {})[record.diagram] = most
                more = True
        if not more:
            continue
        layout = replace(chosen[0], places={}, grown={
            chapter: tuple(sorted(sizes.items())) for chapter, sizes in grown.items()})
        pdf, again = set_at(layout)
        if counted(again) < counted(laid):
            chosen = (layout, pdf, again)
    return chosen


def _run_on(chosen: Set, set_at: Callable[[Layout], tuple[bytes, list[LaidOut]]],
            counted: Callable[[list[LaidOut]], tuple[int, int]], room_mm: float) -> Set:
    """`chosen`, or with its closing sections run on after the last chapter (they are no
    game's chapter: they may start mid-column) where that fills the column the last
    chapter ends in, costing no page and breaking nothing more."""
    laid = chosen[2]
    if not laid:
        return chosen
    layout = replace(chosen[0], run_on=True, places={})
    pdf, again = set_at(layout)
    now, then = counted(laid), counted(again)
    # A page saved, or as many and the last one no emptier (by more than a line or two:
    # the column the last chapter ended in is filled instead).
    if then[0] <= now[0] and (then[1] < now[1] or (
            then[1] == now[1] and last_page_fill(again) >= last_page_fill(laid) - 0.05)):
        return layout, pdf, again
    return chosen


def _balanced(chosen: Set, set_at: Callable[[Layout], tuple[bytes, list[LaidOut]]],
              counted: Callable[[list[LaidOut]], tuple[int, int]], columns: int,
              page_mm: float) -> Set:
    """`chosen`, or with its last page's blocks shared between its columns where that page
    is set in its first column alone: the last steps and their pictures, say, no longer
    stand in one column beside blank ones."""
    laid, places = chosen[2], chosen[0].places
    last = max(pages(laid), default=0)
    on = [r for r in laid if r.page == last]
    if not on or any(r.column for r in on) or not places:
        return chosen
    left = min(x for _, x, _ in places.values())
    top, foot = min(r.top for r in on), max(r.bottom for r in on)
    # A diagram's number in its chapter, as the story counts them (the layout's are the
    # book's).
    drawn = [r for r in laid if r.kind == "diagram" and r.chapter == on[-1].chapter]
    local = {r: number for number, r in enumerate(drawn, start=1)}
    # Where each block or diagram that may start a column begins, in mm below the top.
    starts = sorted({(page_mm - pt_to_mm(y) - top, ("block", number))
                     for (_, number), (page, x, y) in places.items()
                     if page == last and x == left and page_mm - pt_to_mm(y) > top + 1}
                    | {(r.top - top, ("figure", min(local[d] for d in drawn if d.page == last
                                                   and abs(d.top - r.top) < 1)))
                       for r in on if r.kind == "diagram" and r.top > top + 1})
    cuts = [cut for many in range(1, columns) for cut in combinations(starts, many)]
    if not cuts:
        return chosen

    def heights(cut: tuple[tuple[float, tuple[str, int]], ...]) -> list[float]:
        edges = [0.0, *(at for at, _ in cut), foot - top]
        return [b - a for a, b in zip(edges, edges[1:], strict=False)]

    # Columns that grow shorter to the right read as a balanced end; try the most even.
    even = [cut for cut in cuts if heights(cut) == sorted(heights(cut), reverse=True)]
    for cut in sorted(even, key=lambda cut: max(heights(cut)))[:MOST_CUTS]:
        layout = replace(chosen[0], breaks=frozenset(n for _, n in cut), places={})
        pdf, again = set_at(layout)
        if counted(again) <= counted(laid) and max(pages(again)) == last:
            return layout, pdf, again
    return chosen


MOST_RESPACED = 3  # chapters given their own spacing, at most
MOST_CUTS = 3  # ways of sharing the last page between its columns tried, at most
def _paginated(story: Any, footers: Any, *, size_mm: tuple[float, float],
               margins: tuple[float, float, float, float], columns: int,
               title: str, seen: Pages | None = None) -> tuple[bytes, list[LaidOut]]:
    """Set `story` until the page numbers it prints stop moving (see MAX_PASSES), first
    with those of `seen` (where the chapters started and ended when last set), which it
    then holds the numbers set with: a setting that moves no chapter is set once."""
    numbers, ends = (dict(seen.starts), dict(seen.ends)) if seen else ({}, {})
    for _ in range(MAX_PASSES):
        marks: Marks = {}
        laid: list[LaidOut] = []
        pdf = build_pdf(story(marks, numbers), size_mm=size_mm,
                        margins_mm=margins, columns=columns, on_page=footers(numbers, ends),
                        title=title, report=laid)
        # The page of each mark (see PlaceMark), the chapters' starts and ends apart.
        starts_at, ends_at = ({part: place[0] for (part, side), place in marks.items()
                               if side == wanted} for wanted in (START, END))
        if (starts_at, ends_at) == (numbers, ends):
            break
        numbers, ends = starts_at, ends_at
    if seen is not None:
        seen.starts, seen.ends = starts_at, ends_at
    return pdf, laid


@dataclass
class Pages:
    """The pages on which the opening and each chapter ended and each chapter started."""

    starts: dict[int, int] = field(default_factory=dict)
    ends: dict[int, int] = field(default_factory=dict)
