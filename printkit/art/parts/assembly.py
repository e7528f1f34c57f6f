"""Pictures of the kit being put together, drawn from the fold geometry its nets use.

Each picture folds a flat plan in code (the box's two modules, a die, the cup,
a pin) by some fraction of every crease, then draws the panels in an isometric
view, farthest first. The box's steps show the labels printed on its nets where
the built box shows them (the badges 6 and 7; the tabs' codes A1 to A4 go into
their slits), folded from the kit's own box, so a picture and the part it shows
can never disagree.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from printkit.art.canvas import GLUE_TINT, INK, Circle, Drawing, Path, Point, Rect, Text
from printkit.art.palette import Palette, find_palette, luminance, mix
from printkit.art.parts.box import LINING_PALE, TUCK_STEP, BoxParams, fold_frames, modules
from printkit.art.parts.box_geometry import (
    MOUNTAIN,
    TAB_SLITS,
    Crease,
    Frame,
    Plan,
    Vec3,
    plan_a,
    plan_b,
    tab_shape,
)
from printkit.art.parts.cup import GLUED_FLAPS as CUP_GLUED
from printkit.art.parts.cup import WALLS as CUP_WALLS
from printkit.art.parts.cup import CupParams
from printkit.art.parts.pins import SIDES as PIN_SIDES
from printkit.art.parts.pins import PinsParams, pin_shade
from printkit.art.plane import inside

COS30, SIN30 = math.cos(math.radians(30)), 0.5
CARD_BACK = "#f6f2e8"  # the unprinted side of the card
A_BACK = "#ddd3bd"  # module A's unprinted side, a shade darker than B's
CARD = 0.3  # a card's thickness, where a picture must set one face behind another
FIGURES = ("box-1", "box-2", "box-3", "box-lining", "box-4", "box-corner", "die", "cup",
           "pin")
# The rulebook shows a figure at most this wide and tall (render/rulebook.py's
# FIGURE_WIDTH_MM and FIGURE_HEIGHT_MM); labels are sized for it.
SHOWN = (55.0, 50.0)
LABEL_PT = 7.5  # a label's size on the page at that scale: over the 5 pt every part keeps
# A module's ringed letter, in labels' sizes: larger than a label, the first thing read.
CALLOUT, CALLOUT_RING = 1.4, 1.0


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
    # What its net prints on it, each a flat polygon in 3D and its fill, drawn over the
    # printed side where it shows.
    art: tuple[tuple[tuple[Vec3, ...], str], ...] = ()


def _project(p: Vec3) -> Point:
    """Isometric: x to the right and down, y to the left and down, z up the page."""
    return ((p[0] - p[1]) * COS30, (p[0] + p[1]) * SIN30 - p[2])


def _nearness(face: Face) -> float:
    """How near the viewer (who looks along -(1, 1, 1)) the face's middle is."""
    return sum(sum(p) for p in face.points) / len(face.points)


# How much darker a face is drawn turned to the right (x) or the left (y) than one facing
# up, as light from above would leave it: two walls meeting at a corner in one colour
# (A's and B's, printed alike) still read as two walls.
SHADE_X, SHADE_Y = 0.28, 0.12
DARK_FACE = 0.12  # a face darker than this (relative luminance) takes white labels


def _seen(face: Face) -> str:
    """The colour of the side of `face` the viewer sees, shaded by the way it faces."""
    toward = sum(face.normal) > 0  # the printed side faces the viewer
    return _shaded(face.printed if toward else face.back, face.normal)


def _shaded(colour: str, normal: Vec3) -> str:
    """`colour` on a face whose side `normal` points along (either way), as light from
    above leaves it."""
    nx, ny, nz = normal
    length = math.sqrt(nx * nx + ny * ny + nz * nz) or 1.0
    return mix(colour, "#000000", (SHADE_X * abs(nx) + SHADE_Y * abs(ny)) / length)


def _ink_on(colour: str) -> str:
    """A label's ink on a face drawn in `colour`: white on a dark face, else the ink."""
    return "#ffffff" if luminance(colour) < DARK_FACE else INK


