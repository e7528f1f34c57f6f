"""The craft rules of a printed sheet: duplex registration, text on parts, margins and
line styles, each finding naming the page and the part."""

from __future__ import annotations

import math
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from functools import cache

from printkit.art.boards.lines import distance
from printkit.art.canvas import (
    CUT_WIDTH,
    GLUE_TINT,
    INK,
    LAYERS,
    MOUNTAIN_DASH,
    VALLEY_DASH,
    Drawing,
    Group,
    Paint,
    Shape,
)
from printkit.art.parts.box_geometry import Plan
from printkit.craft.findings import Finding, finding
from printkit.craft.geometry import (
    Box,
    Item,
    Run,
    Stroke,
    apply,
    bounds,
    compose,
    crosses,
    flatten,
    inside,
    overlap,
    paints,
    segment_distance,
)
from printkit.craft.view import PartView, Piece, PieceIndex, SideView, flip, side_view
from printkit.craft.walls import wall_findings
from printkit.layout.sheet import HOME_MARGIN_MM, TRIM_SAFE_MM, Sheet
from printkit.units import PT_PER_MM

MIN_TEXT_PT = 5.0
ROUNDING_PT = 0.05  # sizes set from millimetres land a hair under a whole point
# How far a back may run past its front's cut: as far as a home duplex printer drifts.
BACK_BLEED_MM = 2.0
CENTRE_TOLERANCE_MM = 1.0
REGISTER_TOLERANCE_MM = 0.25
TEXT_TOLERANCE_MM = 0.2  # a run's box may touch its outline by this much
# A line reads as a cut when its ink is within this RGB distance (0-255 a channel) of the
# legend's cut ink (black is 45 away, the classic board ink 19, a mid grey 100 or more)...
CUT_INK_DISTANCE = 48.0
# ...and its width within this of the cut's: a builder tells 0.15 or 0.35 mm from 0.25.
CUT_WIDTH_TOLERANCE_MM = 0.08
# A cut-like line that runs along the part's own cut outline is hidden by it (a frame
# drawn on the edge): it is no second cut line.
ALONG_CUT_MM = 0.3


@dataclass(frozen=True)
class Where:
    """Which kit a sheet belongs to and the pages its front and back print on."""

    kit: str
    front_page: int
    print_shop: bool = False
    bleed: float = 0.0
    # With manual duplex the backs are in a file of their own: its name and page.
    back_page: int | None = None
    backs: str = ""

    @property
    def back(self) -> tuple[str, int]:
        """The kit (or backs file) and page a finding on the back names."""
        page = self.front_page + 1 if self.back_page is None else self.back_page
        return (f"{self.kit} {self.backs}" if self.backs else self.kit), page


def sheet_findings(sheet: Sheet, where: Where, walls: Mapping[str, Plan] | None = None,
                   titles: Collection[str] = ()) -> list[Finding]:
    """Everything the craft rules find wrong with `sheet`; `walls` gives the flat plan of
    each box module by part name, whose words must read upright once folded, and whose
    `titles` must be set at 7 pt at least."""
    front = side_view(sheet.front)
    # The back as it lands on paper: the printer's drift undoes the offset that corrects it.
    ox, oy = sheet.back_offset
    landed = compose(flip(sheet.paper, sheet.duplex), (1.0, 0.0, 0.0, 1.0, -ox, -oy))
    back = (side_view(sheet.back, landed, "-back", art=True)
            if sheet.back is not None else None)
    found = list(_margins(sheet, where))
    found += _text(front, where.kit, where.front_page)
    found += _captions(front, back, where.kit, where.front_page)
    for ident, plan in (walls or {}).items():
        if ident in front.parts:
            found += wall_findings(front.parts[ident], plan, where.kit, where.front_page,
                                   titles)
    found += _styles(sheet.front, where.kit, where.front_page)
    if back is not None and sheet.back is not None:
        found += _duplex(sheet, front, back, where)
        found += _sizes(back, *where.back)
        found += _styles(sheet.back, *where.back)
    return _unique(found)


