"""Tic-tac-toe, a game defined only in the tests: registering it must make every command work."""

from __future__ import annotations

from pathlib import Path

from printkit.games.base import Game

GAME = Game(
    name="tictactoe",
    title="Tic-tac-toe",
    aliases=("jogo-da-velha",),
    engine="tests.toygame.engine:RULES",
    kit_at="tests.toygame.kit:KIT",
    facts=("2 players", "ages 4+"),
    contents=("a board", "five crosses and five noughts"),
    components=("tests.toygame.board",),
    only_languages=("en",),
    template_folder=Path(__file__).parent / "templates",
)
