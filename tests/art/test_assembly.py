"""Assembly pictures: folded in code from the nets' own plans, and checked against them."""

from __future__ import annotations

from pathlib import Path

import pytest

from printkit.art.palette import find_palette
from printkit.art.parts import assembly
from printkit.art.parts.assembly import FIGURES, box_faces, figure, labels
from printkit.art.parts.box import BoxParams, modules
from printkit.validate import validate


def _heights(step: int) -> list[float]:
    return [p[2] for face in box_faces(BoxParams(), step, find_palette("classic"))
            for p in face.points]


def test_the_steps_fold_the_box_one_stage_at_a_time() -> None:
    params = BoxParams()
    flat, walls, locked, closed = (max(_heights(step)) for step in (1, 2, 3, 4))
    assert flat == pytest.approx(params.paper_thickness, abs=0.01)  # both modules lie flat
    # The linings stand on top of B's walls until the box is locked, then fold inside.
    assert walls > params.wall_height and locked > params.wall_height
    assert closed == pytest.approx(params.wall_height, abs=1.0)
    assert min(_heights(4)) >= -0.01  # nothing hangs below the floor


@pytest.mark.parametrize("name", FIGURES)
def test_every_figure_draws_and_shows_only_what_the_nets_print(name: str) -> None:
    drawing = figure(name, width=50)
    assert drawing.width == pytest.approx(50)
    printed = set().union(*(labels(module) for module in modules(BoxParams())))
    assert labels(drawing) <= printed


def test_box_steps_show_the_tab_labels_of_the_nets() -> None:
    assert {"A3"} <= labels(figure("box-3")) and "B" not in labels(figure("box-4"))


def test_the_rulebook_shows_every_figure_in_every_language(run, tmp_path: Path) -> None:
    from pypdf import PdfReader

    for lang, says in (("en", "halfway folded"), ("pt-BR", "dobrado até a metade"),
                       ("pt-PT", "dobrado até meio")):
        assert run("rules", "backgammon", "--lang", lang, "-o", f"{lang}.pdf").exit_code == 0
        text = " ".join(p.extract_text() for p in PdfReader(tmp_path / f"{lang}.pdf").pages)
        assert text.count(says) == 3 and "IV." in text


def test_a_figure_label_missing_from_the_nets_is_caught(monkeypatch) -> None:
    original = assembly.labels
    monkeypatch.setattr(assembly, "labels",
                        lambda d: original(d) | ({"A5"} if d.name.startswith("figure") else set()))
    problems = validate("backgammon", ["en"])
    assert any("shows A5, which the nets do not print" in p for p in problems), problems


def test_an_unknown_figure_is_caught_at_its_line(tmp_path: Path, monkeypatch) -> None:
    import shutil

    from printkit import paths

    root = paths.data_root()
    for name in ("templates", "locales"):
        shutil.copytree(root / name, tmp_path / name)
    (tmp_path / "fonts").symlink_to(root / "fonts")
    monkeypatch.setattr(paths, "data_root", lambda: tmp_path)
    rules = tmp_path / "templates/backgammon/rules.md"
    text = rules.read_text(encoding="utf-8")
    rules.write_text(text.replace("figure: box-4", "figure: box-5"), encoding="utf-8")
    line = text.split("figure: box-4")[0].count("\n") + 1
    problems = validate("backgammon", ["en"])
    assert f"en:{rules}:{line}: unknown figure 'box-5'" in "\n".join(problems)
