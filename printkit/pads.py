"""`printkit pad`: pages of blank boards for pencil play, in the game's own art and language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from printkit.errors import BadValueError
from printkit.games import Game, all_games
from printkit.games.pad import Pad
from printkit.i18n import translator
from printkit.languages import game_catalog
from printkit.layout.sheet import Duplex
from printkit.output import atomic_write, check_target
from printkit.render.kitpdf import DUPLEX_HINTS
from printkit.render.pad import page
from printkit.render.pdf import Metadata, drawings_pdf, pages_of, write_document
from printkit.units import find_paper


def pad_of(game: Game) -> Pad:
    """The pad of `game`; BadValueError names the games that have one."""
    pad = getattr(game.kit(), "pad", None)
    if not isinstance(pad, Pad):
        raise BadValueError("game for a pad", game.name, ", ".join(pad_games()))
    return pad


def pad_games() -> list[str]:
    """The games that have a pad, by name."""
    return [game.name for game, _ in with_pads()]


def with_pads() -> list[tuple[Game, Pad]]:
    """Every game that declares a pad, with its pad, in the registry's order."""
    found = [(game, getattr(game.kit(), "pad", None)) for game in all_games().values()]
    return [(game, pad) for game, pad in found if isinstance(pad, Pad)]


def build_pad(game: Game, *, language: str, paper_name: str, theme: str,
              per_page: int | None, pages: int, output: Path) -> int:
    """Write `pages` pages of `game`'s pad to `output`; return the number of boards."""
    check_target(output)
    pad = pad_of(game)
    kit: Any = game.kit()
    rules = game.rules()
    tr = translator(language, extra=game_catalog(game.templates, language))
    _ = tr.gettext
    paper = find_paper(paper_name)
    count = per_page or pad.per_page
    start = rules.start()

    def board(width: float) -> Any:
        return kit.draw_position(start, None, width, theme)

    sheet = page(_(game.title), pad, board, _, paper, count, theme)
    pdf = pages_of(drawings_pdf([sheet] * pages))
    meta = Metadata(title=_("{game}: pad").format(game=_(game.title)),
                    subject=_("Blank boards of {game} for pencil play").format(
                        game=_(game.title)), language=language)
    atomic_write(output, write_document(pdf, meta, duplex_hint=DUPLEX_HINTS[Duplex.LONG_EDGE]))
    return count * pages
