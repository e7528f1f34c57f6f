"""A ready-made Kit and Checks: a game's kit manifest and position drawer, and the shared
diagram checks.

Most games need nothing more than this: a game package declares its kit (see
manifest.py) and how to draw a position, and gets rulebook diagrams checked
against its engine the same way every other game's are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from printkit.context import Context
from printkit.games.claims import (
    Checked,
    Problem,
    block_problems,
    caption_roll_problems,
    read_block,
)
from printkit.games.manifest import KitManifest, box_params, draw_parts, rule_facts
from printkit.games.rules import Rules
from printkit.i18n import untranslated
from printkit.languages import SOURCE
from printkit.units import PAPERS

if TYPE_CHECKING:
    from printkit.art.boards.diagrams import PieceStyle
    from printkit.art.canvas import Drawing
    from printkit.games.pad import Pad
    from printkit.layout.pack import Part
    from printkit.rulebook.model import Diagram, Document

# Draws a position (with a move, if any, shown on it) `width` mm wide in a palette; given
# a PieceStyle as `pieces=`, it draws those colours so.
DrawPosition = Callable[..., "Drawing"]


@dataclass(frozen=True)
class Recipe:
    """A Kit (see games/base.py) assembled from a game's kit manifest and position art."""

    manifest: KitManifest
    rules: Callable[[], Rules[Any]]
    draw_position: DrawPosition
    # Pages of blank boards for pencil play (printkit pad), if the game suits them.
    pad: Pad | None = None

    def parts(self, names: Iterable[str], ctx: Context) -> list[Part]:
        """Draw the parts called `names`, in order."""
        return draw_parts(self.manifest, names, ctx)

    def cover_art(self, ctx: Context) -> Drawing | None:
        """The cover picture, if the game has one."""
        return self.manifest.cover(ctx) if self.manifest.cover else None

    def rule_values(self) -> Mapping[str, str]:
        """The numbers the rulebook leaves to the kit, its pieces' counts among them."""
        return rule_facts(self.manifest)

    def diagram(self, block: Diagram, *, width: float, palette: str,
                pieces: PieceStyle | None = None) -> Drawing:
        """The block's position with its move shown, its pieces drawn as the kit's own (or
        as `pieces` draws their colours)."""
        read = read_block(self.rules(), block)
        # A game is given a PieceStyle or a view only where the block asks for one: only a
        # game that draws views takes one (see EngineChecks.view_check).
        options = {key: value for key, value in (("pieces", pieces), ("view", block.view))
                   if value}
        return self.draw_position(read.position, read.move, width, palette, **options)


def assembly_box(manifest: KitManifest, palette: str) -> Any:
    """The box parameters a kit's assembly figures fold, so its rulebook pictures the box
    its sheets print (their words play no part: the figures show only the box's labels);
    None for a kit without a box."""
    if manifest.box is None:
        return None
    ctx = Context(paper=PAPERS["a4"], language=SOURCE, gettext=untranslated, theme=palette)
    return box_params(manifest, ctx)


@dataclass(frozen=True)
class EngineChecks:
    """Checks (see games/base.py): the shared diagram claims read through the game's engine,
    and whatever claims, prose or board checks of its own the game adds."""

    rules: Callable[[], Rules[Any]]
    board_check: Callable[[Context], list[str]] | None = None
    # Claims of the game's own (pip counts, scores), checked after the shared ones.
    claim_check: Callable[[Diagram, Checked], list[Problem]] | None = None
    # Rule facts the game's prose states (setup counts and the like), checked by the engine.
    prose_check: Callable[[Document], list[Problem]] | None = None
    # What is wrong with a diagram's view (see Diagram.view), for a game whose diagrams
    # draw one; None: the game draws the whole board only.
    view_check: Callable[[Diagram], list[Problem]] | None = None

    def diagram_problems(self, block: Diagram) -> list[Problem]:
        """What the engine finds wrong with the block's claims, line by line."""
        found, read = block_problems(self.rules(), block)
        found += caption_roll_problems(block)
        if block.view:
            found += self.view_check(block) if self.view_check else [
                (block.line_of("view"), "this game's diagrams show the whole board: "
                                        "no view")]
        if read is not None and self.claim_check is not None:
            found += self.claim_check(block, read)
        return found

    def text_problems(self, document: Document) -> list[Problem]:
        """What the game's prose check finds (nothing, when it has none)."""
        return self.prose_check(document) if self.prose_check else []

    def board_problems(self, ctx: Context) -> list[str]:
        """What the game's own board check finds (nothing, when it has none)."""
        return self.board_check(ctx) if self.board_check else []
