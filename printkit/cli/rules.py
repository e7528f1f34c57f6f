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
@click.option("--craft", is_flag=True,
              help="Also run the craft check of the printed object (every paper, theme, "
                   "duplex mode and print-shop build), even while it is not enforced.")
@click.option("--craft-report", is_flag=True,
              help="Only the craft check, of GAME or of every game: a table of findings by "
                   "rule and game, then every finding.")
def validate(game: Game | None, langs: tuple[str, ...], craft: bool,
             craft_report: bool) -> None:
    """Check GAME's rulebook and board against the engine and the translations.

    Setup diagrams must show the start position, example plays must be legal
    and lead to the stated result, catalogs must be complete with matching
    placeholders, and every character must be in the bundled fonts. Problems
    are printed one per line as lang:file:line: message.

    The craft check (printkit/craft/) proves the printed object: backs
    inside their fronts after the flip, no text under 5 pt or across a
    cut, margins, line styles, what page 2 says, the rulebook's pages.
    It runs here when enforced, or with --craft.

    \b
    Examples:
      printkit validate backgammon --lang pt-BR
      printkit validate hex --craft
      printkit validate --craft-report
    """
    from printkit.validate import craft_problems, validate_kit

    if craft_report:
        _craft_report(game)
        return
    game = game or default_game()  # the game `printkit engine` speaks without --game
    for lang in langs:
        game_languages(game, lang)
    problems = validate_kit(game, list(langs) or None)
    if craft:
        problems += [p for p in craft_problems(game, list(langs) or None) if p not in problems]
    for problem in problems:
        click.echo(problem)
    if problems:
        raise SystemExit(1)
    click.echo(f"{game.name}: all checks passed")


def _craft_report(game: Game | None) -> None:
    """Print the craft findings of `game` (or of every game) by rule and game, then each."""
    from printkit.craft.report import report
    from printkit.games import all_games

    games = [game] if game else list(all_games().values())
    table, findings = report(games)
    for line in table:
        click.echo(line)
    for finding in findings:
        click.echo(finding.line())
