"""Traffic Lights (Semáforo): three in a row of one colour on a 3x4 board.

The engine is ready; the kit (board, pieces, box, rulebook) comes next, and with
it GAME. Until then RULE_SETS lets `printkit engine --game traffic-lights` serve it.
"""

from __future__ import annotations

from typing import Any

from printkit.games.rules import Rules


def _rules() -> Rules[Any]:
    from printkit.games.traffic_lights.engine import RULES

    rules: Rules[Any] = RULES
    return rules


RULE_SETS = {"traffic-lights": _rules}