def render(faces: Sequence[Face], width: float, name: str) -> Drawing:
    """Draw `faces` `width` mm wide: each side in its colour, the farthest first."""
    flat = [[_project(p) for p in face.points] for face in faces]
    xs = [x for poly in flat for x, _ in poly]
    ys = [y for poly in flat for _, y in poly]
    scale = width / (max(xs) - min(xs))
    height = (max(ys) - min(ys)) * scale

    def place(point: Point) -> Point:
        return ((point[0] - min(xs)) * scale, (point[1] - min(ys)) * scale)

    d = Drawing(width, height, name=name)
    # Shrunk to fit SHOWN, the labels still print at LABEL_PT.
    label = LABEL_PT * 25.4 / 72 * max(width / SHOWN[0], height / SHOWN[1])
    for face, poly in sorted(zip(faces, flat, strict=True), key=lambda pair: _nearness(pair[0])):
        toward = sum(face.normal) > 0  # the printed side faces the viewer
        outline = [place(p) for p in poly]
        d.polygon(outline, fill=_seen(face), stroke=INK, stroke_width=0.25)
        if toward and face.art:
            for points, fill in face.art:
                d.polygon([place(_project(p)) for p in points], fill=_shaded(fill, face.normal))
            d.polygon(outline, stroke=INK, stroke_width=0.25)  # its edge over the art
        x, y = place((sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly)))
        if face.label and toward:
            # In the art layer, so a nearer face drawn later hides a label it covers.
            d.text(x, y + 0.35 * label, face.label, size=label, anchor="middle",
                   font="sans-bold", fill=_ink_on(_seen(face)), layer="art")
        if face.callout:
            d.circle(x, y, CALLOUT_RING * label, fill="#ffffff", stroke=INK,
                     stroke_width=0.3, layer="art")
            d.text(x, y + 0.35 * CALLOUT * label, face.callout, size=CALLOUT * label,
                   anchor="middle", font="sans-bold", fill=INK, layer="art")
    return d


def _faces(plan: Plan, shapes: Mapping[str, Sequence[Point]], colours: Mapping[str, str],
           amount: Callable[[Crease], float], labels: Mapping[str, str] | None = None,
           back: str = CARD_BACK, module: str = "", net: Drawing | None = None) -> list[Face]:
    """Every panel of `plan` (of `module`), folded by `amount`, as faces; with `net`, the
    module as its sheet prints it, each carrying the art printed within its shape."""
    frames = fold_frames(plan, amount)
    faces = []
    for panel, shape in shapes.items():
        frame: Frame = frames[panel]
        points = tuple(frame.apply(p) for p in shape)
        art = tuple((tuple(frame.apply(p) for p in piece), fill)
                    for piece, fill in _printed(net, _bounds(shape))) if net else ()
        faces.append(Face(points, colours.get(panel, back), frame.printed_normal(),
                          (labels or {}).get(panel, ""), back, panel=f"{module} {panel}",
                          art=art))
    return faces


def _printed(net: Drawing, rect: tuple[float, float, float, float]
             ) -> list[tuple[list[Point], str]]:
    """The filled shapes `net` prints as art, each cut to `rect`, with its fill (its
    words and lines left out: a picture this small shows the colours)."""
    u0, v0, u1, v1 = rect
    found = []
    for shape in net.layers["art"]:
        if isinstance(shape, Rect):
            outline = _rect((shape.x, shape.y, shape.x + shape.w, shape.y + shape.h))
        elif isinstance(shape, Circle):
            outline = [(shape.cx + shape.r * math.cos(math.tau * k / 16),
                        shape.cy + shape.r * math.sin(math.tau * k / 16)) for k in range(16)]
        elif isinstance(shape, Path):
            outline = [points[-1] for command, points in shape.segments if points]
        else:
            continue
        fill = shape.paint.fill
        if fill in (None, "none") or len(outline) < 3:
            continue
        piece = _clipped([(x, y, 0.0) for x, y in outline], (u0, v0, -1.0), (u1, v1, 1.0))
        if len(piece) >= 3:
            found.append(([(x, y) for x, y, _ in piece], fill))
    return found


