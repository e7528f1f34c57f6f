"""Every rulebook diagram draws each piece as the kit it is printed in makes it: the same
shape and colours as that kit's card pieces, in the standalone kits and in the compendium,
in every theme (issue 28: the compendium drew round checkers where its box holds
hexagonal stones)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from printkit.art.canvas import Circle, Drawing, Path, Rect, Shape, leaves
from printkit.compendium import chapters
from printkit.context import Context
from printkit.games import find_game
from printkit.i18n import untranslated
from printkit.rulebook.model import Diagram
from printkit.rulebook.pictures import draw_block
from printkit.rulebook.source import load_rules
from printkit.units import PAPERS

GAMES = ("backgammon", "nardy", "breakthrough", "snort", "rastros", "traffic-lights", "hex")
THEMES = ("classic", "ink-saver", "high-contrast")
# The classes a piece's body carries, on a card sheet or in a diagram (its rings and
# faces carry none); a tile's ground is the body of a piece printed on a square tile.
BODY = {"piece", "checker", "checker-front", "tile-ground"}
WIDTH = 120.0


def _outline(shape: Shape) -> str:
    """A piece body's outline: circle, rect, or a polygon by its corners (hexagon-6)."""
    if isinstance(shape, Circle):
        return "circle"
    if isinstance(shape, Rect):
        return "rect"
    assert isinstance(shape, Path)
    corners = {point for _, points in shape.segments for point in points}
    return f"polygon-{len(corners)}"


def pieces(drawing: Drawing) -> set[tuple[str, str]]:
    """Each kind of piece body `drawing` shows, as (outline, fill colour)."""
    return {(_outline(shape), shape.paint.fill) for shape in leaves(drawing.layers["art"])
            if isinstance(shape, Circle | Rect | Path)
            and BODY & set((shape.paint.cls or "").split())}


def _ctx(theme: str) -> Context:
    return Context(paper=PAPERS["a4"], language="en", gettext=untranslated, theme=theme)


def _blocks(name: str) -> list[Diagram]:
    return [b for b in load_rules(find_game(name).templates / "rules.md").blocks
            if isinstance(b, Diagram) and not b.figure]


def _card_pieces(name: str, theme: str) -> set[tuple[str, str]]:
    """The piece bodies game `name`'s own kit prints on its card sheets."""
    kit = find_game(name).kit()
    parts = kit.parts([each.name for each in kit.manifest.pieces], _ctx(theme))
    return set().union(*(pieces(part.front) for part in parts))


def _compendium_pieces(name: str, theme: str) -> set[tuple[str, str]]:
    """The piece bodies the compendium prints for game `name`: the shared set's colours
    that stand in for its own, then what it keeps of its own."""
    share = find_game(name).kit().manifest.shared
    wanted = [f"{share.kind}-{colour}" for colour in share.colors] if share else []
    parts = find_game("classics").kit().parts(["pieces"], _ctx(theme))
    return set().union(*(pieces(part.front) for part in parts
                         if part.ident in wanted or part.ident.startswith(f"{name}-")))


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("name", GAMES)
def test_a_kits_diagrams_draw_its_card_pieces(name: str, theme: str) -> None:
    card = _card_pieces(name, theme)
    assert card, name
    shown: set[tuple[str, str]] = set()
    for block in _blocks(name):
        drawn = pieces(draw_block(find_game(name).kit(), block, WIDTH, theme))
        assert drawn <= card, (name, theme, block.line, drawn - card)
        shown |= drawn
    # Both sides (or every kind) of piece appear somewhere in the book.
    assert len(shown) >= 2, (name, shown)


@pytest.mark.parametrize("theme", THEMES)
def test_the_compendiums_diagrams_draw_the_pieces_its_box_holds(theme: str) -> None:
    classics = find_game("classics")
    books = {chapter.document.title: chapter for chapter in chapters(classics, _ctx(theme))}
    for name in classics.held:
        if name == "oware":  # its diagrams count seeds in figures, drawing none
            continue
        chapter = books[find_game(name).title]
        card = _compendium_pieces(name, theme)
        shown: set[tuple[str, str]] = set()
        for block in chapter.document.diagrams:
            if block.figure:
                continue
            drawn = pieces(chapter.diagram(block, WIDTH))
            assert drawn <= card, (name, theme, block.line, drawn - card)
            shown |= drawn
        assert len(shown) >= 2, (name, shown)


