"""The game interface: what a game package gives the kit builder, the validator and the CLI.

A game package (printkit/games/<name>/) defines `GAME = Game(...)` in its
__init__.py with plain data and loaders, so listing games stays cheap: the
engine (`Rules`, see rules.py), the kit recipe (`Kit`, below: what it draws) and
its `Checks` (what the engine finds wrong with it) are imported only when a
command needs them. Nothing outside the package names the game.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from printkit.errors import BadValueError, PrintkitError
from printkit.games.rules import Rules
from printkit.paths import templates_dir

if TYPE_CHECKING:
    from printkit.art.boards.diagrams import PieceStyle
    from printkit.art.canvas import Drawing
    from printkit.context import Context
    from printkit.games.manifest import KitManifest
    from printkit.layout.pack import Part
    from printkit.rulebook.model import Diagram, Document


class Kit(Protocol):
    """A game's kit recipe: its printed parts, cover art, rulebook values and diagrams."""

    @property
    def manifest(self) -> KitManifest:
        """What the kit prints, declared (see manifest.py): a compendium composes these."""
        ...

    def parts(self, names: Sequence[str], ctx: Context) -> list[Part]:
        """Draw the parts that templates/<game>/kit.toml names for one sheet, in order."""
        ...

    def cover_art(self, ctx: Context) -> Drawing | None:
        """The picture on the kit's cover page, or None."""
        ...

    def rule_values(self) -> Mapping[str, str]:
        """Values for the rulebook's {placeholders} (counts, lengths, ages)."""
        ...

    def diagram(self, block: Diagram, *, width: float, palette: str,
                pieces: PieceStyle | None = None) -> Drawing:
        """Draw a rulebook diagram block `width` mm wide (raises on bad notation); `pieces`
        draws the colours the kit printing the book holds otherwise (a compendium's)."""
        ...


class Checks(Protocol):
    """What a game's engine finds wrong with what its kit prints: diagrams, prose, board."""

    def diagram_problems(self, block: Diagram) -> list[tuple[int, str]]:
        """What the engine finds wrong with a diagram block, as (source line, what)."""
        ...

    def text_problems(self, document: Document) -> list[tuple[int, str]]:
        """Rule facts the rulebook's prose states that the engine refutes, by source line."""
        ...

    def board_problems(self, ctx: Context) -> list[str]:
        """What is wrong with the board as this kit draws it, as 'file:line: what'."""
        ...


def load(target: str) -> Any:
    """The object that `target` names as "package.module:NAME", imported on first use, so
    that listing games stays cheap."""
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


class CompendiumKit(Kit, Protocol):
    """A compendium's kit, which composes the kits of the games it is asked to hold."""

    def holding(self, games: tuple[str, ...]) -> Kit:
        """The kit of the compendium holding `games` (names, in the book's order)."""
        ...


@dataclass(frozen=True)
class Game:
    """A game printkit makes a kit of: names, titles, facts, its rules and its recipe."""

    name: str  # the command-line name, e.g. "breakthrough"
    title: str  # the English title, marked with N_ for the catalogs
    # Its engine as "module:RULES", or each rule set's (the name `engine --game` takes),
    # the kit's first; empty for a compendium, whose games bring their own.
    engine: str | Mapping[str, str]
    kit_at: str  # its kit as "module:KIT"
    checks_at: str = ""  # its checks as "module:CHECKS"; default: CHECKS beside its KIT
    aliases: tuple[str, ...] = ()  # other names that find it, e.g. the Portuguese one
    facts: tuple[str, ...] = ()  # short facts for the cover ("2 players"), marked N_
    contents: tuple[str, ...] = ()  # what the kit holds, for the cover, marked N_
    components: tuple[str, ...] = ()  # modules registering its art components (the board)
    # The languages it is written in; empty: every language whose catalogs it has
    # (see `languages`).
    only_languages: tuple[str, ...] = ()
    template_folder: Path | None = None  # default: templates/<name>
    # The module of its own command-line forms (see games/backgammon/native.py), which
    # `printkit engine` speaks without --game; one game at most has them.
    native: str = ""
    # A compendium's games, in the book's order: their rules are its chapters and their
    # boards and pieces its parts (see printkit/compendium.py). Empty for a single game.
    chapters: tuple[str, ...] = ()
    # The chapters one build holds (build classics --games ...); empty: all of them.
    chosen: tuple[str, ...] = ()

    def __hash__(self) -> int:
        # Checks cache their findings per game; the generated hash would fail on the
        # engine mapping (a dict), and a game is told apart by these fields anyway.
        return hash((self.name, self.chosen, self.template_folder))

    @property
    def held(self) -> tuple[str, ...]:
        """The games this compendium's build holds, in the book's order."""
        return self.chosen or self.chapters

    @property
    def rule_sets(self) -> tuple[str, ...]:
        """The names `engine --game` accepts for this game's rules, the kit's first."""
        return tuple(self.engine) if isinstance(self.engine, Mapping) else (self.name,)

    @property
    def package(self) -> str:
        """The module that defines its kit's package (where its own code lives)."""
        return self.kit_at.partition(":")[0].rpartition(".")[0]

    @property
    def languages(self) -> tuple[str, ...]:
        """The languages its kit can be built in: those it names, or every language found
        (printkit.languages) that has its catalogs and, for a compendium, its chapters'."""
        if self.only_languages:
            return self.only_languages
        # printkit.games imports this module (a cycle at the top), and printkit.languages
        # would add ~2 ms to `printkit --help`, which imports this module to list games.
        from printkit.games import find_game
        from printkit.languages import has_catalogs, languages

        folders = [self.templates, *(find_game(name).templates for name in self.chapters)]
        return tuple(tag for tag in languages()
                     if all(has_catalogs(folder, tag) for folder in folders))

    @property
    def templates(self) -> Path:
        """The folder of its rules.md, kit.toml and catalogs."""
        return self.template_folder or templates_dir() / self.name

    def rules(self, variant: str | None = None) -> Rules[Any]:
        """The engine of `variant` (default: the kit's own rules)."""
        if not self.engine:
            raise PrintkitError(f"{self.name} has no engine of its own: ask for one of its "
                                f"games, {', '.join(self.chapters)}")
        if isinstance(self.engine, str):
            rules: Rules[Any] = load(self.engine)
            return rules
        variant_rules: Rules[Any] = load(self.engine[variant or self.rule_sets[0]])
        return variant_rules

    def block_rules(self, block: Diagram) -> Rules[Any]:
        """The engine that checks and draws diagram `block`: the rule set its `rules:` key
        names, or the kit's own; raises BadValueError naming the accepted ones."""
        if block.rules is None:
            return self.rules()
        if block.rules not in self.rule_sets:
            raise BadValueError("rules", block.rules,
                                f"this game's rule sets: {', '.join(self.rule_sets)}")
        return self.rules(block.rules)

    def kit(self) -> Kit:
        """The kit recipe (a compendium's, for the games this build holds)."""
        if self.chapters:
            compendium: CompendiumKit = load(self.kit_at)
            return compendium.holding(self.held)
        kit: Kit = load(self.kit_at)
        return kit

    def checks(self) -> Checks:
        """What checks its kit against its engine (a compendium's: its own pages only)."""
        checks: Checks = load(self.checks_at or f"{self.kit_at.partition(':')[0]}:CHECKS")
        return checks
