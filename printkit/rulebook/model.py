"""The rulebook document model: its blocks, and the errors a malformed source raises."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.errors import PrintkitError


class RulesSourceError(PrintkitError):
    """A rulebook source that breaks the format; its message starts with file:line."""

    def __init__(self, path: str, line: int, reason: str) -> None:
        super().__init__(f"{path}:{line}: {reason}")
        self.path = path
        self.line = line
        self.reason = reason


class UnknownBlockError(RulesSourceError):
    """A line that starts no block the format knows (HTML, tables, other list markers)."""


class TitleError(RulesSourceError):
    """A missing, misplaced or repeated `# Title`."""


class ListError(RulesSourceError):
    """A list item that continues on the next line, or numbered steps out of order."""


class InlineMarkupError(RulesSourceError):
    """Unbalanced emphasis, a stray brace, a link or code inside a text."""


class UnterminatedFenceError(RulesSourceError):
    """A diagram block whose closing fence never comes."""


class DiagramKeyError(RulesSourceError):
    """A diagram line that is not `key: value`, or whose key is unknown or repeated."""


class MissingDiagramKeyError(RulesSourceError):
    """A diagram without a position, or a play without dice, or a result without a play."""


class DiagramValueError(RulesSourceError):
    """A diagram value that does not have the required form."""


@dataclass(frozen=True)
class Heading:
    """A heading: level 1 is the title, 2 a section, 3 a subsection."""

    level: int
    text: str
    line: int
    papers: frozenset[str] = frozenset()  # printed only on these papers; empty: on all


@dataclass(frozen=True)
class Paragraph:
    """A paragraph of running text, its source lines joined with spaces."""

    text: str
    line: int
    papers: frozenset[str] = frozenset()  # printed only on these papers; empty: on all


@dataclass(frozen=True)
class ListItem:
    """One item of a bullet list or one step of a numbered list."""

    text: str
    line: int
    papers: frozenset[str] = frozenset()  # printed only on these papers; empty: on all


@dataclass(frozen=True)
class BulletList:
    """Consecutive `- text` lines."""

    items: tuple[ListItem, ...]
    line: int


@dataclass(frozen=True)
class NumberedList:
    """Consecutive `1. text` lines, numbered from 1 without gaps, or, when `continues`, on
    from the steps before the pictures that interrupt them."""

    items: tuple[ListItem, ...]
    line: int
    continues: bool = False  # numbered on from the last list, across diagrams only


@dataclass(frozen=True)
class Diagram:
    """A board picture: a position, optionally a roll, a play, the position after it, and
    claims about it that the game's engine checks."""

    position: str  # "start" or a position in the game's notation
    dice: tuple[int, int] | None
    play: str | None  # the move in the game's notation, e.g. "8/5 6/5"; "none": no legal move
    result: str | None  # the position after the play, the next side to move
    kind: str | None  # "setup": must show the engine's start position
    caption: str | None
    line: int  # the line of the opening fence
    # Claims: every legal move ("; " between them), the winner after the play, the pip
    # counts ("167 167", the side to move first), the score of a game end and its cube.
    claims: tuple[tuple[str, str], ...] = ()
    lines: tuple[tuple[str, int], ...] = ()  # the source line of each key
    figure: str | None = None  # an assembly picture instead of a position, e.g. "box-1"
    rules: str | None = None  # the engine it is checked and drawn with; None: the game's main
    # What of the board the diagram shows, for games that draw it: a window onto a region,
    # drawn larger (two corner cells, like "a1-f6"), or a view the game names (Hex's
    # "halves": its two halves being joined); None: the whole board.
    view: str | None = None
    papers: frozenset[str] = frozenset()  # printed only on these papers; empty: on all

    def claim(self, key: str) -> str | None:
        """The value of claim `key`, or None when the block does not make it."""
        return dict(self.claims).get(key)

    def line_of(self, key: str) -> int:
        """The source line of `key` (the fence's line when the block has no such key)."""
        return dict(self.lines).get(key, self.line)


Block = Heading | Paragraph | BulletList | NumberedList | Diagram


@dataclass(frozen=True)
class Document:
    """A parsed rulebook source: its path (for messages) and its blocks in order."""

    path: str
    blocks: tuple[Block, ...]

    @property
    def title(self) -> str:
        """The text of the `# Title` line."""
        first = self.blocks[0]
        assert isinstance(first, Heading) and first.level == 1  # the parser guarantees it
        return first.text

    @property
    def diagrams(self) -> tuple[Diagram, ...]:
        """The diagram blocks, in order."""
        return tuple(block for block in self.blocks if isinstance(block, Diagram))


@dataclass(frozen=True)
class Message:
    """A translatable text: the msgid, its source line, and a note for translators."""

    text: str
    line: int
    context: str  # where the text sits, e.g. "paragraph under “Bearing off”"
