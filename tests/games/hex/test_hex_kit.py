"""The Hex kit: it builds in every language and paper, the halves fit the sheet and fit
together into the whole board, the edges are coloured for their owners, 50 + 50 stones fit
the cells and the box, and the rulebook is checked."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.art.canvas import Path as PathShape
from printkit.art.parts.box import BoxParams
from printkit.context import Context
from printkit.games import find_game
from printkit.games.hex import board
from printkit.games.hex.kit import board_params, stone_width
from printkit.i18n import untranslated
from printkit.units import PAPERS, PRINTER_MARGIN_MM
from printkit.validate import validate

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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_kit_builds_in_each_language(run, tmp_path: Path, lang: str) -> None:
    result = run("build", "hex", "--lang", lang, "-o", "k.pdf")
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "k.pdf")
    # 2 screen pages, 3 sheets front and back, then the rules on one or two sheets of paper
    # (the box's steps and figures may need the second).
    assert len(reader.pages) in (10, 12)
    assert "Hex" in reader.pages[8].extract_text()


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


def test_the_halves_fit_together_into_the_whole_board() -> None:
    params = board.BoardParams(split="halves")
    whole = _cells(board.draw(board.BoardParams(split="whole")))
    top, bottom = board.halves(params)
    top_cells, bottom_cells = _cells(top), _cells(bottom)
    assert len(whole) == 121 and len(top_cells) + len(bottom_cells) == 121
    assert {name[1:] for name in top_cells} == {str(r) for r in range(1, 7)}
    # Moved by one offset each, every cell of a half lies where the whole board has it.
    for half in (top_cells, bottom_cells):
        name = next(iter(half))
        dx, dy = (a - b for a, b in zip(whole[name][0], half[name][0], strict=True))
        for cell, corners in half.items():
            for (x, y), (wx, wy) in zip(corners, whole[cell], strict=True):
                assert math.isclose(x + dx, wx, abs_tol=1e-6)
                assert math.isclose(y + dy, wy, abs_tol=1e-6)


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


def test_fifty_stones_of_each_colour_that_fit_a_cell_and_the_box() -> None:
    (part,) = find_game("hex").kit().parts(["pieces"], _ctx("a4"))
    shapes = [s for layer in part.front.layers.values() for s in layer]
    for colour in ("black", "white"):
        assert sum(getattr(s, "paint", None) is not None
                   and s.paint.cls == f"piece piece-{colour}" for s in shapes) == 50
    width, cell = stone_width(_ctx("a4")), board_params(_ctx("a4")).cell
    assert width < cell
    corner = width * 2 / math.sqrt(3)
    box = BoxParams(checkers=100, checker_diameter=corner, dice=0, pins=0, cup=False,
                    cube=False)
    assert box.inner_width >= 2 * corner and box.inner_height >= 50 * box.card_thickness


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
