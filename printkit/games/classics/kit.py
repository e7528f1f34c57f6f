"""The Ludos classicus kit: its games' boards back to back, shared stones, one box.

Each game draws its own board and pieces exactly as its single kit does; this
recipe only chooses which to print for the games a build holds (ctx.games), puts
two boards on the two sides of one card, and replaces the stones that
Breakthrough, Rastros and Hex each bring with one set that serves all three.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from printkit.art.canvas import Drawing
from printkit.errors import PrintkitError
from printkit.games import find_game
from printkit.games.classics import GAMES
from printkit.games.kit_parts import kit_params, single
from printkit.i18n import N_
from printkit.layout.marks import crop_marks
from printkit.layout.pack import Part, plan
from printkit.layout.sheet import Placement
from printkit.rulebook.model import Diagram
from printkit.units import PRINTER_MARGIN_MM

if TYPE_CHECKING:
    from printkit.context import Context
    from printkit.rulebook.model import Document

TITLE = N_("Ludos classicus")
BOX_FACTS = N_("2 players; ages 6+; about 20 minutes to assemble")

# Each game's board as its own kit names it: one part, or two halves on small paper.
BOARD_PARTS: Mapping[str, tuple[str, ...]] = {
    "breakthrough": ("board",), "snort": ("board",), "rastros": ("board",),
    "traffic-lights": ("board",), "hex": ("board-top", "board-bottom"),
    "oware": ("board-left", "board-right"),
}


def stone_needs() -> dict[str, tuple[int, int]]:
    """The black and white stones each game that plays with them needs."""
    from printkit.games.breakthrough.kit import PIECES
    from printkit.games.hex.kit import STONES
    from printkit.games.rastros.board import BLACKS

    # Rastros's white piece carries a star and is its own part, not a stone.
    return {"breakthrough": (PIECES, PIECES), "rastros": (BLACKS, 0), "hex": (STONES, STONES)}


def stone_counts(games: Sequence[str]) -> tuple[int, int]:
    """Black and white stones enough for every chosen game, one game at a time."""
    needs = [stone_needs()[name] for name in games if name in stone_needs()]
    return (max((b for b, _ in needs), default=0), max((w for _, w in needs), default=0))


def stone_width(ctx: Context) -> float:
    """A stone's width across its flats: Hex's, which also sits well on a square."""
    from printkit.games.hex.kit import stone_width as hex_stone

    return hex_stone(ctx)


def title(name: str, ctx: Context) -> str:
    """Game `name`'s title in the kit's language, from the game's own catalog."""
    from printkit.compendium import chapter_gettext

    game = find_game(name)
    return chapter_gettext(game, ctx)(game.title)


def chosen(ctx: Context) -> tuple[str, ...]:
    """The games this build holds, in the book's order."""
    return ctx.games or GAMES


# -- boards ------------------------------------------------------------------------

def face(name: str, ctx: Context) -> Drawing:
    """One side of a board card: game `name`'s board, or its two halves side by side with
    crop marks between them."""
    parts = find_game(name).kit().parts(BOARD_PARTS[name], ctx)
    if len(parts) == 1:
        return parts[0].front
    _, _, width, height = ctx.paper.inside(PRINTER_MARGIN_MM)
    slots = plan((0.0, 0.0, width, height), [(p.front.width, p.front.height) for p in parts])
    sizes = [(p.front.height, p.front.width) if s and s.rotate else (p.front.width,
                                                                       p.front.height)
             for p, s in zip(parts, slots, strict=True)]
    if any(slot is None for slot in slots):
        raise PrintkitError(f"the {name} board halves do not fit on {ctx.paper.name} paper")
    right = max(s.x + w for s, (w, _) in zip(slots, sizes, strict=True) if s)
    bottom = max(s.y + h for s, (_, h) in zip(slots, sizes, strict=True) if s)
    drawing = Drawing(right, bottom, name=f"{name}-board")
    for part, slot, (w, h) in zip(parts, slots, sizes, strict=True):
        assert slot is not None
        drawing.place(part.front, slot.x, slot.y, rotate=slot.rotate, ident=part.ident)
        # Marks for the cut between the halves; those at the outside come with the card.
        crop_marks(drawing, Placement(part.ident, slot.x, slot.y, w, h),
                   (0.0, 0.0, right, bottom))
    return drawing


