"""The board of 24 points as a builder and a child see it, in every theme: setup marks of
two kinds only, points that alternate, a glue strip with no cut-like lines and words
saying where the other half goes, marks that register the halves, legible score
numbers, nardy's arrows in their sides' colours, and diagram arrows that leave the
stack counts readable."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest

from printkit.art.boards import points
from printkit.art.boards.points import BoardParams, BoardStyle
from printkit.art.canvas import (
    CUT_WIDTH,
    GLUE_TINT,
    INK,
    Circle,
    Drawing,
    Path,
    Rect,
    leaves,
)
from printkit.art.canvas import Shape as DrawnShape
from printkit.art.canvas import Text as DrawnText
from printkit.art.outlines import text_width
from printkit.art.palette import PALETTES, luminance
from printkit.art.svg import svg_document
from printkit.context import Context
from printkit.games.backgammon import board as backgammon
from printkit.games.backgammon import kit as backgammon_kit
from printkit.games.nardy import board as nardy
from printkit.games.nardy import kit as nardy_kit
from printkit.games.nardy.long import RULES
from printkit.i18n import translator, untranslated
from printkit.units import PAPERS

THEMES = sorted(PALETTES)
STYLES = {"backgammon": backgammon.style, "nardy": nardy.style}
FIVE_PT = 5 / 72 * 25.4  # mm


def classes(shape: DrawnShape) -> list[str]:
    """The class names of a drawn shape."""
    paint = getattr(shape, "paint", None)
    return (paint.cls or "").split() if paint else []


def tagged(d: Drawing, cls: str, layer: str = "art") -> list[DrawnShape]:
    """The shapes of `layer` whose class list holds `cls`."""
    return [s for s in leaves(d.layers[layer]) if cls in classes(s)]


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def vertices(shape: Path) -> list[tuple[float, float]]:
    """Every point a path passes through."""
    return [p for _, pts in shape.segments for p in pts]


# -- setup marks ------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(STYLES))
@pytest.mark.parametrize("theme", THEMES)
def test_setup_marks_are_two_opaque_kinds_whatever_the_point(game: str, theme: str) -> None:
    params = BoardParams(palette=theme)
    pal, g = params.colours, params.geometry
    d = points.draw(params, STYLES[game]())
    edges = [e for e in tagged(d, "setup-edge") if isinstance(e, Circle)]
    strokes = {}
    for side, face in (("light", pal.light), ("dark", pal.dark)):
        marks = [m for m in tagged(d, f"setup-{side}") if isinstance(m, Circle)]
        assert len(marks) >= (2 if game == "backgammon" else 1)
        # Hollow rings whose band is the side's own checker colour on every point it
        # stands on (nardy's heads too: no faded tint).
        assert {m.paint.fill for m in marks} == {"none"}
        strokes[side] = {m.paint.stroke for m in marks}
        assert strokes[side] == {face}, (side, strokes[side])
        for mark in marks:
            # Edged each side of the band in an ink that stands out on the point under it.
            (edge,) = [e for e in edges if (e.cx, e.cy, e.r) == (mark.cx, mark.cy, mark.r)]
            assert edge.paint.width - mark.paint.width >= 0.3
            point = g.point_at(mark.cx, mark.cy)
            assert point is not None
            under = points.point_colour(point, pal)
            assert contrast(edge.paint.stroke, under) >= 2.0, (side, point, edge.paint.stroke)
    assert strokes["light"] != strokes["dark"]
    # Opaque: nothing in the SVG is see-through.
    svg = ET.fromstring(svg_document(d).encode())
    assert not [e for e in svg.iter() if {"opacity", "fill-opacity"} & set(e.attrib)]
    # Apart in greyscale too.
    assert abs(luminance(pal.light) - luminance(pal.dark)) >= 0.3


@pytest.mark.parametrize("game", sorted(STYLES))
def test_setup_marks_are_rings_a_checker_covers(game: str) -> None:
    """A mark is a hollow ring 60-70% of a checker across with a band 0.6-0.8 mm wide,
    centred where a checker of the start stands, so the checker set there hides it; a
    stack of up to five shows a ring per checker, a bigger one a ring with its count."""
    params = BoardParams()
    g = params.geometry
    style = STYLES[game]()
    scene = points.board_scene(params, style)
    marks = [s for s in scene.shapes if "setup-mark" in s.tag.split()]
    assert marks and all(s.kind == "circle" for s in marks)
    rings: dict[int, list[tuple[float, float]]] = {}
    for mark in marks:
        (r,) = mark.extra
        look = dict(mark.style)
        assert "fill" not in look and 0.6 <= look["stroke_width"] <= 0.8
        (edge,) = [s for s in scene.shapes if "setup-edge" in s.tag.split()
                   and (s.xs, s.ys, s.extra) == (mark.xs, mark.ys, mark.extra)]
        outer = r + dict(edge.style)["stroke_width"] / 2
        assert 0.6 * g.checker <= 2 * outer <= 0.7 * g.checker, (outer, g.checker)
        assert outer < g.radius
        point = g.point_at(mark.xs[0], mark.ys[0])
        assert point is not None
        rings.setdefault(point, []).append((mark.xs[0], mark.ys[0]))
    counts = [s for s in scene.shapes if s.tag == "setup-count"]
    for index, pair in enumerate(style.setup):
        point, checkers = index + 1, sum(pair)
        if not checkers:
            assert point not in rings
            continue
        shown = min(checkers, 5) if checkers <= 5 else 1
        assert sorted(rings[point], key=lambda c: abs(c[1] - g.middle), reverse=True) == \
            [g.stack(point, k) for k in range(shown)]
        if checkers > 5:  # the count stands inside the ring
            x, y = g.stack(point, 0)
            (label,) = [t for t in counts if g.point_at(t.xs[0], t.ys[0]) == point]
            assert dict(label.style)["content"] == str(checkers)
            assert math.hypot(label.xs[0] - x, label.ys[0] - y) < 0.5 * g.radius
    assert points.setup_layout(params, style).points == style.setup


@pytest.mark.parametrize("theme", THEMES)
def test_nardy_heads_count_fifteen_and_homes_have_a_wide_strip(theme: str) -> None:
    """Each head's fifteen: a ring and the count, readable on the point; each home
    lined by a strip of its side's colour at least 2 mm deep, clear of the frame."""
    params = BoardParams(palette=theme)
    pal = params.colours
    g = params.geometry
    scene = points.board_scene(params, nardy.style())
    counts = [s for s in scene.shapes if s.tag == "setup-count"]
    assert sorted(dict(s.style)["content"] for s in counts) == ["15", "15"]
    for shape in counts:
        point = g.point_at(shape.xs[0], shape.ys[0])
        assert point is not None
        assert contrast(dict(shape.style)["fill"], points.point_colour(point, pal)) >= 3.0
    strips = [s for s in scene.shapes if s.tag == "home-mark"]
    assert len(strips) == 2
    assert {dict(s.style)["fill"] for s in strips} == {pal.light, pal.dark}
    insets = [s for s in scene.shapes if s.tag == "home-inset"]
    for strip in strips:
        (x,), (y,), (width, depth) = strip.xs, strip.ys, strip.extra
        assert 2.0 <= depth <= 3.0
        assert g.field_top < y and y + depth < g.field_bottom
        # Between the strip and the frame, felt all along: no sliver of the points' bases
        # (rev15 nardy 4).
        edge = g.field_top if y < (g.field_top + g.field_bottom) / 2 else y + depth
        gap = y - g.field_top if edge == g.field_top else g.field_bottom - edge
        (inset,) = [i for i in insets if math.isclose(i.ys[0], edge)]
        assert dict(inset.style)["fill"] == pal.felt
        assert (inset.xs[0], inset.extra[0]) == (x, width)
        assert math.isclose(inset.extra[1], gap)


