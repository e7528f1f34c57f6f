"""The Traffic Lights kit recipe: the board, 8 pieces of each colour and a box for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.games.board_kit import board_kit, checks
from printkit.games.manifest import Caption, Pieces
from printkit.games.pad import Pad
from printkit.games.traffic_lights import board, tiles
from printkit.games.traffic_lights.engine import PIECES, RULES
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.context import Context

TITLE = N_("Traffic Lights")
BOX_FACTS = N_("2 players; ages 6+; about 5 minutes")
CELLS = {"a4": 40.0, "letter": 39.0, "a3": 55.0}  # the board fits the printable width


def board_params(ctx: Context) -> board.BoardParams:
    """The board as this kit draws it."""
    bleed = {} if ctx.bleed is None else {"bleed": ctx.bleed}
    return board.BoardParams(cell=CELLS[ctx.paper.name], palette=ctx.theme, **bleed)


def piece_size(ctx: Context) -> float:
    """A piece covers most of its square."""
    return 0.8 * board_params(ctx).cell


def _pieces(ctx: Context) -> list[Part]:
    # Four to a row: two rows a colour, each colour a block of tiles sharing their cuts;
    # on A3 (44 mm tiles) two to a row, so a block fits beside the compendium's Oware board.
    # Their backs print where their sheet has backs anyway, as the compendium's cards do:
    # bare card under a tile picked up from the box looked unfinished (review s18 A).
    return [Part(f"pieces-{drawing.name.rsplit('-', 1)[1]}", drawing, lining=back)
            for drawing, back in tiles.sheets(piece_size(ctx), PIECES,
                                              2 if ctx.paper.name == "a3" else 4, ctx.theme)]


# printkit pad: the rules in a few words, under each blank board.
PAD = Pad(key=N_(
    "Green is a dot, yellow a circle round the dot, red the circle filled in. On your "
    "turn add a dot, ring a dot or fill a ring; at most 8 of each color may be on the "
    "board. Three in a line of one color wins."),
    per_page=6)


# The cover shows the rulebook's position with three winning moves.
KIT = board_kit(
    rules=RULES, title=TITLE, box_facts=BOX_FACTS,
    values={"min_age": "6", "play_minutes": "5", "calibration_mm": "50"},
    board={"board": lambda ctx: [Part("board", board.draw(board_params(ctx)))]},
    pieces=Pieces(_pieces, {color: PIECES for color in ("green", "yellow", "red")},
                  piece_size, shape="square", word="pieces", captions={
                      "pieces-green": Caption(N_("{count} green pieces"), "green"),
                      "pieces-yellow": Caption(N_("{count} yellow pieces"), "yellow"),
                      "pieces-red": Caption(N_("{count} red pieces"), "red")}),
    draw=board.diagram,
    cover="gr2/ygr1/y2y 1", pad=PAD)
CHECKS = checks(RULES)
