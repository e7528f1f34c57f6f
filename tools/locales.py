"""Extract and update every catalog: printkit's shared one and each game's own.

A game with a `templates/<game>/locales/` folder keeps its texts (its rules.md
and the N_ strings of its package) there, in `messages.pot` and `<ll_CC>.po`,
so adding a game touches only its package and its templates. Everything else
(the CLI, the screen pages, the parts, and games without their own folder) is
in locales/. Run with `make locales`.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ("pt_BR", "pt_PT")
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


def main() -> int:
    """Extract, update and compile every catalog."""
    games = own_catalogs()
    maps = mappings()
    _extract(maps[ROOT / "locales/printkit.pot"], ROOT / "locales/printkit.pot")
    for locale in LOCALES:
        catalog = ROOT / "locales" / locale / "LC_MESSAGES" / "printkit.po"
        _update(ROOT / "locales/printkit.pot", catalog, locale)
        _babel("compile", "--statistics", "-i", str(catalog),
               "-o", str(catalog.with_suffix(".mo")), "-l", locale)
    for _, templates in games.values():
        template = templates / "locales" / "messages.pot"
        _extract(maps[template], template)
        for locale in LOCALES:
            _update(template, templates / "locales" / f"{locale}.po", locale)
    return 0


if __name__ == "__main__":
    sys.exit(main())
