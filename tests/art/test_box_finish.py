"""The finished box as rev14 saw it: facts one to a line, codes that hide once built, a
floor that says what it is, and a lining wherever the inside shows."""

from __future__ import annotations

import math

import pytest

from printkit.art.canvas import Drawing
from printkit.art.palette import Palette
from printkit.art.parts.box import BoxParams, modules, plans, words
from printkit.art.parts.box_geometry import Plan
from printkit.art.parts.lining import REACH as LINING_BLEED


def _kit_box(game: str, lang: str) -> BoxParams:
    """The box parameters `game`'s kit prints in `lang` on A4."""
    from printkit.context import Context
    from printkit.games import find_game
    from printkit.games.manifest import box_params
    from printkit.i18n import translator
    from printkit.languages import game_catalog
    from printkit.units import PAPERS

    found = find_game(game)
    extra = game_catalog(found.templates, lang) if lang != "en" else None
    gettext = translator(lang, extra=extra, allow_incomplete=True).gettext
    params: BoxParams = box_params(found.kit().manifest, Context(
        paper=PAPERS["a4"], language=lang, gettext=gettext))
    return params


@pytest.mark.parametrize("game, lang", [("hex", "en"), ("oware", "es"), ("rastros", "pt-PT")])
def test_the_back_wall_sets_each_fact_on_a_line_of_its_own(game: str, lang: str) -> None:
    # rev14 saw "2 players ... ages 8+" spread across one line over "about 20 minutes"
    # alone: three facts now stand on three lines, each centred, none smaller than 8 pt.
    params = _kit_box(game, lang)
    u0, _, u1, _ = plans(params)[0].panels["back"]
    facts = [word for word in words(params) if word.kind == "facts"]
    assert len(facts) == 3
    assert len({round(word.centre[1], 1) for word in facts}) == 3
    tops = sorted(facts, key=lambda word: word.centre[1])
    for upper, lower in zip(tops, tops[1:], strict=False):
        assert upper.extent[3] <= lower.extent[1]  # the lines do not overlap
    for word in facts:
        assert word.centre[0] == pytest.approx((u0 + u1) / 2)
        assert word.extent[0] > u0 and word.extent[2] < u1
        assert word.points >= 8.0, (word.text, word.points)


def test_tab_codes_print_on_the_tips_that_go_through_the_slits() -> None:
    # Folded in code, each tab lies along B's wall: its code (A1-A4) must lie past the
    # slit, on the tip that goes into B's double wall, where the finished box hides it.
    from printkit.art.parts.box import fold
    from printkit.art.parts.box_geometry import TAB_SLITS

    params = _kit_box("hex", "en")
    plan_a, plan_b = plans(params)
    codes = [word for word in words(params) if word.module == "box-a" and word.kind == "label"]
    assert sorted(word.text for word in codes) == sorted(TAB_SLITS)
    for word in codes:
        u0, v0, u1, v1 = plan_a.panels[word.panel]
        left = u0 < plan_a.panels["floor"][0]
        hinge = (u1 if left else u0, (v0 + v1) / 2)
        tip = (u0 if left else u1, (v0 + v1) / 2)
        start, end = fold(plan_a, word.panel, hinge), fold(plan_a, word.panel, tip)
        length = sum((e - s) ** 2 for s, e in zip(start, end, strict=True)) ** 0.5
        along_wall = [(e - s) / length for s, e in zip(start, end, strict=True)]

        slit = next(s for s in plan_b.slits if s.name == word.text)
        at_slit = _along(fold(plan_b, slit.panel, slit.start), start, along_wall)
        e0, f0, e1, f1 = word.extent
        for corner in ((e0, f0), (e1, f0), (e1, f1), (e0, f1)):
            at = _along(fold(plan_a, word.panel, corner), start, along_wall)
            assert at > at_slit + 0.5, (word.text, at, at_slit)


