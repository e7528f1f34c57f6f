"""The box's words read across the table: the back wall's facts at 8 pt or more (one to a
line), the compendium lid's game names at 7 pt or more, and
module B's mark small in a corner of its floor, not a big letter in the middle."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.art.parts.box import PT, SEEN, words
from printkit.art.parts.box_geometry import plans
from tests.art.test_box import KIT_BOXES


def _sizes(pdf: Path, page: int) -> dict[str, list[tuple[float, float]]]:
    """Each text run on `page`: its size in points and its baseline's height in mm."""
    found: dict[str, list[tuple[float, float]]] = {}

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            scale = (cm[0] ** 2 + cm[1] ** 2) ** 0.5
            y = (tm[4] * cm[1] + tm[5] * cm[3] + cm[5]) * 25.4 / 72
            found.setdefault(text.strip(), []).append((size * scale, y))

    PdfReader(pdf).pages[page - 1].extract_text(visitor_text=visit)
    return found


def test_snorts_box_facts_are_8_pt_on_three_lines(run, tmp_path: Path) -> None:
    result = run("build", "snort", "-o", "snort.pdf")
    assert result.exit_code == 0, result.output
    runs = _sizes(tmp_path / "snort.pdf", 3)
    facts = [runs[fact][0] for fact in ("2 players", "ages 6+", "about 15 minutes")]
    assert all(size >= 8.0 for size, _ in facts), facts
    # One fact to a line (two sharing a line read as misaligned): three baselines apart.
    heights = sorted((height for _, height in facts), reverse=True)
    assert all(upper - lower > 2.5 for upper, lower in zip(heights, heights[1:], strict=False))


@pytest.mark.parametrize("kit", ["classics-en", "classics-es", "classics-pt-BR",
                                 "classics-pt-PT"])
def test_the_lids_game_names_are_7_pt_or_more(kit: str) -> None:
    names = [word for word in words(KIT_BOXES[kit]) if word.kind == "names"]
    assert len(names) == 6
    assert min(word.size / PT for word in names) >= 7.0


@pytest.mark.parametrize("kit", ["snort-en", "backgammon-en", "classics-en"])
def test_module_bs_mark_is_5_mm_high_and_in_a_corner_of_its_floor(kit: str) -> None:
    # rev16: a 3 mm B, paled into the lining, was "almost invisible in print".
    mark = next(word for word in words(KIT_BOXES[kit])
                if word.kind == "mark" and word.module == "box-b")
    u0, v0, u1, v1 = plans(KIT_BOXES[kit])[1].panels["floor"]
    assert mark.text == "B" and mark.size == pytest.approx(5.0)
    x0, y0, x1, y1 = mark.extent
    assert u0 + 2 <= x0 and y0 >= v0 + 2 and x1 < (u0 + u1) / 2 and y1 < (v0 + v1) / 2


@pytest.mark.parametrize("kit", sorted(KIT_BOXES))
def test_module_a_is_named_on_its_tuck_flap_which_the_closed_box_hides(kit: str) -> None:
    # Module A carried no letter of its own (rev15): the steps' pictures name the strips
    # A and B, and the builder now finds each letter on its card.
    mark = next(word for word in words(KIT_BOXES[kit])
                if word.kind == "mark" and word.module == "box-a")
    u0, v0, u1, v1 = plans(KIT_BOXES[kit])[0].panels["tuck"]
    assert (mark.text, mark.panel) == ("A", "tuck") and mark.size == pytest.approx(5.0)
    x0, y0, x1, y1 = mark.extent
    assert u0 + 2 <= x0 and x1 < (u0 + u1) / 2 and v0 <= y0 and y1 <= v1
    assert "tuck" not in SEEN
