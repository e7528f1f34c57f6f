"""The nardy kit: it builds in every language, its board shows long nardy as it is played,
its rulebook diagrams are checked by the engine, and every engine is on the command line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.art.boards.points import setup_layout
from printkit.context import Context
from printkit.games.nardy import board
from printkit.games.nardy.kit import board_params
from printkit.games.nardy.long import RULES
from printkit.i18n import untranslated
from printkit.units import PAPERS
from printkit.validate import validate
from tests.sample import sample

TITLES = {"en": "Nardy", "pt-BR": "Nardy longo", "pt-PT": "Nardy longo"}


# English and one Portuguese by default (each build takes some 8 s); the craft check
# builds every language too.
@pytest.mark.parametrize("lang", sample(["en", "pt-BR", "pt-PT"], lambda _, lang: lang != "pt-BR"))
def test_the_kit_builds_in_each_language(run, tmp_path: Path, lang: str) -> None:
    result = run("build", "nardy", "--lang", lang, "-o", "nardy.pdf")
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "nardy.pdf")
    # The rulebook closes the kit, after the card sheets (one- or two-sided).
    found = re.search(r"print pages? (\d+)(?:-(\d+))? on plain paper", result.output)
    first, last = int(found[1]), int(found[2] or found[1])
    assert len(reader.pages) == last
    text = "".join(page.extract_text() for page in reader.pages[first - 1:])
    assert TITLES[lang] in text


def test_aliases_find_the_kit(run) -> None:
    assert run("build", "gamao-longo", "--paper", "a3", "-o", "k.pdf").exit_code == 0


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_the_board_marks_long_nardys_start_as_each_paper_draws_it(paper: str) -> None:
    params = board_params(Context(paper=PAPERS[paper], language="en", gettext=untranslated))
    marks = setup_layout(params, board.style()).points
    assert marks[23] == (15, 0)  # White's head, its 24-point
    assert marks[11] == (0, 15)  # Black's head, on the point numbered 12
    assert sum(near + far for near, far in marks) == 30


def test_heads_and_homes_are_marked_on_the_board() -> None:
    from printkit.art.boards.points import board_scene

    params = board.NardyBoardParams()
    g = params.geometry
    shapes = board_scene(params, board.style()).shapes
    heads = [s for s in shapes if s.tag == "head-mark"]
    assert {g.point_at(s.xs[0], g.field_top + 1 if s.ys[0] < g.middle else g.field_bottom - 1)
            for s in heads} == {24, 12}
    homes = [s for s in shapes if s.tag == "home-mark"]
    spans = {(round(s.xs[0], 3), round(s.xs[0] + s.extra[0], 3)) for s in homes}
    left = {g.column_left(g.column(p)) for p in range(1, 7)}
    assert any(round(min(left), 3) == a for a, _ in spans)
    assert len(homes) == 2


def test_long_nardy_diagrams_show_the_heads_and_homes_the_text_points_to() -> None:
    # The book says a ring marks each head and a strip lines each home, but no diagram
    # showed them (rev15 nardy 5); short nardy's diagrams, which use neither, still don't.
    from tests.art.test_point_marks import tagged

    long_one = board.diagram(board.start(), None, 85.0)
    assert len(tagged(long_one, "head-mark")) == 2
    strips = tagged(long_one, "home-mark")
    assert len(strips) == 2
    short_one = board.short_diagram(board.short.Position.start(), None, None, 85.0)
    assert not tagged(short_one, "head-mark") and not tagged(short_one, "home-mark")


def test_both_ways_round_are_counterclockwise() -> None:
    from printkit.art.boards.points import board_scene

    params = board.NardyBoardParams()
    g = params.geometry
    lanes = [s for s in board_scene(params, board.style()).shapes
             if "direction" in s.tag.split() and s.kind == "polyline"]
    # Each lane is drawn twice (edge, then face); down on the left, up on the right.
    left = [s for s in lanes if s.xs[0] < g.width / 2]
    right = [s for s in lanes if s.xs[0] > g.width / 2]
    assert all(s.ys[0] < s.ys[-1] for s in left) and all(s.ys[0] > s.ys[-1] for s in right)


def test_the_validator_passes_and_catches_a_wrong_first_turn(tmp_path: Path, monkeypatch,
                                                             run) -> None:
    import dataclasses
    import shutil

    from printkit import games

    assert validate("nardy") == []
    nardy = games.find_game("nardy")
    folder = tmp_path / "nardy"
    shutil.copytree(nardy.templates, folder)
    rules = folder / "rules.md"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(text.replace("play: 24/18 24/18", "play: 24/18 18/12"), encoding="utf-8")
    games.register(dataclasses.replace(nardy, template_folder=folder))
    try:
        result = run("validate", "nardy", "--lang", "en")
    finally:
        games.unregister("nardy")
    assert result.exit_code == 1
    line = text.split("play: 24/18 24/18")[0].count("\n") + 1
    assert f"{rules}:{line}: play '24/18 18/12' is not legal with 6-6" in result.output


@pytest.mark.parametrize(("game", "position", "dice", "first"), [
    ("long-nardy", "start", "6-6", {"move": "24/18 24/18",
                                    "result": "-----------o-----B-----M:b", "winner": None}),
    ("short-nardy", "start", "3-1", {"move": "13/10 6/5", "result": "0HPiATDgc/ABMA",
                                     "winner": None}),
    ("caucasian-nardy", "4HPwASLgc/ABMA", "4-2", {"move": "13/11 6/2",
                                                  "result": "4HPwASLgc/ABMA", "winner": None}),
])
def test_every_nardy_engine_is_on_the_command_line(run, game: str, position: str, dice: str,
                                                   first: dict[str, object]) -> None:
    result = run("engine", "moves", "--game", game, position, "--dice", dice, "--format",
                 "json")
    assert result.exit_code == 0, result.output
    moves = json.loads(result.output)
    assert moves[0]["move"] == first["move"] and moves[0]["winner"] is None
    if game == "long-nardy":
        assert moves == [first]


def test_a_black_move_is_drawn_on_the_far_side(run, tmp_path: Path) -> None:
    after = RULES.format_position(RULES.play(RULES.start(), "24/18 18/13", (6, 5)))
    result = run("engine", "diagram", "--game", "long-nardy", after, "--move", "24/18 18/13",
                 "--dice", "6-5", "-o", "d.svg")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "d.svg").read_text().count('class="play-arrow"') == 2


def test_each_tray_arrow_s_band_stops_inside_its_head() -> None:
    # The band ran on to the arrow's tip, and its square end showed beside the point of
    # the head (rev15, p6 and p7 at 400 dpi): it stops inside the head's base now.
    from printkit.art.boards.point_geometry import Scene
    from printkit.art.palette import find_palette

    params = board_params(Context(paper=PAPERS["a4"], language="en", gettext=untranslated))
    scene = Scene()
    board._arrows(scene, params.geometry, find_palette("classic"))
    for side in ("light", "dark"):
        tag = f"direction direction-{side}"
        bands = [s for s in scene.shapes if s.kind == "polyline" and s.tag == tag]
        (head,) = [s for s in scene.shapes if s.kind == "polygon" and s.tag == tag]
        base, tip = min(head.xs), max(head.xs)
        if head.xs.index(tip) != 1:  # the head points left: its tip is the least x
            base, tip = tip, base
        for band in bands:
            end = band.xs[-1]
            assert min(base, tip) < end < max(base, tip), (side, base, end, tip)
            assert abs(end - base) < abs(end - tip)
