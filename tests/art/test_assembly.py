"""Assembly pictures: folded in code from the nets' own plans, and checked against them."""

from __future__ import annotations

import math
from pathlib import Path as FilePath

import pytest

from printkit.art.canvas import Path, Text
from printkit.art.palette import find_palette
from printkit.art.parts import assembly, isometric, piece_figures
from printkit.art.parts.assembly import FIGURES, box_faces, figure, labels
from printkit.art.parts.box import BoxParams, fold_frames, modules
from printkit.art.parts.box_geometry import plan_a
from printkit.art.parts.cup import GLUED_FLAPS, CupParams
from printkit.art.parts.pins import SIDES as PIN_SIDES
from printkit.art.parts.pins import PinsParams
from printkit.art.plane import inside, overlaps
from printkit.validate import validate
from tests.sample import sample


def _heights(step: int) -> list[float]:
    return [p[2] for face in box_faces(BoxParams(), step, find_palette("classic"))
            for p in face.points]


def test_the_steps_fold_the_box_one_stage_at_a_time() -> None:
    params = BoxParams()
    flat, walls, locked, closed = (max(_heights(step)) for step in (1, 2, 3, 4))
    assert flat == pytest.approx(params.paper_thickness, abs=0.01)  # both modules lie flat
    # The linings stand on top of B's walls until the box is locked, then fold inside.
    assert walls > params.wall_height and locked > params.wall_height
    assert closed == pytest.approx(params.wall_height, abs=1.0)
    assert min(_heights(4)) >= -0.01  # nothing hangs below the floor


@pytest.mark.parametrize("name", FIGURES)
def test_every_figure_draws_and_shows_only_what_the_nets_print(name: str) -> None:
    drawing = figure(name, width=50)
    assert drawing.width == pytest.approx(50)
    printed = set().union(*(labels(module) for module in modules(BoxParams())))
    assert labels(drawing) <= printed


def test_box_steps_hide_the_tab_codes_once_locked() -> None:
    # Locked (III, IV), the tabs' tips and their codes are inside the slits.
    assert "A3" not in labels(figure("box-3")) and "6" in labels(figure("box-3"))
    assert "B" not in labels(figure("box-4"))


# One language by default, the one furthest from the source (each book takes some 9 s to
# set); `make test-slow` sets the others.
@pytest.mark.parametrize(("lang", "says", "steps"), sample(
    [("en", ("A die halfway folded", "A pin partly folded", "The cup upside down"),
      "Steps 7 and 8"),
     ("pt-BR", ("Um dado dobrado até a metade", "Um pino dobrado em parte",
                "O copo de boca para baixo"), "Passos 7 e 8"),
     ("pt-PT", ("Um dado dobrado até meio", "Um pino dobrado em parte",
                "O copo de boca para baixo"), "Passos 7 e 8")],
    lambda _, case: case[0] == "pt-PT"))
def test_the_rulebook_shows_every_figure_in_every_language(run, tmp_path: FilePath, lang: str,
                                                            says: tuple[str, ...],
                                                            steps: str) -> None:
    from pypdf import PdfReader

    assert run("rules", "backgammon", "--lang", lang, "-o", f"{lang}.pdf").exit_code == 0
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(tmp_path / f"{lang}.pdf").pages
                             ).split())
    assert all(text.count(caption) == 1 for caption in says) and steps in text


def test_a_figure_label_missing_from_the_nets_is_caught(monkeypatch) -> None:
    original = assembly.labels
    monkeypatch.setattr(assembly, "labels",
                        lambda d: original(d) | ({"A5"} if d.name.startswith("figure") else set()))
    # The validator keeps the labels it has read for the process: read them afresh.
    _forget_labels()
    try:
        problems = validate("backgammon", ["en"])
    finally:
        _forget_labels()
    assert any("shows A5, which the nets do not print" in p for p in problems), problems


