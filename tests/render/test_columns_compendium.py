"""The compendium's last pages: a chapter never ends in a few lines atop a column, and
the book's last page is not left in one column beside blank ones."""

from __future__ import annotations

from printkit.craft.pages import page_findings
from printkit.render.columns import holes, short_ends
from printkit.render.layout_report import LEADING_MM, MIN_LINES, pages
from tests.render.reports import rulebook_report


def test_the_a3_closing_section_runs_on_and_saves_a_sheet() -> None:
    # "Making the kit" started a column of its own after Oware's last lines, and its
    # last step and box pictures took a seventh page, 85% blank. Run on under Oware's
    # common questions, it ends the book on page 6 (three sheets), every column used.
    report = rulebook_report("classics", "a3")
    last = pages(report)[-1]
    assert last == 6
    assert {r.column for r in report if r.page == last} == {0, 1, 2}
    making = next(r for r in report if r.first_line == "Making the kit")
    oware = next(r for r in report if r.first_line == "Common questions"
                 and r.chapter == making.chapter - 1)
    assert (making.page, making.column) == (oware.page, oware.column)
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
