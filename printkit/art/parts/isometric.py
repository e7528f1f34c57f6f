"""Flat faces in 3D drawn in an isometric view, farthest first: the pictures of the kit
being put together fold a plan (see box.fold_frames) into these faces, each side in its
colour, shaded as light from above leaves it, with the art its net prints on it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from printkit.art.canvas import INK, Circle, Drawing, Path, Point, Rect, Text
from printkit.art.outlines import text_width
from printkit.art.palette import luminance, mix
from printkit.art.parts.box import fold_frames
from printkit.art.parts.box_geometry import Crease, Frame, Plan, Vec3
from printkit.art.plane import inside, overlaps

COS30, SIN30 = math.cos(math.radians(30)), 0.5

CARD_BACK = "#f6f2e8"  # the unprinted side of the card

# The rulebook shows a figure at most this wide and tall (render/rulebook.py's
# FIGURE_WIDTH_MM and FIGURE_HEIGHT_MM); labels are sized for it.
SHOWN = (55.0, 50.0)

LABEL_PT = 7.5  # a label's size on the page at that scale: over the 5 pt every part keeps

# A module's ringed letter, in labels' sizes: larger than a label, the first thing read.
CALLOUT, CALLOUT_RING = 1.4, 1.0

# How much darker a face is drawn turned to the right (x) or the left (y) than one facing
# up, as light from above would leave it: two walls meeting at a corner in one colour
# (A's and B's, printed alike) still read as two walls.
SHADE_X, SHADE_Y = 0.28, 0.12

EPS = 1e-6
TITLE_FONT = "serif-bold"  # the face a box's titles print in
# A title drawn at a label's size in a picture keeps this much of its size clear of its
# face's edges; its lettering reaches CAP of it above the baseline and DESCENT below.
TITLE_MARGIN, CAP, DESCENT = 0.3, 0.75, 0.25
HOLE = "#4a4038"  # a cut-away part of a panel: the shadow inside the box, seen through it
DARK_FACE = 0.12  # a face darker than this (relative luminance) takes white labels

IDENTITY = Frame(((1, 0, 0), (0, 1, 0), (0, 0, 1)), (0.0, 0.0, 0.0))  # a root lying flat


@dataclass(frozen=True)
class Printed:
    """A shape its net prints on a face: a flat polygon in 3D (in the face's plan, then
    folded), its fill and its stroke (colour and width in the plan's mm), either "none"."""

    points: tuple[Vec3, ...]
    fill: str
    stroke: str = "none"
    width: float = 0.0


@dataclass(frozen=True)
class Word:
    """A title its net prints on a face: where its anchor lands, a point 1 mm along its
    baseline, its words, and its size (mm, on the net), font, anchor and colour."""

    at: Vec3
    along: Vec3
    content: str
    size: float
    font: str
    anchor: str
    fill: str


@dataclass(frozen=True)
class Face:
    """A flat polygon in 3D with the colours of its two sides and an optional label."""

    points: tuple[Vec3, ...]
    printed: str  # the colour of the printed side
    normal: Vec3  # the direction the printed side faces
    label: str = ""
    back: str = CARD_BACK  # the colour of the unprinted side
    # A letter naming the face's module, ringed as a key to the picture (not print on the
    # card), shown whichever side faces the viewer.
    callout: str = ""
    panel: str = ""  # the module and panel it shows ("A lid"), to find it by
    # What its net prints on it, drawn over the printed side where it shows.
    art: tuple[Printed, ...] = ()
    # Drawn just after this face (the panel it lies flat on, a tab's strap on a wall): the
    # two lie in one plane, where whichever's middle stands nearer would be drawn over.
    rests_on: str = ""
    words: tuple[Word, ...] = ()  # the titles its net prints on it
    # Where its panel is cut away (a wall's thumb notch), in the colour seen through it.
    holes: tuple[Printed, ...] = ()


def project(p: Vec3) -> Point:
    """Isometric: x to the right and down, y to the left and down, z up the page."""
    return ((p[0] - p[1]) * COS30, (p[0] + p[1]) * SIN30 - p[2])


def nearness(face: Face) -> float:
    """How near the viewer (who looks along -(1, 1, 1)) the face's middle is."""
    return sum(sum(p) for p in face.points) / len(face.points)


def seen(face: Face) -> str:
    """The colour of the side of `face` the viewer sees, shaded by the way it faces."""
    toward = sum(face.normal) > 0  # the printed side faces the viewer
    return shaded(face.printed if toward else face.back, face.normal)


def shaded(colour: str, normal: Vec3) -> str:
    """`colour` on a face whose side `normal` points along (either way), as light from
    above leaves it."""
    nx, ny, nz = normal
    length = math.sqrt(nx * nx + ny * ny + nz * nz) or 1.0
    return mix(colour, "#000000", (SHADE_X * abs(nx) + SHADE_Y * abs(ny)) / length)


def ink_on(colour: str) -> str:
    """A label's ink on a face drawn in `colour`: white on a dark face, else the ink."""
    return "#ffffff" if luminance(colour) < DARK_FACE else INK


def _title(d: Drawing, word: Word, place: Callable[[Point], Point], least: float,
           normal: Vec3, outline: Sequence[Point], covers: Sequence[Sequence[Point]]) -> None:
    """Write `word` where its face shows it, along its baseline as projected (turned over
    where it would read upside down), at its size as folded or `least`, which a rulebook
    prints over 5 pt; left out where at that size it would spill off its face's `outline`
    or run under what `covers` it (a notch, a strap or wall drawn after it)."""
    a, b = place(project(word.at)), place(project(word.along))
    run = math.dist(a, b)  # the picture's mm to the net's, along the baseline
    size = max(word.size * run, least)
    angle = math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))
    if abs(angle) > 90:
        angle -= math.copysign(180, angle)
    box = _lettering(word, a, size, math.radians(angle))
    if not all(inside(corner, outline) for corner in box) or any(
            overlaps(box, cover) for cover in covers):
        return
    d.text(*a, word.content, size=size, font=word.font,
           anchor=word.anchor, fill=shaded(word.fill, normal), rotate=round(angle, 3),
           layer="art")


