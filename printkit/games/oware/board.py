"""The Ouri (Oware) board: two rows of six houses and a store at each end, its seeds, diagrams.

South sits at the bottom: its houses a-f run left to right and its store is on
its right. North sits at the top: its houses A-F run from North's left, which is
the page's right, and its store is on North's right, the page's left. Sowing
goes a..f along the bottom and A..F back along the top: counter-clockwise.
Houses are 40 mm across, large enough for real seeds or beans; on A4 and Letter
the board prints in two halves that meet between houses c and d, the left one
with a glue strip that the right one covers.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.boards.diagrams import coordinate_size
from printkit.art.boards.halves import HALF_NAMES
from printkit.art.boards.lines import field_ink
from printkit.art.canvas import Circle, Drawing, Path, Point, Rect, Text
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette, luminance, mix, readable_on
from printkit.art.parts import tiles
from printkit.games.oware.engine import HOUSES, NAMES, RULES, OwarePosition
from printkit.i18n import Gettext, untranslated

SEEDS = 48
# The frame's colour past the cuts: none of its own at home (a millimetre more a half
# costs a compendium a sheet of card); a print shop's build sets its bleed.
BLEED = 0.0


@dataclass(frozen=True)
class BoardParams:
    """Parameters of the Ouri board."""

    house: float = param(40.0, "diameter of a house", unit="mm", low=15, high=60)
    split: str = param("halves", "print in two halves that meet in the middle, or whole",
                       choices=("halves", "whole"))
    palette: str = param("classic", "color set", choices=tuple(PALETTES))
    bleed: float = param(BLEED, "frame color beyond the cut, so a slightly wide cut shows "
                         "no paper", unit="mm", low=0, high=5)


@dataclass(frozen=True)
class Layout:
    """Where the houses and stores lie on the whole board, for one house size."""

    house: float

    @property
    def pitch(self) -> float:
        """From one house's centre to the next."""
        return self.house * 1.12

    @property
    def margin(self) -> float:
        """The wood round the houses, which carries the letters."""
        return 0.3 * self.house

    @property
    def store(self) -> float:
        """A store's width; it runs the height of both rows."""
        return self.house * 1.05

    @property
    def width(self) -> float:
        """The whole board's width."""
        return 2 * self.margin + 2 * (self.store + 0.12 * self.house) + HOUSES * self.pitch

    @property
    def height(self) -> float:
        """The whole board's height."""
        return 2 * self.margin + 2 * self.pitch

    def centre(self, index: int) -> Point:
        """The centre of house `index` in sowing order: 0-5 South's a-f, 6-11 North's A-F."""
        first = self.margin + self.store + 0.12 * self.house + self.pitch / 2
        if index < HOUSES:
            return (first + index * self.pitch, self.margin + 1.5 * self.pitch)
        return (first + (2 * HOUSES - 1 - index) * self.pitch, self.margin + 0.5 * self.pitch)

    def store_box(self, side: str) -> tuple[float, float, float, float]:
        """South's store (right) or North's (left) as x, y, width, height."""
        x = self.width - self.margin - self.store if side == "S" else self.margin
        return (x, self.margin + 0.06 * self.house, self.store, 2 * self.pitch - 0.12 * self.house)


def _stadium(x: float, y: float, w: float, h: float) -> str:
    """Path data of an upright stadium: a rectangle with a half circle at each end."""
    r, k = w / 2, 0.5523 * w / 2  # k: the Bezier handle that makes a quarter circle
    cx = x + r
    return (f"M{x},{y + r} C{x},{y + r - k} {cx - k},{y} {cx},{y} "
            f"C{cx + k},{y} {x + w},{y + r - k} {x + w},{y + r} L{x + w},{y + h - r} "
            f"C{x + w},{y + h - r + k} {cx + k},{y + h} {cx},{y + h} "
            f"C{cx - k},{y + h} {x},{y + h - r + k} {x},{y + h - r} Z")


