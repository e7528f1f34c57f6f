"""Traffic Lights (Semáforo): three in a row of one colour on a 3x4 board, by Alan Parr."""

from __future__ import annotations

from printkit.games.base import Game
from printkit.i18n import N_

GAME = Game(
    name="traffic-lights",
    title=N_("Traffic Lights"),
    aliases=("semaforo",),
    engine="printkit.games.traffic_lights.engine:RULES",
    kit_at="printkit.games.traffic_lights.kit:KIT",
    facts=(N_("2 players"), N_("ages 6+"), N_("about 5 minutes")),
    contents=(
        N_("a board of 3 by 4 squares"),
        N_("24 pieces: 8 green, 8 yellow and 8 red, each color with its own mark"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.traffic_lights.board",),
)
