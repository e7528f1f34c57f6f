"""Every component at its defaults still draws exactly its reviewed golden SVG."""

from __future__ import annotations

import pytest

from printkit.components import all_components
from tests.golden import GOLDEN_DIR, golden_parts, golden_path, render

PARTS = list(golden_parts())


def _first_difference(a: bytes, b: bytes) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                min(len(a), len(b)))


@pytest.mark.parametrize("name", PARTS)
def test_svg_matches_its_golden_file(name: str) -> None:
    path = golden_path(name)
    if not path.exists():
        pytest.fail(f"{name}: no golden file tests/golden/{path.name}; run `make golden` "
                    "and review the new file", pytrace=False)
    current, golden = render(name), path.read_bytes()
    if current != golden:
        pytest.fail(f"{name}: SVG changed (first difference at byte "
                    f"{_first_difference(current, golden)} of tests/golden/{path.name}); "
                    "if intended, run `make golden` and review the diff", pytrace=False)


def test_every_component_and_part_has_a_golden_and_no_golden_is_stale() -> None:
    # The toy game's board is registered by whichever test imports it first: not a part.
    assert set(all_components()) - {"tictactoe-board"} <= set(PARTS)
    assert {"checkers-backs", "box-module-a", "box-module-b", "board-left",
            "board-right"} <= set(PARTS)
    on_disk = {path.stem for path in GOLDEN_DIR.glob("*.svg")}
    missing, stale = sorted(set(PARTS) - on_disk), sorted(on_disk - set(PARTS))
    assert not missing and not stale, (
        f"golden SVGs missing: {missing}, stale: {stale}; run `make golden`")


def test_drawing_twice_gives_the_same_bytes() -> None:
    for name in PARTS:
        assert render(name) == render(name), name
