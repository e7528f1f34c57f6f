"""What a built kit is, in one place: which page holds what, which sheets need a back.

Page 2, the cover and the CLI say only what these facts say, and they are computed from
the sheets as packed, so a check can compare every printed claim with the kit itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.canvas import Drawing, Group
from printkit.art.parts.legend import used_styles
from printkit.layout.sheet import Sheet

# A part whose ident ends so is one piece of a board printed in several.
HALF_SUFFIXES = ("-left", "-right", "-top", "-bottom")
# A home-printer kit opens with two pages for the screen: the cover, and page 2, the
# calibration page printed first (a print-shop file has neither).
SCREEN_PAGES = 2
CALIBRATION_PAGE = 2
# The key to the line styles shows a glue sample: that is no glue to apply.
LEGEND = "legend"


@dataclass(frozen=True)
class SheetFacts:
    """One sheet of card as the kit PDF prints it."""

    number: int  # 1-based, in the order the PDF prints the sheets
    front: int  # page of the kit PDF holding its front
    back: int | None  # page holding its back (in the backs file with manual duplex)
    parts: tuple[str, ...]  # idents of the parts on its front, as packed
    glue: bool  # some part has a glue area to spread glue on

    @property
    def two_sided(self) -> bool:
        """Whether the sheet is printed on both sides."""
        return self.back is not None


@dataclass(frozen=True)
class KitFacts:
    """The facts every text about a kit is made from."""

    paper: str  # a4, letter, a3
    duplex: str  # long-edge, short-edge, manual
    screen_pages: int  # pages before the first sheet (0 in a print-shop file)
    calibration_page: int | None  # the page with the 50 mm square, printed first
    sheets: tuple[SheetFacts, ...]
    rulebook: tuple[int, int] | None  # its first and last page in the kit PDF
    paper_sheets: int  # of plain paper, for the rulebook
    rulebook_two_sided: bool
    backs_file: str = ""  # with manual duplex, the file that holds the backs

    @property
    def two_sided(self) -> tuple[SheetFacts, ...]:
        """The sheets printed on both sides (they come first)."""
        return tuple(s for s in self.sheets if s.two_sided)

    @property
    def one_sided(self) -> tuple[SheetFacts, ...]:
        """The sheets printed on their front only."""
        return tuple(s for s in self.sheets if not s.two_sided)

    @property
    def glue(self) -> bool:
        """Whether building the kit needs glue."""
        return any(s.glue for s in self.sheets)

    @property
    def halves(self) -> tuple[str, ...]:
        """The parts that are pieces of a board printed in several."""
        return tuple(p for s in self.sheets for p in s.parts if p.endswith(HALF_SUFFIXES))

    @property
    def card_pages(self) -> tuple[int, int]:
        """The first and last page of the card sheets in the kit PDF."""
        # With manual duplex the backs are in another file: this one holds fronts only.
        pages = [s.front for s in self.sheets]
        if self.duplex != "manual":
            pages += [s.back for s in self.sheets if s.back is not None]
        return (min(pages), max(pages))


def sheet_order(sheets: list[Sheet]) -> list[Sheet]:
    """The sheets as printed: those with a back first, so each kind is one page range."""
    return [s for s in sheets if s.back is not None] + [s for s in sheets if s.back is None]


def kit_facts(
    sheets: list[Sheet], *, paper: str, duplex: str, screen_pages: int,
    rulebook_pages: int, backs_file: str = "",
) -> KitFacts:
    """The facts of a kit whose `sheets` (in print order, see sheet_order) follow
    `screen_pages` and precede a rulebook of `rulebook_pages` pages."""
    manual = duplex == "manual"
    found: list[SheetFacts] = []
    page = screen_pages
    back_page = 0
    for number, sheet in enumerate(sheets, start=1):
        page += 1
        front = page
        back: int | None = None
        if sheet.back is not None:
            if manual:
                back_page += 1
                back = back_page  # counted from the last, fixed below
            else:
                page += 1
                back = page
        found.append(SheetFacts(number, front, back, _idents(sheet), _has_glue(sheet.front)))
    if manual:  # the backs file holds the backs last sheet first
        count = back_page
        found = [SheetFacts(s.number, s.front, count + 1 - s.back if s.back else None,
                            s.parts, s.glue) for s in found]
    rules_pages = rulebook_pages // 2 if manual else rulebook_pages
    rulebook = (page + 1, page + rules_pages) if rulebook_pages else None
    calibration = CALIBRATION_PAGE if screen_pages >= CALIBRATION_PAGE else None
    return KitFacts(paper=paper, duplex=duplex, screen_pages=screen_pages,
                    calibration_page=calibration, sheets=tuple(found),
                    rulebook=rulebook, paper_sheets=(rulebook_pages + 1) // 2,
                    rulebook_two_sided=rulebook_pages > 1, backs_file=backs_file)


def _idents(sheet: Sheet) -> tuple[str, ...]:
    return tuple(p.ident for p in sheet.placements)


def _has_glue(drawing: Drawing) -> bool:
    """Whether a glue area is drawn on `drawing`, the legend's sample aside."""
    return "glue" in used_styles([drawing], False, skip=_is_legend).split()


def line_styles(sheets: list[Sheet]) -> str:
    """The line styles the `sheets` print, the key's own samples aside, as the key to the
    lines names them (art/parts/legend.py): the crop marks are the cut lines drawn on a
    sheet itself, not in a part."""
    sides = [side for sheet in sheets for side in (sheet.front, sheet.back) if side]
    cropped = any(not isinstance(shape, Group) for side in sides for shape in side.layers["cut"])
    return used_styles(sides, cropped, skip=_is_legend)


def _is_legend(group: Group) -> bool:
    """Whether `group` is the key to the lines, whose samples are no line of the kit's."""
    return group.ident.startswith(LEGEND)
