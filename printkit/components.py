"""Every art component by name: the shared parts and each registered game's own (its board).

Above both the art and the games: the art knows no game, and a game's engine
knows no art, so the two lists meet here.
"""

from __future__ import annotations

from typing import Any

from printkit.art.component import components, find_component
from printkit.games import all_games


def component_modules() -> tuple[str, ...]:
    """The modules that register every game's own art components (their boards)."""
    return tuple(module for game in all_games().values() for module in game.components)


def all_components() -> dict[str, Any]:
    """Every art component by name: the shared parts and every game's own."""
    return components(component_modules())


def find_any_component(name: str) -> Any:
    """The art component called `name`, shared or a game's; BadValueError names the rest."""
    return find_component(name, component_modules())
