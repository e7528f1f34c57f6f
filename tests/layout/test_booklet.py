"""Booklets: print the imposed pages, stack, fold in code, and read pages 1..N upright."""

from __future__ import annotations

import io
from dataclasses import dataclass, replace
from typing import cast

import pypdfium2 as pdfium
import pytest
from PIL import Image
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from printkit.errors import PrintkitError
from printkit.layout.booklet import Slot, Turn, half_page, imposition, saddle_order
from printkit.layout.sheet import Duplex
from printkit.render.booklet import impose
from printkit.units import PAPERS, Paper, mm_to_pt, pt_to_mm

# Directions on a page seen from its printed side, screen-like: x right, y DOWN.
Vec = tuple[int, int]
UP: Vec = (0, -1)
RIGHT: Vec = (1, 0)

SCALE = 0.5  # render at 36 dpi: 1.4 pixels per mm, enough to place a corner within 1.5 mm
INSET_MM = 1.5
MARKER_MM = 20.0
RGB = tuple[int, int, int]
RED, BLUE, WHITE = (255, 0, 0), (0, 0, 255), (255, 255, 255)


def _page_colour(number: int) -> RGB:
    return (40 + 10 * number, 160, 40)


@dataclass(frozen=True)
class Panel:
    """What one half of an imposed page shows: the page, and where its top and right point."""

    page: int | None
    top: bool
    up: Vec
    right: Vec


# ---- the physical model: print, stack, fold, read -----------------------------------------


def _rot_cw(v: Vec) -> Vec:
    return (-v[1], v[0])  # a quarter turn clockwise on screen (y down): up becomes right


def _mirror_x(v: Vec) -> Vec:
    return (-v[0], v[1])


def _mirror_y(v: Vec) -> Vec:
    return (v[0], -v[1])


def _seen_from_above(panel: Panel, duplex: Duplex) -> Panel:
    """Where a back panel lies seen from above through the sheet, front up, after the flip."""
    if duplex is Duplex.SHORT_EDGE:  # y' = H - y: top and bottom swap, vertical mirrors
        return replace(panel, top=not panel.top, up=_mirror_y(panel.up),
                       right=_mirror_y(panel.right))
    # Long edge (and a manual turn over the long edge): x' = W - x.
    return replace(panel, up=_mirror_x(panel.up), right=_mirror_x(panel.right))


def read_folded(imposed: list[list[Panel]], duplex: Duplex) -> list[tuple[int | None, bool]]:
    """Print duplex, stack in order (first sheet on top, fronts up), fold the bottom half
    under along the middle, hold the spine on the left, and read: (page, upright) each."""
    surfaces: dict[tuple[int, bool, bool], Panel] = {}
    for index, panels in enumerate(imposed):
        sheet, back = divmod(index, 2)
        for panel in panels:
            panel = _seen_from_above(panel, duplex) if back else panel
            surfaces[sheet, panel.top, bool(back)] = panel
    sheets = len(imposed) // 2
    assert len(surfaces) == 4 * sheets, "a side must fill its top and its bottom half"
    # The folded-under bottom halves come upside down (mirror y) and reverse their order;
    # turning a quarter clockwise puts the crease (the spine) on the left; turning a leaf
    # over the spine shows its other surface mirrored left to right.
    leaves = [(s, True) for s in range(sheets)] + [(s, False) for s in reversed(range(sheets))]
    read = []
    for sheet, top in leaves:
        fold = [] if top else [_mirror_y]
        recto, verso = (False, True) if top else (True, False)  # the surface met first
        for back, view in ((recto, [*fold, _rot_cw]), (verso, [*fold, _rot_cw, _mirror_x])):
            panel = surfaces[sheet, top, back]
            up, right = panel.up, panel.right
            for step in view:
                up, right = step(up), step(right)
            read.append((panel.page, panel.page is None or (up, right) == (UP, RIGHT)))
    return read


