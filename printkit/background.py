"""Run one piece of work in a forked child process while the caller goes on (Linux)."""

from __future__ import annotations

import os
import pickle
import select
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from typing import Generic, TypeVar

from printkit import interrupts

T = TypeVar("T")

# Linux only: macOS's system libraries are not safe across a fork (Python's own
# multiprocessing avoids it there), and Windows cannot fork. Processes that are
# already one of many (a batch's workers) switch it off too.
_allowed = sys.platform.startswith("linux") and hasattr(os, "fork")

# How long a silent child is waited for before its work is done here instead: far
# longer than any piece of work takes, short enough that a stuck child cannot hang a build.
PATIENCE_S = 60.0

PR_SET_PDEATHSIG = 1  # from <linux/prctl.h>


def spare_core() -> bool:
    """Whether a second core is free now: on a busy machine the child only competes with
    this process (measured: `build backgammon` at load 10 on 2 cores took 3.4 s at home
    and 4.0 s with a child), so the work then stays here."""
    try:
        cores = len(os.sched_getaffinity(0))
        return cores >= 2 and os.getloadavg()[0] <= cores - 1
    except (AttributeError, OSError):
        return False


def disable() -> None:
    """Do all later work in this process; for processes that already share the cores."""
    global _allowed
    _allowed = False


class Later(Generic[T]):
    """The result of work begun in a child; `result()` waits for it."""

    def __init__(self, work: Callable[[], T]) -> None:
        self._work = work
        self._pid = 0
        self._pipe = -1
        self._home = 0  # the parent's pid, which the child watches
        # A fork copies only the calling thread: with others running it could deadlock.
        if _allowed and threading.active_count() == 1 and spare_core():
            self._start()

    def _start(self) -> None:
        read, write = os.pipe()
        self._home = os.getpid()
        # Signals wait until the child is registered, so a stopped command stops it too.
        with interrupts.deferred():
            try:
                pid = os.fork()
            except OSError:  # no room for another process: the work stays here
                os.close(read)
                os.close(write)
                return
            if pid:
                interrupts.child_started(pid)
        if pid == 0:
            self._child(read, write)
        os.close(write)
        self._pid, self._pipe = pid, read

    def _child(self, read: int, write: int) -> None:
        """Do the work, send its pickled result, and leave without running the parent's
        clean-up (atexit, buffered output): none of that is the child's."""
        status = 1
        try:
            _die_with_parent(self._home)
            os.close(read)
            with os.fdopen(write, "wb") as pipe:
                pickle.dump(self._work(), pipe, protocol=pickle.HIGHEST_PROTOCOL)
            status = 0
        finally:
            os._exit(status)

    @property
    def elsewhere(self) -> bool:
        """Whether the work is running in a child process."""
        return self._pid != 0

    def result(self) -> T:
        """The work's result. If the child failed in any way (raised, died, sent half a
        result, or stayed silent for PATIENCE_S), the work runs again here, so its error
        surfaces as if it had never left, traceback and all."""
        if not self._pid:
            return self._work()
        data = self._receive()
        self.cancel()  # reaps it; the exit status is not needed, a whole result says enough
        try:
            value: T = pickle.loads(data)
        except Exception:  # nothing, or not all of it, arrived
            return self._work()
        return value

    def _receive(self) -> bytes:
        """The child's bytes, up to the end of the pipe; nothing if it stays silent."""
        chunks: list[bytes] = []
        while select.select([self._pipe], [], [], PATIENCE_S)[0]:
            chunk = os.read(self._pipe, 1 << 16)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
        return b""

    def cancel(self) -> None:
        """Stop the child, if it is still running, and reap it."""
        if self._pipe >= 0:
            os.close(self._pipe)
            self._pipe = -1
        if self._pid:
            # It may have ended already, and been reaped by the system if the parent
            # process ignores SIGCHLD.
            with suppress(ProcessLookupError):
                os.kill(self._pid, signal.SIGKILL)
            with suppress(ChildProcessError):
                os.waitpid(self._pid, 0)
            interrupts.child_ended(self._pid)
            self._pid = 0


def _die_with_parent(parent: int) -> None:
    """Ask Linux to kill this child if its parent (pid `parent`) dies first, even by
    SIGKILL, so no worker outlives its command."""
    with suppress(OSError, AttributeError):
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # the parent died before the request took hold
        os._exit(1)


@contextmanager
def background(work: Callable[[], T]) -> Iterator[Later[T]]:
    """Begin `work` in a child process where the system can fork, else later on demand;
    a child whose result was never asked for is stopped on leaving the block."""
    later = Later(work)
    try:
        yield later
    finally:
        later.cancel()
