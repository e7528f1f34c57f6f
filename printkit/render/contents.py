"""What a kit holds, in words and small pictures: the names page 2's map gives the parts
on each sheet, and the cover's "In this kit" band, each part as printed with its count
of pieces counted from the cut outlines of the sheets as built."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from printkit.art.canvas import (
    LAYERS,
    Circle,
    Drawing,
    Group,
    Path,
    Point,
    Rect,
    Shape,
    Text,
    leaves,
)
from printkit.art.parts.cup import CupParams
from printkit.art.parts.cup import front as cup_front
from printkit.craft.geometry import Affine, Box, Stroke, apply, compose, inside, turn
from printkit.craft.view import PartView, Piece, side_view
from printkit.i18n import N_, Gettext, NGettext

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
    "spare-checkers": N_("spare checkers"), "spare-white-pieces": N_("spare white pieces"),
    "spare-stones": N_("spare stones"), "spare-seeds": N_("spare seeds"),
    "score-card": N_("quick-reference card"),
}
# A game's own word for its pieces, where it has one: Hex's stones, Oware's seeds.
PIECE_WORDS = {"hex": N_("stones"), "oware": N_("seeds")}
# Parts the cover's band leaves out as pieces: the board (listed once, as a whole, first),
# the key (on page 2), and the box's second module (the same box).
NOT_CONTENTS = ("board", "legend", "calibration", "box-b")
BOX = "box-a"
CARDS = "boards-"  # a compendium's board card: "boards-hex", "boards-rastros+traffic-lights"
# A single game's board, whole or in halves, and how its halves lie when joined.
BOARD, BESIDE, ABOVE = "board", ("board-left", "board-right"), ("board-top", "board-bottom")
BOARD_GAP = 2.0  # mm between a board's halves in its picture


# A part of pieces of one colour, named by it where its name does not say it.
ONE_COLOUR = {("white", "piece"): N_("white piece")}


def part_name(ident: str, _: Gettext, titles: Mapping[str, str], game: str = "",
              colours: Mapping[str, Mapping[str, int]] | None = None) -> str:
    """A part's ident in words; in a compendium (whose `titles` name its games) the
    pieces of one game say which game they are for; `game` is a single game's name;
    `colours` the pieces of each colour of its piece parts, by ident."""
    for held, title in titles.items():
        if ident.startswith(f"{held}-"):
            own = ident.removeprefix(f"{held}-")
            counts = (colours or {}).get(ident, {})
            pieces = (_(ONE_COLOUR[(next(iter(counts)), own)])
                      if len(counts) == 1 and (next(iter(counts)), own) in ONE_COLOUR
                      else part_name(own, _, {}, held))
            return _("{pieces} for {game}").format(pieces=pieces, game=title)
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
    """One kind of part in the kit: what it is called, with its count, and one of its
    pieces drawn as printed."""

    ident: str
    name: str
    count: int
    picture: Drawing


# How the band counts a kind of piece or part, singular and plural: in a kit's own words
# for its pieces, by colour where a sheet holds several ("15 light checkers").
COUNTED: dict[str, Callable[[NGettext, int], str]] = {
    "checkers": lambda ngettext, n: ngettext("{count} checker", "{count} checkers", n),
    "light-checkers": lambda ngettext, n: ngettext("{count} light checker",
                                                   "{count} light checkers", n),
    "white-checkers": lambda ngettext, n: ngettext("{count} white checker",
                                                   "{count} white checkers", n),
    "black-checkers": lambda ngettext, n: ngettext("{count} black checker",
                                                   "{count} black checkers", n),
    "dark-checkers": lambda ngettext, n: ngettext("{count} dark checker",
                                                  "{count} dark checkers", n),
    "pieces": lambda ngettext, n: ngettext("{count} piece", "{count} pieces", n),
    "white-pieces": lambda ngettext, n: ngettext("{count} white piece",
                                                 "{count} white pieces", n),
    "black-pieces": lambda ngettext, n: ngettext("{count} black piece",
                                                 "{count} black pieces", n),
    "cat-pieces": lambda ngettext, n: ngettext("{count} cat piece", "{count} cat pieces", n),
    "dog-pieces": lambda ngettext, n: ngettext("{count} dog piece", "{count} dog pieces", n),
    "green-pieces": lambda ngettext, n: ngettext("{count} green piece",
                                                 "{count} green pieces", n),
    "yellow-pieces": lambda ngettext, n: ngettext("{count} yellow piece",
                                                  "{count} yellow pieces", n),
    "red-pieces": lambda ngettext, n: ngettext("{count} red piece", "{count} red pieces", n),
    "stones": lambda ngettext, n: ngettext("{count} stone", "{count} stones", n),
    "white-stones": lambda ngettext, n: ngettext("{count} white stone",
                                                 "{count} white stones", n),
    "black-stones": lambda ngettext, n: ngettext("{count} black stone",
                                                 "{count} black stones", n),
    "seeds": lambda ngettext, n: ngettext("{count} seed", "{count} seeds", n),
    "spare-seeds": lambda ngettext, n: ngettext("{count} spare seed", "{count} spare seeds", n),
    "spare-stones": lambda ngettext, n: ngettext("{count} spare stone", "{count} spare stones",
                                                 n),
    "spare-checkers": lambda ngettext, n: ngettext("{count} spare checker",
                                                   "{count} spare checkers", n),
    "spare-white-pieces": lambda ngettext, n: ngettext("{count} spare white piece",
                                                       "{count} spare white pieces", n),
    "score-card": lambda ngettext, n: ngettext("{count} quick-reference card",
                                               "{count} quick-reference cards", n),
    "cup": lambda ngettext, n: ngettext("{count} dice cup", "{count} dice cups", n),
    "dice": lambda ngettext, n: ngettext("{count} die", "{count} dice", n),
    "cube": lambda ngettext, n: ngettext("{count} doubling cube", "{count} doubling cubes", n),
    "pins": lambda ngettext, n: ngettext("{count} score pin", "{count} score pins", n),
    "box": lambda ngettext, n: ngettext("{count} box", "{count} boxes", n),
    "board": lambda ngettext, n: ngettext("{count} board", "{count} boards", n),
}
# Parts whose name says the colour after the kind ("pieces-cats"): the key they count by.
COLOURED = {"pieces-cats": "cat-pieces", "pieces-dogs": "dog-pieces",
            "pieces-green": "green-pieces", "pieces-yellow": "yellow-pieces",
            "pieces-red": "red-pieces", "stones-black": "black-stones",
            "stones-white": "white-stones",
            # A kit's spares, counted apart from the pieces a game uses.
            "spare-seeds": "spare-seeds", "spare-stones": "spare-stones",
            "spare-checkers": "spare-checkers", "spare-white-pieces": "spare-white-pieces"}
Colours = Mapping[str, Mapping[str, int]]  # a piece part's pieces of each colour, by name


def counted_name(key: str, count: int, ngettext: NGettext) -> str:
    """`count` pieces of the kind `key` in words ("1 white stone"); an unknown kind by
    its key."""
    if key in COUNTED:
        return COUNTED[key](ngettext, count).format(count=count)
    return f"{count} {key.replace('-', ' ')}"


def kit_contents(sheets: Sequence[Sheet], ngettext: NGettext, _: Gettext,
                 titles: Mapping[str, str], game: str = "",
                 colours: Colours | None = None) -> list[Item]:
    """Each kind of part the kit's sheets hold (in print order) that a buyer counts, its
    pieces counted from the cuts that free them and one of them as its picture; a part of
    pieces of several `colours` (as its game declares them, in the order it draws them)
    is one kind a colour."""
    items: list[Item] = []
    boards: dict[str, tuple[int, Placement, Drawing]] = {}
    for at, sheet in enumerate(sheets):
        parts = side_view(sheet.front).parts
        for placement in sheet.placements:
            ident = placement.ident
            if ident in (BOARD, *BESIDE, *ABOVE) and not titles:
                boards[ident] = (at, placement,
                                 _wordless(_cut_out(sheet.front, ident, placement)))
                continue
            if ident == "cup" and ident in parts:
                whole = _cut_out(sheet.front, ident, placement)
                items.append(Item(ident, counted_name("cup", 1, ngettext), 1, _cup(whole)))
                continue
            if ident.startswith(CARDS) and titles:
                items.append(_card(ident, parts.get(ident), sheet, placement, titles, _))
                continue
            if ident.startswith(NOT_CONTENTS):
                continue
            view = parts.get(ident)
            if view is None or not view.pieces:
                continue
            whole = _cut_out(sheet.front, ident, placement)
            if ident == BOX:  # one box, of two modules: module A stands for it
                items.append(Item(ident, counted_name("box", 1, ngettext), 1, whole))
                continue
            for key, pieces in _kinds(ident, _in_order(view), titles, game, colours or {}):
                words = counted_name(key, len(pieces), ngettext)
                held = next((t for name, t in titles.items() if ident.startswith(f"{name}-")),
                            "")
                name = _("{pieces} for {game}").format(pieces=words, game=held) if held else words
                items.append(Item(ident, name, len(pieces),
                                  _one_piece(whole, pieces[0], placement, _freed(view, pieces[0]))))
    # A compendium's: the shared pieces, then each game's in the book's order, the box last;
    # a game's parts by name (cats before dogs), not in whatever order the packer set them.
    def place(item: Item) -> tuple[bool, bool, int, str]:
        own = item.ident.removeprefix(CARDS)
        at = next((at for at, name in enumerate(titles) if own.startswith(f"{name}-")
                   or own.startswith(name) and item.ident.startswith(CARDS)), -1)
        return (not item.ident.startswith(CARDS), item.ident == BOX, at,
                item.ident if at >= 0 else "")

    board = _board(boards, ngettext, _)
    return ([board] if board else []) + sorted(items, key=place)


def _card(ident: str, view: PartView | None, sheet: Sheet, placement: Placement,
          titles: Mapping[str, str], _: Gettext) -> Item:
    """A compendium's board card as its sheet prints it: two boards back to back, one
    board whole, or one board in the halves its cuts free (Hex and Oware on A4)."""
    picture = _wordless(_cut_out(sheet.front, ident, placement))
    games = ident.removeprefix(CARDS).split("+")
    halves = len(view.pieces) if view is not None and len(games) == 1 else 1
    if halves > 1:
        name = _("{game} board in {count} halves").format(
            game=titles.get(games[0], games[0]), count=halves)
    else:
        name = sheet_board_name(ident, titles, _)
    return Item(ident, name, len(games), picture)


def _board(boards: Mapping[str, tuple[int, Placement, Drawing]], ngettext: NGettext,
           _: Gettext) -> Item | None:
    """A single game's board (each part of it with its sheet's index and place there) as
    the band's first item: whole, or its halves as they lie on their one card (Hex's,
    Oware's) or else side by side (or one above the other) as they join, named with how
    many halves it comes in."""
    if BOARD in boards:
        return Item(BOARD, counted_name("board", 1, ngettext), 1, boards[BOARD][2])
    for pair, across in ((BESIDE, True), (ABOVE, False)):
        if not all(half in boards for half in pair):
            continue
        (first_at, first_place, first), (second_at, second_place, second) = (
            boards[half] for half in pair)
        if first_at == second_at:
            # Halves on one card (Hex's, Oware's) as it sets them: joined, a long board's
            # picture would be too thin to stand as tall as the band's other pictures.
            left = min(first_place.x, second_place.x)
            top = min(first_place.y, second_place.y)
            at = [(first_place.x - left, first_place.y - top),
                  (second_place.x - left, second_place.y - top)]
        elif across:
            at = [(0.0, 0.0), (first.width + BOARD_GAP, 0.0)]
        else:
            at = [(0.0, 0.0), (0.0, first.height + BOARD_GAP)]
        joined = Drawing(max(at[0][0] + first.width, at[1][0] + second.width),
                         max(at[0][1] + first.height, at[1][1] + second.height), name=BOARD)
        joined.place(first, *at[0])
        joined.place(second, *at[1])
        return Item(BOARD, _("1 board in {count} halves").format(count=2), 1, joined)
    return None


def _wordless(drawing: Drawing) -> Drawing:
    """`drawing` without its words: on a board drawn a few cm wide they would be specks,
    and noise to a screen reader between the band's labels."""
    def keep(shapes: Sequence[Shape]) -> list[Shape]:
        kept: list[Shape] = []
        for shape in shapes:
            if isinstance(shape, Group):
                kept.append(Group(shape.ident, shape.x, shape.y, shape.rotate,
                                  tuple(keep(shape.shapes))))
            elif not isinstance(shape, Text):
                kept.append(shape)
        return kept

    out = Drawing(drawing.width, drawing.height, name=drawing.name)
    for layer in LAYERS:
        out.layers[layer] = keep(drawing.layers[layer])
    return out