# -- themes -----------------------------------------------------------------


def point_looks(d: Drawing) -> dict[int, tuple[str, bool]]:
    """Each point's look: its fill, and whether it is hatched."""
    looks = {}
    for point in range(1, 25):
        (triangle,) = tagged(d, f"point-{point}")
        assert isinstance(triangle, Path)
        looks[point] = (triangle.paint.fill, bool(tagged(d, f"point-hatch-{point}")))
    return looks


@pytest.mark.parametrize("theme", THEMES)
def test_points_alternate_in_every_theme(theme: str) -> None:
    looks = point_looks(backgammon.draw(BoardParams(palette=theme)))
    assert len(set(looks.values())) == 2
    for point in range(1, 24):
        if point not in (6, 12, 18):  # neighbours within a quarter differ
            assert looks[point] != looks[point + 1]
    for point in range(1, 13):  # and so do points facing each other
        assert looks[point] != looks[25 - point]


def test_ink_saver_hatching_reads_as_a_grey_tone() -> None:
    """Ink-saver fills no point (a tint costs as many inked pixels as black); every other
    point is hatched with parallel lines, evenly spaced right up to its tip (a fan bunched
    into a grey smudge where the point narrowed), covering at least 12 % of it in a
    mid-grey ink: a tone about 0.1 darker in luminance than the bare point beside it."""
    params = BoardParams(palette="ink-saver", show_setup=False)
    d = backgammon.draw(params)
    pal, g = params.colours, params.geometry
    assert {s.paint.fill for s in tagged(d, "point")} == {"#ffffff"}
    spacing = points.hatch_spacing(g.point_width)
    for point in range(1, 25):
        lines = [vertices(s) for s in tagged(d, f"point-hatch-{point}") if isinstance(s, Path)]
        assert bool(lines) == points.is_first_colour(point)
        if not lines:
            continue
        for line in lines:  # each stays inside its own point
            assert all(g.point_at(x, y + (0.01 if g.is_top(point) else -0.01)) == point
                       for x, y in line)
        # All parallel; the offsets across them step by the spacing, from base to tip.
        slopes = {round((b[1] - a[1]) / (b[0] - a[0]), 6) for a, b in lines}
        assert slopes == {points.HATCH_SLOPE}
        across = sorted((a[1] - a[0]) / math.hypot(1, points.HATCH_SLOPE) for a, _ in lines)
        steps = [b - a for a, b in zip(across, across[1:], strict=False)]
        assert max(steps) - min(steps) < 0.01 and abs(steps[0] - spacing) < 0.01
        (_, base), _, (_, tip) = g.point_triangle(point)
        reach = max(abs(y - base) for line in lines for _, y in line) / abs(tip - base)
        assert reach > 0.9, f"point {point}'s hatching stops at {reach:.0%} of its length"
    assert points.HATCH_WIDTH / spacing >= 0.12
    assert points.HATCH_WIDTH / spacing * (1 - luminance(pal.hatch)) >= 0.1
    assert not tagged(backgammon.draw(BoardParams()), "point-hatch")  # fills tell them apart


