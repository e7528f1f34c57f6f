"""The languages printkit speaks, found as data: each locales/<folder>/language.toml.

A language is a set of files, not code: its language.toml (tag, name, Babel
locale, Pyphen and hunspell dictionaries, quote marks, hyphen rules, side
names, number words), the shared catalog locales/<folder>/LC_MESSAGES/printkit.po
and each game's templates/<game>/locales/<folder>.po. The folders named in
PRINTKIT_DATA (separated like PATH) are searched before the package's own, so a
translator can add or try a language without touching the installed package.
Discovery reads only these small TOML files, once, when a command first asks.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from printkit import paths
from printkit.errors import BadValueError, PrintkitError

SOURCE = "en"  # the language the msgids, rules.md and the code's texts are written in
DOMAIN = "printkit"  # the shared catalog's gettext domain
DATA_VARIABLE = "PRINTKIT_DATA"
LANGUAGE_FILE = "language.toml"
_REQUIRED = ("tag", "name", "locale")
# Words the command line gives a meaning of its own where a tag goes (--lang all).
RESERVED = ("all",)


@dataclass(frozen=True)
class Language:
    """One language as its language.toml describes it."""

    tag: str  # what --lang accepts, BCP 47 ("pt-BR")
    name: str  # its name in itself ("Português do Brasil")
    folder: str  # its folder under locales/ and its catalogs' name ("pt_BR")
    locale: str  # Babel locale for number formats ("pt_BR")
    root: Path  # the data folder its language.toml was found in
    hyphenation: str = ""  # Pyphen dictionary; empty: lines never break inside a word
    spelling: str = ""  # hunspell dictionary for `make spell`; empty: not checked
    quotes: tuple[str, str] = ("“", "”")
    # A line broken at a word's own hyphen repeats it on the next line ("tirá-/-las").
    repeat_hyphen: bool = False
    # False: a word's own hyphen never ends a line (European Portuguese's house style).
    break_at_hyphen: bool = True
    sides: dict[str, str] = field(default_factory=dict)  # English side name -> this language's
    # "cinco" -> (5,), for the validator; a compound word counts as the words English
    # writes for it ("veinticuatro" -> (20, 4), as "twenty-four" counts 20 and 4).
    number_words: dict[str, tuple[int, ...]] = field(default_factory=dict)
    number_terms: str = ""  # regex of game terms that hold a number word but state no number
    # Words of one kind a translation keeps from its English (group -> English regex ->
    # this language's regex): "larger" never becomes "menor", "black" never "vermelhas".
    contrasts: dict[str, dict[str, str]] = field(default_factory=dict)

    @property
    def source(self) -> bool:
        """Whether this is the language the texts are written in (it has no catalogs)."""
        return self.tag == SOURCE

    @property
    def file(self) -> Path:
        """Its language.toml, for error messages."""
        return self.root / "locales" / self.folder / LANGUAGE_FILE

    def pyphen_dictionary(self) -> str:
        """Its hyphenation dictionary ('' for none), checked when text is first set in it."""
        import pyphen

        if self.hyphenation and self.hyphenation not in pyphen.LANGUAGES:
            raise PrintkitError(f"{self.file}: hyphenation {self.hyphenation!r} is not one of "
                                "Pyphen's dictionaries (e.g. es, pt_BR), or \"\" for none")
        return self.hyphenation

    def decimal_sign(self) -> str:
        """Its decimal sign, from Babel's data for its locale."""
        from babel import UnknownLocaleError
        from babel.numbers import get_decimal_symbol

        try:
            return str(get_decimal_symbol(self.locale))
        except (ValueError, UnknownLocaleError):
            raise PrintkitError(f"{self.file}: locale {self.locale!r} is not one Babel knows "
                                "(e.g. es, pt_BR)") from None


