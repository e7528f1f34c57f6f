"""Property tests: whatever text reaches a parser or the command line, printkit answers
with a value or with its own error, never with another exception."""

from __future__ import annotations

import string
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from printkit.art.svg import svg_document
from printkit.cli import main
from printkit.errors import PrintkitError
from printkit.games.backgammon.engine import BAR, Position, legal_plays
from printkit.games.backgammon.notation import (
    decode_position_id,
    decode_xgid,
    encode_position_id,
    encode_xgid,
    format_play,
    parse_dice,
    parse_play,
    parse_position,
)

FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

ID_ALPHABET = string.ascii_letters + string.digits + "+/"
XGID_BOARD = "-" + string.ascii_uppercase[:15] + string.ascii_lowercase[:15]
START = Position.start()
START_ID = encode_position_id(START)
START_XGID = encode_xgid(START)

# Text shaped like each notation, so that the parsers get past their first checks, mixed
# with arbitrary text (any Unicode, surrogates and control characters included).
position_ids = st.text(alphabet=ID_ALPHABET, min_size=13, max_size=15)
xgids = st.builds(
    lambda prefix, board, fields: prefix + board + "".join(":" + field for field in fields),
    st.sampled_from(["XGID=", "xgid=", "", " XGID="]),
    st.text(alphabet=XGID_BOARD, min_size=25, max_size=27),
    st.lists(st.from_regex(r"-?[0-9]{0,3}|[DBR]|[1-6]{2}", fullmatch=True)
             | st.integers(4000, 5000).map(lambda n: "9" * n), min_size=8, max_size=11),
)
# Python's int() refuses strings of more than 4300 digits with a ValueError.
digit_runs = st.builds(lambda n, tail: "1" * n + tail, st.integers(4000, 5000),
                       st.sampled_from(["", "/1", "/off", ":0"]))
dice_like = st.from_regex(r"\s*[0-9٠-٩]{0,3}\s*[-, /]?\s*[0-9]{0,2}\s*", fullmatch=True)
play_like = st.text(alphabet="0123456789/*() barofBAROF,", max_size=30)
any_text = st.text() | st.binary().map(lambda b: b.decode("utf-8", "surrogateescape"))
notation_text = any_text | position_ids | xgids | digit_runs | dice_like | play_like


def _parses_or_refuses(parse, *args: object) -> object:
    """Call `parse`; a PrintkitError is an answer, any other exception fails the test."""
    try:
        return parse(*args)
    except PrintkitError as exc:
        message = str(exc)
        assert message and "\n" not in message, repr(message)
        return None


@FUZZ
@given(notation_text)
@example("1" * 5000)
@example(START_XGID.replace(":0:0:1:", ":" + "1" * 5000 + ":0:1:"))
@example("XGID=" + "-" * 26 + ":::::::::")
def test_position_parsers_answer_or_refuse(text: str) -> None:
    for parse in (parse_position, decode_position_id, decode_xgid):
        position = _parses_or_refuses(parse, text)
        if isinstance(position, tuple):  # decode_xgid: (position, info)
            position = position[0]
        if position is not None:
            assert isinstance(position, Position)
            # Whatever parses, re-encodes to text that parses back to the same position.
            assert parse_position(encode_position_id(position)) == position
            assert parse_position(encode_xgid(position)) == position


@FUZZ
@given(notation_text)
@example("7-1")
@example("0-3")
@example("3")
@example("٣-١")
def test_dice_parser_answers_or_refuses(text: str) -> None:
    dice = _parses_or_refuses(parse_dice, text)
    if dice is not None:
        assert isinstance(dice, tuple) and len(dice) == 2
        assert all(type(die) is int and 1 <= die <= 6 for die in dice)




def _positions() -> list[Position]:
    """The start, a position after an opening play, one with a checker on the bar, and one
    bearing off."""
    on_bar = list(START.on_roll)
    on_bar[23] -= 1
    on_bar[BAR] += 1
    home = [3, 3, 3, 2, 2, 2] + [0] * 19
    away = [2, 2, 2, 3, 3, 3] + [0] * 19  # its own home board, points 19-24 for the mover
    return [START, decode_position_id("4HPwATDgc/ABMA"), Position(tuple(on_bar), START.opponent),
            Position(tuple(home), tuple(away))]


POSITIONS = _positions()


@FUZZ
@given(notation_text, st.sampled_from(POSITIONS), st.tuples(st.integers(1, 6), st.integers(1, 6)))
@example("1" * 5000 + "/1", START, (3, 1))
@example("bar/" + "9" * 4400, START, (6, 6))
@example("8/5(9)", START, (3, 1))
def test_play_parser_answers_or_refuses(text: str, position: Position,
                                        dice: tuple[int, int]) -> None:
    play = _parses_or_refuses(parse_play, text, position, dice)
    if play is not None:
        legal = [found for found, _ in legal_plays(position, dice)]
        assert play in legal
        # Its standard notation reads back as the same play.
        assert parse_play(format_play(play), position, dice) == play


@FUZZ
@given(st.sampled_from(POSITIONS), st.tuples(st.integers(1, 6), st.integers(1, 6)),
       st.randoms(use_true_random=False))
def test_every_legal_play_reads_back_from_its_notation(position: Position,
                                                       dice: tuple[int, int], rnd) -> None:
    plays = legal_plays(position, dice)
    if plays:
        play, _ = rnd.choice(plays)
        assert parse_play(format_play(play), position, dice) == play


# --- the command line ------------------------------------------------------------------------


