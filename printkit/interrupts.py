"""Ctrl-C, SIGTERM and SIGHUP: one line, a non-zero exit, no partial file, no orphan.

Libraries printkit uses catch every exception with a bare `except:` in places
(ReportLab's optional `import pyphen`, its font loader), so a KeyboardInterrupt
raised at a random moment can be swallowed (a kit without hyphenation, exit 0)
or renamed ("Corrupt TTF file"). The command line therefore never lets a signal
become an exception: its handler removes the temporary files being written,
stops the child processes printkit started, prints one line and ends the
process there and then, with 128 + the signal's number.
"""

from __future__ import annotations

# Only what Python has loaded before any module of ours: this module is imported first,
# and the sooner its handler is in place the smaller the window for a raw traceback
# (`signal` itself would add ~6 ms of enum, contextlib ~4 ms).
import _signal
import os
import sys

# The signals a user or a session manager sends to stop a command.
SIGNALS: tuple[int, ...] = tuple(
    sig for sig in (getattr(_signal, name, None) for name in ("SIGINT", "SIGTERM", "SIGHUP"))
    if sig is not None
)

NAMES = {getattr(_signal, name): name for name in ("SIGINT", "SIGTERM", "SIGHUP")
         if hasattr(_signal, name)}

_home = 0  # the pid that installed the handler: the one that speaks for the command
_children: set[int] = set()  # processes started here that must not outlive the command
_temporary: set[str] = set()  # files being written here, removed if the command stops


def installed() -> bool:
    """Whether signals stop this process through `install`'s handler."""
    return _home != 0


def launched_as_command() -> bool:
    """Whether this process is the printkit command itself (its launcher script or
    `python -m printkit`), not a program that imports printkit, such as a test run."""
    script = sys.argv[0] if sys.argv else ""
    name = os.path.basename(script)
    return name == "printkit" or (
        name == "__main__.py" and os.path.basename(os.path.dirname(script)) == "printkit")


def install() -> None:
    """Handle SIGINT, SIGTERM and SIGHUP as described above, from now on (main thread)."""
    global _home
    _home = os.getpid()
    for sig in SIGNALS:
        # A signal the caller chose to ignore (`nohup`) stays ignored.
        if _signal.getsignal(sig) is not _signal.SIG_IGN:
            _signal.signal(sig, _stop)


def _forget_in_child() -> None:
    """A forked child starts with nothing of its own to clean up."""
    _children.clear()
    _temporary.clear()


os.register_at_fork(after_in_child=_forget_in_child)


def _stop(signum: int, frame: object) -> None:
    """Clean up, say so once (only the process that installed the handler), and end."""
    for path in list(_temporary):
        try:
            os.unlink(path)
        except OSError:
            pass
    stop_children()
    if os.getpid() == _home:
        # No import here: the signal may have arrived in the middle of one.
        name = NAMES.get(signum, f"signal {signum}")
        # os.write: the signal may have arrived inside a print to the buffered stderr.
        try:
            os.write(2, f"printkit: interrupted ({name})\n".encode())
        except OSError:
            pass
    os._exit(128 + signum)


def stop_children() -> None:
    """Kill and reap every registered child, and the workers of any process pool."""
    for pid in list(_children):
        try:
            os.kill(pid, _signal.SIGKILL)
            os.waitpid(pid, 0)
        except OSError:  # gone already, or reaped by the system
            pass
        _children.discard(pid)
    # Pool workers (printkit build all): multiprocessing knows them (only if it was used).
    # SIGTERM first, so each removes its own temporary files; SIGKILL if one lingers.
    if "multiprocessing" in sys.modules:
        import multiprocessing

        workers = multiprocessing.active_children()
        for process in workers:
            try:
                process.terminate()
            except (OSError, ValueError):
                pass
        for process in workers:
            try:
                process.join(2)
                if process.is_alive():
                    process.kill()
            except (OSError, ValueError, AssertionError):
                pass


def child_started(pid: int) -> None:
    """Register a child process, stopped with the command if a signal arrives."""
    _children.add(pid)


def child_ended(pid: int) -> None:
    """Forget a child that has been reaped."""
    _children.discard(pid)


def writing(path: str) -> None:
    """Register a temporary file, removed if a signal stops the command."""
    _temporary.add(path)


def written(path: str) -> None:
    """Forget a temporary file that was renamed into place or removed."""
    _temporary.discard(path)


class deferred:  # noqa: N801 (used as a context manager, like contextlib's)
    """Hold the signals back for a `with` block (renaming a kit's files into place), so it
    runs whole: readers see all the old files or all the new ones."""

    def __enter__(self) -> None:
        self._old = (_signal.pthread_sigmask(_signal.SIG_BLOCK, SIGNALS)
                     if hasattr(_signal, "pthread_sigmask") else None)

    def __exit__(self, *exc_info: object) -> None:
        if self._old is not None:
            _signal.pthread_sigmask(_signal.SIG_SETMASK, self._old)


def exit_now(code: object) -> None:
    """End the command with `code` (SystemExit's), skipping the interpreter's shutdown,
    which puts the default handlers back: a signal during it would kill the process
    without a word. A signal while the output streams are flushed still gets its line."""
    status = code if isinstance(code, int) else (0 if code is None else 1)
    if isinstance(code, str):
        print(code, file=sys.stderr)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # a closed or broken stream: nothing more can be said
            pass
    os._exit(status)
