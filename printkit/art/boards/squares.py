"""A board of squares with coordinates on every side, marked squares, and its diagrams.

Files a.. run along the near and far edges and ranks 1.. up both sides, the far
side's labels turned round so the player sitting there reads them upright (a
rulebook diagram, read from one side, keeps them all upright). Marked squares
(a goal, a start, a zone) get a tint and a thick coloured frame inside the
square, never a thin solid or dashed line that could pass for a cut or a fold.
`diagram` draws a position with pieces and a move.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from printkit.art.boards.diagrams import PieceStyle, coordinate_size
from printkit.art.boards.lines import field_ink
from printkit.art.boards.points import HATCH_WIDTH, hatch_lines, hatch_spacing
from printkit.art.canvas import Drawing, Point
from printkit.art.palette import Palette, find_palette, mix
from printkit.art.parts.caption import grown
from printkit.art.parts.tiles import halo

FILES = "abcdefghijklmnopqrstuvwxyz"
# A position's squares as the games' engines give them: rank 1 first, None where empty.
Grid = tuple[tuple[str | None, ...], ...]
# Draws a piece (its letter) centred at a point with a radius, in a palette.
PieceArt = Callable[[Drawing, str, Point, float, Palette], None]


def file_rank(square: str) -> tuple[int, int]:
    """(file index from 0, rank from 1) of a square name such as "e5", which the game's
    engine has already checked."""
    return FILES.index(square[0]), int(square[1:])


@dataclass(frozen=True)
class Squares:
    """The geometry and look of one board of squares."""

    files: int
    ranks: int
    cell: float = 25.0
    frame: float = 9.0
    palette: str = "classic"
    chequered: bool = True
    # Marked squares: name -> (kind, label); kinds tint differently ("goal", "start", "zone").
    marks: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    upright: bool = False  # every coordinate upright (a diagram), not the far side's turned
    # Whole ranks a side must reach (Breakthrough's first and last): a wash over their
    # squares, the chequer kept, with no line round them that could pass for a cut.
    goal_ranks: tuple[int, ...] = ()
    # A plain board's finish: every other square this much towards the frame's colour, a
    # quiet two-tone ground that keeps the squares easy to count (none in a line-art
    # theme, where a tint costs ink), and a fine line in the frame's ink round the field.
    tone: float = 0.0
    fillet: bool = False
    # How far in from the board's edge a rim the game draws round it ends (0: none): the
    # coordinates stand in the middle of the frame between it and the fillet.
    rim: float = 0.0

    @property
    def width(self) -> float:
        """The board's width, frame included."""
        return self.files * self.cell + 2 * self.frame

    @property
    def height(self) -> float:
        """The board's height, frame included."""
        return self.ranks * self.cell + 2 * self.frame

    def origin(self, file: int, rank: int) -> Point:
        """The top-left corner of a square (file 0.., rank 1..), rank 1 nearest the viewer."""
        return (self.frame + file * self.cell, self.frame + (self.ranks - rank) * self.cell)

    def centre(self, square: str) -> Point:
        """The middle of a named square."""
        file, rank = file_rank(square)
        x, y = self.origin(file, rank)
        return (x + self.cell / 2, y + self.cell / 2)


MARK_BAND = 0.1  # a marked square's frame, as a share of the square
# A start square's fill: this far from the light pieces towards the ink, a light tone
# that still stands apart from the plain squares round it, also in greyscale.
START = 0.3
# A goal rank's squares: paled towards white (so the rank also stands out in greyscale),
# then touched with the accent, the colour of every goal; or, where the palette has a
# warm goal shade, paled less and turned towards it.
GOAL_PALE, GOAL_HUE = 0.45, 0.12
GOAL_WARM_PALE, GOAL_WARM = 0.3, 0.5
# A goal rank's band: a rounded frame inside the whole rank, this far in from its edges
# and this wide (shares of a square), in a deep shade of the goal's colour: thick enough
# that no one takes it for a cut, and the mark that still shows in greyscale.
GOAL_BAND_INSET, GOAL_BAND = 0.07, 0.055
# The fillet round the field: its width, and how far out from the field it runs, as a
# share of the frame (clear of the coordinates, which stand in the frame's middle).
FILLET_WIDTH, FILLET_GAP = 0.45, 0.14
COORDINATE = 0.42  # a coordinate's size, as a share of the frame it stands in
# From a coordinate's baseline to its glyphs' middle, as a share of its size: half a file
# letter's x-height, half a rank's digit height (the bundled sans).
LETTER_MIDDLE, DIGIT_MIDDLE = 0.26, 0.35
# The frame's colour past the cut on a home printer's page: a cut a little wide, or a
# sheet a little off, shows no white line along the board's dark edge (a print shop's
# build sets its own, --bleed too).
BLEED = 2.0


