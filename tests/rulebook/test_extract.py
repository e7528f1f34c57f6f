"""The Babel extraction method: one catalog entry per rulebook text, found through babel.cfg."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from babel.messages.extract import extract
from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

from printkit.rulebook.extract import extract_rules
from printkit.rulebook.source import (
    BulletList,
    Diagram,
    Heading,
    NumberedList,
    Paragraph,
    RulesSourceError,
    load_rules,
    rules_path,
)

REPO = Path(__file__).resolve().parents[2]
SOURCE = b"""\
# Title

Play to {match_length} points with *care*.

- An item.

```diagram
position: start
caption: A caption.
```
"""


def _extract(data: bytes, name: str = "rules.md") -> list[tuple[int, str | None, str, list[str]]]:
    fileobj = io.BytesIO(data)
    fileobj.name = name
    return list(extract_rules(fileobj, ["_"], [], {}))


def test_one_entry_per_text_with_notes() -> None:
    assert _extract(SOURCE) == [
        (1, None, "Title", ["Rulebook, title."]),
        (
            3,
            None,
            "Play to {match_length} points with *care*.",
            [
                "Rulebook, paragraph.",
                "Keep {match_length} exactly as written: the kit puts a number there.",
                "Keep the *emphasis* and **strong** markers around the matching words.",
            ],
        ),
        (5, None, "An item.", ["Rulebook, list item."]),
        (7, None, "A caption.", ["Rulebook, diagram caption."]),
    ]


def test_babel_loads_the_method_by_name() -> None:
    found = list(extract("printkit.rulebook.extract:extract_rules", io.BytesIO(SOURCE)))
    assert [(line, text) for line, text, _, _ in found] == [
        (1, "Title"),
        (3, "Play to {match_length} points with *care*."),
        (5, "An item."),
        (7, "A caption."),
    ]


def test_malformed_source_names_the_file() -> None:
    with pytest.raises(RulesSourceError, match=r"^broken.md:3: "):
        _extract(b"# T\n\n```diagram\ncaption: no position\n```\n", "broken.md")


def _texts() -> list[tuple[str, int]]:
    """Every translatable text of the real backgammon rules, by walking the blocks directly."""
    texts: list[tuple[str, int]] = []
    for block in load_rules(rules_path("backgammon")).blocks:
        if isinstance(block, Heading | Paragraph):
            texts.append((block.text, block.line))
        elif isinstance(block, BulletList | NumberedList):
            texts.extend((item.text, item.line) for item in block.items)
        elif isinstance(block, Diagram) and block.caption:
            texts.append((block.caption, block.line))
    return texts


def test_extractor_yields_every_heading_paragraph_item_and_caption() -> None:
    data = rules_path("backgammon").read_bytes()
    extracted = [(text, line) for line, _, text, _ in _extract(data)]
    assert extracted == _texts()


def test_pybabel_with_babel_cfg_writes_every_rules_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(REPO)  # babel.cfg's patterns are relative to the repository
    pot = tmp_path / "printkit.pot"
    CommandLineInterface().run(["pybabel", "-q", "extract", "-F", "babel.cfg", "-o", str(pot), "."])
    with pot.open("rb") as handle:
        catalog = read_po(handle)
    where = {
        message.id: message.locations
        for message in catalog
        if message.id and isinstance(message.id, str)
    }
    for text, line in _texts():
        assert text in where, text
        assert ("templates/backgammon/rules.md", line) in where[text], text
