"""`printkit pad`: pages of blank boards for pencil play."""

from __future__ import annotations

import inspect
from pathlib import Path

import click

from printkit.cli.options import (
    OUTPUT,
    PAD_GAME,
    THEMES,
    WholeRange,
    game_languages,
    language_option,
    output_file,
    paper_option,
)
from printkit.games import Game

# Start-up: `printkit --help` imports every command module (~62 ms in all), so what only a
# command needs is imported inside it: at the top, printkit.pads (~130 ms: every game's kit and
# the PDF writer) would add to every start.


def _listed(titles: list[str]) -> str:
    """English words for a list: "A", "A and B", "A, B and C"."""
    return " and ".join(filter(None, [", ".join(titles[:-1]), *titles[-1:]]))


class PadCommand(click.Command):
    """`printkit pad`, whose help names the games that declare a pad: known only once their
    kits load, so on asking for help rather than at start-up."""

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from printkit.pads import with_pads  # loads every game's kit: only for this help

        pads = with_pads()
        text = inspect.cleandoc(self.help or "").format(
            recorded=_listed([game.title for game, pad in pads if pad.moves]),
            games=_listed([game.title for game, _ in pads]))
        formatter.write_paragraph()
        with formatter.indentation():
            formatter.write_text(text)


@click.command(cls=PadCommand)
@click.argument("game", type=PAD_GAME)
@language_option()
@paper_option
@click.option("--per-page", type=WholeRange(1, 8), default=None, metavar="N",
              help="Boards on each page, 1 to 8 (default: what suits the game).")
@click.option("--pages", type=WholeRange(1, 200), default=1, metavar="K",
              help="How many pages, 1 to 200 (default 1).")
@click.option("--theme", type=click.Choice(THEMES),
              default="ink-saver", show_default=True,
              help="Colors: pads default to the pale set, so pencil marks stand out.")
@click.option("-o", "--output", type=OUTPUT,
              help="Output PDF (default build/<game>-pad-<lang>-<paper>.pdf), or a folder "
                   "ending in '/'.")
def pad(game: Game, lang: str, paper: str, per_page: int | None, pages: int, theme: str,
        output: str | None) -> None:
    """Write a PDF of blank GAME boards to play with a pencil, several to a page.

    Each board has a line for the players' names and the rules in a few words;
    {recorded} also get a move list to record the game. Pads exist for {games}.

    \b
    Example:
      printkit pad hex --lang pt-PT --pages 5
    """
    from printkit.pads import build_pad

    game_languages(game, lang)
    target = output_file(output, Path("build") / f"{game.name}-pad-{lang}-{paper}.pdf")
    boards = build_pad(game, language=lang, paper_name=paper, theme=theme,
                       per_page=per_page, pages=pages, output=target)
    click.echo(f"{target}: {pages} page{'s' if pages != 1 else ''}, "
               f"{boards} board{'s' if boards != 1 else ''}")
