"""What a rulebook diagram claims, checked by any game's engine through the Rules interface.

A diagram block shows a position and may claim a move (written exactly as the
engine writes it, or `none` for no legal move), the position after it, every
legal move, and the winner. Each problem carries the source line of the key
that is wrong, so the validator can say `file:line: what`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from printkit.errors import PrintkitError
from printkit.games.rules import Dice, Rules, check_dice

if TYPE_CHECKING:
    from printkit.rulebook.model import Diagram

Problem = tuple[int, str]  # (source line, what is wrong)


@dataclass(frozen=True)
class Checked:
    """A block read through the engine: its position, roll, move and the position after."""

    position: Any
    dice: Dice | None
    move: str | None
    after: Any | None


def read_block(rules: Rules[Any], block: Diagram) -> Checked:
    """Read the block's position, roll and move with the engine (raises on a bad one)."""
    text = block.position
    position = rules.start() if text == "start" else rules.parse_position(text)
    if not block.play:
        return Checked(position, None, None, None)
    dice = check_dice(block.dice, rules.uses_dice, rules.name)
    if block.play == "none":
        return Checked(position, dice, None, None)
    return Checked(position, dice, block.play, rules.play(position, block.play, dice))


def block_problems(rules: Rules[Any], block: Diagram) -> tuple[list[Problem], Checked | None]:
    """Every claim of `block` that the engine refutes, and the block as read (None when it
    cannot be read at all)."""
    if block.rules not in (None, rules.name):
        # A game picks a block's engine by its `rules:` (Game.block_rules); one that reaches
        # here with another name would be checked with the wrong rules.
        return [(block.line_of("rules"), f"invalid rules {block.rules!r}: accepted "
                                         f"this game's rule sets: {rules.name}")], None
    try:
        position = rules.start() if block.position == "start" else rules.parse_position(
            block.position)
    except PrintkitError as exc:
        return [(block.line_of("position"), str(exc))], None
    found: list[Problem] = []
    if block.kind == "setup" and rules.format_position(position) != rules.format_position(
            rules.start()):
        found.append((block.line_of("position"), "setup diagram differs from the engine's "
                                                 "start position"))
    dice: Dice | None = None
    if block.play or any(block.claim(key) for key in ("moves", "safe", "illegal")):
        try:
            dice = check_dice(block.dice, rules.uses_dice, rules.name)
        except PrintkitError as exc:
            # A roll that is missing is wrong where the play that needs it is written.
            where = block.line_of("dice" if block.dice else "play")
            return [*found, (where, str(exc))], None
    listing = block.play or any(block.claim(key) for key in ("moves", "safe", "illegal"))
    legal = rules.legal_moves(position, dice) if listing else []
    move_problems, after = _move_problems(rules, block, position, dice, legal)
    found += move_problems
    if block.claim("moves") is not None:
        found += _list_problems(block, [text for text, _ in legal])
    if block.claim("safe") is not None:
        found += _list_problems(block, safe_moves(rules, position, dice), "safe")
    found += _illegal_problems(block, [text for text, _ in legal])
    shown = after if after is not None else position
    if block.claim("winner") is not None:
        winner = rules.winner(shown) or "none"
        if winner != block.claim("winner"):
            found.append((block.line_of("winner"),
                          f"the winner is {winner}, not {block.claim('winner')}"))
    return found, Checked(position, dice, block.play if after is not None else None, after)


def _move_problems(rules: Rules[Any], block: Diagram, position: Any, dice: Dice | None,
                   legal: list[tuple[str, Any]]) -> tuple[list[Problem], Any | None]:
    """The play is legal and written as the engine writes it; the result follows from it."""
    line = block.line_of("play")
    roll = f" with {dice[0]}-{dice[1]}" if dice else ""
    if not block.play:
        return [], None
    if block.play == "none":
        if legal:
            return [(line, f"'none', but there are {len(legal)} legal moves{roll}, e.g. "
                           f"{legal[0][0]!r}")], None
        return [], None
    moves = dict(legal)
    if block.play in moves:
        after = moves[block.play]
    else:
        try:
            after = rules.play(position, block.play, dice)
        except PrintkitError as exc:
            return [(line, f"play {block.play!r} is not legal{roll}: {exc}")], None
        canonical = next((text for text, result in legal if rules.format_position(result)
                          == rules.format_position(after)), "?")
        # Same result, other text: a step that no die makes, a hit not marked or marked
        # where none happens, or another order; the rulebook must print the engine's text.
        return [(line, f"play {block.play!r} is written differently from the engine's "
                       f"{canonical!r}, which reaches the same position")], after
    found: list[Problem] = []
    if block.result is not None:
        try:
            stated = rules.format_position(rules.parse_position(block.result))
        except PrintkitError as exc:
            return [(block.line_of("result"), f"result: {exc}")], after
        if stated != rules.format_position(after):
            found.append((block.line_of("result"), f"the stated result is not the position "
                                                   f"after {block.play}"))
    return found, after


def _list_problems(block: Diagram, legal: list[str], key: str = "moves") -> list[Problem]:
    """The claimed list of every legal (or safe) move is the engine's, no more and no
    fewer."""
    claimed = [text.strip() for text in (block.claim(key) or "").split(";") if text.strip()]
    missing = sorted(set(legal) - set(claimed))
    extra = sorted(set(claimed) - set(legal))
    if not missing and not extra:
        return []
    what = "legal" if key == "moves" else key
    parts = ([f"missing {', '.join(missing)}"] if missing else []) + (
        [f"not {what} {', '.join(extra)}"] if extra else [])
    return [(block.line_of(key), f"the list of {what} moves is wrong: {'; '.join(parts)}")]


def _illegal_problems(block: Diagram, legal: list[str]) -> list[Problem]:
    """Each move an `illegal:` claim names is one the rules forbid in the position."""
    allowed = sorted(set(listed(block.claim("illegal"))) & set(legal))
    if not allowed:
        return []
    return [(block.line_of("illegal"), f"claimed illegal, but legal: {', '.join(allowed)}")]


def listed(text: str | None) -> list[str]:
    """The moves of a `; `-separated claim."""
    return [part.strip() for part in (text or "").split(";") if part.strip()]


def safe_moves(rules: Rules[Any], position: Any, dice: Dice | None = None) -> list[str]:
    """The legal moves after which the opponent cannot win at once (a move that wins is
    safe)."""
    mover = re.split(r"[\s:]", rules.format_position(position))[-1]
    safe = []
    for move, after in rules.legal_moves(position, dice):
        if rules.winner(after) is not None:
            if rules.winner(after) == mover:
                safe.append(move)
            continue
        if not any(rules.winner(reply) not in (None, mover)
                   for _, reply in rules.legal_moves(after)):
            safe.append(move)
    return safe


_ROLL = re.compile(r"\b([1-6])-([1-6])\b")


def caption_roll_problems(block: Diagram) -> list[Problem]:
    """A roll the caption names is the block's roll."""
    found = []
    for match in _ROLL.finditer(block.caption or ""):
        named = sorted((int(match[1]), int(match[2])))
        if block.dice is None or named != sorted(block.dice):
            shown = f"{block.dice[0]}-{block.dice[1]}" if block.dice else "no roll"
            found.append((block.line_of("caption"),
                          f"the caption names {match[0]} but the diagram shows {shown}"))
    return found
