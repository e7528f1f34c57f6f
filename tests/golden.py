"""Golden SVGs: every art component at its defaults, kept in tests/golden/ and reviewed as diffs.

Regenerate them with `make golden` (that is, `python -m tests.golden`) after changing
art on purpose, then review `git diff --word-diff tests/golden` before committing (each
SVG is one long line, so a word diff shows what moved).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from printkit.art.canvas import Drawing
from printkit.art.svg import svg_document

REPO = Path(__file__).resolve().parents[1]
GOLDEN_DIR = REPO / "tests" / "golden"


def _extra_parts() -> dict[str, Callable[[], Drawing]]:
    """Printed parts that `printkit svg` does not show on their own."""
    from printkit.art.parts import box, checkers
    from printkit.games.backgammon import board

    return {
        "checkers-backs": lambda: checkers.backs(checkers.CheckersParams()),
        "box-module-a": lambda: box.modules(box.BoxParams())[0],
        "box-module-b": lambda: box.modules(box.BoxParams())[1],
        "board-left": lambda: board.halves(board.BoardParams())[0],
        "board-right": lambda: board.halves(board.BoardParams())[1],
    }


def golden_parts() -> dict[str, Callable[[], Drawing]]:
    """Return each golden file's stem with a function drawing it at default parameters."""
    from printkit.art.component import Component
    from printkit.components import all_components

    def at_defaults(component: Component) -> Callable[[], Drawing]:
        return lambda: component.draw(component.defaults())

    parts = {name: at_defaults(component) for name, component in all_components().items()}
    parts.update(_extra_parts())
    return dict(sorted(parts.items()))


def golden_path(name: str) -> Path:
    """Return where the golden SVG of part `name` is kept."""
    return GOLDEN_DIR / f"{name}.svg"


def render(name: str) -> bytes:
    """Return the SVG of part `name` as it is drawn today, encoded as `printkit svg` writes it."""
    return svg_document(golden_parts()[name]()).encode("utf-8")


def main() -> int:
    """Rewrite every golden SVG, remove stale ones, and say what changed."""
    GOLDEN_DIR.mkdir(exist_ok=True)
    names = golden_parts()
    changed = 0
    for name in names:
        path = golden_path(name)
        data = render(name)
        old = path.read_bytes() if path.exists() else None
        if old != data:
            path.write_bytes(data)
            changed += 1
        state = "unchanged" if old == data else "new" if old is None else "CHANGED"
        print(f"{path.relative_to(REPO)}: {state}")
    for stale in sorted(GOLDEN_DIR.glob("*.svg")):
        if stale.stem not in names:
            stale.unlink()
            changed += 1
            print(f"{stale.relative_to(REPO)}: removed (no such part any more)")
    print(f"{len(names)} golden SVGs, {changed} changed; review them with "
          "`git diff --word-diff tests/golden`.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
