"""The board of 24 points (drawn in backgammon's style), its printable halves and position
diagrams, checked through their SVG."""

from __future__ import annotations

import dataclasses
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from printkit.art.boards import points
from printkit.art.boards.point_diagrams import position_diagram
from printkit.art.boards.point_geometry import diagram_geometry
from printkit.art.boards.points import BoardParams
from printkit.art.canvas import Drawing
from printkit.art.svg import svg_document
from printkit.components import find_any_component
from printkit.games.backgammon import board
from printkit.games.backgammon.engine import Move, Position, legal_plays

SVG = "{http://www.w3.org/2000/svg}"
NUMBER = r"-?\d+(?:\.\d+)?"
DEFAULT = BoardParams()


def tree(d: Drawing) -> ET.Element:
    """Parse a drawing's SVG."""
    return ET.fromstring(svg_document(d).encode())


def tagged(root: ET.Element, cls: str) -> list[ET.Element]:
    """Return the elements whose class list holds `cls`."""
    return [e for e in root.iter() if cls in e.get("class", "").split()]


def centre(e: ET.Element) -> tuple[float, float]:
    """Return a circle's centre."""
    return float(e.get("cx", "nan")), float(e.get("cy", "nan"))


def vertices(e: ET.Element) -> list[tuple[float, float]]:
    """Return the corners of a path written as M x,y L x,y ... Z."""
    nums = [float(n) for n in re.findall(NUMBER, e.get("d", ""))]
    return list(zip(nums[::2], nums[1::2], strict=True))


def extents(e: ET.Element) -> list[tuple[float, float]]:
    """Return points bounding one untransformed shape."""
    tag = e.tag.removeprefix(SVG)
    if tag == "circle":
        (x, y), r = centre(e), float(e.get("r", "0"))
        return [(x - r, y - r), (x + r, y + r)]
    if tag == "rect":
        x, y = float(e.get("x", "0")), float(e.get("y", "0"))
        return [(x, y), (x + float(e.get("width", "0")), y + float(e.get("height", "0")))]
    if tag == "path" and "transform" in e.attrib:  # outlined text: check its anchor
        return [translation(e)]
    if tag == "path":
        return vertices(e)
    return []


def translation(e: ET.Element) -> tuple[float, float]:
    """Return where an outlined text is anchored."""
    x, y = (float(n) for n in re.findall(NUMBER, e.get("transform", ""))[:2])
    return x, y


def assert_inside(d: Drawing) -> None:
    """Every shape of `d` lies within its page."""
    slack = 5e-4  # the SVG writes every number to the nearest 0.001 mm
    for e in tree(d).iter():
        for x, y in extents(e):
            assert -slack <= x <= d.width + slack, (e.attrib, d.width)
            assert -slack <= y <= d.height + slack, (e.attrib, d.height)


# -- the whole board --------------------------------------------------------


def marks_by_point(d: Drawing, params: BoardParams) -> tuple[tuple[int, int], ...]:
    """Count the setup marks per point and side, found by geometry alone."""
    found: Counter[tuple[int, str]] = Counter()
    root = tree(d)
    for side in ("light", "dark"):
        for e in tagged(root, f"setup-{side}"):
            point = params.geometry.point_at(*centre(e))
            assert point is not None
            found[point, side] += 1
    return tuple((found[p, "light"], found[p, "dark"]) for p in range(1, 25))


def test_setup_marks_stand_where_the_engine_starts() -> None:
    assert marks_by_point(board.draw(DEFAULT), DEFAULT) == Position.start().layout().points


def test_setup_marks_are_taken_from_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    on_roll = [0] * 25
    opponent = [0] * 25
    on_roll[2], opponent[4] = 4, 1  # near: 4 on point 3; far: 1 on its 5 = our 20
    other = Position.from_counts(on_roll, opponent)
    monkeypatch.setattr(board.Position, "start", classmethod(lambda cls: other))
    marks = marks_by_point(board.draw(DEFAULT), DEFAULT)
    assert marks == other.layout().points
    assert marks[2] == (4, 0) and marks[19] == (0, 1)


