"""The booklet's half pages meet the rulebook-page craft rules: every diagram on the page
of the paragraph that cites it; a booklet build that breaks a page rule is refused."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from printkit import render
from printkit.context import KitOptions
from printkit.craft.pages import page_findings
from printkit.errors import ValidationError
from printkit.games import find_game
from printkit.kit import render_kit
from printkit.render.layout_report import diagrams_apart, small_print
from printkit.units import PAPERS
from tests.render.reports import rulebook_report

SLOW = pytest.mark.slow  # a booklet each: the default run keeps one sample per test


@pytest.mark.parametrize(("game", "paper", "language"), [
    # Each set a diagram a page after its paragraph before the booklet setter kept
    # a paragraph's diagrams with it.
    ("breakthrough", "a4", "en"),
    pytest.param("snort", "a4", "pt-PT", marks=SLOW),
    pytest.param("oware", "letter", "es", marks=SLOW),
    pytest.param("rastros", "letter", "pt-BR", marks=SLOW),
    pytest.param("backgammon", "a4", "pt-PT", marks=SLOW),
    pytest.param("hex", "a4", "en", marks=SLOW),
])
def test_booklet_diagrams_share_a_page_with_their_paragraph(
        game: str, paper: str, language: str) -> None:
    report = rulebook_report(game, paper, language, layout="booklet")
    assert diagrams_apart(report) == []
    assert small_print(report) == []  # shrunk to fit, never under the 5 pt floor


@pytest.mark.parametrize(("game", "paper", "language"), [
    # The rastros booklets were refused: a page half empty after a board too big to
    # share it with the next section's (see the test below).
    ("rastros", "a3", "pt-PT"),
    pytest.param("rastros", "a4", "en", marks=SLOW),
    pytest.param("snort", "a4", "pt-PT", marks=SLOW),
    pytest.param("oware", "letter", "es", marks=SLOW),
    pytest.param("hex", "a4", "en", marks=SLOW),
    pytest.param("backgammon", "letter", "pt-PT", marks=SLOW),
    pytest.param("traffic-lights", "a3", "es", marks=SLOW),
])
def test_booklet_pages_meet_every_page_rule(game: str, paper: str, language: str) -> None:
    report = rulebook_report(game, paper, language, layout="booklet")
    assert [f.line() for f in page_findings(report, game)] == []


def test_a_half_empty_booklet_pages_board_is_drawn_larger_to_fill_it() -> None:
    # Rastros' A4 booklet page 3 held the last lines of "Playing" and its board, 51%
    # empty: the "Winning" paragraph's two boards do not fit beside it. That board is
    # now drawn larger, so the page is no longer half empty and the booklet builds.
    report = rulebook_report("rastros", layout="booklet")
    boards = [r for r in report if r.kind == "diagram"]
    on_three = [b for b in boards if b.page == 3]
    others = sorted(b.bottom - b.top for b in boards if b.page != 3)
    assert len(on_three) == 1
    assert on_three[0].bottom - on_three[0].top > others[len(others) // 2] + 5
    assert [f.line() for f in page_findings(report, "rastros")] == []


def test_a_run_of_two_board_diagrams_shrinks_onto_its_paragraphs_page() -> None:
    # Snort's "first two animals" paragraph cites two 92 mm boards: together they are
    # taller than an A4 booklet page, so both are drawn smaller, on the paragraph's page.
    report = rulebook_report("snort", layout="booklet")
    cited = next(r for r in report if r.first_line.startswith("The first two animals"))
    boards = [r for r in report if r.kind == "diagram"][:2]
    assert [b.page for b in boards] == [cited.page, cited.page]
    assert all(b.bottom - b.top < 92 * 0.9 for b in boards)
    assert all(b.text_pt >= 5.0 - 0.05 for b in boards)


def test_a_booklet_build_with_a_diagram_away_from_its_paragraph_is_refused(
        monkeypatch: pytest.MonkeyPatch) -> None:
    options = KitOptions(rulebook="booklet")
    render_kit(find_game("snort"), options)  # builds as the setter lays it out
    # Planted: a booklet's boards drawn 92 mm wide and never smaller, so the second
    # board falls to the next page, away from the paragraph that cites it.
    monkeypatch.setattr(render.rulebook, "BOOKLET_SHRINK_LEAST", 1.0)
    monkeypatch.setattr(render.rulebook, "BOOKLET_DIAGRAM_MM", (92.0,))
    with pytest.raises(ValidationError) as refused:
        render_kit(find_game("snort"), options)
    assert ("snort-en-a4 long-edge rulebook:p3: diagram 2: diagram 2 is on page 3, its "
            "paragraph on page 2 [pages.diagram-apart]") in str(refused.value)


def test_a_paragraph_citing_two_diagrams_shares_them_across_two_pages() -> None:
    # Nardy's "only one checker leaves the head" paragraph cites two boards that do not
    # both fit what is left of page 3 (Letter): the whole run used to start page 4 and
    # leave page 3 56% empty, and the booklet build was refused. Now the paragraph's
    # head keeps the first board on page 3 and its last lines take the second on.
    report = rulebook_report("nardy", "letter", "pt-PT", layout="booklet")
    head = next(r for r in report if r.first_line.startswith("Em cada jogada, só uma"))
    at = report.index(head)
    assert [(r.kind, r.page) for r in report[at:at + 6]] == [
        ("text", 3), ("diagram", 3), ("caption", 3),
        ("text", 4), ("diagram", 4), ("caption", 4)]
    assert [f.line() for f in page_findings(report, "nardy")] == []


def test_a_nardy_booklet_that_was_refused_builds() -> None:
    options = KitOptions(language="pt-PT", paper=PAPERS["letter"], rulebook="booklet")
    kit = render_kit(find_game("nardy"), options)  # refused with a ValidationError before
    # The rulebook's 11 half pages, imposed four to a folded sheet, end the kit.
    assert len(PdfReader(io.BytesIO(kit.pdf)).pages) > 3
