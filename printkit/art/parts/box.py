"""The kit's box: two printed modules laid across each other as an X fold up into a lidded box.

No glue: module A's four corner tabs wrap round the corners and lock into slits in
module B's double walls, B's linings lock their lugs into slots in the floor, and
A's lid closes with a tuck flap inside the front wall. The box holds the checkers,
the doubling cube, the score pins and the dice cup lying on its side with the dice
in it; the board does not go in, it is kept flat beside the box. box_geometry sizes
the box and lays out the flat modules; this module folds them in 3D and prints them,
and keeps a record of every word it prints (`words`: panel, size, page rotation) with
the way each reads once the box is folded (`reading`, `upright`), for checks.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, register
from printkit.art.outlines import text_width
from printkit.art.palette import Palette, find_palette, luminance, mix, readable_on
from printkit.art.parts.box_geometry import (
    MOUNTAIN,
    PRINTABLE,
    SIDE_TITLE_FONT,
    STRAP_CLEAR,
    TAB_SLITS,
    BoxParams,
    Crease,
    Frame,
    Plan,
    Rect,
    Vec3,
    lug_shape,
    plans,
    side_title_lines,
    tab_shape,
    tuck_top,
)
from printkit.art.parts.lining import CLEAR, LINING_INSET, REACH, grown, lining
from printkit.art.plane import arc
from printkit.errors import PrintkitError

__all__ = ["BoxParams", "Words", "draw", "fold", "fold_frames", "linings", "modules", "reading",
           "upright", "words"]

# Which colour of the kit's palette paints each surface, so the box matches the board.
FIELD = "point_a"  # A's walls, lid and tabs: the board's darker points
WORDS = "point_b"  # title, facts and rules printed on the field
TRIM = "frame"  # the frames round the field, in the board's wood
SIDES = "felt"  # B's linings and floor: the felt, paled (LINING_PALE)
BOTTOM = "light"  # the outside of the floor
BOTTOM_FADE = 0.6  # the floor's border: the lid's colours this far faded into the floor's
LABELS = "ink"  # the lug badges and the B mark on B's pale linings and floor
LINING_PALE = 0.55  # B's linings: the felt paled towards white, quiet inside the box

BLEED = 1.0  # colour beyond the cut, so a slightly wide cut shows no white paper
BETWEEN = 6.0  # space between the modules in the combined drawing
POINT_DEPTH = 0.27  # depth of the printed points, per wall height
PT = 25.4 / 72  # one typographic point, in mm
TITLE_PT, WORDS_PT = 7.0, 5.0  # the smallest title read across the table, and other words
FACTS_MM = 4.0  # the back wall's facts at most (11 pt): larger would crowd the frame
FACT_LEADING = 0.78  # a fact's size, per line of the back wall: the rest is space between
BADGE_RADIUS = 2.4  # the circle round an assembly step number
FACT_GAP = 3.0  # the least space between a fact and the back wall's frame
# The module marks, B on B's floor and A on A's tuck flap: in a corner, so each names the
# strip the steps call "module A" or "B" without reading as a placeholder, and in full
# ink 5 mm high, where steps 1 and 2 look for them (rev16: 3 mm and pale, easily missed).
FLOOR_MARK_MM = 5.0
FLOOR_MARK_INSET = 2.5  # from the floor's folds to the mark
MODULE_MARK_INSET = 6.0  # A's mark from its flap's side: clear of the flap's cut corner
# B's slit codes: read while folding, hidden under A's tab straps once built; small (6 pt).
SLIT_LABEL_MM = 2.2
# A slit is cut as a slot this wide: two cut lines a tab slides between, which no reader
# takes for a printed rule, and which a tab of thick card enters without tearing.
SLOT_MM = 0.6
# The panels seen on the finished box, whose words must read upright from outside.
SEEN = ("lid", "back", "front", "west", "east")

# The rulebook's box steps name the badges by their step: the linings lock at step 6,
# the lid's flap tucks in at step 8 (step 7 puts the pieces in).
LUG_STEP, TUCK_STEP = "6", "8"


@dataclass(frozen=True)
class Words:
    """A run of words printed on the box: its panel, its middle on the module's drawing,
    its size and whether it is printed upside down on the page (see `reading`)."""

    module: str  # "box-a" or "box-b"
    panel: str  # the panel of the module's plan it lies on
    text: str
    centre: Point  # mm, on the module's drawing
    size: float  # em size, mm
    font: str
    colour: str
    turned: bool  # printed upside down on the page
    kind: str  # "title", "names", "facts", "label", "badge" or "mark"

    @property
    def points(self) -> float:
        """Its em size in typographic points."""
        return self.size / PT

    @property
    def extent(self) -> Rect:
        """The box its letters fill on the page: the advance width, cap height above the
        baseline and descenders below (u0, v0, u1, v1)."""
        half = text_width(self.text, size=self.size, font=self.font) / 2
        cu, cv = self.centre
        # Set about a third of an em below (or, turned, above) the middle: see _write.
        return (cu - half, cv - 0.56 * self.size, cu + half, cv + 0.56 * self.size)

    @property
    def least_points(self) -> float:
        """The smallest size its kind may print at: a title is read across the table."""
        return TITLE_PT if self.kind == "title" else WORDS_PT


def modules(params: BoxParams) -> tuple[Drawing, Drawing]:
    """Return module A and module B, each to be printed on a sheet of its own."""
    drawings = _build(params)[0]
    for d in drawings:
        if d.width > PRINTABLE[0] or d.height > PRINTABLE[1]:
            raise PrintkitError(
                f"box module {d.name[-1].upper()} is {d.width:.0f} x {d.height:.0f} mm, larger "
                f"than the {PRINTABLE[0]:.0f} x {PRINTABLE[1]:.0f} mm a sheet can print: "
                "make the pieces or the margin smaller")
    return drawings


def linings(params: BoxParams) -> tuple[Drawing | None, Drawing | None]:
    """The backs a sheet printed on both sides anyway gives modules A and B (see
    art/parts/lining.py): every face the open box shows inside. A's is one area over
    its lid, back wall, floor and front wall, round the front wall's notch, and one over
    the lid's flap (the floor's
    share hides under B's floor, but one area reads as a lining on the sheet); B's is
    its floor, which lies printed side down, so its back is the floor seen inside. B's
    side walls need none: their own linings fold down inside them, printed side in."""
    plan_a, plan_b = plans(params)
    palette = find_palette(params.palette)
    lid, front = plan_a.panels["lid"], plan_a.panels["front"]
    notch = (((front[0] + front[2]) / 2, front[3]), params.notch_radius)
    # Each reaches REACH past its panels' cuts, so no white rim shows inside the
    # box (review s17 B); past a crease it runs on a tab or a wall's back, which the box
    # hides. Its diamonds keep clear of the cuts.
    # The blank band round each module (box_geometry.EDGE) holds the lining's reach.
    reach = REACH
    area = grown((lid[0], lid[1], front[2], front[3]), reach, notch)
    # The lid's flap too: tucked inside the front wall, its back faces into the box, where
    # bare card showed as a white strip (review s19).
    u0, _, u1, v1 = flap = plan_a.panels["tuck"]
    tuck = [(u0 - reach, v1 + reach), *tuck_top(flap, params, reach), (u1 + reach, v1 + reach)]
    floor = grown(plan_b.panels["floor"], reach, None)
    clear = reach + LINING_INSET + CLEAR
    return (lining(plan_a.width, plan_a.height, [area, tuck], palette, plan_a.name, clear),
            lining(plan_b.width, plan_b.height, [floor], palette, plan_b.name, clear))


def words(params: BoxParams) -> tuple[Words, ...]:
    """Every run of words printed on the two modules, as the modules print them."""
    return _build(params)[1]


def _build(params: BoxParams) -> tuple[tuple[Drawing, Drawing], tuple[Words, ...]]:
    """Draw both modules and keep a record of the words each prints."""
    plan_a, plan_b = plans(params)
    palette = find_palette(params.palette)
    said: list[Words] = []
    drawings = (_module_a(plan_a, params, palette, said), _module_b(plan_b, params, palette, said))
    return drawings, tuple(said)


def reading(plan: Plan, word: Words) -> tuple[Vec3, Vec3, Vec3]:
    """Return the directions a word's line runs and its letters stand, and the way its
    printed face looks, on the assembled box (unit vectors: right, up, outward)."""
    frame = fold_frames(plan)[word.panel]
    sign = -1.0 if word.turned else 1.0
    origin = frame.apply(word.centre)
    cu, cv = word.centre

    def towards(du: float, dv: float) -> Vec3:
        end = frame.apply((cu + sign * du, cv + sign * dv))
        return (end[0] - origin[0], end[1] - origin[1], end[2] - origin[2])

    return towards(1.0, 0.0), towards(0.0, -1.0), frame.printed_normal()


def upright(plan: Plan, word: Words) -> bool:
    """Whether a word reads upright where the finished box shows it: on a wall its letters
    stand up and run to the right of someone facing the wall; on the lid, read from the
    front, they stand towards the back. Words on hidden panels pass."""
    if word.panel not in SEEN:
        return True
    right, up, out = reading(plan, word)
    want_up = (0.0, -1.0, 0.0) if word.panel == "lid" else (0.0, 0.0, 1.0)
    want_right = (want_up[1] * out[2] - want_up[2] * out[1],
                  want_up[2] * out[0] - want_up[0] * out[2],
                  want_up[0] * out[1] - want_up[1] * out[0])
    return all(abs(a - b) < 1e-6 for a, b in (*zip(up, want_up, strict=True),
                                               *zip(right, want_right, strict=True)))


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


@dataclass
class _Page:
    """A module being drawn: its drawing, its plan and the words printed on it so far."""

    d: Drawing
    plan: Plan
    said: list[Words]

    def say(self, panel: str, centre: Point, text: str, *, size: float, width: float,
            font: str, fill: str, kind: str, turned: bool = False) -> None:
        """Write `text` centred on `centre` of `panel`, shrunk to fit `width`, upside down
        on the page if `turned`, and note it among the module's words."""
        if not text:
            return
        word = Words(self.plan.name, panel, text, centre, _fitted(text, size, width, font),
                     font, fill, turned, kind)
        self.said.append(word)
        _write(self.d, word)


