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

import math
from dataclasses import dataclass

from printkit.art.boards.diagrams import coordinate_size
from printkit.art.boards.halves import HALF_NAMES, named
from printkit.art.boards.lines import field_ink
from printkit.art.canvas import Circle, Drawing, Path, Point, Rect, Text
from printkit.art.component import Component, param, register
from printkit.art.outlines import text_width
from printkit.art.palette import PALETTES, Palette, find_palette, luminance, mix, readable_on
from printkit.art.parts import tiles
from printkit.games.oware.engine import HOUSES, NAMES, RULES, OwarePosition
from printkit.i18n import Gettext, untranslated

SEEDS = 48
# The frame's colour past the cuts at home, as every board has (a print shop's build sets
# its own bleed).
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
    pad: float = 0.0  # mm of frame added above and below the rows (a diagram's letters)

    @property
    def pitch(self) -> float:
        """From one house's centre to the next."""
        return self.house * 1.12

    @property
    def margin(self) -> float:
        """The wood round the houses, which carries the letters."""
        return 0.3 * self.house

    @property
    def band(self) -> float:
        """The frame above and below the rows, which carries the letters."""
        return self.margin + self.pad

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
        return 2 * self.band + 2 * self.pitch

    def centre(self, index: int) -> Point:
        """The centre of house `index` in sowing order: 0-5 South's a-f, 6-11 North's A-F."""
        first = self.margin + self.store + 0.12 * self.house + self.pitch / 2
        if index < HOUSES:
            return (first + index * self.pitch, self.band + 1.5 * self.pitch)
        return (first + (2 * HOUSES - 1 - index) * self.pitch, self.band + 0.5 * self.pitch)

    def store_box(self, side: str) -> tuple[float, float, float, float]:
        """South's store (right) or North's (left) as x, y, width, height."""
        x = self.width - self.margin - self.store if side == "S" else self.margin
        return (x, self.band + 0.06 * self.house, self.store, 2 * self.pitch - 0.12 * self.house)

    @property
    def join(self) -> float:
        """Where the halves meet: midway between houses c and d."""
        return (self.centre(2)[0] + self.centre(3)[0]) / 2


def _stadium(x: float, y: float, w: float, h: float) -> str:
    """Path data of an upright stadium: a rectangle with a half circle at each end."""
    r, k = w / 2, 0.5523 * w / 2  # k: the Bezier handle that makes a quarter circle
    cx = x + r
    return (f"M{x},{y + r} C{x},{y + r - k} {cx - k},{y} {cx},{y} "
            f"C{cx + k},{y} {x + w},{y + r - k} {x + w},{y + r} L{x + w},{y + h - r} "
            f"C{x + w},{y + h - r + k} {cx + k},{y + h} {cx},{y + h} "
            f"C{cx - k},{y + h} {x},{y + h - r + k} {x},{y + h - r} Z")


def _arc(cx: float, cy: float, r: float, start: float, end: float) -> str:
    """Path data of a circle's arc from angle `start` to `end` (degrees, clockwise on the
    page from the right), in cubic pieces of at most 90 degrees."""
    pieces = max(1, math.ceil(abs(end - start) / 90))
    step = math.radians(end - start) / pieces
    k = 4 / 3 * math.tan(step / 4) * r
    a = math.radians(start)
    out = f"M{cx + r * math.cos(a):.3f},{cy + r * math.sin(a):.3f}"
    for _ in range(pieces):
        b = a + step
        out += (f" C{cx + r * math.cos(a) - k * math.sin(a):.3f},"
                f"{cy + r * math.sin(a) + k * math.cos(a):.3f} "
                f"{cx + r * math.cos(b) + k * math.sin(b):.3f},"
                f"{cy + r * math.sin(b) - k * math.cos(b):.3f} "
                f"{cx + r * math.cos(b):.3f},{cy + r * math.sin(b):.3f}")
        a = b
    return out


def _wooden(pal: Palette) -> bool:
    """Whether the theme prints the board as wood (a dark frame): grain and shaded hollows
    in fills; a pale set (ink-saver) draws only lines, in light ink."""
    return luminance(pal.frame) < 0.5


@dataclass(frozen=True)
class Dress:
    """What a printed board carries beyond a diagram's: grain, rim, shaded hollows, title."""

    title: str = ""