def _forget_labels() -> None:
    from printkit import validate as validator

    validator._figure_labels.cache_clear()
    validator._net_labels.cache_clear()


def test_an_unknown_figure_is_caught_at_its_line(tmp_path: FilePath, monkeypatch) -> None:
    import shutil

    from printkit import paths

    root = paths.data_root()
    for name in ("templates", "locales"):
        shutil.copytree(root / name, tmp_path / name)
    (tmp_path / "fonts").symlink_to(root / "fonts")
    monkeypatch.setattr(paths, "data_root", lambda: tmp_path)
    rules = tmp_path / "templates/backgammon/rules.md"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(text.replace("figure: box-4", "figure: box-5"), encoding="utf-8")
    line = text.split("figure: box-4")[0].count("\n") + 1
    problems = validate("backgammon", ["en"])
    assert f"en:{rules}:{line}: unknown figure 'box-5'" in "\n".join(problems)


GAMES = ("backgammon", "nardy", "breakthrough", "snort", "rastros", "traffic-lights", "hex",
         "oware", "classics")


@pytest.mark.parametrize("game", GAMES)
def test_each_kit_pictures_its_own_box_with_only_the_labels_it_prints(game: str) -> None:
    from printkit.games import find_game
    from printkit.games.recipe import assembly_box

    box = assembly_box(find_game(game).kit().manifest, "classic")
    printed = set().union(*(labels(module) for module in modules(box)))
    shown = set().union(*(labels(figure(f"box-{step}", box=box)) for step in (1, 2, 3, 4)))
    assert shown <= printed and "6" in shown and "A3" not in shown, (game, shown - printed)
    # Folded from the kit's own box: the closed box is as high as that box's walls.
    heights = [p[2] for face in box_faces(box, 4, find_palette("classic")) for p in face.points]
    assert max(heights) == pytest.approx(box.wall_height, abs=1.0)


def test_the_step_6_picture_shows_one_lining_down_and_the_other_on_its_way() -> None:
    params = BoxParams()
    faces = {f.panel: f for f in box_faces(params, 3, find_palette("classic"),
                                           assembly.LINING_DOWN)}
    floor = faces["B floor"].points
    low, high = min(p[0] for p in floor), max(p[0] for p in floor)

    def across(panel: str) -> list[float]:
        return [p[0] for p in faces[panel].points]

    # The far lining stands in its wall's plane, a card's thickness inside it...
    assert {round(x, 6) for x in across("B west_lining")} == {
        round(min(across("B west")) + assembly.CARD, 6)}
    # ...and reaches down to the floor, where its lug goes through.
    assert min(p[2] for p in faces["B west_lining"].points) < params.paper_thickness + 1.0
    # The near one leans in over the floor, its top still above the wall's.
    east = across("B east_lining")
    assert low < min(east) < max(east) <= high + 1e-6
    assert max(p[2] for p in faces["B east_lining"].points) > 0.5 * params.wall_height
    # Its lug's badge 6 is in sight: no face drawn after the label covers it.
    art = figure("box-lining").layers["art"]
    at = [i for i, shape in enumerate(art) if isinstance(shape, Text) and shape.content == "6"]
    assert any(not any(isinstance(over, Path) and inside((art[i].x, art[i].y - 0.5),
                                                         [q for _, ps in over.segments
                                                          for q in ps])
                       for over in art[i + 1:]) for i in at)


def test_a_closed_box_shows_no_label_of_a_flap_hidden_inside() -> None:
    closed = figure("box-4")
    assert "7" not in labels(closed)
    # The linings' badges are under the lid: drawn in the art layer, painted over by it.
    assert all(shape.content != "6" for shape in closed.layers["text"]
               if isinstance(shape, Text))


