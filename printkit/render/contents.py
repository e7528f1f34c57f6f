"""What a kit holds, in words and small pictures: the names page 2's map gives the parts
on each sheet, and the cover's "In this kit" band, each part as printed with its count
of pieces counted from the cut outlines of the sheets as built."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from printkit.art.canvas import LAYERS, Drawing, Group
from printkit.craft.view import side_view
from printkit.i18n import N_, Gettext

if TYPE_CHECKING:
    from printkit.layout.sheet import Placement, Sheet

# What a part's name (a kit.toml name, or a compendium's with its game in front) means,
# in words a buyer reads: "black stones", not "stones black".
PART_NAMES = {
    "board": N_("board"), "board-left": N_("left half of the board"),
    "board-right": N_("right half of the board"), "board-top": N_("top half of the board"),
    "board-bottom": N_("bottom half of the board"), "checkers": N_("checkers"),
    "pieces": N_("pieces"), "piece": N_("piece"), "stones": N_("stones"),
    "cup": N_("dice cup"), "dice": N_("dice"), "cube": N_("doubling cube"),
    "pins": N_("score pins"), "box-a": N_("module A of the box"),
    "box-b": N_("module B of the box"),
    "legend": N_("key to the lines"), "boards": N_("boards"),
    "pieces-cats": N_("cat pieces"), "pieces-dogs": N_("dog pieces"),
    "pieces-green": N_("green pieces"), "pieces-yellow": N_("yellow pieces"),
    "pieces-red": N_("red pieces"), "stones-black": N_("black stones"),
    "stones-white": N_("white stones"),
}
# A game's own word for its pieces, where it has one: Hex's stones, Oware's seeds.
PIECE_WORDS = {"hex": N_("stones"), "oware": N_("seeds")}
# Parts the cover's band leaves out: the boards are its picture, the key is on page 2,
# and the box's second module is the same box.
NOT_CONTENTS = ("board", "legend", "calibration", "box-b")
BOX = "box-a"


def part_name(ident: str, _: Gettext, titles: Mapping[str, str], game: str = "") -> str:
    """A part's ident in words; in a compendium (whose `titles` name its games) the
    pieces of one game say which game they are for; `game` is a single game's name."""
    for held, title in titles.items():
        if ident.startswith(f"{held}-"):
            return _("{pieces} for {game}").format(
                pieces=part_name(ident.removeprefix(f"{held}-"), _, {}, held), game=title)
    if ident == "pieces" and game in PIECE_WORDS:
        return _(PIECE_WORDS[game])
    base = ident if ident in PART_NAMES else ident.rstrip("0123456789").rstrip("-")
    if base in PART_NAMES:
        return _(PART_NAMES[base])
    return ident.replace("-", " ")


def sheet_board_name(ident: str, titles: Mapping[str, str], _: Gettext) -> str:
    """A compendium's board card ("boards-breakthrough+snort") in words: which game's
    board, or which two boards back to back."""
    names = [titles.get(name, name) for name in ident.removeprefix("boards-").split("+")]
    if len(names) == 2:
        return _("{first} and {second} boards, back to back").format(first=names[0],
                                                                     second=names[1])
    return _("{game} board").format(game=names[0])


@dataclass(frozen=True)
class Item:
    """One kind of part in the kit: what it is called, how many pieces, and its picture."""

    ident: str
    name: str
    count: int
    picture: Drawing


def kit_contents(sheets: Sequence[Sheet], _: Gettext, titles: Mapping[str, str],
                 game: str = "") -> list[Item]:
    """Each part the kit's sheets hold (in print order) that a buyer counts, with its
    pieces counted from the cuts that free them."""
    items: list[Item] = []
    for sheet in sheets:
        parts = side_view(sheet.front).parts
        for placement in sheet.placements:
            ident = placement.ident
            if ident.startswith(NOT_CONTENTS) or ident.startswith("boards"):
                continue
            view = parts.get(ident)
            count = 1 if ident == BOX else len(view.pieces) if view else 0
            if not count:
                continue
            name = _("box") if ident == BOX else part_name(ident, _, titles, game)
            items.append(Item(ident, name, count, _cut_out(sheet.front, ident, placement)))
    return items


def _cut_out(page: Drawing, ident: str, placement: Placement) -> Drawing:
    """The part `ident` alone, as drawn on `page` at `placement`."""
    x, y = placement.x, placement.y
    out = Drawing(placement.width, placement.height, name=ident)
    for layer in LAYERS:
        for shape in page.layers[layer]:
            if isinstance(shape, Group) and shape.ident == f"{ident}-{layer}":
                out.layers[layer].append(Group(shape.ident, shape.x - x, shape.y - y,
                                               shape.rotate, shape.shapes))
    return out