def _unique(found: list[Finding]) -> list[Finding]:
    """Each finding once (a part repeats the same word or line many times)."""
    return list(dict.fromkeys(found))


# -- margins ------------------------------------------------------------------------


def _margins(sheet: Sheet, where: Where) -> Iterator[Finding]:
    paper = sheet.paper
    rule, need = (("margin.trim", TRIM_SAFE_MM) if where.print_shop
                  else ("margin.paper", HOME_MARGIN_MM))
    for p in sheet.placements:
        gaps = {"left": p.x, "top": p.y, "right": paper.width - p.x - p.width,
                "bottom": paper.height - p.y - p.height}
        for edge, gap in gaps.items():
            if gap < need - 1e-6:
                yield finding(rule, where.kit, where.front_page, p.ident, by=gap, edge=edge,
                              need=need)
    if len(sheet.placements) == 1:
        p = sheet.placements[0]
        for axis, off in (("across", p.x + p.width / 2 - paper.width / 2),
                          ("down", p.y + p.height / 2 - paper.height / 2)):
            if abs(off) > CENTRE_TOLERANCE_MM:
                yield finding("margin.centred", where.kit, where.front_page, p.ident,
                              by=abs(off), axis=axis)


# -- text ---------------------------------------------------------------------------


def _sizes(side: SideView, kit: str, page: int) -> Iterator[Finding]:
    for part in side.parts.values():
        for item in part.items:
            if isinstance(item, Run) and item.size * PT_PER_MM < MIN_TEXT_PT - ROUNDING_PT:
                yield finding("text.min-size", kit, page, part.ident, text=item.content,
                              size=item.size * PT_PER_MM)


def _text(side: SideView, kit: str, page: int) -> Iterator[Finding]:
    yield from _sizes(side, kit, page)
    for part in side.parts.values():
        lines = [s for s in part.items if isinstance(s, Stroke) and s.layer in ("cut", "fold")]
        boxes = [(s, bounds(s.points)) for s in lines]
        for run in (i for i in part.items if isinstance(i, Run)):
            box = bounds(run.corners)
            for stroke, line_box in boxes:
                if overlap(box, line_box) and _line_through(run, stroke):
                    yield finding("text.crosses-line", kit, page, part.ident,
                                  text=run.content, kind=stroke.layer)
                    break
            if part.pieces and not run.caption and not _held(run, part.index):
                yield finding("text.leaves-face", kit, page, part.ident, text=run.content)


def _captions(front: SideView, back: SideView | None, kit: str, page: int
              ) -> Iterator[Finding]:
    """A caption on the waste (art/parts/caption.py) lies off every piece of its side,
    crosses no cut line of it (another part's, or a crop mark) and has nothing of the
    back behind it after the flip: trimmed away, it takes nothing with it."""
    runs = [(part.ident, run) for part in front.parts.values() for run in part.items
            if isinstance(run, Run) and run.caption]
    if not runs:
        return
    cuts = [item for _, item in _cuts(front)]
    cuts += [item for item in front.loose if isinstance(item, Stroke) and item.layer == "cut"]
    reach = [(cut, bounds(cut.points)) for cut in cuts]  # each cut's box, once for every run
    behind = [(part.ident, bounds(_outline(item))) for part in (back.parts.values()
              if back is not None else ()) for item in part.items]
    for ident, run in runs:
        box = bounds(run.corners)
        on = next((piece for piece in front.index.near(box) if _covers(piece, run)), None)
        if on is not None:
            yield finding("text.caption", kit, page, ident, text=run.content,
                          problem=f"lies on a piece of part {on.part}")
        if any(overlap(box, cut_box) and _line_through(run, cut) for cut, cut_box in reach):
            yield finding("text.caption", kit, page, ident, text=run.content,
                          problem="crosses a cut line")
        under = next((other for other, reach in behind if overlap(box, reach)), None)
        if under is not None:
            yield finding("text.caption", kit, page, ident, text=run.content,
                          problem=f"has part {under} behind it on the back")


