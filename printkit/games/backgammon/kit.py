"""The backgammon kit recipe: the parts named in templates/backgammon/kit.toml, drawn."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

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


# Words printed on the parts, by parameter name; translated for each kit.
PART_WORDS = {
    "glue_label": N_("glue"),
    "start_label": N_("start"),
    "cut_label": N_("cut"),
    "valley_label": N_("valley fold"),
    "mountain_label": N_("mountain fold"),
    "title": N_("Backgammon"),
    "facts": N_("2 players; ages 8+; about 30 minutes; about 10 minutes to assemble"),
    "note": N_("This square must measure exactly 50 mm."),
}


def kit_params(name: str, ctx: Context, **overrides: Any) -> Any:
    """The parameters of component `name` for this kit: its theme and translated words."""
    from printkit.art.component import find_component

    component = find_component(name)
    values: dict[str, Any] = {}
    for field in dataclasses.fields(component.params):
        if field.name == "palette":
            values["palette"] = ctx.theme
        elif field.name == "bleed" and ctx.bleed is not None:
            values["bleed"] = ctx.bleed
        elif field.name in PART_WORDS:
            values[field.name] = ctx.gettext(PART_WORDS[field.name])
    values.update(overrides)
    return component.params(**values)


def _single(name: str, **overrides: Any) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        from printkit.art.component import find_component

        drawing = find_component(name).draw(kit_params(name, ctx, **overrides))
        return [Part(name, drawing, marks=name != "calibration")]

    return make


def _board(side: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        from printkit.art import board

        params = kit_params("board", ctx)
        if ctx.paper.name == "a3":
            # A3 holds the whole board at a larger size: no halves to join.
            if side:
                return []
            whole = kit_params("board", ctx, split="whole", point_width=A3_POINT_WIDTH)
            return [Part("board", board.draw(whole))]
        return [Part(("board-left", "board-right")[side], board.halves(params)[side])]

    return make


def _checkers(ctx: Context) -> list[Part]:
    from printkit.art import board, checkers

    overrides: dict[str, Any] = {}
    if ctx.paper.name == "a3":  # checkers to match the larger whole board
        larger = board.BoardParams(point_width=A3_POINT_WIDTH)
        overrides["diameter"] = checkers.CheckersParams.for_board(larger).diameter
    params = kit_params("checkers", ctx, **overrides)
    return [Part("checkers", checkers.fronts(params), checkers.backs(params))]


def _box(index: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        from printkit.art import box

        module = box.modules(kit_params("box", ctx))[index]
        return [Part(("box-a", "box-b")[index], module)]

    return make


# The board's point width on A3, where it prints whole: as large as fits the sheet.
A3_POINT_WIDTH = 22.0

PARTS: dict[str, Callable[[Context], list[Part]]] = {
    "calibration": _single("calibration"),
    "legend": _single("legend"),
    "checkers": _checkers,
    "dice": _single("dice"),
    "cube": _single("cube"),
    "pins": _single("pins"),
    "cup": _single("cup"),
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
    from printkit.art.palette import find_palette
    from printkit.games.backgammon.engine import Position

    layout = Position.start().layout()
    return position_diagram(layout, width=170.0, palette=find_palette(ctx.theme))


# Numbers the rulebook text leaves to the kit, as {name} placeholders.
RULE_VALUES = {"match_length": "13", "min_age": "8", "play_minutes": "30", "calibration_mm": "50"}


def rulebook(ctx: Context) -> bytes:
    """The rulebook PDF in the kit's language and paper size."""
    from printkit.layout.booklet import half_page
    from printkit.render.rulebook import rulebook_pdf
    from printkit.rulebook.source import load_rules, rules_path

    document = load_rules(rules_path("backgammon"))
    booklet = ctx.rulebook == "booklet"
    size = half_page(ctx.paper) if booklet else (ctx.paper.width, ctx.paper.height)
    return rulebook_pdf(
        document,
        ctx.gettext,
        language=ctx.language,
        values=RULE_VALUES,
        size_mm=size,
        footer=ctx.gettext("Backgammon"),
        palette=ctx.theme,
        layout=ctx.rulebook,
    )
