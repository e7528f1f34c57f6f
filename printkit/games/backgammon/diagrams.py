"""Rulebook diagrams: a diagram block resolved through the engine and drawn with the board art."""

from __future__ import annotations

import re
from dataclasses import dataclass

from printkit.art.boards.point_diagrams import position_diagram
from printkit.art.boards.points import BoardParams
from printkit.art.canvas import Drawing
from printkit.art.palette import find_palette
from printkit.games.backgammon import board
from printkit.games.backgammon.adapter import RULES
from printkit.games.backgammon.engine import CHECKERS, Play, Position
from printkit.games.backgammon.notation import parse_play, parse_position
from printkit.games.backgammon.scoring import score_game
from printkit.games.claims import Problem, block_problems, caption_roll_problems
from printkit.rulebook.model import (
    Block,
    BulletList,
    Diagram,
    Document,
    Heading,
    NumberedList,
    Paragraph,
)


@dataclass(frozen=True)
class ResolvedDiagram:
    """A diagram block read through the engine: the position shown and the play drawn on it."""

    position: Position
    dice: tuple[int, int] | None
    play: Play | None


def resolve(diagram: Diagram) -> ResolvedDiagram:
    """Read the block's position, dice and play with the engine (raises on bad notation)."""
    position = parse_position(diagram.position)
    dice = diagram.dice
    play = None
    if diagram.play and diagram.play != "none" and dice:
        play = parse_play(diagram.play, position, dice)
    return ResolvedDiagram(position, dice, play)


def draw(diagram: Diagram, *, width: float, palette: str = "classic") -> Drawing:
    """Draw the diagram's position, with arrows for its play, `width` mm wide."""
    resolved = resolve(diagram)
    return position_diagram(resolved.position.layout(), width=width, play=resolved.play,
                            palette=find_palette(palette))



def problems(block: Diagram) -> list[Problem]:
    """The shared claims (play as written, result, moves, winner), then pips and score."""
    found, read = block_problems(RULES, block)
    found += caption_roll_problems(block)
    if read is None:
        return found
    found += caption_problems(block, read.position, read.after)
    pips = block.claim("pips")
    if pips is not None and pips != "{} {}".format(*read.position.pips()):
        found.append((block.line_of("pips"), "the pip counts are {} {}, not {}".format(
            *read.position.pips(), pips)))
    score = block.claim("score")
    if score is not None:
        found += _score_problems(block, read.after, int(score))
    return found


def _score_problems(block: Diagram, after: Position | None, score: int) -> list[Problem]:
    """A claimed score: the play ends the game and scores that many points with the cube."""
    line = block.line_of("score")
    if after is None or after.off()[1] != CHECKERS:
        return [(line, "a score needs a play that ends the game")]
    cube = int(block.claim("cube") or 1)
    # The result has the turn passed: the winner is the side not on roll in it.
    points = score_game(after.swapped(), cube)
    if points != score:
        return [(line, f"the game scores {points} with the cube on {cube}, not {score}")]
    return []


def board_problems(params: BoardParams) -> list[str]:
    """The board as a kit draws it: setup marks on the engine's start, point numbers 1-24
    counted from the light side, as the rulebook says."""
    where = f"{board.__file__}:1"  # the marks and numbers are drawn there
    if not params.show_setup:
        return [f"{where}: the board prints no setup marks, which the rulebook describes"]
    found = []
    scene = board.board_scene(params)  # drawn once, read twice
    if board.setup_layout(params, scene=scene).points != Position.start().layout().points:
        found.append(f"{where}: the board's setup marks differ from the engine's start position")
    if not params.show_numbers:
        return [*found, f"{where}: the board prints no point numbers, which the rulebook uses"]
    numbers = board.printed_numbers(params, scene=scene)
    if len(numbers) != 24 or any(text != str(point) for point, text in numbers):
        found.append(f"{where}: the point numbers are not 1-24 counted from the light side")
    return found


_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
                "fourteen": 14, "fifteen": 15}
# "five on their 13-point", "two checkers on your 24-point", "3 on the 8-point"
_COUNT_ON = re.compile(r"\b(\d{1,2}|" + "|".join(_COUNT_WORDS) + r") (?:checkers? )?on "
                       r"(your|their|the) (\d{1,2})-point", re.IGNORECASE)
_POINT = re.compile(r"\b(\d{1,2})-point")
_PLAY_TOKEN = re.compile(r"(?<![\w/])(?:bar|\d{1,2})(?:/(?:\d{1,2}|off)\*?)+(?:\(\d\))?")


def count_problems(text: str, position: Position, line: int) -> list[Problem]:
    """Counts a text states, like "five on your 13-point", against `position`: "your" and
    "the" are the side on roll's points, "their" the opponent's (in its own numbering)."""
    found = []
    for match in _COUNT_ON.finditer(text):
        said = _COUNT_WORDS.get(match[1].lower()) or int(match[1])
        point = int(match[3])
        if not 1 <= point <= 24:
            found.append((line, f"there is no {point}-point"))
            continue
        side = position.opponent if match[2].lower() == "their" else position.on_roll
        if side[point - 1] != said:
            found.append((line, f"{match[0]!r}: the diagram has {side[point - 1]} there"))
    return found


def caption_problems(block: Diagram, position: Position, after: Position | None) -> list[Problem]:
    """Plays, points and counts a caption names match its diagram."""
    text, line = block.caption or "", block.line_of("caption")
    found = count_problems(text, position, line)
    tokens = (block.play or "").split()
    for token in _PLAY_TOKEN.findall(text):
        if token not in tokens:
            found.append((line, f"the caption names the play {token!r}, not in "
                                f"'{block.play or 'no play'}'"))
    touched = {int(n) for token in tokens for n in re.findall(r"\d+", token.split("(")[0])}
    for shown in (position, after.swapped() if after else None):
        if shown is not None:
            touched |= {p + 1 for p in range(24) if shown.on_roll[p]}
            touched |= {24 - p for p in range(24) if shown.opponent[p]}
    for match in _POINT.finditer(text):
        if int(match[1]) not in touched:
            found.append((line, f"the caption names the {match[0]}, where the diagram shows "
                                f"no checker and no move"))
    return found


def prose_problems(document: Document) -> list[Problem]:
    """Counts that the text of a section with a setup diagram states agree with the start."""
    found: list[Problem] = []
    section: list[Block] = []
    for block in (*document.blocks, Heading(2, "", 0)):
        if isinstance(block, Heading) and block.level <= 2:
            if any(isinstance(b, Diagram) and b.kind == "setup" for b in section):
                for b in section:
                    for text, line in _texts(b):
                        found += count_problems(text, Position.start(), line)
            section = []
        section.append(block)
    return found


def _texts(block: Block) -> list[tuple[str, int]]:
    """The running text of a paragraph or list, with its lines."""
    if isinstance(block, Paragraph):
        return [(block.text, block.line)]
    if isinstance(block, BulletList | NumberedList):
        return [(item.text, item.line) for item in block.items]
    return []
