"""Traffic Lights (Semáforo): three in a row of one colour on a 3x4 board, by Alan Parr."""

from __future__ import annotations

from typing import Any

from printkit.games.base import Game, Kit
from printkit.games.rules import Rules
from printkit.i18n import N_


def _rules(variant: str) -> Rules[Any]:
    from printkit.games.traffic_lights.engine import RULES

    rules: Rules[Any] = RULES
    return rules


def _kit() -> Kit:
    from printkit.games.traffic_lights.kit import KIT

    return KIT


GAME = Game(
    name="traffic-lights",
    title=N_("Traffic Lights"),
    aliases=("semaforo",),
    load_rules=_rules,
    load_kit=_kit,
    facts=(N_("2 players"), N_("ages 6+"), N_("about 5 minutes")),
    contents=(
        N_("a board of 3 by 4 squares"),
        N_("24 pieces: 8 green, 8 yellow and 8 red, each color with its own mark"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.traffic_lights.board",),
)
