"""The Snort kit: it builds in every language, its board marks the centre zone and fits the
sheet, its 28 cats and 28 dogs differ in tone and in shape, and its rulebook is checked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.art.boards.squares import diagram_squares
from printkit.art.canvas import Path as PathShape
from printkit.art.canvas import Rect
from printkit.art.palette import PALETTES
from printkit.context import Context
from printkit.games import find_game
from printkit.games.grid import square_name
from printkit.games.snort import board
from printkit.games.snort.engine import RULES, most_placed
from printkit.games.snort.kit import board_params, piece_size
from printkit.i18n import untranslated
from printkit.units import PAPERS, PRINTER_MARGIN_MM
from printkit.validate import validate
from tests.sample import sample

# The board is drawn with no bleed here, so its geometry is the cut board's
# (tests/games/test_board_bleed.py checks the 2 mm of frame past the cut).

TITLES = {"en": "Snort", "pt-BR": "Cachorros", "pt-PT": "Cães"}


def _ctx(paper: str, theme: str = "classic") -> Context:
    return Context(paper=PAPERS[paper], language="en", gettext=untranslated, theme=theme)


def _lightness(colour: str) -> float:
    """Grey level 0..1 of #rrggbb, as a greyscale printer would print it."""
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b


# English and one other language by default (each build takes some 7 s); the craft
# check builds every language too.
@pytest.mark.parametrize("lang", sample(sorted(TITLES), lambda index, _: index < 2))
def test_the_kit_builds_in_each_language(run, tmp_path: Path, lang: str) -> None:
    result = run("build", "gatos-e-caes", "--lang", lang, "-o", "k.pdf")
    assert result.exit_code == 0, result.output
    reader = PdfReader(tmp_path / "k.pdf")
    # The rulebook closes the kit, after the card sheets (one- or two-sided).
    found = re.search(r"print pages? (\d+)(?:-(\d+))? on plain paper", result.output)
    first, last = int(found[1]), int(found[2] or found[1])
    assert len(reader.pages) == last
    assert TITLES[lang] in reader.pages[first - 1].extract_text()


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_the_board_fits_the_sheet_and_a_piece_fits_a_square(paper: str) -> None:
    params = board_params(_ctx(paper))
    sheet = PAPERS[paper]
    assert params.squares.width <= min(sheet.width, sheet.height) - 2 * PRINTER_MARGIN_MM
    assert params.cell >= 22.0
    assert piece_size(_ctx(paper)) < params.cell


def test_the_board_marks_exactly_the_centre_zone() -> None:
    drawing = board.draw(board.BoardParams(bleed=0.0))
    marked = [s for layer in drawing.layers.values() for s in layer
              if isinstance(s, Rect) and s.paint.cls == "mark mark-zone"]
    assert len(marked) == 4
    squares = board.BoardParams(bleed=0.0).squares
    centres = {(round(r.x + r.w / 2, 3), round(r.y + r.h / 2, 3)) for r in marked}
    assert centres == {tuple(round(v, 3) for v in squares.centre(name))
                       for name in ("d4", "d5", "e4", "e5")}


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_cats_and_dogs_differ_in_tone_and_in_shape(theme: str) -> None:
    parts = find_game("snort").kit().parts(["pieces"], _ctx("a4", theme))
    # Cats and dogs on sheets of their own, so a compendium can fit each in a gap.
    assert [part.ident for part in parts] == ["pieces-cats", "pieces-dogs"]
    shapes = [s for part in parts for layer in part.front.layers.values() for s in layer]
    tiles = {kind: [s for s in shapes if isinstance(s, Rect)
                    and s.paint.cls == f"tile-ground piece piece-{kind}"]
             for kind in ("cat", "dog")}
    assert len(tiles["cat"]) == len(tiles["dog"]) == 28
    cat, dog = tiles["cat"][0].paint.fill, tiles["dog"][0].paint.fill
    assert _lightness(dog) - _lightness(cat) >= 0.1, (cat, dog)
    # Shape: each cat has two pointed ears (triangles), each dog two curved ones (paths
    # of cubic curves), so the kinds differ even where tone alone would not do.
    # (Filled: the cuts across a block of tiles are open paths of straight lines.)
    triangles = [s for s in shapes if isinstance(s, PathShape) and s.paint.fill != "none"
                 and len(s.segments) == 4 and all(kind in "MLZ" for kind, _ in s.segments)]
    curved = [s for s in shapes if isinstance(s, PathShape)
              and sum(kind == "C" for kind, _ in s.segments) == 2]
    assert len(triangles) == 2 * 28 + 28  # two ears and a nose on each cat
    assert len(curved) == 2 * 28


def test_a_box_that_holds_every_piece() -> None:
    from printkit.art.parts.box import BoxParams

    size = piece_size(_ctx("a4"))
    box = BoxParams(checkers=56, checker_diameter=size, dice=0, pins=0, cup=False, cube=False)
    assert box.inner_width >= 2 * size and box.inner_depth >= size
    assert box.inner_height >= 28 * box.card_thickness


def test_validation_and_the_engine_diagram(run, tmp_path: Path) -> None:
    assert validate("snort") == []
    result = run("engine", "diagram", "--game", "snort", "start", "--move", "d5",
                 "-o", "d.svg")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "d.svg").read_text().count('class="move-ring"') == 1


@pytest.mark.parametrize(("position", "move", "placed"), [
    ("8/8/8/8/8/8/8/8 c", "d5", "piece-cat"), ("8/8/8/3c4/8/8/8/8 d", "f3", "piece-dog")])
