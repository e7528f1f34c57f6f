"""A calibration square with millimetre rulers on two edges: proof a sheet printed at 100 %."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.canvas import INK, Drawing
from printkit.art.component import Component, param, register
from printkit.art.outlines import text_width

NOTE_SIZE = 2.6  # em size of the note, in mm
NOTE_LINES = 2


@dataclass(frozen=True)
class CalibrationParams:
    """Parameters of the calibration mark."""

    square: float = param(50.0, "side of the calibration square", unit="mm", low=20, high=100)
    note: str = param("This square must measure exactly 50\u00a0mm.", "text under the square")

    @property
    def width(self) -> float:
        """Overall width: the square itself."""
        return self.square

    @property
    def height(self) -> float:
        """Overall height: the square plus room for the note."""
        return self.square + 1.5 + NOTE_LINES * NOTE_SIZE * 1.25


def draw(params: CalibrationParams) -> Drawing:
    """Draw the square, its size inside, and rulers along its top and left edges."""
    d = Drawing(params.width, params.height, name="calibration")
    s = params.square
    # The stroke sits inside the square so its outer edge measures exactly `s`.
    d.rect(0.15, 0.15, s - 0.3, s - 0.3, stroke=INK, stroke_width=0.3)
    for mm in range(1, int(s)):
        tick = 4.0 if mm % 10 == 0 else 2.5 if mm % 5 == 0 else 1.5
        d.line((mm, 0), (mm, tick), stroke_width=0.12)
        d.line((0, mm), (tick, mm), stroke_width=0.12)
        if mm % 10 == 0:
            d.text(mm, 7, str(mm // 10), size=2.6, anchor="middle")
            d.text(5.2, mm + 0.9, str(mm // 10), size=2.6)
    d.text(s / 2, s / 2 + 2.5, f"{s:g} mm", size=7, anchor="middle", font="sans-bold")
    _note(d, params.note, s + 1.5 + NOTE_SIZE, s)
    return d


def _note(d: Drawing, note: str, baseline: float, width: float) -> None:
    """Write the note under the square, wrapped onto at most NOTE_LINES lines."""
    lines: list[str] = []
    # Break at ordinary spaces only: a no-break space must stay, and stay unbroken.
    for word in (w for w in note.split(" ") if w):
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and text_width(trial, size=NOTE_SIZE) <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    for index, line in enumerate(lines[:NOTE_LINES]):
        d.text(0, baseline + index * NOTE_SIZE * 1.25, line, size=NOTE_SIZE)


CALIBRATION = register(
    Component("calibration", "A 50 mm square with mm rulers, to check printing at 100 %",
              CalibrationParams, draw)
)
