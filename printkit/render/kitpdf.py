"""The kit PDF in duplex order: screen pages, then each sheet's front and back, then rules."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pypdf import PageObject

from printkit.art.canvas import Drawing
from printkit.games import Game
from printkit.layout.sheet import Duplex, Sheet
from printkit.render.pdf import (
    Metadata,
    drawings_pdf,
    pages_of,
    set_print_boxes,
    write_document,
)
from printkit.render.screen import PrintPlan, screen_pages

if TYPE_CHECKING:
    from printkit.context import Context, KitOptions

SCREEN_PAGES = 2
Pages = list[PageObject | tuple[float, float]]  # a page, or the size of a blank one

DUPLEX_HINTS = {
    Duplex.LONG_EDGE: "/DuplexFlipLongEdge",
    Duplex.SHORT_EDGE: "/DuplexFlipShortEdge",
    Duplex.MANUAL: "/Simplex",
}


def sheet_pages(
    sheets: list[Sheet], bleed: float = 0.0, trim_marks: bool = False
) -> Pages:
    """Front then back of every sheet; a blank back where a sheet has none. With `bleed`,
    every page gets trim and bleed boxes (and, for a print shop, trim marks)."""
    boxed = bool(bleed or trim_marks)
    sides: list[Drawing | tuple[float, float]] = []
    for sheet in sheets:
        blank = (sheet.paper.width, sheet.paper.height)
        sides += [sheet.front, sheet.back if sheet.back is not None else blank]
    # Every side in one document: one font subset, one parse.
    drawn = pages_of(drawings_pdf(sides))
    pages: Pages = []
    for side, page in zip(sides, drawn, strict=True):
        if not boxed and not isinstance(side, Drawing):
            # An intentionally blank back keeps every later front on an odd page.
            pages.append(side)
            continue
        if boxed:
            set_print_boxes(page, bleed, trim_marks)
        pages.append(page)
    return pages


def rulebook_pages(pdf: bytes | None, ctx: Context) -> Pages:
    """The rulebook's pages, padded to an even count."""
    if pdf is None:
        return []
    pages: Pages = list(pages_of(pdf))
    if len(pages) % 2:
        pages.append((ctx.paper.width, ctx.paper.height))
    return pages


@dataclass(frozen=True)
class KitDocument:
    """A built kit: the PDF (fronts only with manual duplex), the backs PDF if any, a summary."""

    pdf: bytes
    backs: bytes | None
    info: dict[str, Any]


def kit_document(
    game: Game, sheets: list[Sheet], ctx: Context, options: KitOptions,
    rulebook: Callable[[], bytes | None], backs_name: str = "",
) -> KitDocument:
    """Assemble the kit: screen pages, then sheets front and back, then the rulebook,
    asked of `rulebook` once the sheets are drawn (it may be set meanwhile elsewhere)."""
    _ = ctx.gettext
    duplex = options.duplex
    printed = sheet_pages(sheets, options.page_bleed, options.print_shop)
    rules = rulebook_pages(rulebook(), ctx)
    paper_sheets = len(rules) // 2  # padded to an even count: two pages a sheet
    backs: Pages = []
    back_ranges = None
    if duplex is Duplex.MANUAL:
        printed, rules, backs, back_ranges = _split_for_manual(printed, rules)
    parts_range = (SCREEN_PAGES + 1, SCREEN_PAGES + len(printed))
    rules_range = (parts_range[1] + 1, parts_range[1] + len(rules)) if rules else None
    plan = PrintPlan(parts=parts_range, rulebook=rules_range, sheets=len(sheets),
                     duplex=duplex.value, paper=ctx.paper.name, backs_file=backs_name,
                     paper_sheets=paper_sheets)
    title = _(game.title)
    screen = pages_of(screen_pages(
        title, [_(f) for f in game.facts], [_(c) for c in game.contents], plan,
        ctx.language, _, size_mm=(ctx.paper.width, ctx.paper.height), theme=ctx.theme,
        cover_art=game.kit().cover_art(ctx),
    ))
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
    info = {"pages": SCREEN_PAGES + len(printed) + len(rules), "parts": parts_range,
            "rulebook": rules_range, "sheets": len(sheets), "paper_sheets": paper_sheets,
            "back_ranges": back_ranges}
    return KitDocument(pdf, back_pdf, info)


def _split_for_manual(
    printed: Pages, rules: Pages
) -> tuple[Pages, Pages, Pages, tuple[tuple[int, int], tuple[int, int]]]:
    """Fronts of the parts and rules for this file; their backs, last first, for the other,
    with the backs file's page ranges for card and for the rulebook."""
    # The stack goes back in turned over, so the first sheet printed again is the last.
    backs = printed[1::2][::-1] + rules[1::2][::-1]
    ranges = ((1, len(printed) // 2), (len(printed) // 2 + 1, len(backs)))
    return printed[0::2], rules[0::2], backs, ranges
