"""Each craft rule of a printed sheet fires on a sheet with that one mistake planted, and
names the page, the part and what is wrong; a well-made sheet gives no finding."""

from __future__ import annotations

from printkit.art.canvas import INK, VALLEY_DASH, Drawing
from printkit.craft.sheets import Where, sheet_findings
from printkit.layout.sheet import Duplex, Sheet
from printkit.units import PAPERS, pt_to_mm

A4 = PAPERS["a4"]
KIT = Where("toy-en-a4 long-edge", front_page=3)


def card(w: float = 60.0, h: float = 40.0, *, inset: float = 0.0, words: str = "Title",
         pt: float = 8.0) -> Drawing:
    """A card cut along its edge (or `inset` inside it), with one line of words."""
    d = Drawing(w, h, name="card")
    d.rect(0, 0, w, h, fill="#e0d0b0")
    d.cut([(inset, inset), (w - inset, inset), (w - inset, h - inset), (inset, h - inset)])
    if words:
        d.text(w / 2, h / 2, words, size=pt_to_mm(pt), anchor="middle")
    return d


def centred(sheet: Sheet, part: Drawing, back: Drawing | None = None,
            ident: str = "card") -> None:
    sheet.place(part, (A4.width - part.width) / 2, (A4.height - part.height) / 2, back=back,
                ident=ident)


def lines(sheet: Sheet, where: Where = KIT) -> list[str]:
    return [f.line() for f in sheet_findings(sheet, where)]


def test_a_well_made_sheet_has_no_finding() -> None:
    for duplex in Duplex:
        sheet = Sheet(A4, duplex, "cards")
        back = card(inset=0.0, words="")
        centred(sheet, card(), back=back)
        assert lines(sheet) == []


def test_a_back_bigger_than_its_front() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "cards")
    # The front's cut is 10 mm inside the drawing; the back is printed to the drawing's edge.
    back = Drawing(60, 40, name="card")
    back.rect(0, 0, 60, 40, fill="#203040")
    centred(sheet, card(inset=10.0, words=""), back=back)
    assert lines(sheet) == [  # its corner, 10 mm out both ways
        "toy-en-a4 long-edge:p4: card-back: back art lies outside every front cut outline "
        "(by 14.1 mm) [duplex.back-inside]",
    ]


def test_cut_lines_that_cross_the_other_side() -> None:
    front = Drawing(100, 40, name="pair")
    front.cut([(0, 0), (45, 0), (45, 40), (0, 40)])
    front.cut([(55, 0), (100, 0), (100, 40), (55, 40)])
    back = Drawing(100, 40, name="pair")
    back.cut([(20, 0), (80, 0), (80, 40), (20, 40)])
    sheet = Sheet(A4, Duplex.SHORT_EDGE, "boards")
    centred(sheet, front, back=back, ident="boards")
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p4: boards-back: back art lies outside every front cut outline "
        "(by 35.0 mm) [duplex.back-inside]",
        "toy-en-a4 long-edge:p4: boards: a cut line of the back crosses part boards "
        "[duplex.cut-crosses]",
        "toy-en-a4 long-edge:p3: boards: a cut line of the front crosses part boards "
        "[duplex.cut-crosses]",
    ]


def test_a_back_off_its_front() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "cards")
    front = card(words="")
    x, y = (A4.width - front.width) / 2, (A4.height - front.height) / 2
    sheet.place(front, x, y, ident="card")
    # Placed by hand where no flip puts it: 3 mm too far to the left on the back page.
    back = Drawing(60, 40, name="card")
    back.rect(5, 5, 50, 30, fill="#203040")  # well inside the front's cut, wherever it lands
    sheet.back = Drawing(A4.width, A4.height, name="sheet-back")
    sheet.back.place(back, A4.width - x - front.width - 3.0, y, ident="card-back")
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p4: card-back: the back is 3.0 mm off its front after the flip "
        "[duplex.registered]",
    ]