@pytest.mark.parametrize("game", sorted(STYLES))
@pytest.mark.parametrize("theme", THEMES)
def test_no_board_line_runs_through_a_setup_mark(game: str, theme: str) -> None:
    """A setup ring is read on top of its point: no stroke of the board art crosses its
    band (drawn over it, or hidden under it and peeping out at its rims); the point's
    lines go on inside its hole."""
    d = points.draw(BoardParams(palette=theme), STYLES[game]())
    # A ring's band, rims included: its edge circle's radius give or take half its stroke.
    marks = [(m.cx, m.cy, m.r + m.paint.width / 2, m.r - m.paint.width / 2)
             for m in tagged(d, "setup-edge") if isinstance(m, Circle)]
    assert len(marks) == len(tagged(d, "setup-mark")) > 0
    for shape in leaves(d.layers["art"]):
        own = {"setup-mark", "setup-edge"} & set(classes(shape))
        if not isinstance(shape, Path) or not shape.paint.stroke or own:
            continue
        corners = vertices(shape)
        pairs = list(zip(corners, corners[1:] + corners[:1], strict=True))
        for cx, cy, outer, inner in marks:
            for a, b in pairs:
                # Wholly outside the ring, or wholly inside its hole.
                inside = max(math.dist((cx, cy), a), math.dist((cx, cy), b)) < inner
                assert inside or _distance(cx, cy, a, b) > outer, (theme, classes(shape))


