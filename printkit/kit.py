"""Porcelain: build a game's kit PDF from its recipe, in one call."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from printkit.background import background
from printkit.compendium import book
from printkit.context import Context, KitOptions
from printkit.errors import PrintkitError, ValidationError
from printkit.games import Game
from printkit.i18n import Translator, translator
from printkit.languages import game_catalog
from printkit.layout.booklet import half_page
from printkit.layout.pack import pack
from printkit.layout.sheet import Duplex, Sheet
from printkit.output import atomic_write, atomic_write_all, check_target
from printkit.render.booklet import impose
from printkit.render.kitpdf import DUPLEX_HINTS, kit_document
from printkit.render.pdf import Metadata, pages_of, write_document
from printkit.render.rulebook import rulebook_pdf as set_pages
from printkit.render.text import register_fonts
from printkit.rulebook.pictures import draw_block
from printkit.rulebook.source import load_rules
from printkit.units import find_paper
from printkit.validate import validate

if TYPE_CHECKING:
    from printkit.render.kit_facts import KitFacts
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


@dataclass(frozen=True)
class BuiltKit:
    """The result of a build: where the PDF went and what to print."""

    path: Path
    pages: int
    parts: tuple[int, int]
    rulebook: tuple[int, int] | None
    sheets: int  # of card
    paper_sheets: int = 0  # of plain paper, for the rulebook
    backs: Path | None = None  # with manual duplex, the PDF of backs
    # With manual duplex: pages of the backs file for the card and for the rulebook.
    back_ranges: tuple[tuple[int, int], tuple[int, int]] | None = None
    facts: KitFacts | None = None  # what the kit is, page by page (render/kit_facts.py)


def backs_path(output: Path) -> Path:
    """Where the backs go with manual duplex: beside the kit, '-backs' added to its name."""
    return output.with_name(f"{output.stem}-backs{output.suffix}")


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
    """Draw and pack every sheet of the kit; sheets left with no part are dropped."""
    kit = game.kit()
    sheets: list[Sheet] = []

    def new_sheet(title: str) -> Sheet:
        # Sheet titles only name a sheet in error messages; they are not printed.
        return Sheet(ctx.paper, options.duplex, title=title, name=f"sheet{len(sheets) + 1}",
                     back_offset=options.back_offset,
                     margin=options.sheet_margin)

    for spec in load_sheets(game):
        parts = kit.parts(spec.parts, ctx)
        # No parts: e.g. the second board half where the paper holds the whole board.
        while parts:
            sheet = new_sheet(spec.title)
            parts = pack(sheet, parts, overflow=spec.flow)
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


def rulebook_pdf(game: Game, ctx: Context, duplex: Duplex) -> bytes:
    """The game's rulebook in the kit's language and paper, imposed when a booklet."""
    pdf = set_rulebook(game, ctx)
    if ctx.rulebook == "booklet":
        pdf = impose(pdf, ctx.paper, duplex)
    return pdf


def set_rulebook(game: Game, ctx: Context, report: list[LaidOut] | None = None) -> bytes:
    """The game's rulebook pages (half pages, one after another, when a booklet); with
    `report`, what the layout put on each page is appended there."""
    booklet = ctx.rulebook == "booklet"
    size = half_page(ctx.paper) if booklet else (ctx.paper.width, ctx.paper.height)
    if game.chapters:
        return book(game, ctx, size, report)
    kit = game.kit()
    document = load_rules(game.templates / "rules.md")
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

    def set_rulebook() -> tuple[bytes | None, list[str]]:
        # Texts the rulebook could not translate travel back with it from a child process.
        return rulebook_pdf(game, ctx, options.duplex), tr.missing[before:]

    def rulebook() -> bytes | None:
        pdf, missed = later.result()
        tr.note_missing(missed)
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
    return document


def build_kit(game: Game, options: KitOptions, output: Path) -> BuiltKit:
    """Build the kit of `game` and write it atomically to `output`."""
    check_target(output)
    backs = backs_path(output) if options.duplex is Duplex.MANUAL else None
    document = render_kit(game, options, backs.name if backs else "")
    files = {output: document.pdf}
    if backs is not None and document.backs is not None:
        files[backs] = document.backs
    atomic_write_all(files)  # fronts and backs replace the old pair together, or not at all
    return BuiltKit(path=output, backs=backs, **document.info)


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


def default_output(game: Game, language: str, paper: str) -> Path:
    """The default kit path, build/<game>-<lang>-<paper>.pdf; a compendium narrowed to some
    of its games names them (build/classics-hex-snort-en-a4.pdf), so it keeps the whole."""
    narrowed = "".join(f"-{name}" for name in game.held) if game.held != game.chapters else ""
    return Path("build") / f"{game.name}{narrowed}-{language}-{paper}.pdf"
