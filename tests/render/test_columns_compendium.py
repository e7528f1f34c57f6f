"""The compendium's last pages: a chapter never ends in a few lines atop a column, and
the book's last page is not left in one column beside blank ones."""

from __future__ import annotations

from printkit.craft.pages import page_findings
from printkit.render.columns import columns, holes, last_page_fill, short_ends
from printkit.render.layout_report import LEADING_MM, MIN_LINES, pages
from tests.render.reports import rulebook_report


def test_the_a3_book_ends_on_page_6_and_traffic_lights_fills_one_column() -> None:
    # "Making the kit" once took a seventh page, 85% blank. Each chapter now fitted to
    # its columns, the book ends on page 6 (three sheets). (The opening's contents and
    # games at a glance follow its lead: see test_compendium_opening.)
    report = rulebook_report("classics", "a3")
    assert pages(report)[-1] == 6
    # Traffic Lights' last lines spilled into a column otherwise 82% blank (rev14); set
    # tightest, it draws back into the one column it starts, and ends it nearly full.
    held = [c for c in columns(report) if any(
        r.chapter == TRAFFIC_LIGHTS and (r.page, r.column) == (c.page, c.column)
        for r in report)]
    assert len(held) == 1 and held[0].empty < 0.15
    assert page_findings(report, "classics-en-a3") == []


TRAFFIC_LIGHTS = 4  # its chapter in the book's layout records (the opening is 0)


def test_no_letter_chapter_ends_in_two_lines_atop_a_column() -> None:
    # Rastros' last question ("What if the black pieces run out?") was left alone atop
    # a column of Letter page 7, Traffic Lights starting in the next: Rastros is now set
    # at its own spacing, and ends on the page before.
    report = rulebook_report("classics", "letter")
    assert short_ends(report) == []
    assert holes(report) == []
    question = next(r for r in report if r.first_line.startswith("Can the black pieces"))
    held = [r for r in report if (r.page, r.column) == (question.page, question.column)
            and r.chapter == question.chapter]
    # A picture counts as the lines of text it stands for, as the page rules count it.
    assert sum(r.lines + (r.bottom - r.top) / LEADING_MM * (r.kind == "diagram")
               for r in held) >= MIN_LINES
    assert page_findings(report, "classics-en-letter") == []


def test_oware_fills_its_columns_and_making_the_kit_follows_it_on_a4() -> None:
    # "Making the kit" was forced to the top of a column, leaving Oware's last column 30%
    # blank (rev13); then Oware's second page stopped 25% short in its right column
    # (rev14, classics p20). Since its diagrams gained a frame round their letters
    # (owareart) the sowing examples, a pair that stays together, leave its first page's
    # column 27% short at the best setting tried; no column of Oware may end a third short,
    # and "Making the kit", which is no game's chapter, follows on in its last column or
    # starts the next.
    report = rulebook_report("classics", "a4")
    closing = max(r.chapter for r in report)
    spots = [(c.page, c.column) for c in columns(report)]
    held = [c for c in columns(report) if any(
        r.chapter == closing - 1 and (r.page, r.column) == (c.page, c.column)
        for r in report)]
    assert max(c.empty for c in held if (c.page, c.column) != spots[-1]) <= 1 / 3, held
    first = next(r for r in report if r.chapter == closing)
    last = spots.index((held[-1].page, held[-1].column))
    assert (first.page, first.column) in spots[last:last + 2]
    assert pages(report)[-1] == 10
    # Oware's own spacing, chosen with the chapter set alone, left "Making the kit" a
    # last page of one column 53% full, the stub of rev15 (classics p23): set anew for
    # the book's last page, Oware ends later, its columns fuller, and the last column
    # that the box's pictures end is more than 70% full.
    assert last_page_fill(report) > 0.35
    # Rastros' longer chapter (48 pieces, a question) moved "Making the kit" whole onto
    # the last page; Oware's own last column may end a third short, none before it 25 %.
    assert max(c.empty for c in held[:-1]) <= 0.25, held
    assert page_findings(report, "classics-en-a4") == []
