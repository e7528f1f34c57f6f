"""Errors printkit raises on purpose; the CLI turns each into a one-line message."""

from __future__ import annotations


class PrintkitError(Exception):
    """A problem the user can fix: bad input, a broken template, an unwritable path."""


SHOWN_CHARACTERS = 80  # of a long value, in a one-line error


def shown(value: object) -> str:
    """`value` as an error line shows it: its repr, cut short with its length when long."""
    text = repr(value)
    if len(text) <= SHOWN_CHARACTERS + 2:
        return text
    length = f"{len(value)} characters" if isinstance(value, str) else f"{len(text)} characters"
    return f"{text[:SHOWN_CHARACTERS]}... ({length})"


class BadValueError(PrintkitError, ValueError):
    """A value the user gave that printkit does not accept."""

    def __init__(self, what: str, value: object, accepted: str) -> None:
        super().__init__(f"invalid {what} {shown(value)}: accepted {accepted}")
        self.what = what
        self.value = value
        self.accepted = accepted


class ValidationError(PrintkitError):
    """A kit whose sources fail the validator; carries one message per problem."""

    def __init__(self, problems: list[str]) -> None:
        # One line for the CLI's "Error: ..."; `printkit validate` prints every problem.
        first = problems[0] if problems else "no details"
        more = (f" (and {len(problems) - 1} more: `printkit validate` lists them all)"
                if len(problems) > 1 else "")
        super().__init__(f"the kit fails validation: {first}{more}")
        self.problems = problems
