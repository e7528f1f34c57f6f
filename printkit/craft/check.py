"""The craft check of a kit: its sheets, the claims its texts make and its rulebook pages,
as one build draws them (`check_built`) or as every paper, theme, duplex mode and
print-shop build draws them (`check_game`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

from printkit import craft
from printkit.art.parts.box_geometry import Plan, plans
from printkit.context import THEMES, Context, KitOptions
from printkit.craft.claims import claim_findings, claimed_facts, read_claims, rulebook_findings
from printkit.craft.findings import Finding
from printkit.craft.pages import page_findings
from printkit.craft.sheets import Where, sheet_findings
from printkit.errors import ValidationError
from printkit.games import Game
from printkit.i18n import english_ngettext, untranslated
from printkit.layout.sheet import Duplex, Sheet
from printkit.render.kit_facts import (
    CALIBRATION_PAGE,
    SCREEN_PAGES,
    KitFacts,
    kit_facts,
    sheet_order,
)
from printkit.render.layout_report import LaidOut as Laid
from printkit.render.screen import print_steps
from printkit.units import PAPERS

if TYPE_CHECKING:
    from printkit.i18n import Gettext



def label(game: Game, options: KitOptions) -> str:
    """How a finding names the kit as built: file stem, then the duplex mode and any theme
    or print-shop option ("hex-en-a4 short-edge high-contrast")."""
    extra = [options.duplex.value]
    extra += [options.theme] if options.theme != "classic" else []
    extra += ["print-shop"] if options.print_shop else []
    return f"{game.name}-{options.language}-{options.paper.name} {' '.join(extra)}"


def box_plans(game: Game, ctx: Context) -> tuple[dict[str, Plan], tuple[str, ...]]:
    """The flat plans of the kit's box modules by part name, and the titles its walls and
    lid print, for the wall check."""
    from printkit.games.manifest import box_params

    manifest = getattr(game.kit(), "manifest", None)
    if manifest is None or manifest.box is None:
        return {}, ()
    params = box_params(manifest, ctx)
    a, b = _plans(params)
    titles = (params.title, *(n.strip() for n in params.names.split(";") if n.strip()))
    return {"box-a": a, "box-b": b}, titles


@cache
def _plans(params: Any) -> tuple[Plan, Plan]:
    """The box's flat plans, worked out once per process for each set of parameters (every
    paper, theme and duplex mode of a kit checks the same box)."""
    return plans(params)


def sheet_facts(sheets: Sequence[Sheet], rulebook_pages: int, options: KitOptions,
                backs_name: str = "") -> KitFacts:
    """The facts page 2 states about a kit of `sheets`, as kitpdf lays the kit out."""
    return kit_facts(sheet_order(list(sheets)), paper=options.paper.name,
                     duplex=options.duplex.value,
                     screen_pages=0 if options.print_shop else SCREEN_PAGES,
                     rulebook_pages=rulebook_pages + rulebook_pages % 2,
                     backs_file=backs_name)


def plan_text(facts: KitFacts) -> str:
    """What page 2 says about the kit's sheets, in English, from `facts`."""
    return "\n".join(print_steps(facts, untranslated, english_ngettext))


def check_built(game: Game, options: KitOptions, ctx: Context, sheets: Sequence[Sheet],
                laid: Sequence[Laid] = (), text: str = "") -> list[Finding]:
    """What the craft rules find wrong with one build: its `sheets`, its rulebook as `laid`
    out, and `text`, what it says about itself in English (none: not checked)."""
    where = label(game, options)
    walls, titles = box_plans(game, ctx)
    found: list[Finding] = []
    ordered = sheet_order(list(sheets))
    printed = sheet_facts(ordered, 0, options)  # the pages each sheet prints on
    for sheet, pages in zip(ordered, printed.sheets, strict=True):
        manual = options.duplex is Duplex.MANUAL
        at = Where(where, pages.front, options.print_shop, options.page_bleed,
                   back_page=pages.back, backs="backs file" if manual else "")
        found += sheet_findings(sheet, at, walls, titles)
    if text or options.print_shop:
        # Numbered as printed, so page 2's page ranges can be held to the sheets.
        facts = claimed_facts(printed, ordered)
        page = None if facts.calibration_sheet else CALIBRATION_PAGE
        if options.print_shop:
            # No cover and no calibration page: neither the CLI's plan nor the book may
            # send the reader to them.
            page = None
            found += claim_findings(facts, read_claims(text), where, 1, page, required=False)
        elif text:
            found += claim_findings(facts, read_claims(text, CALIBRATION_PAGE), where,
                                    CALIBRATION_PAGE, page)
        # The rulebook's own words about the kit ("cut out both halves"), paragraph by
        # paragraph, in the English it is checked in.
        if options.language == "en":
            found += rulebook_findings(facts, laid, f"{where} rulebook", page)
    found += page_findings(laid, f"{where} rulebook")
    return found


