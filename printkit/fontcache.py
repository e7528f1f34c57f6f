"""ReportLab TrueType fonts parsed once per machine, then loaded from the user cache."""

from __future__ import annotations

import operator
import pickle
from functools import partial
from pathlib import Path
from typing import Any

from reportlab.pdfbase import ttfonts

from printkit import cache

# Bump when the snapshot's shape changes, so old entries are not misread.
SNAPSHOT_FORM = 1


def _snapshot(face: Any) -> bytes:
    """The parsed state of a font face as bytes; its one unpicklable member (a scaling
    lambda ReportLab makes from the units per em) is rebuilt on load instead."""
    state = {k: v for k, v in vars(face).items() if k != "_pdfScale"}
    return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)


def _restore(data: bytes) -> Any:
    """A TTFontFace from a snapshot, as if it had just parsed its file."""
    face: Any = ttfonts.TTFontFace.__new__(ttfonts.TTFontFace)
    face.__dict__.update(pickle.loads(data))
    upem = face.unitsPerEm
    face._pdfScale = (lambda x: x) if upem == 1000 else partial(operator.mul, 1000 / upem)
    return face


def _with_face(name: str, path: Path, face: Any) -> ttfonts.TTFont:
    """ReportLab's own TTFont(name, path), given the face it would have parsed."""
    # TTFont's constructor parses its face through the module's TTFontFace; lending it
    # the restored face keeps the rest of the constructor ReportLab's own.
    parse = ttfonts.TTFontFace
    ttfonts.TTFontFace = lambda *args, **kwargs: face
    try:
        return ttfonts.TTFont(name, str(path))
    finally:
        ttfonts.TTFontFace = parse


def ttfont(name: str, path: Path) -> ttfonts.TTFont:
    """ReportLab's TTFont `name` for the font file `path`, parsed at most once per machine."""
    stat = path.stat()
    parts = (SNAPSHOT_FORM, str(path), stat.st_size, stat.st_mtime_ns)
    data = cache.load("font", parts)
    if data is not None:
        try:
            return _with_face(name, path, _restore(data))
        except Exception:  # a damaged or foreign entry: parse the file as if none were kept
            pass
    font = ttfonts.TTFont(name, str(path))
    cache.store("font", parts, _snapshot(font.face))
    return font
