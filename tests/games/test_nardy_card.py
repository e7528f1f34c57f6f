"""Nardy's quick-reference card: it lies flat on the floor of the box as the kit builds it,
under the pieces, and its rules are set large enough and without one-word lines."""

from __future__ import annotations

from collections import defaultdict

import pytest

from printkit.art.canvas import Text, leaves
from printkit.art.parts.box_geometry import FIT
from printkit.context import Context
from printkit.games import find_game
from printkit.games.manifest import box_params
from printkit.games.nardy.kit import MANIFEST, SCORE_ROWS, SCORE_TITLE
from printkit.i18n import translator
from printkit.kit import game_catalog
from printkit.units import PAPERS

PT = 25.4 / 72


def _ctx(paper: str, language: str) -> Context:
    tr = translator(language, allow_incomplete=False,
                    extra=game_catalog(find_game("nardy").templates, language))
    return Context(paper=PAPERS[paper], language=language, gettext=tr.gettext,
                   ngettext=tr.ngettext)


def _card(ctx: Context):  # type: ignore[no-untyped-def]
    (part,) = MANIFEST.accessories["score-card"](ctx)
    return part.front


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_the_card_lies_flat_on_the_floor_of_the_box_as_built(paper: str) -> None:
    ctx = _ctx(paper, "en")
    box, card = box_params(MANIFEST, ctx), _card(ctx)
    long_side, short_side = sorted((card.width, card.height), reverse=True)
    floor = sorted((box.inner_width, box.inner_depth), reverse=True)
    # Room to slide it in and lift it out on each side, and room above the tallest piece
    # for the card under it.
    assert long_side + 2 * FIT <= floor[0] and short_side + 2 * FIT <= floor[1]
    tallest = max(box.back_row[2], box.front_row[2])
    assert tallest + box.card_thickness <= box.inner_height


def _lines(card) -> dict[float, list[Text]]:  # type: ignore[no-untyped-def]
    """The card's words by line (its baseline)."""
    lines: dict[float, list[Text]] = defaultdict(list)
    for shape in leaves([s for layer in card.layers.values() for s in layer]):
        if isinstance(shape, Text):
            lines[round(shape.y, 2)].append(shape)
    return lines


@pytest.mark.parametrize("language", ["en", "es", "pt-BR", "pt-PT"])
def test_the_card_sets_every_rule_at_6_pt_or_more_without_one_word_lines(language: str) -> None:
    lines = _lines(_card(_ctx("a4", language)))
    assert len(lines) >= 11  # a title and five rules of two lines or more
    for texts in lines.values():
        assert min(t.size for t in texts) >= 6 * PT - 1e-9
        assert " " in " ".join(t.content for t in texts).strip()


def test_the_card_states_the_rules_a_player_forgets() -> None:
    text = " ".join(t.content for texts in _lines(_card(_ctx("a4", "en"))).values()
                    for t in texts)
    for said in ("only one checker may leave it", "6-6, 4-4 or 3-3", "never stops on a point",
                 "six points in a row", "bears off", "oin, 1 point", "mars, 2 points",
                 "played to 7 points"):
        assert said in text


@pytest.mark.parametrize("language", ["en", "pt-PT"])
def test_each_rules_lead_in_is_bold_and_its_words_are_not(language: str) -> None:
    # The lead-ins ("The head:") were the body's weight and size, and barely stood out
    # (rev15 nardy).
    ctx = _ctx("a4", language)
    leads = {ctx.gettext(lead) for lead, _ in SCORE_ROWS}
    words = [t for line in _lines(_card(ctx)).values() for t in line]
    assert {t.content for t in words if t.font == "serif-bold"} >= leads
    assert all(t.font != "serif-bold" for t in words
               if t.content not in leads | {ctx.gettext(SCORE_TITLE)})
