"""The Rastros kit: it builds in every language, its board marks both goals and the start,
the white piece stands out among 48 black ones, and its rulebook is checked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.art.canvas import Circle, Rect, Text
from printkit.art.palette import PALETTES, luminance
from printkit.art.parts.tiles import BLEED
from printkit.context import Context
from printkit.games import find_game
from printkit.games.rastros import board
from printkit.games.rastros.kit import board_params, piece_size
from printkit.i18n import untranslated
from printkit.units import PAPERS, PRINTER_MARGIN_MM
from printkit.validate import validate
from tests.sample import sample

# The board is drawn with no bleed here, so its geometry is the cut board's
# (tests/games/test_board_bleed.py checks the 2 mm of frame past the cut).

LANGUAGES = ("en", "pt-BR", "pt-PT")


def _ctx(paper: str, theme: str = "classic") -> Context:
    return Context(paper=PAPERS[paper], language="en", gettext=untranslated, theme=theme)


# English and one Portuguese by default (each build takes some 7 s); the craft check
# builds every language too.
@pytest.mark.parametrize("lang", sample(LANGUAGES, lambda _, lang: lang != "pt-PT"))
def test_the_kit_builds_in_each_language(run, tmp_path: Path, lang: str) -> None:
    result = run("build", "rastros", "--lang", lang, "-o", "k.pdf")
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "k.pdf")
    # The rulebook closes the kit, after the card sheets (one- or two-sided).
    found = re.search(r"print pages? (\d+)(?:-(\d+))? on plain paper", result.output)
    first, last = int(found[1]), int(found[2] or found[1])
    assert len(reader.pages) == last
    assert "Rastros" in reader.pages[first - 1].extract_text()


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_the_board_fits_the_sheet_and_a_piece_fits_a_square(paper: str) -> None:
    params = board_params(_ctx(paper))
    sheet = PAPERS[paper]
    assert params.squares.width <= min(sheet.width, sheet.height) - 2 * PRINTER_MARGIN_MM
    assert params.cell >= 25.0
    assert piece_size(_ctx(paper)) < params.cell


def test_the_board_marks_both_goals_with_their_player_and_the_start() -> None:
    params = board.BoardParams(bleed=0.0)
    drawing = board.draw(params)
    shapes = [s for layer in drawing.layers.values() for s in layer]
    marks = {s.paint.cls: (round(s.x + s.w / 2, 3), round(s.y + s.h / 2, 3))
             for s in shapes if isinstance(s, Rect) and (s.paint.cls or "").startswith("mark")}
    assert len([s for s in shapes if isinstance(s, Rect)
                and s.paint.cls == "mark mark-goal"]) == 2
    centre = {name: tuple(round(v, 3) for v in params.squares.centre(name))
              for name in ("a1", "g7", "e5")}
    assert marks["mark mark-start"] == centre["e5"]
    # Each goal carries its player's number inside its square.
    low, high = params.frame, params.squares.width - params.frame  # inside the frame
    numbers = {s.content: s for s in shapes if isinstance(s, Text)
               and s.content in ("1", "2") and low < s.x < high and low < s.y < high}
    # Large, and each upright for the player whose goal it is, the first at rank 1, the
    # second across the table (a 4 mm "2" read upside down, review s17 B).
    for number, square, turn in (("1", "a1", 0), ("2", "g7", 180)):
        text = numbers[number]
        cx, cy = centre[square]
        assert abs(text.x - cx) < params.cell / 2 and abs(text.y - cy) < params.cell / 2
        assert text.size >= 0.35 * params.cell
        assert text.rotate % 360 == turn


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_one_white_piece_with_a_star_and_forty_eight_black_ones(theme: str) -> None:
    (part,) = find_game("rastros").kit().parts(["pieces"], _ctx("a4", theme))
    shapes = [s for layer in part.front.layers.values() for s in layer]
    discs = [s for s in shapes if isinstance(s, Circle)
             and (s.paint.cls or "").startswith("piece")]
    white = [s for s in discs if s.paint.cls == "piece piece-white"]
    black = [s for s in discs if s.paint.cls == "piece piece-black"]
    assert len(white) == 1 and len(black) == 48
    assert white[0].paint.fill != black[0].paint.fill
    stars = [s for s in shapes if getattr(s, "paint", None) and s.paint.cls == "star"]
    assert len(stars) == 1


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_the_lone_white_piece_stands_out_in_a_broad_accent_ring_on_both_faces(
        theme: str) -> None:
    # The one piece of its kind, easily lost: a ring in the goals' colour, broader than a
    # black piece's, around its star, on its front and its back, in the compendium too.
    pal = PALETTES[theme]
    for kit, name in ((find_game("rastros").kit(), "pieces"),
                      (find_game("classics").kit(), "pieces")):
        parts = [p for p in kit.parts([name], _ctx("a4", theme))
                 if p.ident in ("pieces", "rastros-piece")]
        (part,) = parts
        assert part.back is not None
        for face in (part.front, part.back):
            circles = [s for layer in face.layers.values() for s in layer
                       if isinstance(s, Circle)]
            (ring,) = [s for s in circles if s.paint.cls == "piece-ring-white"]
            black = [s for s in circles if s.paint.cls == "piece-ring"]
            assert ring.paint.stroke == pal.accent
            assert all(ring.paint.width > b.paint.width for b in black)



@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_every_black_piece_is_finished_with_a_ring_on_both_faces(theme: str) -> None:
    """A black piece is no plain disc: on its front and on its back it has a ring and a
    centre dot that stand out on it (in greyscale too), and it lies on a square tile of its
    colour that runs past the tile's cut, so a cut piece shows no paper rim."""
    pal = PALETTES[theme]
    (part,) = find_game("rastros").kit().parts(["pieces"], _ctx("a4", theme))
    size = piece_size(_ctx("a4", theme))
    assert part.back is not None
    for face in (part.front, part.back):
        shapes = [s for layer in face.layers.values() for s in layer if isinstance(s, Circle)]
        black = [s for s in shapes if s.paint.cls == "piece piece-black"]
        rings = [s for s in shapes if s.paint.cls == "piece-ring"]
        dots = [s for s in shapes if s.paint.cls == "piece-dot"]
        assert len(black) == len(rings) == len(dots) == 48
        for ring in rings:
            disc = min(black, key=lambda b: abs(b.cx - ring.cx) + abs(b.cy - ring.cy))
            assert (disc.cx, disc.cy) == pytest.approx((ring.cx, ring.cy))
            assert 0.5 * disc.r < ring.r < disc.r
            assert abs(luminance(ring.paint.stroke) - luminance(pal.dark)) >= 0.3
        under = [s for layer in face.layers.values() for s in layer if isinstance(s, Rect)
                 and s.paint.cls == "tile-ground piece-black"]
        assert len(under) == 48 and {u.paint.fill for u in under} == {pal.dark}
        assert min(u.w for u in under) >= size + 2 * BLEED - 1e-6


