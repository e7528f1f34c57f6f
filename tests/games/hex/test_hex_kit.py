"""The Hex kit: it builds in every language and paper, the halves fit the sheet and fit
together into the whole board, the edges are coloured for their owners, 61 + 61 stones fit
the cells and the box, and the rulebook is checked."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.art.canvas import Path as PathShape
from printkit.art.palette import PALETTES, luminance
from printkit.art.parts.box import BoxParams
from printkit.context import Context
from printkit.games import find_game
from printkit.games.hex import board
from printkit.games.hex.kit import board_params, stone_width
from printkit.i18n import untranslated
from printkit.units import PAPERS, PRINTER_MARGIN_MM
from printkit.validate import validate
from tests.geometry import inside
from tests.sample import sample

LANGUAGES = ("en", "pt-BR", "pt-PT")


def _ctx(paper: str) -> Context:
    return Context(paper=PAPERS[paper], language="en", gettext=untranslated)


def _corners(shape: PathShape) -> list[tuple[float, float]]:
    """The points a straight-sided path runs through."""
    return [points[0] for _, points in shape.segments if points]


def _cells(drawing) -> dict[str, list[tuple[float, float]]]:
    """Each cell's corners, by name, as the drawing has them."""
    return {s.paint.cls.split("-", 1)[1]: _corners(s)
            for layer in drawing.layers.values() for s in layer
            if isinstance(s, PathShape) and (s.paint.cls or "").startswith("cell ")}


# English and one Portuguese by default (each build takes some 8 s); the craft check
# builds every language too.
@pytest.mark.parametrize("lang", sample(LANGUAGES, lambda _, lang: lang != "pt-PT"))
def test_the_kit_builds_in_each_language(run, tmp_path: Path, lang: str) -> None:
    result = run("build", "hex", "--lang", lang, "-o", "k.pdf")
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "k.pdf")
    # The rulebook closes the kit, after the card sheets (one- or two-sided).
    found = re.search(r"print pages? (\d+)(?:-(\d+))? on plain paper", result.output)
    first, last = int(found[1]), int(found[2] or found[1])
    assert len(reader.pages) == last
    assert "Hex" in reader.pages[first - 1].extract_text()


@pytest.mark.parametrize(("lang", "name"), [("en", "swap"), ("pt-BR", "troca"),
                                            ("pt-PT", "troca"), ("es", "intercambio")])
def test_the_swap_is_named_in_the_readers_language(run, tmp_path: Path, lang: str,
                                                   name: str) -> None:
    # The caption's lead names the move; the engine's "swap" is notation, not the text.
    assert run("rules", "hex", "--lang", lang, "-o", "r.pdf").exit_code == 0
    text = " ".join(page.extract_text() for page in PdfReader(tmp_path / "r.pdf").pages)
    assert f"{name} — " in text
    assert lang == "en" or "swap" not in text


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_the_board_fits_the_sheet(paper: str) -> None:
    params = board_params(_ctx(paper))
    sheet = PAPERS[paper]
    long_side, short_side = (max(sheet.width, sheet.height) - 2 * PRINTER_MARGIN_MM,
                             min(sheet.width, sheet.height) - 2 * PRINTER_MARGIN_MM)
    parts = board.halves(params) if params.split == "halves" else (board.draw(params),)
    for part in parts:
        assert max(part.width, part.height) <= long_side
        assert min(part.width, part.height) <= short_side
    assert params.split == ("whole" if paper == "a3" else "halves")


def _area(points: list[tuple[float, float]]) -> float:
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1)
                   in zip(points, points[1:] + points[:1], strict=True))) / 2


def _kinds(drawing, prefix: str) -> dict[str, list[tuple[float, float]]]:
    """Shapes whose class starts with `prefix`, by the rest of their class."""
    return {s.paint.cls.split()[-1].removeprefix("cell-part-").removeprefix("cell-"):
            _corners(s) for s in drawing.layers["art"]
            if isinstance(s, PathShape) and (s.paint.cls or "").startswith(prefix)}


