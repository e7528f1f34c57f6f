"""A language is a set of files: one added in a data folder works in every command, no code."""

from __future__ import annotations

import importlib
import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po
from pypdf import PdfReader

from printkit import paths
from printkit.games import all_games

ROOT = paths.data_root()
ES_CATALOGS = [ROOT / "locales/es/LC_MESSAGES/printkit.po",
               *(game.templates / "locales/es.po" for game in all_games().values()
                 if (game.templates / "locales/messages.pot").is_file())]


def _clear_caches() -> None:
    """Forget language files and catalogs read by an earlier command of the same process
    (a real translator runs each command in a process of its own)."""
    for name in ("printkit.languages", "printkit.i18n", "printkit.translation",
                 "printkit.render.text"):
        for value in vars(importlib.import_module(name)).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty data folder that PRINTKIT_DATA points at."""
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("PRINTKIT_DATA", str(folder))
    _clear_caches()
    yield folder
    _clear_caches()


def _fill(catalog: Path, translate: Callable[[str], str] = lambda msgid: msgid) -> None:
    """Translate every entry of `catalog` (a stand-in for the translator's work)."""
    with catalog.open("rb") as handle:
        messages = read_po(handle)
    for message in messages:
        if message.id:
            message.string = translate(str(message.id))
    with catalog.open("wb") as handle:
        write_po(handle, messages, width=0)


def _one_error_line(output: str) -> str:
    lines = [line for line in output.splitlines() if line.startswith("Error:")]
    assert len(lines) == 1 and "Traceback" not in output, output
    return lines[0]


def test_a_language_started_with_translate_new_builds_once_translated(run, data: Path,
                                                                      tmp_path: Path) -> None:
    started = run("translate", "new", "en-GB")
    assert started.exit_code == 0, started.output
    spoken = data / "locales/en_GB/language.toml"
    assert f"wrote {spoken}" in started.output
    assert (data / "locales/en_GB/glossary.toml").is_file()
    assert not (ROOT / "locales/en_GB").exists()  # the package's own folder is untouched
    # Untranslated: the build refuses, and translate status says what is missing.
    refused = run("build", "hex", "--lang", "en-GB", "-o", "k.pdf")
    assert refused.exit_code == 1
    assert "the en-GB catalog has" in _one_error_line(refused.output)
    assert not (tmp_path / "k.pdf").exists()
    assert "en-GB        English (United Kingdom): backgammon 0%, breakthrough 0%" in \
        run("list").output
    status = run("translate", "status", "en-GB")
    assert status.exit_code == 1
    hex_row = next(line.split() for line in status.output.splitlines()
                   if line.strip().startswith("hex "))
    assert hex_row[1:3] == ["0", "0"] and int(hex_row[3]) > 100
    # The translator fills the catalogs and the language file's number words.
    for catalog in [data / "locales/en_GB/LC_MESSAGES/printkit.po",
                    *data.glob("templates/*/locales/en_GB.po")]:
        _fill(catalog)
    english = (ROOT / "locales/en/language.toml").read_text(encoding="utf-8")
    spoken.write_text(spoken.read_text(encoding="utf-8").replace(
        "[number_words]\n", english[english.index("[number_words]"):]), encoding="utf-8")
    _clear_caches()
    assert "en-GB        English (United Kingdom): complete" in run("list").output
    assert run("translate", "status", "en-GB").exit_code == 0
    built = run("build", "hex", "--lang", "en_gb", "-o", "k.pdf")
    assert built.exit_code == 0, built.output
    assert PdfReader(tmp_path / "k.pdf").trailer["/Root"]["/Lang"] == "en-GB"


def test_spanish_copied_under_a_new_code_builds_with_no_code_touched(run, data: Path,
                                                                     tmp_path: Path) -> None:
    """The claim of languages-as-data: es-MX is es's files under another name."""
    assert all(path.is_file() for path in ES_CATALOGS)  # Spanish ships with every game
    folder = data / "locales/es_MX"
    shutil.copytree(ROOT / "locales/es", folder)
    spoken = folder / "language.toml"
    text = spoken.read_text(encoding="utf-8")
    spoken.write_text(re.sub(r'(?m)^tag = "es"', 'tag = "es-MX"', text), encoding="utf-8")
    for game in all_games().values():
        own = game.templates / "locales/es.po"
        if own.is_file():
            target = data / "templates" / game.templates.name / "locales/es_MX.po"
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(own, target)
    assert "es-MX" in run("build", "--help").output
    built = run("build", "hex", "--lang", "es-MX", "-o", "k.pdf")
    assert built.exit_code == 0, built.output
    pdf = PdfReader(tmp_path / "k.pdf")
    assert pdf.trailer["/Root"]["/Lang"] == "es-MX"
    rules = "".join(page.extract_text() for page in pdf.pages)
    assert "casillas" in rules  # the Spanish text, not the English fallback


def _overlay_pt_br(data: Path) -> Path:
    """A copy of the pt-BR catalog in the data folder, where it takes the package's place."""
    copy = data / "locales/pt_BR/LC_MESSAGES/printkit.po"
    copy.parent.mkdir(parents=True)
    shutil.copy(ROOT / "locales/pt_BR/LC_MESSAGES/printkit.po", copy)
    return copy


def test_a_malformed_catalog_is_named_at_its_line(run, data: Path, tmp_path: Path) -> None:
    copy = _overlay_pt_br(data)
    lines = copy.read_text(encoding="utf-8").splitlines()
    bad = next(n for n, line in enumerate(lines) if line.startswith("msgstr \"") and n > 30)
    lines[bad] = "msgstr Tabuleiro sem aspas"
    copy.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run("build", "backgammon", "--lang", "pt-BR", "-o", "k.pdf")
    assert result.exit_code == 1
    assert f"{copy}:{bad + 1}: not gettext syntax" in _one_error_line(result.output)
    assert not (tmp_path / "k.pdf").exists()


def test_a_placeholder_the_english_lacks_is_named_at_its_entry(run, data: Path,
                                                               tmp_path: Path) -> None:
    copy = _overlay_pt_br(data)
    text = copy.read_text(encoding="utf-8")
    entry = re.search(r'msgid "[^"]*\{game\}[^"]*"\nmsgstr "[^"]*\{game\}', text)
    assert entry is not None
    msgid, msgstr = entry.group(0).split("\n")
    copy.write_text(text.replace(entry.group(0), f"{msgid}\n{msgstr.replace('{game}', '{jogo}')}"),
                    encoding="utf-8")
    line = text[:entry.start()].count("\n") + 1  # the entry's msgid
    result = run("build", "backgammon", "--lang", "pt-BR", "-o", "k.pdf")
    assert result.exit_code == 1
    error = _one_error_line(result.output)
    assert f"{copy}:{line}: placeholders ['jogo']" in error and "['game']" in error
    assert not (tmp_path / "k.pdf").exists()


def test_an_unknown_language_names_those_found_in_the_data_folders(run, data: Path) -> None:
    shutil.copytree(ROOT / "locales/es", data / "locales/gl")
    spoken = data / "locales/gl/language.toml"
    spoken.write_text(spoken.read_text(encoding="utf-8").replace('tag = "es"', 'tag = "gl"'),
                      encoding="utf-8")
    result = run("rules", "hex", "--lang", "klingon")
    assert result.exit_code == 2
    assert _one_error_line(result.output) == (
        "Error: Invalid value for '--lang': 'klingon' is not one of en, es, gl, pt-BR, pt-PT.")


def test_a_broken_language_file_is_named_at_its_line(run, data: Path) -> None:
    broken = data / "locales/fr/language.toml"
    broken.parent.mkdir(parents=True)
    broken.write_text('tag = "fr"\nname = "Français\nlocale = "fr"\n', encoding="utf-8")
    result = run("build", "hex", "--lang", "fr")
    assert result.exit_code == 1
    error = _one_error_line(result.output)
    assert error.startswith(f"Error: {broken}: not a valid language file") and "line 2" in error


def test_translate_new_refuses_a_tag_babel_does_not_know(run, data: Path) -> None:
    result = run("translate", "new", "zz-QQ")
    assert result.exit_code == 1
    assert "Babel has no locale zz_QQ" in _one_error_line(result.output)
    assert not any(data.iterdir())


def test_numbers_follow_the_language_babel_data(data: Path) -> None:
    """The decimal sign is the locale's: a comma in Portuguese and Spanish, a point in
    English and in Mexican Spanish."""
    from printkit.i18n import decimal

    mexican = data / "locales/es_MX/language.toml"
    mexican.parent.mkdir(parents=True)
    mexican.write_text('tag = "es-MX"\nname = "Español de México"\nlocale = "es_MX"\n',
                       encoding="utf-8")
    shown = {tag: decimal(-1.5, tag) for tag in ("en", "pt-PT", "es", "es-MX")}
    assert shown == {"en": "\u22121.5", "pt-PT": "\u22121,5", "es": "\u22121,5",
                     "es-MX": "\u22121.5"}


def test_lang_all_leaves_out_an_unfinished_language_and_says_so(run, data: Path,
                                                                tmp_path: Path) -> None:
    assert run("translate", "new", "en-GB").exit_code == 0
    # Traffic Lights, the quickest kit to build in every language.
    result = run("build", "traffic-lights", "--lang", "all", "-o", "kits")
    assert result.exit_code == 0, result.output
    assert ("note: traffic-lights in en-GB is left out, its translation is unfinished"
            in result.output)
    built = {path.name for path in (tmp_path / "kits").iterdir()}
    assert {"traffic-lights-en-a4.pdf", "traffic-lights-pt-BR-a4.pdf",
            "traffic-lights-pt-PT-a4.pdf"} <= built
    assert "traffic-lights-en-GB-a4.pdf" not in built
    refused = run("build", "traffic-lights", "--lang", "en-GB", "-o", "kits/gb.pdf")
    assert refused.exit_code == 1 and not (tmp_path / "kits/gb.pdf").exists()


def _start_en_gb(run, data: Path, key: str, value: str) -> Path:
    """A new language en-GB whose language file sets `key` to `value`; returns the file."""
    assert run("translate", "new", "en-GB").exit_code == 0
    spoken = data / "locales/en_GB/language.toml"
    spoken.write_text(re.sub(rf'(?m)^{key} = .*$', f'{key} = "{value}"',
                             spoken.read_text(encoding="utf-8")), encoding="utf-8")
    _clear_caches()
    return spoken


def test_a_hyphenation_pyphen_lacks_is_named_when_text_is_set(run, data: Path) -> None:
    spoken = _start_en_gb(run, data, "hyphenation", "klingon")
    result = run("rules", "hex", "--lang", "en-GB", "--allow-incomplete", "-o", "r.pdf")
    assert result.exit_code == 1
    assert _one_error_line(result.output) == (
        f"Error: {spoken}: hyphenation 'klingon' is not one of Pyphen's dictionaries "
        '(e.g. es, pt_BR), or "" for none')


def test_a_locale_babel_lacks_is_named_when_a_number_is_written(run, data: Path) -> None:
    from printkit.errors import PrintkitError
    from printkit.i18n import decimal

    spoken = _start_en_gb(run, data, "locale", "xx_YY")
    with pytest.raises(PrintkitError, match=f"{spoken}: locale 'xx_YY' is not one Babel knows"):
        decimal(1.5, "en-GB")