def _rect(rect: tuple[float, float, float, float]) -> list[Point]:
    u0, v0, u1, v1 = rect
    return [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]


def box_faces(params: BoxParams, step: int, palette: Palette, lining: float = 0.0,
              ) -> list[Face]:
    """The two modules at assembly step 1 (laid across), 2 (B's walls up), 3 (A's walls up,
    tabs locked; with `lining`, the far lining folded down inside its wall and the near one
    that far on its way, lug first) or 4 (closed)."""
    a, b = plan_a(params), plan_b(params)
    a_open = {"lid", "tuck"}

    def a_amount(crease: Crease) -> float:
        if step <= 2:
            return 0.0
        return 0.0 if step == 3 and crease.child in a_open else 1.0

    def b_amount(crease: Crease) -> float:
        if lining and crease.parent != "floor":
            # The near lining part way down, its lug turned to meet the floor's slot.
            return lining if crease.child == "east_lining" else 1.0
        # The linings stand up, continuing their walls, until the walls are locked.
        if step == 1 or (step < 4 and crease.parent != "floor"):
            return 0.0
        return 1.0

    a_colours = {name: palette.point_a for name in a.panels}
    a_colours["floor"] = palette.light
    # As box.py prints them: B's walls in A's colour, its linings, lugs and floor pale.
    b_colours = {name: mix(palette.felt, "#ffffff", LINING_PALE) if "lining" in name or
                 name.endswith("_lug") or name == "floor" else palette.point_a
                 for name in b.panels}
    # The labels the nets print where the steps use them: the tabs and the badges.
    a_shapes = {n: _rect(r) for n, r in a.panels.items()}
    a_labels = {name: name for name in TAB_SLITS}
    if step >= 3:
        # Locked, each tab shows only its strap: its tip, with the code printed on it,
        # has gone through the slit into B's double wall, so the built box shows no code.
        for name in TAB_SLITS:
            a_shapes[name] = _rect(_strap(a, name, params.strap_length))
            del a_labels[name]
    if step < 4:  # once closed, the flap hides inside the front wall
        a_labels["tuck"] = TUCK_STEP
    b_labels = {"floor": "B", "west_lug": "6", "east_lug": "6"}
    # Module A's unprinted side is drawn a shade darker than B's, so the two strips
    # laid across each other tell apart; B's plan already lies a card above A's floor.
    net_a, net_b = modules(params)
    faces = (_faces(a, a_shapes, a_colours, a_amount, labels=a_labels, back=A_BACK,
                    module="A", net=net_a)
             + _faces(b, {n: _rect(r) for n, r in b.panels.items()}, b_colours, b_amount,
                      labels=b_labels, module="B", net=net_b))
    folded = {"B west_lining"} if lining else set()
    if step >= 4 or folded:
        # A lining folded down lies in its wall's plane, the card's thickness ignored, and
        # the nearer of the two was drawn: its bare back hid the wall's print outside.
        # Set a card's thickness inside the wall, where it is.
        middle = sum(p[0] for f in faces if f.panel == "B floor" for p in f.points) / 4
        faces = [replace(f, points=tuple((x + math.copysign(CARD, middle - x), y, z)
                                         for x, y, z in f.points))
                 if f.panel.endswith("_lining") and (step >= 4 or f.panel in folded) else f
                 for f in faces]
    if step <= 2:
        # While the strips lie printed side down, which is A and which B is the question:
        # each is named on its nearest end panel.
        for module, ends in (("A", ("lid", "front")), ("B", ("west", "east"))):
            near = max((f for f in faces if f.panel in {f"{module} {e}" for e in ends}),
                       key=_nearness)
            faces[faces.index(near)] = replace(near, callout=module)
    return faces


LINING_DOWN = 0.7  # how far (of its half-turn) the step-6 picture has a lining folded


