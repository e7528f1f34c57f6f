"""Kit manifests: each piece sheet is drawn as it is declared, and the counts a rulebook
cites come from the declared pieces."""

from __future__ import annotations

import dataclasses

import pytest

from printkit.context import Context
from printkit.games import all_games, find_game
from printkit.games.compose import shared_needs
from printkit.games.manifest import rule_facts
from printkit.i18n import untranslated
from printkit.units import PAPERS

SINGLE_GAMES = sorted(name for name, game in all_games().items() if not game.chapters)


@pytest.mark.parametrize("name", SINGLE_GAMES)
def test_a_double_sided_sheet_prints_backs_and_a_single_sided_one_none(name: str) -> None:
    manifest = find_game(name).kit().manifest
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    assert manifest.pieces
    for pieces in manifest.pieces:
        parts = pieces.draw(ctx)
        assert parts and all((part.back is not None) == pieces.double_sided
                             for part in parts), pieces.name


def test_the_counts_a_rulebook_cites_follow_the_declared_pieces() -> None:
    manifest = find_game("hex").kit().manifest
    (stones,) = manifest.pieces
    assert rule_facts(manifest)["stones"] == "122"
    more = dataclasses.replace(stones, colors={"black": 60, "white": 60})
    facts = rule_facts(dataclasses.replace(manifest, pieces=(more,)))
    assert (facts["stones"], facts["stones_each"]) == ("120", "60")
    uneven = dataclasses.replace(stones, colors={"black": 61, "white": 60})
    assert "stones_each" not in rule_facts(dataclasses.replace(manifest, pieces=(uneven,)))


def test_a_game_citing_each_color_gets_each_color_s_count() -> None:
    facts = find_game("rastros").kit().rule_values()
    assert (facts["black_pieces"], facts["white_pieces"]) == ("48", "1")
    assert "pieces" not in facts  # its rules never count the two colors together


def test_a_compendium_shares_as_many_stones_as_the_games_declare() -> None:
    breakthrough, rastros = (find_game(name).kit().manifest for name in ("breakthrough",
                                                                          "rastros"))
    assert shared_needs([breakthrough, rastros]) == {"stones": (48, 14)}
    (pieces,) = breakthrough.pieces
    more = dataclasses.replace(pieces, colors={"white": 20, "black": 50})
    assert shared_needs([dataclasses.replace(breakthrough, pieces=(more,)), rastros]) == {
        "stones": (50, 20)}
