"""Ludos classicus: the six games of the Portuguese abstract-games booklet as one kit."""

from __future__ import annotations

import tomllib
from typing import Any

from printkit.games.base import Game
from printkit.i18n import N_
from printkit.paths import templates_dir


def _recipe() -> dict[str, Any]:
    """templates/classics/kit.toml, read."""
    path = templates_dir() / "classics" / "kit.toml"
    with path.open("rb") as file:
        return tomllib.load(file)


def _chapters() -> tuple[str, ...]:
    """Its games in the book's order, as templates/classics/kit.toml lists them."""
    return tuple(str(name) for name in _recipe()["games"])


def cover_positions() -> dict[str, str]:
    """The position the cover shows of each game not shown at its start, by name, as
    templates/classics/kit.toml's [cover] gives them."""
    return {str(name): str(at) for name, at in _recipe().get("cover", {}).items()}


GAME = Game(
    name="classics",
    title=N_("Ludos classicus"),
    aliases=("ludos-classicus", "classicos"),
    engine="",
    kit_at="printkit.games.classics.kit:KIT",
    # Its games run from 6+ (Snort, Traffic Lights) to 8+ (Hex), three of them 7+.
    facts=(N_("2 players"), N_("ages 8+"), N_("six games to choose from"),
           N_("5 to 30 minutes a game")),
    # True of every choice of games (build classics --games ...), not only of all six.
    contents=(
        N_("the board of each game, two back to back on one card where their outlines "
           "match"),
        N_("black and white stones shared by the games that play with stones, and each "
           "other game's own pieces"),
        N_("one box for every piece, with the games' titles on its lid"),
        N_("one rulebook, with a chapter for each game"),
    ),
    chapters=_chapters(),
)
