"""Breakthrough's pieces: the checkers' discs, each printed on a square tile in blocks whose
neighbours share straight cuts (printkit.art.parts.tiles), with a chevron that points the
way the piece moves, on its face and on its back."""

from __future__ import annotations

from printkit.art.canvas import Drawing, Point
from printkit.art.palette import Palette, mix
from printkit.art.parts import checkers, tiles
from printkit.art.parts.tokens import TokenArt

# The chevron: its tip this far above the centre and its outer edge's ends this far below,
# its half-width and the arms' thickness (measured up and down), as shares of the disc's
# radius; inside the disc's inner ring (0.62 of the radius).
TIP, FOOT, HALF, THICK = 0.40, 0.10, 0.40, 0.26
TILE = 0.92  # a diagram's tile, of the room it is drawn in (see token)


def chevron(d: Drawing, centre: Point, r: float, fill: str, *, up: bool = True) -> None:
    """A solid chevron (an arrowhead) in a disc `r` in radius, pointing up or down."""
    x, y = centre
    s = -1.0 if up else 1.0  # the page's y runs down
    # The outer edge, then the same edge THICK further back: two parallel arms.
    outline = [(x, y + s * TIP * r), (x + HALF * r, y - s * FOOT * r),
               (x + HALF * r, y - s * (FOOT + THICK) * r), (x, y + s * (TIP - THICK) * r),
               (x - HALF * r, y - s * (FOOT + THICK) * r), (x - HALF * r, y - s * FOOT * r)]
    d.polygon(outline, fill=fill, cls="chevron")


def _edge(pal: Palette, light: bool) -> str:
    """A side's decoration colour (as the checkers' rings)."""
    return pal.light_edge if light else pal.dark_edge


def _front(pal: Palette, light: bool, up: bool = True) -> tiles.TileArt:
    """A piece's face on its tile: the checker's disc and rings, and the chevron (pointing
    up the tile, or down)."""
    outline = mix(pal.light if light else pal.dark, _edge(pal, light), 0.5)

    def art(d: Drawing, centre: Point, size: float) -> None:
        r = checkers.DISC * size / 2
        checkers.face(d, centre, r, light, pal, outline=outline)
        chevron(d, centre, r, _edge(pal, light), up=up)

    return art


def _back(pal: Palette, light: bool) -> tiles.TileArt:
    """A piece's back on its tile: a ring and the same chevron, so either face shows
    the way."""

    def art(d: Drawing, centre: Point, size: float) -> None:
        r = size / 2
        d.circle(*centre, r * 0.8, stroke=_edge(pal, light), stroke_width=0.4,
                 cls=f"checker-back checker-{'light' if light else 'dark'}")
        chevron(d, centre, checkers.DISC * r, _edge(pal, light))

    return art


def blocks(params: checkers.CheckersParams) -> list[tiles.Block]:
    """The light block, then the dark one, as the checker sheet lays them out."""
    pal = params.colours
    return [tiles.Block(params.per_side, pal.light if light else pal.dark,
                        _front(pal, light), _back(pal, light),
                        cls=f"tile-ground checker-{'light' if light else 'dark'}")
            for light in (True, False)]


def fronts(params: checkers.CheckersParams) -> Drawing:
    """The pieces' faces and their shared cuts."""
    return tiles.sheet(params.layout, blocks(params), params.colours, "checkers-front")


def backs(params: checkers.CheckersParams) -> Drawing:
    """The backs, mirrored for a long-edge flip."""
    return tiles.sheet_backs(params.layout, blocks(params), "checkers-back")


def token(light: bool) -> TokenArt:
    """A piece as a rulebook diagram draws it: the square tile the sheet prints, edged in
    ink as its cut, its chevron towards the rank it races to, White's up the page (to
    rank 7), Black's down (to rank 1)."""

    def art(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
        # A disc alone read as a round piece where the box holds square tiles (review
        # s17 B); the tile is drawn a little inside `size`, so neighbours stay apart.
        x, y, half = *centre, TILE * size / 2
        d.rect(x - half, y - half, 2 * half, 2 * half, fill=pal.light if light else pal.dark,
               stroke=pal.ink, stroke_width=0.3, cls=f"piece piece-{'white' if light else 'black'}")
        _front(pal, light, up=light)(d, centre, TILE * size)

    return art