def _whole(params: BoardParams, name: str = "oware-board", *, text: float | None = None,
           upright: bool = False, bleed: float = 0.0) -> Drawing:
    """The board in one piece; its letters `text` mm high (by default a share of a house),
    and with `upright` (a diagram, read from one side) none turned round. With `bleed`
    the board lies that far in from the drawing's edges and its frame, square, runs out
    to them: art past the cut; without, the frame is a rounded board of its own."""
    lay = Layout(params.house)
    pal = find_palette(params.palette)
    d = Drawing(lay.width + 2 * bleed, lay.height + 2 * bleed, name=name)
    if bleed:
        d.rect(0, 0, d.width, d.height, fill=pal.frame)
    else:
        d.rect(0, 0, lay.width, lay.height, fill=pal.frame, stroke=field_ink(pal),
               stroke_width=0.3, rx=0.2 * params.house)
    _houses(d, params, lay, pal, text=text, upright=upright, at=bleed)
    return d


def _houses(d: Drawing, params: BoardParams, lay: Layout, pal: Palette, *,
            text: float | None, upright: bool, at: float) -> None:
    """The stores, houses and letters of `_whole`, the board's corner at (`at`, `at`)."""
    pit, rim = mix(pal.felt, pal.frame, 0.25), mix(pal.felt, "#ffffff", 0.35)
    if luminance(pit) > 0.8:  # a pale set (ink-saver) draws the hollows in ink, not in wood
        rim = pal.ink
    ink = readable_on(pal.frame, pal.frame_ink, "#ffffff", "#000000")
    for side in ("S", "N"):
        x, y, w, h = lay.store_box(side)
        d.path(_stadium(x + at, y + at, w, h), fill=pit, stroke=rim, stroke_width=0.8,
               cls=f"store store-{side}")
    for index in range(2 * HOUSES):
        x, y = lay.centre(index)
        x, y = x + at, y + at
        side = "S" if index < HOUSES else "N"
        letter = NAMES[side][index % HOUSES]
        d.circle(x, y, params.house / 2, fill=pit, stroke=rim, stroke_width=0.8,
                 cls=f"house house-{letter}")
        # Each row's letters face their owner: South's below, North's above, turned round.
        size = text if text is not None else 0.16 * params.house
        if side == "S":
            d.text(x, at + lay.height - lay.margin * 0.35, letter, size=size, anchor="middle",
                   font="sans-bold", fill=ink)
        elif upright:
            d.text(x, at + lay.margin * 0.5 + 0.35 * size, letter, size=size, anchor="middle",
                   font="sans-bold", fill=ink)
        else:
            d.text(x, at + lay.margin * 0.35, letter, size=size, anchor="middle", font="sans-bold",
                   fill=ink, rotate=180)
    for side in ("S", "N"):
        x, y, w, h = lay.store_box(side)
        size = max(0.2 * params.house, text or 0.0)
        # The store's owner, near its far end: the middle is left for the seeds. In the
        # frame's colour (or the ink, whichever reads better on the hollow), legible, yet
        # apart from a diagram's counts, which are black or white.
        spot = y + 0.18 * h + 0.35 * size if side == "N" else y + 0.82 * h + 0.35 * size
        d.text(at + x + w / 2, at + spot, side, size=size, anchor="middle", font="sans-bold",
               fill=readable_on(pit, pal.frame, pal.ink),
               rotate=0 if side == "S" or upright else 180)


def draw(params: BoardParams) -> Drawing:
    """The whole board, or both halves side by side as they are cut."""
    if params.split == "halves":
        left, right = halves(params)
        d = Drawing(left.width + right.width + 4, left.height, name="oware-board")
        d.place(left, 0, 0)
        d.place(right, left.width + 4, 0)
        return d
    b = params.bleed
    d = _whole(params, bleed=b)
    d.cut([(b, b), (d.width - b, b), (d.width - b, d.height - b), (b, d.height - b)])
    return d


# The strip of the left half that goes under the right half, and the registration marks.
GLUE = 10.0
MARK_DEPTH, MARK_HALF = 3.0, 2.0
GLUE_TEXT = 3.4  # the word on the strip


