"""The Snort board (8 x 8, the centre zone marked), its cats and dogs, and its diagrams.

Cats are dark tiles with a pale face and pointed ears; dogs are pale tiles with
a face framed by dark, drooping ears. The two differ in shape as well as in
tone, so a child tells them apart at a glance and a greyscale printer keeps
them apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.boards.lines import field_ink
from printkit.art.boards.squares import BLEED, Squares, bled, diagram_squares
from printkit.art.boards.squares import diagram as squares_diagram
from printkit.art.boards.squares import draw as draw_squares
from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette
from printkit.art.parts import tiles
from printkit.games.grid import Grid, parse_square, place

SIZE = 8
PIECES = 28  # of each kind, as the booklet's material list gives them
CENTRE_ZONE = ("d4", "d5", "e4", "e5")
# The ground's every other square, this much towards the frame: a quiet two-tone (Snort's
# squares have no colours of their own) that leaves the cats, dogs and centre zone clear;
# on the pale wood a fifth (a tenth read as one flat tone), on high-contrast's white a tenth.
TONES = {"classic": 0.2, "high-contrast": 0.1}


@dataclass(frozen=True)
class BoardParams:
    """Parameters of the Snort board."""

    cell: float = param(22.0, "side of a square", unit="mm", low=12, high=40)
    frame: float = param(9.0, "width of the frame that carries the coordinates", unit="mm",
                         low=6, high=20)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))
    bleed: float = param(BLEED, "frame color beyond the cut, so a slightly wide cut shows "
                         "no paper", unit="mm", low=0, high=5)

    @property
    def squares(self) -> Squares:
        """The board's geometry: plain squares, the four centre squares marked."""
        return Squares(SIZE, SIZE, self.cell, self.frame, self.palette, chequered=False,
                       marks={square: ("zone", "") for square in CENTRE_ZONE},
                       tone=TONES.get(self.palette, 0.0), fillet=True)


def draw(params: BoardParams) -> Drawing:
    """The printed board."""
    d = draw_squares(params.squares, "snort-board")
    return bled(d, params.bleed, find_palette(params.palette).frame)


