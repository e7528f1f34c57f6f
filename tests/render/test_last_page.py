"""A rulebook's last page ends well filled: the box pictures that close it grow (one to a
row) into the room the page has, rather than leave half of it blank."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph

from printkit.render.columns import last_page_fill
from printkit.render.layout_report import LaidOut, pages
from printkit.render.rulebook import blank_mm
from printkit.render.text import SERIF, build_pdf, register_fonts
from printkit.units import PT_PER_MM
from tests.render.reports import rulebook_report


@pytest.mark.parametrize(("game", "language", "least", "pages_at_most"), [
    # Each once ended on a page about half blank (backgammon 45 %, rastros 45 %, the
    # Spanish nardy 40 %) with the pictures in one column; grown one to a row they then
    # parted between two columns, III and IV beside I and II (rev13/rev14). They grow
    # now only where they stand whole under their steps; else two by two, beside or
    # under the steps, the page holding the whole box section.
    # The Spanish nardy's book takes some 40 s to set: it runs with the slow cases.
    ("backgammon", "en", 0.4, 6), ("rastros", "en", 0.5, 3),
    pytest.param("nardy", "es", 0.38, 5, marks=pytest.mark.slow),
])
def test_a_last_page_with_the_box_pictures_ends_well_filled(
        game: str, language: str, least: float, pages_at_most: int) -> None:
    report = rulebook_report(game, language=language)
    assert last_page_fill(report) >= least
    assert len(pages(report)) <= pages_at_most
    # The last steps and the picture of the closed box end the book.
    last = [r for r in report if r.page == pages(report)[-1]]
    assert any(r.kind == "diagram" for r in last)
    assert any(r.style == "bullet" for r in last)


def test_the_compendiums_last_page_is_no_stub() -> None:
    # It once held a third of its left column (26 % of the page) under eleven pages; then
    # the last step alone over the pictures grown one to a row (rev14). It holds the last
    # two steps, the pictures two by two under them and the closing words; Rastros'
    # longer chapter moved "Making the kit" whole onto it, steps and pictures beside.
    report = rulebook_report("classics")
    assert len(pages(report)) <= 11
    last = [r for r in report if r.page == pages(report)[-1]]
    assert sum(r.style == "bullet" for r in last) >= 2
    assert sum(r.lines for r in last if r.kind == "text") >= 5
    assert last_page_fill(report) >= 0.25


@pytest.mark.parametrize(("game", "least_mm"), [
    ("breakthrough", 40), ("traffic-lights", 40), ("snort", 25)])
def test_box_pictures_grow_one_to_a_row_where_the_book_has_room(game: str, least_mm: float
                                                                 ) -> None:
    # Two to a row, steps 1 to 3 were drawn about 40 mm wide, too small to fold from,
    # while the last page's right column stood 60 % blank (review s17 B, Breakthrough p8;
    # C, Traffic Lights p6; s20, Snort p7, its badges unreadable). Every picture now
    # stands alone in its row, grown as the book's pages allow without a page more
    # (Snort's, each after its step, as Oware's are).
    report = rulebook_report(game)
    heading = max(i for i, r in enumerate(report) if r.kind == "heading")
    pictures = [r for r in report[heading:] if r.kind == "diagram"]
    assert len(pictures) >= 4
    for one, other in zip(pictures, pictures[1:], strict=False):
        assert (one.page, one.column) != (other.page, other.column) or (
            other.top >= one.bottom), (one, other)  # none beside another
    # (Snort's flat net of steps 1 and 2 was 15 mm tall two to a row; it is 29 now.)
    assert min(r.bottom - r.top for r in pictures) >= least_mm
    assert last_page_fill(report) >= 0.75


def test_a_story_that_fills_its_last_column_opens_no_blank_page() -> None:
    # Hex's English Letter book, its step-4 close-up added, ended flush with its last
    # column's foot; the last paragraph's space after ran past the foot, so the story's
    # end mark opened a third page holding only its footer (a sheet of paper spent).
    leading, lines = 12.0, 5
    style = ParagraphStyle("p", fontName=SERIF, fontSize=10, leading=leading, spaceAfter=6)
    register_fonts()
    story = [Paragraph("line", style) for _ in range(lines)]
    top, bottom = 18.0, 20.0
    height = top + bottom + (lines * leading + (lines - 1) * 6) / PT_PER_MM + 0.001
    laid: list[LaidOut] = []
    pdf = build_pdf(story, size_mm=(100.0, height), margins_mm=(10, 10, top, bottom),
                    report=laid)
    assert pages(laid) == [1]
    assert len(PdfReader(io.BytesIO(pdf)).pages) == 1


@pytest.mark.parametrize(("language", "paper"), [
    ("en", "a4"), pytest.param("es", "a4", marks=pytest.mark.slow),
    pytest.param("pt-PT", "letter", marks=pytest.mark.slow)])
def test_oware_folds_its_box_from_a_well_filled_last_page(language: str, paper: str) -> None:
    # Review s18: Oware's last page held steps 6 to 8 and one picture in its second column,
    # 60 % blank. Review s19, the box's section moved whole onto that page: the column
    # before it ended 58 mm short, mid-book. With the close-up beside step 4 (each picture
    # beside its step), the pictures grow one to a row and fill the last page, the
    # section starting where the text leaves off.
    report = rulebook_report("oware", paper, language)
    last = pages(report)[-1]
    assert len(pages(report)) == 4
    box = [r for r in report if r.kind == "diagram" and r.page == last]
    assert len(box) == 6  # every assembly picture, the close-up and step 6's included
    assert min(r.bottom - r.top for r in box) >= 35  # one to a row (two: under 30 mm)
    assert last_page_fill(report) >= 0.8  # was 0.63 (en, A4)
    assert blank_mm(report, last - 1) < 135  # was 225 mm over the last two pages
    # The page before ends full: no column cut short to start the box's section.
    before = [r for r in report if r.page == last - 1]
    foot = max(r.column for r in before)
    assert before[0].frame_bottom - max(r.bottom for r in before if r.column == foot) < 25
