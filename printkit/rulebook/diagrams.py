"""Rulebook diagrams: a diagram block resolved through the engine and drawn with the board art."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.canvas import Drawing
from printkit.games.backgammon.engine import Play, Position
from printkit.games.backgammon.notation import parse_play, parse_position
from printkit.rulebook.source import Diagram


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
    from printkit.art.board import position_diagram
    from printkit.art.palette import find_palette

    resolved = resolve(diagram)
    return position_diagram(resolved.position.layout(), width=width, play=resolved.play,
                            palette=find_palette(palette))

