"""The kit's box: two printed modules laid across each other as an X fold up into a lidded box.

No glue: module A's four corner tabs wrap round the corners and lock into slits in
module B's double walls, B's linings lock their lugs into slots in the floor, and
A's lid closes with a tuck flap inside the front wall. The box holds the checkers,
the doubling cube, the score pins and the dice cup lying on its side with the dice
in it; the board does not go in, it is kept flat beside the box. box_geometry sizes
the box and lays out the flat modules; this module folds them in 3D and prints them.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, register
from printkit.art.outlines import text_width
from printkit.art.palette import Palette, find_palette, mix, readable_on
from printkit.art.parts.box_geometry import (
    MOUNTAIN,
    PRINTABLE,
    TAB_SLITS,
    BoxParams,
    Crease,
    Frame,
    Plan,
    Rect,
    Vec3,
    arc,
    lug_shape,
    plans,
    tab_shape,
)
from printkit.errors import PrintkitError

__all__ = ["BoxParams", "draw", "fold", "fold_frames", "modules"]

# Which colour of the kit's palette paints each surface, so the box matches the board.
FIELD = "point_a"  # A's walls, lid and tabs: the board's darker points
WORDS = "point_b"  # title, facts and rules printed on the field
TRIM = "frame"  # the frames round the field, in the board's wood
SIDES = "felt"  # B's walls, printed like a quarter of the board
BOTTOM = "light"  # the outside of the floor
LABELS = "ink"  # words and assembly labels on B's light walls
LINING_PALE = 0.55  # B's linings: the felt paled towards white, quiet inside the box
FLOOR_MARK_PALE = 0.8  # the big B on B's floor, which ends face down and unseen

BLEED = 1.0  # colour beyond the cut, so a slightly wide cut shows no white paper
BETWEEN = 6.0  # space between the modules in the combined drawing
POINT_DEPTH = 0.27  # depth of the printed points, per wall height


def modules(params: BoxParams) -> tuple[Drawing, Drawing]:
    """Return module A and module B, each to be printed on a sheet of its own."""
    plan_a, plan_b = plans(params)
    palette = find_palette(params.palette)
    drawings = (_module_a(plan_a, params, palette), _module_b(plan_b, params, palette))
    for d in drawings:
        if d.width > PRINTABLE[0] or d.height > PRINTABLE[1]:
            raise PrintkitError(
                f"box module {d.name[-1].upper()} is {d.width:.0f} x {d.height:.0f} mm, larger "
                f"than the {PRINTABLE[0]:.0f} x {PRINTABLE[1]:.0f} mm a sheet can print: "
                "make the pieces or the margin smaller")
    return drawings


def draw(params: BoxParams) -> Drawing:
    """Draw both modules side by side, A on the left."""
    a, b = modules(params)
    d = Drawing(a.width + BETWEEN + b.width, max(a.height, b.height), name="box")
    d.place(a, 0, 0)
    d.place(b, a.width + BETWEEN, 0)
    return d


# -- folding: where each panel of a flat plan lands on the assembled box -----


def fold_frames(plan: Plan, amount: Callable[[Crease], float] | None = None
                ) -> dict[str, Frame]:
    """Return every panel's frame once the plan's creases are folded: all the way, or each
    by the fraction `amount` gives it (0 flat, 1 folded), for pictures of the assembly."""
    frames = {plan.root: plan.root_frame}
    pending = list(plan.creases)
    while pending:
        ready = [c for c in pending if c.parent in frames]
        if not ready:
            raise ValueError(f"{plan.name}: panels not joined to {plan.root}")
        for crease in ready:
            turn = _turn(plan, crease) * (amount(crease) if amount else 1.0)
            frames[crease.child] = _turned(frames[crease.parent], crease, turn)
            pending.remove(crease)
    return frames


def fold(plan: Plan, panel: str, point: Point) -> Vec3:
    """Return where `point` of `panel` lands on the assembled box."""
    return fold_frames(plan)[panel].apply(point)


def _turn(plan: Plan, crease: Crease) -> float:
    """Return the signed angle that swings the child the way the crease's kind asks."""
    u0, v0, u1, v1 = plan.panels[crease.child]
    (su, sv), (eu, ev) = crease.start, crease.end
    # A positive turn about start->end lifts the child off the printed side (to +w)
    # when the child's centre lies to the left of the line as the page is drawn.
    side = (eu - su) * ((v0 + v1) / 2 - sv) - (ev - sv) * ((u0 + u1) / 2 - su)
    away = 1.0 if side > 0 else -1.0
    return crease.degrees * away * (1.0 if crease.kind == MOUNTAIN else -1.0)


