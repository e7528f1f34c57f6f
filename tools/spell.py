"""Spell-check every text printkit prints, in each language, with hunspell.

English is read from the extracted templates (locales/printkit.pot and each
game's templates/<game>/locales/messages.pot), the translations from the
catalogs. Words hunspell does not know but that are right
(names, notation, game terms) are listed in locales/spelling/<lang>.txt, and a
game's own in templates/<game>/locales/spelling/<lang>.txt.
Run with `make spell`; needs hunspell and its en_US, pt_BR and pt_PT dictionaries.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

from printkit.glossary import report as glossary_report

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = {
    "en_US": (ROOT / "locales/printkit.pot", "id"),
    "pt_BR": (ROOT / "locales/pt_BR/LC_MESSAGES/printkit.po", "string"),
    "pt_PT": (ROOT / "locales/pt_PT/LC_MESSAGES/printkit.po", "string"),
}
# Placeholders, play notation, square names (d4) and markup are not words.
NOT_WORDS = re.compile(r"\{[a-z_]+\}|\*+|\b\d+[/\w()*]*|\b[a-z]\d{1,2}\b")


def texts(path: Path, field: str) -> str:
    """All the messages of one catalog (msgids or msgstrs), one per line."""
    with path.open("rb") as handle:
        catalog = read_po(handle)
    lines = [str(getattr(m, field)) for m in catalog if m.id and getattr(m, field)]
    return "\n".join(NOT_WORDS.sub(" ", line) for line in lines) + "\n"


def unknown_words(dictionary: str, text: str) -> set[str]:
    """The words hunspell flags in `text`, less the project's accepted ones."""
    result = subprocess.run(["hunspell", "-d", dictionary, "-l"], input=text,
                            capture_output=True, text=True, check=True)
    # Accepted words: printkit's own, and each game's beside its catalogs.
    files = [ROOT / "locales/spelling" / f"{dictionary}.txt",
             *ROOT.glob(f"templates/*/locales/spelling/{dictionary}.txt")]
    accepted = {word for path in files for word in path.read_text(encoding="utf-8").split()}
    return set(result.stdout.split()) - accepted


def main() -> int:
    """Check each language; print the unknown words and fail if there are any."""
    if shutil.which("hunspell") is None:
        print("hunspell is not installed (Debian: apt-get install hunspell hunspell-en-us "
              "hunspell-pt-br hunspell-pt-pt)")
        return 2
    failed = False
    for dictionary, (path, field) in LANGUAGES.items():
        # Games with their own catalogs keep them in templates/<game>/locales/.
        own = "messages.pot" if field == "id" else f"{dictionary}.po"
        paths = [path, *sorted(ROOT.glob(f"templates/*/locales/{own}"))]
        words = unknown_words(dictionary, "".join(texts(p, field) for p in paths))
        print(f"{dictionary}: {'clean' if not words else ' '.join(sorted(words))}")
        failed |= bool(words)
    failed |= glossary_report(ROOT)  # one vocabulary per language: locales/*/glossary.toml
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
