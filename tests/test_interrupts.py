"""Ctrl-C, SIGTERM and SIGHUP sent to a real `printkit build` at many moments."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

# The printkit command as its launcher runs it, but with the rulebook's child forked
# whatever the load of the machine running the tests (background.spare_core).
LAUNCHER = [sys.executable, "-c",
            "import sys; sys.argv[0] = 'printkit'; import printkit.background as b; "
            "b.spare_core = lambda: True; from printkit.cli import main; main()"]
OLD = b"%PDF-1.4 the old kit, left from an earlier build\n"


def _alive(pid: int) -> bool:
    """Whether a process (not a zombie) with this id still runs."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[-1][0] != "Z"
    except OSError:
        return False


def _children_of(pid: int) -> set[int]:
    """The processes whose parent is `pid` (Linux /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().split(") ")[-1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry.name))
    return found


def interrupt_builds(folder: Path, delays: list[float],
                     signals: list[int]) -> list[tuple[float, int, int, str, bytes]]:
    """Start one `printkit build backgammon` per delay at once, each in its own process
    group over its own old file, and signal each group after its delay; plus one run left
    alone, whose file is the reference. Return (delay, signal, exit code, stderr, bytes)."""
    runs = []
    for index, delay in enumerate([*delays, -1.0]):  # -1: left alone
        output = folder / f"kit{index}.pdf"
        output.write_bytes(OLD)
        process = subprocess.Popen(
            [*LAUNCHER, "build", "backgammon", "-o", output.name], cwd=folder,
            start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        runs.append((delay, signals[index % len(signals)], process, output))
    start = time.monotonic()
    watched: set[int] = set()
    for delay, sig, process, _ in sorted(runs[:-1], key=lambda run: run[0]):
        time.sleep(max(0.0, start + delay - time.monotonic()))
        watched |= _children_of(process.pid)
        os.killpg(process.pid, sig)
    results = []
    for delay, sig, process, output in runs:
        _, err = process.communicate(timeout=120)
        results.append((delay, sig, process.returncode, err.decode(), output.read_bytes()))
    # The forked rulebook children died with their commands.
    deadline = time.monotonic() + 5
    while any(_alive(pid) for pid in watched) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in watched if _alive(pid)]
    return results


def check(folder: Path, results: list[tuple[float, int, int, str, bytes]]) -> None:
    """Each interrupted build said so in one line and left the old file, or ended well
    with the complete new one; never a third file, a traceback or a blamed font."""
    *interrupted, (_, _, code, err, new) = results
    assert code == 0 and new.startswith(b"%PDF") and new != OLD, err
    for delay, sig, code, err, data in interrupted:
        assert data in (OLD, new), f"a third file after a signal at {delay} s"
        if code == 0:
            assert data == new and err == "", (delay, err)
            continue
        name = signal.Signals(sig).name
        assert (code, err) == (128 + sig, f"printkit: interrupted ({name})\n"), delay
    # No temporary file left behind: only the kits.
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        f"kit{index}.pdf" for index in range(len(results)))


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="process groups are POSIX")
def test_signals_at_many_moments_leave_the_old_kit_or_the_new(tmp_path: Path) -> None:
    # Six moments, from start-up imports to the last page, run side by side (~3 s).
    delays = [0.15, 0.3, 0.45, 0.6, 0.8, 1.0]
    results = interrupt_builds(tmp_path, delays,
                               [signal.SIGINT, signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
    check(tmp_path, results)
    # The moments span the build: some runs were stopped.
    assert any(code != 0 for _, _, code, _, _ in results)


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "killpg"), reason="process groups are POSIX")
@pytest.mark.parametrize("batch", range(6))
def test_a_sweep_of_ctrl_c_over_a_whole_build(tmp_path: Path, batch: int) -> None:
    # 48 moments, 8 at a time, every 40 ms from 50 ms to 2 s.
    delays = [0.05 + 0.04 * (batch + 6 * step) for step in range(8)]
    check(tmp_path, interrupt_builds(tmp_path, delays, [signal.SIGINT]))
