"""printkit pad: pages of blank boards for pencil play, each with a names line, the rules in
a few words and, for recorded games, a move list; in every language, reproducible."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.units import PAPERS, mm_to_pt

PADS = {"breakthrough": 2, "hex": 2, "oware": 2, "rastros": 4, "snort": 4,
        "traffic-lights": 6}
TITLES = {"hex": "Hex", "rastros": "Rastros", "snort": "Snort", "traffic-lights": "Traffic",
          "breakthrough": "Breakthrough", "oware": "Oware"}


@pytest.mark.parametrize("game", sorted(PADS))
def test_a_pad_page_holds_the_boards_it_says(run, tmp_path: Path, game: str) -> None:
    result = run("pad", game, "--pages", "2", "-o", "p.pdf")
    assert result.exit_code == 0, result.output
    assert result.output.strip() == f"p.pdf: 2 pages, {2 * PADS[game]} boards"
    reader = PdfReader(tmp_path / "p.pdf")
    assert len(reader.pages) == 2
    page = reader.pages[0]
    assert float(page.mediabox.width) == pytest.approx(mm_to_pt(PAPERS["a4"].width))
    text = page.extract_text()
    assert text.count(TITLES[game]) >= PADS[game]
    assert text.count("Players:") == PADS[game]
    # A move list numbers its rows to 18; no board here has a coordinate that high.
    assert ("\n18\n" in text) == (game in ("breakthrough", "oware"))


def test_per_page_and_language_are_honoured(run, tmp_path: Path) -> None:
    result = run("pad", "semaforo", "--per-page", "3", "--lang", "pt-PT", "--paper", "letter",
                 "-o", "p.pdf")
    assert result.exit_code == 0, result.output
    page = PdfReader(tmp_path / "p.pdf").pages[0]
    assert float(page.mediabox.width) == pytest.approx(mm_to_pt(PAPERS["letter"].width))
    text = page.extract_text()
    assert text.count("Semáforo") == 3 and text.count("Jogadores:") == 3


def test_recorded_games_get_their_move_columns(run, tmp_path: Path) -> None:
    run("pad", "oware", "--lang", "pt-BR", "-o", "o.pdf")
    text = PdfReader(tmp_path / "o.pdf").pages[0].extract_text()
    assert text.count("Sul") >= 2 and text.count("Norte") >= 2
    run("pad", "breakthrough", "-o", "b.pdf")
    text = PdfReader(tmp_path / "b.pdf").pages[0].extract_text()
    assert "White" in text and "Black" in text and "18" in text


@pytest.mark.parametrize("game", ["oware", "breakthrough"])
def test_a_recorded_game_has_forty_move_lines_a_side(run, tmp_path: Path, game: str) -> None:
    run("pad", game, "-o", "p.pdf")
    numbers = {int(word) for word in PdfReader(tmp_path / "p.pdf").pages[0].extract_text().split()
               if word.isdigit()}
    assert set(range(1, 41)) <= numbers


def test_one_board_is_said_in_the_singular(run, tmp_path: Path) -> None:
    result = run("pad", "hex", "--pages", "1", "--per-page", "1", "-o", "p.pdf")
    assert result.output.strip() == "p.pdf: 1 page, 1 board"


def test_the_same_command_gives_the_same_bytes(run, tmp_path: Path) -> None:
    run("pad", "hex", "-o", "a.pdf")
    run("pad", "hex", "-o", "b.pdf")
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


@pytest.mark.parametrize(("args", "message"), [
    (["backgammon"], "'backgammon' is not one of breakthrough (avanco), hex, oware (ouri), "
                     "rastros (trails), snort (gatos-e-caes, gatos-caes), traffic-lights"),
    (["hex", "--per-page", "9"], "Invalid value for '--per-page': 9 is not in the range 1<=x<=8."),
    (["hex", "--pages", "0"], "Invalid value for '--pages': 0 is not in the range 1<=x<=200."),
])
def test_bad_input_is_one_line_and_writes_nothing(run, tmp_path: Path, args: list[str],
                                                  message: str) -> None:
    result = run("pad", *args, "-o", "p.pdf")
    assert result.exit_code != 0
    assert message in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "p.pdf").exists()


def test_oware_pad_leaves_its_pits_empty(run, tmp_path: Path) -> None:
    run("pad", "oware", "-o", "p.pdf")
    words = PdfReader(tmp_path / "p.pdf").pages[0].extract_text().split()
    # No pre-printed store counts (0) nor house counts (4): "4" is only a move number.
    assert "0" not in words
    assert words.count("4") == PADS["oware"]


def test_a_pad_board_shows_no_pieces() -> None:
    from printkit.art.canvas import leaves
    from printkit.games import find_game
    from printkit.render.pad import cleared

    game = find_game("breakthrough")
    board = game.kit().draw_position(game.rules().start(), None, 100.0, "classic")

    def classes(shapes) -> list[str]:
        return [shape.paint.cls for shape in leaves(shapes)
                if getattr(shape, "paint", None) is not None and shape.paint.cls]

    before = [c for layer in board.layers.values() for c in classes(layer)]
    after = [c for layer in cleared(board).layers.values() for c in classes(layer)]
    assert sum(c.startswith("piece") for c in before) == 28
    assert not any(c.startswith("piece") for c in after)
    assert sum(c.startswith("square") for c in after) == 49
