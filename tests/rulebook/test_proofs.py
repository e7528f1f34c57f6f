"""The solver's and the board's claim kinds: true ones pass, planted false ones are reported
at their file and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from printkit.rulebook import proofs
from printkit.rulebook.model import DiagramValueError, MissingDiagramKeyError
from printkit.rulebook.source import parse_rules
from tests.rulebook.conftest import validate_with

PROTECTED = "position: 7/7/7/3w3/2w1w2/7/7 b"
OW_FEED = "play: f\nresult: 0,0,3,0,0,0/1,1,0,0,0,0/21,22 N"
# The Rastros trap: after b1 and c1 the first player must play b2, and loses.
TRAP = "play: b2\nresult: 7/7/4x2/4xx1/4x2/1oxxx2/1xxxx2 2"
# (game, a line of one of its diagram blocks, the claim added after it, words of the
# problem; "" when the claim is true and the game must stay valid)
CLAIMS: list[tuple[str, str, str, str]] = [
    # Snort's h6 ending: a cat on h6 wins, and only there.
    ("snort", "play: h6", "best: c", ""),
    ("snort", "play: h6", "keeps: h6", ""),
    ("snort", "play: h6", "best: d", "best: d, but with best play from the position c wins"),
    ("snort", "play: h6", "keeps: h6; c4", "not keeping it c4"),
    ("snort", "play: h6", "loses: c4; h6", "loses: h6 does not lose for c"),
    # Traffic Lights: the side to move has already lost, whatever it plays.
    ("traffic-lights", "safe: b1; d1; d2", "best: 2", ""),
    ("traffic-lights", "safe: b1; d1; d2", "loses: b1; d1; d2", ""),
    ("traffic-lights", "safe: b1; d1; d2", "best: 1", "with best play from the position 2 wins"),
    ("traffic-lights", "safe: b1; d1; d2", "keeps: b1", "missing a2"),
    ("traffic-lights", "safe: b1; d1; d2", "best: draw", "best: draw, but"),
    ("traffic-lights", "safe: b1; d1; d2", "best: 3", "'3' is no side of traffic-lights"),
    # Rastros after b1 and c1: the first player's only move, b2, loses.
    ("rastros", TRAP, "then: 2", ""),
    ("rastros", TRAP, "loses: b2", ""),
    ("rastros", TRAP, "then: 1", "then: 1, but with best play after the play 2 wins"),
    ("rastros", TRAP, "loses: b2; c3", "loses: c3 is not legal here"),
    # Hex: e4 and f2 make a bridge over e3 and f3; in the winning diagram White holds h2,
    # one of the two cells h1 and g3 share.
    ("hex", "play: g1", "neighbors: e4 f2 = e3 f3", ""),
    ("hex", "play: g1", "neighbors: e4 f2 = e3 f4", "missing f3; not f4"),
    ("hex", "play: g1", "neighbors: e4 f2 = e3 f3 e5", "not e5"),
    ("hex", "play: g2", "neighbors: h1 g3 = g2 h2",
     "neighbors: h2 is not empty in the diagram"),
    ("hex", "play: g1", "neighbors: f2 z9 = f1", "z9 is no cell of the board"),
    # Breakthrough: nothing protects c4, e4 or d3 here (see also the protected piece below).
    ("breakthrough", "play: d3xc4", "guards: c4 = none", ""),
    ("breakthrough", "play: d3xc4", "guards: d4 = none", ""),
    ("breakthrough", "play: d3xc4", "guards: c4 = d5", "not d5"),
    ("breakthrough", "play: d3xc4", "guards: d7 = none", ""),
    # A protected piece: White's d4 is guarded by c3 and e3 (appended as a new block).
    ("breakthrough", PROTECTED, "guards: d4 = c3 e3", ""),
    ("breakthrough", PROTECTED, "guards: d4 = c3", "missing e3"),
    ("breakthrough", PROTECTED, "guards: e3 = none", ""),
    ("breakthrough", PROTECTED, "guards: e5 = d4", "not d4"),
    # Oware: South must feed with f, and North wins the ending; seeds have no neighbors.
    ("oware", OW_FEED, "best: N", ""),
    ("oware", OW_FEED, "then: N", ""),
    ("oware", OW_FEED, "keeps: f", ""),
    ("oware", OW_FEED, "then: S", "then: S, but with best play after the play N wins"),
    ("oware", OW_FEED, "neighbors: a b = c", "oware's rules do not say which cells touch"),
]


@pytest.mark.parametrize(("game", "anchor", "claim", "says"), CLAIMS,
                         ids=[f"{n}-{case[0]}" for n, case in enumerate(CLAIMS)])
def test_each_claim_is_proven_or_reported_at_its_line(data: Path, game: str, anchor: str,
                                                      claim: str, says: str) -> None:
    path = data / "templates" / game / "rules.md"
    original = path.read_text(encoding="utf-8")
    if anchor == PROTECTED:  # a block of its own, at the end
        original += f"\n```diagram\n{PROTECTED}\n```\n"
    assert original.count(anchor + "\n") == 1, f"{anchor!r} is not once in {game}'s rules"
    original = _without_key(original, anchor, claim.split(":")[0])
    line = original[:original.index(anchor + "\n") + len(anchor)].count("\n") + 2
    problems = validate_with(path, original.replace(anchor + "\n", f"{anchor}\n{claim}\n"),
                             game)
    if not says:
        assert problems == []
        return
    named = [p for p in problems if says in p]
    assert named, problems
    assert all(p.startswith(f"en:{path}:{line}: ") for p in named), named


def _without_key(text: str, anchor: str, key: str) -> str:
    """`text` without the `key:` line the anchor's block already has (the books carry some
    of these claims themselves), so the planted one is the block's only one."""
    start = text.rindex("```diagram", 0, text.index(anchor + "\n"))
    end = text.index("```", start + 3)
    block = "".join(line for line in text[start:end].splitlines(keepends=True)
                    if not line.startswith(f"{key}:"))
    return text[:start] + block + text[end:]