def _whole(params: BoardParams, name: str = "oware-board", *, text: float | None = None,
           upright: bool = False, bleed: float = 0.0, pad: float = 0.0,
           dress: Dress | None = None) -> Drawing:
    """The board in one piece; its letters `text` mm high (by default a share of a house),
    and with `upright` (a diagram, read from one side) none turned round; `pad` mm more
    frame above and below the rows. With `bleed` the board lies that far in from the
    drawing's edges and its frame, square, runs out to them: art past the cut; without,
    the frame is a rounded board of its own. With `dress` (a printed board) the frame has
    grain and a rim, the hollows are shaded and the title is written at the stores' ends."""
    lay = Layout(params.house, pad)
    pal = find_palette(params.palette)
    d = Drawing(lay.width + 2 * bleed, lay.height + 2 * bleed, name=name)
    if bleed:
        d.rect(0, 0, d.width, d.height, fill=pal.frame)
    else:
        d.rect(0, 0, lay.width, lay.height, fill=pal.frame, stroke=field_ink(pal),
               stroke_width=0.3, rx=0.2 * params.house)
    if dress is not None:
        if _wooden(pal):
            _grain(d, lay, pal, bleed)
        _rim(d, lay, pal, bleed)
    _houses(d, params, lay, pal, text=text, upright=upright, at=bleed, shaded=dress is not None)
    if dress is not None and dress.title:
        _titles(d, lay, pal, dress.title, bleed)
    return d


# The grain: this many gently waving lines across the frame, a shade off its colour.
GRAIN_LINES = 16
GRAIN_WIDTH = 0.5  # mm: well off a cut line's 0.25, so no line of it reads as a cut
GRAIN_STEP = 3.0  # mm between the points of a grain line


def _grain(d: Drawing, lay: Layout, pal: Palette, at: float) -> None:
    """Quiet wood grain over the whole frame (the hollows cover it), each line drawn in two
    pieces that meet at the join, so each half keeps its own (see `_cropped`)."""
    colour = mix(pal.frame, pal.felt, 0.1)
    join = at + lay.join
    corner = 0.0 if at else 0.2 * lay.house  # the frame's rounded corners, as `_whole`'s
    for i in range(GRAIN_LINES):
        y0 = (i + 0.5) * d.height / GRAIN_LINES
        # Each line its own wave, from fixed numbers: the same board every build.
        amp, period, phase = 0.6 + 0.5 * ((i * 7) % 5) / 4, 70 + 11 * ((i * 3) % 7), i * 1.7

        def y(x: float, y0: float = y0, amp: float = amp, period: float = period,
              phase: float = phase) -> float:
            return y0 + amp * math.sin(2 * math.pi * x / period + phase)

        # A line near a rounded corner starts where the frame does, not on the paper.
        depth = max(min(y0, d.height - y0) - amp - GRAIN_WIDTH, 0.0)
        inset = (corner - math.sqrt(corner ** 2 - (corner - depth) ** 2) + GRAIN_WIDTH
                 if depth < corner else 0.0)
        for x0, x1 in ((inset, join), (d.width - inset, join - at)):
            count = max(2, math.ceil(abs(x1 - x0) / GRAIN_STEP) + 1)
            xs = [x0 + (x1 - x0) * k / (count - 1) for k in range(count)]
            d.polyline([(x, y(x)) for x in xs], stroke=colour, stroke_width=GRAIN_WIDTH,
                       cls="grain")


def _rim(d: Drawing, lay: Layout, pal: Palette, at: float) -> None:
    """A rim round the board inside its edge: a broad line and a fine one within it, in
    two brackets that meet at the join (each half keeps its own)."""
    wooden = _wooden(pal)
    ink = readable_on(pal.frame, pal.frame_ink, "#ffffff", "#000000")
    for inset, width, share in ((1.2, 0.7, 0.45), (2.2, 0.3, 0.3)):
        colour = mix(pal.frame, ink, share) if wooden else pal.hatch or pal.frame_ink
        x0, y0 = at + inset, at + inset
        x1, y1 = at + lay.width - inset, at + lay.height - inset
        r = max(0.2 * lay.house - inset, 1.0)
        k = 0.5523 * r
        join = at + lay.join
        left = (f"M{join},{y0} L{x0 + r},{y0} C{x0 + r - k},{y0} {x0},{y0 + r - k} "
                f"{x0},{y0 + r} L{x0},{y1 - r} C{x0},{y1 - r + k} {x0 + r - k},{y1} "
                f"{x0 + r},{y1} L{join},{y1}")
        right = (f"M{join},{y0} L{x1 - r},{y0} C{x1 - r + k},{y0} {x1},{y0 + r - k} "
                 f"{x1},{y0 + r} L{x1},{y1 - r} C{x1},{y1 - r + k} {x1 - r + k},{y1} "
                 f"{x1 - r},{y1} L{join},{y1}")
        for data in (left, right):
            d.path(data, stroke=colour, stroke_width=width if wooden else 0.5 * width + 0.15,
                   cls="rim")


