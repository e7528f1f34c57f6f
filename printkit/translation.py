"""A translator's view of the catalogs: how complete each game is, and a new language's files."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from printkit.context import Context
from printkit.errors import PrintkitError, shown
from printkit.games import Game, all_games, find_game
from printkit.i18n import read_catalog, untranslated
from printkit.languages import (
    DOMAIN,
    LANGUAGE_FILE,
    RESERVED,
    catalog_path,
    data_roots,
    find_language,
    forget,
    game_catalog,
    language,
    languages,
    shared_catalog,
)
from printkit.output import atomic_write_all
from printkit.paths import locales_dir
from printkit.units import PAPERS
from printkit.validate import validate


@dataclass(frozen=True)
class Count:
    """How many of a template's messages a catalog translates, leaves fuzzy or lacks."""

    translated: int = 0
    fuzzy: int = 0
    missing: int = 0

    def __add__(self, other: Count) -> Count:
        return Count(self.translated + other.translated, self.fuzzy + other.fuzzy,
                     self.missing + other.missing)

    @property
    def total(self) -> int:
        """Every message of the template."""
        return self.translated + self.fuzzy + self.missing

    @property
    def percent(self) -> int:
        """The share translated, rounded down so that 100 means done."""
        return 100 * self.translated // self.total if self.total else 100


@cache
def _read(path: Path) -> dict[str, tuple[str, bool]]:
    """The entries of the .po or .pot at `path`: msgid -> (translation, fuzzy)."""
    # Named by its language folder: locales/<folder>/LC_MESSAGES/x.po or .../<folder>.po.
    catalog = read_catalog(path, path.parent.parent.name if path.parent.name == "LC_MESSAGES"
                           else path.stem)
    return {m.id: (str(m.string or ""), m.fuzzy) for m in catalog
            if m.id and isinstance(m.id, str)}


def count(template: Path, catalog: Path) -> Count:
    """How far `catalog` (where missing: not started) translates the messages of `template`."""
    entries = _read(catalog) if catalog.is_file() else {}
    result = Count()
    for msgid in _read(template):
        text, fuzzy = entries.get(msgid, ("", False))
        result += Count(1, 0, 0) if text and not fuzzy else Count(0, 1, 0) if fuzzy and text \
            else Count(0, 0, 1)
    return result


def catalogs(game: Game, tag: str) -> list[tuple[Path, Path]]:
    """The (template, catalog) pairs a kit of `game` in `tag` uses: the shared one, its own
    and, for a compendium, its chapters'; a catalog not written yet is where it would be."""
    pairs = [(locales_dir() / f"{DOMAIN}.pot", catalog_path(tag))]
    for each in (game, *(find_game(name) for name in game.chapters)):
        template = each.templates / "locales" / "messages.pot"
        if template.is_file():
            own = game_catalog(each.templates, tag)
            pairs.append((template, own or template.with_name(f"{language(tag).folder}.po")))
    return pairs


def game_count(game: Game, tag: str) -> Count:
    """How complete `tag` is for everything a kit of `game` prints."""
    total = Count()
    for template, catalog in catalogs(game, tag):
        total += count(template, catalog)
    return total


def unfinished(games: list[Game], tags: list[str]) -> set[tuple[str, str]]:
    """The (game, language) pairs of `games` x `tags` whose catalogs have fuzzy or missing
    entries: a build refuses them unless --allow-incomplete."""
    return {(game.name, tag) for game in games for tag in tags
            if not language(tag).source and tag in game.languages
            and (counted := game_count(game, tag)).total != counted.translated}


def new_language(tag: str, root: Path | None = None) -> list[Path]:
    """Write the files of language `tag` that are missing, under the data folder `root`
    (default: its language file's, or the first one searched): a language.toml and an
    empty glossary.toml to fill, and every catalog, shared and per game, from today's
    English templates. Returns the files written; a file that exists is kept."""
    known = [other for other in languages() if other.lower() == tag.lower()]
    if known:
        spoken = language(find_language(tag))
        if spoken.source:
            raise PrintkitError(f"{spoken.tag} is the language printkit is written in: "
                                "it has no catalogs to translate")
        tag, folder, root = spoken.tag, spoken.folder, root or spoken.root
        files: dict[Path, str] = {}
    else:
        folder, locale = _new_tag(tag)
        root = root or data_roots()[0]
        files = {root / "locales" / folder / LANGUAGE_FILE: _language_file(tag, folder, locale)}
    files[root / "locales" / folder / "glossary.toml"] = GLOSSARY.format(tag=tag)
    templates = [(locales_dir() / f"{DOMAIN}.pot", root / shared_catalog(folder))]
    templates += [(game.templates / "locales" / "messages.pot",
                   root / "templates" / game.templates.name / "locales" / f"{folder}.po")
                  for game in all_games().values()
                  if (game.templates / "locales" / "messages.pot").is_file()]
    # All at once, so an interrupted run leaves the old files only, not half a language.
    new = {path: text.encode("utf-8") for path, text in files.items() if not path.exists()}
    new |= {catalog: _init_catalog(template, folder) for template, catalog in templates
            if not catalog.exists()}
    atomic_write_all(new, data=True)
    forget()  # the language just written is one of them now
    return list(new)