def diagram_squares(files: int, ranks: int, width: float, palette: str, *,
                    chequered: bool = True,
                    marks: Mapping[str, tuple[str, str]] | None = None,
                    goal_ranks: tuple[int, ...] = (), tone: float = 0.0,
                    fillet: bool = False, upright: bool = True) -> Squares:
    """A board `width` mm wide for a rulebook diagram: its frame wide enough for
    coordinates that print at 5 pt or more, all upright unless not `upright` (a cover,
    which shows the board as printed: the far side's turned round)."""
    frame = coordinate_size(width) / COORDINATE
    return Squares(files, ranks, (width - 2 * frame) / files, frame, palette,
                   chequered=chequered, marks=dict(marks or {}), upright=upright,
                   goal_ranks=goal_ranks, tone=tone, fillet=fillet)


def _squares(d: Drawing, b: Squares, pal: Palette) -> None:
    dark, light = mix(pal.felt, pal.point_a, 0.35), pal.point_b
    if not b.chequered:  # a plain board is the pieces' ground: the palette's pale felt
        light = mix(pal.light, pal.felt, 0.5)
        dark = mix(light, pal.frame, b.tone) if b.tone and not pal.hatch else light
    for rank in range(1, b.ranks + 1):
        for file in range(b.files):
            x, y = b.origin(file, rank)
            # a1 dark, as on a chessboard: file 0 + rank 1 is odd.
            fill = dark if (file + rank) % 2 == 1 else light
            goal = rank in b.goal_ranks
            if goal and pal.goal:
                fill = mix(mix(fill, "#ffffff", GOAL_WARM_PALE), pal.goal, GOAL_WARM)
            elif goal and not pal.hatch:  # a line-art theme hatches the goal instead
                fill = mix(mix(fill, "#ffffff", GOAL_PALE), pal.accent, GOAL_HUE)
            d.rect(x, y, b.cell, b.cell, fill=fill, stroke=field_ink(pal), stroke_width=0.2,
                   cls="square " + ("goal-rank " if goal else "") + f"square-{FILES[file]}{rank}")
            if goal and pal.hatch:
                corners = [(x, y), (x + b.cell, y), (x + b.cell, y + b.cell), (x, y + b.cell)]
                for start, end in hatch_lines(corners, hatch_spacing(b.cell)):
                    d.line(start, end, stroke=pal.hatch, stroke_width=HATCH_WIDTH,
                           cls="goal-hatch")
    _goal_bands(d, b, pal)
    d.rect(b.frame, b.frame, b.files * b.cell, b.ranks * b.cell, stroke=pal.ink,
           stroke_width=0.5)
    if b.fillet:
        gap = FILLET_GAP * b.frame
        d.rect(b.frame - gap, b.frame - gap, b.files * b.cell + 2 * gap,
               b.ranks * b.cell + 2 * gap, stroke=pal.frame_ink,
               stroke_width=min(FILLET_WIDTH, 0.3 * gap), cls="fillet")


def _goal_bands(d: Drawing, b: Squares, pal: Palette) -> None:
    """A band inside each goal rank, round all its squares: a deep shade of the palette's
    goal colour (its accent where it has none; its field ink in line art)."""
    colour = (pal.ink if pal.hatch else mix(pal.goal, pal.ink, 0.45) if pal.goal
              else pal.accent)
    inset, width = GOAL_BAND_INSET * b.cell, GOAL_BAND * b.cell
    for rank in b.goal_ranks:
        x, y = b.origin(0, rank)
        d.rect(x + inset, y + inset, b.files * b.cell - 2 * inset, b.cell - 2 * inset,
               stroke=colour, stroke_width=width, rx=2 * inset, cls="goal-band")


