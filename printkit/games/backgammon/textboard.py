"""A plain-text diagram of a position, in the style of gnubg's text board.

The side on roll is X at the bottom, moving from its 24-point (top right)
round to its home board (bottom right); the opponent is O.
"""

from __future__ import annotations

from printkit.games.backgammon.engine import BAR, POINTS, Position
from printkit.games.backgammon.notation import encode_position_id, encode_xgid

ROWS = 5  # checkers drawn per point; a taller stack shows its count in the last row
TOP_LEFT = range(13, 19)
TOP_RIGHT = range(19, 25)
BOTTOM_LEFT = range(12, 6, -1)
BOTTOM_RIGHT = range(6, 0, -1)


def _cell(count: int, symbol: str, row: int, width: int = 3) -> str:
    """Return the text of one row of a stack of `count` checkers (row 0 at the edge)."""
    if count > ROWS and row == ROWS - 1:
        return f"{count:^{width}}"
    return f"{symbol if count > row else ' ':^{width}}"


def _stack(position: Position, point: int) -> tuple[int, str]:
    """Return (count, symbol) on a point numbered from the side on roll."""
    mine = position.on_roll[point - 1]
    if mine:
        return mine, "X"
    return position.opponent[POINTS - point], "O"


def _half(position: Position, left: range, right: range, bar: int, symbol: str) -> list[str]:
    """Return the rows of one half of the board, counted from its edge."""
    rows = []
    for row in range(ROWS):
        cells_left = "".join(_cell(*_stack(position, p), row) for p in left)
        cells_right = "".join(_cell(*_stack(position, p), row) for p in right)
        rows.append(f"|{cells_left}|{_cell(bar, symbol, row, 5)}|{cells_right}|")
    return rows


def _edge(left: range, right: range, middle: str) -> str:
    """Return a border line labelled with the point numbers."""
    label_left = "".join(f"{point:-^3}" for point in left)
    label_right = "".join(f"{point:-^3}" for point in right)
    return f"+{label_left}+{middle}+{label_right}+"


def text_diagram(position: Position) -> str:
    """Return a text board of `position` with bar, borne-off and pip counts, and its IDs."""
    # Like gnubg: the opponent's bar checkers in the top half, ours in the bottom half.
    top = _half(position, TOP_LEFT, TOP_RIGHT, position.opponent[BAR], "O")
    bottom = _half(position, BOTTOM_LEFT, BOTTOM_RIGHT, position.on_roll[BAR], "X")
    pips = position.pips()
    off = position.off()
    lines = [
        _edge(TOP_LEFT, TOP_RIGHT, "-----"),
        *top,
        f"|{'':18}|{'BAR':^5}|{'':18}|",
        *reversed(bottom),
        _edge(BOTTOM_LEFT, BOTTOM_RIGHT, "-----"),
        f"X on roll  pips {pips[0]:3}  bar {position.on_roll[BAR]:2}  off {off[0]:2}",
        f"O          pips {pips[1]:3}  bar {position.opponent[BAR]:2}  off {off[1]:2}",
        f"Position ID: {encode_position_id(position)}",
        f"XGID: {encode_xgid(position)}",
    ]
    return "\n".join(lines)
