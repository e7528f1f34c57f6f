"""Themes: ink-saver really saves ink; high-contrast stays readable in greyscale."""

from __future__ import annotations

import io
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner

from printkit.art.palette import PALETTES, luminance
from printkit.cli import main

DPI = 20


def ink_coverage(pdf: bytes) -> float:
    """Total CMYK ink of all pages (sum over pages of mean C+M+Y+K per pixel), the way
    Ghostscript's inkcov device counts it: naive RGB -> CMYK with full black generation."""
    total = 0.0
    document = pdfium.PdfDocument(io.BytesIO(pdf))
    for page in document:
        image = page.render(scale=DPI / 72).to_pil().convert("RGB")
        data = image.tobytes()
        pixels = len(data) // 3
        ink = 0.0
        for i in range(0, len(data), 3):
            r, g, b = data[i] / 255, data[i + 1] / 255, data[i + 2] / 255
            k = 1 - max(r, g, b)
            if k < 1:
                ink += k + ((1 - r - k) + (1 - g - k) + (1 - b - k)) / (1 - k)
            else:
                ink += 1
        total += ink / pixels
    document.close()
    return total


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[str, bytes]:
    folder = tmp_path_factory.mktemp("themes")
    built = {}
    for theme in PALETTES:
        out = folder / f"{theme}.pdf"
        result = CliRunner().invoke(main, ["build", "backgammon", "--theme", theme,
                                           "-o", str(out)], catch_exceptions=False)
        assert result.exit_code == 0, result.output
        built[theme] = Path(out).read_bytes()
    return built


def test_ink_saver_uses_at_most_a_quarter_of_classic_ink(kits) -> None:
    classic = ink_coverage(kits["classic"])
    saver = ink_coverage(kits["ink-saver"])
    assert saver <= 0.25 * classic, f"ink-saver uses {saver / classic:.0%} of classic's ink"


def test_themes_change_the_printed_parts(kits) -> None:
    assert len({pdf for pdf in kits.values()}) == len(kits)


@pytest.mark.parametrize(("a", "b"), [("point_a", "point_b"), ("light", "dark")])
def test_high_contrast_pairs_differ_in_greyscale(a: str, b: str) -> None:
    palette = PALETTES["high-contrast"]
    # Luminance alone, as a greyscale printer sees it: clearly apart.
    assert abs(luminance(getattr(palette, a)) - luminance(getattr(palette, b))) >= 0.3
