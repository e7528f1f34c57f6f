"""`printkit preview`: one PNG per page and a contact sheet, nothing stale beside them."""

from __future__ import annotations

from pathlib import Path

from PIL import Image
from pypdf import PdfReader


def test_preview_writes_a_png_per_page_and_drops_stale_ones(run, tmp_path: Path) -> None:
    assert run("build", "backgammon", "-o", "kit.pdf").exit_code == 0
    pages = len(PdfReader(tmp_path / "kit.pdf").pages)
    (tmp_path / "prev").mkdir()
    (tmp_path / "prev" / "page-99.png").write_bytes(b"left from a longer kit")
    result = run("preview", "backgammon", "--dpi", "20", "-o", "prev")
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in (tmp_path / "prev").iterdir())
    assert names == ["contact-sheet.png"] + [f"page-{n:02d}.png" for n in range(1, pages + 1)]
    with Image.open(tmp_path / "prev" / "page-01.png") as image:
        assert abs(image.width - 210 / 25.4 * 20) <= 1  # pdfium rounds up


def test_manual_duplex_preview_names_the_backs_file() -> None:
    import io

    from printkit.games import find_game
    from printkit.kit import KitOptions, render_kit
    from printkit.layout.sheet import Duplex

    document = render_kit(find_game("backgammon"), KitOptions(duplex=Duplex.MANUAL))
    about = PdfReader(io.BytesIO(document.pdf)).pages[1].extract_text()
    assert "backgammon-en-a4-backs.pdf" in " ".join(about.split())
