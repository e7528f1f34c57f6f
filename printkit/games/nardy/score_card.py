"""Nardy's quick-reference card: the rules of long nardy a player forgets (the head, no
hitting, blocks of six, bearing off, what a win scores), to keep by the board. It lies
flat on the box's floor (tests/games/test_nardy_card.py holds it to the box as built)."""

from __future__ import annotations

from collections.abc import Sequence

from printkit.art.canvas import INK, Drawing
from printkit.art.outlines import text_width
from printkit.art.palette import find_palette

WIDTH, HEIGHT = 70.0, 58.0  # mm: inside the box's floor (75.1 x 63 mm) with room to lift it
PAD = 4.0  # mm from the cut to the words
TITLE_SIZE = 3.9  # mm em: about 11 pt
TEXT_SIZE = 2.8  # mm em: about 8 pt, shrunk only where a language's lines are long
LEAST_SIZE = 2.12  # mm em: 6 pt, above the 5 pt craft floor
LEADING = 1.25  # line spacing, in ems
GAP = 0.45  # space between two rules, in ems
LEAD_FONT = "serif-bold"  # the title and each rule's lead-in


def _lines(words: str, size: float, room: float, first: float = 0.0) -> list[str]:
    """`words` broken into lines no wider than `room` mm at em size `size` (the first line
    `first` mm shorter); a last line of one word takes a word from the line above."""
    lines: list[str] = []
    for word in words.split():
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and text_width(trial, size=size) <= room - (first if len(lines) == 1 else 0):
            lines[-1] = trial
        else:
            lines.append(word)
    if len(lines) > 1 and " " not in lines[-1] and " " in lines[-2]:
        head, moved = lines[-2].rsplit(" ", 1)
        lines[-2:] = [head, f"{moved} {lines[-1]}"]
    return lines


def draw(title: str, rows: Sequence[tuple[str, str]], palette: str,
         size: float = TEXT_SIZE) -> Drawing:
    """The card: `title` above `rows` (each a lead-in, set in the frame's colour, and its
    rule), on the board's frame colours; the words shrink (not under LEAST_SIZE) until they
    fit the card."""
    pal = find_palette(palette)
    room = WIDTH - 2 * PAD
    d = Drawing(WIDTH, HEIGHT, name="score-card")
    d.rect(0, 0, WIDTH, HEIGHT, fill=pal.point_b)
    d.rect(1.5, 1.5, WIDTH - 3.0, HEIGHT - 3.0, stroke=pal.frame, stroke_width=0.5, rx=1.2)
    # The lead-ins in bold, so each rule's name stands out from its words (rev15 nardy).
    leads = [text_width(f"{lead} ", size=size, font=LEAD_FONT) for lead, _ in rows]
    blocks = [_lines(rule, size, room, lead) for (_, rule), lead in zip(rows, leads, strict=True)]
    title_size = min(TITLE_SIZE, room / text_width(title, size=1.0, font=LEAD_FONT))
    height = (title_size * LEADING + sum(len(b) * size * LEADING for b in blocks)
              + (len(blocks) - 1) * size * GAP)
    if height > HEIGHT - 2 * PAD and size > LEAST_SIZE:
        return draw(title, rows, palette, max(LEAST_SIZE, round(size - 0.05, 2)))
    y = (HEIGHT - height) / 2 + title_size
    d.text(WIDTH / 2, y, title, size=title_size, font=LEAD_FONT, anchor="middle",
           fill=pal.frame)
    y += title_size * (LEADING - 1) + size * LEADING
    for (lead, _), width, block in zip(rows, leads, blocks, strict=True):
        d.text(PAD, y, lead, size=size, font=LEAD_FONT, fill=pal.frame)
        for at, line in enumerate(block):
            d.text(PAD + (width if at == 0 else 0.0), y, line, size=size, fill=INK)
            y += size * LEADING
        y += size * GAP
    d.cut([(0, 0), (WIDTH, 0), (WIDTH, HEIGHT), (0, HEIGHT)])
    return d
