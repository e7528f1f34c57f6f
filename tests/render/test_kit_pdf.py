"""The backgammon kit PDF as a user gets it from `printkit build`: read back with pypdf."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from printkit.cli import main
from tests.pdf_fonts import fonts_not_embedded

MM = 72 / 25.4
PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}


def _build(folder: Path, *args: str) -> tuple[Path, str]:
    out = folder / "kit.pdf"
    result = CliRunner().invoke(main, ["build", "backgammon", "-o", str(out), *args],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return out, result.output


@pytest.fixture(scope="module", params=["a4", "letter"])
def kit(request, tmp_path_factory) -> tuple[str, Path, str]:
    folder = tmp_path_factory.mktemp(request.param)
    path, output = _build(folder, "--paper", request.param)
    return request.param, path, output


def test_build_reports_path_pages_and_ranges(kit) -> None:
    _, path, output = kit
    pages = len(PdfReader(path).pages)
    assert output.splitlines()[0] == f"{path}: {pages} pages"
    assert "print page 2 first, on plain paper at 100 %" in output
    assert "print pages 3-4 on card (1 sheet, both sides, long-edge)" in output
    assert "print pages 5-7 on card (3 sheets, one side only)" in output
    assert "page 1 is for the screen: do not print it" in output


def test_every_page_has_the_exact_paper_size(kit) -> None:
    paper, path, _ = kit
    width, height = PAPER_MM[paper]
    for page in PdfReader(path).pages:
        assert float(page.mediabox.width) / MM == pytest.approx(width, abs=0.05)
        assert float(page.mediabox.height) / MM == pytest.approx(height, abs=0.05)


def test_no_card_page_is_blank(kit) -> None:
    # A sheet with nothing on its back is printed one-sided: no blank back is in the file.
    _, path, output = kit
    last = int(re.search(r"print pages \d+-(\d+) on card \(\d+ sheets?, one side", output)[1])
    for page in PdfReader(path).pages[2:last]:
        assert _content(page).strip(), "a card page is blank"


def test_every_font_is_embedded_and_subset(kit) -> None:
    _, path, _ = kit
    assert fonts_not_embedded(path) == []


def test_metadata_and_viewer_hints(kit) -> None:
    _, path, _ = kit
    reader = PdfReader(path)
    info = reader.metadata
    assert info.title.startswith("Backgammon")
    assert info.subject
    assert info["/Creator"].startswith("printkit ")
    root = reader.trailer["/Root"]
    assert root["/Lang"] == "en"
    prefs = root["/ViewerPreferences"]
    assert prefs["/Duplex"] == "/DuplexFlipLongEdge"
    assert prefs["/PrintScaling"] == "/None"


def test_rebuild_is_byte_identical(tmp_path: Path) -> None:
    first, _ = _build(tmp_path / "one")
    second, _ = _build(tmp_path / "two")
    assert hashlib.sha256(first.read_bytes()).digest() == hashlib.sha256(
        second.read_bytes()).digest()


def test_file_identifier_is_a_digest_of_the_content(tmp_path: Path) -> None:
    ids = {}
    for lang in ("en", "pt-PT"):
        path, _ = _build(tmp_path / lang, "--lang", lang)
        data = path.read_bytes()
        found = re.findall(rb"/ID \[ <([0-9a-f]{32})> <([0-9a-f]{32})> \]", data)
        assert len(found) == 1 and found[0][0] == found[0][1]
        digest = found[0][0]
        # The digest is taken with a fixed placeholder in the identifier's place.
        blanked = data.replace(digest, bytes(range(16)).hex().encode())
        assert hashlib.md5(blanked).hexdigest().encode() == digest
        ids[lang] = digest
    assert ids["en"] != ids["pt-PT"]


def test_short_edge_build_says_so(tmp_path: Path) -> None:
    path, output = _build(tmp_path, "--duplex", "short-edge")
    assert PdfReader(path).trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == (
        "/DuplexFlipShortEdge")
    assert "short-edge" in output


def test_portuguese_text_is_in_the_pdf(tmp_path: Path) -> None:
    path, _ = _build(tmp_path, "--lang", "pt-BR")
    text = "".join(page.extract_text() for page in PdfReader(path).pages[:2])
    assert PdfReader(path).trailer["/Root"]["/Lang"] == "pt-BR"
    for char in "ãçé":
        assert char in text


def _content(page) -> bytes:
    """The page's drawing operators; b"" for an intentionally blank page."""
    contents = page.get_contents()
    return b"" if contents is None else contents.get_data()


