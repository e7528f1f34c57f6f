"""The two pages that open a kit: the cover (read on screen) and page 2, "How to print",
the page printed first on plain paper: the 50 mm square, the key to the lines, the steps
and a map of the sheets. Every claim about the kit comes from its KitFacts."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from pypdf import PdfReader
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import (
    Flowable,
    KeepTogether,
    PageBreak,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from printkit.art.canvas import Drawing
from printkit.art.parts.calibration import CalibrationParams
from printkit.art.parts.calibration import draw as draw_square
from printkit.art.parts.legend import LegendParams
from printkit.art.parts.legend import draw as draw_legend
from printkit.errors import PrintkitError
from printkit.games import Game, all_games, find_game
from printkit.games.manifest import PieceSet, shared_style
from printkit.i18n import N_, Gettext, NGettext
from printkit.render.contents import (
    CARDS,
    Colours,
    Item,
    kit_contents,
    part_name,
    sheet_board_name,
)
from printkit.render.draw import draw
from printkit.render.kit_facts import KitFacts, SheetFacts, line_styles
from printkit.render.rulebook import escape
from printkit.render.text import SANS, build_pdf, styles
from printkit.units import mm_to_pt

if TYPE_CHECKING:
    from printkit.context import Context
    from printkit.layout.sheet import Sheet

# The room the cover keeps for its picture, and how far down the page that room starts.
COVER_ART_HEIGHT_MM = 120.0  # on A4; in proportion on other papers
A4_MM = (210.0, 297.0)
COVER_ART_TOP_MM = 62.0
COVER_ART_SIDES_MM = 20.0
# A picture wider than it is tall (a long, low board) may come this close to the sides:
# its height, not the page's width, is what the cover lacks.
WIDE_ART_SIDES_MM = 12.0
# What the cover keeps below its picture besides the band: the facts and the credits.
COVER_TEXT_MM = 80.0
NAME_MM, NAME_SIZE = 8.0, 4.6  # a compendium game's name under its start, em in mm
BAND_CELL_MM = 24.0  # the least width of a part's cell in the "In this kit" band
BAND_CELL_MAX_MM = 48.0  # and the most
# How tall the band draws each piece on A4 (in proportion on other papers): at least,
# and at most where the page has room to spare (a long, low board's cover, Oware's,
# whose lower third stayed empty under pieces held to 28 mm).
BAND_PICTURE_MM, BAND_PICTURE_MAX_MM = 16.0, 40.0
# The most room left above the picture, above the band and below it (on A4, in proportion
# on other papers): more would stand out as a hole.
GAP_MAX_MM = 10.0
FOOT_MM = 18.0  # the cover's credits and screen note end this far above the paper's foot
THUMB_MAX_MM = 46.0  # the widest a sheet's thumbnail on the page map grows
# The page map's columns: as few as fit the page (larger thumbnails), from MIN to MAX;
# MAP_COLUMNS is the fallback for a kit whose map fits at no size.
MIN_MAP_COLUMNS, MAP_COLUMNS, MAX_MAP_COLUMNS = 3, 6, 8
SQUARE_MM = 50.0  # the calibration square, printed at actual size
LEGEND_MM = (70.0, 28.0)  # rows tall enough for 8 pt labels

# Paper names as printed, translated where a language has its own (Letter is "Carta").
PAPER_NAMES = {"a4": N_("A4"), "letter": N_("Letter"), "a3": N_("A3")}


@dataclass(frozen=True)
class Cover:
    """What the cover says: the title, the facts, the games (of a compendium) and where
    the kit belongs, in the kit's language."""

    title: str
    facts: tuple[str, ...]
    games: tuple[str, ...] = ()  # a compendium's games, by title
    collection: str = ""  # the compendium a single game is part of
    titles: Mapping[str, str] = field(default_factory=dict)  # a compendium's, by name
    name: str = ""  # the game's name ("hex"), for its own words for its parts
    colours: Colours = field(default_factory=dict)  # its piece parts' colours, by part
    # The shared piece sets a compendium prints, so its games' starts show those pieces.
    sets: tuple[PieceSet, ...] = ()
    # What household things can stand in for its pieces, for page 2 (Pieces.stand_in).
    stand_ins: tuple[str, ...] = ()
    # A compendium's games shown in play, not at their start: the position, by name.
    positions: Mapping[str, str] = field(default_factory=dict)


