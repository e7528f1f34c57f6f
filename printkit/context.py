"""What a kit build is asked for (KitOptions) and what a recipe draws with (Context)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from printkit.art.palette import PALETTES
from printkit.errors import BadValueError
from printkit.i18n import Gettext, NGettext, english_ngettext
from printkit.layout.sheet import Duplex
from printkit.units import PAPERS, PRINT_SHOP_SAFE_MM, PRINTER_MARGIN_MM, Paper

# Bleed a copy shop expects around a trimmed page.
PRINT_SHOP_BLEED_MM = 3.0
THEMES = tuple(PALETTES)  # a theme is a palette of the art
RULEBOOK_LAYOUTS = ("pages", "booklet")

@dataclass(frozen=True)
class KitOptions:
    """Everything a user chooses about a kit build besides the game."""

    language: str = "en"
    paper: Paper = PAPERS["a4"]
    duplex: Duplex = Duplex.LONG_EDGE
    back_offset: tuple[float, float] = (0.0, 0.0)
    theme: str = "classic"
    rulebook: str = "pages"  # or "booklet": half-size pages imposed for folding
    bleed: float | None = None  # art past the cuts, mm; None keeps each part's own
    print_shop: bool = False  # trim marks and page boxes for a copy shop, no home margin
    allow_incomplete: bool = False

    def __post_init__(self) -> None:
        # The CLI offers only these; a library caller gets the same one-line error.
        if self.theme not in THEMES:
            raise BadValueError("theme", self.theme, ", ".join(THEMES))
        if self.rulebook not in RULEBOOK_LAYOUTS:
            raise BadValueError("rulebook layout", self.rulebook, ", ".join(RULEBOOK_LAYOUTS))
        if self.bleed is not None and not (math.isfinite(self.bleed) and 0 <= self.bleed <= 5):
            raise BadValueError("bleed", self.bleed, "a number of mm from 0 to 5")

    @property
    def page_bleed(self) -> float:
        """Bleed around each sheet page: what was asked, or 3 mm for a print shop."""
        if self.bleed is not None:
            return self.bleed
        return PRINT_SHOP_BLEED_MM if self.print_shop else 0.0

    @property
    def sheet_margin(self) -> float:
        """How far every part keeps inside the paper edge (for a print shop, the trim)."""
        # A copy shop trims within a millimetre or two: parts keep a safe zone inside it.
        return PRINT_SHOP_SAFE_MM if self.print_shop else PRINTER_MARGIN_MM

    @property
    def part_bleed(self) -> float | None:
        """Bleed for parts whose art can bleed; None leaves each part its own default."""
        return self.page_bleed if self.bleed is not None or self.print_shop else None


@dataclass(frozen=True)
class Context:
    """What a recipe needs to know to draw its parts."""

    paper: Paper
    language: str
    gettext: Gettext
    theme: str = "classic"
    rulebook: str = "pages"
    bleed: float | None = None
    ngettext: NGettext = english_ngettext  # plural forms in the kit's language
