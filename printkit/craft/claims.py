"""What a kit says about itself (on its cover, page 2 and the CLI's report) against the kit
as built: the sheet holding the 50 mm square, which sheets have a back, sheet counts."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from printkit.craft.findings import Finding, finding
from printkit.craft.view import side_view
from printkit.layout.sheet import Sheet

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

    @property
    def one_sided(self) -> tuple[int, ...]:
        """The sheets (1-based) with nothing on their back."""
        return tuple(n for n in range(1, self.card_sheets + 1) if n not in self.with_back)


def kit_facts(sheets: Sequence[Sheet]) -> KitFacts:
    """The facts of the kit these sheets make."""
    idents = [{p.ident for p in sheet.placements} for sheet in sheets]
    return KitFacts(
        card_sheets=len(sheets),
        with_back=tuple(n for n, sheet in enumerate(sheets, start=1) if sheet.back is not None),
        calibration_sheet=next((n for n, held in enumerate(idents, start=1)
                                if CALIBRATION in held), None),
        halves=any(held & set(HALVES) for held in idents) or any(map(_split_board, sheets)),
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
    #               "halves"
    value: int
    words: str


_SHEET_SQUARE = re.compile(r"square\b[^.]*?\b(?:on|of) (?:the )?(\w+) sheet", re.I)
_SHEET_NUMBER = re.compile(r"square\b[^.]*?\bsheet (\d+)", re.I)
_PAGE_SQUARE = re.compile(r"(?:square|calibration)\b[^.]*?\bpage (\d+)"
                          r"|\bpage (\d+)\b[^.]*?\b(?:square|calibration)", re.I)
_CARD = re.compile(r"(\d+) on card,|parts use (\d+) sheets?|\((\d+) sheets?, ",
                   re.I)
_BOTH_SIDES = re.compile(r"\bboth sides\b", re.I)
# A printed board in halves: "halves" with a making word, or the overlap strip ("the bar
# splits the board into two halves" is the game's board, and a sentence about A4 and
# Letter says nothing of A3).
_HALVES = re.compile(r"\bhalves\b[^.]*\b(?:cut|glue|overlap|join|match)|"
                     r"\b(?:cut|glue|kit|join)\w*\b[^.]*\bhalves\b|\boverlap strip\b", re.I)
_CONDITIONAL = re.compile(r"(?:Where|If|When|Unless)\b")
_OTHER_PAPER = re.compile(r"\b(?:A4|Letter)\b")


def read_claims(text: str) -> list[Claim]:
    """The claims an English text makes about its kit (the cover, page 2, a CLI report)."""
    found: list[Claim] = []
    for sentence in re.split(r"(?<=[.;!?])\s+|\n", text):
        found += _sentence_claims(" ".join(sentence.split()))
    return found


def _sentence_claims(words: str) -> Iterator[Claim]:
    if _CONDITIONAL.match(words):
        return  # "Where a board comes in two halves, ...": true of some kits only
    for match in _SHEET_SQUARE.finditer(words):
        if match[1].lower() in ORDINALS:
            yield Claim("calibration sheet", ORDINALS[match[1].lower()], match[0])
    for match in _SHEET_NUMBER.finditer(words):
        yield Claim("calibration sheet", int(match[1]), match[0])
    for match in _PAGE_SQUARE.finditer(words):
        yield Claim("calibration page", int(match[1] or match[2]), match[0])
    for match in _CARD.finditer(words):
        yield Claim("card sheets", int(next(g for g in match.groups() if g)), match[0])
    # "Both sides" of the card sheets: a rulebook's paper is another matter.
    if _BOTH_SIDES.search(words) and not re.search(r"plain paper|rulebook", words, re.I):
        yield Claim("both sides", 1, words)
    if _HALVES.search(words) and not _OTHER_PAPER.search(words):
        yield Claim("halves", 1, words)


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
                  else f"the square on card sheet {facts.calibration_sheet}")
        elif claim.subject == "card sheets" and claim.value != facts.card_sheets:
            wrong(claim, f"{claim.words!r}", f"{facts.card_sheets} card sheets")
        elif claim.subject == "both sides" and facts.one_sided:
            shown = ", ".join(map(str, facts.one_sided))
            wrong(claim, "every sheet is printed on both sides",
                  f"nothing on the back of sheet(s) {shown}")
        elif claim.subject == "halves" and not facts.halves:
            wrong(claim, f"{claim.words[:60]!r}", "a board in one piece")
    if required and not any(c.subject.startswith("calibration") for c in claims):
        found.append(finding("claim.missing", where, page, "",
                             what="where the 50 mm square is"))
    return found
