"""Rulebook columns run to their foot: a compendium's chapter ends its last column nearly
full (or a column sooner), and a single book's column does not stop short mid-chapter."""

from __future__ import annotations

from printkit.craft.pages import page_findings
from printkit.render.columns import columns
from printkit.render.layout_report import pages
from tests.render.reports import rulebook_report


def test_no_a4_compendium_chapter_leaves_its_last_column_more_than_40_percent_blank() -> None:
    # Snort ended in a quarter of a column (76% blank, classics.pdf p16), Rastros at half
    # a column and the contents at half the opening's: each chapter is now set at its
    # own spacing and diagram scale, so it ends nearly full or a column sooner.
    report = rulebook_report("classics", "a4")
    last = pages(report)[-1]
    # The opening's contents and games at a glance are tables, which the records leave
    # out: test_compendium_opening measures that column from the PDF.
    ends = {(c.page, c.column + 1): round(c.empty, 2) for c in columns(report)
            if not c.goes_on and c.page != last and (c.page, c.column) != (1, 0)}
    assert max(ends.values()) <= 0.4, ends
    assert page_findings(report, "classics-en-a4") == []


def test_snorts_first_rulebook_page_runs_to_the_foot() -> None:
    # Both columns of Snort's first rulebook page stopped 45 mm (29% and 21%) above the
    # footer, the right one mid-sentence, because the next paragraph's diagram could not
    # join it there; a tighter setting now fills the page.
    report = rulebook_report("snort", "a4")
    first = [c for c in columns(report) if c.page == 1]
    assert len(first) == 2
    assert max(c.empty for c in first) <= 0.15, first
    assert page_findings(report, "snort-en-a4") == []


def test_no_list_item_opens_a_page_cut_off_from_its_list() -> None:
    # Traffic Lights' rulebook page 2 opened with "The pieces: cut out all twenty-four
    # tiles", a list of one item split off from the paragraph before it on page 1.
    report = rulebook_report("traffic-lights", "a4")
    for page in pages(report)[1:]:
        first = min((r for r in report if r.page == page), key=lambda r: (r.column, r.top))
        before = [r for r in report if r.page < page and r.kind == "text"]
        assert not (first.style == "bullet" and before and before[-1].style != "bullet"), \
            (page, first.first_line)


def test_breakthroughs_first_rulebook_page_fills_its_second_column() -> None:
    # Its second column held two lines and the "d3-d4" diagram over 60% blank (rev15):
    # the next paragraph, citing two diagrams, could only part where its head would end
    # on "can-", so it went whole to the next page; then its last line went on alone
    # with the second diagram (rev16: "of it blocks it there." alone atop the page).
    # Reworded, it parts two lines and two, its head and the first diagram filling the
    # column.
    report = rulebook_report("breakthrough", "a4")
    first = [c for c in columns(report) if c.page == 1]
    assert max(c.empty for c in first) <= 0.15, first
    opening = [r for r in report if r.page == 2][0]
    assert (opening.kind, opening.lines) == ("text", 2)
    assert not opening.last_line.endswith("-")
    assert page_findings(report, "breakthrough-en-a4") == []


def test_rastros_fits_one_sheet_with_its_columns_filled() -> None:
    # Its rulebook took three pages, two sheets with a blank fourth side, the c2 ending
    # told in four diagrams (rev15); taught in two, it fills one sheet's two pages, the
    # second to its feet.
    report = rulebook_report("rastros", "a4")
    assert pages(report) == [1, 2]
    ends = {(c.page, c.column): c.empty for c in columns(report)}
    assert max(ends.values()) <= 0.2, ends
    assert ends[2, 0] <= 0.08 and ends[2, 1] <= 0.08, ends
    assert page_findings(report, "rastros-en-a4") == []



def test_no_page_of_backgammon_or_breakthrough_opens_on_a_line_alone() -> None:
    # rev16: "dice." opened backgammon's second page alone, the opening roll's paragraph
    # parted where a two-line tail would have ended its head on a broken word and the
    # heading above wanted four lines under it; it now parts with a longer tail, or a
    # head a line shorter, before it leaves a line alone.
    for game in ("backgammon", "breakthrough"):
        report = rulebook_report(game, "a4")
        for page in pages(report)[1:]:
            opening = [r for r in report if r.page == page][0]
            assert opening.kind != "text" or opening.lines >= 2, (game, page, opening)
    # ... and backgammon's second page stays full: two lines more on it had pushed the
    # doubles diagram over and left a band about 70 mm tall across both its columns
    # (rev17); a sentence on blocked points, a line shorter, gave the room back.
    report = rulebook_report("backgammon", "a4")
    assert max(c.empty for c in columns(report) if c.page == 2) <= 0.1
