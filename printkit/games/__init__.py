"""The registry of games printkit can make kits for."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.errors import BadValueError
from printkit.i18n import N_


@dataclass(frozen=True)
class Game:
    """A game with a kit: its command-line name, English title and recipe module."""

    name: str
    title: str
    recipe: str  # module with parts(...) for this game's kit.toml


GAMES: dict[str, Game] = {
    "backgammon": Game("backgammon", N_("Backgammon"), "printkit.games.backgammon.kit"),
}


def find_game(name: str) -> Game:
    """Return the game called `name` or raise BadValueError naming the known games."""
    try:
        return GAMES[name.lower()]
    except KeyError:
        raise BadValueError("game", name, ", ".join(GAMES)) from None
