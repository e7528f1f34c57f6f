"""The glossary check finds a wrong term in a catalog and names its file and line."""

from __future__ import annotations

import shutil
from pathlib import Path

from printkit.glossary import check, check_catalog, check_text, load

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "locales/pt_BR/glossary.toml"
NARDY = ROOT / "templates/nardy/locales/pt_BR.po"


def planted(tmp_path: Path, old: str, new: str) -> tuple[Path, int]:
    """A copy of the pt-BR Nardy catalog with `old` replaced once, and its msgid's line."""
    lines = NARDY.read_text(encoding="utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("msgstr") and old in line)
    lines[at] = lines[at].replace(old, new, 1)
    copy = tmp_path / "pt_BR.po"
    copy.write_text("\n".join(lines), encoding="utf-8")
    return copy, at  # the msgid is the line before the msgstr, 1-based: `at`


def test_todays_catalogs_keep_their_glossaries():
    assert check(ROOT) == []


def test_another_terms_word_is_reported_with_file_and_line(tmp_path):
    # "jogada" (a move) where the English says "the roll" and "lançamento" is gone.
    copy, line = planted(tmp_path, "o resto do lançamento precisa", "o resto da jogada precisa")
    problems = check_catalog(load(GLOSSARY), copy, "nardy.po")
    assert problems == [f"nardy.po:{line}: 'roll' is 'lançamento' here, not 'jogada' "
                        "(the word for 'move')"]


def test_a_forbidden_variant_is_reported(tmp_path):
    copy, line = planted(tmp_path, "Lance os dois dados.", "Role os dois dados.")
    problems = check_catalog(load(GLOSSARY), copy, "nardy.po")
    assert problems == [f"nardy.po:{line}: 'roll' is 'lançamento' here, not 'Role'"]


def test_a_forbidden_word_that_renders_another_term_of_the_sentence_passes():
    # "peças" is wrong for "parts" but right for the "pieces" of the same sentence.
    terms = load(GLOSSARY)
    assert check_text(terms, "Print the board and the parts on card, on both sides for the pieces.",
                      "Imprima o tabuleiro e os componentes em papel cartão, frente e verso no "
                      "caso das peças.") == []
    assert check_text(terms, "Print the parts on card.", "Imprima as peças em papel cartão.") == [
        "'part' is 'componente' here, not 'peças'"]


def test_every_language_folder_with_a_glossary_is_checked(tmp_path):
    shutil.copytree(ROOT / "locales/pt_BR", tmp_path / "locales/xx")
    catalog = tmp_path / "locales/xx/LC_MESSAGES/printkit.po"
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(text.replace("papel cartão de 160", "cartolina de 160", 1), encoding="utf-8")
    problems = check(tmp_path)
    assert len(problems) == 1
    assert problems[0].startswith("locales/xx/LC_MESSAGES/printkit.po:")
    assert "'card' is 'papel cartão' here, not 'cartolina'" in problems[0]



def test_a_term_inside_a_longer_one_is_the_longer_terms_mention():
    # In Spanish "home" (nardy's "casa") and "home board" ("tablero interior") are two
    # rows: "home" inside "home board" is the longer term's mention and asks for no "casa".
    terms = load(ROOT / "locales/es/glossary.toml")
    source = "Bring every checker into your home board before you bear off."
    assert check_text(terms, source, "Lleva todas tus fichas a tu tablero interior antes de "
                                     "sacar.") == []
    assert check_text(terms, source, "Lleva todas tus fichas a tu casa antes de sacar.") != []


def test_a_term_is_matched_as_a_whole_word_only():
    # "turning" is not the noun "turn": the Spanish "partida" (the word for "game") beside
    # it is no slip, while after "your turn" it stands where "turno" belongs.
    terms = load(ROOT / "locales/es/glossary.toml")
    text = "Al final de la partida, gira la hoja."
    assert check_text(terms, "At the end of your turning, turn the sheet over.", text) == []
    assert check_text(terms, "At the end of your turn, turn the sheet over.", text) == [
        "'turn' is 'turno' here, not 'partida' (the word for 'game')"]