def data_roots() -> tuple[Path, ...]:
    """The data folders searched for locales/ and templates/<game>/locales/, first wins:
    those PRINTKIT_DATA names, then the package's own. One that is a file is an error;
    one that does not exist is said once on stderr (`translate new` creates it)."""
    variable = os.environ.get(DATA_VARIABLE, "")
    extra = [Path(part).expanduser() for part in variable.split(os.pathsep) if part]
    for folder in extra:
        if folder.exists() and not folder.is_dir():
            raise PrintkitError(f"{DATA_VARIABLE} names {str(folder)!r}, which is a file: "
                                "give data folders (separated by ':')")
        if not folder.exists():
            _say_missing(str(folder))
    return (*extra, paths.data_root())


@cache
def _say_missing(folder: str) -> None:
    """Tell, once per folder, that a PRINTKIT_DATA folder is not there."""
    import sys

    print(f"note: {DATA_VARIABLE} names {folder!r}, which does not exist (yet): no language "
          "is read from it", file=sys.stderr)


def languages() -> dict[str, Language]:
    """Every language found, by tag: English first, then by tag (read once per process
    and data folders; `forget` reads them again)."""
    return _discover(data_roots())


def forget() -> None:
    """Read the language files again when next asked (after writing one)."""
    _discover.cache_clear()


@cache
def _discover(roots: tuple[Path, ...]) -> dict[str, Language]:
    found: dict[str, Language] = {}
    for root in roots:
        for path in sorted((root / "locales").glob(f"*/{LANGUAGE_FILE}")):
            language = read_language(path, root)
            found.setdefault(language.tag, language)  # an earlier folder overrides a later one
    if SOURCE not in found:
        raise PrintkitError(f"no {SOURCE} language file in {roots[-1] / 'locales'}")
    return dict(sorted(found.items(), key=lambda item: (not item[1].source, item[0].lower())))


def replaced(tag: str) -> Language | None:
    """The language of `tag` when a PRINTKIT_DATA folder's file stands in for printkit's
    own language of that tag (said by `list` and `build`, so it is never silent)."""
    found = languages().get(tag)
    if found is None or found.root == paths.data_root():
        return None
    own = paths.data_root() / "locales"
    for path in own.glob(f"*/{LANGUAGE_FILE}"):
        if read_language(path, paths.data_root()).tag == tag:
            return found
    return None


def read_language(path: Path, root: Path) -> Language:
    """The language described by the language.toml at `path`, or a one-line error naming
    the file (and line) of what is wrong."""
    import tomllib  # only when a command asks for a language: `printkit --help` does not

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise PrintkitError(f"{path}: not a valid language file: {exc}") from None
    missing = [key for key in _REQUIRED if not data.get(key)]
    if missing:
        raise PrintkitError(f"{path}: {', '.join(missing)} missing (a text, e.g. tag = \"es\")")
    wrong = [key for key in _REQUIRED if not isinstance(data[key], str)]
    if wrong:
        raise PrintkitError(f"{path}: {', '.join(wrong)} must be a text in quotes "
                            f"(e.g. tag = \"es\"), not {data[wrong[0]]!r}")
    tag = data["tag"]
    if tag.lower() in RESERVED:
        raise PrintkitError(f"{path}: tag {tag!r} is a word --lang keeps for itself: give a "
                            "language tag like es or pt-BR")
    if not re.fullmatch(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})*", tag):
        raise PrintkitError(f"{path}: tag {tag!r} is not a language tag like es or pt-BR")
    quotes = data.get("quotes", ["“", "”"])
    words = data.get("number_words", {})
    if (not isinstance(quotes, list) or len(quotes) != 2
            or not all(isinstance(q, str) for q in quotes)):
        raise PrintkitError(f"{path}: quotes must be two texts, e.g. [\"«\", \"»\"]")
    if not isinstance(words, dict) or not all(
            isinstance(v, int) or (isinstance(v, list) and v and all(isinstance(n, int) for n in v))
            for v in words.values()):
        raise PrintkitError(f"{path}: number_words must map words to numbers, e.g. cinco = 5 "
                            "or veinticuatro = [20, 4]")
    return Language(
        tag=tag, name=data["name"], folder=path.parent.name, locale=data["locale"], root=root,
        hyphenation=str(data.get("hyphenation", "")), spelling=str(data.get("spelling", "")),
        quotes=(quotes[0], quotes[1]), repeat_hyphen=bool(data.get("repeat_hyphen", False)),
        break_at_hyphen=bool(data.get("break_at_hyphen", True)),
        sides={str(k): str(v) for k, v in data.get("sides", {}).items()},
        number_words={str(k).lower(): tuple(v) if isinstance(v, list) else (v,)
                      for k, v in words.items()},
        number_terms=str(data.get("number_terms", "")),
        contrasts=_contrasts(path, data.get("contrasts", {})),
    )


