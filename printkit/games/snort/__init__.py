"""Snort (Gatos & Cães): cats and dogs placed on an 8x8 board, never side by side."""

from __future__ import annotations

from printkit.games.base import Game
from printkit.i18n import N_

GAME = Game(
    name="snort",
    title=N_("Snort"),
    aliases=("gatos-e-caes", "gatos-caes"),
    engine="printkit.games.snort.engine:RULES",
    kit_at="printkit.games.snort.kit:KIT",
    facts=(N_("2 players"), N_("ages 6+"), N_("about 15 minutes")),
    contents=(
        N_("an 8 x 8 board with coordinates and the center zone marked"),
        N_("56 pieces: 28 cats and 28 dogs"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.snort.board",),
)
