"""A drawing surface in millimetres that records shapes for the SVG and PDF writers."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from printkit.art import outlines
from printkit.errors import PrintkitError
from printkit.fonts import FONT_FILES
from printkit.units import fmt

Point = tuple[float, float]

# Paint order, bottom to top: artwork, then text, then the lines you cut and fold by.
LAYERS: tuple[str, ...] = ("art", "text", "fold", "cut")

INK = "#1a1a1a"
CUT_WIDTH = 0.25
BAND = 0.8  # the pale band under a cut on a dark ground, which a black line alone hides
FOLD_WIDTH = 0.25
# Print conventions: cut solid, valley fold dashed, mountain fold dash-dot.
VALLEY_DASH = "2,1.5"
MOUNTAIN_DASH = "3,1,0.6,1"
GLUE_TINT = "#dcdcdc"
# Where a run of text stands from its x: its start, middle or end (as SVG's text-anchor).
ANCHORS = ("start", "middle", "end")


# -- what a drawing records -------------------------------------------------


@dataclass(frozen=True)
class Paint:
    """How a shape is filled and stroked; `cls` names its kind (an SVG class).

    Checked when made, so that the SVG and PDF writers are given only what both draw
    alike: colours as #rrggbb or "none", a width of 0 or more, dashes as numbers."""

    fill: str = "none"
    stroke: str | None = None
    width: float = 0.3
    dash: str | None = None  # an SVG dash pattern, in mm
    round_caps: bool = False
    cls: str | None = None

    def __post_init__(self) -> None:
        for value in (self.fill, self.stroke):
            if value is not None and not _COLOUR.fullmatch(value):
                raise PrintkitError(f"colour {value!r}: use #rrggbb or none")
        if not self.width >= 0:  # also refuses NaN
            raise PrintkitError(f"stroke width {self.width!r}: must be 0 mm or more")
        if self.dash is not None:
            dashes(self.dash)


_COLOUR = re.compile(r"#[0-9a-fA-F]{6}|none")


def dashes(pattern: str) -> tuple[float, ...]:
    """The lengths of an SVG dash pattern such as '2,1.5', checked."""
    try:
        lengths = tuple(float(v) for v in pattern.replace(",", " ").split())
    except ValueError:
        lengths = ()
    if not lengths or any(not v >= 0 for v in lengths) or not sum(lengths) > 0:
        raise PrintkitError(f"dash pattern {pattern!r}: use lengths in mm such as '2,1.5'")
    return lengths


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle, its corners rounded by `rx`."""

    x: float
    y: float
    w: float
    h: float
    rx: float
    paint: Paint


@dataclass(frozen=True)
class Circle:
    """A circle."""

    cx: float
    cy: float
    r: float
    paint: Paint


# A path segment: ("M" | "L", (point,)), ("Q", (control, end)), ("C", (c1, c2, end)), ("Z", ()).
Segment = tuple[str, tuple[Point, ...]]


@dataclass(frozen=True)
class Path:
    """A path as segments in absolute coordinates."""

    segments: tuple[Segment, ...]
    paint: Paint

    @property
    def d(self) -> str:
        """The SVG path data, e.g. 'M1,2 L3,4 Q5,6 7,8 Z', every number through fmt."""
        return " ".join(command + " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
                        for command, points in self.segments)


@dataclass(frozen=True)
class Text:
    """A run of text with its baseline at y, `size` the em size in mm."""

    x: float
    y: float
    content: str
    size: float
    font: str
    anchor: str
    fill: str
    rotate: float
    cls: str = ""  # what kind of words these are, where a check tells kinds apart


@dataclass(frozen=True)
class Group:
    """One layer of a placed part: its shapes, moved to (x, y) then turned by `rotate`."""

    ident: str
    x: float
    y: float
    rotate: int
    shapes: tuple[Shape, ...]


Shape = Rect | Circle | Path | Text | Group


def leaves(shapes: Sequence[Shape]) -> Iterator[Rect | Circle | Path | Text]:
    """Every shape that is not a group, inside `shapes`' groups too, in drawing order
    (as drawn in each group, not moved or turned: callers that need page positions place
    groups themselves)."""
    for shape in shapes:
        if isinstance(shape, Group):
            yield from leaves(shape.shapes)
        else:
            yield shape


def class_of(shape: Shape) -> str:
    """The class a shape's paint names ("" for text, a group or paint with none)."""
    paint = getattr(shape, "paint", None)
    return (paint.cls if paint is not None else None) or ""


