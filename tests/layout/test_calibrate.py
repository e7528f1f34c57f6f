"""`printkit calibrate`, measured on the PDF it writes: the back scales lie behind the front
lines after the flip, move by exactly the back offset, and read the correction to pass."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image
from pypdf import PdfReader

from printkit.art.canvas import Drawing
from printkit.art.parts.calibration_sheet import GAP, SPAN, target_centres
from printkit.layout.sheet import Duplex, Sheet
from printkit.render.kitpdf import sheet_pages
from printkit.render.pdf import Metadata, write_document
from printkit.units import PAPERS, pt_to_mm

DPI = 100  # 0.25 mm a pixel; line centres come out to a few hundredths of a mm
TOLERANCE = 0.12  # mm
WINDOW = 4.0  # mm either side of where a line is looked for

Box = tuple[float, float, float, float]  # left, top, right, bottom in mm


# -- reading the rendered pages -------------------------------------------------------


@dataclass(frozen=True)
class Raster:
    """A rendered page and its millimetres per pixel on each axis."""

    image: Image.Image
    sx: float
    sy: float


def _pages(path: Path) -> list[Raster]:
    """Render each page of the PDF at `path` in greyscale."""
    doc = pdfium.PdfDocument(path)
    try:
        rasters = []
        for page in doc:
            image = page.render(scale=DPI / 72).to_pil().convert("L")
            # The bitmap has whole pixels, so pdfium stretches the page a little to fill
            # it (A4 is 826.8 x 1169.3 px at 100 dpi): measure with the real scale.
            w, h = (pt_to_mm(v) for v in page.get_size())
            rasters.append(Raster(image, w / image.width, h / image.height))
        return rasters
    finally:
        doc.close()


def _profile(page: Raster, box: Box, *, along_x: bool) -> tuple[float, list[int]]:
    """Ink in `box` summed per column (along_x) or per row; returns (first pixel, sums)."""
    left, right = (round(v / page.sx) for v in box[0::2])
    top, bottom = (round(v / page.sy) for v in box[1::2])
    pixels = page.image.load()
    assert pixels is not None
    outer = range(left, right) if along_x else range(top, bottom)
    inner = range(top, bottom) if along_x else range(left, right)
    sums = [sum(255 - (pixels[o, i] if along_x else pixels[i, o]) for i in inner)
            for o in outer]
    return (left if along_x else top), sums


def _line(page: Raster, box: Box, *, along_x: bool) -> float:
    """Centre in mm of the darkest line across `box`: an x if along_x, else a y."""
    start, sums = _profile(page, box, along_x=along_x)
    peak = max(range(len(sums)), key=sums.__getitem__)
    # The centroid of the few pixels round the peak places an anti-aliased line
    # to a fraction of a pixel.
    near = range(max(peak - 2, 0), min(peak + 3, len(sums)))
    weight = sum(sums[i] for i in near)
    assert weight > 0, f"no line in {box}"
    centre = start + sum(i * sums[i] for i in near) / weight + 0.5
    return centre * (page.sx if along_x else page.sy)


def _ink_height(page: Raster, box: Box) -> int:
    """How many pixel rows of `box` hold any ink: tall for '+', flat for '−'."""
    _, sums = _profile(page, box, along_x=False)
    return sum(1 for s in sums if s > 255)


def _front_lines(front: Raster, x: float, y: float) -> tuple[float, float]:
    """The measured x of the vertical line and y of the horizontal line of a front target."""
    # Measure each line on its arm, clear of the centre circle and of the other line.
    vertical = _line(front, (x - WINDOW, y + 8, x + WINDOW, y + 12), along_x=True)
    horizontal = _line(front, (x + 8, y - WINDOW, x + 12, y + WINDOW), along_x=False)
    return vertical, horizontal


def _back_scales(back: Raster, x: float, y: float) -> dict[str, float]:
    """Measured zero ticks and baselines of the scale pair whose zero is near (x, y)."""
    h_base = _line(back, (x - SPAN + 0.3, y + GAP - WINDOW, x + SPAN - 0.3, y + GAP + WINDOW),
                   along_x=False)
    v_base = _line(back, (x + GAP - WINDOW, y - SPAN + 0.3, x + GAP + WINDOW, y + SPAN - 0.3),
                   along_x=True)
    # Only the zero tick reaches across to the far side of each baseline.
    return {
        "x_zero": _line(back, (x - WINDOW, h_base - 1.3, x + WINDOW, h_base - 0.4),
                        along_x=True),
        "y_zero": _line(back, (v_base - 1.3, y - WINDOW, v_base - 0.4, y + WINDOW),
                        along_x=False),
        "x_base": v_base,
        "y_base": h_base,
    }


def _flip(x: float, y: float, paper: str, duplex: str) -> tuple[float, float]:
    """Where a point of the back page lies on the front, after the printer's flip."""
    w, h = PAPERS[paper].width, PAPERS[paper].height
    return (w - x, y) if duplex == "long-edge" else (x, h - y)


