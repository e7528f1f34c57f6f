"""The fold-up box, folded in code: it holds the pieces, its tabs meet their slits, it closes."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest

from printkit.art.canvas import INK, MOUNTAIN_DASH, VALLEY_DASH, Path, Rect
from printkit.art.component import find_component
from printkit.art.palette import luminance
from printkit.art.parts.box import (
    BADGE_RADIUS,
    BoxParams,
    draw,
    fold,
    fold_frames,
    modules,
    reading,
    upright,
    words,
)
from printkit.art.parts.box_geometry import (
    FIT,
    GAP,
    MOUNTAIN,
    PRINTABLE,
    SLACK,
    TAB_SLITS,
    VALLEY,
    Plan,
    Vec3,
    plan_a,
    plans,
)
from printkit.art.svg import svg_document
from printkit.errors import PrintkitError

SVG = "{http://www.w3.org/2000/svg}"
Box3 = tuple[Vec3, Vec3]  # lowest corner, highest corner

VARIANTS = [
    BoxParams(),
    BoxParams(checker_diameter=25.0, cube_size=25.0, margin=3.0),
    BoxParams(dice=6, die_size=12.0, pins=3, paper_thickness=0.45),
    BoxParams(checkers=20, cup_side=30.0, cup_height=40.0, die_size=14.0),
]


def _sub(a: Vec3, b: Vec3) -> Vec3:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _dot(a: Vec3, b: Vec3) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _cross(a: Vec3, b: Vec3) -> Vec3:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _close(a: Vec3, b: Vec3, tol: float = 1e-6) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def _corners(plan: Plan, panel: str) -> list[Vec3]:
    """The four corners of a panel's rectangle, folded."""
    u0, v0, u1, v1 = plan.panels[panel]
    return [fold(plan, panel, p) for p in ((u0, v0), (u1, v0), (u1, v1), (u0, v1))]


def _span(points: list[Vec3], axis: int) -> tuple[float, float]:
    values = [p[axis] for p in points]
    return min(values), max(values)


# -- what it holds -------------------------------------------------------------


def _packing(p: BoxParams) -> Iterator[tuple[str, Box3]]:
    """Lay every piece out as the box's docstrings say, as boxes inside the clear space."""
    x, y = p.margin, p.margin
    length, width, height = p.cup_lying
    yield "cup", ((x, y, 0.0), (x + length, y + width, height))
    x += length + GAP
    yield "cube", ((x, y, 0.0), (x + p.cube_size, y + p.cube_size, p.cube_size))
    x, y = p.margin, p.margin + p.back_row[1] + GAP
    pieces = [("stack", p.checker_diameter, p.stack_height)] * 2
    pieces += [("pin", p.pin_base, p.pin_height)] * p.pins
    pieces += [] if p.dice_in_cup else [("die", p.die_size, p.die_size)] * p.dice
    for name, side, tall in pieces:
        yield name, ((x, y, 0.0), (x + side, y + side, tall))
        x += side + GAP


@pytest.mark.parametrize("params", VARIANTS)
def test_every_piece_fits_inside_with_its_margin(params: BoxParams) -> None:
    laid = list(_packing(params))
    assert sum(name == "stack" for name, _ in laid) == 2
    assert 2 * math.ceil(params.checkers / 2) * params.card_thickness == pytest.approx(
        sum(hi[2] - lo[2] for name, (lo, hi) in laid if name == "stack"), abs=0.31)
    for name, (lo, hi) in laid:
        assert lo[0] >= params.margin - 1e-9 and lo[1] >= params.margin - 1e-9, name
        assert hi[0] <= params.inner_width - params.margin + 1e-9, name
        assert hi[1] <= params.inner_depth - params.margin + 1e-9, name
        assert hi[2] <= params.inner_height - params.margin + 1e-9, name
    for i, (a, (alo, ahi)) in enumerate(laid):
        for b, (blo, bhi) in laid[i + 1:]:
            apart = any(ahi[k] <= blo[k] + 1e-9 or bhi[k] <= alo[k] + 1e-9 for k in range(3))
            assert apart, f"{a} overlaps {b}"


@pytest.mark.parametrize("params", VARIANTS)
def test_dice_in_the_cup_sit_inside_it_apart(params: BoxParams) -> None:
    assert params.dice_in_cup
    # Pairs side by side across the cup, one pair behind another along its depth.
    laid = [((j * (params.die_size + GAP), 0.0, i * params.die_size),
             (j * (params.die_size + GAP) + params.die_size, params.die_size,
              (i + 1) * params.die_size))
            for i, j in (divmod(n, 2) for n in range(params.dice))]
    for lo, hi in laid:
        assert min(lo) >= 0
        assert hi[0] <= params.cup_side and hi[1] <= params.cup_side
        assert hi[2] <= params.cup_height
    for n, (alo, ahi) in enumerate(laid):
        for blo, bhi in laid[n + 1:]:
            assert any(ahi[k] <= blo[k] or bhi[k] <= alo[k] for k in range(3))


