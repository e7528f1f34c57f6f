"""The kit PDF in duplex order: screen pages, then each sheet's front and back, then rules."""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from pypdf import PageObject

from printkit.games import Game
from printkit.layout.sheet import Duplex, Sheet
from printkit.render.pdf import (
    Metadata,
    blank_page,
    overlay,
    pages_of,
    set_print_boxes,
    svg_page,
    svg_to_pdf,
    write_document,
)
from printkit.render.screen import COVER_ART_HEIGHT_MM, PrintPlan, screen_pages

if TYPE_CHECKING:
    from printkit.kit import Context, KitOptions

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
    pages: Pages = []
    for sheet in sheets:
        front = svg_page(sheet.front.to_svg(text="fonts"))
        if sheet.back is not None:
            back = svg_page(sheet.back.to_svg(text="fonts"))
        elif bleed or trim_marks:
            back = blank_page(sheet.paper.width, sheet.paper.height)
        else:
            # An intentionally blank back keeps every later front on an odd page.
            pages += [front, (sheet.paper.width, sheet.paper.height)]
            continue
        for page in (front, back):
            if bleed or trim_marks:
                set_print_boxes(page, bleed, trim_marks)
        pages += [front, back]
    return pages


def rulebook_pages(
    module: ModuleType, ctx: Context, duplex: Duplex
) -> Pages:
    """The recipe's rulebook pages (imposed when a booklet), padded to an even count."""
    make = getattr(module, "rulebook", None)
    if make is None:
        return []
    pdf = make(ctx)
    if ctx.rulebook == "booklet":
        from printkit.render.booklet import impose

        pdf = impose(pdf, ctx.paper, duplex)
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
    game: Game, module: ModuleType, sheets: list[Sheet], ctx: Context, options: KitOptions,
    backs_name: str = "",
) -> KitDocument:
    """Assemble the kit: screen pages, then sheets front and back, then the rulebook."""
    _ = ctx.gettext
    duplex = options.duplex
    printed = sheet_pages(sheets, options.page_bleed, options.print_shop)
    rules = rulebook_pages(module, ctx, duplex)
    backs: Pages = []
    back_ranges = None
    if duplex is Duplex.MANUAL:
        printed, rules, backs, back_ranges = _split_for_manual(printed, rules)
    parts_range = (SCREEN_PAGES + 1, SCREEN_PAGES + len(printed))
    rules_range = (parts_range[1] + 1, parts_range[1] + len(rules)) if rules else None
    plan = PrintPlan(parts=parts_range, rulebook=rules_range, sheets=len(sheets),
                     duplex=duplex.value, paper=ctx.paper.name, backs_file=backs_name)
    title = _(game.title)
    screen = pages_of(screen_pages(
        title, [_(f) for f in module.FACTS], [_(c) for c in module.CONTENTS], plan,
        ctx.language, _, size_mm=(ctx.paper.width, ctx.paper.height), theme=ctx.theme,
    ))
    _cover_art(screen[0], module, ctx)
    kind = _("print-and-play kit")  # outside the f-string, where Babel can extract it
    meta = Metadata(
        title=f"{title} — {kind}",
        subject=_("Rules and printable parts for {game}").format(game=title),
        language=ctx.language,
        keywords="print-and-play, board game, " + game.name,
    )
    hint = DUPLEX_HINTS[duplex]
    pdf = write_document([*screen, *printed, *rules], meta, duplex_hint=hint)
    back_pdf = write_document(backs, meta, duplex_hint=hint) if back_ranges else None
    info = {"pages": SCREEN_PAGES + len(printed) + len(rules), "parts": parts_range,
            "rulebook": rules_range, "sheets": len(sheets),
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


def _cover_art(cover: PageObject, module: ModuleType, ctx: Context) -> None:
    """Lay the recipe's cover picture, centred, into the space the cover keeps for it."""
    make = getattr(module, "cover_art", None)
    if make is None:
        return
    art = make(ctx)
    scale = min(1.0, (ctx.paper.width - 40) / art.width, COVER_ART_HEIGHT_MM / art.height)
    page = pages_of(svg_to_pdf(art.to_svg(text="fonts")))[0]
    x = (ctx.paper.width - art.width * scale) / 2
    overlay(cover, page, x, 62, scale)