def _hexagons(drawing: Drawing) -> int:
    """The six-cornered outlines `drawing` shows: the ring that marks a Hex stone."""
    return sum(1 for shape in leaves(drawing.layers["art"])
               if isinstance(shape, Path) and _outline(shape) == "polygon-6"
               and shape.paint.fill == "none")


def test_the_compendiums_breakthrough_and_rastros_draw_hexs_stones() -> None:
    """The reviewer's case: the box gives Breakthrough and Rastros' black pieces Hex's
    stones, round with a hexagonal ring, so their chapters' diagrams draw those stones,
    ring and all, not the round checkers of Breakthrough's own kit."""
    books = {c.document.title: c for c in chapters(find_game("classics"), _ctx("classic"))}
    start = next(b for b in books["Breakthrough"].document.diagrams if b.position == "start")
    drawing = books["Breakthrough"].diagram(start, WIDTH)
    drawn = pieces(drawing)
    assert {outline for outline, _ in drawn} == {"circle"}
    assert len({fill for _, fill in drawn}) == 2  # black and white
    assert _hexagons(drawing) == 28  # each stone's ring: 14 a side
    stones = _card_pieces("hex", "classic")
    assert drawn == stones
    rastros = [books["Rastros"].diagram(b, WIDTH) for b in
               books["Rastros"].document.diagrams if not b.figure]
    assert any(_hexagons(d) for d in rastros)  # its black pieces (its start shows none)
    # The same game printed alone keeps its own pieces, discs on square tiles (a disc
    # alone read as a round piece, review s17 B), with no hexagons.
    alone = draw_block(find_game("breakthrough").kit(), start, WIDTH, "classic")
    assert {outline for outline, _ in pieces(alone)} == {"circle", "rect"}
    assert not _hexagons(alone)


def _grey(colour: str) -> float:
    """A colour's grey level (0-255) as a greyscale printer prints it."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b


# Games of two sides told apart by their pieces' tone (Traffic Lights' three colours are
# told apart by their marks, a circle, a triangle and a square, in any theme).
TWO_SIDES = ("backgammon", "nardy", "breakthrough", "snort", "rastros", "hex")
APART = 60.0  # grey levels between the two sides' pieces, on a 0-255 scale


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("name", TWO_SIDES)
def test_the_two_sides_pieces_differ_in_grey(name: str, theme: str) -> None:
    fills = set()
    for block in _blocks(name):
        fills |= {fill for _, fill in pieces(draw_block(find_game(name).kit(), block, WIDTH,
                                                        theme))}
    assert len(fills) == 2, (name, theme, fills)
    light, dark = sorted(fills, key=_grey, reverse=True)
    assert _grey(light) - _grey(dark) >= APART, (name, theme, light, dark)


def test_a_compendium_without_hex_still_draws_the_stones_it_prints() -> None:
    """`build classics --games breakthrough,rastros` prints Hex's stones all the same (the
    set comes from the games the compendium could hold), so its diagrams draw them, each
    stone's hexagonal ring and all."""
    held = replace(find_game("classics"), chosen=("breakthrough", "rastros"))
    books = {c.document.title: c for c in chapters(held, _ctx("classic"))}
    assert set(books) == {"Breakthrough", "Rastros"}
    parts = held.kit().parts(["pieces"], _ctx("classic"))
    card = set().union(*(pieces(part.front) for part in parts))
    assert any(_hexagons(part.front) for part in parts)
    rings = 0
    for chapter in books.values():
        for block in chapter.document.diagrams:
            if not block.figure:
                drawing = chapter.diagram(block, WIDTH)
                assert pieces(drawing) <= card, block.line
                rings += _hexagons(drawing)
    assert rings >= 28
