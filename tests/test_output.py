"""Files that belong together are replaced together, or not at all."""

from __future__ import annotations

from pathlib import Path

import pytest

from printkit.errors import PrintkitError
from printkit.output import atomic_write_all


def test_pair_is_replaced_together(tmp_path: Path) -> None:
    fronts, backs = tmp_path / "kit.pdf", tmp_path / "kit-backs.pdf"
    atomic_write_all({fronts: b"old fronts", backs: b"old backs"})
    atomic_write_all({fronts: b"new fronts", backs: b"new backs"})
    assert (fronts.read_bytes(), backs.read_bytes()) == (b"new fronts", b"new backs")


def test_failure_on_the_second_file_keeps_both_old_files(tmp_path: Path) -> None:
    fronts, backs = tmp_path / "kit.pdf", tmp_path / "kit-backs.pdf"
    atomic_write_all({fronts: b"old fronts", backs: b"old backs"})
    backs.unlink()
    backs.mkdir()  # the second target cannot be written: it is a folder
    with pytest.raises(PrintkitError, match="is a directory"):
        atomic_write_all({fronts: b"new fronts", backs: b"new backs"})
    assert fronts.read_bytes() == b"old fronts"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kit-backs.pdf", "kit.pdf"]
