"""The Ludos classicus compendium: one kit of the six booklet games, fewer sheets than six.

It builds in every language and paper, its rulebook has a contents page whose numbers
are the pages the chapters start on, each chapter leaves out what only a single kit
says, boards are printed back to back, one set of stones serves three games, one box
holds every piece, and --games narrows it all.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from printkit import games
from printkit.compendium import (
    KIT_ITEM,
    KIT_SECTION,
    chapter_document,
    chapters,
    chosen_games,
)
from printkit.context import Context, KitOptions
from printkit.errors import BadValueError, PrintkitError
from printkit.games import find_game
from printkit.games.classics import GAME as CLASSICS
from printkit.games.classics.kit import BOX, manifest_of
from printkit.games.compose import compose, shared_needs
from printkit.games.hex.kit import stone_width
from printkit.games.manifest import box_params, draw_parts
from printkit.i18n import untranslated
from printkit.kit import build_kit
from printkit.layout.pack import Part
from printkit.rulebook.model import BulletList, Heading, Paragraph
from printkit.rulebook.source import load_rules
from printkit.units import PAPERS
from printkit.validate import validate
from tests.toygame import GAME as TOY

ROOT = Path(__file__).parents[3]
COVER_LINE = {"en": "Sheets to print: {card} on card, {paper} on paper",
              "pt-BR": "Folhas para imprimir: {card} em papel cartão, {paper} em papel comum",
              "pt-PT": "Folhas a imprimir: {card} em cartolina, {paper} em papel normal"}


GAMES = CLASSICS.chapters


def _ctx(paper: str = "a4", language: str = "en") -> Context:
    return Context(paper=PAPERS[paper], language=language, gettext=untranslated)


def board_cards(ctx: Context, games: tuple[str, ...] = GAMES) -> list[Part]:
    """The board cards of the compendium holding `games`."""
    return draw_parts(manifest_of(games), ["boards"], ctx)


def _needs(games: tuple[str, ...]) -> tuple[int, int]:
    """The black and white stones the compendium of `games` prints."""
    manifests = [find_game(name).kit().manifest for name in games]
    return shared_needs(manifests).get("stones", (0, 0))


def _box(ctx: Context, games: tuple[str, ...] = GAMES) -> Any:
    return box_params(manifest_of(games), ctx)


def _text(reader: PdfReader, first: int, last: int) -> str:
    return " ".join(reader.pages[i - 1].extract_text() for i in range(first, last + 1))


@pytest.mark.parametrize(("lang", "paper"), [("en", "a4"), ("pt-BR", "letter"),
                                             ("pt-PT", "a3"), ("en", "letter"),
                                             ("pt-PT", "a4")])
def test_the_kit_builds_and_its_cover_gives_the_sheet_count(run, tmp_path: Path, lang: str,
                                                            paper: str) -> None:
    result = run("build", "classics", "--lang", lang, "--paper", paper, "-o", "k.pdf")
    assert result.exit_code == 0, result.output
    card, paper_sheets = (int(n) for n in re.findall(r"(\d+) sheets", result.output))
    reader = PdfReader(tmp_path / "k.pdf")
    assert len(reader.pages) == 2 + 2 * (card + paper_sheets)
    cover = " ".join(reader.pages[0].extract_text().split())
    assert COVER_LINE[lang].format(card=card, paper=paper_sheets) in cover


def _sheets(name: str, tmp_path: Path, **options) -> int:
    built = build_kit(find_game(name), KitOptions(**options), tmp_path / f"{name}.pdf")
    return built.sheets + built.paper_sheets


def test_fewer_sheets_than_the_six_single_kits_and_the_readme_says_so(tmp_path: Path) -> None:
    singles = {name: _sheets(name, tmp_path) for name in GAMES}
    together = _sheets("classics", tmp_path)
    assert together < sum(singles.values())
    # The README's table gives each kit's A4 sheets, card + paper, beside the compendium's.
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name, count in {**singles, "classics": together}.items():
        row = re.search(rf"^\| `{name}` \|.*\| (\d+) \|$", readme, re.MULTILINE)
        assert row and int(row.group(1)) == count, name
    total = re.search(r"^\| the six single kits together \|.*\| (\d+) \|$", readme, re.MULTILINE)
    assert total and int(total.group(1)) == sum(singles.values())


def test_the_contents_give_the_page_each_chapter_starts_on(run, tmp_path: Path) -> None:
    assert run("rules", "classics", "-o", "r.pdf").exit_code == 0
    reader = PdfReader(tmp_path / "r.pdf")
    contents = reader.pages[0].extract_text()
    for name in GAMES:
        game = find_game(name)
        page = int(re.search(rf"^{game.title}\s*(\d+)$", contents, re.MULTILINE).group(1))
        lead = next(b for b in chapter_document(game).blocks if isinstance(b, Paragraph))
        opening = " ".join(lead.text.split()[:4])
        assert opening in " ".join(reader.pages[page - 1].extract_text().split()), name
        if page > 1:
            assert opening not in " ".join(reader.pages[page - 2].extract_text().split())
    # The closing chapter is listed too, and it is the book's only "Making the kit".
    page = int(re.search(rf"^{KIT_SECTION}\s*(\d+)$", contents, re.MULTILINE).group(1))
    assert KIT_SECTION in reader.pages[page - 1].extract_text()
    text = _text(reader, 2, len(reader.pages))
    assert text.count(KIT_SECTION) == 2  # its heading and its footer
    assert KIT_ITEM not in text


def test_a_chapter_leaves_out_only_what_its_own_kit_says() -> None:
    for name in GAMES:
        whole = find_game(name)
        kept = chapter_document(whole).blocks
        headings = [b.text for b in kept if isinstance(b, Heading)]
        assert KIT_SECTION not in headings
        items = [i.text for b in kept if isinstance(b, BulletList) for i in b.items]
        assert not any(item.startswith(KIT_ITEM) for item in items)
        # Every diagram of the game's own rules is in its chapter (its box figures, in
        # its "Making the kit", are not: the compendium shows its own box).
        own = load_rules(whole.templates / "rules.md")
        assert chapter_document(whole).diagrams == tuple(
            d for d in own.diagrams if not d.figure)
        # The kit section, the last, goes with its subsections (the box).
        own_headings = [b.text for b in own.blocks if isinstance(b, Heading)]
        assert headings == own_headings[:own_headings.index(KIT_SECTION)]


def test_a_chapter_without_a_kit_section_is_reported_at_its_file(tmp_path: Path) -> None:
    folder = tmp_path / "classics"
    shutil.copytree(find_game("classics").templates, folder)
    mini = dataclasses.replace(find_game("classics"), name="minibook", aliases=(),
                               chapters=(TOY.name,), template_folder=folder)
    games.register(TOY)
    games.register(mini)
    try:
        with pytest.raises(PrintkitError, match=re.escape(f"{TOY.templates / 'rules.md'}:1:")):
            chapter_document(TOY)
        problems = validate("minibook", ["en"])
        assert any(f"{TOY.templates / 'rules.md'}:1: a compendium chapter needs" in p
                   for p in problems)
    finally:
        games.unregister("minibook")
        games.unregister(TOY.name)


def test_games_narrows_the_kit_and_names_the_file(run, tmp_path: Path) -> None:
    result = run("build", "classics", "--games", "hex,gatos-caes")
    assert result.exit_code == 0, result.output
    path = tmp_path / "build" / "classics-snort-hex-en-a4.pdf"  # the book's order
    assert result.output.startswith(f"build/{path.name}: ")
    assert "(3 sheets" in result.output  # one board card, stones, pieces and box
    reader = PdfReader(path)
    rules = _text(reader, 2 + 2 * 3 + 1, len(reader.pages))  # the rulebook, after the cards
    assert "Snort" in rules and "Hex" in rules
    for left_out in ("Breakthrough", "Rastros", "Traffic Lights", "Oware"):
        assert left_out not in rules


@pytest.mark.parametrize(("args", "named"), [
    (("classics", "--games", "chess"), "'chess'"),
    (("classics", "--games", ","), "','"),
    (("classics", "--games", "hex,backgammon"), "'backgammon'"),
    (("hex", "--games", "snort"), "hex is a single game"),
    (("all", "--games", "hex"), "'all'"),
])
def test_bad_games_are_refused_in_one_line(run, tmp_path: Path, args: tuple[str, ...],
                                           named: str) -> None:
    result = run("build", *args)
    assert result.exit_code != 0
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and named in lines[0]
    assert "accepted" in lines[0] or "compendium" in lines[0]
    assert not (tmp_path / "build").exists()


def test_chosen_games_accept_any_name_and_keep_the_book_order() -> None:
    classics = find_game("classics")
    assert chosen_games(classics, ["ouri", " avanco "]) == ("breakthrough", "oware")
    assert chosen_games(classics, []) == GAMES
    with pytest.raises(BadValueError, match="invalid --games entry 'nardy'"):
        chosen_games(classics, ["nardy"])


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_boards_are_printed_back_to_back(paper: str) -> None:
    cards = board_cards(_ctx(paper))
    assert len(cards) == 3
    for card in cards:
        assert card.back is not None
        assert (card.back.width, card.back.height) == (card.front.width, card.front.height)
        _, _, width, height = PAPERS[paper].inside(5.0)
        size = (card.front.width, card.front.height)
        assert (size[0] <= width and size[1] <= height) or (size[1] <= width
                                                             and size[0] <= height)
    odd = board_cards(_ctx(paper), GAMES[:5])
    assert [card.back is not None for card in odd] == [True, True, False]


def test_one_card_holds_both_hex_halves_and_the_snort_board_behind_them() -> None:
    (card,) = board_cards(_ctx("a4"), ("snort", "hex"))
    assert card.front.name == "snort-board"
    hex_face = card.back
    assert hex_face is not None and hex_face.name == "hex-board"
    # Both halves are on it, side by side, each turned to stand along the sheet.
    (placed,) = hex_face.layers["art"]
    halves = {group.ident: group.rotate for group in placed.shapes}
    assert halves == {"board-top-art": 90, "board-bottom-art": 90}


def test_one_set_of_stones_serves_breakthrough_rastros_and_hex() -> None:
    assert _needs(GAMES) == (50, 50)
    assert _needs(("breakthrough", "rastros")) == (40, 14)
    assert _needs(("snort", "oware")) == (0, 0)
    ctx = _ctx("a4")
    assert [part.ident for part in draw_parts(manifest_of(("snort",)), ["pieces"], ctx)] == [
        "snort-pieces"]
    chosen = ("breakthrough", "rastros", "oware")
    assert [part.ident for part in draw_parts(manifest_of(chosen), ["pieces"], ctx)] == [
        "stones", "rastros-piece", "oware-pieces"]
    for paper in PAPERS:
        ctx = _ctx(paper)
        from printkit.games.breakthrough.kit import board_params as squares
        from printkit.games.hex.kit import board_params as cells

        # A stone sits inside a Hex cell and inside a Breakthrough or Rastros square.
        assert stone_width(ctx) < cells(ctx).cell
        assert stone_width(ctx) * 1.16 < squares(ctx).cell


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_one_box_holds_every_piece(paper: str) -> None:
    ctx = _ctx(paper)
    params = _box(ctx)
    (held,) = manifest_of(GAMES).pieces
    assert params.checkers == 100 + 1 + 56 + 24 + 48 == held.count
    widest = held.width(ctx)
    assert params.checker_diameter >= widest
    assert params.inner_width >= 2 * widest
    assert params.inner_depth >= widest
    assert params.inner_height >= params.checkers / 2 * params.card_thickness


def test_the_lid_names_every_game_in_the_kits_language() -> None:
    from printkit.kit import checked_translator

    tr = checked_translator(find_game("classics"), "pt-PT", False)
    ctx = dataclasses.replace(_ctx("a4"), language="pt-PT", gettext=tr.gettext)
    params = _box(ctx)
    assert params.names.split("; ") == ["Avanço", "Gatos & Cães", "Rastros", "Semáforo",
                                        "Hex", "Ouri"]
    assert params.title == "Ludos classicus"
    narrowed = _box(ctx, ("hex", "oware"))
    assert narrowed.names == "Hex; Ouri"
    assert narrowed.checkers == 100 + 48


def test_the_same_command_writes_the_same_bytes(run, tmp_path: Path) -> None:
    for name in ("a.pdf", "b.pdf"):
        assert run("build", "classics", "--games", "rastros,traffic-lights", "--lang",
                   "pt-BR", "-o", name).exit_code == 0
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


def test_the_compendium_validates_and_has_no_engine(run) -> None:
    assert validate("classics") == []
    result = run("engine", "start", "--game", "classics")
    assert result.exit_code != 0 and "classics has no engine of its own" in result.output


def test_a_compendium_composes_any_games_by_their_manifests() -> None:
    # The toy game, which no compendium code knows, with two booklet games: its board
    # goes behind Snort's, Hex brings the stones, Snort keeps its own pieces.
    chosen = [TOY, find_game("snort"), find_game("hex")]
    manifest = compose("trio", chosen, BOX, facts={})
    ctx = _ctx("a4")
    cards = draw_parts(manifest, ["boards"], ctx)
    assert [(card.front.name, card.back.name if card.back else None) for card in cards] == [
        ("tictactoe-board", "snort-board"), ("hex-board", None)]
    pieces = draw_parts(manifest, ["pieces"], ctx)
    assert [part.ident for part in pieces] == ["stones", "snort-pieces"]
    params = box_params(manifest, ctx)
    assert params.checkers == 100 + 56
    assert params.names == "Tic-tac-toe; Snort; Hex"
    with pytest.raises(PrintkitError, match="unknown part 'board'"):
        draw_parts(manifest, ["board"], ctx)


def test_the_game_carries_the_chapters_its_build_holds() -> None:
    narrowed = dataclasses.replace(CLASSICS, chosen=chosen_games(CLASSICS, ["hex", "snort"]))
    assert narrowed.held == ("snort", "hex")
    (held,) = narrowed.kit().manifest.pieces
    assert held.count == 100 + 56
    assert [Path(chapter.document.path).parent.name
            for chapter in chapters(narrowed, _ctx())] == ["snort", "hex"]
