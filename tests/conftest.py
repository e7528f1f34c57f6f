"""Shared fixtures: a CLI runner and helpers to read the PDFs printkit makes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from printkit.cli import main

# Tests plant mistakes in code and data that the cache's fingerprint cannot see (a
# monkeypatched function), so the suite builds afresh; tests of the cache turn it on.
os.environ["PRINTKIT_CACHE"] = "off"


@pytest.fixture
def run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Run the printkit CLI in an empty folder; returns the Click result."""
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()

    def invoke(*args: str):
        return runner.invoke(main, list(args), catch_exceptions=False)

    return invoke