def test_a_drift_correction_is_not_a_misregistration() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "cards", back_offset=(1.5, -0.5))
    centred(sheet, card(words=""), back=card(words=""))
    assert lines(sheet) == []


def test_a_one_point_title() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "cards")
    centred(sheet, card(words="Snort", pt=1.0))
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p3: card: text 'Snort' is 1.0 pt, under the 5 pt floor "
        "[text.min-size]",
    ]


def test_words_across_a_fold_and_off_the_face() -> None:
    part = card(words="")
    part.fold((30, 0), (30, 40))
    part.text(30, 10, "folded", size=pt_to_mm(8), anchor="middle")
    part.text(58, 30, "outside", size=pt_to_mm(8))
    sheet = Sheet(A4, Duplex.LONG_EDGE, "cards")
    centred(sheet, part)
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p3: card: text 'folded' crosses a fold line [text.crosses-line]",
        "toy-en-a4 long-edge:p3: card: text 'outside' crosses a cut line [text.crosses-line]",
        "toy-en-a4 long-edge:p3: card: text 'outside' runs outside the part's cut outline "
        "[text.leaves-face]",
    ]


def test_a_part_two_millimetres_from_the_edge() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "cards", margin=0.0)
    sheet.place(card(), 2.0, 100.0, ident="near")
    sheet.place(card(), 100.0, 100.0, ident="far")
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p3: near: the part is 2.0 mm from the left edge of the paper "
        "(at least 6 mm) [margin.paper]",
    ]


def test_print_shop_files_keep_three_millimetres_inside_the_trim() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "cards", margin=0.0)
    sheet.place(card(), 0.4, 100.0, ident="cube")
    sheet.place(card(), 100.0, 100.0, ident="far")
    shop = Where("toy-en-a4 long-edge print-shop", 3, print_shop=True, bleed=3.0)
    assert lines(sheet, shop) == [
        "toy-en-a4 long-edge print-shop:p3: cube: the part is 0.4 mm from the left trim "
        "(at least 3 mm) [margin.trim]",
    ]


def test_a_lone_part_off_centre() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "board")
    sheet.place(card(), 6.0, 6.0, ident="board")
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p3: board: the part is alone on its sheet but 69.0 mm off "
        "centre across [margin.centred]",
        "toy-en-a4 long-edge:p3: board: the part is alone on its sheet but 122.5 mm off "
        "centre down [margin.centred]",
    ]


def test_a_dashed_line_on_the_art_layer() -> None:
    part = card(words="")
    part.line((5, 5), (55, 5), dash=VALLEY_DASH, stroke="#333333", stroke_width=0.2)
    sheet = Sheet(A4, Duplex.LONG_EDGE, "board")
    centred(sheet, part, ident="board")
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p3: board: a dashed path on the art layer reads as a fold line "
        "[style.dashed-art]",
    ]


def test_a_solid_ink_line_like_a_cut_on_the_art_layer() -> None:
    part = card(words="")
    part.rect(20, 10, 10, 10, stroke=INK, stroke_width=0.25)
    sheet = Sheet(A4, Duplex.LONG_EDGE, "board")
    centred(sheet, part, ident="board")
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p3: board: a solid ink 0.25 mm line on the art layer reads as a "
        "cut line [style.cut-like]",
    ]


def test_a_black_line_near_the_cut_width_inside_the_part_reads_as_a_cut() -> None:
    part = card(words="")
    part.line((5, 20), (55, 20), stroke="#000000", stroke_width=0.3)  # black, 0.05 wider
    sheet = Sheet(A4, Duplex.LONG_EDGE, "board")
    centred(sheet, part, ident="board")
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p3: board: a solid ink 0.30 mm line on the art layer reads as a "
        "cut line [style.cut-like]",
    ]


