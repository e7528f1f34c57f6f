"""Writing output files atomically, so a failed run never leaves a partial file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from printkit.errors import PrintkitError


def check_target(path: Path) -> None:
    """Raise a clear error when `path` cannot be an output file."""
    if path.is_dir():
        raise PrintkitError(f"output path {str(path)!r} is a directory: give a file name")
    # The nearest existing ancestor must be a folder, or mkdir fails with a bare "File exists".
    for parent in path.parents:
        if parent.exists():
            if not parent.is_dir():
                raise PrintkitError(
                    f"output folder {str(parent)!r} is a file: give a path inside a folder")
            break


def _write_error(path: Path, exc: OSError) -> PrintkitError:
    """One line naming the file the user asked for (not our temporary file) and the cause."""
    return PrintkitError(f"cannot write {str(path)!r}: {exc.strerror or exc}")


def atomic_write(path: Path, data: bytes) -> Path:
    """Write `data` to `path` via a temporary file and a rename; return the path."""
    atomic_write_all({path: data})
    return path


def atomic_write_all(files: dict[Path, bytes]) -> None:
    """Write several files that belong together: every temporary file is written before
    any is renamed into place, so a failure leaves all the old files as they were."""
    staged: list[tuple[str, Path]] = []
    try:
        for path, data in files.items():
            staged.append((_stage(path, data), path))
        # Renames are atomic and cannot run out of space: readers see old or new files.
        for tmp, path in staged:
            try:
                os.replace(tmp, path)
            except OSError as exc:
                raise _write_error(path, exc) from exc
    finally:
        for tmp, _ in staged:
            Path(tmp).unlink(missing_ok=True)


def _stage(path: Path, data: bytes) -> str:
    """Write `data` to a temporary file beside `path`; return the temporary file's name."""
    check_target(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise _write_error(path, exc) from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o644)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise _write_error(path, exc) from exc
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return tmp
