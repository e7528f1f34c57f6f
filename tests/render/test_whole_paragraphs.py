"""A paragraph is read whole before the diagrams it cites: where it goes on in the next
column, no figure stands between its two parts (the review of the Hex rulebook found
"...this is a bridge. If your" followed by two figures and a page turn)."""

from __future__ import annotations

import pytest

from printkit.render.layout_report import LaidOut
from tests.render.reports import rulebook_report


def split_by_figures(report: list[LaidOut]) -> list[str]:
    """The last lines of the paragraphs that go on after a diagram or caption."""
    found = []
    for at, record in enumerate(report):
        if record.kind != "text" or not record.continued:
            continue
        following = next((r for r in report[at + 1:] if r.kind != "heading"), None)
        if following is not None and following.kind in ("diagram", "caption"):
            found.append(record.last_line)
    return found


@pytest.mark.parametrize("language", ["en", "es", "pt-BR", "pt-PT"])
@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
def test_no_hex_paragraph_is_split_by_a_figure(paper: str, language: str) -> None:
    assert split_by_figures(rulebook_report("hex", paper, language)) == []


def test_the_check_sees_a_paragraph_split_by_a_figure() -> None:
    def record(kind: str, continued: bool = False, last: str = "") -> LaidOut:
        return LaidOut(1, 0, kind, 0.0, 1.0, 1, "", last, continued=continued)

    split = [record("text", True, "a bridge. If your"), record("diagram"),
             record("caption"), record("text")]
    assert split_by_figures(split) == ["a bridge. If your"]
    assert split_by_figures([record("text", True), record("text"), record("diagram")]) == []
