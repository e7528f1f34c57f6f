"""A paper condition, `[paper: a4 letter] `, prints a heading, paragraph or list item only
in a kit built for one of those papers: an A4 rulebook says how to glue the board's
halves, an A3 one that the board is whole, neither the other's sentence."""

from __future__ import annotations

import re

import pytest

from printkit.craft.claims import read_claims
from printkit.games import find_game
from printkit.rulebook.model import BulletList, Heading, NumberedList, Paragraph
from printkit.rulebook.source import (
    Document,
    InlineMarkupError,
    TitleError,
    as_printed,
    load_rules,
    messages,
    parse_rules,
)

SOURCE = """# Toy

## Making the kit

[paper: a4 letter] The board comes in two halves.

[paper: a3] The board is printed whole.

- Cut it out.
- [paper: a3] Frame it.

1. [paper: a4] Glue the halves.
"""


def _texts(document: Document) -> list[str]:
    found: list[str] = []
    for block in document.blocks:
        if isinstance(block, Heading | Paragraph):
            found.append(block.text)
        elif isinstance(block, BulletList | NumberedList):
            found += [item.text for item in block.items]
    return found


def test_a_condition_keeps_a_text_to_its_papers_and_leaves_no_empty_list() -> None:
    document = parse_rules(SOURCE)
    assert _texts(as_printed(document, "a4")) == [
        "Toy", "Making the kit", "The board comes in two halves.", "Cut it out.",
        "Glue the halves."]
    assert _texts(as_printed(document, "letter")) == [
        "Toy", "Making the kit", "The board comes in two halves.", "Cut it out."]
    assert not any(isinstance(b, NumberedList) for b in as_printed(document, "letter").blocks)
    assert _texts(as_printed(document, "a3")) == [
        "Toy", "Making the kit", "The board is printed whole.", "Cut it out.", "Frame it."]


def test_translators_see_every_text_without_its_condition() -> None:
    texts = [m.text for m in messages(parse_rules(SOURCE))]
    assert "The board comes in two halves." in texts
    assert "The board is printed whole." in texts
    assert not any("[paper" in text for text in texts)


@pytest.mark.parametrize(("source", "error", "said"), [
    ("# Toy\n\n[paper: a5] Text.\n", InlineMarkupError, "unknown paper 'a5'"),
    ("# Toy\n\n[paper:a4] Text.\n", InlineMarkupError, "'[paper: a4 letter] '"),
    ("# Toy\n\n- [paper: A4] Text.\n", InlineMarkupError, "'[paper: a4 letter] '"),
])
def test_a_malformed_condition_is_refused(source: str, error: type, said: str) -> None:
    with pytest.raises(error, match=re.escape(said)):
        parse_rules(source)


def test_the_title_takes_no_condition() -> None:
    with pytest.raises(TitleError):
        parse_rules("# [paper: a4] Toy\n")


BOARD_KITS = ("hex", "oware", "nardy", "backgammon")
# A paper named as a paper ("on A3 paper", "the A3 edition", "A4 or Letter"), not the
# box's tabs A3 and A4.
_OTHER_PAPERS = {
    "a4": re.compile(r"\bA3 (?:paper|edition)|\bon A3\b"),
    "letter": re.compile(r"\bA3 (?:paper|edition)|\bon A3\b"),
    "a3": re.compile(r"\b(?:A4|Letter)(?: or Letter| and Letter)? paper\b|\bon A4\b"),
}


@pytest.mark.parametrize("game", BOARD_KITS)
@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_a_board_kits_rulebook_speaks_of_its_own_paper_only(game: str, paper: str) -> None:
    document = as_printed(load_rules(find_game(game).templates / "rules.md"), paper)
    texts = _texts(document)
    assert not [t for t in texts if _OTHER_PAPERS[paper].search(t)]
    said = {c.subject for t in texts for c in read_claims(t)}
    halves = "halves" in said
    glue_for_halves = [t for t in texts if re.search(r"\bhalves\b", t)
                       and re.search(r"\bglue\b", t, re.I)]
    if paper == "a3":
        assert not halves and not glue_for_halves
        assert "whole board" in said
    else:
        assert halves and "whole board" not in said  # and it says how to join them, once
        assert len(glue_for_halves) == 1 or game == "backgammon"
