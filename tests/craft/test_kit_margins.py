"""The point-board kits keep every part 6 mm inside Letter paper, the shortest sheet."""

from __future__ import annotations

import pytest

from printkit.context import KitOptions
from printkit.craft.check import _context
from printkit.games import find_game
from printkit.kit import make_sheets
from printkit.layout.sheet import HOME_MARGIN_MM
from printkit.units import PAPERS


@pytest.mark.parametrize("name", ["backgammon", "nardy"])
def test_every_part_is_6_mm_inside_letter(name: str) -> None:
    game, options = find_game(name), KitOptions(paper=PAPERS["letter"])
    sheets = make_sheets(game, _context(game, options), options)
    paper = options.paper
    gaps = [min(p.x, p.y, paper.width - p.x - p.width, paper.height - p.y - p.height)
            for sheet in sheets for p in sheet.placements]
    assert "legend" in [p.ident for p in sheets[0].placements]  # still on the first sheet
    assert min(gaps) >= HOME_MARGIN_MM - 1e-6
