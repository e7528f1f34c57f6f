"""Work set going in a forked child: same result as at home, errors surface at home."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from printkit import background
from printkit.background import Later
from printkit.kit import KitOptions, render_kit

needs_fork = pytest.mark.skipif(not background._allowed, reason="work stays at home here")


@pytest.fixture
def at_home(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep every piece of work in the test's own process."""
    monkeypatch.setattr(background, "_allowed", False)


@needs_fork
def test_the_result_comes_from_a_child_process() -> None:
    with background.background(os.getpid) as later:
        assert later.elsewhere
        assert later.result() != os.getpid()


def test_without_fork_the_work_runs_at_home(at_home: None) -> None:
    with background.background(os.getpid) as later:
        assert not later.elsewhere
        assert later.result() == os.getpid()


@needs_fork
def test_a_failing_child_leaves_the_error_to_the_caller(tmp_path: Path) -> None:
    marks = tmp_path / "runs"

    def work() -> int:
        with marks.open("a") as handle:  # one line per run, wherever it ran
            handle.write(f"{os.getpid()}\n")
        raise ValueError("no rulebook today")

    with background.background(work) as later, pytest.raises(ValueError, match="no rulebook"):
        later.result()
    runs = marks.read_text().split()
    # Tried in the child, then again here, where the error belongs.
    assert len(runs) == 2 and runs[1] == str(os.getpid()) != runs[0]


@needs_fork
def test_leaving_the_block_early_stops_the_child() -> None:
    with pytest.raises(RuntimeError), background.background(lambda: os.urandom(1 << 20)) as later:
        child = later._pid
        raise RuntimeError("the sheets failed")
    with pytest.raises(ChildProcessError):
        os.waitpid(child, os.WNOHANG)  # already reaped: no zombie left behind


@needs_fork
def test_the_kit_is_the_same_set_at_home_or_in_a_child(monkeypatch: pytest.MonkeyPatch) -> None:
    options = KitOptions(language="pt-PT")
    forked = render_kit("backgammon", options).pdf
    monkeypatch.setattr(background, "_allowed", False)
    assert render_kit("backgammon", options).pdf == forked


@needs_fork
def test_untranslated_rulebook_text_reaches_the_check_from_a_child(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import printkit.kit as kit

    real = kit.rulebook_pdf

    def forgetful(module, ctx, duplex):  # type: ignore[no-untyped-def]
        ctx.gettext("A sentence nobody translated.")
        return real(module, ctx, duplex)

    monkeypatch.setattr(kit, "rulebook_pdf", forgetful)
    monkeypatch.setattr(kit, "check_rules", lambda *args: None)
    with pytest.raises(kit.PrintkitError, match="1 text.s. have no pt-BR translation"):
        render_kit("backgammon", KitOptions(language="pt-BR"))


def test_a_batch_worker_keeps_its_work_at_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(background, "_allowed", True)
    background.disable()
    assert not Later(os.getpid).elsewhere
