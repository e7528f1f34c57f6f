"""Nardy: long nardy (the kit's game), short nardy and the Caucasian variant."""

from __future__ import annotations

from printkit.games.base import Game
from printkit.i18n import N_

GAME = Game(
    name="nardy",
    title=N_("Nardy"),
    aliases=("nardi", "gamao-longo"),
    engine={"long-nardy": "printkit.games.nardy.long:RULES",
            "short-nardy": "printkit.games.nardy.short:SHORT",
            "caucasian-nardy": "printkit.games.nardy.short:CAUCASIAN"},
    kit_at="printkit.games.nardy.kit:KIT",
    facts=(N_("2 players"), N_("ages 8+"), N_("about 30 minutes")),
    contents=(
        N_("a nardy board in two halves, joined at the bar, with score tracks"),
        N_("30 checkers, 15 white and 15 black, printed on both sides, and 10 spares"),
        N_("two dice and a spare"),
        N_("two pyramid score pins and a dice cup"),
        N_("a quick-reference card that lies flat in the box"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.nardy.board",),
)
