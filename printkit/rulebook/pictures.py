"""A rulebook's pictures: an assembly figure of the shared parts, or a game's diagram."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.art.parts.assembly import figure

if TYPE_CHECKING:
    from printkit.art.canvas import Drawing
    from printkit.games.base import Kit
    from printkit.rulebook.model import Diagram


def draw_block(kit: Kit, block: Diagram, width: float, palette: str) -> Drawing:
    """A rulebook picture: an assembly figure of the shared parts, or the game's diagram."""
    if block.figure:
        # Assembly pictures are smaller than boards: they sit beside the steps they show.
        return figure(block.figure, width=width * 0.6, palette=palette)
    return kit.diagram(block, width=width, palette=palette)