def cat(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
    """A cat as a diagram draws it: a dark tile, and the cat's face on it."""
    x, y = centre
    s = size
    d.rect(x - 0.46 * s, y - 0.46 * s, 0.92 * s, 0.92 * s, fill=pal.dark, stroke=pal.ink,
           stroke_width=0.4, rx=0.12 * s, cls="piece piece-cat")
    cat_face(d, centre, size, pal)


def cat_face(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
    """A cat's face for a tile `size` wide: pale and round, pointed ears, whiskers."""
    x, y = centre
    s = size
    face, line = pal.light, pal.ink
    for side in (-1, 1):  # the ears first, so the face covers their base
        d.polygon([(x + side * 0.08 * s, y - 0.2 * s), (x + side * 0.31 * s, y - 0.39 * s),
                   (x + side * 0.29 * s, y - 0.06 * s)], fill=face, stroke=line,
                  stroke_width=0.04 * s)
    d.circle(x, y + 0.06 * s, 0.27 * s, fill=face, stroke=line, stroke_width=0.04 * s)
    for side in (-1, 1):
        ex = x + side * 0.11 * s
        d.path(f"M{ex},{y - 0.05 * s} Q{ex + 0.05 * s},{y + 0.01 * s} {ex},{y + 0.07 * s} "
               f"Q{ex - 0.05 * s},{y + 0.01 * s} {ex},{y - 0.05 * s} Z", fill=line)
        for dy in (0.11, 0.17):  # whiskers, inside the face so they show on any tile
            d.line((x + side * 0.07 * s, y + 0.15 * s),
                   (x + side * 0.25 * s, y + (dy - 0.01) * s), stroke=field_ink(pal, face),
                   stroke_width=0.018 * s)
    d.polygon([(x - 0.045 * s, y + 0.1 * s), (x + 0.045 * s, y + 0.1 * s),
               (x, y + 0.15 * s)], fill=line)
    d.path(f"M{x - 0.07 * s},{y + 0.2 * s} Q{x - 0.035 * s},{y + 0.24 * s} {x},{y + 0.18 * s} "
           f"Q{x + 0.035 * s},{y + 0.24 * s} {x + 0.07 * s},{y + 0.2 * s}", stroke=line,
           stroke_width=0.02 * s, round_caps=True)


def dog(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
    """A dog as a diagram draws it: a pale tile, and the dog's face on it."""
    x, y = centre
    s = size
    d.rect(x - 0.46 * s, y - 0.46 * s, 0.92 * s, 0.92 * s, fill=pal.light, stroke=pal.ink,
           stroke_width=0.4, rx=0.12 * s, cls="piece piece-dog")
    dog_face(d, centre, size, pal)


def dog_face(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
    """A dog's face for a tile `size` wide: round, between long drooping ears, a big nose."""
    x, y = centre
    s = size
    face, line = pal.light, pal.ink
    d.circle(x, y + 0.02 * s, 0.25 * s, fill=face, stroke=line, stroke_width=0.04 * s)
    for side in (-1, 1):  # the ears over the face's sides, hanging down to the cheeks
        top, outer, low = x + side * 0.14 * s, x + side * 0.4 * s, x + side * 0.24 * s
        d.path(f"M{top},{y - 0.22 * s} C{outer},{y - 0.26 * s} {outer},{y + 0.1 * s} "
               f"{low},{y + 0.26 * s} C{x + side * 0.17 * s},{y + 0.12 * s} "
               f"{x + side * 0.17 * s},{y - 0.05 * s} {top},{y - 0.22 * s} Z", fill=line)
        d.circle(x + side * 0.09 * s, y - 0.03 * s, 0.04 * s, fill=line)
    d.path(f"M{x - 0.08 * s},{y + 0.09 * s} Q{x},{y + 0.05 * s} {x + 0.08 * s},{y + 0.09 * s} "
           f"Q{x},{y + 0.2 * s} {x - 0.08 * s},{y + 0.09 * s} Z", fill=line)
    d.line((x, y + 0.15 * s), (x, y + 0.21 * s), stroke=line, stroke_width=0.02 * s)


@dataclass(frozen=True)
class PiecesParams:
    """Parameters of the Snort piece sheet."""

    size: float = param(17.5, "width of a piece", unit="mm", low=10, high=40)
    columns: int = param(10, "pieces per row", low=1, high=28)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


def pieces(params: PiecesParams) -> Drawing:
    """The 28 cats and 28 dogs: a block of dark tiles and a block of pale ones, whose
    neighbours share one straight cut."""
    return tiles.sheet(_layout(params), blocks(params.palette, PIECES, PIECES),
                       find_palette(params.palette), "snort-pieces")


def piece_sheets(params: PiecesParams) -> list[tuple[Drawing, Drawing]]:
    """The cats and the dogs on two sheets, so each can fill a gap on a card of its own,
    each sheet with its backs: a cat's dark tile face down would pass for a pale dog's,
    so every piece shows its picture on both faces."""
    pal = find_palette(params.palette)
    cats, dogs = blocks(params.palette, PIECES, PIECES)
    return [(tiles.sheet(_layout(params), [kind], pal, f"snort-{name}"),
             tiles.sheet_backs(_layout(params), [kind], f"snort-{name}-back"))
            for name, kind in (("cats", cats), ("dogs", dogs))]


def _layout(params: PiecesParams) -> tiles.Tiles:
    return tiles.Tiles(params.size, params.columns)


def blocks(palette: str, cats: int, dogs: int) -> list[tiles.Block]:
    """The cats on dark tiles and the dogs on pale ones, each face upright on both sides,
    each block printed solid (tiles.solid): the grid of cuts on the front only, where a
    back's own grid (cream gutters, dark hairlines) left a stripe on every tile a duplex
    printer shifted by a millimetre (rev15)."""
    pal = find_palette(palette)
    cat_art, dog_art = tiles.on_tile(cat_face, pal), tiles.on_tile(dog_face, pal)
    return [tiles.solid(cats, pal.dark, cat_art, "tile-ground piece piece-cat"),
            tiles.solid(dogs, pal.light, dog_art, "tile-ground piece piece-dog")]


def diagram(grid: Grid, move: str | None, width: float, palette: str = "classic", *,
            upright: bool = True) -> Drawing:
    """A rulebook diagram: the board, the cats and dogs, and the animal just placed on the
    square played, ringed (an empty ring read as a hole, not as a placement); not
    `upright`, the far side's coordinates turned round, as printed (a cover)."""
    base = BoardParams(palette=palette).squares
    squares = diagram_squares(SIZE, SIZE, width, palette, chequered=False, marks=base.marks,
                              tone=base.tone, fillet=base.fillet, upright=upright)

    def piece(d: Drawing, letter: str, centre: Point, radius: float, pal: Palette) -> None:
        (cat if letter == "c" else dog)(d, centre, radius * 2.3, find_palette(palette))

    if move:
        file, rank = parse_square(move, SIZE, SIZE)
        grid = place(grid, file, rank, mover(grid))
    return squares_diagram(squares, grid, piece, end=move, name="snort-diagram")


def mover(grid: Grid) -> str:
    """Whose animal goes down next: the cats place first and the sides alternate, so
    the cats when both kinds are as many, else the dogs."""
    cats, dogs = (sum(rank.count(piece) for rank in grid) for piece in ("c", "d"))
    return "c" if cats == dogs else "d"


BOARD = register(Component("snort-board", "Snort board: 8 x 8, the center zone marked",
                           BoardParams, draw))
PIECES_SHEET = register(Component("snort-pieces", "Snort pieces: 28 cats and 28 dogs",
                                  PiecesParams, pieces))
