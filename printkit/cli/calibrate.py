"""`printkit calibrate`: a duplex sheet that measures how far the printer moves the backs."""

from __future__ import annotations

from pathlib import Path

import click

from printkit.cli.options import (
    DUPLEX_MODES,
    OUTPUT,
    back_offset_option,
    language_option,
    output_file,
    paper_option,
)
from printkit.units import find_paper

# Start-up: `printkit --help` imports every command module (~62 ms in all), so what only a
# command needs is imported inside it: at the top, printkit.calibration (~130 ms, its PDF
# writer), printkit.kit (~185 ms), printkit.layout.sheet (~10 ms), printkit.output (~5 ms) and
# printkit.i18n (~3 ms) would add to every start.

HOW_TO_PRINT = {
    "long-edge": "both pages on one sheet, double-sided, flipping on the long edge",
    "short-edge": "both pages on one sheet, double-sided, flipping on the short edge",
    "manual": "page 1, then page 2 on its back (turn the sheet over its long edge)",
}


# Not the shared --duplex: its help speaks of the kit's files, and this sheet is one file.
duplex_option = click.option(
    "--duplex", default="long-edge", show_default=True, type=click.Choice(DUPLEX_MODES),
    help="How your printer turns the sheet for the back ('manual': you turn it over its "
         "long edge by hand). Calibrate with the mode you will build with.",
)


@click.command()
@language_option()
@paper_option
@duplex_option
@back_offset_option
@click.option("-o", "--output", type=OUTPUT,
              help="Output PDF (default build/calibration-<paper>.pdf), or a folder "
                   "ending in '/'.")
def calibrate(lang: str, paper: str, duplex: str, back_offset: tuple[float, float],
              output: str | None) -> None:
    """Write a one-sheet PDF that measures your printer's front-to-back drift.

    Print it on both sides, hold it against a window and read the scales on
    the back: they give the X,Y to pass to `printkit build --back-offset`.
    With --back-offset, the back is printed already corrected, so every line
    should cross its scale at 0.

    \b
    Examples:
      printkit calibrate
      printkit calibrate --paper letter --duplex short-edge
      printkit calibrate --back-offset 1.5,-0.5 -o check.pdf
    """
    from printkit.calibration import calibration_pdf
    from printkit.i18n import translator
    from printkit.kit import check_translated
    from printkit.layout.sheet import find_duplex
    from printkit.output import atomic_write, check_target

    sheet_paper, mode = find_paper(paper), find_duplex(duplex)
    target = output_file(output, Path("build") / f"calibration-{sheet_paper.name}.pdf")
    check_target(target)  # before the drawing, so a bad path fails at once
    tr = translator(lang)
    pdf = calibration_pdf(sheet_paper, mode, back_offset, lang, tr.gettext)
    check_translated(tr, allow_incomplete=False)
    atomic_write(target, pdf)
    click.echo(f"{target}: 2 pages, one sheet")
    how = HOW_TO_PRINT.get(mode.value, mode.value)
    click.echo(f"  print {how}, at actual size; then read the scales on the back as the "
               "sheet explains")