def _calibrate(run, *args: str) -> list[Raster]:
    """Run `printkit calibrate` with `args` and return its rendered pages."""
    result = run("calibrate", *args, "-o", "sheet.pdf")
    assert result.exit_code == 0, result.output
    return _pages(Path("sheet.pdf"))


# -- the PDF --------------------------------------------------------------------------


@pytest.mark.parametrize(("paper", "duplex", "hint"), [
    ("a4", "long-edge", "/DuplexFlipLongEdge"),
    ("letter", "short-edge", "/DuplexFlipShortEdge"),
    ("a3", "long-edge", "/DuplexFlipLongEdge"),
    ("a4", "manual", "/Simplex"),  # one-sided printer: the user turns the sheet
])
def test_two_pages_of_the_paper_size_with_the_duplex_hint(run, paper, duplex, hint) -> None:
    result = run("calibrate", "--paper", paper, "--duplex", duplex)
    path = Path("build") / f"calibration-{paper}.pdf"
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"{path}: 2 pages")
    reader = PdfReader(path)
    assert len(reader.pages) == 2
    for page in reader.pages:
        size = (pt_to_mm(float(page.mediabox.width)), pt_to_mm(float(page.mediabox.height)))
        assert size == pytest.approx((PAPERS[paper].width, PAPERS[paper].height), abs=0.01)
    prefs = reader.trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/Duplex"] == hint
    assert prefs["/PrintScaling"] == "/None"


# -- geometry -------------------------------------------------------------------------


