"""Printed sheets: parts placed on a front, their backs placed so they register after the flip."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from printkit.art.canvas import Drawing
from printkit.errors import BadValueError, PrintkitError
from printkit.units import PRINT_SHOP_SAFE_MM, PRINTER_FLOOR_MM, PRINTER_MARGIN_MM, Paper

HOME_MARGIN_MM = PRINTER_MARGIN_MM
# A copy shop trims within about 1.5 mm: every part keeps 3 mm inside the trim.
TRIM_SAFE_MM = PRINT_SHOP_SAFE_MM


class Duplex(StrEnum):
    """How the printer turns the sheet to print its back."""

    LONG_EDGE = "long-edge"
    SHORT_EDGE = "short-edge"
    MANUAL = "manual"  # one-sided printer: the user turns the stack over its long edge


def find_duplex(name: str) -> Duplex:
    """Return the duplex mode called `name` or raise BadValueError."""
    try:
        return Duplex(name)
    except ValueError:
        raise BadValueError("duplex mode", name, ", ".join(d.value for d in Duplex)) from None


def back_origin(
    x: float, y: float, w: float, h: float, paper: Paper, duplex: Duplex
) -> tuple[float, float]:
    """Where a part at (x, y) of size w x h on a portrait front lies on the back page."""
    # Long-edge flip turns the sheet about its vertical axis: x mirrors.
    # Short-edge flip turns it about its horizontal axis: y mirrors.
    if duplex is Duplex.SHORT_EDGE:
        return (x, paper.height - y - h)
    return (paper.width - x - w, y)


@dataclass(frozen=True)
class Placement:
    """Where one part sits on a sheet's front, in millimetres."""

    ident: str
    x: float
    y: float
    width: float
    height: float


@dataclass
class Sheet:
    """One printed sheet of a kit: a front page and, when any part has one, a back page."""

    paper: Paper
    duplex: Duplex
    title: str
    name: str = "sheet"
    back_offset: tuple[float, float] = (0.0, 0.0)  # mm the printer's backs drift, corrected
    # Home printers cannot print at the edge; a print shop trims within its safe zone.
    margin: float = HOME_MARGIN_MM
    # The least margin the sheet can print at, where its parts do not fit inside `margin`
    # (the craft check then reports each part too near the edge).
    floor: float = PRINTER_FLOOR_MM
    placements: list[Placement] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.front = Drawing(self.paper.width, self.paper.height, name=f"{self.name}-front")
        self.back: Drawing | None = None

    def place(
        self,
        part: Drawing,
        x: float,
        y: float,
        *,
        back: Drawing | None = None,
        rotate: int = 0,
        ident: str | None = None,
    ) -> Placement:
        """Put `part` on the front at (x, y) and its `back`, if any, right behind it."""
        ident = ident or part.name
        w, h = self.front.place(part, x, y, rotate=rotate, ident=ident)
        self._check_inside(ident, x, y, w, h)
        if back is not None:
            if (back.width, back.height) != (part.width, part.height):
                raise PrintkitError(f"part {ident!r}: back and front differ in size")
            bx, by = back_origin(x, y, w, h, self.paper, self.duplex)
            # A printer that shifts backs by (dx, dy) is cancelled by the opposite
            # shift measured on the calibration sheet.
            bx, by = bx + self.back_offset[0], by + self.back_offset[1]
            # A back is drawn mirrored across its part's width (for a long-edge flip of
            # an upright part). A short-edge flip, or a part turned a quarter, mirrors
            # the other way across the part, so the back turns half a turn more.
            quarter = rotate in (90, 270)
            turn = (rotate + 180) % 360 if quarter != (self.duplex is Duplex.SHORT_EDGE) \
                else rotate
            if self.back is None:
                self.back = Drawing(self.paper.width, self.paper.height,
                                    name=f"{self.name}-back")
            self.back.place(back, bx, by, rotate=turn, ident=f"{ident}-back")
        placement = Placement(ident, x, y, w, h)
        self.placements.append(placement)
        return placement

    @property
    def printable(self) -> tuple[float, float, float, float]:
        """The area parts may use, inside this sheet's margin, as (x, y, width, height)."""
        return self.paper.inside(self.margin)

    def _check_inside(self, ident: str, x: float, y: float, w: float, h: float) -> None:
        px, py, pw, ph = self.printable
        eps = 1e-6
        if x < px - eps or y < py - eps or x + w > px + pw + eps or y + h > py + ph + eps:
            raise PrintkitError(
                f"part {ident!r} ({w:.1f} x {h:.1f} mm) does not fit inside the printable "
                f"area of {self.paper.name} paper"
            )
