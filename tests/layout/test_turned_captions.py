"""A captioned block the packer turns a quarter keeps its caption under it, reading across
the sheet: once "Oware · 48 seeds" ran down the side of the compendium's turned seed block,
jammed between its crop marks."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from printkit.art.canvas import Drawing, Text
from printkit.art.parts.caption import CAPTION, captioned, turned
from printkit.cli import main
from printkit.context import Context, KitOptions
from printkit.craft.sheets import Where, sheet_findings
from printkit.games import find_game
from printkit.i18n import untranslated
from printkit.kit import make_sheets
from printkit.layout.pack import Part, pack
from printkit.layout.sheet import Duplex, Sheet
from printkit.units import PAPERS, PT_PER_MM

A4 = PAPERS["a4"]
SEEDS = "Oware · 48 seeds"


def _tiles(width: float, height: float, name: str) -> Drawing:
    """A block of tiles cut round its edge, its colour 1 mm past the cut."""
    d = Drawing(width + 2, height + 2, name=name)
    d.rect(0, 0, d.width, d.height, fill="#e0d0b0")
    d.cut([(1, 1), (1 + width, 1), (1 + width, 1 + height), (1, 1 + height)])
    return d


def _caption_runs(sheet: Sheet) -> list[tuple[float, float, float]]:
    """(x, y, turn) on the sheet of each caption placed there: where its baseline starts
    and how far it is turned clockwise, the part's quarter turn included."""
    runs = []
    for group in sheet.front.layers["text"]:
        for shape in getattr(group, "shapes", ()):
            if isinstance(shape, Text) and shape.cls == CAPTION:
                assert group.rotate in (0, 90)
                x, y = ((group.x + shape.x, group.y + shape.y) if group.rotate == 0
                        else (group.x - shape.y, group.y + shape.x))
                runs.append((x, y, (group.rotate + shape.rotate) % 360))
    return runs


@pytest.mark.parametrize("duplex", list(Duplex))
def test_a_turned_captioned_block_reads_across_under_itself_and_passes_the_craft_check(
        duplex: Duplex) -> None:
    # A block wider than the sheet: only turned does it fit.
    block = _tiles(240.0, 40.0, "strip")
    front, back = captioned(block, _tiles(240.0, 40.0, "strip"), "Toy · 40 tiles", inset=1.0)
    assert front.width > A4.width - 12
    sheet = Sheet(A4, duplex, "cards")
    pack(sheet, [Part("strip", front, back)])
    placed, = sheet.placements
    assert placed.height > placed.width  # the block was turned
    (x, y, turn), = _caption_runs(sheet)
    assert turn == 0  # its caption reads across the sheet...
    # ...from the block's left cut, under its foot (the block 240 mm long, turned).
    assert x == pytest.approx(placed.x + 1.0)
    assert placed.y + 242.0 < y <= placed.y + placed.height
    # Under the block, and nothing behind it, across no cut: the craft check says so.
    assert sheet_findings(sheet, Where("toy", front_page=3)) == []


def test_turned_moves_the_caption_beside_the_block_reading_up() -> None:
    block = _tiles(60.0, 20.0, "tiles")
    front, back = captioned(block, _tiles(60.0, 20.0, "tiles"), "Toy · 6 tiles", inset=1.0)
    side, side_back = turned(front, back)
    assert side_back is not None and (side_back.width, side_back.height) == (
        side.width, side.height)
    assert side.height == pytest.approx(block.height)  # the words fit along the block
    assert side.width == pytest.approx(block.width + front.height - block.height)
    words, = (s for s in side.layers["text"] if isinstance(s, Text) and s.cls == CAPTION)
    assert words.rotate == -90 and words.x > block.width


def _caption_in_pdf(pdf: Path, words: str) -> tuple[int, tuple[float, ...]]:
    """The page index and text matrix (a, b, c, d, e, f, in pt) of `words` printed at full
    size in `pdf` (not shrunk on page 2's map of the sheets)."""
    for index, page in enumerate(PdfReader(pdf).pages):
        found: list[tuple[float, ...]] = []

        def visit(text: str, cm: list[float], tm: list[float], *_: object,
                  found: list[tuple[float, ...]] = found) -> None:
            if text.strip() == words:
                a, b, c, d, e, f = cm
                ta, tb, tc, td, te, tf = tm
                found.append((ta * a + tb * c, ta * b + tb * d, tc * a + td * c,
                              tc * b + td * d, te * a + tf * c + e, te * b + tf * d + f))

        page.extract_text(visitor_text=visit)
        full = [m for m in found if abs(math.hypot(m[0], m[1]) - PT_PER_MM) < 1e-3]
        if full:
            return index, full[0]
    raise AssertionError(f"{words!r} is not in {pdf}")


def test_the_compendium_seed_caption_reads_across_under_its_block(tmp_path: Path) -> None:
    out = tmp_path / "classics.pdf"
    result = CliRunner().invoke(main, ["build", "classics", "-o", str(out)],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    _, (a, b, _c, _d, e, f) = _caption_in_pdf(out, SEEDS)
    assert a > 0 and abs(b) < 1e-6  # left to right across the sheet, not down it
    x, y = e / PT_PER_MM, A4.height - f / PT_PER_MM  # its baseline's start, mm from top-left
    ctx = Context(paper=A4, language="en", gettext=untranslated, theme="classic")
    sheets = make_sheets(find_game("classics"), ctx, KitOptions(paper=A4, theme="classic"))
    seeds, = (p for s in sheets for p in s.placements if p.ident == "oware-pieces")
    # Whether the packer lays the seeds (12 by 4) turned or not (the sheet test above
    # turns a block on purpose), the words start at the block's left edge, under it.
    assert seeds.x <= x <= seeds.x + 3
    assert seeds.y + seeds.height - 3 <= y <= seeds.y + seeds.height
