"""The rulebook source format: every block kind, its line numbers, and each malformed case."""

from __future__ import annotations

from pathlib import Path

import pytest

from printkit.errors import PrintkitError
from printkit.games.backgammon import engine, notation
from printkit.rulebook.source import (
    BulletList,
    Diagram,
    DiagramKeyError,
    DiagramValueError,
    Heading,
    InlineMarkupError,
    ListError,
    ListItem,
    MissingDiagramKeyError,
    NumberedList,
    Paragraph,
    RulesSourceError,
    TitleError,
    UnknownBlockError,
    UnterminatedFenceError,
    load_rules,
    messages,
    parse_rules,
    placeholders,
    rules_path,
)

SAMPLE = """\
# Sample game

An opening paragraph
on two lines with *emphasis*.

## Moving

- First item, worth **a lot**.
- Second item for {match_length} points.

1. Step one.
2. Step two.

```diagram
position: start
dice: 3-1
play: 8/5 6/5
result: 4HPwATCwZ/ABMA
caption: The opening 3-1.
```

### Details

```diagram
position: start
kind: setup
```
Last paragraph.
"""

# The placeholders rules.md may use; the kit fills each one in.
DOCUMENTED_PLACEHOLDERS = {"match_length", "min_age", "play_minutes", "calibration_mm"}


def test_every_block_kind_with_its_line() -> None:
    document = parse_rules(SAMPLE, "sample.md")
    assert document.blocks == (
        Heading(1, "Sample game", 1),
        Paragraph("An opening paragraph on two lines with *emphasis*.", 3),
        Heading(2, "Moving", 6),
        BulletList(
            (
                ListItem("First item, worth **a lot**.", 8),
                ListItem("Second item for {match_length} points.", 9),
            ),
            8,
        ),
        NumberedList((ListItem("Step one.", 11), ListItem("Step two.", 12)), 11),
        Diagram("start", (3, 1), "8/5 6/5", "4HPwATCwZ/ABMA", None, "The opening 3-1.", 14,
                lines=(("position", 15), ("dice", 16), ("play", 17), ("result", 18),
                       ("caption", 19))),
        Heading(3, "Details", 22),
        Diagram("start", None, None, None, "setup", None, 24,
                lines=(("position", 25), ("kind", 26))),
        Paragraph("Last paragraph.", 28),
    )
    assert document.title == "Sample game"
    assert [diagram.line for diagram in document.diagrams] == [14, 24]


def test_messages_in_order_with_lines_and_notes() -> None:
    found = messages(parse_rules(SAMPLE, "sample.md"))
    assert [(m.line, m.text) for m in found] == [
        (1, "Sample game"),
        (3, "An opening paragraph on two lines with *emphasis*."),
        (6, "Moving"),
        (8, "First item, worth **a lot**."),
        (9, "Second item for {match_length} points."),
        (11, "Step one."),
        (12, "Step two."),
        (14, "The opening 3-1."),
        (22, "Details"),
        (28, "Last paragraph."),
    ]
    notes = [m.context for m in found]
    assert notes[0] == "title"
    assert notes[2] == "section heading"
    assert notes[3] == "list item under “Moving”"
    assert notes[5] == "numbered step under “Moving”"
    assert notes[7] == "diagram caption under “Moving”"
    assert notes[8] == "subsection heading under “Moving”"
    assert notes[9] == "paragraph under “Details”"


def test_placeholders() -> None:
    assert placeholders("Play to {match_length} points, ages {min_age}+.") == {
        "match_length",
        "min_age",
    }
    assert placeholders("No placeholder here.") == set()


def test_trailing_spaces_and_blank_lines_in_diagrams_are_harmless() -> None:
    text = "# T   \n\n```diagram\nposition:   start  \n\ncaption: C\n```\n"
    (diagram,) = parse_rules(text).diagrams
    assert (diagram.position, diagram.caption, diagram.line) == ("start", "C", 3)


def test_xgid_and_position_id_positions_are_accepted() -> None:
    xgid = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
    text = (
        f"# T\n\n```diagram\nposition: {xgid}\n```\n\n```diagram\nposition: 4HPwATDgc/ABMA\n```\n"
    )
    assert [d.position for d in parse_rules(text).diagrams] == [xgid, "4HPwATDgc/ABMA"]