def test_manual_duplex_writes_fronts_then_backs_last_sheet_first(tmp_path: Path) -> None:
    duplex, _ = _build(tmp_path / "duplex")
    manual, output = _build(tmp_path / "manual", "--duplex", "manual")
    backs = manual.with_name("kit-backs.pdf")
    both = PdfReader(duplex).pages
    fronts, rear = PdfReader(manual).pages, PdfReader(backs).pages
    # Backgammon: one sheet with backs (pages 3-4 of the duplex kit), then three one-sided.
    assert "print page 3 on card (1 sheet, fronts here, backs in the backs file)" in output
    assert _content(fronts[2]) == _content(both[2])
    assert _content(rear[0]) == _content(both[3])
    for k in range(3):  # the one-sided sheets follow, here as there
        assert _content(fronts[3 + k]) == _content(both[4 + k])
    assert f"print {backs}: page 1 on the card" in output
    assert PdfReader(manual).trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/Simplex"


def test_booklet_rulebook_is_imposed_two_half_pages_per_side(tmp_path: Path) -> None:
    import io

    from printkit.context import Context
    from printkit.games import find_game
    from printkit.i18n import translator
    from printkit.kit import set_rulebook
    from printkit.units import PAPERS

    ctx = Context(paper=PAPERS["a4"], language="en", gettext=translator("en").gettext,
                  rulebook="booklet")
    booklet_pages = len(PdfReader(io.BytesIO(set_rulebook(find_game("backgammon"), ctx))).pages)
    path, output = _build(tmp_path, "--rulebook", "booklet")
    reader = PdfReader(path)
    first, last = (int(n) for n in re.search(r"print pages (\d+)-(\d+) on plain", output).groups())
    assert (last - first + 1) % 2 == 0
    halves = 0
    for page in reader.pages[first - 1:last]:
        assert float(page.mediabox.width) / MM == pytest.approx(210.0, abs=0.05)
        forms = page["/Resources"].get("/XObject") or {}
        halves += sum(1 for name in forms if name.startswith("/PkHalf"))
    # Every booklet page is drawn once, in half a side of a sheet.
    assert halves == booklet_pages
    assert last - first + 1 == 2 * -(-booklet_pages // 4)


def test_nothing_is_printed_inside_the_printer_margin(kit) -> None:
    import pypdfium2 as pdfium

    paper, path, output = kit
    width, height = PAPER_MM[paper]
    first = 3
    last = int(re.search(r"print pages \d+-(\d+) on card \(\d+ sheets?, one side", output)[1])
    document = pdfium.PdfDocument(path)
    for index in range(first - 1, last):
        image = document[index].render(scale=30 / 72).to_pil().convert("L")
        px_per_mm = image.width / width
        band = int(5 * px_per_mm) - 1  # stay a pixel clear of antialiasing at 5 mm
        w, h = image.size
        for box in ((0, 0, w, band), (0, h - band, w, h), (0, 0, band, h), (w - band, 0, w, h)):
            assert image.crop(box).getextrema()[0] >= 250, f"page {index + 1} inks its margin"
    document.close()


def test_source_date_epoch_sets_the_pdf_dates(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")  # 2023-11-14 22:13:20 UTC
    path, _ = _build(tmp_path)
    info = PdfReader(path).metadata
    assert info["/CreationDate"] == info["/ModDate"] == "D:20231114221320Z"
