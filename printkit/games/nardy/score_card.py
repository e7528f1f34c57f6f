"""Nardy's scoring card: what a win scores and what a match is played to, to keep by the
board (the rulebook's "Winning and scoring", in a few words)."""

from __future__ import annotations

from printkit.art.canvas import INK, Drawing
from printkit.art.outlines import text_width
from printkit.art.palette import find_palette

WIDTH, HEIGHT = 88.0, 63.0  # mm: a playing card, on the card the box and dice leave bare
PAD = 5.0  # mm from the cut to the words
TITLE_SIZE = 4.9  # mm em: about 14 pt, read across the table
TEXT_SIZE = 3.5  # mm em: about 10 pt, shrunk only where a language's line is long
LEAST_SIZE = 2.2  # mm em: about 6 pt, above the 5 pt craft floor
LEADING = 1.3  # line spacing, in ems


def _lines(words: str, size: float, room: float) -> list[str]:
    """`words` broken into lines no wider than `room` mm at em size `size`."""
    lines: list[str] = []
    for word in words.split():
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and text_width(trial, size=size) <= room:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines


def draw(title: str, rows: list[str], palette: str, size: float = TEXT_SIZE) -> Drawing:
    """The card: `title` above `rows` (each a paragraph), on the board's frame colours;
    the words shrink (not under LEAST_SIZE) until they fit the card."""
    pal = find_palette(palette)
    room = WIDTH - 2 * PAD
    d = Drawing(WIDTH, HEIGHT, name="score-card")
    d.rect(0, 0, WIDTH, HEIGHT, fill=pal.point_b)
    d.rect(2.0, 2.0, WIDTH - 4.0, HEIGHT - 4.0, stroke=pal.frame, stroke_width=0.6, rx=1.5)
    blocks = [_lines(row, size, room) for row in rows]
    height = TITLE_SIZE * LEADING + sum(len(b) * size * LEADING + size * 0.5 for b in blocks)
    if height > HEIGHT - 2 * PAD and size > LEAST_SIZE:
        return draw(title, rows, palette, round(size - 0.1, 2))
    y = (HEIGHT - height) / 2 + TITLE_SIZE
    d.text(WIDTH / 2, y, title, size=min(TITLE_SIZE, room / text_width(title, size=1.0)),
           font="serif", anchor="middle", fill=pal.frame)
    y += TITLE_SIZE * (LEADING - 1) + size * LEADING
    for block in blocks:
        for line in block:
            d.text(PAD, y, line, size=size, fill=INK)
            y += size * LEADING
        y += size * 0.5
    d.cut([(0, 0), (WIDTH, 0), (WIDTH, HEIGHT), (0, HEIGHT)])
    return d

