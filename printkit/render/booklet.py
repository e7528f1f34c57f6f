"""Booklet imposition: half-size rulebook pages drawn two per side onto the paper (pypdf)."""

from __future__ import annotations

import io

from pypdf import PageObject, PdfWriter

from printkit.errors import PrintkitError
from printkit.layout.booklet import Slot, Turn, half_page, imposition
from printkit.layout.sheet import Duplex
from printkit.render.pdf import Matrix, pages_of, stamp
from printkit.units import Paper, mm_to_pt, pt_to_mm

# Source pages may differ from the half page by rounding to points, not by more.
SIZE_TOLERANCE_MM = 0.5


def impose(pdf: bytes, paper: Paper, duplex: Duplex) -> bytes:
    """Impose a PDF of half_page(paper) pages as a booklet on portrait `paper` for `duplex`."""
    sources = pages_of(pdf)
    for number, source in enumerate(sources, start=1):
        _check_half_page(number, source, paper)
    writer = PdfWriter()
    for slots in imposition(len(sources), duplex):
        page = writer.add_blank_page(mm_to_pt(paper.width), mm_to_pt(paper.height))
        for slot in slots:
            if slot.page is not None:
                art = sources[slot.page - 1]
                stamp(page, art, _matrix(slot, art, paper), prefix="PkHalf")
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def _check_half_page(number: int, page: PageObject, paper: Paper) -> None:
    """Refuse a source page that is not an upright half page of `paper`."""
    width, height = (pt_to_mm(float(page.mediabox.width)), pt_to_mm(float(page.mediabox.height)))
    want_w, want_h = half_page(paper)
    if page.rotation % 360 or (abs(width - want_w) > SIZE_TOLERANCE_MM
                               or abs(height - want_h) > SIZE_TOLERANCE_MM):
        raise PrintkitError(
            f"booklet page {number} is {width:.1f} x {height:.1f} mm (rotated "
            f"{page.rotation % 360}°); a booklet on {paper.name} paper needs unrotated "
            f"{want_w:.1f} x {want_h:.1f} mm pages"
        )


def _matrix(slot: Slot, page: PageObject, paper: Paper) -> Matrix:
    """The PDF matrix that draws `page` (a half page) turned and placed into `slot`."""
    box = page.mediabox
    left, bottom = float(box.left), float(box.bottom)
    width, height = float(box.width), float(box.height)
    # PDF space runs upwards from the sheet's bottom-left corner.
    base = mm_to_pt(paper.height / 2) if slot.top else 0.0
    if slot.turn is Turn.LEFT:
        # (x, y) -> (height - y, base + x): the page's left edge lies on the slot's lower
        # edge, which for the top slot is the crease, the spine of a right-hand page.
        return (0.0, 1.0, -1.0, 0.0, height + bottom, base - left)
    # (x, y) -> (y, base + width - x): the page's left edge lies on the slot's upper edge.
    return (0.0, -1.0, 1.0, 0.0, -bottom, base + width + left)