@pytest.mark.parametrize("name", FIGURES)
def test_labels_print_at_5_pt_or_more_where_the_rulebook_shows_the_figure(name: str) -> None:
    from printkit.render.rulebook import FIGURE_HEIGHT_MM, FIGURE_WIDTH_MM

    assert (FIGURE_WIDTH_MM, FIGURE_HEIGHT_MM) == isometric.SHOWN
    for game in ("backgammon", "breakthrough", "traffic-lights", "classics"):
        from printkit.games import find_game
        from printkit.games.recipe import assembly_box

        drawing = figure(name, width=72.0, box=assembly_box(find_game(game).kit().manifest,
                                                             "classic"))
        # The rulebook fits the figure into SHOWN, never wider than it is drawn here.
        scale = min(1.0, FIGURE_WIDTH_MM / drawing.width, FIGURE_HEIGHT_MM / drawing.height)
        for shape in (s for layer in drawing.layers.values() for s in layer):
            if isinstance(shape, Text):
                assert shape.size * scale / (25.4 / 72) >= 5.0, (game, name, shape.content)


# The box's pictures in every kit's rulebook, each caption opening with the steps it shows.
BOX_RUN = (("box-1", "Steps 1 and 2:"), ("box-2", "Step 3:"), ("box-corner", "Step 4, close up:"),
           ("box-3", "Steps 4 and 5:"), ("box-4", "Steps 6 to 8:"))
# Most books also picture step 6, the linings folded down (review s19, Oware: "the
# hardest box step has no picture"; s20, Snort, backgammon), each picture after its step.
# Nardy's, Rastros' and the compendium's would each take a page more, Traffic Lights'
# would set the box's first step alone atop its last page, and Breakthrough's would
# leave its box's first step at a column's head, 97 mm over blank (review s21).
LINED_RUN = (*BOX_RUN[:4], ("box-lining", "Step 6:"), ("box-4", "Steps 7 and 8:"))
LINED = ("oware", "snort", "backgammon", "hex")


@pytest.mark.parametrize("game", GAMES)
def test_every_rulebook_shows_the_corner_close_up_among_the_steps_it_names(game: str) -> None:
    from printkit.games import find_game
    from printkit.rulebook.source import load_rules

    document = load_rules(find_game(game).templates / "rules.md")
    run = [(b.figure, b.caption) for b in document.diagrams
           if b.figure and b.figure.startswith("box")]
    # Hex's book once went without it (review s18: "the other books have it"): its
    # English Letter book opened a blank third page for it (test_last_page).
    expected = LINED_RUN if game in LINED else BOX_RUN
    assert [name for name, _ in run] == [name for name, _ in expected], game
    for (_, caption), (_, steps) in zip(run, expected, strict=True):
        assert caption.startswith(steps), (game, caption)


def test_the_close_up_shows_tab_a1_and_its_slit_each_with_its_code() -> None:
    drawing = figure("box-corner", width=50)
    codes = [shape for layer in drawing.layers.values() for shape in layer
             if isinstance(shape, Text)]
    # The tab's code on its tip and B's beside the slit it goes into; nothing else.
    assert [shape.content for shape in codes] == ["A1", "A1"]
    # Folded from the kit's own box: the tab swings off the back wall, not yet flat.
    assert 0 < assembly.CORNER_WRAP < 1


def test_walls_of_one_colour_meeting_at_a_corner_are_drawn_apart() -> None:
    # A's and B's walls print in one colour: the close-up drew them one flat maroon wedge
    # (review s18 B). Each face is shaded by the way it turns, and a code on a dark face
    # prints white.
    from printkit.art.canvas import Path as Shape
    from printkit.art.palette import luminance, mix

    drawing = figure("box-corner", width=50)
    field = find_palette("classic").point_a
    fills = {shape.paint.fill for shape in drawing.layers["art"] if isinstance(shape, Shape)}
    # The wall turned right and the one turned left, however far round the viewer stands.
    shades = {mix(field, "#000000", k / 1000) for k in range(1, 500)} & fills
    assert max(map(luminance, shades)) - min(map(luminance, shades)) > 0.01
    codes = [s for layer in drawing.layers.values() for s in layer if isinstance(s, Text)]
    assert {code.fill for code in codes} == {"#ffffff"}  # on the dark tab and wall


