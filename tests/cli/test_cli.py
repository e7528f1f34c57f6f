"""The command line as a user meets it: help, version, listing and error messages."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from printkit import __version__
from printkit.cli import COMMANDS, main


def _all_commands() -> list[list[str]]:
    paths = [[]]
    ctx = click.Context(main, info_name="printkit")
    for name in main.list_commands(ctx):
        paths.append([name])
        command = main.get_command(ctx, name)
        sub = getattr(command, "commands", None)
        if sub:
            paths.extend([name, child] for child in sub)
    return paths


def test_every_command_loads_under_its_own_name() -> None:
    ctx = click.Context(main, info_name="printkit")
    for name in COMMANDS:
        command = main.get_command(ctx, name)
        assert isinstance(command, click.Command) and command.name == name


@pytest.mark.parametrize("path", _all_commands(), ids=lambda p: " ".join(p) or "printkit")
def test_every_command_has_help_with_an_example(path: list[str]) -> None:
    result = CliRunner().invoke(main, [*path, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage:" in result.output
    assert "Example" in result.output


def test_version() -> None:
    result = CliRunner().invoke(main, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"printkit, version {__version__}"


def test_list_names_games_languages_papers_components(run) -> None:
    result = run("list")
    assert result.exit_code == 0
    for word in ("backgammon", "pt-BR", "pt-PT", "en", "a4", "letter", "215.9 x 279.4 mm",
                 "board", "dice", "cube", "checkers", "box"):
        assert word in result.output


@pytest.mark.parametrize(
    ("args", "bad", "accepted"),
    [
        (["build", "backgammon", "--lang", "xx"], "'xx'", ["en", "pt-BR", "pt-PT", "all"]),
        (["build", "backgammon", "--paper", "a5"], "'a5'", ["a4", "letter"]),
        (["build", "chess"], "'chess'", ["backgammon"]),
        (["build", "backgammon", "--duplex", "sideways"], "'sideways'",
         ["long-edge", "short-edge"]),
    ],
)
def test_bad_build_values_are_usage_errors_and_write_nothing(run, tmp_path, args, bad,
                                                             accepted) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert bad in result.output
    for value in accepted:
        assert value in result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "build").exists()


def test_output_path_that_is_a_directory_fails_in_one_line(run, tmp_path) -> None:
    (tmp_path / "out.pdf").mkdir()
    result = run("build", "backgammon", "-o", "out.pdf")
    assert result.exit_code == 1
    assert result.output.strip().splitlines() == [
        "Error: output path 'out.pdf' is a directory: give a file name"
    ]
