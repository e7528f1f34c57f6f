"""The printed Ouri board is dressed like a bought one (a rim, grain, hollows shaded, its
translated name at the stores' ends) in every theme, and the rulebook's diagrams keep
their house letters clear of the board's edge."""

from __future__ import annotations

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

from printkit.art.canvas import Circle, Group, Path, Rect, Text
from printkit.art.palette import luminance
from printkit.context import Context
from printkit.fonts import font_path
from printkit.games import find_game
from printkit.games.oware import board
from printkit.games.oware.engine import RULES
from printkit.i18n import translator
from printkit.languages import game_catalog
from printkit.units import PAPERS

PT = 25.4 / 72  # mm in a point


def _halves(theme: str = "classic", lang: str = "en"):
    game = find_game("oware")
    tr = translator(lang, allow_incomplete=False, extra=game_catalog(game.templates, lang))
    ctx = Context(paper=PAPERS["a4"], language=lang, gettext=tr.gettext, theme=theme)
    return [part.front for part in game.kit().parts(["board-left", "board-right"], ctx)]


def _shapes(drawing, cls: str) -> list:
    return [s for layer in drawing.layers.values() for s in layer
            if (s.cls if isinstance(s, Text) else s.paint.cls) == cls]


def test_each_half_has_a_rim_grain_shaded_hollows_and_the_title_facing_its_player() -> None:
    for half in _halves():
        (title,) = _shapes(half, "board-title")
        assert title.content == "Oware" and title.size >= 7 * PT
        assert len(_shapes(half, "rim")) == 2  # a broad and a fine line along the edge
        grain = _shapes(half, "grain")
        assert len(grain) >= 10
        # Off the cut line's width, so no line of the grain reads as a cut.
        assert all(abs(g.paint.width - 0.25) > 0.08 for g in grain)
        # Every house is a hollow: a darker ring under its lit floor.
        houses = [s for s in half.layers["art"] if isinstance(s, Circle)
                  and (s.paint.cls or "").startswith("house ")]
        floors = _shapes(half, "house-floor")
        assert len(houses) == len(floors) == 6
        for house, floor in zip(houses, floors, strict=True):
            assert luminance(house.paint.fill) < luminance(floor.paint.fill)
            assert floor.r < house.r and floor.cy > house.cy  # the shadow under the far rim
    left, right = _halves()
    # South reads the name upright at its store (right), North turned round at its own.
    assert _shapes(right, "board-title")[0].rotate == 0
    assert _shapes(left, "board-title")[0].rotate == 180


def test_the_title_is_the_kits_translated_name() -> None:
    for half in _halves(lang="pt-PT"):
        assert [t.content for t in _shapes(half, "board-title")] == ["Ouri"]


def test_ink_saver_draws_lines_only_no_grain_and_no_large_fills() -> None:
    for half in _halves("ink-saver"):
        assert not _shapes(half, "grain")
        assert _shapes(half, "shade")  # the hollows shaded by a light arc instead
        for shape in half.layers["art"]:
            if isinstance(shape, Text) or shape.paint.fill in ("none", "#ffffff"):
                continue
            if shape.paint.cls == "glue":
                continue
            if isinstance(shape, Rect):
                area = shape.w * shape.h
            elif isinstance(shape, Circle):
                area = 3.1416 * shape.r ** 2
            else:  # the polygon through its points (a curve's handles overstate it)
                assert isinstance(shape, Path)
                pts = [p for _, points in shape.segments for p in points]
                area = abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1)
                               in zip(pts, pts[1:] + pts[:1], strict=True))) / 2
            # Ornaments and the join's marks (6 mm²) only: no field of ink.
            assert area < 10.0, shape


def test_high_contrast_keeps_its_black_wood_and_legible_title() -> None:
    for half in _halves("high-contrast"):
        (title,) = _shapes(half, "board-title")
        assert luminance(title.fill) > 0.8  # white on the black frame


def _glyph_bounds(content: str, size: float, font: str) -> tuple[float, float]:
    """How far the ink of `content` reaches above and below its baseline, in mm."""
    tt = TTFont(font_path(font))
    pen = BoundsPen(tt.getGlyphSet())
    cmap = tt.getBestCmap()
    for char in content:
        tt.getGlyphSet()[cmap[ord(char)]].draw(pen)
    assert pen.bounds is not None
    _, y_min, _, y_max = pen.bounds
    scale = size / tt["head"].unitsPerEm
    return y_max * scale, -y_min * scale


def test_a_diagrams_house_letters_stand_a_millimetre_clear_of_the_edge_and_houses() -> None:
    # 70 mm is the narrowest a diagram prints: its letters are then largest on the board.
    drawing = board.diagram(RULES.start(), None, 70.0)
    letters = [s for s in drawing.layers["text"] if isinstance(s, Text)
               and len(s.content) == 1 and s.content in "abcdefABCDEF"]
    assert len(letters) == 12
    houses = [s for s in drawing.layers["art"] if isinstance(s, Circle)
              and (s.paint.cls or "").startswith("house ")]
    for letter in letters:
        assert letter.size >= 5 * PT
        up, down = _glyph_bounds(letter.content, letter.size, letter.font)
        top, bottom = letter.y - up, letter.y + down
        assert top >= 1.0 and drawing.height - bottom >= 1.0, letter
        for house in houses:
            if abs(house.cx - letter.x) < house.r:
                assert top - (house.cy + house.r) >= 0.5 or (house.cy - house.r) - bottom >= 0.5


def test_the_compendiums_oware_board_carries_the_games_translated_name() -> None:
    # The compendium's own catalog has no game's title: the board takes Ouri's own words.
    game = find_game("classics")
    tr = translator("pt-PT", allow_incomplete=True, extra=game_catalog(game.templates, "pt-PT"))
    ctx = Context(paper=PAPERS["a4"], language="pt-PT", gettext=tr.gettext)
    cards = game.kit().parts(["boards"], ctx)
    (oware,) = [card for card in cards if "oware" in card.ident]
    # The card places each half as a group of its shapes.
    titles = [t.content for group in oware.front.layers["text"] if isinstance(group, Group)
              for t in group.shapes if isinstance(t, Text) and t.cls == "board-title"]
    assert titles == ["Ouri", "Ouri"]