def _new_tag(tag: str) -> tuple[str, object]:
    """The folder and Babel locale of a new language `tag`, or an error naming the tag."""
    from babel import Locale, UnknownLocaleError

    if tag.lower() in RESERVED:
        raise PrintkitError(f"invalid language tag {shown(tag)}: a word --lang keeps for itself; "
                            "accepted a tag like es, fr or es-MX")
    if not re.fullmatch(r"[a-z]{2,3}(-[A-Z][A-Za-z0-9]{1,7})?", tag):
        raise PrintkitError(f"invalid language tag {shown(tag)}: accepted a tag like es, fr or "
                            "es-MX (lower-case language, then an upper-case region)")
    folder = tag.replace("-", "_")
    try:
        return folder, Locale.parse(folder)
    except (ValueError, UnknownLocaleError):
        raise PrintkitError(f"invalid language tag {shown(tag)}: Babel has no locale {folder}, "
                            "so printkit could not write its numbers") from None


def _init_catalog(template: Path, folder: str) -> bytes:
    """A new, empty catalog of `template`'s messages (with their notes) for `folder`."""
    from io import BytesIO

    from babel.messages.pofile import read_po, write_po

    with template.open("rb") as handle:
        messages = read_po(handle, locale=folder)
    messages.locale = folder  # Babel's setter parses the name
    messages.fuzzy = False
    buffer = BytesIO()
    write_po(buffer, messages, width=0, sort_by_file=True)
    return buffer.getvalue()


def _language_file(tag: str, folder: str, locale: object) -> str:
    """A language.toml for `tag` to fill, with what Babel and Pyphen already know."""
    import pyphen


    english = language("en")
    name = str(getattr(locale, "display_name", "") or tag)
    hyphenation = folder if folder in pyphen.LANGUAGES else folder.split("_")[0]
    hyphenation = hyphenation if hyphenation in pyphen.LANGUAGES else ""
    # A key with a space ("first player") must be quoted in TOML.
    sides = "\n".join(f'"{side}" = "{side}"  # to translate' for side in english.sides)
    return LANGUAGE_TEMPLATE.format(tag=tag, name=name[:1].upper() + name[1:], locale=folder,
                                    hyphenation=hyphenation, spelling=folder, sides=sides)


LANGUAGE_TEMPLATE = '''\
# What printkit needs to know about a language besides its catalogs
# (written by `printkit translate new`; check each line).
tag = "{tag}"
name = "{name}"
locale = "{locale}"
hyphenation = "{hyphenation}"
spelling = "{spelling}"
quotes = ["“", "”"]
repeat_hyphen = false
break_at_hyphen = true

# The sides of the games as this language names them (English -> this language).
[sides]
{sides}

# Number words the validator counts as numbers, from three up, e.g. "five" = 5.
[number_words]
'''

GLOSSARY = '''\
# {tag} glossary: one term in this language for each English game term, used in
# every book. Fill it first, then translate the catalogs with it. One entry each:
#
# [[term]]
# en = "piece"
# en_forms = ["pieces"]
# target = "..."
# forms = ["..."]
# forbidden = []
# note = "what the term means here"
'''


def language_problems(game: Game, tag: str) -> list[str]:
    """What the validator finds wrong with `game` in `tag`, less the entries not yet
    translated (which the counts say): placeholders, numbers, glyphs, broken catalogs."""
    # One paper and theme: the board's checks do not depend on the language.
    ctx = Context(paper=PAPERS["a4"], language=tag, gettext=untranslated)
    return validate(game, [tag], allow_incomplete=True, ctx=ctx)