def test_dice_too_big_for_the_cup_travel_loose_in_the_front_row() -> None:
    small = BoxParams(die_size=20.0, cup_side=38.0, margin=1.0, checkers=10)
    assert not small.dice_in_cup
    assert small.front_row[0] >= 2 * small.checker_diameter + 2 * 10.0 + 3 * 20.0
    assert any(name == "die" for name, _ in _packing(small))


def test_default_box_size() -> None:
    p = BoxParams()
    # The cup on its side (48 mm inside + card, 38 mm + card both ways) beside the
    # 20 mm cube, in front of two stacks of the kit's 18.9 mm checkers and two 10 mm pins.
    assert p.dice_in_cup
    assert p.checker_diameter == pytest.approx(0.9 * 21.0)
    assert (p.inner_width, p.inner_depth, p.inner_height) == pytest.approx((73.3, 62.5, 40.6))


# -- folding: faces, walls, tabs and slits, lugs, lid --------------------------


@pytest.mark.parametrize("params", VARIANTS)
def test_the_print_ends_outside(params: BoxParams) -> None:
    a, b = plans(params)
    outward = {
        ("box-a", "floor"): (0, 0, -1), ("box-a", "back"): (0, -1, 0),
        ("box-a", "front"): (0, 1, 0), ("box-a", "lid"): (0, 0, 1),
        ("box-a", "A1"): (-1, 0, 0), ("box-a", "A2"): (1, 0, 0),
        ("box-a", "A3"): (1, 0, 0), ("box-a", "A4"): (-1, 0, 0),
        ("box-b", "west"): (-1, 0, 0), ("box-b", "east"): (1, 0, 0),
        # B's floor lies face down on A's; its linings face into the box.
        ("box-b", "floor"): (0, 0, -1), ("box-b", "west_lining"): (1, 0, 0),
        ("box-b", "east_lining"): (-1, 0, 0),
    }
    frames = {"box-a": fold_frames(a), "box-b": fold_frames(b)}
    for (plan, panel), normal in outward.items():
        got = frames[plan][panel].printed_normal()
        assert _close(got, (float(normal[0]), float(normal[1]), float(normal[2]))), (plan, panel)


@pytest.mark.parametrize("params", VARIANTS)
def test_walls_stand_round_the_floor_and_share_one_top(params: BoxParams) -> None:
    a, b = plans(params)
    p, top = params.paper_thickness, params.wall_height
    for plan, wall in ((a, "back"), (a, "front"), (b, "west"), (b, "east")):
        assert _span(_corners(plan, wall), 2) == pytest.approx((0.0 if plan is a else p, top))
    # A's back and front stand across the whole width, outside B's walls...
    for wall in ("back", "front"):
        lo, hi = _span(_corners(a, wall), 0)
        assert lo <= -p and hi >= params.b_floor + p
    # ...and B's walls fit between them, with play, standing on A's floor.
    for wall in ("west", "east"):
        lo, hi = _span(_corners(b, wall), 1)
        assert lo >= FIT / 2 - 1e-9 and hi <= params.a_floor - FIT / 2 + 1e-9
        assert hi - lo == pytest.approx(params.a_floor - FIT)
    # The clear space between linings, tuck and floors is what was asked for.
    west = _span(_corners(b, "west_lining"), 0)[0] + p
    east = _span(_corners(b, "east_lining"), 0)[0] - p
    assert east - west == pytest.approx(params.inner_width)
    assert params.a_floor - p == pytest.approx(params.inner_depth)
    assert top - 2 * p == pytest.approx(params.inner_height)