def _titles(d: Drawing, lay: Layout, pal: Palette, title: str, at: float) -> None:
    """The game's name in the frame beyond each store's end, facing that store's owner:
    under South's store (right), and turned round above North's (left), between diamonds;
    three seeds at the other two ends, so each player's edge is dressed alike."""
    ink = readable_on(pal.frame, pal.frame_ink, "#ffffff", "#000000")
    room = lay.store + 0.1 * lay.house
    size = 0.16 * lay.house  # as the letters, on their baseline
    width = text_width(title, size=size, font="serif-bold")
    diamond = 0.05 * lay.house
    if width + 6 * diamond > room:
        size *= (room - 6 * diamond) / width
        width = text_width(title, size=size, font="serif-bold")
    for side in ("S", "N"):
        x, _, w, _ = lay.store_box(side)
        cx = at + x + w / 2
        base = at + lay.height - lay.band * 0.35
        mid = base - 0.35 * size  # the middle of the lower-case letters
        if side == "N":
            base, mid = at + lay.band * 0.35, at + lay.band * 0.35 + 0.35 * size
        d.text(cx, base, title, size=size, anchor="middle", font="serif-bold", fill=ink,
               rotate=0 if side == "S" else 180, cls="board-title")
        # Filled on wood; in line art, outlined in its light ink.
        wooden = _wooden(pal)
        line = None if wooden else pal.hatch or pal.frame_ink
        for sign in (-1, 1):
            dx = cx + sign * (width / 2 + 2 * diamond)
            d.path(f"M{dx - diamond},{mid} L{dx},{mid - diamond} L{dx + diamond},{mid} "
                   f"L{dx},{mid + diamond} Z", fill=ink if wooden else "none", stroke=line,
                   stroke_width=0.4, cls="ornament")
        # The other store's end of this edge: three seeds.
        other = lay.store_box("N" if side == "S" else "S")
        ox = at + other[0] + other[2] / 2
        for k in (-1, 0, 1):
            x, r = ox + k * 0.12 * lay.house, 0.045 * lay.house
            h = 1.5 * r  # a lens, upright
            d.path(f"M{x},{mid - h} C{x + 1.3 * r},{mid - h / 2} {x + 1.3 * r},{mid + h / 2} "
                   f"{x},{mid + h} C{x - 1.3 * r},{mid + h / 2} {x - 1.3 * r},{mid - h / 2} "
                   f"{x},{mid - h} Z", fill=mix(pal.frame, ink, 0.7) if wooden else "none",
                   stroke=line, stroke_width=0.4, cls="ornament")


def _hollow(d: Drawing, outline: str, floor: str, pal: Palette, pit: str, rim: str,
            cls: str, *, wooden: bool, shade: str) -> None:
    """A house or store as a hollow: its rim, a shadow under the near edge and the lit
    floor (wood), or its rim and a light arc of shadow inside it (line art)."""
    if wooden:
        d.path(outline, fill=mix(pit, pal.frame, 0.45), stroke=rim, stroke_width=0.8,
               cls="hollow")
        d.path(floor, fill=pit, cls=cls)
    else:
        d.path(outline, fill=pit, stroke=rim, stroke_width=0.8, cls=cls)
        d.path(shade, stroke=pal.hatch or pal.frame_ink, stroke_width=0.6, round_caps=True,
               cls="shade")