def _strap(plan: Plan, tab: str, length: float) -> tuple[float, float, float, float]:
    """The part of `tab` within `length` of its hinge (on the wall's side of its slit)."""
    u0, v0, u1, v1 = plan.panels[tab]
    if u0 < plan.panels["floor"][0]:  # a tab left of the walls hinges on its right edge
        return (u1 - length, v0, u1, v1)
    return (u0, v0, u0 + length, v1)


IDENTITY = Frame(((1, 0, 0), (0, 1, 0), (0, 0, 1)), (0.0, 0.0, 0.0))  # a root lying flat


def _cube_plan(edge: float) -> tuple[Plan, dict[str, list[Point]]]:
    """A die's cross-shaped net: a base with four walls and a top."""
    e = edge
    panels = {"base": (e, e, 2 * e, 2 * e), "north": (e, 0, 2 * e, e),
              "south": (e, 2 * e, 2 * e, 3 * e), "west": (0, e, e, 2 * e),
              "east": (2 * e, e, 3 * e, 2 * e), "top": (e, 3 * e, 2 * e, 4 * e)}
    creases = [Crease((e, e), (2 * e, e), MOUNTAIN, 90, "base", "north"),
               Crease((e, 2 * e), (2 * e, 2 * e), MOUNTAIN, 90, "base", "south"),
               Crease((e, e), (e, 2 * e), MOUNTAIN, 90, "base", "west"),
               Crease((2 * e, e), (2 * e, 2 * e), MOUNTAIN, 90, "base", "east"),
               Crease((e, 3 * e), (2 * e, 3 * e), MOUNTAIN, 90, "south", "top")]
    plan = Plan("cube", 3 * e, 4 * e, "base", IDENTITY, panels, tuple(creases), (), ())
    return plan, {name: _rect(rect) for name, rect in panels.items()}


# How far the pin's fan, and the cup's plain and tinted floor flaps, have turned (of the
# turn that closes them) in their pictures: far enough to read as the shape they make,
# open enough to show how, the plain flaps ahead of the tinted ones glued over them.
PIN_FOLDED, CUP_PLAIN_FLAPS, CUP_FLAPS = 0.72, 0.92, 0.45


def _bounds(shape: Sequence[Point]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in shape], [p[1] for p in shape]
    return min(xs), min(ys), max(xs), max(ys)


def _pin_plan(params: PinsParams, turn: float) -> Plan:
    """The pin's fan as a plan: each side hinged on the last along the edge they share,
    the glue tab on the last side, every hinge turned `turn` degrees."""
    apex, *corners = params.fan()
    panels = {f"side{i}": _bounds([apex, corners[i], corners[i + 1]])
              for i in range(PIN_SIDES)}
    panels["tab"] = _bounds(params.tab())
    creases = [Crease(apex, corners[i], MOUNTAIN, turn, f"side{i - 1}", f"side{i}")
               for i in range(1, PIN_SIDES)]
    creases.append(Crease(apex, corners[-1], MOUNTAIN, turn, f"side{PIN_SIDES - 1}", "tab"))
    return Plan("pin", params.pin_width, params.pin_height, "side0", IDENTITY, panels,
                tuple(creases), (), ())


def pin_closing_turn(params: PinsParams) -> float:
    """The turn, in degrees, at every hinge of the pin's fan that brings its last side's
    free edge onto the first side's: the pyramid closed."""
    _, *corners = params.fan()

    def gap(turn: float) -> float:
        last = fold_frames(_pin_plan(params, turn))[f"side{PIN_SIDES - 1}"].apply(corners[-1])
        return math.dist(last, (*corners[0], 0.0))

    # The gap shrinks to nothing at the closing turn and opens again past it.
    low, high = 0.0, 180.0
    for _ in range(60):
        a, b = low + (high - low) / 3, high - (high - low) / 3
        low, high = (low, b) if gap(a) < gap(b) else (a, high)
    return (low + high) / 2


