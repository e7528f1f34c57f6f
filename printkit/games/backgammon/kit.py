"""The backgammon kit recipe: the parts named in templates/backgammon/kit.toml, drawn."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from printkit.art.canvas import Drawing
from printkit.errors import PrintkitError
from printkit.games.kit_parts import kit_params, single
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.context import Context
    from printkit.rulebook.model import Diagram, Document

# The box's words for backgammon; the shared parts' words are in games/kit_parts.py.
BOX_WORDS = {
    "title": N_("Backgammon"),
    "facts": N_("2 players; ages 8+; about 30 minutes; about 10 minutes to assemble"),
}


def board_params(ctx: Context) -> Any:
    """The board's parameters as this kit draws it (the validator checks the same ones)."""
    if ctx.paper.name == "a3":
        # A3 holds the whole board at a larger size: no halves to join.
        return kit_params("board", ctx, split="whole", point_width=A3_POINT_WIDTH)
    return kit_params("board", ctx)


def _board(side: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        from printkit.games.backgammon import board

        params = board_params(ctx)
        if params.split == "whole":
            return [] if side else [Part("board", board.draw(params))]
        return [Part(("board-left", "board-right")[side], board.halves(params)[side])]

    return make


def _checkers(ctx: Context) -> list[Part]:
    from printkit.art.parts import checkers
    from printkit.games.backgammon.board_geometry import CHECKER_RATIO

    overrides: dict[str, Any] = {}
    if ctx.paper.name == "a3":  # checkers to match the larger whole board
        overrides["diameter"] = CHECKER_RATIO * A3_POINT_WIDTH
    params = kit_params("checkers", ctx, **overrides)
    return [Part("checkers", checkers.fronts(params), checkers.backs(params))]


def _box(index: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        from printkit.art.parts import box

        words = {name: ctx.gettext(text) for name, text in BOX_WORDS.items()}
        module = box.modules(kit_params("box", ctx, **words))[index]
        return [Part(("box-a", "box-b")[index], module)]

    return make


# The board's point width on A3, where it prints whole: as large as fits the sheet.
A3_POINT_WIDTH = 22.0

PARTS: dict[str, Callable[[Context], list[Part]]] = {
    "calibration": single("calibration"),
    "legend": single("legend"),
    "checkers": _checkers,
    "dice": single("dice"),
    "cube": single("cube"),
    "pins": single("pins"),
    "cup": single("cup"),
    "board-left": _board(0),
    "board-right": _board(1),
    "box-a": _box(0),
    "box-b": _box(1),
}


def parts(names: Iterable[str], ctx: Context) -> list[Part]:
    """Draw the parts called `names`, in order."""
    drawn: list[Part] = []
    for name in names:
        try:
            make = PARTS[name]
        except KeyError:
            raise PrintkitError(
                f"kit.toml names unknown part {name!r}: known parts are {', '.join(PARTS)}"
            ) from None
        drawn.extend(make(ctx))
    return drawn


# Numbers the rulebook text leaves to the kit, as {name} placeholders.
RULE_VALUES = {"match_length": "13", "min_age": "8", "play_minutes": "30", "calibration_mm": "50",
               # The cube multiples of a gammon and a backgammon (scoring.GameResult).
               "gammon_multiple": "2", "backgammon_multiple": "3"}


class BackgammonKit:
    """The backgammon kit recipe (fulfils printkit.games.base.Kit)."""

    def parts(self, names: Iterable[str], ctx: Context) -> list[Part]:
        """Draw the parts called `names`, in order."""
        return parts(names, ctx)

    def cover_art(self, ctx: Context) -> Drawing:
        """The start position, drawn with the board art, for the cover."""
        from printkit.art.palette import find_palette
        from printkit.games.backgammon.board import position_diagram
        from printkit.games.backgammon.engine import Position

        layout = Position.start().layout()
        return position_diagram(layout, width=170.0, palette=find_palette(ctx.theme))

    def rule_values(self) -> Mapping[str, str]:
        """The numbers the rulebook leaves to the kit."""
        return RULE_VALUES

    def diagram(self, block: Diagram, *, width: float, palette: str) -> Drawing:
        """The block's position with arrows for its play."""
        from printkit.games.backgammon import diagrams

        return diagrams.draw(block, width=width, palette=palette)

    def diagram_problems(self, block: Diagram) -> list[tuple[int, str]]:
        """The shared claims, pip counts and scores, as (source line, what is wrong)."""
        from printkit.games.backgammon import diagrams

        return diagrams.problems(block)

    def text_problems(self, document: Document) -> list[tuple[int, str]]:
        """Setup counts the prose states agree with the engine's start."""
        from printkit.games.backgammon import diagrams

        return diagrams.prose_problems(document)

    def board_problems(self, ctx: Context) -> list[str]:
        """The board's printed setup marks must be the engine's start position."""
        from printkit.games.backgammon import diagrams

        return diagrams.board_problems(board_params(ctx))
