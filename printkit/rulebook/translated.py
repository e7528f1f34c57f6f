"""Each translation keeps the cells, numbers and sides of its English source.

A translated caption or paragraph names the same cells and digits in the same order,
and the same sides in the same order, through the language's own side names
(locales/<folder>/language.toml, table [sides]); any language with catalogs is
checked, as its folder's language file says how it names the sides.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from printkit.i18n import catalog_entries
from printkit.languages import language
from printkit.rulebook.facts import Board, GameFacts, cells_in
from printkit.rulebook.literals import facts_of
from printkit.rulebook.model import Document
from printkit.rulebook.source import messages

if TYPE_CHECKING:
    from printkit.games import Game

# House letters a translation may use as words ("a", "e", "o" are articles or
# conjunctions in Portuguese and Spanish), so only the others are compared.
_WORDLIKE_HOUSES = set("aAeEoO")


def side_names(lang: str) -> Mapping[str, str]:
    """The language's side names (English -> its own), from its language.toml."""
    return language(lang).sides


def sides_used(lang: str, texts: Iterable[str]) -> dict[str, str]:
    """The side names of `lang`'s language file that `texts` (a catalog's) use: a side a
    catalog translates otherwise ("pretas" for "Negras") cannot be compared, so only the
    names it does use are read as sides."""
    used = " ".join(texts)
    return {english: own for english, own in side_names(lang).items()
            if re.search(rf"(?<!\w){re.escape(own)}(?!\w)", used, re.I)}


def translation_problems(game: Game, document: Document, lang: str,
                         catalogs: list[Path]) -> Iterator[str]:
    """Each catalog entry of the rules names the same cells as its English source, and
    its sides in the same order; each problem names the entry as 'file:line'."""
    yield from _translation_report(game, document, lang, tuple(catalogs))


@cache
def _translation_report(game: Game, document: Document, lang: str,
                        catalogs: tuple[Path, ...]) -> tuple[str, ...]:
    """translation_problems, kept: a compendium checks each chapter once per language."""
    return tuple(_translation_problems(game, document, lang, catalogs))


def _translation_problems(game: Game, document: Document, lang: str,
                          catalogs: tuple[Path, ...]) -> Iterator[str]:
    """translation_problems as found."""
    facts, _ = facts_of(game)
    kinds = {m.text: m.context for m in messages(document)}
    for path in catalogs:
        entries = catalog_entries(path)
        names = sides_used(lang, [text for _, text, _ in entries])
        for msgid, text, line in entries:
            kind = kinds.get(msgid)
            if kind is None or "heading" in kind or kind == "title":
                continue  # a title may name the sides ("Gatos & Cães") where English does not
            if text == msgid:
                continue  # a word-for-word copy keeps every cell, side and word it has
            caption = kind.startswith("diagram caption")
            for problem in _entry_changes(msgid, text, facts, names, lang, caption):
                yield f"{path}:{line}: {problem} ({msgid[:40]!r})"
            for problem in contrast_changes(msgid, text, language(lang).contrasts):
                yield f"{path}:{line}: the {lang} text {problem} ({msgid[:40]!r})"


def contrast_changes(msgid: str, text: str,
                     contrasts: Mapping[str, Mapping[str, str]]) -> Iterator[str]:
    """How a translation changes its English source's words of one kind (larger or
    smaller, straight or diagonal, a color, won or lost): it may leave one out or repeat
    one, as its grammar needs, but not say one its English does not."""
    for group, words in contrasts.items():
        said = _words_in(msgid, {english: english for english in words})
        if not said:
            continue  # the English says none of them: the translation's are other words
        told = _words_in(text, words)
        added = [word for word in dict.fromkeys(told) if word not in said]
        if added:
            yield (f"says {' and '.join(_first(w) for w in added)} ({group}) where its English "
                   f"says only {' and '.join(_first(w) for w in dict.fromkeys(said))}")
            continue
        # A word changed into another the translation says elsewhere ("a black piece" as
        # "una ficha blanca" beside "la ficha blanca"): in each clause whose English says
        # some, the translation says them in order (some may be left out) or says the same
        # ones (a list in another order, a word repeated).
        for english_part, own_part in _parts(msgid, text):
            part_said = _words_in(english_part, {e: e for e in words})
            part_told = _words_in(own_part, words)
            if part_said and not (_within(part_told, part_said)
                                  or set(part_told) == set(part_said)):
                yield (f"says {' then '.join(_first(w) for w in part_told)} ({group}) in "
                       f"{own_part.strip()[:40]!r} where its English says "
                       f"{' then '.join(_first(w) for w in part_said) or 'none'}")
                break


