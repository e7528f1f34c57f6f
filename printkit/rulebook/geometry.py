"""What a caption says about the board's shape and its stones, checked on the diagram.

- "The stone on f2 touches f1 and g1": each cell after "touches" is adjacent to f2;
- "must move to b1 or b2, and both squares touch a1": "both" (or "either", "each") is
  the two cells the sentence named before it, and each touches a1;
- "d6 and e4 share the empty cells d5 and e5": each cell after "share" is adjacent to
  every cell before it;
- "a white stone on c6", "the black piece on d4": the diagram draws a piece of that
  colour there, before or after the play (a colour no side of the game has, like
  Rastros's white piece, needs only a piece).
Adjacency is the engine's (`adjacent`, see games/rules.py); games without it are left
alone.
"""

from __future__ import annotations

import re
from typing import Any

from printkit.errors import PrintkitError
from printkit.rulebook.facts import board_of
from printkit.rulebook.model import Diagram
from printkit.rulebook.proofs import shown_positions

Problem = tuple[int, str]
_CELL = re.compile(r"(?<![\w'’])([a-z][1-9][0-9]?)(?![\w'’])")
_TOUCH = re.compile(r"\b(touch(?:es)?|share[sd]?|(?:is|are) next to|(?:is|are) adjacent to)"
                    r"\b(.*)", re.I)
_GROUP = re.compile(r"\b(both|either|each)\b", re.I)
_STONE = re.compile(r"\b(?:[Aa]|[Tt]he) (black|white|dark|light) (?:stone|piece|checker|disc)s?"
                    r" (?:on|at) ([a-z][1-9][0-9]?)\b")
_NOT = re.compile(r"\b(?:not|cannot|never|no|would|could|had)\b|n't\b", re.I)


def geometry_problems(rules: Any, block: Diagram) -> list[Problem]:
    """Each adjacency and stone the caption states that the diagram contradicts."""
    caption = block.caption or ""
    adjacent = getattr(rules, "adjacent", None)
    if not caption or adjacent is None:
        return []
    try:
        position, after = shown_positions(rules, block)
    except PrintkitError:
        return []
    line = block.line_of("caption")
    found: list[Problem] = []
    for sentence in re.split(r"(?<=[.!?])\s+", caption):
        found += _touch_problems(sentence, line, lambda cell: adjacent(position, cell))
    found += _stone_problems(caption, line, rules, [position, after])
    return found


def _touch_problems(sentence: str, line: int, near: Any) -> list[Problem]:
    """"X touches A and B", "both squares touch A", "X and Y share A and B"."""
    found: list[Problem] = []
    for clause in re.split(r"[;:]\s|,\s(?:and|but|so)\s", sentence):
        match = _TOUCH.search(clause)
        if match is None or _NOT.search(clause):
            continue
        objects = _CELL.findall(match.group(2))
        subject_text = clause[:match.start()]
        subjects = _CELL.findall(subject_text)
        group = _GROUP.search(subject_text)
        if not subjects and group:
            earlier = _CELL.findall(sentence[:sentence.index(clause)])
            if group.group(1).lower() in ("both", "either") and len(earlier) != 2:
                found.append((line, f"the caption says {group.group(1)} but names "
                                    f"{len(earlier)} cells before it"))
                continue
            subjects = earlier
        if not objects or not subjects:
            continue
        for subject in subjects:
            for cell in objects:
                try:
                    touching = cell in near(subject)
                except PrintkitError:
                    continue  # a cell off the board: the literal checks report it
                if not touching:
                    found.append((line, f"the caption says {subject} touches {cell}; on the "
                                        f"board it does not"))
    return found


def _stone_problems(caption: str, line: int, rules: Any, shown: list[Any]) -> list[Problem]:
    """A stone of a colour on a cell is drawn there, before or after the play."""
    found: list[Problem] = []
    boards = [board_of(position) for position in shown if position is not None]
    for sentence in re.split(r"(?<=[.!?])\s+", caption):
        if _NOT.search(sentence):
            continue
        for colour, cell in _STONE.findall(sentence):
            token = {"black": "b", "dark": "b", "white": "w", "light": "w"}[colour.lower()]
            wanted = {token} if token in rules.sides else None
            if not any(board is not None and cell in board.cells and board.cells[cell]
                       is not None and (wanted is None or board.cells[cell] in wanted)
                       for board in boards):
                found.append((line, f"the caption names a {colour} stone on {cell}; the "
                                    f"diagram draws none there"))
    return found
