"""Hex: two players join their opposite edges of a rhombus of hexagons; nobody can draw.

The engine is ready; the kit (board, pieces, box, rulebook) comes next, and with
it GAME. Until then RULE_SETS lets `printkit engine --game hex` serve it.
"""

from __future__ import annotations

from typing import Any

from printkit.games.rules import Rules


def _rules() -> Rules[Any]:
    from printkit.games.hex.engine import RULES

    rules: Rules[Any] = RULES
    return rules


RULE_SETS = {"hex": _rules}
