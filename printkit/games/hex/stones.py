"""Hex stones on card: round double-sided discs, each with its hexagon, sized to a cell.

A stone is cut round, as a Go stone or a checker is, so that it fills its hexagonal cell
as a square tile cannot (a square fits only 0.73 of a cell's width, and looked lost on a
compendium's square boards). Each front is printed in its colour up to its cut circle and
no further, with the hexagonal ring the rulebook's diagrams draw (see `face`), in
staggered rows with room for scissors between neighbours (checkers.staggered): the cut is
the stone's one edge. The backs print every stone again, mirrored and a little larger, so
a stone that lands face down still shows whose it is.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette
from printkit.art.parts import checkers

SQRT3 = math.sqrt(3.0)
RING = 0.62  # the hexagonal ring's width across its flats, as a share of the stone's
# A front's colour stops at its cut circle, under the cut line's outer half: a black
# stone's colour run past it (as a checker's is) read as the stone's size, 1.5 mm larger
# than the stone, and needed a pale band under the cut to show it, a second ring round
# every stone (review s18). A back's colour runs BACK_BLEED past, as far as a home
# duplex printer drifts (1 mm left a crescent of the other side's paper, review s20).
# Neighbours are spaced as checkers are (checkers.pitch): bare paper
# between them, 2 mm between cut circles, so each reads as a stone of its own, the
# scissors see where to go and eleven stones a row fit A4. Their backs overlap, in one
# colour: the first row of white stones stands lower, so that no back of one colour
# runs into a stone of the other.
BACK_BLEED = checkers.BACK_BLEED
OUTLINE = 0.35  # the stone's outline, mm
# A white stone's outline in a rulebook diagram, as a share of its width: a band of dark
# ink, so it reads on White's edge cells, which are printed in the stones' own light colour.
RIM = 0.075
# On the card, a white stone's rim is RIM_LINE wide and stands RIM_INSET inside its cut:
# a rim at the cut showed every stray of the scissors and of the back as a lopsided ring
# (review s20), while a ring inside the edge stays round, as a token's printed ring does.
RIM_LINE, RIM_INSET = 0.6, 1.0


@dataclass(frozen=True)
class StonesParams:
    """Parameters of the Hex stone sheet."""

    size: float = param(15.0, "stone diameter (its cut circle's)", unit="mm", low=6, high=35)
    count: int = param(61, "stones of each color", low=1, high=100)
    columns: int = param(11, "stones per row", low=1, high=50)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


def hexagon(centre: Point, reach: float) -> list[Point]:
    """The six corners of a flat-topped hexagon `reach` from its centre, from the right."""
    x, y = centre
    return [(x + reach * math.cos(math.radians(a)), y + reach * math.sin(math.radians(a)))
            for a in (0, 60, 120, 180, 240, 300)]


def _colours(pal: Palette, black: bool) -> tuple[str, str]:
    """A stone's colour and its ring's."""
    return (pal.dark, pal.dark_edge) if black else (pal.light, pal.light_edge)


def face(d: Drawing, centre: Point, width: float, black: bool, pal: Palette, *,
         outline: tuple[str, float] | None = None, fill: str | None = None) -> None:
    """A stone `width` across, as the sheet and the rulebook draw it: a disc in its colour
    (or `fill`), edged in `outline` (colour, mm) if given, with its hexagonal ring."""
    colour, edge = _colours(pal, black)
    ink, line = outline or (None, 0.0)
    d.circle(*centre, width / 2, fill=fill or colour, stroke=ink, stroke_width=line,
             cls=f"piece piece-{'black' if black else 'white'}")
    d.polygon(hexagon(centre, RING * width / SQRT3), stroke=edge, stroke_width=OUTLINE)


def _centres(params: StonesParams, blacks: int, whites: int, name: str
             ) -> tuple[Drawing, list[tuple[bool, Point]]]:
    """An empty drawing as large as the stones, and each stone as (black, centre): the
    black ones first, in staggered rows `pitch` apart, each colour on rows of its own,
    the white ones far enough below the black that their backs do not meet."""
    counts, edge = (blacks, whites), BACK_BLEED + params.size / 2
    pitch = checkers.pitch(params.size)
    between = checkers.apart(params.size, pitch, BACK_BLEED, BACK_BLEED)
    d = Drawing(*checkers.staggered_size(counts, params.columns, pitch, edge, between),
                name=name)
    return d, [(kind == 0, centre) for kind, centre
               in checkers.staggered(counts, params.columns, pitch, edge, between)]


def _face(d: Drawing, centre: Point, params: StonesParams, black: bool, pal: Palette) -> None:
    """A stone's face on the card, its colour to the cut, whose line is its edge: a white
    stone's rim RIM_INSET inside the cut, so a cut a little off leaves it round."""
    face(d, centre, params.size, black, pal)
    if not black:
        d.circle(*centre, params.size / 2 - RIM_INSET - RIM_LINE / 2,
                 stroke=_colours(pal, black)[1], stroke_width=RIM_LINE, cls="stone-rim")


def stone_sheet(params: StonesParams, blacks: int, whites: int,
                name: str = "hex-pieces") -> Drawing:
    """`blacks` black stones, then `whites` white ones on rows of their own, at the size
    and columns of `params` (its count aside): Hex's sheet, or a compendium's."""
    d, found = _centres(params, blacks, whites, name)
    pal, r = find_palette(params.palette), params.size / 2
    for black, centre in found:
        _face(d, centre, params, black, pal)
        d.cut_circle(*centre, r)
    return d


def stone_backs(params: StonesParams, blacks: int, whites: int,
                name: str = "hex-pieces-back") -> Drawing:
    """The backs of `stone_sheet(params, blacks, whites)`, mirrored as a long-edge flip
    puts them: each stone in its colour, BACK_BLEED past its cut, with its face."""
    d, found = _centres(params, blacks, whites, name)
    pal, r = find_palette(params.palette), params.size / 2
    for black, (x, y) in found:
        centre = (d.width - x, y)
        d.circle(*centre, r + BACK_BLEED, fill=_colours(pal, black)[0], cls="stone-ground")
        _face(d, centre, params, black, pal)
    return d


def stones(params: StonesParams) -> Drawing:
    """The black stones, then the white ones, in staggered rows."""
    return stone_sheet(params, params.count, params.count)


STONES = register(Component("hex-pieces",
                            "Hex stones: 61 black and 61 white, round",
                            StonesParams, stones))
