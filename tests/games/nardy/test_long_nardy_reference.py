"""Long nardy against a second, deliberately plain implementation written from the rules.

The reference works in White's numbering on a dict of points, walks every order
of the dice by recursion and checks each rule after each step; it shares no code
with printkit.games.nardy.long. Both must give the same results over random games,
first turns included.
"""

from __future__ import annotations

import random

import pytest

from printkit.games.nardy.long import RULES

# White's route is its points 24..1; Black's route in White's numbering.
ROUTE = {"w": list(range(24, 0, -1)), "b": list(range(12, 0, -1)) + list(range(24, 12, -1))}


def read(text: str) -> tuple[dict[int, tuple[str, int]], str]:
    """White-numbered points -> (colour, count), and the side to move."""
    board, side = text.split(":")
    points = {}
    for number, char in enumerate(board, start=1):
        if char.isupper():
            points[number] = ("w", ord(char) - 64)
        elif char.islower():
            points[number] = ("b", ord(char) - 96)
    return points, side


def write(points: dict[int, tuple[str, int]], side: str) -> str:
    cells = []
    for number in range(1, 25):
        colour, count = points.get(number, ("", 0))
        cells.append("-" if not count else chr((64 if colour == "w" else 96) + count))
    return "".join(cells) + ":" + side


def on_board(points: dict[int, tuple[str, int]], side: str) -> int:
    return sum(count for colour, count in points.values() if colour == side)


def blocked(points: dict[int, tuple[str, int]], side: str) -> bool:
    """Six points in a row of `side` along the opponent's route with no opponent past them."""
    other = "b" if side == "w" else "w"
    if on_board(points, other) < 15:
        return False
    route = ROUTE[other]
    for start in range(0, 19):
        window = route[start:start + 6]
        if all(points.get(p, ("", 0))[0] == side and points[p][1] for p in window):
            later = route[start + 6:]
            if not any(points.get(p, ("", 0))[0] == other for p in later):
                return True
    return False


def single_moves(points, side, die, head_left):
    """Each (new points, head departures used) after moving one checker `die` steps."""
    route = ROUTE[side]
    home = set(route[-6:])
    everything_home = all(p in home for p, (c, n) in points.items() if c == side and n)
    out = []
    for index, point in enumerate(route):
        colour, count = points.get(point, ("", 0))
        if colour != side or not count:
            continue
        target = index + die
        new = dict(points)
        new[point] = (side, count - 1)
        if target >= 24:
            if not everything_home:
                continue
            if target > 24:
                # only from the farthest-back checker
                farther = any(points.get(p, ("", 0))[0] == side and points[p][1]
                              for p in route[:index])
                if farther:
                    continue
        else:
            dest = route[target]
            dc, dn = points.get(dest, ("", 0))
            if dn and dc != side:
                continue
            new[dest] = (side, dn + 1)
            if blocked(new, side):
                continue
        used = 1 if index == 0 else 0
        if used > head_left:
            continue
        out.append((new, used))
    return out


def results(text: str, dice: tuple[int, int]) -> set[str]:
    points, side = read(text)
    if on_board(points, "w") == 0 or on_board(points, "b") == 0:
        return set()
    head = ROUTE[side][0]
    first = points.get(head, ("", 0)) == (side, 15)
    doubles = dice[0] == dice[1]
    heads = 2 if first and doubles and dice[0] in (3, 4, 6) else 1
    orders = [[dice[0]] * 4] if doubles else [[dice[0], dice[1]], [dice[1], dice[0]]]
    best: dict[int, set[tuple]] = {}

    def go(pts, rest, used_dice, heads_left, first_die):
        key = tuple(sorted(pts.items()))
        best.setdefault(used_dice, set()).add((key, first_die))
        if not rest:
            return
        for new, used in single_moves(pts, side, rest[0], heads_left):
            go(new, rest[1:], used_dice + 1, heads_left - used,
               first_die if used_dice else rest[0])

    for order in orders:
        go(points, order, 0, heads, 0)
    most = max(best)
    if most == 0:
        return set()
    chosen = best[most]
    if not doubles and most == 1:
        larger = {entry for entry in chosen if entry[1] == max(dice)}
        chosen = larger or chosen
    other = "b" if side == "w" else "w"
    return {write({p: v for p, v in key if v[1]}, other) for key, _ in chosen}


def _random_games(seed: int, games: int) -> list[tuple[str, tuple[int, int]]]:
    rng = random.Random(seed)
    seen = []
    for _ in range(games):
        position = RULES.start()
        for _ in range(200):
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            seen.append((RULES.format_position(position), dice))
            moves = RULES.legal_moves(position, dice)
            if moves:
                position = rng.choice(moves)[1]
            else:
                text = RULES.format_position(position)
                position = RULES.parse_position(text[:-1] + ("b" if text[-1] == "w" else "w"))
            if RULES.winner(position):
                break
    return seen


def _compare(seen: list[tuple[str, tuple[int, int]]]) -> None:
    for text, dice in seen:
        position = RULES.parse_position(text)
        ours = {RULES.format_position(after) for _, after in RULES.legal_moves(position, dice)}
        assert ours == results(text, dice), (text, dice)


def test_engine_agrees_with_the_reference_over_random_games() -> None:
    _compare(_random_games(1, 3))


@pytest.mark.slow
def test_engine_agrees_with_the_reference_over_many_games() -> None:
    _compare(_random_games(2, 60))


def _random_positions(seed: int, count: int) -> list[tuple[str, tuple[int, int]]]:
    """Positions with checkers spread one or two to a point, where blocks of six are near."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        cells = ["-"] * 24
        free = list(range(24))
        rng.shuffle(free)
        for side in "wb":
            base = 64 if side == "w" else 96
            mine: list[int] = []
            for _ in range(15 - rng.choice((0, 0, 0, 2, 5))):  # some with checkers off
                if free and (not mine or rng.random() < 0.6):
                    mine.append(free.pop())
                    cells[mine[-1]] = chr(base + 1)
                else:
                    index = rng.choice(mine)
                    cells[index] = chr(ord(cells[index]) + 1)
        text = "".join(cells) + ":" + rng.choice("wb")
        found.append((text, (rng.randint(1, 6), rng.randint(1, 6))))
    return found


def test_engine_agrees_with_the_reference_on_crowded_positions() -> None:
    _compare(_random_positions(3, 300))


@pytest.mark.slow
def test_engine_agrees_with_the_reference_on_many_crowded_positions() -> None:
    _compare(_random_positions(4, 5000))