def _houses(d: Drawing, params: BoardParams, lay: Layout, pal: Palette, *,
            text: float | None, upright: bool, at: float, shaded: bool = False) -> None:
    """The stores, houses and letters of `_whole`, the board's corner at (`at`, `at`);
    `shaded`, each a hollow (see `_hollow`)."""
    pit, rim = mix(pal.felt, pal.frame, 0.25), mix(pal.felt, "#ffffff", 0.35)
    if luminance(pit) > 0.8:  # a pale set (ink-saver) draws the hollows in ink, not in wood
        rim = pal.ink
    wooden = _wooden(pal)
    ink = readable_on(pal.frame, pal.frame_ink, "#ffffff", "#000000")
    for side in ("S", "N"):
        x, y, w, h = lay.store_box(side)
        x, y = x + at, y + at
        if shaded:
            # The floor: the hollow less a crescent along its far (upper) end.
            inset = 0.07 * w
            floor = _stadium(x + inset, y + 2.2 * inset, w - 2 * inset, h - 3.2 * inset)
            shade = _arc(x + w / 2, y + w / 2, 0.43 * w, 195, 345)
            _hollow(d, _stadium(x, y, w, h), floor, pal, pit, rim, f"store store-{side}",
                    wooden=wooden, shade=shade)
        else:
            d.path(_stadium(x, y, w, h), fill=pit, stroke=rim, stroke_width=0.8,
                   cls=f"store store-{side}")
    for index in range(2 * HOUSES):
        x, y = lay.centre(index)
        x, y = x + at, y + at
        side = "S" if index < HOUSES else "N"
        letter = NAMES[side][index % HOUSES]
        r = params.house / 2
        d.circle(x, y, r, fill=mix(pit, pal.frame, 0.45) if shaded and wooden else pit,
                 stroke=rim, stroke_width=0.8, cls=f"house house-{letter}")
        if shaded and wooden:
            d.circle(x, y + 0.1 * r, 0.87 * r, fill=pit, cls="house-floor")
        elif shaded:
            d.path(_arc(x, y, 0.88 * r, 195, 345), stroke=pal.hatch or pal.frame_ink,
                   stroke_width=0.6, round_caps=True, cls="shade")
        # Each row's letters face their owner: South's below, North's above, turned round.
        size = text if text is not None else 0.16 * params.house
        if upright:  # a diagram: each letter centred in its band, clear of the edges
            # (South's lower-case letters on their x-height, North's capitals on theirs)
            y0 = (at + lay.height - lay.band / 2 + 0.25 * size if side == "S"
                  else at + lay.band / 2 + 0.35 * size)
            d.text(x, y0, letter, size=size, anchor="middle", font="sans-bold", fill=ink)
        elif side == "S":
            d.text(x, at + lay.height - lay.band * 0.35, letter, size=size, anchor="middle",
                   font="sans-bold", fill=ink)
        else:
            d.text(x, at + lay.band * 0.35, letter, size=size, anchor="middle",
                   font="sans-bold", fill=ink, rotate=180)
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


def draw(params: BoardParams, title: str = "") -> Drawing:
    """The whole board, or both halves side by side as they are cut; `title` (the game's
    name, translated) written at the stores' ends."""
    if params.split == "halves":
        left, right = halves(params, title=title)
        d = Drawing(left.width + right.width + 4, left.height, name="oware-board")
        d.place(left, 0, 0)
        d.place(right, left.width + 4, 0)
        return d
    b = params.bleed
    d = _whole(params, bleed=b, dress=Dress(title))
    pal = find_palette(params.palette)
    d.cut([(b, b), (d.width - b, b), (d.width - b, d.height - b), (b, d.height - b)],
          band=tiles.halo(pal.frame, pal))
    return d


# The strip of the left half that goes under the right half, and the registration marks.
GLUE = 10.0
MARK_DEPTH, MARK_HALF = 3.0, 2.0
GLUE_TEXT = 3.4  # the word on the strip


def halves(params: BoardParams, glue_label: str = "glue",
           gettext: Gettext = untranslated, *, title: str = "") -> tuple[Drawing, Drawing]:
    """The left half (North's store, a-c and D-F) with a glue strip past the middle, and
    the right half (d-f, A-C and South's store), which covers the strip; both cut straight
    down the middle of the board, between houses c and d; the left one is named on its
    strip, in the words of `gettext`, off the playing surface; `title` is written at
    each store's end. The frame's colour runs `params.bleed` past every cut but the glue
    strip's edge, which the right half covers (so past the right half's join too)."""
    b = params.bleed
    whole = _whole(params, bleed=b, dress=Dress(title))
    lay = Layout(params.house)
    pal = find_palette(params.palette)
    middle = b + lay.join  # the join, in `whole`
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
    band = tiles.halo(pal.frame, pal)  # the frame's colour decides it, for both halves
    for (half, x0, x1), x, side in zip(cuts, (middle, b), (-1.0, 1.0), strict=True):
        # Triangles in the frame above and below the houses, their tips on the join: the
        # two halves' tips meet when the right half lies true on the strip.
        for y in (top + lay.margin / 2, bottom - lay.margin / 2):
            half.polygon([(x, y), (x + side * MARK_DEPTH, y - MARK_HALF),
                          (x + side * MARK_DEPTH, y + MARK_HALF)],
                         fill=readable_on(pal.frame, pal.frame_ink, "#ffffff", "#000000"),
                         cls="align-mark")
        half.cut([(x0, top), (x1, top), (x1, bottom), (x0, bottom)])
        if band:
            # Round the outer edges only: the right half's join lies on the finished
            # board (the left half's runs under it).
            outer = ([(x1, top), (x0, top), (x0, bottom), (x1, bottom)] if side < 0
                     else [(x0, top), (x1, top), (x1, bottom), (x0, bottom)])
            half.band(outer, band, closed=False)
    return left, right


