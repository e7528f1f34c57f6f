"""Ludos classicus: the six games of the Portuguese abstract-games booklet as one kit."""

from __future__ import annotations

import tomllib
from typing import Any

from printkit.errors import PrintkitError
from printkit.games.base import Game, Kit
from printkit.i18n import N_
from printkit.paths import templates_dir


def _chapters() -> tuple[str, ...]:
    """Its games in the book's order, as templates/classics/kit.toml lists them."""
    path = templates_dir() / "classics" / "kit.toml"
    with path.open("rb") as file:
        return tuple(str(name) for name in tomllib.load(file)["games"])


def _no_engine(variant: str) -> Any:
    """Refuse: a compendium plays no game of its own; each chapter's game has its engine."""
    raise PrintkitError(f"classics has no engine of its own: ask for one of its games, "
                        f"{', '.join(GAME.chapters)}")


def _kit() -> Kit:
    from printkit.games.classics.kit import KIT

    return KIT


GAME = Game(
    name="classics",
    title=N_("Ludos classicus"),
    aliases=("ludos-classicus", "classicos"),
    load_rules=_no_engine,
    load_kit=_kit,
    facts=(N_("2 players"), N_("ages 6+"), N_("up to six games")),
    # True of every choice of games (build classics --games ...), not only of all six.
    contents=(
        N_("the board of each game, two to a card: one on the front, one on the back"),
        N_("black and white stones shared by the games that play with stones, and each "
           "other game's own pieces"),
        N_("one box for every piece, with the games' titles on its lid"),
        N_("one rulebook, with a chapter for each game"),
    ),
    chapters=_chapters(),
)
