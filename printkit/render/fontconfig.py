"""Point fontconfig, which cairo asks for fonts, at the bundled fonts and nothing else."""

from __future__ import annotations

import hashlib
import os
import tempfile
from functools import cache
from pathlib import Path

from printkit.paths import fonts_dir

# Only our folder: a family we lack must fail loudly, never fall back to a system font.
CONF = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>{fonts}</dir>
  <cachedir>{cache}</cachedir>
</fontconfig>
"""


@cache
def use_bundled_fonts() -> Path:
    """Write a fontconfig file naming only fonts/ and select it for this process."""
    fonts = fonts_dir().resolve()
    tag = hashlib.sha256(str(fonts).encode()).hexdigest()[:12]
    user = getattr(os, "getuid", lambda: 0)()  # Windows has no uids
    folder = Path(tempfile.gettempdir()) / f"printkit-fontconfig-{user}-{tag}"
    conf = folder / "fonts.conf"
    text = CONF.format(fonts=fonts, cache=folder / "cache")
    if not conf.is_file() or conf.read_text(encoding="utf-8") != text:
        folder.mkdir(parents=True, exist_ok=True)
        conf.write_text(text, encoding="utf-8")
    # Read by fontconfig when cairo first needs a font, which is after this import.
    os.environ["FONTCONFIG_FILE"] = str(conf)
    return conf