def named_halves(params: BoardParams, glue_label: str = "glue",
                 gettext: Gettext = untranslated, *, title: str = "") -> tuple[Drawing, Drawing]:
    """The halves as a kit prints them: those of `halves`, the right one named on its waste
    too, in the words of `gettext`, as the left one is on its strip: read as the halves
    are cut out and matched, trimmed off after."""
    left, right = halves(params, glue_label, gettext, title=title)
    # Beside it: a band below would push the block of tokens the compendium sets under
    # the halves onto another sheet; the left half, wider by its strip, would not fit A4's
    # width with a band beside it, and its strip names it already. On its right, where
    # the left half's strip reaches: the halves, one under the other, start their cuts
    # at the same x, so the crop marks between them make one line, not two side by side.
    return left, named(right, gettext(HALF_NAMES["right"]), beside=True, right=True)


def _cropped(whole: Drawing, x0: float, x1: float, name: str,
             width: float | None = None) -> Drawing:
    """The shapes of `whole` that lie between x0 and x1, moved to start at 0, on a drawing
    `width` wide (x1 - x0 unless given); the frame is redrawn to the half's size, since no
    shape crosses the middle but the frame: a path is kept whole by the half it lies in
    (the grain and rim are drawn in two pieces that meet at the join)."""
    d = Drawing(width if width is not None else x1 - x0, whole.height, name=name)
    for layer, shapes in whole.layers.items():
        for shape in shapes:
            if isinstance(shape, Rect) and shape.w >= whole.width - 1e-6:  # the frame
                d.layers[layer].append(Rect(0, shape.y, x1 - x0, shape.h, 0.0, shape.paint))
            elif isinstance(shape, Rect) and x0 <= shape.x and shape.x + shape.w <= x1:
                d.layers[layer].append(Rect(shape.x - x0, shape.y, shape.w, shape.h,
                                            shape.rx, shape.paint))
            elif isinstance(shape, Path) and all(
                    x0 - 1e-6 <= px <= x1 + 1e-6 for _, points in shape.segments
                    for px, _ in points):
                d.layers[layer].append(Path(tuple(
                    (kind, tuple((px - x0, py) for px, py in points))
                    for kind, points in shape.segments), shape.paint))
            elif isinstance(shape, Circle) and x0 <= shape.cx <= x1:
                d.layers[layer].append(Circle(shape.cx - x0, shape.cy, shape.r, shape.paint))
            elif isinstance(shape, Text) and x0 <= shape.x <= x1:
                d.layers[layer].append(Text(shape.x - x0, shape.y, shape.content, shape.size,
                                            shape.font, shape.anchor, shape.fill,
                                            shape.rotate, shape.cls))
    return d


# A seed token's bean, in units of half its length, lying along x: a kidney, its upper
# edge dipping where the hilum sits. Cubic pieces, start point then (c1, c2, end) each.
BEAN = ((-1.0, 0.0), (
    ((-1.0, -0.52), (-0.6, -0.66), (-0.28, -0.56)),
    ((-0.1, -0.5), (0.1, -0.5), (0.28, -0.56)),
    ((0.6, -0.66), (1.0, -0.52), (1.0, 0.0)),
    ((1.0, 0.58), (0.52, 0.7), (0.0, 0.7)),
    ((-0.52, 0.7), (-1.0, 0.58), (-1.0, 0.0)),
))
BEAN_LENGTH = 0.84  # of the tile's width: the bean is the token, on a plain tile
BEAN_EDGE = 0.45  # mm: a bean's outline, well off a cut's 0.25 so it never reads as one


def _bean_path(x: float, y: float, half: float) -> str:
    """Path data of `BEAN` centred on (x, y), `half` mm from its centre to either end."""

    def at(p: Point) -> str:
        return f"{x + half * p[0]:.3f},{y + half * p[1]:.3f}"

    start, pieces = BEAN
    return f"M{at(start)} " + " ".join(f"C{at(a)} {at(b)} {at(e)}" for a, b, e in pieces) + " Z"


