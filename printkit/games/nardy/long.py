"""Long nardy: every checker starts on its head, nobody hits, and six in a row may not trap.

Positions: 24 characters for points 1-24 as White numbers them, then `:` and the
side to move (`w` or `b`). `-` is empty, `A`..`O` are 1-15 White checkers,
`a`..`o` 1-15 Black ones; checkers missing from 15 are borne off. White's head
is its 24-point and it moves 24 -> 1, home 1-6; Black's head is White's
12-point and it moves 12 -> 1, then 24 -> 13, home 13-18.

Moves are single-die steps `from/to` in the mover's own numbering (`off` when
borne off), listed by descending from-point, and from one point the longer step
first (`24/18 24/20`, as backgammon's notation does). A play that several step
sequences reach is written as the one whose text sorts first.

Rules, checked after every single step:
- a checker may not stop on a point holding any opposing checker;
- at most one checker leaves the head per turn, except on a first turn (all 15
  still on the head) with 6-6, 4-4 or 3-3, when two may;
- no step may leave six points in a row held by the mover, in the order the
  opponent passes them (its own numbering), unless an opposing checker has
  already passed that block (stands on a lower point in its numbering, or has
  been borne off);
- bearing off once every checker on the board is home: the exact number, or a
  larger one from the highest occupied point.
The whole roll is used: as many dice as possible; when only one of two
different dice can be played, the larger one if it can be.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.games.rules import Dice, IllegalMoveError, NotationError, check_dice

CHECKERS = 15
POINTS = 24
HOME = 6
HEAD = 24  # each side's head is its own 24-point
BLOCK = 6
ACCEPTED = ("24 characters for White's points 1-24 (- empty, A-O 1-15 White checkers, "
            "a-o 1-15 Black), ':' and w or b, like -----------o-----------O:w")
SIDES = ("w", "b")

Counts = tuple[int, ...]  # 24 counts, index q-1 for a side's own point q
Step = tuple[int, int]  # (from, to) in the mover's numbering; to 0 is off


def across(point: int) -> int:
    """The same point in the other side's numbering (White's 1 is Black's 13)."""
    return point + 12 if point <= 12 else point - 12


@dataclass(frozen=True)
class Position:
    """Both sides' checkers, each in its own numbering, and the side to move."""

    mover: Counts  # the side to move, its own points 1..24
    other: Counts  # the other side, its own points 1..24
    side: str  # "w" or "b": who `mover` is

    def counts(self, side: str) -> Counts:
        """The checkers of `side` in its own numbering."""
        return self.mover if side == self.side else self.other


def start() -> Position:
    """Fifteen checkers on each head, White to move."""
    head = tuple(CHECKERS if q == HEAD else 0 for q in range(1, POINTS + 1))
    return Position(head, head, "w")


def parse(text: str) -> Position:
    """Read a position; raise NotationError naming the bad part."""
    board, colon, side = text.partition(":")
    if not colon:
        raise NotationError("position", text, ACCEPTED, "no ':' before the side to move")
    if len(board) != POINTS:
        raise NotationError("position", text, ACCEPTED, f"{len(board)} points, not 24")
    if side not in SIDES:
        raise NotationError("position", text, ACCEPTED, f"side {side!r} is not w or b")
    white, black = [0] * POINTS, [0] * POINTS
    for index, char in enumerate(board):
        if char == "-":
            continue
        if "A" <= char <= "O":
            white[index] = ord(char) - ord("A") + 1
        elif "a" <= char <= "o":
            black[across(index + 1) - 1] = ord(char) - ord("a") + 1
        else:
            raise NotationError("position", text, ACCEPTED,
                                f"{char!r} on point {index + 1} is not -, A-O or a-o")
    for name, counts in (("White", white), ("Black", black)):
        if sum(counts) > CHECKERS:
            raise NotationError("position", text, ACCEPTED,
                                f"{name} has {sum(counts)} checkers, more than 15")
    if not sum(white) and not sum(black):
        raise NotationError("position", text, ACCEPTED, "both sides have borne off every "
                                                        "checker")
    sides = {"w": tuple(white), "b": tuple(black)}
    return Position(sides[side], sides["b" if side == "w" else "w"], side)


def format_position(position: Position) -> str:
    """Write a position as parse reads it."""
    cells = []
    white, black = position.counts("w"), position.counts("b")
    for w in range(1, POINTS + 1):
        if white[w - 1]:
            cells.append(chr(ord("A") + white[w - 1] - 1))
        elif black[across(w) - 1]:
            cells.append(chr(ord("a") + black[across(w) - 1] - 1))
        else:
            cells.append("-")
    return "".join(cells) + ":" + position.side


def winner(position: Position) -> str | None:
    """The side that has borne off all fifteen checkers, if any."""
    for side in SIDES:
        if not sum(position.counts(side)):
            return side
    return None


def _blocks(me: Counts, opp: Counts) -> bool:
    """Whether `me` holds six points in a row, in `opp`'s order, that no opposing checker
    has passed (a checker below the block in its own numbering, or one borne off)."""
    if sum(opp) < CHECKERS:
        return False  # a borne-off checker has passed every block
    for low in range(1, POINTS - BLOCK + 2):
        if all(me[across(o) - 1] for o in range(low, low + BLOCK)) and not any(opp[:low - 1]):
            return True
    return False


