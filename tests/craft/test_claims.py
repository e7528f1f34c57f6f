"""What a kit says about itself is held to the kit as built: the sheet with the 50 mm square,
the sheets with a back, the count of card sheets, a board in halves."""

from __future__ import annotations

from printkit.art.canvas import Drawing
from printkit.craft.claims import (
    Claim,
    KitFacts,
    claim_findings,
    kit_facts,
    read_claims,
    rulebook_findings,
)
from printkit.layout.sheet import Duplex, Sheet
from printkit.render.layout_report import LaidOut as Laid
from printkit.units import PAPERS

A4 = PAPERS["a4"]


def _sheet(*idents: str, back: bool = False) -> Sheet:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "s")
    for n, ident in enumerate(idents):
        part = Drawing(50, 50, name=ident)
        part.cut([(0, 0), (50, 0), (50, 50), (0, 50)])
        sheet.place(part, 10 + 60 * n, 10, back=part if back else None, ident=ident)
    return sheet


def test_kit_facts_come_from_the_sheets() -> None:
    sheets = [_sheet("checkers", back=True), _sheet("board-left"), _sheet("calibration", "dice")]
    assert kit_facts(sheets, first_page=3) == KitFacts(
        card_sheets=3, with_back=(1,), calibration_sheet=3, halves=True,
        pages=((3, 4), (5, None), (6, None)))
    assert kit_facts(sheets, first_page=3, manual=True).pages == ((3, None), (4, None),
                                                                  (5, None))
    assert kit_facts(sheets).one_sided == (2, 3)


def test_english_claims_are_read() -> None:
    text = ("Sheets to print: 4 on card, 3 on paper\n"
            "Print on both sides (flip on long edge): each back lands behind its front.\n"
            "Print at actual size. The square on the first sheet must measure 50 mm.\n"
            "Paper: A4. The parts use 4 sheets.\n"
            "Cut out both halves and glue the overlap strip.")
    assert [(c.subject, c.value) for c in read_claims(text)] == [
        ("card sheets", 4), ("both sides", 1), ("calibration sheet", 1), ("card sheets", 4),
        ("halves", 1)]
    assert [(c.subject, c.value) for c in read_claims(
        "Print page 2 first, on plain paper: its calibration square must measure 50 mm.")
    ] == [("calibration page", 2)]


def test_a_claim_naming_the_wrong_sheet() -> None:
    facts = kit_facts([_sheet("board"), _sheet("pieces", "calibration")])
    claims = read_claims("The square on the first sheet must measure 50 mm.")
    assert [f.line() for f in claim_findings(facts, claims, "hex-en-a4 long-edge", 2)] == [
        "hex-en-a4 long-edge:p2: says 'square on the first sheet', but the kit as built has "
        "the square on sheet 2 [claim.mismatch]",
    ]


def test_blank_backs_called_two_sided_a_wrong_count_and_halves_that_are_one_board() -> None:
    facts = kit_facts([_sheet("board"), _sheet("calibration", back=True)])
    claims = [Claim("both sides", 1, "Print on both sides."),
              Claim("card sheets", 3, "3 on card"),
              Claim("halves", 1, "a board in two halves"),
              Claim("calibration sheet", 2, "square on sheet 2")]
    assert [f.line() for f in claim_findings(facts, claims, "k", 2)] == [
        "k:p2: says every sheet is printed on both sides, but the kit as built has nothing "
        "on the back of sheet(s) 1 [claim.mismatch]",
        "k:p2: says '3 on card', but the kit as built has 2 card sheets [claim.mismatch]",
        "k:p2: says 'a board in two halves', but the kit as built has a board in one piece "
        "[claim.mismatch]",
    ]


def test_the_square_on_the_calibration_page() -> None:
    facts = kit_facts([_sheet("board")])  # no card sheet holds the square
    right = read_claims("Print page 2 first: the square on it, page 2, must measure 50 mm.")
    assert claim_findings(facts, right, "k", 2, calibration_page=2) == []
    assert [f.line() for f in claim_findings(facts, [], "k", 2, calibration_page=2)] == [
        "k:p2: says nothing about where the 50 mm square is [claim.missing]",
    ]


def test_halves_claimed_of_a_board_in_one_piece_but_not_the_game_s_halves() -> None:
    facts = kit_facts([_sheet("board"), _sheet("calibration")])
    said = [c.words for c in read_claims(
        "Cut out both halves of the board. The bar splits the board into two halves. "
        "Where a board comes in two halves, glue them. On A4 and Letter paper the board "
        "comes in two halves: cut them out.")]
    assert said == ["Cut out both halves of the board."]
    assert [f.line() for f in claim_findings(facts, read_claims(said[0]), "bg-en-a3 rulebook",
                                             3, required=False)] == [
        "bg-en-a3 rulebook:p3: says 'Cut out both halves of the board.', but the kit as built "
        "has a board in one piece [claim.mismatch]",
    ]


def test_a_compendium_board_cut_in_two_is_in_halves() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "boards")
    pair = Drawing(120, 60, name="boards-3")
    pair.cut([(0, 0), (55, 0), (55, 60), (0, 60)])
    pair.cut([(65, 0), (120, 0), (120, 60), (65, 60)])
    sheet.place(pair, 20, 20, ident="boards-3")
    assert kit_facts([sheet]).halves


