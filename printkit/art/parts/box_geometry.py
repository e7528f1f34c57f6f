"""The fold-up box on paper: sizes from what it holds, and the two flat modules' panels,
creases, slits and outlines (box.py folds them in 3D and prints them)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from functools import cached_property

from printkit.art.canvas import Point
from printkit.art.component import param
from printkit.art.outlines import text_width
from printkit.art.palette import PALETTES
from printkit.art.parts.checkers import CheckersParams
from printkit.art.parts.cube import CubeParams
from printkit.art.parts.cup import CupParams
from printkit.art.parts.dice import DiceParams
from printkit.art.parts.pins import PinsParams
from printkit.art.plane import arc

Vec3 = tuple[float, float, float]
Matrix = tuple[Vec3, Vec3, Vec3]  # rows
Rect = tuple[float, float, float, float]  # u0, v0, u1, v1 in the module drawing

# The kit's glued dice cup cannot fold flat: the box keeps it lying on its side.
# What the box holds, at the sizes the kit prints them, so the two cannot disagree.
_CUP = CupParams()
_CHECKERS = CheckersParams()
_DIE = DiceParams()
_CUBE = CubeParams()
_PIN = PinsParams()

# Each module prints alone on a sheet; this is A4 and Letter alike inside the 6 mm every
# part keeps from a home printer's paper edge.
PRINTABLE = (198.0, 267.0)
FIT = 0.5  # play left where one part slides past or between others
SLACK = 1.0  # how much longer a slit is than the tab or lug pushed through it
GAP = 1.0  # finger room between neighbouring pieces in a row
# The lid's flap is this much narrower than the space between B's linings: at FIT, a
# quarter of a millimetre a side, a lining bowed by its card bound it (review s23).
TUCK_PLAY = 1.5
EDGE = 2.0  # blank band around each module's outline, holding the bleed
# The smallest clear inside (width, depth, height), however few and flat the pieces:
# walls high enough for a 7 pt title clear of the thumb notch and the facts at 5 pt,
# and a box deep enough for corner tabs wide and long enough to push through a slit.
MIN_INNER = (56.0, 34.0, 18.0)
# B's side walls carry the title between the tab straps, STRAP_CLEAR past each slit, at
# SIDE_TITLE_PT at least (read across the table): the box grows deeper to make room.
STRAP_CLEAR = 3.0
SIDE_TITLE_PT, SIDE_TITLE_FONT = 7.0, "serif-bold"

# Seen from the printed side a crease is a mountain when the printed faces turn
# away from each other, as at every edge of a box printed outside; only the
# lugs under the floor turn towards the print.
MOUNTAIN, VALLEY = "mountain", "valley"

# Module A's corner tabs, each named like the slit it locks into, and B's wall with that slit.
TAB_SLITS: dict[str, str] = {"A1": "west", "A2": "east", "A3": "east", "A4": "west"}


@dataclass(frozen=True)
class BoxParams:
    """Parameters of the box: what it must hold, the card it is made of, and its words."""

    # No game's words by default: each kit passes its own title, facts and pattern.
    title: str = param("", "game name printed on the lid and the front")
    names: str = param("", "more names printed on the lid under the title (a compendium's "
                       "games), separated by semicolons")
    facts: str = param("", "facts printed on the back, separated by semicolons")
    checkers: int = param(30, "paper checkers, kept in two stacks (more where two would "
                          "make the box too long to print)", low=2, high=300)
    checker_diameter: float = param(round(_CHECKERS.size, 3), "diameter of a checker",
                                    unit="mm", low=5, high=40)
    card_thickness: float = param(0.3, "thickness of one checker", unit="mm", low=0.1, high=3)
    dice: int = param(3, "dice (two and a spare)", low=0, high=6)
    die_size: float = param(_DIE.edge, "edge of a die", unit="mm", low=8, high=30)
    cube_size: float = param(_CUBE.edge, "edge of the doubling cube", unit="mm", low=8, high=40)
    pins: int = param(2, "pyramid score pins", low=0, high=4)
    pin_base: float = param(_PIN.base, "base of a score pin", unit="mm", low=4, high=30)
    pin_height: float = param(_PIN.apex_height, "height of a score pin", unit="mm", low=4,
                              high=40)
    cup_side: float = param(_CUP.inner, "inside width of the dice cup", unit="mm", low=10, high=80)
    cup_height: float = param(_CUP.depth, "inside depth of the dice cup", unit="mm",
                              low=10, high=100)
    cup: bool = param(True, "the dice cup goes in the box")
    cube: bool = param(True, "the doubling cube goes in the box")
    pattern: str = param("squares", "border printed on the lid and side walls: a band of "
                         "squares, or a row of board points", choices=("squares", "points"))
    margin: float = param(2.0, "room round the contents on each side", unit="mm", low=0, high=10)
    paper_thickness: float = param(0.3, "thickness of the box's card", unit="mm", low=0.1, high=0.6)
    palette: str = param("classic", "color set of the kit", choices=tuple(PALETTES))

    # -- what goes inside (the board does not: it is kept flat beside the box) --

    # Cached: every other size (wall height, depth, tab reach...) reads it, and working out
    # both plans afresh on each read was most of a craft check's and a validate's time.
    @cached_property
    def stacks(self) -> int:
        """How many checker stacks: two, or the fewest more that keep both modules inside a
        sheet (B is as long as four walls, each as high as a stack, and its floor, which
        widens with every stack)."""
        return next((n for n in STACKS if _fits(_Stacked(self, n))), STACKS[0])

    @property
    def stack_height(self) -> float:
        """Height of each checker stack."""
        return math.ceil(self.checkers / self.stacks) * self.card_thickness

    @property
    def cup_lying(self) -> Vec3:
        """Length, width and height of the cup lying on its side: its inside plus its card."""
        card = self.paper_thickness
        return (self.cup_height + card, self.cup_side + 2 * card, self.cup_side + 2 * card)

    @property
    def dice_in_cup(self) -> bool:
        """Whether the dice fit in the cup: in pairs side by side, one pair behind another."""
        pairs = math.ceil(self.dice / 2)
        return self.cup and (2 * self.die_size + GAP <= self.cup_side
                             and pairs * self.die_size <= self.cup_height)

    @property
    def back_row(self) -> Vec3:
        """Width, depth and height of the back row: the cup on its side, then the cube
        (each only when the kit has it)."""
        return _row([self.cup_lying] * self.cup + [(self.cube_size,) * 3] * self.cube)

    @property
    def front_row(self) -> Vec3:
        """Width, depth and height of the front row: checker stacks, pins, loose dice."""
        stack = (self.checker_diameter, self.checker_diameter, self.stack_height)
        pin = (self.pin_base, self.pin_base, self.pin_height)
        loose = 0 if self.dice_in_cup else self.dice
        return _row([stack] * self.stacks + [pin] * self.pins + [(self.die_size,) * 3] * loose)

    @property
    def inner_width(self) -> float:
        """Clear width inside: the wider row plus a margin each side (MIN_INNER at least)."""
        return max(self.back_row[0], self.front_row[0], MIN_INNER[0] - 2 * self.margin
                   ) + 2 * self.margin

    @property
    def inner_depth(self) -> float:
        """Clear depth inside: both rows with finger room between, plus a margin each side
        (MIN_INNER at least)."""
        gap = GAP if self.back_row[1] else 0.0  # no back row, no room behind the front one
        return max(self.back_row[1] + gap + self.front_row[1] + 2 * self.margin, MIN_INNER[1],
                   self.title_depth)

    @property
    def title_depth(self) -> float:
        """The clear depth that gives B's side walls room for the title at SIDE_TITLE_PT
        between the straps (see slit_inset): B's width less two insets and clearances."""
        # A hair wider than the words, so rounding never sets them under SIDE_TITLE_PT; a
        # title of several words may take two lines there.
        need = max(text_width(line, size=SIDE_TITLE_PT * 25.4 / 72, font=SIDE_TITLE_FONT)
                   for line in side_title_lines(self.title)) + 0.2
        b_width = (need + 2 * STRAP_CLEAR) / 0.6  # where each inset is a fifth of B's width
        if b_width / 5 > 10.0:  # the inset stops at 10 mm
            b_width = need + 2 * (10.0 + STRAP_CLEAR)
        return b_width + FIT - self.paper_thickness

    @property
    def inner_height(self) -> float:
        """Clear height inside: the tallest piece (the cup on its side) plus headroom
        (MIN_INNER at least)."""
        return max(self.back_row[2] + self.margin, self.front_row[2] + self.margin,
                   MIN_INNER[2])

    # -- the panels, named as they are folded --

    @property
    def b_floor(self) -> float:
        """Module B's floor between its wall creases: the inner width plus its two linings."""
        return self.inner_width + 2 * self.paper_thickness

    @property
    def a_floor(self) -> float:
        """Module A's floor between its wall creases: the inner depth plus the lid's tuck."""
        return self.inner_depth + self.paper_thickness

    @property
    def a_width(self) -> float:
        """Module A's width, so its walls and lid reach over B's walls at the corners."""
        return self.b_floor + 2 * self.paper_thickness + FIT

    @property
    def b_width(self) -> float:
        """Module B's width, so its walls slide between A's walls."""
        return self.a_floor - FIT

    @property
    def wall_height(self) -> float:
        """Height of A's walls: the clear height over the two floor layers."""
        return self.inner_height + 2 * self.paper_thickness

    @property
    def b_wall_height(self) -> float:
        """Height of B's outer walls, one card lower because B lies on A's floor."""
        return self.wall_height - self.paper_thickness

    @property
    def lining_height(self) -> float:
        """Height of B's lining, folded down inside its wall to rest on B's floor."""
        return self.b_wall_height - self.paper_thickness

    @property
    def tuck_depth(self) -> float:
        """How far the lid's flap tucks down inside the front wall."""
        return min(18.0, 0.7 * self.wall_height)

    @property
    def tuck_radius(self) -> float:
        """Radius of the flap's rounded outer corners, which ease it into the front wall."""
        return min(4.0, self.tuck_depth / 3)

    @property
    def tuck_width(self) -> float:
        """Width of the lid's flap, which must pass between B's linings."""
        return self.inner_width - TUCK_PLAY

    @property
    def tab_height(self) -> float:
        """Height of each corner tab, centred on the wall like its slit."""
        return 0.45 * self.wall_height

    @property
    def slit_inset(self) -> float:
        """Distance from the end of B's wall to the slit that takes the tab."""
        return min(10.0, self.b_width / 5)

    @property
    def strap_length(self) -> float:
        """How far a tab reaches from its hinge to its slit: the strap the built box shows."""
        return FIT / 2 + self.slit_inset

    @property
    def tab_reach(self) -> float:
        """Tab length at full height: round the corner and 2 mm through the slit."""
        return self.strap_length + 2.0

    @property
    def tab_tip(self) -> float:
        """Length of the tapered tip that hides inside B's double wall."""
        return min(8.0, self.b_width / 2 - self.tab_reach - 2.0)

    @property
    def lug_width(self) -> float:
        """Width of the lug at the foot of each B lining."""
        return min(30.0, self.b_width / 2)

    @property
    def lug_depth(self) -> float:
        """Length of the lug that slips through the floor slot."""
        return min(6.0, self.inner_height / 3)

    @property
    def notch_radius(self) -> float:
        """Radius of the thumb notch in the front wall, for pulling the lid's flap."""
        return min(8.0, self.wall_height / 3)