def test_setup_layout_reads_the_marks_back_for_the_validator() -> None:
    assert board.setup_layout(DEFAULT).points == Position.start().layout().points
    empty = board.setup_layout(BoardParams(show_setup=False))
    assert all(counts == (0, 0) for counts in empty.points)


def test_there_are_24_points_each_where_its_number_says() -> None:
    # Their alternating looks, in every theme: test_point_marks.py.
    root = tree(board.draw(DEFAULT))
    for point in range(1, 25):
        (shape,) = tagged(root, f"point-{point}")
        corners = vertices(shape)
        middle = (sum(x for x, _ in corners) / 3, sum(y for _, y in corners) / 3)
        assert DEFAULT.geometry.point_at(*middle) == point
    assert len(tagged(root, "point")) == 24


def test_points_run_anticlockwise_from_the_near_home_board() -> None:
    g = DEFAULT.geometry
    x = {p: g.point_x(p) for p in range(1, 25)}
    y = {p: sum(corner[1] for corner in g.point_triangle(p)) / 3 for p in range(1, 25)}
    assert all(x[p] > x[p + 1] for p in range(1, 12))  # bottom row: 1 right .. 12 left
    assert all(x[p] < x[p + 1] for p in range(13, 24))  # top row: 13 left .. 24 right
    assert all(y[p] > y[25 - p] for p in range(1, 13))
    assert x[1] == max(x.values()) and x[12] == min(x.values())
    # Both home boards (1-6, 19-24) lie right of the bar.
    bar = DEFAULT.geometry.join
    assert all(x[p] > bar for p in [*range(1, 7), *range(19, 25)])
    assert all(x[p] < bar for p in range(7, 19))


@pytest.mark.parametrize("length", [1, 7, 13, 25])
def test_score_tracks_have_one_dot_per_point(length: int) -> None:
    params = BoardParams(match_length=length)
    g = params.geometry
    root = tree(board.draw(params))
    for side, band in (("light", (g.field_bottom, g.bottom)), ("dark", (g.top, g.field_top))):
        dots = sorted(centre(e) for e in tagged(root, f"score-{side}"))
        assert len(dots) == length
        for x, y in dots:
            assert band[0] < y < band[1]  # on the frame, beside the field
            assert not g.bar_x <= x <= g.bar_x + g.bar_width  # never on the join
        gaps = [b[0] - a[0] for a, b in zip(dots, dots[1:], strict=False)]
        assert all(gap >= 8.0 - 1e-9 for gap in gaps)  # room for ~10 mm pins


@pytest.mark.parametrize("width", [12.0, 30.0])
@pytest.mark.parametrize("length", [1, 25])
def test_extreme_parameters_stay_on_the_drawing(width: float, length: int) -> None:
    params = BoardParams(point_width=width, match_length=length, frame_width=3)
    for d in (board.draw(params), *board.halves(params)):
        assert_inside(d)
    xs = sorted(x for x, _ in params.track.dots(True))
    assert all(b - a > 5.0 for a, b in zip(xs, xs[1:], strict=False))


def test_each_track_has_a_start_spot_just_before_dot_one() -> None:
    g, track = DEFAULT.geometry, DEFAULT.track
    root = tree(board.draw(DEFAULT))
    for near, side in ((True, "light"), (False, "dark")):
        (spot,) = tagged(root, f"score-start-{side}")
        corners = vertices(spot)
        x = sum(c[0] for c in corners) / 4
        first = track.dots(near)[0][0]
        assert abs(x - first) == pytest.approx(track.pitch, abs=1e-3)
        assert x > g.join + 2.4  # on the same printed half as the home board's dots


