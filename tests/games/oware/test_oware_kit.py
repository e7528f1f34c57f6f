"""The Oware (Ouri) kit: it builds in every language and paper, its houses are 38-40 mm
and lettered the way sowing runs, the halves fit the sheet and glue into the whole board
with marks that meet, and its rulebook is checked."""

from __future__ import annotations

import dataclasses
import math
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.art.canvas import Circle, Group, Rect, Text
from printkit.art.palette import PALETTES
from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.games.oware import board
from printkit.games.oware.engine import RULES
from printkit.games.oware.kit import board_params
from printkit.i18n import untranslated
from printkit.units import PAPERS
from printkit.validate import validate
from tests.sample import sample

LANGUAGES = ("en", "pt-BR", "pt-PT")


def _ctx(paper: str) -> Context:
    return Context(paper=PAPERS[paper], language="en", gettext=untranslated)


def _shapes(drawing) -> list:
    """Every shape, those of placed parts moved to where they are placed."""
    found = []
    for layer in drawing.layers.values():
        for s in layer:
            if isinstance(s, Group):
                found += [dataclasses.replace(c, cx=c.cx + s.x, cy=c.cy + s.y)
                          if isinstance(c, Circle) else c for c in s.shapes]
            else:
                found.append(s)
    return found


def _houses(drawing) -> dict[str, Circle]:
    return {s.paint.cls.split("-")[1]: s for s in _shapes(drawing)
            if isinstance(s, Circle) and (s.paint.cls or "").startswith("house ")}


# English and one Portuguese by default (each build takes some 8 s); the craft check
# builds every language too.
@pytest.mark.parametrize("lang", sample(LANGUAGES, lambda _, lang: lang != "pt-BR"))
def test_the_kit_builds_in_each_language(run, tmp_path: Path, lang: str) -> None:
    result = run("build", "ouri", "--lang", lang, "-o", "k.pdf")
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "k.pdf")
    # The rulebook closes the kit, after the card sheets (one- or two-sided).
    found = re.search(r"print pages? (\d+)(?:-(\d+))? on plain paper", result.output)
    first, last = int(found[1]), int(found[2] or found[1])
    assert len(reader.pages) == last
    title = {"en": "Oware", "pt-BR": "Oware"}.get(lang, "Ouri")
    assert title in reader.pages[first - 1].extract_text()


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_houses_are_38_mm_or_more_and_the_board_fits_the_sheet(paper: str) -> None:
    params = board_params(_ctx(paper))
    sheet = PAPERS[paper]
    parts = board.halves(params) if params.split == "halves" else (board.draw(params),)
    for part in parts:
        # 6 mm inside the paper on each side.
        assert max(part.width, part.height) <= max(sheet.width, sheet.height) - 12
        assert min(part.width, part.height) <= min(sheet.width, sheet.height) - 12
        for house in _houses(part).values():
            assert house.r * 2 == (40.0 if paper == "a3" else 38.0)
    assert params.split == ("whole" if paper == "a3" else "halves")


def test_sowing_runs_counter_clockwise_round_the_letters() -> None:
    houses = _houses(board.draw(board.BoardParams(split="whole")))
    order = [houses[letter] for letter in "abcdefABCDEF"]
    # South's row left to right along the bottom, North's right to left along the top.
    assert all(a.cy > houses["A"].cy for a in order[:6])
    assert [h.cx for h in order[:6]] == sorted(h.cx for h in order[:6])
    assert [h.cx for h in order[6:]] == sorted((h.cx for h in order[6:]), reverse=True)
    area = sum(a.cx * b.cy - b.cx * a.cy for a, b in zip(order, order[1:] + order[:1],
                                                         strict=True))
    assert area < 0  # on the page, y down, a counter-clockwise loop has a negative area


def test_the_halves_make_the_whole_board() -> None:
    whole = _houses(board.draw(board.BoardParams(split="whole")))
    left, right = board.halves(board.BoardParams(split="halves"))
    assert set(_houses(left)) == set("abcDEF") and set(_houses(right)) == set("defABC")
    shift = whole["d"].cx - _houses(right)["d"].cx
    for letter, house in _houses(right).items():
        assert math.isclose(house.cx + shift, whole[letter].cx)
    for letter, house in _houses(left).items():
        assert math.isclose(house.cx, whole[letter].cx)
    # Each outer edge, and the right half's join, carries the bleed; the strip's edge not.
    assert math.isclose(left.width + right.width,
                        board.Layout(40.0).width + board.GLUE + 3 * board.BLEED)


