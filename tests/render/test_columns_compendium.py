"""The compendium's last pages: a chapter never ends in a few lines atop a column, and
the book's last page is not left in one column beside blank ones."""

from __future__ import annotations

from printkit.craft.pages import page_findings
from printkit.render.columns import holes, short_ends
from printkit.render.layout_report import LEADING_MM, MIN_LINES, pages
from tests.render.reports import rulebook_report


def test_the_a3_book_ends_on_page_6() -> None:
    # "Making the kit" once took a seventh page, 85% blank. Each chapter now fitted to
    # its columns, the book ends on page 6 (three sheets). (The opening's contents and
    # games at a glance follow its lead: see test_compendium_opening.)
    report = rulebook_report("classics", "a3")
    assert pages(report)[-1] == 6
    assert page_findings(report, "classics-en-a3") == []


def test_no_letter_chapter_ends_in_two_lines_atop_a_column() -> None:
    # Rastros' last question ("What if the black pieces run out?") was left alone atop
    # a column of Letter page 7, Traffic Lights starting in the next: Rastros is now set
    # at its own spacing, and ends on the page before.
    report = rulebook_report("classics", "letter")
    assert short_ends(report) == []
    assert holes(report) == []
    question = next(r for r in report if r.first_line.startswith("What if the black"))
    held = [r for r in report if (r.page, r.column) == (question.page, question.column)
            and r.chapter == question.chapter]
    # A picture counts as the lines of text it stands for, as the page rules count it.
    assert sum(r.lines + (r.bottom - r.top) / LEADING_MM * (r.kind == "diagram")
               for r in held) >= MIN_LINES
    assert page_findings(report, "classics-en-letter") == []


def test_making_the_kit_runs_on_under_the_last_game_on_a4() -> None:
    # "Making the kit" was forced to the top of a column, leaving Oware's last column 30%
    # blank (rev13): it is no game's chapter, so it now follows on in that column.
    report = rulebook_report("classics", "a4")
    closing = max(r.chapter for r in report)
    first = next(r for r in report if r.chapter == closing)
    last_game = [r for r in report if r.chapter == closing - 1][-1]
    assert (first.page, first.column) == (last_game.page, last_game.column)
    assert first.top > first.frame_top + 100
    assert pages(report)[-1] == 11
    assert page_findings(report, "classics-en-a4") == []
