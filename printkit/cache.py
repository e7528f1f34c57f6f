"""A per-user cache of work whose result depends only on printkit's own files and the options.

Every entry is keyed by a fingerprint of everything a result can depend on: printkit's
version and code, its templates, catalogs and fonts, the data folders of
PRINTKIT_DATA, and the versions of the libraries that write the bytes. A changed file
gives a new fingerprint, so an entry can never be served for inputs it was not made from.
The cache is only an accelerator: any failure to read or write it (a read-only or full
disk, a folder someone else owns) turns it off for the run, silently.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path

from printkit import __version__, interrupts
from printkit.paths import data_root

# Environment variable naming the cache folder; "off" (or an empty value) disables it.
ENV = "PRINTKIT_CACHE"
# Libraries whose versions change the bytes printkit writes.
LIBRARIES = ("reportlab", "pypdf", "pyphen", "babel", "fontTools")
# Fingerprint folders of other printkit versions or checkouts are removed once unused this long.
STALE_S = 7 * 24 * 3600

_enabled = True


def disable() -> None:
    """Turn the cache off for this process (the --no-cache option)."""
    global _enabled
    _enabled = False
    os.environ[ENV] = "off"  # and in the processes it starts (build all's workers)


def user_cache_root() -> Path:
    """The platform's folder for a user's caches, with printkit's own folder inside."""
    if sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches"
    elif sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "printkit"


def cache_root() -> Path | None:
    """The cache folder in use, or None when the cache is off."""
    if not _enabled:
        return None
    chosen = os.environ.get(ENV)
    if chosen is not None:
        if chosen.strip().lower() in ("", "off", "0", "no", "false"):
            return None
        return Path(chosen).expanduser()
    try:
        return user_cache_root()
    except RuntimeError:  # no home folder to put it in
        return None


def _files(root: Path) -> list[str]:
    """The files under `root` that a build may read, in a fixed order (os.walk: pathlib's
    rglob would take longer than hashing the files)."""
    if root.is_file():
        return [str(root)]
    found = []
    for folder, folders, names in os.walk(root):
        folders[:] = sorted(d for d in folders if d != "__pycache__")
        found += [os.path.join(folder, n) for n in sorted(names) if not n.endswith(".pyc")]
    return found


@cache
def fingerprint() -> str:
    """A digest of everything a cached result depends on, computed once per process."""
    digest = hashlib.sha256(f"printkit {__version__}; python {sys.version}".encode())
    for library in LIBRARIES:
        # A library's version shows in its files; asking importlib.metadata would cost
        # more than the rest of the fingerprint together.
        spec = importlib.util.find_spec(library)
        origin = Path(spec.origin) if spec and spec.origin else None
        if origin is None:
            digest.update(f"{library} absent".encode())
        else:
            stat = origin.stat()
            digest.update(f"{origin}\0{stat.st_size}\0{stat.st_mtime_ns}".encode())
    package = Path(__file__).resolve().parent
    roots = [package, data_root() / "templates", data_root() / "locales"]
    extra = os.environ.get("PRINTKIT_DATA", "")
    roots += [Path(folder) for folder in extra.split(os.pathsep) if folder]
    for root in roots:
        for name in _files(root):
            with open(name, "rb") as stream:
                digest.update(name.encode() + b"\0" + stream.read() + b"\0")
    # The fonts are large and never edited in place: their names, sizes and times suffice.
    for name in _files(data_root() / "fonts"):
        stat = os.stat(name)
        digest.update(f"{name}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
    return digest.hexdigest()[:32]


def _trusted(folder: Path) -> bool:
    """Whether `folder` is this user's own and writable by nobody else (entries are
    unpickled, so a folder another user can write to must not be read)."""
    if not hasattr(os, "getuid"):
        return True
    stat = folder.stat()
    return stat.st_uid == os.getuid() and not stat.st_mode & 0o022


@cache
def _folder() -> Path | None:
    """This fingerprint's folder, made and checked once; None when the cache is unusable."""
    root = cache_root()
    if root is None:
        return None
    try:
        folder = root / fingerprint()
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        if not (_trusted(root) and _trusted(folder)):
            return None
        _prune(root, folder)
        return folder
    except (OSError, RuntimeError):
        return None


def _prune(root: Path, keep: Path) -> None:
    """Remove fingerprint folders nobody has used for STALE_S (old versions, old edits)."""
    now = time.time()
    for other in root.iterdir():
        if other != keep and other.is_dir() and now - other.stat().st_mtime > STALE_S:
            shutil.rmtree(other, ignore_errors=True)


def _entry(kind: str, parts: Iterable[object]) -> Path | None:
    folder = _folder()
    if folder is None:
        return None
    key = hashlib.sha256(repr((kind, tuple(parts))).encode()).hexdigest()[:40]
    return folder / f"{kind}-{key}"


def load(kind: str, parts: Iterable[object]) -> bytes | None:
    """The cached bytes of (`kind`, `parts`), or None."""
    entry = _entry(kind, parts)
    if entry is None:
        return None
    try:
        return entry.read_bytes()
    except OSError:
        return None


def store(kind: str, parts: Iterable[object], data: bytes) -> None:
    """Keep `data` for (`kind`, `parts`); written whole or not at all."""
    entry = _entry(kind, parts)
    if entry is None:
        return
    try:
        handle, temporary = tempfile.mkstemp(dir=entry.parent, prefix=".tmp-")
        interrupts.writing(temporary)  # a Ctrl-C now removes it, as it does the kit's
        try:
            with os.fdopen(handle, "wb") as stream:
                stream.write(data)
            os.replace(temporary, entry)
            os.utime(entry.parent)  # the folder's time says it is in use (see _prune)
        finally:
            if os.path.exists(temporary):
                os.unlink(temporary)
            interrupts.written(temporary)
    except OSError:
        pass


def memo(kind: str, parts: Iterable[object], compute: Callable[[], bytes]) -> bytes:
    """The cached result of `compute` for (`kind`, `parts`), computing and keeping it once."""
    parts = tuple(parts)
    found = load(kind, parts)
    if found is not None:
        return found
    data = compute()
    store(kind, parts, data)
    return data
