"""`printkit build all`: every game x language x paper, in parallel, with a summary."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.games import all_games


@pytest.mark.slow  # 36 kits: the kits are tested one by one, this is the summary's run
def test_build_all_writes_every_kit_and_a_summary(run, tmp_path: Path) -> None:
    # One paper keeps the suite quick as games are added; the papers are tested per kit.
    result = run("build", "all", "--paper", "letter", "-o", "kits", "-j", "2")
    assert result.exit_code == 0, result.output
    expected = {f"{g.name}-{lang}-letter.pdf"
                for g in all_games().values() for lang in g.languages}
    folder = tmp_path / "kits"
    assert {path.name for path in folder.iterdir()} == expected
    lines = result.output.splitlines()
    assert lines[-1].startswith(f"{len(expected)} kits, ")
    for name in expected:
        row = next(line for line in lines if line.startswith(f"kits/{name}"))
        _, pages, card, paper, kb = row.split()
        pdf = PdfReader(folder / name)
        assert int(pages) == len(pdf.pages)
        # After the two screen pages, each card sheet's front (and back, if it has one),
        # then the rulebook, two pages a sheet (the last sheet's back may be left off).
        assert 2 + int(card) + 2 * int(paper) - 1 <= len(pdf.pages)
        assert len(pdf.pages) <= 2 + 2 * (int(card) + int(paper))
        assert int(kb) == round((folder / name).stat().st_size / 1000)


@pytest.mark.slow  # nine kits, some 80 s on a CI worker: each kit's language and paper are
# tested kit by kit; this is the batch's own run (make test-slow)
def test_build_all_keeps_to_the_language_and_paper_given(run, tmp_path: Path) -> None:
    result = run("build", "all", "--lang", "pt-PT", "--paper", "letter", "-o", "kits")
    assert result.exit_code == 0, result.output
    expected = {f"{g.name}-pt-PT-letter.pdf" for g in all_games().values()
                if "pt-PT" in g.languages}
    assert {p.name for p in (tmp_path / "kits").iterdir()} == expected
