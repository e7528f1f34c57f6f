"""A build loads only what it needs: a single game's kit loads no compendium code."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

COMPENDIUM_CODE = ("printkit.compendium", "printkit.render.book", "printkit.games.compose",
                   "printkit.games.classics.kit")

PROBE = """
import sys
from printkit.cli import main
try:
    main(["--no-cache", "build", sys.argv[1], "-o", "kit.pdf"])
except SystemExit as exit:
    assert not exit.code, exit.code
print(" ".join(sorted(m for m in sys.modules if m in sys.argv[2:])) or "-")
"""


def _loaded(game: str, tmp_path: Path) -> list[str]:
    done = subprocess.run([sys.executable, "-c", PROBE, game, *COMPENDIUM_CODE], cwd=tmp_path,
                          env={**os.environ, "PRINTKIT_CACHE": "off"}, capture_output=True,
                          text=True, check=True)
    return [m for m in done.stdout.splitlines()[-1].split() if m != "-"]


def test_a_single_game_build_loads_no_compendium_code(tmp_path: Path) -> None:
    assert _loaded("snort", tmp_path) == []


def test_the_compendium_build_does_load_it(tmp_path: Path) -> None:
    # The probe itself can see the modules it looks for.
    assert set(_loaded("classics", tmp_path)) == set(COMPENDIUM_CODE)