def cover_of(game: Game, ctx: Context) -> Cover:
    """The cover of `game`'s kit in `ctx`'s language."""
    _ = ctx.gettext
    games: tuple[str, ...] = ()
    if game.chapters:
        # Each game's title is in that game's own catalog, as its chapter is. Imported
        # here: a single game's kit loads no compendium code.
        from printkit.games.compose import chapter_gettext

        games = tuple(chapter_gettext(find_game(name), ctx)(find_game(name).title)
                      for name in game.held)
    # The compendium's title is a Latin proper name, the same in every language (and in
    # its own catalog, which a single game's kit does not load).
    within = [other.title for other in all_games().values() if game.name in other.chapters]
    return Cover(_(game.title), tuple(_(f) for f in game.facts), games,
                 within[0] if within else "", dict(zip(game.held, games, strict=True)),
                 game.name, _piece_colours(game),
                 game.kit().manifest.sets if game.chapters else (), _stand_ins(game, ctx),
                 positions=getattr(game.kit(), "cover_positions", {}) if game.chapters else {})


def _stand_ins(game: Game, ctx: Context) -> tuple[str, ...]:
    """What household things can stand in for the pieces of the kit's games, a sentence
    for each kind of pieces whose game declares some, each in its game's own words."""
    found = []
    for each in [find_game(name) for name in game.held] or [game]:
        if game.held:
            # Imported here, as in cover_of: a single game's kit loads no compendium code.
            from printkit.games.compose import chapter_gettext

            _ = chapter_gettext(each, ctx)
        else:
            _ = ctx.gettext
        # The game named: a compendium's page 2 lists several games' pieces (review s17).
        found += [_(pieces.stand_in).format(count=pieces.count, game=_(each.title))
                  for pieces in each.kit().manifest.pieces if pieces.stand_in]
    return tuple(found)


def _piece_colours(game: Game) -> Colours:
    """How many pieces of each colour the kit's piece parts hold, by part name: a
    compendium's own pieces are each game's beside the shared ones."""
    manifests = [find_game(name).kit().manifest for name in game.held] or [game.kit().manifest]
    found: dict[str, Mapping[str, int]] = {}
    for manifest in manifests:
        rest = manifest.shared.rest if manifest.shared else None
        for pieces in manifest.pieces if not game.held else (rest,) if rest else ():
            found[pieces.name] = pieces.colors
    return found


