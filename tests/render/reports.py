"""The layout report of a game's rulebook as a kit sets it, for the page-layout tests."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from printkit.chapters import chosen_games
from printkit.context import Context
from printkit.games import find_game
from printkit.i18n import translator
from printkit.kit import set_rulebook
from printkit.languages import game_catalog
from printkit.render.layout_report import LaidOut
from printkit.units import PAPERS


def rulebook_report(game: str, paper: str = "a4", language: str = "en",
                    layout: str = "pages") -> list[LaidOut]:
    """What the rulebook of `game` puts on each page, in `language` on `paper`: set once
    per test process, since a compendium takes seconds to set and many tests read the
    same one (no test patches the setter before reading a report)."""
    return list(_remembered(game, paper, language, layout))


@cache
def _remembered(game: str, paper: str, language: str, layout: str) -> tuple[LaidOut, ...]:
    """`_set`'s records, kept (they are frozen)."""
    return tuple(_set(game, paper, language, layout))


def _set(game: str, paper: str, language: str, layout: str) -> list[LaidOut]:
    """The records of the rulebook of `game`, set now."""
    chosen = find_game(game)
    chosen = replace(chosen, chosen=chosen_games(chosen))
    tr = translator(language, extra=game_catalog(chosen.templates, language))
    ctx = Context(paper=PAPERS[paper], language=language, gettext=tr.gettext, rulebook=layout)
    report: list[LaidOut] = []
    set_rulebook(chosen, ctx, report)
    return report
