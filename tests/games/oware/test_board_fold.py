"""Oware's book offers a board that folds away: its halves taped face down along the join,
the glue strip cut off, fold in half and keep between the rulebook's pages. The folded
board is one half: it must be no larger than the paper the book is printed on."""

from __future__ import annotations

import pytest

from printkit.context import Context, KitOptions
from printkit.craft.view import side_view
from printkit.games import find_game
from printkit.games.oware.board import GLUE
from printkit.i18n import translator
from printkit.kit import make_sheets
from printkit.units import PAPERS


def _halves(paper: str) -> dict[str, tuple[float, float]]:
    """Each printed half's cut, (width, height), as the kit prints it."""
    ctx = Context(paper=PAPERS[paper], language="en", gettext=translator("en").gettext)
    found = {}
    for sheet in make_sheets(find_game("oware"), ctx, KitOptions(paper=PAPERS[paper])):
        for ident, part in side_view(sheet.front).parts.items():
            if ident.startswith("board-") and part.pieces:
                x0, y0, x1, y1 = part.pieces[0].box
                found[ident] = (x1 - x0, y1 - y0)
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_taped_board_folds_to_one_half_that_keeps_between_the_pages(paper: str) -> None:
    halves = _halves(paper)
    assert set(halves) == {"board-left", "board-right"}
    (lw, lh), (rw, rh) = halves["board-left"], halves["board-right"]
    # Its glue strip cut off, the left half is the right one's size: folded face in, the
    # two meet edge to edge.
    assert lw - GLUE == pytest.approx(rw, abs=0.01) and lh == pytest.approx(rh, abs=0.01)
    # The folded board lies within a page of the book, turned along its height.
    page = PAPERS[paper]
    assert rw <= page.height and rh <= page.width


def test_the_book_offers_the_fold_only_where_the_board_comes_in_halves() -> None:
    text = (find_game("oware").templates / "rules.md").read_text(encoding="utf-8")
    folds = [line for line in text.splitlines() if "taped board" in line or "tape them" in line]
    assert folds and all(line.lstrip("- ").startswith("[paper: a4 letter]") for line in folds)
