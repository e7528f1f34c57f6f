"""PDF pages of drawings (ReportLab) and the final kit document (pypdf): order, metadata, hints."""

from __future__ import annotations

import io
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from pypdf import PageObject, PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    ByteStringObject,
    DecodedStreamObject,
    DictionaryObject,
    FloatObject,
    NameObject,
    RectangleObject,
    StreamObject,
    TextStringObject,
)
from reportlab.pdfgen.canvas import Canvas

from printkit import __version__
from printkit.art.canvas import Drawing
from printkit.render.draw import draw
from printkit.render.text import SERIF, register_fonts
from printkit.reproducible import source_date_epoch
from printkit.units import mm_to_pt


def drawings_pdf(pages: Sequence[Drawing | tuple[float, float]]) -> bytes:
    """A PDF with a page for each drawing, the drawing's size, or for each (width, height)
    in mm a blank page."""
    register_fonts()
    buffer = io.BytesIO()
    # A canvas opens in Helvetica, which is not embedded: start in a bundled face.
    canvas = Canvas(buffer, invariant=1, initialFontName=SERIF)
    for page in pages:
        width, height = (page.width, page.height) if isinstance(page, Drawing) else page
        canvas.setPageSize((mm_to_pt(width), mm_to_pt(height)))
        if isinstance(page, Drawing):
            draw(canvas, page, 0, mm_to_pt(height))
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def pages_of(pdf: bytes) -> list[PageObject]:
    """Return the pages of a PDF held in memory, attached to a writer so they can be edited."""
    return list(PdfWriter(clone_from=PdfReader(io.BytesIO(pdf))).pages)


# A PDF `cm` operand: (a, b, c, d, e, f) maps (x, y) to (ax + cy + e, bx + dy + f).
Matrix = tuple[float, float, float, float, float, float]


def stamp(page: PageObject, art: PageObject, matrix: Matrix, *, prefix: str = "PkArt") -> None:
    """Draw `art` on `page` through `matrix`, as a form XObject named `prefix` + a number.

    Much faster than pypdf's page merging, which parses and rewrites both content
    streams; here the art's stream is reused untouched and called by name."""
    writer = page.indirect_reference.pdf if page.indirect_reference else None
    if writer is None:
        raise ValueError("stamp needs a page attached to a writer (see pages_of)")
    form = form_xobject(art).clone(writer)
    resources = cast(DictionaryObject, page.setdefault(
        NameObject("/Resources"), DictionaryObject()).get_object())
    xobjects = cast(DictionaryObject, resources.setdefault(
        NameObject("/XObject"), DictionaryObject()).get_object())
    name = NameObject(f"/{prefix}{len(xobjects)}")
    xobjects[name] = writer._add_object(form)
    operands = " ".join(f"{value:.6f}" for value in matrix)
    _append_content(page, f"q {operands} cm {name} Do Q\n".encode())


def form_xobject(art: PageObject) -> StreamObject:
    """The content of page `art` as a form XObject with its own resources."""
    contents = art[NameObject("/Contents")].get_object()
    if isinstance(contents, ArrayObject):  # several streams: join them decoded
        form: StreamObject = DecodedStreamObject()
        form.set_data(b"\n".join(s.get_object().get_data() for s in contents))
    else:
        form = cast(StreamObject, contents)
    box = art.mediabox
    form[NameObject("/Type")] = NameObject("/XObject")
    form[NameObject("/Subtype")] = NameObject("/Form")
    form[NameObject("/BBox")] = ArrayObject(
        [FloatObject(box.left), FloatObject(box.bottom), FloatObject(box.right),
         FloatObject(box.top)])
    form[NameObject("/Resources")] = art[NameObject("/Resources")]
    if "/Group" in art:  # a page's transparency group keeps alpha right inside the form
        form[NameObject("/Group")] = art[NameObject("/Group")]
    return form


# Room outside the bleed for trim marks, and the marks' reach and weight.
SLUG_MM = 10.0
TRIM_MARK_GAP_MM = 1.0
TRIM_MARK_WIDTH_PT = 0.25