def test_a_placement_diagram_shows_the_animal_placed_ringed(position: str, move: str,
                                                            placed: str) -> None:
    """The rulebook's placement diagrams draw the animal that went down on the square
    played, inside the ring, not an empty ring where it goes."""
    grid, _ = RULES.parse_position(position)
    d = board.diagram(grid, move, 80.0)
    squares = diagram_squares(board.SIZE, board.SIZE, 80.0, "classic", chequered=False)
    x, y = squares.centre(move)
    shapes = [s for layer in d.layers.values() for s in layer if hasattr(s, "paint")]
    (ring,) = [s for s in shapes if s.paint.cls == "move-ring"]
    assert (ring.cx, ring.cy) == pytest.approx((x, y))
    tiles = [s for s in shapes if isinstance(s, Rect) and (s.paint.cls or "").startswith("piece")]
    on_move = [t for t in tiles if abs(t.x + t.w / 2 - x) < 0.01 and abs(t.y + t.h / 2 - y) < 0.01]
    assert [t.paint.cls.split()[-1] for t in on_move] == [placed]
    assert len(tiles) == len([c for rank in grid for c in rank if c]) + 1


@pytest.mark.parametrize("theme", sorted(PALETTES))
def test_the_board_has_a_quiet_two_tone_ground_and_a_fillet_round_the_field(theme: str
                                                                            ) -> None:
    # The review found the board "a single flat colour", then (a tenth apart) still "a
    # single tone": its squares alternate two close tones, clearly apart on the classic
    # wood (not in ink-saver, where a tint costs ink), the centre zone stays apart from
    # both, and a fine line in the frame's ink runs round the field, clear of it.
    drawing = board.draw(board.BoardParams(palette=theme, bleed=0.0))
    shapes = [s for layer in drawing.layers.values() for s in layer if isinstance(s, Rect)]
    fills: dict[str, str] = {s.paint.cls.split()[-1].removeprefix("square-"): s.paint.fill
                             for s in shapes if (s.paint.cls or "").startswith("square ")}
    pal = PALETTES[theme]
    odd = {fills[f"{f}{r}"] for f in "abcdefgh" for r in range(1, 9) if ("abcdefgh".index(f)
                                                                        + r) % 2}
    even = {fills[f"{f}{r}"] for f in "abcdefgh" for r in range(1, 9) if not ("abcdefgh"
                                                                             .index(f) + r) % 2}
    assert len(odd) == len(even) == 1
    (dark,), (light,) = odd, even
    if pal.hatch:
        assert dark == light == "#ffffff"
    else:
        assert 0.03 < _lightness(light) - _lightness(dark) < 0.15
    if theme == "classic":
        assert _lightness(light) - _lightness(dark) > 0.1
    zone = {s.paint.fill for s in shapes if s.paint.cls == "mark mark-zone"}
    assert len(zone) == 1 and zone.isdisjoint({dark, light})
    (fillet,) = [s for s in shapes if s.paint.cls == "fillet"]
    params = board.BoardParams(bleed=0.0)
    assert fillet.paint.stroke == pal.frame_ink and fillet.paint.fill == "none"
    assert 0 < params.frame - fillet.x < params.frame / 4
    assert fillet.w == pytest.approx(8 * params.cell + 2 * (params.frame - fillet.x))


def test_the_classic_centre_zone_is_warm_and_framed_in_a_solid_band() -> None:
    # The review saw a cool blue zone "pasted in" on the warm board: its tint and frame
    # are terracotta now (more red than blue), the frame a thick solid band no cut or
    # fold line could be taken for; high-contrast keeps its orange accent.
    for theme in ("classic", "high-contrast"):
        drawing = board.draw(board.BoardParams(palette=theme, bleed=0.0))
        shapes = [s for layer in drawing.layers.values()
                  for s in layer if isinstance(s, Rect)]
        zone = [s.paint for s in shapes if (s.paint.cls or "").startswith("mark")]
        tints = {p.fill for p in zone if p.cls == "mark mark-zone"}
        frames = {p for p in zone if p.cls == "mark-frame mark-frame-zone"}
        assert len(tints) == 1 and len(frames) == 1
        (frame,) = frames
        for colour in (*tints, frame.stroke):
            red, blue = int(colour[1:3], 16), int(colour[5:7], 16)
            assert red > blue + 40, (theme, colour)
        assert not frame.dash and frame.width >= 2.0


def test_no_game_needs_more_animals_than_the_kit_has() -> None:
    """No side can ever place a 29th animal, and a legal game does place 28 of each, so the
    kit's 28 a side are exactly enough; the rulebook says a side cannot run out."""
    assert most_placed() == board.PIECES == 28
    # Cats fill the corner below the a8-h1 diagonal, dogs the one above, the diagonal empty.
    cats = [square_name(f, r) for r in range(1, 9) for f in range(8) if f + r < 8]
    dogs = [square_name(f, r) for r in range(1, 9) for f in range(8) if f + r > 8]
    cats.sort(key=lambda name: name != "d4")  # the first cat goes in the centre zone
    position = RULES.start()
    for cat, dog in zip(cats, dogs, strict=True):
        position = RULES.play(RULES.play(position, cat), dog)
    assert RULES.format_position(position).split()[1] == "c"
    text = Path("templates/snort/rules.md").read_text()
    assert "can never place more than 28" in text
