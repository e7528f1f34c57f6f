"""A sheet of playing tokens: square or round, each kind with its own picture.

A game gives its kinds (how many, and a function that draws the picture on a
token); the sheet lays them out in rows that straight cuts free (square tokens)
or with a cut circle round each (round ones). Kinds should differ in their
picture as well as their colour, so they read in greyscale and to colour-blind
players.
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
    total = sum(kind.count for kind in kinds)
    rows = -(-total // params.columns)
    pitch = params.size + params.gap
    tall = _height(params)
    columns = min(params.columns, total)
    d = Drawing(columns * pitch - params.gap + 2, rows * (tall + params.gap) - params.gap + 2,
                name=name)
    pal = find_palette(params.palette)
    index = 0
    for kind in kinds:
        for _ in range(kind.count):
            row, column = divmod(index, params.columns)
            x, y = 1 + column * pitch, 1 + row * (tall + params.gap)
            _token(d, params, kind, (x, y), pal)
            index += 1
    return d


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