def _stood(faces: Sequence[Face], up: Vec3, front: Vec3, facing: Point) -> list[Face]:
    """`faces` turned so `up` points up the page and `front`, across it, points along
    `facing` on the ground (the viewer looks along -(1, 1, 1))."""
    z = _unit(up)
    along = sum(f * c for f, c in zip(front, z, strict=True))
    x = _unit(tuple(f - along * c for f, c in zip(front, z, strict=True)))
    y = (z[1] * x[2] - z[2] * x[1], z[2] * x[0] - z[0] * x[2], z[0] * x[1] - z[1] * x[0])
    cos, sin = _unit((*facing, 0.0))[:2]

    def turn(p: Vec3) -> Vec3:
        u, v, w = (sum(a * b for a, b in zip(p, axis, strict=True)) for axis in (x, y, z))
        return (u * cos - v * sin, u * sin + v * cos, w)

    return [replace(f, points=tuple(turn(p) for p in f.points), normal=turn(f.normal))
            for f in faces]


def _unit(v: Sequence[float]) -> Vec3:
    length = math.sqrt(sum(c * c for c in v))
    return (v[0] / length, v[1] / length, v[2] / length)


def _pin_faces(params: PinsParams, palette: Palette) -> list[Face]:
    """The dark pin, its fan curled PIN_FOLDED of the way shut, standing on its open base
    with the gap still to close turned to the viewer's right."""
    frames = fold_frames(_pin_plan(params, PIN_FOLDED * pin_closing_turn(params)))
    apex, *corners = params.fan()
    faces = [Face(tuple(frames[f"side{i}"].apply(p) for p in (apex, corners[i], corners[i + 1])),
                  pin_shade(palette.dark, i), frames[f"side{i}"].printed_normal())
             for i in range(PIN_SIDES)]
    faces.append(Face(tuple(frames["tab"].apply(p) for p in params.tab()), GLUE_TINT,
                      frames["tab"].printed_normal()))
    rim = [frames[f"side{min(i, PIN_SIDES - 1)}"].apply(c) for i, c in enumerate(corners)]
    base = (sum(p[0] for p in rim) / len(rim), sum(p[1] for p in rim) / len(rim),
            sum(p[2] for p in rim) / len(rim))  # the open base's middle
    gap = _between(rim[0], rim[-1], 0.5)
    # The apex is at the fan's origin, so up is from the base's middle to the origin.
    return _stood(faces, (-base[0], -base[1], -base[2]),
                  (gap[0] - base[0], gap[1] - base[1], gap[2] - base[2]), (1.0, 0.3))


def _cup_faces(params: CupParams, palette: Palette) -> list[Face]:
    """The cup upside down, its tube glued shut: the plain floor flaps nearly in and the
    tinted ones, glued over them last, CUP_FLAPS of the way."""
    walls = [f"wall{i}" for i in range(len(CUP_WALLS))]
    panels: dict[str, tuple[float, float, float, float]] = {}
    creases = []
    for i, name in enumerate(walls):
        x, y, w, h = params.wall(i)
        panels[name] = (x, y, x + w, y + h)
        panels[f"flap{i}"] = _bounds(params.flap_polygon(i))
        flapped = CUP_FLAPS if i in CUP_GLUED else CUP_PLAIN_FLAPS
        creases.append(Crease((x, y + h), (x + w, y + h), MOUNTAIN, 90 * flapped, name,
                              f"flap{i}"))
        if i:
            creases.append(Crease((x, y), (x, y + h), MOUNTAIN, 90, walls[i - 1], name))
    frames = fold_frames(Plan("cup", params.width, params.height, "wall0", IDENTITY, panels,
                              tuple(creases), (), ()))
    faces = []
    for i, name in enumerate(walls):
        x, y, w, _ = params.wall(i)
        # Each wall as the net prints it: light, with the band under its rim.
        top, band = y + 0.08 * params.depth, params.band
        for v0, v1, fill in ((y, top, palette.light), (top, top + band, palette.point_a),
                             (top + band, y + params.depth, palette.light)):
            faces.append(Face(tuple(frames[name].apply(p) for p in _rect((x, v0, x + w, v1))),
                              fill, frames[name].printed_normal()))
        flap = f"flap{i}"
        faces.append(Face(tuple(frames[flap].apply(p) for p in params.flap_polygon(i)),
                          GLUE_TINT if i in CUP_GLUED else palette.light,
                          frames[flap].printed_normal()))
    # The floor is at the net's foot (large v), wall 0's +v, turned up; wall 0's outside
    # faces the viewer's right.
    return _stood(faces, (0.0, 1.0, 0.0), frames["wall0"].printed_normal(), (1.0, 0.35))


