"""A rulebook's pictures: an assembly figure of the shared parts, or a game's diagram."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.art.parts.assembly import figure
from printkit.games.recipe import assembly_box

if TYPE_CHECKING:
    from printkit.art.boards.diagrams import PieceStyle
    from printkit.art.canvas import Drawing
    from printkit.games.base import Kit
    from printkit.rulebook.model import Diagram


def draw_block(kit: Kit, block: Diagram, width: float, palette: str,
               pieces: PieceStyle | None = None) -> Drawing:
    """A rulebook picture: an assembly figure of the kit's own parts (its box as its sheets
    print it), or the game's diagram (`pieces`: the colours a compendium prints otherwise)."""
    if block.figure:
        # Assembly pictures are smaller than boards: they sit beside the steps they show.
        return figure(block.figure, width=width * 0.6, palette=palette,
                      box=assembly_box(kit.manifest, palette))
    return kit.diagram(block, width=width, palette=palette, pieces=pieces)
