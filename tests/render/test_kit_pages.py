"""The pages around the parts, read back from built kits: the calibration page (page 2),
what it and the CLI say about the sheets, and the rulebook's page layout."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from printkit.cli import main
from printkit.craft.pages import page_findings
from printkit.render.layout_report import lines_on, pages, split_words, stub_pages
from tests.render.reports import rulebook_report


def _build(folder: Path, game: str, *args: str) -> tuple[PdfReader, str, Path]:
    out = folder / f"{game}.pdf"
    result = CliRunner().invoke(main, ["build", game, "-o", str(out), *args],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return PdfReader(out), result.output, out


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[str, tuple[PdfReader, str, Path]]:
    folder = tmp_path_factory.mktemp("kits")
    return {name: _build(folder, name) for name in ("backgammon", "snort", "breakthrough")}


def _inked(page) -> bool:
    contents = page.get_contents()
    return contents is not None and bool(contents.get_data().strip())


def test_the_square_on_page_two_measures_50_mm(kits) -> None:
    _, _, path = kits["backgammon"]
    image = pdfium.PdfDocument(path)[1].render(scale=10 * 25.4 / 72).to_pil().convert("L")
    px = image.width / 210  # 10 pixels a millimetre
    # The square's sides are the only dark lines over 45 mm long in the top-left quarter
    # (the legend's frame is grey).
    box = image.crop((0, 0, int(105 * px), int(150 * px))).point(lambda v: 255 if v < 80 else 0)
    width, height = box.size
    data = box.load()
    columns = [x for x in range(width) if sum(data[x, y] > 0 for y in range(height)) > 45 * px]
    rows = [y for y in range(height) if sum(data[x, y] > 0 for x in range(width)) > 45 * px]
    assert (columns[-1] - columns[0] + 1) / px == pytest.approx(50.0, abs=0.25)
    assert (rows[-1] - rows[0] + 1) / px == pytest.approx(50.0, abs=0.25)
    text = PdfReader(path).pages[1].extract_text().replace("\u00a0", " ")
    assert "This square must measure exactly 50 mm." in text


@pytest.mark.parametrize("game", ["backgammon", "snort", "breakthrough"])
def test_page_two_names_exactly_the_pages_with_backs(kits, game: str) -> None:
    reader, output, _ = kits[game]
    text = " ".join(reader.pages[1].extract_text().replace("\u00a0", " ").split())
    both = re.findall(r"Pages (\d+)–(\d+): \d+ sheets? of card of 160 to 200 g/m², printed on "
                      r"both sides", text)
    one = re.findall(r"Pages? (\d+)(?:–(\d+))?: \d+ sheets? of card of 160 to 200 g/m², "
                     r"printed on one side only", text)
    assert len(one) == 1
    first_one = int(one[0][0])
    last_card = int(one[0][1] or one[0][0])
    # Every card page is inked: a back announced is a real back, and none is blank.
    for page in reader.pages[2:last_card]:
        assert _inked(page)
    if both:
        (first, last), = both
        assert (int(first), int(last) + 1) == (3, first_one)
        assert f"print pages {first}-{last} on card (" in output
    else:
        assert first_one == 3
        assert "both sides, long-edge)\n" not in output.split("plain paper")[0]
    assert "1 sheets" not in output and "1 sheets" not in text


def test_a_kit_without_glue_lists_no_glue_stick(kits) -> None:
    snort, _, _ = kits["snort"]
    backgammon, _, _ = kits["backgammon"]
    assert "glue stick" not in " ".join(snort.pages[1].extract_text().split())
    assert "glue stick" in " ".join(backgammon.pages[1].extract_text().split())


def test_the_cover_carries_the_facts_credits_and_collection(kits) -> None:
    reader, _, _ = kits["snort"]
    text = " ".join(reader.pages[0].extract_text().split())
    assert "2 players · ages 6+ · about 15 minutes" in text
    assert "One of the games of the Ludos classicus collection" in text
    assert "the printkit authors" in text
    assert "Print page 2 first, on plain paper." in text


def test_the_a3_board_is_one_piece_on_page_two(tmp_path: Path) -> None:
    reader, _, _ = _build(tmp_path, "backgammon", "--paper", "a3")
    text = reader.pages[1].extract_text()
    assert "half" not in text
    assert "board" in text


def test_english_rulebooks_print_curly_apostrophes(kits) -> None:
    reader, output, _ = kits["backgammon"]
    first = int(re.search(r"print pages (\d+)-\d+ on plain paper", output)[1])
    text = "".join(page.extract_text() for page in reader.pages[first - 1:])
    assert "’" in text and "'" not in text
    assert "game’s" in text or "player’s" in text


@pytest.mark.parametrize(("game", "paper", "language"), [
    ("nardy", "a4", "en"), ("backgammon", "a4", "en"), ("backgammon", "letter", "en"),
    ("backgammon", "a3", "pt-PT"), ("hex", "a4", "es"), ("classics", "a4", "en"),
])
def test_rulebook_pages_hold_five_lines_and_split_no_word(game: str, paper: str,
                                                          language: str) -> None:
    report = rulebook_report(game, paper, language)
    assert report and stub_pages(report) == []
    assert split_words(report) == []
    for page in pages(report):
        assert lines_on(report, page) >= 5 or any(
            r.page == page and r.kind == "diagram" for r in report)


def test_each_compendium_chapter_starts_at_the_top_of_a_column() -> None:
    report = rulebook_report("classics")
    starts = {}
    for laid in report:
        starts.setdefault(laid.chapter, laid)
    assert len(starts) >= 7  # the opening, six games, how to make the kit
    making = max(starts)  # how to make the kit: no game, so it may run on under the last
    shared = 0
    for chapter, first in starts.items():
        if chapter and chapter != making:
            assert first.kind == "heading" and first.top == pytest.approx(first.frame_top)
            before = [r for r in report if r.chapter == chapter - 1]
            # The chapter before ends in an earlier column, never in this one.
            assert (before[-1].page, before[-1].column) < (first.page, first.column)
            shared += before[-1].page == first.page
    # How to make the kit opens with its heading, after the last game, never before it.
    last_game = [r for r in report if r.chapter == making - 1][-1]
    assert starts[making].kind == "heading"
    assert (last_game.page, last_game.column, last_game.top) <= (
        starts[making].page, starts[making].column, starts[making].top)
    # A chapter's last lines no longer leave the rest of their page blank: the next
    # chapter shares its page, or the chapter fills its own (Rastros, with 48 pieces and
    # its questions, fills two; Hex, with one bridge figure, one), as the craft check's
    # half-empty page rule holds every page to.
    assert shared >= 1
    assert page_findings(report, "classics-en-a4") == []


@pytest.mark.parametrize(("game", "paper", "language"), [
    ("classics", "a4", "en"), ("classics", "letter", "en"), ("classics", "a3", "en"),
    ("snort", "a4", "en"), ("hex", "a4", "en"), ("nardy", "a4", "en"),
    ("classics", "a4", "es"), ("classics", "letter", "pt-PT"),
])
def test_no_column_is_left_blank_while_its_chapter_goes_on(game: str, paper: str,
                                                          language: str) -> None:
    from printkit.render.columns import LAST_EMPTY, MOST_EMPTY, columns

    report = rulebook_report(game, paper, language)
    # Every column but a chapter's last reaches two thirds down its page (a page's last
    # column half way).
    for column in columns(report):
        if column.goes_on:
            assert column.empty <= (LAST_EMPTY if column.last else MOST_EMPTY), column


@pytest.mark.parametrize(("paper", "language"), [("a4", "pt-PT"), ("a4", "en"), ("a3", "es")])
def test_no_compendium_chapter_ends_in_a_few_lines_atop_a_column(paper: str,
                                                                  language: str) -> None:
    from printkit.render.columns import short_ends

    # European Portuguese on A4 once ended Hex with three lines alone in a column.
    assert short_ends(rulebook_report("classics", paper, language)) == []


def test_a3_rulebook_sets_three_columns() -> None:
    report = rulebook_report("backgammon", "a3")
    assert max(r.column for r in report) == 2


def test_the_booklet_opens_with_a_cover_and_fills_whole_sheets() -> None:
    report = rulebook_report("backgammon", layout="booklet")
    cover = [r for r in report if r.page == 1][:2]
    assert [(r.kind, r.first_line) for r in cover] == [("title", "Backgammon"),
                                                        ("text", "Rulebook")]
    assert len(pages(report)) % 4 != 1  # no folded sheet spent on a single page


def test_no_page_but_a_chapters_last_is_half_empty() -> None:
    from printkit.render.layout_report import half_empty_pages

    for game in ("backgammon", "classics"):
        report = rulebook_report(game)
        room = 2 * (297 - 12 - 14)  # two columns inside the rulebook's margins
        assert half_empty_pages(report, room) == [], game


def test_manual_duplex_page_two_names_single_pages_once(tmp_path: Path) -> None:
    reader, output, _ = _build(tmp_path, "snort", "--duplex", "manual")
    text = " ".join(reader.pages[1].extract_text().replace("\u00a0", " ").split())
    assert "Page 5: the rulebook, one sheet of plain paper, printed on both sides" in text
    assert not re.search(r"Pages (\d+)–\1\b", text)
    # Snort's cats and dogs have backs: the backs file holds their card's back, then the
    # rulebook's.
    assert "snort-backs.pdf: page 1 on the card, page 2 on the rulebook paper" in output


def test_a_paragraph_never_breaks_a_word_at_a_column_foot() -> None:
    from reportlab.platypus import Paragraph

    from printkit.render.layout_report import ends_with_hyphen
    from printkit.render.text import BookParagraph, styles

    style = styles("en")["body"]
    text = "Extraordinarily complicated understanding of interdependent responsibilities " * 12
    leading = style.leading
    found = carried = 0
    for lines in range(2, 30):
        height = lines * leading + 1
        plain = Paragraph(text, style).split(120, height)
        if len(plain) == 2 and ends_with_hyphen(plain[0]):
            found += 1
            book = BookParagraph(text, style).split(120, height)
            if not book:  # too few lines would be left: the paragraph moves on whole
                assert lines <= 4
                continue
            carried += 1
            assert not ends_with_hyphen(book[0])
            assert len(book[0].blPara.lines) < lines
    assert found and carried  # the text does break words at some column feet
