"""`printkit rules` (the rulebook alone) and `printkit validate` (the kit's checks)."""

from __future__ import annotations

from pathlib import Path

import click

from printkit.cli.options import (
    GAME,
    OUTPUT,
    LanguageOption,
    allow_incomplete_option,
    checked_language,
    game_languages,
    language_option,
    output_file,
    paper_option,
    theme_option,
)
from printkit.games import Game, default_game

# Start-up: `printkit --help` imports every command module (~62 ms in all), so what only a
# command needs is imported inside it: at the top, printkit.kit (~185 ms) and printkit.validate
# (~130 ms) would add to every start.


@click.command()
@click.argument("game", type=GAME)
@language_option()
@paper_option
@theme_option
@click.option("-o", "--output", type=OUTPUT,
              help="Output PDF (default build/<game>-rules-<lang>-<paper>.pdf), or a folder "
                   "ending in '/'.")
@allow_incomplete_option
def rules(game: Game, lang: str, paper: str, theme: str, output: str | None,
          allow_incomplete: bool) -> None:
    """Build the rulebook of GAME alone, as a PDF.

    \b
    Example:
      printkit rules backgammon --lang pt-PT -o regras.pdf
    """
    from printkit.kit import build_rulebook

    game_languages(game, lang)
    target = output_file(output, Path("build") / f"{game.name}-rules-{lang}-{paper}.pdf")
    pages = build_rulebook(game, language=lang, paper_name=paper, output=target,
                           allow_incomplete=allow_incomplete, theme=theme)
    click.echo(f"{target}: {pages} pages")


def _languages(ctx: click.Context, param: click.Parameter,
               values: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(checked_language(value) for value in values)


@click.command()
@click.argument("game", type=GAME, required=False)
@click.option("--lang", "langs", multiple=True, callback=_languages, cls=LanguageOption,
              help="Check only this language (repeatable); default: all.")
def validate(game: Game | None, langs: tuple[str, ...]) -> None:
    """Check GAME's rulebook and board against the engine and the translations.

    Setup diagrams must show the start position, example plays must be legal
    and lead to the stated result, catalogs must be complete with matching
    placeholders, and every character must be in the bundled fonts. Problems
    are printed one per line as lang:file:line: message.

    \b
    Example:
      printkit validate backgammon --lang pt-BR
    """
    from printkit.validate import validate as run_checks

    game = game or default_game()  # the game `printkit engine` speaks without --game
    for lang in langs:
        game_languages(game, lang)
    problems = run_checks(game, list(langs) or None)
    for problem in problems:
        click.echo(problem)
    if problems:
        raise SystemExit(1)
    click.echo(f"{game.name}: all checks passed")