def _words_in(text: str, words: Mapping[str, str]) -> list[str]:
    """The English patterns of `words` whose own pattern `text` says, in order."""
    found: dict[int, str] = {}
    for english, own in words.items():
        for match in _word(own).finditer(text):
            found.setdefault(match.start(), english)
    return [found[start] for start in sorted(found)]


@cache
def _word(pattern: str) -> re.Pattern[str]:
    """`pattern` as whole words in any case, compiled once."""
    return re.compile(rf"(?<!\w)(?:{pattern})(?!\w)", re.I)


def _first(pattern: str) -> str:
    """An English pattern's first word, to name it."""
    return re.sub(r"[^\w ]", "", pattern.split("|")[0].split("(")[0])


def _entry_changes(msgid: str, text: str, facts: GameFacts, names: Mapping[str, str],
                   lang: str, caption: bool) -> Iterator[str]:
    """How a translation changes the cells or sides of its English source (a paragraph
    may leave a side unnamed, "whoever moves first"; a caption may not)."""
    board = facts.start
    if board is not None:
        want, got = (Counter(c for c in cells_in(t, board) if c not in _WORDLIKE_HOUSES)
                     + Counter(_listed_houses(t, board)) for t in (msgid, text))
        if want != got:
            missing, extra = sorted((want - got).elements()), sorted((got - want).elements())
            parts = ([f"lacks {', '.join(missing)}"] if missing else []) + (
                [f"adds {', '.join(extra)}"] if extra else [])
            yield f"the {lang} text changes the cells of its English source: {'; '.join(parts)}"
        else:
            # Same cells and digits in another order: "B holds 3 and A holds 2" is not
            # "B tem 2 e A tem 3" (no translation today needs another order).
            english, translated = _cells_and_digits(msgid, board), _cells_and_digits(text, board)
            if sorted(english) == sorted(translated) and english != translated:
                yield (f"the {lang} text names {' '.join(translated)} where its English "
                       f"source names {' '.join(english)}, in that order")
    sides = {token: forms for token, forms in facts.sides.items()
             if all(form in names for form in forms)}
    english = _side_order(msgid, sides, {})
    # A side the English does not name counts only with its capital ("as Brancas"): in
    # lower case it may be a color ("peças pretas" for "black checkers").
    capitals = _side_order(text, sides, names, capitals=True)
    translated = [side for side in _side_order(text, sides, names)
                  if side in english or side in capitals]
    if (caption and english != translated) or (
            [side for side in english if side in translated] != translated):
        yield (f"the {lang} text names the sides {_shown(translated, facts, names)} where its "
               f"English source names {_shown(english, facts, {})}")
        return
    # Every mention, not only the first: "Black owns the top, White the sides" swapped
    # within the sentence keeps the first mentions but not the sequence. A translation
    # may leave a mention out (a pronoun for a name), but not add or reorder one.
    said = _mentions(msgid, sides, {})
    told = [side for side in _mentions(text, sides, names) if side in english]
    if not _within(told, said):
        yield (f"the {lang} text names the sides in the order {_shown(told, facts, names)}"
               f" where its English source has {_shown(said, facts, {})}")
        return
    # Dropping mentions hides a swap within a sentence ("the dogs run out first" as "os
    # gatos ..."), so where both split into as many clauses (or sentences), each part's
    # mentions must start as its English part's do.
    for english_part, own_part in _parts(msgid, text):
        part_said = _mentions(english_part, sides, {})
        part_told = [s for s in _mentions(own_part, sides, names) if s in english]
        if part_told != part_said[:len(part_told)]:
            yield (f"the {lang} text names the sides {_shown(part_told, facts, names)} in "
                   f"{own_part.strip()[:40]!r} where its English source has "
                   f"{_shown(part_said, facts, {})}")
            return