def _laid(half, offset):
    """A half's cells (whole and cut), registration marks, glue strip and cut outline,
    moved by `offset` into the whole board's frame."""
    dx, dy = offset

    def moved(points):
        return [(x + dx, y + dy) for x, y in points]

    marks = [moved(_corners(s)) for s in half.layers["art"]
             if isinstance(s, PathShape) and s.paint.cls == "align-mark"]
    glue = [moved(_corners(s)) for s in half.layers["art"]
            if isinstance(s, PathShape) and s.paint.cls == "glue"]
    (cut,) = half.layers["cut"]
    return ({k: moved(v) for k, v in _kinds(half, "cell ").items()},
            {k: moved(v) for k, v in _kinds(half, "cell-part ").items()}, marks, glue,
            moved(_corners(cut)))


def test_the_halves_laid_on_their_strip_make_the_whole_board() -> None:
    params = board.BoardParams(split="halves")
    whole = _cells(board.draw(board.BoardParams(split="whole")))
    top, bottom = board.halves(params)
    # Each half's offset into the whole board, from one cell it holds whole.
    offsets = [tuple(a - b for a, b in zip(whole[name][0], _cells(half)[name][0], strict=True))
               for half, name in ((top, "a1"), (bottom, "a11"))]
    (top_cells, top_parts, top_marks, top_glue, top_cut), \
        (bottom_cells, bottom_parts, bottom_marks, (strip,), _) = (
            _laid(top, offsets[0]), _laid(bottom, offsets[1]))
    assert not top_glue
    # Rows 1-6 on the top half, 7-11 on the bottom, every cell whole: the seam runs
    # along the cells' edges (a straight cut took the tips of every cell of row 7, rev15).
    assert {n[1:] for n in top_cells} == {str(r) for r in range(1, 7)}
    assert {n[1:] for n in bottom_cells} == {str(r) for r in range(7, 12)}
    assert top_parts == bottom_parts == {}
    for cells in (top_cells, bottom_cells):
        for name, corners in cells.items():
            for (x, y), (wx, wy) in zip(corners, whole[name], strict=True):
                assert math.isclose(x, wx, abs_tol=1e-6) and math.isclose(y, wy, abs_tol=1e-6)
    # The top half's cut goes round its own cells and leaves every cell of row 7 to the
    # bottom half: no corner of those lies inside it.
    for name, corners in bottom_cells.items():
        assert not any(inside(p, top_cut) and not _on_edge(p, top_cut) for p in corners), name
    for name, corners in top_cells.items():
        middle = (sum(x for x, _ in corners) / 6, sum(y for _, y in corners) / 6)
        assert inside(middle, top_cut), name
    # Across White's bands the seam is level with the upper corners of row 7.
    level = min(y for _, y in whole["a7"])
    # The glue strip is board.GLUE deep to the seam's lowest points, and reaches 7 mm or
    # more past its highest (review s20: about 5 mm, a thin zigzag to glue), lying wholly
    # under the top half.
    ys = [y for _, y in strip]
    assert math.isclose(max(ys) - min(ys), board.GLUE, abs_tol=1e-6)
    assert min(y for _, y in strip[2:]) - min(ys) >= 7.0
    assert all(inside((x, y - 1e-3), top_cut) or _on_edge((x, y), top_cut) for x, y in strip)
    # Two marks a half, tip to tip on the seam when the halves lie true.
    tips = sorted(min(mark, key=lambda p: abs(p[1] - level)) for mark in top_marks)
    assert len(top_marks) == len(bottom_marks) == 2
    for tip, mark in zip(tips, sorted(bottom_marks), strict=True):
        other = min(mark, key=lambda p: abs(p[1] - level))
        assert math.isclose(tip[0], other[0], abs_tol=1e-6)
        assert math.isclose(tip[1], level, abs_tol=1e-6)
        assert math.isclose(other[1], level, abs_tol=1e-6)
        assert max(y for _, y in mark) > level  # below the seam on the bottom half
    assert all(max(y for _, y in mark) <= level + 1e-6 for mark in top_marks)


