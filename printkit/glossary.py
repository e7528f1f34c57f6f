"""Check that each translation keeps its language's glossary (locales/<folder>/glossary.toml)."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from babel.messages.pofile import read_po

from printkit.languages import shared_catalog

# A determiner (and maybe one adjective) before an English term marks it as a noun.
DETERMINER = (r"(?:the|a|an|your|their|its|each|every|this|that|one|no|another|any)\s+"
              r"(?:(?:first|last|next|same|whole|opening|own|single|legal|safe|new|other)\s+)?")


def words(forms: list[str], before: str = "") -> re.Pattern[str]:
    """A case-insensitive pattern matching any of `forms` as whole words, after `before`."""
    alternatives = sorted((re.escape(form).replace(r"\ ", r"\s+") for form in forms), key=len,
                          reverse=True)
    return re.compile(rf"(?<!\w){before}(?:{'|'.join(alternatives)})(?!\w)", re.IGNORECASE)


@dataclass(frozen=True)
class Term:
    """One glossary row: an English term, its one translation and the variants it forbids."""

    en: str
    target: str
    english: re.Pattern[str]
    noun: re.Pattern[str]
    own: re.Pattern[str]
    translated: re.Pattern[str]
    forbidden: re.Pattern[str] | None


def load(path: Path) -> list[Term]:
    """The terms of one glossary file."""
    terms = []
    for row in tomllib.loads(path.read_text(encoding="utf-8")).get("term", []):
        english = [row["en"], *row.get("en_forms", [])]
        terms.append(Term(row["en"], row["target"], words(english), words(english, DETERMINER),
                          words([row["target"]]), words([row["target"], *row.get("forms", [])]),
                          words(row["forbidden"]) if row.get("forbidden") else None))
    return terms


def check_text(terms: list[Term], source: str, text: str) -> list[str]:
    """What is wrong with one translation `text` of the English `source`, one line per slip."""
    present = [term for term in terms if term.english.search(source)]
    # "home" inside "home board" is the longer term's mention, not a term of its own.
    spans = {term: [m.span() for m in term.english.finditer(source)] for term in present}
    present = [term for term in present
               if not all(any(o is not term and a <= s and e <= b and (a, b) != (s, e)
                              for o in present for a, b in spans[o])
                          for s, e in spans[term])]
    found = []
    for term in present:
        slip = term.forbidden.search(text) if term.forbidden else None
        # A forbidden word may still be right for another term of the same sentence
        # ("peças" for the pieces in "the board and the parts ... for the pieces").
        if slip and not any(other.translated.fullmatch(slip[0]) for other in present):
            found.append(f"'{term.en}' is '{term.target}' here, not '{slip[0]}'")
        # Only a noun must keep its word: a verb ("turns", "moves") is said in many ways.
        if term.translated.search(text) or not term.noun.search(source):
            continue
        # Another term's own word where this term's is missing is a slip, unless that word
        # also renders a term of this sentence ("casa" for "point" beside "home").
        for other in terms:
            used = other.own.search(text) if other not in present else None
            if used and not any(p.translated.fullmatch(used[0]) for p in present):
                found.append(f"'{term.en}' is '{term.target}' here, not '{used[0]}' "
                             f"(the word for '{other.en}')")
                break  # one report per term is enough to find the slip
    return found


def check_catalog(terms: list[Term], path: Path, shown: str) -> list[str]:
    """`shown:line: problem` for every entry of the catalog at `path` that breaks the glossary."""
    with path.open("rb") as handle:
        catalog = read_po(handle)
    return [f"{shown}:{message.lineno}: {problem}" for message in catalog
            if message.id and message.string
            for problem in check_text(terms, str(message.id), str(message.string))]


def check(root: Path) -> list[str]:
    """Every glossary slip in every catalog of every language folder that has a glossary."""
    problems = []
    for glossary in sorted(root.glob("locales/*/glossary.toml")):
        folder = glossary.parent.name
        terms = load(glossary)
        catalogs = [root / shared_catalog(folder),
                    *sorted(root.glob(f"templates/*/locales/{folder}.po"))]
        problems += [problem for path in catalogs if path.exists()
                     for problem in check_catalog(terms, path, str(path.relative_to(root)))]
    return problems


def report(root: Path) -> bool:
    """Print every glossary slip under `root` (or that there is none); True if there are any."""
    problems = check(root)
    print("\n".join(problems) if problems else "glossary: clean")
    return bool(problems)
