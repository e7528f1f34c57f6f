"""Which games a compendium build holds: light, so a single game's build needs no more.

The compendium's book itself (printkit.compendium) loads the rulebook renderer; a
build of one game asks only `chosen_games`, which must not pull that in.
"""

from __future__ import annotations

from collections.abc import Iterable

from printkit.errors import BadValueError, PrintkitError
from printkit.games import Game, all_games, find_game


def compendiums() -> list[str]:
    """The names of the registered compendiums."""
    return [name for name, game in all_games().items() if game.chapters]


def chosen_games(game: Game, asked: Iterable[str] = ()) -> tuple[str, ...]:
    """The games of compendium `game` that a build holds: those `asked` (by any of their
    names), in the book's order, or all of them when none is asked."""
    asked = [name.strip() for name in asked if name.strip()]
    if not game.chapters:
        if asked:
            raise PrintkitError(f"--games {','.join(asked)}: {game.name} is a single game; "
                                f"only a compendium ({', '.join(compendiums())}) takes a "
                                "list of games")
        return ()
    wanted: set[str] = set()
    for name in asked:
        try:
            found = find_game(name).name
        except BadValueError:
            found = ""
        if found not in game.chapters:
            raise BadValueError("--games entry", name, ", ".join(game.chapters))
        wanted.add(found)
    return tuple(name for name in game.chapters if not wanted or name in wanted)
