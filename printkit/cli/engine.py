"""`printkit engine`: every game's rules engine from the command line.

Without --game the commands speak the default game's own forms (backgammon's
gnubg Position IDs, XGIDs and plays, from its package); with --game they take
the game's own position notation and `moves --format json` lists moves the same
way for every game. No game is named here: each is reached through printkit.games.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

import click

from printkit.art.palette import PALETTES
from printkit.cli.options import OUTPUT_SVG, FiniteFloatRange, output_file
from printkit.errors import BadValueError
from printkit.games import all_games, default_game, find_rules
from printkit.games.rules import (
    Dice,
    IllegalMoveError,
    NotationError,
    Rules,
    check_dice,
    listed_moves,
    parse_dice,
)
from printkit.rulebook.model import Diagram

# Start-up: `printkit --help` imports every command module (~62 ms in all), so what only a
# command needs is imported inside it: at the top, the SVG writer (printkit.art.svg, ~43 ms) and
# printkit.output (~5 ms) would add to every start.

THEMES = tuple(PALETTES)


def native() -> Any:
    """The default game's own command-line forms (see games/backgammon/native.py)."""
    return importlib.import_module(default_game().native)


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


DICE = DiceType()


def _param(context: click.Context, name: str) -> click.Parameter:
    """The current command's parameter called `name`, for Click's own error messages."""
    return next(p for p in context.command.params if p.name == name)


def _native_position(text: str) -> Any:
    """POSITION in the default game's own forms, failing as Click does for a bad argument
    (exit 2)."""
    try:
        return native().parse(text)
    except NotationError as exc:
        context = click.get_current_context()
        raise click.BadParameter(str(exc), context, _param(context, "position")) from None


def _rules(game: str) -> Rules[Any]:
    """The engine called `game`, or a usage error naming the engines (exit 2)."""
    engines = [name for g in all_games().values() if not g.chapters for name in g.rule_sets]
    try:
        rules = find_rules(game)
    except BadValueError:
        rules = None
    if rules is None or rules.name not in engines:
        # A compendium has no engine of its own: it is not offered, and refused alike.
        raise click.BadParameter(str(BadValueError("game", game, ", ".join(engines))),
                                 param_hint="--game")
    return rules


def _game_position(rules: Rules[Any], text: str) -> Any:
    """Parse POSITION in the game's notation; a bad one is a one-line usage error (exit 2)."""
    try:
        return rules.start() if text == "start" else rules.parse_position(text)
    except BadValueError as exc:
        raise click.BadParameter(str(exc), param_hint="'POSITION'") from None


def _game_dice(rules: Rules[Any], dice: Dice | None) -> Dice | None:
    """The roll for a move of the game, refusing a roll it has no use for (exit 2)."""
    try:
        return check_dice(dice, rules.uses_dice, rules.name)
    except BadValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--dice") from None


class PositionCommand(click.Command):
    """A command whose POSITION may start with '-', as long nardy's do
    ("-----------o-----------O:w"): any word that is not one of its options, nor an
    option's value, is read as the position, wherever it stands."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Move option-like positions behind a '--', then parse as Click does."""
        return super().parse_args(ctx, _positions_last(self, ctx, args))


def _positions_last(command: click.Command, ctx: click.Context, args: list[str]) -> list[str]:
    """`args` with every word that starts with '-', is no option of `command` and reads
    as a position moved after '--', where Click reads it as an argument. Any other word
    that starts with '-' stays, so Click calls a mistyped option what it is ("No such
    option: --dcie. Did you mean --dice?")."""
    names: set[str] = set()
    valued: set[str] = set()  # options that take a value
    for param in command.get_params(ctx):
        if isinstance(param, click.Option):
            opts = {*param.opts, *param.secondary_opts}
            names |= opts
            if not param.is_flag and not param.count:
                valued |= opts

    def is_option(word: str) -> bool:
        if word in names or word.split("=", 1)[0] in names:
            return True
        # A value joined to a short option ("-d3-1"); positions that start with '-' carry
        # a ':' before the side to move, which no option's value does.
        return word[:2] in valued and not word.startswith("--") and ":" not in word

    kept: list[str] = []
    moved: list[str] = []
    expect_value = False
    for index, word in enumerate(args):
        if expect_value:
            kept.append(word)
            expect_value = False
        elif word == "--":
            moved.extend(args[index + 1:])
            break
        elif word.startswith("-") and len(word) > 1 and not is_option(word) \
                and _reads_as_position(word):
            moved.append(word)
        else:
            kept.append(word)
            expect_value = word in valued
    return [*kept, "--", *moved] if moved else kept


