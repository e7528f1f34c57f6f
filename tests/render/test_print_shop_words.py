"""What a print-shop file says about itself: no cover and no calibration page, so neither
its rulebook nor the CLI sends the reader to them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from printkit.cli import main


@pytest.mark.parametrize("game", ["backgammon", "snort"])
def test_a_print_shop_file_never_sends_its_reader_to_page_1_or_2(tmp_path: Path,
                                                                 game: str) -> None:
    out = tmp_path / f"{game}.pdf"
    result = CliRunner().invoke(main, ["build", game, "--print-shop", "-o", str(out)],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert not re.search(r"\bpage [12]\b|screen|calibration|50 mm", result.output), (
        result.output)
    reader = PdfReader(out)
    book = " ".join(" ".join(page.extract_text().replace("\u00a0", " ").split())
                    for page in reader.pages)
    book = re.sub(r"(\w)- (\w)", r"\1\2", book)  # words hyphenated at a line's end
    sentences = re.split(r"(?<=[.;])\s+", book)
    named = [s for s in sentences if re.search(r"\bpages? [12]\b|calibration page", s)]
    assert named, "the book says how a home printer starts"
    # Every mention of the home file's first pages is what a home printer does.
    for sentence in named:
        assert re.search(r"If you print at home|A file made for a print shop", sentence), (
            sentence)
    assert ("A file made for a print shop has no calibration page: ask the shop to print "
            "every page at actual size.") in book
