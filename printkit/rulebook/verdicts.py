"""Who a caption says wins or loses is who wins with best play, as the engine finds it.

"Here the first player has already lost", "the dogs run out of moves one turn before
the cats", "White has won", "the player to move has already lost" (the side to move in
the diagram's position, before its play): in a game without dice the engine plays the diagram out
(the position after its play, or its position when it has none), every line of play,
and the side the caption sends to defeat must be the side that cannot avoid it. The solver
(printkit/games/solve.py) decides; a position too large for it is reported, not
passed over.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from printkit.errors import PrintkitError
from printkit.games.solve import PositionTooLargeError
from printkit.rulebook.facts import clauses, name_flags, side_to_move
from printkit.rulebook.proofs import winner as solved_winner

Problem = tuple[int, str]

# Names of whichever side is to move in a diagram's position (before its play), which a
# caption may use where a side's own name would read as who opened the game.
MOVER = ("player to move", "side to move")
# A clause that imagines another game ("had it been", "would have won") states no verdict.
_IMAGINED = re.compile(r"\b(?:would|could|had|if|unless|when|whoever)\b", re.I)


def verdict_problems(rules: Any, block: Any, line: int,
                     sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """Each side the caption says has lost (or won) loses (or wins) with best play."""
    # MOVER's verdicts come back with no side ("") until the position says who moves.
    said = [] if rules.uses_dice else _verdicts(block.caption or "", {**sides, "": MOVER})
    if not said:
        return []
    try:
        position = rules.start() if block.position == "start" else rules.parse_position(
            block.position)
        mover = side_to_move(rules, position)
        said = [(name, token or mover, wins) for name, token, wins in said]
        if block.play and block.play != "none":
            position = rules.play(position, block.play, None)
    except PrintkitError:
        return []  # the block's own checks report a position or play the engine refuses
    try:
        winner = solved_winner(rules, position)
    except PositionTooLargeError as exc:
        return [(line, f"the caption says who wins, which its diagram cannot prove: {exc}")]
    except PrintkitError:
        return []  # no winner the rules name (a side stuck with pieces left)
    found: list[Problem] = []
    for name, token, wins in said:
        if (token == winner) != wins:
            outcome = "it is a draw" if winner == "draw" else f"{_name(winner, sides)} wins"
            found.append((line, f"the caption has {name} {'win' if wins else 'lose'}; with "
                                f"best play from its diagram, {outcome}"))
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


def _name(token: str, sides: Mapping[str, tuple[str, ...]]) -> str:
    """A side's English name."""
    return sides.get(token, (token,))[0]