# How many checker stacks a box may hold, the fewest first.
STACKS = (2, 3, 4, 5, 6)


class _Stacked(BoxParams):
    """A box's parameters with its checkers in a given number of stacks: what `stacks`
    tries, before it settles."""

    def __init__(self, params: BoxParams, stacks: int) -> None:
        super().__init__(**{f.name: getattr(params, f.name) for f in fields(params)})
        object.__setattr__(self, "_stacks", stacks)

    @property
    def stacks(self) -> int:
        """The number of stacks tried."""
        count: int = self.__dict__["_stacks"]
        return count


def _fits(params: BoxParams) -> bool:
    """Whether both flat modules of a box with these parameters fit a sheet."""
    return all(plan.width <= PRINTABLE[0] and plan.height <= PRINTABLE[1]
               for plan in (plan_a(params), plan_b(params)))


def side_title_lines(title: str) -> tuple[str, ...]:
    """The title as B's side walls may print it at the least: one word alone, or several
    in two lines broken where the longer line is shortest."""
    words = title.split()
    if len(words) < 2:
        return (title,)
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    # A line does not end on a joining word ("Gatos y" / "perros"): it starts the next.
    joined = [pair for pair in splits if len(pair[0].split()[-1]) > 2] or splits
    return min(joined, key=lambda pair: max(
        text_width(line, size=1.0, font=SIDE_TITLE_FONT) for line in pair))


