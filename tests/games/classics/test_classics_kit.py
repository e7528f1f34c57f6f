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
from printkit.art.boards.squares import BLEED
from printkit.art.canvas import Group, Rect
from printkit.art.canvas import Path as PathShape
from printkit.builds import build_kit
from printkit.chapters import chosen_games
from printkit.compendium import (
    KIT_ITEM,
    KIT_SECTION,
    chapter_document,
    chapters,
)
from printkit.context import Context, KitOptions
from printkit.errors import BadValueError, PrintkitError
from printkit.games import find_game
from printkit.games.classics import GAME as CLASSICS
from printkit.games.classics.kit import BOX, manifest_of
from printkit.games.compose import compose, shared_needs
from printkit.games.hex.kit import STONES, stone_width
from printkit.games.manifest import box_params, draw_parts
from printkit.i18n import untranslated
from printkit.kit import make_sheets
from printkit.layout.pack import Part
from printkit.layout.sheet import Duplex
from printkit.rulebook.model import BulletList, Diagram, Heading, Paragraph
from printkit.rulebook.source import load_rules
from printkit.units import PAPERS
from printkit.validate import validate
from tests.pdf_fonts import fonts_not_embedded
from tests.sample import sample
from tests.toygame import GAME as TOY

ROOT = Path(__file__).parents[3]
COVER_LINE = {"en": "To print: {card} sheets of card and {paper} sheets of paper",
              "pt-BR": "Para imprimir: {card} folhas de papel cartão e {paper} folhas de papel",
              "pt-PT": "Para imprimir: {card} folhas de cartolina e {paper} folhas de papel"}


def _card_sheets(output: str) -> int:
    """The sheets of card `printkit build` says to print, both sides and one side."""
    return sum(int(n) for n in re.findall(r"on card \((\d+) sheets?", output))


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


# The default run builds English A4 (the other papers and languages are sampled by the
# sheet, cover and page tests).
@pytest.mark.parametrize(("lang", "paper"), sample([("en", "a4"), ("pt-BR", "letter"),
                                                    ("pt-PT", "a3"), ("en", "letter"),
                                                    ("pt-PT", "a4")],
                                                   lambda n, _: n == 0))
def test_the_kit_builds_and_its_cover_gives_the_sheet_count(run, tmp_path: Path, lang: str,
                                                            paper: str) -> None:
    result = run("build", "classics", "--lang", lang, "--paper", paper, "-o", "k.pdf")
    assert result.exit_code == 0, result.output
    card = _card_sheets(result.output)
    paper_sheets = int(re.search(r"the rulebook, (\d+) sheets", result.output)[1])
    reader = PdfReader(tmp_path / "k.pdf")
    last = int(re.search(r"print pages \d+-(\d+) on plain paper", result.output)[1])
    assert len(reader.pages) == last <= 2 + 2 * (card + paper_sheets)
    cover = " ".join(reader.pages[0].extract_text().split())
    # Plain paper on the cover: page 2, the calibration page, and the rulebook's sheets.
    assert COVER_LINE[lang].format(card=card, paper=paper_sheets + 1) in cover
    # Its glance and contents tables once named an unembedded Helvetica.
    assert fonts_not_embedded(tmp_path / "k.pdf") == []


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
    # Its heading once, and the footer of each page it is on.
    footers = len(re.findall(rf"{KIT_SECTION} · \d+", text))
    assert footers >= 1 and text.count(KIT_SECTION) == 1 + footers
    assert KIT_ITEM not in text


def test_a_chapter_leaves_out_only_what_its_own_kit_says() -> None:
    for name in GAMES:
        whole = find_game(name)
        kept = chapter_document(whole).blocks
        headings = [b.text for b in kept if isinstance(b, Heading)]
        assert KIT_SECTION not in headings
        items = [i.text for b in kept if isinstance(b, BulletList) for i in b.items]
        assert not any(item.startswith(KIT_ITEM) for item in items)
        # Every diagram of the game's own rules is in its chapter but those of its "Making
        # the kit" (its box figures, Hex's join): the compendium shows its own box, and
        # its boards are whole cards.
        own = load_rules(whole.templates / "rules.md")
        kit_at = next((i for i, b in enumerate(own.blocks)
                       if isinstance(b, Heading) and b.text == KIT_SECTION), len(own.blocks))
        assert chapter_document(whole).diagrams == tuple(
            d for d in own.blocks[:kit_at] if isinstance(d, Diagram))
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
    # Snort's board, the Hex halves (which cannot back it), then pieces and box.
    assert _card_sheets(result.output) == 4
    reader = PdfReader(path)
    first = int(re.search(r"print pages (\d+)-\d+ on plain paper", result.output)[1])
    rules = _text(reader, first, len(reader.pages))  # the rulebook, after the cards
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
def test_boards_share_a_card_only_where_one_cut_serves_both_sides(paper: str) -> None:
    cards = board_cards(_ctx(paper))
    # Breakthrough behind Snort and Rastros behind Traffic Lights; Hex and Oware, whose
    # outlines no other board shares (a rhombus, or halves), each on a card of its own.
    assert [(card.front.name, card.back.name if card.back else None) for card in cards] == [
        ("breakthrough-board", "snort-board"), ("rastros-board", "traffic-lights-board"),
        ("hex-board", None),
        ("oware-board", None)]
    for card in cards:
        if card.back is None:
            continue
        (front_cut,), (back_cut,) = card.front.layers["cut"], card.back.layers["cut"]
        # One cut line on each side, both the card's own edges, inside the frame's colour
        # that runs BLEED past them.
        b = BLEED
        w, h = card.front.width - b, card.front.height - b
        square = [(b, b), (w, b), (w, h), (b, h)]
        for cut in (front_cut, back_cut):
            assert [points[0] for _, points in cut.segments if points] == \
                [pytest.approx(corner) for corner in square]
    odd = board_cards(_ctx(paper), GAMES[:5])
    assert [card.back is not None for card in odd] == [True, True, False]


