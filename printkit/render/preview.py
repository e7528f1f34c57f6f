"""PNG previews of a PDF's pages and a contact sheet of them all (pypdfium2 + Pillow)."""

from __future__ import annotations

import io
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image

from printkit.output import atomic_write


def page_images(pdf: bytes, *, dpi: float) -> list[Image.Image]:
    """Render every page of `pdf` at `dpi` to an RGB image."""
    document = pdfium.PdfDocument(io.BytesIO(pdf))
    try:
        return [page.render(scale=dpi / 72).to_pil().convert("RGB") for page in document]
    finally:
        document.close()


def contact_sheet(images: list[Image.Image], *, columns: int = 4, gap: int = 12) -> Image.Image:
    """Lay thumbnails out in a grid on a grey background, pages in reading order."""
    width = max(image.width for image in images)
    height = max(image.height for image in images)
    rows = -(-len(images) // columns)
    sheet = Image.new("RGB", (columns * (width + gap) + gap, rows * (height + gap) + gap),
                      "#8a8a8a")
    for index, image in enumerate(images):
        row, column = divmod(index, columns)
        sheet.paste(image, (gap + column * (width + gap), gap + row * (height + gap)))
    return sheet


def png_bytes(image: Image.Image) -> bytes:
    """Encode `image` as PNG (Pillow writes no timestamps, so output is reproducible)."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def write_previews(pdf: bytes, folder: Path, *, dpi: float = 60) -> list[Path]:
    """Write page-NN.png for every page and contact-sheet.png into `folder`."""
    images = page_images(pdf, dpi=dpi)
    written = [atomic_write(folder / f"page-{n:02d}.png", png_bytes(image))
               for n, image in enumerate(images, start=1)]
    thumbs = page_images(pdf, dpi=dpi / 2) if dpi > 30 else images
    written.append(atomic_write(folder / "contact-sheet.png", png_bytes(contact_sheet(thumbs))))
    # Pages of an earlier, longer preview would sit beside this one and mislead.
    for old in set(folder.glob("page-*.png")) - set(written):
        old.unlink()
    return written
