"""A board game's cover shows its board as printed: the far side's coordinates turned
round to face the player there, as on the card, and (Traffic Lights) the same two-tone
ground and fillet, not a rulebook diagram's all-upright lettering."""

from __future__ import annotations

import pytest

from printkit.art.canvas import Drawing, Rect, Text, leaves
from printkit.context import Context
from printkit.games import find_game
from printkit.i18n import untranslated
from printkit.units import PAPERS

GAMES = ("breakthrough", "snort", "rastros", "traffic-lights", "hex", "oware")
BOARDS = ("board", "board-top", "board-bottom", "board-left", "board-right")


def _turned(drawing: Drawing) -> set[str]:
    """The coordinates of `drawing` turned upside down (not a printed board's title)."""
    return {shape.content for layer in drawing.layers.values() for shape in leaves(layer)
            if isinstance(shape, Text) and shape.rotate % 360 == 180 and len(shape.content) <= 2}


@pytest.mark.parametrize("name", GAMES)
def test_the_cover_turns_the_far_sides_coordinates_as_the_printed_board_does(name: str) -> None:
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    kit = find_game(name).kit()
    cover = kit.cover_art(ctx)
    assert cover is not None
    printed: set[str] = set()
    for part in kit.parts([n for n in BOARDS if n in kit.manifest.board], ctx):
        printed |= _turned(part.front)
    assert printed, name
    assert _turned(cover) == printed


def test_the_traffic_lights_cover_has_the_printed_boards_two_tone_ground() -> None:
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    kit = find_game("traffic-lights").kit()

    def ground(drawing: Drawing) -> tuple[set[str], bool]:
        shapes = [s for layer in drawing.layers.values() for s in leaves(layer)]
        squares = {s.paint.fill for s in shapes
                   if isinstance(s, Rect) and (s.paint.cls or "").startswith("square ")}
        return squares, any(s.paint.cls == "fillet" for s in shapes if isinstance(s, Rect))

    cover = kit.cover_art(ctx)
    assert cover is not None
    board = kit.parts(["board"], ctx)[0].front
    assert ground(cover) == ground(board)
    assert len(ground(cover)[0]) == 2
