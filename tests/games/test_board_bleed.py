"""Every board's edge colour runs at least 2 mm past its cut on a home printer's page, and
the key to the lines names exactly the line styles the kit's sheets print."""

from __future__ import annotations

import pytest

from printkit.art.canvas import Drawing, Path, Rect, leaves
from printkit.art.palette import find_palette
from printkit.art.parts.legend import used_styles
from printkit.context import Context, KitOptions
from printkit.games import find_game
from printkit.i18n import untranslated
from printkit.kit import make_sheets
from printkit.render.kit_facts import line_styles
from printkit.units import PAPERS

LEAST_BLEED = 2.0
# Boards cut along one rectangle, and the kits that print them.
BOARDS = ["breakthrough", "snort", "rastros", "traffic-lights", "backgammon", "nardy"]


def _cut_box(d: Drawing) -> tuple[float, float, float, float]:
    points = [p for s in d.layers["cut"] if isinstance(s, Path) for _, ps in s.segments
              for p in ps]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def _reach(d: Drawing) -> float:
    """How far the board's edge colour (the fill under all of it) runs past its cut, on
    its shortest side; a half's side at its glue strip or join is not an edge."""
    colour = find_palette("classic").frame
    x0, y0, x1, y1 = _cut_box(d)
    fills = [s for s in d.layers["art"] if isinstance(s, Rect) and s.paint.fill == colour]
    left = max(x0 - r.x for r in fills if r.y <= y0 and r.y + r.h >= y1)
    top = max(y0 - r.y for r in fills if r.x <= x0)
    bottom = max(r.y + r.h - y1 for r in fills if r.x <= x0)
    return min(left, top, bottom)


@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize("game", BOARDS)
def test_board_colour_runs_past_its_cut(game: str, paper: str) -> None:
    ctx = Context(paper=PAPERS[paper], language="en", gettext=untranslated)
    names = ["board"] if game not in ("backgammon", "nardy") else ["board-left", "board-right"]
    parts = find_game(game).kit().parts(names, ctx)
    assert parts
    for part in parts:
        d = part.front
        if game in ("backgammon", "nardy") and part.ident == "board-right":
            d = _mirrored(d)  # its outer edge is on the right: read it as a left half
        assert _reach(d) >= LEAST_BLEED - 1e-9, (game, paper, part.ident)


def _mirrored(d: Drawing) -> Drawing:
    """`d` turned left for right (its rectangles and cut), enough for `_reach`."""
    out = Drawing(d.width, d.height, name=d.name)
    out.layers["art"] = [Rect(d.width - s.x - s.w, s.y, s.w, s.h, s.rx, s.paint)
                         for s in d.layers["art"] if isinstance(s, Rect)]
    out.layers["cut"] = [Path(tuple((c, tuple((d.width - x, y) for x, y in ps))
                                    for c, ps in s.segments), s.paint)
                         for s in d.layers["cut"] if isinstance(s, Path)]
    return out


@pytest.mark.parametrize(("game", "paper"), [("traffic-lights", "a4"), ("backgammon", "letter"),
                                             ("hex", "a4"), ("oware", "a3")])
def test_key_names_the_styles_the_sheets_print(game: str, paper: str) -> None:
    """The key on the card shows exactly the line styles the sheets print besides it (no
    glue where nothing is glued), with the crop marks; page 2's key is drawn from the same
    `line_styles`."""
    ctx = Context(paper=PAPERS[paper], language="en", gettext=untranslated)
    sheets = make_sheets(find_game(game), ctx, KitOptions(paper=PAPERS[paper]))
    printed = line_styles(sheets)
    key = [_only(s.front, "legend") for s in sheets]
    assert used_styles(key, cropped=False) == printed
    assert {"cut", "crop"} <= set(printed.split())
    glued = any(s.paint.cls == "glue" for sheet in sheets for s in leaves(
        [g for g in sheet.front.layers["art"] if not getattr(g, "ident", "").startswith("legend")]))
    assert ("glue" in printed.split()) == glued


def _only(side: Drawing, ident: str) -> Drawing:
    out = Drawing(side.width, side.height, name=ident)
    for layer, shapes in side.layers.items():
        out.layers[layer] = [s for s in shapes if getattr(s, "ident", "").startswith(ident)]
    return out
