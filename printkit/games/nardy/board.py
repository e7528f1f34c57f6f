"""The nardy board: backgammon's board with both heads, one way round, and the homes marked.

Nardy is played on the backgammon board, so its art is the shared board of 24
points (`printkit.art.boards.points`) with a style of its own: the setup marks
show long nardy's start (fifteen checkers on each head); the arrows in the trays
show that both sides go round the same way (counter-clockwise seen from above),
each in the colours of the side whose path turns there (White's down the left
tray, Black's up the right one); each head's point number is ringed in its
side's colour, and a strip in each side's colour lines its home board.
"""

from __future__ import annotations

from dataclasses import dataclass

from printkit.art.boards import points
from printkit.art.boards.point_diagrams import position_diagram
from printkit.art.boards.point_geometry import Geometry, Scene, arrow_polygon
from printkit.art.boards.points import BoardParams, BoardStyle, side_colours
from printkit.art.canvas import Drawing
from printkit.art.component import Component, param, register
from printkit.art.palette import CLASSIC, Palette, find_palette, readable_on
from printkit.games.backgammon import engine as short
from printkit.games.backgammon.engine import Layout
from printkit.games.backgammon.notation import parse_play
from printkit.games.backgammon.playtext import Move
from printkit.games.nardy.long import CHECKERS, Position, across, parse_steps, start

HEADS = (24, 12)  # White's head and Black's, in White's numbering
HOMES = (range(1, 7), range(13, 19))  # White's home and Black's, in White's numbering
HOME_STRIP = 2.8  # mm: the coloured strip along each home board, seen across the table
HOME_INSET = 1.2  # mm of felt between the frame and the strip
RING_WIDTH = 0.9  # mm: the line of the ring round each head's number
BOARD_POINT = 21.0  # mm: a point's width on the printed board, which these sizes suit
STRIP_LEAST = 1.0  # mm: a home strip's least depth, in a small diagram
MATCH_LENGTH = 7  # a match to 7 points: a win scores 1 (oin) or 2 (mars)


def layout(position: Position) -> Layout:
    """The checkers by point in White's numbering: White near (light), Black far (dark)."""
    white, black = position.counts("w"), position.counts("b")
    points = tuple((white[w - 1], black[across(w) - 1]) for w in range(1, 25))
    return Layout(points, (0, 0), (CHECKERS - sum(white), CHECKERS - sum(black)))


def moves(position: Position, move: str) -> tuple[Move, ...]:
    """The steps of `move`, the mover's, as points in White's numbering (0 is off)."""
    steps = parse_steps(move)
    if position.side == "w":
        return tuple(Move(a, b) for a, b in steps)
    return tuple(Move(across(a), across(b) if b else 0) for a, b in steps)


def _loop(scene: Scene, x0: float, tw: float, y_from: float, y_to: float, near: bool,
          pal: Palette, *, field_right: bool) -> None:
    """A U-turn band along a tray from `y_from` to `y_to`, ending in an arrow back into the
    field (which lies to the tray's right when `field_right`), in the colours of the near
    (light) or far (dark) side."""
    face, ink = side_colours(pal, near)
    tag = f"direction direction-{'light' if near else 'dark'}"
    inward = x0 + (0.92 if field_right else 0.08) * tw
    lane_x = x0 + 0.5 * tw
    head = 0.34 * tw
    # The band stops a little inside the arrowhead's base, where the head is still wider
    # than the band: run to the tip, its square end showed beside the point (rev15).
    sign = 1.0 if field_right else -1.0
    stop = inward - sign * head * 0.7
    lane = [(inward, y_from), (lane_x, y_from), (lane_x, y_to), (stop, y_to)]
    # The edge shows 0.35 mm a side, or a quarter of a narrow band (small diagrams).
    for colour, width in ((ink, 0.16 * tw), (face, 0.16 * tw - min(0.7, 0.08 * tw))):
        scene.polyline(lane, stroke=colour, stroke_width=width, tag=tag)
    tip = (inward, y_to)
    back = (lane_x + (inward - lane_x) * 0.3, y_to)
    scene.polygon(arrow_polygon(back, tip, head), fill=face, stroke=ink,
                  stroke_width=0.35, tag=tag)


