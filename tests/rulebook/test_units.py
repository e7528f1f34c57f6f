"""A translation keeps a number and its unit together with a no-break space."""

from __future__ import annotations

import shutil
from pathlib import Path

from printkit.i18n import catalog_entries
from printkit.validate import _entry_problem_list

ROOT = Path(__file__).resolve().parents[2]


def test_a_plain_space_before_a_unit_is_reported_at_its_line(tmp_path: Path) -> None:
    catalog = tmp_path / "pt_BR.po"
    shutil.copy(ROOT / "templates/hex/locales/pt_BR.po", catalog)
    text = catalog.read_text(encoding="utf-8")
    assert not list(_entry_problem_list(catalog, "pt-BR"))
    kept = "{calibration_mm}\u00a0mm"
    rows = text.splitlines(keepends=True)
    at = next(n for n, row in enumerate(rows) if row.startswith("msgstr") and kept in row)
    rows[at] = rows[at].replace(kept, "{calibration_mm} mm")
    catalog.write_text("".join(rows), encoding="utf-8")
    catalog_entries.cache_clear()  # the catalog was read above, before the change
    problems = list(_entry_problem_list(catalog, "pt-BR"))
    assert len(problems) == 1
    # Reported at the msgid line just above the msgstr (1-based: `at`), with the fix.
    assert problems[0].startswith(f"{catalog}:{at}: '}} mm': ")
    assert "no-break space (U+00A0)" in problems[0]
