"""Composing several games' kit manifests into one: a compendium's boards, pieces and box.

Nothing here knows any game: it reads what each game's manifest declares. Two
boards share a card, back to back, where one cut outline serves both sides;
pieces that games declare alike (the same `Shared` kind) are printed once, as
many as the most demanding game needs, and every other game keeps its own sheet;
the box holds every piece, sized for the widest, with every game's title on its lid.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from printkit.art.canvas import Drawing, Path, Point, Rect, Text, class_of
from printkit.art.outlines import text_width
from printkit.art.palette import find_palette
from printkit.art.parts.caption import CAPTION, captioned
from printkit.art.parts.lining import CLEAR, LINING_INSET, lining, rect_area
from printkit.errors import PrintkitError
from printkit.games.base import Game
from printkit.games.manifest import (
    Box,
    KitManifest,
    Pieces,
    PieceSet,
    draw_parts,
    shared_style,
)
from printkit.i18n import N_, load_catalog
from printkit.languages import SOURCE, game_catalog
from printkit.layout.marks import crop_marks, cut_inset
from printkit.layout.pack import Part, plan
from printkit.layout.sheet import Placement
from printkit.rulebook.model import Diagram
from printkit.units import PRINTER_MARGIN_MM

if TYPE_CHECKING:
    from printkit.context import Context
    from printkit.i18n import Gettext

# Every game's start position, for the cover.
START = Diagram(position="start", dice=None, play=None, result=None, kind=None, caption=None,
                line=0)


def chapter_gettext(chapter: Game, ctx: Context) -> Gettext:
    """Translate with `chapter`'s own catalog first, then the kit's (which notes what
    neither has, so a missing text is reported like any other)."""
    if ctx.language == SOURCE:
        return ctx.gettext
    path = game_catalog(chapter.templates, ctx.language)
    own = load_catalog(ctx.language, path)[0] if path is not None else {}

    def gettext(msgid: str) -> str:
        return own[msgid] if msgid in own else ctx.gettext(msgid)

    return gettext


def compose(name: str, games: Sequence[Game], box: Box, *, facts: Mapping[str, str],
            sets_from: Callable[[], Sequence[Game]] = tuple) -> KitManifest:
    """The manifest of compendium `name` holding `games`, in order: parts "boards" and
    "pieces", a box sized for every piece, a cover of every game's start. Shared pieces
    are printed as the first of `games` that prints them does, or else the first of
    `sets_from()` (asked only then: the games the compendium could hold)."""
    manifests = [game.kit().manifest for game in games]
    needs = shared_needs(manifests)
    sets = _known_sets(manifests)
    if any(kind not in sets for kind in needs):
        sets = _known_sets([*manifests, *(game.kit().manifest for game in sets_from())])
    pieces = [*_shared_pieces(name, needs, sets, _sharers(games, manifests)),
              *(_labelled(game, m.shared.rest, m.shared.rest.draw)
                for game, m in zip(games, manifests, strict=True) if m.shared and m.shared.rest),
              *(_renamed(game, each) for game, m in zip(games, manifests, strict=True)
                if m.shared is None for each in m.pieces)]

    def draw_pieces(ctx: Context) -> list[Part]:
        return [part for each in pieces for part in each.draw(ctx)]

    def widest(ctx: Context) -> float:
        return round(max((each.width(ctx) for each in pieces), default=0.0), 1)

    def lid(ctx: Context) -> Mapping[str, str]:
        return {"names": "; ".join(chapter_gettext(game, ctx)(game.title) for game in games)}

    def boards(ctx: Context) -> list[Part]:
        faces = {game.name: face(game.name, m, ctx)
                 for game, m in zip(games, manifests, strict=True)}
        palette = find_palette(ctx.theme)
        return board_cards([(name, drawing) for name, (drawing, _) in faces.items()],
                           titles={game.name: chapter_gettext(game, ctx)(game.title)
                                   for game in games},
                           linings={name: lining(drawing.width, drawing.height, areas,
                                                 palette, drawing.name, HALVES_CLEAR)
                                    for name, (drawing, areas) in faces.items()})

    printed = tuple(sets[kind] for kind, n in needs.items() if sum(n))

    def cover(ctx: Context) -> Drawing:
        # Each game's pieces as this compendium prints them (shared stones included).
        return cover_grid([game.kit().diagram(START, width=COVER_CELL, palette=ctx.theme,
                                              pieces=shared_style(printed, m))
                           for game, m in zip(games, manifests, strict=True)],
                          f"{name}-cover")

    colors: dict[str, int] = {}
    for each in pieces:
        for color, count in each.colors.items():
            colors[color] = colors.get(color, 0) + count
    held = Pieces(draw_pieces, colors, widest, shape="mixed",
                  double_sided=any(each.double_sided for each in pieces))
    return KitManifest(board={"boards": boards}, pieces=(held,),
                       box=dataclasses.replace(box, words=lid), cover=cover, facts=facts,
                       sets=printed)


def shared_needs(manifests: Sequence[KitManifest]) -> dict[str, tuple[int, int]]:
    """Black and white pieces of each shared kind enough for every game, one at a time."""
    needs: dict[str, tuple[int, int]] = {}
    for manifest in manifests:
        if manifest.shared is not None:
            share = manifest.shared
            blacks, whites = needs.get(share.kind, (0, 0))
            wanted_blacks, wanted_whites = share.needs(manifest.pieces)
            needs[share.kind] = (max(blacks, wanted_blacks), max(whites, wanted_whites))
    return needs


def _known_sets(manifests: Sequence[KitManifest]) -> dict[str, PieceSet]:
    """How each kind of shared pieces is printed, as the first of `manifests` that knows."""
    sets: dict[str, PieceSet] = {}
    for manifest in manifests:
        for known in manifest.sets:
            sets.setdefault(known.kind, known)
    return sets


# The caption below each sheet of a shared set, after the names of the games it serves.
SET_CAPTIONS = {"black": N_("{count} black stones"), "white": N_("{count} white stones")}
# Between the names of the games in a caption, and between them and the pieces.
CAPTION_JOIN = " · "
# Games that play with each colour of each kind of shared pieces, in the book's order.
Sharers = Mapping[str, Mapping[str, Sequence[Game]]]


def _sharers(games: Sequence[Game], manifests: Sequence[KitManifest]) -> Sharers:
    """Which of `games` play with each colour of each kind of shared pieces."""
    found: dict[str, dict[str, list[Game]]] = {}
    for game, manifest in zip(games, manifests, strict=True):
        share = manifest.shared
        if share is None:
            continue
        blacks, whites = share.needs(manifest.pieces)
        for colour, n in (("black", blacks), ("white", whites)):
            if n:
                found.setdefault(share.kind, {}).setdefault(colour, []).append(game)
    return found


def _shared_pieces(name: str, needs: Mapping[str, tuple[int, int]],
                   sets: Mapping[str, PieceSet], sharers: Sharers) -> list[Pieces]:
    """One set of each kind of shared pieces, `needs` of each color (black, white), each
    sheet captioned with the games that play with it (`sharers`)."""
    found = []
    for kind, (blacks, whites) in needs.items():
        if not blacks + whites:
            continue
        if kind not in sets:
            raise PrintkitError(f"no game of the {name} compendium prints the shared "
                                f"pieces {kind!r}")
        found.append(_set_pieces(sets[kind], blacks, whites, f"{name}-{kind}",
                                 sharers.get(kind, {})))
    return found


def _set_pieces(kind: PieceSet, blacks: int, whites: int, drawing_name: str,
                sharers: Mapping[str, Sequence[Game]]) -> Pieces:
    """The sheets of a shared set, `blacks` and `whites` of it: one sheet a colour, so
    each can fill a gap on a card of its own, captioned with the games that use it."""

    def draw(ctx: Context) -> list[Part]:
        parts = []
        for colour, counts in (("black", (blacks, 0)), ("white", (0, whites))):
            if not sum(counts):
                continue
            part = Part(f"{kind.kind}-{colour}",
                        kind.draw(ctx, *counts, f"{drawing_name}-{colour}"),
                        kind.back(ctx, *counts, f"{drawing_name}-{colour}")
                        if kind.back is not None else None)
            names = [chapter_gettext(game, ctx)(game.title) for game in sharers.get(colour, ())]
            what = ctx.gettext(SET_CAPTIONS[colour]).format(count=sum(counts))
            parts.append(_caption(part, CAPTION_JOIN.join([*names, what])))
        return parts

    return Pieces(draw, {"black": blacks, "white": whites}, kind.width, kind.kind,
                  shape=kind.shape, double_sided=kind.back is not None)


def _renamed(game: Game, pieces: Pieces) -> Pieces:
    """`pieces` with each part named after its game, so two games' "pieces" stay apart,
    and captioned with it."""

    def draw(ctx: Context) -> list[Part]:
        return [dataclasses.replace(part, ident=f"{game.name}-{part.ident}")
                for part in _labelled(game, pieces, pieces.draw).draw(ctx)]

    return dataclasses.replace(pieces, draw=draw, name=f"{game.name}-{pieces.name}")


def _labelled(game: Game, pieces: Pieces, make: Callable[[Context], list[Part]]) -> Pieces:
    """`pieces` drawn by `make`, each part its game declares a caption for printed with it
    below: the game's name, then what the part holds ("Oware · 48 seeds")."""

    def draw(ctx: Context) -> list[Part]:
        _ = chapter_gettext(game, ctx)
        parts = []
        for part in make(ctx):
            caption = pieces.caption(part.ident)
            if caption is not None:
                words, count = caption
                part = _caption(part, CAPTION_JOIN.join([_(game.title),
                                                         _(words).format(count=count)]))
            parts.append(part)
        return parts

    return dataclasses.replace(pieces, draw=draw)


