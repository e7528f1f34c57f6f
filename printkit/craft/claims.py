"""What a kit says about itself (on its cover, page 2 and the CLI's report) against the kit
as built: the sheet holding the 50 mm square, which sheets have a back, sheet counts."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from printkit.craft.findings import Finding, finding
from printkit.craft.view import side_view
from printkit.layout.sheet import Sheet
from printkit.render.kit_facts import KitFacts as BuiltFacts
from printkit.render.kit_facts import kit_facts as built_facts
from printkit.render.layout_report import LaidOut as Laid

CALIBRATION = "calibration"
HALVES = ("board-left", "board-right", "board-top", "board-bottom")
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
            "seventh": 7, "eighth": 8}


@dataclass(frozen=True)
class KitFacts:
    """Facts of a kit as built, for its texts to state and for the check to hold them to."""

    card_sheets: int
    with_back: tuple[int, ...]  # the sheets (1-based) that have something on their back
    calibration_sheet: int | None  # the sheet (1-based) holding the 50 mm square, if any
    halves: bool  # the board comes in parts to join
    # The pages of the kit PDF each sheet prints on (its front, its back), in order; with
    # manual duplex the backs are in another file (None here).
    pages: tuple[tuple[int, int | None], ...] = ()

    @property
    def one_sided(self) -> tuple[int, ...]:
        """The sheets (1-based) with nothing on their back."""
        return tuple(n for n in range(1, self.card_sheets + 1) if n not in self.with_back)


def kit_facts(sheets: Sequence[Sheet], first_page: int = 1, manual: bool = False,
              ) -> KitFacts:
    """The facts of the kit these sheets make, printed in this order from `first_page` on
    (each front followed by its back unless the backs are in a `manual` duplex file)."""
    built = built_facts(list(sheets), paper="", duplex="manual" if manual else "long-edge",
                        screen_pages=first_page - 1, rulebook_pages=0)
    return claimed_facts(built, sheets)


def claimed_facts(built: BuiltFacts, sheets: Sequence[Sheet]) -> KitFacts:
    """The facts the claims are held to, read off the facts page 2 is written from
    (render/kit_facts.py: one count of sheets and pages serves both) and the `sheets`
    they describe, in the same order."""
    manual = built.duplex == "manual"
    return KitFacts(
        card_sheets=len(built.sheets),
        with_back=tuple(s.number for s in built.sheets if s.two_sided),
        calibration_sheet=next((s.number for s in built.sheets if CALIBRATION in s.parts),
                               None),
        halves=any(set(s.parts) & set(HALVES) for s in built.sheets)
        or any(map(_split_board, sheets)),
        pages=tuple((s.front, None if manual else s.back) for s in built.sheets),
    )


def _split_board(sheet: Sheet) -> bool:
    """Whether a board part of the sheet (a compendium's "boards-3") cuts into pieces."""
    if not any(p.ident.startswith("board") for p in sheet.placements):
        return False
    parts = side_view(sheet.front).parts
    return any(len(view.pieces) > 1 for name, view in parts.items() if name.startswith("board"))


@dataclass(frozen=True)
class Claim:
    """One thing a text says about the kit: its subject, the value said, the words."""

    subject: str  # "calibration sheet", "calibration page", "card sheets", "both sides",
    #               "halves", "whole board", "two-sided pages", "one-sided pages",
    #               "screen page"
    value: int  # a sheet or page number, a count of sheets, or 1 (said)
    words: str
    pages: tuple[int, int] | None = None  # the page range a "-sided pages" claim covers


_SHEET_SQUARE = re.compile(r"square\b[^.]*?\b(?:on|of) (?:the )?(\w+) sheet", re.I)
_SHEET_NUMBER = re.compile(r"square\b[^.]*?\bsheet (\d+)", re.I)
_PAGE_SQUARE = re.compile(r"(?:square|calibration)\b[^.]*?\bpage (\d+)"
                          r"|\bpage (\d+)\b[^.]*?\b(?:square|calibration)", re.I)
_CARD = re.compile(r"(\d+) on card,|parts use (\d+) sheets?|\((\d+) sheets?, ",
                   re.I)
# "Print on both sides": the card's printing, not "both sides' edges" (the players).
_BOTH_SIDES = re.compile(r"\bprint\w*(?: \w+)? on both sides\b", re.I)
# Page 2's lines: "Pages 3–4: 1 sheet of card ..., printed on both sides (flip ...)" and
# "Page 5: one sheet of card ..., printed on one side only".
_RANGE = re.compile(r"\bPages? (\d+)(?:\s*[–-]\s*(\d+))?: (\w+) sheets? of card\b[^.]*?"
                    r"\bprinted on (both sides|one side)", re.I)
# The page you print first is the calibration page (decision 1): "Print this page first".
_THIS_PAGE = re.compile(r"\bprint this page first\b|\bthis page\b[^.]*\b(?:square|calibration)"
                        r"|\b(?:square|calibration)\b[^.]*\bthis page\b", re.I)
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
# A printed board in halves: "halves" with a making word, or the overlap strip ("the bar
# splits the board into two halves" is the game's board, and a sentence about A4 and
# Letter says nothing of A3).
_HALVES = re.compile(r"\bhalves\b[^.]*\b(?:cut|glue|overlap|join|match)|"
                     r"\b(?:cut|glue|kit|join)\w*\b[^.]*\bhalves\b|\boverlap strip\b|"
                     r"\bboard(?::? it)? comes in two halves\b", re.I)
# The board printed in one piece (an A3 rulebook's "The board: it is printed whole").
_WHOLE = re.compile(r"\bboard(?::? it)? is printed whole\b", re.I)
_CONDITIONAL = re.compile(r"(?:Where|If|When|Unless)\b")
# A page of the home-printer file named for what it holds: "page 2 also lists which pages
# go on card", "the legend on page 2" (the calibration page), "page 1 is meant for the
# screen" (the cover). A print-shop file has neither page.
_PLAN_PAGE = re.compile(r"\bpage (\d+)\b[^.]*?\b(?:lists|tells you|says)\b"
                        r"|\b(?:legend|key)\b[^.]*?\bon page (\d+)", re.I)
_SCREEN_PAGE = re.compile(r"\bpage (\d+)\b[^.]*?\bscreen\b", re.I)
_OTHER_PAPER = re.compile(r"\b(?:A4|Letter)\b")


def read_claims(text: str, page: int | None = None) -> list[Claim]:
    """The claims an English text makes about its kit (the cover, page 2, a CLI report);
    "this page" is `page`, the page the text is printed on."""
    found: list[Claim] = []
    for sentence in re.split(r"(?<=[.;!?])\s+|\n", text):
        found += _sentence_claims(" ".join(sentence.split()), page)
    return found


def _sentence_claims(words: str, page: int | None = None) -> Iterator[Claim]:
    if _CONDITIONAL.match(words):
        return  # "Where a board comes in two halves, ...": true of some kits only
    if page is not None and _THIS_PAGE.search(words):
        yield Claim("calibration page", page, words)
    ranged = False
    for match in _RANGE.finditer(words):
        first = int(match[1])
        said = match[3].lower()
        count = int(said) if said.isdigit() else _COUNTS.get(said, 0)
        sides = "two-sided pages" if match[4].lower() == "both sides" else "one-sided pages"
        yield Claim(sides, count, match[0], (first, int(match[2] or first)))
        ranged = True
    for match in _SHEET_SQUARE.finditer(words):
        if match[1].lower() in ORDINALS:
            yield Claim("calibration sheet", ORDINALS[match[1].lower()], match[0])
    for match in _SHEET_NUMBER.finditer(words):
        yield Claim("calibration sheet", int(match[1]), match[0])
    for match in _PAGE_SQUARE.finditer(words):
        yield Claim("calibration page", int(match[1] or match[2]), match[0])
    for match in _PLAN_PAGE.finditer(words):
        yield Claim("calibration page", int(match[1] or match[2]), match[0])
    for match in _SCREEN_PAGE.finditer(words):
        yield Claim("screen page", int(match[1]), match[0])
    for match in _CARD.finditer(words):
        yield Claim("card sheets", int(next(g for g in match.groups() if g)), match[0])
    # "Both sides" of the card sheets: a rulebook's paper is another matter.
    if (_BOTH_SIDES.search(words) and not ranged
            and not re.search(r"plain paper|rulebook", words, re.I)):
        yield Claim("both sides", 1, words)
    if _HALVES.search(words) and not _OTHER_PAPER.search(words):
        yield Claim("halves", 1, words)
    if _WHOLE.search(words) and not re.search(r"\bA3\b", words):
        yield Claim("whole board", 1, words)


def claim_findings(facts: KitFacts, claims: Sequence[Claim], where: str, page: int,
                   calibration_page: int | None = None, required: bool = True,
                   ) -> list[Finding]:
    """Each claim the facts do not bear out; `calibration_page` is the page (of the PDF)
    that prints the square when no card sheet does; `required`: the text must say where
    the square is (page 2 must, a rulebook paragraph need not)."""
    found: list[Finding] = []

    def wrong(claim: Claim, said: str, built: str) -> None:
        found.append(finding("claim.mismatch", where, page, "", said=said, built=built))

    for claim in claims:
        if claim.subject == "calibration sheet" and claim.value != facts.calibration_sheet:
            wrong(claim, f"{claim.words!r}",
                  f"the square on sheet {facts.calibration_sheet}"
                  if facts.calibration_sheet else "no square on any card sheet")
        elif claim.subject == "calibration page" and claim.value != calibration_page:
            wrong(claim, f"{claim.words!r}",
                  f"the square on page {calibration_page}" if calibration_page
                  else f"the square on card sheet {facts.calibration_sheet}"
                  if facts.calibration_sheet else "no calibration page (a print-shop file)")
        elif claim.subject == "screen page" and calibration_page is None:
            wrong(claim, f"{claim.words!r}", "no page for the screen (a print-shop file)")
        elif claim.subject == "card sheets" and claim.value != facts.card_sheets:
            wrong(claim, f"{claim.words!r}", f"{facts.card_sheets} card sheets")
        elif claim.subject == "both sides" and facts.one_sided:
            shown = ", ".join(map(str, facts.one_sided))
            wrong(claim, "every sheet is printed on both sides",
                  f"nothing on the back of sheet(s) {shown}")
        elif claim.subject == "halves" and not facts.halves:
            wrong(claim, f"{claim.words[:60]!r}", "a board in one piece")
        elif claim.subject == "whole board" and facts.halves:
            wrong(claim, f"{claim.words[:60]!r}", "a board in parts to join")
        elif claim.pages is not None:
            built = _range_mismatch(facts, claim)
            if built:
                wrong(claim, f"{claim.words!r}", built)
    _uncovered(facts, claims, where, page, found)
    if required and not any(c.subject.startswith("calibration") for c in claims):
        found.append(finding("claim.missing", where, page, "",
                             what="where the 50 mm square is"))
    return found


def _range_mismatch(facts: KitFacts, claim: Claim) -> str:
    """What the kit has on a claimed page range when it is not the claimed number of sheets,
    all printed on the claimed sides ("" when the claim holds)."""
    assert claim.pages is not None
    first, last = claim.pages
    two = claim.subject == "two-sided pages"
    held = [(n, front, back) for n, (front, back) in enumerate(facts.pages, start=1)
            if first <= front <= last]
    pages = {p for _, front, back in held for p in (front, back) if p is not None}
    if len(held) != claim.value or pages != set(range(first, last + 1)):
        shown = f"{first}–{last}" if last != first else f"{first}"
        return f"{len(held)} card sheet(s) printing on page(s) {shown}"
    flipped = [n for n, _, _ in held if (n in facts.with_back) != two]
    if flipped:
        shown = ", ".join(map(str, flipped))
        return (f"nothing on the back of sheet(s) {shown}" if two
                else f"a back on sheet(s) {shown}")
    return ""


def _uncovered(facts: KitFacts, claims: Sequence[Claim], where: str, page: int,
               found: list[Finding]) -> None:
    """A text that tells which pages print on which sides must cover every card sheet."""
    ranges = [c.pages for c in claims if c.pages is not None]
    if not ranges:
        return
    for n, (front, _back) in enumerate(facts.pages, start=1):
        if not any(first <= front <= last for first, last in ranges):
            found.append(finding("claim.missing", where, page, "",
                                 what=f"how card sheet {n} (page {front}) is printed"))


def rulebook_findings(facts: KitFacts, laid: Sequence[Laid], where: str,
                      calibration_page: int | None) -> list[Finding]:
    """What the rulebook's paragraphs and captions, as `laid` out, say about the kit that
    it does not bear out; `calibration_page` is None in a print-shop file, which has no
    cover and no calibration page for the book to send its reader to."""
    found: list[Finding] = []
    for record in laid:
        claims = read_claims(record.words) if record.kind in ("text", "caption") else []
        if claims:
            found += claim_findings(facts, claims, where, record.page, calibration_page,
                                    required=False)
    return found
