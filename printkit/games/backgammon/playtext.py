"""Writing plays in the standard notation: "24/18 13/11", "bar/22*", "6/off", "8/5(2)".

Kept apart from notation.py so the engine can sort plays by their notation
without importing the position-ID code (which itself imports the engine); the
move types live here for the same reason, so the import runs one way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

BAR_POINT = 25
OFF_POINT = 0


@dataclass(frozen=True)
class Move:
    """One checker moved by one die: `src` 1..24 or 25 (bar), `dst` 1..24 or 0 (off)."""

    src: int
    dst: int
    hit: bool = False


Play = tuple[Move, ...]

# A path is one checker's journey: its points, and whether it hit on each landing.
Path = tuple[tuple[int, ...], tuple[bool, ...]]


def point_name(point: int) -> str:
    """Return the notation for a point number: 25 is "bar", 0 is "off"."""
    if point == BAR_POINT:
        return "bar"
    if point == OFF_POINT:
        return "off"
    return str(point)


def chain_paths(play: Sequence[Move]) -> list[Path]:
    """Join the moves of a play into checker paths: 24/18 and 18/13 become 24/18/13."""
    paths: list[tuple[list[int], list[bool]]] = [([m.src, m.dst], [m.hit]) for m in play]
    joined = True
    while joined:
        joined = False
        for first in paths:
            end = first[0][-1]
            # Checkers are interchangeable, so a path may continue with any move
            # leaving the point it reached, whichever order the dice were played in.
            second = next((p for p in paths if p is not first and p[0][0] == end), None)
            if second is not None and end != OFF_POINT:
                first[0].extend(second[0][1:])
                first[1].extend(second[1])
                paths.remove(second)
                joined = True
                break
    return [(tuple(points), tuple(hits)) for points, hits in paths]


def _render(points: tuple[int, ...], hits: tuple[bool, ...]) -> tuple[tuple[int, ...], str]:
    """Return the points a path shows and its text without the final hit mark."""
    shown = [points[0]]
    parts = [point_name(points[0])]
    # Intermediate points appear only where the checker hit: 24/18*/13 but 24/13.
    for point, hit in zip(points[1:-1], hits[:-1], strict=True):
        if hit:
            shown.append(point)
            parts.append(point_name(point) + "*")
    shown.append(points[-1])
    parts.append(point_name(points[-1]))
    return tuple(shown), "/".join(parts)


def _tokens(play: Sequence[Move]) -> list[tuple[tuple[int, ...], str]]:
    """Return the play's tokens as (shown points, text), highest source first."""
    groups: dict[str, tuple[tuple[int, ...], int, bool]] = {}
    for points, hits in chain_paths(play):
        shown, text = _render(points, hits)
        _, count, hit = groups.get(text, (shown, 0, False))
        # Two checkers onto one blot: only the first hits, and the pair reads "8/5*(2)".
        groups[text] = (shown, count + 1, hit or hits[-1])
    tokens = [
        (shown, text + ("*" if hit else "") + (f"({count})" if count > 1 else ""))
        for text, (shown, count, hit) in groups.items()
    ]
    # Highest source first, then from one point the longer move first (13/4 13/10,
    # 6/off 6/2), as gnubg writes them.
    tokens.sort(key=lambda token: (-token[0][0], token[0][-1], token[1]))
    return tokens


def format_play(play: Sequence[Move]) -> str:
    """Return the standard notation of a play, highest source first, repeats as "(n)"."""
    return " ".join(text for _, text in _tokens(play))


def play_sort_key(play: Sequence[Move]) -> tuple[tuple[tuple[int, ...], ...], str]:
    """Return the key ordering plays by their notation: by the points named, then the text."""
    tokens = _tokens(play)
    return tuple(shown for shown, _ in tokens), " ".join(text for _, text in tokens)
