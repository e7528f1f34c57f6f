"""ReportLab set-up for text pages: bundled fonts, paragraph styles, reproducible documents."""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from reportlab import rl_config
from reportlab.lib.colors import CMYKColor
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    PageBreak,
    PageTemplate,
    Paragraph,
)

from printkit.fontcache import ttfont
from printkit.fonts import font_path
from printkit.languages import language as find
from printkit.render.layout_report import LaidOut, ends_with_hyphen, record
from printkit.units import mm_to_pt

if TYPE_CHECKING:
    import pyphen

SERIF = "PK-Serif"
SANS = "PK-Sans"
INK = "#1a1a1a"
ACCENT = "#7a2e1d"  # the deep red of the board's dark points


# The art's logical fonts (printkit.fonts) -> the names they are registered under.
FACES: dict[str, str] = {
    "serif": SERIF, "serif-italic": f"{SERIF}-Italic", "serif-bold": f"{SERIF}-Bold",
    "serif-bolditalic": f"{SERIF}-BoldItalic", "sans": SANS, "sans-bold": f"{SANS}-Bold",
}


@cache
def register_fonts() -> None:
    """Register the bundled fonts with ReportLab (embedded and subset on use)."""
    # Fixed IDs and dates in ReportLab's output, so a rebuild is byte-identical.
    rl_config.invariant = 1
    # Plain Flate streams: ASCII85 on top would only add a quarter to their size.
    rl_config.useA85 = 0
    for logical, name in FACES.items():
        pdfmetrics.registerFont(ttfont(name, font_path(logical)))
    pdfmetrics.registerFontFamily(
        SERIF, normal=SERIF, bold=f"{SERIF}-Bold", italic=f"{SERIF}-Italic",
        boldItalic=f"{SERIF}-BoldItalic",
    )
    pdfmetrics.registerFontFamily(
        SANS, normal=SANS, bold=f"{SANS}-Bold", italic=SANS, boldItalic=f"{SANS}-Bold"
    )


# Black ink alone (DeviceCMYK K): text in RGB grey prints with all four inks, and
# Ghostscript's inkcov counts each one.
BLACK_INK = CMYKColor(0, 0, 0, 0.85)

# Text and heading colours per theme: ink-saver sets everything in black ink only and
# drops the coloured headings.
THEME_TEXT: dict[str, tuple[Any, Any]] = {
    "classic": (INK, ACCENT),
    "ink-saver": (BLACK_INK, BLACK_INK),
    "high-contrast": ("#000000", "#000000"),
}


# The fewest letters a line break leaves on either side of it, in every language: a
# two-letter fragment ("emp-" / "ty.") reads as a stray syllable, and a one-letter head
# ("x-") as a stray mark. Pyphen's own default is two.
MIN_PART = 3


@cache
def _dictionary(language: str) -> pyphen.Pyphen:
    """Pyphen's hyphenation patterns for `language` (en_US, es, pt_BR), loaded once, its
    breaks MIN_PART letters or more from either end of a word."""
    import pyphen  # only when hyphenated text is set

    return pyphen.Pyphen(lang=language, left=MIN_PART, right=MIN_PART)


def _letters(text: str) -> int:
    return sum(ch.isalpha() for ch in text)


class Hyphenator:
    """A language's hyphenation, as a ReportLab hyphenator: Pyphen's breaks within each
    part of a word and a break at the word's own hyphen, each leaving MIN_PART letters or
    more on either side (ReportLab strips a word's punctuation before it asks). With
    `repeat` (Portuguese) the hyphen is repeated at the start of the next line ("tirá-" /
    "-las"), as the spelling agreement of 1990 asks (Base XX): Pyphen alone treats the
    hyphen as a letter, so it breaks "x-a-to" and "tirá-las" with nothing repeated."""

    def __init__(self, language: str, repeat: bool = False) -> None:
        self.language = language
        self.repeat = repeat

    def __call__(self, word: str) -> list[tuple[str, str]]:
        """Every (head, tail) split of `word`, the longest head first."""
        dictionary = _dictionary(self.language)
        if "\xad" in word:  # soft hyphens: the patterns' own way
            return [(head, tail) for head, tail in dictionary.iterate(word)
                    if min(_letters(head), _letters(tail)) >= MIN_PART]
        pairs: list[tuple[str, str]] = []
        start = 0
        parts = word.split("-")
        for index, part in enumerate(parts):
            pairs += [(word[:start + at], word[start + at:]) for at in dictionary.positions(part)]
            start += len(part) + 1
            if index + 1 < len(parts) and min(_letters(word[:start]),
                                              _letters(word[start:])) >= MIN_PART:
                pairs.append((word[:start], ("-" if self.repeat else "") + word[start:]))
        return sorted(pairs, key=lambda pair: len(pair[0]), reverse=True)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Hyphenator) and other.language == self.language
                and other.repeat == self.repeat)

    def __hash__(self) -> int:
        return hash((self.language, self.repeat))


