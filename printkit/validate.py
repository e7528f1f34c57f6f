"""The rules validator: what the kit prints is checked against the engine and the catalogs."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

from printkit import cache as user_cache
from printkit.art.outlines import has_glyphs
from printkit.art.parts import assembly
from printkit.art.parts.box import BoxParams, modules
from printkit.context import THEMES, Context
from printkit.errors import PrintkitError
from printkit.games import Game, find_game
from printkit.i18n import catalog_entries, load_catalog, untranslated
from printkit.languages import DOMAIN, SOURCE, catalog_path, game_catalog
from printkit.paths import locales_dir
from printkit.rulebook.literals import literal_problems
from printkit.rulebook.model import Diagram
from printkit.rulebook.numbers import number_change
from printkit.rulebook.printed import printed_problems
from printkit.rulebook.proofs import proof_problems
from printkit.rulebook.source import Document, load_rules, messages, placeholders
from printkit.rulebook.translated import translation_problems
from printkit.units import PAPERS

# Text is set in these bundled faces; every character must exist in each.
TEXT_FONTS = ("serif", "serif-bold", "serif-italic", "sans-bold")


def validate(
    game: Game | str, languages: Iterable[str] | None = None, *, allow_incomplete: bool = False,
    ctx: Context | None = None,
) -> list[str]:
    """Return every problem of `game`'s kit as 'lang:file:line: message' (empty when valid);
    `allow_incomplete` passes over missing or fuzzy translations; the board is checked as
    the kit `ctx` draws it, or as every paper and theme draw it."""
    if isinstance(game, str):
        game = find_game(game)
    langs = list(languages or game.languages)
    if ctx is not None or not _own(game):
        return _problems(game, langs, allow_incomplete, ctx)
    # The verdict of one of printkit's own kits depends on printkit's files alone (code,
    # templates, catalogs, fonts), which the user cache's fingerprint covers: an edited
    # file gives a new fingerprint and a fresh check; an unchanged kit is not checked
    # again in every new process.
    key = (game.name, game.chosen, str(game.templates), tuple(langs), allow_incomplete)
    data = user_cache.memo("validate", key, lambda: json.dumps(
        _problems(game, langs, allow_incomplete, None)).encode())
    return list(json.loads(data))


def _own(game: Game) -> bool:
    """Whether `game`'s code and templates are printkit's own (those the user cache's
    fingerprint covers), its chapters' too."""
    return (game.template_folder is None and game.package.startswith("printkit.")
            and all(_own(find_game(name)) for name in game.chapters))


def _problems(game: Game, langs: list[str], allow_incomplete: bool,
              ctx: Context | None) -> list[str]:
    """validate's problems, found."""
    try:
        document = load_rules(game.templates / "rules.md")
    except PrintkitError as exc:
        return [f"{lang}:{exc}" for lang in langs]
    checks = game.checks()
    problems = [f"{document.path}:{line}: {problem}"
                for block in document.diagrams
                for line, problem in (_figure_problems(block) if block.figure
                                      else checks.diagram_problems(block))]
    problems += [f"{document.path}:{line}: {problem}"
                 for line, problem in checks.text_problems(document)]
    problems += _proof_problems(game, document)
    problems += literal_problems(game, document)
    problems += _board_problems(game, ctx)
    found: list[str] = []
    for lang in langs:
        found += [f"{lang}:{p}" for p in problems]
        found += [f"{lang}:{p}"
                  for p in _language_problems(game, document, lang, allow_incomplete)]
    return found + _chapter_problems(game, langs, allow_incomplete, ctx)


def validate_kit(game: Game, languages: Iterable[str] | None = None) -> list[str]:
    """`validate`'s problems, and every finding of an enforced craft rule in the kit as each
    paper, theme, duplex mode and print-shop build draws it."""
    from printkit import craft

    languages = list(languages) if languages is not None else None
    problems = validate(game, languages)
    # The craft check draws the rulebook, which a wrong diagram stops: it runs on rules
    # that pass.
    if craft.ENFORCED and not problems:
        problems += craft_problems(game, languages, craft.ENFORCED)
    return problems