def screen_pages(cover: Cover, facts: KitFacts, sheets: list[Sheet], ctx: Context, *,
                 cover_art: Drawing | None = None) -> bytes:
    """Return the cover and page 2 as a two-page PDF; `sheets` in print order give the
    page map its thumbnails."""
    _, ngettext = ctx.gettext, ctx.ngettext
    size_mm = (ctx.paper.width, ctx.paper.height)
    # Unhyphenated: these few short lines set well without, and the English
    # patterns take longer to load than the two pages take to set.
    st = styles(ctx.language, ctx.theme, hyphenate=False)
    centred = ParagraphStyle("centred", parent=st["small"], fontName=SANS, alignment=TA_CENTER)
    if cover.titles:  # a compendium's games, each named under its start
        cover_art = _named_starts(cover.titles, cover.sets, ctx, cover.positions)
    items = kit_contents(sheets, ngettext, _, cover.titles, cover.name, cover.colours)
    band_width = size_mm[0] - 2 * COVER_ART_SIDES_MM
    grow = band_width / (A4_MM[0] - 2 * COVER_ART_SIDES_MM)
    band = _contents_band(items, st, _, band_width, BAND_PICTURE_MM * grow)
    # The picture grows with the paper (A3 is A4 scaled by 1.41).
    below = size_mm[1] - COVER_ART_TOP_MM - COVER_TEXT_MM
    # Facts set on two lines take one line more of it.
    text_mm = size_mm[0] - 40  # build_pdf's margins are 18 mm a side
    below -= (_balanced(cover.facts, st["subtitle"], text_mm).count("<br/>")
              * st["subtitle"].leading / mm_to_pt(1))
    room = min(COVER_ART_HEIGHT_MM * size_mm[1] / A4_MM[1], below - _height_mm(band, size_mm))
    art_mm = _art_scale(cover_art, size_mm, room) * cover_art.height if cover_art else 0.0
    # A wide, low picture or a large paper leaves room: larger pieces in the band, and
    # what is still left shared out evenly above the picture, above the band and below
    # it, so that no one gap stands out; each gap at most GAP_MAX_MM, the rest split above
    # the title and below the band, so the whole block sits centred on the page.
    spare = below - art_mm - _height_mm(band, size_mm)
    rows = sum(isinstance(f, Table) for f in band)
    if spare > 0 and rows:
        tall = min(BAND_PICTURE_MM + spare / 3 / rows, BAND_PICTURE_MAX_MM) * grow
        larger = _contents_band(items, st, _, band_width, tall)
        # Wider cells may wrap the band onto more rows: keep it only if it still fits.
        if below - art_mm - _height_mm(larger, size_mm) >= 0:
            band = larger
            spare = below - art_mm - _height_mm(band, size_mm)
    gap = min(max(0.0, spare) / 3, GAP_MAX_MM * size_mm[1] / A4_MM[1])
    drop = (max(0.0, spare) - 3 * gap) / 2
    story: list[Flowable] = [*_cover(cover, facts, st, _, ngettext, art_mm, gap, text_mm,
                                     drop),
                             Spacer(1, mm_to_pt(gap)), KeepTogether(band), PageBreak()]
    story += _page_two(facts, sheets, ctx, st, _, ngettext, cover.titles, cover.name,
                        cover.colours, cover.stand_ins)
    hook = _cover_hook(cover_art, size_mm, room, drop + gap, _foot(cover, centred, _))
    pdf = build_pdf(story, size_mm=size_mm, title=cover.title, on_page=hook)
    # Every page number the kit prints counts on exactly two pages here.
    if len(PdfReader(io.BytesIO(pdf)).pages) != 2:
        raise PrintkitError(f"the cover and page 2 of {cover.title!r} in {ctx.language} "
                            f"do not fit on two {ctx.paper.name} pages")
    return pdf


def _cover(cover: Cover, facts: KitFacts, st: dict[str, Any], _: Gettext,
           ngettext: NGettext, art_mm: float, lower_mm: float,
           width_mm: float, drop_mm: float = 0.0) -> list[Flowable]:
    """The cover's words above and below its picture, `art_mm` tall and `lower_mm` lower
    than the page's usual place for it, the title `drop_mm` lower than its usual place."""
    card = ngettext("{count} sheet of card", "{count} sheets of card", len(facts.sheets)).format(
        count=len(facts.sheets))
    # Plain paper counts page 2, the calibration page, as well as the rulebook's sheets.
    plain = facts.paper_sheets + 1
    paper = ngettext("{count} sheet of paper", "{count} sheets of paper",
                     plain).format(count=plain)
    story: list[Flowable] = [
        Spacer(1, mm_to_pt(12 + drop_mm)),
        Paragraph(escape(cover.title), st["title"]),
        Spacer(1, mm_to_pt(4)),
        Paragraph(escape(_("A print-and-play kit")), st["subtitle"]),
        Spacer(1, mm_to_pt(lower_mm + art_mm + 14)),
    ]
    # A compendium's games are named under their pictures.
    story += [
        Paragraph(_balanced(cover.facts, st["subtitle"], width_mm), st["subtitle"]),
        Spacer(1, mm_to_pt(3)),
        # How much a kit costs to print, so kits can be compared before printing.
        Paragraph(escape(_("To print: {card} and {paper}, the calibration page included")
                         .format(card=card, paper=paper)),
                  st["subtitle"]),
    ]
    return story


