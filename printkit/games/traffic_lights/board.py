"""The Traffic Lights board (3 ranks x 4 files) and its pieces: green, yellow and red.

Each colour also has its own mark, a circle, a triangle or a square, so the
pieces read in greyscale and to colour-blind players.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from printkit.art.boards.squares import BLEED, Squares, bled, diagram_squares
from printkit.art.boards.squares import diagram as squares_diagram
from printkit.art.boards.squares import draw as draw_squares
from printkit.art.canvas import INK, Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette, luminance, mix
from printkit.art.parts.tokens import TokenArt, TokenKind, TokensParams, sheet
from printkit.games.grid import Grid
from printkit.games.traffic_lights.engine import PIECES

FILES, RANKS = 4, 3
# The three colours for each theme; high-contrast takes the Okabe-Ito colours, which
# colour-blind players tell apart; ink-saver keeps to light tints.
COLOURS = {
    "classic": {"g": "#3f9b4b", "y": "#f0c419", "r": "#cf3b2f"},
    "ink-saver": {"g": "#dcefdc", "y": "#fbf2c8", "r": "#f6d6d2"},
    "high-contrast": {"g": "#009e73", "y": "#f0e442", "r": "#d55e00"},
}


@dataclass(frozen=True)
class BoardParams:
    """Parameters of the Traffic Lights board."""

    cell: float = param(40.0, "side of a square", unit="mm", low=20, high=60)
    frame: float = param(10.0, "width of the frame that carries the coordinates", unit="mm",
                         low=6, high=20)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))
    bleed: float = param(BLEED, "frame color beyond the cut, so a slightly wide cut shows "
                         "no paper", unit="mm", low=0, high=5)

    @property
    def squares(self) -> Squares:
        """The board's geometry: plain squares, so the pieces' colours stand out."""
        return Squares(FILES, RANKS, self.cell, self.frame, self.palette, chequered=False)


# The legend under the near side's coordinates: a traffic light lying on its side, its
# three lamps in the order a piece changes, green, yellow, red, each with its mark, and
# arrows between them in the frame's ink; no words.
# Sizes for a 40 mm square; a larger board (A3's 55 mm) draws its light larger alike.
LEGEND = 15.0  # mm the frame runs further under the near side to hold it
LAMP = 9.0  # mm: each lamp's diameter
LAMP_GAP = 7.5  # mm between two lamps, where an arrow points from one to the next
HOUSING = 1.4  # mm of the signal's housing round its lamps
LEGEND_CELL = 40.0
# The rim round the board, inside its edge: a broad line and a fine one (inset, width).
RIM = ((1.2, 0.7), (2.2, 0.3))
TONE = 0.08  # every other square this much towards the frame: a quiet two-tone ground


def draw(params: BoardParams) -> Drawing:
    """The printed board: a rim inside its edge, and under its near side the order the
    pieces change in, drawn as a traffic light."""
    b = params.squares
    scale = max(1.0, params.cell / LEGEND_CELL)
    inset, width = RIM[-1]  # the coordinates stand clear of the rim's inner line
    d = draw_squares(dataclasses.replace(b, tone=TONE, fillet=True, rim=inset + width / 2),
                     "traffic-lights-board", below=LEGEND * scale)
    rim(d, params.palette)
    legend(d, (b.width / 2, b.height + LEGEND * scale / 2 - 1.0), params.palette, scale)
    return bled(d, params.bleed, find_palette(params.palette).frame)


def rim(d: Drawing, theme: str) -> None:
    """A broad and a fine line round the board inside its edge, in tones of the frame's
    ink (its light ink in line art): a finished edge, never mistaken for a cut."""
    pal = find_palette(theme)
    for (inset, width), share in zip(RIM, (0.45, 0.3), strict=True):
        colour = mix(pal.frame, pal.frame_ink, share) if not pal.hatch else pal.frame_ink
        d.rect(inset, inset, d.width - 2 * inset, d.height - 2 * inset, stroke=colour,
               stroke_width=width if not pal.hatch else 0.5 * width + 0.15, rx=3.0 - inset,
               cls="rim")


def legend(d: Drawing, centre: Point, theme: str, scale: float = 1.0) -> None:
    """A traffic light on its side centred on `centre`: a housing, and in it a green,
    a yellow and a red lamp, each with its mark, arrows from one to the next; `scale`
    times the size it has under 40 mm squares."""
    pal = find_palette(theme)
    lamp, gap, around = LAMP * scale, LAMP_GAP * scale, HOUSING * scale
    step = lamp + gap
    x0, y = centre[0] - step, centre[1]
    width, height = 3 * lamp + 2 * gap + 2 * around, lamp + 2 * around
    # Darker than the wood; on a black frame a dark grey, so the housing still shows;
    # in line art only its outline.
    housing = "none" if pal.hatch else mix(pal.frame, "#000000", 0.5)
    if luminance(pal.frame) < 0.01:
        housing = "#2e2e2e"
    d.rect(centre[0] - width / 2, y - height / 2, width, height, fill=housing,
           stroke=mix(pal.frame, pal.frame_ink, 0.5) if not pal.hatch else pal.frame_ink,
           stroke_width=0.6, rx=height / 2, cls="signal")
    ink = pal.frame_ink
    for i, colour in enumerate("gyr"):
        x = x0 + i * step
        # Outlined in the frame's ink, not the cut lines' (a board draws no cut-like line).
        d.circle(x, y, lamp / 2, fill=COLOURS[theme][colour], stroke=ink, stroke_width=0.3,
                 cls=f"legend-lamp legend-lamp-{colour}")
        mark(d, colour, (x, y), lamp / 0.92)
        if colour == "r":
            break
        start = x + lamp / 2 + 0.15 * gap
        tip = start + 0.7 * gap
        head = 0.28 * gap
        d.line((start, y), (tip - head + 0.2, y), stroke=ink, stroke_width=0.1 * gap,
               cls="legend-arrow")
        d.polygon([(tip, y), (tip - head, y - head * 0.65), (tip - head, y + head * 0.65)],
                  fill=ink, cls="legend-arrow-head")


def light(colour: str, theme: str) -> TokenArt:
    """The picture of a piece of `colour` (g, y or r): a coloured tile with its mark."""

    def art(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
        x, y = centre
        half = size * 0.46
        d.rect(x - half, y - half, 2 * half, 2 * half, fill=COLOURS[theme][colour],
               stroke=INK, stroke_width=0.4, rx=0.12 * size, cls=f"piece piece-{colour}")
        mark(d, colour, centre, size)

    return art


def mark(d: Drawing, colour: str, centre: Point, size: float) -> None:
    """The shape that names a piece's colour without it: a circle (g), a triangle (y) or a
    square (r), in ink, for a piece `size` mm across."""
    x, y = centre
    m = size * 0.2
    if colour == "g":
        d.circle(x, y, m, fill=INK)
    elif colour == "y":
        d.polygon([(x, y - m * 1.1), (x + m * 1.1, y + m * 0.8), (x - m * 1.1, y + m * 0.8)],
                  fill=INK)
    else:
        d.rect(x - m, y - m, 2 * m, 2 * m, fill=INK)


def diagram(grid: Grid, move: str | None, width: float, palette: str = "classic", *,
            upright: bool = True) -> Drawing:
    """A rulebook diagram: the board as printed (its two-tone ground and fillet), the
    pieces, and the square a move changes, ringed; not `upright`, the far side's
    coordinates turned round, as printed (a cover)."""
    squares = diagram_squares(FILES, RANKS, width, palette, chequered=False, tone=TONE,
                              fillet=True, upright=upright)

    def piece(d: Drawing, letter: str, centre: Point, radius: float, pal: Palette) -> None:
        light(letter, palette)(d, centre, radius * 2.2, pal)

    return squares_diagram(squares, grid, piece, end=move, name="traffic-lights-diagram")


@dataclass(frozen=True)
class PiecesParams:
    """Parameters of the Traffic Lights piece sheet."""

    size: float = param(32.0, "width of a piece", unit="mm", low=15, high=50)
    columns: int = param(5, "pieces per row", low=1, high=24)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


def pieces(params: PiecesParams) -> Drawing:
    """The 24 pieces, 8 of each colour, green first, each cut free along straight lines."""
    tokens = TokensParams(size=params.size, columns=params.columns, palette=params.palette)
    kinds = [TokenKind(name, PIECES, light(colour, params.palette))
             for name, colour in (("green", "g"), ("yellow", "y"), ("red", "r"))]
    return sheet(tokens, kinds, "traffic-lights-pieces")


def piece_sheets(params: PiecesParams) -> list[Drawing]:
    """Each colour's pieces on a sheet of its own, so each can fill a gap on a card."""
    tokens = TokensParams(size=params.size, columns=params.columns, palette=params.palette)
    return [sheet(tokens, [TokenKind(name, PIECES, light(colour, params.palette))],
                  f"traffic-lights-{name}")
            for name, colour in (("green", "g"), ("yellow", "y"), ("red", "r"))]


BOARD = register(Component("traffic-lights-board", "Traffic Lights board: 3 x 4 squares",
                           BoardParams, draw))
PIECES_SHEET = register(Component("traffic-lights-pieces",
                                  "Traffic Lights pieces: 8 green, 8 yellow, 8 red, each marked",
                                  PiecesParams, pieces))
