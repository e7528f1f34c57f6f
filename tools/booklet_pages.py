"""Count the craft check's rulebook-page findings over every kit, language and paper.

    python tools/booklet_pages.py             # the folded booklet (--rulebook booklet)
    python tools/booklet_pages.py pages -v    # the page layout, each finding listed
    python tools/booklet_pages.py booklet rastros nardy   # only these kits

One line per kit, language and paper with its findings by rule, then the totals: the
same findings a build with that rulebook layout is refused for.
"""

from __future__ import annotations

import sys
from collections import Counter

from printkit.context import Context
from printkit.craft.pages import page_findings
from printkit.games import all_games
from printkit.i18n import translator
from printkit.kit import set_rulebook
from printkit.languages import game_catalog
from printkit.render.layout_report import LaidOut
from printkit.units import PAPERS


def main(argv: list[str]) -> int:
    """Print the findings of each rulebook as `argv` asks; 1 if there are any."""
    verbose = "-v" in argv
    words = [a for a in argv if a != "-v"]
    layout = words[0] if words else "booklet"
    only = set(words[1:])
    total: Counter[str] = Counter()
    for game in all_games().values():
        if only and game.name not in only:
            continue
        for language in game.languages:
            tr = translator(language, allow_incomplete=True,
                            extra=game_catalog(game.templates, language))
            for paper in PAPERS.values():
                ctx = Context(paper=paper, language=language, gettext=tr.gettext,
                              rulebook=layout)
                laid: list[LaidOut] = []
                set_rulebook(game, ctx, laid)
                where = f"{game.name}-{language}-{paper.name}"
                found = page_findings(laid, where)
                rules = Counter(f.rule for f in found)
                total.update(rules)
                print(f"{where:26} {max(r.page for r in laid):3} pages  {dict(rules)}")
                for each in found if verbose else ():
                    print(f"    {each.line()}")
    print(f"total {dict(total)}")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
