"""Packing parts onto a sheet by guillotine cuts, with gutters, so every part comes free
with straight cuts right across the sheet."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from printkit.art.canvas import Drawing
from printkit.errors import PrintkitError
from printkit.layout.marks import crop_marks
from printkit.layout.sheet import Sheet

# Room between parts for a scissor cut that does not nick a neighbour.
GUTTER_MM = 5.0
EPS = 1e-6

Rect = tuple[float, float, float, float]  # x, y, width, height


@dataclass(frozen=True)
class Part:
    """A piece to print: its front drawing and, for double-sided pieces, its back."""

    ident: str
    front: Drawing
    back: Drawing | None = None
    marks: bool = True  # crop marks at its corners (not for a calibration square)


@dataclass(frozen=True)
class Slot:
    """Where the packer put a part: top-left corner and quarter turns."""

    x: float
    y: float
    rotate: int


def pack(sheet: Sheet, parts: Sequence[Part], *, overflow: bool = False) -> list[Part]:
    """Place `parts` on `sheet` inside the printable area, largest first. With `overflow`,
    the parts that do not fit are returned, in order, for another sheet (as long as one
    fits); without it, a part that does not fit is an error."""
    sizes = [(p.front.width, p.front.height) for p in parts]
    slots = plan(sheet.printable, sizes)
    if overflow and None in slots:
        slots = fullest(sheet.printable, sizes, slots)
    slots = centred(slots, sizes, sheet.printable)
    left = [part for part, slot in zip(parts, slots, strict=True) if slot is None]
    if left and (not overflow or len(left) == len(parts)):
        raise PrintkitError(
            f"part {left[0].ident!r} does not fit on the {sheet.title!r} sheet "
            f"on {sheet.paper.name} paper"
        )
    # Parts that do not fit take no room in the plan, so the others stay where it put them.
    for part, slot in zip(parts, slots, strict=True):
        if slot is None:
            continue
        placement = sheet.place(part.front, slot.x, slot.y, back=part.back,
                                rotate=slot.rotate, ident=part.ident)
        if part.marks:
            crop_marks(sheet.front, placement, sheet.printable)
    return left


def centred(slots: Sequence[Slot | None], sizes: Sequence[tuple[float, float]],
            area: Rect) -> list[Slot | None]:
    """`slots` moved together so the parts they hold sit in the middle of `area`: a part
    alone on a sheet is centred, and a sheet's margins come out even."""
    placed = [(slot, (h, w) if slot.rotate else (w, h))
              for slot, (w, h) in zip(slots, sizes, strict=True) if slot is not None]
    if not placed:
        return list(slots)
    ax, ay, aw, ah = area
    left = min(slot.x for slot, _ in placed)
    top = min(slot.y for slot, _ in placed)
    right = max(slot.x + w for slot, (w, _) in placed)
    bottom = max(slot.y + h for slot, (_, h) in placed)
    dx = ax + (aw - (right - left)) / 2 - left
    dy = ay + (ah - (bottom - top)) / 2 - top
    return [Slot(slot.x + dx, slot.y + dy, slot.rotate) if slot is not None else None
            for slot in slots]


def fullest(area: Rect, sizes: Sequence[tuple[float, float]],
            slots: list[Slot | None]) -> list[Slot | None]:
    """Of `slots` and the plans that place one part before all others, the one that puts
    the most on the sheet: largest first can fill a sheet with parts that leave no room
    for an awkward one (a long box strip), which then takes a sheet of its own."""

    def placed(plan_slots: list[Slot | None]) -> float:
        return sum(w * h for (w, h), slot in zip(sizes, plan_slots, strict=True) if slot)

    best, most = slots, placed(slots)
    for index in range(len(sizes)):
        trial = plan(area, sizes, first=index)
        if placed(trial) > most + EPS:
            best, most = trial, placed(trial)
    return best


def plan(area: Rect, sizes: Sequence[tuple[float, float]],
         first: int | None = None) -> list[Slot | None]:
    """Choose a slot for each (width, height), or None where one does not fit; part
    `first`, if given, is placed before the others."""
    free = [area]
    slots: list[Slot | None] = [None] * len(sizes)
    # Big parts first: they have the fewest places to go.
    order = sorted(range(len(sizes)), key=lambda i: (i != first, -sizes[i][0] * sizes[i][1]))
    for index in order:
        choice = _best_fit(free, *sizes[index])
        if choice is None:
            continue
        rect_index, rotate, w, h = choice
        rect = free.pop(rect_index)
        slots[index] = Slot(rect[0], rect[1], rotate)
        free.extend(_split(rect, w, h))
    return slots


def _best_fit(free: list[Rect], w: float, h: float) -> tuple[int, int, float, float] | None:
    """The free rectangle (and turn) that the part fills best, upright preferred."""
    best: tuple[float, int, int, float, float] | None = None
    for index, (_, _, fw, fh) in enumerate(free):
        for rotate, pw, ph in ((0, w, h), (90, h, w)):
            if pw <= fw + EPS and ph <= fh + EPS:
                waste = fw * fh - pw * ph + (0.5 if rotate else 0.0)
                if best is None or waste < best[0]:
                    best = (waste, index, rotate, pw, ph)
    return None if best is None else best[1:]


def _split(rect: Rect, w: float, h: float) -> list[Rect]:
    """Cut what is left of `rect` after a w x h part at its corner into two rectangles,
    along whichever line leaves the larger piece whole."""
    x, y, fw, fh = rect
    right_w, below_h = fw - w - GUTTER_MM, fh - h - GUTTER_MM
    tall = [(x + w + GUTTER_MM, y, right_w, fh), (x, y + h + GUTTER_MM, w, below_h)]
    wide = [(x + w + GUTTER_MM, y, right_w, h), (x, y + h + GUTTER_MM, fw, below_h)]
    best = max((tall, wide), key=lambda pair: max(r[2] * r[3] for r in pair))
    return [r for r in best if r[2] > EPS and r[3] > EPS]
