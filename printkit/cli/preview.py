"""`printkit preview`: PNG pages and a contact sheet of a kit."""

from __future__ import annotations

from pathlib import Path

import click

from printkit.cli.options import (
    GAME,
    OUTPUT_FOLDER,
    WholeRange,
    allow_incomplete_option,
    duplex_option,
    game_languages,
    language_option,
    paper_option,
    theme_option,
)
from printkit.games import Game
from printkit.units import find_paper

# Start-up: `printkit --help` imports every command module (~62 ms in all), so what only a
# command needs is imported inside it: at the top, printkit.kit (~185 ms),
# printkit.render.preview (~27 ms) and printkit.layout.sheet (~10 ms) would add to every start.


def _folder(ctx: click.Context, param: click.Parameter, value: str) -> Path:
    """The output folder, checked by OUTPUT_FOLDER (an empty name would silently mean the
    current folder)."""
    return Path(value)


@click.command()
@click.argument("game", type=GAME)
@language_option()
@paper_option
@duplex_option
@click.option("-o", "--output", "folder", type=OUTPUT_FOLDER, callback=_folder,
              default="build/preview", show_default=True,
              help="Folder for page-NN.png and contact-sheet.png.")
@click.option("--dpi", type=WholeRange(20, 300), default=60, show_default=True,
              help="Resolution of the page images.")
@theme_option
@allow_incomplete_option
def preview(game: Game, lang: str, paper: str, duplex: str, folder: Path, dpi: int,
            theme: str, allow_incomplete: bool) -> None:
    """Write a PNG of every page of GAME's kit and one contact sheet of them all.

    \b
    Example:
      printkit preview backgammon --lang pt-BR -o previews/
    """
    from printkit.kit import KitOptions, render_kit
    from printkit.layout.sheet import find_duplex
    from printkit.render.preview import write_previews

    if folder.exists() and not folder.is_dir():
        raise click.BadParameter(f"{str(folder)!r} is a file, not a folder", param_hint="-o")
    game_languages(game, lang)
    options = KitOptions(language=lang, paper=find_paper(paper), duplex=find_duplex(duplex),
                         theme=theme, allow_incomplete=allow_incomplete)
    written = write_previews(render_kit(game, options).pdf, folder, dpi=dpi)
    click.echo(f"{folder}: {len(written) - 1} page images and contact-sheet.png")