def seed(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
    """A seed token: one large bean on the plain tile the sheet prints it on, no ring or
    frame round it, so the tile's square cut is the only line that reads as a cut."""
    x, y = centre
    half = BEAN_LENGTH * size / 2
    y += 0.05 * half  # the kidney's dip lifts its middle: sit it in the tile's middle
    wooden = luminance(pal.point_a) < 0.5
    # Its edge a deeper shade of the bean; in line art (a white bean) the pieces' ink.
    edge = mix(pal.point_a, "#000000", 0.45) if wooden else pal.light_edge
    d.path(_bean_path(x, y, half), fill=pal.point_a, stroke=edge, stroke_width=BEAN_EDGE,
           cls="piece piece-seed")
    # The hilum, a pale scar in the dip, and a soft shine along the lower flank.
    pale = mix(pal.point_a, pal.light, 0.75) if wooden else pal.light_edge
    d.path(f"M{x - 0.26 * half},{y - 0.4 * half} Q{x},{y - 0.28 * half} "
           f"{x + 0.26 * half},{y - 0.4 * half}", stroke=pale, stroke_width=0.09 * half,
           round_caps=True, cls="seed-hilum")
    if wooden:
        d.path(_arc(x, y - 0.1 * half, 0.62 * half, 110, 165),
               stroke=mix(pal.point_a, "#ffffff", 0.3), stroke_width=0.07 * half,
               round_caps=True, cls="seed-shine")


@dataclass(frozen=True)
class SeedsParams:
    """Parameters of the seed token sheet."""

    size: float = param(8.0, "width of a seed token's tile", unit="mm", low=5, high=25)
    columns: int = param(12, "tokens per row", low=1, high=48)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))
    count: int = param(SEEDS, "seed tokens", low=1, high=96)


def _seed_block(params: SeedsParams) -> tiles.Block:
    """The seeds as one block of tiles, the back of each drawn as its front (a seed has no
    wrong side), with no line round a back tile: on an 8 mm token a duplex shift would
    lay such a line across every seed's back (rev16, as Snort's in rev15). Each tile is
    the bean's own colour to its cut, front and back (a line-art theme's stays pale): on a
    cream tile the bean came within 0.45 mm of the cut, and a duplex shift clipped it
    (review s18 C)."""
    pal = find_palette(params.palette)
    ground = pal.point_a if luminance(pal.point_a) < 0.5 else pal.light
    return tiles.Block(params.count, ground, tiles.on_tile(seed, pal), cls="tile-ground seed")


def seeds(params: SeedsParams, name: str = "oware-pieces") -> Drawing:
    """Seed tokens (48 by default), small enough that a dozen lie flat in a house: each a
    seed on a square tile, in one block that shares its cuts."""
    return tiles.sheet(tiles.Tiles(params.size, params.columns), [_seed_block(params)],
                       find_palette(params.palette), name)


def seeds_back(params: SeedsParams, name: str = "oware-pieces") -> Drawing:
    """The backs of `seeds(params)`, mirrored for a long-edge flip: each seed again."""
    return tiles.sheet_backs(tiles.Tiles(params.size, params.columns), [_seed_block(params)],
                             name)


# mm of frame a diagram adds above and below its rows, so its letters stand 1 mm or more
# clear of the board's edge even in the narrowest column (70 mm).
DIAGRAM_PAD = 1.25


def _counts(position: OwarePosition, move: str | None, width: float, palette: str,
            name: str, upright: bool = True) -> Drawing:
    """One board `width` mm wide with the count of every house and store, and the house
    `move` sows, if any, ringed; not `upright`, North's letters turned round, as printed."""
    lay = Layout(width / Layout(1.0).width, DIAGRAM_PAD)
    pal = find_palette(palette)
    d = _whole(BoardParams(house=lay.house, split="whole", palette=palette), name,
               text=coordinate_size(width), upright=upright, pad=DIAGRAM_PAD)
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
            palette: str = "classic", *, upright: bool = True) -> Drawing:
    """A rulebook diagram `width` mm wide: the board with every count and the house sown
    ringed, and, for a move, the board after it below, so sowing reads before and after;
    not `upright`, North's letters turned round, as printed (a cover)."""
    before = _counts(position, move, width, palette, "oware-before", upright)
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