def set_print_boxes(page: PageObject, bleed_mm: float, trim_marks: bool) -> None:
    """Give `page` a TrimBox (the paper), a BleedBox `bleed_mm` larger, and a MediaBox that
    holds both, with trim marks in the slug when asked; the content does not move."""
    box = page.mediabox
    left, bottom, right, top = (float(v) for v in (box.left, box.bottom, box.right, box.top))
    bleed = mm_to_pt(bleed_mm)
    slug = mm_to_pt(SLUG_MM) if trim_marks else 0.0
    outer = bleed + slug
    page.trimbox = RectangleObject([left, bottom, right, top])
    page.bleedbox = RectangleObject([left - bleed, bottom - bleed, right + bleed, top + bleed])
    page.mediabox = RectangleObject([left - outer, bottom - outer, right + outer, top + outer])
    page.cropbox = page.mediabox
    if trim_marks:
        near, far = bleed + mm_to_pt(TRIM_MARK_GAP_MM), outer
        ops = [f"q {TRIM_MARK_WIDTH_PT} w 0 G"]
        for x, dx in ((left, -1), (right, 1)):
            for y, dy in ((bottom, -1), (top, 1)):
                ops.append(f"{x + dx * near:.3f} {y:.3f} m {x + dx * far:.3f} {y:.3f} l S")
                ops.append(f"{x:.3f} {y + dy * near:.3f} m {x:.3f} {y + dy * far:.3f} l S")
        ops.append("Q")
        _append_content(page, "\n".join(ops).encode())


def _append_content(page: PageObject, data: bytes) -> None:
    """Add a content stream after the page's own, by reference."""
    writer = page.indirect_reference.pdf if page.indirect_reference else None
    if writer is None:
        raise ValueError("the page must be attached to a writer (see pages_of)")
    stream = DecodedStreamObject()
    stream.set_data(data)
    streams = ArrayObject()
    if NameObject("/Contents") in page:  # a blank page has none
        # raw_get keeps the reference: an array of /Contents must hold references.
        contents = page.raw_get(NameObject("/Contents"))
        streams = contents.get_object() if isinstance(contents.get_object(), ArrayObject) else (
            ArrayObject([contents]))
    streams.append(writer._add_object(stream))
    page[NameObject("/Contents")] = streams


@dataclass(frozen=True)
class Metadata:
    """What a kit PDF says about itself."""

    title: str
    subject: str
    language: str  # BCP 47, e.g. "pt-BR"
    keywords: str = ""


def pdf_date() -> str:
    """The document date: SOURCE_DATE_EPOCH when set, else a fixed date, as a PDF date."""
    return time.strftime("D:%Y%m%d%H%M%SZ", time.gmtime(source_date_epoch()))


def write_document(
    pages: Sequence[PageObject | tuple[float, float]],
    meta: Metadata,
    *,
    duplex_hint: str,
) -> bytes:
    """Assemble pages (or (width, height) mm for a blank page) into the final PDF bytes."""
    writer = PdfWriter()
    for page in pages:
        if isinstance(page, tuple):
            writer.add_blank_page(mm_to_pt(page[0]), mm_to_pt(page[1]))
        else:
            writer.add_page(page)
    for page in writer.pages:
        page.compress_content_streams()
    # Each diagram and sheet embeds its own subset of the same font: keep one copy.
    writer.compress_identical_objects()
    date = pdf_date()
    writer.add_metadata({
        "/Title": meta.title,
        "/Subject": meta.subject,
        "/Keywords": meta.keywords,
        "/Creator": f"printkit {__version__}",
        "/Producer": f"printkit {__version__}",
        "/CreationDate": date,
        "/ModDate": date,
    })
    root = writer._root_object
    root[NameObject("/Lang")] = TextStringObject(meta.language)
    root[NameObject("/ViewerPreferences")] = DictionaryObject({
        NameObject("/Duplex"): NameObject(duplex_hint),
        # Scaling to fit would shrink every part: dice would no longer fold.
        NameObject("/PrintScaling"): NameObject("/None"),
        NameObject("/DisplayDocTitle"): NameObject("/true"),
    })
    writer._ID = ArrayObject([ByteStringObject(_ID_PLACEHOLDER)] * 2)
    buffer = io.BytesIO()
    writer.write(buffer)
    return _with_stable_id(buffer.getvalue())


# Written as the file identifier, then replaced by a digest of the file: one pass gives
# an /ID that depends on the content alone, so identical input gives identical output.
_ID_PLACEHOLDER = bytes(range(16))


def _with_stable_id(data: bytes) -> bytes:
    """Replace the placeholder /ID in the trailer by the MD5 of the whole file; same
    length, so no offset moves."""
    import hashlib

    at = data.rindex(b"/ID")  # the trailer, which comes last
    placeholder = b"<" + _ID_PLACEHOLDER.hex().encode() + b">"
    if data.count(placeholder, at) != 2:
        raise AssertionError("the trailer's /ID placeholder went missing")
    digest = b"<" + hashlib.md5(data).hexdigest().encode() + b">"
    return data[:at] + data[at:].replace(placeholder, digest)
