"""Building a kit to a file: what a build produced, where it goes, and the cache in front.

A kit is a function of printkit's files and the options asked: the same command gives
byte-identical output. So a kit that was built and passed every check is kept in the
user cache (printkit.cache), keyed by all of that, and served again without importing
the renderer. A miss builds it with printkit.kit, which validates everything it prints.
"""

from __future__ import annotations

import os
import pickle
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from printkit import cache
from printkit.layout.sheet import Duplex
from printkit.output import atomic_write_all, check_target

if TYPE_CHECKING:
    from printkit.context import KitOptions
    from printkit.games import Game
    from printkit.render.kit_facts import KitFacts

# Bump when the cached entry's shape changes.
ENTRY_FORM = 1


@dataclass(frozen=True)
class BuiltKit:
    """The result of a build: where the PDF went and what to print."""

    path: Path
    pages: int
    parts: tuple[int, int]
    rulebook: tuple[int, int] | None
    sheets: int  # of card
    paper_sheets: int = 0  # of plain paper, for the rulebook
    backs: Path | None = None  # with manual duplex, the PDF of backs
    # With manual duplex: pages of the backs file for the card and for the rulebook.
    back_ranges: tuple[tuple[int, int], tuple[int, int]] | None = None
    facts: KitFacts | None = None  # what the kit is, page by page (render/kit_facts.py)


def backs_path(output: Path) -> Path:
    """Where the backs go with manual duplex: beside the kit, '-backs' added to its name."""
    return output.with_name(f"{output.stem}-backs{output.suffix}")


def default_output(game: Game, language: str, paper: str) -> Path:
    """The default kit path, build/<game>-<lang>-<paper>.pdf; a compendium narrowed to some
    of its games names them (build/classics-hex-snort-en-a4.pdf), so it keeps the whole."""
    narrowed = "".join(f"-{name}" for name in game.held) if game.held != game.chapters else ""
    return Path("build") / f"{game.name}{narrowed}-{language}-{paper}.pdf"


def build_kit(game: Game, options: KitOptions, output: Path) -> BuiltKit:
    """Build the kit of `game` and write it atomically to `output`."""
    check_target(output)
    backs = backs_path(output) if options.duplex is Duplex.MANUAL else None
    pdf, back_pdf, info = kit_files(game, options, backs.name if backs else "")
    files = {output: pdf}
    if backs is not None and back_pdf is not None:
        files[backs] = back_pdf
    atomic_write_all(files)  # fronts and backs replace the old pair together, or not at all
    return BuiltKit(path=output, backs=backs, **info)


def kit_files(game: Game, options: KitOptions,
              backs_name: str) -> tuple[bytes, bytes | None, dict[str, Any]]:
    """The kit's PDF, its backs PDF (manual duplex) and its summary, from the cache when
    this very kit was built before from the same files."""
    # Everything the bytes depend on besides printkit's files (in the cache's fingerprint):
    # the game and the chapters it holds, every option, the backs file's name (page 2
    # names it) and the timestamp reproducible builds take from the environment.
    key = (ENTRY_FORM, game.name, game.held, repr(options), backs_name,
           os.environ.get("SOURCE_DATE_EPOCH", ""))
    found = cache.load("kit", key)
    if found is not None:
        try:
            pdf, back_pdf, info = pickle.loads(found)
            return pdf, back_pdf, info
        except Exception:  # a damaged entry: build as if there were none
            pass
    # Imported on a miss only: the renderer brings ReportLab, pypdf and every check.
    from printkit.kit import render_kit

    document = render_kit(game, options, backs_name)
    entry = (document.pdf, document.backs, document.info)
    cache.store("kit", key, pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL))
    return entry