@pytest.mark.parametrize("params", VARIANTS)
@pytest.mark.parametrize("tab", sorted(TAB_SLITS))
def test_each_tab_wraps_the_corner_into_its_own_slit(params: BoxParams, tab: str) -> None:
    a, b = plans(params)
    hinge = next(c for c in a.creases if c.child == tab)
    slit = next(s for s in b.slits if s.name == tab)
    assert slit.panel == TAB_SLITS[tab]
    # Along the tab: from the hinge's middle out to the tip.
    mid_v = (hinge.start[1] + hinge.end[1]) / 2
    u0, _, u1, _ = a.panels[tab]
    far_u = u0 if abs(u0 - hinge.start[0]) > abs(u1 - hinge.start[0]) else u1
    root, tip = fold(a, tab, (hinge.start[0], mid_v)), fold(a, tab, (far_u, mid_v))
    along = _sub(tip, root)
    length = math.sqrt(_dot(along, along))
    ends = [fold(b, slit.panel, q) for q in (slit.start, slit.end)]
    (x0, y0, z0), (x1, y1, z1) = ends
    centre = ((x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2)
    into = _dot(_sub(centre, root), along) / length
    # The tab lies flat on the outside of B's wall, one card out.
    wall_x = fold(b, slit.panel, slit.start)[0]
    assert abs(root[0] - wall_x) <= 2 * params.paper_thickness + FIT
    assert abs(tip[0] - wall_x) <= 2 * params.paper_thickness + FIT
    # Full width past the slit, and a tip of at least 5 mm to hide between B's layers.
    assert 0 < into < params.tab_reach - 1.0
    assert length - into >= 5.0
    # Tab and slit at one height; the tab a little narrower than the slit is long.
    tab_z = _span([fold(a, tab, hinge.start), fold(a, tab, hinge.end)], 2)
    slit_z = _span(ends, 2)
    assert sum(tab_z) / 2 == pytest.approx(sum(slit_z) / 2)
    width, slot = tab_z[1] - tab_z[0], slit_z[1] - slit_z[0]
    assert 0 < slot - width <= 1.5 * SLACK
    assert slot == pytest.approx(math.dist(slit.start, slit.end))
    # The slit is vertical on the wall.
    assert _close(ends[0], (ends[1][0], ends[1][1], ends[0][2]))


@pytest.mark.parametrize("params", VARIANTS)
@pytest.mark.parametrize("wall", ["west", "east"])
def test_each_lining_lug_goes_through_its_floor_slot(params: BoxParams, wall: str) -> None:
    _, b = plans(params)
    lug, slot = f"{wall}_lug", next(s for s in b.slits if s.name == f"{wall}_lug")
    assert slot.panel == "floor"
    crease = next(c for c in b.creases if c.child == lug)
    assert crease.kind == VALLEY
    corners = _corners(b, lug)
    ends = [fold(b, "floor", q) for q in (slot.start, slot.end)]
    # The lining reaches down to B's floor and the lug lies flat along it.
    assert _span(corners, 2) == pytest.approx((2 * params.paper_thickness,) * 2)
    assert ends[0][2] == pytest.approx(params.paper_thickness)
    # The slot crosses the lug near its root, and is a little longer than the lug is wide.
    root_x = fold(b, lug, crease.start)[0]
    x_lo, x_hi = _span(corners, 0)
    assert x_lo <= ends[0][0] <= x_hi
    assert abs(ends[0][0] - root_x) <= params.paper_thickness + FIT + 1e-9
    lug_y, slot_y = _span(corners, 1), _span(ends, 1)
    assert slot_y[0] < lug_y[0] and lug_y[1] < slot_y[1]
    assert (slot_y[1] - slot_y[0]) - (lug_y[1] - lug_y[0]) == pytest.approx(SLACK)


@pytest.mark.parametrize("params", VARIANTS)
def test_the_lid_closes_over_the_walls_and_tucks_inside_the_front(params: BoxParams) -> None:
    a, b = plans(params)
    lid, tuck = _corners(a, "lid"), _corners(a, "tuck")
    p, top = params.paper_thickness, params.wall_height
    assert _span(lid, 2) == pytest.approx((top, top))
    assert _span(lid, 1) == pytest.approx((0.0, params.a_floor))
    lo, hi = _span(lid, 0)
    assert lo <= -p and hi >= params.b_floor + p  # covers B's walls too
    # The flap hangs down at the front wall, between B's linings.
    assert _span(tuck, 1) == pytest.approx((params.a_floor, params.a_floor))
    assert _span(tuck, 2) == pytest.approx((top - params.tuck_depth, top))
    west = _span(_corners(b, "west_lining"), 0)[1] + p
    east = _span(_corners(b, "east_lining"), 0)[0] - p
    t_lo, t_hi = _span(tuck, 0)
    # With room for a lining bowed by its card: at a quarter millimetre a side it bound.
    assert t_lo - west >= 0.7 and east - t_hi >= 0.7
    # It stops above the floor, and the thumb notch reaches down past its edge.
    assert top - params.tuck_depth > 2 * p
    assert params.notch_radius < params.tuck_depth


def test_creases_are_mountains_but_for_the_lugs() -> None:
    a, b = plans(BoxParams())
    kinds = [c.kind for c in a.creases + b.creases]
    assert kinds.count(VALLEY) == 2
    assert kinds.count(MOUNTAIN) == len(kinds) - 2


# -- the printed drawing -------------------------------------------------------


def _svg(drawing_svg: str) -> ET.Element:
    return ET.fromstring(drawing_svg.encode("utf-8"))


@pytest.mark.parametrize("params", VARIANTS)
def test_each_module_fits_a_printable_area(params: BoxParams) -> None:
    for d in modules(params):
        assert d.width <= PRINTABLE[0] and d.height <= PRINTABLE[1], d.name


def test_a_box_too_big_for_the_sheet_is_refused() -> None:
    with pytest.raises(PrintkitError, match="larger than the 198 x 267 mm"):
        modules(BoxParams(die_size=20.0))


def _numbers(d: str) -> list[float]:
    return [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d)]


