"""Rastros: one white piece leaves a trail of black ones on a 7x7 board, by Bill Taylor, 1992."""

from __future__ import annotations

from printkit.games.base import Game
from printkit.i18n import N_

GAME = Game(
    name="rastros",
    title=N_("Rastros"),
    aliases=("trails",),
    engine="printkit.games.rastros.engine:RULES",
    kit_at="printkit.games.rastros.kit:KIT",
    facts=(N_("2 players"), N_("ages 7+"), N_("about 10 minutes")),
    contents=(
        N_("a 7 x 7 board with coordinates, both goals and the start marked"),
        N_("49 pieces: the white piece and 48 black ones"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.rastros.board",),
)
