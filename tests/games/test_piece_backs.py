"""Pieces whose colour tells whose they are print it on both faces: after the duplex flip,
each piece's back lies behind its own front, drawn in the same colour."""

from __future__ import annotations

import math

import pytest

from printkit.art.canvas import Drawing
from printkit.art.palette import find_palette
from printkit.context import Context, KitOptions
from printkit.craft.geometry import Stroke, apply, flatten
from printkit.craft.view import flip
from printkit.games import find_game
from printkit.i18n import untranslated
from printkit.kit import make_sheets
from printkit.layout.sheet import Duplex, Sheet
from printkit.units import PAPERS

# The class each kit gives its pieces' faces, by the kind of piece.
KINDS = ("piece-black", "piece-white", "piece-cat", "piece-dog", "checker-light",
         "checker-dark", "piece-seed")


def _faces(side: Drawing) -> list[tuple[str, str, float, float]]:
    """Every piece face on a page side: (kind, fill, centre x, centre y) in mm."""
    found = []
    for item in flatten(side.layers["art"], "art"):
        if not isinstance(item, Stroke) or not item.paint.cls:
            continue
        kind = next((k for k in KINDS if k in item.paint.cls.split()), None)
        if kind is not None:
            xs, ys = [p[0] for p in item.points], [p[1] for p in item.points]
            found.append((kind, item.paint.fill, (min(xs) + max(xs)) / 2,
                          (min(ys) + max(ys)) / 2))
    return found


def _sheets(game: str, paper: str, duplex: Duplex) -> list[Sheet]:
    ctx = Context(paper=PAPERS[paper], language="en", gettext=untranslated)
    return make_sheets(find_game(game), ctx, KitOptions(paper=PAPERS[paper], duplex=duplex))


# The spares a kit prints beside its pieces (tests/games/test_spares.py), by game and paper.
SPARES = {("hex", "a3"): {"piece-black": 21, "piece-white": 21},
          ("rastros", "a4"): {"piece-white": 2}, ("rastros", "letter"): {"piece-white": 2},
          ("rastros", "a3"): {"piece-white": 2},
          **{("nardy", paper): {"checker-light": 5, "checker-dark": 5}
             for paper in ("a4", "letter", "a3")},
          # Oware's row of spare seeds (the compendium prints none).
          **{("oware", paper): {"piece-seed": 12} for paper in ("a4", "letter", "a3")}}


@pytest.mark.parametrize("duplex", [Duplex.LONG_EDGE, Duplex.SHORT_EDGE])
@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize(("game", "pieces"), [
    ("hex", {"piece-black": 61, "piece-white": 61}),
    ("rastros", {"piece-black": 48, "piece-white": 1}),
    ("snort", {"piece-cat": 28, "piece-dog": 28}),
    ("classics", {"piece-black": 61, "piece-white": 62, "piece-cat": 28, "piece-dog": 28,
                  "piece-seed": 48}),
    # Oware's seeds, one-sided once: a token landing face down showed a blank.
    ("oware", {"piece-seed": 48}),
    # Checkers were printed on both sides already; on A3 their part lies turned a quarter.
    ("backgammon", {"checker-light": 15, "checker-dark": 15}),
    ("nardy", {"checker-light": 15, "checker-dark": 15}),
])
def test_every_piece_shows_its_own_colour_behind_its_front(game: str, pieces: dict[str, int],
                                                         paper: str, duplex: Duplex) -> None:
    fronts: dict[str, int] = {}
    for sheet in _sheets(game, paper, duplex):
        front = _faces(sheet.front)
        if not front:
            continue
        assert sheet.back is not None, sheet.name
        through = flip(sheet.paper, duplex)
        back = [(kind, fill, *apply(through, (x, y))) for kind, fill, x, y in
                _faces(sheet.back)]
        assert len(back) == len(front), sheet.name
        centres: list[tuple[str, float, float]] = []
        for kind, fill, x, y in front:
            if not any(k == kind and math.hypot(cx - x, cy - y) < 1 for k, cx, cy in centres):
                centres.append((kind, x, y))
            # A tile and the disc drawn on it share a centre: the back at this centre,
            # through the sheet, must show this very face (kind and colour).
            behind = {(b[0], b[1]) for b in back if math.hypot(b[2] - x, b[3] - y) < 0.01}
            assert (kind, fill) in behind, (sheet.name, kind, fill, x, y, behind)
        for kind, _, _ in centres:
            fronts[kind] = fronts.get(kind, 0) + 1
    extra = SPARES.get((game, paper), {})
    assert fronts == {kind: n + extra.get(kind, 0) for kind, n in pieces.items()}


def test_a_dark_stone_back_is_drawn_in_the_dark_colour() -> None:
    dark = find_palette("classic").dark
    (sheet,) = [s for s in _sheets("hex", "a4", Duplex.LONG_EDGE) if _faces(s.front)]
    assert sheet.back is not None
    fills = [fill for kind, fill, _, _ in _faces(sheet.back) if kind == "piece-black"]
    assert len(fills) == 61 and set(fills) == {dark}
