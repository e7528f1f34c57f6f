"""A duplex calibration sheet: thin target lines on the front, millimetre scales behind them.

Held against a window, each front line shows through the paper and crosses a scale on
the back; the number it crosses is how far the printer moved the back, with the sign
already turned into the correction to pass as `--back-offset X,Y`.
"""

from __future__ import annotations

from collections.abc import Sequence

from printkit.art.canvas import INK, Drawing, Point
from printkit.art.outlines import text_width
from printkit.art.parts.calibration import CalibrationParams
from printkit.art.parts.calibration import draw as draw_square
from printkit.i18n import Gettext, decimal, untranslated
from printkit.units import Paper

Step = tuple[str, str]  # an instruction and the command that goes with it ("" for none)

# Target centres sit this far from the paper edges, so that every back scale, even
# moved by the largest back offset, stays inside the 5 mm printer margin.
INSET = 33.0
MAX_OFFSET = 10.0  # the largest --back-offset on either axis
ARM = 18.0  # half the length of each front line: it must cross its scale despite drift
GAP = 10.0  # from a target centre to the line of its scales, so they miss the other line
SPAN = 5.0  # each scale reads from -SPAN to +SPAN mm
STEP = 0.5  # mm between ticks

LINE_WIDTH = 0.2  # the front lines: thin for a precise reading, dark enough to show through
TICK_WIDTH = 0.12
ZERO_WIDTH = 0.3
ZERO_REACH = (1.5, 3.0)  # the zero tick, longer than the others on both sides
NUMBER_SIZE = 1.45  # the largest at which whole-millimetre numbers stay apart
NUMBER_GAP = 3.3  # from the baseline to the numbers' baseline (or near side)
SIGN_SIZE = 3.4
GREY = "#8a8a8a"
# The kit the example build command names: build's own word for its argument, since the
# sheet serves every kit; a kit that prints the sheet may name itself.
ANY_KIT = "GAME"

TEXT_SIZE = 3.0  # em size of the instructions, shrunk if a translation is longer
LEADING = 1.45  # line height in ems
PARAGRAPH_GAP = 0.5  # extra space after a paragraph, in ems
SIDE = 15.0  # left and right margin of the text blocks



def target_centres(width: float, height: float) -> list[Point]:
    """Where the targets go on the front: the centre first, then the four corners."""
    w, h, c = width, height, INSET
    return [(w / 2, h / 2), (c, c), (w - c, c), (c, h - c), (w - c, h - c)]


# -- front ------------------------------------------------------------------


def target(d: Drawing, x: float, y: float) -> None:
    """Draw a front target: a thin vertical and horizontal line crossing at (x, y)."""
    d.line((x, y - ARM), (x, y + ARM), stroke_width=LINE_WIDTH)
    d.line((x - ARM, y), (x + ARM, y), stroke_width=LINE_WIDTH)
    d.circle(x, y, 2.5, stroke=INK, stroke_width=LINE_WIDTH)


def draw_front(
    paper: Paper, flip: str, offset: tuple[float, float], _: Gettext = untranslated,
    language: str = "en", kit: str = ANY_KIT,
) -> Drawing:
    """Draw the front page: targets, the instructions (whose example builds `kit`) and the
    50 mm calibration square."""
    d = Drawing(paper.width, paper.height, name="calibration-front")
    for x, y in target_centres(paper.width, paper.height):
        target(d, x, y)
    _heading(d, _("Duplex calibration sheet"), _subtitle(paper, flip, offset, _, language))
    _text_band(d, _front_steps(paper, flip, offset, _, language, kit))
    note = _("This square must measure exactly 50\u00a0mm.")
    square = draw_square(CalibrationParams(note=note))
    # Centred in the band between the centre target and the bottom targets.
    band_top, band_bottom = paper.height / 2 + ARM, paper.height - INSET - ARM
    d.place(square, (paper.width - square.width) / 2,
            (band_top + band_bottom - square.height) / 2, ident="square")
    return d


def _subtitle(paper: Paper, flip: str, offset: tuple[float, float], _: Gettext,
              language: str) -> str:
    """The line that says which paper, flip and offset this sheet was made for."""
    return _("{paper} paper · {flip} · back offset {offset}").format(
        paper=_(paper.label), flip=_flip_name(flip, _), offset=offset_words(offset, language))


def offset_words(offset: tuple[float, float], language: str) -> str:
    """An offset as prose writes it, each number in the language's way: "X +1.5 mm,
    Y −0.5 mm", or "X +1,5 mm, Y −0,5 mm" in Portuguese."""
    x, y = (decimal(value, language, signed=True) for value in offset)
    return f"X {x}\u00a0mm, Y {y}\u00a0mm"


def _flip_name(flip: str, _: Gettext) -> str:
    """A short name for the way the sheet turns."""
    if flip == "short-edge":
        return _("flip on short edge")
    if flip == "manual":
        return _("turned by hand")
    return _("flip on long edge")


