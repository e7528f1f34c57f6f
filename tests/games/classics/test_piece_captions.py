"""Every block of pieces on the compendium's card sheets says, below it, which game it is
for and what it holds, in the kit's language; a single game's kit prints no captions."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from pypdf import PdfReader

from printkit.art.boards.halves import HALF_NAMES
from printkit.art.canvas import Group, Shape, Text
from printkit.art.parts.caption import CAPTION
from printkit.builds import build_kit
from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.i18n import untranslated
from printkit.kit import make_sheets
from printkit.units import PAPERS

CAPTIONS = {
    "en": ["Breakthrough · Rastros · Hex · 61 black stones",
           "Breakthrough · Hex · 61 white stones", "Snort · 28 cats", "Snort · 28 dogs",
           "Rastros · the white piece", "Traffic Lights · 8 green pieces",
           "Traffic Lights · 8 yellow pieces", "Traffic Lights · 8 red pieces",
           "Oware · 48 seeds"],
    "pt-PT": ["Avanço · Rastros · Hex · 61 peças negras", "Avanço · Hex · 61 peças brancas",
              "Gatos & Cães · 28 gatos", "Gatos & Cães · 28 cães", "Rastros · a peça branca",
              "Semáforo · 8 peças verdes", "Semáforo · 8 peças amarelas",
              "Semáforo · 8 peças vermelhas", "Ouri · 48 sementes"],
}


def _card_text(path: Path, sheets: int) -> list[str]:
    """The words of each card page (pages 3 on), whitespace as single spaces."""
    reader = PdfReader(path)
    return [" ".join(reader.pages[i].extract_text().split()) for i in range(2, 2 + 2 * sheets)]


def test_each_block_of_pieces_names_its_game_on_the_card_sheets(tmp_path: Path) -> None:
    for language, paper in (("en", "a4"), ("pt-PT", "letter")):
        options = KitOptions(language=language, paper=PAPERS[paper])
        built = build_kit(find_game("classics"), options, tmp_path / f"{language}.pdf")
        pages = _card_text(tmp_path / f"{language}.pdf", built.sheets)
        for words in CAPTIONS[language]:
            # Once, on one card page (the fronts: the backs carry no captions).
            assert sum(page.count(words) for page in pages) == 1, (language, words)


def _captions(shapes: Sequence[Shape]) -> list[str]:
    found = []
    for shape in shapes:
        if isinstance(shape, Group):
            found += _captions(shape.shapes)
        elif isinstance(shape, Text) and shape.cls == CAPTION:
            found.append(shape.content)
    return found


def test_a_single_games_kit_prints_no_captions() -> None:
    # Its whole kit is one game's: the cover and page 2 already say what each sheet holds.
    for name in ("snort", "oware", "traffic-lights"):
        ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
        sheets = make_sheets(find_game(name), ctx, KitOptions())
        # A board half's name on its waste (Oware's right half) is no block's caption.
        assert [w for s in sheets for w in _captions(s.front.layers["text"])
                if w not in HALF_NAMES.values()] == [], name
