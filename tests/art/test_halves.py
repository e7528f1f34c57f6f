"""Every printed half of a board carries its name on the waste beside its cut, in the
kit's language: read while the halves are cut out and laid together, trimmed off after."""

from __future__ import annotations

import pytest

from printkit.art.plane import edge_distance
from printkit.context import Context, KitOptions
from printkit.craft.geometry import Run, inside
from printkit.craft.view import side_view
from printkit.games import find_game
from printkit.i18n import translator
from printkit.kit import make_sheets
from printkit.units import PAPERS, PT_PER_MM


def _names(game: str, paper: str, language: str) -> dict[str, list[Run]]:
    """The words on the waste of each board half the kit prints, by part."""
    ctx = Context(paper=PAPERS[paper], language=language,
                  gettext=translator(language).gettext)
    found: dict[str, list[Run]] = {}
    for sheet in make_sheets(find_game(game), ctx, KitOptions(paper=PAPERS[paper])):
        view = side_view(sheet.front)
        for ident, part in view.parts.items():
            if not ident.startswith("board-"):
                continue
            runs = [run for run in part.items if isinstance(run, Run) and run.caption]
            # Off every piece the sheet's cuts free, crossing no cut and clear of it by 1.5 mm
            # or more: on the waste, never on the board; and on the paper, at least 6 mm in
            # from its edge like every printed part.
            for run in runs:
                assert not any(inside(corner, piece.polygon) for piece in view.pieces
                               for corner in run.corners), run.content
                assert not any(inside(point, run.corners) for piece in view.pieces
                               for point in piece.polygon), run.content
                assert min(edge_distance(corner, piece.polygon) for piece in view.pieces
                           for corner in run.corners) >= 1.5, run.content
                assert all(6.0 <= x <= PAPERS[paper].width - 6.0
                           and 6.0 <= y <= PAPERS[paper].height - 6.0
                           for x, y in run.corners), run.content
            if runs:
                found[ident] = runs
    return found


# Backgammon's halves fill a Letter page's height: their names go beside them.
@pytest.mark.parametrize(("game", "paper", "language", "names"), [
    ("hex", "a4", "en", {"board-top": "Top half · rows 1–6",
                         "board-bottom": "Bottom half · rows 7–11"}),
    ("hex", "letter", "es", {"board-top": "Mitad superior · filas 1–6",
                             "board-bottom": "Mitad inferior · filas 7–11"}),
    ("backgammon", "letter", "pt-PT", {"board-left": "Metade da esquerda",
                                       "board-right": "Metade da direita"}),
    # Oware's left half is named on its glue strip; the right half, with none, on its waste.
    ("oware", "a4", "en", {"board-right": "Right half"}),
    ("oware", "letter", "es", {"board-right": "Mitad derecha"}),
    ("oware", "a4", "pt-PT", {"board-right": "Metade da direita"}),
])
def test_each_half_is_named_on_its_waste(game: str, paper: str, language: str,
                                         names: dict[str, str]) -> None:
    found = _names(game, paper, language)
    assert {ident: [run.content for run in runs] for ident, runs in found.items()} \
        == {ident: [words] for ident, words in names.items()}
    # 8 pt: read at arm's length while the halves are cut out and matched (7 pt floor).
    for runs in found.values():
        assert all(run.size * PT_PER_MM >= 7.5 for run in runs)


def _band_segments(drawing) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Each straight stretch of the pale bands drawn under a drawing's cuts."""
    from printkit.art.canvas import Path, leaves

    found = []
    for shape in leaves(drawing.layers["art"]):
        if isinstance(shape, Path) and shape.paint.cls == "cut-band":
            points = [p for _, ends in shape.segments for p in ends]
            found += list(zip(points, points[1:], strict=False))
    return found


def test_a_right_halfs_join_carries_no_pale_band() -> None:
    # The band that shows a cut on the dark frame ran down the right half's join too, and
    # the joined board showed it as a cream line down its bar (review s18 A). Each right
    # half is banded round its outer edges only; its join edge, none.
    from printkit.art.boards import points
    from printkit.games.backgammon import board as backgammon
    from printkit.games.oware import board as oware

    params = points.BoardParams()
    _, right = points.halves(params, backgammon.style())
    o_params = oware.BoardParams(split="halves")
    _, o_right = oware.halves(o_params)
    for half, join in ((right, params.bleed), (o_right, o_params.bleed)):
        segments = _band_segments(half)
        assert len(segments) == 3  # top, far side, bottom
        assert not [s for s in segments if abs(s[0][0] - join) < 1e-6
                    and abs(s[1][0] - join) < 1e-6]