def _balanced(facts: Sequence[str], style: ParagraphStyle, width_mm: float) -> str:
    """The facts joined by middle dots, on one line if they fit `width_mm`, else on two
    broken between two facts where the longer line is shortest (never one word alone)."""
    def wide(line: str) -> float:
        return stringWidth(line, style.fontName, style.fontSize) / mm_to_pt(1)

    line = " · ".join(facts)
    if wide(line) <= width_mm or len(facts) < 2:
        return escape(line)
    first, second = min(((" · ".join(facts[:at]), " · ".join(facts[at:]))
                         for at in range(1, len(facts))),
                        key=lambda pair: max(wide(pair[0]), wide(pair[1])))
    return f"{escape(first)}<br/>{escape(second)}"


def _foot(cover: Cover, centred: ParagraphStyle, _: Gettext) -> list[Paragraph]:
    """What the cover prints at its foot: where the kit belongs, credits, the screen note."""
    lines = [_("One of the games of the {series} collection").format(
        series=cover.collection)] if cover.collection else []
    # Credits, not a software version: the version is in the PDF's metadata.
    lines += [_("Rules text, board art and kit design: the printkit authors."),
              _("Page 1 is for reading on screen: do not print it. Print page 2 "
                "first, on plain paper.")]
    return [Paragraph(escape(line), centred) for line in lines]


def _art_scale(art: Drawing, size_mm: tuple[float, float], room: float) -> float:
    """The scale the cover draws `art` at, to fit `room` mm of height and the width: at
    most its own size scaled with the paper, unless it is long and low."""
    if art.width > 2 * art.height:  # a long, low picture: as wide as the cover lets it
        return min((size_mm[0] - 2 * WIDE_ART_SIDES_MM) / art.width, room / art.height)
    return min(size_mm[0] / A4_MM[0], (size_mm[0] - 2 * COVER_ART_SIDES_MM) / art.width,
               room / art.height)


def _named_starts(titles: Mapping[str, str], sets: Sequence[PieceSet],
                  ctx: Context, positions: Mapping[str, str] | None = None) -> Drawing:
    """A compendium's cover picture: each game's start (or its position in `positions`,
    by name), with the pieces the compendium prints for it (its shared `sets` included),
    its title under it."""
    # Imported here: a single game's kit loads no compendium code.
    from printkit.games.compose import COVER_ACROSS, COVER_CELL, START, cover_grid

    kits = [find_game(name).kit() for name in titles]
    shown = positions or {}
    starts = [kit.diagram(replace(START, position=shown.get(name, START.position)),
                          width=COVER_CELL, palette=ctx.theme,
                          pieces=shared_style(sets, kit.manifest))
              for name, kit in zip(titles, kits, strict=True)]
    cells = []
    for at, (name, title) in enumerate(titles.items()):
        # Each start centred in its row's tallest, so the row's titles share one baseline.
        row = at - at % COVER_ACROSS
        tall = max(start.height for start in starts[row:row + COVER_ACROSS])
        start = starts[at]
        cell = Drawing(COVER_CELL, tall + NAME_MM, name=f"{name}-named")
        cell.place(start, (COVER_CELL - start.width) / 2, (tall - start.height) / 2)
        cell.text(COVER_CELL / 2, tall + NAME_MM - 1.6, title, size=NAME_SIZE,
                  font="sans-bold", anchor="middle")
        cells.append(cell)
    return cover_grid(cells, "compendium-cover")


def _height_mm(flowables: list[Flowable], size_mm: tuple[float, float]) -> float:
    """How tall `flowables` set one under another on the page are, in mm."""
    return sum(f.wrap(mm_to_pt(size_mm[0]), mm_to_pt(size_mm[1]))[1]
               for f in flowables) / mm_to_pt(1)


