"""The cover's "In this kit" band as drawn: the board listed with the pieces, each row's
pictures standing on one line whatever their labels' length, the dice cup drawn as a cup."""

from __future__ import annotations

from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.i18n import translator
from printkit.kit import make_sheets
from printkit.render.contents import kit_contents
from printkit.render.kitpdf import sheet_order
from printkit.units import PAPERS
from tests.render.cover_text import cover_baselines


def test_a_two_line_label_does_not_lift_its_picture_above_its_row() -> None:
    at = cover_baselines("classics", "pt-PT")
    # The Portuguese compendium's band, its second row (the boards fill the first):
    # two-line labels ("28 peças de gato (Gatos / & Cães)") beside one-line ones; all
    # hang from the same line under the pictures, so their first lines share one baseline.
    row = [name for name in at if name.startswith(("61 peças brancas", "28 peças", "1 peça",
                                                   "8 peças verdes"))]
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


def test_the_compendium_lists_its_boards_first_as_its_pieces_print_them() -> None:
    at = cover_baselines("classics", "pt-PT")
    # Each board card, by its games' names in the language, before any piece: the two
    # back-to-back cards and the two boards A4 cuts in halves, on one row.
    boards = ["tabuleiros de Avanço e", "tabuleiros de Rastros e", "tabuleiro de Hex em 2",
              "tabuleiro de Ouri em 2"]
    assert all(name in at for name in boards), sorted(at)
    assert len({at[name] for name in boards}) == 1
    assert min(at[name] for name in boards) > at["61 peças brancas"]


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
