"""Spell-check every text printkit prints, in each language, with hunspell.

The languages are those of locales/*/language.toml (and PRINTKIT_DATA's), each
checked with the hunspell dictionary its `spelling` names; a language whose
dictionary is not installed is skipped with a message. English is read from
the extracted templates (locales/printkit.pot and each game's
templates/<game>/locales/messages.pot), the translations from the catalogs.
Words hunspell does not know but that are right (names, notation, game terms)
are listed in locales/spelling/<folder>.txt, and a game's own in
templates/<game>/locales/spelling/<folder>.txt (<folder> is the language's
folder under locales/, or its dictionary's name, e.g. en_US).
Run with `make spell`.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from printkit.games import all_games  # noqa: E402
from printkit.glossary import report as glossary_report  # noqa: E402
from printkit.languages import (  # noqa: E402
    Language,
    catalog_path,
    data_roots,
    game_catalog,
    languages,
)

# Placeholders, play notation, square names (d4) and markup are not words.
NOT_WORDS = re.compile(r"\{[a-z_]+\}|\*+|\b\d+[/\w()*]*|\b[a-z]\d{1,2}\b")


def texts(path: Path, field: str) -> str:
    """All the messages of one catalog (msgids or msgstrs), one per line."""
    with path.open("rb") as handle:
        catalog = read_po(handle)
    # A plural entry holds its forms as a tuple: each form is a text of its own.
    lines = [str(text) for m in catalog if m.id and getattr(m, field)
             for text in (getattr(m, field) if isinstance(getattr(m, field), tuple)
                          else (getattr(m, field),))]
    return "\n".join(NOT_WORDS.sub(" ", line) for line in lines) + "\n"


def catalogs(language: Language) -> tuple[list[Path], str]:
    """The files holding `language`'s texts and the field to read: the English templates'
    msgids, or the language's catalogs' msgstrs (shared, then each game's)."""
    if language.source:
        return [ROOT / "locales/printkit.pot",
                *sorted(ROOT.glob("templates/*/locales/messages.pot"))], "id"
    own = [game_catalog(game.templates, language.tag) for game in all_games().values()]
    return [catalog_path(language.tag), *(path for path in own if path is not None)], "string"


def accepted_words(language: Language) -> set[str]:
    """The words the project accepts in `language`: printkit's own and each game's."""
    names = {f"{language.folder}.txt", f"{language.spelling}.txt"}
    files = [path for root in data_roots() for name in names
             for path in [root / "locales/spelling" / name,
                          *root.glob(f"templates/*/locales/spelling/{name}")]
             if path.is_file()]
    return {word for path in files for word in path.read_text(encoding="utf-8").split()}


def has_dictionary(dictionary: str) -> bool:
    """Whether hunspell can open `dictionary`."""
    result = subprocess.run(["hunspell", "-d", dictionary, "-l"], input="",
                            capture_output=True, text=True)
    return result.returncode == 0 and "Can't open" not in result.stderr


def unknown_words(language: Language) -> set[str]:
    """The words hunspell flags in `language`'s texts, less the accepted ones."""
    paths, field = catalogs(language)
    text = "".join(texts(path, field) for path in paths)
    result = subprocess.run(["hunspell", "-d", language.spelling, "-l"], input=text,
                            capture_output=True, text=True, check=True)
    return set(result.stdout.split()) - accepted_words(language)


def check_spelling(language: Language) -> bool:
    """Print `language`'s unknown words (or why it is skipped); True if there are any."""
    if not language.spelling or not has_dictionary(language.spelling):
        print(f"{language.tag}: skipped, hunspell has no dictionary "
              f"{language.spelling or '(none named)'} here (Debian: hunspell-{language.tag})")
        return False
    if not catalogs(language)[0][0].is_file():
        print(f"{language.tag}: skipped, no catalogs yet (printkit translate new {language.tag})")
        return False
    words = unknown_words(language)
    print(f"{language.tag}: {'clean' if not words else ' '.join(sorted(words))}")
    return bool(words)


def main() -> int:
    """Check each language; print the unknown words and fail if there are any."""
    if shutil.which("hunspell") is None:
        print("hunspell is not installed (Debian: apt-get install hunspell hunspell-en-us "
              "hunspell-pt-br hunspell-pt-pt hunspell-es)")
        return 2
    failed = False
    for language in languages().values():
        failed |= check_spelling(language)
    failed |= glossary_report(ROOT)  # one vocabulary per language: locales/*/glossary.toml
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