def padded(drawing: Drawing, width: float, height: float) -> Drawing:
    """`drawing` centred on a blank `width` x `height` (the size of the other side)."""
    if (drawing.width, drawing.height) == (width, height):
        return drawing
    out = Drawing(width, height, name=drawing.name)
    out.place(drawing, (width - drawing.width) / 2, (height - drawing.height) / 2)
    return out


def board_cards(ctx: Context) -> list[Part]:
    """The chosen games' boards, two to a card: the first of each pair on the front, the
    second on the back."""
    faces = [face(name, ctx) for name in chosen(ctx)]
    cards = []
    for index in range(0, len(faces), 2):
        front, *back = faces[index:index + 2]
        if not back:
            cards.append(Part(f"boards-{index // 2 + 1}", front))
            continue
        width = max(front.width, back[0].width)
        height = max(front.height, back[0].height)
        cards.append(Part(f"boards-{index // 2 + 1}", padded(front, width, height),
                          back=padded(back[0], width, height)))
    return cards


# -- pieces ------------------------------------------------------------------------

def stones(ctx: Context) -> list[Part]:
    """The shared black and white stones, as many as the most demanding chosen game needs,
    printed as the Hex kit prints its own."""
    from printkit.games.hex.board import stone_sheet
    from printkit.games.hex.kit import stone_params

    blacks, whites = stone_counts(chosen(ctx))
    if not blacks + whites:
        return []
    return [Part("stones", stone_sheet(stone_params(ctx), blacks, whites, "classics-stones"))]


def rastros_piece(ctx: Context) -> list[Part]:
    """Rastros's white piece, with its star: the only piece of its own that Rastros needs."""
    from printkit.art.parts.tokens import TokenKind, TokensParams, sheet
    from printkit.games.rastros.board import white_piece
    from printkit.games.rastros.kit import piece_size

    if "rastros" not in chosen(ctx):
        return []
    params = TokensParams(size=piece_size(ctx), columns=1, shape="circle", palette=ctx.theme)
    return [Part("rastros-piece", sheet(params, [TokenKind("white", 1, white_piece)],
                                        "rastros-piece"))]


def own_pieces(name: str) -> Callable[[Context], list[Part]]:
    """Game `name`'s own piece sheet, as its kit prints it, when the game is chosen."""

    def make(ctx: Context) -> list[Part]:
        if name not in chosen(ctx):
            return []
        return [dataclasses.replace(part, ident=f"{name}-{part.ident}")
                for part in find_game(name).kit().parts(["pieces"], ctx)]

    return make


def piece_widths(ctx: Context) -> dict[str, tuple[int, float]]:
    """How many pieces each chosen game puts in the box, and how wide the widest is."""
    from printkit.games.oware.board import SEEDS
    from printkit.games.oware.kit import SEED_SIZE
    from printkit.games.rastros.kit import piece_size as rastros_size
    from printkit.games.snort.board import PIECES as SNORT
    from printkit.games.snort.kit import piece_size as snort_size
    from printkit.games.traffic_lights.engine import PIECES as LIGHTS
    from printkit.games.traffic_lights.kit import piece_size as lights_size

    games = chosen(ctx)
    blacks, whites = stone_counts(games)
    # A hexagonal stone lies in the box as wide as its corners.
    found = {"stones": (blacks + whites, stone_width(ctx) * 2 / math.sqrt(3))}
    found["rastros"] = (1, rastros_size(ctx))
    found["snort"] = (2 * SNORT, snort_size(ctx))
    found["traffic-lights"] = (3 * LIGHTS, lights_size(ctx))
    found["oware"] = (SEEDS, SEED_SIZE)
    return {key: value for key, value in found.items()
            if (key == "stones" and value[0]) or key in games}


