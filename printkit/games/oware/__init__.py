"""Ouri (Oware): sow seeds round two rows of six houses and capture twos and threes."""

from __future__ import annotations

from typing import Any

from printkit.games.base import Game, Kit
from printkit.games.rules import Rules
from printkit.i18n import N_


def _rules(variant: str) -> Rules[Any]:
    from printkit.games.oware.engine import RULES

    rules: Rules[Any] = RULES
    return rules


def _kit() -> Kit:
    from printkit.games.oware.kit import KIT

    return KIT


GAME = Game(
    name="oware",
    title=N_("Oware"),
    aliases=("ouri",),
    load_rules=_rules,
    load_kit=_kit,
    facts=(N_("2 players"), N_("ages 7+"), N_("about 30 minutes")),
    contents=(
        N_("a board of two rows of six houses, 40\u00a0mm across, and two stores"),
        N_("48 seed tokens, for those without real seeds or beans"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.oware.board",),
)