def halves(params: BoardParams, glue_label: str = "glue",
           gettext: Gettext = untranslated) -> tuple[Drawing, Drawing]:
    """The left half (North's store, a-c and D-F) with a glue strip past the middle, and
    the right half (d-f, A-C and South's store), which covers the strip; both cut straight
    down the middle of the board, between houses c and d; the left one is named on its
    strip, in the words of `gettext`, off the playing surface. The frame's colour runs
    `params.bleed` past every cut but the glue strip's edge, which the right half
    covers (so past the right half's join too)."""
    b = params.bleed
    whole = _whole(params, bleed=b)
    lay = Layout(params.house)
    pal = find_palette(params.palette)
    middle = b + (lay.centre(2)[0] + lay.centre(3)[0]) / 2  # the join, in `whole`
    top, bottom = b, b + lay.height  # the cuts across
    left = _cropped(whole, 0.0, middle, "oware-board-left", middle + GLUE)
    left.glue([(middle, top), (middle + GLUE, top), (middle + GLUE, bottom),
               (middle, bottom)], label="")
    # The strip, which the right half covers, says "glue" near its ends and names the half
    # between them: no word of it is left on the finished board.
    for t, text in ((0.2, glue_label), (0.5, gettext(HALF_NAMES["left"])), (0.8, glue_label)):
        left.text(middle + GLUE / 2 - 0.35 * GLUE_TEXT, top + t * lay.height, text,
                  size=GLUE_TEXT, anchor="middle", fill="#777777", rotate=90)
    right = _cropped(whole, middle - b, whole.width, "oware-board-right")
    cuts = ((left, b, middle + GLUE), (right, b, right.width - b))
    for (half, x0, x1), x, side in zip(cuts, (middle, b), (-1.0, 1.0), strict=True):
        # Triangles in the frame above and below the houses, their tips on the join: the
        # two halves' tips meet when the right half lies true on the strip.
        for y in (top + lay.margin / 2, bottom - lay.margin / 2):
            half.polygon([(x, y), (x + side * MARK_DEPTH, y - MARK_HALF),
                          (x + side * MARK_DEPTH, y + MARK_HALF)],
                         fill=readable_on(pal.frame, pal.frame_ink, "#ffffff", "#000000"),
                         cls="align-mark")
        half.cut([(x0, top), (x1, top), (x1, bottom), (x0, bottom)])
    return left, right


def _cropped(whole: Drawing, x0: float, x1: float, name: str,
             width: float | None = None) -> Drawing:
    """The shapes of `whole` that lie between x0 and x1, moved to start at 0, on a drawing
    `width` wide (x1 - x0 unless given); the frame is redrawn to the half's size, since no
    shape crosses the middle but the frame."""
    d = Drawing(width if width is not None else x1 - x0, whole.height, name=name)
    for layer, shapes in whole.layers.items():
        for shape in shapes:
            if isinstance(shape, Rect) and shape.w >= whole.width - 1e-6:  # the frame
                d.layers[layer].append(Rect(0, shape.y, x1 - x0, shape.h, 0.0, shape.paint))
            elif isinstance(shape, Rect) and x0 <= shape.x and shape.x + shape.w <= x1:
                d.layers[layer].append(Rect(shape.x - x0, shape.y, shape.w, shape.h,
                                            shape.rx, shape.paint))
            elif isinstance(shape, Path) and x0 <= shape.segments[0][1][0][0] <= x1:
                d.layers[layer].append(Path(tuple(
                    (kind, tuple((px - x0, py) for px, py in points))
                    for kind, points in shape.segments), shape.paint))
            elif isinstance(shape, Circle) and x0 <= shape.cx <= x1:
                d.layers[layer].append(Circle(shape.cx - x0, shape.cy, shape.r, shape.paint))
            elif isinstance(shape, Text) and x0 <= shape.x <= x1:
                d.layers[layer].append(Text(shape.x - x0, shape.y, shape.content, shape.size,
                                            shape.font, shape.anchor, shape.fill,
                                            shape.rotate))
    return d