def _clean_exit(result: Result) -> None:
    """Exit 0, 1 or 2 through Click, never an exception that escapes the command."""
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception)
    assert result.exit_code in (0, 1, 2), result.output
    assert "Traceback" not in result.output
    if result.exit_code:
        errors = [line for line in result.output.splitlines() if line.startswith("Error:")]
        assert len(errors) == 1, result.output


cli_text = any_text | position_ids | xgids | dice_like | st.sampled_from(["start", START_ID])


@FUZZ
@given(cli_text, cli_text | dice_like)
@example("start", "3-1")
@example(START_ID, "7-1")
@example("--help", "3-1")
@example("-d", "-d")
@example(START_XGID.replace(":0:0:1:", ":" + "1" * 5000 + ":0:1:"), "3-1")
def test_engine_moves_never_escapes(position: str, dice: str) -> None:
    result = CliRunner().invoke(main, ["engine", "moves", position, "--dice", dice],
                                catch_exceptions=True)
    _clean_exit(result)


edges = (any_text | st.from_regex(r"\s*-?[0-9]{0,3}(\.[0-9]{0,3})?\s*(mm|cm|in|pt|)\s*",
                                  fullmatch=True)
         | st.sampled_from(["nan", "-nan", "inf", "-inf", "1e400", "1e-400", "16_0", "0x10",
                            "16", " 16 mm ", "NaN mm", "٣٠"])
         | st.floats(allow_nan=True, allow_infinity=True).map(str))


@FUZZ
@given(edges)
def test_svg_dice_edge_never_escapes(tmp_path: Path, edge: str) -> None:
    target = tmp_path / "dice.svg"
    target.unlink(missing_ok=True)
    result = CliRunner().invoke(main, ["svg", "dice", "--edge", edge, "-o", str(target)],
                                catch_exceptions=True)
    _clean_exit(result)
    if result.exit_code == 0:
        ET.parse(target)  # a drawing was made, and it is well-formed
    else:
        assert not target.exists()
    assert [p.name for p in tmp_path.iterdir()] in ([], ["dice.svg"])


# Mostly text the fonts can draw (Latin-1 with XML's special characters), so that many
# examples reach the SVG; arbitrary text for the rest.
drawable = st.text(alphabet=st.characters(codec="latin-1") | st.sampled_from("<>&\"'ΩЖ—’€"))


@FUZZ
@given(drawable | any_text)
@example("<&>\"'")
@example("\x00")
def test_svg_note_is_drawn_well_formed_or_refused(tmp_path: Path, note: str) -> None:
    target = tmp_path / "cal.svg"
    target.unlink(missing_ok=True)
    result = CliRunner().invoke(main, ["svg", "calibration", "--note", note, "-o", str(target)],
                                catch_exceptions=True)
    _clean_exit(result)
    if result.exit_code == 0:
        labels = [element.get("aria-label") for element in ET.parse(target).iter()]
        # The note is wrapped at whitespace (and cut after a few lines); its first word is drawn
        # as given.
        assert all(any(word in label for label in labels if label) for word in note.split()[:1])
    else:
        assert not target.exists()


@pytest.mark.parametrize("value", ["nan", "NaN", "nan mm", "-nan"])
def test_nan_is_not_a_size(tmp_path: Path, value: str) -> None:
    result = CliRunner().invoke(main, ["svg", "dice", "--edge", value, "-o",
                                       str(tmp_path / "d.svg")], catch_exceptions=True)
    _clean_exit(result)
    assert result.exit_code == 2
    assert repr(value) in result.output


def _numeric_fields() -> list[tuple[str, str, float, float, bool]]:
    """(component, parameter, low, high, whole number?) for every bounded numeric parameter."""
    import dataclasses

    from printkit.components import all_components

    found = []
    for component in all_components().values():
        for field in dataclasses.fields(component.params):
            low, high = field.metadata.get("low"), field.metadata.get("high")
            if type(field.default) in (int, float) and low is not None and high is not None:
                found.append((component.name, field.name, low, high, type(field.default) is int))
    return found


NUMERIC_FIELDS = _numeric_fields()


@st.composite
def in_range_values(draw: st.DrawFn) -> tuple[str, str, str]:
    """A component, one of its numeric parameters and a value inside its accepted range."""
    name, field, low, high, whole = draw(st.sampled_from(NUMERIC_FIELDS))
    if whole:
        value = str(draw(st.integers(int(low), int(high))))
    else:
        number = draw(st.floats(low, high) | st.sampled_from([low, high]))
        value = draw(st.sampled_from([repr(number), f"{number:.2f}", f"{number:g} mm"]))
    return name, field, value


@settings(FUZZ, max_examples=60)  # each draws a part: a sample keeps the suite quick
@given(in_range_values())
@example(("dice", "edge", "8.01"))  # corners computed by two sums once differed as floats
@example(("cube", "edge", "12.7"))
def test_every_accepted_size_draws_a_well_formed_svg(case: tuple[str, str, str]) -> None:
    from printkit.components import find_any_component

    name, field, value = case
    component = find_any_component(name)
    try:
        params = component.make({field: value})
    except PrintkitError:
        # Only rounding may push a value written with fewer digits outside its range.
        assert "." in value, value
        return
    try:
        drawing = component.draw(params)
    except PrintkitError as exc:  # a combination the component refuses must say so clearly
        assert "\n" not in str(exc)
        return
    assert drawing.width > 0 and drawing.height > 0
    ET.fromstring(svg_document(drawing))