def _contents_band(items: list[Item], st: dict[str, Any], _: Gettext,
                   width_mm: float, tall_mm: float) -> list[Flowable]:
    """The cover's "In this kit": one piece of each kind drawn `tall_mm` high (narrower
    where a wide one would crowd its row), its count and name under it, in rows as even
    as fit the cover's width."""
    if not items:  # a kit whose sheets hold no part to show (a toy game's)
        return []
    caption = ParagraphStyle("contents", parent=st["small"], fontName=SANS, fontSize=8,
                             leading=9.5, alignment=TA_CENTER)
    # A compendium's board cards are named in a line of their own: the picture above
    # shows every board, and a row of them would shrink it to thumbnails.
    cards = [item.name for item in items if item.ident.startswith(CARDS)]
    items = [item for item in items if not item.ident.startswith(CARDS)]
    grow = width_mm / (A4_MM[0] - 2 * COVER_ART_SIDES_MM)
    least, most = BAND_CELL_MM * grow, BAND_CELL_MAX_MM * grow
    scales = [min(tall_mm / item.picture.height, (most - 4) / item.picture.width)
              for item in items]
    # As many cells a row as their pictures let fit, then every cell as wide as the
    # fullest row leaves them (the most width at most), so the words have room and the
    # rows line up.
    widths = [min(most, max(least, item.picture.width * scale + 4))
              for item, scale in zip(items, scales, strict=True)]
    rows = _even_rows(widths, width_mm) if items else []
    cell = min(most, width_mm / max((len(row) for row in rows), default=1))
    widths = [max(cell, width) for width in widths]
    flowables: list[Flowable] = [Spacer(1, mm_to_pt(7)),
                                 Paragraph(escape(_("In this kit")), ParagraphStyle(
                                     "in-kit", parent=st["h2"], alignment=TA_CENTER))]
    if cards:
        # On one line, or two broken between two boards' names.
        boards = ParagraphStyle("in-kit-boards", parent=caption, fontSize=9, leading=11.5)
        cards[0] = cards[0][:1].upper() + cards[0][1:]
        flowables += [Paragraph(_balanced(cards, boards, width_mm), boards),
                      Spacer(1, mm_to_pt(3))]
    for row in rows:
        # The pictures stand on one line, the labels hang from it: a label set on two
        # lines must not lift its picture above its neighbours'.
        tallest = max(items[at].picture.height * scales[at] for at in row)
        cells = [[Spacer(1, mm_to_pt(tallest - items[at].picture.height * scales[at])),
                  Picture(items[at].picture, scales[at]), Spacer(1, mm_to_pt(1.5)),
                  Paragraph(escape(items[at].name), caption)] for at in row]
        table = Table([cells], colWidths=[mm_to_pt(widths[at]) for at in row])
        table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("FONTNAME", (0, 0), (-1, -1), SANS),
                                   ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                                   ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
        flowables.append(table)
    return flowables


def _even_rows(widths: list[float], room: float) -> list[list[int]]:
    """The cells of `widths` in the fewest rows no wider than `room`, as even as can be."""
    for count in range(1, len(widths) + 1):
        # As many cells a row, or one more in the first rows.
        base, more = divmod(len(widths), count)
        ends = [sum(base + (row < more) for row in range(upto + 1)) for upto in range(count)]
        rows = [list(range(start, end)) for start, end in zip([0, *ends], ends, strict=False)]
        if all(sum(widths[at] for at in row) <= room for row in rows):
            return rows
    return [[at] for at in range(len(widths))]


def _cover_hook(art: Drawing | None, size_mm: tuple[float, float], room_mm: float,
                lower_mm: float, foot: list[Paragraph]) -> Any:
    """A page hook that draws the cover's `art` centred under its title, `lower_mm` lower
    than the page's usual place for it, and `foot` at the foot of the page."""
    width, height = size_mm

    def on_page(canvas: Any, doc: Any) -> None:
        if canvas.getPageNumber() != 1:
            return
        if art is not None:
            scale = _art_scale(art, size_mm, room_mm)
            left = (width - art.width * scale) / 2
            draw(canvas, art, mm_to_pt(left), mm_to_pt(height - COVER_ART_TOP_MM - lower_mm),
                 scale)
        room = mm_to_pt(width - 2 * COVER_ART_SIDES_MM)
        y = mm_to_pt(FOOT_MM)
        for paragraph in reversed(foot):  # upwards from the foot
            _, tall = paragraph.wrapOn(canvas, room, mm_to_pt(height))
            paragraph.drawOn(canvas, mm_to_pt(COVER_ART_SIDES_MM), y)
            y += tall + mm_to_pt(2)

    return on_page


