"""The backgammon kit: its manifest (board halves, checkers, dice, cube, pins, cup, box)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from printkit.art.boards.halves import HALF_NAMES, named
from printkit.art.boards.point_diagrams import position_diagram
from printkit.art.boards.point_geometry import CHECKER_RATIO
from printkit.art.canvas import Drawing
from printkit.art.palette import find_palette
from printkit.art.parts import checkers
from printkit.games.backgammon import board, diagrams
from printkit.games.backgammon.engine import Position
from printkit.games.kit_parts import kit_params, single
from printkit.games.manifest import Box, KitManifest, Pieces, draw_parts, rule_facts
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.art.boards.diagrams import PieceStyle
    from printkit.context import Context
    from printkit.rulebook.model import Diagram, Document

# The box's words for backgammon; the shared parts' words are in games/kit_parts.py.
BOX_WORDS = {
    "title": N_("Backgammon"),
    "facts": N_("2 players; ages 8+; about 30 minutes"),
}


LETTER_POINT_WIDTH = 20.9  # mm, where the board's default is 21


def board_params(ctx: Context) -> Any:
    """The board's parameters as this kit draws it (the validator checks the same ones)."""
    if ctx.paper.name == "a3":
        # A3 holds the whole board at a larger size: no halves to join.
        return kit_params("board", ctx, split="whole", point_width=A3_POINT_WIDTH)
    if ctx.paper.name == "letter":
        # Letter's shorter sheet: points a tenth of a millimetre narrower keep each half,
        # its frame's colour BLEED past the cut, inside the printer's margins.
        return kit_params("board", ctx, point_width=LETTER_POINT_WIDTH)
    return kit_params("board", ctx)


def _board(side: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        params = board_params(ctx)
        if params.split == "whole":
            return [] if side else [Part("board", board.draw(params))]
        half = ("left", "right")[side]  # its name on the waste (halves.named)
        return [Part(f"board-{half}", named(board.halves(params)[side],
                                            ctx.gettext(HALF_NAMES[half])))]

    return make


def _checkers(ctx: Context) -> list[Part]:
    overrides: dict[str, Any] = {}
    if ctx.paper.name == "a3":  # checkers to match the larger whole board
        overrides["diameter"] = CHECKER_RATIO * A3_POINT_WIDTH
    params = kit_params("checkers", ctx, **overrides)
    return [Part("checkers", checkers.fronts(params), checkers.backs(params))]


def _checker_width(ctx: Context) -> float:
    """A checker's diameter: a set fraction of the board's point."""
    return float(CHECKER_RATIO * board_params(ctx).point_width)


def _cover(ctx: Context) -> Drawing:
    """The start position, drawn with the board art, for the cover."""
    layout = Position.start().layout()
    return position_diagram(layout, width=170.0, palette=find_palette(ctx.theme),
                            trays=board.style().arrows)


# The board's point width on A3, where it prints whole: as large as fits the sheet.
A3_POINT_WIDTH = 22.0

# Numbers the rulebook text leaves to the kit, as {name} placeholders.
RULE_VALUES = {"match_length": "13", "min_age": "8", "play_minutes": "30", "calibration_mm": "50",
               # The cube multiples of a gammon and a backgammon (scoring.GameResult).
               "gammon_multiple": "2", "backgammon_multiple": "3"}

# The box's own sizes are backgammon's: it is not sized from the pieces.
MANIFEST = KitManifest(
    board={"board-left": _board(0), "board-right": _board(1)},
    pieces=(Pieces(_checkers, {"light": 15, "dark": 15}, _checker_width, "checkers",
                   "circle", double_sided=True),),
    accessories={name: single(name) for name in ("dice", "cube", "pins", "cup")},
    box=Box(BOX_WORDS["title"], BOX_WORDS["facts"], params={"pattern": "points"}, sized=False),
    cover=_cover, facts=RULE_VALUES)


class BackgammonKit:
    """The backgammon kit (fulfils printkit.games.base.Kit): its manifest and diagrams."""

    manifest = MANIFEST

    def parts(self, names: Iterable[str], ctx: Context) -> list[Part]:
        """Draw the parts called `names`, in order."""
        return draw_parts(MANIFEST, names, ctx)

    def cover_art(self, ctx: Context) -> Drawing:
        """The start position, drawn with the board art, for the cover."""
        return _cover(ctx)

    def rule_values(self) -> Mapping[str, str]:
        """The numbers the rulebook leaves to the kit."""
        return rule_facts(MANIFEST)

    def diagram(self, block: Diagram, *, width: float, palette: str,
                pieces: PieceStyle | None = None) -> Drawing:
        """The block's position with arrows for its play (its checkers are always the
        kit's own: no compendium holds backgammon)."""
        return diagrams.draw(block, width=width, palette=palette)


class BackgammonChecks:
    """What the backgammon engine finds wrong with the kit (fulfils printkit.games.base.Checks)."""

    def diagram_problems(self, block: Diagram) -> list[tuple[int, str]]:
        """The shared claims, pip counts and scores, as (source line, what is wrong)."""
        return diagrams.problems(block)

    def text_problems(self, document: Document) -> list[tuple[int, str]]:
        """Setup counts the prose states agree with the engine's start."""
        return diagrams.prose_problems(document)

    def board_problems(self, ctx: Context) -> list[str]:
        """The board's printed setup marks must be the engine's start position."""
        return diagrams.board_problems(board_params(ctx))


KIT = BackgammonKit()
CHECKS = BackgammonChecks()