def test_the_top_halfs_teeth_past_its_zigzag_cut_are_bare_card_edged_in_a_thin_band(
) -> None:
    # Reviews s18 and s19: the teeth past the zigzag were printed in the cells' dark edge
    # colour and read as part of the board. They are white now, with a band of that
    # colour 0.8 mm wide (perpendicular) along the cut, as far as a careful cut strays.
    top, _ = board.halves(board.BoardParams(split="halves"))
    art = {shape.paint.cls: shape for shape in top.layers["art"]
           if isinstance(shape, PathShape) and shape.paint.cls in ("seam-waste", "seam-bleed")}
    waste, band = art["seam-waste"], art["seam-bleed"]
    assert waste.paint.fill is not None and luminance(waste.paint.fill) > 0.99
    assert band.paint.fill is not None and luminance(band.paint.fill) < 0.2
    points = [point for _, ends in band.segments for point in ends]
    zigzag, offset = points[:len(points) // 2], points[len(points) // 2:][::-1]
    # Deepest at the zigzag's notches, 0.8 mm from the cut across its 30-degree edges,
    # and never into the board: each point lies on or below the cut's.
    depth = max(b[1] - a[1] for a, b in zip(zigzag, offset, strict=True))
    assert math.isclose(depth * math.cos(math.radians(30)), board.SEAM_BAND, abs_tol=1e-6)
    assert board.SEAM_BAND <= 0.8
    assert all(b[1] >= a[1] - 1e-9 for a, b in zip(zigzag, offset, strict=True))


def _on_edge(p: tuple[float, float], polygon: list[tuple[float, float]]) -> bool:
    for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        cross = (x1 - x0) * (p[1] - y0) - (y1 - y0) * (p[0] - x0)
        within = min(x0, x1) - 1e-6 <= p[0] <= max(x0, x1) + 1e-6
        if abs(cross) < 1e-6 * math.hypot(x1 - x0, y1 - y0) and within:
            return True
    return False


def test_black_owns_top_and_bottom_and_white_the_sides() -> None:
    drawing = board.draw(board.BoardParams(split="whole"))
    edges: dict[str, list[tuple[float, float]]] = {"edge edge-b": [], "edge edge-w": []}
    for layer in drawing.layers.values():
        for s in layer:
            if isinstance(s, PathShape) and (s.paint.cls or "").startswith("edge"):
                points = _corners(s)
                edges[s.paint.cls].append((sum(x for x, _ in points) / len(points),
                                           sum(y for _, y in points) / len(points)))
    black, white = edges["edge edge-b"], edges["edge edge-w"]
    middle_y = drawing.height / 2
    assert sorted(y < middle_y for _, y in black) == [False, True]  # one above, one below
    assert all(abs(y - middle_y) < drawing.height / 4 for _, y in white)


def test_enough_stones_of_each_colour_to_fill_the_board_and_they_fit_a_cell_and_the_box(
) -> None:
    # Black may fill half the cells, rounded up (White too, after a swap): 61 of 121.
    cells = board_params(_ctx("a4")).size ** 2
    needed = math.ceil(cells / 2)
    (part,) = find_game("hex").kit().parts(["pieces"], _ctx("a4"))
    shapes = [s for layer in part.front.layers.values() for s in layer]
    for colour in ("black", "white"):
        assert sum(getattr(s, "paint", None) is not None
                   and s.paint.cls == f"piece piece-{colour}" for s in shapes) == needed == 61
    width, cell = stone_width(_ctx("a4")), board_params(_ctx("a4")).cell
    assert width < cell
    corner = width * 2 / math.sqrt(3)
    box = BoxParams(checkers=2 * needed, checker_diameter=corner, dice=0, pins=0, cup=False,
                    cube=False)
    assert box.inner_width >= 2 * corner and box.inner_height >= needed * box.card_thickness


@pytest.mark.parametrize("paper", ["a4", "a3"])
def test_each_stones_back_covers_it_in_its_colour_through_a_duplex_printers_drift(
        paper: str) -> None:
    # Review s20: the backs ran 0.85 mm past the stones' cut, less than a home duplex
    # printer drifts (1 to 2 mm), and a white stone's rim ran to its cut, so a stray cut
    # or back left it lopsided.
    from printkit.art.canvas import Circle
    from printkit.art.palette import find_palette

    drift = 1.5
    pal = find_palette("classic")
    (part,) = find_game("hex").kit().parts(["pieces"], _ctx(paper))

    def circles(drawing, cls: str) -> list[Circle]:
        return [s for layer in drawing.layers.values() for s in layer
                if isinstance(s, Circle) and (s.paint.cls or "").startswith(cls)]

    fronts = circles(part.front, "piece ")
    backs = circles(part.back, "stone-ground")
    assert len(fronts) == len(backs) == 122
    width = part.back.width
    for stone in fronts:
        colour = pal.dark if stone.paint.cls.endswith("black") else pal.light
        x, y = width - stone.cx, stone.cy  # where the long-edge flip puts its back
        own = [b for b in backs if math.hypot(b.cx - x, b.cy - y) < 1e-6]
        assert len(own) == 1 and own[0].paint.fill == colour
        assert own[0].r >= stone.r + drift - 1e-6
        # No back of the other colour comes within the drift of the stone.
        for other in backs:
            if other.paint.fill != colour:
                assert math.hypot(other.cx - x, other.cy - y) >= stone.r + other.r + drift - 1e-6
    # A white stone's rim stands inside its cut, with card of its colour outside it.
    rims = circles(part.front, "stone-rim")
    assert len(rims) == 61
    for rim in rims:
        assert rim.r + rim.paint.width / 2 <= stone_width(_ctx(paper)) / 2 - 0.9


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "122 stones (61 black and 61 white)"),
    ("es", "122 fichas (61 negras y 61 blancas)"),
    ("pt-BR", "122 peças (61 pretas e 61 brancas)")])