def test_claim_forms_are_refused_where_written() -> None:
    with pytest.raises(MissingDiagramKeyError, match=r"<rules>:4: a then: claim needs the "
                                                     r"play it follows"):
        parse_rules("# T\n\n```diagram\nthen: 1\nposition: start\n```\n")
    with pytest.raises(DiagramValueError, match=r"<rules>:5: neighbors 'd6 e4': cells, '='"):
        parse_rules("# T\n\n```diagram\nposition: start\nneighbors: d6 e4\n```\n")
    with pytest.raises(DiagramValueError, match=r"<rules>:5: guards 'd4 e4 = c3'"):
        parse_rules("# T\n\n```diagram\nposition: start\nguards: d4 e4 = c3\n```\n")


# (game, caption text, its planted replacement, words of the problem)
CAPTIONS: list[tuple[str, str, str, str]] = [
    ("rastros", "and both squares touch a1,", "and both squares touch c3,",
     "the caption says b1 touches c3"),
    ("rastros", "can only go to b1 or b2, and both squares touch a1",
     "can only go to b2, and both squares touch a1",
     "the caption says both but names 1 cells"),
    ("hex", "The stone on f2 touches f1 and g1 on the edge.",
     "The stone on f2 touches f1 and h1 on the edge.", "the caption says f2 touches h1"),
    ("hex", "the two stones share two empty neighbors,",
     "d6 and e4 share the empty cells d5 and e6,", "the caption says e4 touches e6"),
    ("hex", "replaced by a white stone on c6,", "replaced by a black stone on c6,",
     "the caption names a black stone on c6; the diagram draws none there"),
]


@pytest.mark.parametrize(("game", "old", "new", "says"), CAPTIONS,
                         ids=[f"{n}-{case[0]}" for n, case in enumerate(CAPTIONS)])
def test_caption_geometry_is_checked_on_the_diagram(data: Path, game: str, old: str,
                                                    new: str, says: str) -> None:
    path = data / "templates" / game / "rules.md"
    original = path.read_text(encoding="utf-8")
    assert original.count(old) == 1, f"{old!r} is not once in {game}'s rules"
    line = original[:original.index(old)].count("\n") + 1
    problems = validate_with(path, original.replace(old, new), game)
    assert any(p.startswith(f"en:{path}:{line}: ") and says in p for p in problems), problems


def _po(game: str, folder: str) -> str:
    return f"templates/{game}/locales/{folder}.po"


# Texts printed outside the rulebooks: (game, catalog, text, planted text, language, words)
PRINTED: list[tuple[str, str, str, str, str, str]] = [
    ("rastros", _po("rastros", "pt_BR"), "ao chegar a a1, o jogador 2 ao chegar a g7",
     "ao chegar a g7, o jogador 2 ao chegar a a1", "pt-BR",
     "names e5 1 g7 2 a1 where its English source names e5 1 a1 2 g7"),
    ("oware", _po("oware", "pt_BR"), "de a a f para o Sul e de A a F para o Norte",
     "de a a f para o Norte e de A a F para o Sul", "pt-BR", "names the sides"),
    ("breakthrough", _po("breakthrough", "pt_BR"), 'msgstr "Brancas"', 'msgstr "Pretas"',
     "pt-BR", "names the sides Pretas where its English source names White"),
    ("oware", _po("oware", "es"), "de la a a la f para Sur, de la A a la F para Norte",
     "de la a a la f para Norte, de la A a la F para Sur", "es", "names the sides"),
    ("traffic-lights", _po("traffic-lights", "pt_BR"), "no máximo 8 de cada cor",
     "no máximo 9 de cada cor", "pt-BR", "9"),
]


@pytest.mark.parametrize(("game", "file", "old", "new", "lang", "says"), PRINTED,
                         ids=[f"{n}-{case[0]}-{case[4]}" for n, case in enumerate(PRINTED)])
def test_printed_texts_keep_cells_sides_and_counts(data: Path, game: str, file: str, old: str,
                                                   new: str, lang: str, says: str) -> None:
    path = data / file
    original = path.read_text(encoding="utf-8")
    assert original.count(old) == 1, f"{old!r} is not once in {file}"
    line = original[:original.index(old)].count("\n") + 1
    problems = validate_with(path, original.replace(old, new), game, lang)
    named = [p for p in problems if says in p]
    assert named, problems
    # A catalog entry is named by its msgid line, just above its one-line msgstr.
    assert any(p.startswith(f"{lang}:{path}:{where}:") for p in named
               for where in (line - 1, line)), named


def test_a_claim_on_a_position_too_large_is_reported_not_passed(
        data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(proofs, "LIMIT", 500)
    path = data / "templates" / "hex" / "rules.md"
    source = path.read_text(encoding="utf-8")
    anchor = "play: d6\n"
    line = source[:source.index(anchor)].count("\n") + 2
    problems = validate_with(path, source.replace(anchor, anchor + "best: b\n"), "hex")
    assert problems == [f"en:{path}:{line}: best: position too large to solve: more than 500 "
                        "nodes; try an ending with fewer empty cells"]
