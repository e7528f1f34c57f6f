"""The cover and page 2 as a buyer reads them: the parts the cover's "In this kit" band
lists with their counts, the compendium's games named under their pictures, and page 2's
map naming each sheet's parts in words of the kit's language."""

from __future__ import annotations

import io
import re
from functools import cache

import pytest
from pypdf import PdfReader

from printkit.context import KitOptions
from printkit.games import all_games, find_game
from printkit.games.hex.kit import STONES
from printkit.kit import render_kit
from printkit.units import PAPERS


@cache
def _pdf(game: str, language: str = "en", paper: str = "a4") -> bytes:
    """The kit's PDF, built once for every test that reads it."""
    return render_kit(find_game(game), KitOptions(language=language, paper=PAPERS[paper])).pdf


@cache
def _pages(game: str, language: str = "en", paper: str = "a4") -> tuple[str, str]:
    """The text of the cover and of page 2, each run of white space one space."""
    reader = PdfReader(io.BytesIO(_pdf(game, language, paper)))
    cover, two = (" ".join(reader.pages[n].extract_text().replace("\u00a0", " ").split())
                  for n in (0, 1))
    return cover, two


def _band(cover: str) -> str:
    """The cover's text after its "In this kit" heading (the band ends the page's flow;
    the pictures and credits, drawn on the page before it, come first)."""
    return cover.split("In this kit", 1)[1]


def test_the_backgammon_cover_lists_each_part_with_its_count() -> None:
    band = _band(_pages("backgammon")[0])
    for said in ("15 light checkers", "15 dark checkers", "1 dice cup", "3 dice",
                 "1 doubling cube", "2 score pins", "1 box"):
        assert said in band
    assert "×" not in band
    # The board, the kit's main part, is listed first, in the halves it prints as.
    assert band.strip().startswith("1 board in 2 halves")


@pytest.mark.parametrize("game, word", [("hex", "stones"), ("oware", "seeds"),
                                        ("breakthrough", "pieces")])
def test_a_cover_counts_the_pieces_the_rulebook_counts(game: str, word: str) -> None:
    # The band counts pieces from the sheets' cut outlines (a colour at a time, where a
    # sheet holds several); the rulebook's count comes from the game's manifest: the two
    # must agree.
    count = find_game(game).kit().rule_values()[word]
    said = re.findall(rf"(\d+) (?:black |white )?{word}\b", _band(_pages(game)[0]))
    assert said and sum(int(n) for n in said) == int(count), said


def test_the_compendium_cover_names_its_games_and_counts_their_pieces() -> None:
    cover = _pages("classics")[0]
    # The picture is drawn first: each name under its start, in the book's order.
    pictures = cover.split("Page 1 is for reading", 1)[0]
    assert re.findall(r"Breakthrough|Snort|Rastros|Traffic Lights|Hex|Oware", pictures) == [
        "Breakthrough", "Snort", "Rastros", "Traffic Lights", "Hex", "Oware"]
    assert "Breakthrough · Snort" not in cover  # named once, under the pictures
    band = _band(cover)
    # Each game's pieces together, after the shared stones, the box last.
    said = [f"{STONES} black stones", f"{STONES} white stones", "28 cat pieces for Snort",
            "28 dog pieces for Snort", "1 white piece for Rastros",
            "8 green pieces for Traffic Lights", "48 seeds for Oware", "1 box"]
    at = [band.find(words) for words in said]
    assert -1 not in at and at == sorted(at), band


def test_the_compendium_cover_sets_each_row_of_titles_on_one_baseline() -> None:
    # The review saw "Traffic Lights", "Hex" and "Oware" at three heights under starts of
    # three heights: each start is now centred in its row's tallest, its title under that.
    baselines: dict[str, float] = {}

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        y = (tm[4] * cm[1] + tm[5] * cm[3] + cm[5]) * 25.4 / 72
        baselines.setdefault(text.strip(), y)

    PdfReader(io.BytesIO(_pdf("classics"))).pages[0].extract_text(visitor_text=visit)
    for row in (("Breakthrough", "Snort", "Rastros"), ("Traffic Lights", "Hex", "Oware")):
        heights = [baselines[title] for title in row]
        assert max(heights) - min(heights) < 0.2, dict(zip(row, heights, strict=True))
    assert baselines["Breakthrough"] - baselines["Hex"] > 20  # two rows, not one


# Words in the order code names parts: "stones black", "traffic lights pieces green".
IDENT_ORDER = re.compile(r"\b(?:stones|pieces|seeds) (?:black|white|green|yellow|red|cats|dogs)"
                         r"\b|\btraffic lights pieces\b|\bsnort pieces\b|[a-z]+[-_][a-z]+-")