def test_the_rulebook_counts_the_stones_the_kit_prints(run, tmp_path: Path, lang: str,
                                                       words: str) -> None:
    assert run("rules", "hex", "--lang", lang, "-o", "r.pdf").exit_code == 0
    text = " ".join(" ".join(page.extract_text().split())
                    for page in PdfReader(tmp_path / "r.pdf").pages)
    assert words in text
    assert any(said in text for said in ("stones: 122 in all", "fichas: 122 en total",
                                         "peças: 122 ao todo"))


def test_svg_takes_the_board_size(run, tmp_path: Path) -> None:
    for size in (9, 11, 13):
        result = run("svg", "hex-board", "--size", str(size), "--split", "whole",
                     "-o", f"h{size}.svg")
        assert result.exit_code == 0, result.output
        text = (tmp_path / f"h{size}.svg").read_text()
        assert text.count('class="cell ') == size * size


def test_validation_and_the_engine_diagram(run, tmp_path: Path) -> None:
    assert validate("hex") == []
    result = run("engine", "diagram", "--game", "hex", "start", "--move", "f6", "-o", "d.svg")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "d.svg").read_text().count('class="move-ring"') == 1


def _runs(drawing) -> list[tuple[str, float, tuple[float, float, float, float]]]:
    """Each text run of a drawing but its captions on the waste (trimmed off): its words,
    size in points and the box its letters fill (capitals above the baseline, descenders
    below)."""
    from printkit.art.canvas import Text
    from printkit.art.outlines import text_width
    from printkit.art.parts.caption import CAPTION

    runs = []
    for shape in drawing.layers["text"]:
        if isinstance(shape, Text) and shape.cls != CAPTION:
            width = text_width(shape.content, size=shape.size, font=shape.font)
            x0 = {"start": shape.x, "middle": shape.x - width / 2, "end": shape.x - width}[
                shape.anchor]
            top, low = shape.y - 0.72 * shape.size, shape.y + 0.22 * shape.size
            runs.append((shape.content, shape.size * 72 / 25.4, (x0, top, x0 + width, low)))
    return runs


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("Top half", "rows 1–6", "Bottom half", "rows 7–11")),
    ("pt-PT", ("Metade de cima", "linhas 1–6", "Metade de baixo", "linhas 7–11"))])
