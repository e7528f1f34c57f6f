"""The Ludos classicus kit: its games' manifests composed (see games/compose.py).

Each game draws its own board and pieces exactly as its single kit does; the
composition puts two boards on the two sides of one card, prints the stones
that several games declare alike once for all of them, and sizes one box for
every piece. Which games it holds is templates/classics/kit.toml's `games`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import TYPE_CHECKING

from printkit.games import find_game
from printkit.games.classics import GAME, cover_positions
from printkit.games.compose import compose
from printkit.games.manifest import PIECES_ONLY, Box, KitManifest, draw_parts
from printkit.i18n import N_

if TYPE_CHECKING:
    from printkit.art.boards.diagrams import PieceStyle
    from printkit.art.canvas import Drawing
    from printkit.context import Context
    from printkit.layout.pack import Part
    from printkit.rulebook.model import Diagram, Document

TITLE = N_("Ludos classicus")
BOX_FACTS = N_("2 players; ages 8+; six games to choose from; 5 to 30 minutes a game")
BOX = Box(TITLE, BOX_FACTS, params=PIECES_ONLY)
# card_sides: a card carries at most a board on each side (the rules say "two boards ...
# back to back").
FACTS = {"calibration_mm": "50", "card_sides": "2"}


def manifest_of(games: Iterable[str]) -> KitManifest:
    """The kit of the compendium holding `games` (names), in the book's order."""
    return compose(GAME.name, [find_game(name) for name in games], BOX, facts=FACTS,
                   sets_from=lambda: [find_game(name) for name in GAME.chapters])


@dataclass(frozen=True)
class Compendium:
    """The Kit (see games/base.py) of the compendium holding `games`: their manifests
    composed, and no diagrams of its own (its chapters bring theirs)."""

    games: tuple[str, ...] = GAME.chapters

    def holding(self, games: tuple[str, ...]) -> Compendium:
        """The compendium's kit holding `games` instead."""
        return _holding(games)

    @cached_property
    def manifest(self) -> KitManifest:
        """What the kit of its games prints."""
        return manifest_of(self.games)

    def parts(self, names: Iterable[str], ctx: Context) -> list[Part]:
        """Draw the parts called `names`, in order."""
        return draw_parts(self.manifest, names, ctx)

    @cached_property
    def cover_positions(self) -> Mapping[str, str]:
        """The position the cover shows of each of its games not shown at its start."""
        return {name: at for name, at in cover_positions().items() if name in self.games}

    def cover_art(self, ctx: Context) -> Drawing | None:
        """Every game's start, three to a row."""
        cover = self.manifest.cover
        return cover(ctx) if cover else None

    def rule_values(self) -> Mapping[str, str]:
        """The numbers its own pages leave to the kit."""
        return FACTS

    def diagram(self, block: Diagram, *, width: float, palette: str,
                pieces: PieceStyle | None = None) -> Drawing:
        """Never asked: the compendium's own pages have no diagrams (the validator says so)."""
        raise ValueError("the compendium's own pages show no positions")


class CompendiumChecks:
    """The Checks of the compendium's own pages; its chapters are checked with their games."""

    def diagram_problems(self, block: Diagram) -> list[tuple[int, str]]:
        """Any diagram on the compendium's own pages: positions belong to a game's rules."""
        return [(block.line, "the compendium's own pages show no positions: put the diagram "
                             "in its game's rules.md")]

    def text_problems(self, document: Document) -> list[tuple[int, str]]:
        """Nothing: the chapters' prose is checked with their games."""
        return []

    def board_problems(self, ctx: Context) -> list[str]:
        """Nothing of its own: the boards are the games', checked with them."""
        return []


@cache
def _holding(games: tuple[str, ...]) -> Compendium:
    """One kit per choice of games, so that a build composes its manifest once, however
    often it asks its game for the kit."""
    return Compendium(games)


KIT = Compendium()
CHECKS = CompendiumChecks()
