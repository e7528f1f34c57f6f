"""Rulebook diagrams: a diagram block resolved through the engine and drawn with the board art."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.canvas import Drawing
from printkit.errors import PrintkitError
from printkit.games.backgammon.engine import Play, Position, apply_play
from printkit.games.backgammon.notation import parse_play, parse_position
from printkit.rulebook.model import Diagram


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
    if diagram.play and dice:
        play = parse_play(diagram.play, position, dice)
    return ResolvedDiagram(position, dice, play)


def draw(diagram: Diagram, *, width: float, palette: str = "classic") -> Drawing:
    """Draw the diagram's position, with arrows for its play, `width` mm wide."""
    from printkit.art.palette import find_palette
    from printkit.games.backgammon.board import position_diagram

    resolved = resolve(diagram)
    return position_diagram(resolved.position.layout(), width=width, play=resolved.play,
                            palette=find_palette(palette))



def problems(block: Diagram) -> list[str]:
    """Setup blocks show the start; a play is legal and leads to the stated result."""
    if block.play and not block.dice:
        return ["a play needs the dice it plays"]
    try:
        resolved = resolve(block)
    except PrintkitError as exc:
        return [str(exc)]
    found = []
    if block.kind == "setup" and resolved.position != Position.start():
        found.append("setup diagram differs from the engine's start position")
    if block.result and resolved.play is not None:
        try:
            stated = parse_position(block.result)
        except PrintkitError as exc:
            return [*found, f"result: {exc}"]
        if apply_play(resolved.position, resolved.play) != stated:
            found.append(f"the stated result is not the position after {block.play}")
    return found


def board_problems() -> list[str]:
    """The board's printed setup marks must be the engine's start position."""
    from printkit.games.backgammon import board
    from printkit.games.backgammon.board import BoardParams, setup_layout

    where = board.__file__  # the marks are drawn there, so that is where to look
    marks = setup_layout(BoardParams())
    if marks.points != Position.start().layout().points:
        return [f"{where}:1: the board's setup marks differ from the engine's start position"]
    return []
