"""A private copy of the kit's sources that rulebook tests plant mistakes in."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from printkit import i18n, paths
from printkit import validate as validator
from printkit.rulebook import facts, literals, printed, translated

ROOT = paths.data_root()


def clear() -> None:
    """Forget what was read from the sources, which a case has just changed."""
    for cached in (i18n.load_catalog, i18n.catalog_entries, validator._entry_problems_of,
                   validator._template, facts.game_facts, facts.diagram_facts,
                   translated._translation_report, printed._printed_report,
                   literals._literal_report):
        cached.cache_clear()


def validate_with(path: Path, text: str, game: str, lang: str = "en") -> list[str]:
    """`game`'s problems in `lang` while `path` holds `text`; the file is put back after."""
    kept = path.read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    clear()
    try:
        return validator.validate(game, [lang])
    finally:
        path.write_text(kept, encoding="utf-8")
        clear()


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A private copy of templates/ and locales/ that the cases plant mistakes in."""
    root = tmp_path_factory.mktemp("kit")
    for name in ("templates", "locales"):
        shutil.copytree(ROOT / name, root / name)
    (root / "fonts").symlink_to(ROOT / "fonts")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(paths, "data_root", lambda: root)
        clear()
        yield root
    clear()


