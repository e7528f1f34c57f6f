"""Options shared by several commands, declared once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from printkit.errors import BadValueError
from printkit.i18n import LANGUAGES, find_language
from printkit.units import PAPERS

DUPLEX_MODES = ("long-edge", "short-edge")

Decorator = Callable[[Callable[..., Any]], Callable[..., Any]]


def language_option(*, allow_all: bool = False) -> Decorator:
    """--lang: one of the kit languages (or 'all', where a command builds each)."""
    choices = [*LANGUAGES, *(["all"] if allow_all else [])]

    def check(ctx: click.Context, param: click.Parameter, value: str) -> str:
        # Our own check, not click.Choice, so the message keeps the tags'
        # capitals (pt-BR) while accepting any case and "_" for "-".
        if allow_all and value.lower() == "all":
            return "all"
        try:
            return find_language(value)
        except BadValueError:
            raise click.BadParameter(
                f"{value!r} is not one of {', '.join(choices)}.") from None

    return click.option(
        "--lang", default="en", show_default=True, callback=check,
        metavar="[" + "|".join(choices) + "]",
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
    type=click.Choice(DUPLEX_MODES), help="How your printer turns the sheet for the back.",
)
