"""Writing output files atomically, so a failed run never leaves a partial file.

A regular file is replaced through a temporary file and a rename, keeping the
old file's permissions; an output that is a symbolic link replaces the file it
points to and stays a link; a device or pipe (`-o /dev/stdout`) is written
directly, since renaming over it would turn it into a file. SIGTERM and SIGHUP
during a write remove the temporary files before the process ends.
"""

from __future__ import annotations

import os
import shutil
import signal
import stat
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from printkit import interrupts
from printkit.errors import PrintkitError
from printkit.paths import data_root, fonts_dir, locales_dir, templates_dir

_PACKAGE = Path(__file__).resolve().parent


@cache
def _installation() -> tuple[tuple[Path, str], ...]:
    """printkit's own folders, each with what it is: its data and package, then the Python
    installation running it (whose site-packages hold the paths to the package, and whose
    scripts folder the `printkit` launcher)."""
    folders = [(templates_dir(), "templates folder"), (fonts_dir(), "fonts folder"),
               (locales_dir(), "locales folder"), (_PACKAGE, "package folder")]
    paths = sysconfig.get_paths()
    for key in ("purelib", "platlib"):
        folders.append((Path(paths[key]), "installation (site-packages)"))
    prefix = Path(sys.prefix).resolve()
    # A whole prefix is the installation's only when it is a folder of its own (a virtual
    # environment, /usr): not the root, nor a folder the user works in.
    here = Path.cwd().resolve()
    if prefix != Path(prefix.anchor) and not here.is_relative_to(prefix):
        folders.append((prefix, "installation"))
    return tuple((folder.resolve(), what) for folder, what in folders)


def _launchers() -> set[Path]:
    """The `printkit` launcher scripts of this installation."""
    found = {Path(sysconfig.get_paths()["scripts"]) / "printkit"}
    if os.path.basename(sys.argv[0] if sys.argv else "") == "printkit":
        found.add(Path(sys.argv[0]))
    on_path = shutil.which("printkit")
    if on_path:
        found.add(Path(on_path))
    return {launcher.resolve() for launcher in found if launcher.exists()}


@cache
def _tracked(checkout: Path) -> frozenset[Path]:
    """The files git tracks in `checkout` (none if it is no git checkout, or git is
    missing): printkit's sources, README.md, pyproject.toml, Makefile..."""
    if not (checkout / ".git").exists() or shutil.which("git") is None:
        return frozenset()
    try:
        listing = subprocess.run(["git", "-C", str(checkout), "ls-files", "-z"],
                                 capture_output=True, check=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return frozenset()
    return frozenset(checkout / os.fsdecode(name) for name in listing.split(b"\0") if name)


def _protected(path: Path) -> str | None:
    """What of printkit's own `path` would replace, if anything: its data, its package,
    its installation, its launcher or a file of its checkout."""
    target = path.resolve()
    for folder, what in _installation():
        if target.is_relative_to(folder):
            return f"inside printkit's own {what} ({folder})"
    if target in _launchers():
        return "printkit's own launcher"
    checkout = data_root().resolve()
    if target.is_relative_to(checkout) and target in _tracked(checkout):
        return f"one of printkit's own files (tracked in {checkout})"
    return None


def check_target(path: Path) -> None:
    """Raise a clear error when `path` cannot be an output file."""
    inside = _protected(path)
    if inside is not None:
        raise PrintkitError(f"output path {str(path)!r} is {inside}: write the output elsewhere")
    if path.is_file() and not os.access(path, os.W_OK):
        # Replacing goes through a rename, which a read-only file would not stop.
        raise PrintkitError(f"output file {str(path)!r} is read-only: make it writable "
                            "or write elsewhere")
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


def _special(path: Path) -> bool:
    """Whether `path` is a device, a pipe or a socket (written in place, not replaced)."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    return not stat.S_ISREG(mode) and not stat.S_ISDIR(mode)


def _write_in_place(path: Path, data: bytes) -> None:
    """Write to a device or pipe as it is."""
    try:
        with path.open("wb") as handle:
            handle.write(data)
    except OSError as exc:
        raise _write_error(path, exc) from exc


@contextmanager
def _cleanup_on_signals() -> Iterator[None]:
    """Turn SIGTERM and SIGHUP into an orderly exit (status 128 + signal) for the duration,
    so the `finally` that removes temporary files runs. The command line's own handler
    (printkit.interrupts) does that and more, so it is left in place when installed."""
    if interrupts.installed():
        yield
        return

    def stop(signum: int, frame: object) -> None:
        raise SystemExit(128 + signum)

    wanted = [sig for sig in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None))
              if sig is not None]
    try:
        previous = {sig: signal.signal(sig, stop) for sig in wanted}
    except ValueError:  # not the main thread: signals cannot be caught here
        yield
        return
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def atomic_write_all(files: dict[Path, bytes], *, data: bool = False) -> None:
    """Write several files that belong together: every temporary file is written before
    any is renamed into place, so a failure leaves all the old files as they were. With
    `data`, the files may go among printkit's own (a language `translate new` starts)."""
    staged: list[tuple[str, Path]] = []
    with _cleanup_on_signals():
        _write_all(files, staged, data)


def _write_all(files: dict[Path, bytes], staged: list[tuple[str, Path]],
               own_data: bool) -> None:
    """The body of atomic_write_all, inside its signal handling; `own_data`: the files
    are printkit's own data (a new language's, from `translate new`), not output."""
    for path in files:
        if not own_data:
            check_target(path)
    regular = {}
    for path, data in files.items():
        if _special(path):
            _write_in_place(path, data)
        else:
            # A link's file is replaced, and the link kept.
            regular[path.resolve() if path.is_symlink() else path] = (path, data)
    try:
        for target, (path, data) in regular.items():
            staged.append((_stage(target, data, path), target))
        # Renames are atomic and cannot run out of space: readers see old or new files,
        # and a signal waits until every file of the set is in place.
        with interrupts.deferred():
            for tmp, target in staged:
                try:
                    os.replace(tmp, target)
                except OSError as exc:
                    raise _write_error(regular[target][0], exc) from exc
                interrupts.written(tmp)
    finally:
        for tmp, _ in staged:
            Path(tmp).unlink(missing_ok=True)
            interrupts.written(tmp)


def _stage(path: Path, data: bytes, asked: Path) -> str:
    """Write `data` to a temporary file beside `path` (the file `asked` names), with the
    mode of the file it replaces; return the temporary file's name."""
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        mode = 0o644
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # A short prefix: the temporary name must fit wherever the output's name fits.
        with interrupts.deferred():  # registered as soon as it exists
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:32]}.", suffix=".tmp",
                                       dir=path.parent)
            interrupts.writing(tmp)
    except OSError as exc:
        raise _write_error(asked, exc) from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise _write_error(asked, exc) from exc
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return tmp