def test_ink_saver_hatching_goes_on_inside_a_ring() -> None:
    """A ring on a hatched point keeps the hatching in its hole: a bare white hole inside a
    dark rim read as a printed light checker."""
    params = BoardParams(palette="ink-saver")
    g = params.geometry
    d = backgammon.draw(params)
    rings = [m for m in tagged(d, "setup-edge") if isinstance(m, Circle)]
    hatched = [m for m in rings if points.is_first_colour(g.point_at(m.cx, m.cy) or 0)]
    assert hatched
    lines = [vertices(s) for s in tagged(d, "point-hatch") if isinstance(s, Path)]
    for ring in hatched:
        hole = ring.r - ring.paint.width / 2
        assert any(all(math.dist((ring.cx, ring.cy), p) < hole for p in line)
                   for line in lines), (ring.cx, ring.cy)


def _distance(x: float, y: float, a: tuple[float, float], b: tuple[float, float]) -> float:
    """How far (x, y) lies from the segment a-b."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy or 1.0)))
    return math.hypot(x - ax - t * dx, y - ay - t * dy)


def test_ink_saver_glue_strip_is_a_pale_tint() -> None:
    """The glue strip is the glue, not a grey bar: paler in ink-saver than the legend's
    glue tint, still classed as glue."""
    left, _ = backgammon.halves(BoardParams(palette="ink-saver"))
    (strip,) = tagged(left, "glue")
    assert luminance(strip.paint.fill) > luminance(GLUE_TINT) + 0.15
    assert strip.paint.stroke is None


def test_ink_saver_dark_pieces_are_darker_than_the_glue_tint() -> None:
    saver = PALETTES["ink-saver"]
    assert luminance(saver.dark) < luminance(GLUE_TINT) - 0.3
    assert contrast(saver.light, saver.dark) >= 2.3


# -- line styles and the glue strip -----------------------------------------


def board_parts(theme: str) -> Iterator[Drawing]:
    for style in STYLES.values():
        params = BoardParams(palette=theme)
        yield from (*points.halves(params, style()), points.draw(params, style()))


@pytest.mark.parametrize("theme", THEMES)
def test_no_board_art_is_dashed_or_drawn_like_a_cut(theme: str) -> None:
    diagram = nardy.diagram(RULES.start(), "24/21 24/21 21/18 18/15", 120.0, theme)
    for d in (*board_parts(theme), diagram):
        for shape in leaves(d.layers["art"]):
            paint = getattr(shape, "paint", None)
            if paint is None:
                continue
            assert paint.dash is None, (d.name, shape)
            assert not (paint.stroke == INK and paint.width == CUT_WIDTH), (d.name, shape)


@pytest.mark.parametrize("theme", THEMES)
def test_no_line_crosses_the_glue_strip(theme: str) -> None:
    params = BoardParams(palette=theme)
    g = params.geometry
    inside = (g.join + 0.01, g.join + points.GLUE)
    left, _ = points.halves(params, backgammon.style())
    (strip,) = tagged(left, "glue")
    assert isinstance(strip, Path) and strip.paint.stroke is None
    for shape in leaves(left.layers["art"]):
        if isinstance(shape, Path) and shape.paint.stroke and shape is not strip:
            assert not any(inside[0] < x < inside[1] for x, _ in vertices(shape)), shape
        if isinstance(shape, Rect) and shape.paint.stroke:
            assert shape.x + shape.w <= inside[0]


def test_the_classic_bar_is_dark_wood_not_a_grey_glue_tone() -> None:
    """The bar is wood like the frame round it: a warm brown darker than the felt and the
    trays, lighter than the frame, and far from the grey of the glue strip beside it."""
    pal = PALETTES["classic"]
    r, g, b = (int(pal.bar[i:i + 2], 16) for i in (1, 3, 5))
    assert r - b >= 40 and r > g > b  # warm, not grey
    assert luminance(pal.frame) < luminance(pal.bar) < min(luminance(pal.felt),
                                                            luminance(pal.tray))
    assert contrast(pal.bar, GLUE_TINT) >= 3.0 and contrast(pal.bar, pal.glue) >= 3.0


@pytest.mark.parametrize("theme", THEMES)
def test_the_joined_board_shows_no_mark_on_its_bar(theme: str) -> None:
    # Triangles and a target printed on the bar stayed on the finished board, down its
    # middle (review s18 A): the halves line up by a triangle in each band of point
    # numbers, in the frame, and the bar is left bare.
    params = BoardParams(palette=theme)
    g = params.geometry
    for half in points.halves(params, backgammon.style()):
        assert not tagged(half, "registration")
        marks = [s for s in tagged(half, "align-mark") if isinstance(s, Path)]
        assert len(marks) == 2
        for shape in marks:
            ys = [y for _, y in vertices(shape)]
            assert max(ys) < g.field_top or min(ys) > g.field_bottom  # in a band
            assert contrast(shape.paint.fill, params.colours.frame) >= 3.0, theme


def strip_words(d: Drawing, params: BoardParams) -> list[DrawnText]:
    g = params.geometry
    return [t for t in leaves(d.layers["text"]) if isinstance(t, DrawnText)
            and g.join < t.x < g.join + points.GLUE]


@pytest.mark.parametrize("lang", ["en", "es", "pt-BR", "pt-PT"])
def test_the_strip_says_in_the_kits_language_where_the_other_half_goes(lang: str) -> None:
    tr = translator(lang)
    ctx = Context(paper=PAPERS["a4"], language=lang, gettext=tr.gettext)
    for kit in (backgammon_kit, nardy_kit):
        params = kit.board_params(ctx)
        assert params.join_label == tr.gettext("lay the other half here")
        (left,) = kit.MANIFEST.board["board-left"](ctx)
        words = strip_words(left.front, params)
        said = [t.content for t in words]
        assert said.count(params.join_label) == 2 and params.glue_label in said
        g = params.geometry
        for t in words:
            assert t.size >= FIVE_PT and t.rotate in (90, -90)
            length = text_width(t.content, size=t.size, font=t.font)
            assert g.top < t.y - length / 2 and t.y + length / 2 < g.bottom  # on the strip


@pytest.mark.parametrize("length", [1, 7, 13, 25])
@pytest.mark.parametrize("width", [12.0, 21.0, 30.0])
def test_the_join_triangles_keep_clear_of_the_score_track(length: int, width: float) -> None:
    params = BoardParams(point_width=width, match_length=length)
    g = params.geometry
    _, right = points.halves(params, backgammon.style())
    shift = g.join - params.bleed
    triangles = [[(x + shift, y) for x, y in vertices(s)] for s in tagged(right, "align-mark")
                 if isinstance(s, Path)]
    track = params.track
    for near in (True, False):
        spots = [track.start(near), *track.dots(near)]
        for sx, sy in spots:
            # The dot or the start diamond (2.4 mm) and its number beside it.
            y0 = sy - 2.4 - (0 if near else 3.4 + points.TRACK_TEXT)
            y1 = sy + 2.4 + (3.4 + points.TRACK_TEXT if near else 0)
            for corners in triangles:
                xs, tys = [x for x, _ in corners], [y for _, y in corners]
                apart_x = max(xs) + 1.0 < sx - 2.4 or min(xs) - 1.0 > sx + 2.4
                apart_y = max(tys) + 1.0 < y0 or min(tys) - 1.0 > y1
                assert apart_x or apart_y, (near, (sx, sy), corners)


@pytest.mark.parametrize("theme", THEMES)
def test_score_numbers_are_legible(theme: str) -> None:
    params = BoardParams(palette=theme)
    numbers = [s for s in points.board_scene(params, backgammon.style()).shapes
               if s.tag == "score-number"]
    assert len(numbers) == 2 * (params.match_length + 1)
    for shape in numbers:
        style = dict(shape.style)
        assert style["size"] >= FIVE_PT
        assert contrast(style["fill"], params.colours.frame) >= 4.5


# -- the whole board on A3 --------------------------------------------------


@pytest.mark.parametrize("kit", [backgammon_kit, nardy_kit], ids=["backgammon", "nardy"])
def test_the_whole_a3_board_has_nothing_of_halves(kit) -> None:  # type: ignore[no-untyped-def]
    ctx = Context(paper=PAPERS["a3"], language="en", gettext=untranslated)
    assert kit.MANIFEST.board["board-right"](ctx) == []
    (whole,) = kit.MANIFEST.board["board-left"](ctx)
    d = whole.front
    for cls in ("glue", "align-mark", "registration"):
        assert not tagged(d, cls), cls
    words = {t.content for t in leaves(d.layers["text"]) if isinstance(t, DrawnText)}
    assert not words & {"glue", "lay the other half here"}
    assert len(d.layers["cut"]) == 1


# -- arrows -----------------------------------------------------------------


@pytest.mark.parametrize("theme", THEMES)
def test_nardys_tray_arrows_are_each_sides_own_on_its_own_path(theme: str) -> None:
    params = nardy.NardyBoardParams(palette=theme)
    g, pal = params.geometry, params.colours
    scene = points.board_scene(params, nardy.style())
    for side, face, edge, tray_x, down in (("light", pal.light, pal.light_edge, g.left_tray_x,
                                            True),
                                           ("dark", pal.dark, pal.dark_edge, g.tray_x, False)):
        arrows = [s for s in scene.shapes if f"direction-{side}" in s.tag.split()]
        assert arrows
        colours = {dict(s.style).get(key) for s in arrows for key in ("fill", "stroke")}
        assert colours - {None} == {face, edge}
        assert all(tray_x - 0.01 <= x <= tray_x + g.tray_width + 0.01
                   for s in arrows for x in s.xs)
        lanes = [s for s in arrows if s.kind == "polyline"]
        # White turns from its far-side run (13) down to its near-side run (12); Black up.
        assert all((s.ys[0] < s.ys[-1]) == down for s in lanes)


@pytest.mark.parametrize("theme", THEMES)
def test_backgammons_arrows_are_each_sides_own(theme: str) -> None:
    params = BoardParams(palette=theme)
    pal = params.colours
    scene = backgammon.board_scene(params)
    for side, colours in (("light", {pal.light, pal.light_edge}),
                          ("dark", {pal.dark, pal.dark_edge})):
        arrows = [s for s in scene.shapes if f"direction-{side}" in s.tag.split()]
        assert len(arrows) == 4  # a lane drawn twice, its head, and the bear-off arrow
        assert {dict(s.style).get(k) for s in arrows for k in ("fill", "stroke")} - {None} \
            == colours


@pytest.mark.parametrize("side", ["w", "b"])
@pytest.mark.parametrize("move", ["24/23", "24/21", "24/18"])
def test_a_diagram_arrow_starts_clear_of_the_stack_count(side: str, move: str) -> None:
    position = RULES.start()
    if side == "b":  # White has played, Black leaves its head (drawn on the near side's 12)
        position = RULES.play(position, "24/18 18/13", (6, 5))
    d = nardy.diagram(position, move, 85.0)
    checkers = [c for c in tagged(d, "checker") if isinstance(c, Circle)]
    counts = [t for t in leaves(d.layers["text"]) if isinstance(t, DrawnText)
              and any(c.cx == t.x and abs(c.cy - t.y) < c.r for c in checkers)]
    # The heads' counts: 15 each, or 14 once White has left its head.
    assert sorted(t.content for t in counts) == (["15", "15"] if side == "w" else ["14", "15"])
    (dot,) = tagged(d, "arrow-start")
    assert isinstance(dot, Circle)
    for t in counts:
        half = text_width(t.content, size=t.size, font=t.font) / 2
        top = t.y - 0.75 * t.size
        # The point of the count's box nearest the dot's centre lies outside the dot.
        nx = min(max(dot.cx, t.x - half), t.x + half)
        ny = min(max(dot.cy, top), t.y)
        assert math.hypot(dot.cx - nx, dot.cy - ny) > dot.r, (t.content, dot)


def test_a_style_is_needed_to_read_the_marks_back() -> None:
    with pytest.raises(ValueError, match="style"):
        points.setup_layout(BoardParams())
    style: BoardStyle = nardy.style()
    assert points.setup_layout(BoardParams(), style).points[23] == (15, 0)


def test_diagram_text_stays_5_pt_in_the_narrowest_rulebook_column() -> None:
    # Rulebooks draw a diagram 120 mm wide and set it in a column: 89 mm on A4.
    scale = 89.0 / 120.0
    d = nardy.diagram(RULES.start(), "24/18", 120.0)
    sizes = [t.size for t in leaves(d.layers["text"]) if isinstance(t, DrawnText)]
    assert len(sizes) == 24 + 2  # the point numbers and the heads' counts
    assert min(sizes) * scale >= FIVE_PT


# The review's 6-5 diagram: its arrow ran over the checkers on 20 and 21; 24/18 from the
# start met the five on 19 on its last stretch; 8/3 crossed the five on the 6-point.
@pytest.mark.parametrize(("position", "dice", "play"), [
    ("uOOwBwB3dwMAIA", (6, 5), "24/18"),  # past the checkers on 19, 20 and 21
    ("start", (6, 5), "24/18 13/8"),  # up into 18 beside the five on 19
    ("start", (6, 6), "24/18(2) 13/7(2)"),  # 13/7 across the row, past the 8-point
    ("start", (5, 3), "8/3 6/3"),  # 8/3 past the five on the 6-point
])
def test_an_arrow_passes_over_no_checker(position: str, dice: tuple[int, int],
                                         play: str) -> None:
    from printkit.art.boards.point_diagrams import position_diagram
    from printkit.games.backgammon.notation import parse_play, parse_position

    start = parse_position(position)
    moves = parse_play(play, start, dice)
    d = position_diagram(start.layout(), play=moves)
    assert len(_arrow_samples(d)) == len(moves)
    assert not _overlaps(play, d)


def _rulebook_diagrams(game: str) -> list[tuple[str, Drawing]]:
    """Every diagram of `game`'s English rulebook that has a play, drawn 120 mm wide."""
    from printkit.rulebook.source import Diagram, load_rules, rules_path

    kit = {"backgammon": backgammon_kit, "nardy": nardy_kit}[game].KIT
    blocks = [b for b in load_rules(rules_path(game)).blocks
              if isinstance(b, Diagram) and b.play and b.play != "none"]
    return [(f"{game} line {b.line}: {b.play}", kit.diagram(b, width=120.0, palette="classic"))
            for b in blocks]


