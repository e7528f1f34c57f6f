"""Themes: ink-saver really saves ink; high-contrast stays readable in greyscale."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner

from printkit.art.palette import PALETTES, luminance
from printkit.cli import main

GS = shutil.which("gs")


def inkcov(path: Path) -> float:
    """Ghostscript's inkcov for a whole PDF: per page the fraction of pixels carrying
    each of C, M, Y and K, summed over the four inks and over the pages."""
    assert GS is not None
    result = subprocess.run([GS, "-q", "-o", "-", "-sDEVICE=inkcov", "-r50", str(path)],
                            capture_output=True, text=True, check=True)
    rows = [line.split() for line in result.stdout.splitlines() if line.endswith("OK")]
    assert rows, result.stdout
    return sum(float(value) for row in rows for value in row[:4])


def inked_area(pdf: bytes) -> float:
    """Fraction of pixels that are not paper white, summed over the pages (any ink)."""
    total = 0.0
    document = pdfium.PdfDocument(io.BytesIO(pdf))
    for page in document:
        histogram = page.render(scale=50 / 72).to_pil().convert("L").histogram()
        total += sum(histogram[:250]) / sum(histogram)
    document.close()
    return total


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("themes")
    built = {}
    for theme in PALETTES:
        out = folder / f"{theme}.pdf"
        result = CliRunner().invoke(main, ["build", "backgammon", "--theme", theme,
                                           "-o", str(out)], catch_exceptions=False)
        assert result.exit_code == 0, result.output
        built[theme] = out
    return built


@pytest.mark.skipif(GS is None, reason="needs Ghostscript (gs) for its inkcov device")
def test_ink_saver_has_at_most_a_quarter_of_classic_inkcov(kits) -> None:
    classic, saver = inkcov(kits["classic"]), inkcov(kits["ink-saver"])
    assert saver <= 0.25 * classic, f"ink-saver's inkcov is {saver / classic:.0%} of classic's"


def test_ink_saver_leaves_most_of_the_paper_white(kits) -> None:
    # Without Ghostscript: the area carrying any ink at all. Text inks the same area in
    # every theme (ink-saver prints it in black ink only, which this cannot see).
    classic = inked_area(kits["classic"].read_bytes())
    saver = inked_area(kits["ink-saver"].read_bytes())
    assert saver <= 0.5 * classic, f"ink-saver inks {saver / classic:.0%} of classic's area"


def test_themes_change_the_printed_parts(kits) -> None:
    assert len({path.read_bytes() for path in kits.values()}) == len(kits)


@pytest.mark.parametrize(("a", "b"), [("point_a", "point_b"), ("light", "dark")])
def test_high_contrast_pairs_differ_in_greyscale(a: str, b: str) -> None:
    palette = PALETTES["high-contrast"]
    # Luminance alone, as a greyscale printer sees it: clearly apart.
    assert abs(luminance(getattr(palette, a)) - luminance(getattr(palette, b))) >= 0.3