def _caption(part: Part, words: str) -> Part:
    """`part` with `words` printed below it, from where its cut starts on the left."""
    inset = cut_inset(part.front)[0]
    front, back = captioned(part.front, part.back, words, inset)
    lining = captioned(part.front, part.lining, words, inset)[1]
    return dataclasses.replace(part, front=front, back=back, lining=lining)


# -- boards ------------------------------------------------------------------------

def face(name: str, manifest: KitManifest, ctx: Context) -> tuple[Drawing, list[list[Point]]]:
    """One side of a board card: game `name`'s board, or its two halves side by side with
    crop marks between them; and the areas a lining of its back covers (each rectangular
    board or half, to BACK_BLEED past its cut)."""
    parts = draw_parts(manifest, list(manifest.board), ctx)
    if len(parts) == 1:
        whole = parts[0].front
        left, top, far, foot = cut_inset(whole)
        return whole, [rect_area(left, top, whole.width - left - far, whole.height - top - foot,
                                 -BACK_BLEED)] if outline(whole) else []
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
    areas = []
    for part, slot, (w, h) in zip(parts, slots, sizes, strict=True):
        assert slot is not None
        drawing.place(part.front, slot.x, slot.y, rotate=slot.rotate, ident=part.ident)
        # Marks for the cut between the halves; those at the outside come with the card.
        crop_marks(drawing, Placement(part.ident, slot.x, slot.y, w, h),
                   (0.0, 0.0, right, bottom), cut_inset(part.front, slot.rotate))
        if outline(part.front) or _named(part.front):
            # To its cut and BACK_BLEED past it, as a back card's colour runs (kept inside,
            # the joined board's back showed a white frame, review s18 A); a half's name
            # on the waste beside it (Oware's right) stays bare.
            left, top, far, foot = cut_inset(part.front, slot.rotate)
            areas.append(rect_area(slot.x + left, slot.y + top, w - left - far, h - top - foot,
                                   -BACK_BLEED))
    # Every half lined, or none: a board with one half lined reads as a misprint.
    return drawing, areas if len(areas) == len(parts) else []


