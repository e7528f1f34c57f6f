"""The nardy kit recipe: the backgammon family's parts around the nardy board, no cube.

The parts any game can use are drawn as backgammon draws them (the same
checkers, dice, cup, pins and box), with nardy's own words on the box. Pins and
score tracks stay: a nardy match is played to seven points, a win scoring one
(oin) or two (mars). There is no doubling cube in nardy.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from printkit.art.boards.halves import HALF_NAMES, named
from printkit.art.boards.point_geometry import CHECKER_RATIO
from printkit.art.boards.points import board_scene, halves, printed_numbers, setup_layout
from printkit.art.parts import checkers
from printkit.games.kit_parts import kit_params, single
from printkit.games.manifest import Box, KitManifest, Pieces
from printkit.games.nardy import board, diagrams, score_card
from printkit.games.nardy.long import HEAD, RULES, across
from printkit.games.recipe import EngineChecks, Recipe
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.art.boards.diagrams import PieceStyle
    from printkit.art.canvas import Drawing
    from printkit.context import Context
    from printkit.games.claims import Problem
    from printkit.rulebook.model import Diagram

TITLE = N_("Nardy")
BOX_FACTS = N_("2 players; ages 8+; about 30 minutes")
A3_POINT_WIDTH = 22.0  # the whole board on A3, as large as fits the sheet
SPARE_CHECKERS = 5  # of each colour, a row each: on card the checkers and cup leave room
RULE_VALUES = {"match_length": str(board.MATCH_LENGTH), "min_age": "8", "play_minutes": "30",
               "calibration_mm": "50", "spare_checkers": str(2 * SPARE_CHECKERS),
               # The points of a win (board.MATCH_LENGTH's comment), and the printed number
               # of each head (the engine's HEAD in White's numbering).
               "oin_points": "1", "mars_points": "2",
               "white_head": str(HEAD), "black_head": str(across(HEAD))}


LETTER_POINT_WIDTH = 20.9  # mm, where the board's default is 21


def board_params(ctx: Context) -> Any:
    """The board's parameters as this kit draws it (the validator checks the same ones)."""
    if ctx.paper.name == "a3":
        return kit_params("nardy-board", ctx, split="whole", point_width=A3_POINT_WIDTH)
    if ctx.paper.name == "letter":
        # Letter's shorter sheet: points a tenth of a millimetre narrower keep each half,
        # its frame's colour BLEED past the cut, inside the printer's margins.
        return kit_params("nardy-board", ctx, point_width=LETTER_POINT_WIDTH)
    return kit_params("nardy-board", ctx)


