"""Run one piece of work in a forked child process while the caller goes on (Linux)."""

from __future__ import annotations

import os
import pickle
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from typing import Generic, TypeVar

T = TypeVar("T")

# Linux only: macOS's system libraries are not safe across a fork (Python's own
# multiprocessing avoids it there), and Windows cannot fork. Processes that are
# already one of many (a batch's workers) switch it off too.
_allowed = sys.platform.startswith("linux") and hasattr(os, "fork")


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
        # A fork copies only the calling thread: with others running it could deadlock.
        if _allowed and threading.active_count() == 1:
            self._start()

    def _start(self) -> None:
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:  # no room for another process: the work stays here
            os.close(read)
            os.close(write)
            return
        if pid == 0:
            self._child(read, write)
        os.close(write)
        self._pid, self._pipe = pid, read

    def _child(self, read: int, write: int) -> None:
        """Do the work, send its pickled result, and leave without running the parent's
        clean-up (atexit, buffered output): none of that is the child's."""
        status = 1
        try:
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
        """The work's result. If the child failed in any way, the work runs again here,
        so its error surfaces as if it had never left, traceback and all."""
        if not self._pid:
            return self._work()
        pipe, self._pipe = os.fdopen(self._pipe, "rb"), -1  # the file object closes it now
        with pipe:
            data = pipe.read()
        _, status = os.waitpid(self._pid, 0)
        self._pid = 0
        if os.waitstatus_to_exitcode(status) != 0:
            return self._work()
        try:
            value: T = pickle.loads(data)
        except Exception:  # whatever went wrong on the way, the work can still be done here
            return self._work()
        return value

    def cancel(self) -> None:
        """Stop the child, if it is still running, and reap it."""
        if self._pipe >= 0:
            os.close(self._pipe)
            self._pipe = -1
        if self._pid:
            # It may have ended, or been reaped by a wait that an interrupt cut short.
            with suppress(ProcessLookupError):
                os.kill(self._pid, signal.SIGKILL)
            with suppress(ChildProcessError):
                os.waitpid(self._pid, 0)
            self._pid = 0


@contextmanager
def background(work: Callable[[], T]) -> Iterator[Later[T]]:
    """Begin `work` in a child process where the system can fork, else later on demand;
    a child whose result was never asked for is stopped on leaving the block."""
    later = Later(work)
    try:
        yield later
    finally:
        later.cancel()
