"""Every cell, number and side a rulebook names is backed by a fact, in every language.

- A caption's cells are cells of its diagram (the play, the pieces shown, the legal
  moves of either side before and after the play, the claims), it names the play's own
  cell when it names any, its numbers are counts the diagram shows (seeds, pieces,
  legal, winning or safe moves, captures, dice) and its sides are the side to move, the
  next one or the winner.
- A number in the prose is a fact the kit or the engine knows, a rank or row of the
  board, or a phrase of the game's facts.toml allow-list, which says why it stands.
- A translation names the same cells, and the same sides in the same order (through the
  language's own side names, locales/<folder>/language.toml), as its English source.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from printkit.errors import PrintkitError
from printkit.paths import locales_dir
from printkit.rulebook.facts import (
    Board,
    DiagramFacts,
    GameFacts,
    cells_in,
    diagram_facts,
    game_facts,
    off_board,
)
from printkit.rulebook.model import Diagram, Document
from printkit.rulebook.source import messages

if TYPE_CHECKING:
    from printkit.games import Game

Problem = tuple[int, str]

_UNITS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
          "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
          "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
          "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
_WORD = "|".join([*_TENS, *_UNITS])
_NUMBER_WORD = re.compile(
    rf"\b(?:({_WORD})\s+hundred|({'|'.join(_TENS)})-({'|'.join(_UNITS)})|({_WORD}))\b", re.I)
_DIGITS = re.compile(r"(?<![\w.,-])(\d+)(?![\w-]|[.,]\d)")
# A rank, row, file or column the words name ("ranks 1 and 2", "row 1 to row 11").
_COORDINATES = re.compile(
    r"\b(?:ranks?|rows?|files?|columns?),?\s+\d+(?:(?:,\s*|\s+(?:and|or|to)\s+(?:rank\s+|row\s+)?)"
    r"\d+)*", re.I)
_PLACEHOLDER = re.compile(r"\{[a-z][a-z0-9_]*\}")
# A point of a backgammon-like board the words name: "the 6-point", "points 7 to 12",
# "the point printed 12", a step of a play ("8/5", "bar/20", "3/off").
_POINTS = re.compile(
    r"\b\d+-point\b|\b(?:points?|one) (?:printed |numbered )?\d+(?:(?:,\s*|\s+(?:and|or|to|down to)"
    r"\s+)\d+)*|\b(?:\d+|bar)/(?:\d+|off)\b", re.I)
_ROLL = re.compile(r"\b[1-6]-[1-6]\b")
# Always allowed: the print scale every kit asks for.
_ALWAYS = {"at 100%": "the kit is printed at full size"}
# House letters a translation may use as words ("a", "e", "o" are articles or
# conjunctions in Portuguese and Spanish), so only the others are compared.
_WORDLIKE_HOUSES = set("aAeEoO")


def english_numbers(text: str, *, ones: bool) -> list[int]:
    """The numbers an English `text` states, in digits or words (`ones`: count "one" too;
    in running text it is mostly an article or a pronoun)."""
    text = _PLACEHOLDER.sub(" ", text)
    found = [int(m.group(1)) for m in _DIGITS.finditer(text)]
    for match in _NUMBER_WORD.finditer(text):
        hundreds, tens, unit, word = match.groups()
        if hundreds:
            found.append(_value(hundreds) * 100)
        elif tens:
            found.append(_TENS[tens.lower()] + _UNITS[unit.lower()])
        elif ones or word.lower() != "one":
            found.append(_value(word))
    return found


def _value(word: str) -> int:
    """The value of one number word."""
    word = word.lower()
    return _UNITS.get(word, _TENS.get(word, 0))


def _facts(game: Game) -> tuple[GameFacts, Any]:
    """The game's facts and its engine (None for a compendium)."""
    kit = game.kit()
    rules: Any
    try:
        rules = game.rules()
    except PrintkitError:
        rules = None  # a compendium has no engine of its own
    values = tuple(sorted((str(k), str(v)) for k, v in kit.rule_values().items()))
    return game_facts(game.templates, rules, values), rules