def _printed_codes(pdf: FilePath) -> list[float]:
    """The size, in points as printed, of every 'A1' on the PDF's pages (each picture is a
    form scaled onto the page: its matrix times the text's)."""
    import math

    from pypdf import PdfReader

    sizes: list[float] = []

    def seen(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip() == "A1":
            a, b = tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3]
            c, d = tm[2] * cm[0] + tm[3] * cm[2], tm[2] * cm[1] + tm[3] * cm[3]
            sizes.append(size * math.sqrt(abs(a * d - b * c)))

    for page in PdfReader(pdf).pages:
        page.extract_text(visitor_text=seen)
    return sizes


@pytest.mark.parametrize(("game", "paper"), [("traffic-lights", "a4"), ("backgammon", "letter")])
def test_the_close_up_prints_the_tab_code_at_6_pt_or_more(run, tmp_path: FilePath, game: str,
                                                          paper: str) -> None:
    # Traffic Lights grows its pictures one to a row; Backgammon's Letter pages keep them
    # two to a row in a narrow column, the smallest the close-up prints.
    assert run("rules", game, "--paper", paper, "-o", "book.pdf").exit_code == 0
    sizes = _printed_codes(tmp_path / "book.pdf")
    assert len(sizes) == 2 and min(sizes) >= 6.0, sizes


@pytest.mark.parametrize("name", ["box-1", "box-2"])
def test_the_first_box_pictures_name_each_strip(name: str) -> None:
    # Printed side down, the two strips looked alike in the pictures (rev15): each is
    # named by its letter, which its card prints too (checked above against the nets).
    assert {"A", "B"} <= labels(figure(name))


def test_the_pin_picture_folds_the_pins_own_fan_shut_into_an_open_based_pyramid() -> None:
    # The picture's closing turn, applied to the fan the sheet prints, must bring the last
    # side's free edge onto the first's and leave a square base the width of the pin's.
    pins = PinsParams()
    frames = fold_frames(piece_figures.pin_plan(pins, piece_figures.pin_closing_turn(pins)))
    apex, *corners = pins.fan()
    last = frames[f"side{PIN_SIDES - 1}"].apply(corners[-1])
    assert math.dist(last, (*corners[0], 0.0)) < 1e-6
    rim = [frames[f"side{min(i, PIN_SIDES - 1)}"].apply(c) for i, c in enumerate(corners[:-1])]
    sides = [math.dist(rim[i], rim[(i + 1) % 4]) for i in range(4)]
    assert sides == pytest.approx([pins.base] * 4)
    assert math.dist(rim[0], rim[2]) == pytest.approx(pins.base * math.sqrt(2))


def test_the_pin_picture_stands_apex_up_with_four_sides_and_the_tab() -> None:
    faces = piece_figures.pin_faces(PinsParams(), find_palette("classic"))
    triangles = [f for f in faces if len(f.points) == 3]
    assert len(triangles) == PIN_SIDES and len(faces) == PIN_SIDES + 1
    apex = triangles[0].points[0]
    assert all(apex[2] > p[2] + 5 for f in triangles for p in f.points[1:])