def _cup(whole: Drawing) -> Drawing:
    """The dice cup as the band shows it: assembled, seen from the front, in the fills
    its net (`whole`, as printed) is drawn in."""
    rects = sorted(_rects(whole.layers["art"]), key=lambda rect: rect.w * rect.h, reverse=True)
    light = rects[0].paint.fill if rects else "#ffffff"
    band = next((rect.paint.fill for rect in rects
                 if rect.paint.fill not in (light, "none")), light)
    return cup_front(CupParams(), light, band)


def _rects(shapes: Sequence[Shape]) -> list[Rect]:
    """Every rectangle among `shapes`, inside their groups too."""
    return [shape for shape in leaves(shapes) if isinstance(shape, Rect)]


def _in_order(view: PartView) -> list[Piece]:
    """The part's pieces in the order it draws their cuts (the order of its colours): a
    piece that shared cuts free (a stone of a honeycomb) goes by its block's outline."""
    outlines = [(at, item.points) for at, item in enumerate(view.items)
                if isinstance(item, Stroke) and item.layer == "cut" and item.closed]

    def drawn(piece: Piece) -> int:
        middle = (sum(x for x, _ in piece.polygon) / len(piece.polygon),
                  sum(y for _, y in piece.polygon) / len(piece.polygon))
        return next((at for at, points in outlines
                     if points is piece.polygon or inside(middle, points)), 0)

    return sorted(view.pieces, key=drawn)