@pytest.mark.parametrize("params", VARIANTS[:2])
def test_everything_lies_inside_its_drawing(params: BoxParams) -> None:
    for d in modules(params):
        root = _svg(svg_document(d))
        points: list[tuple[float, float]] = []
        for el in root.iter():
            tag = el.tag.removeprefix(SVG)
            if tag == "path" and "transform" not in el.attrib:
                values = _numbers(el.attrib["d"])
                points += list(zip(values[::2], values[1::2], strict=True))
            elif tag == "path":  # text: its anchor
                x, y = _numbers(el.attrib["transform"])[:2]
                points.append((x, y))
            elif tag == "rect":
                x, y = float(el.attrib["x"]), float(el.attrib["y"])
                points += [(x, y), (x + float(el.attrib["width"]), y + float(el.attrib["height"]))]
            elif tag == "circle":
                cx, cy, r = (float(el.attrib[k]) for k in ("cx", "cy", "r"))
                points += [(cx - r, cy - r), (cx + r, cy + r)]
        assert len(points) > 100
        for x, y in points:
            assert 0 <= x <= d.width and 0 <= y <= d.height, (d.name, x, y)


def test_svg_is_well_formed_in_millimetres_and_renders(svg_ok) -> None:
    for d in (*modules(BoxParams()), draw(BoxParams())):
        svg_ok(d, dpi=30)


def test_lines_follow_the_print_conventions() -> None:
    a_plan, b_plan = plans(BoxParams())
    for plan, d in zip((a_plan, b_plan), modules(BoxParams()), strict=True):
        root = _svg(svg_document(d))
        folds = [el for el in root.iter(f"{SVG}path") if "fold-" in el.attrib.get("class", "")]
        dashes = {"fold-mountain": MOUNTAIN_DASH, "fold-valley": VALLEY_DASH}
        for el in folds:
            assert el.attrib["stroke-dasharray"] == dashes[el.attrib["class"]]
        assert len(folds) == len(plan.creases)
        cut = next(el for el in root.iter(f"{SVG}g") if el.attrib.get("id") == "cut")
        lines = list(cut.iter(f"{SVG}path"))
        assert len(lines) == 1 + len(plan.slits)  # one outline, then the slits
        assert all("stroke-dasharray" not in el.attrib for el in lines)


def _labels(d_svg: str) -> list[str]:
    return [el.attrib["aria-label"] for el in _svg(d_svg).iter() if "aria-label" in el.attrib]


# The box with a game's words on it, as a kit passes them (the component has none).
WORDED = BoxParams(title="Backgammon", pattern="points",
                   facts="2 players; ages 8+; about 30 minutes; about 10 minutes to assemble")


def test_outside_carries_the_title_the_facts_and_the_tab_labels() -> None:
    a, b = (_labels(svg_document(d)) for d in modules(WORDED))
    assert a.count("Backgammon") == 3  # lid, front and the underside
    for fact in ("2 players", "ages 8+", "about 30 minutes", "about 10 minutes to assemble"):
        assert fact in a
    assert b.count("Backgammon") == 2  # both side walls
    for name in TAB_SLITS:
        assert name in a and name in b


def test_words_can_be_translated() -> None:
    params = BoxParams(title="Gamão", facts="2 jogadores;  a partir dos 8 anos ;")
    a, b = (_labels(svg_document(d)) for d in modules(params))
    assert a.count("Gamão") == 3 and b.count("Gamão") == 2
    assert "2 jogadores" in a and "a partir dos 8 anos" in a
    assert "Backgammon" not in a + b


def _texts(plan: Plan, d_svg: str) -> Iterator[tuple[str, str, Vec3, Vec3, Vec3]]:
    """Each word's panel, and its folded up and reading directions and face normal."""
    frames = fold_frames(plan)
    for el in _svg(d_svg).iter():
        if "aria-label" not in el.attrib:
            continue
        numbers = _numbers(el.attrib["transform"])
        x, y = numbers[:2]
        turn = math.radians(numbers[2]) if "rotate" in el.attrib["transform"] else 0.0
        panel = next(name for name, (u0, v0, u1, v1) in plan.panels.items()
                     if u0 <= x <= u1 and v0 <= y <= v1)
        frame = frames[panel]
        origin = frame.apply((x, y))
        up = _sub(frame.apply((x + math.sin(turn), y - math.cos(turn))), origin)
        runs = _sub(frame.apply((x + math.cos(turn), y + math.sin(turn))), origin)
        yield el.attrib["aria-label"], panel, up, runs, frame.printed_normal()