def _covers(piece: Piece, run: Run) -> bool:
    """Whether any of the run's glyph box lies on `piece`."""
    if piece.upright:
        x0, y0, x1, y1 = bounds(run.corners)
        return x0 < piece.box[2] and piece.box[0] < x1 and y0 < piece.box[3] and piece.box[1] < y1
    (ax, ay), _, (cx, cy), _ = run.corners
    middle = ((ax + cx) / 2, (ay + cy) / 2)
    return (any(piece.depth(p) > 0 for p in (*run.corners, middle))
            or any(inside(p, run.corners) for p in piece.polygon))


def _line_through(run: Run, stroke: Stroke) -> bool:
    """Whether `stroke` passes through the glyph box of `run`."""
    quad = run.corners
    x0, y0, x1, y1 = bounds(quad)
    points = stroke.points + ((stroke.points[0],) if stroke.closed else ())
    for a, b in zip(points, points[1:], strict=False):
        # Most segments of a long outline are nowhere near the words.
        if (max(a[0], b[0]) < x0 or min(a[0], b[0]) > x1
                or max(a[1], b[1]) < y0 or min(a[1], b[1]) > y1):
            continue
        if inside(a, quad) or inside(b, quad):
            return True
        if any(crosses(a, b, quad[i], quad[(i + 1) % 4]) for i in range(4)):
            return True
    return False


def _held(run: Run, pieces: PieceIndex) -> bool:
    """Whether one piece holds every corner of the run's glyph box."""
    x0, y0, x1, y1 = box = bounds(run.corners)
    t = TEXT_TOLERANCE_MM
    return any(all(piece.outside(c) <= t for c in run.corners) for piece in pieces.near(box, t)
               if piece.box[0] - t <= x0 and piece.box[1] - t <= y0
               and x1 <= piece.box[2] + t and y1 <= piece.box[3] + t)


# -- duplex -------------------------------------------------------------------------


def _duplex(sheet: Sheet, front: SideView, back: SideView, where: Where) -> Iterator[Finding]:
    kit, page = where.back
    tolerance = max(BACK_BLEED_MM, where.bleed)
    for part in back.parts.values():
        yield from _back_inside(part, front.index, tolerance, kit, page)
        yield from _registered(sheet, part, front, kit, page)
    # Each side's cut lines against the other's pieces.
    for side, cutter, pieces, (label, at) in (
            ("back", back, front.index, where.back),
            ("front", front, back.index, (where.kit, where.front_page))):
        for name, stroke in _cuts(cutter):
            hit = _cut_into(stroke, pieces, tolerance)
            if hit is not None:
                yield finding("duplex.cut-crosses", label, at, name, side=side,
                              other=hit.part)