def _marks(drawing, dx: float = 0.0) -> list[list[tuple[float, float]]]:
    return [[(x + dx, y) for _, points in s.segments for x, y in points]
            for s in drawing.layers["art"] if getattr(s, "paint", None) is not None
            and s.paint.cls == "align-mark"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_right_half_covers_the_glue_strip_and_the_marks_meet(paper: str) -> None:
    params = board_params(_ctx(paper))
    left, right = board.halves(params)
    lay = board.Layout(params.house)
    # The join on the left half, which starts with the bleed; the right half starts a
    # bleed before the join.
    shift = (lay.centre(2)[0] + lay.centre(3)[0]) / 2
    join = params.bleed + shift
    (strip,) = [s for s in left.layers["art"] if getattr(s, "paint", None) is not None
                and s.paint.cls == "glue"]
    xs = [x for _, points in strip.segments for x, _ in points]
    # A 10 mm strip from the join to the left half's edge, as tall as the right half.
    assert (min(xs), max(xs)) == (pytest.approx(join), pytest.approx(join + 10.0))
    assert left.width == pytest.approx(join + 10.0) and right.height == left.height
    # Laid at the join, each right-half mark's tip meets a left-half mark's tip.
    left_marks, right_marks = _marks(left), _marks(right, shift)
    assert len(left_marks) == len(right_marks) == 2
    for mine, theirs in zip(sorted(left_marks, key=lambda m: m[0][1]),
                            sorted(right_marks, key=lambda m: m[0][1]), strict=True):
        tip, other = max(mine), min(theirs)
        assert tip == pytest.approx(other)
        assert tip[0] == pytest.approx(join)
        assert max(x for x, _ in theirs) > join > min(x for x, _ in mine)


@pytest.mark.parametrize(("bleed", "paper"), [(3.0, "a4"), (3.0, "a3"), (None, "a4")])
def test_the_board_art_runs_past_its_outer_cuts_by_the_bleed(bleed: float | None,
                                                             paper: str) -> None:
    """A print shop's 3 mm bleed (none at home, where the halves' frames end on their cuts)
    of frame colour past every outer cut, as backgammon's board has: a trim a little off
    shows no paper."""
    ctx = dataclasses.replace(_ctx(paper), bleed=bleed)
    parts = find_game("oware").kit().parts(["board-left", "board-right"], ctx)
    assert len(parts) == (1 if paper == "a3" else 2)  # whole on A3
    want = board.BLEED if bleed is None else bleed
    frame = board_params(ctx)
    assert frame.bleed == want
    for part in parts:
        (cut,) = part.front.layers["cut"]
        xs = [x for _, points in cut.segments for x, _ in points]
        ys = [y for _, points in cut.segments for _, y in points]
        frames = [s for s in part.front.layers["art"] if isinstance(s, Rect)
                  and s.paint.fill == PALETTES["classic"].frame]
        left = min(f.x for f in frames)
        top, bottom = min(f.y for f in frames), max(f.y + f.h for f in frames)
        right = max(f.x + f.w for f in frames)
        assert min(ys) - top == pytest.approx(want)
        assert bottom - max(ys) == pytest.approx(want)
        assert min(xs) - left == pytest.approx(want)  # the left half's outer edge, the
        if part.ident != "board-left":  # right half's join; the glue strip's edge has none
            assert right - max(xs) == pytest.approx(want)


def test_a_diagram_shows_every_count_before_the_move_and_after_it() -> None:
    position = RULES.parse_position("1,0,0,0,3,0/1,2,4,4,4,4/12,13 S")
    drawing = board.diagram(position, "e", 120.0)
    before, after = (s for s in drawing.layers["text"] if isinstance(s, Group))
    assert (before.ident, after.ident) == ("oware-before-text", "oware-after-text")
    assert before.y < after.y  # the board after the move is drawn below

    def counts(group: Group) -> list[str]:
        return sorted(s.content for s in group.shapes if isinstance(s, Text)
                      and s.content.isdigit())

    result = RULES.play(position, "e")  # South takes 5: 1,0,0,0,0,1/0,0,4,4,4,4/17,13
    assert counts(before) == sorted(map(str, (*position.houses, *position.stores)))
    assert counts(after) == sorted(map(str, (*result.houses, *result.stores)))
    assert counts(after) != counts(before)


def test_forty_eight_seed_tokens() -> None:
    from printkit.art.canvas import Path as PathShape

    (part,) = find_game("oware").kit().parts(["pieces"], _ctx("a4"))
    seeds = [s for layer in part.front.layers.values() for s in layer
             if isinstance(s, PathShape) and s.paint.cls == "piece piece-seed"]
    assert len(seeds) == 48


def test_validation_and_the_engine_diagram(run, tmp_path: Path) -> None:
    assert validate("oware") == []
    result = run("engine", "diagram", "--game", "oware", "start", "--move", "c", "-o", "d.svg")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "d.svg").read_text().count('class="move-ring"') == 1


@pytest.mark.parametrize(("lang", "left", "right"), [
    ("en", "Left half", "Right half"), ("es", "Mitad izquierda", "Mitad derecha"),
    ("pt-BR", "Metade da esquerda", "Metade da direita")])
