"""What a fluent reviewer asked of the texts: each language's own words, numbers and marks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from pypdf import PdfReader

from printkit import paths

ROOT = paths.data_root()


def _catalog(lang: str) -> list[tuple[str, str]]:
    with (ROOT / f"locales/{lang}/LC_MESSAGES/printkit.po").open("rb") as handle:
        return [(m.id, str(m.string)) for m in read_po(handle) if m.id and m.string]


def _text(path: Path, pages: slice = slice(None)) -> str:
    return "".join(page.extract_text() for page in PdfReader(path).pages[pages])


def test_a_portuguese_kit_names_its_paper_and_keywords_in_portuguese(run, tmp_path: Path) -> None:
    assert run("build", "backgammon", "--lang", "pt-BR", "--paper", "letter",
               "-o", "k.pdf").exit_code == 0
    screen = _text(tmp_path / "k.pdf", slice(0, 2))
    assert "Papel: Carta" in screen and "Letter" not in screen
    # Page ranges take an en dash.
    assert re.search(r"páginas \d+–\d+", screen)
    keywords = PdfReader(tmp_path / "k.pdf").metadata["/Keywords"]
    assert keywords == "imprima e jogue, jogo de tabuleiro, Gamão"


def test_the_calibration_sheet_writes_decimal_commas_in_portuguese(run, tmp_path: Path) -> None:
    assert run("calibrate", "--lang", "pt-PT", "--back-offset", "1.5,-0.5",
               "-o", "c.pdf").exit_code == 0
    text = _text(tmp_path / "c.pdf").replace("\n", " ").replace("\u00a0", " ")
    assert "X +1,5 mm, Y \u22120,5 mm" in text
    assert "+1,5" in text and "+1.5" not in text
    # The command to type keeps the form the command line reads.
    assert "--back-offset 1.5,-0.5" in text


def test_brazilian_terms() -> None:
    texts = [text for _, text in _catalog("pt_BR")]
    joined = " ".join(texts)
    assert not re.search(r"\bmatch(es)?\b", re.sub(r"\{\w+\}", "", joined))
    assert "cubo de dobra" not in joined and "cubo de apostas" in joined
    assert "Castor" in joined and "Regra Jacoby" in joined
    assert "quadrante interno" not in joined and "quadrante interior" in joined
    assert " turno" not in joined and "montagem do kit" not in joined


def test_european_terms() -> None:
    joined = " ".join(text for _, text in _catalog("pt_PT"))
    assert "partida" not in joined and "Num relance" not in joined
    assert "Regista" not in joined and "série" in joined


def test_english_is_us_english_in_texts_and_help(run) -> None:
    with (ROOT / "locales/printkit.pot").open("rb") as handle:
        english = " ".join(m.id for m in read_po(handle) if m.id)
    for command in (["build", "--help"], ["engine", "diagram", "--help"], ["svg", "--list"]):
        english += run(*command).output
    assert not re.search(r"colour|grey|centre", english, re.IGNORECASE)
    assert "scoring folds" not in english and "creasing folds" in english


@pytest.mark.parametrize("lang", ["pt_BR", "pt_PT"])
def test_millimetres_never_leave_their_number(lang: str) -> None:
    for msgid, text in [*_catalog(lang)]:
        for shown in (msgid, text):
            assert not re.search(r"(\d|\}) mm\b", shown), shown


def test_percent_is_written_one_way_per_language() -> None:
    english = " ".join(m for m, _ in _catalog("pt_BR"))
    brazilian = " ".join(t for _, t in _catalog("pt_BR"))
    european = " ".join(t for _, t in _catalog("pt_PT"))
    assert "100 %" not in english and "100 %" not in brazilian and "100\u00a0%" not in brazilian
    assert "100%" not in european and "100 %" not in european


def test_european_portuguese_never_breaks_a_line_at_a_hyphen(run, tmp_path: Path) -> None:
    assert run("rules", "backgammon", "--lang", "pt-PT", "-o", "r.pdf").exit_code == 0
    text = _text(tmp_path / "r.pdf")
    # Words like "tira-as" hold together with a no-break hyphen, so no line ends at one
    # (lines may still break between syllables, with a hyphen of their own).
    assert "\u2011" in text and "\u2011\n" not in text
