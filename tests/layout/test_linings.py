"""Linings: the card behind a box or a lone board is printed (tint and diamonds) where its
sheet prints a back page anyway, and never makes a one-sided sheet two-sided."""

from __future__ import annotations

import io
from pathlib import Path

import pypdfium2 as pdfium
from click.testing import CliRunner

from printkit.art.canvas import Drawing, Group
from printkit.cli import main
from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.i18n import untranslated
from printkit.kit import make_sheets
from printkit.layout.cards import share
from printkit.layout.pack import Part
from printkit.layout.sheet import Placement, Sheet
from printkit.units import PAPERS

A4 = PAPERS["a4"]
AREA = A4.inside(6.0)


def _sheets(name: str, theme: str = "classic") -> list[Sheet]:
    ctx = Context(paper=A4, language="en", gettext=untranslated, theme=theme)
    return make_sheets(find_game(name), ctx, KitOptions(paper=A4, theme=theme))


def _backs(sheet: Sheet) -> set[str]:
    """The idents of the parts printed on the sheet's back page."""
    if sheet.back is None:
        return set()
    return {g.ident.removesuffix("-back-art") for g in sheet.back.layers["art"]
            if isinstance(g, Group)}


def _holding(sheets: list[Sheet], ident: str) -> Sheet:
    return next(s for s in sheets if ident in {p.ident for p in s.placements})


def _part(name: str, w: float, h: float, *, back: bool = False, lining: bool = False) -> Part:
    def side(suffix: str) -> Drawing:
        d = Drawing(w, h, name=f"{name}{suffix}")
        d.rect(0, 0, w, h, fill="#808080")
        return d

    return Part(name, side(""), side("-back") if back else None,
                lining=side("-lining") if lining else None)


def test_a_lining_is_printed_only_on_a_sheet_with_backs_anyway() -> None:
    # Two sheets' worth: the backed stones and a lined box share one sheet, the lined
    # board and a plain part the other.
    groups = share(AREA, [("one", [_part("stones", 190, 120, back=True),
                                   _part("box", 100, 150, lining=True)], False),
                          ("two", [_part("board", 190, 200, lining=True),
                                   _part("legend", 50, 30)], False)])
    backs = {p.ident: p.back for g in groups for p in g.parts}
    assert backs["box"] is not None and backs["box"].name == "box-lining"
    assert backs["board"] is None and backs["legend"] is None
    assert backs["stones"] is not None and backs["stones"].name == "stones-back"


def _inked_share(page: pdfium.PdfPage, box: tuple[float, float, float, float]) -> float:
    """The share of pixels not paper white inside `box` (x0, y0, x1, y1 mm) of `page`."""
    scale = 50 / 25.4  # 50 dpi, in pixels per mm
    image = page.render(scale=50 / 72).to_pil().convert("L")
    crop = image.crop(tuple(round(v * scale) for v in box))
    histogram = crop.histogram()
    return sum(histogram[:250]) / sum(histogram)


def test_breakthrough_prints_the_box_lining_behind_module_a(tmp_path: Path) -> None:
    # Was bare: the box's sheet prints its pieces' backs, and the two-thirds of the back
    # page behind the box stayed white card.
    out = tmp_path / "breakthrough.pdf"
    result = CliRunner().invoke(main, ["build", "breakthrough", "-o", str(out)],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    box: Placement = next(p for p in _holding(_sheets("breakthrough"), "box-a").placements
                          if p.ident == "box-a")
    # Module A's body: its middle half across (clear of the corner tabs), top to bottom;
    # after the long-edge flip it lies mirrored across the page.
    x0, x1 = box.x + box.width / 4, box.x + 3 * box.width / 4
    behind = (A4.width - x1, box.y + 10, A4.width - x0, box.y + box.height - 10)
    document = pdfium.PdfDocument(io.BytesIO(out.read_bytes()))
    front_page = 2  # page 3: the first card sheet, pieces and box
    assert _inked_share(document[front_page + 1], behind) > 0.9
    document.close()


def test_no_lining_in_ink_saver_nor_on_a_one_sided_sheet() -> None:
    # Ink-saver keeps the box white inside: the back of the box's sheet holds only the
    # pieces' backs.
    saver = _holding(_sheets("breakthrough", "ink-saver"), "box-a")
    assert saver.back is not None and "box-a" not in _backs(saver)
    # Traffic Lights' box shares a sheet with no backs: it stays one-sided.
    lights = _holding(_sheets("traffic-lights"), "box-a")
    assert lights.back is None


def test_the_compendium_lines_the_back_of_the_oware_card() -> None:
    # Was 85 % bare: only the cats' backs were printed behind the Oware halves.
    sheets = _sheets("classics")
    oware = _holding(sheets, "boards-oware")
    assert oware.back is not None and "boards-oware" in _backs(oware)
    # The Hex board's halves share a sheet with nothing backed: no back page for them.
    assert _holding(sheets, "boards-hex").back is None


def test_a_lined_part_trades_places_with_backless_parts_to_line_a_back_page() -> None:
    # The box on a one-sided sheet; the backed stones share a sheet with two nets that
    # have no back. Box and nets trade places: the box's lining fills the stones' back page,
    # and the nets, with nothing behind them, go where no back page is printed.
    groups = share(AREA, [("box", [_part("box", 120, 230, lining=True),
                                   _part("strip", 66, 250)], False),
                          ("stones", [_part("stones", 60, 200, back=True),
                                      _part("net-a", 120, 100), _part("net-b", 120, 100)],
                           False)])
    sheets = [{p.ident: p.back for p in g.parts} for g in groups]
    assert len(sheets) == 2
    lined = next(s for s in sheets if "stones" in s)
    assert set(lined) == {"stones", "box"}
    assert lined["box"] is not None and lined["box"].name == "box-lining"
    plain = next(s for s in sheets if "strip" in s)
    assert set(plain) == {"strip", "net-a", "net-b"} and all(b is None for b in plain.values())


def _backed_share(sheet: Sheet) -> float:
    """The share of the sheet's printable area that its back page prints behind parts."""
    behind = _backs(sheet)
    _, _, w, h = sheet.printable
    return sum(p.width * p.height for p in sheet.placements if p.ident in behind) / (w * h)


def test_backgammon_lines_the_cup_on_the_checkers_back_page() -> None:
    # Was a fifth: only the checkers' backs were printed behind the checkers, cup, dice,
    # cube and pins; the cup's inside now fills its part of the back page too.
    sheets = _sheets("backgammon")
    checkers = _holding(sheets, "checkers")
    assert {"checkers", "cup"} <= _backs(checkers)
    assert _backed_share(checkers) > 0.35
    # Dice show no inside: their backs stay bare, and no sheet is added.
    assert "dice" not in _backs(_holding(sheets, "dice")) and len(sheets) == 4


def test_the_compendium_lines_both_box_modules_on_back_pages() -> None:
    # Was 18 % printed: the dogs' backs alone behind a sheet of tiles and chips, while
    # the box's module A sat on a one-sided sheet; module A then traded places with the
    # traffic-light tiles, which have no back. Since Oware's seeds are 8 mm, both modules
    # sit on the seeds' two-sided card and both linings print, B's too.
    sheets = _sheets("classics")
    for module in ("box-a", "box-b"):
        held = _holding(sheets, module)
        assert module in _backs(held) and _backed_share(held) > 0.45, module
    # (Five two-sided since the stones are round and 15 mm, rev17.)
    assert len(sheets) == 6 and sum(s.back is not None for s in sheets) == 5
