"""Where printkit's data lives: templates, fonts and locales, installed or in a checkout."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_root() -> Path:
    """The folder holding templates/, fonts/ and locales/."""
    # A wheel carries the data inside the package (see pyproject force-include);
    # a source checkout or editable install keeps it at the repository top.
    installed = _PACKAGE / "_data"
    if (installed / "fonts").is_dir():
        return installed
    return _PACKAGE.parent


def templates_dir() -> Path:
    """The folder of per-game templates (kit recipes, rules sources)."""
    return data_root() / "templates"


def fonts_dir() -> Path:
    """The folder of vendored OFL fonts."""
    return data_root() / "fonts"


def locales_dir() -> Path:
    """The folder of gettext catalogs, locales/<ll_CC>/LC_MESSAGES."""
    return data_root() / "locales"
