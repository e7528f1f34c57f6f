"""The backgammon board: the shared board of 24 points with backgammon's start, and the two
sides going round in opposite directions.

The art is `printkit.art.boards.points`'s; this module gives it backgammon's style:
the setup marks show the engine's start, a U-turn arrow per side in the left tray,
and an arrow per side into the bear-off tray.
"""

from __future__ import annotations

from printkit.art.boards import points
from printkit.art.boards.point_geometry import Geometry, Scene, arrow_polygon
from printkit.art.boards.points import BoardParams, BoardStyle, Marks, side_colours
from printkit.art.canvas import Drawing
from printkit.art.component import Component, register
from printkit.art.palette import Palette
from printkit.games.backgammon.engine import Position


def _direction_arrows(scene: Scene, g: Geometry, pal: Palette) -> None:
    """U-turn arrows in the left tray, and an arrow into the bear-off tray for each side."""
    tw, x0 = g.tray_width, g.left_tray_x
    reach = g.point_length * 0.55
    turns = [(True, 0.28, g.field_top + reach, g.field_bottom - reach),
             (False, 0.52, g.field_bottom - reach - 0.45 * tw, g.field_top + reach + 0.45 * tw)]
    for near, inset, y_from, y_to in turns:
        colour, edge = side_colours(pal, near)
        side = "light" if near else "dark"
        lane = [(x0 + 0.92 * tw, y_from), (x0 + inset * tw, y_from),
                (x0 + inset * tw, y_to), (x0 + 0.75 * tw, y_to)]
        # An outlined band: the edge colour drawn wide, the face colour inside it.
        for ink, width in ((edge, 0.16 * tw), (colour, 0.16 * tw - 0.7)):
            scene.polyline(lane, stroke=ink, stroke_width=width, tag=f"direction-{side}")
        scene.polygon(arrow_polygon((x0 + 0.7 * tw, y_to), (x0 + 0.92 * tw, y_to), 0.34 * tw),
                      fill=colour, stroke=edge, stroke_width=0.35, tag=f"direction-{side}")
    for near in (True, False):
        colour, edge = side_colours(pal, near)
        y = g.middle + (1 if near else -1) * g.point_width * 0.9
        scene.polygon(arrow_polygon((g.tray_x + 0.15 * tw, y), (g.tray_x + 0.85 * tw, y),
                                    0.34 * tw, shaft=0.16 * tw), fill=colour, stroke=edge,
                      stroke_width=0.35, tag=f"direction-{'light' if near else 'dark'}")


def style() -> BoardStyle:
    """Backgammon's start, and the two sides going round in opposite directions."""
    return BoardStyle(Position.start().layout().points, _direction_arrows)


def board_scene(params: BoardParams) -> Scene:
    """Record the whole backgammon board's art in whole-board coordinates."""
    return points.board_scene(params, style())


def setup_layout(params: BoardParams, scene: Scene | None = None) -> Marks:
    """The position the printed setup marks show (read from `scene`, when already drawn)."""
    return points.setup_layout(params, style(), scene)


def printed_numbers(params: BoardParams, scene: Scene | None = None) -> list[tuple[int, str]]:
    """The point numbers as printed, each with the point whose base it stands at."""
    return points.printed_numbers(params, style(), scene)


def draw(params: BoardParams) -> Drawing:
    """The whole board in one piece (A3 prints it so)."""
    return points.draw(params, style())


def halves(params: BoardParams) -> tuple[Drawing, Drawing]:
    """The two printable halves, split at the bar."""
    return points.halves(params, style())


def export(params: BoardParams) -> Drawing:
    """The board as `printkit svg board` exports it: what the kit prints, side by side."""
    return points.export(params, style())


BOARD = register(
    Component("board", "Backgammon board with setup marks and score tracks, in two halves",
              BoardParams, export)
)
