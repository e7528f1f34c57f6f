"""Extract and update every catalog: printkit's shared one and each game's own.

A game with a `templates/<game>/locales/` folder keeps its texts (its rules.md
and the N_ strings of its package) there, in `messages.pot` and `<ll_CC>.po`,
so adding a game touches only its package and its templates. Everything else
(the CLI, the screen pages, the parts, and games without their own folder) is
in locales/. The languages are those of locales/*/language.toml; each entry
gets a note saying where its text is printed. Run with `make locales`.
"""

from __future__ import annotations

import importlib
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from printkit.languages import languages  # noqa: E402

# Where a text from a source file is printed, for the translator's note above it: the
# first pattern that matches its location wins ({0} is the pattern's group, e.g. a game).
PRINTED = (
    (r"printkit/games/(\w+)/__init__\.py", "The {0} kit's cover (title, facts, contents)."),
    (r"printkit/games/(\w+)/board\.py", "Printed on the {0} board."),
    (r"printkit/games/(\w+)/kit\.py", "Printed in the {0} kit: cover, board or score pad."),
    (r"printkit/games/kit_parts\.py", "Printed on the parts of several kits (box, legend)."),
    (r"printkit/art/parts/calibration_sheet\.py|printkit/calibration\.py",
     "The calibration sheet (printkit calibrate)."),
    (r"printkit/art/parts/(\w+)\.py", "Printed on the {0} part of a kit's card sheets."),
    (r"printkit/render/screen\.py", "The kit's two screen pages (cover and how to print)."),
    (r"printkit/render/kitpdf\.py|printkit/kit\.py",
     "The kit PDF: its page labels or its title and subject (metadata)."),
    (r"printkit/pads\.py|printkit/render/pad\.py", "A pad of blank boards (printkit pad)."),
    (r"printkit/compendium\.py|printkit/render/book\.py", "The compendium's rulebook."),
)
PYBABEL = [sys.executable, "-m", "babel.messages.frontend"]
COMMON = ["--no-wrap", "--sort-by-file", "-k", "N_", "--project", "printkit",
          "--copyright-holder", "printkit authors"]
UPDATE = ["--no-wrap", "--no-fuzzy-matching", "--ignore-obsolete"]


def own_catalogs() -> dict[str, tuple[Path, Path]]:
    """Games with their own catalogs: name -> (package folder, template folder)."""
    sys.path.insert(0, str(ROOT))
    from printkit.games import all_games

    found = {}
    for game in all_games().values():
        if (game.templates / "locales").is_dir():
            module = importlib.import_module(game.package)
            found[game.name] = (Path(module.__file__ or "").parent, game.templates)
    return found


def _babel(*args: str) -> None:
    subprocess.run([*PYBABEL, *args], cwd=ROOT, check=True)


def _extract(mapping: str, output: Path) -> None:
    """Run pybabel extract over the project with the mapping text `mapping`."""
    with tempfile.NamedTemporaryFile("w", suffix=".cfg", delete=False) as cfg:
        cfg.write(mapping)
    try:
        _babel("extract", "-F", cfg.name, *COMMON, "-o", str(output), ".")
    finally:
        Path(cfg.name).unlink()


def _update(template: Path, catalog: Path, locale: str) -> None:
    """Create `catalog` from `template` if it is missing, else bring it up to date."""
    if not catalog.exists():
        _babel("init", "-i", str(template), "-o", str(catalog), "-l", locale)
    _babel("update", *UPDATE, "-i", str(template), "-o", str(catalog), "-l", locale)


def mappings() -> dict[Path, str]:
    """Each template (.pot) and the Babel mapping that extracts it: the shared one first."""
    games = own_catalogs()
    # Babel uses the first pattern that matches a file, so the games' own files are
    # ignored before the shared mapping claims them.
    ignored = "".join(f"[ignore: {path.relative_to(ROOT)}/**]\n"
                      for package, templates in games.values() for path in (package, templates))
    shared = (ROOT / "babel.cfg").read_text(encoding="utf-8")
    head, _, patterns = shared.partition("[python:")
    found = {ROOT / "locales/printkit.pot": f"{head}{ignored}[python:{patterns}"}
    for package, templates in games.values():
        found[templates / "locales" / "messages.pot"] = (
            f"{head}[python: {package.relative_to(ROOT)}/**.py]\n"
            f"[rules: {templates.relative_to(ROOT)}/rules.md]\n")
    return found


def printed_at(location: str) -> str | None:
    """Where the text from source file `location` is printed, or None if unknown."""
    for pattern, note in PRINTED:
        found = re.fullmatch(pattern, location)
        if found:
            return note.format(*(group.replace("_", "-") for group in found.groups()))
    return None


def add_notes(template: Path) -> None:
    """Note above each entry of `template` where its text is printed (rules.md entries
    have theirs from the rulebook extractor)."""
    from babel.messages.pofile import read_po, write_po

    with template.open("rb") as handle:
        catalog = read_po(handle)
    for message in catalog:
        notes = [printed_at(path) for path, _ in message.locations]
        message.auto_comments += [note for note in dict.fromkeys(notes)
                                  if note and note not in message.auto_comments]
    with template.open("wb") as handle:
        write_po(handle, catalog, width=0, sort_by_file=True)


def main() -> int:
    """Extract, update and compile every catalog."""
    games = own_catalogs()
    maps = mappings()
    locales = [spoken.folder for spoken in languages().values() if not spoken.source]
    _extract(maps[ROOT / "locales/printkit.pot"], ROOT / "locales/printkit.pot")
    add_notes(ROOT / "locales/printkit.pot")
    for locale in locales:
        catalog = ROOT / "locales" / locale / "LC_MESSAGES" / "printkit.po"
        _update(ROOT / "locales/printkit.pot", catalog, locale)
        _babel("compile", "--statistics", "-i", str(catalog),
               "-o", str(catalog.with_suffix(".mo")), "-l", locale)
    for _, templates in games.values():
        template = templates / "locales" / "messages.pot"
        _extract(maps[template], template)
        add_notes(template)
        for locale in locales:
            _update(template, templates / "locales" / f"{locale}.po", locale)
    return 0


if __name__ == "__main__":
    sys.exit(main())