def test_the_bottom_half_is_named_with_its_rows_on_its_glue_strip(lang: str, words) -> None:
    from printkit.i18n import translator
    from printkit.languages import game_catalog

    game = find_game("hex")
    tr = translator(lang, allow_incomplete=False, extra=game_catalog(game.templates, lang))
    ctx = Context(paper=PAPERS["a4"], language=lang, gettext=tr.gettext)
    top, bottom = game.kit().parts(["board-top", "board-bottom"], ctx)
    label = f"{words[2]} · {words[3]}"
    runs = {text: (size, box) for text, size, box in _runs(bottom.front)}
    assert label in runs, sorted(runs)
    size, (x0, y0, x1, y1) = runs[label]
    assert size >= 6.0
    # Wholly on the strip the top half covers, so it is not left on the finished board.
    (strip,) = [_corners(s) for s in bottom.front.layers["art"]
                if isinstance(s, PathShape) and s.paint.cls == "glue"]
    assert all(inside(c, strip) for c in [(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
    # No half's name or rows lie on either half's playing surface.
    for part in (top, bottom):
        said = " ".join(text for text, _, _ in _runs(part.front))
        assert not any(word in said for word in words[:2]), part.ident
    assert not any(word in " ".join(t for t, _, _ in _runs(bottom.front)).replace(label, "")
                   for word in words[2:])


def _contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two #rrggbb colours."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


@pytest.mark.parametrize("palette", ["classic", "high-contrast"])
def test_each_sides_edge_cells_are_tinted_in_its_colour_across_the_board(palette: str
                                                                         ) -> None:
    # The two sides read across the whole board, not only in the frame: Black's edge
    # rows shaded towards Black, White's edge columns in White's light colour, both well
    # apart from the plain cells between them.
    drawing = board.draw(board.BoardParams(split="whole", palette=palette))
    fills = {s.paint.cls.split("-", 1)[1]: s.paint.fill
             for layer in drawing.layers.values() for s in layer
             if isinstance(s, PathShape) and (s.paint.cls or "").startswith("cell ")}
    pal = PALETTES[palette]
    black = {fills[f"{c}{r}"] for c in "bcdefghij" for r in (1, 11)}
    white = {fills[f"{c}{r}"] for c in "ak" for r in range(2, 11)}
    plain = {fills[f"{c}{r}"] for c in "bcdefghij" for r in range(2, 11)}
    assert len(black) == len(white) == len(plain) == 1
    (black_tint,), (white_tint,), (cell,) = black, white, plain
    assert white_tint == pal.light
    assert luminance(black_tint) < luminance(cell) < luminance(white_tint)
    assert _contrast(black_tint, cell) > 2.0 and _contrast(white_tint, cell) > 1.4
    # A corner cell is both sides' edge: half in each tint.
    halves = [s.paint.fill for layer in drawing.layers.values() for s in layer
              if isinstance(s, PathShape) and (s.paint.cls or "").startswith("side-tint ")]
    assert halves.count(black_tint) == halves.count(white_tint) == 4


def test_in_ink_saver_blacks_edge_cells_are_hatched_and_whites_ringed() -> None:
    # No flat tint costs ink: Black's edge cells carry hatching, White's a ring like its
    # stones', both in the theme's light hatching ink.
    top, bottom = board.halves(board.BoardParams(palette="ink-saver"))
    for half, row in ((top, "1"), (bottom, "11")):
        cells = {name: corners for name, corners in _cells(half).items()}
        lines = [(s, _corners(s)) for layer in half.layers.values() for s in layer
                 if isinstance(s, PathShape) and (s.paint.cls or "").startswith("side-tint")]
        assert lines and all(s.paint.stroke == PALETTES["ink-saver"].hatch
                             and s.paint.fill == "none" for s, _ in lines)
        for name in [f"{c}{row}" for c in "bcdefghij"] + [f"a{r}" for r in (5, 8)
                                                          if f"a{r}" in cells]:
            kind = "b" if name.endswith(row) else "w"
            inside_cell = [s for s, points in lines
                           if s.paint.cls == f"side-tint side-tint-{kind}"
                           and all(inside(p, cells[name]) for p in points)]
            assert len(inside_cell) >= (6 if kind == "w" else 3), name


@pytest.mark.parametrize("palette", ["classic", "high-contrast"])
def test_whites_frame_shows_on_the_paper_and_stays_far_lighter_than_blacks(palette: str
                                                                           ) -> None:
    # A newcomer sees which sides White joins: its frame is a tone that stands out from
    # white paper and from White's light edge cells, and never nears Black's dark frame,
    # also in greyscale (luminance).
    drawing = board.draw(board.BoardParams(split="whole", palette=palette))
    frames = {s.paint.cls: s.paint.fill for layer in drawing.layers.values() for s in layer
              if isinstance(s, PathShape) and (s.paint.cls or "").startswith("edge ")}
    white, black = frames["edge edge-w"], frames["edge edge-b"]
    assert _contrast(white, "#ffffff") > 1.5
    assert _contrast(white, PALETTES[palette].light) > 1.4
    assert _contrast(white, black) > 4.0


def test_in_ink_saver_whites_frame_is_hatched_and_its_numbers_stand_on_plates() -> None:
    # No tint costs ink, so White's frame carries the theme's hatching instead, with a
    # plain plate under each row number so the numbers stay clear.
    drawing = board.draw(board.BoardParams(split="whole", palette="ink-saver"))
    shapes = [s for layer in drawing.layers.values() for s in layer
              if isinstance(s, PathShape)]
    frames = [_corners(s) for s in shapes if s.paint.cls == "edge edge-w"]
    hatch = [_corners(s) for s in shapes if s.paint.cls == "edge-hatch edge-hatch-w"]
    assert len(frames) == 2
    for frame in frames:
        assert sum(all(inside(p, frame) or _on_edge(p, frame) for p in line)
                   for line in hatch) >= 20
    plates = [s for layer in drawing.layers.values() for s in layer
              if getattr(s, "paint", None) is not None and s.paint.cls == "number-plate"]
    assert len(plates) == 2 * 11


def test_a_diagrams_played_stone_is_drawn_in_its_ring_and_white_stones_are_rimmed() -> None:
    from printkit.art.canvas import Circle
    from printkit.games.hex.engine import RULES

    # The rulebook's g2: Black plays on an empty cell of a 60 mm diagram.
    before = RULES.parse_position("7b3/7w3/6bw3/5bw4/5bw4/4bw5/4bw5/3bw6/3bw6/2bw7/2bw7 b")
    d = board.diagram(before, "g2", 60.0)
    shapes = [s for layer in d.layers.values() for s in layer]
    (ring,) = [s for s in shapes if isinstance(s, Circle) and s.paint.cls == "move-ring"]
    blacks = [s for s in shapes if getattr(s, "paint", None) is not None
              and s.paint.cls == "piece piece-black"]
    whites = [s for s in shapes if getattr(s, "paint", None) is not None
              and s.paint.cls == "piece piece-white"]
    # One more black stone than the position holds, and it is the one the ring surrounds.
    assert len(blacks) == before.cells.count("b") + 1 and len(whites) == before.cells.count("w")
    inner = [s for s in blacks if isinstance(s, Circle)
             and math.dist((s.cx, s.cy), (ring.cx, ring.cy)) + s.r <= ring.r]
    assert len(inner) == 1
    # A white stone's outline: 0.5 mm or more of dark ink, so it shows on White's pale edge.
    assert all(s.paint.width >= 0.5 and s.paint.stroke is not None
               and luminance(s.paint.stroke) < 0.1 for s in whites)


def test_the_top_halfs_frame_ends_stop_a_millimetre_past_their_straight_cuts() -> None:
    # Review s23: under the frame's two straight ends the frame's colour ran 4.8 mm past
    # the cut, down to the art's edge, and read as part of the half.
    from printkit.art.plane import inside

    top, _ = board.halves(board.BoardParams(split="halves"))
    cut = [point for _, ends in top.layers["cut"][0].segments for point in ends]
    level = max(y for _, y in cut[:3])  # the ends' straight cuts, at the seam's level
    ends = [(a, b) for a, b in zip(cut, cut[1:], strict=False)
            if a[1] == b[1] == level and abs(a[0] - b[0]) > 1.0]
    assert len(ends) == 2

    def colour_at(p: tuple[float, float]) -> str | None:
        found = None
        for shape in top.layers["art"]:
            if (isinstance(shape, PathShape) and shape.paint.fill not in (None, "none")
                    and inside(p, [pt for _, pts in shape.segments for pt in pts])):
                found = shape.paint.fill
        return found

    for (x0, _), (x1, _) in ends:
        middle = (x0 + x1) / 2
        # The frame's colour reaches past the cut as far as a careful cut strays ...
        assert colour_at((middle, level + 0.5)) not in (None, board.WASTE)
        # ... and no further: below that the card is bare.
        for depth in (board.END_BLEED + 0.3, 3.0, 4.5):
            assert colour_at((middle, level + depth)) in (None, board.WASTE), depth
