"""Nardy's rulebook diagrams: each block checked and drawn with the rule set it names.

A block's `rules:` key (long-nardy, short-nardy or caucasian-nardy) picks the
engine that reads its position, play and claims, and the drawing that goes with
that engine's positions; a block without it is long nardy, the kit's game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.errors import PrintkitError
from printkit.games import nardy
from printkit.games.claims import Problem, read_block
from printkit.games.nardy import board
from printkit.games.nardy.long import Position
from printkit.games.recipe import EngineChecks

if TYPE_CHECKING:
    from printkit.art.canvas import Drawing
    from printkit.rulebook.model import Diagram


def draw(block: Diagram, width: float, palette: str) -> Drawing:
    """The block's position as its rule set's engine reads it, with its move shown."""
    read = read_block(nardy.GAME.block_rules(block), block)
    if isinstance(read.position, Position):
        return board.diagram(read.position, read.move, width, palette)
    return board.short_diagram(read.position, read.move, read.dice, width, palette)


def problems(block: Diagram) -> list[Problem]:
    """What the engine the block names finds wrong with it (an unknown name, first)."""
    try:
        rules = nardy.GAME.block_rules(block)
    except PrintkitError as exc:
        return [(block.line_of("rules"), str(exc))]
    return EngineChecks(lambda: rules).diagram_problems(block)
