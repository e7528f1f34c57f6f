"""The cover's "In this kit" band as drawn: the board listed with the pieces, every
picture as tall as the others, each row's pictures standing on one line whatever their
labels' length, the dice cup drawn as a cup."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from printkit.art.canvas import Group, Shape
from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.i18n import translator
from printkit.kit import make_sheets
from printkit.render.contents import kit_contents
from printkit.render.kitpdf import sheet_order
from printkit.render.screen import BAND_PICTURE_MAX_MM, BAND_PICTURE_MM, _named_starts, cover_of
from printkit.units import PAPERS
from tests.render.cover_text import _cover, cover_baselines, cover_text


def test_a_two_line_label_does_not_lift_its_picture_above_its_row() -> None:
    at = cover_baselines("classics", "pt-PT")
    # The Portuguese compendium's band, its first row: two-line labels ("28 peças de
    # gato (Gatos / & Cães)") beside one-line ones; all hang from the same line under
    # the pictures, so their first lines share one baseline.
    row = [name for name in at if name.startswith(("61 peças", "28 peças", "1 peça"))]
    assert len(row) == 5 and "& Cães)" in at, sorted(at)
    firsts = [at[name] for name in row]
    assert max(firsts) - min(firsts) < 0.2, {name: at[name] for name in row}


def test_the_dice_cup_is_drawn_assembled_not_as_a_strip_of_its_net() -> None:
    found = find_game("backgammon")
    tr = translator("en", allow_incomplete=False)
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=tr.gettext, ngettext=tr.ngettext)
    sheets = sheet_order(make_sheets(found, ctx, KitOptions()))
    cup = next(item for item in kit_contents(sheets, tr.ngettext, tr.gettext, {}, "backgammon")
               if item.name == "1 dice cup")
    # A square tube seen from the front: about as wide as tall, with the shaded opening
    # (its inside, darker than its walls) drawn over the top.
    assert 0.7 < cup.picture.width / cup.picture.height < 1.3, cup.picture
    fills = [shape.paint.fill for shape in cup.picture.layers["art"]]
    assert len(set(fills)) >= 3 and fills[-1] != fills[0]


def test_the_compendium_names_its_boards_over_its_pieces() -> None:
    at = cover_baselines("classics", "pt-PT")
    text = " ".join(cover_text("classics", "pt-PT").split())
    # Each board card, by its games' names in the language, as A4 prints them: the two
    # back-to-back cards and the two boards cut in halves, in a line of their own (the
    # picture above shows the boards), between "In this kit" and the pieces.
    boards = ["Tabuleiros de Avanço e Gatos & Cães, frente e verso",
              "tabuleiros de Rastros e Semáforo, frente e verso",
              "tabuleiro de Hex em 2 metades", "tabuleiro de Ouri em 2 metades"]
    assert all(name in text for name in boards), text
    first = at["Tabuleiros de Avanço e Gatos &"]
    assert at["Neste kit"] > first > at["61 peças negras"]


def test_the_compendium_on_a3_names_its_boards_whole() -> None:
    found = find_game("classics")
    tr = translator("en", allow_incomplete=False)
    ctx = Context(paper=PAPERS["a3"], language="en", gettext=tr.gettext, ngettext=tr.ngettext)
    sheets = sheet_order(make_sheets(found, ctx, KitOptions(paper=PAPERS["a3"])))
    titles = {name: find_game(name).title for name in found.chapters}
    names = [item.name for item in kit_contents(sheets, tr.ngettext, tr.gettext, titles)]
    # A3 cuts neither Hex's nor Oware's board: each is listed whole, after the two cards
    # that carry a board on each side.
    assert names[:4] == ["Breakthrough and Snort boards, back to back",
                         "Rastros and Traffic Lights boards, back to back",
                         "Hex board", "Oware board"], names
    assert names[-1] == "1 box"


def _shapes(shapes: Sequence[Shape], within: str = "", inside: bool = False) -> int:
    """How many shapes `shapes` draw inside the groups whose ident starts with `within`."""
    found = 0
    for shape in shapes:
        if isinstance(shape, Group):
            found += _shapes(shape.shapes, within, inside or shape.ident.startswith(within))
        elif inside:
            found += 1
    return found


def test_the_compendium_cover_shows_its_empty_boards_in_play() -> None:
    found = find_game("classics")
    tr = translator("en", allow_incomplete=False)
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=tr.gettext, ngettext=tr.ngettext)
    cover = cover_of(found, ctx)
    assert set(cover.positions) == {"snort", "traffic-lights"}
    for name, position in cover.positions.items():
        # A legal position of the game, mid-game: pieces down, not yet won, moves left.
        rules = find_game(name).rules()
        at = rules.parse_position(position)
        assert at != rules.start() and rules.winner(at) is None and rules.legal_moves(at)
    shown = _named_starts(cover.titles, cover.sets, ctx, cover.positions)
    starts = _named_starts(cover.titles, cover.sets, ctx)
    for name in cover.positions:
        art = [_shapes(drawing.layers["art"], f"{name}-named") for drawing in (shown, starts)]
        assert art[0] > art[1] > 0, (name, art)
    # The others still show their start.
    assert (_shapes(shown.layers["art"], "hex-named")
            == _shapes(starts.layers["art"], "hex-named"))


def _band_pictures(game: str, language: str) -> list[tuple[float, float, float, float]]:
    """Each picture the built A4 cover of `game` draws under its "In this kit" heading:
    the box (left, bottom, right, top, in mm) of the paths it paints."""
    heading = {"en": "In this kit", "pt-PT": "Neste kit"}[language]
    top = cover_baselines(game, language)[heading]
    boxes: list[list[float]] = []
    depth, opened = 0, -1  # how deep in saved states, and where the open picture began

    def visit(op: bytes, args: list[Any], cm: list[float], tm: list[float]) -> None:
        nonlocal depth, opened
        if op in (b"q", b"Q"):
            depth += 1 if op == b"q" else -1
            if depth < opened:  # the picture's state restored: it has ended
                opened = -1
            return
        if op not in (b"cm", b"m", b"l", b"c", b"re"):
            return
        numbers = [float(value) for value in args]
        if op == b"cm" and opened < 0 and numbers[0] > 0 and numbers[1:3] == [0, 0] and (
                abs(numbers[0] + numbers[3]) < 1e-6):
            boxes.append([])  # a drawing's own scale, y turned down: a picture starts
            opened = depth
        elif op != b"cm" and opened >= 0:
            points = list(zip(numbers[0::2], numbers[1::2], strict=True))
            if op == b"re":
                (x, y), (w, h) = points
                points = [(x, y), (x + w, y + h)]
            boxes[-1] += [coordinate * 25.4 / 72 for x, y in points
                          for coordinate in (cm[0] * x + cm[2] * y + cm[4],
                                             cm[1] * x + cm[3] * y + cm[5])]

    _cover(game, language).pages[0].extract_text(visitor_operand_before=visit)
    found = []
    for box in boxes:
        xs, ys = box[0::2], box[1::2]
        if xs and max(ys) < top:
            found.append((min(xs), min(ys), max(xs), max(ys)))
    return found


@pytest.mark.parametrize("game, language, count", [("oware", "en", 4),
                                                   ("classics", "pt-PT", 10)])
def test_every_picture_in_the_band_stands_as_tall_as_the_others(
        game: str, language: str, count: int) -> None:
    # Oware's review: its seed drawn as large as the box beside a long, thin board. Every
    # part, board and pieces alike, fills one tile height, at most BAND_PICTURE_MAX_MM
    # however much room the cover leaves (on A4).
    pictures = _band_pictures(game, language)
    assert len(pictures) == count, pictures
    heights = sorted(top - bottom for _, bottom, _, top in pictures)
    middle = heights[len(heights) // 2]
    assert heights[0] > 0.9 * middle and heights[-1] < 1.1 * middle, heights
    assert BAND_PICTURE_MM * 0.9 < middle < BAND_PICTURE_MAX_MM * 1.1, heights
    # Oware's board, in the two halves its card holds, fits its tile: not a long sliver.
    if game == "oware":
        left, bottom, right, top = pictures[0]
        assert right - left < 1.5 * (top - bottom), pictures[0]