def _turned(frame: Frame, crease: Crease, degrees: float) -> Frame:
    """Return `frame` preceded by a turn of `degrees` about the crease's flat line."""
    (su, sv), (eu, ev) = crease.start, crease.end
    length = math.hypot(eu - su, ev - sv)
    x, y = (eu - su) / length, (ev - sv) / length
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    # Rodrigues' rotation about the in-sheet axis (x, y, 0).
    m = ((c + x * x * (1 - c), x * y * (1 - c), y * s),
         (x * y * (1 - c), c + y * y * (1 - c), -x * s),
         (-y * s, x * s, c))
    r = frame.rotation
    rotation = tuple(tuple(sum(r[i][k] * m[k][j] for k in range(3)) for j in range(3))
                     for i in range(3))
    # The turn keeps the crease's start point fixed.
    pivot = (su, sv, 0.0)
    offset = [pivot[i] - sum(m[i][k] * pivot[k] for k in range(3)) for i in range(3)]
    shift = tuple(sum(r[i][k] * offset[k] for k in range(3)) + frame.shift[i] for i in range(3))
    return Frame(rotation, shift)  # type: ignore[arg-type]


# -- module A: tuck flap, lid, back wall, floor, front wall, corner tabs ------


def _module_a(plan: Plan, params: BoxParams, palette: Palette) -> Drawing:
    """Draw module A: the lid and the two walls that lock round B's walls."""
    d = Drawing(plan.width, plan.height, name=plan.name)
    field, words = getattr(palette, FIELD), _words_colour(palette)
    panels = plan.panels
    for name, sides in (("tuck", "lrt"), ("lid", "lrt"), ("back", "lr"), ("front", "lrb")):
        _fill(d, panels[name], field, sides)
    _fill(d, panels["floor"], getattr(palette, BOTTOM), "lr")
    for name in TAB_SLITS:
        _tab(d, plan, params, name, field, words)
    _lid(d, panels["lid"], params, palette)
    _back(d, panels["back"], params, palette)
    _front(d, panels["front"], params, palette)
    _bottom(d, panels["floor"], palette)
    _badge(d, _centre(panels["tuck"]), "7", words, field)
    _lines(d, plan)
    return d


def _tab(d: Drawing, plan: Plan, params: BoxParams, name: str, field: str, words: str) -> None:
    """Paint a corner tab as a strap, with its label on the tip that hides in the slit."""
    u0, v0, u1, v1 = plan.panels[name]
    left = u0 < plan.panels["back"][0]
    hinge, side = (u1, -1.0) if left else (u0, 1.0)
    mid = (v0 + v1) / 2
    d.polygon(tab_shape(hinge, mid, side, params, grow=BLEED), fill=field)
    # Two fine rules make the visible part read as a strap wrapped round the corner.
    for edge in (-0.32, 0.32):
        v = mid + edge * params.tab_height
        d.line((hinge, v), (hinge + side * params.tab_reach, v), stroke=words, stroke_width=0.3)
    tip = hinge + side * (params.tab_reach + params.tab_tip / 2)
    size = min(3.4, 0.32 * params.tab_height, 0.45 * params.tab_tip)
    # Like every word on the box, the label reads upright once its wall stands.
    flip = mid > plan.panels["floor"][3]
    _words(d, (tip, mid), name, size=size, width=params.tab_tip, font="sans-bold", fill=words,
           flip=flip)


