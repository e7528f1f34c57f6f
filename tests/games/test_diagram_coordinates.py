"""Every board diagram a rulebook prints reads from one side: its coordinates and labels
are upright and, scaled into the narrowest rulebook column, 5 pt or more."""

from __future__ import annotations

import pytest

from printkit.art.canvas import Drawing, Group, Text
from printkit.games import find_game
from printkit.layout.booklet import half_page
from printkit.render.rulebook import LAYOUTS, MAX_DIAGRAM_MM
from printkit.rulebook.model import Diagram
from printkit.rulebook.pictures import draw_block
from printkit.rulebook.source import load_rules
from printkit.units import PAPERS, PT_PER_MM

GAMES = ("breakthrough", "snort", "rastros", "traffic-lights", "hex", "oware")
RULEBOOK_WIDTH = 120.0  # what the rulebook asks each diagram's drawing for


def _texts(shapes) -> list[Text]:
    found: list[Text] = []
    for shape in shapes:
        if isinstance(shape, Group):
            found += _texts(shape.shapes)
        elif isinstance(shape, Text):
            found.append(shape)
    return found


def _narrowest_column() -> float:
    """The narrowest column, in mm, any paper and layout sets a diagram in."""
    widths = []
    for layout, (columns, (left, right, _, _)) in LAYOUTS.items():
        for paper in PAPERS.values():
            page = half_page(paper)[0] if layout == "booklet" else paper.width
            widths.append((page - left - right - 8.0 * (columns - 1)) / columns)
    return min(min(widths), MAX_DIAGRAM_MM)


@pytest.mark.parametrize("name", GAMES)
def test_every_rulebook_diagram_has_upright_coordinates_of_5_pt(name: str) -> None:
    game = find_game(name)
    # Positions only: not the assembly figures, nor Hex's picture of its halves joined,
    # drawn without words.
    blocks = [b for b in load_rules(game.templates / "rules.md").blocks
              if isinstance(b, Diagram) and not b.figure and b.view != "halves"]
    assert blocks
    column = _narrowest_column()
    assert column > 80.0
    for block in blocks:
        drawing: Drawing = draw_block(game.kit(), block, RULEBOOK_WIDTH, "classic")
        scale = min(column, MAX_DIAGRAM_MM) / drawing.width
        texts = _texts(drawing.layers["text"])
        assert texts, block.line
        for text in texts:
            assert text.size * scale * PT_PER_MM >= 5.0, (block.line, text.content, text.size)
            assert text.rotate == 0, (block.line, text.content)