BOARD_LABEL = 0.4  # a marked square's label on the printed board, of the square's side


def _marks(d: Drawing, b: Squares, pal: Palette) -> None:
    """Tint marked squares and frame them with a thick band of their kind's colour, inside
    the square, with a short label; goals in the accent colour, a start in the field's
    dark line colour, a zone in a paler shade of its own colour (the accent where the
    palette has none), so they also differ in greyscale."""
    zone = pal.zone or pal.accent
    tints = {"goal": mix(pal.accent, "#ffffff", 0.55), "start": mix(pal.light, pal.ink, START),
             # A palette's own zone colour pales towards its light pieces, so it stays warm.
             "zone": mix(zone, pal.light if pal.zone else "#ffffff", 0.7 if pal.zone else 0.75)}
    frames = {"goal": pal.accent, "start": mix(pal.ink, pal.felt, 0.25),
              "zone": mix(zone, "#ffffff", 0.3)}
    for square, (kind, label) in b.marks.items():
        file, rank = file_rank(square)
        x, y = b.origin(file, rank)
        band = MARK_BAND * b.cell
        inset = 0.04 * b.cell + band / 2  # the band's middle line
        x0, y0, x1, y1 = x + inset, y + inset, x + b.cell - inset, y + b.cell - inset
        hatched = kind == "start" and bool(pal.hatch)  # a line-art theme hatches it
        d.rect(x, y, b.cell, b.cell, fill=pal.light if hatched else tints.get(kind, tints["zone"]),
               cls=f"mark mark-{kind}")
        if hatched:  # inside the frame band only, so the band keeps a clean edge
            edge = inset + band / 2
            corners = [(x + edge, y + edge), (x + b.cell - edge, y + edge),
                       (x + b.cell - edge, y + b.cell - edge), (x + edge, y + b.cell - edge)]
            for start, end in hatch_lines(corners, hatch_spacing(b.cell)):
                d.line(start, end, stroke=pal.hatch, stroke_width=HATCH_WIDTH,
                       cls="mark-hatch")
        d.rect(x0, y0, x1 - x0, y1 - y0, stroke=frames.get(kind, frames["zone"]),
               stroke_width=band, cls=f"mark-frame mark-frame-{kind}")
        if label and b.upright:
            # In a diagram (all upright) the label is as large as the coordinates, which
            # diagram_squares sizes to print at 5 pt or more in any column, low in its
            # square, clear of a piece drawn there.
            size = max(0.16 * b.cell, COORDINATE * b.frame)
            d.text(x + b.cell / 2, y + b.cell - 0.2 * b.cell, label, size=size,
                   anchor="middle", font="sans-bold", fill=pal.ink)
        elif label:
            # On the board, large in the middle of its square, read across the table (4 mm
            # at its foot was small, and the far one upside down, review s17 B); a mark
            # in the far half faces the player sitting there, as the far coordinates do.
            far = rank > b.ranks / 2
            size = BOARD_LABEL * b.cell
            d.text(x + b.cell / 2, y + b.cell / 2 + (-1 if far else 1) * DIGIT_MIDDLE * size,
                   label, size=size, anchor="middle", font="sans-bold", fill=pal.ink,
                   rotate=180 if far else 0)


def _coordinates(d: Drawing, b: Squares, pal: Palette) -> None:
    """Files along the near and far sides, ranks up both, each centred in the frame's free
    band (between the fillet and the rim, where the board has them) at the same distance
    from the field on every side, and centred by its glyphs' own middle: a file letter's
    x-height, a rank's digits' height (a far side's letters turned round with them)."""
    size, f, c = COORDINATE * b.frame, b.frame, b.cell
    inner = 0.0
    if b.fillet:
        gap = FILLET_GAP * f
        inner = gap + min(FILLET_WIDTH, 0.3 * gap) / 2
    mid = inner + (f - b.rim - inner) / 2  # from the field's edge to a coordinate's middle
    letter, digit = LETTER_MIDDLE * size, DIGIT_MIDDLE * size
    turn, lift = (0, 1.0) if b.upright else (180, -1.0)  # the far side's, and its baseline
    for i in range(b.files):
        x = f + (i + 0.5) * c
        d.text(x, b.height - f + mid + letter, FILES[i], size=size, anchor="middle",
               font="sans-bold", fill=pal.frame_ink)
        d.text(x, f - mid + lift * letter, FILES[i], size=size, anchor="middle",
               font="sans-bold", fill=pal.frame_ink, rotate=turn)
    for i in range(b.ranks):
        y = f + (b.ranks - 1 - i + 0.5) * c
        d.text(f - mid, y + digit, str(i + 1), size=size, anchor="middle",
               font="sans-bold", fill=pal.frame_ink)
        d.text(b.width - f + mid, y + lift * digit, str(i + 1), size=size,
               anchor="middle", font="sans-bold", fill=pal.frame_ink, rotate=turn)


