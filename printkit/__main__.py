"""Run the command line as `python -m printkit`."""

from printkit.cli import main

main()