def _row(items: Sequence[Vec3]) -> Vec3:
    """Width, depth and height of pieces (width, depth, height) side by side along a row."""
    if not items:
        return (0.0, 0.0, 0.0)
    width = sum(w for w, _, _ in items) + GAP * (len(items) - 1)
    return (width, max(d for _, d, _ in items), max(h for _, _, h in items))


# -- the flat plans, and where each panel lands once folded (see box.fold) ---


@dataclass(frozen=True)
class Frame:
    """A rigid placement of a flat panel: 3D point = rotation @ (u, v, w) + shift."""

    rotation: Matrix
    shift: Vec3

    def apply(self, point: Point) -> Vec3:
        """Return where flat point `point` lands in 3D."""
        p = (point[0], point[1], 0.0)
        r, s = self.rotation, self.shift
        return (_dot(r[0], p) + s[0], _dot(r[1], p) + s[1], _dot(r[2], p) + s[2])

    def printed_normal(self) -> Vec3:
        """Return the 3D direction the printed side faces (the sheet's -w)."""
        return tuple(-row[2] for row in self.rotation)  # type: ignore[return-value]


@dataclass(frozen=True)
class Crease:
    """A fold from `parent` panel to `child` panel along a straight flat line."""

    start: Point
    end: Point
    kind: str  # MOUNTAIN or VALLEY, seen from the printed side
    degrees: float
    parent: str
    child: str


