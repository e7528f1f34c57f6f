"""A 50 mm calibration square and a 100 mm ruler: proof that a sheet printed at 100 %."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.canvas import INK, Drawing
from printkit.art.component import Component, param, register


@dataclass(frozen=True)
class CalibrationParams:
    """Parameters of the calibration mark."""

    square: float = param(50.0, "side of the calibration square", unit="mm", low=20, high=100)
    ruler: float = param(100.0, "length of the ruler", unit="mm", low=50, high=180)
    note: str = param("This square must measure exactly 50 mm.", "text under the square")

    @property
    def width(self) -> float:
        """Overall width: the square, a gap, the ruler laid beside it."""
        return self.square + 6 + self.ruler

    @property
    def height(self) -> float:
        """Overall height: the square plus a line of text."""
        return self.square + 7


def draw(params: CalibrationParams) -> Drawing:
    """Draw the square with its size written inside and a ruler in millimetres beside it."""
    d = Drawing(params.width, params.height, name="calibration")
    s = params.square
    d.rect(0.15, 0.15, s - 0.3, s - 0.3, stroke=INK, stroke_width=0.3)
    d.text(s / 2, s / 2 + 2, f"{s:g} mm", size=6, anchor="middle", font="sans-bold")
    d.text(0, s + 5, params.note, size=3.2, font="sans")
    _ruler(d, s + 6, s / 2 - 6, params.ruler)
    return d


def _ruler(d: Drawing, x0: float, y0: float, length: float) -> None:
    """A ruler with a tick every millimetre, longer every 5 and 10, numbered in cm."""
    d.line((x0, y0), (x0 + length, y0), stroke_width=0.2)
    for mm in range(int(length) + 1):
        tall = 5.0 if mm % 10 == 0 else 3.0 if mm % 5 == 0 else 1.8
        d.line((x0 + mm, y0), (x0 + mm, y0 + tall), stroke_width=0.12)
        if mm % 10 == 0:
            d.text(x0 + mm, y0 + 9, str(mm // 10), size=3, anchor="middle")
    d.text(x0 + length, y0 - 2, "cm", size=3, anchor="end")


CALIBRATION = register(
    Component("calibration", "A 50 mm square and a ruler to check printing at 100 %",
              CalibrationParams, draw)
)