def literal_problems(game: Game, document: Document) -> list[str]:
    """Every caption literal its diagram does not back, and every prose number no fact
    or allow-list entry backs, as 'file:line: what'."""
    return [f"{document.path}:{line}: {what}" if line else what
            for line, what in _literal_problems(game, document)]


def _literal_problems(game: Game, document: Document) -> list[Problem]:
    """literal_problems by source line (0: the line is in the message)."""
    facts, rules = _facts(game)
    found: list[Problem] = []
    if rules is not None and facts.start is not None:
        for block in document.diagrams:
            if block.caption and not block.figure:
                shown = diagram_facts(rules, block)
                if shown is not None:
                    found += _caption_problems(block, shown, facts, facts.start)
    if facts.start is not None or facts.points:
        found += _prose_problems(document, facts)
    if rules is not None:
        found += _first_mover_problems(document, facts, rules)
    return found


def _first_mover_problems(document: Document, facts: GameFacts, rules: Any) -> list[Problem]:
    """A side the prose says moves first is the side to move in the engine's start."""
    from printkit.rulebook.facts import side_to_move

    first = side_to_move(rules, rules.start())
    found: list[Problem] = []
    for message in messages(document):
        for token, names in facts.sides.items():
            for name in names:
                flags = 0 if name[:1].isupper() else re.I
                pattern = (rf"(?<!\w){re.escape(name)}(?!\w)(?: \w+){{0,2}}? "
                           r"(?:moves?|plays?|goes|go|starts?) first\b")
                if token != first and re.search(pattern, message.text, flags):
                    found.append((message.line, f"the text has {name} move first; in the "
                                                "engine's start position "
                                                f"{facts.sides[first][0]} is to move"))
    return found


def _caption_problems(block: Diagram, shown: DiagramFacts, facts: GameFacts,
                      board: Board) -> list[Problem]:
    """The caption's cells, numbers and sides are its diagram's."""
    caption = block.caption or ""
    line = block.line_of("caption")
    found: list[Problem] = []
    named = cells_in(caption, board)
    found += [(line, f"the caption names {cell}, which is not on the board")
              for cell in off_board(caption, board)]
    for cell in dict.fromkeys(named):
        if cell not in shown.cells and cell not in facts.named:
            found.append((line, f"the caption names {cell}, which its diagram does not show: "
                                "not a cell of the play, the pieces, the legal moves or a claim"))
    if named and shown.play_cells and not shown.play_cells & set(named):
        found.append((line, f"the caption names {', '.join(dict.fromkeys(named))} but not "
                            f"the play's {', '.join(sorted(shown.play_cells))}"))
    text, coordinates = _split_coordinates(_ROLL.sub(" ", _strip_cells(caption, board)))
    size = max(board.files, board.ranks)
    found += [(line, f"the caption names rank or row {n}; the board has {size}")
              for n in coordinates if not 1 <= n <= size]
    for number in dict.fromkeys(english_numbers(text, ones=False)):
        if number not in shown.numbers:
            found.append((line, f"the caption says {number}, which its diagram does not "
                                "show: no count of pieces, seeds, moves or captures is "
                                f"{number}"))
    found += _mover_problems(caption, line, shown, facts)
    found += _owner_problems(caption, line, shown, facts)
    for token, names in facts.sides.items():
        said = [name for name in names if _mentions(caption, name)]
        if said and token not in shown.sides and block.kind != "setup":
            found.append((line, f"the caption names {said[0]}, who is neither to move, "
                                "next to move nor the winner in its diagram"))
    return found


_MOVER = (r"(?: (?:must|may|can|is|are))? (?:to (?:play|move)\b|(?:move|play|sow|swap|answer"
          r"|take|capture)s?\b(?! first)(?P<next> next)?)")


