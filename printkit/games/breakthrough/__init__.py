"""Breakthrough (Avanço): a race of pawns across a 7x7 board, by Dan Troyka, 2000."""

from __future__ import annotations

from printkit.games.base import Game
from printkit.i18n import N_

GAME = Game(
    name="breakthrough",
    title=N_("Breakthrough"),
    aliases=("avanco",),
    engine="printkit.games.breakthrough.engine:RULES",
    kit_at="printkit.games.breakthrough.kit:KIT",
    facts=(N_("2 players"), N_("ages 7+"), N_("about 15 minutes")),
    contents=(
        N_("a 7 x 7 board with coordinates"),
        N_("28 pieces, 14 light and 14 dark, printed on both sides"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.breakthrough.board",),
)
