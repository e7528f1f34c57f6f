"""Every cell, number and side a rulebook names is backed by a fact, in every language.

- A caption's cells are cells of its diagram (the play, the pieces shown, the legal
  moves of either side before and after the play, the claims), it names the play's own
  cell when it names any, its numbers are counts the diagram shows (seeds, pieces,
  legal, winning or safe moves, captures, dice) and its sides are the side to move, the
  next one or the winner.
- A number in the prose is a fact the kit or the engine knows, a rank or row of the
  board, or a phrase of the game's facts.toml allow-list, which says why it stands.
(Translations are held to their English source in printkit/rulebook/translated.py.)
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

from printkit.errors import PrintkitError
from printkit.rulebook.facts import (
    Board,
    DiagramFacts,
    GameFacts,
    board_of,
    cells_in,
    diagram_facts,
    game_facts,
    listed,
    name_flags,
    off_board,
    side_to_move,
)
from printkit.rulebook.geometry import geometry_problems
from printkit.rulebook.model import (
    Diagram,
    Document,
    Heading,
    Paragraph,
)
from printkit.rulebook.points import (
    entry_problems,
    point_caption_problems,
    point_facts,
    score_caption_problems,
)
from printkit.rulebook.roles import lead_problems, role_problems
from printkit.rulebook.source import messages
from printkit.rulebook.stated import longest_shared, stated_problems, texts_of
from printkit.rulebook.verdicts import verdict_problems

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


def facts_of(game: Game) -> tuple[GameFacts, Any]:
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
    return list(_literal_report(game, document))


@cache
def _literal_report(game: Game, document: Document) -> tuple[str, ...]:
    """literal_problems, kept: a compendium checks each chapter once per language."""
    return tuple(f"{document.path}:{line}: {what}" if line else what
                 for line, what in _literal_problems(game, document))


def _literal_problems(game: Game, document: Document) -> list[Problem]:
    """literal_problems by source line (0: the line is in the message)."""
    facts, rules = facts_of(game)
    found: list[Problem] = []
    if rules is not None and facts.start is not None:
        for block in document.diagrams:
            if block.caption and not block.figure:
                shown = diagram_facts(rules, block)
                if shown is not None:
                    found += _caption_problems(block, shown, facts, facts.start)
                found += verdict_problems(rules, block, block.line_of("caption"), facts.sides)
                found += geometry_problems(rules, block)
        found += _lead_problems(document, rules, facts.start)
    if facts.start is not None or facts.points:
        found += _prose_problems(document, facts)
    if rules is not None:
        found += _first_mover_problems(document, facts, rules)
    if facts.start is not None and facts.start.files:
        found += _home_rank_problems(document, facts, rules)
    if facts.start is not None:
        found += _prose_cell_problems(document, facts, facts.start)
        found += _named_owner_problems(document, facts)
    values = dict(game.kit().rule_values()) | _compendium_values(game)
    if rules is not None and facts.points:
        for block in document.diagrams:
            shown_points = point_facts(rules, block) if block.caption else None
            if shown_points is not None:
                found += point_caption_problems(block.caption or "", block.line_of("caption"),
                                                shown_points, facts.sides)
            found += score_caption_problems(block, values)
        found += entry_problems(document, facts.points)
    found += _player_problems(document, _players(game, rules))
    return found + _pinned_rule_problems(document) + stated_problems(document, facts, values)


def _lead_problems(document: Document, rules: Any, start: Board) -> list[Problem]:
    """Each paragraph right before a diagram says of its moves what the diagram shows."""
    found: list[Problem] = []
    for block, following in zip(document.blocks, document.blocks[1:], strict=False):
        if isinstance(block, Paragraph) and isinstance(following, Diagram) and (
                not following.figure):
            shown = diagram_facts(rules, following)
            if shown is not None:
                found += lead_problems(block.text, block.line, shown, start)
    return found


def _compendium_values(game: Game) -> dict[str, str]:
    """What a compendium's pages may state of its games: how many use dice."""
    if not game.chapters:
        return {}
    from printkit.games import find_game  # the games package imports this one's users

    dice = sum(bool(find_game(name).rules().uses_dice) for name in game.chapters)
    return {"games_with_dice": str(dice)}


def _players(game: Game, rules: Any) -> int:
    """How many play: the cover's "2 players", else the engine's sides (0: unknown)."""
    for fact in game.facts:
        match = re.fullmatch(r"(\d+) players?", fact)
        if match:
            return int(match.group(1))
    return len(rules.sides) if rules is not None else 0