def _mover_problems(caption: str, line: int, shown: DiagramFacts,
                    facts: GameFacts) -> list[Problem]:
    """A side the caption has move ("Black to play", "South sows") is the side to move,
    and one it has move next ("Black moves next") the side to move after the play."""
    found: list[Problem] = []
    for token, names in facts.sides.items():
        for name in names:
            flags = 0 if name[:1].isupper() else re.I
            for match in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w){_MOVER}", caption,
                                     flags):
                expected = shown.next_side if match.group("next") else shown.mover
                if expected and token != expected:
                    when = "after the play" if match.group("next") else "in its diagram"
                    found.append((line, f"the caption has {name} move, but "
                                        f"{facts.sides[expected][0]} is to move {when}"))
    return found


def _owner_problems(caption: str, line: int, shown: DiagramFacts,
                    facts: GameFacts) -> list[Problem]:
    """A cell the caption gives a side ("White's piece on d6", "North's A") holds that
    side's piece in the diagram (or, on a board of houses, is that side's house)."""
    held = shown.owners
    found: list[Problem] = []
    for token, names in facts.sides.items():
        for name in names:
            flags = 0 if name[:1].isupper() else re.I
            pattern = rf"(?<!\w){re.escape(name)}['’]s?(?=((?: [\w]+[,.;:]?){{1,4}}))"
            for match in re.finditer(pattern, caption, flags):
                words = [word.strip(",.;:") for word in match.group(1).split()]
                cell = next((word for word in words if word in held), None)
                if cell is not None and held[cell] != token and held[cell] in facts.sides:
                    found.append((line, f"the caption gives {cell} to {name}, but it is "
                                        f"{facts.sides[held[cell]][0]}'s in its diagram"))
    return found


def _strip_cells(text: str, board: Board) -> str:
    """`text` without its cell names, so their digits are not read as numbers."""
    if not board.files:
        return text
    return re.sub(r"(?<![A-Za-z0-9])[a-z]\d{1,2}(?![A-Za-z0-9])", " ", text)


def _split_coordinates(text: str) -> tuple[str, list[int]]:
    """`text` without the ranks and rows it names, and those numbers."""
    numbers = [int(n) for m in _COORDINATES.finditer(text) for n in re.findall(r"\d+", m[0])]
    return _COORDINATES.sub(" ", text), numbers


def _mentions(text: str, name: str) -> bool:
    """Whether `text` names side `name` as one who plays (a capitalized name only with its
    capital; "North's A" names a house, not a turn)."""
    flags = 0 if name[:1].isupper() else re.I
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w|['’]s\b|s?['’])", text,
                     flags) is not None


def _prose_problems(document: Document, facts: GameFacts) -> list[Problem]:
    """Each number of the prose is a fact, a board coordinate or an allowed phrase."""
    found: list[Problem] = []
    allowed = {**_ALWAYS, **facts.allowed}
    size = max(facts.start.files, facts.start.ranks) if facts.start else 0
    used: set[str] = set()
    captions = {block.caption for block in document.diagrams}
    for message in messages(document):
        if message.text in captions:
            continue
        text = message.text
        for phrase in allowed:
            if phrase in text:
                used.add(phrase)
                text = text.replace(phrase, " ")
        if facts.start is not None:
            text = _strip_cells(text, facts.start)
        if facts.points:
            named = [int(n) for m in _POINTS.finditer(text) for n in re.findall(r"\d+", m[0])]
            found += [(message.line, f"the text names point {n}; the board has "
                                     f"{facts.points}") for n in named
                      if not 1 <= n <= facts.points]
            text = _POINTS.sub(" ", text)
        text, coordinates = _split_coordinates(_ROLL.sub(" ", text))
        found += [(message.line, f"the text names rank or row {n}; the board has {size}")
                  for n in coordinates if size and not 1 <= n <= size]
        if facts.start is not None:
            found += [(message.line, f"the text gives the board as {a} by {b}; it is "
                                     f"{facts.start.ranks} by {facts.start.files}")
                      for a, b in re.findall(r"\b(\d+) by (\d+)\b", text)
                      if facts.start.files and sorted((int(a), int(b))) != sorted(
                          (facts.start.ranks, facts.start.files))]
        for number in dict.fromkeys(english_numbers(text, ones=False)):
            if number not in facts.numbers:
                found.append((message.line, f"the text says {number}, which is no fact the "
                                            "kit or the engine knows (nor a phrase allowed "
                                            "in facts.toml)"))
    source = facts.source
    for phrase in facts.allowed:
        if phrase not in used and source is not None:
            found.append((0, f"{source}: allowed phrase {phrase!r} is not in the rules"))
    return found