_PATH_TOKEN = re.compile(r"[MLQCZ]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?", re.IGNORECASE)
_SEGMENT_POINTS = {"M": 1, "L": 1, "Q": 2, "C": 3, "Z": 0}


def parse_path(d: str) -> tuple[Segment, ...]:
    """Read path data in absolute M, L, Q, C and Z commands, the ones the art writes."""
    unsupported = PrintkitError(f"path data {d!r}: only absolute M, L, Q, C and Z are drawn")
    tokens = _PATH_TOKEN.findall(d)
    if "".join(tokens) != re.sub(r"[\s,]", "", d) or (tokens and tokens[0] != "M"):
        raise unsupported
    segments: list[Segment] = []
    at = 0
    while at < len(tokens):
        command, at = tokens[at], at + 1
        count = _SEGMENT_POINTS.get(command)
        operands = tokens[at: at + 2 * count] if count is not None else []
        if count is None or len(operands) != 2 * count or any(t.isalpha() for t in operands):
            raise unsupported
        numbers = [float(t) for t in operands]
        segments.append((command, tuple(zip(numbers[0::2], numbers[1::2], strict=True))))
        at += 2 * count
    return tuple(segments)


class Drawing:
    """A drawing of exact size in millimetres, its shapes kept per layer of LAYERS."""

    def __init__(self, width: float, height: float, *, name: str = "drawing") -> None:
        self.width = width
        self.height = height
        self.name = name
        self.layers: dict[str, list[Shape]] = {layer: [] for layer in LAYERS}

    # -- primitives ---------------------------------------------------------

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: str = "none",
        stroke: str | None = None,
        stroke_width: float = 0.3,
        rx: float = 0.0,
        layer: str = "art",
        cls: str | None = None,
    ) -> None:
        """Draw an axis-aligned rectangle (`cls` names its kind, as an SVG class)."""
        # SVG shrinks a corner radius too large for the rectangle; so does every writer.
        rx = min(rx, w / 2, h / 2)
        self.layers[layer].append(
            Rect(x, y, w, h, rx, Paint(fill, stroke, stroke_width, cls=cls)))

    def circle(
        self,
        cx: float,
        cy: float,
        r: float,
        *,
        fill: str = "none",
        stroke: str | None = None,
        stroke_width: float = 0.3,
        layer: str = "art",
        cls: str | None = None,
        dash: str | None = None,
    ) -> None:
        """Draw a circle, dashed if `dash` is an SVG dash pattern."""
        self.layers[layer].append(
            Circle(cx, cy, r, Paint(fill, stroke, stroke_width, dash=dash, cls=cls)))

    def polygon(
        self,
        points: Sequence[Point],
        *,
        fill: str = "none",
        stroke: str | None = None,
        stroke_width: float = 0.3,
        layer: str = "art",
        cls: str | None = None,
    ) -> None:
        """Draw a closed polygon."""
        self._lines(points, True, Paint(fill, stroke, stroke_width, cls=cls), layer)

    def polyline(
        self,
        points: Sequence[Point],
        *,
        stroke: str = INK,
        stroke_width: float = 0.3,
        dash: str | None = None,
        layer: str = "art",
        cls: str | None = None,
    ) -> None:
        """Draw an open line through `points`."""
        self._lines(points, False, Paint("none", stroke, stroke_width, dash=dash, cls=cls), layer)

    def _lines(self, points: Sequence[Point], closed: bool, paint: Paint, layer: str) -> None:
        segments: list[Segment] = [("L", (p,)) for p in points]
        segments[0] = ("M", (points[0],))
        if closed:
            segments.append(("Z", ()))
        self.layers[layer].append(Path(tuple(segments), paint))

    def line(
        self,
        start: Point,
        end: Point,
        *,
        stroke: str = INK,
        stroke_width: float = 0.3,
        dash: str | None = None,
        layer: str = "art",
        cls: str | None = None,
    ) -> None:
        """Draw a straight segment."""
        self.polyline([start, end], stroke=stroke, stroke_width=stroke_width,
                      dash=dash, layer=layer, cls=cls)

    def path(
        self,
        d: str,
        *,
        fill: str = "none",
        stroke: str | None = None,
        stroke_width: float = 0.3,
        layer: str = "art",
        cls: str | None = None,
        round_caps: bool = False,
    ) -> None:
        """Draw a path given as SVG path data in absolute M, L, Q, C and Z commands
        (`round_caps` rounds a stroke's ends)."""
        paint = Paint(fill, stroke, stroke_width, round_caps=round_caps, cls=cls)
        self.layers[layer].append(Path(parse_path(d), paint))

    def text(
        self,
        x: float,
        y: float,
        content: str,
        *,
        size: float,
        font: str = "sans",
        anchor: str = "start",
        fill: str = INK,
        rotate: float = 0.0,
        layer: str = "text",
        cls: str = "",
    ) -> None:
        """Write `content` with its baseline at y; `size` is the em size in mm; `cls` names
        a kind of words a check knows (a caption on the waste, say)."""
        if font not in FONT_FILES:
            raise PrintkitError(f"unknown font {font!r}: accepted {', '.join(FONT_FILES)}")
        Paint(fill)  # checks the colour
        if anchor not in ANCHORS:
            raise PrintkitError(f"text anchor {anchor!r}: accepted {', '.join(ANCHORS)}")
        missing = outlines.has_glyphs(content, font)
        if missing:  # checked now, so the error points at the drawing, not at export
            raise PrintkitError(
                f"font {font!r} has no glyph for {missing!r} in text {content!r}")
        self.layers[layer].append(Text(x, y, content, size, font, anchor, fill, rotate, cls))

    # -- print conventions --------------------------------------------------

    def cut(self, points: Sequence[Point], *, closed: bool = True,
            band: str | None = None) -> None:
        """Draw a solid cut line along `points`, over a `band` of that colour BAND wide
        where given (a pale band shows where the cut runs on a dark ground)."""
        if band:
            self.band(points, band, closed=closed)
        if closed:
            self.polygon(points, stroke=INK, stroke_width=CUT_WIDTH, layer="cut")
        else:
            self.polyline(points, stroke=INK, stroke_width=CUT_WIDTH, layer="cut")

    def band(self, points: Sequence[Point], colour: str, *, closed: bool = True) -> None:
        """Draw the pale band BAND wide that shows where a cut runs on a dark ground, along
        `points` (part of a cut: a board half's join, which the finished board shows, has
        none)."""
        # In the art layer, under every cut, so a crossing cut is never hidden.
        if closed:
            self.polygon(points, stroke=colour, stroke_width=BAND, layer="art", cls="cut-band")
        else:
            self.polyline(points, stroke=colour, stroke_width=BAND, layer="art",
                          cls="cut-band")

    def cut_circle(self, cx: float, cy: float, r: float) -> None:
        """Draw a circular cut line."""
        self.circle(cx, cy, r, stroke=INK, stroke_width=CUT_WIDTH, layer="cut")

    def fold(self, start: Point, end: Point, *, kind: str = "valley", stroke: str = INK) -> None:
        """Draw a fold line: 'valley' (dashed) or 'mountain' (dash-dot)."""
        dash = {"valley": VALLEY_DASH, "mountain": MOUNTAIN_DASH}[kind]
        self.line(start, end, stroke=stroke, stroke_width=FOLD_WIDTH, dash=dash, layer="fold",
                  cls=f"fold-{kind}")

    def glue(self, points: Sequence[Point], *, label: str = "glue", size: float = 2.2) -> None:
        """Tint a glue area and label it at its centre."""
        self.polygon(points, fill=GLUE_TINT, layer="art", cls="glue")
        cx = sum(p[0] for p in points) / len(points)
        cy = sum(p[1] for p in points) / len(points)
        if label:
            self.text(cx, cy + size * 0.35, label, size=size, anchor="middle", fill="#777777")

    # -- composition --------------------------------------------------------

    def place(
        self,
        part: Drawing,
        x: float,
        y: float,
        *,
        rotate: int = 0,
        ident: str | None = None,
    ) -> tuple[float, float]:
        """Draw `part` with its bounding box's top-left at (x, y), turned clockwise by
        `rotate` (0, 90, 180 or 270 degrees); return the placed (width, height)."""
        w, h = part.width, part.height
        # Where the part's own origin lands once turned, and the size it then takes.
        corners = {0: ((x, y), (w, h)), 90: ((x + h, y), (h, w)),
                   180: ((x + w, y + h), (w, h)), 270: ((x, y + w), (h, w))}
        if rotate not in corners:
            raise ValueError(f"rotate must be 0, 90, 180 or 270, not {rotate}")
        (ox, oy), size = corners[rotate]
        base = ident or part.name
        for name in LAYERS:
            if part.layers[name]:
                self.layers[name].append(
                    Group(f"{base}-{name}", ox, oy, rotate, tuple(part.layers[name])))
        return size
