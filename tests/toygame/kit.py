"""The tic-tac-toe kit: a board and a rulebook, from the ready-made Recipe."""

from __future__ import annotations

import dataclasses
from typing import Any

from printkit.art.canvas import Drawing
from printkit.context import Context
from printkit.games.manifest import KitManifest
from printkit.games.pad import Pad
from printkit.games.recipe import EngineChecks, Recipe
from printkit.layout.pack import Part
from tests.toygame import board
from tests.toygame.engine import RULES


def _board(ctx: Context) -> list[Part]:
    return [Part("board", board.draw(board.GridParams()))]


def _position(position: Any, move: str | None, width: float, palette: str) -> Drawing:
    after = RULES.play(position, move) if move else position
    return board.draw(board.GridParams(cell=width / 3), after[0])


KIT = Recipe(manifest=KitManifest(board={"board": _board}), rules=lambda: RULES,
             draw_position=_position)
CHECKS = EngineChecks(lambda: RULES)

# The same kit with a pad of recorded games, for the tests of `printkit pad`.
PADDED = dataclasses.replace(KIT, pad=Pad(key="Three in a row wins.", per_page=4,
                                          moves=("Crosses", "Noughts")))
