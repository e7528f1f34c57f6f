"""Packing parts onto a sheet in rows, left to right, with gutters for easy cutting."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from printkit.art.canvas import Drawing
from printkit.errors import PrintkitError
from printkit.layout.marks import crop_marks
from printkit.layout.sheet import Sheet

# Room between parts for a scissor cut that does not nick a neighbour.
GUTTER_MM = 5.0


@dataclass(frozen=True)
class Part:
    """A piece to print: its front drawing and, for double-sided pieces, its back."""

    ident: str
    front: Drawing
    back: Drawing | None = None
    marks: bool = True  # crop marks at its corners (not for a calibration square)


def pack(sheet: Sheet, parts: Sequence[Part], *, top: float = 0.0) -> None:
    """Place `parts` on `sheet` in rows inside the printable area, starting `top` mm down."""
    px, py, pw, ph = sheet.paper.printable
    x, y, row_height = px, py + top, 0.0
    for part in parts:
        rotate, w, h = _orientation(part, pw, ph)
        if x + w > px + pw + 1e-6:
            x, y, row_height = px, y + row_height + GUTTER_MM, 0.0
        if y + h > py + ph + 1e-6:
            raise PrintkitError(
                f"part {part.ident!r} does not fit on the {sheet.title!r} sheet "
                f"on {sheet.paper.name} paper"
            )
        placement = sheet.place(part.front, x, y, back=part.back, rotate=rotate,
                                ident=part.ident)
        if part.marks:
            crop_marks(sheet.front, placement, sheet.paper.printable)
        x += w + GUTTER_MM
        row_height = max(row_height, h)


def _orientation(part: Part, max_w: float, max_h: float) -> tuple[int, float, float]:
    """Keep a part upright when it fits; otherwise turn it a quarter."""
    w, h = part.front.width, part.front.height
    if w <= max_w + 1e-6 and h <= max_h + 1e-6:
        return 0, w, h
    if h <= max_w + 1e-6 and w <= max_h + 1e-6:
        return 90, h, w
    raise PrintkitError(
        f"part {part.ident!r} ({w:.0f} x {h:.0f} mm) is larger than the printable area"
    )
