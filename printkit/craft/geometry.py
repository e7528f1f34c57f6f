"""A recorded Drawing flattened into world coordinates: strokes and fills as point lists,
text runs as the boxes their glyphs cover, each kept with its layer and part."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from printkit.art.canvas import Circle, Group, Paint, Path, Point, Rect, Shape, Text
from printkit.art.outlines import text_width
from printkit.art.parts.caption import CAPTION

# The plane's pure geometry lives with the art, which uses it too; the check reads it here.
from printkit.art.plane import edge_distance as edge_distance
from printkit.art.plane import inside as inside
from printkit.art.plane import segment_distance as segment_distance

# x' = a x + c y + e, y' = b x + d y + f
Affine = tuple[float, float, float, float, float, float]
IDENTITY: Affine = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
Box = tuple[float, float, float, float]  # x0, y0, x1, y1

# The glyphs of a run cover its baseline from this much of the em above to this below:
# capitals and ascenders, and descenders.
ASCENT, DESCENT = 0.7, 0.18
CIRCLE_STEPS = 16


def compose(outer: Affine, inner: Affine) -> Affine:
    """The transform that applies `inner`, then `outer`."""
    a, b, c, d, e, f = outer
    a2, b2, c2, d2, e2, f2 = inner
    return (a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2,
            a * e2 + c * f2 + e, b * e2 + d * f2 + f)


def turn(x: float, y: float, degrees: float) -> Affine:
    """Move to (x, y), then turn clockwise on the page (y runs down) by `degrees`."""
    r = math.radians(degrees)
    cos, sin = math.cos(r), math.sin(r)
    return (cos, sin, -sin, cos, x, y)


def apply(t: Affine, p: Point) -> Point:
    """Where `t` takes the point `p`."""
    a, b, c, d, e, f = t
    return (a * p[0] + c * p[1] + e, b * p[0] + d * p[1] + f)


@dataclass(frozen=True)
class Stroke:
    """A rectangle, circle or (sub)path in world coordinates, with its paint."""

    layer: str
    kind: str  # "rect", "circle" or "path"
    points: tuple[Point, ...]
    closed: bool
    paint: Paint
    element: int  # which top-level shape of its part it comes from
    circle: tuple[float, float, float] | None = None  # centre and radius, for a circle


@dataclass(frozen=True)
class Run:
    """A run of text: its words, em size in mm, and the corners of the box its glyphs
    cover (start of baseline side first, clockwise as printed), in world coordinates."""

    layer: str
    content: str
    size: float
    corners: tuple[Point, Point, Point, Point]
    element: int
    up: Point  # the direction the letters' tops point to, in world coordinates
    caption: bool = False  # a caption on the waste (art/parts/caption.py), not on a face


Item = Stroke | Run


def flatten(shapes: Sequence[Shape], layer: str, t: Affine = IDENTITY,
            element: int | None = None, strokes: bool = True) -> Iterator[Item]:
    """Every shape of `shapes` (groups opened) in the coordinates `t` takes them to; only
    the text runs unless `strokes`."""
    for index, shape in enumerate(shapes):
        at = index if element is None else element
        if isinstance(shape, Group):
            yield from flatten(shape.shapes, layer,
                               compose(t, turn(shape.x, shape.y, shape.rotate)), at, strokes)
        elif isinstance(shape, Text):
            yield _run(shape, layer, t, at)
        elif strokes:
            yield from _strokes(shape, layer, t, at)


def paints(shapes: Sequence[Shape], layer: str) -> Iterator[tuple[str, str, Paint]]:
    """The (layer, kind, paint) of every figure in `shapes`, groups opened, where it does
    not matter where they lie."""
    for shape in shapes:
        if isinstance(shape, Group):
            yield from paints(shape.shapes, layer)
        elif not isinstance(shape, Text):
            yield layer, type(shape).__name__.lower(), shape.paint


def apply_all(t: Affine, points: Iterable[Point]) -> tuple[Point, ...]:
    """Where `t` takes each of `points` (as `apply`, in one pass)."""
    a, b, c, d, e, f = t
    return tuple([(a * x + c * y + e, b * x + d * y + f) for x, y in points])


# The unit circle's points at CIRCLE_STEPS even steps, which a circle's outline scales.
_ROUND = tuple((math.cos(2 * math.pi * i / CIRCLE_STEPS), math.sin(2 * math.pi * i / CIRCLE_STEPS))
               for i in range(CIRCLE_STEPS))


def _strokes(shape: Rect | Circle | Path, layer: str, t: Affine, at: int) -> Iterator[Stroke]:
    if isinstance(shape, Rect):
        corners = ((shape.x, shape.y), (shape.x + shape.w, shape.y),
                   (shape.x + shape.w, shape.y + shape.h), (shape.x, shape.y + shape.h))
        yield Stroke(layer, "rect", apply_all(t, corners), True, shape.paint, at)
    elif isinstance(shape, Circle):
        x, y, r = shape.cx, shape.cy, shape.r
        points = apply_all(t, [(x + r * cos, y + r * sin) for cos, sin in _ROUND])
        cx, cy = apply(t, (shape.cx, shape.cy))
        yield Stroke(layer, "circle", points, True, shape.paint, at, (cx, cy, shape.r))
    else:
        for sub, closed in subpaths(shape):
            yield Stroke(layer, "path", apply_all(t, sub), closed, shape.paint, at)


def subpaths(path: Path) -> Iterator[tuple[list[Point], bool]]:
    """Each subpath of `path` as points (curves sampled) and whether it is closed."""
    points: list[Point] = []
    for command, args in path.segments:
        if command == "M":
            if len(points) > 1:
                yield points, False
            points = [args[0]]
        elif command == "L":
            points.append(args[0])
        elif command in ("Q", "C"):
            # A curve lies within the hull of its control points: those stand for it.
            points += args
        elif points:  # Z
            yield points, True
            points = [points[0]]
    if len(points) > 1:
        yield points, False


def _run(text: Text, layer: str, t: Affine, at: int) -> Run:
    size = abs(text.size)
    width = text_width(text.content, size=size, font=text.font)
    left = {"start": 0.0, "middle": -width / 2, "end": -width}[text.anchor]
    top, bottom = -ASCENT * size, DESCENT * size
    local = ((left, bottom), (left, top), (left + width, top), (left + width, bottom))
    # A negative em size sets the glyphs scaled by -1 about the anchor: turned half round.
    full = compose(t, turn(text.x, text.y, text.rotate + (180 if text.size < 0 else 0)))
    corners = tuple(apply(full, p) for p in local)
    origin, tip = apply(full, (0.0, 0.0)), apply(full, (0.0, -1.0))
    return Run(layer, text.content, size, corners,  # type: ignore[arg-type]
               at, (tip[0] - origin[0], tip[1] - origin[1]), text.cls == CAPTION)


# -- plane geometry ---------------------------------------------------------------


def bounds(points: Sequence[Point]) -> Box:
    """The smallest axis-aligned box holding `points`."""
    xs, ys = zip(*points, strict=True)  # one pass in C: this runs for every item checked
    return (min(xs), min(ys), max(xs), max(ys))


def overlap(a: Box, b: Box, margin: float = 0.0) -> bool:
    """Whether boxes `a` and `b`, grown by `margin`, meet."""
    return (a[0] <= b[2] + margin and b[0] <= a[2] + margin
            and a[1] <= b[3] + margin and b[1] <= a[3] + margin)


def crosses(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Whether segments a-b and c-d cross (touching ends do not count)."""
    def side(p: Point, q: Point, r: Point) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    d1, d2 = side(c, d, a), side(c, d, b)
    d3, d4 = side(a, b, c), side(a, b, d)
    return d1 * d2 < 0 and d3 * d4 < 0


def area(polygon: Sequence[Point]) -> float:
    """The area of `polygon` (shoelace formula, unsigned)."""
    total = 0.0
    j = len(polygon) - 1
    for i in range(len(polygon)):
        total += polygon[j][0] * polygon[i][1] - polygon[i][0] * polygon[j][1]
        j = i
    return abs(total) / 2
