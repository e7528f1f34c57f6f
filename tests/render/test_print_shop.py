"""Bleed and print-shop output, checked on the PDF's page boxes and rendered pixels."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner
from pypdf import PdfReader, PdfWriter

from printkit.cli import main
from printkit.games.backgammon import board

MM = 72 / 25.4


def _build(tmp_path: Path, *args: str) -> tuple[PdfReader, str]:
    out = tmp_path / "kit.pdf"
    result = CliRunner().invoke(main, ["build", "backgammon", "-o", str(out), *args],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return PdfReader(out), result.output


def _box(page, name: str) -> tuple[float, ...]:
    box = getattr(page, name)
    return tuple(round(float(v) / MM, 2) for v in (box.left, box.bottom, box.right, box.top))


def _sheet_pages(reader: PdfReader, output: str) -> range:
    first = re.search(r"print pages? (\d+)", output)[1]
    last = re.search(r"print pages \d+-(\d+) on card \(\d+ sheets?, one side", output)[1]
    return range(int(first) - 1, int(last))


def test_print_shop_file_has_no_screen_pages_and_a_safe_zone(tmp_path: Path) -> None:
    reader, output = _build(tmp_path, "--print-shop")
    assert "for the screen" not in output and "print page 2 first" not in output
    assert "print pages 1-2 on card" in output
    text = reader.pages[0].extract_text()
    assert "How to print" not in text
    # Every part keeps 3 mm inside the trim: nothing is inked in that band.
    for index in _sheet_pages(reader, output):
        buffer = io.BytesIO()
        writer = PdfWriter()
        writer.add_page(reader.pages[index])
        writer.write(buffer)
        page = pdfium.PdfDocument(buffer.getvalue())[0]
        image = page.render(scale=40 / 25.4, crop=(0, 0, 0, 0)).to_pil().convert("L")
        px = image.width / (210 + 2 * 13)
        trim = round(13 * px)
        inner = round(16 * px) - 1
        w, h = image.size
        for box in ((trim, trim, w - trim, inner), (trim, h - inner, w - trim, h - trim),
                    (trim, trim, inner, h - trim), (w - inner, trim, w - trim, h - trim)):
            assert image.crop(box).getextrema()[0] >= 245, f"page {index + 1} inks its safe zone"


@pytest.mark.parametrize(("args", "bleed", "paper"), [
    (["--bleed", "2"], 2.0, (210.0, 297.0)),
    (["--print-shop"], 3.0, (210.0, 297.0)),
    (["--print-shop", "--bleed", "1.5", "--paper", "letter"], 1.5, (215.9, 279.4)),
])
def test_sheet_pages_carry_trim_and_bleed_boxes(tmp_path: Path, args: list[str], bleed: float,
                                                paper: tuple[float, float]) -> None:
    reader, output = _build(tmp_path, *args)
    w, h = paper
    for index in _sheet_pages(reader, output):
        page = reader.pages[index]
        assert _box(page, "trimbox") == pytest.approx((0, 0, w, h), abs=0.01)
        assert _box(page, "bleedbox") == pytest.approx((-bleed, -bleed, w + bleed, h + bleed),
                                                       abs=0.01)
        media = _box(page, "mediabox")
        assert media[0] <= -bleed and media[2] >= w + bleed
    # Every page is trimmed and bled alike, the rulebook's too: one page size in the file.
    assert len({_box(page, "mediabox") for page in reader.pages}) == 1
    assert len({_box(page, "trimbox") for page in reader.pages}) == 1


def test_print_shop_draws_trim_marks_outside_the_bleed(tmp_path: Path) -> None:
    reader, output = _build(tmp_path, "--print-shop")
    index = _sheet_pages(reader, output)[0]
    buffer = io.BytesIO()
    writer = PdfWriter()
    writer.add_page(reader.pages[index])
    writer.write(buffer)
    image = pdfium.PdfDocument(buffer.getvalue())[0].render(scale=100 / 72).to_pil()
    px_per_mm = image.width / (210 + 2 * 13)
    # Trim marks continue the trim lines into the slug: the top edge of the trim, left of
    # the bleed, is dark; the same spot without --print-shop does not exist (no slug).
    y = round(13 * px_per_mm)
    xs = range(round(2 * px_per_mm), round(9 * px_per_mm))
    dark = [image.getpixel((x, y)) for x in xs]
    assert all(sum(p[:3]) < 300 for p in dark)


def test_bleed_reaches_the_board_art() -> None:
    plain = board.halves(board.BoardParams(bleed=1.0))
    bled = board.halves(board.BoardParams(bleed=3.0))
    # 2 mm more on each outer side of each half: left, right, top and bottom.
    for before, after in zip(plain, bled, strict=True):
        assert after.width == pytest.approx(before.width + 4.0)
        assert after.height == pytest.approx(before.height + 4.0)
    # At home the frame's colour already runs 2 mm past the cut.
    assert board.BoardParams().bleed == 2.0