def _arrow_samples(d: Drawing) -> list[list[tuple[float, float]]]:
    """Each play arrow as points along it: its shaft every 1/60 of the curve, then its head."""
    accent = PALETTES["classic"].accent
    shafts = [s for s in leaves(d.layers["art"]) if isinstance(s, Path)
              and s.paint.stroke == accent and s.segments[-1][0] == "C"]
    heads = [s for s in tagged(d, "play-arrow") if isinstance(s, Path)]
    assert len(shafts) == len(heads) > 0
    arrows = []
    for shaft, head in zip(shafts, heads, strict=True):
        (_, (p0,)), (_, (p1, p2, p3)) = shaft.segments
        samples = []
        for t in (k / 60 for k in range(61)):
            a, b, c, e = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
            samples.append((a * p0[0] + b * p1[0] + c * p2[0] + e * p3[0],
                            a * p0[1] + b * p1[1] + c * p2[1] + e * p3[1]))
        arrows.append(samples + vertices(head))
    return arrows


def _overlaps(name: str, d: Drawing) -> list[tuple[str, tuple[float, float], float]]:
    """Checkers an arrow passes within a radius of, other than the ones it leaves or reaches
    (as its distance in radii)."""
    checkers = [c for c in tagged(d, "checker") if isinstance(c, Circle)]
    rings = [c for c in tagged(d, "landing") if isinstance(c, Circle)]
    bad = []
    for samples in _arrow_samples(d):
        (x0, y0), middle = samples[0], d.height / 2
        for c in checkers:
            # The checkers on the point it leaves (its start dot sits on the top one's
            # rim), and one a checker lands on (a ring marks it).
            own = (abs(c.cx - x0) < 1.3 * c.r and (c.cy < middle) == (y0 < middle)) or any(
                math.hypot(c.cx - ring.cx, c.cy - ring.cy) < 0.1 for ring in rings)
            near = min(math.hypot(x - c.cx, y - c.cy) for x, y in samples)
            if not own and near <= c.r:
                bad.append((name, (round(c.cx, 1), round(c.cy, 1)), round(near / c.r, 2)))
    return bad