def _along(point: tuple[float, float, float], start: tuple[float, float, float],
           direction: list[float]) -> float:
    """How far `point` lies from `start` in `direction` (a unit vector)."""
    return sum((p - s) * a for p, s, a in zip(point, start, direction, strict=True))


def test_the_steps_show_no_tab_code_on_a_locked_tab() -> None:
    # rev14 saw "A3" on the outside of the closed box in fig. IV: once locked, a picture
    # shows each tab's strap only, as the built box does (flat, the tabs lie face down).
    from printkit.art.parts.assembly import figure, labels
    from printkit.art.parts.box_geometry import TAB_SLITS

    params = _kit_box("hex", "en")
    for step in (3, 4):
        shown = labels(figure(f"box-{step}", box=params))
        assert not set(TAB_SLITS) & shown, (step, shown)
    assert "6" in labels(figure("box-3", box=params))  # the badges still show


def test_the_linings_cover_every_face_the_open_box_shows_inside() -> None:
    # rev14 found bare white card inside the box: the open box shows the undersides of
    # A's lid, back wall and front wall, and the back of B's floor (B lies printed side
    # down); each is lined where the sheet prints a back. Linings are drawn mirrored.
    from printkit.art.canvas import Path
    from printkit.art.parts.box import linings

    params = _kit_box("hex", "en")
    plan_a, plan_b = plans(params)
    # The lid's flap too: tucked inside the front wall, its back faces into the box
    # (review s19 found it bare).
    seen = [(plan_a, linings(params)[0], "lid"), (plan_a, linings(params)[0], "back"),
            (plan_a, linings(params)[0], "front"), (plan_a, linings(params)[0], "tuck"),
            (plan_b, linings(params)[1], "floor")]
    for plan, drawing, panel in seen:
        assert drawing is not None, (plan.name, panel)
        u0, v0, u1, v1 = plan.panels[panel]
        mirrored = (plan.width - u1, v0, plan.width - u0, v1)
        middle = ((mirrored[0] + mirrored[2]) / 2, (mirrored[1] + mirrored[3]) / 2)
        areas = [[point for _, points in shape.segments for point in points]
                 for shape in drawing.layers["art"] if isinstance(shape, Path)]
        # The largest polygon round the panel's middle is its lined area; the diamonds
        # are small.
        ground = max((area for area in areas
                      if min(x for x, _ in area) <= middle[0] <= max(x for x, _ in area)
                      and min(y for _, y in area) <= middle[1] <= max(y for _, y in area)),
                     key=_span)
        xs, ys = [x for x, _ in ground], [y for _, y in ground]
        # To the cut and 1.5 mm past it, as far as a duplex printer drifts: a lining kept
        # 2 mm inside left a white frame round every face inside the box (review s17 B),
        # and 1 mm past the cut a sliver of bare card (review s21).
        assert LINING_BLEED >= 1.5
        assert min(xs) <= mirrored[0] - LINING_BLEED + 1e-6, (panel, xs)
        assert max(xs) >= mirrored[2] + LINING_BLEED - 1e-6, (panel, xs)
        assert min(ys) <= mirrored[1] - LINING_BLEED + 1e-6, (panel, ys)
        assert max(ys) >= mirrored[3] + LINING_BLEED - 1e-6, (panel, ys)
    # Ink-saver keeps every back white: no lining at all.
    assert linings(BoxParams(title="Box", facts="2 players", palette="ink-saver")) == (
        None, None)


