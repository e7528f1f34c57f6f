"""Pieces printed as square tiles in blocks that share straight cuts: a few straight cuts
free every piece, each tile as wide as the piece it replaces, and a block with a short
last row is still freed tile by tile."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from printkit.art.canvas import CUT_WIDTH, Rect
from printkit.art.palette import find_palette
from printkit.art.parts import tiles
from printkit.craft.view import faces
from printkit.games.rastros import board as rastros
from printkit.games.snort import board as snort

MM = 72 / 25.4  # PDF points in a millimetre
Affine = tuple[float, float, float, float, float, float]
Point = tuple[float, float]


def _times(m: Affine, n: Affine) -> Affine:
    """The transform `m` followed by `n`, as PDF's cm puts `m` before the current matrix."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D,
            e * A + f * C + E, e * B + f * D + F)


def cut_strokes(pdf: Path, page: int) -> list[tuple[tuple[Point, ...], bool]]:
    """Every straight cut line stroked on `page` (solid, in the cut's near-black ink and
    width), as its points in mm from the page's top-left corner and whether it closes."""
    reader = PdfReader(pdf)
    sheet = reader.pages[page - 1]
    height = float(sheet.mediabox.height)
    ctm: Affine = (1, 0, 0, 1, 0, 0)
    stack: list[tuple[Affine, float, tuple[float, ...], bool]] = []
    width, colour, dashed = 1.0, (0.0, 0.0, 0.0), False
    path: list[Point] = []
    closed, curved = False, False
    found = []
    for operands, op in ContentStream(sheet.get_contents(), reader).operations:
        if op == b"q":
            stack.append((ctm, width, colour, dashed))
        elif op == b"Q":
            ctm, width, colour, dashed = stack.pop()
        elif op == b"d":
            dashed = bool(operands[0])
        elif op == b"cm":
            ctm = _times(tuple(float(v) for v in operands), ctm)  # type: ignore[arg-type]
        elif op == b"w":
            width = float(operands[0]) * math.hypot(ctm[0], ctm[1]) / MM
        elif op == b"RG":
            colour = tuple(float(v) for v in operands)
        elif op in (b"m", b"l"):
            x, y = (float(v) for v in operands)
            a, b, c, d, e, f = ctm
            path.append(((a * x + c * y + e) / MM, (height - (b * x + d * y + f)) / MM))
        elif op == b"h":
            closed = True
        elif op in (b"c", b"v", b"y", b"re"):
            curved = True
        elif op in (b"S", b"s", b"n", b"f", b"f*", b"B", b"B*", b"b", b"b*"):
            if (op in (b"S", b"s") and not curved and not dashed and len(path) > 1
                    and max(colour) < 0.15 and abs(width - CUT_WIDTH) < 0.01):
                found.append((tuple(path), closed or op == b"s"))
            path, closed, curved = [], False, False
    return found


def _square(face: tuple[Point, ...], size: float) -> bool:
    xs, ys = [x for x, _ in face], [y for _, y in face]
    return (max(xs) - min(xs) == pytest.approx(size, abs=0.01)
            and max(ys) - min(ys) == pytest.approx(size, abs=0.01))


@pytest.mark.parametrize(("count", "columns"), [(15, 5), (7, 3), (1, 4), (13, 6)])
def test_a_block_is_cut_tile_by_tile_whatever_its_last_row(count: int, columns: int) -> None:
    outline, lines = tiles.cut_lines(count, columns, 10.0, (2.0, 3.0))
    found = faces([tuple(outline), *map(tuple, lines)], [True] + [False] * len(lines))
    assert len(found) == count
    assert all(_square(face, 10.0) for face in found)
    rows = -(-count // columns)
    # One straight cut between each two columns and each two rows, no more.
    assert len(lines) == min(count, columns) - 1 + rows - 1


def test_snorts_cats_and_dogs_are_freed_by_a_few_straight_cuts(run, tmp_path: Path) -> None:
    result = run("build", "snort", "-o", "snort.pdf")
    assert result.exit_code == 0, result.output
    size = round(0.8 * 22.0, 1)  # a piece's width: it fits a 22 mm square
    strokes = cut_strokes(tmp_path / "snort.pdf", 3)
    lines = [points for points, _ in strokes]
    freed = [f for f in faces(lines, [loop for _, loop in strokes]) if _square(f, size)]
    assert len(freed) == 56  # 28 cats and 28 dogs, each a face the page's cuts bound
    corners = {(round(x, 2), round(y, 2)) for f in freed for x, y in f}
    on_tiles = [points for points in lines
                if all((round(x, 2), round(y, 2)) in corners for x, y in points)]
    # Per block of ten, ten and eight: its outline, nine cuts down and two across; where
    # each tile once had an outline of its own, with paper between.
    assert len(on_tiles) == 24


@pytest.mark.parametrize("theme", ["classic", "ink-saver", "high-contrast"])
def test_snort_backs_print_solid_and_rastros_back_tiles_are_edged_as_their_front(
        theme: str) -> None:
    # Snort's back tiles once carried their front's edge (cream gutters on the cats, dark
    # hairlines on the dogs): a duplex shift of a millimetre left a stripe on every tile
    # (rev15). Its blocks now print solid, the backs with no line round a tile. Rastros'
    # pale white piece keeps an edge, so it does not float on the white card.
    pal = find_palette(theme)
    size = 17.5
    (_, cat_backs), (_, dog_backs) = snort.piece_sheets(
        snort.PiecesParams(size=size, columns=10, palette=theme))
    for back in (cat_backs, dog_backs):
        grounds = [s for s in back.layers["art"] if isinstance(s, Rect)]
        assert len(grounds) == 28
        assert all(s.paint.cls.startswith("tile-ground") and s.paint.stroke is None
                   for s in grounds)
        assert not back.layers["cut"]
    white = rastros.piece_backs(rastros.PiecesParams(size=size, palette=theme))
    dark, light = tiles.edge(pal.dark, pal), tiles.edge(pal.light, pal)
    # The front's look at the edge: its cut line, or the pale band under it on a dark tile.
    assert light == pal.ink and dark == (pal.light if tiles.halo(pal.dark, pal) else pal.ink)
    edges = [s for s in white.layers["art"] if isinstance(s, Rect)
             and s.paint.cls == "tile-edge"]
    assert len(edges) == 49
    assert {e.paint.stroke for e in edges} == {dark, light}
    # On each tile's edge, and never as thin as a cut line (0.25 mm).
    assert {(e.w, e.h) for e in edges} == {(size, size)}
    assert all(e.paint.width >= 0.5 for e in edges)


def test_oware_seed_backs_carry_no_line_round_a_tile() -> None:
    # rev16: each 8 mm seed's back was edged with a 0.5 mm line, which a duplex shift of
    # a millimetre would lay across the back of every token.
    from printkit.games.oware import board as oware

    backs = oware.seeds_back(oware.SeedsParams())
    grounds = [s for s in backs.layers["art"] if isinstance(s, Rect)]
    assert len(grounds) == oware.SEEDS
    assert all(s.paint.stroke is None for s in grounds)
    assert not [s for s in backs.layers["art"] if getattr(s, "paint", None) is not None
                and s.paint.cls == "tile-edge"]
    assert not backs.layers["cut"]
