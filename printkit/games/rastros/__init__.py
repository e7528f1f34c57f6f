"""Rastros: one white piece leaves a trail of black ones on a 7x7 board, by Bill Taylor, 1992."""

from __future__ import annotations

from typing import Any

from printkit.games.base import Game, Kit
from printkit.games.rules import Rules
from printkit.i18n import N_


def _rules(variant: str) -> Rules[Any]:
    from printkit.games.rastros.engine import RULES

    rules: Rules[Any] = RULES
    return rules


def _kit() -> Kit:
    from printkit.games.rastros.kit import KIT

    return KIT


GAME = Game(
    name="rastros",
    title=N_("Rastros"),
    aliases=("trails",),
    load_rules=_rules,
    load_kit=_kit,
    facts=(N_("2 players"), N_("ages 7+"), N_("about 10 minutes")),
    contents=(
        N_("a 7 x 7 board with coordinates, both goals and the start marked"),
        N_("41 pieces: the white piece and 40 black ones"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.rastros.board",),
)