def _parts(msgid: str, text: str) -> list[tuple[str, str]]:
    """The English and translated clauses (at . ; :) side by side where both have as
    many, else their sentences where both have as many, else none."""
    for pattern in (r"(?<=[.;:])\s+", r"(?<=[.!?])\s+"):
        english, own = re.split(pattern, msgid), re.split(pattern, text)
        if len(english) == len(own):
            return list(zip(english, own, strict=True))
    return []


def _listed_houses(text: str, board: Board) -> list[str]:
    """The house a (or A) where `text` lists it before another house ("a, c ou f"), as
    an article never stands so ("e" may: "d, e, f" is "la d, la e, la f" in Spanish)."""
    if board.files:
        return []
    return [letter for letter in re.findall(r"(?<![\w'’-])([aA])(?=, [b-dfB-DF](?![\w'’-]))",
                                            text) if letter in board.cells]


def _cells_and_digits(text: str, board: Board) -> list[str]:
    """The cells and the numbers in digits that `text` names, in order."""
    if board.files:
        found = re.findall(r"(?<![A-Za-z0-9])([a-z]\d{1,2}|\d+)(?![A-Za-z0-9])", text)
    else:
        found = re.findall(r"(?<![\w'’-])([b-dfB-DF]|\d+)(?![\w'’-])", text)
    return [token for token in found if token[0].isdigit() or token in board.cells]


def _side_order(text: str, sides: Mapping[str, tuple[str, ...]], names: Mapping[str, str],
                *, capitals: bool = False) -> list[str]:
    """The sides `text` names, in the order of their first mention (English capitalized
    names only with their capital: "the white piece" is no side; a translation's in any
    case, as translators write "as brancas" and "as Brancas", unless `capitals`)."""
    first: dict[str, int] = {}
    for token, forms in sides.items():
        for form in forms:
            word = names.get(form, form)
            flags = 0 if (word[:1].isupper() and (capitals or _as_english(word, form, names))
                          ) else re.I
            match = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, flags)
            if match and match.start() < first.get(token, len(text) + 1):
                first[token] = match.start()
    return sorted(first, key=first.__getitem__)


def _as_english(word: str, form: str, names: Mapping[str, str]) -> bool:
    """Whether a side's `word` is read as the English reads its names: in the English
    itself, and in a translation that names the side with the English word (British
    English "Black"), where "a black stone" is a colour just as in its source."""
    return not names or word == form


def _mentions(text: str, sides: Mapping[str, tuple[str, ...]],
              names: Mapping[str, str]) -> list[str]:
    """Every mention of a side in `text`, in order (as _side_order reads names)."""
    found: dict[int, tuple[int, str]] = {}
    for token, forms in sides.items():
        for form in forms:
            word = names.get(form, form)
            flags = 0 if (word[:1].isupper() and _as_english(word, form, names)) else re.I
            for match in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text, flags):
                found.setdefault(match.start(), (match.end(), token))
    ordered, end = [], -1
    for start in sorted(found):
        if start >= end:  # "Black" inside a longer form already counted is not a mention
            end, token = found[start]
            ordered.append(token)
    return ordered


def _within(part: list[str], whole: list[str]) -> bool:
    """Whether `part` is `whole` with some items left out, in order."""
    rest = iter(whole)
    return all(item in rest for item in part)


def _shown(order: list[str], facts: GameFacts, names: Mapping[str, str]) -> str:
    """Sides as the language names them, in order."""
    if not order:
        return "none"
    return ", ".join(names.get(facts.sides[t][0], facts.sides[t][0]) for t in order)
