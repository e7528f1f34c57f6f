"""Hex: join your two edges of a rhombus of hexagons, by Piet Hein and John Nash."""

from __future__ import annotations

from typing import Any

from printkit.games.base import Game, Kit
from printkit.games.rules import Rules
from printkit.i18n import N_


def _rules(variant: str) -> Rules[Any]:
    from printkit.games.hex.engine import RULES

    rules: Rules[Any] = RULES
    return rules


def _kit() -> Kit:
    from printkit.games.hex.kit import KIT

    return KIT


GAME = Game(
    name="hex",
    title=N_("Hex"),
    aliases=(),
    load_rules=_rules,
    load_kit=_kit,
    facts=(N_("2 players"), N_("ages 8+"), N_("about 20 minutes")),
    contents=(
        N_("an 11 x 11 board of hexagons, each edge in its owner's color"),
        N_("100 hexagonal stones: 50 black and 50 white"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.hex.board",),
)
