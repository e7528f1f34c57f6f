"""The finished box as rev14 saw it: facts one to a line, codes that hide once built, a
floor that says what it is, and a lining wherever the inside shows."""

from __future__ import annotations

import pytest

from printkit.art.parts.box import BoxParams, plans, words


def _kit_box(game: str, lang: str) -> BoxParams:
    """The box parameters `game`'s kit prints in `lang` on A4."""
    from printkit.context import Context
    from printkit.games import find_game
    from printkit.games.manifest import box_params
    from printkit.i18n import translator
    from printkit.languages import game_catalog
    from printkit.units import PAPERS

    found = find_game(game)
    extra = game_catalog(found.templates, lang) if lang != "en" else None
    gettext = translator(lang, extra=extra, allow_incomplete=True).gettext
    params: BoxParams = box_params(found.kit().manifest, Context(
        paper=PAPERS["a4"], language=lang, gettext=gettext))
    return params


@pytest.mark.parametrize("game, lang", [("hex", "en"), ("oware", "es"), ("rastros", "pt-PT")])
def test_the_back_wall_sets_each_fact_on_a_line_of_its_own(game: str, lang: str) -> None:
    # rev14 saw "2 players ... ages 8+" spread across one line over "about 20 minutes"
    # alone: three facts now stand on three lines, each centred, none smaller than 8 pt.
    params = _kit_box(game, lang)
    u0, _, u1, _ = plans(params)[0].panels["back"]
    facts = [word for word in words(params) if word.kind == "facts"]
    assert len(facts) == 3
    assert len({round(word.centre[1], 1) for word in facts}) == 3
    tops = sorted(facts, key=lambda word: word.centre[1])
    for upper, lower in zip(tops, tops[1:], strict=False):
        assert upper.extent[3] <= lower.extent[1]  # the lines do not overlap
    for word in facts:
        assert word.centre[0] == pytest.approx((u0 + u1) / 2)
        assert word.extent[0] > u0 and word.extent[2] < u1
        assert word.points >= 8.0, (word.text, word.points)
