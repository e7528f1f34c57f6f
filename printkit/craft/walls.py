"""A box wall's words read upright on the assembled box: each text run of a box module is
found on its panel and folded with it (box_geometry's own fold), and its letters' tops
must then point up (on a wall) or to the back of the box (on the lid)."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping

from printkit.art.parts.box import fold_frames
from printkit.art.parts.box_geometry import Plan
from printkit.craft.findings import Finding, finding
from printkit.craft.geometry import Affine, Run
from printkit.craft.view import PartView
from printkit.units import PT_PER_MM

# How far a direction may lean and still count as the one wanted (a cosine).
LEAN = 0.5
UP = (0.0, 0.0, 1.0)  # box_geometry folds with the floor at z = 0, walls rising to +z
BACKWARDS = (0.0, -1.0, 0.0)  # on the lid, read from the front (+y), tops point to -y
TITLE_PT = 7.0  # a title a player reads across the table
ROUNDING_PT = 0.05
# Flaps tucked or locked out of sight on the closed box: their marks are read while folding.
FLAPS = ("tuck", "lug")


def wall_findings(part: PartView, plan: Plan, kit: str, page: int,
                  titles: Collection[str] = ()) -> Iterator[Finding]:
    """Each run of `part` (a placed box module drawn from `plan`) that does not read upright
    on the assembled box, and each of its `titles` on a wall or the lid set under 7 pt."""
    frames = fold_frames(plan)
    back = _inverse(part.frame)
    for run in (i for i in part.items if isinstance(i, Run)):
        cx = sum(c[0] for c in run.corners) / 4
        cy = sum(c[1] for c in run.corners) / 4
        u, v = _apply(back, (cx, cy))
        panel = _panel(plan.panels, u, v)
        if panel is None or any(flap in panel for flap in FLAPS):
            continue
        frame = frames[panel]
        normal = frame.printed_normal()
        ux, uy = _linear(back, run.up)
        r = frame.rotation
        up = tuple(r[i][0] * ux + r[i][1] * uy for i in range(3))
        if abs(normal[2]) < LEAN:
            want, facing = UP, "wall"
        elif panel == "lid":
            want, facing = BACKWARDS, "lid"
        else:
            continue
        shown = f"{panel} {facing}" if facing != panel else panel
        if run.content in titles and run.size * PT_PER_MM < TITLE_PT - ROUNDING_PT:
            yield finding("text.title-size", kit, page, part.ident, text=run.content,
                          panel=shown, size=run.size * PT_PER_MM)
        dot = sum(a * b for a, b in zip(up, want, strict=True))
        if dot < LEAN:
            reads = "upside down" if dot < -LEAN else "sideways"
            yield finding("text.wall-upright", kit, page, part.ident, text=run.content,
                          panel=shown, reads=reads)


def _panel(panels: Mapping[str, tuple[float, float, float, float]], u: float,
           v: float) -> str | None:
    """The smallest panel holding the point (u, v) of the flat module."""
    holding = [(abs((r[2] - r[0]) * (r[3] - r[1])), name) for name, r in panels.items()
               if r[0] <= u <= r[2] and r[1] <= v <= r[3]]
    return min(holding)[1] if holding else None


def _inverse(t: Affine) -> Affine:
    a, b, c, d, e, f = t
    det = a * d - b * c
    ia, ib, ic, id_ = d / det, -b / det, -c / det, a / det
    return (ia, ib, ic, id_, -(ia * e + ic * f), -(ib * e + id_ * f))


def _apply(t: Affine, p: tuple[float, float]) -> tuple[float, float]:
    return (t[0] * p[0] + t[2] * p[1] + t[4], t[1] * p[0] + t[3] * p[1] + t[5])


def _linear(t: Affine, p: tuple[float, float]) -> tuple[float, float]:
    return (t[0] * p[0] + t[2] * p[1], t[1] * p[0] + t[3] * p[1])