def box_params(ctx: Context) -> Any:
    """The box for every chosen game's pieces, with all their titles on its lid."""
    widths = piece_widths(ctx).values()
    titles = "; ".join(title(name, ctx) for name in chosen(ctx))
    # Every piece is one card thick, so two stacks as wide as the widest piece hold them
    # all, the small ones stacked within the big ones' width.
    return kit_params("box", ctx, title=ctx.gettext(TITLE), facts=ctx.gettext(BOX_FACTS),
                      names=titles, checkers=sum(count for count, _ in widths),
                      checker_diameter=round(max(width for _, width in widths), 1),
                      dice=0, pins=0, cup=False, cube=False, pattern="squares")


def box(index: int) -> Callable[[Context], list[Part]]:
    """The maker of box module `index` (A or B)."""

    def make(ctx: Context) -> list[Part]:
        from printkit.art.parts import box as box_art

        return [Part(("box-a", "box-b")[index], box_art.modules(box_params(ctx))[index])]

    return make


MAKERS: Mapping[str, Callable[[Context], list[Part]]] = {
    "boards": board_cards,
    "stones": stones,
    "rastros-piece": rastros_piece,
    "snort-pieces": own_pieces("snort"),
    "traffic-lights-pieces": own_pieces("traffic-lights"),
    "oware-pieces": own_pieces("oware"),
    "calibration": single("calibration"),
    "legend": single("legend"),
    "box-a": box(0),
    "box-b": box(1),
}


class Compendium:
    """The Kit (see games/base.py) of the compendium: parts, a cover of every chosen game's
    start, and no diagrams of its own (its chapters bring theirs)."""

    def parts(self, names: Sequence[str], ctx: Context) -> list[Part]:
        """Draw the parts called `names`, in order."""
        unknown = [name for name in names if name not in MAKERS]
        if unknown:
            raise PrintkitError(f"kit.toml names unknown part {unknown[0]!r}: known parts are "
                                f"{', '.join(MAKERS)}")
        return [part for name in names for part in MAKERS[name](ctx)]

    def cover_art(self, ctx: Context) -> Drawing:
        """Every chosen game's start, three to a row."""
        games = chosen(ctx)
        across = min(3, len(games))
        cell, gap = 56.0, 6.0
        drawings = [find_game(name).kit().diagram(START, width=cell, palette=ctx.theme)
                    for name in games]
        rows = [drawings[i:i + across] for i in range(0, len(drawings), across)]
        heights = [max(d.height for d in row) for row in rows]
        out = Drawing(across * cell + (across - 1) * gap, sum(heights) + gap * (len(rows) - 1),
                      name="classics-cover")
        top = 0.0
        for row, height in zip(rows, heights, strict=True):
            left = (out.width - len(row) * cell - (len(row) - 1) * gap) / 2
            for column, drawing in enumerate(row):
                out.place(drawing, left + column * (cell + gap),
                          top + (height - drawing.height) / 2)
            top += height + gap
        return out

    def rule_values(self) -> Mapping[str, str]:
        """The numbers its own pages leave to the kit."""
        # card_sides: the cards carry a board on each side (the rules say "both sides").
        return {"calibration_mm": "50", "card_sides": "2"}

    def diagram(self, block: Diagram, *, width: float, palette: str) -> Drawing:
        """Never asked: the compendium's own pages have no diagrams (the validator says so)."""
        raise ValueError("the compendium's own pages show no positions")

    def diagram_problems(self, block: Diagram) -> list[tuple[int, str]]:
        """Any diagram on the compendium's own pages: positions belong to a game's rules."""
        return [(block.line, "the compendium's own pages show no positions: put the diagram "
                             "in its game's rules.md")]

    def text_problems(self, document: Document) -> list[tuple[int, str]]:
        """Nothing: the chapters' prose is checked with their games."""
        return []

    def board_problems(self, ctx: Context) -> list[str]:
        """Nothing of its own: the boards are the games', checked with them."""
        return []


# Every game's start position, for the cover.
START = Diagram(position="start", dice=None, play=None, result=None, kind=None, caption=None,
                line=0)
KIT = Compendium()
