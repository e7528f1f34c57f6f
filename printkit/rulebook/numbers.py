"""The numbers a text states, so a translation can be held to its English source.

Digits count exactly, wherever they stand (rolls like 3-1, plays like 8/5,
points, sizes; a decimal comma equals a decimal point). Number words from three
up count as their value, so "five" may become "cinco" or "5". One and two are
left out on purpose: "a/um/uma" are also articles, and "both", "twice",
"os dois" and "em duas camadas" say two without being facts of the rules.
"""

from __future__ import annotations

import re
from collections import Counter

from printkit.languages import language as find_language

_DIGITS = re.compile(r"\d+(?:[.,]\d+)?")
_PLACEHOLDER = re.compile(r"\{[a-z][a-z0-9_]*\}")


def numbers_in(text: str, language: str) -> Counter[str]:
    """The numbers `text` states, by value (as written in digits), with their counts."""
    # Each language file lists its number words and the game terms that hold one.
    spoken = find_language(language)
    text = _PLACEHOLDER.sub(" ", text)
    if spoken.number_terms:
        text = re.sub(spoken.number_terms, " ", text, flags=re.I)
    found: Counter[str] = Counter(m.group().replace(",", ".") for m in _DIGITS.finditer(text))
    words = spoken.number_words
    found.update(str(value) for w in re.findall(r"[^\W\d_]+", text.lower()) if w in words
                 for value in words[w])
    return found


def number_change(source: str, translation: str, language: str) -> str | None:
    """Say how `translation` changes the numbers of its English `source`, or None."""
    want, got = numbers_in(source, "en"), numbers_in(translation, language)
    if want == got:
        return None
    missing = sorted((want - got).elements(), key=float)
    extra = sorted((got - want).elements(), key=float)
    parts = ([f"lacks {', '.join(missing)}"] if missing else []) + (
        [f"adds {', '.join(extra)}"] if extra else [])
    return f"the {language} text changes the numbers of its English source: {'; '.join(parts)}"