def _lettering(word: Word, at: Point, size: float, angle: float) -> list[Point]:
    """The box `word` set at `size` from `at` fills, its baseline turned `angle` (radians,
    y down the page), with TITLE_MARGIN of its size to spare all round."""
    width = text_width(word.content, size=size, font=word.font)
    start = {"start": 0.0, "middle": -width / 2, "end": -width}[word.anchor]
    pad = TITLE_MARGIN * size
    cos, sin = math.cos(angle), math.sin(angle)
    # From its cap height above the baseline to its descenders below, clockwise.
    return [(at[0] + u * cos - v * sin, at[1] + u * sin + v * cos)
            for u, v in ((start - pad, -CAP * size - pad), (start + width + pad, -CAP * size - pad),
                         (start + width + pad, DESCENT * size + pad),
                         (start - pad, DESCENT * size + pad))]


def paint_order(faces: Sequence[Face]) -> list[int]:
    """The order `render` paints `faces` in, by index: the farthest first, and a face
    resting on another's printed side just after it where that side faces the viewer,
    just before it where the viewer sees the other side."""
    near = {face.panel: nearness(face) + (EPS if sum(face.normal) > 0 else -EPS)
            for face in faces if face.panel}

    def key(index: int) -> float:
        face = faces[index]
        return near[face.rests_on] if face.rests_on in near else nearness(face)

    return sorted(range(len(faces)), key=key)


