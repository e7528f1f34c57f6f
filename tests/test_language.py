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
        # A plural entry gives each of its forms beside its English singular and plural.
        return [(msgid, str(text)) for m in read_po(handle) if m.id and m.string
                for msgid, text in (zip(m.id, m.string, strict=True)
                                    if isinstance(m.id, tuple) else [(m.id, m.string)])]


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
    assert keywords == "imprimir e jogar, jogo de tabuleiro, Gamão"


def test_the_calibration_sheet_writes_decimal_commas_in_portuguese(run, tmp_path: Path) -> None:
    assert run("calibrate", "--lang", "pt-PT", "--back-offset", "1.5,-0.5",
               "-o", "c.pdf").exit_code == 0
    text = _text(tmp_path / "c.pdf").replace("\n", " ").replace("\u00a0", " ")
    assert "X +1,5 mm, Y \u22120,5 mm" in text
    assert "+1,5" in text and "+1.5" not in text
    # The command to type keeps the form the command line reads, for whichever kit.
    assert "printkit build GAME --paper a4 --duplex long-edge --back-offset 1.5,-0.5" in text


def test_brazilian_terms() -> None:
    texts = [text for _, text in _catalog("pt_BR")]
    joined = " ".join(texts)
    assert not re.search(r"\bmatch(es)?\b", re.sub(r"\{\w+\}", "", joined))
    assert "cubo de dobra" not in joined and "cubo de apostas" in joined
    assert "Castor" in joined and "Regra Jacoby" in joined
    assert "quadrante interior" not in joined and "quadrante interno" in joined
    assert " turno" not in joined and "montagem do kit" not in joined
    # The software build is "gerar"; "montar" is the scissors-and-glue assembly.
    calibration = [text for msgid, text in _catalog("pt_BR") if "--back-offset" in msgid
                   or "to the build" in msgid]
    assert calibration and not any(re.search(r"\bmont", text) for text in calibration)


def test_brazilian_doubling_never_says_dobra() -> None:
    """"dobra" is a fold of the card: the cube is the "cubo de apostas" and a double is
    said with the verb, "dobrar (a aposta)"."""
    for msgid, text in _catalog("pt_BR"):
        if re.search(r"doubl|\*take\*|\*drop\*|Beaver", msgid):
            # The noun, that is: "você dobra" and "dobrar" are the verb.
            assert not re.search(r"\b(a|uma|da|na|próxima|primeira)\s+dobras?\b|"
                                 r"\bdobras?\s+automática", text, re.IGNORECASE), text


def test_brazilian_dice_are_thrown_and_turns_are_vez() -> None:
    joined = " ".join(text for _, text in _catalog("pt_BR"))
    # A roll is a "lançamento" and the dice are thrown ("lançar"), never "rolados" (a calque);
    # a move is a "jogada", never "um lance".
    assert not re.search(r"\b(turnos?|rol(ar|a|e|am|em|ando|ou)|role-os|jogue-os|jogar os dados"
                         r"|lances|(o|um|cada|no|do|primeiro|último) lance)\b", joined)
    assert "lançar os dados" in joined and "sua vez" in joined


def test_european_terms() -> None:
    joined = " ".join(text for _, text in _catalog("pt_PT"))
    assert "Num relance" not in joined
    # A match is a "série" and a single game of it a "partida" (the pt-PT glossary).
    for msgid, text in _catalog("pt_PT"):
        if re.search(r"\b(a|the) match\b", msgid) and not re.search(r"\bgames?\b", msgid):
            assert "série" in text and not re.search(r"\bpartida\b", text), text
    assert dict(_catalog("pt_PT"))["Winning a game"] == "Ganhar uma partida"
    assert "série" in joined
    # Score is kept ("Regista a pontuação", as in Nardy); "Conta os pontos" reads as pip counting.
    assert "Regista a pontuação" in joined and "Conta os pontos" not in joined
    # The score track is a "trilho de pontuação", so scoring no longer reads
    # "marca ... pinos de marcação ... marcador".
    assert "marcador" not in joined and "de marcação" not in joined
    assert "trilho de pontuação" in joined
    # The defined term for bearing off is "descartar", the introduction included.
    intro = dict(_catalog("pt_PT"))[next(m for m, _ in _catalog("pt_PT")
                                         if m.startswith("Backgammon is a race"))]
    assert "descartar" in intro and "retirar" not in intro


def test_english_is_us_english_in_texts_and_help(run) -> None:
    with (ROOT / "locales/printkit.pot").open("rb") as handle:
        english = " ".join(" ".join(m.id) if isinstance(m.id, tuple) else m.id
                           for m in read_po(handle) if m.id)
    for command in (["build", "--help"], ["engine", "diagram", "--help"], ["svg", "--list"]):
        english += run(*command).output
    assert not re.search(r"colour|grey|centre", english, re.IGNORECASE)
    assert "scoring folds" not in english and "creasing folds" in english


