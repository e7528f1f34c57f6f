"""How many square card seeds lie flat, none on another, in a house or a store of the board.

Each hollow is filled in rows of whole tiles, every row as long as the hollow's narrowest
width across it allows and centred, the rows shifted up or down together to the best fit
of `STEPS` tried. That is one real arrangement, not an estimate: the rulebook may say "12
lie flat in a house" only if 12 squares of the printed size can be laid out in the
printed circle, and `in_circle` returns their corners so a test can check each one.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from printkit.art.canvas import Point
from printkit.games.oware.board import Layout

# Offsets of the rows tried across the hollow's slack: the count only changes where a
# row's edge crosses a width step, and this many tries find the best one to a few
# hundredths of a tile.
STEPS = 200

# A hollow's width at a distance from its middle (up or down), narrowing outward.
Width = Callable[[float], float]


def _rows(width: Width, height: float, size: float) -> list[Point]:
    """The corners of the most `size` tiles laid in rows across a hollow `height` tall,
    its middle at y = 0, `width(|y|)` wide at y."""
    best: list[Point] = []
    for rows in range(1, int(height // size) + 1):
        slack = height - rows * size
        for step in range(STEPS + 1):
            top = -height / 2 + slack * step / STEPS
            tiles: list[Point] = []
            for row in range(rows):
                y0 = top + row * size
                # A row's narrowest width is at its edge farther from the middle.
                room = width(max(abs(y0), abs(y0 + size)))
                count = int(room // size)
                tiles += [(-count * size / 2 + k * size, y0) for k in range(count)]
            if len(tiles) > len(best):
                best = tiles
    return best


def _circle(radius: float) -> Width:
    return lambda y: 2 * math.sqrt(max(radius * radius - y * y, 0.0))


def _stadium(wide: float, high: float) -> Width:
    """An upright stadium `wide` by `high`: a half circle at each end."""
    r = wide / 2
    straight = high / 2 - r

    def width(y: float) -> float:
        return wide if y <= straight else _circle(r)(y - straight)

    return width


def in_circle(size: float, diameter: float) -> list[Point]:
    """The top-left corners of square seeds `size` wide laid flat in a circle (a house)
    `diameter` across, from its centre."""
    return _rows(_circle(diameter / 2), diameter, size)


def in_stadium(size: float, wide: float, high: float) -> list[Point]:
    """The top-left corners of square seeds `size` wide laid flat in an upright stadium (a
    store) `wide` by `high`, from its centre."""
    return _rows(_stadium(wide, high), high, size)


def house_seeds(size: float, house: float) -> int:
    """How many square seeds `size` wide lie flat in a house `house` across."""
    return len(in_circle(size, house))


def store_seeds(size: float, house: float) -> int:
    """How many square seeds `size` wide lie flat in a store of the board whose houses are
    `house` across."""
    _, _, wide, high = Layout(house).store_box("S")
    return len(in_stadium(size, wide, high))