def _span(points: list[tuple[float, float]]) -> float:
    """The width plus height of a polygon's bounding box."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return max(xs) - min(xs) + max(ys) - min(ys)


@pytest.mark.parametrize("game, lang", [("hex", "en"), ("backgammon", "pt-BR")])
def test_the_floor_carries_the_title_upright_on_the_tipped_box(game: str, lang: str) -> None:
    # rev14 read the floor's lone bull's-eye as a placeholder: the underside now carries
    # the kit's title, read across the table, upright when the box is tipped forward to
    # show its underside (the back edge on top), inside a faded copy of the lid's border.
    from printkit.art.canvas import Circle
    from printkit.art.parts.box import modules, reading

    params = _kit_box(game, lang)
    plan = plans(params)[0]
    floor = [word for word in words(params) if word.module == "box-a" and word.panel == "floor"]
    assert [word.text for word in floor] == [params.title]
    assert floor[0].points >= 7.0 and floor[0].kind == "title"
    right, up, out = reading(plan, floor[0])
    assert out == pytest.approx((0, 0, -1)) and up == pytest.approx((0, -1, 0))
    assert right == pytest.approx((1, 0, 0))
    u0, v0, u1, v1 = plan.panels["floor"]
    circles = [shape for shape in modules(params)[0].layers["art"]
               if isinstance(shape, Circle) and u0 < shape.cx < u1 and v0 < shape.cy < v1]
    assert not circles


def test_hex_prints_both_modules_linings_on_its_two_sided_box_sheet() -> None:
    # On A3 the box shares the stones' two-sided sheet: that back page lines B's floor as
    # well as A's lid and walls; ink-saver leaves every back white. (On A4 and Letter the
    # round stones fill that sheet but for one module: the other's card prints one side.)
    from printkit.art.canvas import Group
    from printkit.context import Context, KitOptions
    from printkit.games import find_game
    from printkit.i18n import untranslated
    from printkit.kit import make_sheets
    from printkit.units import PAPERS

    def backs(theme: str) -> set[str]:
        ctx = Context(paper=PAPERS["a3"], language="en", gettext=untranslated, theme=theme)
        sheets = make_sheets(find_game("hex"), ctx, KitOptions(paper=PAPERS["a3"], theme=theme))
        sheet = next(s for s in sheets if "box-b" in {p.ident for p in s.placements})
        assert sheet.back is not None
        return {g.ident.removesuffix("-back-art") for g in sheet.back.layers["art"]
                if isinstance(g, Group)}

    assert {"box-a", "box-b"} <= backs("classic")
    assert not {"box-a", "box-b"} & backs("ink-saver")


def test_each_slit_is_cut_as_a_white_slot_along_its_line() -> None:
    # rev15 took the A1-A4 slits, single hairlines across the wall bands, for the bands'
    # ornamental rules: each is a closed slot SLOT_MM wide round its line, paper white.
    from printkit.art.canvas import Path
    from printkit.art.parts.box import SLOT_MM

    params = _kit_box("traffic-lights", "en")
    plan_b = plans(params)[1]
    drawing = modules(params)[1]
    cuts = [s for s in drawing.layers["cut"] if isinstance(s, Path)]
    for slit in plan_b.slits:
        (su, sv), (eu, ev) = slit.start, slit.end
        mid = ((su + eu) / 2, (sv + ev) / 2)
        slots = []
        for cut in cuts:
            points = [p for _, ps in cut.segments for p in ps]
            us, vs = [p[0] for p in points], [p[1] for p in points]
            if min(us) <= mid[0] <= max(us) and min(vs) <= mid[1] <= max(vs) and len(
                    points) <= 5:
                slots.append((max(us) - min(us), max(vs) - min(vs)))
        assert len(slots) == 1, slit.name
        narrow = min(slots[0])
        assert narrow == pytest.approx(SLOT_MM), slit.name
        assert max(slots[0]) == pytest.approx(math.dist(slit.start, slit.end)), slit.name
    whites = [s for shapes in drawing.layers.values() for s in shapes
              if isinstance(s, Path) and s.paint.fill == "#ffffff"]
    assert len(whites) >= len(plan_b.slits)


def _module_b(game: str) -> tuple[BoxParams, Palette, Plan, Drawing]:
    """`game`'s English A4 box: its parameters, colours, and module B's plan and drawing."""
    from printkit.art.palette import find_palette

    params = _kit_box(game, "en")
    return params, find_palette(params.palette), plans(params)[1], modules(params)[1]


@pytest.mark.parametrize("game", ["breakthrough", "backgammon"])
def test_b_s_walls_print_in_a_s_colour_so_the_closed_box_is_one_colour(game: str) -> None:
    # B's walls were the felt's tan with A's rust tab tips on them: the closed box looked
    # made of two products (review s17 B). They print in A's field now, and the steps'
    # pictures show the closed box so, every outside face in that colour.
    from printkit.art.canvas import Rect
    from printkit.art.parts.assembly import box_faces

    params, palette, plan_b, module_b = _module_b(game)
    field = palette.point_a
    for wall in ("west", "east"):
        u0, v0, u1, v1 = plan_b.panels[wall]
        assert any(isinstance(s, Rect) and s.paint.fill == field and s.x <= u0 + 1e-6
                   and s.x + s.w >= u1 - 1e-6 and s.y <= v0 + 1e-6 and s.y + s.h >= v1 - 1e-6
                   for s in module_b.layers["art"]), wall
    closed = box_faces(params, 8, palette)
    outside = [f for f in closed if f.panel in ("A lid", "A front", "B east")]
    assert len(outside) == 3
    assert {f.printed for f in outside} == {field}
    assert all(sum(f.normal) > 0 for f in outside)  # printed side toward the viewer
    # Drawn last of the faces at the east wall, nearer than the lining folded inside it.
    order = sorted(closed, key=lambda f: sum(map(sum, f.points)) / len(f.points))
    assert order.index(outside[2]) > order.index(
        next(f for f in closed if f.panel == "B east_lining"))


@pytest.mark.parametrize("game", ["oware", "backgammon"])
def test_b_s_folds_run_on_pale_card_not_over_the_walls_dark_bands(game: str) -> None:
    # Review s19: the fold at each wall's rim ran over the bands' dark squares, and half of
    # the line vanished there. The bands stop short of the folds; the rim is pale.
    from printkit.art.canvas import Rect
    from printkit.art.palette import luminance

    _, palette, plan_b, module_b = _module_b(game)
    trim = palette.frame
    folds = [(c.start, c.end) for c in plan_b.creases
             if math.isclose(c.start[1], c.end[1], abs_tol=1e-6)]  # across the walls
    dark = [s for s in module_b.layers["art"] if s.paint.fill == trim]
    assert dark and folds
    for shape in dark:
        ys = ([shape.y, shape.y + shape.h] if isinstance(shape, Rect)
              else [y for _, ends in shape.segments for _, y in ends])
        for (_, y), _ in folds:
            # Never under a fold, nor within 0.5 mm of it (half of the fold line's width
            # and a print's wander).
            assert not min(ys) - 0.5 < y < max(ys) + 0.5, (game, y, ys)
    # Under each fold at a wall's rim or foot, the pale strip.
    strips = [s for s in module_b.layers["art"] if s.paint.cls == "fold-clear"]
    assert len(strips) == 4
    assert all(luminance(s.paint.fill or "#000000") > 0.5 for s in strips)


@pytest.mark.parametrize("params", [BoxParams(title="Box", facts="2 players"),
                                    BoxParams(title="Box", facts="2 players", cup=False,
                                              cube=False, checkers=0)])
def test_no_lining_runs_further_past_the_cut_than_its_bleed(params: BoxParams) -> None:
    # Square corners, or a mitre where the front wall's notch meets its edge, ran 2.1 to
    # 2.3 mm past the cut: further than the craft check lets a back run past its front.
    from printkit.art.canvas import Path
    from printkit.art.parts.box import linings
    from printkit.art.plane import edge_distance, inside

    for plan, lining in zip(plans(params), linings(params), strict=True):
        assert lining is not None
        outline = list(plan.outline)
        points = [(plan.width - x, y) for shape in lining.layers["art"]
                  if isinstance(shape, Path) for _, run in shape.segments for x, y in run]
        past = max(edge_distance(p, outline) for p in points if not inside(p, outline))
        assert past == pytest.approx(LINING_BLEED, abs=0.01)