def test_the_cup_picture_is_the_cups_own_tube_upside_down_floor_flaps_going_in() -> None:
    cup = CupParams()
    faces = piece_figures.cup_faces(cup, find_palette("classic"))
    # Each wall prints in three bands; the four flaps follow, plain ones nearly shut.
    walls = [f for i, f in enumerate(faces) if i % 4 != 3]
    flaps = [f for i, f in enumerate(faces) if i % 4 == 3]
    assert len(walls) == 12 and len(flaps) == 4
    corners = {tuple(round(c, 6) for c in p) for f in walls for p in f.points}
    # Upside down, the tube's corners stand on four verticals of a square inner x inner.
    columns = {(round(x, 3), round(y, 3)) for x, y, _ in corners}
    assert len(columns) == 4
    assert max(math.dist(a, b) for a in columns for b in columns) == pytest.approx(
        cup.inner * math.sqrt(2), abs=1e-3)
    middle = [sum(c[k] for c in columns) / 4 for k in range(2)]
    floor_end = max(p[2] for f in walls for p in f.points)

    def rise(face: isometric.Face) -> float:
        return max(p[2] for p in face.points) - floor_end

    # Every flap hinges on the floor's end and leans in over it, the tinted ones further:
    # they go in first, their glue (the legend's tint) facing up for the plain ones.
    for flap in flaps:
        assert min(p[2] for p in flap.points) == pytest.approx(floor_end)
        assert all(math.dist(p[:2], middle) < cup.inner / 2 * math.sqrt(2) + 1e-3
                   for p in flap.points)
    assert max(rise(f) for i, f in enumerate(flaps) if i in GLUED_FLAPS) < min(
        rise(f) for i, f in enumerate(flaps) if i not in GLUED_FLAPS)


@pytest.mark.parametrize("game", sample(["backgammon", "hex", "classics"],
                                        lambda _, game: game == "backgammon"))
def test_the_closed_box_picture_shows_what_the_lid_prints(game: str) -> None:
    # The pictures were plain coloured panels where the box prints a board's points or a
    # chequered band (review s21): the lid faces straight up, unshaded, so every colour
    # its net prints there is drawn as it is, and more shapes than the panels.
    from printkit.art.canvas import Path as Shape
    from printkit.games import find_game
    from printkit.games.recipe import assembly_box

    box = assembly_box(find_game(game).kit().manifest, "classic")
    net = modules(box)[0]
    lid = isometric.bounds(isometric.rect_points(plan_a(box).panels["lid"]))
    printed = {art.fill for art in isometric.printed(net, lid) if art.fill != "none"}
    assert len(printed) >= 2
    picture = figure("box-4", box=box)
    fills = {shape.paint.fill for shape in picture.layers["art"] if isinstance(shape, Shape)}
    assert printed <= fills
    assert len(picture.layers["art"]) > 3 * len(box_faces(box, 4, find_palette("classic")))


def test_every_kits_close_up_shows_the_slits_code_whole() -> None:
    # A third of the way round, tab A1 hid half the code in backgammon's and nardy's
    # close-ups and all of it in the compendium's: a taller box's tab swings less, and
    # the compendium's is seen from further round towards B's wall.
    from printkit.games import find_game
    from printkit.games.recipe import assembly_box

    for game in ("backgammon", "nardy", "classics", "hex", "oware", "snort", "rastros",
                 "breakthrough", "traffic-lights"):
        box = assembly_box(find_game(game).kit().manifest, "classic")
        pose = assembly.corner_pose(box)
        assert assembly.code_hidden(box, *pose) == 0, game
    # The low boxes keep the swing that reads best (Hex's, its codes grown to print at
    # 6 pt on a Letter page, a little less).
    box = assembly_box(find_game("breakthrough").kit().manifest, "classic")
    assert assembly.corner_pose(box) == (assembly.CORNER_WRAP, 0.0)
    assert assembly.code_hidden(assembly_box(find_game("classics").kit().manifest, "classic"),
                                assembly.CORNER_WRAP, 0.0) > 0


