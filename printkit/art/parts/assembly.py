"""Pictures of the kit being put together, drawn from the fold geometry its nets use.

Each box picture folds the box's two modules in code by some fraction of every crease
and draws them isometrically (isometric.py), farthest first, with what their nets print.
The steps show the labels printed on the nets where the built box shows them (the badges
6 and 7; the tabs' codes A1 to A4 go into their slits), folded from the kit's own box,
so a picture and the part it shows can never disagree. The die, cup and pin pictures
are piece_figures.py's.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from printkit.art.canvas import INK, Drawing, Point, Text
from printkit.art.palette import Palette, find_palette, mix
from printkit.art.parts.box import LINING_PALE, TUCK_STEP, BoxParams, fold_frames, modules
from printkit.art.parts.box_geometry import (
    TAB_SLITS,
    Crease,
    Plan,
    Vec3,
    plan_a,
    plan_b,
    tab_shape,
)
from printkit.art.parts.cup import CupParams
from printkit.art.parts.dice import DiceParams
from printkit.art.parts.isometric import (
    CARD_BACK,
    COS30,
    HOLE,
    Face,
    clipped,
    fold_faces,
    ink_on,
    nearness,
    rect_points,
    render,
    seen,
    segment_clipped,
)
from printkit.art.parts.piece_figures import cup_faces, die_faces, pin_faces
from printkit.art.parts.pins import PinsParams
from printkit.art.plane import arc, inside

A_BACK = "#ddd3bd"  # module A's unprinted side, a shade darker than B's
CARD = 0.3  # a card's thickness, where a picture must set one face behind another
FIGURES = ("box-1", "box-2", "box-3", "box-lining", "box-4", "box-corner", "die", "cup",
           "pin")


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
    a_shapes = {n: rect_points(r) for n, r in a.panels.items()}
    a_labels = {name: name for name in TAB_SLITS}
    if step >= 3:
        # Locked, each tab shows only its strap: its tip, with the code printed on it,
        # has gone through the slit into B's double wall, so the built box shows no code.
        for name in TAB_SLITS:
            a_shapes[name] = rect_points(_strap(a, name, params.strap_length))
            del a_labels[name]
    if step < 4:
        a_labels["tuck"] = TUCK_STEP
    else:
        # Closed, the flap hides inside the front wall; drawn, it lay over the wall (its
        # middle stands higher, so it was painted later) as a band across it.
        del a_shapes["tuck"]
    b_labels = {"floor": "B", "west_lug": "6", "east_lug": "6"}
    # Module A's unprinted side is drawn a shade darker than B's, so the two strips
    # laid across each other tell apart; B's plan already lies a card above A's floor.
    net_a, net_b = modules(params)
    # The front wall's thumb notch, by which step 5 names it, cut from its free edge.
    u0, _, u1, v1 = a.panels["front"]
    notch = arc(((u0 + u1) / 2, v1), params.notch_radius, 0, -180, 12)
    # Seen through it: the shadow inside the open box, or the closed lid's tucked flap.
    behind = HOLE if step < 4 else a_colours["tuck"]
    faces = (fold_faces(a, a_shapes, a_colours, a_amount, labels=a_labels, back=A_BACK,
                        module="A", net=net_a, holes={"front": (notch, behind)})
             + fold_faces(b, {n: rect_points(r) for n, r in b.panels.items()}, b_colours,
                          b_amount, labels=b_labels, module="B", net=net_b))
    if step >= 3:
        # Each tab's strap lies on the outside of the B wall its slit is in.
        faces = [replace(f, rests_on=f"B {TAB_SLITS[f.panel[2:]]}")
                 if f.panel[2:] in TAB_SLITS else f for f in faces]
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
                       key=nearness)
            faces[faces.index(near)] = replace(near, callout=module)
    return faces


LINING_DOWN = 0.7  # how far (of its half-turn) the step-6 picture has a lining folded


def _strap(plan: Plan, tab: str, length: float) -> tuple[float, float, float, float]:
    """The part of `tab` within `length` of its hinge (on the wall's side of its slit)."""
    u0, v0, u1, v1 = plan.panels[tab]
    if u0 < plan.panels["floor"][0]:  # a tab left of the walls hinges on its right edge
        return (u1 - length, v0, u1, v1)
    return (u0, v0, u0 + length, v1)


# How far tab A1 has swung round the corner in the close-up (of its 90 degrees): off
# the back wall, its tip and code in the air, the slit it goes into and the slit's code
# still in sight (half round, the tab hid half the code and read as flat: review s21).
CORNER_WRAP = 0.3
# The poses (the tab's swing, and how far round the viewer walks towards B's wall) a
# taller box's close-up steps through until nothing hides the slit's code.
CORNER_POSES = tuple((wrap, azimuth) for azimuth in (0.0, 15.0, 25.0)
                     for wrap in (CORNER_WRAP, 0.25, 0.2, 0.15, 0.1))
TAB_FACE, SLIT_FACE = 2, 4  # the close-up's faces: tab A1, and B's west wall with its slit
CORNER_MARGIN = 4.0
# The narrowest the rulebook prints the close-up (two to a row in a Letter column, at its
# tightest spacing nearly 31 mm), in mm, and the size its codes print at there: larger
# than the other pictures' labels, as the close-up is there to show them.
CORNER_SHOWN_LEAST, CORNER_LABEL_PT = 33.0, 6.5
# The close-up's view: how far down the page a step along x or y and up z go, and how
# much nearer a step up brings a point (looking down more steeply than `project`).
CORNER_VIEW = (0.75, 0.6, 2.0)  # the close-up's reach past the corner, outwards, in mm


def corner(params: BoxParams, palette: Palette, width: float) -> Drawing:
    """The close-up of step 4 at corner A1, seen from outside it: the back wall up, tab A1
    swinging round the corner (its code on its tip) towards the slit in B's west wall
    that carries the same code, folded from the kit's own box."""
    wrap, azimuth = corner_pose(params)
    faces, low, high, marks = _corner_scene(params, palette, wrap)
    return _close_up(faces, low, high, width, marks, azimuth)


def corner_pose(params: BoxParams) -> tuple[float, float]:
    """How far tab A1 swings in the close-up, and how far round the viewer has walked
    towards B's wall (degrees): CORNER_WRAP, or less where a tall box's tab would hide
    the slit's code, and from further round where no swing clears it: the first of
    CORNER_POSES that leaves all of the code in sight, else the one that hides least."""
    hidden = []
    for wrap, azimuth in CORNER_POSES:
        hidden.append(code_hidden(params, wrap, azimuth))
        if not hidden[-1]:
            return wrap, azimuth
    return CORNER_POSES[hidden.index(min(hidden))]


def code_hidden(params: BoxParams, wrap: float, azimuth: float) -> int:
    """How many of 15 points over the slit's code, as the rulebook prints it at its least,
    a face painted after B's wall covers in the close-up posed so."""
    faces, cut, marks = _viewed(*_corner_scene(params, find_palette("classic"), wrap), azimuth)
    x, y = _corner_view(marks[SLIT_FACE][1])
    flat = [_corner_view(p) for poly in cut for p in poly]
    span = max(p[0] for p in flat) - min(p[0] for p in flat)
    # The code's size in the view's units, where the rulebook prints it at its least.
    size = CORNER_LABEL_PT * 25.4 / 72 / CORNER_SHOWN_LEAST * span
    # Points over the box its two glyphs fill: about 1.2 sizes wide, 0.7 tall.
    box = [(x + 0.6 * size * i / 2, y + 0.35 * size * j) for i in range(-2, 3)
           for j in (-1, 0, 1)]
    order = _painted(cut)
    over = [[_corner_view(p) for p in cut[i]] for i in order[order.index(SLIT_FACE) + 1:]]
    return sum(any(inside(p, poly) for poly in over) for p in box)


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
    shown = [(a_frames, "floor", rect_points(a.panels["floor"]), palette.light, A_BACK),
             (a_frames, "back", rect_points(a.panels["back"]), palette.point_a, A_BACK),
             (a_frames, "A1", tab, palette.point_a, A_BACK),
             (b_frames, "floor", rect_points(b.panels["floor"]), light, CARD_BACK),
             (b_frames, "west", rect_points(b.panels["west"]), palette.point_a, CARD_BACK),
             (b_frames, "west_lining", rect_points(b.panels["west_lining"]), light, CARD_BACK)]
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


def _viewed(faces: Sequence[Face], low: Vec3, high: Vec3,
            marks: Mapping[int, tuple[Sequence[Vec3], Vec3]], azimuth: float
            ) -> tuple[list[Face], list[list[Vec3]], dict[int, tuple[list[Vec3], Vec3]]]:
    """`faces` (their normals), each cut to the box `low`-`high`, and the marks, turned
    `azimuth` degrees about the vertical: the viewer walked that far round."""
    turn = _turn(azimuth)
    cut = [[turn(p) for p in clipped(face.points, low, high)] for face in faces]
    turned = [replace(face, points=tuple(turn(p) for p in face.points),
                      normal=turn(face.normal)) for face in faces]
    return turned, cut, {i: ([turn(p) for p in slit], turn(at))
                         for i, (slit, at) in marks.items()}


def _turn(azimuth: float) -> Callable[[Vec3], Vec3]:
    """A point turned `azimuth` degrees about the vertical."""
    c, s = math.cos(math.radians(azimuth)), math.sin(math.radians(azimuth))
    return lambda p: (p[0] * c - p[1] * s, p[0] * s + p[1] * c, p[2])


def _painted(cut: Sequence[Sequence[Vec3]]) -> list[int]:
    """The order the close-up paints its cut faces in: the farthest first."""
    return sorted(range(len(cut)), key=lambda i: sum(
        p[0] + p[1] + CORNER_VIEW[2] * p[2] for p in cut[i]) / max(1, len(cut[i])))


def _close_up(faces: Sequence[Face], low: Vec3, high: Vec3, width: float,
              marks: Mapping[int, tuple[Sequence[Vec3], Vec3]], azimuth: float = 0.0
              ) -> Drawing:
    """Draw `faces` cut to the box `low`-`high`, seen from `azimuth` degrees round, `width`
    mm wide, the farthest first; the face numbered in `marks` gets a slit (a short thick
    line) and the code A1 at a point."""
    turn = _turn(azimuth)
    turned, cut, shown_marks = _viewed(faces, low, high, marks, azimuth)
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
    for i in _painted(cut):
        face, poly = turned[i], cut[i]
        if not poly:
            continue
        toward = sum(face.normal) > 0
        d.polygon([place(p) for p in poly], fill=seen(face))
        # Only the card's own edges are inked: where the close-up cuts a panel, it fades out.
        ring = faces[i].points
        for k, p in enumerate(ring):
            edge = segment_clipped(p, ring[(k + 1) % len(ring)], low, high)
            if edge:  # drawn large, so inked a little heavier than the other pictures
                d.line(place(turn(edge[0])), place(turn(edge[1])), stroke=INK, stroke_width=0.4)
        if i in shown_marks and toward:
            slit, at = shown_marks[i]
            if slit:  # an open slot, as the sheet prints it: pale on a dark wall
                d.line(place(slit[0]), place(slit[1]), stroke=ink_on(seen(face)),
                       stroke_width=0.8)
            x, y = place(at)
            d.text(x, y + 0.35 * label, "A1", size=label, anchor="middle", font="sans-bold",
                   fill=ink_on(seen(face)), layer="art")
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
        return render(die_faces(DiceParams(palette=palette)), width, "figure-die")
    if name == "cup":
        return render(cup_faces(CupParams(palette=palette), colours), width, "figure-cup")
    if name == "pin":
        return render(pin_faces(PinsParams(palette=palette), colours), width, "figure-pin")
    raise ValueError(f"unknown figure {name!r}: known {', '.join(FIGURES)}")


def labels(drawing: Drawing) -> set[str]:
    """The words a drawing shows (for checking a figure against the nets)."""
    return {shape.content for shapes in drawing.layers.values() for shape in shapes
            if isinstance(shape, Text)}
