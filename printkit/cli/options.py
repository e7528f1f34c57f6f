"""Options shared by several commands, declared once."""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from printkit.art.palette import PALETTES
from printkit.errors import BadValueError, PrintkitError
from printkit.games import Game, all_games, find_game
from printkit.units import PAPERS

# Start-up: `printkit --help` imports every command module (~62 ms in all), so what only a
# command needs is imported inside it: at the top, printkit.translation (~130 ms) and
# printkit.languages (~2 ms) would add to every start.

DUPLEX_MODES = ("long-edge", "short-edge", "manual")


# Numbers as a user types them in ASCII: Python's own int() and float() also take
# full-width digits ("１６") and underscores ("1_0" is 10), which no one means here.
INTEGER = re.compile(r"[+-]?[0-9]+")
DECIMAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


def plain_number(text: str, *, whole: bool = False) -> bool:
    """Whether `text` is a number written plainly in ASCII (a whole one if `whole`)."""
    return bool((INTEGER if whole else DECIMAL).fullmatch(text.strip()))


class FiniteFloatRange(click.FloatRange):
    """A float range that refuses nan and the infinities (which pass every range check),
    and says the range when the value is no number at all."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Return the number, or fail naming the value and the range (exit 2)."""
        if isinstance(value, float):
            return super().convert(value, param, ctx)
        # 1e999 is a plain number, but infinite.
        if not plain_number(str(value)) or not math.isfinite(float(value)):
            self.fail(f"{value!r} is not a number from {self.min:g} to {self.max:g}", param, ctx)
        return super().convert(value, param, ctx)


class WholeRange(click.IntRange):
    """An int range that says the range when the value is no whole number ("1.5", "abc",
    "" or "１"), where Click says only "not a valid integer range"."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Return the number, or fail naming the value and the range (exit 2)."""
        if not isinstance(value, int) and not plain_number(str(value), whole=True):
            self.fail(f"{value!r} is not a whole number from {self.min} to {self.max}",
                      param, ctx)
        return super().convert(value, param, ctx)

Decorator = Callable[[Callable[..., Any]], Callable[..., Any]]


def language_choices(*, allow_all: bool = False) -> list[str]:
    """The tags --lang accepts, from the language files (and 'all' where allowed)."""
    from printkit.languages import languages

    return [*languages(), *(["all"] if allow_all else [])]


def checked_language(value: str, *, allow_all: bool = False) -> str:
    """The canonical tag for --lang `value`, or a usage error naming the accepted ones."""
    # Our own check, not click.Choice, so the message keeps the tags' capitals
    # (pt-BR) while accepting any case and "_" for "-".
    from printkit.languages import find_language

    if allow_all and value.lower() == "all":
        return "all"
    try:
        return find_language(value)
    except BadValueError:
        choices = ", ".join(language_choices(allow_all=allow_all))
        raise click.BadParameter(f"{value!r} is not one of {choices}.") from None