def _diagram(*lines: str) -> str:
    return "# T\n\n```diagram\n" + "\n".join(lines) + "\n```\n"


def _diagram_between(before: str, after: str) -> str:
    """A source whose steps `before` and `after` stand either side of a picture."""
    return f"# T\n\n{before}\n\n```diagram\nposition: start\n```\n\n{after}\n"


MALFORMED = [
    # (source, error class, line of the problem)
    ("Intro text\n", TitleError, 1),
    ("\n# Late title\n", TitleError, 1),
    ("# T\n\n# Again\n", TitleError, 3),
    ("# T\n\n#### Too deep\n", UnknownBlockError, 3),
    ("# T\n\n#Hash\n", UnknownBlockError, 3),
    ("# T\n\n* star bullet\n", UnknownBlockError, 3),
    ("# T\n\n+ plus bullet\n", UnknownBlockError, 3),
    ("# T\n\n> a quote\n", UnknownBlockError, 3),
    ("# T\n\n| a | b |\n", UnknownBlockError, 3),
    ("# T\n\n<div>html</div>\n", UnknownBlockError, 3),
    ("# T\n\n---\n", UnknownBlockError, 3),
    ("# T\n\n  indented\n", UnknownBlockError, 3),
    ("# T\n\n1) step\n", UnknownBlockError, 3),
    ("# T\n\n```python\nx = 1\n```\n", UnknownBlockError, 3),
    ("# T\n\nText\n> quote inside a paragraph\n", UnknownBlockError, 4),
    ("# T\n\n- item\ncontinued\n", ListError, 4),
    ("# T\n\n1. one\n3. three\n", ListError, 4),
    ("# T\n\n2. two\n", ListError, 3),
    # Steps number on past a picture only: not past a paragraph, nor skipping a number.
    ("# T\n\n1. one\n\nText.\n\n2. two\n", ListError, 7),
    (_diagram_between("1. one", "3. three"), ListError, 9),
    ("# T\n\nSee [the site](http://example.com).\n", InlineMarkupError, 3),
    ("# T\n\nUse `code` here.\n", InlineMarkupError, 3),
    ("# T\n\nSome <b>bold</b>.\n", InlineMarkupError, 3),
    ("# T\n\nAn *open emphasis.\n", InlineMarkupError, 3),
    ("# T\n\nCrossed **strong *and** emphasis*.\n", InlineMarkupError, 3),
    ("# T\n\nA {Bad} placeholder.\n", InlineMarkupError, 3),
    ("# T\n\nA stray } brace.\n", InlineMarkupError, 3),
    ("# T\n\n- An *open item\n", InlineMarkupError, 3),
    ("# Title with *open\n", InlineMarkupError, 1),
    ("# T\n\n```diagram\nposition: start\n", UnterminatedFenceError, 3),
    ("# T\n\n```diagram\nposition: start\n\n## Next\n", UnterminatedFenceError, 3),
    ("# T\n\n```diagram\nposition: start\n\n```diagram\n", UnterminatedFenceError, 3),
    (_diagram("position: start", "colour: red"), DiagramKeyError, 5),
    (_diagram("position: start", "Caption: Upper"), DiagramKeyError, 5),
    (_diagram("position: start", "position: start"), DiagramKeyError, 5),
    (_diagram("position: start", "just words"), DiagramKeyError, 5),
    (_diagram("caption: No position"), MissingDiagramKeyError, 3),
    (_diagram(), MissingDiagramKeyError, 3),
    (_diagram("position: start", "dice: 3-1", "result: 4HPwATCwZ/ABMA"), MissingDiagramKeyError, 6),
    (_diagram("position: start", "dice: 7-1"), DiagramValueError, 5),
    (_diagram("position: start", "dice: 31"), DiagramValueError, 5),
    (_diagram("position: start", "kind: opening"), DiagramValueError, 5),
    (_diagram("position: start", "caption:"), DiagramValueError, 5),
    (_diagram("position: start", "caption: An *open caption"), InlineMarkupError, 5),
]