@dataclass(frozen=True)
class Slit:
    """A short cut on a panel that a tab or lug goes through."""

    name: str
    panel: str
    start: Point
    end: Point


@dataclass(frozen=True)
class Plan:
    """One flat module: size, panels, creases, slits and outline, plus how its floor lies."""

    name: str
    width: float
    height: float
    root: str
    root_frame: Frame
    panels: Mapping[str, Rect]
    creases: tuple[Crease, ...]
    slits: tuple[Slit, ...]
    outline: tuple[Point, ...]


def _dot(a: Sequence[float], b: Sequence[float]) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def tab_shape(hinge_u: float, mid_v: float, side: float, params: BoxParams,
              grow: float = 0.0) -> list[Point]:
    """Return a corner tab sticking out left (`side` -1) or right (+1), hinge top end first,
    enlarged by `grow` (for bleed) everywhere but at the hinge."""
    h, reach, tip = params.tab_height / 2 + grow, params.tab_reach, params.tab_tip + grow
    taper = min(0.6 * tip, 0.3 * params.tab_height)
    along = [(0.0, -h), (reach, -h), (reach + tip, -h + taper),
             (reach + tip, h - taper), (reach, h), (0.0, h)]
    return [(hinge_u + side * a, mid_v + b) for a, b in along]


