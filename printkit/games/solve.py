"""Exact values of positions of the games without dice: who wins with best play, and how.

Negamax with alpha-beta pruning behind the plain rules interface (rules.py). A
pruned search proves only a bound, so each transposition-table entry keeps its
value with its kind (exact, lower or upper bound), and an answer is only ever an
exact value. The search never stops at a depth: past its node limit it raises
PositionTooLargeError, and a claim is proven or refused, never guessed.

Values are for the side to move: 1 a win, 0 a draw, -1 a loss. A move after
which the same side moves again (Oware's pass) keeps the sign. Where positions
can come round again (rules with `cycle_winner`, see rules.Repeats), a line of
play that meets a position already on it ends there, with the winner of the
endless game: this first-cycle game has the same value as the endless one,
because every cycle stays among positions of one value (Oware's stores cannot
change on a cycle). Such a value depends on the line that led to it, so it is
not kept in the table unless no cycle reached above the position searched.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from printkit.errors import PrintkitError
from printkit.games.rules import Rules, position_key, side_to_move

LIMIT = 1_000_000  # positions made per call, by default: under a minute at worst
EXACT, LOWER, UPPER = 0, 1, 2
_NAMES = {1: "win", 0: "draw", -1: "loss"}
FEW = 12  # moves at most, for ordering them by the replies they leave
_NEVER = 1 << 30  # no cycle met: deeper than any line


class SolveError(PrintkitError):
    """A position the solver cannot give an exact value for."""


class PositionTooLargeError(SolveError):
    """A position whose game tree is larger than the node limit allows."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"position too large to solve: more than {limit:,} nodes; try an "
                         "ending with fewer empty cells")
        self.limit = limit


@dataclass(frozen=True)
class Solution:
    """A solved position: its value for the side to move and each move's value."""

    side: str  # the side to move
    value: int  # 1 win, 0 draw, -1 loss, for the side to move
    winner: str  # the side that wins with best play, or "draw"
    moves: tuple[tuple[str, int], ...]  # each legal move and its value for the side to move
    nodes: int  # positions made by the search (those the table answered not counted)

    @property
    def result(self) -> str:
        """'win', 'draw' or 'loss', for the side to move."""
        return _NAMES[self.value]

    @property
    def keeps(self) -> tuple[str, ...]:
        """The moves that keep the best result (none when the game is over)."""
        return tuple(move for move, value in self.moves if value == self.value)

    def loses(self, move: str) -> bool:
        """Whether `move` loses for the side that plays it (with best play after it)."""
        return dict(self.moves)[move] == -1