# Colour a back card carries past its cut, hiding a duplex printer's drift; a card to
# itself (a board's) carries more, as far as its front's bleed allows.
BACK_BLEED = 1.0
CARD_BACK_BLEED = 1.8
# A board's lining runs BACK_BLEED past its cut; its diamonds keep as clear of the cut as
# a lining kept LINING_INSET inside it.
HALVES_CLEAR = BACK_BLEED + LINING_INSET + CLEAR


def outline(drawing: Drawing) -> tuple[float, float] | None:
    """(width, height) of the cut when `drawing` is one rectangular card, cut along its own
    edges or the same bleed (see `bleed_of`) inside them all round, as a whole board is;
    None for anything else (halves side by side, a rhombus)."""
    box = _cut_box(drawing)
    if box is None:
        return None
    x0, y0, x1, y1 = box
    insets = (x0, y0, drawing.width - x1, drawing.height - y1)
    if any(abs(inset - x0) > 1e-6 for inset in insets):
        return None
    return (x1 - x0, y1 - y0)


def bleed_of(drawing: Drawing) -> float:
    """How far a rectangular card's art runs past its cut on every side (see `outline`)."""
    box = _cut_box(drawing)
    return box[0] if box is not None else 0.0


def _cut_box(drawing: Drawing) -> tuple[float, float, float, float] | None:
    """The corners of `drawing`'s cut, when it is one axis-aligned rectangle."""
    cuts = drawing.layers["cut"]
    if len(cuts) != 1 or not isinstance(cuts[0], Path):
        return None
    corners = {point for _, points in cuts[0].segments for point in points}
    xs, ys = sorted({round(x, 6) for x, _ in corners}), sorted({round(y, 6) for _, y in corners})
    if len(corners) != 4 or len(xs) != 2 or len(ys) != 2 or xs[0] < -1e-6 or ys[0] < -1e-6:
        return None
    return (xs[0], ys[0], xs[1], ys[1])