def test_every_word_reads_upright_on_the_built_box() -> None:
    a_plan, b_plan = plans(WORDED)
    seen = set()
    for plan, d in zip((a_plan, b_plan), modules(WORDED), strict=True):
        for label, panel, up, runs, normal in _texts(plan, svg_document(d)):
            if panel in ("floor", "tuck") or panel.endswith("_lug"):
                continue  # face down under the box, or hidden inside a wall or the floor
            seen.add(panel)
            # Seen from the lid's front edge, the lid's words point to the back.
            want_up = (0.0, -1.0, 0.0) if panel == "lid" else (0.0, 0.0, 1.0)
            assert _close(up, want_up), (plan.name, panel, label, up)
            # Facing the printed side, the text runs to the viewer's right.
            assert _close(runs, _cross(up, normal)), (plan.name, panel, label, runs)
    assert {"lid", "back", "front", "west", "east", "A1", "A3"} <= seen


def test_component_is_registered_and_takes_command_line_values() -> None:
    component = find_component("box")
    params = component.make({"title": "Tavla", "checker-diameter": "24mm", "dice": "2"})
    assert params.checker_diameter == 24.0 and params.dice == 2
    d = component.draw(params)
    a, b = modules(params)
    assert d.width == pytest.approx(a.width + 6.0 + b.width)
    assert "Tavla" in _labels(svg_document(d))


# -- every kit's box, in every language: words that read on the finished box ----

GAMES = ("backgammon", "nardy", "breakthrough", "snort", "rastros", "traffic-lights", "hex",
         "oware", "classics")


def _kit_boxes() -> Iterator[tuple[str, BoxParams]]:
    """Each kit's box parameters in each of its languages, as its kit prints them."""
    from printkit.context import Context
    from printkit.games import find_game
    from printkit.games.manifest import box_params
    from printkit.i18n import translator
    from printkit.languages import game_catalog
    from printkit.units import PAPERS

    for name in GAMES:
        game = find_game(name)
        for lang in game.languages:
            extra = game_catalog(game.templates, lang) if lang != "en" else None
            gettext = translator(lang, extra=extra, allow_incomplete=True).gettext
            ctx = Context(paper=PAPERS["a4"], language=lang, gettext=gettext)
            yield f"{name}-{lang}", box_params(game.kit().manifest, ctx)


KIT_BOXES = dict(_kit_boxes())


def _outside(rect: tuple[float, float, float, float], inner: tuple[float, float, float, float],
             clear: float) -> bool:
    """Whether `inner` reaches closer than `clear` to the edges of `rect`, or beyond them."""
    return (inner[0] < rect[0] + clear or inner[1] < rect[1] + clear
            or inner[2] > rect[2] - clear or inner[3] > rect[3] - clear)


@pytest.mark.parametrize("kit", KIT_BOXES)
def test_titles_and_words_are_large_enough_to_read(kit: str) -> None:
    said = words(KIT_BOXES[kit])
    for word in said:
        smallest = 7.0 if word.kind == "title" else 5.0
        assert word.least_points == smallest
        assert word.points >= smallest, (kit, word.panel, word.text, round(word.points, 1))
    titles = {word.panel for word in said if word.kind == "title"}
    # Module B's two end bands (its side walls) carry the title too, in every kit.
    assert {"lid", "front", "west", "east"} <= titles
    for wall in ("west", "east"):  # in one line, or two that read in order
        lines = [word for word in said if word.kind == "title" and word.panel == wall]
        lines.sort(key=lambda word: word.centre[1], reverse=lines[0].turned)
        assert " ".join(word.text for word in lines) == KIT_BOXES[kit].title, (kit, wall)
    assert len([word for word in said if word.kind == "facts"]) >= 3
    assert {word.text for word in said if word.kind == "label"} == set(TAB_SLITS)
    assert sorted(word.text for word in said if word.kind == "badge") == ["6", "6", "8"]


@pytest.mark.parametrize("kit", KIT_BOXES)
def test_step_badges_stand_upright_on_the_flat_sheet(kit: str) -> None:
    """The step numbers are read on the flat sheet while assembling: an upside-down 6
    reads 9, so every badge's number is drawn unturned, inside its ring."""
    from printkit.art.canvas import Text

    said = [word for word in words(KIT_BOXES[kit]) if word.kind == "badge"]
    assert sorted(word.text for word in said) == ["6", "6", "8"]
    drawn = [shape for module in modules(KIT_BOXES[kit]) for layer in module.layers.values()
             for shape in layer if isinstance(shape, Text) and shape.content in ("6", "8")]
    for word in said:
        u, v = word.centre
        # The glyphs as printed: the one run at this badge's middle, not turned.
        at = [t for t in drawn if t.content == word.text and abs(t.x - u) < 1e-6
              and abs(t.y - v) < BADGE_RADIUS]
        assert at and all(t.rotate % 360 == 0 and t.size > 0 for t in at), (kit, word.panel)
        assert not word.turned and at[0].y > v  # baseline below the middle: letters stand up