class Solver:
    """Solves positions of one game, keeping what it proves between calls."""

    def __init__(self, rules: Rules[Any], limit: int = LIMIT) -> None:
        if rules.uses_dice:
            raise SolveError(f"{rules.name} uses dice: with chance in every move there is "
                             "no exact win or loss to solve for")
        self.rules = rules
        self.limit = limit
        self.table: dict[object, tuple[int, int]] = {}  # key -> (value, kind)
        self.nodes = 0
        self._path: dict[object, int] = {}  # positions on the current line -> their depth
        self._reached = _NEVER  # the shallowest depth a cycle reached back to
        self._cycles = getattr(rules, "cycle_winner", None)
        self._history: dict[str, int] = {}  # move -> how often it refuted a line

    def solve(self, position: Any) -> Solution:
        """The value of `position` for its side to move, and of every legal move."""
        self.nodes = 0
        rules = self.rules
        mover = side_to_move(rules, position)
        winner = rules.winner(position)
        if winner is not None:
            return Solution(mover, self._score(winner, mover), winner, (), 0)
        legal = rules.legal_moves(position)
        if not legal:
            raise self._stuck(position)
        values = []
        for move, after in legal:
            # Each move's own value: a full window, and no line behind it (the value of a
            # position does not depend on how play reached it).
            value = self._value(after, mover, rules.winner(after), -1, 1)
            values.append((move, value))
        best = max(value for _, value in values)
        return Solution(mover, best, self._winner(best, mover), tuple(values), self.nodes)

    def winner(self, position: Any) -> str:
        """Who wins `position` with best play ("draw" for none): its value alone, cheaper
        than solve(), which proves every move's."""
        winner = self.rules.winner(position)
        if winner is not None:
            return winner
        mover = side_to_move(self.rules, position)
        # The window spans every value, so the search returns the exact one.
        return self._winner(self._search(position, mover, -1, 1, 0), mover)

    def _value(self, after: Any, mover: str, winner: str | None, alpha: int,
               beta: int) -> int:
        """The value for `mover` of the position `after` one of its moves."""
        if winner is not None:
            return self._score(winner, mover)
        if side_to_move(self.rules, after) == mover:  # the opponent passes
            return self._search(after, mover, alpha, beta, 0)
        return -self._search(after, None, -beta, -alpha, 0)

    def _search(self, position: Any, mover: str | None, alpha: int, beta: int,
                depth: int, legal: list[tuple[str, Any]] | None = None) -> int:
        """Negamax value of a position that is not over, within (alpha, beta); `legal`:
        its legal moves, when the caller has them already."""
        rules = self.rules
        key = position_key(rules, position)
        if key in self._path:
            return self._cycle(position, key)
        entry = self.table.get(key)
        if entry is not None:
            value, kind = entry
            if kind == EXACT:
                return value
            if kind == LOWER:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                return value
        mover = mover or side_to_move(rules, position)
        legal = rules.legal_moves(position) if legal is None else legal
        if not legal:
            raise self._stuck(position)
        # Every position made counts, so the limit bounds the work, wide boards included.
        self.nodes += 1 + len(legal)
        if self.nodes > self.limit:
            raise PositionTooLargeError(self.limit)
        children = [(move, after, rules.winner(after)) for move, after in legal]
        if any(winner == mover for _, _, winner in children):
            self.table[key] = (1, EXACT)  # a win at once needs no search
            return 1
        start = alpha
        best = -1
        outer, self._reached = self._reached, _NEVER
        self._path[key] = depth
        try:
            for move, after, winner, replies in self._ordered(children):
                if winner is not None:
                    value = self._score(winner, mover)
                elif side_to_move(rules, after) == mover:
                    value = self._search(after, mover, alpha, beta, depth + 1, replies)
                else:
                    value = -self._search(after, None, -beta, -alpha, depth + 1, replies)
                best = max(best, value)
                alpha = max(alpha, value)
                if alpha >= beta:
                    self._history[move] = self._history.get(move, 0) + 1
                    break
        finally:
            del self._path[key]
            reached, self._reached = self._reached, min(outer, self._reached)
        if reached >= depth:  # no cycle through a position above this one
            kind = UPPER if best <= start else LOWER if best >= beta else EXACT
            self.table[key] = (best, kind)
        return best

    def _ordered(self, children: list[tuple[str, Any, str | None]]
                 ) -> list[tuple[str, Any, str | None, list[tuple[str, Any]] | None]]:
        """The moves in the order to try them: those that end the game, then those known
        to win from the table, then the rest by the fewest replies they leave (in games
        of running out of moves, the likeliest to win), then by how often the same move
        refuted another line (the history heuristic), each with its replies."""
        ranked: list[tuple[tuple[int, ...], str, Any, str | None,
                           list[tuple[str, Any]] | None]] = []
        for index, (move, after, winner) in enumerate(children):
            if winner is not None:
                ranked.append(((0, 0, index), move, after, winner, None))
                continue
            entry = self.table.get(position_key(self.rules, after))
            known = entry[0] if entry is not None and entry[1] != LOWER else 1
            # Counting replies pays where moves are few; among many (Hex) it tells nothing.
            replies = self.rules.legal_moves(after) if len(children) <= FEW else None
            rank = (1, known, len(replies or ()), -self._history.get(move, 0), index)
            ranked.append((rank, move, after, winner, replies))
        ranked.sort(key=lambda item: item[0])
        return [(move, after, winner, replies) for _, move, after, winner, replies in ranked]

    def _cycle(self, position: Any, key: object) -> int:
        """The value, for its side to move, of a position met again on the same line."""
        if self._cycles is None:
            raise SolveError(f"{self.rules.name}: position "
                             f"{self.rules.format_position(position)!r} comes round again, "
                             "and the rules name no winner of an endless game")
        self._reached = min(self._reached, self._path[key])
        return self._score(self._cycles(position), side_to_move(self.rules, position))

    def _stuck(self, position: Any) -> SolveError:
        """The error for a side to move that has no move while the game goes on."""
        return SolveError(f"{self.rules.name}: in {self.rules.format_position(position)!r} "
                          "the side to move has no legal move, and the rules name no winner")

    @staticmethod
    def _score(winner: str, mover: str) -> int:
        """The value for `mover` of a game won by `winner` ("draw" for none)."""
        return 0 if winner == "draw" else 1 if winner == mover else -1

    def _winner(self, value: int, mover: str) -> str:
        """The side that wins when `mover` gets `value`."""
        if value == 0:
            return "draw"
        if value == 1:
            return mover
        return next(side for side in self.rules.sides if side != mover)


def solve(rules: Rules[Any], position: Any, limit: int = LIMIT) -> Solution:
    """Solve one position of `rules` (a fresh table: see Solver to keep one)."""
    return Solver(rules, limit).solve(position)
