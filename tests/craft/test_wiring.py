"""Every build runs the craft check on what it drew, and refuses the kit when the check is
enforced; `printkit validate --craft` and `--craft-report` list the findings."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from printkit import craft, games
from printkit.craft import check
from printkit.craft.findings import RULES, Finding, finding
from printkit.render.layout_report import LaidOut as Laid
from tests.toygame import GAME as TOY

STUB = finding("pages.stub", "tictactoe-en-a4 long-edge rulebook", 1, "", lines=1)


@pytest.fixture
def toy() -> Iterator[None]:
    games.register(TOY)
    yield
    games.unregister(TOY.name)


@pytest.fixture
def seen(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Each call of the craft check by a build, answered with one planted finding."""
    calls: list[dict[str, Any]] = []

    def planted(game: Any, options: Any, ctx: Any, sheets: Sequence[Any],
                laid: Sequence[Laid] = (), text: str = "") -> list[Finding]:
        calls.append({"sheets": len(sheets), "laid": list(laid), "text": text})
        return [STUB]

    monkeypatch.setattr(check, "check_built", planted)
    return calls


def test_a_build_checks_what_it_drew_and_writes_while_not_enforced(
        run: Any, toy: None, seen: list[dict[str, Any]], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(craft, "ENFORCED", frozenset())
    assert run("build", "tictactoe", "-o", "toy.pdf").exit_code == 0
    assert (tmp_path / "toy.pdf").is_file()
    [call] = seen
    assert call["sheets"] == 1
    assert {r.kind for r in call["laid"]} >= {"heading", "text"}  # its rulebook's layout
    assert "Page 4: the rulebook, one sheet of plain paper" in call["text"]  # page 2, English


def test_an_enforced_check_refuses_the_kit(run: Any, toy: None, seen: list[dict[str, Any]],
                                           tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(craft, "ENFORCED", frozenset(RULES))
    result = run("build", "tictactoe", "-o", "toy.pdf")
    assert result.exit_code != 0
    assert ("the kit fails validation: tictactoe-en-a4 long-edge rulebook:p1: the page holds "
            "1 lines [pages.stub]") in result.output
    assert not (tmp_path / "toy.pdf").exists()


def test_validate_runs_the_check_when_asked_or_enforced(
        run: Any, toy: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(check, "check_game", lambda game, languages=None: [STUB])
    monkeypatch.setattr(craft, "ENFORCED", frozenset())
    assert run("validate", "tictactoe").exit_code == 0
    result = run("validate", "tictactoe", "--craft")
    assert result.exit_code == 1
    assert result.output.splitlines() == [STUB.line()]
    monkeypatch.setattr(craft, "ENFORCED", frozenset(RULES))
    assert run("validate", "tictactoe").output.splitlines() == [STUB.line()]


def test_the_craft_report_counts_by_rule_and_game(run: Any, toy: None,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(check, "check_game", lambda game, languages=None: [STUB, STUB])
    lines = run("validate", "tictactoe", "--craft-report").output.splitlines()
    assert lines[1].split() == ["pages.stub", "1", "1"]  # the same finding, in two builds
    assert lines[2:] == ["1 distinct findings in 1 games (2 over every build)", STUB.line(),
                         STUB.line()]


def test_every_build_variant_is_covered() -> None:
    variants = check.variants(TOY)
    assert len(variants) == 3 * 3 * 4  # papers x duplex modes x (three themes, print shop)
    assert sum(v.print_shop for v in variants) == 9


def test_the_report_names_each_finding_s_game() -> None:
    from printkit.craft.report import game_of

    names = ["traffic-lights", "nardy", "hex"]
    for label, game in (("traffic-lights-en-a4 long-edge", "traffic-lights"),
                        ("nardy-pt-BR-letter long-edge rulebook", "nardy"),
                        ("hex-es-a3 manual print-shop", "hex")):
        assert game_of(finding("pages.stub", label, 1, "", lines=1), names) == game


def test_every_rule_is_enforced() -> None:
    # Every kit meets every rule in every build (printkit validate --craft-report), so a
    # build that breaks any of them is refused; a new rule joins once the kits meet it.
    assert craft.ENFORCED == frozenset(RULES)
