"""What the kit and the engine know, as the cells, numbers and sides a rulebook may name.

A rulebook's words are checked against these facts (printkit/rulebook/literals.py):
the kit recipe's values and cover facts, the engine's start position, and for each
diagram the cells, counts and sides that its position, play, result, legal moves and
claims show. A game's folder may add `facts.toml`: its engine's side tokens as the
English rules name them, and the numbers its prose states that nothing else knows,
each with its reason.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from printkit.errors import PrintkitError
from printkit.games.claims import listed
from printkit.games.rules import Rules, check_dice

FACTS_FILE = "facts.toml"
# Kit values that are no counts of the game: each has its own placeholder, so a literal
# equal to one ("50 seeds", the calibration square's 50 mm) proves nothing.
NOT_COUNTS = frozenset({"min_age", "play_minutes", "calibration_mm"})
# A list of legal moves backs the cells it names only when a caption could name them all;
# where nearly every empty cell is a legal move (Hex), naming one proves nothing.
FEW_MOVES = 12


@dataclass(frozen=True)
class Board:
    """A position as words can name it: each cell's name and content (None when empty),
    the numbers it shows (seed counts, pieces of each kind) and the side to move."""

    cells: Mapping[str, str | None]
    numbers: frozenset[int]
    side: str
    files: int = 0  # columns of a grid board, 0 for a board of named houses
    ranks: int = 0


@dataclass(frozen=True)
class GameFacts:
    """A game's facts as its rulebook may state them."""

    numbers: frozenset[int]  # counts and sizes the kit and the engine know
    sides: Mapping[str, tuple[str, ...]]  # engine side token -> its English names
    allowed: Mapping[str, str]  # English phrase holding an unknown number -> why it stands
    named: Mapping[str, str]  # a cell the rules name though no diagram shows it -> why
    start: Board | None  # the start position, when its cells have names
    stated: Mapping[str, str]  # English phrase -> the kit value whose number it states
    points: int  # the points of a backgammon-like board (24), 0 for other boards
    source: Path | None  # the facts.toml these came from, for messages


@dataclass
class DiagramFacts:
    """The cells, numbers and sides one diagram backs, and the cells of its play."""

    cells: set[str] = field(default_factory=set)
    numbers: set[int] = field(default_factory=set)
    sides: set[str] = field(default_factory=set)
    play_cells: set[str] = field(default_factory=set)
    mover: str = ""  # the side to move in the diagram
    next_side: str = ""  # the side to move after the play, while the game goes on
    owners: dict[str, str] = field(default_factory=dict)  # cell -> the side whose it is
    legal_cells: set[str] = field(default_factory=set)  # cells of the moves open to the mover
    last_sown: str = ""  # on a board of houses, the house the play's last seed falls in
    sown: list[str] = field(default_factory=list)  # the houses the play sows, in order
    # Where each piece can go: origin cell -> destinations, before the play ("before") and
    # for the side to move after it ("after"); a placing game's moves have no origin ("").
    reach: dict[str, dict[str, set[str]]] = field(default_factory=dict)
    before: set[str] = field(default_factory=set)  # cells with a piece before the play
    seeds: dict[str, set[int]] = field(default_factory=dict)  # house -> seeds before, after
    claimed: dict[str, set[str]] = field(default_factory=dict)  # claim key -> cells it names
    winning_cells: set[str] = field(default_factory=set)  # where the mover's winning moves go
    # Where each side's moves go before the play (the side not to move as if it were).
    side_cells: dict[str, set[str]] = field(default_factory=dict)


def board_of(position: Any) -> Board | None:
    """Read an engine position as a Board, or None for a board without named cells (the
    engines share three shapes: a grid of ranks, a hex rhombus and a row of houses)."""
    if hasattr(position, "houses") and hasattr(position, "stores"):
        return _houses(position)
    if hasattr(position, "cells") and hasattr(position, "size"):
        return _rhombus(position)
    if (isinstance(position, tuple) and len(position) == 2 and isinstance(position[1], str)
            and isinstance(position[0], tuple)):
        return _grid(position[0], position[1])
    return None