def test_the_halves_are_named_on_the_glue_strip_and_the_waste_off_the_board(
        lang: str, left: str, right: str) -> None:
    from printkit.art.outlines import text_width
    from printkit.i18n import translator
    from printkit.languages import game_catalog

    game = find_game("oware")
    tr = translator(lang, allow_incomplete=False, extra=game_catalog(game.templates, lang))
    ctx = Context(paper=PAPERS["a4"], language=lang, gettext=tr.gettext)
    half_l, half_r = game.kit().parts(["board-left", "board-right"], ctx)
    (label,) = [s for s in half_l.front.layers["text"]
                if isinstance(s, Text) and s.content == left]
    assert label.size * 72 / 25.4 >= 6.0 and label.rotate == 90
    # Every corner of the turned run lies on the glue strip, which the right half covers.
    (strip,) = [s for s in half_l.front.layers["art"] if s.paint.cls == "glue"]
    xs = [p[0] for _, points in strip.segments for p in points]
    ys = [p[1] for _, points in strip.segments for p in points]
    width = text_width(label.content, size=label.size, font=label.font)
    assert min(xs) <= label.x - 0.72 * label.size and label.x + 0.22 * label.size <= max(xs)
    assert min(ys) <= label.y - width / 2 and label.y + width / 2 <= max(ys)
    # No half's name is left on either half's playing surface: the right half, which has
    # no strip, carries its own on the waste beside its cut, at 8 pt, reading down its
    # right side (its left cut starts where the left half's does: see below).
    names = {left, right}
    (own,) = [s for s in half_r.front.layers["text"] if s.content in names]
    (cut,) = half_r.front.layers["cut"]
    cut_right = max(x for _, points in cut.segments for x, _ in points)
    assert own.content == right and own.cls == "caption" and own.rotate == 90
    assert own.size * 72 / 25.4 >= 7.5 and own.x - 0.22 * own.size >= cut_right + 1.5
    assert own.x + 0.72 * own.size <= half_r.front.width
    assert [s.content for s in half_l.front.layers["text"] if s.content in names] == [left]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_crop_marks_between_the_halves_do_not_interleave(paper: str) -> None:
    # One half lies under the other, 5 mm apart: each half's marks run 1 to 3.5 mm into
    # that gutter, so marks of the two at a few mm apart read as a pair of cuts. Their
    # left cuts start at the same x (one line of marks); elsewhere marks are 8 mm apart.
    from printkit.kit import make_sheets
    from printkit.layout.marks import cut_inset

    game = find_game("oware")
    ctx = _ctx(paper)
    (sheet,) = [s for s in make_sheets(game, ctx, KitOptions(paper=PAPERS[paper]))
                if {"board-left", "board-right"} <= {p.ident for p in s.placements}]
    at = {p.ident: p for p in sheet.placements}
    left, right = at["board-left"], at["board-right"]
    assert left.y + left.height < right.y
    fronts = dict(zip(("board-left", "board-right"),
                      game.kit().parts(["board-left", "board-right"], ctx), strict=True))
    starts = [at[i].x + cut_inset(fronts[i].front)[0] for i in ("board-left", "board-right")]
    assert abs(starts[0] - starts[1]) < 1e-6
    # Every crop mark in the gutter between them: vertical ones 8 mm apart or on one line.
    from printkit.art.canvas import Path as PathShape

    xs = set()
    for shape in sheet.front.layers["cut"]:
        ends = [p for _, points in shape.segments for p in points] \
            if isinstance(shape, PathShape) else []
        if (len(ends) == 2 and ends[0][0] == ends[1][0]
                and all(left.y + left.height < y < right.y for _, y in ends)):
            xs.add(round(ends[0][0], 3))
    xs = sorted(xs)
    assert len(xs) >= 2 and all(b - a >= 8.0 for a, b in zip(xs, xs[1:], strict=False)), xs


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_the_store_labels_read_clearly_on_their_stores(theme: str) -> None:
    # N and S name each store's owner: legible on the store's hollow (WCAG contrast of
    # 3 or more, as large text needs), on the board and on the cover's diagram alike.
    from printkit.art.canvas import Path as PathShape
    from printkit.art.palette import luminance

    for drawing in (board.draw(board.BoardParams(split="whole", palette=theme)),
                    board.diagram(RULES.start(), None, 150.0, theme)):
        shapes = [s for layer in drawing.layers.values() for s in layer]
        stores = {s.paint.cls: s.paint.fill for s in shapes
                  if isinstance(s, PathShape) and (s.paint.cls or "").startswith("store ")}
        labels = [s for s in shapes if isinstance(s, Text) and s.content in ("N", "S")]
        assert len(labels) == 2
        for label in labels:
            ground = luminance(stores[f"store store-{label.content}"])
            ink = luminance(label.fill)
            assert (max(ground, ink) + 0.05) / (min(ground, ink) + 0.05) >= 3.0, label


def test_the_cover_draws_its_contents_large_where_its_low_board_leaves_room(
        run, tmp_path: Path) -> None:
    # The long, low board leaves the cover room: "In this kit" draws its pieces large
    # (more than 40 mm from the heading to the captions) instead of leaving the lower
    # third of the page empty.
    assert run("build", "oware", "-o", "k.pdf").exit_code == 0
    found: dict[str, float] = {}

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        if text.strip() in ("In this kit", "48 seeds"):
            found[text.strip()] = tm[5] * cm[3] + cm[5]

    PdfReader(tmp_path / "k.pdf").pages[0].extract_text(visitor_text=visit)
    assert (found["In this kit"] - found["48 seeds"]) / 72 * 25.4 > 40.0