def test_a_box_that_holds_every_piece() -> None:
    from printkit.art.parts.box import BoxParams

    size = piece_size(_ctx("a4"))
    box = BoxParams(checkers=41, checker_diameter=size, dice=0, pins=0, cup=False, cube=False)
    assert box.inner_width >= 2 * size and box.inner_depth >= size
    assert box.inner_height >= 21 * box.card_thickness


def test_validation_and_the_engine_diagram(run, tmp_path: Path) -> None:
    assert validate("rastros") == []
    result = run("engine", "diagram", "--game", "rastros", "start", "--move", "d4",
                 "-o", "d.svg")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "d.svg").read_text().count('class="move-arrow"') == 1


def test_the_board_is_finished_like_snorts_its_marks_kept_apart() -> None:
    # A plain board no more: two close tones and a fillet round the field; the goals and
    # the start keep tints of their own, apart from both tones.
    drawing = board.draw(board.BoardParams(bleed=0.0))
    shapes = [s for layer in drawing.layers.values() for s in layer if isinstance(s, Rect)]
    tones = {s.paint.fill for s in shapes if (s.paint.cls or "").startswith("square ")}
    marks = {s.paint.fill for s in shapes if (s.paint.cls or "").startswith("mark mark-")}
    assert len(tones) == 2 and marks and marks.isdisjoint(tones)
    assert [s.paint.stroke for s in shapes if s.paint.cls == "fillet"] == [
        PALETTES["classic"].frame_ink]


@pytest.mark.parametrize("theme", ["classic", "high-contrast"])
def test_the_start_square_is_filled_apart_from_its_neighbours_and_carries_a_star(theme: str
                                                                                ) -> None:
    # The start square is easy to find: a fill well apart from the plain squares round
    # it, also in greyscale, and a pale star where the white (starred) piece begins.
    drawing = board.draw(board.BoardParams(palette=theme, bleed=0.0))
    art = drawing.layers["art"]
    fills = {(s.paint.cls or "").split()[-1]: s.paint.fill for s in art
             if isinstance(s, Rect) and (s.paint.cls or "").startswith(("square", "mark "))}
    start = luminance(fills["mark-start"])
    for square in ("d5", "f5", "e4", "e6"):
        other = luminance(fills[f"square-{square}"])
        assert (max(start, other) + 0.05) / (min(start, other) + 0.05) > 1.3, square
    squares = board.BoardParams(palette=theme, bleed=0.0).squares
    cx, cy = squares.centre("e5")
    stars = [s for s in art if getattr(s, "paint", None) is not None and s.paint.cls == "star"]
    assert len(stars) == 1
    xs = [p[0] for _, points in stars[0].segments for p in points]
    ys = [p[1] for _, points in stars[0].segments for p in points]
    assert abs((min(xs) + max(xs)) / 2 - cx) < 1.0 and min(ys) < cy < max(ys)
    assert stars[0].paint.fill == PALETTES[theme].light


def test_in_ink_saver_the_start_square_is_hatched_inside_its_band() -> None:
    drawing = board.draw(board.BoardParams(palette="ink-saver", bleed=0.0))
    squares = board.BoardParams(palette="ink-saver", bleed=0.0).squares
    x, y = squares.origin(4, 5)
    lines = [s for s in drawing.layers["art"]
             if getattr(s, "paint", None) is not None and s.paint.cls == "mark-hatch"]
    assert len(lines) >= 8
    for line in lines:
        for _, points in line.segments:
            for px, py in points:
                assert x < px < x + squares.cell and y < py < y + squares.cell
