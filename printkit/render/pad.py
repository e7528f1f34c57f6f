"""Pads of blank boards for pencil play: several to a page, each with a line for the
players' names, the rules in a few words, and for recorded games a move list."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from printkit.art.canvas import Circle, Drawing, Group, Path, Rect, Shape, Text, class_of
from printkit.art.outlines import text_width
from printkit.art.palette import find_palette
from printkit.i18n import N_
from printkit.units import PRINTER_MARGIN_MM

if TYPE_CHECKING:
    from printkit.games.pad import Pad
    from printkit.i18n import Gettext
    from printkit.units import Paper

PLAYERS = N_("Players")
GAP = 6.0  # between pads, in mm
MARGIN = PRINTER_MARGIN_MM + 3.0
KEY_SIZE = 2.9  # em size of the key's text, mm: small print that still reads
BOARD_CLEAR = 6.0  # between a board's outermost corner and the pad's frame, mm
MOVE_PITCH = 4.6  # between move lines, mm: room for a pencilled move or count
MIN_MOVES = 40  # a recorded game runs 40 moves a side or more: the list holds as many
BLOCK_MM = 38.0  # a block of the move list (number and two columns) needs this width


def grid(count: int, paper: Paper) -> tuple[int, int]:
    """Columns and rows for `count` pads: one column for one or two, else two."""
    columns = 1 if count <= 2 else 2
    return columns, math.ceil(count / columns)


def wrap(text: str, width: float, size: float) -> list[str]:
    """`text` broken into lines no wider than `width` mm at em size `size`."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size=size) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def page(title: str, pad: Pad, board: Callable[[float], Drawing], gettext: Gettext,
         paper: Paper, per_page: int, palette: str) -> Drawing:
    """One page of `per_page` pads."""
    columns, rows = grid(per_page, paper)
    d = Drawing(paper.width, paper.height, name="pad")
    cell_w = (paper.width - 2 * MARGIN - GAP * (columns - 1)) / columns
    cell_h = (paper.height - 2 * MARGIN - GAP * (rows - 1)) / rows
    for index in range(per_page):
        row, column = divmod(index, columns)
        x = MARGIN + column * (cell_w + GAP)
        y = MARGIN + row * (cell_h + GAP)
        _pad(d, (x, y, cell_w, cell_h), title, pad, board, gettext, palette)
    return d


def _pad(d: Drawing, box: tuple[float, float, float, float], title: str, pad: Pad,
         board: Callable[[float], Drawing], gettext: Gettext, palette: str) -> None:
    """One pad in `box` (x, y, width, height): heading, names, board, move list, key."""
    x, y, w, h = box
    ink = find_palette(palette).ink
    grey = "#9a9a9a"
    d.rect(x, y, w, h, stroke=grey, stroke_width=0.25, rx=2.0)
    inner = x + 3, w - 6
    d.text(inner[0], y + 6.5, title, size=4.2, font="serif-bold", fill=ink)
    label = f"{gettext(PLAYERS)}:"
    start = inner[0] + text_width(title, size=4.2, font="serif-bold") + 6
    d.text(start, y + 6.5, label, size=3.0, font="sans", fill=ink)
    line_from = start + text_width(label, size=3.0) + 2
    half = (inner[0] + inner[1] - line_from - 4) / 2
    for k in range(2):  # a line for each player's name
        left = line_from + k * (half + 4)
        d.line((left, y + 7), (left + half, y + 7), stroke=ink, stroke_width=0.25)
    key = wrap(gettext(pad.key), inner[1], KEY_SIZE)
    key_top = y + h - 3 - len(key) * KEY_SIZE * 1.3
    for n, line in enumerate(key):
        d.text(inner[0], key_top + (n + 1) * KEY_SIZE * 1.3 - 0.6, line, size=KEY_SIZE,
               font="sans", fill=ink)
    top, bottom = y + 11, key_top - 2
    moves_w = 0.0
    if pad.moves:  # room for the move list's blocks, the board gets the rest
        blocks = math.ceil(MIN_MOVES / _rows(bottom - top))
        moves_w = min(blocks * BLOCK_MM, inner[1] * 0.5)
    board_w = inner[1] - moves_w - (4 if moves_w else 0)
    # The board keeps clear of the frame: its corners (a Hex rhombus's) stand out furthest.
    room_w, room_h = board_w - 2 * (BOARD_CLEAR - 3), bottom - top - 2 * BOARD_CLEAR
    art = board(room_w)
    if art.height > room_h:  # boards grow with their width: ask for a narrower one
        art = board(room_w * room_h / art.height)
    art = cleared(art)  # the start position's diagram, with the position taken off
    d.place(art, inner[0] + (board_w - art.width) / 2,
            top + (bottom - top - art.height) / 2)
    if pad.moves:
        _moves(d, (inner[0] + board_w + 4, top, moves_w, bottom - top),
               tuple(gettext(m) for m in pad.moves), ink)


