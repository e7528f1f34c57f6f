"""Porcelain for the duplex calibration sheet: where its scales go, and the PDF."""

from __future__ import annotations

from printkit.art.canvas import Point
from printkit.art.parts.calibration_sheet import draw_back, draw_front, target_centres
from printkit.i18n import Gettext, untranslated
from printkit.layout.sheet import Duplex, back_origin
from printkit.render.kitpdf import DUPLEX_HINTS
from printkit.render.pdf import Metadata, drawings_pdf, pages_of, write_document
from printkit.units import Paper


def back_zeros(paper: Paper, duplex: Duplex, offset: tuple[float, float]) -> list[Point]:
    """Where each scale's zero goes on the back page: behind its front target, then offset."""
    zeros = []
    for x, y in target_centres(paper.width, paper.height):
        # A point is a part of no size: back_origin mirrors it as the flip does.
        bx, by = back_origin(x, y, 0.0, 0.0, paper, duplex)
        # Added the same way Sheet.place adds it to every back of a kit, so the
        # number read here is the number that corrects the kit.
        zeros.append((bx + offset[0], by + offset[1]))
    return zeros


def calibration_pdf(paper: Paper, duplex: Duplex, offset: tuple[float, float],
                    language: str = "en", _: Gettext = untranslated) -> bytes:
    """The calibration sheet as a two-page PDF: front, then back."""
    front = draw_front(paper, duplex.value, offset, _, language)
    back = draw_back(paper, back_zeros(paper, duplex, offset), offset, _, language)
    meta = Metadata(title=_("Duplex calibration sheet"),
                    subject=_("Measures how far a printer moves the back of a sheet"),
                    language=language,
                    keywords=", ".join((_("print-and-play"), _("duplex"), _("calibration"))))
    return write_document(pages_of(drawings_pdf([front, back])), meta,
                          duplex_hint=DUPLEX_HINTS[duplex])