@pytest.mark.parametrize("kit", KIT_BOXES)
def test_every_word_reads_upright_where_the_finished_box_shows_it(kit: str) -> None:
    params = KIT_BOXES[kit]
    by_module = dict(zip(("box-a", "box-b"), plans(params), strict=True))
    seen = set()
    for word in words(params):
        assert upright(by_module[word.module], word), (kit, word.panel, word.text)
        seen.add(word.panel)
    # The front wall's title, printed upside down on the flat sheet, stands up when folded;
    # the box's back is towards -y, so facing the front one looks along -y, +x on the left.
    front = next(w for w in words(params) if w.panel == "front")
    right, up, out = reading(by_module["box-a"], front)
    assert front.turned and _close(out, (0.0, 1.0, 0.0))
    assert _close(up, (0.0, 0.0, 1.0)) and _close(right, (-1.0, 0.0, 0.0))
    assert {"lid", "back", "front"} <= seen


@pytest.mark.parametrize("kit", KIT_BOXES)
def test_words_stay_inside_their_faces_clear_of_cuts_folds_and_the_notch(kit: str) -> None:
    params = KIT_BOXES[kit]
    by_module = dict(zip(("box-a", "box-b"), plans(params), strict=True))
    for word in words(params):
        plan = by_module[word.module]
        extent = word.extent
        if word.kind == "badge":  # the circle round the number, not just the number
            u, v = word.centre
            extent = (u - BADGE_RADIUS, v - BADGE_RADIUS, u + BADGE_RADIUS, v + BADGE_RADIUS)
        assert not _outside(plan.panels[word.panel], extent, 0.5), (kit, word.panel, word.text)
        if word.panel == "front":
            u0, _, u1, v1 = plan.panels["front"]
            # The frame's rule round the notch lies 2.7 mm out from its edge.
            reach = params.notch_radius + 2.7
            nearest_u = min(max((u0 + u1) / 2, extent[0]), extent[2])
            nearest_v = min(max(v1, extent[1]), extent[3])
            assert math.hypot(nearest_u - (u0 + u1) / 2, nearest_v - v1) > reach, kit


@pytest.mark.parametrize("kit", KIT_BOXES)
def test_tabs_are_wide_and_long_enough_to_push_through_their_slits(kit: str) -> None:
    params = KIT_BOXES[kit]
    assert params.tab_height >= 8.0 and params.tab_tip >= 5.0, kit
    assert params.wall_height >= 18.0


def test_no_fine_rules_inside_the_tabs() -> None:
    """The tabs carry their label and nothing else: no lines the legend does not explain."""
    a_plan, _ = plans(WORDED)
    a, _ = modules(WORDED)
    for name in TAB_SLITS:
        u0, v0, u1, v1 = a_plan.panels[name]
        inside = [shape for shape in a.layers["art"] if isinstance(shape, Path)
                  and all(u0 < x < u1 and v0 < y < v1
                          for _, points in shape.segments for x, y in points)]
        assert not inside, name


@pytest.mark.parametrize("kit", KIT_BOXES)
def test_facts_side_by_side_keep_apart(kit: str) -> None:
    facts = [word.extent for word in words(KIT_BOXES[kit]) if word.kind == "facts"]
    for i, a in enumerate(facts):
        for b in facts[i + 1:]:
            if a[1] < b[3] and b[1] < a[3]:  # on one row
                assert max(b[0] - a[2], a[0] - b[2]) >= 2.5, kit


@pytest.mark.parametrize("kit", KIT_BOXES)
def test_no_word_crosses_a_slit(kit: str) -> None:
    params = KIT_BOXES[kit]
    _, b_plan = plans(params)
    for word in words(params):
        if word.module != b_plan.name:
            continue
        u0, v0, u1, v1 = word.extent
        for slit in b_plan.slits:  # straight cuts along u or v: their boxes are the lines
            (su0, sv0), (su1, sv1) = slit.start, slit.end
            across = (min(su0, su1) < u1 + 0.5 and u0 - 0.5 < max(su0, su1)
                      and min(sv0, sv1) < v1 + 0.5 and v0 - 0.5 < max(sv0, sv1))
            assert not across, (kit, word.text, slit.name)


