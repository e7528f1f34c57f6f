"""Ouri (Oware): sowing seeds round two rows of six houses and capturing twos and threes.

The engine is ready; the kit (board, pieces, box, rulebook) comes next, and with
it GAME. Until then RULE_SETS lets `printkit engine --game oware` serve it.
"""

from __future__ import annotations

from typing import Any

from printkit.games.rules import Rules


def _rules() -> Rules[Any]:
    from printkit.games.oware.engine import RULES

    rules: Rules[Any] = RULES
    return rules


RULE_SETS = {"oware": _rules}
