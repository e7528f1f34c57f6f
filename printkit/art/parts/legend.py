"""A small key to the line styles on the art sheets: cut, crop marks, valley fold, mountain
fold, glue; a kit's key shows only those its sheets print (see `used_styles`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from printkit.art.canvas import INK, Circle, Drawing, Group, Path, Rect, Shape, Text
from printkit.art.component import Component, param, register
from printkit.art.outlines import text_width
from printkit.art.parts.nets import centred_text
from printkit.errors import BadValueError

# Every style the key can show, in the order it shows them.
STYLES: tuple[str, ...] = ("cut", "crop", "valley", "mountain", "glue")
PAD = 1.5  # inside the frame round the legend
SAMPLE = 12.0  # length of each sample line
LABEL_GAP = 2.0  # between a sample and its label
LEAST_TEXT = 8.0 * 25.4 / 72  # mm: labels a key is read by are no smaller than 8 pt
# The crop marks' sample: two marks as long and as fine as the sheets' (layout/marks.py,
# which this module may not import), in line with a gap between them.
CROP_MARK, CROP_WIDTH = 2.5, 0.15
LINE_PITCH = 1.2  # between the lines of a label in two, in ems


@dataclass(frozen=True)
class LegendParams:
    """Parameters of the line-style legend; the labels are its only words."""

    # One column of rows by default: as narrow as the calibration square, so the
    # packer finds it room beside or under it without ever turning its words.
    # 32 mm tall: under a 230 mm box module it still leaves Letter its 6 mm margins.
    width: float = param(50.0, "width of the legend", unit="mm", low=40.0, high=150.0)
    height: float = param(32.0, "height of the legend", unit="mm", low=16.0, high=60.0)
    columns: int = param(1, "columns of styles: one or two", low=1, high=2)
    styles: str = param("cut valley mountain glue",
                        "the line styles shown, of: cut crop valley mountain glue")
    cut_label: str = param("cut", "label of the solid cut line")
    crop_label: str = param("cut between the marks with a ruler", "label of the crop marks")
    valley_label: str = param("valley fold", "label of the dashed valley fold")
    mountain_label: str = param("mountain fold", "label of the dash-dot mountain fold")
    glue_label: str = param("glue", "label of the tinted glue area")

    def __post_init__(self) -> None:
        unknown = [style for style in self.styles.split() if style not in STYLES]
        if unknown or not self.styles.split():
            raise BadValueError("styles", self.styles, "line styles among " + " ".join(STYLES))

    @property
    def shown(self) -> tuple[str, ...]:
        """The styles the key shows, in the order of STYLES."""
        asked = self.styles.split()
        return tuple(style for style in STYLES if style in asked)

    @property
    def labels(self) -> tuple[str, ...]:
        """Return the labels in the order of `shown`."""
        return tuple(getattr(self, f"{style}_label") for style in self.shown)

    @property
    def rows(self) -> int:
        """Return how many rows the styles take."""
        return -(-len(self.shown) // self.columns)

    @property
    def cell_width(self) -> float:
        """Return the width of each column."""
        return (self.width - 2 * PAD) / self.columns

    @property
    def room(self) -> float:
        """The width a label has beside its sample."""
        return self.cell_width - SAMPLE - 2 * LABEL_GAP

    @property
    def lines(self) -> tuple[tuple[str, ...], ...]:
        """Each label's lines: one, or two where one line would print under 8 pt."""
        return tuple(_wrapped(label, self.room) for label in self.labels)

    @property
    def row_lines(self) -> tuple[int, ...]:
        """How many lines each row holds (its longest label's)."""
        counts = [len(lines) for lines in self.lines]
        return tuple(max(counts[r * self.columns:(r + 1) * self.columns])
                     for r in range(self.rows))

    @property
    def line_height(self) -> float:
        """The height of one line of labels: a one-line row is this tall."""
        return (self.height - 2 * PAD) / max(sum(self.row_lines), 1)

    @property
    def cell_height(self) -> float:
        """Return the height of a one-line row."""
        return self.line_height

    @property
    def text_size(self) -> float:
        """Return one em size for every label, shrunk until the longest line fits."""
        longest = max(text_width(line, size=1.0) for lines in self.lines for line in lines)
        # Up to 3.5 mm (10 pt), half a line's height: read at arm's length, never under
        # 8 pt where the legend has its default size and at most five lines (LEAST_TEXT,
        # checked by the tests); a key of every style, one label in two lines, has less.
        return min(3.5, 0.5 * self.line_height, self.room / max(longest, 0.01))

    def cells(self) -> list[tuple[float, float, float]]:
        """Return each style's cell: its top-left corner and its height."""
        tops, y = [], PAD
        for lines in self.row_lines:
            tops.append((y, lines * self.line_height))
            y += lines * self.line_height
        return [(PAD + (i % self.columns) * self.cell_width, *tops[i // self.columns])
                for i in range(len(self.shown))]


def _wrapped(label: str, room: float) -> tuple[str, ...]:
    """`label` in one line if it fits `room` at 8 pt, else in two, broken at the space
    that leaves the longer line shortest."""
    words = label.split()
    if text_width(label, size=LEAST_TEXT) <= room or len(words) < 2:
        return (label,)
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(splits, key=lambda pair: max(text_width(part, size=1.0) for part in pair))


def draw_sample(d: Drawing, style: str, x: float, y: float, height: float) -> None:
    """Draw a sample of `style` starting at (x, y), centred on a row `height` tall."""
    mid = y + height / 2
    if style == "cut":
        d.cut([(x, mid), (x + SAMPLE, mid)], closed=False)
    elif style == "crop":
        for start in (x, x + SAMPLE - CROP_MARK):
            d.line((start, mid), (start + CROP_MARK, mid), stroke=INK, stroke_width=CROP_WIDTH,
                   layer="cut", cls="crop-sample")
    elif style in ("valley", "mountain"):
        d.fold((x, mid), (x + SAMPLE, mid), kind=style)
    else:
        swatch = min(0.6 * height, 5.0)
        top = mid - swatch / 2
        d.glue([(x, top), (x + SAMPLE, top), (x + SAMPLE, top + swatch), (x, top + swatch)],
               label="")


def draw(params: LegendParams) -> Drawing:
    """Draw the legend: a thin frame and each line style beside its label."""
    height = params.height
    d = Drawing(params.width, height, name="legend")
    d.rect(0.25, 0.25, params.width - 0.5, height - 0.5, stroke="#777777",
           stroke_width=0.2, rx=1.0)
    size = params.text_size
    for style, lines, (x, y, tall) in zip(params.shown, params.lines, params.cells(),
                                          strict=True):
        start = x + LABEL_GAP
        draw_sample(d, style, start, y, tall)
        pitch = LINE_PITCH * size
        for i, line in enumerate(lines):
            # Each line flush left beside the sample: a label in two lines centred on its
            # longer line read as a stray indent (rev15).
            middle = y + tall / 2 + (i - (len(lines) - 1) / 2) * pitch
            width = text_width(line, size=size)
            centred_text(d, start + SAMPLE + LABEL_GAP + width / 2, middle, line, size=size,
                         rise=0.3)
    return d


def used_styles(drawings: Iterable[Drawing], cropped: bool,
                skip: Callable[[Group], bool] = lambda _: False) -> str:
    """The line styles `drawings` print (as LegendParams.styles names them), leaving out
    the groups `skip` says (another key's samples), with the crop marks where `cropped`
    (some part gets them on its sheet)."""
    found: set[str] = set()
    for drawing in drawings:
        for layer, shapes in drawing.layers.items():
            for shape in _kept(shapes, skip):
                kind = shape.paint.cls or ""
                if kind == "crop-sample":  # a key's sample of them
                    found.add("crop")
                elif layer == "cut":
                    found.add("cut")
                elif kind in ("fold-valley", "fold-mountain"):
                    found.add(kind.removeprefix("fold-"))
                elif kind == "glue":
                    found.add("glue")
    if cropped:
        found.add("crop")
    return " ".join(style for style in STYLES if style in found)


def _kept(shapes: Sequence[Shape], skip: Callable[[Group], bool]) -> Iterator[Rect | Circle | Path]:
    for shape in shapes:
        if isinstance(shape, Group):
            if not skip(shape):
                yield from _kept(shape.shapes, skip)
        elif not isinstance(shape, Text):
            yield shape


register(Component("legend", "A key to the cut, crop, fold and glue lines", LegendParams, draw))