def test_box_pictures_show_the_front_walls_notch_and_every_tabs_strap() -> None:
    # Step 5 names the front wall by its thumb notch, which no picture drew; the back
    # wall's straps lay in B's wall's plane and were painted under it (review s22, Hex).
    box = BoxParams(title="Box", facts="2 players")
    palette = find_palette("classic")
    for step in (3, 4):
        faces = box_faces(box, step, palette)
        front = next(f for f in faces if f.panel == "A front")
        (notch,) = front.holes
        assert len(notch.points) == 13
        # Through it, the shadow inside the open box; the closed lid's flap once shut.
        assert notch.fill == (isometric.HOLE if step < 4 else palette.point_a)
        straps = [f for f in faces if f.rests_on]
        assert sorted(f.panel for f in straps) == ["A A1", "A A2", "A A3", "A A4"]
        order = isometric.paint_order(faces)
        # Each strap is painted just after the wall it rests on where the wall's outside
        # shows, just before it where the viewer sees the wall's inside.
        for strap in straps:
            wall = next(f for f in faces if f.panel == strap.rests_on)
            step_apart = order.index(faces.index(strap)) - order.index(faces.index(wall))
            assert step_apart > 0 if sum(wall.normal) > 0 else step_apart < 0
    # Closed, the tuck flap is inside the front wall: not drawn across it.
    assert "A tuck" not in {f.panel for f in box_faces(box, 4, palette)}


def test_the_die_picture_shows_the_pips_its_net_prints() -> None:
    from printkit.art.parts.dice import DiceParams

    params = DiceParams()
    faces = piece_figures.die_faces(params)
    pip = find_palette(params.palette).ink
    # One to six pips, a face each, as the sheet's cross prints them.
    assert sorted(sum(art.fill == pip for art in face.art) for face in faces) == [1, 2, 3, 4,
                                                                                 5, 6]


def test_the_closed_box_picture_carries_the_titles_its_nets_print() -> None:
    # The lid and the front wall said nothing where the box prints its title (review
    # s22, Hex); drawn no smaller than the labels, which print over 5 pt.
    box = BoxParams(title="Hex", facts="2 players")
    picture = figure("box-4", box=box)
    titles = [s for s in picture.layers["art"] if isinstance(s, Text) and s.content == "Hex"]
    assert len(titles) >= 2  # the lid and the front wall at least
    label = isometric.LABEL_PT * 25.4 / 72 * max(picture.width / isometric.SHOWN[0],
                                                 picture.height / isometric.SHOWN[1])
    assert all(s.size >= label - 1e-9 for s in titles)
    # None reads upside down.
    assert all(abs(s.rotate) <= 90 for s in titles)


def _outline(shape: Path) -> list[tuple[float, float]]:
    return [points[-1] for _, points in shape.segments if points]


# Backgammon's open box stands its near side wall's lining in front of the front wall's
# title: it shows on the closed box only.
@pytest.mark.parametrize(("game", "open_title"), [("breakthrough", True), ("hex", True),
                                                  ("snort", True), ("backgammon", False)])
def test_box_titles_show_where_their_faces_show_them_and_nothing_covers_them(
        game: str, open_title: bool) -> None:
    # The open box's front wall showed no title, its folded size being under the labels'
    # (review s22, Breakthrough); drawn at the labels' size, a title must stay on its face,
    # clear of the notch and of the faces drawn over it (a tab's strap on a side wall).
    from printkit.games import find_game
    from printkit.games.recipe import assembly_box

    box = assembly_box(find_game(game).kit().manifest, "classic")
    open_box = figure("box-3", box=box)
    shown = [s for s in open_box.layers["art"] if isinstance(s, Text) and s.content == box.title]
    assert bool(shown) == open_title
    for picture in (open_box, figure("box-4", box=box)):
        art = picture.layers["art"]
        for i, text in enumerate(art):
            if not (isinstance(text, Text) and text.content == box.title):
                continue
            word = isometric.Word((0, 0, 0), (1, 0, 0), text.content, text.size, text.font,
                                  text.anchor, text.fill)
            box_of = isometric._lettering(word, (text.x, text.y), text.size,
                                          math.radians(text.rotate))
            later = [s for s in art[i + 1:] if isinstance(s, Path)
                     and s.paint.fill not in (None, "none")]
            assert not any(overlaps(box_of, _outline(s)) for s in later), (game, picture.name)
