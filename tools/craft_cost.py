"""What the craft check costs a build: CPU time of `check_built` on the sheets and rulebook
layout an A4 English build draws, per game (the best of five; the build already drew them).

    .venv/bin/python tools/craft_cost.py
"""

from __future__ import annotations

import time

from printkit.context import Context, KitOptions
from printkit.craft.check import check_built
from printkit.games import all_games
from printkit.i18n import untranslated
from printkit.kit import make_sheets, set_rulebook
from printkit.render.laidout import Laid
from printkit.units import PAPERS

RUNS = 5
PAGE_TWO = "Sheets to print: 1 on card, 1 on paper"  # some words for the claims to read


def main() -> None:
    """Print each game's check time and how many findings it reports today."""
    options = KitOptions()
    for name, game in all_games().items():
        ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
        sheets = make_sheets(game, ctx, options)
        laid: list[Laid] = []
        set_rulebook(game, ctx, laid)
        best, found = float("inf"), 0
        for _ in range(RUNS):
            start = time.process_time()
            found = len(check_built(game, options, ctx, sheets, laid, PAGE_TWO))
            best = min(best, time.process_time() - start)
        print(f"{name:16} {best * 1000:5.1f} ms CPU  ({found} findings)")


if __name__ == "__main__":
    main()
