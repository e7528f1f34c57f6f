"""A caption on the waste (art/parts/caption.py) passes the craft check where it lies below
its block, and every way of misplacing one is caught: across a cut, on a piece, behind a
back; ordinary words in the same place still leave their face."""

from __future__ import annotations

import pytest

from printkit.art.canvas import INK, Drawing
from printkit.art.parts.caption import CAPTION, captioned, size_mm
from printkit.craft.sheets import Where, sheet_findings
from printkit.layout.sheet import Duplex, Sheet
from printkit.units import PAPERS, pt_to_mm

A4 = PAPERS["a4"]
KIT = Where("toy-en-a4 long-edge", front_page=3)
WORDS = "Toy · 6 tiles"


def block(width: float = 60.0, height: float = 20.0, bleed: float = 1.0) -> Drawing:
    """Six tiles in two rows, cut round and across, their colour `bleed` past the cut."""
    d = Drawing(width + 2 * bleed, height + 2 * bleed, name="tiles")
    d.rect(0, 0, d.width, d.height, fill="#e0d0b0")
    x0, y0 = bleed, bleed
    d.cut([(x0, y0), (x0 + width, y0), (x0 + width, y0 + height), (x0, y0 + height)])
    for k in (1, 2):
        d.cut([(x0 + k * width / 3, y0), (x0 + k * width / 3, y0 + height)], closed=False)
    d.cut([(x0, y0 + height / 2), (x0 + width, y0 + height / 2)], closed=False)
    return d


def backs(front: Drawing) -> Drawing:
    """The tiles' colour again, as far past the cut as the front's."""
    d = Drawing(front.width, front.height, name="tiles")
    d.rect(0, 0, d.width, d.height, fill="#203040")
    return d


def lines(front: Drawing, back: Drawing | None = None, duplex: Duplex = Duplex.LONG_EDGE,
          loose_cut: tuple[tuple[float, float], tuple[float, float]] | None = None
          ) -> list[str]:
    sheet = Sheet(A4, duplex, "cards")
    # Centred: a part alone on its sheet must be.
    x, y = (A4.width - front.width) / 2, (A4.height - front.height) / 2
    sheet.place(front, x, y, back=back, ident="tiles")
    if loose_cut is not None:
        (ax, ay), (bx, by) = loose_cut
        sheet.front.line((x + ax, y + ay), (x + bx, y + by), stroke=INK, stroke_width=0.15,
                         layer="cut")
    return [f.line() for f in sheet_findings(sheet, KIT)]


@pytest.mark.parametrize("duplex", list(Duplex))
def test_a_caption_below_its_block_passes(duplex: Duplex) -> None:
    tiles = block()
    front, back = captioned(tiles, backs(tiles), WORDS, inset=1.0)
    assert front.height > tiles.height + size_mm()  # room for the words: the packer sees it
    assert lines(front, back, duplex) == []


def test_a_caption_wider_than_its_block_moves_the_back_with_the_flip() -> None:
    tiles = block(width=12.0, height=12.0)
    front, back = captioned(tiles, backs(tiles), "Rastros · the white piece", inset=1.0)
    assert back is not None and front.width == back.width > tiles.width
    assert lines(front, back) == []


def caption(d: Drawing, x: float, y: float, pt: float = 6.5) -> Drawing:
    d.text(x, y, WORDS, size=pt_to_mm(pt), cls=CAPTION)
    return d


def grown(tiles: Drawing, by: float = 6.0) -> Drawing:
    """`tiles` on a drawing `by` mm taller, the room below left empty."""
    d = Drawing(tiles.width, tiles.height + by, name=tiles.name)
    for layer, shapes in tiles.layers.items():
        d.layers[layer] = list(shapes)
    return d


def test_a_caption_across_a_cut_is_caught() -> None:
    # Its baseline 1 mm below the bottom cut: the capitals rise through it.
    assert lines(caption(grown(block()), 2.0, 22.0)) == [
        f"toy-en-a4 long-edge:p3: tiles: text {WORDS!r} crosses a cut line "
        "[text.crosses-line]",
        f"toy-en-a4 long-edge:p3: tiles: caption {WORDS!r} lies on a piece of part tiles "
        "[text.caption]",
        f"toy-en-a4 long-edge:p3: tiles: caption {WORDS!r} crosses a cut line [text.caption]",
    ]


def test_a_caption_on_a_piece_is_caught() -> None:
    assert lines(caption(block(), 3.0, 7.0)) == [
        f"toy-en-a4 long-edge:p3: tiles: caption {WORDS!r} lies on a piece of part tiles "
        "[text.caption]",
    ]


def test_a_caption_across_another_cut_line_is_caught() -> None:
    # A crop mark (a loose cut line on the sheet) run through the words.
    d = caption(grown(block()), 2.0, 26.0)
    assert lines(d, loose_cut=((10.0, 23.0), (10.0, 28.0))) == [
        f"toy-en-a4 long-edge:p3: tiles: caption {WORDS!r} crosses a cut line [text.caption]",
    ]


def test_a_caption_with_a_back_behind_it_is_caught() -> None:
    d = caption(grown(block()), 2.0, 26.0)
    back = Drawing(d.width, d.height, name="tiles")
    back.rect(0, 0, d.width, d.height, fill="#203040")  # printed under the words too
    found = lines(d, back)
    assert (f"toy-en-a4 long-edge:p3: tiles: caption {WORDS!r} has part tiles behind it on "
            "the back [text.caption]") in found


def test_a_small_caption_is_under_the_floor() -> None:
    assert lines(caption(grown(block()), 2.0, 26.0, pt=4.0)) == [
        f"toy-en-a4 long-edge:p3: tiles: text {WORDS!r} is 4.0 pt, under the 5 pt floor "
        "[text.min-size]",
    ]


def test_words_that_are_no_caption_still_leave_their_face() -> None:
    d = grown(block())
    d.text(2.0, 26.0, WORDS, size=pt_to_mm(6.5))
    assert lines(d) == [
        f"toy-en-a4 long-edge:p3: tiles: text {WORDS!r} runs outside the part's cut outline "
        "[text.leaves-face]",
    ]
