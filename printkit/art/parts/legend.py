"""A small key to the line styles on the art sheets: cut, valley fold, mountain fold, glue."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.canvas import Drawing
from printkit.art.component import Component, param, register
from printkit.art.outlines import text_width
from printkit.art.parts.nets import centred_text

STYLES: tuple[str, ...] = ("cut", "valley", "mountain", "glue")
PAD = 1.5  # inside the frame round the legend
SAMPLE = 12.0  # length of each sample line
LABEL_GAP = 2.0  # between a sample and its label
LEAST_TEXT = 8.0 * 25.4 / 72  # mm: labels a key is read by are no smaller than 8 pt


@dataclass(frozen=True)
class LegendParams:
    """Parameters of the line-style legend; the labels are its only words."""

    # One column of four rows by default: as narrow as the calibration square, so the
    # packer finds it room beside or under it without ever turning its words.
    # 32 mm tall: under a 230 mm box module it still leaves Letter its 6 mm margins.
    width: float = param(50.0, "width of the legend", unit="mm", low=40.0, high=150.0)
    height: float = param(32.0, "height of the legend", unit="mm", low=16.0, high=60.0)
    columns: int = param(1, "columns of styles: one (four rows) or two (two rows)",
                         low=1, high=2)
    cut_label: str = param("cut", "label of the solid cut line")
    valley_label: str = param("valley fold", "label of the dashed valley fold")
    mountain_label: str = param("mountain fold", "label of the dash-dot mountain fold")
    glue_label: str = param("glue", "label of the tinted glue area")

    @property
    def labels(self) -> tuple[str, ...]:
        """Return the labels in the order of STYLES."""
        return (self.cut_label, self.valley_label, self.mountain_label, self.glue_label)

    @property
    def rows(self) -> int:
        """Return how many rows the styles take."""
        return -(-len(STYLES) // self.columns)

    @property
    def cell_width(self) -> float:
        """Return the width of each column."""
        return (self.width - 2 * PAD) / self.columns

    @property
    def cell_height(self) -> float:
        """Return the height of each row."""
        return (self.height - 2 * PAD) / self.rows

    @property
    def text_size(self) -> float:
        """Return one em size for every label, shrunk until the longest one fits."""
        room = self.cell_width - SAMPLE - 2 * LABEL_GAP
        longest = max(text_width(label, size=1.0) for label in self.labels)
        # Up to 3.5 mm (10 pt), half a row: read at arm's length, never under 8 pt where
        # the legend has its default rows (LEAST_TEXT, checked by the tests).
        return min(3.5, 0.5 * self.cell_height, room / max(longest, 0.01))

    def cells(self) -> list[tuple[float, float]]:
        """Return the top-left corner of each style's cell, row by row."""
        return [(PAD + (i % self.columns) * self.cell_width,
                 PAD + (i // self.columns) * self.cell_height)
                for i in range(len(STYLES))]


def draw_sample(d: Drawing, style: str, x: float, y: float, height: float) -> None:
    """Draw a sample of `style` starting at (x, y), centred on a row `height` tall."""
    mid = y + height / 2
    if style == "cut":
        d.cut([(x, mid), (x + SAMPLE, mid)], closed=False)
    elif style in ("valley", "mountain"):
        d.fold((x, mid), (x + SAMPLE, mid), kind=style)
    else:
        swatch = min(0.6 * height, 5.0)
        top = mid - swatch / 2
        d.glue([(x, top), (x + SAMPLE, top), (x + SAMPLE, top + swatch), (x, top + swatch)],
               label="")


def draw(params: LegendParams) -> Drawing:
    """Draw the legend: a thin frame and each line style beside its label."""
    d = Drawing(params.width, params.height, name="legend")
    d.rect(0.25, 0.25, params.width - 0.5, params.height - 0.5, stroke="#777777",
           stroke_width=0.2, rx=1.0)
    size = params.text_size
    for style, label, (x, y) in zip(STYLES, params.labels, params.cells(), strict=True):
        start = x + LABEL_GAP
        draw_sample(d, style, start, y, params.cell_height)
        width = text_width(label, size=size)
        centred_text(d, start + SAMPLE + LABEL_GAP + width / 2, y + params.cell_height / 2,
                     label, size=size, rise=0.3)
    return d


register(Component("legend", "A key to the cut, fold and glue lines", LegendParams, draw))
