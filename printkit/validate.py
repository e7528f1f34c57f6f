"""The rules validator: what the kit prints is checked against the engine and the catalogs."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from printkit.errors import PrintkitError
from printkit.games.backgammon.engine import Position, apply_play
from printkit.games.backgammon.notation import parse_position
from printkit.i18n import DOMAIN, LANGUAGES, catalog_path, load_catalog
from printkit.paths import locales_dir
from printkit.rulebook import diagrams
from printkit.rulebook.source import (
    Diagram,
    Document,
    load_rules,
    messages,
    placeholders,
    rules_path,
)

# Text is set in these bundled faces; every character must exist in each.
TEXT_FONTS = ("serif", "serif-bold", "serif-italic", "sans-bold")


def validate(
    game: str, languages: Iterable[str] | None = None, *, allow_incomplete: bool = False
) -> list[str]:
    """Return every problem of `game`'s kit as 'lang:file:line: message' (empty when valid);
    `allow_incomplete` passes over missing or fuzzy translations."""
    langs = list(languages or LANGUAGES)
    path = rules_path(game)
    try:
        document = load_rules(path)
    except PrintkitError as exc:
        return [f"{lang}:{exc}" for lang in langs]
    problems = list(_diagram_problems(document))
    problems += _board_problems()
    found: list[str] = []
    for lang in langs:
        found += [f"{lang}:{p}" for p in problems]
        found += [f"{lang}:{p}" for p in _language_problems(document, lang, allow_incomplete)]
    return found


def _diagram_problems(document: Document) -> Iterator[str]:
    """Setup diagrams show the start; example plays are legal and lead to the stated result."""
    start = Position.start()
    for block in document.diagrams:
        where = f"{document.path}:{block.line}"
        try:
            resolved = diagrams.resolve(block)
        except PrintkitError as exc:
            yield f"{where}: {exc}"
            continue
        if block.kind == "setup" and resolved.position != start:
            yield f"{where}: setup diagram differs from the engine's start position"
        if block.result and resolved.play is not None:
            yield from _result_problems(block, resolved.position, resolved.play, where)


def _result_problems(block: Diagram, position: Position, play: diagrams.Play,
                     where: str) -> Iterator[str]:
    try:
        stated = parse_position(block.result or "")
    except PrintkitError as exc:
        yield f"{where}: result: {exc}"
        return
    if apply_play(position, play) != stated:
        yield f"{where}: the stated result is not the position after {block.play}"


def _board_problems() -> list[str]:
    """The board's printed setup marks must be the engine's start position."""
    from printkit.art import board
    from printkit.art.board import BoardParams, setup_layout

    where = board.__file__  # the marks are drawn there, so that is where to look
    marks = setup_layout(BoardParams())
    start = Position.start().layout()
    if marks.points != start.points:
        return [f"{where}:1: the board's setup marks differ from the engine's start position"]
    return []


def _language_problems(document: Document, lang: str, allow_incomplete: bool) -> Iterator[str]:
    """Catalog complete, placeholders kept, every character in the fonts."""
    texts = [(m.text, f"{document.path}:{m.line}") for m in messages(document)]
    if LANGUAGES[lang] is not None:
        try:
            translations, catalog_issues = load_catalog(lang)
        except PrintkitError as exc:
            yield f"{catalog_path(lang)}:0: {exc}"
            return
        if not allow_incomplete:
            yield from catalog_issues
        if not allow_incomplete:
            yield from _template_gaps(lang, translations)
        translated = []
        for text, where in texts:
            target = translations.get(text)
            if target is None:
                if not allow_incomplete:
                    yield f"{where}: no {lang} translation for {text[:50]!r}"
                continue
            if placeholders(target) != placeholders(text):
                yield (f"{where}: placeholders {sorted(placeholders(target))} in the {lang} "
                       f"text differ from the source's {sorted(placeholders(text))}")
            translated.append((target, where))
        texts = translated
    yield from _glyph_problems(texts)


def _template_gaps(lang: str, translations: dict[str, str]) -> Iterator[str]:
    """Messages of the extracted template (locales/printkit.pot) that `lang` lacks; those
    from the rules source are reported against it instead, line by line."""
    from babel.messages.pofile import read_po

    template = locales_dir() / f"{DOMAIN}.pot"
    with template.open("rb") as handle:
        catalog = read_po(handle)
    for message in catalog:
        if not message.id or not isinstance(message.id, str) or message.id in translations:
            continue
        places = [f"{path}:{line}" for path, line in message.locations]
        if any(path.endswith("rules.md") for path, _ in message.locations):
            continue  # reported with its rules source line by _language_problems
        where = places[0] if places else f"{template}:0"
        yield f"{where}: no {lang} translation for {message.id[:50]!r}"


def _glyph_problems(texts: list[tuple[str, str]]) -> Iterator[str]:
    from printkit.art.outlines import has_glyphs

    for text, where in texts:
        for font in TEXT_FONTS:
            missing = has_glyphs(text, font)
            if missing:
                yield f"{where}: font {font} cannot draw {missing!r}"
