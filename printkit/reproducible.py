"""The date a build stamps on its files: SOURCE_DATE_EPOCH, or a fixed one, never the clock."""

from __future__ import annotations

import os

from printkit.errors import BadValueError

# Used when SOURCE_DATE_EPOCH is unset, so that rebuilding gives the same bytes.
DEFAULT_EPOCH = 1767225600  # 2026-01-01T00:00:00Z
LAST_EPOCH = 253402300799  # 9999-12-31T23:59:59Z: PDF dates have four-digit years
ACCEPTED = ("a whole number of seconds since 1970-01-01 UTC, "
            f"0 to {LAST_EPOCH} (the end of year 9999)")


def source_date_epoch() -> int:
    """SOURCE_DATE_EPOCH as the reproducible-builds spec defines it (an integer count of
    seconds since 1970); unset or empty means the fixed default. A malformed value is an
    error, as the spec asks, rather than a silently different date."""
    text = os.environ.get("SOURCE_DATE_EPOCH", "")
    if not text:
        return DEFAULT_EPOCH
    # The length test comes first: int() refuses strings of over 4300 digits.
    if len(text) > 12 or not text.isascii() or not text.isdigit() or int(text) > LAST_EPOCH:
        raise BadValueError("SOURCE_DATE_EPOCH", text, ACCEPTED)
    return int(text)