def _print_step(flip: str, _: Gettext) -> str:
    """How to print the two pages on one sheet, for the chosen flip."""
    if flip == "short-edge":
        how = _("Print both pages on one sheet, double-sided with flip on the short edge, at "
                "actual size (100%, no “fit to page”).")
    elif flip == "manual":
        how = _("Print page 1 at actual size (100%, no “fit to page”), put the sheet "
                "back in the tray turned over on its long edge, and print page 2.")
    else:
        how = _("Print both pages on one sheet, double-sided with flip on the long edge, at "
                "actual size (100%, no “fit to page”).")
    return how + " " + _("The square below must measure 50\u00a0mm.")


def _front_steps(
    paper: Paper, flip: str, offset: tuple[float, float], _: Gettext, language: str, kit: str
) -> list[Step]:
    """The numbered instructions printed on the front, each with a command or none; the
    example build is of `kit`."""
    options = f"--paper {paper.name} --duplex {flip}"
    steps: list[Step] = [
        (_print_step(flip, _), ""),
        (_("Hold the sheet against a window or a lamp with the back towards you, its text "
           "upright. The thin lines of this front show through."), ""),
        (_("At each target, read the number where the vertical line crosses the "
           "horizontal scale: that is X. Read where the horizontal line crosses the "
           "vertical scale: that is Y. Take the sign printed at that end of the scale: "
           "+ is right or down, − is left or up."), ""),
        (_("Pass the two numbers to the build. For example, if the vertical line crosses "
           "the horizontal scale at +1.5 and the horizontal line crosses the vertical "
           "scale at −0.5, run:"),
         f"printkit build {kit} {options} --back-offset 1.5,-0.5"),
        (_("Use the center target. If the corners read differently, your printer also "
           "turns or stretches the back; the center still gives the best single "
           "correction."), ""),
        (_("To check, print this sheet again with your numbers: each line should then "
           "cross its scale at 0."), f"printkit calibrate {options} --back-offset X,Y"),
    ]
    if offset != (0.0, 0.0):
        steps.insert(3, (_("This sheet's back is already shifted by {offset}: add your "
                           "readings to these numbers.").format(
                               offset=offset_words(offset, language)), ""))
    return steps


# -- back -------------------------------------------------------------------


def draw_back(
    paper: Paper, zeros: Sequence[Point], offset: tuple[float, float],
    _: Gettext = untranslated, language: str = "en",
) -> Drawing:
    """Draw the back page: a pair of scales whose zeros lie at each of `zeros`.

    `zeros` are back-page positions, already mirrored and offset by the caller, so
    that this stays a drawing and knows nothing of how a printer turns the sheet."""
    d = Drawing(paper.width, paper.height, name="calibration-back")
    for x, y in zeros:
        scale_pair(d, x, y)
    _heading(d, _("Back: read the scales on this side"),
             _("Printed with back offset {offset}").format(
                 offset=offset_words(offset, language)))
    _text_band(d, _back_steps(offset, _, language), numbered=False)
    return d


def _back_steps(offset: tuple[float, float], _: Gettext, language: str) -> list[Step]:
    """The reminder printed on the back, where the reading is done."""
    steps: list[Step] = [
        (_("Hold this side towards you against a window or a lamp. Read the number where "
           "each thin line from the front crosses a scale, with the sign at that end: + is "
           "right or down, − is left or up."), ""),
        (_("The horizontal scale gives X, the vertical scale gives Y: build with "
           "--back-offset X,Y."), ""),
    ]
    if offset != (0.0, 0.0):
        steps.append((_("This back is already shifted by {offset}: add your readings "
                        "to these numbers.").format(offset=offset_words(offset, language)), ""))
    return steps


def scale_pair(d: Drawing, x: float, y: float) -> None:
    """Draw the X scale below and the Y scale right of (x, y), both with zero level with it."""
    d.circle(x, y, 2.5, stroke=GREY, stroke_width=TICK_WIDTH)
    horizontal_scale(d, x, y + GAP)
    vertical_scale(d, x + GAP, y)


def _ticks() -> list[tuple[float, float]]:
    """Each tick as (value in mm, length in mm): longer every mm and every 5 mm."""
    count = round(SPAN / STEP)
    ticks = []
    for i in range(-count, count + 1):
        value = i * STEP
        length = 2.4 if value % 5 == 0 else 1.7 if value % 1 == 0 else 1.0
        ticks.append((value, length))
    return ticks


def horizontal_scale(d: Drawing, x0: float, y0: float) -> None:
    """Draw the X scale: baseline through (x0, y0), ticks hanging down, zero at x0."""
    d.line((x0 - SPAN, y0), (x0 + SPAN, y0), stroke_width=TICK_WIDTH)
    for value, length in _ticks():
        if value:
            d.line((x0 + value, y0), (x0 + value, y0 + length), stroke_width=TICK_WIDTH)
    d.line((x0, y0 - ZERO_REACH[0]), (x0, y0 + ZERO_REACH[1]), stroke_width=ZERO_WIDTH)
    for mm in range(-int(SPAN), int(SPAN) + 1):
        # Like the Y scale's columns: odd and even numbers take turns in two rows.
        row = NUMBER_GAP + 1.05 + (1.6 if mm % 2 == 0 else 0.0)
        d.text(x0 + mm, y0 + row, str(abs(mm)), size=NUMBER_SIZE, anchor="middle",
               font="sans-bold" if mm == 0 else "sans")
    d.text(x0 - SPAN - 1.6, y0 + 2.2, "−", size=SIGN_SIZE, anchor="middle", font="sans-bold")
    d.text(x0 + SPAN + 1.6, y0 + 2.2, "+", size=SIGN_SIZE, anchor="middle", font="sans-bold")
    d.text(x0 - SPAN - 4.2, y0 + 2.2, "X", size=SIGN_SIZE, anchor="middle", font="sans-bold")