def render(faces: Sequence[Face], width: float, name: str) -> Drawing:
    """Draw `faces` `width` mm wide: each side in its colour, the farthest first."""
    flat = [[project(p) for p in face.points] for face in faces]
    xs = [x for poly in flat for x, _ in poly]
    ys = [y for poly in flat for _, y in poly]
    scale = width / (max(xs) - min(xs))
    height = (max(ys) - min(ys)) * scale

    def place(point: Point) -> Point:
        return ((point[0] - min(xs)) * scale, (point[1] - min(ys)) * scale)

    d = Drawing(width, height, name=name)
    # Shrunk to fit SHOWN, the labels still print at LABEL_PT.
    label = LABEL_PT * 25.4 / 72 * max(width / SHOWN[0], height / SHOWN[1])
    placed = [[place(p) for p in poly] for poly in flat]
    order = paint_order(faces)
    for k, index in enumerate(order):
        face, poly, outline = faces[index], flat[index], placed[index]
        toward = sum(face.normal) > 0  # the printed side faces the viewer
        d.polygon(outline, fill=seen(face), stroke=INK, stroke_width=0.25)
        if toward and face.art:
            for art in face.art:
                d.polygon([place(project(p)) for p in art.points],
                          fill=shaded(art.fill, face.normal) if art.fill != "none" else "none",
                          stroke=shaded(art.stroke, face.normal) if art.stroke != "none"
                          else None, stroke_width=art.width * scale)
        for hole in face.holes:
            d.polygon([place(project(p)) for p in hole.points],
                      fill=shaded(hole.fill, face.normal), stroke=INK, stroke_width=0.25)
        if (toward and face.art) or face.holes:
            d.polygon(outline, stroke=INK, stroke_width=0.25)  # its edge over the art
        if toward and face.words:
            covers = ([[place(project(p)) for p in hole.points] for hole in face.holes]
                      + [placed[later] for later in order[k + 1:]])
            for word in face.words:
                _title(d, word, place, label, face.normal, outline, covers)
        x, y = place((sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly)))
        if face.label and toward:
            # In the art layer, so a nearer face drawn later hides a label it covers.
            d.text(x, y + 0.35 * label, face.label, size=label, anchor="middle",
                   font="sans-bold", fill=ink_on(seen(face)), layer="art")
        if face.callout:
            d.circle(x, y, CALLOUT_RING * label, fill="#ffffff", stroke=INK,
                     stroke_width=0.3, layer="art")
            d.text(x, y + 0.35 * CALLOUT * label, face.callout, size=CALLOUT * label,
                   anchor="middle", font="sans-bold", fill=INK, layer="art")
    return d


def fold_faces(plan: Plan, shapes: Mapping[str, Sequence[Point]], colours: Mapping[str, str],
               amount: Callable[[Crease], float], labels: Mapping[str, str] | None = None,
               back: str = CARD_BACK, module: str = "", net: Drawing | None = None,
               holes: Mapping[str, tuple[Sequence[Point], str]] | None = None) -> list[Face]:
    """Every panel of `plan` (of `module`), folded by `amount`, as faces; with `net`, the
    module as its sheet prints it, each carrying the art printed within its shape; with
    `holes`, a panel's cut-away part and the colour seen through it."""
    frames = fold_frames(plan, amount)
    faces = []
    for panel, shape in shapes.items():
        frame: Frame = frames[panel]
        points = tuple(frame.apply(p) for p in shape)
        art = tuple(replace(piece, points=tuple(frame.apply((x, y)) for x, y, _ in piece.points))
                    for piece in printed(net, bounds(shape))) if net else ()
        words = tuple(Word(frame.apply((t.x, t.y)), frame.apply(
            (t.x + math.cos(math.radians(t.rotate)), t.y + math.sin(math.radians(t.rotate)))),
            t.content, t.size, t.font, t.anchor, t.fill) for t in titles(net, bounds(shape))
        ) if net else ()
        hole, behind = (holes or {}).get(panel, ((), ""))
        faces.append(Face(points, colours.get(panel, back), frame.printed_normal(),
                          (labels or {}).get(panel, ""), back, panel=f"{module} {panel}",
                          art=art, holes=(Printed(tuple(frame.apply(p) for p in hole), behind),)
                          if hole else (),
                          words=words))
    return faces


def titles(net: Drawing, rect: tuple[float, float, float, float]) -> list[Text]:
    """The titles `net` prints within `rect`: its words in the title face, a letter naming
    a module aside (a picture's labels show those)."""
    u0, v0, u1, v1 = rect
    return [t for t in net.layers["text"] if isinstance(t, Text) and t.font == TITLE_FONT
            and len(t.content) > 1 and u0 <= t.x <= u1 and v0 <= t.y <= v1]


def printed(net: Drawing, rect: tuple[float, float, float, float]) -> list[Printed]:
    """The shapes `net` prints as art within `rect`, flat (z 0): each filled one cut to
    it, each outline that lies inside it whole (its words left out: a picture this small
    shows the colours)."""
    u0, v0, u1, v1 = rect
    found = []
    for shape in net.layers["art"]:
        if isinstance(shape, Rect):
            outline = rect_points((shape.x, shape.y, shape.x + shape.w, shape.y + shape.h))
        elif isinstance(shape, Circle):
            outline = [(shape.cx + shape.r * math.cos(math.tau * k / 16),
                        shape.cy + shape.r * math.sin(math.tau * k / 16)) for k in range(16)]
        elif isinstance(shape, Path):
            outline = [points[-1] for command, points in shape.segments if points]
        else:
            continue
        paint = shape.paint
        if len(outline) < 3:
            continue
        if paint.fill not in (None, "none"):
            piece = clipped([(x, y, 0.0) for x, y in outline], (u0, v0, -1.0), (u1, v1, 1.0))
            if len(piece) >= 3 and _area(piece) > EPS:  # a neighbour's edge is no shape
                found.append(Printed(tuple(piece), paint.fill))
        elif paint.stroke and paint.stroke != "none" and all(
                u0 - EPS <= x <= u1 + EPS and v0 - EPS <= y <= v1 + EPS for x, y in outline):
            # A frame: cut to the panel, its cut edges would draw as lines along the folds.
            found.append(Printed(tuple((x, y, 0.0) for x, y in outline), "none",
                                 paint.stroke, paint.width))
    return found