def draw(b: Squares, name: str, *, below: float = 0.0) -> Drawing:
    """The printed board: frame, squares, marks, coordinates and the cut line; the frame
    runs `below` mm further under the near side, for a legend the game draws there."""
    pal = find_palette(b.palette)
    height = b.height + below
    d = Drawing(b.width, height, name=name)
    d.rect(0, 0, b.width, height, fill=pal.frame)
    _squares(d, b, pal)
    _marks(d, b, pal)
    _coordinates(d, b, pal)
    d.cut([(0, 0), (b.width, 0), (b.width, height), (0, height)], band=halo(pal.frame, pal))
    return d


def bled(d: Drawing, bleed: float, colour: str) -> Drawing:
    """`d` (a board cut along its drawing's edge) on a drawing `bleed` mm larger all round,
    its edge's `colour` filling the margin: the cut stays where it was on the board, and
    the colour runs that far past it (crop marks then start off the colour, on the cut's
    line, see layout/marks.cut_inset)."""
    if not bleed:
        return d
    out = grown(d, d.width + 2 * bleed, d.height + 2 * bleed, bleed, bleed)
    out.rect(0.0, 0.0, out.width, out.height, fill=colour, cls="bleed")
    art = out.layers["art"]
    art.insert(0, art.pop())  # under everything
    return out


def diagram(b: Squares, grid: Grid, piece: PieceArt, *, start: str | None = None,
            end: str | None = None, name: str = "diagram") -> Drawing:
    """The board with the pieces of `grid` drawn by `piece`, and an arrow from `start` to
    `end` (or a ring round `end` alone, for a piece placed there)."""
    pal = find_palette(b.palette)
    d = draw(b, name)
    for rank in range(1, b.ranks + 1):
        for file in range(b.files):
            letter = grid[rank - 1][file]
            if letter:
                piece(d, letter, b.centre(f"{FILES[file]}{rank}"), b.cell * 0.36, pal)
    if end and start:
        arrow(d, b.centre(start), b.centre(end), b.cell, pal)
    elif end:
        x, y = b.centre(end)
        d.circle(x, y, b.cell * 0.44, stroke=pal.accent, stroke_width=0.09 * b.cell,
                 cls="move-ring")
    return d


def arrow(d: Drawing, start: Point, end: Point, cell: float, pal: Palette) -> None:
    """A straight arrow from a piece to the square it moves to."""
    (sx, sy), (ex, ey) = start, end
    length = math.hypot(ex - sx, ey - sy)
    ux, uy = (ex - sx) / length, (ey - sy) / length
    head, shaft = 0.28 * cell, 0.07 * cell
    neck = (ex - ux * head, ey - uy * head)
    d.line(start, neck, stroke=pal.accent, stroke_width=shaft, cls="move-arrow")
    px, py = -uy * head * 0.55, ux * head * 0.55
    d.polygon([end, (neck[0] + px, neck[1] + py), (neck[0] - px, neck[1] - py)],
              fill=pal.accent, cls="move-arrow-head")


# A piece's token, as wide as this many times the radius `diagram` gives it: its disc
# (0.46 of the token) covers most of the square, as the card piece covers the board's.
TOKEN = 2.3


def styled(style: PieceStyle, colours: Mapping[str, str]) -> PieceArt:
    """Draw each piece (its letter, a colour of `colours`) as `style` draws that colour:
    the kit's own token art, so a diagram shows the pieces the box holds."""

    def piece(d: Drawing, letter: str, centre: Point, radius: float, pal: Palette) -> None:
        style[colours[letter]](d, centre, radius * TOKEN, pal)

    return piece
