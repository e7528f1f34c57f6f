"""A ready-made Kit: named part makers, a position drawer and the generic diagram checks.

Most games need nothing more than this: a game package lists its parts and how
to draw a position, and gets rulebook diagrams checked against its engine the
same way every other game's are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from printkit.errors import PrintkitError
from printkit.games.rules import Rules, check_dice

if TYPE_CHECKING:
    from printkit.art.canvas import Drawing
    from printkit.context import Context
    from printkit.layout.pack import Part
    from printkit.rulebook.model import Diagram

# Draws a position (with a move, if any, shown on it) `width` mm wide in a palette.
DrawPosition = Callable[[Any, "str | None", float, str], "Drawing"]
MakeParts = Callable[["Context"], "list[Part]"]


@dataclass(frozen=True)
class ResolvedBlock:
    """A diagram block read through the engine: the position shown and the move drawn."""

    position: Any
    move: str | None
    after: Any | None


@dataclass(frozen=True)
class Recipe:
    """A Kit (see games/base.py) assembled from a game's parts and position art."""

    rules: Callable[[], Rules[Any]]
    makers: Mapping[str, MakeParts]
    draw_position: DrawPosition
    values: Mapping[str, str] = field(default_factory=dict)
    cover: Callable[[Context], Drawing] | None = None
    board_check: Callable[[Context], list[str]] | None = None

    def parts(self, names: Iterable[str], ctx: Context) -> list[Part]:
        """Draw the parts called `names`, in order."""
        drawn: list[Part] = []
        for name in names:
            try:
                make = self.makers[name]
            except KeyError:
                raise PrintkitError(f"kit.toml names unknown part {name!r}: known parts are "
                                    f"{', '.join(self.makers)}") from None
            drawn.extend(make(ctx))
        return drawn

    def cover_art(self, ctx: Context) -> Drawing | None:
        """The cover picture, if the game has one."""
        return self.cover(ctx) if self.cover else None

    def rule_values(self) -> Mapping[str, str]:
        """The numbers the rulebook leaves to the kit."""
        return self.values

    def resolve(self, block: Diagram) -> ResolvedBlock:
        """Read the block's position and move with the engine (raises on bad notation)."""
        rules = self.rules()
        text = block.position
        position = rules.start() if text == "start" else rules.parse_position(text)
        if not block.play or block.play == "none":
            return ResolvedBlock(position, None, None)
        dice = check_dice(block.dice, rules.uses_dice, rules.name)
        return ResolvedBlock(position, block.play, rules.play(position, block.play, dice))

    def diagram(self, block: Diagram, *, width: float, palette: str) -> Drawing:
        """The block's position with its move shown."""
        resolved = self.resolve(block)
        return self.draw_position(resolved.position, resolved.move, width, palette)

    def diagram_problems(self, block: Diagram) -> list[str]:
        """What the engine finds wrong with the block (empty when it is right)."""
        rules = self.rules()
        try:
            resolved = self.resolve(block)
        except PrintkitError as exc:
            return [str(exc)]
        found = []
        if block.kind == "setup" and resolved.position != rules.start():
            found.append("setup diagram differs from the engine's start position")
        if block.play and block.play != "none":
            dice = check_dice(block.dice, rules.uses_dice, rules.name)
            legal = [text for text, _ in rules.legal_moves(resolved.position, dice)]
            if block.play not in legal:
                found.append(f"play {block.play!r} is not written as the engine writes it")
        if block.result is not None and resolved.after is not None:
            try:
                stated = rules.format_position(rules.parse_position(block.result))
            except PrintkitError as exc:
                return [*found, f"result: {exc}"]
            if stated != rules.format_position(resolved.after):
                found.append(f"the stated result is not the position after {block.play}")
        return found

    def board_problems(self, ctx: Context) -> list[str]:
        """What the game's own board check finds (nothing, when it has none)."""
        return self.board_check(ctx) if self.board_check else []
