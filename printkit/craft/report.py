"""Every craft finding over every kit and build, summarized by rule and game."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from printkit.craft.findings import RULES, Finding
from printkit.games import Game


def game_of(finding: Finding, names: Sequence[str]) -> str:
    """The game (of `names`) a finding's kit label names: "nardy-pt-BR-a4 long-edge" ->
    "nardy" (the longest name that starts the label, as "traffic-lights" and a language
    both hold hyphens)."""
    return max((n for n in names if finding.where.startswith(f"{n}-")), key=len,
               default=finding.where.split(" ")[0])


def summary(findings: Sequence[Finding], names: Sequence[str]) -> list[str]:
    """A table: one row per rule, a column per game of `names` counting its distinct
    findings (the same part and message in several builds count once), then the total."""
    games = sorted({game_of(f, names) for f in findings})
    distinct = {(f.rule, game_of(f, names), f.part, f.what) for f in findings}
    counts = Counter((rule, game) for rule, game, _, _ in distinct)
    width = max((len(rule) for rule in RULES), default=10)
    head = f"{'rule':<{width}} " + " ".join(f"{g[:8]:>8}" for g in games) + "   total"
    rows = [head]
    for rule in RULES:
        total = sum(counts[(rule, g)] for g in games)
        if total:
            cells = " ".join(f"{counts[(rule, g)] or '':>8}" for g in games)
            rows.append(f"{rule:<{width}} {cells} {total:>7}")
    rows.append(f"{len(distinct)} distinct findings in {len(games)} games "
                f"({len(findings)} over every build)")
    return rows


def report(games: Iterable[Game]) -> tuple[list[str], list[Finding]]:
    """The summary and every finding of the craft check over `games`' builds."""
    from printkit.craft.check import check_game

    found: list[Finding] = []
    names = []
    for game in games:
        found += check_game(game)
        names.append(game.name)
    return summary(found, names), found