def _houses(position: Any) -> Board:
    """Oware-like rows: South's houses a-f, North's A-F, then the two stores."""
    count = len(position.houses) // 2
    names = [chr(ord("a") + i) for i in range(count)] + [chr(ord("A") + i)
                                                         for i in range(count)]
    cells = {name: str(seeds) if seeds else None
             for name, seeds in zip(names, position.houses, strict=True)}
    numbers = frozenset([*position.houses, *position.stores, sum(position.houses)])
    return Board(cells, numbers, position.side)


def _rhombus(position: Any) -> Board:
    """A hex board: cell (column i, row r) at index (r - 1) * size + i."""
    size = position.size
    cells: dict[str, str | None] = {}
    for index, content in enumerate(position.cells):
        name = f"{chr(ord('a') + index % size)}{index // size + 1}"
        cells[name] = None if content == "." else content
    return Board(cells, _kind_counts(cells.values()), position.side, size, size)


def _grid(grid: tuple[tuple[str | None, ...], ...], side: str) -> Board:
    """A grid of ranks, rank 1 first, files a.. in each."""
    cells = {f"{chr(ord('a') + file)}{rank}": content
             for rank, row in enumerate(grid, start=1) for file, content in enumerate(row)}
    return Board(cells, _kind_counts(cells.values()), side, len(grid[0]), len(grid))


def _kind_counts(contents: Iterable[str | None]) -> frozenset[int]:
    """How many pieces of each kind stand on a board."""
    counts: dict[str, int] = {}
    for content in contents:
        if content is not None:
            counts[content] = counts.get(content, 0) + 1
    return frozenset(counts.values())


def name_flags(name: str) -> int:
    """The regex flags for side name `name`: a capitalized name ("White") matches only with
    its capital, so "white" the colour is not the side; a lowercase one in any case."""
    return 0 if name[:1].isupper() else re.I


def clauses(text: str) -> list[str]:
    """The clauses of `text`, split at a full stop, semicolon or colon that ends a word
    (not inside "8.5" or "3:1")."""
    return re.split(r"[.;:](?=\s|$)", text)


def cells_in(text: str, board: Board) -> list[str]:
    """The cells of `board` that `text` names, in order (a house letter only where it
    cannot be a word: never 'a'/'A' or, outside English, 'e'/'E'/'o'/'O')."""
    if board.files:
        text = re.sub(r"(?<=\d)x(?=[a-z])", " ", text)  # a capture, "d3xc4"
        found = re.findall(r"(?<![A-Za-z0-9])([a-z]\d{1,2})(?![A-Za-z0-9])", text)
    else:
        found = re.findall(r"(?<![\w'’-])([b-fB-F])(?![\w'’-])", text)
    return [cell for cell in found if cell in board.cells]


def off_board(text: str, board: Board) -> list[str]:
    """Names shaped like cells of a grid `board` that lie off it ("c12" on 11 x 11)."""
    if not board.files:
        return []
    text = re.sub(r"(?<=\d)x(?=[a-z])", " ", text)
    found = re.findall(r"(?<![A-Za-z0-9])([a-z])(\d{1,2})(?![A-Za-z0-9])", text)
    last = chr(ord("a") + board.files + 1)  # one file beyond the board still reads as a cell
    return [f"{f}{r}" for f, r in found
            if f <= last and f"{f}{r}" not in board.cells and int(r) <= board.ranks + 2]


