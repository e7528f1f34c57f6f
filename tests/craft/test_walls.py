"""A box wall's words read upright once the box is folded (box_geometry's own fold)."""

from __future__ import annotations

import pytest

from printkit.art.canvas import Drawing
from printkit.art.parts.box_geometry import BoxParams, Plan, plans
from printkit.craft.sheets import Where, sheet_findings
from printkit.layout.sheet import Duplex, Sheet
from printkit.units import PAPERS, pt_to_mm

A4 = PAPERS["a4"]


def _module_with(panel: str, rotate: float, size_pt: float = 8.0) -> tuple[Sheet, Plan]:
    """Module A's outline with one word at the middle of `panel`, turned by `rotate`."""
    plan = plans(BoxParams(title="Toy"))[0]
    d = Drawing(plan.width, plan.height, name="box-a")
    d.cut(list(plan.outline))
    u0, v0, u1, v1 = plan.panels[panel]
    d.text((u0 + u1) / 2, (v0 + v1) / 2 + 1, "Toy", size=pt_to_mm(size_pt),
           anchor="middle", rotate=rotate)
    sheet = Sheet(A4, Duplex.LONG_EDGE, "box")
    sheet.place(d, (A4.width - d.width) / 2, (A4.height - d.height) / 2, ident="box-a")
    return sheet, plan


@pytest.mark.parametrize(("panel", "upright"), [("front", 180), ("back", 0), ("lid", 180)])
def test_words_that_read_upright_on_the_box(panel: str, upright: float) -> None:
    sheet, plan = _module_with(panel, upright)
    assert sheet_findings(sheet, Where("toy", 5), {"box-a": plan}) == []


@pytest.mark.parametrize(("panel", "wrong", "reads"), [
    ("front", 0, "front wall panel reads upside down"),
    ("back", 90, "back wall panel reads sideways"),
    ("lid", 0, "lid panel reads upside down"),
])
def test_words_upside_down_or_sideways_on_the_box(panel: str, wrong: float, reads: str) -> None:
    sheet, plan = _module_with(panel, wrong)
    found = [f.line() for f in sheet_findings(sheet, Where("toy", 5),
                                              {"box-a": plan})]
    assert found == [f"toy:p5: box-a: text 'Toy' on the {reads} on the assembled box "
                     "[text.wall-upright]"]


def test_a_negative_size_turns_the_words_half_round() -> None:
    # ReportLab sets a negative em size as glyphs scaled by -1: upright becomes upside down.
    sheet, plan = _module_with("front", 180, size_pt=-8.0)
    found = [f.rule for f in sheet_findings(sheet, Where("toy", 5),
                                            {"box-a": plan})]
    assert found == ["text.wall-upright"]


def test_a_title_under_seven_points() -> None:
    sheet, plan = _module_with("front", 180, size_pt=6.0)
    found = [f.line() for f in sheet_findings(sheet, Where("toy", 5), {"box-a": plan},
                                              titles=("Toy",))]
    assert found == ["toy:p5: box-a: title 'Toy' on the front wall is 6.0 pt, under the 7 pt "
                     "a title needs [text.title-size]"]
    sheet, plan = _module_with("lid", 180, size_pt=7.0)
    assert sheet_findings(sheet, Where("toy", 5), {"box-a": plan}, titles=("Toy",)) == []
