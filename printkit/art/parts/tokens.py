"""A sheet of playing tokens: square or round, each kind with its own picture.

A game gives its kinds (how many, and a function that draws the picture on a
token); the sheet lays them out in rows that straight cuts free (square tokens)
or with a cut circle round each (round ones). Kinds should differ in their
picture as well as their colour, so they read in greyscale and to colour-blind
players. A piece whose colour tells whose it is prints its picture on its back
too (`backs`), so it shows its colour whichever face lands up.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from printkit.art.canvas import Drawing, Point
from printkit.art.component import Component, param, register
from printkit.art.palette import PALETTES, Palette, find_palette

# Draws a token's picture centred at a point, `size` mm across, in a palette.
TokenArt = Callable[[Drawing, Point, float, Palette], None]


@dataclass(frozen=True)
class TokenKind:
    """One kind of token: a name (for its class), how many, and its picture."""

    name: str
    count: int
    art: TokenArt


@dataclass(frozen=True)
class TokensParams:
    """Parameters of a token sheet."""

    size: float = param(20.0, "width of a token", unit="mm", low=8, high=40)
    gap: float = param(2.0, "space between tokens", unit="mm", low=0, high=10)
    columns: int = param(8, "tokens per row", low=1, high=20)
    shape: str = param("square", "token outline", choices=("square", "circle", "hexagon"))
    count: int = param(16, "tokens (for the plain sheet printkit svg draws)", low=1, high=100)
    palette: str = param("classic", "color set", choices=tuple(PALETTES))


def sheet(params: TokensParams, kinds: Sequence[TokenKind], name: str = "tokens") -> Drawing:
    """Every token of `kinds`, kind after kind, in rows of `columns`."""
    d, pal = _blank(params, kinds, name), find_palette(params.palette)
    for kind, corner in _corners(params, kinds):
        _token(d, params, kind, corner, pal)
    return d


def backs(params: TokensParams, kinds: Sequence[TokenKind], name: str = "tokens-back", *,
          bleed: float = 0.0) -> Drawing:
    """The backs of `sheet(params, kinds)`: each token's own picture again, drawn `bleed`
    mm larger all round (colour past the cut hides a duplex printer's drift), mirrored
    across the sheet as a long-edge flip puts it behind its front."""
    d, pal = _blank(params, kinds, name), find_palette(params.palette)
    for kind, (x, y) in _corners(params, kinds):
        cx, cy = x + params.size / 2, y + _height(params) / 2
        kind.art(d, (d.width - cx, cy), params.size + 2 * bleed, pal)
    return d


def _blank(params: TokensParams, kinds: Sequence[TokenKind], name: str) -> Drawing:
    """An empty drawing as large as the sheet of `kinds`."""
    total = sum(kind.count for kind in kinds)
    rows = -(-total // params.columns)
    pitch = params.size + params.gap
    columns = min(params.columns, total)
    return Drawing(columns * pitch - params.gap + 2,
                   rows * (_height(params) + params.gap) - params.gap + 2, name=name)


def _corners(params: TokensParams, kinds: Sequence[TokenKind]) -> list[tuple[TokenKind, Point]]:
    """Each token's kind and top-left corner, kind after kind, in rows of `columns`."""
    pitch, tall = params.size + params.gap, _height(params)
    found: list[tuple[TokenKind, Point]] = []
    for kind in kinds:
        for _ in range(kind.count):
            row, column = divmod(len(found), params.columns)
            found.append((kind, (1 + column * pitch, 1 + row * (tall + params.gap))))
    return found


def _height(params: TokensParams) -> float:
    """A token's height: its width, or more for a pointy-topped hexagon."""
    return params.size * 2 / math.sqrt(3) if params.shape == "hexagon" else params.size


def _token(d: Drawing, params: TokensParams, kind: TokenKind, corner: Point,
           pal: Palette) -> None:
    """One token: its picture and its cut line."""
    x, y = corner
    s = params.size
    centre = (x + s / 2, y + _height(params) / 2)
    kind.art(d, centre, s, pal)
    if params.shape == "circle":
        d.cut_circle(centre[0], centre[1], s / 2)
    elif params.shape == "hexagon":
        r, (cx, cy) = _height(params) / 2, centre
        d.cut([(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
               for a in (-90, -30, 30, 90, 150, 210)])
    else:
        d.cut([(x, y), (x + s, y), (x + s, y + s), (x, y + s)])


def plain(d: Drawing, centre: Point, size: float, pal: Palette) -> None:
    """A plain light token with a ring, for the sheet printkit svg draws."""
    d.circle(*centre, size * 0.46, fill=pal.light, stroke=pal.light_edge, stroke_width=0.4)


def draw(params: TokensParams) -> Drawing:
    """A sheet of plain tokens, for designers."""
    return sheet(params, [TokenKind("plain", params.count, plain)])


COMPONENT = register(Component("tokens", "A sheet of playing tokens, square or round",
                               TokensParams, draw))
