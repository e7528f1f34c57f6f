"""A rule's number that no diagram shows is pinned to the kit value that holds it.

A game's facts.toml may list, in [stated], a phrase of the English rules and the kit
value (printkit/games/*/kit.py `values=`) whose number it states: "scores twice the
cube value" = "gammon_multiple". The phrase must still stand in the rules, stating
that value; a changed phrase is reported at the text most like it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from difflib import SequenceMatcher

from printkit.rulebook.facts import GameFacts
from printkit.rulebook.model import BulletList, Document, Heading, NumberedList, Paragraph

Problem = tuple[int, str]
Text = tuple[int, str, int]  # source line, text, and the number of its section

_WORDS = {"none": 0, "once": 1, "one": 1, "twice": 2, "two": 2, "both": 2, "three": 3,
          "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15}


def texts_of(document: Document) -> list[Text]:
    """Every paragraph and list item of `document`, with its line and section."""
    texts: list[Text] = []
    section = 0
    for block in document.blocks:
        if isinstance(block, Heading):
            section += 1
        elif isinstance(block, Paragraph):
            texts.append((block.line, block.text, section))
        elif isinstance(block, BulletList | NumberedList):
            texts += [(item.line, item.text, section) for item in block.items]
    return texts


def longest_shared(phrase: str, texts: list[Text], default: int) -> int:
    """The line of the text sharing the longest run of characters with `phrase` (a phrase
    with one number changed keeps a long run of its words)."""
    def shared(text: str) -> int:
        matcher = SequenceMatcher(None, phrase, text, autojunk=False)
        return matcher.find_longest_match(0, len(phrase), 0, len(text)).size
    return max(texts, key=lambda each: shared(each[1]), default=(default, "", 0))[0]


def stated_numbers(phrase: str) -> set[int]:
    """The numbers a phrase states, in digits or words."""
    return {int(token) if token.isdigit() else _WORDS[token]
            for token in re.findall(r"\b(\d+|[a-z]+)\b", phrase.lower())
            if token.isdigit() or token in _WORDS}


def stated_problems(document: Document, facts: GameFacts,
                    values: Mapping[str, str]) -> list[Problem]:
    """Each [stated] phrase stands in the rules and states its kit value."""
    found: list[Problem] = []
    texts = texts_of(document)
    captions = [(block.line_of("caption"), block.caption, 0) for block in document.diagrams
                if block.caption]
    for phrase, name in facts.stated.items():
        value = values.get(name)
        if value is None or not value.isdigit():
            found.append((0, f"{facts.source}:1: [stated] {phrase!r} names {name!r}, "
                             "which is no number of the kit's values"))
            continue
        where = next((line for line, text, _ in texts + captions if phrase in text), None)
        if where is None:
            found.append((longest_shared(phrase, texts, 1),
                          f"the rules no longer say {phrase!r}, which states the kit's "
                          f"{name} ({value}); say it, or change facts.toml [stated]"))
        elif int(value) not in stated_numbers(phrase):
            found.append((where, f"{phrase!r} does not state the kit's {name}, {value}"))
    return found
