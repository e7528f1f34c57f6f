"""`printkit engine`: the backgammon rules engine from the command line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from printkit.games.backgammon.engine import Dice, Position, legal_plays
from printkit.games.backgammon.notation import (
    NotationError,
    encode_position_id,
    encode_xgid,
    format_play,
    parse_dice,
    parse_play,
    parse_position,
)


class PositionType(click.ParamType):
    """A position given as "start", a gnubg Position ID or an XGID."""

    name = "position"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Return the Position, or fail with the parser's one-line message (exit 2)."""
        if isinstance(value, Position):
            return value
        try:
            return parse_position(str(value))
        except NotationError as exc:
            self.fail(str(exc), param, ctx)


class DiceType(click.ParamType):
    """A roll of two dice: "3-1", "31" or "3 1"."""

    name = "dice"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Return the dice as a pair, or fail with a one-line message (exit 2)."""
        if isinstance(value, tuple):
            return value
        try:
            return parse_dice(str(value))
        except NotationError as exc:
            self.fail(str(exc), param, ctx)


POSITION = PositionType()
DICE = DiceType()


@click.group()
def engine() -> None:
    """Backgammon positions, legal plays and diagrams.

    POSITION is 'start', a gnubg Position ID or an XGID; the side on roll moves.

    \b
    Example:
      printkit engine moves 4HPwATDgc/ABMA --dice 3-1
    """


@engine.command()
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["gnubg", "xgid", "text"]),
    default="gnubg",
    show_default=True,
    help="gnubg Position ID, XGID, or a text diagram.",
)
def start(fmt: str) -> None:
    """Print the starting position.

    \b
    Example:
      printkit engine start --format xgid
    """
    position = Position.start()
    click.echo(_describe(position, fmt))


def _describe(position: Position, fmt: str) -> str:
    """Return `position` written in the chosen output format."""
    if fmt == "xgid":
        return encode_xgid(position)
    if fmt == "text":
        from printkit.games.backgammon.textboard import text_diagram

        return text_diagram(position)
    return encode_position_id(position)


@engine.command()
@click.argument("position", type=POSITION)
@click.option("--dice", "-d", type=DICE, required=True, help="The roll, like 3-1, 31 or '3 1'.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["play", "gnubg"]),
    default="play",
    show_default=True,
    help="Each play in notation, or the Position ID after it (mover still on roll).",
)
def moves(position: Position, dice: Dice, fmt: str) -> None:
    """List the legal plays for a roll, sorted.

    One line per distinct resulting position; nothing when no play is
    possible. The side on roll in POSITION moves.

    \b
    Example:
      printkit engine moves 4HPwATDgc/ABMA --dice 3-1
      printkit engine moves start --dice 6-6 --format gnubg
    """
    for play, after in legal_plays(position, dice):
        click.echo(encode_position_id(after) if fmt == "gnubg" else format_play(play))


@engine.command()
@click.argument("position", type=POSITION)
def show(position: Position) -> None:
    """Print a text diagram of a position with its pip counts.

    \b
    Example:
      printkit engine show 4HPwATDgc/ABMA
    """
    click.echo(_describe(position, "text"))


@engine.command()
@click.argument("position", type=POSITION)
@click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False, path_type=Path),
    required=True,
    help="The SVG file to write.",
)
@click.option(
    "--width",
    type=click.FloatRange(min=40.0, max=1000.0),
    default=120.0,
    show_default=True,
    help="Width of the drawing in millimetres.",
)
@click.option("--play", "play_text", help="A play to draw as arrows, like '8/5 6/5'.")
@click.option("--dice", "-d", type=DICE, help="The roll of --play, like 3-1.")
def diagram(
    position: Position, output: Path, width: float, play_text: str | None, dice: Dice | None
) -> None:
    """Draw a position with the board art, as an SVG file.

    \b
    Example:
      printkit engine diagram start -o start.svg
      printkit engine diagram start --play '8/5 6/5' --dice 3-1 -o opening.svg
    """
    from printkit.art.svg import svg_document
    from printkit.games.backgammon.board import position_diagram
    from printkit.output import atomic_write

    play = None
    if play_text is not None:
        if dice is None:
            raise click.UsageError("--play needs --dice, the roll it plays")
        play = parse_play(play_text, position, dice)
    drawing = position_diagram(position.layout(), width=width, play=play)
    atomic_write(output, svg_document(drawing).encode("utf-8"))
    click.echo(f"{output}: {drawing.width:g} x {drawing.height:g} mm")
