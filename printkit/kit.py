"""Porcelain: draw, check and assemble a game's kit PDF from its recipe."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from printkit.background import background
from printkit.builds import backs_path, default_output
from printkit.context import Context, KitOptions
from printkit.craft.check import check_build, enforce
from printkit.errors import PrintkitError, ValidationError
from printkit.games import Game
from printkit.games.manifest import keyed
from printkit.i18n import Translator, translator
from printkit.languages import game_catalog
from printkit.layout.booklet import half_page
from printkit.layout.cards import share
from printkit.layout.pack import pack
from printkit.layout.sheet import Duplex, Sheet
from printkit.output import atomic_write, check_target
from printkit.render.booklet import impose
from printkit.render.kitpdf import DUPLEX_HINTS, kit_document
from printkit.render.pdf import Metadata, pages_of, write_document
from printkit.render.rulebook import rulebook_pdf as set_pages
from printkit.render.text import register_fonts
from printkit.rulebook.pictures import draw_block
from printkit.rulebook.source import as_printed, load_rules
from printkit.units import PRINTER_FLOOR_MM, find_paper
from printkit.validate import validate

if TYPE_CHECKING:
    from printkit.render.kitpdf import KitDocument
    from printkit.render.layout_report import LaidOut


@dataclass(frozen=True)
class SheetSpec:
    """One sheet of a kit recipe: its English title and the names of its parts."""

    title: str
    parts: tuple[str, ...]
    # Spread the parts over as many sheets as they need, instead of failing when they do
    # not fit on one (a compendium's parts depend on the games chosen).
    flow: bool = False


def load_sheets(game: Game) -> list[SheetSpec]:
    """Read templates/<game>/kit.toml into sheet specs, with a clear error if malformed."""
    path = game.templates / "kit.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise PrintkitError(f"{path}: the file is not UTF-8; save it as UTF-8") from None
    except FileNotFoundError:
        raise PrintkitError(f"kit recipe missing: {path}") from None
    except tomllib.TOMLDecodeError as exc:
        raise PrintkitError(f"{path}: {exc}") from None
    try:
        sheets = [SheetSpec(str(s["title"]), tuple(str(p) for p in s["parts"]),
                            bool(s.get("flow", False)))
                  for s in data["sheet"]]
    except (KeyError, TypeError) as exc:
        raise PrintkitError(f"{path}: each [[sheet]] needs a title and parts ({exc})") from None
    if not sheets:
        raise PrintkitError(f"{path}: the recipe lists no sheets")
    return sheets


def make_sheets(game: Game, ctx: Context, options: KitOptions) -> list[Sheet]:
    """Draw and pack every sheet of the kit, shared out onto as few card sheets as hold
    the parts (see layout/cards.py); sheets left with no part are dropped."""
    kit = game.kit()
    sheets: list[Sheet] = []

    def new_sheet(title: str) -> Sheet:
        # Sheet titles only name a sheet in error messages; they are not printed.
        return Sheet(ctx.paper, options.duplex, title=title, name=f"sheet{len(sheets) + 1}",
                     back_offset=options.back_offset,
                     margin=options.sheet_margin,
                     floor=0.0 if options.print_shop else PRINTER_FLOOR_MM)

    # No parts: e.g. the second board half where the paper holds the whole board.
    recipe = [(spec.title, kit.parts(spec.parts, ctx), spec.flow)
              for spec in load_sheets(game)]
    # The key to the lines shows the styles the whole kit prints, and no other.
    every = [part for _, parts, _ in recipe for part in parts]
    recipe = [(title, [keyed(p, every, ctx) if p.ident == "legend" else p for p in parts], flow)
              for title, parts, flow in recipe]
    # Card costs money: the recipe's sheets are shared out onto as few as hold the parts.
    for group in share(new_sheet("").printable, recipe):
        sheet = new_sheet(group.title)
        pack(sheet, group.parts)
        sheets.append(sheet)
    return sheets


def checked_translator(game: Game, language: str, allow_incomplete: bool) -> Translator:
    """The translator for `language`, after the validator has passed `game` in it."""
    tr = translator(language, allow_incomplete=allow_incomplete,
                    extra=game_catalog(game.templates, language))
    check_rules(game, language, allow_incomplete)
    return tr


def check_rules(game: Game, language: str, allow_incomplete: bool,
                ctx: Context | None = None) -> None:
    """Raise ValidationError if the validator finds problems with `game` in `language`, its
    board checked as the kit `ctx` draws it."""
    # Whatever prints the rules refuses what the validator rejects: a kit that
    # prints wrong rules is worse than no kit.
    problems = validate(game, [language], allow_incomplete=allow_incomplete, ctx=ctx)
    if problems:
        raise ValidationError(problems)


def check_translated(tr: Translator, allow_incomplete: bool) -> None:
    """Refuse output in which some text fell back to English, unless allowed."""
    if tr.missing and not allow_incomplete:
        first = tr.missing[0]
        raise PrintkitError(
            f"{len(tr.missing)} text(s) have no {tr.language} translation, e.g. "
            f"{first[:60]!r}; update the catalog (make locales) or pass --allow-incomplete"
        )


def rulebook_pdf(game: Game, ctx: Context, duplex: Duplex,
                 report: list[LaidOut] | None = None) -> bytes:
    """The game's rulebook in the kit's language and paper, imposed when a booklet;
    `report` receives what its pages hold, paragraph by paragraph and diagram by diagram."""
    pdf = set_rulebook(game, ctx, report)
    if ctx.rulebook == "booklet":
        pdf = impose(pdf, ctx.paper, duplex)
    return pdf


def set_rulebook(game: Game, ctx: Context, report: list[LaidOut] | None = None) -> bytes:
    """The game's rulebook pages (half pages, one after another, when a booklet); with
    `report`, what the layout put on each page is appended there."""
    booklet = ctx.rulebook == "booklet"
    size = half_page(ctx.paper) if booklet else (ctx.paper.width, ctx.paper.height)
    if game.chapters:
        # Only a compendium's build loads the compendium (and its book layout).
        from printkit.compendium import book

        return book(game, ctx, size, report)
    kit = game.kit()
    document = as_printed(load_rules(game.templates / "rules.md"), ctx.paper.name,
                          ctx.rulebook)
    return set_pages(
        document, ctx.gettext, language=ctx.language, values=kit.rule_values(), size_mm=size,
        footer=ctx.gettext(game.title), palette=ctx.theme, layout=ctx.rulebook,
        diagram=lambda block, width: draw_block(kit, block, width, ctx.theme), report=report,
    )


def render_kit(game: Game, options: KitOptions, backs_name: str = "") -> KitDocument:
    """Validate and draw the kit of `game` (`backs_name` names the backs file, if any)."""
    tr = translator(options.language, allow_incomplete=options.allow_incomplete,
                    extra=game_catalog(game.templates, options.language))
    ctx = Context(paper=options.paper, language=options.language, gettext=tr.gettext,
                  theme=options.theme, rulebook=options.rulebook, bleed=options.part_bleed,
                  ngettext=tr.ngettext)
    if options.duplex is Duplex.MANUAL and not backs_name:
        # Where build_kit would write the backs, so the instructions name a real file.
        backs_name = backs_path(default_output(game, options.language,
                                               options.paper.name)).name
    before = len(tr.missing)
    laid: list[LaidOut] = []  # where the rulebook's pages put its text, for the craft check

    def set_rulebook() -> tuple[bytes | None, list[str], list[LaidOut]]:
        # Texts the rulebook could not translate, and its layout, travel back with it from
        # a child process.
        records: list[LaidOut] = []
        pdf = rulebook_pdf(game, ctx, options.duplex, records)
        return pdf, tr.missing[before:], records

    def rulebook() -> bytes | None:
        pdf, missed, records = later.result()
        tr.note_missing(missed)
        laid.extend(records)
        return pdf

    # The rulebook is set on a second core while this one validates and draws the
    # sheets; if validation fails, leaving the block stops the rulebook. Both need the
    # fonts, so they are read once, before the work divides; the PDF assembly (pypdf)
    # is only this process's, so it is imported after.
    register_fonts()
    with background(set_rulebook) as later:
        check_rules(game, options.language, options.allow_incomplete, ctx)
        sheets = make_sheets(game, ctx, options)
        document = kit_document(game, sheets, ctx, options, rulebook, backs_name)
    check_translated(tr, options.allow_incomplete)
    # The printed object as built, checked like the rules (refused only when enforced).
    enforce(check_build(game, options, ctx, sheets, laid, document.info, backs_name))
    return document


def build_rulebook(
    game: Game, *, language: str, paper_name: str, output: Path,
    allow_incomplete: bool = False, theme: str = "classic",
) -> int:
    """Write `game`'s rulebook alone to `output`; return its page count."""
    check_target(output)
    tr = checked_translator(game, language, allow_incomplete)
    ctx = Context(paper=find_paper(paper_name), language=language, gettext=tr.gettext,
                  theme=theme)
    pages = pages_of(rulebook_pdf(game, ctx, Duplex.LONG_EDGE))
    check_translated(tr, allow_incomplete)
    _ = tr.gettext
    title = _(game.title)
    # Outside the f-string: Babel cannot extract a message from inside one.
    rules_word = _("rules")
    meta = Metadata(title=f"{title} — {rules_word}",
                    subject=_("The rules of {game}").format(game=title), language=language)
    hint = DUPLEX_HINTS[Duplex.LONG_EDGE]
    atomic_write(output, write_document(pages, meta, duplex_hint=hint))
    return len(pages)
