"""Compendiums: one kit of several games, its rulebook made of the games' own rules.

A compendium is a Game whose `chapters` name other games. Its rulebook opens with
its own rules.md (title, lead and a contents list), then gives each chosen game's
rules.md as a chapter, translated with that game's catalog and its diagrams drawn
and checked by that game's engine, then closes with its own sections. What only a
single game's kit says (its "In the kit" line and its "Making the kit" section) is
left out: the compendium says it once for all.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from printkit.errors import PrintkitError
from printkit.games import Game, find_game
from printkit.games.compose import chapter_gettext
from printkit.games.manifest import shared_style
from printkit.i18n import N_
from printkit.render.book import Chapter, Glance, book_pdf
from printkit.render.contents import COUNTED, counted_name
from printkit.rulebook.model import BulletList, Heading
from printkit.rulebook.pictures import draw_block
from printkit.rulebook.source import Document, as_printed, load_rules

if TYPE_CHECKING:
    from printkit.art.boards.diagrams import PieceStyle
    from printkit.context import Context
    from printkit.games.base import Kit
    from printkit.games.manifest import KitManifest
    from printkit.render.book import Chapter
    from printkit.render.layout_report import LaidOut
    from printkit.render.rulebook import DrawDiagram

# The parts of a single game's rulebook that describe its own kit, left out of a chapter.
KIT_SECTION = "Making the kit"
KIT_ITEM = "In the kit:"
CONTENTS = N_("Contents")
# Page 2 and the CLI count the kit file's pages; the contents, the rulebook's own.
CONTENTS_NOTE = N_("Page numbers are those of this rulebook, printed at the foot of each page.")
# The opening's table of every game's facts, under the contents: its title and heads.
GLANCE = N_("The games at a glance")
GLANCE_HEADS = (N_("Game"), N_("Players"), N_("Ages"), N_("Minutes"), N_("Pieces"))


def chapter_document(chapter: Game) -> Document:
    """`chapter`'s rules.md without what only its own kit needs; PrintkitError (naming the
    file) if the source no longer has those parts to leave out."""
    document = load_rules(chapter.templates / "rules.md")
    blocks = list(document.blocks)
    starts = [i for i, b in enumerate(blocks)
              if isinstance(b, Heading) and b.level == 2 and b.text == KIT_SECTION]
    items = [(i, item) for i, b in enumerate(blocks) if isinstance(b, BulletList)
             for item in b.items if item.text.startswith(KIT_ITEM)]
    if len(starts) != 1 or not items or len({i for i, _ in items}) != 1:
        raise PrintkitError(f"{document.path}:1: a compendium chapter needs exactly one "
                            f"'## {KIT_SECTION}' section and one '- {KIT_ITEM}' item (or "
                            "one for each paper, in one list), which it leaves out")
    start = starts[0]
    end = next((i for i in range(start + 1, len(blocks)) if isinstance(blocks[i], Heading)
                and blocks[i].level <= 2), len(blocks))  # type: ignore[union-attr]
    index = items[0][0]
    shown = blocks[index]
    assert isinstance(shown, BulletList)
    left = [item for _, item in items]
    blocks[index] = replace(shown, items=tuple(i for i in shown.items if i not in left))
    kept = blocks[:start] + blocks[end:]
    return replace(document, blocks=tuple(b for b in kept
                                          if not (isinstance(b, BulletList) and not b.items)))


def chapters(game: Game, ctx: Context) -> list[Chapter]:
    """The chapters of `game`'s rulebook for the games its build holds, in order, each
    diagram drawing the pieces as the compendium prints them."""
    def drawer(kit: Kit, style: PieceStyle) -> DrawDiagram:
        return lambda block, width: draw_block(kit, block, width, ctx.theme, style)

    composed = game.kit().manifest
    found = []
    for name in game.held:
        chapter = find_game(name)
        kit = chapter.kit()
        found.append(Chapter(as_printed(chapter_document(chapter), ctx.paper.name, ctx.rulebook),
                             chapter_gettext(chapter, ctx),
                             kit.rule_values(),
                             drawer(kit, shared_style(composed.sets, kit.manifest))))
    return found


def pieces_used(manifest: KitManifest, ctx: Context) -> str:
    """The pieces of the compendium's box a game plays with, as its manifest declares them
    ("14 black stones, 14 white stones"): the shared set where it shares one, in the
    compendium's word for it, then its own pieces by colour."""
    counts: list[tuple[str, int]] = []
    share = manifest.shared
    own = [share.rest] if share and share.rest else [] if share else list(manifest.pieces)
    if share is not None:
        blacks, whites = share.needs(manifest.pieces)
        counts += [(f"{colour}-{share.kind}", n)
                   for colour, n in (("black", blacks), ("white", whites)) if n]
    for each in own:
        word = each.word or "pieces"
        # By colour where the words for each are known ("8 red pieces"), else all at once.
        if all(f"{colour}-{word}" in COUNTED for colour in each.colors):
            counts += [(f"{colour}-{word}", n) for colour, n in each.colors.items()]
        else:
            counts.append((word, each.count))
    return ", ".join(counted_name(key, n, ctx.ngettext) for key, n in counts)


def glance(games: tuple[str, ...], ctx: Context) -> Glance:
    """The table of the opening page: each game's players (its engine's sides), ages and
    minutes (its kit's facts) and the pieces it plays with, in the book's order."""
    rows = []
    for name in games:
        chapter = find_game(name)
        kit = chapter.kit()
        facts = kit.rule_values()
        rows.append((chapter_gettext(chapter, ctx)(chapter.title),
                     str(len(chapter.rules().sides)), f"{facts['min_age']}+",
                     facts["play_minutes"], pieces_used(kit.manifest, ctx)))
    return Glance(ctx.gettext(GLANCE), tuple(ctx.gettext(head) for head in GLANCE_HEADS),
                  tuple(rows))


def book(game: Game, ctx: Context, size_mm: tuple[float, float],
         report: list[LaidOut] | None = None) -> bytes:
    """The compendium's whole rulebook, pages of `size_mm` (its layout's records appended
    to `report`, if given)."""
    kit = game.kit()
    front = Chapter(as_printed(load_rules(game.templates / "rules.md"), ctx.paper.name,
                               ctx.rulebook),
                    ctx.gettext, kit.rule_values(),
                    lambda block, width: draw_block(kit, block, width, ctx.theme))
    return book_pdf(front, chapters(game, ctx), contents_title=ctx.gettext(CONTENTS),
                    contents_note=ctx.gettext(CONTENTS_NOTE), glance=glance(game.held, ctx),
                    language=ctx.language, size_mm=size_mm, palette=ctx.theme,
                    layout=ctx.rulebook, report=report)