def vertical_scale(d: Drawing, x0: float, y0: float) -> None:
    """Draw the Y scale: baseline through (x0, y0), ticks to the right, zero at y0."""
    d.line((x0, y0 - SPAN), (x0, y0 + SPAN), stroke_width=TICK_WIDTH)
    for value, length in _ticks():
        if value:
            d.line((x0, y0 + value), (x0 + length, y0 + value), stroke_width=TICK_WIDTH)
    d.line((x0 - ZERO_REACH[0], y0), (x0 + ZERO_REACH[1], y0), stroke_width=ZERO_WIDTH)
    rise = 0.36 * NUMBER_SIZE  # half the digits' height, to centre them on their tick
    for mm in range(-int(SPAN), int(SPAN) + 1):
        # Digits are taller than they are wide: stacked 1 mm apart they would touch,
        # so odd and even numbers take turns in two columns.
        column = NUMBER_GAP + (1.3 if mm % 2 == 0 else 0.0)
        d.text(x0 + column, y0 + mm + rise, str(abs(mm)), size=NUMBER_SIZE,
               font="sans-bold" if mm == 0 else "sans")
    d.text(x0 + 1.4, y0 - SPAN - 1.0, "−", size=SIGN_SIZE, anchor="middle", font="sans-bold")
    d.text(x0 + 1.4, y0 + SPAN + 3.4, "+", size=SIGN_SIZE, anchor="middle", font="sans-bold")
    d.text(x0 + 1.4, y0 - SPAN - 4.6, "Y", size=SIGN_SIZE, anchor="middle", font="sans-bold")


# -- text -------------------------------------------------------------------


def _heading(d: Drawing, title: str, subtitle: str) -> None:
    """Write the title and subtitle centred between the two top targets."""
    # Clear of the top scales on the back too, wherever the largest offset puts them.
    room = d.width - 2 * (INSET + ARM + MAX_OFFSET + 2)
    cx = d.width / 2
    d.text(cx, INSET - 3, title, size=fit_size(title, room, 6.0, "sans-bold"),
           anchor="middle", font="sans-bold")
    d.text(cx, INSET + 4, subtitle, size=fit_size(subtitle, room, 3.2), anchor="middle")


def fit_size(text: str, room: float, size: float, font: str = "sans") -> float:
    """The em size, at most `size`, at which `text` fits in `room` mm."""
    return min(size, room / max(text_width(text, size=1.0, font=font), 1e-6))


def wrap(text: str, width: float, size: float) -> list[str]:
    """Break `text` into lines no wider than `width` mm at em size `size`."""
    lines: list[str] = []
    line = ""
    # Split at plain spaces only: a no-break space keeps "100 %" on one line.
    for word in text.split(" "):
        if not word:
            continue
        candidate = f"{line} {word}" if line else word
        if line and text_width(candidate, size=size) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def _text_band(d: Drawing, steps: Sequence[Step], *, numbered: bool = True) -> None:
    """Set `steps` in the band between the top targets and the centre target."""
    top = INSET + ARM + 7
    bottom = d.height / 2 - ARM - 5
    paragraphs(d, steps, SIDE, top, d.width - 2 * SIDE, bottom - top, numbered=numbered)


def paragraphs(
    d: Drawing, steps: Sequence[Step], x: float, y: float, width: float, height: float,
    *, numbered: bool = True,
) -> None:
    """Write `steps` as paragraphs in the box, each command on a bold line of its own,
    shrinking the text until it fits."""
    size = TEXT_SIZE
    while size > 2.0 and _text_height(steps, width, size, numbered) > height:
        size -= 0.1
    indent = text_width("9. ", size=size) if numbered else 0.0
    baseline = y + size
    for number, (text, command) in enumerate(steps, start=1):
        if numbered:
            d.text(x, baseline, f"{number}.", size=size)
        lines = [(line, "sans") for line in wrap(text, width - indent, size)]
        if command:
            lines.append((command, "sans-bold"))
        for line, font in lines:
            d.text(x + indent, baseline, line, size=size, font=font)
            baseline += LEADING * size
        baseline += PARAGRAPH_GAP * size


def _text_height(steps: Sequence[Step], width: float, size: float, numbered: bool) -> float:
    """How tall `steps` set at `size` are, paragraph gaps included."""
    indent = text_width("9. ", size=size) if numbered else 0.0
    lines = sum(len(wrap(text, width - indent, size)) + bool(command)
                for text, command in steps)
    return lines * LEADING * size + len(steps) * PARAGRAPH_GAP * size
