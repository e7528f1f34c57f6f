"""The kit PDF in print order: screen pages, then the sheets (front and back, or front
only where nothing is on the back), then the rulebook."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pypdf import PageObject

from printkit.art.canvas import Drawing
from printkit.games import Game
from printkit.layout.sheet import Duplex, Sheet
from printkit.render.kit_facts import SCREEN_PAGES, KitFacts, kit_facts, sheet_order
from printkit.render.pdf import (
    Metadata,
    drawings_pdf,
    pages_of,
    set_print_boxes,
    write_document,
)
from printkit.render.screen import cover_of, screen_pages

if TYPE_CHECKING:
    from printkit.context import Context, KitOptions

Pages = list[PageObject | tuple[float, float]]  # a page, or the size of a blank one

DUPLEX_HINTS = {
    Duplex.LONG_EDGE: "/DuplexFlipLongEdge",
    Duplex.SHORT_EDGE: "/DuplexFlipShortEdge",
    Duplex.MANUAL: "/Simplex",
}


def sheet_pages(sheets: list[Sheet], bleed: float = 0.0, trim_marks: bool = False) -> Pages:
    """The pages of `sheets` in print order (see sheet_sides), one after another."""
    return [page for pages in sheet_sides(sheets, bleed, trim_marks) for page in pages]


def sheet_sides(
    sheets: list[Sheet], bleed: float = 0.0, trim_marks: bool = False
) -> list[list[PageObject]]:
    """Each sheet's pages: its front, and its back when a part has one (a sheet with
    nothing behind it is printed one-sided). With `bleed` or `trim_marks`, every page gets
    trim and bleed boxes (and, for a print shop, trim marks)."""
    sides: list[Drawing] = []
    for sheet in sheets:
        sides += [sheet.front] + ([sheet.back] if sheet.back is not None else [])
    # Every side in one document: one font subset, one parse.
    drawn = iter(pages_of(drawings_pdf(sides)))
    pages = [[next(drawn) for _ in range(2 if sheet.back is not None else 1)]
             for sheet in sheets]
    if bleed or trim_marks:
        for page in (p for sheet in pages for p in sheet):
            set_print_boxes(page, bleed, trim_marks)
    return pages


def rulebook_pages(pdf: bytes | None, ctx: Context, *, even: bool) -> Pages:
    """The rulebook's pages, padded to an even count when `even` (manual duplex splits
    them into fronts and backs)."""
    if pdf is None:
        return []
    pages: Pages = list(pages_of(pdf))
    if even and len(pages) % 2:
        pages.append((ctx.paper.width, ctx.paper.height))
    return pages


def _boxed(pages: Pages, bleed: float, trim_marks: bool) -> Pages:
    """`pages` with the same trim and bleed boxes as the sheets, blank ones drawn blank."""
    blanks = iter(pages_of(drawings_pdf([p for p in pages if isinstance(p, tuple)]))
                  if any(isinstance(p, tuple) for p in pages) else [])
    boxed: Pages = []
    for page in pages:
        real = next(blanks) if isinstance(page, tuple) else page
        set_print_boxes(real, bleed, trim_marks)
        boxed.append(real)
    return boxed


@dataclass(frozen=True)
class KitDocument:
    """A built kit: the PDF (fronts only with manual duplex), the backs PDF if any, a summary."""

    pdf: bytes
    backs: bytes | None
    info: dict[str, Any]
    facts: KitFacts


def kit_document(
    game: Game, sheets: list[Sheet], ctx: Context, options: KitOptions,
    rulebook: Callable[[], bytes | None], backs_name: str = "",
) -> KitDocument:
    """Assemble the kit: screen pages (none for a print shop), then the sheets (those with
    a back first, front and back; then those printed one-sided), then the rulebook, asked
    of `rulebook` once the sheets are drawn (it may be set meanwhile elsewhere)."""
    _ = ctx.gettext
    duplex = options.duplex
    manual = duplex is Duplex.MANUAL
    sheets = sheet_order(sheets)
    boxed = bool(options.page_bleed or options.print_shop)
    per_sheet = sheet_sides(sheets, options.page_bleed, options.print_shop)
    rules = rulebook_pages(rulebook(), ctx, even=manual)
    if boxed:  # a copy shop gets every page trimmed and bled alike
        rules = _boxed(rules, options.page_bleed, options.print_shop)
    # A copy shop prints the parts and the rules, nothing meant for the screen or for
    # checking a home printer's scale.
    screen_count = 0 if options.print_shop else SCREEN_PAGES
    facts = kit_facts(sheets, paper=ctx.paper.name, duplex=duplex.value,
                      screen_pages=screen_count, rulebook_pages=len(rules),
                      backs_file=backs_name)
    backs: Pages = []
    back_ranges = None
    printed: Pages = [page for pages in per_sheet for page in pages]
    if manual:
        printed, rules, backs, back_ranges = _split_for_manual(per_sheet, rules)
    title = _(game.title)
    screen: Pages = []
    if screen_count:
        screen = list(pages_of(screen_pages(
            cover_of(game, ctx), facts, sheets, ctx, cover_art=game.kit().cover_art(ctx))))
        if boxed:
            screen = _boxed(screen, options.page_bleed, options.print_shop)
    kind = _("print-and-play kit")  # outside the f-string, where Babel can extract it
    meta = Metadata(
        title=f"{title} — {kind}",
        subject=_("Rules and printable parts for {game}").format(game=title),
        language=ctx.language,
        keywords=", ".join((_("print-and-play"), _("board game"), title)),
    )
    hint = DUPLEX_HINTS[duplex]
    pdf = write_document([*screen, *printed, *rules], meta, duplex_hint=hint)
    back_pdf = write_document(backs, meta, duplex_hint=hint) if back_ranges else None
    info = {"pages": screen_count + len(printed) + len(rules),
            "parts": facts.card_pages, "rulebook": facts.rulebook, "sheets": len(sheets),
            "paper_sheets": facts.paper_sheets, "back_ranges": back_ranges, "facts": facts}
    return KitDocument(pdf, back_pdf, info, facts)


def _split_for_manual(
    per_sheet: list[list[PageObject]], rules: Pages
) -> tuple[Pages, Pages, Pages, tuple[tuple[int, int], tuple[int, int]]]:
    """Fronts of the parts and rules for this file; their backs, last first, for the other,
    with the backs file's page ranges for card and for the rulebook (the card's range is
    empty, (1, 0), when no sheet has a back)."""
    # The stack goes back in turned over, so the first sheet printed again is the last.
    card_backs = [pages[1] for pages in per_sheet if len(pages) == 2][::-1]
    backs: Pages = [*card_backs, *rules[1::2][::-1]]
    ranges = ((1, len(card_backs)), (len(card_backs) + 1, len(backs)))
    return [pages[0] for pages in per_sheet], rules[0::2], backs, ranges
