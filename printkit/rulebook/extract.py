"""Babel extraction method for rulebook sources, so translators get every rules.md text in a .pot.

babel.cfg maps `templates/**/rules.md` to `extract_rules`; `pybabel extract -F babel.cfg`
then writes one msgid per heading, paragraph, list item and diagram caption.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from printkit.rulebook.source import Message, messages, parse_rules, placeholders

# Babel's (lineno, funcname, message, comments); funcname None means "plain gettext".
Extracted = tuple[int, str | None, str, list[str]]


def extract_rules(
    fileobj: IO[bytes],
    keywords: Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    """Yield one Babel entry per translatable text of the rulebook source in `fileobj`."""
    # keywords and comment_tags are part of Babel's extractor signature; a rules
    # source has no gettext calls or source comments, so both are unused.
    encoding = str(options.get("encoding", "utf-8"))
    text = fileobj.read().decode(encoding)
    document = parse_rules(text, str(getattr(fileobj, "name", "<rules>")))
    for message in messages(document):
        yield message.line, None, message.text, translator_comments(message)


def translator_comments(message: Message) -> list[str]:
    """The notes shown to translators above `message` in the catalog."""
    notes = [f"Rulebook, {message.context}."]
    names = sorted(placeholders(message.text))
    if names:
        shown = ", ".join(f"{{{name}}}" for name in names)
        notes.append(f"Keep {shown} exactly as written: the kit puts a number there.")
    if "*" in message.text:
        notes.append("Keep the *emphasis* and **strong** markers around the matching words.")
    return notes