@pytest.mark.parametrize("palette", ["classic", "ink-saver", "high-contrast"])
def test_no_art_line_looks_like_a_cut(palette: str) -> None:
    """Only the cut layer draws solid lines as dark and as thin as a cut (0.25 mm, give or
    take 0.05): a badge's ring or underline, or a frame's rule, must not read as one."""

    def inky(colour: str) -> bool:
        r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.2 * 255

    for d in modules(BoxParams(title="Box", facts="2 players", palette=palette)):
        for layer in ("art", "text"):
            for shape in d.layers[layer]:
                paint = getattr(shape, "paint", None)
                if paint is None or paint.stroke in (None, "none") or paint.dash:
                    continue
                assert not (inky(paint.stroke) and abs(paint.width - 0.25) <= 0.05), (
                    d.name, palette, shape)


@pytest.mark.parametrize("kit", KIT_BOXES)
def test_the_back_gives_the_covers_facts_with_the_playing_time(kit: str) -> None:
    """The back wall is for the buyer at the table: the cover's players, ages and playing
    time, word for word in the kit's language, and no assembly time."""
    from printkit.context import Context
    from printkit.games import find_game
    from printkit.i18n import translator
    from printkit.languages import game_catalog
    from printkit.render.screen import cover_of
    from printkit.units import PAPERS

    name, lang = next((g, kit[len(g) + 1:]) for g in GAMES if kit.startswith(f"{g}-")
                      and kit[len(g) + 1:] in find_game(g).languages)
    game = find_game(name)
    extra = game_catalog(game.templates, lang) if lang != "en" else None
    ctx = Context(paper=PAPERS["a4"], language=lang,
                  gettext=translator(lang, extra=extra, allow_incomplete=True).gettext)
    printed = [word.text for word in words(KIT_BOXES[kit]) if word.kind == "facts"]
    assert printed == list(cover_of(game, ctx).facts)
    english = [word.text for word in words(KIT_BOXES[f"{name}-en"]) if word.kind == "facts"]
    assert not any("assemble" in fact for fact in english)
    minutes = game.kit().manifest.facts.get("play_minutes")
    if minutes:  # the rulebook's "At a glance": "Playing time: about {play_minutes} minutes"
        assert f"about {minutes} minutes" in english
    else:  # a compendium: the range of its games' playing times
        times = [int(find_game(g).kit().manifest.facts["play_minutes"]) for g in game.chapters]
        assert f"{min(times)} to {max(times)} minutes a game" in english


def _covered_by_a(params: BoxParams, panel: str, point: tuple[float, float]) -> bool:
    """Whether the point of module B's `panel` lies, on the built box, right under a part of
    module A on its printed side (a tab's strap over a side wall, A's floor under B's), so
    that nothing printed there shows."""
    from printkit.art.parts.box_geometry import tab_shape

    plan_a, plan_b = plans(params)
    frame_b = fold_frames(plan_b)[panel]
    p, out = frame_b.apply(point), frame_b.printed_normal()
    frames_a = fold_frames(plan_a)
    for name in (*TAB_SLITS, "floor"):
        r, s = frames_a[name].rotation, frames_a[name].shift
        # A's panel in its own flat coordinates (u, v, w): w = 0 on the panel.
        local = [sum(r[k][i] * (p[k] - s[k]) for k in range(3)) for i in range(3)]
        step = [sum(r[k][i] * out[k] for k in range(3)) for i in range(3)]
        if abs(step[2]) < 0.5:
            continue
        t = -local[2] / step[2]
        if not 0 < t <= 2 * params.paper_thickness + FIT:  # one card's gap, not beyond
            continue
        u, v = local[0] + t * step[0], local[1] + t * step[1]
        if name == "floor":
            u0, v0, u1, v1 = plan_a.panels["floor"]
            if u0 <= u <= u1 and v0 <= v <= v1:
                return True
            continue
        wall = "back" if name in ("A1", "A2") else "front"
        left = name in ("A1", "A4")
        hinge = plan_a.panels[wall][0] if left else plan_a.panels[wall][2]
        mid = (plan_a.panels[name][1] + plan_a.panels[name][3]) / 2
        strap = tab_shape(hinge, mid, -1.0 if left else 1.0, params)[:2] + tab_shape(
            hinge, mid, -1.0 if left else 1.0, params)[4:]
        us, vs = [q[0] for q in strap], [q[1] for q in strap]
        if min(us) <= u <= max(us) and min(vs) <= v <= max(vs):
            return True
    return False


@pytest.mark.parametrize("kit", ["backgammon-en", "rastros-en", "traffic-lights-es",
                                 "classics-pt-PT", "oware-pt-BR"])
def test_the_built_box_shows_no_assembly_code(kit: str) -> None:
    """Folded in code, B's slit codes (A1-A4) lie under A's tab straps and its module mark
    under A's floor: the finished box shows only its title, facts and badges' numbers."""
    params = KIT_BOXES[kit]
    codes = [word for word in words(params) if word.module == "box-b"
             and word.kind in ("label", "mark")]
    assert {word.text for word in codes} == {*TAB_SLITS, "B"}
    for word in codes:
        u0, v0, u1, v1 = word.extent
        for corner in ((u0, v0), (u1, v0), (u1, v1), (u0, v1)):
            assert _covered_by_a(params, word.panel, corner), (kit, word.text, corner)