def _back_inside(part: PartView, index: PieceIndex, tolerance: float, kit: str,
                 page: int) -> Iterator[Finding]:
    if not part.items:
        return
    whole = bounds([q for item in part.items for q in _outline(item)])
    if any(p.square and p.box[0] - tolerance <= whole[0] and p.box[1] - tolerance <= whole[1]
           and whole[2] <= p.box[2] + tolerance and whole[3] <= p.box[3] + tolerance
           for p in index.near(whole, tolerance)):
        return  # all of it inside one rectangular front piece
    elements: dict[tuple[str, int], list[Item]] = {}
    for item in part.items:
        elements.setdefault((item.layer, item.element), []).append(item)
    last: Piece | None = None  # the piece that held the element before
    for items in elements.values():
        points = [q for item in items for q in _outline(item)]
        box = bounds(points)
        # A part's elements follow each other over the same piece: the one that held the
        # last is tried first. It is among those index.near would give (its box meets
        # the element's within `tolerance`), so the verdict is the same, without the
        # search.
        if (last is not None and overlap(box, last.box, tolerance)
                and _holds(last, items, points, box, tolerance)):
            continue
        near = index.near(box, tolerance)
        last = next((p for p in near if _holds(p, items, points, box, tolerance)), None)
        if last is not None:
            continue
        # The first element astray is enough to name the part; say by how much (from a
        # sample of its points: a long outline need not be measured point by point).
        sample = points[:: max(1, len(points) // 64)] + points[-1:]
        by = min((max(p.outside(q) for q in sample) for p in near), default=math.inf)
        yield finding("duplex.back-inside", kit, page, f"{part.ident}-back",
                      by=by if math.isfinite(by) else 999.0)
        return


def _outline(item: Item) -> tuple[tuple[float, float], ...]:
    return item.corners if isinstance(item, Run) else item.points


def _holds(piece: Piece, items: list[Item], points: list[tuple[float, float]], box: Box,
           tolerance: float) -> bool:
    """Whether `piece`, grown by `tolerance`, holds every item (a disc in a disc exactly);
    `box` bounds the items' `points`."""
    x0, y0, x1, y1 = piece.reach
    if not (x0 - tolerance <= box[0] and y0 - tolerance <= box[1]
            and box[2] <= x1 + tolerance and box[3] <= y1 + tolerance):
        return False  # some point lies further than `tolerance` outside the piece's box
    if piece.upright and (x0 <= box[0] and y0 <= box[1] and box[2] <= x1 and box[3] <= y1):
        return True  # inside an upright rectangle's own box: inside it
    if piece.circle is not None and len(items) == 1:
        item = items[0]
        if isinstance(item, Stroke) and item.circle is not None:
            (cx, cy, r), (pcx, pcy, pr) = item.circle, piece.circle
            return math.hypot(cx - pcx, cy - pcy) + r <= pr + tolerance
    return all(piece.outside(q) <= tolerance for q in points)


def _registered(sheet: Sheet, part: PartView, front: SideView, kit: str,
                page: int) -> Iterator[Finding]:
    placement = next((p for p in sheet.placements if p.ident == part.ident), None)
    if placement is None:
        return
    w, h = placement.width, placement.height
    if part.rotate in (90, 270):
        w, h = h, w
    corners = [apply(part.frame, c) for c in ((0.0, 0.0), (w, 0.0), (w, h), (0.0, h))]
    x0, y0, x1, y1 = bounds(corners)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    off = math.hypot(cx - placement.x - placement.width / 2,
                     cy - placement.y - placement.height / 2)
    if off > REGISTER_TOLERANCE_MM:
        yield finding("duplex.registered", kit, page, f"{part.ident}-back", by=off)


def _cuts(side: SideView) -> Iterator[tuple[str, Stroke]]:
    for part in side.parts.values():
        for item in part.items:
            if isinstance(item, Stroke) and item.layer == "cut":
                yield part.ident, item


def _cut_into(stroke: Stroke, pieces: PieceIndex, tolerance: float) -> Piece | None:
    """The piece whose inside `stroke` runs through, deeper than `tolerance`, if any."""
    box = bounds(stroke.points)
    near = pieces.near(box)
    if not near:
        return None
    for point in _along(stroke):
        for piece in near:
            if piece.depth(point) > tolerance:
                return piece
    return None


def _along(stroke: Stroke, step: float = 4.0) -> Iterator[tuple[float, float]]:
    """Points along the stroke, at most `step` mm apart."""
    points = stroke.points + ((stroke.points[0],) if stroke.closed else ())
    yield points[0]
    for a, b in zip(points, points[1:], strict=False):
        n = max(1, math.ceil(math.hypot(b[0] - a[0], b[1] - a[1]) / step))
        for i in range(1, n + 1):
            yield (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)


# -- line styles --------------------------------------------------------------------


def _styles(side: Drawing, kit: str, page: int) -> Iterator[Finding]:
    cuts = _cut_lines(side)
    for layer in LAYERS:
        for shape in side.layers[layer]:
            part = _part_of(shape, layer)
            for _, kind, paint in paints([shape], layer):
                yield from _style(layer, kind, paint, kit, page, part)
            if layer in ("art", "text"):
                yield from _cut_like(shape, layer, cuts.get(part, []), kit, page, part)


def _cut_lines(side: Drawing) -> dict[str, list[Stroke]]:
    """Each part's cut strokes, in the side's coordinates, by part name."""
    found: dict[str, list[Stroke]] = {}
    for shape in side.layers["cut"]:
        strokes = [s for s in flatten([shape], "cut") if isinstance(s, Stroke)]
        found.setdefault(_part_of(shape, "cut"), []).extend(strokes)
    return found


def _cut_like(shape: Shape, layer: str, cuts: list[Stroke], kit: str, page: int,
              part: str) -> Iterator[Finding]:
    """A solid line in (near) the cut's ink and width that does not lie on the part's own
    cut outline: a builder could take it for a cut."""
    if not any(_cut_paint(paint) for _, _, paint in paints([shape], layer)):
        return
    for stroke in flatten([shape], layer):
        if (isinstance(stroke, Stroke) and _cut_paint(stroke.paint)
                and not _along_cut(stroke, cuts)):
            yield finding("style.cut-like", kit, page, part, width=stroke.paint.width,
                          layer=layer)


@cache
def _cut_paint(paint: Paint) -> bool:
    """Whether a figure is stroked solid in the cut line's ink and width."""
    return (_stroked(paint) and not paint.dash and _ink_distance(paint.stroke)
            <= CUT_INK_DISTANCE and abs(paint.width - CUT_WIDTH) <= CUT_WIDTH_TOLERANCE_MM)


def _along_cut(stroke: Stroke, cuts: list[Stroke]) -> bool:
    """Whether every point of `stroke` lies on one of the part's cut lines."""
    box = bounds(stroke.points)
    near = [c for c in cuts if overlap(box, bounds(c.points), ALONG_CUT_MM)]
    segments = [(a, b) for c in near for a, b in zip(
        c.points, c.points[1:] + ((c.points[0],) if c.closed else ()), strict=False)]
    return bool(segments) and all(
        any(segment_distance(p, a, b) <= ALONG_CUT_MM for a, b in segments)
        for p in _along(stroke, step=1.0))


def _part_of(shape: Shape, layer: str) -> str:
    """The name of the part a top-level shape of a sheet side belongs to ("" for none)."""
    if isinstance(shape, Group) and shape.ident.endswith(f"-{layer}"):
        return shape.ident[: -len(layer) - 1]
    return ""


def _style(layer: str, kind: str, paint: Paint, kit: str, page: int,
           part: str) -> Iterator[Finding]:
    for rule, detail in _style_rules(layer, kind, paint):
        yield finding(rule, kit, page, part, **dict(detail))


@cache
def _style_rules(layer: str, kind: str,
                 paint: Paint) -> tuple[tuple[str, tuple[tuple[str, object], ...]], ...]:
    """The line-style rules a figure of this kind and paint breaks on `layer` (a drawing
    repeats a few paints many times: each is judged once)."""
    found: list[tuple[str, tuple[tuple[str, object], ...]]] = []
    drawn = _stroked(paint)
    if drawn and paint.dash and layer != "fold":
        found.append(("style.dashed-art", (("shape", kind), ("layer", layer))))
    if layer == "fold" and drawn and paint.dash not in (VALLEY_DASH, MOUNTAIN_DASH):
        found.append(("style.fold-pattern", (("dash", paint.dash),)))
    if paint.fill.lower() == GLUE_TINT and paint.cls != "glue":
        found.append(("style.glue-tint", ()))
    return tuple(found)


def _ink_distance(colour: str | None) -> float:
    """How far a stroke colour lies from the cut lines' ink (infinite for none)."""
    if not colour or not colour.startswith("#") or len(colour) != 7:
        return math.inf
    return distance(colour, INK)


def _stroked(paint: Paint) -> bool:
    return paint.stroke not in (None, "none") and paint.width > 0
