"""Ouri (Oware): sow seeds round two rows of six houses and capture twos and threes."""

from __future__ import annotations

from printkit.games.base import Game
from printkit.i18n import N_

GAME = Game(
    name="oware",
    title=N_("Oware"),
    aliases=("ouri",),
    engine="printkit.games.oware.engine:RULES",
    kit_at="printkit.games.oware.kit:KIT",
    facts=(N_("2 players"), N_("ages 7+"), N_("about 30 minutes")),
    contents=(
        N_("a board of two rows of six houses, 40\u00a0mm across, and two stores"),
        N_("48 seed tokens, for those without real seeds or beans"),
        N_("a box that folds from two sheets without glue"),
    ),
    components=("printkit.games.oware.board",),
)
