"""Backgammon: the game, its engine (gnubg notation), board art and kit recipe."""

from __future__ import annotations

from printkit.games.base import Game
from printkit.i18n import N_

GAME = Game(
    name="backgammon",
    title=N_("Backgammon"),
    aliases=("gamao",),
    engine="printkit.games.backgammon.adapter:RULES",
    kit_at="printkit.games.backgammon.kit:KIT",
    facts=(N_("2 players"), N_("ages 8+"), N_("about 30 minutes")),
    contents=(
        N_("a board in two halves, joined at the bar, with score tracks"),
        N_("30 checkers, 15 light and 15 dark, printed on both sides"),
        N_("two dice and a spare, and a doubling cube"),
        N_("two pyramid score pins and a dice cup"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.backgammon.board",),
    native="printkit.games.backgammon.native",
)
