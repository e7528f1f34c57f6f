"""Parameter lists the default run takes a sample of: the rest is marked slow.

`make test` runs the sample, so the suite stays within CI's budget on two cores;
`make test-slow` runs every case. Each use says which cases its sample keeps and why.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pytest


def sample(cases: Iterable[Any], keep: Callable[[int, Any], bool]) -> list[Any]:
    """`cases` for `pytest.mark.parametrize`, those `keep(index, case)` refuses marked slow."""
    kept: list[Any] = []
    for index, case in enumerate(cases):
        if keep(index, case):
            kept.append(case)
        else:
            values: Sequence[Any] = case if isinstance(case, tuple) else (case,)
            kept.append(pytest.param(*values, marks=pytest.mark.slow))
    return kept