def tuck_top(panel: Rect, params: BoxParams, grow: float = 0.0) -> list[Point]:
    """The lid's flap's rounded outer edge, left corner to right, `grow` mm outside it."""
    u0, v0, u1, _ = panel
    r = params.tuck_radius
    return arc((u0 + r, v0 + r), r + grow, 180, 270) + arc((u1 - r, v0 + r), r + grow, 270, 360)


def lug_shape(mid_u: float, root_v: float, side: float, params: BoxParams,
              grow: float = 0.0) -> list[Point]:
    """Return a lining's lug pointing up (`side` -1) or down (+1), root's left end first."""
    half, depth = params.lug_width / 2 + grow, params.lug_depth + grow
    chamfer = 0.4 * params.lug_depth
    along = [(-half, 0.0), (-half + chamfer, depth), (half - chamfer, depth), (half, 0.0)]
    return [(mid_u + a, root_v + side * b) for a, b in along]


# -- the two flat modules -----------------------------------------------------


def plan_a(params: BoxParams) -> Plan:
    """Module A, down the page: tuck flap, lid, back wall, floor, front wall; corner tabs."""
    p, reach = params, params.tab_reach + params.tab_tip
    u0, u1 = EDGE + reach, EDGE + reach + p.a_width
    mid, tuck = (u0 + u1) / 2, p.tuck_width / 2
    v_lid = EDGE + p.tuck_depth
    v_back = v_lid + p.a_floor
    v_floor = v_back + p.wall_height
    v_front = v_floor + p.a_floor
    v_end = v_front + p.wall_height
    panels = {"tuck": (mid - tuck, EDGE, mid + tuck, v_lid), "lid": (u0, v_lid, u1, v_back),
              "back": (u0, v_back, u1, v_floor), "floor": (u0, v_floor, u1, v_front),
              "front": (u0, v_front, u1, v_end)}
    creases = [Crease((u0, v_floor), (u1, v_floor), MOUNTAIN, 90, "floor", "back"),
               Crease((u0, v_back), (u1, v_back), MOUNTAIN, 90, "back", "lid"),
               Crease((mid - tuck, v_lid), (mid + tuck, v_lid), MOUNTAIN, 90, "lid", "tuck"),
               Crease((u0, v_front), (u1, v_front), MOUNTAIN, 90, "floor", "front")]
    # Tabs stand at mid-height of their wall, where B's slits are cut.
    back_mid, front_mid = v_floor - p.wall_height / 2, v_front + p.wall_height / 2
    tabs = {"A1": ("back", u0, back_mid, -1.0), "A2": ("back", u1, back_mid, 1.0),
            "A3": ("front", u1, front_mid, 1.0), "A4": ("front", u0, front_mid, -1.0)}
    shapes = {}
    for name, (wall, hinge, v, side) in tabs.items():
        shapes[name] = tab_shape(hinge, v, side, p)
        panels[name] = _bounds(shapes[name])
        creases.append(Crease(shapes[name][0], shapes[name][-1], MOUNTAIN, 90, wall, name))
    outline = ([(mid - tuck, v_lid)] + tuck_top(panels["tuck"], p)
               + [(mid + tuck, v_lid), (u1, v_lid)]
               + shapes["A2"] + shapes["A3"] + [(u1, v_end)]
               + arc((mid, v_end), p.notch_radius, 0, -180, 12) + [(u0, v_end)]
               + shapes["A4"][::-1] + shapes["A1"][::-1] + [(u0, v_lid)])
    # Laid printed side down; A's walls reach past B's outer walls by a card and a fit.
    root = Frame(((1, 0, 0), (0, 1, 0), (0, 0, 1)),
                 (-(u0 + p.paper_thickness + FIT / 2), -v_floor, 0.0))
    return Plan("box-a", u1 + reach + EDGE, v_end + EDGE, "floor", root, panels,
                tuple(creases), (), tuple(outline))


