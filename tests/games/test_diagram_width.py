"""Every board-game kit draws a position exactly as wide as asked, so `engine diagram --width`
and the rulebook columns get what they ask for."""

from __future__ import annotations

import pytest

from printkit.games import all_games

KITS = sorted(name for name, game in all_games().items()
              if hasattr(game.kit(), "draw_position"))


def test_every_square_hex_and_sowing_game_is_checked() -> None:
    assert {"breakthrough", "hex", "oware", "rastros", "snort", "traffic-lights"} <= set(KITS)


@pytest.mark.parametrize("name", KITS)
@pytest.mark.parametrize("width", [60.0, 92.0, 150.0])
def test_a_diagram_is_as_wide_as_asked(name: str, width: float) -> None:
    game = all_games()[name]
    kit = game.kit()
    drawing = kit.draw_position(game.rules().start(), None, width, "classic")
    assert drawing.width == pytest.approx(width, abs=1e-6)