def _freed(view: PartView, piece: Piece) -> bool:
    """Whether `piece` is freed by cuts it shares with its neighbours (no closed cut of
    its own)."""
    return all(item.points is not piece.polygon for item in view.items
               if isinstance(item, Stroke))


def _kinds(ident: str, pieces: list[Piece], titles: Mapping[str, str], game: str,
           colours: Colours) -> list[tuple[str, list[Piece]]]:
    """The part's pieces as kinds a buyer counts apart: by colour where its game declares
    several (and their counts add up), each kind with the key COUNTED names it by."""
    held = next((name for name in titles if ident.startswith(f"{name}-")), "")
    base = ident.removeprefix(f"{held}-") if held else ident
    word = PIECE_KEYS.get(held or game, base.rstrip("0123456789").rstrip("-"))
    if base in COLOURED:
        return [(COLOURED[base], pieces)]
    counts = colours.get(ident, {})
    if sum(counts.values()) == len(pieces):
        kinds, at = [], 0
        for colour, count in counts.items():
            key = f"{colour}-{word}"
            kinds.append((key if key in COUNTED else word, pieces[at:at + count]))
            at += count
        return [kind for kind in kinds if kind[1]]
    return [(word, pieces)]


# A game's own word for its pieces, as COUNTED keys it.
PIECE_KEYS = {"hex": "stones", "oware": "seeds", "rastros": "pieces"}