def _module_a(plan: Plan, params: BoxParams, palette: Palette, said: list[Words]) -> Drawing:
    """Draw module A: the lid and the two walls that lock round B's walls."""
    page = _Page(Drawing(plan.width, plan.height, name=plan.name), plan, said)
    d = page.d
    field, words = getattr(palette, FIELD), _words_colour(palette)
    panels = plan.panels
    for name, sides in (("tuck", "lrt"), ("lid", "lrt"), ("back", "lr"), ("front", "lrb")):
        _fill(d, panels[name], field, sides)
    _fill(d, panels["floor"], getattr(palette, BOTTOM), "lr")
    for name in TAB_SLITS:
        _tab(page, params, name, field, words)
    # A pale band under each fold, as on B's walls: drawn on the edge between the dark
    # walls and the pale floor, a dark fold line showed only its gaps, as white dashes on
    # the walls, and vanished on the floor (review s22).
    ground = _fold_ground(palette)
    for crease in plan.creases:
        _fold_band(d, crease, ground)
    _lid(page, params, palette)
    _back(page, params, palette)
    _front(page, params, palette)
    _bottom(page, params, palette)
    _badge(page, "tuck", _centre(panels["tuck"]), TUCK_STEP, words, field)
    # A's flap hides inside the front wall; it narrows towards its free edge (v0), so
    # its mark keeps to the fold's end, clear of the cut corners.
    _module_mark(page, "tuck", "A", words, side_inset=MODULE_MARK_INSET, at_foot=True)
    _lines(d, plan)
    return d