class Picture(Flowable):
    """A drawing in the text flow at `scale`, framed like a sheet of paper if `framed`."""

    def __init__(self, drawing: Drawing, scale: float = 1.0, framed: bool = False) -> None:
        super().__init__()
        self.drawing, self.scale, self.framed = drawing, scale, framed
        self.width = mm_to_pt(drawing.width * scale)
        self.height = mm_to_pt(drawing.height * scale)

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        draw(self.canv, self.drawing, 0, self.height, self.scale)
        if self.framed:
            self.canv.setLineWidth(0.5)
            self.canv.setStrokeColor("#8a8a8a")
            self.canv.rect(0, 0, self.width, self.height)


def _page_two(facts: KitFacts, sheets: list[Sheet], ctx: Context, st: dict[str, Any],
              _: Gettext, ngettext: NGettext, titles: Mapping[str, str],
              name: str, colours: Colours, stand_ins: Sequence[str] = ()) -> list[Flowable]:
    """How to print: the calibration square and key beside the steps, the page map, the
    tools."""
    square = draw_square(CalibrationParams(
        square=SQUARE_MM, note=_("This square must measure exactly 50\u00a0mm.")))
    legend = draw_legend(LegendParams(
        width=LEGEND_MM[0], height=LEGEND_MM[1], styles=line_styles(sheets),
        cut_label=_("cut"), crop_label=_("cut between the marks with a ruler"),
        valley_label=_("valley fold"), mountain_label=_("mountain fold"),
        glue_label=_("glue")))
    tools = (_("Scissors or a craft knife with a cutting mat, a metal ruler, a glue stick, "
               "and a blunt point such as an empty ballpoint pen for creasing folds.")
             if facts.glue else
             _("Scissors or a craft knife with a cutting mat, a metal ruler, and a blunt "
               "point such as an empty ballpoint pen for creasing folds."))
    left = [Picture(square), Spacer(1, mm_to_pt(5)), Picture(legend)]
    right: list[Flowable] = [Paragraph(escape(step), st["bullet"], bulletText="•")
                             for step in print_steps(facts, _, ngettext, stand_ins)]
    right += [Paragraph(escape(_("Tools")), st["h2"]), Paragraph(escape(tools), st["body"])]
    left_mm = LEGEND_MM[0] + 6
    frame_mm = ctx.paper.width - 36  # build_pdf's margins are 18 mm a side
    top = Table([[left, right]], colWidths=[mm_to_pt(left_mm), mm_to_pt(frame_mm - left_mm)],
                hAlign="LEFT")
    top.setStyle(_PLAIN)
    head = [Paragraph(escape(_("How to print")), st["h1"]), top,
            Paragraph(escape(_("The sheets")), st["h2"])]
    # The page map takes what the page leaves under build_pdf's margins (18 mm at the
    # top, 20 at the foot) and the headings' own space before and after.
    spaces = sum(f.getSpaceBefore() + f.getSpaceAfter() for f in head) / mm_to_pt(1)
    room_mm = ctx.paper.height - 38 - spaces - _height_mm(head, (frame_mm, ctx.paper.height))
    return [*head, _page_map(facts, sheets, st, _, frame_mm, titles, name, room_mm,
                              colours)]


_PLAIN = TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                     # A table sets its cells' font even round flowables: not Helvetica.
                     ("FONTNAME", (0, 0), (-1, -1), SANS),
                     ("LEFTPADDING", (0, 0), (-1, -1), 0),
                     ("RIGHTPADDING", (0, 0), (-1, -1), 0)])


def flip_words(facts: KitFacts, _: Gettext) -> str:
    """How the sheet turns for its back, in words."""
    if facts.duplex == "manual":
        return _("turned over by hand")
    return _("flip on long edge") if facts.duplex == "long-edge" else _("flip on short edge")


