"""Packing parts onto a sheet by guillotine cuts, with gutters, so every part comes free
with straight cuts right across the sheet."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from printkit.art.canvas import Drawing
from printkit.art.parts.caption import turned, turned_size
from printkit.errors import PrintkitError
from printkit.layout.marks import crop_marks, cut_inset, marked
from printkit.layout.sheet import Sheet

# Room between parts for a scissor cut that does not nick a neighbour.
GUTTER_MM = 5.0
EPS = 1e-6
# Parts read where they are printed, never turned: their words run across the sheet, or
# their pieces carry a picture with a top (a face, a triangle), and a piece turned on one
# sheet but not on another reads to a child as a different piece. Named by drawing.
UPRIGHT = frozenset({"legend", "calibration", "snort-cats", "snort-dogs",
                     "traffic-lights-green", "traffic-lights-yellow", "traffic-lights-red",
                     "traffic-lights-pieces", "rastros-piece", "rastros-pieces",
                     # Hex's stones: each one's ring is flat-topped, as the board's
                     # cells lie on the sheet; a quarter turn would point it.
                     "hex-pieces", "classics-stones-black", "classics-stones-white"})

Rect = tuple[float, float, float, float]  # x, y, width, height
Size = tuple[float, float]  # width, height


@dataclass(frozen=True)
class Part:
    """A piece to print: its front drawing and, for double-sided pieces, its back."""

    ident: str
    front: Drawing
    back: Drawing | None = None
    marks: bool = True  # crop marks at its corners (not for a calibration square)
    lining: Drawing | None = None  # a back printed only where its sheet has backs anyway

    @property
    def cropped(self) -> bool:
        """Whether the part gets crop marks: asked for, and one that takes them (see
        marks.marked)."""
        return self.marks and marked(self.ident, self.front)


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
    sizes, upright, turns = part_sizes(parts)
    slots = arrange(sheet.printable, sizes, upright, turns)
    if None in slots and not overflow and sheet.floor < sheet.margin:
        # A recipe made for narrower margins still builds, at the sheet's floor; the
        # craft check names every part that ends up too near the edge.
        sheet.margin = sheet.floor
        slots = arrange(sheet.printable, sizes, upright, turns)
    slots = centred(sheet.printable, slots, sizes, turns)
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
        # A caption goes along to the side that lies under its block once turned.
        front, back = turned(part.front, part.back) if slot.rotate else (part.front, part.back)
        placement = sheet.place(front, slot.x, slot.y, back=back,
                                rotate=slot.rotate, ident=part.ident)
        if part.cropped:
            crop_marks(sheet.front, placement, sheet.printable,
                       cut_inset(front, slot.rotate))
    return left


def part_sizes(parts: Sequence[Part]) -> tuple[tuple[Size, ...], tuple[bool, ...],
                                               tuple[Size | None, ...]]:
    """Each part's (width, height), whether it must stay upright, and the room it takes
    turned a quarter where that is not its size swapped (a captioned block's: see
    caption.turned), as `arrange` takes them."""
    return (tuple((p.front.width, p.front.height) for p in parts),
            tuple(p.front.name in UPRIGHT for p in parts),
            tuple(_turned_room(p.front) for p in parts))


def _turned_room(front: Drawing) -> Size | None:
    """The (width, height) a captioned `front` takes on the sheet turned a quarter."""
    size = turned_size(front)
    return None if size is None else (size[1], size[0])


def fits(area: Rect, parts: Sequence[Part]) -> bool:
    """Whether `arrange` places every one of `parts` in `area`."""
    return None not in arrange(area, *part_sizes(parts))


@dataclass(frozen=True)
class Style:
    """One way to guillotine-pack: which parts go first, which free rectangle a part
    takes, and how the rest of that rectangle is cut."""

    order: str = "area"  # "area", "long" (longest side), "wide", "tall"
    fit: str = "area"  # "area": least waste; "side": least leftover along the short side
    split: str = "whole"  # "whole": larger piece kept whole; "across", "down"


# The packer's first style gives every kit its layout; the others are tried only when it
# leaves a part out, so a sheet that fits keeps the layout it always had.
STYLES = (Style(),) + tuple(
    Style(order, fit, split)
    for order in ("area", "long", "wide", "tall")
    for fit in ("area", "side")
    for split in ("whole", "across", "down")
    if (order, fit, split) != ("area", "area", "whole"))


def arrange(area: Rect, sizes: tuple[Size, ...], upright: tuple[bool, ...] = (),
            turns: tuple[Size | None, ...] = ()) -> list[Slot | None]:
    """A slot for each (width, height) in `area`, or None where one does not fit: the
    first style (with each part in turn placed first) that places every part, else the
    plan that places the most area (a sheet that overflows keeps the most). `turns`
    gives the room a part takes turned a quarter, where that is not its size swapped."""
    return list(_arranged(area, sizes, upright, turns))


@cache
def _arranged(area: Rect, sizes: tuple[Size, ...], upright: tuple[bool, ...],
              turns: tuple[Size | None, ...]) -> tuple[Slot | None, ...]:
    """What `arrange` returns, remembered: a build asks again for every theme and duplex
    mode, and the sharing of parts among sheets asks of many groupings."""

    def placed(slots: list[Slot | None]) -> float:
        return sum(w * h for (w, h), slot in zip(sizes, slots, strict=True) if slot)

    best: list[Slot | None] | None = None
    for style in STYLES:
        for first in (None, *range(len(sizes))):
            trial = plan(area, sizes, upright, first=first, style=style, turns=turns)
            if None not in trial:
                return tuple(trial)
            if best is None or placed(trial) > placed(best) + EPS:
                best = trial
    assert best is not None
    return tuple(best)


def plan(area: Rect, sizes: Sequence[Size],
         upright: Sequence[bool] = (), first: int | None = None,
         style: Style = STYLES[0], turns: Sequence[Size | None] = ()) -> list[Slot | None]:
    """Choose a slot for each (width, height), or None where one does not fit; a part
    marked `upright` is never turned, part `first`, if given, is placed before the
    others, and a part given room in `turns` takes that room turned."""
    free = [area]
    slots: list[Slot | None] = [None] * len(sizes)
    # Big parts first: they have the fewest places to go.
    keys = {"area": lambda w, h: -w * h, "long": lambda w, h: -max(w, h),
            "wide": lambda w, h: -w, "tall": lambda w, h: -h}[style.order]
    order = sorted(range(len(sizes)), key=lambda i: (i != first, keys(*sizes[i])))
    for index in order:
        keep = index < len(upright) and upright[index]
        room = turns[index] if index < len(turns) else None
        choice = _best_fit(free, *sizes[index], turns=(0,) if keep else (0, 90),
                           fit=style.fit, turned=room)
        if choice is None:
            continue
        rect_index, rotate, w, h = choice
        rect = free.pop(rect_index)
        slots[index] = Slot(rect[0], rect[1], rotate)
        free.extend(_split(rect, w, h, style.split))
    return slots


def centred(area: Rect, slots: list[Slot | None], sizes: Sequence[Size],
            turns: Sequence[Size | None] = ()) -> list[Slot | None]:
    """The slots moved together so that the parts, as a block, sit in the middle of
    `area`: a part alone on a sheet is centred, and no margin is wider than it must be."""
    rooms: list[Size] = []
    for index, (slot, (w, h)) in enumerate(zip(slots, sizes, strict=True)):
        room = turns[index] if index < len(turns) else None
        rooms.append((w, h) if slot is None or slot.rotate in (0, 180) else room or (h, w))
    boxes = [(s.x, s.y, *room) for s, room in zip(slots, rooms, strict=True) if s is not None]
    if not boxes:
        return slots
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[0] + b[2] for b in boxes), max(b[1] + b[3] for b in boxes)
    dx = area[0] + (area[2] - (right - left)) / 2 - left
    dy = area[1] + (area[3] - (bottom - top)) / 2 - top
    return [None if s is None else Slot(s.x + dx, s.y + dy, s.rotate) for s in slots]


def _best_fit(free: list[Rect], w: float, h: float, turns: Sequence[int] = (0, 90),
              fit: str = "area", turned: Size | None = None
              ) -> tuple[int, int, float, float] | None:
    """The free rectangle (and turn) that the part fills best, upright preferred: least
    area left, or with `fit` "side", least left along its short side; `turned` is the
    room it takes turned, if not (h, w)."""
    best: tuple[float, int, int, float, float] | None = None
    sizes = {0: (w, h), 90: turned or (h, w)}
    for index, (_, _, fw, fh) in enumerate(free):
        for rotate in turns:
            pw, ph = sizes[rotate]
            if pw <= fw + EPS and ph <= fh + EPS:
                left = fw * fh - pw * ph if fit == "area" else min(fw - pw, fh - ph)
                waste = left + (0.5 if rotate else 0.0)
                if best is None or waste < best[0]:
                    best = (waste, index, rotate, pw, ph)
    return None if best is None else best[1:]


def _split(rect: Rect, w: float, h: float, rule: str = "whole") -> list[Rect]:
    """Cut what is left of `rect` after a w x h part at its corner into two rectangles:
    along whichever line leaves the larger piece whole, or with `rule` "across", the cut
    right across under the part, "down", right down beside it."""
    x, y, fw, fh = rect
    right_w, below_h = fw - w - GUTTER_MM, fh - h - GUTTER_MM
    tall = [(x + w + GUTTER_MM, y, right_w, fh), (x, y + h + GUTTER_MM, w, below_h)]
    wide = [(x + w + GUTTER_MM, y, right_w, h), (x, y + h + GUTTER_MM, fw, below_h)]
    if rule == "whole":
        best = max((tall, wide), key=lambda pair: max(r[2] * r[3] for r in pair))
    else:
        best = wide if rule == "across" else tall
    return [r for r in best if r[2] > EPS and r[3] > EPS]
