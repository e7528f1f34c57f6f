"""`printkit rules`: the rulebook alone, in each language, with its diagrams drawn in."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.rulebook.source import load_rules, rules_path

# Words each edition must use, and words of the other variant it must avoid.
TERMS = {
    "en": (["checkers", "bear off", "home board"], []),
    "pt-BR": (["peças", "casas", "quadrante interno", "gamão triplo"],
              ["pedras", "flechas", "backgamão"]),
    "pt-PT": (["pedras", "flechas", "bordo interior", "comer"], ["quadrante interior"]),
}


@pytest.mark.parametrize("lang", list(TERMS))
def test_rulebook_in_each_language(run, lang: str) -> None:
    result = run("rules", "backgammon", "--lang", lang, "-o", "rules.pdf")
    assert result.exit_code == 0, result.output
    reader = PdfReader("rules.pdf")
    pages = len(reader.pages)
    assert result.output.strip() == f"rules.pdf: {pages} pages"
    assert reader.trailer["/Root"]["/Lang"] == lang
    text = " ".join(page.extract_text() for page in reader.pages).replace("-\n", "")
    text = " ".join(text.split()).lower()
    wanted, avoided = TERMS[lang]
    for word in wanted:
        assert word in text, f"{lang} rulebook lacks {word!r}"
    for word in avoided:
        assert word not in text, f"{lang} rulebook uses {word!r} from the other variant"
    # Every diagram block of the source is drawn, as a vector form on its page.
    drawn = 0
    for page in reader.pages:
        xobjects = page["/Resources"].get("/XObject") or {}
        drawn += sum(1 for name in xobjects if name.startswith("/FormXob.PkDiagram"))
    assert drawn == len(load_rules(rules_path("backgammon")).diagrams)


def test_rulebook_pages_have_numbers(run) -> None:
    assert run("rules", "backgammon", "-o", "rules.pdf").exit_code == 0
    reader = PdfReader(Path("rules.pdf"))
    for number, page in enumerate(reader.pages, start=1):
        assert f"Backgammon · {number}" in page.extract_text()