def _reads_as_position(word: str) -> bool:
    """Whether a word that starts with '-' is a position rather than an option: every
    position that can start with '-' (long nardy's "-----------o...:w") names its side
    after a ':', grid positions have '/' and a space, and no option has any of them."""
    return any(mark in word for mark in ":/ ")


def position_argument(command: Any) -> Any:
    """POSITION as the argument or as --position (the same; one of them is needed)."""
    command = click.option("--position", "position_option", metavar="POSITION",
                           help="The position, as the POSITION argument gives it.")(command)
    return click.argument("position", required=False, metavar="POSITION")(command)


def _one_position(position: str | None, position_option: str | None) -> str:
    """The position given either way; a usage error if none or both (exit 2)."""
    context = click.get_current_context()
    if position is not None and position_option is not None:
        raise click.UsageError("give the position once: as POSITION or as --position",
                               context)
    chosen = position if position is not None else position_option
    if chosen is None:
        raise click.MissingParameter(ctx=context, param=_param(context, "position"))
    return chosen

game_option = click.option(
    "--game", "-g", metavar="GAME",
    help="The game whose rules and notation to use (see `printkit list`); "
         "without it, backgammon in gnubg notation.")


@click.group()
def engine() -> None:
    """Positions, legal moves and diagrams of every game's rules.

    Without --game: backgammon, POSITION being 'start', a gnubg Position ID or
    an XGID (the side on roll moves). With --game: the game's own notation,
    'start' too.

    \b
    Examples:
      printkit engine moves 4HPwATDgc/ABMA --dice 3-1
      printkit engine start --game breakthrough
      printkit engine moves --game long-nardy start --dice 6-6 --format json
    """


@engine.command()
@game_option
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["gnubg", "xgid", "text"]),
    default=None,
    help="Backgammon only: gnubg Position ID (the default), XGID, or a text diagram.",
)
def start(game: str | None, fmt: str | None) -> None:
    """Print the starting position.

    \b
    Examples:
      printkit engine start --format xgid
      printkit engine start --game hex
    """
    if game is not None:
        if fmt is not None:
            raise click.BadParameter("--format is for backgammon without --game",
                                     param_hint="--format")
        rules = _rules(game)
        click.echo(rules.format_position(rules.start()))
        return
    forms = native()
    click.echo(forms.describe(forms.start(), fmt or "gnubg"))


@engine.command(cls=PositionCommand)
@game_option
@position_argument
@click.option("--dice", "-d", type=DICE, help="The roll, like 3-1, 31 or '3 1' (dice games).")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["play", "gnubg", "json"]),
    default=None,
    help="Backgammon without --game: each play (the default) or the Position ID after it "
         "(mover still on roll). json: one array of {move, result, winner}, for any game.",
)
def moves(game: str | None, position: str | None, position_option: str | None,
          dice: Dice | None, fmt: str | None) -> None:
    """List the legal moves, sorted.

    One per distinct resulting position; nothing (or [] in JSON) when the game
    is over or nothing can be played. The side to move in POSITION moves.

    \b
    Examples:
      printkit engine moves 4HPwATDgc/ABMA --dice 3-1
      printkit engine moves start --dice 6-6 --format gnubg
      printkit engine moves --game breakthrough start --format json
      printkit engine moves --game long-nardy -aAA-c--Aa-h-BA--A-aa-AG:w --dice 3-1
    """
    position = _one_position(position, position_option)
    if game is not None or fmt == "json":
        if fmt not in (None, "json"):
            raise click.BadParameter("with --game the format is json", param_hint="--format")
        rules = default_game().rules() if game is None else _rules(game)
        at = _game_position(rules, position)
        listed = listed_moves(rules, at, _game_dice(rules, dice))
        click.echo(json.dumps([asdict(move) for move in listed], ensure_ascii=False))
        return
    at = _native_position(position)
    dice = _with_own_dice(position, dice)
    if dice is None:
        context = click.get_current_context()
        raise click.MissingParameter(ctx=context, param=_param(context, "dice"))
    for line in native().plays(at, dice, fmt or "play"):
        click.echo(line)


