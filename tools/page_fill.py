"""How full the rulebook's pages are, over every kit, language and paper: how full the
last page is, the columns left blank at their foot while their chapter goes on, and
what the craft check finds on the pages (the findings a build with that rulebook layout
is refused for).

    .venv/bin/python tools/page_fill.py [GAME,...] [LANG,...] [PAPER,...]
    .venv/bin/python tools/page_fill.py --booklet rastros,nardy   # the folded booklet
    .venv/bin/python tools/page_fill.py -q ...                    # totals and findings only

Exits 1 if the craft check finds anything.
"""

from __future__ import annotations

import sys
from collections import Counter
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
from printkit.render.columns import MOST_EMPTY, columns, last_page_fill  # noqa: E402
from printkit.render.layout_report import LaidOut  # noqa: E402
from printkit.units import PAPERS  # noqa: E402


def laid_out(name: str, language: str, paper: str, layout: str = "pages") -> list[LaidOut]:
    """What the rulebook of `name` puts on each page, as its kit sets it."""
    game = find_game(name)
    game = replace(game, chosen=chosen_games(game))
    tr = translator(language, extra=game_catalog(game.templates, language))
    ctx = Context(paper=PAPERS[paper], language=language, gettext=tr.gettext,
                  rulebook=layout)
    report: list[LaidOut] = []
    set_rulebook(game, ctx, report)
    return report


def main(argv: list[str]) -> int:
    """Print one line per build (unless -q), each finding, and the totals."""
    layout = "booklet" if "--booklet" in argv else "pages"
    quiet = "-q" in argv
    words = [a for a in argv if a not in ("--booklet", "-q")]
    names = words[0].split(",") if words else sorted(all_games())
    langs = words[1].split(",") if len(words) > 1 else list(languages())
    papers = words[2].split(",") if len(words) > 2 else list(PAPERS)
    pages = blank = 0
    rules: Counter[str] = Counter()
    refused = []
    for name in names:
        for language in langs:
            if language not in find_game(name).languages:
                continue
            for paper in papers:
                laid = laid_out(name, language, paper, layout)
                gaps = [c for c in columns(laid) if c.goes_on and c.empty > MOST_EMPTY]
                where = f"{name}-{language}-{paper}"
                found = page_findings(laid, where)
                count = max(r.page for r in laid)
                pages, blank = pages + count, blank + len(gaps)
                rules.update(f.rule for f in found)
                refused += [where] if found else []
                shown = " ".join(f"p{c.page}c{c.column + 1}:{c.empty:.0%}" for c in gaps)
                if not quiet or found:
                    print(f"{name:15} {language:6} {paper:6} {count:3} pages  "
                          f"last {last_page_fill(laid):4.0%}  {shown}", flush=True)
                for each in found:
                    print("   ", each.line())
    print(f"{pages} pages, {blank} columns more than a third blank mid-chapter, "
          f"{len(refused)} builds with rulebook-page findings {dict(rules)}")
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