@pytest.mark.parametrize("kit", ["rastros-en", "rastros-es", "hex-pt-PT", "classics-en",
                                 "traffic-lights-pt-BR"])
def test_each_row_of_facts_is_centred_on_the_back_wall(kit: str) -> None:
    # The review found "about 10 minutes" alone under "2 players", flush left: each row
    # now stands in the middle of the wall, so a shorter last row reads as meant.
    params = KIT_BOXES[kit]
    plan_a, _ = plans(params)
    u0, _, u1, _ = plan_a.panels["back"]
    facts = [word for word in words(params) if word.kind == "facts"]
    rows: dict[float, list[tuple[float, float, float, float]]] = {}
    for word in facts:
        rows.setdefault(round(word.centre[1], 1), []).append(word.extent)
    for row in rows.values():
        left, right = min(e[0] for e in row) - u0, u1 - max(e[2] for e in row)
        assert abs(left - right) < 0.5, (kit, left, right)
    counts = [len(row) for _, row in sorted(rows.items())]
    assert counts == sorted(counts, reverse=True), counts  # the fuller rows first


@pytest.mark.parametrize("title, lines", [
    ("Gatos y perros", ("Gatos", "y perros")),
    ("Gatos & Cachorros", ("Gatos", "& Cachorros")),
    ("Ludos classicus", ("Ludos", "classicus")),
])
def test_a_side_title_in_two_lines_never_ends_a_line_on_a_joining_word(
        title: str, lines: tuple[str, ...]) -> None:
    from printkit.art.parts.box_geometry import side_title_lines

    assert side_title_lines(title) == lines


@pytest.mark.parametrize("palette", ["classic", "ink-saver", "high-contrast"])
def test_b_floor_is_tinted_like_the_linings_not_bare_paper(palette: str) -> None:
    # The review saw module B's floor as a blank white panel with a faint B between
    # decorated walls: it is now filled in the linings' tint, and the B stays small.
    params = BoxParams(title="Box", facts="2 players", palette=palette)
    b, plan = modules(params)[1], plans(params)[1]
    u0, v0, u1, v1 = plan.panels["floor"]
    lining = plan.panels["west_lining"]

    def tint(rect: tuple[float, float, float, float]) -> str | None:
        """The fill of the last art rectangle that covers `rect`."""
        fills = [s.paint.fill for s in b.layers["art"] if isinstance(s, Rect)
                 and s.x <= rect[0] and s.y <= rect[1] and s.x + s.w >= rect[2]
                 and s.y + s.h >= rect[3]]
        return fills[-1] if fills else None

    assert tint((u0, v0, u1, v1)) == tint(lining)
    # Ink-saver leaves its linings white on purpose; the other themes tint them.
    assert tint(lining) not in (None, "none") + (() if palette == "ink-saver" else ("#ffffff",))
    mark = next(w for w in words(params) if w.kind == "mark" and w.module == "box-b")
    assert mark.text == "B" and mark.size <= 6.0


@pytest.mark.parametrize("palette", ["classic", "high-contrast", "ink-saver"])
def test_every_fold_of_module_a_lies_on_a_pale_band(palette: str) -> None:
    # Along the edge between A's dark walls and its pale floor a dark fold line showed
    # only its gaps, as white dashes, and vanished on the floor (review s22).
    params = BoxParams(palette=palette)
    plan, module = plan_a(params), modules(params)[0]
    bands = [s for s in module.layers["art"] if isinstance(s, Rect) and s.paint.cls == "fold-clear"]
    for crease in plan.creases:
        (x0, y0), (x1, y1) = crease.start, crease.end
        covering = [b for b in bands
                    if b.x - 1e-6 <= min(x0, x1) and max(x0, x1) <= b.x + b.w + 1e-6
                    and b.y - 1e-6 <= min(y0, y1) and max(y0, y1) <= b.y + b.h + 1e-6]
        assert covering, (crease.parent, crease.child)
        band = covering[0]
        # Half a millimetre of it either side of the line, pale enough for the ink.
        across = (band.w if x0 == x1 else band.h) / 2
        assert across >= 0.5
        assert luminance(band.paint.fill) > 3 * luminance(INK) + 0.2
        # Painted after the panels' colours, so nothing of them covers it.
        index = module.layers["art"].index(band)
        later = module.layers["art"][index + 1:]
        assert not any(isinstance(s, Rect) and s.paint.fill not in (None, "none")
                       and s.paint.cls != "fold-clear"
                       and s.x < (x0 + x1) / 2 < s.x + s.w and s.y < (y0 + y1) / 2 < s.y + s.h
                       for s in later), (crease.parent, crease.child)