def test_each_player_counts_towards_its_own_right() -> None:
    track = DEFAULT.track
    near, far = track.dots(True), track.dots(False)
    assert [x for x, _ in near] == sorted(x for x, _ in near)
    assert [x for x, _ in far] == sorted((x for x, _ in far), reverse=True)
    home = DEFAULT.geometry
    assert all(home.home_left < x < home.field_right for x, _ in near)


def test_options_remove_their_art() -> None:
    bare = BoardParams(show_setup=False, show_score=False, show_numbers=False)
    root = tree(board.draw(bare))
    assert not tagged(root, "setup-mark") and not tagged(root, "score-dot")
    assert not [e for e in root.iter() if e.get("aria-label", "").isdigit()]
    assert board.draw(bare).height < board.draw(DEFAULT).height


# -- the printable halves ---------------------------------------------------


@pytest.mark.parametrize("params", [DEFAULT, BoardParams(match_length=25),
                                    BoardParams(palette="ink-saver", show_numbers=False)])
def test_each_half_fits_the_printable_area_of_a4_and_letter(params: BoardParams) -> None:
    for half in board.halves(params):
        assert half.width <= points.PRINTABLE[0] and half.height <= points.PRINTABLE[1]
        assert_inside(half)


def test_halves_share_alignment_marks_at_the_same_heights() -> None:
    left, right = board.halves(DEFAULT)
    join_left = DEFAULT.geometry.join  # the left half keeps whole-board x
    tips = []
    for half, join in ((left, join_left), (right, points.BLEED)):
        marks = tagged(tree(half), "align-mark")
        # Each mark is a triangle with one corner (its tip) on the join line.
        tips.append(sorted(y for m in marks for x, y in vertices(m) if abs(x - join) < 1e-6))
        assert len(marks) == len(tips[-1]) == 2  # one in each band of point numbers
    assert tips[0] == pytest.approx(tips[1])
    assert tips[0] == pytest.approx(sorted(DEFAULT.geometry.alignment_ys), abs=1e-3)


def test_halves_put_back_together_give_the_whole_board() -> None:
    left, right = board.halves(DEFAULT)
    shift = DEFAULT.geometry.join - points.BLEED  # right half x -> whole-board x
    whole = {e.get("class"): vertices(e) for e in tagged(tree(board.draw(DEFAULT)), "point")}
    parts = {e.get("class"): vertices(e) for e in tagged(tree(left), "point")}
    assert {int(c.split("-")[-1]) for c in parts} == set(range(7, 19))
    for e in tagged(tree(right), "point"):
        parts[e.get("class")] = [(x + shift, y) for x, y in vertices(e)]
    assert parts.keys() == whole.keys()
    for cls, corners in whole.items():
        flat = [v for corner in corners for v in corner]
        assert [v for corner in parts[cls] for v in corner] == pytest.approx(flat, abs=1e-3)


def test_only_the_left_half_has_the_glue_strip_and_each_half_a_cut_line() -> None:
    left, right = (tree(h) for h in board.halves(DEFAULT))
    (glue,) = tagged(left, "glue")
    assert min(x for x, _ in vertices(glue)) == pytest.approx(DEFAULT.geometry.join)
    assert not tagged(right, "glue")
    for root in (left, right):
        cut = root.find(f"{SVG}g[@id='cut']")
        assert cut is not None and len(cut) == 1


def test_parts_follow_the_split_option() -> None:
    assert len(points.parts(DEFAULT, board.style())) == 2
    (whole,) = points.parts(BoardParams(split="whole"), board.style())
    assert whole.width == pytest.approx(DEFAULT.geometry.width)


# -- SVG output -------------------------------------------------------------


@pytest.mark.parametrize("which", ["whole", "left", "right", "diagram"])
def test_svg_is_well_formed_with_millimetre_size(which: str, svg_ok) -> None:
    drawings = {"whole": board.draw(DEFAULT), "left": board.halves(DEFAULT)[0],
                "right": board.halves(DEFAULT)[1],
                "diagram": position_diagram(Position.start().layout())}
    d = drawings[which]
    svg_ok(d)
    assert_inside(d)


