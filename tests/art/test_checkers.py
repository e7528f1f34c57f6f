"""The checker sheet: thirty discs, each cut round with its colour a little past the cut,
room for scissors between neighbours, and backs mirrored for duplex a little larger."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from printkit.art.canvas import CUT_WIDTH, Circle, Drawing
from printkit.art.component import find_component
from printkit.art.palette import luminance
from printkit.art.parts import checkers
from printkit.art.parts.checkers import BLEED, CROSS_DRIFT, CheckersParams
from printkit.games.backgammon.board import BoardParams

DEFAULT = CheckersParams()
MM = 72 / 25.4  # PDF points in a millimetre
Disc = tuple[float, float, float]  # centre x, centre y, radius (mm)


def circles(d: Drawing, layer: str, cls: str = "") -> list[Circle]:
    """The circles of `layer` whose class list holds `cls` (any, without one)."""
    return [s for s in d.layers[layer] if isinstance(s, Circle)
            and (not cls or cls in (s.paint.cls or "").split())]


def test_each_checker_is_a_disc_cut_round_with_its_colour_past_the_cut() -> None:
    front = checkers.fronts(DEFAULT)
    cuts = circles(front, "cut")
    assert len(cuts) == 30
    # Nothing but circles is cut: no square tile, no straight cut across a block.
    assert len(front.layers["cut"]) == 30
    r = DEFAULT.size / 2
    assert all(c.r == pytest.approx(r) for c in cuts)
    colours = set()
    for side in ("checker-light", "checker-dark"):
        grounds = circles(front, "art", side)
        grounds = [g for g in grounds if "checker-ground" in (g.paint.cls or "")]
        assert len(grounds) == 15
        assert len({g.paint.fill for g in grounds}) == 1
        colours |= {g.paint.fill for g in grounds}
        for g in grounds:
            # Each ground is a disc round one cut circle, BLEED wider: a cut a little wide
            # of the line shows the checker's colour, never paper.
            assert sum(math.isclose(g.cx, c.cx) and math.isclose(g.cy, c.cy)
                       for c in cuts) == 1
            assert g.r == pytest.approx(r + BLEED)
            assert BLEED >= 0.5
    # The two sides apart by their ground, in greyscale too.
    light, dark = sorted(colours, key=luminance, reverse=True)
    assert luminance(light) - luminance(dark) > 0.5


@pytest.mark.parametrize("params", [DEFAULT, CheckersParams(per_side=5, columns=5),
                                    CheckersParams(columns=6, back_bleed=2.5)])
def test_neighbours_leave_room_for_scissors(params: CheckersParams) -> None:
    front, back = checkers.fronts(params), checkers.backs(params)
    cuts = circles(front, "cut")
    assert len(cuts) == 2 * params.per_side
    for a, b in itertools.combinations(cuts, 2):
        apart = math.hypot(a.cx - b.cx, a.cy - b.cy) - a.r - b.r
        # Two millimetres of card at least between two cut circles, where each front's
        # colour runs past its cut (and paper shows between those colours).
        assert apart >= 2.0 - 1e-9
        assert apart >= 2 * BLEED + 0.5 - 1e-9
    # The wider backs overlap only in one colour: drifted as far as a duplex printer
    # usually drifts, no back reaches a checker of the other colour.
    grounds = [g for g in circles(back, "art") if "checker-ground" in (g.paint.cls or "")]
    drift = min(CROSS_DRIFT, params.back_bleed)
    for a, b in itertools.combinations(grounds, 2):
        if a.paint.fill != b.paint.fill:
            assert math.hypot(a.cx - b.cx, a.cy - b.cy) >= a.r + drift + params.size / 2 - 1e-9
    # Every disc, and every back's colour, inside the drawing.
    for g in [*circles(front, "art"), *grounds]:
        assert g.r <= g.cx <= front.width - g.r + 1e-9
        assert g.r <= g.cy <= front.height - g.r + 1e-9


@pytest.mark.parametrize("params", [DEFAULT, CheckersParams(columns=6, back_bleed=2.5)])
def test_backs_lie_on_their_fronts_after_a_long_edge_flip(params: CheckersParams) -> None:
    front, back = checkers.fronts(params), checkers.backs(params)
    assert (back.width, back.height) == (front.width, front.height)
    for side in ("checker-light", "checker-dark"):
        fronts = [g for g in circles(front, "art", side)
                  if "checker-ground" in (g.paint.cls or "")]
        backs = [g for g in circles(back, "art", side)
                 if "checker-ground" in (g.paint.cls or "")]
        assert len(backs) == len(fronts) == 15
        for disc in fronts:
            mirrored = front.width - disc.cx
            (match,) = [b for b in backs if abs(b.cx - mirrored) < 1e-6
                        and abs(b.cy - disc.cy) < 1e-6]
            assert match.paint.fill == disc.paint.fill  # same player on both faces
            # The back's colour runs back_bleed past the front's cut: a duplex shift that
            # large shows no white at the edge.
            assert match.r == pytest.approx(params.size / 2 + params.back_bleed)
    assert not back.layers["cut"]  # cut from the front only
    # As far as a home duplex printer drifts: 1 mm left a crescent of bare card (s21).
    assert DEFAULT.back_bleed >= 1.5


def test_the_default_diameter_fills_a_backgammon_point_unless_given() -> None:
    # Five checkers side by side fit the default board's 21 mm point with room to spare;
    # a 3/4-inch (19.05 mm) punch, within the colour's bleed, cuts them too.
    assert DEFAULT.size == pytest.approx(0.9 * BoardParams().point_width)
    assert DEFAULT.size < BoardParams().point_width
    assert abs(DEFAULT.size - 0.75 * 25.4) < BLEED
    assert CheckersParams(diameter=25).size == 25


def test_the_sheet_is_compact() -> None:
    front = checkers.fronts(DEFAULT)
    # Narrow enough to share a sheet with box module B on A4 and Letter; rows nest into
    # each other, so the thirty discs take little more than the square tiles did.
    assert front.width <= 200 - 69.4 - 5
    assert front.width * front.height < 13200
    spare = checkers.fronts(CheckersParams(per_side=5, columns=5))
    assert spare.width * spare.height < 4800


def test_svg_is_well_formed_and_renders(svg_ok) -> None:
    for d in (checkers.fronts(DEFAULT), checkers.backs(DEFAULT)):
        svg_ok(d)


def test_checkers_is_a_registered_component_showing_the_fronts() -> None:
    component = find_component("checkers")
    shown = component.draw(component.defaults())
    assert shown.name == "checkers-front" and len(circles(shown, "art", "checker-front")) == 30


# -- the printed kit -------------------------------------------------------------------


def _times(m: tuple[float, ...], n: tuple[float, ...]) -> tuple[float, ...]:
    """The transform `m` followed by `n`, as PDF's cm puts `m` before the current matrix."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D,
            e * A + f * C + E, e * B + f * D + F)