def craft_problems(game: Game, languages: Iterable[str] | None = None,
                   rules: Iterable[str] | None = None) -> list[str]:
    """The craft findings of `game`'s builds (in English, and in each of `languages`) under
    `rules` (default: every rule), one line each (printkit/craft/)."""
    from printkit.craft.check import check_game

    chosen = list(languages) if languages is not None else None
    wanted = set(rules) if rules is not None else None
    return [finding.line() for finding in check_game(game, chosen)
            if wanted is None or finding.rule in wanted]


def _chapter_problems(game: Game, langs: list[str], allow_incomplete: bool,
                      ctx: Context | None) -> list[str]:
    """A compendium's chapters: each game passes the validator, as the compendium draws
    it, and its rules still have the single-kit parts a chapter leaves out."""
    if not game.chapters:
        return []
    # Only a compendium's validation loads the compendium (and its book layout).
    from printkit.compendium import chapter_document

    found: list[str] = []
    for name in game.held:
        chapter = find_game(name)
        try:
            chapter_document(chapter)
        except PrintkitError as exc:
            found += [f"{lang}:{exc}" for lang in langs]
        found += validate(chapter, [lang for lang in langs if lang in chapter.languages],
                          allow_incomplete=allow_incomplete, ctx=ctx)
    return found


def _proof_problems(game: Game, document: Document) -> list[str]:
    """The best:/then:/keeps:/loses: claims solved, neighbors:/guards: read off the board
    (printkit/rulebook/proofs.py)."""
    if not game.engine:
        return []
    rules = game.rules()
    return [f"{document.path}:{line}: {problem}" for block in document.diagrams
            if not block.figure for line, problem in proof_problems(rules, block)]


def _figure_problems(block: Diagram) -> list[tuple[int, str]]:
    """An assembly figure exists, shows nothing else, and every label it shows (B, A1...)
    is printed on the nets it pictures."""
    line = block.line_of("figure")
    if block.figure not in assembly.FIGURES:
        return [(line, f"unknown figure {block.figure!r}: known {', '.join(assembly.FIGURES)}")]
    extra = [key for key in ("position", "dice", "play", "result", "kind") if block.line_of(key)
             != block.line]
    if extra:
        return [(block.line_of(extra[0]), f"a figure shows no {extra[0]}")]
    missing = sorted(_figure_labels(block.figure) - _net_labels())
    if missing:
        return [(line, f"figure {block.figure} shows {', '.join(missing)}, which the nets "
                       "do not print")]
    return []


@cache
def _net_labels() -> frozenset[str]:
    """The labels the box's two nets print (a rulebook shows several figures, each held to
    the same nets)."""
    return _kept_labels("nets", lambda: set().union(
        *(assembly.labels(module) for module in modules(BoxParams()))))


@cache
def _figure_labels(name: str) -> frozenset[str]:
    """The labels assembly figure `name` shows."""
    return _kept_labels(f"figure {name}", lambda: assembly.labels(assembly.figure(name)))


def _kept_labels(what: str, draw: Callable[[], set[str]]) -> frozenset[str]:
    """Labels that depend on printkit's code alone, drawn once and kept in the user cache
    (folding the box in code takes most of a rulebook's check)."""
    data = user_cache.memo("labels", (what,), lambda: json.dumps(sorted(draw())).encode())
    return frozenset(json.loads(data))


def _board_problems(game: Game, ctx: Context | None) -> list[str]:
    """The game's board as the kit `ctx` draws it, or as every paper, theme and bleed do."""
    contexts = [ctx] if ctx else [
        Context(paper=paper, language="en", gettext=untranslated, theme=theme, bleed=bleed)
        for paper in PAPERS.values() for theme in THEMES for bleed in (None, 3.0)]
    found: dict[str, None] = {}
    for each in contexts:
        where = f" ({each.paper.name}, {each.theme}{', bleed' if each.bleed else ''})"
        found.update({problem + where: None for problem in game.checks().board_problems(each)})
    return list(found)