def test_board_is_a_registered_component() -> None:
    component = find_any_component("board")
    assert component.draw is board.export and component.defaults() == DEFAULT


def test_export_follows_split() -> None:
    left, right = board.halves(DEFAULT)
    both = board.export(DEFAULT)
    assert both.width == left.width + points.HALVES_GAP + right.width
    assert both.height == max(left.height, right.height)
    whole = board.export(dataclasses.replace(DEFAULT, split="whole"))
    assert svg_document(whole) == svg_document(board.draw(DEFAULT))


# -- position diagrams ------------------------------------------------------


def checkers_by_point(d: Drawing) -> tuple[tuple[int, int], ...]:
    """Count the drawn checkers per point and colour, found by geometry alone."""
    g = diagram_geometry(d.width)
    found: Counter[tuple[int | None, str]] = Counter()
    root = tree(d)
    for side in ("light", "dark"):
        for e in tagged(root, f"checker-{side}"):
            found[g.point_at(*centre(e)), side] += 1
    return tuple((found[p, "light"], found[p, "dark"]) for p in range(1, 25))


def test_diagram_of_the_start_shows_the_engine_layout() -> None:
    layout = Position.start().layout()
    d = position_diagram(layout)
    assert d.width == pytest.approx(120.0)
    assert checkers_by_point(d) == layout.points
    cut = tree(d).find(f"{SVG}g[@id='cut']")
    assert cut is not None and len(cut) == 0  # a picture, not a part to cut out
    assert not tagged(tree(d), "score-dot")


def test_diagram_counts_tall_stacks_and_shows_bar_and_off() -> None:
    on_roll, opponent = [0] * 25, [0] * 25
    on_roll[1], on_roll[24] = 8, 1  # 8 on point 2, 1 on the bar, 6 off
    opponent[0], opponent[24] = 3, 2  # 3 on our 24, 2 on the bar, 10 off
    layout = Position.from_counts(on_roll, opponent).layout()
    d = position_diagram(layout)
    root = tree(d)
    assert checkers_by_point(d)[1] == (5, 0)  # five drawn, the top one numbered
    g = diagram_geometry(d.width)
    top = g.stack(2, 4)
    labels = [e for e in root.iter() if e.get("aria-label") == "8"]
    assert any(abs(translation(e)[0] - top[0]) < 1e-3 and abs(translation(e)[1] - top[1]) < g.radius
               for e in labels)
    on_bar = [centre(e) for e in tagged(root, "checker") if g.point_at(*centre(e)) is None]
    assert sorted(y < g.middle for _, y in on_bar) == [False, False, True]
    assert all(abs(x - g.join) < 1e-3 for x, _ in on_bar)
    for side, count, lower in (("light", 6, True), ("dark", 10, False)):
        slabs = tagged(root, f"off-{side}")
        assert len(slabs) == count
        assert all((float(e.get("y", "0")) > g.middle) == lower for e in slabs)
        assert all(float(e.get("x", "0")) > g.field_right for e in slabs)


def test_diagram_draws_one_arrow_per_move() -> None:
    start = Position.start()
    play, _ = legal_plays(start, (6, 6))[0]
    d = position_diagram(start.layout(), play=play)
    assert len(tagged(tree(d), "play-arrow")) == len(play) == 4
    assert_inside(d)
    entering = (Move(25, 22), Move(13, 7), Move(6, 0))  # bar and off too
    d = position_diagram(start.layout(), play=entering)
    assert len(tagged(tree(d), "play-arrow")) == 3
    assert_inside(d)
    without = position_diagram(Position.start().layout(), numbers=False)
    assert not tagged(tree(without), "play-arrow")
    assert without.height < d.height
