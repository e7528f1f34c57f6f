"""Pictures of the small parts half folded, each from the net its sheet prints: a die,
the cup (upside down, its floor flaps going in) and a score pin (its fan curling shut).
"""

from __future__ import annotations

import math

from printkit.art.canvas import GLUE_TINT, Drawing, Point
from printkit.art.palette import Palette, find_palette
from printkit.art.parts.box import fold_frames
from printkit.art.parts.box_geometry import MOUNTAIN, Crease, Plan
from printkit.art.parts.cup import GLUED_FLAPS as CUP_GLUED
from printkit.art.parts.cup import WALLS as CUP_WALLS
from printkit.art.parts.cup import CupParams
from printkit.art.parts.dice import DiceParams, diagonal_corner, draw_face
from printkit.art.parts.dice import die_faces as face_values
from printkit.art.parts.isometric import (
    IDENTITY,
    Face,
    between,
    bounds,
    fold_faces,
    rect_points,
    stood,
)
from printkit.art.parts.nets import CROSS
from printkit.art.parts.pins import SIDES as PIN_SIDES
from printkit.art.parts.pins import PinsParams, pin_shade


def die_faces(params: DiceParams) -> list[Face]:
    """A die's net half folded, its pips as the sheet prints them: the walls on their way
    up show how it closes."""
    plan, shapes = cube_plan(params.edge)
    # The sheet's cross, face by face, where the plan lays its squares (the same cells).
    net = Drawing(plan.width, plan.height, name="die")
    for (column, row), value in face_values(CROSS).items():
        draw_face(net, params, column * params.edge, row * params.edge, value,
                  diagonal_corner(CROSS, (column, row)))
    return fold_faces(plan, shapes, dict.fromkeys(shapes, find_palette(params.palette).light),
                      lambda crease: 0.62, net=net)


# How far the pin's fan, and the cup's tinted and plain floor flaps, have turned (of the
# turn that closes them) in their pictures: far enough to read as the shape they make,
# open enough to show how. Upside down, the tinted flaps go in first, their glue facing
# up, and the plain ones over them: the legend's tint marks where glue goes, and the
# bottom shows plain card (review s22 found the tinted flaps drawn outside).
PIN_FOLDED, CUP_TINTED_FLAPS, CUP_PLAIN_FLAPS = 0.72, 0.92, 0.45


def cube_plan(edge: float) -> tuple[Plan, dict[str, list[Point]]]:
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
    return plan, {name: rect_points(rect) for name, rect in panels.items()}


def pin_plan(params: PinsParams, turn: float) -> Plan:
    """The pin's fan as a plan: each side hinged on the last along the edge they share,
    the glue tab on the last side, every hinge turned `turn` degrees."""
    apex, *corners = params.fan()
    panels = {f"side{i}": bounds([apex, corners[i], corners[i + 1]])
              for i in range(PIN_SIDES)}
    panels["tab"] = bounds(params.tab())
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
        last = fold_frames(pin_plan(params, turn))[f"side{PIN_SIDES - 1}"].apply(corners[-1])
        return math.dist(last, (*corners[0], 0.0))

    # The gap shrinks to nothing at the closing turn and opens again past it.
    low, high = 0.0, 180.0
    for _ in range(60):
        a, b = low + (high - low) / 3, high - (high - low) / 3
        low, high = (low, b) if gap(a) < gap(b) else (a, high)
    return (low + high) / 2


def pin_faces(params: PinsParams, palette: Palette) -> list[Face]:
    """The dark pin, its fan curled PIN_FOLDED of the way shut, standing on its open base
    with the gap still to close turned to the viewer's right."""
    frames = fold_frames(pin_plan(params, PIN_FOLDED * pin_closing_turn(params)))
    apex, *corners = params.fan()
    faces = [Face(tuple(frames[f"side{i}"].apply(p) for p in (apex, corners[i], corners[i + 1])),
                  pin_shade(palette.dark, i), frames[f"side{i}"].printed_normal())
             for i in range(PIN_SIDES)]
    faces.append(Face(tuple(frames["tab"].apply(p) for p in params.tab()), GLUE_TINT,
                      frames["tab"].printed_normal()))
    rim = [frames[f"side{min(i, PIN_SIDES - 1)}"].apply(c) for i, c in enumerate(corners)]
    base = (sum(p[0] for p in rim) / len(rim), sum(p[1] for p in rim) / len(rim),
            sum(p[2] for p in rim) / len(rim))  # the open base's middle
    gap = between(rim[0], rim[-1], 0.5)
    # The apex is at the fan's origin, so up is from the base's middle to the origin.
    return stood(faces, (-base[0], -base[1], -base[2]),
                  (gap[0] - base[0], gap[1] - base[1], gap[2] - base[2]), (1.0, 0.3))


def cup_faces(params: CupParams, palette: Palette) -> list[Face]:
    """The cup upside down, its tube glued shut: the tinted floor flaps nearly in and the
    plain ones, glued over them last, CUP_PLAIN_FLAPS of the way."""
    walls = [f"wall{i}" for i in range(len(CUP_WALLS))]
    panels: dict[str, tuple[float, float, float, float]] = {}
    creases = []
    for i, name in enumerate(walls):
        x, y, w, h = params.wall(i)
        panels[name] = (x, y, x + w, y + h)
        panels[f"flap{i}"] = bounds(params.flap_polygon(i))
        flapped = CUP_TINTED_FLAPS if i in CUP_GLUED else CUP_PLAIN_FLAPS
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
        top, band = y + params.band_drop, params.band
        for v0, v1, fill in ((y, top, palette.light), (top, top + band, palette.point_a),
                             (top + band, y + params.depth, palette.light)):
            faces.append(Face(tuple(frames[name].apply(p) for p in rect_points((x, v0, x + w, v1))),
                              fill, frames[name].printed_normal()))
        flap = f"flap{i}"
        faces.append(Face(tuple(frames[flap].apply(p) for p in params.flap_polygon(i)),
                          GLUE_TINT if i in CUP_GLUED else palette.light,
                          frames[flap].printed_normal()))
    # The floor is at the net's foot (large v), wall 0's +v, turned up; wall 0's outside
    # faces the viewer's right.
    return stood(faces, (0.0, 1.0, 0.0), frames["wall0"].printed_normal(), (1.0, 0.35))
