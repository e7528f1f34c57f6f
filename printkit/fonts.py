"""The bundled OFL font families and where their files are."""

from __future__ import annotations

from pathlib import Path

from printkit.errors import PrintkitError
from printkit.paths import fonts_dir

# Logical name -> file in fonts/. Gentium Book Plus for reading text (full
# Portuguese coverage, sturdy on cheap paper), Lato for labels and headings.
FONT_FILES: dict[str, str] = {
    "serif": "GentiumBookPlus-Regular.ttf",
    "serif-italic": "GentiumBookPlus-Italic.ttf",
    "serif-bold": "GentiumBookPlus-Bold.ttf",
    "serif-bolditalic": "GentiumBookPlus-BoldItalic.ttf",
    "sans": "Lato-Regular.ttf",
    "sans-bold": "Lato-Bold.ttf",
}


def font_path(name: str) -> Path:
    """Return the file of the logical font `name`, or raise if it is unknown or missing."""
    try:
        filename = FONT_FILES[name]
    except KeyError:
        raise PrintkitError(
            f"unknown font {name!r}: accepted {', '.join(FONT_FILES)}"
        ) from None
    path = fonts_dir() / filename
    if not path.is_file():
        raise PrintkitError(f"font file missing: {path} (reinstall printkit)")
    return path
