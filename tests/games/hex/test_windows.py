"""A Hex diagram may show a region of the board, larger (a window), or the board's halves
being joined: the validator refuses a window that hides a cell the diagram names or
plays, and halves where the board is printed whole; a window shows exactly the region's
cells, larger, with its own coordinates and the frame only where it meets the board's
edge; the halves show both halves, apart, without words."""

from __future__ import annotations

import math

import pytest

from printkit import games
from printkit.art.boards.diagrams import COORDINATE_PT
from printkit.art.canvas import Path as PathShape
from printkit.art.canvas import Text
from printkit.games.hex import board
from printkit.games.hex.engine import RULES
from printkit.rulebook.source import parse_rules
from printkit.units import pt_to_mm

BRIDGE = "11/11/11/4b6/11/11/11/7w3/11/11/11 b"


def _block(window: str, caption: str = "Black plays d6, a bridge from e4.",
           game: str = "hex"):
    text = (f"# T\n\n```diagram\nposition: {BRIDGE}\nplay: d6\nview: {window}\n"
            f"caption: {caption}\n```\n")
    return games.find_game(game).checks().diagram_problems(parse_rules(text).diagrams[0])


def test_a_window_holding_every_cell_named_or_played_passes() -> None:
    assert _block("c3-h8") == []
    assert _block("h8-c3") == []  # either corner first


@pytest.mark.parametrize(("window", "caption", "left_out"), [
    ("a1-c3", "Black plays d6, a bridge from e4.", "d6, e4"),  # the play and a named cell
    ("c3-g7", "The white stone on h8 does not matter.", "h8"),
])
def test_a_window_that_hides_a_cell_the_diagram_names_is_refused(
        window: str, caption: str, left_out: str) -> None:
    assert _block(window, caption) == [
        (6, f"view {window} leaves out {left_out}, which the diagram names or plays")]


def test_a_window_off_the_board_or_in_another_game_is_refused() -> None:
    assert _block("c3-m8") == [(6, "view c3-m8: m8 is not a cell of the 11 x 11 board")]
    text = "# T\n\n```diagram\nposition: start\nview: a1-c3\n```\n"
    block = parse_rules(text).diagrams[0]
    assert games.find_game("breakthrough").checks().diagram_problems(block) == [
        (5, "this game's diagrams show the whole board: no view")]


def _cells(drawing) -> dict[str, list[tuple[float, float]]]:
    return {s.paint.cls.split("-", 1)[1]: [p[0] for _, p in s.segments if p]
            for layer in drawing.layers.values() for s in layer
            if isinstance(s, PathShape) and (s.paint.cls or "").startswith("cell ")}


def test_a_window_draws_its_cells_alone_larger_with_their_coordinates() -> None:
    position = RULES.parse_position("11/11/5b5/11/11/11/11/11/11/11/11 w")
    whole = board.diagram(position, "swap", 80.0)
    part = board.diagram(position, "swap", 80.0, view="a1-f6")
    assert math.isclose(part.width, 80.0) and math.isclose(whole.width, 80.0)
    cells = _cells(part)
    assert set(cells) == {f"{c}{r}" for c in "abcdef" for r in range(1, 7)}
    # Review s20: the whole board's cells were 3.4 mm across at this width; a window of
    # six by six draws them nearly twice as large.
    across = [max(x for x, _ in c) - min(x for x, _ in c) for c in cells.values()]
    whole_across = [max(x for x, _ in c) - min(x for x, _ in c)
                    for c in _cells(whole).values()]
    assert min(across) >= 1.75 * max(whole_across) > 6.0
    # Its own letters and numbers, once above and below, left and right, 5 pt or more.
    words = [s for layer in part.layers.values() for s in layer if isinstance(s, Text)]
    assert sorted(s.content for s in words) == sorted([*"abcdef" * 2, *[str(r) for r in
                                                                      range(1, 7)] * 2])
    assert min(s.size for s in words) >= pt_to_mm(COORDINATE_PT) - 1e-9
    # The frame only on the board's edges the window meets: Black's top, White's left.
    assert _edges(part) == ["edge edge-b", "edge edge-w"]
    assert _edges(board.diagram(RULES.parse_position(BRIDGE), "d6", 80.0,
                                view="c3-h8")) == []


def _edges(drawing) -> list[str]:
    """The frame's coloured bands a drawing paints, by class."""
    return sorted(s.paint.cls for layer in drawing.layers.values() for s in layer
                  if not isinstance(s, Text) and (s.paint.cls or "").startswith("edge "))


def _halves(paper: str) -> str:
    return (f"# T\n\n```diagram\n{paper}position: start\nview: halves\n"
            "caption: Joining the board.\n```\n")


@pytest.mark.parametrize(("paper", "problem"), [
    ("paper: a4 letter\n", None),
    ("", "view halves: the board comes in halves only on a4 and letter: say so with "
         "'paper: a4 letter'"),
    ("paper: a4 a3\n", "view halves: the board comes in halves only on a4 and letter: say "
                       "so with 'paper: a4 letter'")])
def test_the_halves_are_shown_only_where_the_board_comes_in_halves(
        paper: str, problem: str | None) -> None:
    block = parse_rules(_halves(paper)).diagrams[0]
    found = games.find_game("hex").checks().diagram_problems(block)
    assert found == ([] if problem is None else [(block.line_of("view"), problem)])


def test_a_paper_condition_keeps_a_diagram_off_the_other_papers() -> None:
    from printkit.rulebook.source import as_printed

    document = parse_rules(_halves("paper: a4 letter\n"))
    assert len(as_printed(document, "a4").diagrams) == 1
    assert as_printed(document, "a3").diagrams == ()


def test_the_join_shows_both_halves_apart_the_top_over_the_strip_without_words() -> None:
    # Review s20: "the board join is described in one sentence and never illustrated".
    from printkit.craft.geometry import Run, flatten

    picture = board.diagram(RULES.start(), None, 80.0, view="halves")
    items = [item for name, layer in picture.layers.items() for item in flatten(layer, name)]
    assert not any(isinstance(item, Run) for item in items)  # too small to read: none
    strokes = [item for item in items if not isinstance(item, Run)]
    cells = {s.paint.cls.split("-", 1)[1]: s.points for s in strokes
             if (s.paint.cls or "").startswith("cell ")}
    assert len(cells) == 121  # every cell, once, on one half or the other
    (strip,) = [s for s in strokes if s.paint.cls == "glue"]
    strip_top = min(y for _, y in strip.points)
    # The top half (rows 1 to 6) stands wholly above the strip, lifted off it; the bottom
    # half's rows below it.
    top_rows = [max(y for _, y in c) for name, c in cells.items() if int(name[1:]) <= 6]
    bottom_rows = [min(y for _, y in c) for name, c in cells.items() if int(name[1:]) >= 7]
    assert max(top_rows) < strip_top < min(bottom_rows)
    assert sum(s.paint.cls == "move-arrow-head" for s in strokes) == 2
