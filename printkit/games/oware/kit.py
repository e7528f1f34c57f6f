"""The Ouri (Oware) kit recipe: the board (in halves glued together on A4 and Letter), 48
seed tokens small enough to lie flat a dozen to a house, 12 spares, a box."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from printkit.games.board_kit import board_kit, checks
from printkit.games.compose import chapter_gettext
from printkit.games.kit_parts import PART_WORDS
from printkit.games.manifest import Caption, Pieces
from printkit.games.oware import GAME, board
from printkit.games.oware.engine import RULES, TO_WIN
from printkit.games.oware.fit import house_seeds, store_seeds
from printkit.games.pad import Pad
from printkit.i18n import N_
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.context import Context

TITLE = N_("Oware")
BOX_FACTS = N_("2 players; ages 7+; about 30 minutes")
# mm: large enough to pick up (8 mm tokens were "fiddly", review s18), small enough that
# eight lie flat in the smallest house (38 mm), twice a house's four at the start, and 26
# in a store, where a game heaps 25 or more; the largest a compendium's card sheets hold
# without a sheet more (10 mm takes one).
SEED_SIZE = 9.5
# Seeds beyond the 48 a game uses, in a block of their own: a lost seed never stops a game.
SPARE_SEEDS = 12
SPARE_COLUMNS = 6


# Whole on A3; in halves on A4 and Letter, where 38 mm houses leave room across the
# sheet for the left half's glue strip.
HOUSES = {"a4": 38.0, "letter": 38.0, "a3": 40.0}
# What the rulebook says lies flat, worked out on the smallest board the kit prints, so
# that it holds on every paper.
HOUSE_SEEDS = house_seeds(SEED_SIZE, min(HOUSES.values()))
STORE_SEEDS = store_seeds(SEED_SIZE, min(HOUSES.values()))


def board_params(ctx: Context) -> board.BoardParams:
    """The board as this kit draws it: whole only on A3, its frame's colour past the cuts
    by the build's bleed (a print shop's 3 mm) or by the board's own."""
    bleed = {} if ctx.bleed is None else {"bleed": ctx.bleed}
    return board.BoardParams(house=HOUSES[ctx.paper.name],
                             split="whole" if ctx.paper.name == "a3" else "halves",
                             palette=ctx.theme, **bleed)


def _board(half: int) -> Callable[[Context], list[Part]]:
    def make(ctx: Context) -> list[Part]:
        params = board_params(ctx)
        # The game's name in its own catalog's words, in a compendium too (whose own
        # catalog has no game's title), as the compendium's board cards print theirs.
        title = chapter_gettext(GAME, ctx)(TITLE)
        if params.split == "whole":
            return [] if half else [Part("board", board.draw(params, title))]
        drawn = board.named_halves(params, ctx.gettext(PART_WORDS["glue_label"]), ctx.gettext,
                             title=title)
        return [Part(("board-left", "board-right")[half], drawn[half])]

    return make


def _seeds(ctx: Context) -> list[Part]:
    # Twelve to a row: four rows, whose cuts run right across the block (on A3 too, where
    # the block fills a compendium's cards better than three rows of sixteen). Printed on
    # both sides: a token shows its seed whichever way up it lands.
    params = board.SeedsParams(size=SEED_SIZE, columns=12, palette=ctx.theme)
    return [Part("pieces", board.seeds(params), board.seeds_back(params))]


def _spare_seeds(ctx: Context) -> list[Part]:
    """Spare seeds, drawn and backed as the others but a block of their own, for the kit's
    own sheet (a compendium, which reads no game's accessories, prints none)."""
    params = board.SeedsParams(size=SEED_SIZE, columns=SPARE_COLUMNS, palette=ctx.theme,
                               count=SPARE_SEEDS)
    return [Part("spare-seeds", board.seeds(params, "oware-spare-seeds"),
                 board.seeds_back(params, "oware-spare-seeds"))]


# printkit pad: the rules in a few words, under each blank board.
PAD = Pad(key=N_(
    "Write the house each player sows, a to f for South and A to F for North, and the "
    "seeds captured."),
    per_page=2,
    moves=(N_("South"), N_("North")))


KIT = board_kit(
    rules=RULES, title=TITLE, box_facts=BOX_FACTS,
    values={"min_age": "7", "play_minutes": "30", "calibration_mm": "50",
            "seeds_to_win": str(TO_WIN), "spare_seeds": str(SPARE_SEEDS),
            "house_seeds": str(HOUSE_SEEDS), "store_seeds": str(STORE_SEEDS)},
    board={"board-left": _board(0), "board-right": _board(1)},
    pieces=Pieces(_seeds, {"seed": board.SEEDS}, lambda ctx: SEED_SIZE, shape="square",
                  double_sided=True, word="seeds",
                  captions={"pieces": Caption(N_("{count} seeds"))},
                  stand_in=N_("{game} is traditionally played with real seeds, dried "
                              "beans or small pebbles: with {count} of them you need not cut "
                              "out the card seeds.")),
    draw=board.diagram, pad=PAD, accessories={"spare-seeds": _spare_seeds})
CHECKS = checks(RULES)