def page_discs(pdf: Path, page: int) -> tuple[list[Disc], list[Disc], float]:
    """The circles of a PDF page drawn with curves: those stroked in the cut's ink and
    width, those filled; in mm from the page's top-left corner, and the page's width."""
    reader = PdfReader(pdf)
    sheet = reader.pages[page - 1]
    height = float(sheet.mediabox.height)
    ctm: tuple[float, ...] = (1, 0, 0, 1, 0, 0)
    stack: list[tuple[tuple[float, ...], float, tuple[float, ...]]] = []
    width, ink = 1.0, (0.0, 0.0, 0.0)
    anchors: list[tuple[float, float]] = []
    curved = False
    cuts, fills = [], []

    def at(x: float, y: float) -> tuple[float, float]:
        a, b, c, d, e, f = ctm
        return (a * x + c * y + e) / MM, (height - (b * x + d * y + f)) / MM

    for operands, op in ContentStream(sheet.get_contents(), reader).operations:
        values = [float(v) for v in operands] if op in (b"cm", b"w", b"RG", b"m", b"c") else []
        if op == b"q":
            stack.append((ctm, width, ink))
        elif op == b"Q":
            ctm, width, ink = stack.pop()
        elif op == b"cm":
            ctm = _times(tuple(values), ctm)
        elif op == b"w":
            width = values[0] * math.hypot(ctm[0], ctm[1]) / MM
        elif op == b"RG":
            ink = tuple(values)
        elif op == b"m":
            anchors = [at(*values)]
        elif op == b"c":
            anchors.append(at(*values[4:]))
            curved = True
        elif op in (b"S", b"s", b"f", b"f*", b"B", b"B*", b"b", b"b*", b"n"):
            if curved and len(anchors) >= 4:
                xs, ys = [x for x, _ in anchors], [y for _, y in anchors]
                cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
                r = (max(xs) - min(xs)) / 2
                if abs((max(ys) - min(ys)) / 2 - r) < 1e-3:
                    if op in (b"S", b"s") and max(ink) < 0.15 and abs(width - CUT_WIDTH) < 0.01:
                        cuts.append((cx, cy, r))
                    elif op in (b"f", b"f*", b"B", b"B*", b"b", b"b*"):
                        fills.append((cx, cy, r))
            anchors, curved = [], False
    return cuts, fills, float(sheet.mediabox.width) / MM


def test_the_printed_checkers_are_cut_round_and_backed_behind_each(run, tmp_path: Path) -> None:
    result = run("build", "backgammon", "-o", "bg.pdf")
    assert result.exit_code == 0, result.output
    r = DEFAULT.size / 2
    cuts, _, _ = page_discs(tmp_path / "bg.pdf", 3)
    rounds = [c for c in cuts if abs(c[2] - r) < 0.01]
    assert len(rounds) == 30  # every checker has a cut circle of its own, 18.9 mm across
    _, fills, page_width = page_discs(tmp_path / "bg.pdf", 4)
    backs = [f for f in fills if abs(f[2] - (r + DEFAULT.back_bleed)) < 0.01]
    assert len(backs) == 30
    # Turned over the long edge, each back's colour lies centred on one front's cut, so
    # the back reaches back_bleed past it all round.
    for cx, cy, _ in backs:
        assert sum(math.hypot(page_width - cx - x, cy - y) < 0.05 for x, y, _ in rounds) == 1
    for a, b in itertools.combinations(rounds, 2):
        assert math.hypot(a[0] - b[0], a[1] - b[1]) - 2 * r >= 2.0 - 0.01