def _one_piece(whole: Drawing, piece: Piece, placement: Placement,
               shared: bool = False) -> Drawing:
    """The piece of the part drawing `whole` (at `placement` on its page) that `piece`'s
    cut frees, alone: the shapes that lie on it. A piece whose cuts are `shared` with its
    neighbours is drawn with its own outline instead: the shared cuts on it would show
    only some of its sides."""
    left, top, right, bottom = piece.box
    margin = 0.6  # the cut line's width and the bleed beyond it
    box = (left - placement.x - margin, top - placement.y - margin,
           right - placement.x + margin, bottom - placement.y + margin)
    out = Drawing(box[2] - box[0], box[3] - box[1], name=whole.name)
    if shared:
        out.cut([(x - placement.x - box[0], y - placement.y - box[1])
                 for x, y in piece.polygon])
    for layer in LAYERS:
        if shared and layer == "cut":
            continue
        for shape in whole.layers[layer]:
            assert isinstance(shape, Group)
            kept = _on(shape.shapes, turn(shape.x, shape.y, shape.rotate), box)
            if kept:
                out.layers[layer].append(Group(shape.ident, shape.x - box[0],
                                               shape.y - box[1], shape.rotate, kept))
    return out


def _on(shapes: Sequence[Shape], t: Affine, box: Box) -> tuple[Shape, ...]:
    """Those of `shapes` (taken by `t` into the part's coordinates) whose middle lies in
    `box` and that are no larger than it: a piece's own shapes, not its neighbours' nor
    a sheet-wide background."""
    kept: list[Shape] = []
    for shape in shapes:
        if isinstance(shape, Group):
            inner = _on(shape.shapes, compose(t, turn(shape.x, shape.y, shape.rotate)), box)
            if inner:
                kept.append(Group(shape.ident, shape.x, shape.y, shape.rotate, inner))
            continue
        corners = [apply(t, p) for p in _extent(shape)]
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        middle = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        if (box[0] <= middle[0] <= box[2] and box[1] <= middle[1] <= box[3]
                and max(xs) - min(xs) <= box[2] - box[0] + 1
                and max(ys) - min(ys) <= box[3] - box[1] + 1):
            kept.append(shape)
    return tuple(kept)


def _extent(shape: Shape) -> list[Point]:
    """Corners of the box a shape covers, in its own coordinates (a text's: its anchor)."""
    if isinstance(shape, Rect):
        return [(shape.x, shape.y), (shape.x + shape.w, shape.y + shape.h)]
    if isinstance(shape, Circle):
        return [(shape.cx - shape.r, shape.cy - shape.r), (shape.cx + shape.r, shape.cy + shape.r)]
    if isinstance(shape, Path):
        return [p for _, points in shape.segments for p in points] or [(0.0, 0.0)]
    assert isinstance(shape, Text)
    return [(shape.x, shape.y)]


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