def check_build(game: Game, options: KitOptions, ctx: Context, sheets: Sequence[Sheet],
                laid: Sequence[Laid], info: Mapping[str, Any], backs_name: str = "",
                ) -> list[Finding]:
    """The craft check of one build, from what it drew: its sheets, its rulebook's layout
    and the page ranges (`info`) its page 2 states; that page's claims are read in
    English only."""
    facts = info.get("facts")
    text = plan_text(facts) if options.language == "en" and facts is not None else ""
    return check_built(game, options, ctx, sheets, laid, text)


def enforce(findings: Sequence[Finding]) -> None:
    """Refuse the kit, as the rules validator does, when a finding's rule is enforced."""
    blocking = [f.line() for f in findings if f.rule in craft.ENFORCED]
    if blocking:
        raise ValidationError(blocking)


def variants(game: Game, papers: Iterable[str] = tuple(PAPERS)) -> list[KitOptions]:
    """Every build the craft check covers: each paper, duplex mode and theme, and each
    paper and duplex mode for a print shop."""
    found = []
    for paper in papers:
        for duplex in Duplex:
            base = KitOptions(paper=PAPERS[paper], duplex=duplex)
            found += [replace(base, theme=theme) for theme in THEMES]
            found.append(replace(base, print_shop=True))
    return found


def check_game(game: Game, languages: Sequence[str] | None = None) -> list[Finding]:
    """The craft check over every build of `game` in English (`variants`) and, in each other
    of its `languages` (default: all), over each paper's sheets and rulebook, which its
    words reflow."""
    from printkit.kit import make_sheets

    found: dict[Finding, None] = {}
    rulebooks: dict[tuple[str, str], list[Laid]] = {}
    others = [lang for lang in (languages or game.languages) if lang != "en"]
    translated = [KitOptions(language=lang, paper=paper) for lang in others
                  for paper in PAPERS.values()]
    for each in [*variants(game), *translated]:
        ctx = _context(game, each)
        sheets = make_sheets(game, ctx, each)
        key = (each.language, each.paper.name)
        classic = each.theme == "classic" and not each.print_shop
        laid: Sequence[Laid] = ()
        if each.theme == "classic" and each.duplex is Duplex.LONG_EDGE:
            laid = rulebooks.setdefault(key, _laid_out(game, ctx))
        text = ""
        if classic and each.language == "en":
            pages = max((r.page for r in rulebooks.get(key, ())), default=0)
            text = plan_text(sheet_facts(sheets, pages, each))
        found.update(dict.fromkeys(check_built(game, each, ctx, sheets, laid, text)))
    return list(found)


def _context(game: Game, options: KitOptions) -> Context:
    """What the kit's recipe draws with in this build, its words in the build's language."""
    gettext: Gettext = untranslated
    if options.language != "en":
        from printkit.i18n import translator
        from printkit.languages import game_catalog

        gettext = translator(options.language, allow_incomplete=True,
                             extra=game_catalog(game.templates, options.language)).gettext
    return Context(paper=options.paper, language=options.language, gettext=gettext,
                   theme=options.theme, bleed=options.part_bleed)


def _laid_out(game: Game, ctx: Context) -> list[Laid]:
    """Where the rulebook's pages put each paragraph and diagram, in `ctx`'s language."""
    from printkit.kit import set_rulebook

    records: list[Laid] = []
    set_rulebook(game, ctx, records)
    return records
