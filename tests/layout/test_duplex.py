"""Backs land behind their fronts after the flip, measured on the rendered PDF pages."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pytest

from printkit.art.canvas import Drawing
from printkit.layout.sheet import Duplex, Sheet, back_origin
from printkit.render.kitpdf import sheet_pages
from printkit.render.pdf import Metadata, write_document
from printkit.units import PAPERS

DPI = 72


def _block(colour: str, w: float, h: float) -> Drawing:
    d = Drawing(w, h, name="block")
    d.rect(0, 0, w, h, fill=colour)
    return d


def _ink_box(page: pdfium.PdfPage, channel: int) -> tuple[float, float, float, float]:
    """Bounding box in mm of pixels where `channel` dominates (red=0, blue=2)."""
    image = page.render(scale=DPI / 72).to_pil().convert("RGB")
    width, height = image.size
    pixels = image.load()
    xs, ys = [], []
    for y in range(height):
        for x in range(width):
            px = pixels[x, y]
            if px[channel] > 200 and max(px[i] for i in range(3) if i != channel) < 80:
                xs.append(x)
                ys.append(y)
    mm = 25.4 / DPI
    return (min(xs) * mm, min(ys) * mm, (max(xs) + 1) * mm, (max(ys) + 1) * mm)


@pytest.mark.parametrize("duplex", list(Duplex))
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_back_lies_behind_front_after_flip(duplex: Duplex, paper: str) -> None:
    sheet = Sheet(PAPERS[paper], duplex, title="test")
    x, y, w, h = 20.0, 30.0, 60.0, 40.0
    sheet.place(_block("#ff0000", w, h), x, y, back=_block("#0000ff", w, h), ident="part")
    pdf = write_document(sheet_pages([sheet]), Metadata("t", "t", "en"),
                         duplex_hint="/DuplexFlipLongEdge")
    doc = pdfium.PdfDocument(io.BytesIO(pdf))
    front = _ink_box(doc[0], 0)
    back = _ink_box(doc[1], 2)
    W, H = PAPERS[paper].width, PAPERS[paper].height
    # Flip the back page the way the paper is turned (by the printer, or by hand over
    # the long edge for manual duplex) and compare.
    if duplex is Duplex.SHORT_EDGE:
        turned = (back[0], H - back[3], back[2], H - back[1])
    else:
        turned = (W - back[2], back[1], W - back[0], back[3])
    assert front == pytest.approx((x, y, x + w, y + h), abs=0.8)
    assert turned == pytest.approx(front, abs=0.8)


def test_back_origin_formulas() -> None:
    a4 = PAPERS["a4"]
    assert back_origin(10, 20, 30, 40, a4, Duplex.LONG_EDGE) == (210 - 10 - 30, 20)
    assert back_origin(10, 20, 30, 40, a4, Duplex.SHORT_EDGE) == (10, 297 - 20 - 40)


def test_sheet_without_backs_is_printed_one_sided() -> None:
    # No blank back page: the kit says to print such a sheet on one side only.
    sheet = Sheet(PAPERS["a4"], Duplex.LONG_EDGE, title="t")
    sheet.place(_block("#ff0000", 10, 10), 10, 10)
    assert len(sheet_pages([sheet])) == 1


def test_part_outside_printer_margin_is_refused() -> None:
    from printkit.errors import PrintkitError

    sheet = Sheet(PAPERS["a4"], Duplex.LONG_EDGE, title="t")
    with pytest.raises(PrintkitError, match="printable area"):
        sheet.place(_block("#ff0000", 10, 10), 2, 10)


@pytest.mark.parametrize("duplex", list(Duplex))
def test_back_art_is_upright_when_the_part_is_turned_over_sideways(duplex: Duplex) -> None:
    """A mark in the top-left corner of a part's back art must show, seen through from
    the front, behind the part's top-right corner: the part then turns over like a
    book page to show its back upright, whichever way the printer flipped the sheet."""
    paper = PAPERS["a4"]
    sheet = Sheet(paper, duplex, title="test")
    x, y, w, h = 30.0, 40.0, 80.0, 50.0
    back = Drawing(w, h, name="back")
    back.rect(0, 0, 12, 12, fill="#0000ff")  # the mark, top-left of the back art
    sheet.place(_block("#ff0000", w, h), x, y, back=back, ident="part")
    pdf = write_document(sheet_pages([sheet]), Metadata("t", "t", "en"),
                         duplex_hint="/DuplexFlipLongEdge")
    mark = _ink_box(pdfium.PdfDocument(io.BytesIO(pdf))[1], 2)
    W, H = paper.width, paper.height
    if duplex is Duplex.SHORT_EDGE:
        seen = (mark[0], H - mark[3], mark[2], H - mark[1])
    else:
        seen = (W - mark[2], mark[1], W - mark[0], mark[3])
    assert seen == pytest.approx((x + w - 12, y, x + w, y + 12), abs=0.8)