def print_steps(facts: KitFacts, _: Gettext, ngettext: NGettext,
                stand_ins: Sequence[str] = ()) -> list[str]:
    """The printing instructions, each page range and sheet count from `facts`, and what
    household things can stand in for pieces (`stand_ins`, translated) before any is cut."""
    flip = flip_words(facts, _)
    steps = [_("Print this page first, on plain paper, at actual size (100%), never “fit to "
               "page”. The square must measure 50\u00a0mm; if it does not, set the printer to "
               "actual size before printing on card.")]
    two, one = facts.two_sided, facts.one_sided
    if two:
        last = two[-1].front if facts.duplex == "manual" else two[-1].back
        if last == two[0].front:  # one front here, its back in the backs file
            steps.append(_("Page {first}: one sheet of card of 160 to 200\u00a0g/m², printed "
                           "on both sides ({flip}).").format(first=last, flip=flip))
        else:
            steps.append(ngettext(
                "Pages {first}–{last}: {count} sheet of card of 160 to 200\u00a0g/m², printed "
                "on both sides ({flip}).",
                "Pages {first}–{last}: {count} sheets of card of 160 to 200\u00a0g/m², printed "
                "on both sides ({flip}).", len(two)).format(
                    first=two[0].front, last=last, count=len(two), flip=flip))
    if one:
        steps.append(ngettext(
            "Page {first}: {count} sheet of card of 160 to 200\u00a0g/m², printed on one "
            "side only.",
            "Pages {first}–{last}: {count} sheets of card of 160 to 200\u00a0g/m², printed "
            "on one side only.", len(one)).format(
                first=one[0].front, last=one[-1].front, count=len(one)))
    if facts.rulebook and not facts.rulebook_two_sided:
        steps.append(_("Page {first}: the rulebook, one sheet of plain paper, printed on one "
                       "side only.").format(first=facts.rulebook[0]))
    elif facts.rulebook and facts.rulebook[0] == facts.rulebook[1]:  # manual: the front
        steps.append(_("Page {first}: the rulebook, one sheet of plain paper, printed on both "
                       "sides ({flip}).").format(first=facts.rulebook[0], flip=flip))
    elif facts.rulebook:
        first, last = facts.rulebook
        count = facts.paper_sheets
        steps.append(ngettext(
            "Pages {first}–{last}: the rulebook, {count} sheet of plain paper, printed on "
            "both sides ({flip}).",
            "Pages {first}–{last}: the rulebook, {count} sheets of plain paper, printed on "
            "both sides ({flip}).", count).format(first=first, last=last, count=count,
                                                   flip=flip))
    if facts.duplex == "manual":
        steps.append(_(
            "This file holds the fronts. Print them, then put each printed stack back in "
            "the paper tray, turned over along its long edge, without changing its "
            "order, and print the matching pages of {backs}: it holds the backs, card "
            "first, last sheet first.").format(backs=facts.backs_file))
    steps.append(_("Paper: {paper}.").format(paper=_(PAPER_NAMES[facts.paper])))
    if facts.halves and facts.paper != "a3":
        # Only a smaller paper halves a board (the kit drops the second half where the
        # paper holds the whole): say so before the card is spent.
        steps.append(_("On {paper} paper the board comes in two halves to glue together; "
                       "the A3 edition of this kit prints it in one piece.").format(
                           paper=_(PAPER_NAMES[facts.paper])))
    steps += stand_ins
    return steps


def sheet_caption(sheet: SheetFacts, facts: KitFacts, _: Gettext) -> str:
    """Where a sheet prints and on what: its pages, card, one side or both."""
    if sheet.back is None:
        return _("card, one side: page {front}").format(front=sheet.front)
    if facts.duplex == "manual":
        return _("card, both sides: page {front}, its back page {back} of the backs "
                 "file").format(front=sheet.front, back=sheet.back)
    return _("card, both sides: pages {front} and {back}").format(front=sheet.front,
                                                                  back=sheet.back)


def _rulebook_caption(facts: KitFacts, _: Gettext) -> str:
    """Where the rulebook prints, for its thumbnail."""
    assert facts.rulebook is not None
    first, last = facts.rulebook
    if not facts.rulebook_two_sided:
        return _("plain paper, one side: page {first}").format(first=first)
    if first == last:  # manual duplex: its front here, its back in the backs file
        return _("plain paper, both sides: page {first}").format(first=first)
    return _("plain paper, both sides: pages {first}–{last}").format(first=first, last=last)


