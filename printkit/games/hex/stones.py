"""Hex stones on card: square tiles in straight-cut blocks, each with its hexagonal stone.

Each colour's stones are one block of square tiles (printkit.art.parts.tiles) whose
neighbours share one straight cut: the block is cut round, into strips, then apart, with
no zig-zag along a hexagon's six edges. A tile is printed in its stone's colour, with the
stone drawn on it as the rulebook's diagrams draw it: a flat-topped hexagon (as the board's
cells lie on the sheet) with its ring and its outline (see `outline`). A tile sits inside
one cell of the board (see kit.TILE_SHARE). Each block is printed solid (tiles.solid): its
colour unbroken on both faces, the cut grid on the front only, so an uneven cut or a
back printed off its front leaves no pale frame round a stone. The backs print every
tile again, picture and all, so a stone that lands face down still shows whose it is.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette, mix
from printkit.art.parts import tiles

SQRT3 = math.sqrt(3.0)
# The hexagon's corners lie this share of the tile out from its centre: the stone whole on
# its tile, with a little of the tile's colour round it.
REACH = 0.45
RING = 0.62  # the inner ring, as a share of the stone
OUTLINE = 0.35  # the stone's outline, mm
# A white stone's rim, as a share of its width across the flats: a band of its ring's dark
# ink, so it reads on White's edge cells, which are printed in the stones' own light colour.
RIM = 0.075


@dataclass(frozen=True)
class StonesParams:
    """Parameters of the Hex stone sheet."""

    size: float = param(12.0, "side of a stone's square tile", unit="mm", low=6, high=35)
    count: int = param(61, "stones of each color", low=1, high=100)
    columns: int = param(13, "stones per row", low=1, high=50)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


def hexagon(centre: Point, reach: float) -> list[Point]:
    """The six corners of a flat-topped hexagon `reach` from its centre, from the right."""
    x, y = centre
    return [(x + reach * math.cos(math.radians(a)), y + reach * math.sin(math.radians(a)))
            for a in (0, 60, 120, 180, 240, 300)]


def _colours(pal: Palette, black: bool) -> tuple[str, str]:
    """A stone's colour and its ring's."""
    return (pal.dark, pal.dark_edge) if black else (pal.light, pal.light_edge)


def outline(pal: Palette, black: bool, across: float) -> tuple[str, float]:
    """The colour and width (mm) of the outline of a stone `across` mm between its flats:
    a black stone's a fine line half-way to its ring's colour (a full-ink one would read
    as a cut); a white stone's a rim of its ring's ink, so it stands out on White's edge
    cells, which share its colour."""
    colour, edge = _colours(pal, black)
    if black:
        return mix(colour, edge, 0.5), OUTLINE
    return edge, max(OUTLINE, RIM * across)


def _stone(pal: Palette, black: bool) -> tiles.TileArt:
    """A stone on its tile: the hexagon in its colour, outlined, with its ring."""
    colour, edge = _colours(pal, black)

    def art(d: Drawing, centre: Point, size: float) -> None:
        reach = REACH * size
        ink, width = outline(pal, black, SQRT3 * reach)
        d.polygon(hexagon(centre, reach), fill=colour, stroke=ink, stroke_width=width,
                  cls=f"piece piece-{'black' if black else 'white'}")
        d.polygon(hexagon(centre, RING * reach), stroke=edge, stroke_width=OUTLINE)

    return art


def blocks(palette: str, blacks: int, whites: int) -> list[tiles.Block]:
    """The black stones' block, then the white ones', each back tile edged as its front."""
    pal = find_palette(palette)
    found = []
    for black, count in ((True, blacks), (False, whites)):
        ground = _colours(pal, black)[0]
        art = _stone(pal, black)
        found.append(tiles.solid(count, ground, art))
    return found


def _layout(params: StonesParams) -> tiles.Tiles:
    return tiles.Tiles(params.size, params.columns)


def _kept(kinds: Sequence[tiles.Block]) -> list[tiles.Block]:
    return [kind for kind in kinds if kind.count]


def stone_sheet(params: StonesParams, blacks: int, whites: int,
                name: str = "hex-pieces") -> Drawing:
    """`blacks` black stones in one block, then `whites` white ones in another, at the
    size and columns of `params` (its count aside): Hex's sheet, or a compendium's."""
    return tiles.sheet(_layout(params), _kept(blocks(params.palette, blacks, whites)),
                       find_palette(params.palette), name)


def stone_backs(params: StonesParams, blacks: int, whites: int,
                name: str = "hex-pieces-back") -> Drawing:
    """The backs of `stone_sheet(params, blacks, whites)`, mirrored as a long-edge flip
    puts them: each tile in its stone's colour, with its stone."""
    return tiles.sheet_backs(_layout(params), _kept(blocks(params.palette, blacks, whites)),
                             name)


def stones(params: StonesParams) -> Drawing:
    """The black stones, then the white ones, each colour one block of tiles."""
    return stone_sheet(params, params.count, params.count)


STONES = register(Component("hex-pieces",
                            "Hex stones: 61 black and 61 white, on square tiles",
                            StonesParams, stones))