@pytest.mark.parametrize("game", sorted(all_games()))
# Letter's sheets hold the same parts as A4's: the default run reads A4's page 2.
@pytest.mark.parametrize("paper", ["a4", pytest.param("letter", marks=pytest.mark.slow)])
def test_page_two_names_parts_in_words(game: str, paper: str) -> None:
    two = _pages(game, paper=paper)[1]
    sheets = two.split("The sheets", 1)[1]
    assert not IDENT_ORDER.search(sheets), sheets
    assert "_" not in sheets


def test_the_compendium_page_map_says_which_game_each_set_is_for() -> None:
    sheets = _pages("classics")[1].split("The sheets", 1)[1]
    for said in ("black stones", "white stones", "cat pieces for Snort",
                 "green pieces for Traffic Lights", "seeds for Oware", "white piece for Rastros",
                 "Breakthrough and Snort boards, back to back", "Hex board", "Oware board"):
        assert said in sheets


@pytest.mark.parametrize("language, heading, words", [
    ("es", "Las hojas", ("fichas negras", "fichas de gato (Gatos y perros)",
                         "semillas (Oware)", "fichas verdes (Semáforo)")),
    # One compendium build each: the default run reads Spanish, make test-slow all three.
    pytest.param("pt-BR", "As folhas", ("peças pretas", "peças de cachorro (Gatos & Cachorros)",
                                        "sementes (Oware)"), marks=pytest.mark.slow),
    pytest.param("pt-PT", "As folhas", ("peças negras", "peças de cão (Gatos & Cães)",
                                        "sementes (Ouri)"), marks=pytest.mark.slow),
])
def test_the_compendium_page_map_in_each_language(language: str, heading: str,
                                                  words: tuple[str, ...]) -> None:
    cover, two = _pages("classics", language)
    sheets = two.split(heading, 1)[1]
    for said in words:
        assert said in sheets
    assert "×" not in cover and "pieces" not in cover


def test_both_modules_of_the_box_on_one_sheet_are_the_box() -> None:
    # Snort's box shares the animals' sheet whole (backgammon's module B goes behind the
    # checkers' two-sided sheet, where its floor is lined).
    sheets = _pages("snort")[1].split("The sheets", 1)[1]
    assert "dog pieces, box, key to the lines" in sheets and "module" not in sheets
    # Apart, each sheet says which module it holds.
    two = _pages("traffic-lights")[1]
    assert "module A of the box" in two and "module B of the box" in two


def test_both_halves_of_a_board_on_one_sheet_are_named_once() -> None:
    sheets = _pages("oware")[1].split("The sheets", 1)[1]
    assert "both halves of the board" in sheets and "left half" not in sheets


def _lowest_text_mm(game: str, paper: str) -> tuple[float, float]:
    """How far above the paper's foot page 2's lowest line of text sits, and the paper's
    height, in mm."""
    pdf = render_kit(find_game(game), KitOptions(paper=PAPERS[paper])).pdf
    page = PdfReader(io.BytesIO(pdf)).pages[1]
    heights: list[float] = []

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        if text.strip():
            heights.append(tm[5] * cm[3] + cm[5])

    page.extract_text(visitor_text=visit)
    return min(heights) * 25.4 / 72, float(page.mediabox.height) * 25.4 / 72


@pytest.mark.parametrize(("game", "paper"), [("backgammon", "a4"), ("hex", "a4"),
                                             ("classics", "a4"), ("oware", "letter"),
                                             ("nardy", "a3")])
def test_the_page_map_grows_into_the_room_page_two_leaves(game: str, paper: str) -> None:
    # The review found page 2's lower 40% blank under small thumbnails: the map now takes
    # the fewest columns that fit, so its last captions reach the page's lower third (on
    # A3, where nardy's three sheets stop at the thumbnails' largest size, near it).
    lowest, height = _lowest_text_mm(game, paper)
    assert lowest < height * (0.45 if paper == "a3" else 1 / 3), (lowest, height)


def test_the_compendium_cover_shows_breakthrough_with_the_stones_it_holds() -> None:
    # rev11: the cover drew Breakthrough's start with round checkers, which the
    # compendium does not hold; its Breakthrough plays with the Hex stones.
    from printkit.art.svg import svg_document
    from printkit.context import Context
    from printkit.i18n import untranslated
    from printkit.render.screen import _named_starts, cover_of

    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    cover = cover_of(find_game("classics"), ctx)
    assert [each.shape for each in cover.sets] == ["circle"]  # stones cut round
    svg = svg_document(_named_starts(cover.titles, cover.sets, ctx))
    pieces = re.findall(r'<(\w+)[^>]*class="(piece[^"]*)"', svg)
    assert not [p for p in pieces if "checker" in p[1]]
    # Breakthrough's 14 a side, each a round stone with Hex's ring (not a checker), and
    # Rastros' white piece at its start.
    assert pieces.count(("circle", "piece piece-black")) == 14
    assert pieces.count(("circle", "piece piece-white")) == 15
    assert svg.count("<path") >= 28  # each stone's hexagonal ring, and the boards
