"""The board games' boards use the legend's line styles only for cutting: no dashed line
(a fold, in the legend) and no line in the cut lines' ink anywhere in their art, in every
theme and paper; marked squares are told apart by tint and a thick coloured frame."""

from __future__ import annotations

import pytest

from printkit.art.canvas import CUT_WIDTH, INK, leaves
from printkit.context import Context
from printkit.games import find_game
from printkit.i18n import untranslated
from printkit.units import PAPERS

GAMES = ("breakthrough", "snort", "rastros", "traffic-lights", "hex", "oware")
BOARDS = ("board", "board-top", "board-bottom", "board-left", "board-right")


@pytest.mark.parametrize("theme", ["classic", "ink-saver", "high-contrast"])
@pytest.mark.parametrize("paper", sorted(PAPERS))
@pytest.mark.parametrize("name", GAMES)
def test_board_art_draws_no_fold_or_cut_lines(name: str, paper: str, theme: str) -> None:
    ctx = Context(paper=PAPERS[paper], language="en", gettext=untranslated, theme=theme)
    kit = find_game(name).kit()
    names = [n for n in BOARDS if n in kit.manifest.board]
    parts = kit.parts(names, ctx)
    assert parts
    for part in parts:
        for layer in ("art", "text"):
            for shape in leaves(part.front.layers[layer]):
                paint = getattr(shape, "paint", None)
                if paint is None or paint.stroke is None:
                    continue
                assert paint.dash is None, (part.ident, paint)
                assert not (paint.stroke == INK and paint.width <= 2 * CUT_WIDTH), \
                    (part.ident, paint)
        # Only the part's outline is cut: one closed cut line.
        assert len(part.front.layers["cut"]) == 1


@pytest.mark.parametrize("name", ["snort", "rastros"])
def test_marked_squares_have_a_thick_frame(name: str) -> None:
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    (part,) = find_game(name).kit().parts(["board"], ctx)
    frames = [s for s in part.front.layers["art"]
              if (getattr(s, "paint", None) and (s.paint.cls or "").startswith("mark-frame "))]
    assert len(frames) == (4 if name == "snort" else 3)
    assert all(s.paint.width >= 2.0 for s in frames)  # mm: far thicker than a 0.25 cut


def test_breakthrough_a1_is_a_dark_square_as_on_a_chessboard() -> None:
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    (part,) = find_game("breakthrough").kit().parts(["board"], ctx)
    fills = {s.paint.cls.split()[-1]: s.paint.fill for s in part.front.layers["art"]
             if (getattr(s, "paint", None) and (s.paint.cls or "").startswith("square "))}

    def lightness(colour: str) -> int:
        return sum(int(colour[i:i + 2], 16) for i in (1, 3, 5))

    assert lightness(fills["square-a1"]) < lightness(fills["square-b1"])
    assert lightness(fills["square-b2"]) < lightness(fills["square-a2"])
    # Ranks 1 and 7, the goals, are washed paler than the ranks between them.
    assert fills["square-a1"] == fills["square-g7"] != fills["square-b2"] == fills["square-c3"]