def _arrows(scene: Scene, g: Geometry, pal: Palette) -> None:
    """Both sides go round the same way, each turning at its own end: White (light) from
    its head on 24 along the far side and down the left tray, Black (dark) from its head
    on 12 along the near side and up the right tray."""
    reach = g.point_length * 0.55
    _loop(scene, g.left_tray_x, g.tray_width, g.field_top + reach, g.field_bottom - reach,
          True, pal, field_right=True)
    _loop(scene, g.tray_x, g.tray_width, g.field_bottom - reach, g.field_top + reach, False,
          pal, field_right=False)


def _marks(scene: Scene, g: Geometry, pal: Palette) -> None:
    """A ring round each head's number, and a strip along each home board's edge, each in a
    colour that stands out on the frame and the felt; in a diagram, drawn to its scale."""
    scale = g.point_width / BOARD_POINT
    # A diagram's strip no thinner than a millimetre, so it reads at a glance as the board's.
    strip, inset_depth = max(HOME_STRIP * scale, STRIP_LEAST), HOME_INSET * scale
    # The dark checker's own colour vanishes on a dark frame, the light one's on a white one.
    rings = (readable_on(pal.frame, pal.light, pal.light_edge), pal.dark_edge)
    strips = ((pal.light, pal.light_edge), (pal.dark, pal.dark_edge))
    for head, home, ring, (face, edge) in zip(HEADS, HOMES, rings, strips, strict=True):
        x = g.point_x(head)
        y = g.field_top - g.number_band / 2 if g.is_top(head) else (
            g.field_bottom + g.number_band / 2)
        scene.circle(x, y, g.number_band * 0.46, stroke=ring,
                     stroke_width=max(RING_WIDTH * scale, 0.3), tag="head-mark")
        left = min(g.column_left(g.column(p)) for p in home)
        right = max(g.column_left(g.column(p)) for p in home) + g.point_width
        # A band across the points' bases, a little in from the frame so the frame's own
        # colour never swallows it (the dark strip vanished on a dark frame).
        y0 = g.field_top + inset_depth if g.is_top(home[0]) else (
            g.field_bottom - inset_depth - strip)
        # The felt shows between: the points' bases left there read as a slip of the strip
        # (rev15 nardy 4).
        inset = g.field_top if g.is_top(home[0]) else g.field_bottom - inset_depth
        scene.rect(left, inset, right - left, inset_depth, fill=pal.felt, tag="home-inset")
        scene.rect(left, y0, right - left, strip, fill=face, stroke=edge,
                   stroke_width=max(0.5 * scale, 0.2), tag="home-mark")


def style() -> BoardStyle:
    """Long nardy's start, one way round, heads and homes marked; each head's fifteen
    checkers as one ring and the count."""
    return BoardStyle(layout(start()).points, _arrows, _marks)


@dataclass(frozen=True)
class NardyBoardParams(BoardParams):
    """The backgammon board's parameters, with score tracks for a match to seven."""

    match_length: int = param(MATCH_LENGTH, "score dots per player (points to win a match)",
                              low=1, high=25)


def export(p: BoardParams) -> Drawing:
    """The board as `printkit svg nardy-board` exports it: the halves side by side."""
    return points.export(p, style())


def diagram(position: Position, move: str | None, width: float,
            palette: str = "classic") -> Drawing:
    """A rulebook diagram: the position seen from White's side, the move as arrows."""
    play = moves(position, move) if move else None
    return position_diagram(layout(position), width=width, play=play,
                            palette=find_palette(palette) if palette else CLASSIC,
                            near_moves=position.side == "w", trays=_arrows, marks=_marks)


def short_diagram(position: short.Position, move: str | None, dice: tuple[int, int] | None,
                  width: float, palette: str = "classic") -> Drawing:
    """A short-nardy diagram: the side on roll is White, near, moving down from 24 as the
    board is printed, its opponent the other way; no long-nardy arrows in the trays."""
    play = parse_play(move, position, dice) if move and dice else None
    return position_diagram(position.layout(), width=width, play=play,
                            palette=find_palette(palette) if palette else CLASSIC)


BOARD = register(Component(
    "nardy-board", "Nardy board: both heads, one way round, homes marked, in two halves",
    NardyBoardParams, export))