def test_lines_a_builder_does_not_take_for_a_cut() -> None:
    part = card(words="")
    # A grid in a shade of the board's own colour, at the cut's width.
    for x in (20, 30, 40):
        part.line((x, 5), (x, 35), stroke="#8a6f4a", stroke_width=0.25)
    # Ink lines of a clearly other weight: a hairline and a bold frame.
    part.line((5, 10), (55, 10), stroke=INK, stroke_width=0.15)
    part.rect(8, 8, 44, 24, stroke=INK, stroke_width=0.4)
    # A frame in the cut's ink and width drawn on the part's own cut outline.
    part.rect(0, 0, 60, 40, stroke=INK, stroke_width=0.25)
    sheet = Sheet(A4, Duplex.LONG_EDGE, "board")
    centred(sheet, part, ident="board")
    assert lines(sheet) == []


def test_a_fold_in_its_own_dashes_and_a_stray_glue_tint() -> None:
    part = card(words="")
    part.line((5, 5), (55, 5), dash="4,4", layer="fold")
    part.rect(10, 20, 10, 5, fill="#dcdcdc")
    sheet = Sheet(A4, Duplex.LONG_EDGE, "board")
    centred(sheet, part, ident="board")
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p3: board: an area in the glue tint that is not a glue area "
        "[style.glue-tint]",
        "toy-en-a4 long-edge:p3: board: a fold line dashed '4,4' is neither the valley nor "
        "the mountain fold [style.fold-pattern]",
    ]


def test_manual_duplex_names_the_backs_file_and_its_page() -> None:
    sheet = Sheet(A4, Duplex.MANUAL, "cards")
    back = Drawing(60, 40, name="card")
    back.rect(0, 0, 60, 40, fill="#203040")
    centred(sheet, card(inset=10.0, words=""), back=back)
    where = Where("toy-en-a4 manual", 4, back_page=3, backs="backs file")
    assert lines(sheet, where) == [
        "toy-en-a4 manual backs file:p3: card-back: back art lies outside every front cut "
        "outline (by 14.1 mm) [duplex.back-inside]",
    ]


def tiles(columns: int = 3, rows: int = 2, size: float = 20.0) -> Drawing:
    """A block of square tiles sharing their cuts: the outline through every tile corner
    on the edge, and a cut along each inner edge, corner to corner."""
    w, h = columns * size, rows * size
    d = Drawing(w, h, name="tiles")
    ring = ([(i * size, 0.0) for i in range(columns)] + [(w, j * size) for j in range(rows)]
            + [(w - i * size, h) for i in range(columns)]
            + [(0.0, h - j * size) for j in range(rows)])
    d.cut(ring)
    for i in range(1, columns):
        for j in range(rows):
            d.cut([(i * size, j * size), (i * size, (j + 1) * size)], closed=False)
    for j in range(1, rows):
        for i in range(columns):
            d.cut([(i * size, j * size), ((i + 1) * size, j * size)], closed=False)
    return d


def test_a_block_of_tiles_frees_one_piece_per_tile() -> None:
    from printkit.craft.view import side_view

    sheet = Sheet(A4, Duplex.LONG_EDGE, "tiles")
    back = Drawing(60, 40, name="tiles")
    for i in range(3):
        for j in range(2):
            back.circle(10 + 20 * i, 10 + 20 * j, 8, fill="#203040")  # one disc a tile
    centred(sheet, tiles(), back=back, ident="tiles")
    pieces = side_view(sheet.front).parts["tiles"].pieces
    assert sorted((round(p.box[2] - p.box[0]), round(p.box[3] - p.box[1])) for p in pieces) \
        == [(20, 20)] * 6
    assert lines(sheet) == []


def test_a_back_across_two_tiles_of_a_block() -> None:
    sheet = Sheet(A4, Duplex.LONG_EDGE, "tiles")
    back = Drawing(60, 40, name="tiles")
    back.circle(20, 10, 8, fill="#203040")  # on the cut between the first two tiles
    centred(sheet, tiles(), back=back, ident="tiles")
    assert lines(sheet) == [
        "toy-en-a4 long-edge:p4: tiles-back: back art lies outside every front cut outline "
        "(by 8.0 mm) [duplex.back-inside]",
    ]