def test_steps_number_on_past_the_pictures_between_them() -> None:
    document = parse_rules(_diagram_between("1. one\n2. two", "3. three"), "steps.md")
    first, _, second = document.blocks[1:]
    assert first == NumberedList((ListItem("one", 3), ListItem("two", 4)), 3)
    assert second == NumberedList((ListItem("three", 10),), 10, continues=True)


@pytest.mark.parametrize(("text", "error", "line"), MALFORMED)
def test_malformed_source_names_file_and_line(
    text: str, error: type[RulesSourceError], line: int
) -> None:
    with pytest.raises(error) as caught:
        parse_rules(text, "bad.md")
    assert isinstance(caught.value, PrintkitError)
    assert caught.value.line == line
    assert str(caught.value).startswith(f"bad.md:{line}: ")


def test_unknown_key_message_lists_the_known_keys() -> None:
    with pytest.raises(
        DiagramKeyError, match=r"bad.md:5: unknown diagram key 'colour'; known keys: position, "
    ):
        parse_rules(_diagram("position: start", "colour: red"), "bad.md")


def test_a_block_names_its_rule_set_or_none() -> None:
    named, plain = parse_rules(_diagram("rules: short-nardy", "position: start") + "\n"
                               + _diagram("position: start").split("\n", 2)[2]).diagrams
    assert (named.rules, named.line_of("rules"), plain.rules) == ("short-nardy", 4, None)
    with pytest.raises(DiagramValueError, match=r"bad.md:4: rules 'Short Nardy': the rule set "
                                                r"the block is checked and drawn with"):
        parse_rules(_diagram("rules: Short Nardy", "position: start"), "bad.md")


def test_load_rules_reports_a_non_utf8_line(tmp_path: Path) -> None:
    path = tmp_path / "rules.md"
    path.write_bytes(b"# T\n\nCaf\xe9\n")
    with pytest.raises(RulesSourceError, match=r"rules.md:3: the file is not UTF-8"):
        load_rules(path)


# -- the real backgammon rulebook ------------------------------------------------------


@pytest.fixture(scope="module")
def rules() -> tuple[Diagram, ...]:
    return load_rules(rules_path("backgammon")).diagrams


def test_backgammon_rules_parse_with_a_setup_diagram(rules: tuple[Diagram, ...]) -> None:
    setups = [diagram for diagram in rules if diagram.kind == "setup"]
    assert setups
    for diagram in setups:
        assert notation.parse_position(diagram.position) == engine.Position.start()


def test_backgammon_diagrams_are_legal_and_their_results_exact(rules: tuple[Diagram, ...]) -> None:
    for diagram in rules:
        assert diagram.caption, f"line {diagram.line}: every diagram needs a caption"
        if diagram.figure:
            continue  # an assembly picture shows no position
        position = notation.parse_position(diagram.position)
        if diagram.play in (None, "none"):
            continue
        assert diagram.dice is not None
        play = notation.parse_play(diagram.play, position, diagram.dice)
        after = engine.apply_play(position, play, diagram.dice)
        assert notation.format_play(play) == diagram.play, f"line {diagram.line}"
        # A result has the turn passed to the other side.
        assert notation.encode_position_id(after.swapped()) == diagram.result, \
            f"line {diagram.line}"


def test_backgammon_rules_show_the_required_examples(rules: tuple[Diagram, ...]) -> None:
    shown = {(d.position, d.dice, d.play) for d in rules}
    assert ("start", (3, 1), "8/5 6/5") in shown
    plays = {d.play for d in rules if d.play}
    assert any("*" in play for play in plays), "a hit"
    assert any(play.startswith("bar/") for play in plays), "entering from the bar"
    assert any(d.dice == (5, 1) and d.play == "3/off 2/1" for d in rules), "the 5-1 bear-off"


def test_backgammon_rules_use_only_documented_placeholders() -> None:
    found = messages(load_rules(rules_path("backgammon")))
    used = set().union(*(placeholders(message.text) for message in found))
    assert used == DOCUMENTED_PLACEHOLDERS