@pytest.mark.parametrize("lang", ["pt_BR", "pt_PT"])
def test_units_never_leave_their_number(lang: str) -> None:
    """50 mm, 200 g/m² and 100 % take a no-break space, in English and in translation."""
    for msgid, text in [*_catalog(lang)]:
        for shown in (msgid, text):
            assert not re.search(r"(\d|\}) (mm|g/m²|%)(?!\w)", shown), shown


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


@pytest.mark.parametrize("lang", ["pt-BR", "pt-PT"])
def test_portuguese_repeats_the_hyphen_when_a_line_breaks_at_one(lang: str) -> None:
    """AO90 (Base XX): "tirá-" at a line end, "-las" at the start of the next."""
    from reportlab.platypus import Paragraph

    from printkit.render.text import Hyphenator, styles

    assert ("tirá-", "-las") in Hyphenator("pt_BR", repeat=True)("tirá-las")
    # too short to stand alone
    assert ("x-", "-ato") not in Hyphenator("pt_PT", repeat=True)("x-ato")
    text = "Peças e dados: tirá-las, colocá-las, sangue-frio e traço-ponto. " * 8
    words = {word.strip(",.:") for word in text.split()}
    broken = 0
    for hyphenate in (True, False):
        style = styles(lang, hyphenate=hyphenate)["body"]
        for width in range(60, 200, 9):
            paragraph = Paragraph(text, style)
            paragraph.wrap(width, 10_000)
            lines = [" ".join(line[1]) for line in paragraph.blPara.lines]
            for line, following in zip(lines, lines[1:], strict=False):
                last, first = line.split()[-1], following.split()[0]
                if not last.endswith("-"):
                    continue
                if first.startswith("-"):  # at the word's own hyphen, repeated
                    assert (last + first[1:]).strip(",.:") in words
                    broken += 1
                else:  # between syllables, with a hyphen of the line's own
                    assert (last[:-1] + first).strip(",.:") in words, (line, following)
    assert broken or lang == "pt-PT"


def test_the_rules_say_what_the_reviewer_asked() -> None:
    """The English rules: the cube counts 1 until turned (automatic doubles included),
    (2) is not 'made', the bear-off caption names points, pins start on the printed 0."""
    rules = (ROOT / "templates/backgammon/rules.md").read_text(encoding="utf-8")
    for gone in ("While it sits there", "1 point if nobody has doubled",
                 "two checkers make it", "two and three pips from the edge",
                 "just before the first dot", "holding back a winning double"):
        assert gone not in rules
    assert "until the cube is turned, the game is worth a single point" in rules
    assert "on the 0 mark at the start of its track" in rules
    assert "on your 3-point and your 2-point" in rules
    # One word for pressing a fold line: crease.
    assert not re.search(r"\bscor(e|ed|ing)\b[^.]*\b(fold|line)", rules)


def _lines_broken_at_a_hyphen(text: str, lang: str, widths: range) -> list[tuple[str, str]]:
    """Each (line, next line) of `text` set in `lang`'s body style at `widths` (pt) where
    the line ends in a hyphen."""
    from reportlab.platypus import Paragraph

    from printkit.render.text import styles

    style = styles(lang)["body"]
    found = []
    for width in widths:
        paragraph = Paragraph(text, style)
        paragraph.wrap(width, 10_000)
        lines = [" ".join(line[1]) for line in paragraph.blPara.lines]
        found += [(line, following) for line, following in zip(lines, lines[1:], strict=False)
                  if line.endswith("-")]
    return found


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR", "pt-PT"])
def test_no_line_break_leaves_fewer_than_three_letters_on_either_side(lang: str) -> None:
    """'...so it stays emp-' / 'ty.': a two-letter fragment after (or before) a hyphen reads
    as a stray syllable. Every paragraph of the Oware rules, in each language, set at many
    widths: each word a line breaks keeps 3 letters or more on each line."""
    catalog = ROOT / "templates/oware/locales" / (
        "messages.pot" if lang == "en" else f"{lang.replace('-', '_')}.po")
    texts = [text for text in _catalog_texts(catalog, source=lang == "en") if len(text) > 80]
    assert len(texts) > 20
    broken = 0
    for text in texts:
        escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        for line, following in _lines_broken_at_a_hyphen(escaped, lang, range(90, 240, 7)):
            head = re.sub(r"^\W+", "", line.split()[-1])
            tail = re.sub(r"\W+$", "", following.split()[0].lstrip("-"))
            letters = (sum(c.isalpha() for c in head), sum(c.isalpha() for c in tail))
            assert min(letters) >= 3, (lang, line, following)
            broken += 1
    assert broken  # the text does break words: the check above has lines to hold


def _catalog_texts(path: Path, source: bool) -> list[str]:
    """The msgids (`source`) or msgstrs of a gettext catalog, one string each."""
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        catalog = read_po(handle)
    return [str(m.id if source else m.string) for m in catalog
            if m.id and isinstance(m.id, str) and (source or m.string)]
