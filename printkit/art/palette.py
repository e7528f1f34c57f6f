"""Named colour sets shared by every game's board, pieces and parts."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Palette:
    """The colours of one set of board, pieces and parts, as #rrggbb strings; each board
    takes the roles its own art has (a points board all of them)."""

    light: str  # the light pieces (the near side in diagrams)
    light_edge: str  # outline and emblem ink on light pieces
    dark: str  # the dark pieces
    dark_edge: str  # outline and emblem ink on dark pieces
    point_a: str  # the first of two alternating field colours (the dark wood)
    point_b: str  # the second (the cream)
    felt: str  # the playing field behind its cells or points
    frame: str  # the surround: rails, score tracks, number bands
    frame_ink: str  # text, dots and marks printed on the frame
    bar: str  # the band between the two halves of a split field
    tray: str  # trays beside the field (where borne-off pieces go)
    ink: str  # fine lines on the field
    accent: str  # play arrows in diagrams
    # Line-art themes, whose two field colours are the same: the ink of the light
    # hatching that marks every other point instead (empty where the fills differ).
    hatch: str = ""
    glue: str = "#dcdcdc"  # the tint of a board's glue strip (canvas.GLUE_TINT)
    # The plain cells of a board whose edges belong to the two sides (Hex): a tone between
    # the light and dark pieces, so each side's tinted edge cells stand out from them
    # (empty: mixed from light and felt).
    cell: str = ""
    # The warm shade a goal rank's squares take, each square's own colour paled and
    # turned towards it, so the chequer stays (empty: touched with the accent instead).
    goal: str = ""
    # A marked zone's colour (Snort's centre), its frame's and its tint's source, warm
    # where the board is warm (empty: the accent, as the play arrows).
    zone: str = ""


CLASSIC = Palette(
    light="#f8f1e0",
    light_edge="#6b5440",
    dark="#3a2418",
    dark_edge="#c9a46c",
    point_a="#9b4a2c",
    point_b="#ecdcb6",
    felt="#c9a877",
    frame="#3b261a",
    frame_ink="#e8d6ae",
    bar="#6b4630",
    tray="#ad8c5f",
    ink="#2b1c12",
    accent="#1f5da8",
    goal="#f0c050",  # pale gold: warm like the wood, never the accent's cold blue
    zone="#b8532c",  # terracotta: a warm accent that stands apart from the tan squares
)

# Line work on white paper: Ghostscript's inkcov counts every pixel that carries any
# ink, so even a pale tint costs as much as a dark one. Alternate points get evenly
# spaced parallel hatching instead of a fill, close enough to read as a grey tone (see
# points.HATCH_SHARE). Only the dark pieces keep a tint: a mid grey well darker than
# the glue tint (#dcdcdc), so the two sides stay apart at a glance, in dim light and
# in greyscale, yet light enough (above 65 %) that Ghostscript's conversion prints it
# without black ink on top of its three colours. The board's glue strip is a paler
# tint: the glue, not a grey bar.
INK_SAVER = Palette(
    light="#ffffff",
    light_edge="#555555",
    dark="#a8a8a8",
    dark_edge="#222222",
    point_a="#ffffff",
    point_b="#ffffff",
    felt="#ffffff",
    frame="#ffffff",
    frame_ink="#555555",
    bar="#ffffff",
    tray="#ffffff",
    ink="#555555",
    accent="#000000",
    hatch="#777777",
    glue="#f3f3f3",
)

# Blue and orange (told apart with every common colour-vision deficiency), with
# light and dark far apart in lightness so the board also reads in greyscale.
HIGH_CONTRAST = Palette(
    light="#ffffff",
    light_edge="#000000",
    dark="#111111",
    dark_edge="#ffffff",
    point_a="#0b4f9c",
    point_b="#f5b041",
    felt="#fdf6e3",
    frame="#000000",
    frame_ink="#ffffff",
    bar="#5a5a5a",
    tray="#d9d9d9",
    ink="#000000",
    accent="#d55e00",
    cell="#d0d0d0",
)

PALETTES: dict[str, Palette] = {
    "classic": CLASSIC, "ink-saver": INK_SAVER, "high-contrast": HIGH_CONTRAST,
}


def find_palette(name: str) -> Palette:
    """Return the palette called `name`; parameters restrict names to PALETTES."""
    return PALETTES[name]


def mix(a: str, b: str, t: float) -> str:
    """Blend colour `a` towards colour `b` by fraction `t` (0 gives a, 1 gives b)."""
    ca = [int(a[i : i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb, strict=True))


def luminance(colour: str) -> float:
    """Relative luminance of a #rrggbb colour (WCAG 2 definition), 0 black to 1 white."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(int(colour[i : i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def readable_on(background: str, *candidates: str) -> str:
    """The candidate colour with the highest contrast ratio against `background`."""
    lb = luminance(background)

    def contrast(colour: str) -> float:
        lc = luminance(colour)
        return (max(lb, lc) + 0.05) / (min(lb, lc) + 0.05)

    return max(candidates, key=contrast)