@cache
def styles(language: str = "en", theme: str = "classic",
           hyphenate: bool = True) -> dict[str, ParagraphStyle]:
    """Return the paragraph styles for text in `language`, hyphenated by its rules
    unless `hyphenate` is false."""
    register_fonts()
    ink, accent = THEME_TEXT[theme]
    spoken = find(language)
    dictionary = spoken.pyphen_dictionary() if hyphenate else ""
    hyphen = Hyphenator(dictionary, spoken.repeat_hyphen) if dictionary else ""
    body = ParagraphStyle(
        "body", fontName=SERIF, fontSize=10, leading=13.2, textColor=ink,
        spaceAfter=5, hyphenationLang=hyphen,
        # Never a paragraph's last line alone at the top of a column (nor its first alone
        # at the foot, ReportLab's default).
        allowWidows=0,
        # ReportLab's own break at a word's hyphen would leave a letter alone ("x-"), nor
        # can it repeat the hyphen as Portuguese spelling asks: Hyphenator offers those
        # breaks. Unhyphenated text keeps ReportLab's where it need not repeat them.
        embeddedHyphenation=0 if hyphen or spoken.repeat_hyphen else 1,
        # ReportLab's default bullet font is Helvetica, which would not be embedded.
        bulletFontName=SERIF,
    )
    return {
        "body": body,
        "bullet": ParagraphStyle("bullet", parent=body, leftIndent=14, bulletIndent=4,
                                 spaceAfter=2),
        "small": ParagraphStyle("small", parent=body, fontSize=9, leading=12),
        "caption": ParagraphStyle("caption", parent=body, fontName=f"{SERIF}-Italic",
                                  fontSize=9, leading=11.5, alignment=TA_CENTER),
        "h1": ParagraphStyle("h1", fontName=f"{SANS}-Bold", fontSize=22, leading=27,
                             textColor=accent, spaceAfter=10, keepWithNext=1),
        "h2": ParagraphStyle("h2", fontName=f"{SANS}-Bold", fontSize=14, leading=18,
                             textColor=accent, spaceBefore=10, spaceAfter=4, keepWithNext=1),
        "h3": ParagraphStyle("h3", fontName=f"{SANS}-Bold", fontSize=11, leading=14,
                             textColor=ink, spaceBefore=6, spaceAfter=2, keepWithNext=1),
        "title": ParagraphStyle("title", fontName=f"{SERIF}-Bold", fontSize=40, leading=46,
                                textColor=accent, alignment=TA_CENTER),
        "subtitle": ParagraphStyle("subtitle", fontName=SANS, fontSize=14, leading=18,
                                   textColor=ink, alignment=TA_CENTER),
    }


# A straight double quote opens at a start or after a space or bracket; else it closes.
_OPENING_DOUBLE = re.compile(r'(^|[\s(\[{\u2014\u2013/])"')
_OPENING_SINGLE = re.compile(r"(^|[\s(\[{\u2014\u2013/\"“«])'(?=\w)")


def typographic(text: str, language: str) -> str:
    """`text` with the language's quotation marks for straight double quotes and
    typographic apostrophes (’) for straight ones, so sources keep plain ' and "."""
    opening, closing = find(language).quotes
    text = _OPENING_DOUBLE.sub(lambda m: m[1] + opening, text).replace('"', closing)
    return _OPENING_SINGLE.sub(lambda m: m[1] + "\u2018", text).replace("'", "\u2019")


PageHook = Callable[[Any, Any], None]


def build_pdf(
    story: Sequence[Flowable],
    *,
    size_mm: tuple[float, float],
    margins_mm: tuple[float, float, float, float] = (18, 18, 18, 20),
    columns: int = 1,
    on_page: PageHook | None = None,
    title: str = "",
    report: list[LaidOut] | None = None,
    sketch: bool = False,
) -> bytes:
    """Lay out `story` in `columns` on pages of `size_mm` (left, right, top, bottom margins);
    with `report`, append there a record of every flowable as drawn. A `sketch` is set for
    its report only: its diagrams are left blank (see Sketch)."""
    register_fonts()
    buffer = io.BytesIO()
    width, height = mm_to_pt(size_mm[0]), mm_to_pt(size_mm[1])
    left, right, top, bottom = (mm_to_pt(m) for m in margins_mm)
    gap = mm_to_pt(8)
    column = (width - left - right - gap * (columns - 1)) / columns
    frames = [
        Frame(left + i * (column + gap), bottom, column, height - top - bottom,
              leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id=f"col{i}")
        for i in range(columns)
    ]
    doc = _Document(
        buffer, pagesize=(width, height), title=title, creator="printkit", invariant=1,
        # Otherwise every page names Helvetica, a font we cannot embed.
        initialFontName=SERIF,
    )
    doc.report = report
    doc.addPageTemplates([PageTemplate("page", frames=frames, onPage=on_page or _no_hook)])
    # The end mark sets any diagram still waiting for a column (see _Document).
    doc.build([*story, FloatsEnd()], canvasmaker=Sketch if sketch else Canvas)
    return buffer.getvalue()