# How far tab A1 has swung round the corner in the close-up (of its 90 degrees): off
# the back wall, its tip and code in the air, the slit it goes into and the slit's code
# still in sight (half round, the tab hid half the code and read as flat: review s21).
CORNER_WRAP = 0.3
# The swings a taller box's close-up steps down through until its tab clears the code.
CORNER_WRAPS = (CORNER_WRAP, 0.25, 0.2, 0.15, 0.1)
TAB_FACE, SLIT_FACE = 2, 4  # the close-up's faces: tab A1, and B's west wall with its slit
CORNER_MARGIN = 4.0
# The narrowest the rulebook prints the close-up (two to a row in a Letter column), in mm,
# and the least size its codes print at there: larger than the other pictures' labels,
# as the close-up is there to show them.
CORNER_SHOWN_LEAST, CORNER_LABEL_PT = 36.0, 6.5
# The close-up's view: how far down the page a step along x or y and up z go, and how
# much nearer a step up brings a point (looking down more steeply than `_project`).
CORNER_VIEW = (0.75, 0.6, 2.0)  # the close-up's reach past the corner, outwards, in mm


def _between(p: Vec3, q: Vec3, t: float) -> Vec3:
    """The point `t` of the way from `p` to `q`."""
    return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]), p[2] + t * (q[2] - p[2]))


def _clipped(points: Sequence[Vec3], low: Vec3, high: Vec3) -> list[Vec3]:
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
                    out.append(_between(p, q, t))
            shape = out
            if not shape:
                return []
    return shape


def _segment_clipped(p: Vec3, q: Vec3, low: Vec3, high: Vec3) -> tuple[Vec3, Vec3] | None:
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
    return _between(p, q, t0), _between(p, q, t1)


def corner(params: BoxParams, palette: Palette, width: float) -> Drawing:
    """The close-up of step 4 at corner A1, seen from outside it: the back wall up, tab A1
    swinging round the corner (its code on its tip) towards the slit in B's west wall
    that carries the same code, folded from the kit's own box."""
    faces, low, high, marks = _corner_scene(params, palette, corner_wrap(params))
    return _close_up(faces, low, high, width, marks)


def corner_wrap(params: BoxParams) -> float:
    """How far tab A1 swings in the close-up: CORNER_WRAP, or less where a tall box's tab
    would hide the slit's code: the first of CORNER_WRAPS that leaves all of it in sight,
    else the one that hides least of it."""
    palette = find_palette("classic")
    hidden = []
    for wrap in CORNER_WRAPS:
        faces, low, high, marks = _corner_scene(params, palette, wrap)
        tab = [_corner_view(p) for p in _clipped(faces[TAB_FACE].points, low, high)]
        x, y = _corner_view(marks[SLIT_FACE][1])
        flat = [_corner_view(p) for face in faces for p in _clipped(face.points, low, high)]
        span = max(p[0] for p in flat) - min(p[0] for p in flat)
        # The code's size in the view's units, where the rulebook prints it at its least.
        size = CORNER_LABEL_PT * 25.4 / 72 / CORNER_SHOWN_LEAST * span
        # Points over the box its two glyphs fill: about 1.2 sizes wide, 0.7 tall.
        box = [(x + 0.6 * size * i / 2, y + 0.35 * size * j) for i in range(-2, 3)
               for j in (-1, 0, 1)]
        hidden.append(sum(inside(p, tab) for p in box))
        if not hidden[-1]:
            return wrap
    return CORNER_WRAPS[hidden.index(min(hidden))]