def _text_page(width: float, height: float) -> Drawing:
    """A page of two columns of grey lines: a rulebook page in a thumbnail."""
    page = Drawing(width, height, name="rulebook")
    column = (width - 32) / 2
    for x in (12.0, 20 + column):
        for y in range(24, int(height) - 20, 9):
            page.line((x, y), (x + column, y), stroke="#b0b0b0", stroke_width=3.0)
    page.rect(12, 12, width - 24, 6, fill="#b0b0b0")
    return page


def _page_map(facts: KitFacts, sheets: list[Sheet], st: dict[str, Any], _: Gettext,
              frame_mm: float, titles: Mapping[str, str], name: str,
              room_mm: float, colours: Colours) -> Flowable:
    """Each sheet as a thumbnail with its number, its pages and what it holds, as large
    as `room_mm` of height lets them be."""
    count = len(facts.sheets) + (1 if facts.rulebook else 0)
    # The fewest columns (so the largest thumbnails) whose map fits the room; the most
    # columns, with the smallest thumbnails, when none does.
    for columns in range(MIN_MAP_COLUMNS, MAX_MAP_COLUMNS + 1):
        table = _map_table(facts, sheets, st, _, frame_mm, titles, name, columns, colours)
        if table.wrap(mm_to_pt(frame_mm), mm_to_pt(room_mm))[1] <= mm_to_pt(room_mm - 2):
            return table
    return _map_table(facts, sheets, st, _, frame_mm, titles, name,
                      min(max(count, MAP_COLUMNS), MAX_MAP_COLUMNS), colours)


def _map_table(facts: KitFacts, sheets: list[Sheet], st: dict[str, Any], _: Gettext,
               frame_mm: float, titles: Mapping[str, str], name: str,
               columns: int, colours: Colours) -> Table:
    """The page map as a table of `columns` thumbnails a row."""
    small = ParagraphStyle("map", parent=st["small"], fontSize=7.5, leading=9,
                           alignment=TA_CENTER)
    cells: list[list[Flowable]] = []
    # The cap grows with the paper: A3's page 2 is A4's scaled by 1.41.
    thumb = min(THUMB_MAX_MM * frame_mm / (A4_MM[0] - 36), frame_mm / columns - 6)
    for sheet, fact in zip(sheets, facts.sheets, strict=True):
        scale = thumb / sheet.paper.width
        # Both modules of the box on one sheet are the whole box, both halves the board.
        whole = {"box-a", "box-b"} <= set(fact.parts)
        halves = any({f"board-{a}", f"board-{b}"} <= set(fact.parts)
                     for a, b in (("left", "right"), ("top", "bottom")))
        parts = [_("box") if whole and p.startswith("box-")
                 else _("both halves of the board") if halves and p.startswith("board-")
                 else sheet_board_name(p, titles, _) if p.startswith("boards-")
                 else part_name(p, _, titles, name, colours) for p in fact.parts]
        number = _("Sheet {number}").format(number=fact.number)  # Babel reads no f-string
        cells.append([
            Picture(sheet.front, scale, framed=True),
            Paragraph(f"<b>{escape(number)}</b>", small),
            Paragraph(escape(sheet_caption(fact, facts, _)), small),
            Paragraph(escape(", ".join(dict.fromkeys(parts))), small),
        ])
    if facts.rulebook and sheets:
        blank = _text_page(sheets[0].front.width, sheets[0].front.height)
        first, last = facts.rulebook
        name = _("Rulebook")
        cells.append([
            Picture(blank, thumb / blank.width, framed=True),
            Paragraph(f"<b>{escape(name)}</b>", small),
            Paragraph(escape(_rulebook_caption(facts, _)), small),
        ])
    width = mm_to_pt(frame_mm / columns)
    rows = [cells[i:i + columns] for i in range(0, len(cells), columns)]
    rows[-1] += [[Spacer(1, 1)] for _ in range(columns - len(rows[-1]))]
    table = Table(rows, colWidths=[width] * columns, hAlign="LEFT")
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("FONTNAME", (0, 0), (-1, -1), SANS),
                               ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 2),
                               ("RIGHTPADDING", (0, 0), (-1, -1), 2),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]))
    return table
