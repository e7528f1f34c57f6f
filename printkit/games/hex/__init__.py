"""Hex: join your two edges of a rhombus of hexagons, by Piet Hein and John Nash."""

from __future__ import annotations

from printkit.games.base import Game
from printkit.i18n import N_

GAME = Game(
    name="hex",
    title=N_("Hex"),
    aliases=(),
    engine="printkit.games.hex.engine:RULES",
    kit_at="printkit.games.hex.kit:KIT",
    facts=(N_("2 players"), N_("ages 8+"), N_("about 20 minutes")),
    contents=(
        N_("an 11 x 11 board of hexagons, each edge in its owner's color"),
        N_("122 round stones: 61 black and 61 white"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.hex.board", "printkit.games.hex.stones"),
)