@cache
def side_names(lang: str) -> Mapping[str, str]:
    """The language's side names (English -> its own), from its language.toml."""
    from printkit.i18n import LANGUAGES

    folder = LANGUAGES.get(lang) or lang.replace("-", "_")
    path = locales_dir() / folder / "language.toml"
    if not path.is_file():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {str(k): str(v) for k, v in data.get("sides", {}).items()}


def translation_problems(game: Game, document: Document, lang: str,
                         catalogs: list[Path]) -> Iterator[str]:
    """Each catalog entry of the rules names the same cells as its English source, and
    its sides in the same order; each problem names the entry as 'file:line'."""
    from printkit.i18n import catalog_entries

    facts, _ = _facts(game)
    kinds = {m.text: m.context for m in messages(document)}
    for path in catalogs:
        entries = catalog_entries(path)
        # A side this book translates otherwise than the language file ("pretas" for
        # "Negras") cannot be compared; the language file names the sides to use.
        used = " ".join(text for _, text, _ in entries)
        names = {english: own for english, own in side_names(lang).items()
                 if re.search(rf"(?<!\w){re.escape(own)}(?!\w)", used, re.I)}
        for msgid, text, line in entries:
            kind = kinds.get(msgid)
            if kind is None or "heading" in kind or kind == "title":
                continue  # a title may name the sides ("Gatos & Cães") where English does not
            caption = kind.startswith("diagram caption")
            for problem in _entry_changes(msgid, text, facts, names, lang, caption):
                yield f"{path}:{line}: {problem} ({msgid[:40]!r})"


def _entry_changes(msgid: str, text: str, facts: GameFacts, names: Mapping[str, str],
                   lang: str, caption: bool) -> Iterator[str]:
    """How a translation changes the cells or sides of its English source (a paragraph
    may leave a side unnamed, "whoever moves first"; a caption may not)."""
    board = facts.start
    if board is not None:
        want, got = (Counter(c for c in cells_in(t, board) if c not in _WORDLIKE_HOUSES)
                     for t in (msgid, text))
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
    # Only the sides the English names: a translation may say "peças pretas" for "black
    # checkers", a color and no side.
    translated = [side for side in _side_order(text, sides, names) if side in english]
    if (caption and english != translated) or (
            [side for side in english if side in translated] != translated):
        yield (f"the {lang} text names the sides {_shown(translated, facts, names)} where its "
               f"English source names {_shown(english, facts, {})}")


def _cells_and_digits(text: str, board: Board) -> list[str]:
    """The cells and the numbers in digits that `text` names, in order."""
    if board.files:
        found = re.findall(r"(?<![A-Za-z0-9])([a-z]\d{1,2}|\d+)(?![A-Za-z0-9])", text)
    else:
        found = re.findall(r"(?<![\w'’-])([b-dfB-DF]|\d+)(?![\w'’-])", text)
    return [token for token in found if token[0].isdigit() or token in board.cells]


def _side_order(text: str, sides: Mapping[str, tuple[str, ...]],
                names: Mapping[str, str]) -> list[str]:
    """The sides `text` names, in the order of their first mention (English capitalized
    names only with their capital: "the white piece" is no side; a translation's in any
    case, as translators write "as brancas" and "as Brancas")."""
    first: dict[str, int] = {}
    for token, forms in sides.items():
        for form in forms:
            word = names.get(form, form)
            flags = 0 if (word[:1].isupper() and not names) else re.I
            match = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, flags)
            if match and match.start() < first.get(token, len(text) + 1):
                first[token] = match.start()
    return sorted(first, key=first.__getitem__)


def _shown(order: list[str], facts: GameFacts, names: Mapping[str, str]) -> str:
    """Sides as the language names them, in order."""
    if not order:
        return "none"
    return ", ".join(names.get(facts.sides[t][0], facts.sides[t][0]) for t in order)