def _player_problems(document: Document, players: int) -> list[Problem]:
    """"A game for two players", "two to four players": each number is the players the
    cover and the engine know."""
    found: list[Problem] = []
    if not players:
        return found
    for message in messages(document):
        for match in re.finditer(r"\b[\w-]+(?: (?:to|or) [\w-]+)? players\b", message.text):
            said = english_numbers(match.group(), ones=True)
            if any(number != players for number in said):
                found.append((message.line, f"the text says {match.group()}; the game is for "
                                            f"{players}"))
    return found


def _pinned_rule_problems(document: Document) -> list[Problem]:
    """The words a diagram's `rule:` pins are still in the text (its own section's, or
    another's, as a rule may be stated where the board is described), so a rule sentence
    cannot change, to its opposite say, without its proof being looked at; a lost rule is
    reported at the text most like it, its own section's first."""
    texts = texts_of(document)  # line, text, and the number of its section
    found: list[Problem] = []
    section = 0
    for block in document.blocks:
        if isinstance(block, Heading):
            section += 1
        if not isinstance(block, Diagram) or not block.claim("rule"):
            continue
        pinned = block.claim("rule") or ""
        if any(pinned in text for _, text, _ in texts):
            continue
        words = set(pinned.lower().split())
        here = section
        line = max(texts, key=lambda each: (len(words & set(each[1].lower().split())),
                                            each[2] == here),
                   default=(block.line_of("rule"), "", 0))[0]
        found.append((line, f"the rule the diagram at line {block.line} proves, "
                            f"{pinned!r}, is no longer said here"))
    return found


def _prose_cell_problems(document: Document, facts: GameFacts, start: Board) -> list[Problem]:
    """A cell the prose names is a piece of the start position, a play or a claimed move
    of a diagram, or a cell facts.toml names with its reason."""
    backed = {cell for cell, content in start.cells.items() if content} | set(facts.named)
    for block in document.diagrams:
        backed |= set(cells_in(block.play or "", start))
        backed |= {cell for key, value in block.claims if key in ("moves", "safe", "illegal")
                   for move in listed(value) for cell in cells_in(move, start)}
    captions = {block.caption for block in document.diagrams}
    return [(message.line, f"the text names {cell}, which is no piece at the start, no "
                           "play or claimed move of a diagram, nor a cell of facts.toml")
            for message in messages(document) if message.text not in captions
            for cell in dict.fromkeys(cells_in(message.text, start)) if cell not in backed]


def _named_owner_problems(document: Document, facts: GameFacts) -> list[Problem]:
    """"a1, marked 1, is the first player's": a cell facts.toml gives a side ("the first
    player's goal") is that side's wherever the text gives it one."""
    token = {name.lower(): side for side, names in facts.sides.items() for name in names}
    names = "|".join(sorted(map(re.escape, token), key=len, reverse=True))
    if not names:
        return []
    owners = {cell: token[match.group(1).lower()] for cell, why in facts.named.items()
              for match in [re.search(rf"\bthe ({names})['’]s\b", why, re.I)] if match}
    found: list[Problem] = []
    for message in messages(document):
        for match in re.finditer(rf"\b([a-z]\d{{1,2}})(?:, [^,.;]+,)? is (?:the )?({names})['’]s\b",
                                 message.text, re.I):
            cell, side = match.group(1), token[match.group(2).lower()]
            if cell in owners and owners[cell] != side:
                found.append((message.line, f"the text gives {cell} to the {match.group(2)}; "
                                            f"facts.toml says it is {facts.named[cell]}"))
    return found


def _home_rank_problems(document: Document, facts: GameFacts, rules: Any) -> list[Problem]:
    """The ranks the setup text gives a side ("White ranks 1 and 2", "Black's on ranks 6
    and 7") hold that side's pieces in the engine's start position."""
    start = board_of(rules.start())
    assert start is not None
    held = {int(cell[1:]) for cell, content in start.cells.items() if content}
    found: list[Problem] = []
    # Setup captions too, reported at their caption line.
    setups = {block.caption: block.line_of("caption") for block in document.diagrams
              if block.kind == "setup"}
    captions = {block.caption for block in document.diagrams}
    for message in messages(document):
        if message.text in captions and message.text not in setups:
            continue
        line = setups.get(message.text, message.line)
        for token, names in facts.sides.items():
            mine = {int(cell[1:]) for cell, content in start.cells.items() if content == token}
            for name in names:
                flags = name_flags(name)
                pattern = (rf"(?<!\w){re.escape(name)}(?:['’]s)?(?:(?: \w+){{0,3}}? on)? "
                           r"ranks? (\d+)(?: and (\d+))?")
                for match in re.finditer(pattern, message.text, flags):
                    ranks = {int(n) for n in match.groups() if n}
                    if held and not ranks <= mine:
                        found.append((line, f"the text puts {name} on rank "
                                            f"{', '.join(map(str, sorted(ranks)))}; "
                                            "the engine's start has them on "
                                            f"{', '.join(map(str, sorted(mine)))}"))
    return found