def _corner_scene(params: BoxParams, palette: Palette, wrap: float
                  ) -> tuple[list[Face], Vec3, Vec3, dict[int, tuple[Sequence[Vec3], Vec3]]]:
    """The close-up's faces (tab A1 swung `wrap` of its turn), the box they are cut to,
    and the marks: the slit and its code on B's wall, the code on the tab's tip."""
    a, b = plan_a(params), plan_b(params)
    a_frames = fold_frames(a, lambda c: wrap if c.child == "A1" else
                           1.0 if c.child == "back" else 0.0)
    # B's walls stand, their linings upright above them until the tabs are in.
    b_frames = fold_frames(b, lambda c: 1.0 if c.parent == "floor" else 0.0)
    u_back, _, _, _ = a.panels["back"]
    _, v0, _, v1 = a.panels["A1"]
    tab = tab_shape(u_back, (v0 + v1) / 2, -1.0, params)
    hinge = a_frames["back"].apply(tab[0])
    # Turned half round, so the corner (the box's far north-west one) faces the viewer.
    def turned(p: Vec3) -> Vec3:
        return (2 * hinge[0] - p[0], 2 * hinge[1] - p[1], p[2])

    reach, m = params.tab_reach + params.tab_tip, CORNER_MARGIN
    # West of the corner the swinging tab, south along B's wall its slit, east along the
    # back wall as far again; B's linings stand a little way above the walls.
    low = (hinge[0] - reach - m, hinge[1] - m, -1.0)
    high = (hinge[0] + reach, hinge[1] + reach + m, params.wall_height + 0.3 * params.lining_height)
    far, near = turned(high), turned(low)
    low, high = (far[0], far[1], low[2]), (near[0], near[1], high[2])
    light = mix(palette.felt, "#ffffff", LINING_PALE)
    # Each panel shown: its plan's frames, its name, its shape and its printed colour.
    shown = [(a_frames, "floor", _rect(a.panels["floor"]), palette.light, A_BACK),
             (a_frames, "back", _rect(a.panels["back"]), palette.point_a, A_BACK),
             (a_frames, "A1", tab, palette.point_a, A_BACK),
             (b_frames, "floor", _rect(b.panels["floor"]), light, CARD_BACK),
             (b_frames, "west", _rect(b.panels["west"]), palette.point_a, CARD_BACK),
             (b_frames, "west_lining", _rect(b.panels["west_lining"]), light, CARD_BACK)]
    faces = []
    for frames, panel, shape, printed, back in shown:
        normal = frames[panel].printed_normal()
        faces.append(Face(tuple(turned(frames[panel].apply(p)) for p in shape), printed,
                          (-normal[0], -normal[1], normal[2]), back=back))
    slit = next(s for s in b.slits if s.name == "A1")
    slit_3d = tuple(turned(b_frames["west"].apply(p)) for p in (slit.start, slit.end))
    # B's code for the slit, between it and the wall's end (see box._slit_label), and the
    # tab's own on its tip.
    wall_end = b.panels["west"][2]
    slit_code = turned(b_frames["west"].apply(((slit.start[0] + wall_end) / 2,
                                               (slit.start[1] + slit.end[1]) / 2)))
    tip = turned(a_frames["A1"].apply((u_back - params.tab_reach - params.tab_tip / 2,
                                        (v0 + v1) / 2)))
    return faces, low, high, {SLIT_FACE: (slit_3d, slit_code), TAB_FACE: ((), tip)}


def _corner_view(p: Vec3) -> Point:
    """Where the close-up draws `p`: seen from higher than the other pictures, so the
    slit's code clears the tab."""
    return ((p[0] - p[1]) * COS30, (p[0] + p[1]) * CORNER_VIEW[0] - p[2] * CORNER_VIEW[1])