def _with_own_dice(position: str, dice: Dice | None) -> Dice | None:
    """--dice, or the roll the position carries (an XGID's); both must agree (exit 2)."""
    own = native().own_dice(position)
    if own is not None and dice is not None and sorted(own) != sorted(dice):
        raise click.BadParameter(f"{dice[0]}-{dice[1]} is not the roll the position carries, "
                                 f"{own[0]}-{own[1]}: give one or the other",
                                 param_hint="--dice")
    return dice or own


@engine.command(cls=PositionCommand)
@position_argument
def show(position: str | None, position_option: str | None) -> None:
    """Print a text diagram of a position with its pip counts.

    \b
    Example:
      printkit engine show 4HPwATDgc/ABMA
    """
    at = _native_position(_one_position(position, position_option))
    click.echo(native().describe(at, "text"))


@engine.command(cls=PositionCommand)
@game_option
@position_argument
@click.option(
    "--output",
    "-o",
    "output_text",
    type=OUTPUT_SVG,
    required=True,
    help="The SVG file to write (a folder ending in '/': diagram.svg in it).",
)
@click.option(
    "--width",
    type=FiniteFloatRange(min=40.0, max=1000.0),
    default=120.0,
    show_default=True,
    help="Width of the drawing in millimeters.",
)
@click.option("--play", "--move", "play_text",
              help="A move to show on the board, like '8/5 6/5' or 'e2-e3'.")
@click.option("--dice", "-d", type=DICE, help="The roll of --play, like 3-1 (dice games).")
@click.option("--theme", type=click.Choice(THEMES), default="classic", show_default=True,
              help="The color set of the art.")
def diagram(
    game: str | None, position: str | None, position_option: str | None, output_text: str,
    width: float, play_text: str | None, dice: Dice | None, theme: str,
) -> None:
    """Draw a position with the game's board art, as an SVG file.

    \b
    Examples:
      printkit engine diagram start -o start.svg
      printkit engine diagram start --play '8/5 6/5' --dice 3-1 -o opening.svg
      printkit engine diagram --game breakthrough start --move e2-e3 -o bt.svg
    """
    from printkit.art.svg import svg_document
    from printkit.output import atomic_write

    position = _one_position(position, position_option)
    output = output_file(output_text, Path("diagram.svg"))
    if dice is not None and play_text is None:
        raise click.UsageError("--dice is the roll of --play: give --play too, or no --dice")
    if game is not None:
        drawing = _game_diagram(game, position, play_text, dice, width, theme)
        atomic_write(output, svg_document(drawing).encode("utf-8"))
        click.echo(f"{output}: {drawing.width:g} x {drawing.height:g} mm")
        return
    at = _native_position(position)
    if play_text is not None:
        dice = _with_own_dice(position, dice)
    if play_text is not None and dice is None:
        raise click.UsageError("--play needs --dice, the roll it plays")
    drawing = native().draw(at, play_text, dice, width, theme)
    atomic_write(output, svg_document(drawing).encode("utf-8"))
    click.echo(f"{output}: {drawing.width:g} x {drawing.height:g} mm")


def _game_diagram(game: str, position: str, move: str | None, dice: Dice | None,
                  width: float, theme: str) -> Any:
    """Draw POSITION of `game` with its board art, through the game's kit recipe."""
    rules = _rules(game)
    _game_position(rules, position)  # a bad position is a usage error, like elsewhere
    if move is not None:
        _game_dice(rules, dice)
    owner = next(g for g in all_games().values() if rules.name in g.rule_sets)
    block = Diagram(position=position, dice=dice, play=move, result=None, kind=None,
                    caption=None, line=0, rules=rules.name)
    try:
        return owner.kit().diagram(block, width=width, palette=theme)
    except IllegalMoveError as exc:
        raise click.BadParameter(str(exc), param_hint="--move") from None
engine.add_command(importlib.import_module("printkit.cli.solve").solve)  # engine solve
