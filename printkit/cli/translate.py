"""`printkit translate`: a translator's commands, to start a language and see what is left."""

from __future__ import annotations

import click

from printkit.cli.options import checked_language
from printkit.games import all_games

# Start-up: `printkit --help` imports every command module (~62 ms in all), so what only a
# command needs is imported inside it: at the top, printkit.translation (~130 ms) and
# printkit.languages (~2 ms) would add to every start.


@click.group()
def translate() -> None:
    """Start a translation and see how far it is.

    \b
    A language is a set of files: locales/<folder>/language.toml, its
    glossary.toml, the shared catalog locales/<folder>/LC_MESSAGES/printkit.po
    and each game's templates/<game>/locales/<folder>.po (gettext: Poedit,
    Weblate and Lokalize open them). Set PRINTKIT_DATA to a folder to keep
    them outside printkit's own.

    \b
    Examples:
      printkit translate new fr
      printkit translate status fr
      printkit rules hex --lang fr --allow-incomplete
    """


@translate.command("new")
@click.argument("lang")
def new(lang: str) -> None:
    """Write the files of language LANG to fill: its language.toml and glossary.toml
    (fill the glossary first), and a catalog of today's English for printkit and for
    each game. Files that exist are kept.

    \b
    Example:
      printkit translate new fr
    """
    from printkit.translation import new_language

    written = new_language(lang)
    for path in written:
        click.echo(f"wrote {path}")
    if not written:
        click.echo(f"{lang} has all its files already")
    click.echo(f"next: fill the glossary, then the catalogs; `printkit translate status "
               f"{lang}` says what is left")


def _languages(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    # Only a missing LANG means every language: an empty one is refused like any unknown.
    return None if value is None else checked_language(value)


@translate.command("status")
@click.argument("lang", required=False, callback=_languages)
def status(lang: str | None) -> None:
    """Say, per game, how much of LANG (default: every language) is translated, fuzzy or
    missing, and what the validator finds wrong with it.

    A game's counts are those of every catalog its kit uses: the shared one
    (covers, parts, screen pages) and its own (its rules); exit 1 while
    anything is left.

    \b
    Example:
      printkit translate status pt-PT
    """
    from printkit.languages import languages
    from printkit.translation import game_count, language_problems

    if lang and languages()[lang].source:
        click.echo(f"{lang} is the language printkit is written in: nothing to translate")
        return
    tags = [lang] if lang else [tag for tag, spoken in languages().items() if not spoken.source]
    unfinished = False
    shown: set[str] = set()
    for tag in tags:
        click.echo(f"{tag} ({languages()[tag].name}):")
        click.echo(f"  {'game':16} {'translated':>10} {'fuzzy':>6} {'missing':>8} {'problems':>9}")
        for game in all_games().values():
            counted = game_count(game, tag)
            problems = language_problems(game, tag)
            click.echo(f"  {game.name:16} {counted.translated:>10} {counted.fuzzy:>6} "
                       f"{counted.missing:>8} {len(problems):>9}")
            for problem in problems:
                if problem not in shown:  # a shared catalog's, once under its first game
                    click.echo(f"    {problem}")
            shown.update(problems)
            unfinished |= bool(counted.fuzzy or counted.missing or problems)
    if unfinished:
        raise SystemExit(1)