def test_a_board_in_halves_never_backs_another() -> None:
    # Snort and Hex: the Hex halves cannot share Snort's one cut, so two cards.
    cards = board_cards(_ctx("a4"), ("snort", "hex"))
    assert [(card.front.name, card.back) for card in cards] == [("snort-board", None),
                                                                ("hex-board", None)]


def _flat(shapes, dx: float = 0.0, dy: float = 0.0, turn: int = 0) -> list[list[tuple]]:
    """Every path of `shapes` as its points on the page, groups placed and turned."""
    found = []
    for shape in shapes:
        if isinstance(shape, Group):
            inner = _flat(shape.shapes)
            found += [[_turned(p, shape.rotate, shape.x, shape.y) for p in path]
                      for path in inner]
        elif isinstance(shape, PathShape):
            found.append([p for _, points in shape.segments for p in points[-1:]])
        elif isinstance(shape, Rect):
            found.append([(shape.x, shape.y), (shape.x + shape.w, shape.y),
                          (shape.x + shape.w, shape.y + shape.h), (shape.x, shape.y + shape.h)])
    return found


def _turned(p: tuple[float, float], rotate: int, x: float, y: float) -> tuple[float, float]:
    """`p` turned clockwise (y down) by `rotate` degrees, then moved by (x, y)."""
    px, py = {0: p, 90: (-p[1], p[0]), 180: (-p[0], -p[1]), 270: (p[1], -p[0])}[rotate]
    return (px + x, py + y)


def _outlines(page) -> list[tuple[float, float, float, float]]:
    """The bounding boxes of the page's closed cut lines longer than a crop mark."""
    boxes = []
    for path in _flat(page.layers["cut"]):
        xs, ys = [x for x, _ in path], [y for _, y in path]
        if len(path) > 2:
            boxes.append((min(xs), min(ys), max(xs), max(ys)))
    return boxes


@pytest.mark.parametrize("duplex", [Duplex.LONG_EDGE, Duplex.SHORT_EDGE])
@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_after_the_flip_every_back_card_is_cut_by_its_front_outline(paper: str,
                                                                   duplex: Duplex) -> None:
    options = KitOptions(paper=PAPERS[paper], duplex=duplex)
    sheets = make_sheets(find_game("classics"), _ctx(paper), options)
    sheet_paper = PAPERS[paper]
    backed = 0
    for sheet in sheets:
        if sheet.back is None:
            continue
        fronts = _outlines(sheet.front)
        for x0, y0, x1, y1 in _outlines(sheet.back):
            # Where the back's outline lands on the front once the sheet is turned over.
            if duplex is Duplex.LONG_EDGE:
                flipped = (sheet_paper.width - x1, y0, sheet_paper.width - x0, y1)
            else:
                flipped = (x0, sheet_paper.height - y1, x1, sheet_paper.height - y0)
            same = [box for box in fronts
                    if all(abs(a - b) <= 1e-3 for a, b in zip(box, flipped, strict=True))]
            assert same, (sheet.name, flipped)
            # No other cut on the front runs through the card behind it.
            for box in fronts:
                if box in same:
                    continue
                apart = (box[2] <= flipped[0] + 1e-3 or box[0] >= flipped[2] - 1e-3
                         or box[3] <= flipped[1] + 1e-3 or box[1] >= flipped[3] - 1e-3)
                assert apart, (sheet.name, box, flipped)
            backed += 1
    assert backed >= 2  # both pairs of boards, and any double-sided pieces