@pytest.mark.parametrize("game", ["backgammon", "nardy"])
def test_no_rulebook_arrow_passes_over_a_checker_it_does_not_leave_or_reach(game: str) -> None:
    # Every play arrow of the rulebooks, moves across the board included: a checker under
    # an arrow hides which checker moves.
    bad = [found for name, d in _rulebook_diagrams(game) for found in _overlaps(name, d)]
    assert not bad


@pytest.mark.parametrize("game", ["backgammon", "nardy"])
def test_diagrams_and_cover_show_both_trays_with_the_boards_arrows(game: str) -> None:
    # The review: the cover and the rulebook showed one tray, the printed board has two.
    module = {"backgammon": backgammon_kit, "nardy": nardy_kit}[game]
    ctx = Context(paper=PAPERS["a4"], language="en", gettext=untranslated)
    style = STYLES[game]()
    board = points.draw(BoardParams(), style)
    for d in (module.KIT.cover_art(ctx), _rulebook_diagrams(game)[0][1]):
        trays = [s for s in tagged(d, "tray") if isinstance(s, Rect)]
        assert len(trays) == 2
        assert trays[0].x < d.width / 4 < 3 * d.width / 4 < trays[1].x or \
            trays[1].x < d.width / 4 < 3 * d.width / 4 < trays[0].x
        for side in ("light", "dark"):
            # The way-round arrows in the same colours and number as the board's.
            drawn = [s for s in tagged(d, f"direction-{side}") if isinstance(s, Path)]
            printed = [s for s in tagged(board, f"direction-{side}") if isinstance(s, Path)]
            assert len(drawn) == len(printed) > 0
            assert {(s.paint.fill, s.paint.stroke) for s in drawn} == \
                {(s.paint.fill, s.paint.stroke) for s in printed}


@pytest.mark.parametrize("theme", THEMES)
def test_a_landing_spot_does_not_look_like_a_checker(theme: str) -> None:
    # Ink-saver review: a bare black ring where a checker lands read as a light checker.
    from printkit.art.boards.point_diagrams import position_diagram
    from printkit.games.backgammon.notation import parse_play, parse_position

    start = parse_position("start")
    pal = PALETTES[theme]
    d = position_diagram(start.layout(), play=parse_play("8/5 6/5", start, (3, 1)), palette=pal)
    rings = [c for c in tagged(d, "landing") if isinstance(c, Circle)]
    dots = [c for c in tagged(d, "landing-dot") if isinstance(c, Circle)]
    assert len(rings) == 2
    for ring in rings:
        (dot,) = [c for c in dots if (c.cx, c.cy) == (ring.cx, ring.cy)]
        assert dot.paint.fill == pal.accent
    # No checker carries a filled dot at its centre.
    checkers = [c for c in tagged(d, "checker") if isinstance(c, Circle)]
    assert not [c for c in leaves(d.layers["art"]) if isinstance(c, Circle)
                and c.paint.fill == pal.accent and "landing-dot" not in classes(c)
                and any((k.cx, k.cy) == (c.cx, c.cy) for k in checkers)]
