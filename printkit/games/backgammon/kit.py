"""The backgammon kit recipe: the parts named in templates/backgammon/kit.toml, drawn."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from printkit.art.canvas import Drawing
from printkit.errors import PrintkitError
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.kit import Context

FACTS = [N_("2 players"), N_("ages 8+"), N_("about 30 minutes")]
CONTENTS = [
    N_("a board in two halves, joined at the bar, with score tracks"),
    N_("30 checkers, 15 light and 15 dark, printed on both sides"),
    N_("two dice and a spare, and a doubling cube"),
    N_("two pyramid score pins and a dice cup"),
    N_("a box that folds from two sheets without glue"),
]


def _calibration(ctx: Context) -> list[Part]:
    from printkit.art import calibration

    note = ctx.gettext("This square must measure exactly 50 mm.")
    drawing = calibration.draw(calibration.CalibrationParams(note=note))
    return [Part("calibration", drawing, marks=False)]


def _board(side: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        from printkit.art import board

        half = board.halves(board.BoardParams())[side]
        return [Part(("board-left", "board-right")[side], half)]

    return make


def _checkers(ctx: Context) -> list[Part]:
    from printkit.art import checkers

    params = checkers.CheckersParams()
    return [Part("checkers", checkers.fronts(params), checkers.backs(params))]


def _component(name: str) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        from printkit.art.component import find_component

        component = find_component(name)
        return [Part(name, component.draw(component.defaults()))]

    return make


def _box(index: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        from printkit.art import box

        module = box.modules(box.BoxParams())[index]
        return [Part(("box-a", "box-b")[index], module)]

    return make


PARTS: dict[str, Callable[[Context], list[Part]]] = {
    "calibration": _calibration,
    "legend": _component("legend"),
    "checkers": _checkers,
    "dice": _component("dice"),
    "cube": _component("cube"),
    "pins": _component("pins"),
    "cup": _component("cup"),
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


def cover_art(ctx: Context) -> Drawing:
    """The start position, drawn with the board art, for the cover."""
    from printkit.art.board import position_diagram
    from printkit.games.backgammon.engine import Position

    return position_diagram(Position.start().layout(), width=170.0)


# Numbers the rulebook text leaves to the kit, as {name} placeholders.
RULE_VALUES = {"match_length": "13", "min_age": "8", "play_minutes": "30", "calibration_mm": "50"}


def rulebook(ctx: Context) -> bytes:
    """The rulebook PDF in the kit's language and paper size."""
    from printkit.rulebook.render import rulebook_pdf
    from printkit.rulebook.source import load_rules, rules_path

    document = load_rules(rules_path("backgammon"))
    return rulebook_pdf(
        document,
        ctx.gettext,
        language=ctx.language,
        values=RULE_VALUES,
        size_mm=(ctx.paper.width, ctx.paper.height),
        footer=ctx.gettext("Backgammon"),
    )