def _named(drawing: Drawing) -> bool:
    """Whether `drawing` is a board half with its name on the waste beside its one
    rectangular cut (art/boards/halves.py)."""
    cuts = drawing.layers["cut"]
    if len(cuts) != 1 or not isinstance(cuts[0], Path):
        return False
    corners = {point for _, points in cuts[0].segments for point in points}
    return (len(corners) == 4 and len({x for x, _ in corners}) == len({y for _, y in corners}) == 2
            and any(isinstance(t, Text) and t.cls == CAPTION for t in drawing.layers["text"]))


def ground(drawing: Drawing) -> str | None:
    """The colour of a shape that fills all of `drawing` (a board's frame), if any."""
    for shape in drawing.layers["art"]:
        if (isinstance(shape, Rect) and shape.x <= 1e-6 and shape.y <= 1e-6
                and shape.w >= drawing.width - 1e-6 and shape.h >= drawing.height - 1e-6
                and shape.paint.fill != "none"):
            return shape.paint.fill
    return None


def lettering(drawing: Drawing) -> str | None:
    """The colour of `drawing`'s own words (a board's coordinates), if it has any."""
    return next((shape.fill for shape in drawing.layers["text"] if isinstance(shape, Text)),
                None)


# A board grown onto a larger card carries its name in each band this deep or deeper
# above and below it, so the wider ground reads as a title band, not as a thick frame.
TITLE_BAND = 14.0
# The name's em size, as a share of its band, and at most this many mm.
TITLE_SHARE, TITLE_MM = 0.34, 9.0


def title_bands(out: Drawing, board: Drawing, title: str) -> None:
    """Write `title` centred in the bands `out` leaves above and below `board` (centred on
    it), in the board's own lettering: upright in the band nearer the player who reads
    the board's coordinates upright, turned round in the other, as the coordinates are."""
    band = (out.height - board.height) / 2
    colour = lettering(board)
    if band < TITLE_BAND or colour is None or not title:
        return
    room = min(out.width, board.width) - 2 * PRINTER_MARGIN_MM
    size = min(TITLE_SHARE * band, TITLE_MM)
    size = min(size, size * room / max(text_width(title, size=size, font="sans-bold"), 1e-6))
    # The baseline sits so the capitals' middle is the band's middle.
    rise = 0.35 * size
    out.text(out.width / 2, out.height - band / 2 + rise, title, size=size,
             anchor="middle", font="sans-bold", fill=colour)
    out.text(out.width / 2, band / 2 - rise, title, size=size, anchor="middle",
             font="sans-bold", fill=colour, rotate=180)