def _steps(me: Counts, opp: Counts, die: int) -> list[tuple[Step, Counts]]:
    """Every single-checker step of `die` pips for `me`, with `me` after it."""
    home = sum(me[HOME:]) == 0
    highest = max((q for q in range(1, HOME + 1) if me[q - 1]), default=0)
    out = []
    for q in range(POINTS, 0, -1):
        if not me[q - 1]:
            continue
        t = q - die
        if t <= 0:
            if not home or (t < 0 and q != highest):
                continue
            t = 0
        elif opp[across(t) - 1]:
            continue
        mine = list(me)
        mine[q - 1] -= 1
        if t:
            mine[t - 1] += 1
        after = tuple(mine)
        if t and _blocks(after, opp):
            continue
        out.append(((q, t), after))
    return out


Walked = dict[tuple[Counts, int], set[tuple[Step, ...]]]


def _walk(me: Counts, opp: Counts, dice: tuple[int, ...], heads: int) -> list[Walked]:
    """Play `dice` in order; per number of dice used, the states reached with the step
    multisets (sorted) that reach them; `heads` is how many may leave the head."""
    levels: list[Walked] = [{(me, 0): {()}}]
    for die in dice:
        reached: Walked = {}
        for (mine, left), ways in levels[-1].items():
            for step, after in _steps(mine, opp, die):
                gone = left + (step[0] == HEAD)
                if gone > heads:
                    continue
                key = (after, gone)
                found = reached.setdefault(key, set())
                found.update(tuple(sorted((*way, step), key=_order)) for way in ways)
        if not reached:
            break
        levels.append(reached)
    return levels


def _order(step: Step) -> tuple[int, int]:
    """Steps are written by descending from-point, then the longer step first."""
    return (-step[0], step[1])


def text(steps: tuple[Step, ...]) -> str:
    """The notation of a play: `24/18 18/13`, `3/off`."""
    return " ".join(f"{a}/{b if b else 'off'}" for a, b in steps)


def plays(position: Position, dice: Dice) -> dict[Counts, set[tuple[Step, ...]]]:
    """Every result of a legal play (the mover's checkers after it) with the step
    multisets that reach it."""
    me, opp = position.mover, position.other
    first_turn = me[HEAD - 1] == CHECKERS
    high, low = max(dice), min(dice)
    heads = 2 if first_turn and high == low and high in (3, 4, 6) else 1
    orders = [(high,) * 4] if high == low else [(high, low), (low, high)]
    walks = [_walk(me, opp, order, heads) for order in orders]
    used = max(len(levels) for levels in walks) - 1
    if used == 0:
        return {}
    if high != low and used == 1:
        # Only one die can be played: the larger when it can be.
        walks = [walks[0]] if len(walks[0]) > 1 else [walks[1]]
    results: dict[Counts, set[tuple[Step, ...]]] = {}
    for levels in walks:
        if len(levels) - 1 == used:
            for (after, _), ways in levels[used].items():
                results.setdefault(after, set()).update(ways)
    return results


def legal_moves(position: Position, dice: Dice) -> list[tuple[str, Position]]:
    """Every distinct legal play, written canonically, with the position after it."""
    if winner(position) is not None:
        return []
    other = "b" if position.side == "w" else "w"
    found = [(min(text(way) for way in ways), Position(position.other, after, other))
             for after, ways in plays(position, dice).items()]
    return sorted(found, key=lambda item: item[0])


def parse_steps(move: str) -> tuple[Step, ...]:
    """Read `24/18 18/13` into sorted steps; raise NotationError on malformed text."""
    steps = []
    for token in move.split():
        a, slash, b = token.partition("/")
        if not slash or not a.isdigit() or not (b.isdigit() or b == "off"):
            raise NotationError("move", move, "steps like '24/18 18/13' or '3/off'",
                                f"cannot read {token!r}")
        src, dst = int(a), 0 if b == "off" else int(b)
        if not 1 <= src <= POINTS or not 0 <= dst < src:
            raise NotationError("move", move, "steps like '24/18 18/13' or '3/off'",
                                f"no such step {token!r}")
        steps.append((src, dst))
    if not steps:
        raise NotationError("move", move, "steps like '24/18 18/13' or '3/off'", "no steps")
    return tuple(sorted(steps, key=_order))


def play(position: Position, move: str, dice: Dice) -> Position:
    """The position after `move`, its steps playable in some order; else IllegalMoveError."""
    steps = parse_steps(move)
    other = "b" if position.side == "w" else "w"
    if winner(position) is None:
        for after, ways in plays(position, dice).items():
            if steps in ways:
                return Position(position.other, after, other)
    raise IllegalMoveError(f"move {move!r} is not legal with {dice[0]}-{dice[1]} here")


@dataclass(frozen=True)
class LongNardy:
    """Long nardy's rules behind the game interface."""

    name: str = "long-nardy"
    uses_dice: bool = True
    sides: tuple[str, ...] = SIDES

    def start(self) -> Position:
        """Both heads full, White to move."""
        return start()

    def parse_position(self, text: str) -> Position:
        """Read a position."""
        return parse(text)

    def format_position(self, position: Position) -> str:
        """Write a position."""
        return format_position(position)

    def legal_moves(self, position: Position, dice: Dice | None = None
                    ) -> list[tuple[str, Position]]:
        """Every distinct legal play, sorted."""
        roll = check_dice(dice, True, self.name)
        assert roll is not None  # check_dice refuses a missing roll for a dice game
        return legal_moves(position, roll)

    def play(self, position: Position, move: str, dice: Dice | None = None) -> Position:
        """The position after `move`."""
        roll = check_dice(dice, True, self.name)
        assert roll is not None
        return play(position, move, roll)

    def winner(self, position: Position) -> str | None:
        """w or b once a side has borne off all its checkers."""
        return winner(position)


RULES = LongNardy()