def test_one_set_of_stones_serves_breakthrough_rastros_and_hex() -> None:
    assert _needs(GAMES) == (STONES, STONES) == (61, 61)  # as many as Hex may need
    assert _needs(("breakthrough", "rastros")) == (48, 14)
    assert _needs(("snort", "oware")) == (0, 0)
    ctx = _ctx("a4")
    assert [part.ident for part in draw_parts(manifest_of(("snort",)), ["pieces"], ctx)] == [
        "snort-pieces-cats", "snort-pieces-dogs"]
    chosen = ("breakthrough", "rastros", "oware")
    # The stones a sheet a colour, so each can fill the room under a board.
    assert [part.ident for part in draw_parts(manifest_of(chosen), ["pieces"], ctx)] == [
        "stones-black", "stones-white", "rastros-piece", "oware-pieces"]
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
    assert params.checkers == 2 * STONES + 1 + 56 + 24 + 48 == held.count
    widest = held.width(ctx)
    assert params.checker_diameter >= widest
    # The pieces stand in stacks side by side: two, or more where two would be too tall.
    stacks = params.stacks
    assert params.inner_width >= stacks * widest
    assert params.inner_depth >= widest
    assert params.inner_height >= params.checkers / stacks * params.card_thickness
    assert stacks == (3 if paper == "a3" else 2)


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
    assert narrowed.checkers == 2 * STONES + 48


@pytest.mark.slow  # every kit's bytes are compared in test_kit_pdf; this is the compendium's
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
    # The toy game, which no compendium code knows, with two booklet games: Hex brings
    # the stones, Snort keeps its own pieces.
    chosen = [TOY, find_game("snort"), find_game("hex")]
    manifest = compose("trio", chosen, BOX, facts={})
    ctx = _ctx("a4")
    cards = draw_parts(manifest, ["boards"], ctx)
    # The 90 mm grid would cover under half of Snort's card: each board has its own.
    assert [(card.front.name, card.back.name if card.back else None) for card in cards] == [
        ("tictactoe-board", None), ("snort-board", None), ("hex-board", None)]
    pieces = draw_parts(manifest, ["pieces"], ctx)
    assert [part.ident for part in pieces] == ["stones-black", "stones-white",
                                               "snort-pieces-cats", "snort-pieces-dogs"]
    params = box_params(manifest, ctx)
    assert params.checkers == 2 * STONES + 56
    assert params.names == "Tic-tac-toe; Snort; Hex"
    with pytest.raises(PrintkitError, match="unknown part 'board'"):
        draw_parts(manifest, ["board"], ctx)


def test_the_game_carries_the_chapters_its_build_holds() -> None:
    narrowed = dataclasses.replace(CLASSICS, chosen=chosen_games(CLASSICS, ["hex", "snort"]))
    assert narrowed.held == ("snort", "hex")
    (held,) = narrowed.kit().manifest.pieces
    assert held.count == 2 * STONES + 56
    assert [Path(chapter.document.path).parent.name
            for chapter in chapters(narrowed, _ctx())] == ["snort", "hex"]


@pytest.mark.parametrize("language", ["es", "pt-BR", "pt-PT"])
def test_the_back_wall_facts_leave_the_frame_as_much_room_as_english(language: str) -> None:
    from printkit.art.outlines import text_width
    from printkit.art.parts.box import FACTS_MM
    from printkit.kit import checked_translator

    # The facts are set one to a line at one size, the longest line filling the wall less
    # a small gap: a translation's longest line no longer than the English one keeps the
    # room the English box has at each end (the review saw "de 5 a 30 minutos por partida"
    # almost touch the frame).
    def longest(facts: str) -> float:
        return max(text_width(fact.strip(), size=FACTS_MM, font="sans")
                   for fact in facts.split(";"))

    tr = checked_translator(find_game("classics"), language, False)
    english = _box(_ctx("a4")).facts
    ctx = dataclasses.replace(_ctx("a4"), language=language, gettext=tr.gettext)
    assert _box(ctx).facts != english
    assert longest(_box(ctx).facts) <= longest(english) * 1.01, _box(ctx).facts


def test_the_cover_and_box_give_the_age_from_which_every_game_plays() -> None:
    # "ages 6+ (Hex 8+)" hid the three games the book's table gives 7+ (review s18 A);
    # "ages 6+ to 8+" read like a mistake (review s19). A box gives one age, as a
    # commercial compendium does: the one every game suits, its most demanding game's;
    # the book's table gives each game's own.
    from printkit.games.classics.kit import BOX_FACTS

    ages = [int(find_game(name).kit().rule_values()["min_age"]) for name in CLASSICS.chapters]
    claim = f"ages {max(ages)}+"
    assert min(ages) < max(ages)
    assert claim in CLASSICS.facts
    assert f"; {claim};" in BOX_FACTS