class Sketch(Canvas):
    """A canvas whose diagrams draw nothing (they ask it: see rulebook.DiagramSlot): a
    layout tried only for where its blocks fall is set in a fraction of the time."""

    sketch = True

    def save(self) -> None:
        """Write nothing: a sketch's pages are never read."""


def _no_hook(canvas: Any, doc: Any) -> None:
    """Draw nothing extra on a page."""


class _Document(BaseDocTemplate):
    """A document that, given a `report` list, records each flowable as it is drawn, and
    lets a diagram that may float (`may_float`) wait for the next column's top while the
    text after it fills the column it does not fit: a column no longer ends in a hole."""

    report: list[LaidOut] | None = None
    chapter = 0
    floating: list[Flowable] | None = None  # diagrams waiting for the next column
    floated_in: Any = None  # ... and the column they wait to leave

    def handle_flowable(self, flowables: list[Flowable]) -> None:
        waiting = self.floating or []
        first = flowables[0]
        if getattr(first, "may_float", False) and self._floats(first, waiting):
            self.floating = [*waiting, flowables.pop(0)]
            self.floated_in = self.frame
            return
        if waiting and (self.frame is not self.floated_in or _flushes(first)):
            # A new column, the end of a chapter or another diagram: the waiting
            # diagrams come first, in their order.
            flowables[0:0] = waiting
            self.floating = []
        elif isinstance(first, FloatsEnd):
            # Nothing waits: the end mark has nothing to set. Set after a last paragraph
            # whose space after runs past the column's foot, it would open a page that
            # holds nothing but its footer.
            flowables.pop(0)
            return
        super().handle_flowable(flowables)

    def _floats(self, flowable: Flowable, waiting: list[Flowable]) -> bool:
        """Whether `flowable` waits for the next column: it does not fit what is left of
        this column (or others wait before it), the next column is on this page, and it
        fits a whole column with the diagrams already waiting."""
        frame = getattr(self, "frame", None)
        if frame is None or frame._atTop or (waiting and frame is not self.floated_in):
            return False
        frames = self.pageTemplate.frames
        if frame not in frames or frames.index(frame) == len(frames) - 1:
            return False
        width = frame._getAvailableWidth()

        def height(f: Flowable) -> float:
            drawn = f.wrapOn(self.canv, width, frame._height)[1]
            # A diagram kept with its caption (KeepTogether) only asks to be split.
            return float(getattr(f, "_H", drawn)) + f.getSpaceBefore()

        room = frame._y - frame._y1p
        if not waiting and height(flowable) <= room:
            return False
        return sum(map(height, [*waiting, flowable])) <= frame._height

    def afterFlowable(self, flowable: Flowable) -> None:  # noqa: N802 (ReportLab's name)
        if self.report is None:
            return
        mark = getattr(flowable, "chapter_index", None)
        if mark is not None:  # a chapter starts here (see ChapterMark)
            self.chapter = mark
            return
        frame = getattr(self, "frame", None)
        if frame is None:  # a page break, drawn in no frame
            return
        bottom = frame._y + flowable.getSpaceAfter()
        column = int(frame.id.removeprefix("col") or 0)
        for part, lift in getattr(flowable, "laid_parts", ()):  # a grid of pictures
            inner = record(part, self.page, column, bottom + lift, self.pagesize[1],
                           self.chapter, (float(frame._y1), float(frame._y2)))
            if inner is not None:
                self.report.append(inner)
        found = record(flowable, self.page, int(frame.id.removeprefix("col") or 0),
                       bottom, self.pagesize[1], self.chapter,
                       (float(frame._y1), float(frame._y2)))
        if found is not None:
            self.report.append(found)


def _flushes(flowable: Flowable) -> bool:
    """Whether waiting diagrams must be set before `flowable`: a page break, a chapter's
    mark, another diagram or the story's end, which no diagram may pass (a column break
    only takes them to the column they wait for)."""
    return isinstance(flowable, PageBreak) or bool(getattr(flowable, "flushes_floats", False))


class FloatsEnd(Flowable):
    """An invisible mark at the story's end: diagrams still waiting are set before it."""

    flushes_floats = True

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        """Nothing to draw."""


class ChapterMark(Flowable):
    """An invisible mark: what follows belongs to chapter `index` (for the layout report)."""

    flushes_floats = True

    def __init__(self, index: int) -> None:
        super().__init__()
        self.chapter_index = index
        self.width = self.height = 0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        """Nothing to draw."""


class BookParagraph(Paragraph):
    """A paragraph that never leaves a hyphen at the foot of a column or page: where
    a split would end on a broken word, it carries one more line over."""

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        parts: list[Flowable] = super().split(available_width, available_height)
        leading = self.style.leading
        if len(parts) == 2 and ends_with_hyphen(parts[0]):
            if available_height - leading < 2 * leading:  # two lines at least, or none
                return []
            return self.split(available_width, available_height - leading)
        return parts