def seed(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
    """A seed token: a disc with a bean drawn on it (the sheet prints it on a square tile)."""
    x, y = centre
    d.circle(x, y, size * 0.46, fill=pal.light, stroke=pal.ink, stroke_width=0.4,
             cls="piece piece-seed")
    w, h = size * 0.34, size * 0.22
    d.path(f"M{x - w},{y} C{x - w},{y - h * 1.3} {x + w},{y - h * 1.3} {x + w},{y} "
           f"C{x + w},{y + h * 1.3} {x - w},{y + h * 1.3} {x - w},{y} Z", fill=pal.point_a,
           stroke=field_ink(pal, pal.point_a), stroke_width=0.25)
    d.path(f"M{x - w * 0.2},{y - h * 0.5} Q{x},{y} {x - w * 0.2},{y + h * 0.5}",
           stroke=pal.light, stroke_width=0.35, round_caps=True)


@dataclass(frozen=True)
class SeedsParams:
    """Parameters of the seed token sheet."""

    size: float = param(15.0, "width of a seed token's tile", unit="mm", low=8, high=25)
    columns: int = param(12, "tokens per row", low=1, high=48)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


def _seed_block(pal: Palette) -> tiles.Block:
    """The 48 seeds as one block of tiles, the back of each drawn as its front (a seed
    has no wrong side), edged as the front's cut shows it so it does not float on white."""
    return tiles.Block(SEEDS, pal.light, tiles.on_tile(seed, pal), cls="tile-ground seed",
                       back_edge=tiles.edge(pal.light, pal))


def seeds(params: SeedsParams) -> Drawing:
    """Forty-eight seed tokens, for those without real seeds or beans: each a seed on a
    square tile, in one block that shares its cuts."""
    pal = find_palette(params.palette)
    return tiles.sheet(tiles.Tiles(params.size, params.columns), [_seed_block(pal)], pal,
                       "oware-pieces")


def seeds_back(params: SeedsParams) -> Drawing:
    """The backs of `seeds(params)`, mirrored for a long-edge flip: each seed again."""
    pal = find_palette(params.palette)
    return tiles.sheet_backs(tiles.Tiles(params.size, params.columns), [_seed_block(pal)],
                             "oware-pieces")


def _counts(position: OwarePosition, move: str | None, width: float, palette: str,
            name: str) -> Drawing:
    """One board `width` mm wide with the count of every house and store, and the house
    `move` sows, if any, ringed."""
    lay = Layout(width / Layout(1.0).width)
    pal = find_palette(palette)
    d = _whole(BoardParams(house=lay.house, split="whole", palette=palette), name,
               text=coordinate_size(width), upright=True)
    ink = readable_on(mix(pal.felt, pal.frame, 0.25), "#ffffff", "#000000")
    size = 0.42 * lay.house
    for index, count in enumerate(position.houses):
        x, y = lay.centre(index)
        d.text(x, y + 0.35 * size, str(count), size=size, anchor="middle", font="sans-bold",
               fill=ink)
    for side, count in zip(("S", "N"), position.stores, strict=True):
        x, y, w, h = lay.store_box(side)
        d.text(x + w / 2, y + h / 2 + 0.35 * size, str(count), size=size,
               anchor="middle", font="sans-bold", fill=ink)
    if move:
        side = "S" if move in NAMES["S"] else "N"
        index = NAMES[side].index(move) + (0 if side == "S" else HOUSES)
        x, y = lay.centre(index)
        d.circle(x, y, lay.house * 0.56, stroke=pal.accent, stroke_width=0.08 * lay.house,
                 cls="move-ring")
    return d


def diagram(position: OwarePosition, move: str | None, width: float,
            palette: str = "classic") -> Drawing:
    """A rulebook diagram `width` mm wide: the board with every count and the house sown
    ringed, and, for a move, the board after it below, so sowing reads before and after."""
    before = _counts(position, move, width, palette, "oware-before")
    if not move:
        return before
    after = _counts(RULES.play(position, move), None, width, palette, "oware-after")
    gap = 0.12 * before.height
    d = Drawing(width, 2 * before.height + gap, name="oware-diagram")
    d.place(before, 0, 0)
    d.place(after, 0, before.height + gap)
    x, y, head = width / 2, before.height, 0.42 * gap  # an arrow down, from before to after
    accent = find_palette(palette).accent
    d.line((x, y + 0.1 * gap), (x, y + gap - head), stroke=accent, stroke_width=0.25 * head)
    d.polygon([(x - head, y + gap - head), (x + head, y + gap - head), (x, y + gap)],
              fill=accent)
    return d


BOARD = register(Component("oware-board", "Ouri board: two rows of six houses and two stores",
                           BoardParams, draw))
PIECES = register(Component("oware-pieces", "Ouri seeds: 48 seed tokens on square tiles",
                            SeedsParams, seeds))