def _close_up(faces: Sequence[Face], low: Vec3, high: Vec3, width: float,
              marks: Mapping[int, tuple[Sequence[Vec3], Vec3]]) -> Drawing:
    """Draw `faces` cut to the box `low`-`high`, `width` mm wide, the farthest first; the
    face numbered in `marks` gets a slit (a short thick line) and the code A1 at a point."""
    cut = [_clipped(face.points, low, high) for face in faces]

    view = _corner_view
    flat = [[view(p) for p in poly] for poly in cut if poly]
    xs = [x for poly in flat for x, _ in poly]
    ys = [y for poly in flat for _, y in poly]
    scale = width / (max(xs) - min(xs))
    d = Drawing(width, (max(ys) - min(ys)) * scale, name="figure-box-corner")

    def place(p: Vec3) -> Point:
        x, y = view(p)
        return ((x - min(xs)) * scale, (y - min(ys)) * scale)

    # The codes print at CORNER_LABEL_PT at least, however narrow the rulebook's cell.
    label = CORNER_LABEL_PT * 25.4 / 72 * width / CORNER_SHOWN_LEAST
    order = sorted(range(len(faces)), key=lambda i: sum(
        p[0] + p[1] + CORNER_VIEW[2] * p[2] for p in cut[i]) / max(1, len(cut[i])))
    for i in order:
        face, poly = faces[i], cut[i]
        if not poly:
            continue
        toward = sum(face.normal) > 0
        d.polygon([place(p) for p in poly], fill=_seen(face))
        # Only the card's own edges are inked: where the close-up cuts a panel, it fades out.
        ring = face.points
        for k, p in enumerate(ring):
            seen = _segment_clipped(p, ring[(k + 1) % len(ring)], low, high)
            if seen:  # drawn large, so inked a little heavier than the other pictures
                d.line(place(seen[0]), place(seen[1]), stroke=INK, stroke_width=0.4)
        if i in marks and toward:
            slit, at = marks[i]
            if slit:  # an open slot, as the sheet prints it: pale on a dark wall
                d.line(place(slit[0]), place(slit[1]), stroke=_ink_on(_seen(face)),
                       stroke_width=0.8)
            x, y = place(at)
            d.text(x, y + 0.35 * label, "A1", size=label, anchor="middle", font="sans-bold",
                   fill=_ink_on(_seen(face)), layer="art")
    return d


def figure(name: str, *, width: float = 60.0, palette: str = "classic",
           box: BoxParams | None = None) -> Drawing:
    """Draw assembly figure `name` (one of FIGURES) `width` mm wide."""
    colours = find_palette(palette)
    if name == "box-corner":
        return corner(box or BoxParams(palette=palette), colours, width)
    if name == "box-lining":
        # Step 6: the tabs locked and the lid open, as at step 3; the far lining down, the
        # near one on its way, its lug (badge 6) heading for the floor's slot.
        return render(box_faces(box or BoxParams(palette=palette), 3, colours, LINING_DOWN),
                      width, f"figure-{name}")
    if name.startswith("box-"):
        step = int(name.split("-")[1])
        return render(box_faces(box or BoxParams(palette=palette), step, colours), width,
                      f"figure-{name}")
    if name == "die":
        plan, shapes = _cube_plan(16.0)
        # Half folded: the walls on their way up show how the net closes.
        faces = _faces(plan, shapes, dict.fromkeys(shapes, colours.light), lambda crease: 0.62)
        return render(faces, width, "figure-die")
    if name == "cup":
        return render(_cup_faces(CupParams(palette=palette), colours), width, "figure-cup")
    if name == "pin":
        return render(_pin_faces(PinsParams(palette=palette), colours), width, "figure-pin")
    raise ValueError(f"unknown figure {name!r}: known {', '.join(FIGURES)}")


def labels(drawing: Drawing) -> set[str]:
    """The words a drawing shows (for checking a figure against the nets)."""
    return {shape.content for shapes in drawing.layers.values() for shape in shapes
            if isinstance(shape, Text)}