# Page 2 as print_steps words it, for a kit of one two-sided sheet then three one-sided.
PAGE_TWO = (
    "Print this page first, on plain paper, at actual size (100%), never “fit to page”. "
    "The square must measure 50\u00a0mm; if it does not, set the printer to actual size "
    "before printing on card.\n"
    "Pages 3–4: 1 sheet of card of 160 to 200\u00a0g/m², printed on both sides "
    "(flip on long edge).\n"
    "Pages 5–7: 3 sheets of card of 160 to 200\u00a0g/m², printed on one side only.\n"
    "Pages 8–9: the rulebook, 1 sheet of plain paper, printed on both sides "
    "(flip on long edge).\nPaper: A4.")


def _kit(manual: bool = False) -> KitFacts:
    sheets = [_sheet("checkers", back=True), _sheet("board-left"), _sheet("board-right"),
              _sheet("dice")]
    return kit_facts(sheets, first_page=3, manual=manual)


def test_page_two_as_printed_holds() -> None:
    claims = read_claims(PAGE_TWO, page=2)
    assert [(c.subject, c.value, c.pages) for c in claims] == [
        ("calibration page", 2, None), ("two-sided pages", 1, (3, 4)),
        ("one-sided pages", 3, (5, 7))]
    assert claim_findings(_kit(), claims, "k", 2, calibration_page=2) == []


def test_page_two_naming_the_wrong_pages_as_two_sided() -> None:
    wrong = PAGE_TWO.replace("Pages 3–4: 1 sheet", "Pages 3–5: 2 sheets").replace(
        "Pages 5–7: 3 sheets of card of 160 to 200\u00a0g/m², printed on one side only",
        "Pages 5–7: 3 sheets of card of 160 to 200\u00a0g/m², printed on both sides")
    lines = [f.line() for f in claim_findings(_kit(), read_claims(wrong, page=2), "k", 2,
                                              calibration_page=2)]
    assert lines == [
        "k:p2: says 'Pages 3–5: 2 sheets of card of 160 to 200 g/m², printed on both "
        "sides', but the kit as built has nothing on the back of sheet(s) 2 [claim.mismatch]",
        "k:p2: says 'Pages 5–7: 3 sheets of card of 160 to 200 g/m², printed on both "
        "sides', but the kit as built has nothing on the back of sheet(s) 2, 3, 4 "
        "[claim.mismatch]",
    ]


def test_manual_duplex_lists_fronts_and_a_sheet_left_out_is_missing() -> None:
    text = ("Print this page first.\nPage 3: one sheet of card of 160 to 200 g/m², printed "
            "on both sides (turned over by hand).\nPages 4–5: 2 sheets of card of 160 to "
            "200 g/m², printed on one side only.")
    assert [f.line() for f in claim_findings(_kit(manual=True), read_claims(text, page=2),
                                             "k", 2, calibration_page=2)] == [
        "k:p2: says nothing about how card sheet 4 (page 6) is printed [claim.missing]",
    ]


def test_a_calibration_claim_naming_another_page() -> None:
    facts = _kit()
    here = read_claims("Print this page first: the square must measure 50 mm.", page=3)
    rulebook = read_claims("Print page 4 of the kit file, the calibration page, first.")
    assert [f.line() for f in claim_findings(facts, here + rulebook, "k", 3,
                                             calibration_page=2)] == [
        "k:p3: says 'Print this page first: the square must measure 50 mm.', but the kit as "
        "built has the square on page 2 [claim.mismatch]",
        "k:p3: says 'page 4 of the kit file, the calibration', but the kit as built has the "
        "square on page 2 [claim.mismatch]",
    ]
    true = read_claims("Print page 2 of the kit file, the calibration page, first, on plain "
                       "paper. The four corner cells belong to both sides' edges.")
    assert [(c.subject, c.value) for c in true] == [("calibration page", 2)]
    assert claim_findings(facts, true, "k rulebook", 5, calibration_page=2,
                          required=False) == []


def _laid(page: int, words: str) -> Laid:
    return Laid(page=page, column=0, kind="text", top=20.0, bottom=40.0, lines=3,
                first_line=words[:20], last_line=words[-20:], words=words)


def test_a_print_shop_book_naming_the_calibration_page_or_the_cover_is_reported() -> None:
    # Planted: the home-printer book's words in a print-shop file, which has neither page.
    facts = kit_facts([_sheet("board"), _sheet("pieces")])
    laid = [_laid(3, "Print page 2 of the kit file, the calibration page, first, on plain "
                     "paper. Page 2 also lists which pages go on card."),
            _laid(3, "Page 1 is meant for the screen only. The legend on page 2 shows the "
                     "lines used on every part."),
            _laid(4, "If you print at home, print page 2 of the kit file, the calibration "
                     "page, first. A file made for a print shop has no calibration page: "
                     "ask the shop to print every page at actual size.")]
    lines = [f.line() for f in rulebook_findings(facts, laid, "snort-en-a4 print-shop "
                                                 "rulebook", None)]
    assert lines == [
        "snort-en-a4 print-shop rulebook:p3: says 'page 2 of the kit file, the calibration', "
        "but the kit as built has no calibration page (a print-shop file) [claim.mismatch]",
        "snort-en-a4 print-shop rulebook:p3: says 'Page 2 also lists', but the kit as built "
        "has no calibration page (a print-shop file) [claim.mismatch]",
        "snort-en-a4 print-shop rulebook:p3: says 'Page 1 is meant for the screen', but the "
        "kit as built has no page for the screen (a print-shop file) [claim.mismatch]",
        "snort-en-a4 print-shop rulebook:p3: says 'legend on page 2', but the kit as built "
        "has no calibration page (a print-shop file) [claim.mismatch]",
    ]
    # The same words hold in the home-printer file, whose page 2 is the calibration page.
    assert rulebook_findings(facts, laid, "snort-en-a4 rulebook", 2) == []
