"""Lengths: millimetres inside printkit, points and pixels only at the edges."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.errors import BadValueError

MM_PER_INCH = 25.4
PT_PER_MM = 72.0 / MM_PER_INCH

# Home printers leave 3 to 6 mm unprinted at the edges: every part keeps 6 mm clear.
PRINTER_MARGIN_MM = 6.0
# Where a recipe made for narrower margins may still draw (the craft check reports it).
PRINTER_FLOOR_MM = 5.0
# In a print-shop file every part keeps this far inside the trim: shops cut within ~1 mm.
PRINT_SHOP_SAFE_MM = 3.0


def mm_to_pt(mm: float) -> float:
    """Convert millimetres to PostScript points."""
    return mm * PT_PER_MM


def pt_to_mm(pt: float) -> float:
    """Convert PostScript points to millimetres."""
    return pt / PT_PER_MM


def fmt(value: float) -> str:
    """Format a length with at most three decimals, so SVG output is short and stable."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@dataclass(frozen=True)
class Paper:
    """A sheet size in portrait orientation, in millimetres."""

    name: str
    width: float
    height: float

    @property
    def label(self) -> str:
        """The name as printed for people: A4, A3, Letter."""
        return self.name.upper() if self.name.startswith("a") else self.name.capitalize()

    def inside(self, margin: float) -> tuple[float, float, float, float]:
        """The area `margin` mm inside the edges as (x, y, width, height)."""
        return (margin, margin, self.width - 2 * margin, self.height - 2 * margin)


PAPERS: dict[str, Paper] = {
    "a4": Paper("a4", 210.0, 297.0),
    "letter": Paper("letter", 215.9, 279.4),
    "a3": Paper("a3", 297.0, 420.0),
}


def find_paper(name: str) -> Paper:
    """Return the paper called `name` (case-insensitive) or raise BadValueError."""
    try:
        return PAPERS[name.lower()]
    except KeyError:
        raise BadValueError("paper", name, ", ".join(PAPERS)) from None