def plan_b(params: BoxParams) -> Plan:
    """Module B, down the page: lug, lining, west wall, floor, east wall, lining, lug."""
    p = params
    u0, u1 = EDGE, EDGE + p.b_width
    mid = (u0 + u1) / 2
    v_west = EDGE + p.lug_depth + p.lining_height + p.b_wall_height
    v_east = v_west + p.b_floor
    panels: dict[str, Rect] = {"floor": (u0, v_west, u1, v_east)}
    creases: list[Crease] = []
    feet, lugs = {}, {}
    for wall, crease, out in (("west", v_west, -1.0), ("east", v_east, 1.0)):
        # Outwards from the floor: the wall, its top fold, the lining, the lining's foot.
        top = crease + out * p.b_wall_height
        feet[wall] = top + out * p.lining_height
        lugs[wall] = lug_shape(mid, feet[wall], out, p)
        lining, lug = f"{wall}_lining", f"{wall}_lug"
        panels[wall] = (u0, min(crease, top), u1, max(crease, top))
        panels[lining] = (u0, min(top, feet[wall]), u1, max(top, feet[wall]))
        panels[lug] = _bounds(lugs[wall])
        creases += [Crease((u0, crease), (u1, crease), MOUNTAIN, 90, "floor", wall),
                    Crease((u0, top), (u1, top), MOUNTAIN, 180, wall, lining),
                    Crease(lugs[wall][0], lugs[wall][-1], VALLEY, 90, lining, lug)]
    outline = ([(u0, feet["west"])] + lugs["west"] + [(u1, feet["west"]), (u1, feet["east"])]
               + lugs["east"][::-1] + [(u0, feet["east"])])
    # Laid across A printed side down, turned so that the page's down runs east
    # and its left runs south; it lies one card thickness above A's floor.
    root = Frame(((0, 1, 0), (-1, 0, 0), (0, 0, 1)),
                 (-v_west, u1 + FIT / 2, p.paper_thickness))
    return Plan("box-b", u1 + EDGE, feet["east"] + p.lug_depth + EDGE, "floor", root, panels,
                tuple(creases), _slits_b(p, u0, u1, v_west, v_east), tuple(outline))


def _slits_b(p: BoxParams, u0: float, u1: float, v_west: float, v_east: float) -> tuple[Slit, ...]:
    """Return B's slits: one near each end of each wall for A's tabs, one per lug in the floor."""
    # B stands one card higher than A, on A's floor, so its slits sit one card nearer its crease.
    rise = p.wall_height / 2 - p.paper_thickness
    centre = {"west": v_west - rise, "east": v_east + rise}
    half = (p.tab_height + SLACK) / 2
    # The page's right edge of B runs along the back (north) of the box.
    ends = {"A1": u1 - p.slit_inset, "A2": u1 - p.slit_inset,
            "A3": u0 + p.slit_inset, "A4": u0 + p.slit_inset}
    slits = [Slit(name, wall, (ends[name], centre[wall] - half), (ends[name], centre[wall] + half))
             for name, wall in TAB_SLITS.items()]
    # Each lug goes through a slot in B's floor right at the foot of its lining.
    mid, foot, span = (u0 + u1) / 2, p.paper_thickness + FIT, (p.lug_width + SLACK) / 2
    for name, v in (("west_lug", v_west + foot), ("east_lug", v_east - foot)):
        slits.append(Slit(name, "floor", (mid - span, v), (mid + span, v)))
    return tuple(slits)


def plans(params: BoxParams) -> tuple[Plan, Plan]:
    """Return the flat plans of module A and module B."""
    return plan_a(params), plan_b(params)


def _bounds(points: Sequence[Point]) -> Rect:
    us, vs = [q[0] for q in points], [q[1] for q in points]
    return min(us), min(vs), max(us), max(vs)
