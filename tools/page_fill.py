"""How full the rulebook's columns are, over every kit, language and paper: the columns
left blank at their foot while their chapter goes on, and what the craft check finds on
the pages. Run: .venv/bin/python tools/page_fill.py [GAME,...] [LANG,...] [PAPER,...]
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from printkit.chapters import chosen_games  # noqa: E402
from printkit.context import Context  # noqa: E402
from printkit.craft.pages import page_findings  # noqa: E402
from printkit.games import all_games, find_game  # noqa: E402
from printkit.i18n import translator  # noqa: E402
from printkit.kit import set_rulebook  # noqa: E402
from printkit.languages import game_catalog, languages  # noqa: E402
from printkit.render.columns import MOST_EMPTY, columns  # noqa: E402
from printkit.render.layout_report import LaidOut  # noqa: E402
from printkit.units import PAPERS  # noqa: E402


def laid_out(name: str, language: str, paper: str) -> list[LaidOut]:
    """What the rulebook of `name` puts on each page, as its kit sets it."""
    game = find_game(name)
    game = replace(game, chosen=chosen_games(game))
    tr = translator(language, extra=game_catalog(game.templates, language))
    ctx = Context(paper=PAPERS[paper], language=language, gettext=tr.gettext)
    report: list[LaidOut] = []
    set_rulebook(game, ctx, report)
    return report


def main(argv: list[str]) -> None:
    """Print one line per build and the totals."""
    names = argv[0].split(",") if argv else sorted(all_games())
    langs = argv[1].split(",") if len(argv) > 1 else list(languages())
    papers = argv[2].split(",") if len(argv) > 2 else list(PAPERS)
    pages = blank = findings = 0
    for name in names:
        for language in langs:
            for paper in papers:
                laid = laid_out(name, language, paper)
                gaps = [c for c in columns(laid) if c.goes_on and c.empty > MOST_EMPTY]
                found = page_findings(laid, f"{name}-{language}-{paper}")
                count = max(r.page for r in laid)
                pages, blank, findings = pages + count, blank + len(gaps), findings + len(found)
                shown = " ".join(f"p{c.page}c{c.column + 1}:{c.empty:.0%}" for c in gaps)
                print(f"{name:15} {language:6} {paper:6} {count:3} pages  {shown}", flush=True)
                for each in found:
                    print("   ", each.line())
    print(f"{pages} pages, {blank} columns more than a third blank mid-chapter, "
          f"{findings} rulebook-page findings")


if __name__ == "__main__":
    main(sys.argv[1:])
