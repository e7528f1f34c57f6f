"""Tic-tac-toe, a game defined only in the tests: registering it must make every command work."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from printkit.games.base import Game, Kit
from printkit.games.rules import Rules


def _rules(variant: str) -> Rules[Any]:
    from tests.toygame.engine import RULES

    return RULES


def _kit() -> Kit:
    from tests.toygame.kit import KIT

    return KIT


GAME = Game(
    name="tictactoe",
    title="Tic-tac-toe",
    aliases=("jogo-da-velha",),
    load_rules=_rules,
    load_kit=_kit,
    facts=("2 players", "ages 4+"),
    contents=("a board", "five crosses and five noughts"),
    components=("tests.toygame.board",),
    only_languages=("en",),
    template_folder=Path(__file__).parent / "templates",
)
