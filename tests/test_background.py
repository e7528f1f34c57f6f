"""Work set going in a forked child: same result as at home, errors surface at home."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import printkit.kit as kit
from printkit import background, batch
from printkit.games import find_game
from printkit.kit import KitOptions, render_kit

needs_fork = pytest.mark.skipif(not background._allowed, reason="work stays at home here")


@pytest.fixture(autouse=True)
def a_spare_core(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on an idle machine, whatever the load of the one running the tests."""
    monkeypatch.setattr(background, "spare_core", lambda: True)


def test_a_busy_machine_keeps_the_work_at_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.undo()  # the real spare_core, with the busy load below
    monkeypatch.setattr(background.os, "getloadavg", lambda: (64.0, 64.0, 64.0))
    with background.background(os.getpid) as later:
        assert not later.elsewhere
        assert later.result() == os.getpid()


class Runs:
    """Records, across processes, the pid of every run of the functions it wraps."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def wrap(self, name: str, work: Callable[..., Any]) -> Callable[..., Any]:
        def recorded(*args: Any, **kwargs: Any) -> Any:
            with (self.folder / name).open("a") as log:  # appends from any process
                log.write(f"{os.getpid()}\n")
            return work(*args, **kwargs)

        return recorded

    def pids(self, name: str) -> list[int]:
        path = self.folder / name
        return [int(pid) for pid in path.read_text().split()] if path.exists() else []


@pytest.fixture
def runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Runs]:
    """Records where the kit's rulebook and its sheets are made."""
    recorder = Runs(tmp_path)
    monkeypatch.setattr(kit, "rulebook_pdf", recorder.wrap("rulebook", kit.rulebook_pdf))
    monkeypatch.setattr(kit, "make_sheets", recorder.wrap("sheets", kit.make_sheets))
    yield recorder


@needs_fork
def test_the_result_comes_from_a_child_process() -> None:
    with background.background(os.getpid) as later:
        assert later.elsewhere
        assert later.result() != os.getpid()


def test_without_fork_the_work_runs_at_home(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(background, "_allowed", False)
    with background.background(os.getpid) as later:
        assert not later.elsewhere
        assert later.result() == os.getpid()


@needs_fork
def test_a_failing_child_leaves_the_error_to_the_caller(tmp_path: Path) -> None:
    def fail() -> int:
        raise ValueError("no rulebook today")

    recorder = Runs(tmp_path)
    with background.background(recorder.wrap("work", fail)) as later, \
            pytest.raises(ValueError, match="no rulebook"):
        later.result()
    first, second = recorder.pids("work")
    # Tried in the child, then again here, where the error belongs.
    assert first != os.getpid() == second


@needs_fork
def test_a_child_reaped_by_the_system_still_delivers() -> None:
    # A parent that ignores SIGCHLD (and passes that on through exec) has its children
    # reaped by the kernel: there is no exit status to wait for.
    before = signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    try:
        with background.background(os.getpid) as later:
            assert later.result() != os.getpid()
    finally:
        signal.signal(signal.SIGCHLD, before)


@needs_fork
def test_a_silent_child_is_given_up_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(background, "PATIENCE_S", 0.2)
    home = os.getpid()

    def stuck_elsewhere() -> str:
        if os.getpid() != home:
            time.sleep(30)
        return "done at home"

    start = time.monotonic()
    with background.background(stuck_elsewhere) as later:
        child = later._pid
        assert later.result() == "done at home"
    assert time.monotonic() - start < 10
    with pytest.raises(ChildProcessError):
        os.waitpid(child, os.WNOHANG)  # killed and reaped


@needs_fork
def test_leaving_the_block_early_stops_the_child() -> None:
    with pytest.raises(RuntimeError), background.background(lambda: os.urandom(1 << 20)) as later:
        child = later._pid
        raise RuntimeError("the sheets failed")
    with pytest.raises(ChildProcessError):
        os.waitpid(child, os.WNOHANG)  # already reaped: no zombie left behind


@needs_fork
def test_the_rulebook_is_set_once_in_a_second_process_and_the_kit_is_the_same(
    runs: Runs, monkeypatch: pytest.MonkeyPatch,
) -> None:
    options = KitOptions(language="pt-PT")
    forked = render_kit(find_game("backgammon"), options).pdf
    [rulebook], [sheets] = runs.pids("rulebook"), runs.pids("sheets")
    assert sheets == os.getpid() != rulebook
    monkeypatch.setattr(background, "_allowed", False)
    assert render_kit(find_game("backgammon"), options).pdf == forked
    assert runs.pids("rulebook")[1] == os.getpid()


@needs_fork
def test_untranslated_rulebook_text_reaches_the_check_from_a_child(
    runs: Runs, monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = kit.rulebook_pdf

    def forgetful(module, ctx, duplex, laid=None):  # type: ignore[no-untyped-def]
        ctx.gettext("A sentence nobody translated.")
        return real(module, ctx, duplex, laid)

    monkeypatch.setattr(kit, "rulebook_pdf", forgetful)
    monkeypatch.setattr(kit, "check_rules", lambda *args: None)
    with pytest.raises(kit.PrintkitError, match="1 text.s. have no pt-BR translation"):
        render_kit(find_game("backgammon"), KitOptions(language="pt-BR"))
    # The check saw what the child met: the child ran, and nothing ran it again here.
    assert runs.pids("rulebook") and os.getpid() not in runs.pids("rulebook")


def test_batch_workers_set_their_rulebooks_at_home(tmp_path: Path, runs: Runs) -> None:
    jobs = batch.jobs(tmp_path, KitOptions())[:2]
    built = list(batch.run_all(jobs, workers=2))
    assert len(built) == 2
    # Each kit's rulebook is made in the worker that drew its sheets: no process more.
    assert sorted(runs.pids("rulebook")) == sorted(runs.pids("sheets"))
    assert os.getpid() not in runs.pids("sheets")