def _expected(pages: int) -> list[tuple[int | None, bool]]:
    total = -(-pages // 4) * 4
    return [(n if n <= pages else None, True) for n in range(1, total + 1)]


def _from_plan(pages: int, duplex: Duplex) -> list[list[Panel]]:
    """The imposition plan as panels, reading Turn as its docstring says."""
    arrows = {Turn.LEFT: ((-1, 0), (0, -1)), Turn.RIGHT: ((1, 0), (0, 1))}
    return [[Panel(s.page, s.top, *arrows[s.turn]) for s in slots]
            for slots in imposition(pages, duplex)]


# ---- the plan ----------------------------------------------------------------------------


def test_half_page_is_the_paper_halved_across() -> None:
    assert half_page(PAPERS["a4"]) == (148.5, 210.0)
    assert half_page(PAPERS["letter"]) == pytest.approx((139.7, 215.9))
    assert half_page(PAPERS["a3"]) == (210.0, 297.0)


def test_saddle_order_pairs_pages_from_both_ends() -> None:
    assert saddle_order(8) == [((8, 1), (2, 7)), ((6, 3), (4, 5))]
    assert saddle_order(5) == [((None, 1), (2, None)), ((None, 3), (4, 5))]
    assert saddle_order(1) == [((None, 1), (None, None))]
    with pytest.raises(ValueError, match="at least one page"):
        saddle_order(0)


@pytest.mark.parametrize("pages", range(1, 30))
def test_saddle_order_uses_every_page_once(pages: int) -> None:
    order = saddle_order(pages)
    numbers = [n for sheet in order for side in sheet for n in side]
    assert len(order) == -(-pages // 4)
    assert sorted(n for n in numbers if n is not None) == list(range(1, pages + 1))


def test_imposition_of_four_pages() -> None:
    left, right = Turn.LEFT, Turn.RIGHT
    front = (Slot(1, True, left), Slot(4, False, left))
    assert imposition(4, Duplex.SHORT_EDGE) == [
        front, (Slot(3, True, left), Slot(2, False, left))]
    assert imposition(4, Duplex.LONG_EDGE) == [
        front, (Slot(2, True, right), Slot(3, False, right))]


@pytest.mark.parametrize("duplex", list(Duplex))
@pytest.mark.parametrize("pages", range(1, 18))
def test_folded_plan_reads_in_order(pages: int, duplex: Duplex) -> None:
    assert read_folded(_from_plan(pages, duplex), duplex) == _expected(pages)


@pytest.mark.parametrize("pages", [2, 4, 9])
def test_fold_model_catches_the_wrong_flip(pages: int) -> None:
    plan = _from_plan(pages, Duplex.SHORT_EDGE)
    assert read_folded(plan, Duplex.LONG_EDGE) != _expected(pages)


# ---- the PDF -----------------------------------------------------------------------------


def _source(pages: int, paper: Paper) -> bytes:
    """Half pages in one colour each, a red block in the top-left corner, a blue top-right."""
    width, height = (mm_to_pt(v) for v in half_page(paper))
    marker = mm_to_pt(MARKER_MM)
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(width, height))
    for number in range(1, pages + 1):
        for colour, x, y, w, h in (
            (_page_colour(number), 0, 0, width, height),
            (RED, 0, height - marker, marker, marker),
            (BLUE, width - marker, height - marker, marker, marker),
        ):
            canvas.setFillColorRGB(*(c / 255 for c in colour))
            canvas.rect(x, y, w, h, stroke=0, fill=1)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _name(pixel: RGB) -> str | int | None:
    """What a sampled pixel shows: 'red', 'blue', a page number, or None for paper."""
    close = {name: colour for name, colour in (("red", RED), ("blue", BLUE), (None, WHITE))}
    for name, colour in close.items():
        if all(abs(a - b) < 30 for a, b in zip(pixel, colour, strict=True)):
            return name
    number = round((pixel[0] - 40) / 10)
    assert all(abs(a - b) < 6 for a, b in zip(pixel, _page_colour(number), strict=True)), pixel
    return number


def _panel(image: Image.Image, paper: Paper, top: bool) -> Panel:
    """Read one half of a rendered page: the page colour at its middle, markers at corners."""
    half = paper.height / 2
    y0 = 0.0 if top else half

    def sample(x_mm: float, y_mm: float) -> str | int | None:
        px = mm_to_pt(1) * SCALE
        return _name(cast(RGB, image.getpixel((int(x_mm * px), int(y_mm * px)))))

    centre = sample(paper.width / 2, y0 + half / 2)
    corners = {(sx, sy): sample(paper.width / 2 + sx * (paper.width / 2 - INSET_MM),
                                y0 + half / 2 + sy * (half / 2 - INSET_MM))
               for sx in (-1, 1) for sy in (-1, 1)}
    if centre is None:
        assert set(corners.values()) == {None}
        return Panel(None, top, (0, 0), (0, 0))
    # The other two corners show the page's own colour: it fills the half to its edges.
    assert sorted(map(str, corners.values())) == sorted(["red", "blue", *[str(centre)] * 2])
    red = next(c for c, v in corners.items() if v == "red")
    blue = next(c for c, v in corners.items() if v == "blue")
    assert isinstance(centre, int)
    # Red and blue sit at the page's top-left and top-right corners: from one to the
    # other is "right", and the middle of the two is "up" from the half's centre.
    right = ((blue[0] - red[0]) // 2, (blue[1] - red[1]) // 2)
    up = ((blue[0] + red[0]) // 2, (blue[1] + red[1]) // 2)
    return Panel(centre, top, up, right)


def _rendered(pdf: bytes, paper: Paper) -> list[list[Panel]]:
    document = pdfium.PdfDocument(pdf)
    try:
        return [[_panel(page.render(scale=SCALE).to_pil().convert("RGB"), paper, top)
                 for top in (True, False)] for page in document]
    finally:
        document.close()


CASES = [("a4", n) for n in range(1, 18)] + [("letter", 10), ("a3", 10)]


@pytest.mark.parametrize("duplex", list(Duplex))
@pytest.mark.parametrize(("paper_name", "pages"), CASES)
def test_folded_pdf_reads_in_order(paper_name: str, pages: int, duplex: Duplex) -> None:
    paper = PAPERS[paper_name]
    pdf = impose(_source(pages, paper), paper, duplex)
    assert read_folded(_rendered(pdf, paper), duplex) == _expected(pages)


@pytest.mark.parametrize("paper_name", ["a4", "letter", "a3"])
def test_imposed_pages_are_portrait_paper_exactly(paper_name: str) -> None:
    paper = PAPERS[paper_name]
    reader = PdfReader(io.BytesIO(impose(_source(6, paper), paper, Duplex.LONG_EDGE)))
    assert len(reader.pages) == 4
    for page in reader.pages:
        box = page.mediabox
        assert (float(box.left), float(box.bottom)) == (0, 0)
        assert pt_to_mm(float(box.width)) == pytest.approx(paper.width, abs=0.01)
        assert pt_to_mm(float(box.height)) == pytest.approx(paper.height, abs=0.01)
        assert page.rotation == 0


def test_pages_of_the_wrong_size_are_refused() -> None:
    a4 = PAPERS["a4"]
    with pytest.raises(PrintkitError, match=r"needs unrotated 148\.5 x 210\.0 mm pages"):
        impose(_source(2, PAPERS["a3"]), a4, Duplex.LONG_EDGE)
