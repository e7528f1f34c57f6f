"""Breakthrough (Avanço): a race of pawns across a 7x7 board.

The engine is ready; the kit (board, pieces, box, rulebook) comes next, and with
it GAME. Until then RULE_SETS lets `printkit engine --game breakthrough` serve it.
"""

from __future__ import annotations

from typing import Any

from printkit.games.rules import Rules


def _rules() -> Rules[Any]:
    from printkit.games.breakthrough.engine import RULES

    rules: Rules[Any] = RULES
    return rules


RULE_SETS = {"breakthrough": _rules}