def _language_problems(game: Game, document: Document, lang: str,
                       allow_incomplete: bool) -> Iterator[str]:
    """Catalogs complete, placeholders kept, every character in the fonts."""
    texts = [(m.text, f"{document.path}:{m.line}") for m in messages(document)]
    if lang != SOURCE:
        own = game_catalog(game.templates, lang)
        templates = [locales_dir() / f"{DOMAIN}.pot"]
        try:
            translations, catalog_issues = load_catalog(lang)
            if own is not None:
                extra, extra_issues = load_catalog(lang, own)
                translations = {**translations, **extra}
                catalog_issues += extra_issues
                templates.append(game.templates / "locales" / "messages.pot")
        except PrintkitError as exc:
            yield f"{own or catalog_path(lang)}:0: {exc}"
            return
        if not allow_incomplete:
            yield from catalog_issues
            for template in templates:
                yield from _template_gaps(template, lang, translations)
        for path in (catalog_path(lang), *([own] if own else [])):
            yield from _entry_problems_of(path, lang)
        # Backgammon keeps its rules in the shared catalog.
        yield from translation_problems(game, document, lang, [own or catalog_path(lang)])
        yield from printed_problems(game, document, lang, [own or catalog_path(lang)])
        translated = []
        for text, where in texts:
            target = translations.get(text)
            if target is None:
                if not allow_incomplete:
                    yield f"{where}: no {lang} translation for {text[:50]!r}"
                continue
            translated.append((target, where))
        texts = translated
    yield from _glyph_problems(texts)


# A number (or its placeholder), a plain space and a unit ("50 mm", "{calibration_mm} mm",
# "100 %"): a line may break between them, which the no-break space prevents.
LOOSE_UNIT = re.compile(r"[\d}] (?:mm|cm|g/m²|%|°)(?!\w)")


@cache
def _entry_problems_of(path: Path, lang: str) -> tuple[str, ...]:
    """Every translation keeps the placeholders, numbers, rolls, plays and points of its
    English source; each problem names the catalog entry (kept: a compendium checks the
    shared catalog once per game)."""
    return tuple(_entry_problem_list(path, lang))


def _entry_problem_list(path: Path, lang: str) -> Iterator[str]:
    """_entry_problems_of as found."""
    for msgid, text, line in catalog_entries(path):
        if placeholders(text) != placeholders(msgid):
            yield (f"{path}:{line}: placeholders {sorted(placeholders(text))} in the {lang} "
                   f"text differ from the source's {sorted(placeholders(msgid))} "
                   f"({msgid[:40]!r})")
        change = number_change(msgid, text, lang)
        if change:
            yield f"{path}:{line}: {change} ({msgid[:40]!r})"
        loose = LOOSE_UNIT.search(text)
        if loose:
            yield (f"{path}:{line}: {loose[0]!r}: a number and its unit must not part at a "
                   f"line's end; put a no-break space (U+00A0) between them ({msgid[:40]!r})")


def _template_gaps(template: Path, lang: str, translations: dict[str, str]) -> Iterator[str]:
    """Messages of an extracted template (a .pot) that `lang` lacks; those from a rules
    source are reported against it instead, line by line."""
    if not template.is_file():
        return
    for message in _template(template):
        if not message.id or not isinstance(message.id, str) or message.id in translations:
            continue
        places = [f"{path}:{line}" for path, line in message.locations]
        if any(path.endswith("rules.md") for path, _ in message.locations):
            continue  # reported with its rules source line by _language_problems
        where = places[0] if places else f"{template}:0"
        yield f"{where}: no {lang} translation for {message.id[:50]!r}"


@cache
def _template(path: Path) -> tuple[Any, ...]:
    """The messages of the extracted template at `path`, read once per process."""
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        return tuple(read_po(handle))


def _glyph_problems(texts: list[tuple[str, str]]) -> Iterator[str]:
    # Every character of every text at once: when each font draws them all (as it should),
    # no text needs a look of its own.
    every = "".join(set().union(*(text for text, _ in texts)))
    if not any(has_glyphs(every, font) for font in TEXT_FONTS):
        return
    for text, where in texts:
        for font in TEXT_FONTS:
            missing = has_glyphs(text, font)
            if missing:
                yield f"{where}: font {font} cannot draw {missing!r}"