def card(drawing: Drawing, width: float, height: float, *, back: bool = False,
         title: str = "", bleed: float = 0.0) -> Drawing:
    """`drawing` centred on a card `width` x `height` filled with its ground colour `bleed`
    mm past its edges (on a back, see CARD_BACK_BLEED) and cut along the card's edges only:
    its own cut would cross the board on the other side; with `title`, the bands a smaller
    board leaves above and below it carry its name (see `title_bands`). A front already
    that size is kept."""
    size = (width + 2 * bleed, height + 2 * bleed)
    if not back and (drawing.width, drawing.height) == size and bleed_of(drawing) == bleed:
        return drawing
    out = Drawing(*size, name=drawing.name)
    colour = ground(drawing)
    # A back's colour runs as far past the cut as its front's, up to CARD_BACK_BLEED (as
    # far as a duplex printer drifts; the back of a board's card showed a white sliver at
    # 1 mm, review s19), and at least BACK_BLEED: a front's bleed is its own waste, so the
    # back shows on nothing else.
    edge = min(max(BACK_BLEED, bleed), CARD_BACK_BLEED) if back else bleed
    if colour is not None:
        out.rect(bleed - edge, bleed - edge, width + 2 * edge, height + 2 * edge, fill=colour)
    inner = Drawing(drawing.width, drawing.height, name=drawing.name)
    for layer in ("art", "text", "fold"):
        # A back has no cut to show: its board's pale band under the cut (see
        # Drawing.band) would be a cream stripe a duplex shift moves off the edge.
        inner.layers[layer] = [shape for shape in drawing.layers[layer]
                               if not (back and class_of(shape) in ("bleed", "cut-band"))]
    out.place(inner, (size[0] - drawing.width) / 2, (size[1] - drawing.height) / 2)
    title_bands(out, drawing, title)
    out.cut([(bleed, bleed), (bleed + width, bleed), (bleed + width, bleed + height),
             (bleed, bleed + height)])
    return out


# The least of a card the smaller of two boards back to back covers; below it the
# board would sit on a card mostly of plain ground, and is better given its own.
COVER_LEAST = 0.5


def backs_onto(one: Drawing, other: Drawing) -> bool:
    """Whether two boards can share a card: each one rectangular card, the smaller within
    the larger as it lies and covering at least COVER_LEAST of it."""
    a, b = outline(one), outline(other)
    if a is None or b is None:
        return False
    (small, large) = sorted((a, b), key=lambda size: size[0] * size[1])
    fits = small[0] <= large[0] + 1e-6 and small[1] <= large[1] + 1e-6
    return fits and small[0] * small[1] >= COVER_LEAST * large[0] * large[1]


def board_cards(faces: Sequence[tuple[str, Drawing]],
                titles: Mapping[str, str] | None = None,
                linings: Mapping[str, Drawing | None] | None = None) -> list[Part]:
    """Boards back to back where one cut serves both sides: two faces (each with its game's
    name) that are each one rectangular card share a card, the smaller grown on its ground
    colour to the size of the larger, so both sides have the same outline after any flip,
    and titled in the bands that leaves (`titles`: each game's printed name). Any other
    face (a board in halves, a board that is not a rectangle) has a card to itself. A
    card's ident names its games ("boards-breakthrough+snort"), for page 2. A card to
    itself keeps its face's lining (`linings`, by game), printed where its sheet has a
    back page anyway (see layout/cards.py)."""
    titles, linings = titles or {}, linings or {}
    cards: list[Part] = []
    left = list(faces)
    while left:
        name, front = left.pop(0)
        pair = next((each for each in left if backs_onto(front, each[1])), None)
        if pair is None:
            cards.append(Part(f"boards-{name}", front, lining=linings.get(name)))
            continue
        left.remove(pair)
        mate = pair[1]
        ident = f"boards-{name}+{pair[0]}"
        (fw, fh), (mw, mh) = outline(front) or (0, 0), outline(mate) or (0, 0)
        width, height, bleed = max(fw, mw), max(fh, mh), max(bleed_of(front), bleed_of(mate))
        cards.append(Part(ident, card(front, width, height, title=titles.get(name, ""),
                                      bleed=bleed),
                          back=card(mate, width, height, back=True,
                                    title=titles.get(pair[0], ""), bleed=bleed)))
    return cards


# -- cover -------------------------------------------------------------------------

COVER_CELL, COVER_GAP = 56.0, 6.0  # each game's start, and the room between them
COVER_ACROSS = 3  # the most starts a row of the cover's grid


def cover_grid(drawings: Sequence[Drawing], name: str) -> Drawing:
    """The drawings three to a row, each row centred."""
    across = min(COVER_ACROSS, len(drawings))
    cell, gap = COVER_CELL, COVER_GAP
    rows = [drawings[i:i + across] for i in range(0, len(drawings), across)]
    heights = [max(d.height for d in row) for row in rows]
    out = Drawing(across * cell + (across - 1) * gap, sum(heights) + gap * (len(rows) - 1),
                  name=name)
    top = 0.0
    for row, height in zip(rows, heights, strict=True):
        left = (out.width - len(row) * cell - (len(row) - 1) * gap) / 2
        for column, drawing in enumerate(row):
            out.place(drawing, left + column * (cell + gap),
                      top + (height - drawing.height) / 2)
        top += height + gap
    return out
