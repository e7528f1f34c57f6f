"""Rastros: one white piece leaves a trail of black ones on a 7x7 board.

The engine is ready; the kit (board, pieces, box, rulebook) comes next, and with
it GAME. Until then RULE_SETS lets `printkit engine --game rastros` serve it.
"""

from __future__ import annotations

from typing import Any

from printkit.games.rules import Rules


def _rules() -> Rules[Any]:
    from printkit.games.rastros.engine import RULES

    rules: Rules[Any] = RULES
    return rules


RULE_SETS = {"rastros": _rules}
