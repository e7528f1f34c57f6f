"""Who a caption says wins or loses is who wins with best play, as the engine finds it.

"Here the first player has already lost", "the dogs run out of moves one turn before
the cats", "White has won": in a game without dice the engine plays the diagram out
(the position after its play, or its position when it has none), every line of play,
and the side the caption sends to defeat must be the side that cannot avoid it. A
position too big to play out within a small budget is left to the other checks.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from printkit.errors import PrintkitError
from printkit.rulebook.facts import clauses, name_flags, side_to_move

Problem = tuple[int, str]

_BUDGET = 20_000  # positions: endings the rulebooks show take a few hundred
# A clause that imagines another game ("had it been", "would have won") states no verdict.
_IMAGINED = re.compile(r"\b(?:would|could|had|if|unless|when|whoever)\b", re.I)


class _TooBig(Exception):
    """The position has more lines of play than the budget allows."""


def verdict_problems(rules: Any, block: Any, line: int,
                     sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """Each side the caption says has lost (or won) loses (or wins) with best play."""
    said = _verdicts(block.caption or "", sides)
    if not said or rules.uses_dice:
        return []
    try:
        position = rules.start() if block.position == "start" else rules.parse_position(
            block.position)
        if block.play and block.play != "none":
            position = rules.play(position, block.play, None)
        winner = _winner(rules, position, {}, [_BUDGET])
    except (PrintkitError, _TooBig):
        return []
    if winner is None:
        return []
    found: list[Problem] = []
    for name, token, wins in said:
        if (token == winner) != wins:
            found.append((line, f"the caption has {name} {'win' if wins else 'lose'}; with "
                                f"best play from its diagram, {_name(winner, sides)} wins"))
    return found


def _verdicts(caption: str, sides: Mapping[str, tuple[str, ...]]) -> list[tuple[str, str, bool]]:
    """(side name, side, wins) for each verdict the caption states."""
    found = []
    for clause in clauses(caption):
        if _IMAGINED.search(clause):
            continue
        for token, names in sides.items():
            for name in names:
                flags = name_flags(name)
                side = rf"(?<!\w){re.escape(name)}"
                if re.search(rf"{side} (?:has |have )?(?:already )?(?:lost|loses?)\b|"
                             rf"{side} runs? out of moves", clause, flags):
                    found.append((name, token, False))
                if re.search(rf"{side} (?:has |have )?(?:already )?(?:won|wins?)\b", clause,
                             flags):
                    found.append((name, token, True))
    return found


def _winner(rules: Any, position: Any, seen: dict[str, str | None],
            budget: list[int]) -> str | None:
    """The side that wins from `position` with best play (None: the engine cannot tell)."""
    key = rules.format_position(position)
    if key in seen:
        return seen[key]
    budget[0] -= 1
    if budget[0] < 0:
        raise _TooBig
    result = rules.winner(position)
    if result is None:
        mover = side_to_move(rules, position)
        outcomes: set[str | None] = set()
        for _, after in rules.legal_moves(position):
            outcomes.add(_winner(rules, after, seen, budget))
            if mover in outcomes:
                break  # one winning move is enough
        if mover in outcomes:
            result = mover
        elif len(outcomes) == 1:
            result = outcomes.pop()
    seen[key] = result
    return result


def _name(token: str, sides: Mapping[str, tuple[str, ...]]) -> str:
    """A side's English name."""
    return sides.get(token, (token,))[0]
