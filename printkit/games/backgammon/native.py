"""Backgammon's own command-line forms, which `printkit engine` speaks without --game:
positions as gnubg Position IDs or XGIDs, plays like '8/5 6/5', a text board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.games.backgammon.engine import Position, legal_plays
from printkit.games.backgammon.notation import (
    encode_position_id,
    encode_xgid,
    format_play,
    parse_play,
    parse_position,
    position_dice,
)
from printkit.games.backgammon.textboard import text_diagram
from printkit.games.rules import Dice

if TYPE_CHECKING:
    from printkit.art.canvas import Drawing

FORMATS = ("gnubg", "xgid", "text")  # how `describe` writes a position
PLAY_FORMATS = ("play", "gnubg")  # how `plays` writes each play


def parse(text: str) -> Position:
    """A position given as 'start', a gnubg Position ID or an XGID (NotationError if not)."""
    return parse_position(text)


def own_dice(text: str) -> Dice | None:
    """The roll the position `text` carries (an XGID's), if any."""
    return position_dice(text)


def start() -> Position:
    """The starting position."""
    return Position.start()


def describe(position: Position, fmt: str) -> str:
    """`position` written as a gnubg Position ID, an XGID or a text board."""
    if fmt == "xgid":
        return encode_xgid(position)
    if fmt == "text":
        return text_diagram(position)
    return encode_position_id(position)


def plays(position: Position, dice: Dice, fmt: str) -> list[str]:
    """Every legal play of `dice`, sorted: as written ('play'), or the Position ID after it
    with the mover still on roll ('gnubg')."""
    return [encode_position_id(after) if fmt == "gnubg" else format_play(play)
            for play, after in legal_plays(position, dice)]


def draw(position: Position, play_text: str | None, dice: Dice | None, width: float,
         theme: str) -> Drawing:
    """The board art of `position`, `play_text` (with its `dice`) shown with arrows."""
    # The board art loads only for a diagram: at the top it would add ~18 ms to the start
    # of every `printkit engine` command.
    from printkit.art.boards.point_diagrams import position_diagram
    from printkit.art.palette import find_palette

    play = parse_play(play_text, position, dice) if play_text is not None and dice else None
    return position_diagram(position.layout(), width=width, play=play,
                            palette=find_palette(theme))