@pytest.mark.parametrize("duplex", ["long-edge", "short-edge"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_scale_zero_lies_behind_its_front_line(run, paper, duplex) -> None:
    front, back = _calibrate(run, "--paper", paper, "--duplex", duplex)
    for tx, ty in target_centres(PAPERS[paper].width, PAPERS[paper].height):
        line_x, line_y = _front_lines(front, tx, ty)
        assert (line_x, line_y) == pytest.approx((tx, ty), abs=TOLERANCE)
        # Look for the scales where the flip puts the lines, then flip them back.
        bx, by = _flip(line_x, line_y, paper, duplex)
        scales = _back_scales(back, bx, by)
        zero_x, _ = _flip(scales["x_zero"], by, paper, duplex)
        _, zero_y = _flip(bx, scales["y_zero"], paper, duplex)
        assert zero_x == pytest.approx(line_x, abs=TOLERANCE), (tx, ty)
        assert zero_y == pytest.approx(line_y, abs=TOLERANCE), (tx, ty)


@pytest.mark.parametrize("duplex", ["long-edge", "short-edge"])
def test_back_offset_moves_every_scale_by_exactly_that(run, duplex) -> None:
    _, plain = _calibrate(run, "--duplex", duplex)
    _, moved = _calibrate(run, "--duplex", duplex, "--back-offset=2,-1")
    for x, y in target_centres(PAPERS["a4"].width, PAPERS["a4"].height):
        bx, by = _flip(x, y, "a4", duplex)
        before = _back_scales(plain, bx, by)
        after = _back_scales(moved, bx + 2, by - 1)
        shift = {key: after[key] - before[key] for key in before}
        assert shift == pytest.approx(
            {"x_zero": 2.0, "x_base": 2.0, "y_zero": -1.0, "y_base": -1.0}, abs=TOLERANCE)


# -- the sign of the correction ----------------------------------------------------------


def _reading(front: Raster, back: Raster, x: float, y: float) -> tuple[float, float]:
    """What a user reads at target (x, y): the value on each back scale where the front
    line crosses it, signed by the '+' and '−' printed at the scale's ends."""
    line_x, line_y = _flip(*_front_lines(front, x, y), "a4", "long-edge")
    s = _back_scales(back, line_x, line_y)
    zx, zy, hb, vb = s["x_zero"], s["y_zero"], s["y_base"], s["x_base"]
    # The taller sign is the '+': it says which way the numbers grow.
    right = _ink_height(back, (zx + SPAN + 0.5, hb - 1, zx + SPAN + 3, hb + 4))
    left = _ink_height(back, (zx - SPAN - 2.8, hb - 1, zx - SPAN - 0.5, hb + 4))
    below = _ink_height(back, (vb - 0.5, zy + SPAN + 0.5, vb + 3.3, zy + SPAN + 4))
    above = _ink_height(back, (vb - 0.5, zy - SPAN - 3.2, vb + 3.3, zy - SPAN - 0.5))
    assert right != left and below != above, "a '+' and a '−' at the ends of each scale"
    x_sign = 1 if right > left else -1
    y_sign = 1 if below > above else -1
    return (x_sign * (line_x - zx), y_sign * (line_y - zy))


def _cross(size: float) -> Drawing:
    """A part that is just a thin cross through its centre, to measure where it lands."""
    d = Drawing(size, size, name="cross")
    d.line((size / 2, 0), (size / 2, size), stroke_width=0.3)
    d.line((0, size / 2), (size, size / 2), stroke_width=0.3)
    return d


def test_the_number_read_is_the_back_offset_that_corrects_a_kit(run) -> None:
    # A printer that moves every back 1.5 mm left and 0.5 mm down. Such a drift is the
    # same shift of the whole back as --back-offset, which makes it easy to simulate.
    drift = (-1.5, 0.5)
    front, back = _calibrate(run, f"--back-offset={drift[0]},{drift[1]}")
    a4 = PAPERS["a4"]
    readings = [_reading(front, back, x, y) for x, y in target_centres(a4.width, a4.height)]
    for reading in readings:
        assert reading == pytest.approx((1.5, -0.5), abs=TOLERANCE)

    # The sheet says: pass the numbers read. A kit built with them, on that printer,
    # gets its backs right behind its fronts.
    sheet = Sheet(a4, Duplex.LONG_EDGE, title="t", back_offset=readings[0])
    sheet.place(_cross(20), 40, 60, back=_cross(20))
    pdf = write_document(sheet_pages([sheet]), Metadata("t", "t", "en"),
                         duplex_hint="/DuplexFlipLongEdge")
    Path("kit.pdf").write_bytes(pdf)
    kit_front, kit_back = _pages(Path("kit.pdf"))
    on_front = _front_lines(kit_front, 50, 70)
    on_back = _front_lines(kit_back, *_flip(*on_front, "a4", "long-edge"))
    printed = (on_back[0] + drift[0], on_back[1] + drift[1])
    assert _flip(*printed, "a4", "long-edge") == pytest.approx(on_front, abs=TOLERANCE)


# -- the command line ----------------------------------------------------------------------


@pytest.mark.parametrize("value", ["1", "1,2,3", "a,b", "1.5;0", "11,0", "0,-10.5", "nan,0"])
def test_bad_back_offset_is_a_one_line_usage_error(run, tmp_path, value) -> None:
    result = run("calibrate", f"--back-offset={value}")
    assert result.exit_code == 2
    errors = [line for line in result.output.splitlines() if line.startswith("Error")]
    assert len(errors) == 1 and repr(value) in errors[0]
    assert "Traceback" not in result.output
    assert not (tmp_path / "build").exists()


def test_output_that_is_a_folder_fails_in_one_line(run, tmp_path) -> None:
    (tmp_path / "out.pdf").mkdir()
    result = run("calibrate", "-o", "out.pdf")
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        "Error: output path 'out.pdf' is a directory: give a file name"
    ]


def test_help_has_an_example(run) -> None:
    result = run("calibrate", "--help")
    assert result.exit_code == 0
    assert "Example" in result.output and "printkit calibrate --back-offset" in result.output