def _tab(page: _Page, params: BoxParams, name: str, field: str, words: str) -> None:
    """Paint a corner tab, with its label on the tip that hides in the slit."""
    plan = page.plan
    u0, v0, u1, v1 = plan.panels[name]
    left = u0 < plan.panels["back"][0]
    hinge, side = (u1, -1.0) if left else (u0, 1.0)
    mid = (v0 + v1) / 2
    page.d.polygon(tab_shape(hinge, mid, side, params, grow=BLEED), fill=field)
    tip = hinge + side * (params.tab_reach + params.tab_tip / 2)
    size = min(3.4, 0.32 * params.tab_height, 0.45 * params.tab_tip)
    # Like every word on the box, the label reads upright once its wall stands.
    page.say(name, (tip, mid), name, size=size, width=params.tab_tip, font="sans-bold",
             fill=words, kind="label", turned=mid > plan.panels["floor"][3])


def _lid(page: _Page, params: BoxParams, palette: Palette) -> None:
    """Decorate the lid like a little board with the title across it, read from the front."""
    d = page.d
    inner = _frame(d, page.plan.panels["lid"], palette)
    u0, v0, u1, v1 = inner
    depth, bar = 0.26 * (v1 - v0), 0.08 * (u1 - u0)
    words = _words_colour(palette)
    colours = (words, getattr(palette, TRIM))
    if params.pattern == "squares":
        _squares(d, inner, 12, colours)
    else:
        d.rect((u0 + u1 - bar) / 2, v0, bar, v1 - v0, fill=getattr(palette, TRIM))
        _points(d, inner, 12, depth, colours, bar=bar)
    # The lid swings over from the back wall, so on the page it reads upside down:
    # what reads at the top is at the bottom of the page, and left is right.
    names = [name.strip() for name in params.names.split(";") if name.strip()]
    if not names:
        size = _fitted(params.title, 0.22 * (v1 - v0), 0.86 * (u1 - u0), "serif-bold")
        if params.pattern != "squares":
            # A plate of the field's colour keeps the title off the bar between the points.
            half = text_width(params.title, size=size, font="serif-bold") / 2 + 0.5 * size
            cu, cv = _centre(inner)
            d.rect(cu - half, cv - 0.8 * size, 2 * half, 1.6 * size,
                   fill=getattr(palette, FIELD), stroke=getattr(palette, TRIM), stroke_width=0.5)
        page.say("lid", _centre(inner), params.title, size=size, width=0.86 * (u1 - u0),
                 font="serif-bold", fill=words, kind="title", turned=True)
        return
    # The title and the names share the field between the border's bands.
    edge = _band(inner, 12) if params.pattern == "squares" else depth
    top, bottom = v1 - edge, v0 + edge  # reading top is the page's bottom (flipped)
    field, width = top - bottom, u1 - u0
    page.say("lid", ((u0 + u1) / 2, top - 0.2 * field), params.title, size=0.3 * field,
             width=0.9 * width, font="serif-bold", fill=words, kind="title", turned=True)
    columns = min(3, len(names))
    rows = -(-len(names) // columns)
    pitch = 0.55 * field / rows
    for row in range(rows):
        line = names[row * columns:(row + 1) * columns]
        cells = _name_cells(line, columns, 0.6 * pitch, width)
        left = 0.0
        for name, cell in zip(line, cells, strict=True):
            # Flipped, the first column reads leftmost from the page's right.
            centre = (u1 - left - cell / 2, top - 0.42 * field - (row + 0.5) * pitch)
            left += cell
            page.say("lid", centre, name, size=0.6 * pitch, width=0.92 * cell,
                     font="sans-bold", fill=words, kind="names", turned=True)


def _name_cells(line: list[str], columns: int, size: float, width: float) -> list[float]:
    """The widths of a row of the lid's names: equal columns, unless a name would shrink in
    its own ("Gatos & Cachorros"), then shares of the row as wide as each name, so a long
    name borrows room from short ones rather than falling under a title's 7 pt."""
    equal = [width / columns] * len(line)
    natural = [text_width(name, size=size, font="sans-bold") for name in line]
    if len(line) < columns or all(n <= 0.92 * c for n, c in zip(natural, equal, strict=True)):
        return equal
    return [width * n / sum(natural) for n in natural]


def _back(page: _Page, params: BoxParams, palette: Palette) -> None:
    """Print the game's facts on the back wall, one to a line, each line centred."""
    u0, v0, u1, v1 = _frame(page.d, page.plan.panels["back"], palette, inset=1.6)
    facts = _facts(params)
    if not facts:
        return
    # Two facts on one line read as a misalignment (the review saw "2 players ... ages
    # 8+" spread across a row above "about 20 minutes" alone): one line each, all at one
    # size, as large as the wall's height and the longest fact allow.
    pitch = (v1 - v0) / len(facts)
    longest = max(text_width(fact, size=1.0, font="sans") for fact in facts)
    size = min(FACTS_MM, FACT_LEADING * pitch, (u1 - u0 - 2 * FACT_GAP) / longest)
    for row, fact in enumerate(facts):
        page.say("back", ((u0 + u1) / 2, v0 + pitch * (row + 0.5)), fact, size=size,
                 width=u1 - u0, font="sans", fill=_words_colour(palette), kind="facts")


def _front(page: _Page, params: BoxParams, palette: Palette) -> None:
    """Print the title on the front wall, between the frame and the thumb notch."""
    # The front wall folds up from below the floor, so on the page it reads upside
    # down, and its top edge, with the thumb notch, is the page's bottom edge.
    rect = page.plan.panels["front"]
    notch = (_centre(rect)[0], rect[3]), params.notch_radius
    u0, v0, u1, _ = _frame(page.d, rect, palette, inset=1.6, notch=notch)
    # The frame's inner rule steps round the notch 2.7 mm out from it: keep clear of it.
    band = (v0, rect[3] - params.notch_radius - 3.2)
    centre = ((u0 + u1) / 2, sum(band) / 2)
    page.say("front", centre, params.title, size=0.75 * (band[1] - band[0]),
             width=0.8 * (u1 - u0), font="serif-bold", fill=_words_colour(palette),
             kind="title", turned=True)


def _bottom(page: _Page, params: BoxParams, palette: Palette) -> None:
    """Print the outside of the floor like a quiet copy of the lid: its border in the
    board's colours faded into the floor's, and the title across the middle."""
    d, rect = page.d, page.plan.panels["floor"]
    ground, trim = getattr(palette, BOTTOM), getattr(palette, TRIM)
    inner = _frame(d, rect, palette)
    u0, v0, u1, v1 = inner
    # Faded: the box's underside, not a second lid (rev14 read the lone bull's-eye that
    # stood here as a placeholder).
    colours = (mix(getattr(palette, FIELD), ground, BOTTOM_FADE), mix(trim, ground, BOTTOM_FADE))
    if params.pattern == "squares":
        edge = _band(inner, 12)
        _squares(d, inner, 12, colours)
    else:
        edge = 0.26 * (v1 - v0)
        _points(d, inner, 12, edge, colours)
    # In the lid's colour where it reads well on the floor's, else the darker wood.
    words = getattr(palette, FIELD)
    if _contrast(ground, words) < 4.5:
        words = readable_on(ground, words, trim, palette.ink)
    field = v1 - v0 - 2 * edge
    # Upright on the page, it reads upright when the box is tipped forward to show its
    # underside, the back edge on top (the floor is the root panel: it is not turned).
    page.say("floor", _centre(inner), params.title, size=min(0.45 * field, 0.22 * (v1 - v0)),
             width=0.8 * (u1 - u0), font="serif-bold", fill=words, kind="title")


# -- module B: linings, west wall, floor, east wall, with slits and lugs -----

# mm between a wall's bands and the folds at its top and foot (see _module_b).
FOLD_CLEAR = 0.8
FOLD_BAND = 1.2  # mm: the pale band along each of A's folds (see _module_a)


def _fold_band(d: Drawing, crease: Crease, colour: str) -> None:
    """Paint a band FOLD_BAND wide centred on `crease` (A's run along the page's axes), for
    its line to show on."""
    (x0, y0), (x1, y1) = crease.start, crease.end
    across = (FOLD_BAND / 2 if x0 == x1 else 0.0, FOLD_BAND / 2 if y0 == y1 else 0.0)
    left, top = min(x0, x1) - across[0], min(y0, y1) - across[1]
    d.rect(left, top, abs(x1 - x0) + 2 * across[0], abs(y1 - y0) + 2 * across[1], fill=colour,
           cls="fold-clear")


def _module_b(plan: Plan, params: BoxParams, palette: Palette, said: list[Words]) -> Drawing:
    """Draw module B: the double walls whose slits take A's tabs."""
    page = _Page(Drawing(plan.width, plan.height, name=plan.name), plan, said)
    d = page.d
    panels = plan.panels
    lining = mix(getattr(palette, SIDES), "#ffffff", LINING_PALE)
    ink = getattr(palette, LABELS)
    # The walls are printed as A's are, in the field's colour with the lid's bands and
    # words, so the closed box reads as one piece and A's tab tips vanish on them (in
    # the felt's tan they looked like another box's, review s17 B).
    field, words = getattr(palette, FIELD), _words_colour(palette)
    ground = _fold_ground(palette)
    for wall, top in (("west", True), ("east", False)):
        _fill(d, panels[wall], field, "lr")
        _fill(d, panels[f"{wall}_lining"], lining, "lrt" if top else "lrb")
        u0, v0, u1, v1 = panels[f"{wall}_lining"]
        foot, side = (v0, -1.0) if top else (v1, 1.0)
        d.polygon(lug_shape((u0 + u1) / 2, foot, side, params, grow=BLEED), fill=lining)
        depth = POINT_DEPTH * params.b_wall_height
        bands = (words, getattr(palette, TRIM))
        # The bands stop FOLD_CLEAR short of the folds at the wall's top and foot, the
        # strip between pale (_fold_ground): a fold line ran over the bands' dark
        # squares and half of it vanished (review s19); it is the finished wall's rim.
        wu0, wv0, wu1, wv1 = panels[wall]
        for v in (wv0, wv1 - FOLD_CLEAR):
            d.rect(wu0, v, wu1 - wu0, FOLD_CLEAR, fill=ground, cls="fold-clear")
        inner = (wu0, wv0 + FOLD_CLEAR, wu1, wv1 - FOLD_CLEAR)
        if params.pattern == "squares":
            _squares(d, inner, 6, bands)
        else:
            _points(d, inner, 6, depth, bands)
        _side_title(page, wall, params, words, turned=not top)
        # Step 6 pushes this lug through the floor: its number, on the lug, is read on the
        # flat sheet while folding, so it stands upright there, and the lug hides it in the
        # finished box (on the west lining it would read upside down inside the box).
        _badge(page, f"{wall}_lug", ((u0 + u1) / 2, foot + side * params.lug_depth / 2), LUG_STEP,
               ink, lining, radius=min(BADGE_RADIUS, params.lug_depth / 2 - 0.8))
    # The floor in the linings' tint, not bare paper: on the sheet it sits between the
    # decorated walls, and a white panel there looks unfinished.
    _fill(d, panels["floor"], lining, "lr")
    # B's floor ends face down on A's floor, so its mark is hidden in the finished box.
    _module_mark(page, "floor", "B", ink)
    for slit in plan.slits:
        if slit.panel != "floor":
            _slit_label(page, slit.name, words)
    _lines(d, plan)
    return d


def _side_title(page: _Page, wall: str, params: BoxParams, ink: str, turned: bool) -> None:
    """Print the title across the middle of a side wall, between the tab straps, if it can
    be read there (TITLE_PT at least; the box is made deep enough for it at that size)."""
    rect = page.plan.panels[wall]
    clear = rect[2] - rect[0] - 2 * (params.slit_inset + STRAP_CLEAR)
    size = _fitted(params.title, 0.3 * params.b_wall_height, clear, SIDE_TITLE_FONT)
    lines: tuple[str, ...] = (params.title,)
    if size < TITLE_PT * PT:  # too long for one line: two, each at least TITLE_PT
        lines = side_title_lines(params.title)
        size = min(_fitted(line, 0.3 * params.b_wall_height, clear, SIDE_TITLE_FONT)
                   for line in lines)
    if size >= TITLE_PT * PT:
        cu, cv = _centre(rect)
        # Line by line down the wall as it reads: up the page where the wall is turned.
        step = 1.15 * size * (-1 if turned else 1)
        for i, line in enumerate(lines):
            page.say(wall, (cu, cv + (i - (len(lines) - 1) / 2) * step), line, size=size,
                     width=clear, font=SIDE_TITLE_FONT, fill=ink, kind="title", turned=turned)


def _slit_label(page: _Page, name: str, ink: str) -> None:
    """Label a slit between it and the wall's end, where the tab's strap will cover it."""
    plan = page.plan
    slit = next(s for s in plan.slits if s.name == name)
    u0, _, u1, _ = plan.panels[slit.panel]
    u = slit.start[0]
    end = u1 if abs(u1 - u) < abs(u - u0) else u0
    centre = ((u + end) / 2, (slit.start[1] + slit.end[1]) / 2)
    # The east wall folds up from below: upside down on the page.
    page.say(slit.panel, centre, name, size=SLIT_LABEL_MM, width=0.8 * abs(end - u),
             font="sans-bold",
             fill=ink, kind="label", turned=slit.panel == "east")


def _module_mark(page: _Page, panel: str, letter: str, ink: str, *,
                 side_inset: float = FLOOR_MARK_INSET, at_foot: bool = False) -> None:
    """Name the module with a small `letter` in a corner of `panel`, a face the finished
    box hides: `side_inset` from its left side, at its top (v0) or `at_foot` (v1)."""
    u0, v0, u1, v1 = page.plan.panels[panel]
    size = min(FLOOR_MARK_MM, 0.5 * min(u1 - u0, v1 - v0))
    half = text_width(letter, size=size, font="serif-bold") / 2
    v = v1 - FLOOR_MARK_INSET - size / 2 if at_foot else v0 + FLOOR_MARK_INSET + size / 2
    page.say(panel, (u0 + side_inset + half, v), letter, size=size, width=2 * half,
             font="serif-bold", fill=ink, kind="mark")


# -- shared pieces ------------------------------------------------------------


def _lines(d: Drawing, plan: Plan) -> None:
    """Draw the plan's creases, its outline and its slits."""
    for crease in plan.creases:
        d.fold(crease.start, crease.end, kind=crease.kind)
    d.cut(list(plan.outline))
    for slit in plan.slits:
        slot = _slot(slit.start, slit.end)
        d.polygon(slot, fill="#ffffff")  # paper showing through: a hole, not a rule
        d.cut(slot)


def _slot(start: Point, end: Point) -> list[Point]:
    """A slit drawn as a narrow closed slot along start-end: a single hairline there read
    as one of the walls' ornamental rules, not as a cut (rev15)."""
    length = math.dist(start, end)
    nu, nv = ((start[1] - end[1]) / length * SLOT_MM / 2,
              (end[0] - start[0]) / length * SLOT_MM / 2)
    return [(start[0] + nu, start[1] + nv), (end[0] + nu, end[1] + nv),
            (end[0] - nu, end[1] - nv), (start[0] - nu, start[1] - nv)]


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
    """Return the outline `gap` inside a panel (outside it where `gap` is negative),
    stepping round a notch (centre, radius) cut into its bottom edge."""
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


def _badge(page: _Page, panel: str, centre: Point, number: str, ink: str, ground: str,
           radius: float = BADGE_RADIUS) -> None:
    """Draw a small circled assembly step number, upright on the flat sheet where it is read."""
    d = page.d
    # A ring bolder than a cut line (0.25 mm), so it is not taken for a hole to cut out.
    d.circle(centre[0], centre[1], radius, fill=ground, stroke=ink, stroke_width=0.45)
    page.say(panel, centre, number, size=3.0, width=3.6, font="sans-bold", fill=ink,
             kind="badge")
    if number in ("6", "9"):
        # Underlined too, as on dice and cards, so the 6 stays a 6 whichever way the sheet
        # is turned; a filled bar, not a stroked line, which would read as a cut.
        d.rect(centre[0] - 0.8, centre[1] + 1.6 - 0.2, 1.6, 0.4, fill=ink)


def _write(d: Drawing, word: Words) -> None:
    """Print a run of words centred on its middle, upside down if it is turned."""
    # The baseline sits about a third of an em below the centre, so capitals look centred.
    drop = 0.34 * word.size
    cu, cv = word.centre
    if word.turned:
        d.text(cu, cv - drop, word.text, size=word.size, font=word.font, anchor="middle",
               fill=word.colour, rotate=180)
    else:
        d.text(cu, cv + drop, word.text, size=word.size, font=word.font, anchor="middle",
               fill=word.colour)


def _fitted(text: str, size: float, width: float, font: str) -> float:
    """Return `size`, or less if `text` set at that size would be wider than `width`."""
    natural = text_width(text, size=size, font=font)
    return size if natural <= width else size * width / natural


def _facts(params: BoxParams) -> list[str]:
    """Return the facts as separate phrases."""
    return [part.strip() for part in params.facts.split(";") if part.strip()]


def _contrast(a: str, b: str) -> float:
    """The contrast ratio of two colours (1 to 21)."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def _centre(rect: Rect) -> Point:
    return (rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2


register(Component(
    "box",
    "Glue-free box from two crossed modules, sized for the pieces (not the board)",
    BoxParams,
    draw,
))


def _fold_ground(palette: Palette) -> str:
    """The pale band a fold line is drawn on: the words' colour, or the field's where the
    words are the darker (ink-saver's grey words on white)."""
    return max(getattr(palette, FIELD), _words_colour(palette), key=luminance)


def _words_colour(palette: Palette) -> str:
    """Words on the field: the board's pale point colour, or its ink where that reads
    better (pale palettes such as ink-saver)."""
    return readable_on(getattr(palette, FIELD), getattr(palette, WORDS), palette.ink)
