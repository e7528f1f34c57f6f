"""Parts every kit draws the same way: component parameters set for a kit, and single parts.

A kit's parts take the kit's theme, bleed and translated words; `kit_params`
fills those in, so each game only names what differs (sizes, counts, titles).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from printkit.art.canvas import Drawing
from printkit.art.component import find_component
from printkit.art.parts import cup
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.context import Context

# Words printed on the shared parts, by parameter name; translated for each kit.
PART_WORDS = {
    "glue_label": N_("glue"),
    "join_label": N_("lay the other half here"),
    "start_label": N_("start"),
    "cut_label": N_("cut"),
    "crop_label": N_("cut between the marks with a ruler"),
    "valley_label": N_("valley fold"),
    "mountain_label": N_("mountain fold"),
    "note": N_("This square must measure exactly 50\u00a0mm."),
}

# The insides of the single parts that show one (a cup's walls, seen as you look in),
# printed where the part's sheet has a back page anyway (see layout/cards.py).
LININGS: dict[str, Callable[[Any], Drawing | None]] = {"cup": cup.lining}


def kit_params(name: str, ctx: Context, **overrides: Any) -> Any:
    """The parameters of component `name` for this kit: its theme and translated words."""
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


def single(name: str, **overrides: Any) -> Callable[[Context], list[Part]]:
    """A maker for the part that shared component `name` draws on its own."""

    def make(ctx: Context) -> list[Part]:
        params = kit_params(name, ctx, **overrides)
        inside = LININGS.get(name)
        return [Part(name, find_component(name).draw(params), marks=name != "calibration",
                     lining=inside(params) if inside else None)]

    return make
