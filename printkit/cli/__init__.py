"""The `printkit` command: a thin Click layer; each command lives in its own module."""

from __future__ import annotations

# First of all, before the slower imports: a Ctrl-C from here on ends in one line (only
# in the printkit command itself: a program that imports printkit keeps its own handlers).
from printkit import interrupts

if interrupts.launched_as_command():
    interrupts.install()

import importlib  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from typing import Any  # noqa: E402

import click  # noqa: E402

from printkit import __version__  # noqa: E402
from printkit.errors import PrintkitError  # noqa: E402
from printkit.reproducible import source_date_epoch  # noqa: E402

# Command name -> "module:attribute". Modules load only when their command is
# used (or listed by --help), so start-up stays quick.
COMMANDS: dict[str, str] = {
    "build": "printkit.cli.build:build",
    "list": "printkit.cli.build:list_command",
    "engine": "printkit.cli.engine:engine",
    "svg": "printkit.cli.svg:svg",
    "rules": "printkit.cli.rules:rules",
    "validate": "printkit.cli.rules:validate",
    "preview": "printkit.cli.preview:preview",
    "calibrate": "printkit.cli.calibrate:calibrate",
    "pad": "printkit.cli.pad:pad",
    "translate": "printkit.cli.translate:translate",
}


class PrintkitGroup(click.Group):
    """A group that loads commands lazily and turns printkit errors into one line."""

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """Run the command; as the printkit program, end it at once when done (see
        interrupts.exit_now), so no signal can slip in unanswered."""
        try:
            return super().main(*args, **kwargs)
        except SystemExit as exc:
            if interrupts.installed():
                interrupts.exit_now(exc.code)
            raise

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module_name, attribute = target.split(":")
        command: click.Command = getattr(importlib.import_module(module_name), attribute)
        return command

    def invoke(self, ctx: click.Context) -> Any:
        try:
            # Libraries read SOURCE_DATE_EPOCH too (ReportLab would fail deep inside a
            # build), so a malformed value is refused before any command runs.
            source_date_epoch()
        except PrintkitError as exc:
            raise click.UsageError(str(exc), ctx) from None
        try:
            return super().invoke(ctx)
        except PrintkitError as exc:
            if ctx.params.get("debug"):
                raise
            raise click.ClickException(str(exc)) from None
        except BrokenPipeError:
            # The reader went away (`printkit engine moves ... | head`): stop quietly,
            # pointing stdout at /dev/null so the interpreter's final flush cannot fail.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise SystemExit(1) from None
        except OSError as exc:
            if ctx.params.get("debug"):
                raise
            where = f": {exc.filename}" if exc.filename else ""
            raise click.ClickException(f"{exc.strerror or exc}{where}") from None


@click.group("printkit", cls=PrintkitGroup,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="printkit")
@click.option("--debug", is_flag=True, help="Show the full traceback when something fails.")
@click.option("--no-cache", is_flag=True,
              help="Build everything afresh, neither reading nor filling the user cache "
                   "(also: PRINTKIT_CACHE=off; PRINTKIT_CACHE=DIR moves it).")
def main(debug: bool, no_cache: bool) -> None:
    """Make home-printable print-and-play game kits as duplex-ready PDFs.

    \b
    Example:
      printkit build backgammon --lang pt-BR --paper a4
    """
    if no_cache:
        from printkit import cache

        cache.disable()