def _lid(d: Drawing, rect: Rect, params: BoxParams, palette: Palette) -> None:
    """Decorate the lid like a little board with the title across it, read from the front."""
    inner = _frame(d, rect, palette)
    u0, v0, u1, v1 = inner
    depth, bar = 0.26 * (v1 - v0), 0.08 * (u1 - u0)
    colours = (_words_colour(palette), getattr(palette, TRIM))
    if params.pattern == "squares":
        _squares(d, inner, 12, colours)
    else:
        d.rect((u0 + u1 - bar) / 2, v0, bar, v1 - v0, fill=getattr(palette, TRIM))
        _points(d, inner, 12, depth, colours, bar=bar)
    # The lid swings over from the back wall, so on the page it reads upside down:
    # what reads at the top is at the bottom of the page, and left is right.
    names = [name.strip() for name in params.names.split(";") if name.strip()]
    if not names:
        _words(d, _centre(inner), params.title, size=0.22 * (v1 - v0), width=0.86 * (u1 - u0),
               font="serif-bold", fill=_words_colour(palette), flip=True)
        return
    # The title and the names share the field between the border's bands.
    edge = _band(inner, 12) if params.pattern == "squares" else depth
    top, bottom = v1 - edge, v0 + edge  # reading top is the page's bottom (flipped)
    field, width = top - bottom, u1 - u0
    _words(d, ((u0 + u1) / 2, top - 0.2 * field), params.title, size=0.3 * field,
           width=0.9 * width, font="serif-bold", fill=_words_colour(palette), flip=True)
    columns = min(3, len(names))
    rows = -(-len(names) // columns)
    pitch = 0.55 * field / rows
    for index, name in enumerate(names):
        row, column = divmod(index, columns)
        # Flipped, the first column reads leftmost from the page's right.
        centre = (u1 - (column + 0.5) * width / columns,
                  top - 0.42 * field - (row + 0.5) * pitch)
        _words(d, centre, name, size=0.6 * pitch, width=0.92 * width / columns,
               font="sans-bold", fill=_words_colour(palette), flip=True)


def _back(d: Drawing, rect: Rect, params: BoxParams, palette: Palette) -> None:
    """Print the game's facts on the back wall, in one or two columns, whichever reads larger."""
    inner = _frame(d, rect, palette, inset=1.6)
    facts = _facts(params)
    size, centres = max((_fact_layout(facts, inner, columns) for columns in (1, 2)),
                        key=lambda layout: layout[0])
    for fact, centre in zip(facts, centres, strict=True):
        _words(d, centre, fact, size=size, width=inner[2] - inner[0], font="sans",
               fill=_words_colour(palette))


def _fact_layout(facts: list[str], rect: Rect, columns: int) -> tuple[float, list[Point]]:
    """Return the text size and the centres of `facts` set in `columns` columns in `rect`."""
    u0, v0, u1, v1 = rect
    rows = max(1, -(-len(facts) // columns))
    pitch = (v1 - v0) / rows
    # Each column is as wide as its longest phrase needs at that size.
    needs = [max((text_width(f, size=1.0, font="sans") for f in facts[c::columns]),
                 default=0.0) for c in range(columns)]
    size = min(4.0, 0.45 * pitch, 0.8 * (u1 - u0) / max(sum(needs), 1e-9))
    spare = (u1 - u0 - size * sum(needs)) / (columns + 1)
    lefts = [u0 + spare * (c + 1) + size * sum(needs[:c]) for c in range(columns)]
    centres = [(lefts[i % columns] + size * needs[i % columns] / 2,
                v0 + pitch * (i // columns + 0.5)) for i in range(len(facts))]
    return size, centres


def _front(d: Drawing, rect: Rect, params: BoxParams, palette: Palette) -> None:
    """Print the title on the front wall, clear of the thumb notch."""
    # The front wall folds up from below the floor, so on the page it reads upside
    # down, and its top edge, with the thumb notch, is the page's bottom edge.
    notch = (_centre(rect)[0], rect[3]), params.notch_radius
    u0, v0, u1, v1 = _frame(d, rect, palette, inset=1.6, notch=notch)
    band = (v0, v1 - params.notch_radius)
    centre = ((u0 + u1) / 2, sum(band) / 2)
    _words(d, centre, params.title, size=0.75 * (band[1] - band[0]), width=0.8 * (u1 - u0),
           font="serif-bold", fill=_words_colour(palette), flip=True)


def _bottom(d: Drawing, rect: Rect, palette: Palette) -> None:
    """Print a quiet frame and a checker-like rosette on the outside of the floor."""
    u0, v0, u1, v1 = rect
    trim = getattr(palette, TRIM)
    d.rect(u0 + 3, v0 + 3, u1 - u0 - 6, v1 - v0 - 6, stroke=trim, stroke_width=0.35)
    cu, cv = _centre(rect)
    r = min(9.0, (v1 - v0) / 6)
    d.circle(cu, cv, r, fill=getattr(palette, FIELD))
    d.circle(cu, cv, 0.72 * r, stroke=_words_colour(palette), stroke_width=0.4)
    d.circle(cu, cv, 0.3 * r, fill=_words_colour(palette))


# -- module B: linings, west wall, floor, east wall, with slits and lugs -----


def _module_b(plan: Plan, params: BoxParams, palette: Palette) -> Drawing:
    """Draw module B: the double walls whose slits take A's tabs."""
    d = Drawing(plan.width, plan.height, name=plan.name)
    panels = plan.panels
    lining = mix(getattr(palette, SIDES), "#ffffff", LINING_PALE)
    ink = getattr(palette, LABELS)
    for wall, top in (("west", True), ("east", False)):
        _fill(d, panels[wall], getattr(palette, SIDES), "lr")
        _fill(d, panels[f"{wall}_lining"], lining, "lrt" if top else "lrb")
        u0, v0, u1, v1 = panels[f"{wall}_lining"]
        foot, side = (v0, -1.0) if top else (v1, 1.0)
        d.polygon(lug_shape((u0 + u1) / 2, foot, side, params, grow=BLEED), fill=lining)
        depth = POINT_DEPTH * params.b_wall_height
        if params.pattern == "squares":
            _squares(d, panels[wall], 6, (palette.point_a, palette.point_b))
        else:
            _points(d, panels[wall], 6, depth, (palette.point_a, palette.point_b))
        _side_title(d, panels[wall], params, ink, flip=not top)
        # The west lining turns over onto the wall, so its number is drawn upside down.
        _badge(d, ((u0 + u1) / 2, foot - side * 0.3 * (v1 - v0)), "6", ink, lining,
               flip=top)
    _floor_mark(d, panels["floor"], mix(ink, "#ffffff", FLOOR_MARK_PALE))
    for slit in plan.slits:
        if slit.panel != "floor":
            _slit_label(d, plan, slit.name, ink)
    _lines(d, plan)
    return d


def _side_title(d: Drawing, rect: Rect, params: BoxParams, ink: str, flip: bool) -> None:
    """Print the title small across the middle of a side wall, between the tab straps."""
    clear = rect[2] - rect[0] - 2 * (params.slit_inset + 3.0)
    _words(d, _centre(rect), params.title, size=0.3 * params.b_wall_height, width=clear,
           font="serif-bold", fill=ink, flip=flip)


def _slit_label(d: Drawing, plan: Plan, name: str, ink: str) -> None:
    """Label a slit between it and the wall's end, where the tab's strap will cover it."""
    slit = next(s for s in plan.slits if s.name == name)
    u0, _, u1, _ = plan.panels[slit.panel]
    u = slit.start[0]
    end = u1 if abs(u1 - u) < abs(u - u0) else u0
    centre = ((u + end) / 2, (slit.start[1] + slit.end[1]) / 2)
    flip = slit.panel == "east"  # the east wall folds up from below: upside down on the page
    _words(d, centre, name, size=2.8, width=0.8 * abs(end - u), font="sans-bold", fill=ink,
           flip=flip)


def _floor_mark(d: Drawing, rect: Rect, ink: str) -> None:
    """Mark B's floor, which ends face down on A's floor, with a large pale B."""
    u0, v0, u1, v1 = rect
    _words(d, _centre(rect), "B", size=0.5 * min(u1 - u0, v1 - v0), width=u1 - u0,
           font="serif-bold", fill=ink)


# -- shared pieces ------------------------------------------------------------


def _lines(d: Drawing, plan: Plan) -> None:
    """Draw the plan's creases, its outline and its slits."""
    for crease in plan.creases:
        d.fold(crease.start, crease.end, kind=crease.kind)
    d.cut(list(plan.outline))
    for slit in plan.slits:
        d.cut([slit.start, slit.end], closed=False)


def _fill(d: Drawing, rect: Rect, colour: str, bleed: str) -> None:
    """Fill a panel, reaching BLEED past its cut sides (l, r, t, b) but never past a crease."""
    u0, v0, u1, v1 = rect
    grow = {side: BLEED if side in bleed else 0.0 for side in "lrtb"}
    d.rect(u0 - grow["l"], v0 - grow["t"], u1 - u0 + grow["l"] + grow["r"],
           v1 - v0 + grow["t"] + grow["b"], fill=colour)


def _frame(d: Drawing, rect: Rect, palette: Palette, inset: float = 2.4,
           notch: tuple[Point, float] | None = None) -> Rect:
    """Draw a wood frame and a fine inner rule inside a panel; return the space inside."""
    for gap, colour, width in ((inset, getattr(palette, TRIM), 0.8),
                               (inset + 1.1, _words_colour(palette), 0.25)):
        d.polygon(_inset(rect, gap, notch), stroke=colour, stroke_width=width)
    gap = inset + 1.9
    return rect[0] + gap, rect[1] + gap, rect[2] - gap, rect[3] - gap


def _inset(rect: Rect, gap: float, notch: tuple[Point, float] | None) -> list[Point]:
    """Return the outline `gap` inside a panel, stepping round a notch (centre, radius)
    cut into its bottom edge."""
    u0, v0, u1, v1 = rect
    bottom = [(u1 - gap, v1 - gap)]
    if notch:
        centre, radius = notch
        # Follow the notch at the same distance `gap`, from where that circle meets the line.
        lift = math.degrees(math.asin(gap / (radius + gap)))
        bottom += arc(centre, radius + gap, -lift, lift - 180, 12)
    return bottom + [(u0 + gap, v1 - gap), (u0 + gap, v0 + gap), (u1 - gap, v0 + gap)]


def _points(d: Drawing, rect: Rect, count: int, depth: float, colours: tuple[str, str],
            bar: float = 0.0) -> None:
    """Draw `count` points down from the top edge and up from the bottom, like a board."""
    u0, v0, u1, v1 = rect
    half = count // 2
    width = (u1 - u0 - bar) / count
    for i in range(count):
        left = u0 + i * width + (bar if i >= half and bar else 0.0)
        top_colour, bottom_colour = colours if i % 2 == 0 else colours[::-1]
        d.polygon([(left, v0), (left + width, v0), (left + width / 2, v0 + depth)],
                  fill=top_colour)
        d.polygon([(left, v1), (left + width, v1), (left + width / 2, v1 - depth)],
                  fill=bottom_colour)


def _squares(d: Drawing, rect: Rect, count: int, colours: tuple[str, str]) -> None:
    """Draw a band of `count` squares, alternating colours, along the top and bottom edges,
    like the edge of a chequered board."""
    u0, v0, u1, v1 = rect
    side = (u1 - u0) / count
    band = _band(rect, count)
    for i in range(count):
        top, bottom = colours if i % 2 == 0 else colours[::-1]
        d.rect(u0 + i * side, v0, side, band, fill=top)
        d.rect(u0 + i * side, v1 - band, side, band, fill=bottom)


def _band(rect: Rect, count: int) -> float:
    """How deep the band of `count` squares along the top and bottom edges is: a square,
    but no more than a fifth of the height, so the title keeps the middle."""
    u0, v0, u1, v1 = rect
    return min((u1 - u0) / count, 0.2 * (v1 - v0))


def _badge(d: Drawing, centre: Point, number: str, ink: str, ground: str,
           flip: bool = False) -> None:
    """Draw a small circled assembly step number."""
    d.circle(centre[0], centre[1], 2.4, fill=ground, stroke=ink, stroke_width=0.3)
    _words(d, centre, number, size=3.0, width=3.6, font="sans-bold", fill=ink, flip=flip)
    if number in ("6", "9"):
        # Underlined, as on dice and cards, so a 6 seen upside down is not taken for a 9.
        v = centre[1] + (-1.6 if flip else 1.6)
        d.line((centre[0] - 0.8, v), (centre[0] + 0.8, v), stroke=ink, stroke_width=0.3)


def _words(d: Drawing, centre: Point, text: str, *, size: float, width: float, font: str,
           fill: str, flip: bool = False) -> None:
    """Write `text` centred on `centre`, shrunk to fit `width`, upside down if `flip`."""
    if not text:
        return
    size = _fitted(text, size, width, font)
    # The baseline sits about a third of an em below the centre, so capitals look centred.
    drop = 0.34 * size
    cu, cv = centre
    if flip:
        d.text(cu, cv - drop, text, size=size, font=font, anchor="middle", fill=fill, rotate=180)
    else:
        d.text(cu, cv + drop, text, size=size, font=font, anchor="middle", fill=fill)


def _fitted(text: str, size: float, width: float, font: str) -> float:
    """Return `size`, or less if `text` set at that size would be wider than `width`."""
    natural = text_width(text, size=size, font=font)
    return size if natural <= width else size * width / natural


def _facts(params: BoxParams) -> list[str]:
    """Return the facts as separate phrases."""
    return [part.strip() for part in params.facts.split(";") if part.strip()]


def _centre(rect: Rect) -> Point:
    return (rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2


register(Component(
    "box",
    "Glue-free box from two crossed modules, sized for the pieces (not the board)",
    BoxParams,
    draw,
))


def _words_colour(palette: Palette) -> str:
    """Words on the field: the board's pale point colour, or its ink where that reads
    better (pale palettes such as ink-saver)."""
    return readable_on(getattr(palette, FIELD), getattr(palette, WORDS), palette.ink)