def _first_mover_problems(document: Document, facts: GameFacts, rules: Any) -> list[Problem]:
    """A side the prose says moves first is the side to move in the engine's start."""
    first = side_to_move(rules, rules.start())
    found: list[Problem] = []
    for message in messages(document):
        for token, names in facts.sides.items():
            for name in names:
                flags = name_flags(name)
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
    found += _move_word_problems(caption, line, shown, board)
    found += _owner_problems(caption, line, shown, facts)
    found += role_problems(caption, line, shown, board, facts.sides)
    for token, names in facts.sides.items():
        said = [name for name in names if _mentions(caption, name)]
        if said and token not in shown.sides and block.kind != "setup":
            found.append((line, f"the caption names {said[0]}, who is neither to move, "
                                "next to move nor the winner in its diagram"))
    return found


_MOVER = (r"(?:(?: (?:must|may|can|is|are))? (?:to (?:play|move)\b|(?:move|play|sow|swap|answer"
          r"|take|capture)s?\b(?! first)(?P<next> next)?)"
          # "Now White may make six in a row", "White could also move 4/2": the side that
          # may or could do something with this roll is the side to move.
          r"| (?:may|can|could)(?: also| now| still| then)? (?:make|move|bear off|hit|enter"
          r"|play)\b)")


def _mover_problems(caption: str, line: int, shown: DiagramFacts,
                    facts: GameFacts) -> list[Problem]:
    """A side the caption has move ("Black to play", "South sows") is the side to move,
    and one it has move next ("Black moves next") the side to move after the play."""
    found: list[Problem] = []
    for token, names in facts.sides.items():
        for name in names:
            flags = name_flags(name)
            for match in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w){_MOVER}", caption,
                                     flags):
                expected = shown.next_side if match.group("next") else shown.mover
                if expected and token != expected:
                    when = "after the play" if match.group("next") else "in its diagram"
                    found.append((line, f"the caption has {name} move, but "
                                        f"{facts.sides[expected][0]} is to move {when}"))
    return found


def _move_word_problems(caption: str, line: int, shown: DiagramFacts,
                        board: Board) -> list[Problem]:
    """A cell the caption says may be played is a legal move's, and the house it says the
    last seed falls in is where the sowing ends."""
    found: list[Problem] = []
    cell = r"([a-z]\d{1,2}|[a-fA-F])"
    said: list[str] = []
    for match in re.finditer(rf"\bmay (?:only )?(?:play|go|move)(?: to| on| into)? {cell}"
                             rf"(?:,? or {cell})?|\b{cell} may (?:also )?be played", caption):
        said += [c for c in match.groups() if c]
    for each in said:
        if each in board.cells and shown.legal_cells and each not in shown.legal_cells:
            found.append((line, f"the caption says {each} may be played, but no legal move "
                                "plays it"))
    if shown.last_sown:
        for match in re.finditer(rf"\blast (?:one|seed)\b(?: \w+){{0,2}}? (?:in|into|on|at) "
                                 rf"{cell}\b", caption):
            if match.group(1) != shown.last_sown:
                found.append((line, f"the caption says the last seed falls in "
                                    f"{match.group(1)}; it falls in {shown.last_sown}"))
    return found


def _owner_problems(caption: str, line: int, shown: DiagramFacts,
                    facts: GameFacts) -> list[Problem]:
    """A cell the caption gives a side ("White's piece on d6", "North's A") holds that
    side's piece in the diagram (or, on a board of houses, is that side's house)."""
    held = shown.owners
    found: list[Problem] = []
    for token, names in facts.sides.items():
        for name in names:
            flags = name_flags(name)
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
    flags = name_flags(name)
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w|['’]s\b|s?['’])", text,
                     flags) is not None


def _prose_problems(document: Document, facts: GameFacts) -> list[Problem]:
    """Each number of the prose is a fact, a board coordinate or an allowed phrase."""
    found: list[Problem] = []
    allowed = {**_ALWAYS, **facts.allowed, **dict.fromkeys(facts.stated, "")}
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
    if source is not None:
        lines = source.read_text(encoding="utf-8").splitlines()
        for phrase in facts.allowed:
            if phrase not in used:
                where = next((n for n, text in enumerate(lines, 1) if phrase in text), 1)
                found.append((0, f"{source}:{where}: allowed phrase {phrase!r} is no longer "
                                 "in the rules; remove it"))
                # A rule sentence changed (to its opposite, say) loses its phrase: the
                # author looks at the text most like it, as for a lost `rule:` pin.
                found.append((longest_shared(phrase, texts_of(document), 1),
                              f"the rules no longer say {phrase!r}, allowed in facts.toml; "
                              "say it, or remove it there"))
    return found