def rect_points(rect: tuple[float, float, float, float]) -> list[Point]:
    """The four corners of `rect` (u0, v0, u1, v1), clockwise from the top left."""
    u0, v0, u1, v1 = rect
    return [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]


def bounds(shape: Sequence[Point]) -> tuple[float, float, float, float]:
    """The box round `shape`: (u0, v0, u1, v1)."""
    xs, ys = [p[0] for p in shape], [p[1] for p in shape]
    return min(xs), min(ys), max(xs), max(ys)


def stood(faces: Sequence[Face], up: Vec3, front: Vec3, facing: Point) -> list[Face]:
    """`faces` turned so `up` points up the page and `front`, across it, points along
    `facing` on the ground (the viewer looks along -(1, 1, 1))."""
    z = unit(up)
    along = sum(f * c for f, c in zip(front, z, strict=True))
    x = unit(tuple(f - along * c for f, c in zip(front, z, strict=True)))
    y = (z[1] * x[2] - z[2] * x[1], z[2] * x[0] - z[0] * x[2], z[0] * x[1] - z[1] * x[0])
    cos, sin = unit((*facing, 0.0))[:2]

    def turn(p: Vec3) -> Vec3:
        u, v, w = (sum(a * b for a, b in zip(p, axis, strict=True)) for axis in (x, y, z))
        return (u * cos - v * sin, u * sin + v * cos, w)

    return [replace(f, points=tuple(turn(p) for p in f.points), normal=turn(f.normal))
            for f in faces]


def unit(v: Sequence[float]) -> Vec3:
    """`v` (three numbers) scaled to length 1."""
    length = math.sqrt(sum(c * c for c in v))
    return (v[0] / length, v[1] / length, v[2] / length)


def between(p: Vec3, q: Vec3, t: float) -> Vec3:
    """The point `t` of the way from `p` to `q`."""
    return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]), p[2] + t * (q[2] - p[2]))


def clipped(points: Sequence[Vec3], low: Vec3, high: Vec3) -> list[Vec3]:
    """`points` (a flat convex polygon) cut to the box from `low` to `high`."""
    shape = list(points)
    for axis in range(3):
        for bound, keep in ((low[axis], 1.0), (high[axis], -1.0)):
            out: list[Vec3] = []
            for i, p in enumerate(shape):
                q = shape[(i + 1) % len(shape)]
                p_in, q_in = (p[axis] - bound) * keep >= 0, (q[axis] - bound) * keep >= 0
                if p_in:
                    out.append(p)
                if p_in != q_in:
                    t = (bound - p[axis]) / (q[axis] - p[axis])
                    out.append(between(p, q, t))
            shape = out
            if not shape:
                return []
    return shape


def segment_clipped(p: Vec3, q: Vec3, low: Vec3, high: Vec3) -> tuple[Vec3, Vec3] | None:
    """The part of segment p-q inside the box from `low` to `high` (None: none of it)."""
    t0, t1 = 0.0, 1.0
    for axis in range(3):
        step = q[axis] - p[axis]
        for bound, keep in ((low[axis], 1.0), (high[axis], -1.0)):
            start = (p[axis] - bound) * keep
            if abs(step) < 1e-12:
                if start < 0:
                    return None
                continue
            t = (bound - p[axis]) / step
            if step * keep > 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
    if t0 >= t1:
        return None
    return between(p, q, t0), between(p, q, t1)


def _area(points: Sequence[Vec3]) -> float:
    """The area of a flat polygon lying in z 0 (its x and y)."""
    return abs(sum(p[0] * q[1] - q[0] * p[1]
                   for p, q in zip(points, [*points[1:], points[0]], strict=True))) / 2
