"""The Breakthrough kit: it builds in every language and paper, its board fits the sheet,
its 14 + 14 pieces fill a square each and fit the box, and its rulebook is checked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.art.canvas import Path as PathShape
from printkit.art.canvas import Rect
from printkit.art.palette import PALETTES, find_palette, luminance
from printkit.art.parts.box import BoxParams
from printkit.art.parts.checkers import CheckersParams
from printkit.context import Context
from printkit.games.breakthrough import board
from printkit.games.breakthrough.kit import PIECES, board_params, piece_diameter
from printkit.games.breakthrough.pieces import fronts
from printkit.i18n import untranslated
from printkit.units import PAPERS, PRINTER_MARGIN_MM
from printkit.validate import validate

# The board is drawn with no bleed here, so its geometry is the cut board's
# (tests/games/test_board_bleed.py checks the 2 mm of frame past the cut).

TITLES = {"en": "Breakthrough", "pt-BR": "Avanço", "pt-PT": "Avanço"}


def _ctx(paper: str) -> Context:
    return Context(paper=PAPERS[paper], language="en", gettext=untranslated)


@pytest.mark.parametrize("lang", sorted(TITLES))
def test_the_kit_builds_in_each_language(run, tmp_path: Path, lang: str) -> None:
    result = run("build", "avanco", "--lang", lang, "-o", "k.pdf")
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "k.pdf")
    # The rulebook closes the kit, after the card sheets (one- or two-sided).
    found = re.search(r"print pages? (\d+)(?:-(\d+))? on plain paper", result.output)
    first, last = int(found[1]), int(found[2] or found[1])
    assert len(reader.pages) == last
    assert TITLES[lang] in reader.pages[first - 1].extract_text()


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_the_board_fits_the_sheet_and_a_piece_fits_a_square(paper: str) -> None:
    params = board_params(_ctx(paper))
    sheet = PAPERS[paper]
    assert params.side <= min(sheet.width, sheet.height) - 2 * PRINTER_MARGIN_MM
    assert params.cell >= 25.0  # comfortable on A4 and Letter, larger on A3
    assert piece_diameter(_ctx(paper)) < params.cell


def test_fourteen_pieces_a_side_and_a_box_that_holds_them() -> None:
    diameter = piece_diameter(_ctx("a4"))
    sheet = fronts(CheckersParams(per_side=PIECES, columns=7, diameter=diameter))
    tiles = [s.paint.cls for s in sheet.layers["art"] if isinstance(s, Rect)
             and "tile-ground" in (s.paint.cls or "")]
    assert tiles.count("tile-ground checker-light") == tiles.count("tile-ground checker-dark") == 14
    box = BoxParams(checkers=28, checker_diameter=diameter, dice=0, pins=0, cup=False,
                    cube=False)
    assert box.inner_width >= 2 * diameter and box.inner_depth >= diameter
    assert box.inner_height >= 14 * box.card_thickness


def test_the_board_has_every_coordinate() -> None:
    from printkit.art.parts.assembly import labels

    shown = labels(board.draw(board.BoardParams(bleed=0.0)))
    assert shown == set("abcdefg") | {str(n) for n in range(1, 8)}


def test_validation_and_the_engine_diagram(run, tmp_path: Path) -> None:
    assert validate("breakthrough") == []
    result = run("engine", "diagram", "--game", "breakthrough", "start", "--move", "e2-e3",
                 "-o", "d.svg")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "d.svg").read_text().count('class="move-arrow"') == 1


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_the_goal_ranks_stand_out_in_every_theme_and_in_greyscale(palette: str) -> None:
    # The review found nothing marking ranks 1 and 7, the ranks each side must reach:
    # their squares are washed paler (hatched, in the line-art theme); rev16 still found
    # them barely distinct in greyscale, so a thick band runs inside each (below).
    params = board.BoardParams(palette=palette, bleed=0.0)
    shapes = board.draw(params).layers["art"]
    grey = {s.paint.cls.split()[-1]: luminance(s.paint.fill) for s in shapes
            if isinstance(s, Rect) and (s.paint.cls or "").startswith("square ")}
    hatched = [s for s in shapes if s.paint.cls == "goal-hatch"]
    if find_palette(palette).hatch:
        rows = [(y, y + params.cell) for r in board.GOALS
                for y in (params.squares.origin(0, r)[1],)]
        assert len(hatched) > 2 * 7 * 5
        for line in hatched:  # in rank 1's or rank 7's squares, in the points' grey hatch
            ys = [y for _, points in line.segments for _, y in points]
            assert any(top - 1e-6 <= min(ys) and max(ys) <= bottom + 1e-6
                       for top, bottom in rows), ys
            assert line.paint.stroke == find_palette(palette).hatch and not line.paint.dash
    else:
        assert hatched == []
        # In greyscale each goal rank is lighter than the ranks between: not a hue alone.
        for goal, plain in ((1, 3), (7, 5)):
            assert (grey[f"square-a{goal}"] + grey[f"square-b{goal}"]
                    - grey[f"square-a{plain}"] - grey[f"square-b{plain}"]) > 0.08
    assert not any("goal" in (s.paint.cls or "") and s.paint.fill in (None, "none")
                   and not isinstance(s, PathShape) and s.paint.cls != "goal-band"
                   for s in shapes)


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_a_band_inside_each_goal_rank_shows_in_greyscale_and_is_no_cut(palette: str) -> None:
    # rev16: ranks 1 and 7 were "only a slightly more golden tan ... in greyscale barely
    # distinct". A rounded band runs inside each goal rank, round its seven squares, far
    # darker in greyscale than the squares it lies on, and far thicker than a 0.25 mm cut.
    params = board.BoardParams(palette=palette, bleed=0.0)
    shapes = board.draw(params).layers["art"]
    bands = [s for s in shapes if isinstance(s, Rect) and s.paint.cls == "goal-band"]
    assert len(bands) == 2
    squares = {s.paint.cls.split()[-1]: s.paint.fill for s in shapes
               if isinstance(s, Rect) and (s.paint.cls or "").startswith("square ")}
    for band, rank in zip(sorted(bands, key=lambda s: -s.y), board.GOALS, strict=True):
        top = params.squares.origin(0, rank)[1]
        assert params.frame < band.x < params.frame + 0.15 * params.cell
        assert top < band.y and band.y + band.h < top + params.cell
        assert band.w > 6 * params.cell and band.rx > 0
        assert band.paint.width >= 1.0 and not band.paint.dash
        darkest = min(luminance(squares[f"square-{f}{rank}"]) for f in "abcdefg")
        assert luminance(band.paint.stroke) < 0.6 * darkest, (palette, band.paint.stroke)


def test_the_classic_goal_ranks_are_a_warm_gold_that_keeps_the_chequer() -> None:
    # rev11: the goal ranks were a cold grey-pink and grey against the warm board.
    shapes = board.draw(board.BoardParams(palette="classic", bleed=0.0)).layers["art"]
    fills = {s.paint.cls.split()[-1]: s.paint.fill for s in shapes
             if isinstance(s, Rect) and (s.paint.cls or "").startswith("square ")}

    def rgb(colour: str) -> tuple[int, int, int]:
        r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
        return r, g, b

    for rank in board.GOALS:
        dark, light = fills[f"square-a{rank}"], fills[f"square-b{rank}"]
        assert dark != light  # still a chequer
        for r, g, b in (rgb(dark), rgb(light)):
            assert r - b >= 70 and g - b >= 40, (rank, dark, light)  # warm, towards gold


def _chevron_tips(drawing) -> list[tuple[float, float, float]]:
    """Each chevron's tip height against its middle: (x, y of the tip, y of the middle)."""
    found = []
    for layer in drawing.layers.values():
        for s in layer:
            if isinstance(s, PathShape) and s.paint.cls == "chevron":
                points = [p[0] for _, p in s.segments if p]
                middle = sum(y for _, y in points) / len(points)
                found.append((points[0][0], points[0][1], middle))
    return found


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_each_piece_shows_the_way_it_moves_with_a_chevron_on_both_faces(theme: str) -> None:
    # rev12: the pieces were generic star discs, the backgammon checkers' design. Each
    # face and each back now carries a chevron, pointing up the sheet (the way a player
    # sets it, away from them), in the side's decoration colour, well apart from the disc,
    # and the pieces still share their cuts (one tile ground a piece).
    from printkit.games import find_game

    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated, theme=theme)
    (part,) = find_game("breakthrough").kit().parts(["pieces"], ctx)
    pal = find_palette(theme)
    for side, count in ((part.front, 2 * PIECES), (part.back, 2 * PIECES)):
        tips = _chevron_tips(side)
        assert len(tips) == count
        assert all(tip < middle for _, tip, middle in tips)  # pointing up the page
    grounds = [s for s in part.front.layers["art"] if isinstance(s, Rect)
               and "tile-ground" in (s.paint.cls or "").split()]
    assert len(grounds) == 2 * PIECES
    chevrons = {s.paint.fill for layer in part.front.layers.values() for s in layer
                if isinstance(s, PathShape) and s.paint.cls == "chevron"}
    assert chevrons == {pal.light_edge, pal.dark_edge}
    for disc, mark in ((pal.light, pal.light_edge), (pal.dark, pal.dark_edge)):
        a, b = luminance(disc), luminance(mark)
        assert (max(a, b) + 0.05) / (min(a, b) + 0.05) > 3.0


def test_a_diagram_points_whites_pieces_up_the_board_and_blacks_down() -> None:
    from printkit.games.breakthrough.engine import RULES

    drawing = board.diagram(RULES.start()[0], None, 120.0)
    tips = _chevron_tips(drawing)
    middle = drawing.height / 2
    up = [tip < mid for _, tip, mid in tips if mid > middle]  # White's, near ranks 1-2
    down = [tip > mid for _, tip, mid in tips if mid < middle]  # Black's, ranks 6-7
    assert len(up) == len(down) == PIECES and all(up) and all(down)