def _board(side: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        params = board_params(ctx)
        if params.split == "whole":
            return [] if side else [Part("board", board.export(params))]
        half = ("left", "right")[side]  # its name on the waste (halves.named)
        return [Part(f"board-{half}", named(halves(params, board.style())[side],
                                            ctx.gettext(HALF_NAMES[half])))]

    return make


def _checkers(ctx: Context) -> list[Part]:
    overrides = {"diameter": CHECKER_RATIO * A3_POINT_WIDTH} if ctx.paper.name == "a3" else {}
    params = kit_params("checkers", ctx, **overrides)
    return [Part("checkers", checkers.fronts(params), checkers.backs(params))]


def _spare_checkers(ctx: Context) -> list[Part]:
    """A row of spare checkers of each colour, drawn as the others: a lost checker never
    stops a game."""
    overrides = {"diameter": CHECKER_RATIO * A3_POINT_WIDTH} if ctx.paper.name == "a3" else {}
    params = kit_params("checkers", ctx, per_side=SPARE_CHECKERS, columns=SPARE_CHECKERS,
                        **overrides)
    return [Part("spare-checkers", checkers.fronts(params), checkers.backs(params))]


# The quick-reference card's words: the rules of long nardy a player forgets, each a
# lead-in and its rule, as the rulebook states them.
SCORE_TITLE = N_("Long nardy in brief")
SCORE_ROWS = (
    (N_("The head:"), N_("only one checker may leave it in each turn. On your first turn, "
                         "6-6, 4-4 or 3-3 lets two checkers leave it.")),
    (N_("No hitting:"), N_("a checker never stops on a point holding an opposing checker, "
                           "but it may jump over it.")),
    (N_("Blocks of six:"), N_("you may not hold six points in a row unless an opposing "
                              "checker has already passed them.")),
    (N_("Bearing off:"), N_("once all fifteen checkers are home, a die bears off a checker "
                            "from its own point, or from your highest point if no checker "
                            "stands higher.")),
    (N_("Scoring:"), N_("oin, 1 point, if the loser has borne off a checker; mars, 2 points, "
                        "if not. A match is played to {match_length} points.")),
)


def _score_card(ctx: Context) -> list[Part]:
    """The quick-reference card, to keep by the board during a match."""
    rows = [(ctx.gettext(lead), ctx.gettext(rule).format(match_length=board.MATCH_LENGTH))
            for lead, rule in SCORE_ROWS]
    return [Part("score-card", score_card.draw(ctx.gettext(SCORE_TITLE), rows, ctx.theme))]


def _position(position: Any, move: str | None, width: float, palette: str) -> Drawing:
    return board.diagram(position, move, width, palette)


def _cover(ctx: Context) -> Drawing:
    return board.diagram(RULES.start(), None, 170.0, ctx.theme)


def board_problems(ctx: Context) -> list[str]:
    """The board as this kit draws it: long nardy's start marked, points 1-24 from White."""
    where = f"{board.__file__}:1"
    params, style = board_params(ctx), board.style()
    if not params.show_setup:
        return [f"{where}: the board prints no setup marks, which the rulebook describes"]
    found = []
    scene = board_scene(params, style)  # drawn once, read twice
    if setup_layout(params, scene=scene).points != board.layout(RULES.start()).points:
        found.append(f"{where}: the board's setup marks differ from long nardy's start")
    numbers = printed_numbers(params, scene=scene)
    if len(numbers) != 24 or any(text != str(point) for point, text in numbers):
        found.append(f"{where}: the point numbers are not 1-24 counted from White's side")
    return found


def _checker_width(ctx: Context) -> float:
    """A checker's diameter: a set fraction of the board's point."""
    return float(CHECKER_RATIO * board_params(ctx).point_width)


# The box keeps the backgammon family's sizes; it is not sized from the pieces.
MANIFEST = KitManifest(
    board={"board-left": _board(0), "board-right": _board(1)},
    pieces=(Pieces(_checkers, {"white": 15, "black": 15}, _checker_width, "checkers",
                   "circle", double_sided=True),),
    accessories={**{name: single(name) for name in ("dice", "pins", "cup")},
                 "spare-checkers": _spare_checkers, "score-card": _score_card},
    box=Box(TITLE, BOX_FACTS, params={"pattern": "points"}, sized=False), cover=_cover,
    facts=RULE_VALUES)


@dataclass(frozen=True)
class NardyRecipe(Recipe):
    """The shared recipe, with each diagram drawn by the rule set its block names."""

    def diagram(self, block: Diagram, *, width: float, palette: str,
                pieces: PieceStyle | None = None) -> Drawing:
        """The block's position, read and drawn as its `rules:` (long nardy by default),
        with the kit's own checkers (no compendium holds nardy)."""
        return diagrams.draw(block, width, palette)


@dataclass(frozen=True)
class NardyChecks(EngineChecks):
    """The shared checks, with each diagram checked by the rule set its block names."""

    def diagram_problems(self, block: Diagram) -> list[Problem]:
        """What the block's own engine finds wrong with it, line by line."""
        return diagrams.problems(block)


KIT = NardyRecipe(manifest=MANIFEST, rules=lambda: RULES, draw_position=_position)
CHECKS = NardyChecks(lambda: RULES, board_check=board_problems)
