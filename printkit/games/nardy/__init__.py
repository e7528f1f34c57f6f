"""Nardy: long nardy (the kit's game), short nardy and the Caucasian variant."""

from __future__ import annotations

from typing import Any

from printkit.games.base import Game, Kit
from printkit.games.rules import Rules
from printkit.i18n import N_


def _rules(variant: str) -> Rules[Any]:
    if variant == "long-nardy":
        from printkit.games.nardy.long import RULES

        return RULES
    from printkit.games.nardy.short import CAUCASIAN, SHORT

    return SHORT if variant == "short-nardy" else CAUCASIAN


def _kit() -> Kit:
    from printkit.games.nardy.kit import KIT

    return KIT


GAME = Game(
    name="nardy",
    title=N_("Nardy"),
    aliases=("nardi", "gamao-longo"),
    variants=("long-nardy", "short-nardy", "caucasian-nardy"),
    load_rules=_rules,
    load_kit=_kit,
    facts=(N_("2 players"), N_("ages 8+"), N_("about 30 minutes")),
    contents=(
        N_("a nardy board in two halves, joined at the bar, with score tracks"),
        N_("30 checkers, 15 light and 15 dark, printed on both sides"),
        N_("two dice and a spare"),
        N_("two pyramid score pins and a dice cup"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.nardy.board",),
)
