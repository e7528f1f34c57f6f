"""The registry of games: every package under printkit/games/ that defines GAME, found by itself.

A new game is one package plus one template folder: nothing here names it.
Tests (or other programs) may add a game of their own with `register`.
"""

from __future__ import annotations

import importlib
import pkgutil
import unicodedata
from functools import cache
from typing import Any

from printkit.errors import BadValueError
from printkit.games.base import Game
from printkit.games.rules import Rules

__all__ = ["Game", "all_games", "default_game", "find_game", "find_rules", "register",
           "unregister"]

_ADDED: dict[str, Game] = {}


@cache
def _packages() -> tuple[Any, ...]:
    """The packages under printkit/games/, imported."""
    return tuple(importlib.import_module(f"{__name__}.{module.name}")
                 for module in pkgutil.iter_modules(__path__) if module.ispkg)


@cache
def _packaged() -> tuple[Game, ...]:
    """The games defined by the packages under printkit/games/, sorted by name."""
    found = [package.GAME for package in _packages()
             if isinstance(getattr(package, "GAME", None), Game)]
    return tuple(sorted(found, key=lambda g: g.name))


def all_games() -> dict[str, Game]:
    """Every registered game by name, packaged ones first, each sorted by name."""
    games = {game.name: game for game in _packaged()}
    games.update(_ADDED)
    return games


def register(game: Game) -> None:
    """Add `game` to the registry (for games defined outside printkit/games/)."""
    _ADDED[game.name] = game


def unregister(name: str) -> None:
    """Remove a game added with `register`."""
    _ADDED.pop(name, None)


def default_game() -> Game:
    """The game whose own command-line forms `printkit engine` speaks without --game."""
    return next(game for game in all_games().values() if game.native)


def _key(text: str) -> str:
    """Fold case and accents, so `avanço`, `Avanco` and `AVANÇO` find the same game."""
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def game_names() -> list[str]:
    """Every name and alias a game answers to, for error messages and completion."""
    return [name for game in all_games().values() for name in (game.name, *game.aliases)]


def find_game(name: str) -> Game:
    """Return the game called `name` (or one of its aliases) or raise BadValueError."""
    wanted = _key(name)
    for game in all_games().values():
        if wanted in {_key(n) for n in (game.name, *game.aliases)}:
            return game
    raise BadValueError("game", name, ", ".join(game_names()))


def find_rules(name: str) -> Rules[Any]:
    """Return the engine called `name`: a rule-set name (long-nardy) or a game's name."""
    wanted = _key(name)
    for game in all_games().values():
        for variant in game.rule_sets:
            if _key(variant) == wanted:
                return game.rules(variant)
    try:
        return find_game(name).rules()
    except BadValueError:
        accepted = [v for game in all_games().values() for v in game.rule_sets]
        raise BadValueError("game", name, ", ".join(accepted)) from None