def _contrasts(path: Path, data: object) -> dict[str, dict[str, str]]:
    """The [contrasts.<group>] tables, each English regex -> this language's regex."""
    if not isinstance(data, dict) or not all(
            isinstance(group, dict) and all(isinstance(v, str) for v in group.values())
            for group in data.values()):
        raise PrintkitError(f"{path}: [contrasts.<group>] must map English words to this "
                            "language's, e.g. larger = \"maior\"")
    for group in data.values():
        for pattern in (*group, *group.values()):
            try:
                re.compile(pattern)
            except re.error as exc:
                raise PrintkitError(
                    f"{path}: contrasts: {pattern!r} is no pattern: {exc}") from None
    return {str(name): {str(k): str(v) for k, v in group.items()}
            for name, group in data.items()}


def find_language(text: str) -> str:
    """Return the canonical tag for `text` ("pt_br" -> "pt-BR") or raise BadValueError
    naming the accepted tags."""
    wanted = text.replace("_", "-").lower()
    for tag in languages():
        if tag.lower() == wanted:
            return tag
    raise BadValueError("language", text, ", ".join(languages()))


def language(tag: str) -> Language:
    """The language of `tag` (canonical, or any case with _ for -)."""
    return languages()[find_language(tag)]


def first_file(relative: Path) -> Path | None:
    """The first data folder's file at `relative` (e.g. locales/es/glossary.toml), if any."""
    for root in data_roots():
        if (root / relative).is_file():
            return root / relative
    return None


def shared_catalog(folder: str) -> Path:
    """Where a data folder keeps the shared catalog of the language in `folder`, relative."""
    return Path("locales") / folder / "LC_MESSAGES" / f"{DOMAIN}.po"


def catalog_path(tag: str) -> Path:
    """The shared .po file that translates printkit into `tag` (where it should be, if
    no data folder has it yet)."""
    lang = language(tag)
    if lang.source:
        raise PrintkitError(f"{tag} is the source language and has no catalog")
    relative = shared_catalog(lang.folder)
    return first_file(relative) or lang.root / relative


def game_catalog(templates: Path, tag: str) -> Path | None:
    """A game's own catalog for `tag` (templates/<game>/locales/<folder>.po), if any: the
    data folders' copies of that game's folder first, then `templates` itself."""
    lang = language(tag)
    if lang.source:
        return None
    name = Path("locales") / f"{lang.folder}.po"
    for root in data_roots()[:-1]:
        if (root / "templates" / templates.name / name).is_file():
            return root / "templates" / templates.name / name
    return templates / name if (templates / name).is_file() else None


def has_catalogs(templates: Path, tag: str) -> bool:
    """Whether `tag` has the catalogs a game with `templates` needs (its own one, where the
    game keeps its texts apart, and the shared one)."""
    if language(tag).source:
        return True
    own_texts = (templates / "locales" / "messages.pot").is_file()
    return catalog_path(tag).is_file() and (not own_texts or game_catalog(templates, tag)
                                            is not None)
