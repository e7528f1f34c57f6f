"""Every printed text of a kit, not only its rulebook, keeps the cells, counts and sides of
its English source in each translation.

Pad notes ("Write the house each player sows, a to f for South and A to F for
North"), part labels, box words and cover facts are catalog entries like the rules'
paragraphs; each is held to the rulebook translation checks (translated.py): the same
cells and digits in the same order, and the sides, through the language's side names,
never added or reordered. (Numbers and placeholders of every entry are checked in
validate.py already.)
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from printkit.i18n import catalog_entries
from printkit.rulebook.literals import facts_of
from printkit.rulebook.model import Document
from printkit.rulebook.source import messages
from printkit.rulebook.translated import _entry_changes, contrast_changes, sides_used

if TYPE_CHECKING:
    from printkit.games import Game


def printed_problems(game: Game, document: Document, lang: str,
                     catalogs: list[Path]) -> Iterator[str]:
    """Each catalog entry printed outside the rulebook keeps its English source's cells,
    counts and sides; each problem names the entry as 'file:line'."""
    yield from _printed_report(game, document, lang, tuple(catalogs))


@cache
def _printed_report(game: Game, document: Document, lang: str,
                    catalogs: tuple[Path, ...]) -> tuple[str, ...]:
    """printed_problems, kept per game and language."""
    from printkit.languages import language

    facts, _ = facts_of(game)
    in_rules = {message.text for message in messages(document)}
    # The title may name the sides where English does not ("Gatos & Cães" for "Snort").
    titles = {game.title}
    found: list[str] = []
    for path in catalogs:
        entries = catalog_entries(path)
        names = sides_used(lang, [text for _, text, _ in entries])
        for msgid, text, line in entries:
            if msgid in in_rules or msgid in titles or not text:
                continue
            for problem in _entry_changes(msgid, text, facts, names, lang, False):
                found.append(f"{path}:{line}: {problem} ({msgid[:40]!r})")
            for problem in contrast_changes(msgid, text, language(lang).contrasts):
                found.append(f"{path}:{line}: the {lang} text {problem} ({msgid[:40]!r})")
    return tuple(found)
