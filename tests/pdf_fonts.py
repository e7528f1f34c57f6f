"""What a built PDF says about its fonts, for the tests that promise every font is embedded."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader


def fonts_not_embedded(path: Path) -> list[str]:
    """The names of the fonts any page of `path` uses that are not embedded and subset."""
    fonts = {}
    for page in PdfReader(path).pages:
        resources = page.get("/Resources") or {}
        for font in (resources.get("/Font") or {}).values():
            font = font.get_object()
            fonts[str(font["/BaseFont"])] = font
    assert fonts, "a kit has text pages, so it must have fonts"
    missing = []
    for name, font in fonts.items():
        descriptor = font.get("/FontDescriptor")
        if descriptor is None and "/DescendantFonts" in font:  # Type0: on its descendant
            descriptor = font["/DescendantFonts"][0].get_object().get("/FontDescriptor")
        embedded = descriptor is not None and any(
            k in descriptor.get_object() for k in ("/FontFile", "/FontFile2", "/FontFile3"))
        if not embedded or "+" not in name:
            missing.append(name)
    return sorted(missing)