class LanguageOption(click.Option):
    """An option naming a language, whose help shows the languages found when it is shown
    (not when the command is imported: `printkit --help` reads no language file)."""

    def __init__(self, *args: Any, allow_all: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.allow_all = allow_all

    def make_metavar(self, ctx: click.Context) -> str:
        """[en|es|pt-BR|...], from the language files."""
        return "[" + "|".join(language_choices(allow_all=self.allow_all)) + "]"


def language_option(*, allow_all: bool = False) -> Decorator:
    """--lang: one of the kit languages (or 'all', where a command builds each)."""

    def check(ctx: click.Context, param: click.Parameter, value: str) -> str:
        return checked_language(value, allow_all=allow_all)

    return click.option(
        "--lang", default="en", show_default=True, callback=check, cls=LanguageOption,
        allow_all=allow_all,
        help="Language of the text." + (" 'all' builds one file per language." if allow_all
                                         else ""),
    )


paper_option: Decorator = click.option(
    "--paper", default="a4", show_default=True,
    type=click.Choice(list(PAPERS), case_sensitive=False),
    help="Paper size.",
)

duplex_option: Decorator = click.option(
    "--duplex", default="long-edge", show_default=True,
    type=click.Choice(DUPLEX_MODES),
    help="How your printer turns the sheet for the back; 'manual' for a one-sided printer "
         "writes the fronts and the backs as two PDFs.",
)


def _offset(ctx: click.Context, param: click.Parameter, value: str) -> tuple[float, float]:
    try:
        parts = value.split(",")
        if not all(plain_number(part) for part in parts):
            raise ValueError(value)
        x, y = (float(part) for part in parts)
        if math.isnan(x) or math.isnan(y):
            raise ValueError(value)
    except ValueError:
        raise click.BadParameter(
            f"{value!r} is not two numbers of mm like 1.5,-0.5; accepted -10 to 10 on each "
            "axis") from None
    if abs(x) > 10 or abs(y) > 10:
        raise click.BadParameter(f"{value!r} is beyond 10 mm; accepted -10 to 10 on each axis")
    return (x, y)


back_offset_option: Decorator = click.option(
    "--back-offset", default="0,0", show_default=True, callback=_offset, metavar="X,Y",
    help="Shift every back by X,Y mm to cancel your printer's drift "
         "(measure it with `printkit calibrate`).",
)

THEMES = tuple(PALETTES)  # a theme is a palette of the art

theme_option: Decorator = click.option(
    "--theme", default="classic", show_default=True, type=click.Choice(THEMES),
    help="Colors: classic, ink-saver (outlines, light tints) or high-contrast "
         "(color-blind-safe, fine in grayscale).",
)

allow_incomplete_option: Decorator = click.option(
    "--allow-incomplete", is_flag=True,
    help="Build even if a translation is unfinished (English fills the gaps).",
)


class GameType(click.ParamType):
    """A game by its name or an alias (any case, with or without accents), or 'all' where
    `allow_all`; converts to the Game, resolved here once for the whole command."""

    name = "game"

    def __init__(self, allow_all: bool = False,
                 only: Callable[[], list[str]] | None = None) -> None:
        self.allow_all = allow_all
        self.only = only  # the names of the games the command takes, if not every one

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Return the Game, or fail naming the games the command takes (exit 2)."""
        if self.allow_all and str(value).lower() == "all":
            return "all"
        taken = self.only() if self.only else list(all_games())
        try:
            game = value if isinstance(value, Game) else find_game(str(value))
        except BadValueError:
            game = None
        if game is None or game.name not in taken:
            known = [f"{g.name} ({', '.join(g.aliases)})" if g.aliases else g.name
                     for g in all_games().values() if g.name in taken]
            extra = ", all" if self.allow_all else ""
            self.fail(f"{value!r} is not one of {', '.join(known)}{extra}.", param, ctx)
        return game


GAME = GameType()
GAME_OR_ALL = GameType(allow_all=True)


def _pad_games() -> list[str]:
    from printkit.pads import pad_games  # loads every kit: only when a pad is asked for

    return pad_games()


PAD_GAME = GameType(only=_pad_games)


def game_languages(game: Game, lang: str) -> list[str]:
    """The languages to build `game` in for --lang `lang` ('all': every one it is written in);
    a language the game's rulebook lacks is a usage error."""
    languages = game.languages
    if lang == "all":
        return list(languages)
    if lang not in languages and not game.only_languages:
        from printkit.translation import catalogs

        # A language found, but without the catalogs this game's kit needs.
        missing = next(path for _, path in catalogs(game, lang) if not path.is_file())
        raise PrintkitError(f"catalog missing for {lang}: {missing} (`printkit translate "
                            f"new {lang}` writes one; `printkit translate status {lang}`)")
    if lang not in languages:
        raise click.BadParameter(f"{game.name} is written in {', '.join(languages)}, not {lang}",
                                 param_hint="--lang")
    return [lang]


class OutputType(click.ParamType):
    """-o: a file name, or a folder when it ends with '/'; kept as typed (a str), since a
    Path drops the trailing '/'. Refuses what would silently mean something else."""

    name = "path"

    def __init__(self, folder: bool = False, suffix: str = ".pdf") -> None:
        self.folder = folder  # the option names a folder (preview, --lang all)
        self.suffix = suffix  # the kind of file written

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Return the text, or fail naming what is accepted (exit 2)."""
        text = str(value)
        accepted = "a folder" if self.folder else "a file name, or a folder ending in '/'"
        if not text.strip():
            self.fail(f"the path is empty: give {accepted}", param, ctx)
        if text == "-":
            # printkit's messages go to standard output, so a PDF there would be mixed in.
            self.fail(f"'-' (standard output) is not written to: give {accepted}", param, ctx)
        named = Path(text).suffix.lower()
        if not self.folder and named in KINDS and named != self.suffix:
            article = "an" if KINDS[named] == "SVG" else "a"
            self.fail(f"{text!r} names {article} {KINDS[named]} file, but this writes "
                      f"{KINDS[self.suffix]}: give a name ending in {self.suffix}", param, ctx)
        return text


KINDS = {".pdf": "PDF", ".svg": "SVG", ".png": "PNG"}  # what an output's name may promise
OUTPUT = OutputType()
OUTPUT_SVG = OutputType(suffix=".svg")
OUTPUT_FOLDER = OutputType(folder=True)


def names_folder(output: str) -> bool:
    """Whether -o `output` ends with '/' (a folder, created if need be)."""
    return output.endswith(("/", os.sep))


def output_file(output: str | None, default: Path) -> Path:
    """The file -o `output` names: `default` without -o, and `default`'s name inside the
    folder when -o ends with '/'."""
    if output is None:
        return default
    if names_folder(output):
        return Path(output) / default.name
    return Path(output)
