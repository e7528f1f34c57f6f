"""Text turned into SVG path outlines from the bundled fonts (fontTools)."""

from __future__ import annotations

import io
import logging
from functools import cache
from typing import Any

from printkit.errors import PrintkitError
from printkit.fonts import font_path
from printkit.units import fmt

# Gentium's 'head' table has an old-style creation stamp that fontTools logs
# about on every load; it is harmless and would clutter the command's output.
logging.getLogger("fontTools.ttLib.tables._h_e_a_d").setLevel(logging.ERROR)


@cache
def _file(name: str) -> Any:
    """The font, read lazily: each table is parsed the first time it is asked for."""
    from fontTools.ttLib import TTFont  # imported here: most text never needs the files

    # From a copy in memory, not an open file: a forked process would share the file's
    # read position with this one, and their lazy reads could interleave.
    return TTFont(io.BytesIO(font_path(name).read_bytes()), lazy=True)


@cache
def _cmap(name: str) -> dict[int, str]:
    cmap: dict[int, str] = _file(name).getBestCmap()
    return cmap


@cache
def _metrics(name: str) -> tuple[dict[int, str], Any, float]:
    """The character map, the advance widths and the units per em of font `name`."""
    font = _file(name)
    return _cmap(name), font["hmtx"], float(font["head"].unitsPerEm)


# Characters every bundled face draws (a test checks each font file): Latin-1 and Latin
# Extended-A, which hold all of Portuguese, and common punctuation. Text made of these
# alone needs no look in the fonts, whose character maps take a while to read.
COMMON_CHARACTERS = frozenset(
    [chr(c) for c in range(0x20, 0x7F)]
    + [chr(c) for c in range(0xA0, 0x180) if c != 0x149]  # U+0149 is deprecated, and absent
    + list("‐–—‘’‚“”„†‡•…‰′″‹›⁄")
)


def has_glyphs(content: str, font: str = "sans") -> str:
    """Return the characters of `content` that `font` cannot draw (empty when all can)."""
    rare = {c for c in content if c not in COMMON_CHARACTERS and not c.isspace()}
    if not rare:
        return ""
    cmap = _cmap(font)  # the character map alone: the glyph outlines take far longer to read
    return "".join(sorted(c for c in rare if ord(c) not in cmap))


def text_width(content: str, *, size: float, font: str = "sans") -> float:
    """Return the advance width in mm of `content` set at em size `size` mm."""
    cmap, hmtx, upem = _metrics(font)
    total = 0
    for char in content:
        glyph = cmap.get(ord(char))
        if glyph is not None:
            total += hmtx[glyph][0]
    return total * size / upem


@cache
def text_path(content: str, *, size: float, font: str = "sans") -> tuple[str, float]:
    """Return (path data, advance width) for `content` with its baseline at y = 0."""
    cmap, hmtx, upem = _metrics(font)
    # Unlike has_glyphs, whitespace counts here: a tab or U+1680 with no glyph cannot be drawn.
    missing = "".join(sorted({char for char in content if ord(char) not in cmap}))
    if missing:
        raise PrintkitError(f"font {font!r} has no glyph for {missing!r} in text {content!r}")
    from fontTools.pens.svgPathPen import SVGPathPen
    from fontTools.pens.transformPen import TransformPen

    glyphs = _file(font).getGlyphSet()  # the outlines: read only for SVG export
    scale = size / upem
    pen = SVGPathPen(glyphs, ntos=fmt)
    advance = 0.0
    for char in content:
        glyph = cmap[ord(char)]
        # Font units grow upwards; SVG y grows downwards, hence -scale.
        glyphs[glyph].draw(TransformPen(pen, (scale, 0, 0, -scale, advance * scale, 0)))
        advance += hmtx[glyph][0]
    return pen.getCommands(), advance * scale
