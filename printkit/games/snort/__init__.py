"""Snort (Gatos & Cães): cats and dogs placed on an 8x8 board, never side by side.

The engine is ready; the kit (board, pieces, box, rulebook) comes next, and with
it GAME. Until then RULE_SETS lets `printkit engine --game snort` serve it.
"""

from __future__ import annotations

from typing import Any

from printkit.games.rules import Rules


def _rules() -> Rules[Any]:
    from printkit.games.snort.engine import RULES

    rules: Rules[Any] = RULES
    return rules


RULE_SETS = {"snort": _rules}