@cache
def game_facts(templates: Path, rules: Any,
               values: tuple[tuple[str, str], ...]) -> GameFacts:
    """The facts of the game whose templates folder is `templates`: its kit's counts
    (`values`), its engine's players and start position, and its facts.toml."""
    numbers: set[int] = {int(v) for k, v in values if v.isdigit() and k not in NOT_COUNTS}
    start = None
    points = 0
    if rules is not None:
        numbers.add(len(rules.sides))
        if rules.uses_dice:
            numbers |= set(range(1, 7))  # a die's faces
        checkers = _checkers(rules.start())
        if checkers:
            points, counts = checkers
            numbers |= counts
        start = board_of(rules.start())
        if start is not None:
            numbers |= start.numbers | {start.files, start.ranks}
            numbers.add(len(start.cells))
            if not start.files:
                numbers.add(len(start.cells) // 2)  # the houses of one row
    path = templates / FACTS_FILE
    data: dict[str, Any] = {}
    if path.is_file():
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise PrintkitError(f"{path}:0: not valid TOML: {exc}") from None
    sides = {str(token): tuple(names) for token, names in data.get("sides", {}).items()}
    allowed = {str(phrase): str(why) for phrase, why in data.get("allowed", {}).items()}
    named = {str(cell): str(why) for cell, why in data.get("cells", {}).items()}
    stated = {str(phrase): str(name) for phrase, name in data.get("stated", {}).items()}
    numbers.discard(0)
    return GameFacts(frozenset(numbers), sides, allowed, named, start, stated, points,
                     path if path.is_file() else None)


def side_to_move(rules: Rules[Any], position: Any) -> str:
    """The side to move in `position`, as the engine writes it."""
    return _side(rules, position)


def _side(rules: Rules[Any], position: Any) -> str:
    """The side to move, as the last word of the formatted position."""
    return re.split(r"[\s:]", rules.format_position(position))[-1]


def other_side(rules: Rules[Any], position: Any) -> Any | None:
    """The same position with the other side to move, or None when the engine refuses it."""
    text = rules.format_position(position)
    side = _side(rules, position)
    others = [s for s in rules.sides if s != side]
    if len(others) != 1 or not text.endswith(side):
        return None
    try:
        # An engine that checks the turn against the pieces reads the flipped one regardless.
        return getattr(rules, "parse_any_turn", rules.parse_position)(
            text[: len(text) - len(side)] + others[0])
    except PrintkitError:
        return None


@cache
def diagram_facts(rules: Any, block: Any) -> DiagramFacts | None:
    """What a diagram block backs, or None when its position has no named cells or the
    engine cannot read it (the block's own checks report that); kept, as an engine and
    a block are values."""
    try:
        position = rules.start() if block.position == "start" else rules.parse_position(
            block.position)
        board = board_of(position)
        if board is None:
            return None
        dice = check_dice(block.dice, rules.uses_dice, rules.name) if block.dice else None
        after = (rules.play(position, block.play, dice)
                 if block.play and block.play != "none" else None)
    except PrintkitError:
        return None
    facts = DiagramFacts()
    over = after is not None and rules.winner(after) is not None
    # The side to move after the play counts only while the game goes on.
    facts.mover = _side(rules, position)
    facts.next_side = _side(rules, after) if after is not None and not over else ""
    facts.sides |= {facts.mover} | ({facts.next_side} if facts.next_side else set())
    for each in [position] + ([after] if after is not None else []):
        seen = board_of(each)
        assert seen is not None  # one engine reads every position the same way
        facts.numbers |= seen.numbers
        facts.cells |= {name for name, content in seen.cells.items() if content is not None}
        if each is position:  # content "0" is an empty house
            facts.before = {name for name, content in seen.cells.items()
                            if content and content != "0"}
        if not seen.files:
            for name, content in seen.cells.items():
                facts.seeds.setdefault(name, set()).add(int(content or 0))
        # The moves open to either side before the play (whose squares are whose), and to
        # the side to move after it (where the piece can go next).
        states = [each, other_side(rules, each)] if each is position else [each]
        for state in states:
            if state is None:
                continue
            legal = rules.legal_moves(state, dice if state is position else None)
            if state is each:  # the other side's moves before the play back cells only
                facts.reach["before" if each is position else "after"] = _reach(legal, board)
            if len(legal) <= FEW_MOVES:
                facts.cells |= {cell for move, _ in legal for cell in cells_in(move, board)}
            if each is position:
                facts.side_cells[_side(rules, state)] = {
                    cells_in(move, board)[-1] for move, _ in legal if cells_in(move, board)}
            if state is position:
                winning = [m for m, a in legal if rules.winner(a) is not None]
                facts.numbers.add(len(winning))
                facts.winning_cells = {cells_in(m, board)[-1] for m in winning
                                       if cells_in(m, board)}
                facts.legal_cells = {c for move, _ in legal for c in cells_in(move, board)}
    facts.owners = _owners(rules, [position] + ([after] if after is not None else []))
    if after is not None:
        before_board, after_board = board, board_of(after)
        assert after_board is not None
        facts.cells |= {name for name in board.cells
                        if before_board.cells[name] != after_board.cells[name]}
        facts.numbers |= {abs(int(a) - int(b)) for a, b in zip(
            _stores(position), _stores(after), strict=True)}
        winner = rules.winner(after)
        if winner:
            facts.sides.add(winner)
    if block.play and block.play != "none":
        facts.play_cells = set(cells_in(block.play, board))
        if not board.files and block.play in board.cells:
            facts.sown = _sown(position, block.play)
            facts.last_sown = facts.sown[-1] if facts.sown else ""
            for house in set(facts.sown):  # as sown, before any capture empties it
                facts.seeds[house].add(int(board.cells[house] or 0) + facts.sown.count(house))
        facts.cells |= facts.play_cells
    for key, value in block.claims:
        if key in ("moves", "safe", "illegal"):
            facts.claimed[key] = {cell for move in listed(value)
                                  for cell in cells_in(move, board)[-1:]}
            facts.numbers.add(len(listed(value)))
            facts.cells |= {cell for move in listed(value) for cell in cells_in(move, board)}
        elif key == "winner" and value != "none":
            facts.sides.add(value)
    if block.dice:
        facts.numbers |= set(block.dice)
    facts.numbers.discard(0)
    return facts


def _owners(rules: Any, shown: list[Any]) -> dict[str, str]:
    """Whose each cell is: the side of the piece on it (before the play, else after it),
    or on a board of houses the side whose row it is."""
    found: dict[str, str] = {}
    for each in reversed(shown):
        board = board_of(each)
        assert board is not None
        if not board.files:
            half = len(board.cells) // 2
            return {name: rules.sides[index >= half] for index, name in enumerate(board.cells)}
        found.update({cell: content for cell, content in board.cells.items()
                      if content is not None and content in rules.sides})
    return found


def _reach(legal: list[tuple[str, Any]], board: Board) -> dict[str, set[str]]:
    """Each origin's destinations among `legal` moves ("" for a move naming one cell)."""
    found: dict[str, set[str]] = {}
    for move, _ in legal:
        cells = cells_in(move, board)
        if cells:
            origin = cells[0] if len(cells) > 1 else ""
            found.setdefault(origin, set()).add(cells[-1])
    return found


def _sown(position: Any, house: str) -> list[str]:
    """The houses the seeds of `house` fall in, in order, sowing counter-clockwise and
    skipping the house emptied (a board of houses: a-f, then A-F)."""
    board = board_of(position)
    assert board is not None
    names = list(board.cells)
    origin = names.index(house)
    last = origin
    sown = []
    for _ in range(position.houses[origin]):
        last = (last + 1) % len(names)
        if last == origin:
            last = (last + 1) % len(names)
        sown.append(names[last])
    return sown


def _checkers(position: Any) -> tuple[int, set[int]] | None:
    """A board of points (backgammon, nardy): how many points, and the counts it shows
    (checkers on each point, each side's and both sides' checkers, points per quarter,
    quarters); None for another board."""
    for mine, theirs in (("on_roll", "opponent"), ("mover", "other")):
        if hasattr(position, mine) and hasattr(position, theirs):
            stacks = [tuple(getattr(position, mine)), tuple(getattr(position, theirs))]
            points = 24  # a board of points has four quarters of six
            counts = {n for side in stacks for n in side[:points] if n}
            counts |= {sum(side) for side in stacks} | {sum(map(sum, stacks)), points,
                                                       points // 4, 4}
            return points, counts
    return None


def _stores(position: Any) -> tuple[int, ...]:
    """A position's stores (captured seeds), or none."""
    return tuple(getattr(position, "stores", ()))
