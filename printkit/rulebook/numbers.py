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

_WORDS = {
    "en": {"three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
           "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
           "fifteen": 15, "sixteen": 16, "twenty": 20, "thirty": 30},
    "pt": {"três": 3, "triplo": 3, "quatro": 4, "cinco": 5, "seis": 6, "sete": 7, "oito": 8,
           "nove": 9, "dez": 10, "onze": 11, "doze": 12, "treze": 13, "catorze": 14,
           "quatorze": 14, "quinze": 15, "dezesseis": 16, "dezasseis": 16, "vinte": 20,
           "trinta": 30},
}
# Game terms that contain a number word without stating a number.
_TERMS = {"en": re.compile(r"$^"), "pt": re.compile(r"gam(?:ão|ões) tripl(?:o|os)", re.I)}
_DIGITS = re.compile(r"\d+(?:[.,]\d+)?")
_PLACEHOLDER = re.compile(r"\{[a-z][a-z0-9_]*\}")


def numbers_in(text: str, language: str) -> Counter[str]:
    """The numbers `text` states, by value (as written in digits), with their counts."""
    family = language.split("-")[0]
    text = _TERMS[family].sub(" ", _PLACEHOLDER.sub(" ", text))
    found: Counter[str] = Counter(m.group().replace(",", ".") for m in _DIGITS.finditer(text))
    words = _WORDS[family]
    found.update(str(words[w]) for w in re.findall(r"[^\W\d_]+", text.lower()) if w in words)
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
