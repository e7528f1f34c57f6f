"""The screen-only pages that open a kit: a cover and 'about this kit / how to print'."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reportlab.platypus import PageBreak, Paragraph, Spacer

from printkit.art.canvas import Drawing
from printkit.i18n import N_, Gettext
from printkit.render.draw import draw
from printkit.render.text import build_pdf, styles
from printkit.units import mm_to_pt

# The room the cover keeps for its picture, and how far down the page that room starts.
COVER_ART_HEIGHT_MM = 120.0
COVER_ART_TOP_MM = 62.0
COVER_ART_SIDES_MM = 20.0


@dataclass(frozen=True)
class PrintPlan:
    """Which pages of the kit PDF to print, and how; page numbers are 1-based."""

    parts: tuple[int, int]
    rulebook: tuple[int, int] | None
    sheets: int  # of card, for the parts
    duplex: str
    paper: str
    backs_file: str = ""  # with manual duplex: the file holding the backs
    paper_sheets: int = 0  # of plain paper, for the rulebook


def screen_pages(
    title: str, facts: list[str], contents: list[str], plan: PrintPlan, language: str,
    _: Gettext, *, size_mm: tuple[float, float], theme: str = "classic",
    cover_art: Drawing | None = None,
) -> bytes:
    """Return a two-page PDF: the cover, with `cover_art` if given, and the printing
    instructions."""
    # Unhyphenated: these few short lines set well without, and the English
    # patterns take longer to load than the two pages take to set.
    st = styles(language, theme, hyphenate=False)
    story = [
        Spacer(1, mm_to_pt(12)),
        Paragraph(title, st["title"]),
        Spacer(1, mm_to_pt(4)),
        Paragraph(_("A print-and-play kit for two players"), st["subtitle"]),
        Spacer(1, mm_to_pt(COVER_ART_HEIGHT_MM + 10)),
        Paragraph(" · ".join(facts), st["subtitle"]),
        Spacer(1, mm_to_pt(3)),
        # How much a kit costs to print, so kits can be compared before printing.
        Paragraph(_("Sheets to print: {card} on card, {paper} on paper").format(
            card=plan.sheets, paper=plan.paper_sheets), st["subtitle"]),
        Spacer(1, mm_to_pt(6)),
        Paragraph(_("Pages 1 and 2 are for reading on screen: do not print them."), st["small"]),
        PageBreak(),
        Paragraph(_("About this kit"), st["h1"]),
        Paragraph(_("Everything you need to play, made from paper:"), st["body"]),
        *[Paragraph(item, st["bullet"], bulletText="•") for item in contents],
        Paragraph(_("How to print"), st["h2"]),
        *[Paragraph(line, st["bullet"], bulletText="•") for line in _print_steps(plan, _)],
        Paragraph(_("Tools"), st["h2"]),
        Paragraph(
            _("Scissors or a craft knife with a cutting mat, a metal ruler, a glue stick, "
              "and a blunt point such as an empty ballpoint pen for creasing folds."),
            st["body"],
        ),
    ]
    hook = _cover_hook(cover_art, size_mm) if cover_art else None
    return build_pdf(story, size_mm=size_mm, title=title, on_page=hook)


def _cover_hook(art: Drawing, size_mm: tuple[float, float]) -> Any:
    """A page hook that draws `art` centred in the room the cover keeps for it."""
    width, height = size_mm
    scale = min(1.0, (width - 2 * COVER_ART_SIDES_MM) / art.width,
                COVER_ART_HEIGHT_MM / art.height)
    left = (width - art.width * scale) / 2

    def on_page(canvas: Any, doc: Any) -> None:
        if canvas.getPageNumber() == 1:
            draw(canvas, art, mm_to_pt(left), mm_to_pt(height - COVER_ART_TOP_MM), scale)

    return on_page


# Paper names as printed, translated where a language has its own (Letter is "Carta").
PAPER_NAMES = {"a4": N_("A4"), "letter": N_("Letter"), "a3": N_("A3")}


def _print_steps(plan: PrintPlan, _: Gettext) -> list[str]:
    """The printing instructions, with this kit's page numbers filled in."""
    flip = _("flip on long edge") if plan.duplex == "long-edge" else _("flip on short edge")
    steps = [
        _("Parts: print pages {first}–{last} on card of 160 to 200\u00a0g/m².").format(
            first=plan.parts[0], last=plan.parts[1]),
    ]
    if plan.rulebook:
        steps.append(
            _("Rulebook: print pages {first}–{last} on plain paper.").format(
                first=plan.rulebook[0], last=plan.rulebook[1]))
    if plan.duplex == "manual":
        steps += [
            _("This file holds the fronts. Print them, then put each printed stack back in "
              "the paper tray, turned over along its long edge, without changing its "
              "order, and print the matching pages of {backs}: it holds the backs, card "
              "first, last sheet first.").format(backs=plan.backs_file),
        ]
    else:
        steps += [
            _("Print on both sides ({flip}): each back lands behind its front.").format(
                flip=flip),
        ]
    steps += [
        _("Print at actual size (100%), never “fit to page”. The square on the first "
          "sheet must measure 50\u00a0mm."),
        _("Paper: {paper}. The parts use {sheets} sheets.").format(
            paper=_(PAPER_NAMES[plan.paper]),
            sheets=plan.sheets),
    ]
    return steps