# What stands on a board rather than being part of it, by the art's shape classes:
# pieces, and the counts written inside a pit (a house or a store).
PIECE_CLASS = "piece"
PIT_CLASSES = ("house", "store")
Box = tuple[float, float, float, float]  # left, top, right, bottom, mm


def cleared(board: Drawing) -> Drawing:
    """`board` with nothing on it: its pieces (and all drawn on each: rings, a mark) and
    the counts written in its pits taken off, so a pad's board can show any position."""
    pieces: list[Box] = []
    pits: list[Box] = []
    for layer in board.layers.values():
        _find(layer, 0.0, 0.0, pieces, pits)
    out = Drawing(board.width, board.height, name=board.name)
    for name, layer in board.layers.items():
        out.layers[name] = _keep(layer, 0.0, 0.0, pieces, pits)
    return out


def _box(shape: Shape, dx: float, dy: float) -> Box | None:
    """The box round a circle, rectangle or path, in the board's coordinates."""
    if isinstance(shape, Circle):
        return (dx + shape.cx - shape.r, dy + shape.cy - shape.r,
                dx + shape.cx + shape.r, dy + shape.cy + shape.r)
    if isinstance(shape, Rect):
        return (dx + shape.x, dy + shape.y, dx + shape.x + shape.w, dy + shape.y + shape.h)
    if isinstance(shape, Path):
        xs = [x for _, points in shape.segments for x, _ in points]
        ys = [y for _, points in shape.segments for _, y in points]
        return (dx + min(xs), dy + min(ys), dx + max(xs), dy + max(ys)) if xs else None
    return None


def _find(shapes: list[Shape] | tuple[Shape, ...], dx: float, dy: float,
          pieces: list[Box], pits: list[Box]) -> None:
    """Collect the boxes of pieces (a round one or a square tile) and of pits, in the
    board's coordinates."""
    for shape in shapes:
        if isinstance(shape, Group):
            if shape.rotate == 0:  # turned parts (none on a diagram) are left as they are
                _find(shape.shapes, dx + shape.x, dy + shape.y, pieces, pits)
        elif isinstance(shape, Circle | Rect) and class_of(shape).split(" ")[0] == PIECE_CLASS:
            pieces.append(_box(shape, dx, dy))  # type: ignore[arg-type]
        elif class_of(shape).split(" ")[0] in PIT_CLASSES and (box := _box(shape, dx, dy)):
            pits.append(box)

def _keep(shapes: list[Shape] | tuple[Shape, ...], dx: float, dy: float,
          pieces: list[Box], pits: list[Box]) -> list[Shape]:
    """`shapes` less the pieces, all drawn within them and the counts in pits."""
    kept: list[Shape] = []
    for shape in shapes:
        if isinstance(shape, Group):
            if shape.rotate == 0:
                shape = replace(shape, shapes=tuple(_keep(shape.shapes, dx + shape.x,
                                                          dy + shape.y, pieces, pits)))
            kept.append(shape)
        elif (box := _box(shape, dx, dy)) is not None and any(
                left - 0.01 <= box[0] and top - 0.01 <= box[1] and box[2] <= right + 0.01
                and box[3] <= bottom + 0.01 for left, top, right, bottom in pieces):
            continue  # a piece, or a ring or mark on it
        elif isinstance(shape, Text) and any(
                left <= dx + shape.x <= right and top <= dy + shape.y <= bottom
                for left, top, right, bottom in pits):
            continue  # a count in a pit
        else:
            kept.append(shape)
    return kept


def _rows(height: float) -> int:
    """How many move lines a block `height` mm tall holds under its headings."""
    return int((height - 6) // MOVE_PITCH)


def _moves(d: Drawing, box: tuple[float, float, float, float], headings: tuple[str, ...],
           ink: str) -> None:
    """A numbered move list in side-by-side blocks, each with two columns under
    `headings`, numbered on from one block to the next."""
    x, y, w, h = box
    rows = _rows(h)
    blocks = max(1, int(w // BLOCK_MM))
    width = w / blocks
    number = 7.0
    column = (width - number - 2) / 2
    for b in range(blocks):
        left_edge = x + b * width
        for k, heading in enumerate(headings):
            d.text(left_edge + number + k * column + 1, y + 3.5, heading, size=3.0,
                   font="sans-bold", fill=ink)
        for n in range(rows):
            base = y + 6 + (n + 1) * MOVE_PITCH
            d.text(left_edge + number - 1.5, base - 1, str(b * rows + n + 1), size=2.6,
                   font="sans", anchor="end", fill=ink)
            for k in range(2):
                left = left_edge + number + k * column + 1
                d.line((left, base), (left + column - 3, base), stroke="#b0b0b0",
                       stroke_width=0.2)
