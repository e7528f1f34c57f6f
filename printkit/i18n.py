"""Translating printkit's texts with the gettext catalogs of a language (read with Babel)."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from printkit.errors import PrintkitError
from printkit.languages import SOURCE, catalog_path, language

Gettext = Callable[[str], str]
NGettext = Callable[[str, str, int], str]  # singular, plural, count -> the form for count


def english_ngettext(singular: str, plural: str, count: int) -> str:
    """English plural choice (one, or anything else), for text never translated."""
    return singular if count == 1 else plural


def untranslated(message: str) -> str:
    """A Gettext that leaves every message in English (the default where none is given)."""
    return message


def N_(message: str) -> str:
    """Mark `message` for extraction without translating it yet (translated where shown)."""
    return message


def decimal(value: float, tag: str, *, signed: bool = False) -> str:
    """A number as the language `tag` writes it in prose: its decimal sign from Babel's
    locale data (a comma in Portuguese and Spanish), and a true minus sign (with
    `signed`, a plus sign too)."""
    text = f"{value + 0.0:{'+' if signed else ''}g}".replace("-", "\u2212")
    return text.replace(".", language(tag).decimal_sign())


@dataclass
class Translator:
    """Translates English msgids into one language; records problems instead of guessing."""

    language: str
    messages: dict[str, str] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)
    source: bool = False  # the language the msgids are written in: nothing to translate

    def gettext(self, msgid: str) -> str:
        """Return the translation of `msgid`, or `msgid` itself for English."""
        if self.source:
            return msgid
        try:
            return self.messages[msgid]
        except KeyError:
            self.note_missing([msgid])
            return msgid

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        """The form of `singular`/`plural` the language uses for `count`, by its catalog's
        Plural-Forms rule; English where the catalog has no such entry (noted missing)."""
        if self.source:
            return english_ngettext(singular, plural, count)
        forms, choose = plural_forms(self.language)
        found = forms.get(singular, ())
        index = choose(count)
        if index < len(found) and found[index]:
            return found[index]
        self.note_missing([singular])
        return english_ngettext(singular, plural, count)

    def note_missing(self, msgids: list[str]) -> None:
        """Record texts that have no translation, each once (also those met elsewhere,
        such as in a child process that set the rulebook)."""
        self.missing += [m for m in dict.fromkeys(msgids) if m not in self.missing]


# One line of a .po file: a comment, a keyword and its quoted text, or more quoted text.
_PO_LINE = re.compile(r'\s*(?:#.*|(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+)?'
                      r'(?:"(?:[^"\\]|\\.)*")?\s*')


def read_catalog(path: Path, language: str) -> Any:
    """The Babel catalog at `path`, or a one-line error naming its first bad line."""
    from babel.messages.pofile import read_po

    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = path.read_bytes()[: exc.start].count(b"\n") + 1
        raise PrintkitError(f"catalog for {language} is unreadable: {path}:{bad}: "
                            "not UTF-8") from None
    for number, line in enumerate(text.splitlines(), start=1):
        if not _PO_LINE.fullmatch(line) or line.lstrip().startswith("msg") and '"' not in line:
            raise PrintkitError(f"catalog for {language} is unreadable: {path}:{number}: "
                                f"not gettext syntax: {line[:60]!r}")
    try:
        return read_po(io.BytesIO(text.encode("utf-8")), abort_invalid=True)
    except Exception as exc:  # Babel raises several kinds on a broken file
        raise PrintkitError(f"catalog for {language} is unreadable: {path}: {exc}") from None


@cache
def catalog_entries(path: Path) -> tuple[tuple[str, str, int], ...]:
    """The translated entries of the catalog at `path`: (msgid, translation, line)."""
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        catalog = read_po(handle)
    return tuple((m.id, str(m.string), m.lineno or 0) for m in catalog
                 if m.id and isinstance(m.id, str) and m.string and not m.fuzzy)


@cache
def plural_forms(language: str) -> tuple[dict[str, tuple[str, ...]], Callable[[int], int]]:
    """The plural entries of `language`'s shared catalog (singular msgid -> its forms) and
    the catalog's rule choosing a form for a count."""
    import gettext

    catalog = read_catalog(catalog_path(language), language)
    forms = {str(m.id[0]): tuple(str(s) for s in m.string) for m in catalog
             if isinstance(m.id, tuple) and not m.fuzzy and all(m.string)}
    return forms, gettext.c2py(catalog.plural_expr)


@cache
def load_catalog(
    language: str, path: Path | None = None
) -> tuple[dict[str, str], tuple[str, ...]]:
    """Read the shared catalog of `language`, or the one at `path`: (translations, problems
    as 'file:line: message')."""
    path = path or catalog_path(language)
    if not path.is_file():
        raise PrintkitError(f"catalog missing for {language}: {path}")
    catalog = read_catalog(path, language)
    messages: dict[str, str] = {}
    problems: list[str] = []
    for message in catalog:
        if not message.id or not isinstance(message.id, str):
            continue
        line = message.lineno or 0
        if message.fuzzy:
            problems.append(f"{path}:{line}: fuzzy entry {message.id[:50]!r}")
        elif not message.string:
            problems.append(f"{path}:{line}: untranslated entry {message.id[:50]!r}")
        else:
            messages[message.id] = str(message.string)
    return messages, tuple(problems)


def translator(
    language: str, *, allow_incomplete: bool = False, extra: Path | None = None
) -> Translator:
    """Return a Translator for `language` (the shared catalog, and a game's own `extra` one),
    refusing an incomplete catalog unless allowed."""
    if language == SOURCE:
        return Translator(SOURCE, source=True)
    messages, problems = load_catalog(language)
    if extra is not None:
        own, own_problems = load_catalog(language, extra)
        messages, problems = {**messages, **own}, problems + own_problems
    if problems and not allow_incomplete:
        shown = "; ".join(problems[:3]) + ("; ..." if len(problems) > 3 else "")
        raise PrintkitError(
            f"the {language} catalog has {len(problems)} untranslated or fuzzy entries "
            f"({shown}); finish it or pass --allow-incomplete"
        )
    return Translator(language, dict(messages))
