"""Parse a rulebook source (templates/<game>/rules.md) into a typed document model.

The format is a strict subset of Markdown so that one parser serves the
renderer, the validator and the translation extractor alike:

- `# Title` on the first line, then `## Section` and `### Subsection`;
- paragraphs separated by blank lines (their lines are joined with spaces);
- bullet items `- text` and numbered steps `1. text`, one line each; steps may go on
  after a diagram (`3. text` after `2. text` and a picture), so each picture stands right
  after the steps it shows;
- inline `*emphasis*`, `**strong**` and `{placeholder}` names only;
- a heading, paragraph or list item may open with a paper condition, `[paper: a4 letter] `,
  and is then printed only in a kit built for one of those papers (see as_printed): so an
  A4 rulebook says how to join the board's halves and an A3 one that it is whole, each
  without the other's sentence. Translators see the text without the condition;
- fenced ```diagram blocks of `key: value` lines (see DIAGRAM_KEYS).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

from printkit.paths import templates_dir
from printkit.rulebook.model import (
    Block,
    BulletList,
    Diagram,
    DiagramKeyError,
    DiagramValueError,
    Document,
    Heading,
    InlineMarkupError,
    ListError,
    ListItem,
    Message,
    MissingDiagramKeyError,
    NumberedList,
    Paragraph,
    RulesSourceError,
    TitleError,
    UnknownBlockError,
    UnterminatedFenceError,
)
from printkit.units import PAPERS

DIAGRAM_KINDS = frozenset({"setup"})
FENCE_OPEN = "```diagram"
FENCE_CLOSE = "```"

_HEADING = re.compile(r"(#{1,3}) (\S.*)")
_BULLET = re.compile(r"- (\S.*)")
_NUMBERED = re.compile(r"(\d+)\. (\S.*)")
_PAPER = re.compile(r"\[paper: ([a-z0-9]+(?: [a-z0-9]+)*)\] (\S.*)")
_KEY_VALUE = re.compile(r"([A-Za-z_]+):(.*)")
_PLACEHOLDER = re.compile(r"\{([a-z][a-z0-9_]*)\}")
_DICE = re.compile(r"([1-6])-([1-6])")
_SIDE = re.compile(r"[A-Za-z0-9]+")
_CELLS = r"[A-Za-z]+[0-9]*(?: [A-Za-z]+[0-9]*)*"
_NEIGHBORS = re.compile(rf"{_CELLS} = (?:{_CELLS}|none)")
_GUARDS = re.compile(rf"[A-Za-z]+[0-9]* = (?:{_CELLS}|none)")
# Lines that mean something in Markdown but not here; each gets its own hint.
_FOREIGN = (
    (re.compile(r"\s"), "indented lines mean nothing here; start lines at the margin"),
    (re.compile(r"[*+] "), "bullet items start with '- '"),
    (re.compile(r"#"), "headings are '# ', '## ' or '### ' followed by text"),
    (re.compile(r"```"), f"the only fenced block is '{FENCE_OPEN}'"),
    (re.compile(r">"), "block quotes are not part of the format"),
    (re.compile(r"\|"), "tables are not part of the format"),
    (re.compile(r"<"), "HTML is not part of the format"),
    (re.compile(r"(-{3,}|={3,}|_{3,})$"), "horizontal rules are not part of the format"),
    (re.compile(r"\d+[.)]( |$)"), "numbered steps are written '1. text'"),
)
_INLINE_FOREIGN = (
    (re.compile(r"`"), "code spans are not part of the format"),
    (re.compile(r"\[[^\]]*\]\("), "links are not part of the format"),
    (re.compile(r"<[A-Za-z/!]"), "HTML is not part of the format"),
)
# Each diagram key: a test of its value's form, and the hint shown when it fails. Positions,
# plays and results are in the game's own notation, so the game's engine checks them
# (the validator reports its findings at the block's line).
_VALUE_FORMS: dict[str, tuple[Callable[[str], object], str]] = {
    "position": (bool, "a position in the game's notation, or 'start'"),
    "result": (bool, "the position after the play, in the game's notation"),
    "dice": (_DICE.fullmatch, "expected two dice like '3-1'"),
    "play": (bool, "a move in the game's notation, or 'none'"),
    "moves": (bool, "every legal move, separated by '; '"),
    "safe": (bool, "every move after which the opponent cannot win at once, separated by '; '"),
    "illegal": (bool, "moves the rules forbid here, separated by '; '"),
    "rule": (bool, "the words of the text above that state the rule this diagram proves"),
    "winner": (bool, "the winning side after the play, as the engine names it"),
    "best": (_SIDE.fullmatch, "the side that wins with best play from the position (as the "
                              "engine names it), or 'draw'"),
    "then": (_SIDE.fullmatch, "the side that wins with best play after the play, or 'draw'"),
    "keeps": (bool, "every move that keeps the best result of the side to move, separated "
                    "by '; '"),
    "loses": (bool, "moves that lose for the side that plays them, separated by '; '"),
    "neighbors": (_NEIGHBORS.fullmatch, "cells, '=', and every cell adjacent to all of them "
                                        "(or 'none'), like 'd6 e4 = d5 e5'"),
    "guards": (_GUARDS.fullmatch, "a cell, '=', and every cell whose piece could capture "
                                  "onto it at once (or 'none'), like 'd4 = c3 e3'"),
    "pips": (re.compile(r"\d+ \d+").fullmatch, "two pip counts like '167 167'"),
    "score": (re.compile(r"[1-9]\d{0,3}").fullmatch, "the points the game end scores"),
    "cube": (re.compile(r"1|2|4|8|16|32|64").fullmatch, "the cube's value: 1 to 64"),
    "figure": (re.compile(r"[a-z]+(-[0-9a-z]+)*").fullmatch,
               "an assembly picture's name, like box-1"),
    "kind": (DIAGRAM_KINDS.__contains__, f"known kinds: {', '.join(sorted(DIAGRAM_KINDS))}"),
    "caption": (bool, "a caption needs text"),
    "rules": (re.compile(r"[a-z]+(-[a-z]+)*").fullmatch,
              "the rule set the block is checked and drawn with, like short-nardy"),
    "view": (re.compile(r"[a-z][0-9]{1,2}-[a-z][0-9]{1,2}|[a-z]+").fullmatch,
             "a region of the board, two corner cells like 'a1-f6', or a view the game "
             "names, like 'halves'"),
    "paper": (re.compile(rf"(?:{'|'.join(PAPERS)})(?: (?:{'|'.join(PAPERS)}))*").fullmatch,
              f"the papers it is printed on, of {', '.join(PAPERS)}, like 'a4 letter'"),
}
DIAGRAM_KEYS = tuple(_VALUE_FORMS)
# (key, needed only when this key is present, the reason it is needed)
_REQUIRED = (
    ("position", None, "a diagram needs a position (or a figure)"),
    ("play", "result", "a result needs the play that leads to it"),
    ("score", "cube", "a cube value goes with a score"),
    ("play", "then", "a then: claim needs the play it follows"),
)
CLAIM_KEYS = ("moves", "safe", "illegal", "rule", "winner", "pips", "score", "cube", "best",
              "then", "keeps", "loses", "neighbors", "guards")


def rules_path(game: str) -> Path:
    """The English rulebook source of `game`."""
    return templates_dir() / game / "rules.md"


def load_rules(path: Path) -> Document:
    """Read and parse the rulebook source at `path`."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        line = path.read_bytes()[: exc.start].count(b"\n") + 1
        raise RulesSourceError(str(path), line, "the file is not UTF-8") from None
    return parse_rules(text, str(path))


def parse_rules(text: str, path: str = "<rules>") -> Document:
    """Parse rulebook source `text`; `path` only names the file in error messages."""
    lines = [line.rstrip() for line in text.splitlines()]
    if not lines or not lines[0].startswith("# "):
        raise TitleError(path, 1, "the first line must be the title, '# Title'")
    blocks = tuple(_Parser(path, lines).blocks())
    return Document(path, blocks)


# Pictures a rulebook shows only on full pages: an A5 booklet page has no room for the
# step-4 close-up, nor step 6's picture, beside the box's steps, and would part the steps
# from their pictures.
CLOSE_UPS = frozenset({"box-corner", "box-lining"})


def as_printed(document: Document, paper: str, layout: str = "pages") -> Document:
    """`document` as printed on `paper` ("a4") in `layout` ("pages" or "booklet"): without
    the headings, paragraphs, list items and diagrams whose paper condition leaves them
    out, nor a list left with no item, and a booklet without its close-ups."""
    def shown(papers: frozenset[str]) -> bool:
        return not papers or paper in papers

    blocks: list[Block] = []
    for block in document.blocks:
        if isinstance(block, Heading | Paragraph):
            if shown(block.papers):
                blocks.append(block)
        elif isinstance(block, BulletList | NumberedList):
            items = tuple(item for item in block.items if shown(item.papers))
            if items:
                blocks.append(replace(block, items=items))
        elif shown(block.papers) and not (layout == "booklet" and block.figure in CLOSE_UPS):
            blocks.append(block)
    return replace(document, blocks=tuple(blocks))


def placeholders(text: str) -> set[str]:
    """The names of the `{placeholder}`s in `text`."""
    return set(_PLACEHOLDER.findall(text))


def messages(document: Document) -> list[Message]:
    """Every translatable text of `document` in order: headings, paragraphs, items, captions."""
    found: list[Message] = []
    section = ""  # the latest ## heading, for subsection notes
    where = ""  # the latest ## or ### heading, for notes on the text beneath it
    for block in document.blocks:
        if isinstance(block, Heading):
            found.append(Message(block.text, block.line, _heading_context(block.level, section)))
            if block.level == 2:
                section = where = block.text
            elif block.level == 3:
                where = block.text
            continue
        under = f" under “{where}”" if where else ""
        if isinstance(block, Paragraph):
            found.append(Message(block.text, block.line, "paragraph" + under))
        elif isinstance(block, BulletList | NumberedList):
            kind = "list item" if isinstance(block, BulletList) else "numbered step"
            found.extend(Message(item.text, item.line, kind + under) for item in block.items)
        elif block.caption:
            found.append(Message(block.caption, block.line, "diagram caption" + under))
    return found


def _heading_context(level: int, section: str) -> str:
    """The translator note for a heading of `level` that follows the ## heading `section`."""
    if level == 1:
        return "title"
    if level == 2:
        return "section heading"
    return f"subsection heading under “{section}”" if section else "subsection heading"


class _Parser:
    """Walks the source lines once, turning runs of lines into blocks."""

    def __init__(self, path: str, lines: list[str]) -> None:
        self.path = path
        self.lines = lines
        self.index = 0  # 0-based index of the next unread line
        # The last number of the steps read so far, while only diagrams follow them: a
        # list may go on from it, so each picture stands right after its steps.
        self.steps_so_far = 0

    def blocks(self) -> Iterator[Block]:
        """Yield the blocks of the source in order."""
        while self.index < len(self.lines):
            line = self.lines[self.index]
            start = self.index + 1
            if not line:
                self.index += 1
                continue
            if line == FENCE_OPEN:
                yield self._diagram()
                continue  # steps may number on past a picture
            if _NUMBERED.fullmatch(line):
                first = self.steps_so_far + 1 if self._goes_on(line) else 1
                steps = self._numbered(first)
                yield NumberedList(steps, start, continues=first > 1)
                self.steps_so_far = first + len(steps) - 1
                continue
            self.steps_so_far = 0
            if _HEADING.fullmatch(line):
                yield self._heading()
            elif _BULLET.fullmatch(line):
                yield BulletList(tuple(item for _, item in self._items(_BULLET)), start)
            else:
                yield self._paragraph()

    def error(self, kind: type[RulesSourceError], line: int, reason: str) -> RulesSourceError:
        """Return an error of `kind` about `line` of this source."""
        return kind(self.path, line, reason)

    def checked(self, text: str, line: int) -> str:
        """Return `text` after checking its inline markup."""
        for pattern, hint in _INLINE_FOREIGN:
            if pattern.search(text):
                raise self.error(InlineMarkupError, line, hint)
        problem = _emphasis_problem(text) or _brace_problem(text)
        if problem:
            raise self.error(InlineMarkupError, line, problem)
        return text

    def conditioned(self, text: str, line: int) -> tuple[str, frozenset[str]]:
        """`text` without its paper condition, checked, and the papers it names (none: the
        text is printed on every paper)."""
        match = _PAPER.fullmatch(text)
        if match is None:
            if text.startswith("[paper"):
                raise self.error(InlineMarkupError, line, "a paper condition is written "
                                 "'[paper: a4 letter] ' before the text")
            return self.checked(text, line), frozenset()
        papers = match.group(1).split()
        unknown = [p for p in papers if p not in PAPERS]
        if unknown:
            raise self.error(InlineMarkupError, line, f"unknown paper {unknown[0]!r} in a "
                             f"paper condition; known papers: {', '.join(PAPERS)}")
        return self.checked(match.group(2), line), frozenset(papers)

    def _reject_foreign(self, line: str, number: int) -> None:
        """Raise UnknownBlockError if `line` starts Markdown that the format lacks."""
        for pattern, hint in _FOREIGN:
            if pattern.match(line):
                raise self.error(UnknownBlockError, number, f"unknown block syntax: {hint}")

    def _starts_block(self, line: str) -> bool:
        """Whether `line` opens a heading, a list or a diagram."""
        return line == FENCE_OPEN or any(
            pattern.fullmatch(line) for pattern in (_HEADING, _BULLET, _NUMBERED)
        )

    def _heading(self) -> Heading:
        number = self.index + 1
        match = _HEADING.fullmatch(self.lines[self.index])
        assert match is not None  # blocks() only calls this on a heading line
        level = len(match.group(1))
        if level == 1 and number != 1:
            raise self.error(TitleError, number, "only the first line may be a '# ' title")
        self.index += 1
        text, papers = self.conditioned(match.group(2), number)
        if papers and level == 1:
            raise self.error(TitleError, number, "the title is printed on every paper")
        return Heading(level, text, number, papers)

    def _paragraph(self) -> Paragraph:
        start = self.index + 1
        parts: list[str] = []
        while self.index < len(self.lines):
            line = self.lines[self.index]
            if not line or self._starts_block(line):
                break
            self._reject_foreign(line, self.index + 1)
            parts.append(line)
            self.index += 1
        text, papers = self.conditioned(" ".join(parts), start)
        return Paragraph(text, start, papers)

    def _items(self, pattern: re.Pattern[str]) -> list[tuple[re.Match[str], ListItem]]:
        """Read consecutive list lines matching `pattern` (whose last group is the text)."""
        items: list[tuple[re.Match[str], ListItem]] = []
        while self.index < len(self.lines):
            match = pattern.fullmatch(self.lines[self.index])
            if match is None:
                break
            number = self.index + 1
            text, papers = self.conditioned(match.group(match.lastindex or 1), number)
            items.append((match, ListItem(text, number, papers)))
            self.index += 1
        self._check_list_end()
        return items

    def _check_list_end(self) -> None:
        """Refuse a text line glued to a list: it could be a continuation or a paragraph."""
        if self.index >= len(self.lines):
            return
        line = self.lines[self.index]
        if line and not self._starts_block(line):
            self._reject_foreign(line, self.index + 1)
            raise self.error(
                ListError,
                self.index + 1,
                "list items are one line each; put a blank line between a list and a paragraph",
            )

    def _goes_on(self, line: str) -> bool:
        """Whether the list starting with `line` numbers on from the steps before it."""
        match = _NUMBERED.fullmatch(line)
        return bool(self.steps_so_far and match and match.group(1) != "1")

    def _numbered(self, first: int = 1) -> tuple[ListItem, ...]:
        steps = self._items(_NUMBERED)
        for expected, (match, item) in enumerate(steps, start=first):
            if int(match.group(1)) != expected:
                reason = f"step numbered {match.group(1)}, expected {expected}"
                raise self.error(ListError, item.line, reason)
        return tuple(item for _, item in steps)

    def _diagram(self) -> Diagram:
        fence = self.index + 1
        self.index += 1
        values: dict[str, tuple[str, int]] = {}
        while self.index < len(self.lines) and self.lines[self.index] != FENCE_CLOSE:
            line, number = self.lines[self.index], self.index + 1
            if line.startswith(("```", "#")):
                # A new fence or heading means the author forgot to close this one.
                reason = f"'{FENCE_OPEN}' is not closed before line {number}"
                raise self.error(UnterminatedFenceError, fence, reason)
            if line:
                key, value = self._key_value(line, number, values)
                values[key] = (value, number)
            self.index += 1
        if self.index >= len(self.lines):
            reason = f"'{FENCE_OPEN}' is never closed by '{FENCE_CLOSE}'"
            raise self.error(UnterminatedFenceError, fence, reason)
        self.index += 1
        return self._build_diagram(fence, values)

    def _build_diagram(self, fence: int, values: dict[str, tuple[str, int]]) -> Diagram:
        """Return the Diagram of a closed block, once its required keys are present."""
        for key, when, reason in _REQUIRED:
            if key == "position" and "figure" in values:
                continue  # an assembly picture shows no position
            if key not in values and (when is None or when in values):
                line = fence if when is None else values[when][1]
                raise self.error(MissingDiagramKeyError, line, reason)
        text = {key: value for key, (value, _) in values.items()}
        dice = text.get("dice")
        caption = values.get("caption")
        return Diagram(
            position=text.get("position", ""),
            dice=(int(dice[0]), int(dice[2])) if dice else None,
            play=text.get("play"),
            result=text.get("result"),
            kind=text.get("kind"),
            caption=self.checked(*caption) if caption else None,
            line=fence,
            claims=tuple((key, text[key]) for key in CLAIM_KEYS if key in text),
            lines=tuple((key, number) for key, (_, number) in values.items()),
            figure=text.get("figure"),
            rules=text.get("rules"),
            view=text.get("view"),
            papers=frozenset(text.get("paper", "").split()),
        )

    def _key_value(
        self, line: str, number: int, seen: dict[str, tuple[str, int]]
    ) -> tuple[str, str]:
        """Split a diagram line into its key and value, refusing unknown or repeated keys."""
        match = _KEY_VALUE.fullmatch(line)
        if match is None:
            raise self.error(DiagramKeyError, number, "diagram lines are 'key: value'")
        key, value = match.group(1), match.group(2).strip()
        if key not in _VALUE_FORMS:
            known = ", ".join(DIAGRAM_KEYS)
            reason = f"unknown diagram key {key!r}; known keys: {known}"
            raise self.error(DiagramKeyError, number, reason)
        if key in seen:
            reason = f"diagram key {key!r} repeats line {seen[key][1]}"
            raise self.error(DiagramKeyError, number, reason)
        test, hint = _VALUE_FORMS[key]
        if not value or not test(value):
            raise self.error(DiagramValueError, number, f"{key} {value!r}: {hint}")
        return key, value


def _emphasis_problem(text: str) -> str | None:
    """Describe unbalanced or crossed `*`/`**` markers in `text`, or return None."""
    open_markers: list[str] = []
    for marker in re.findall(r"\*\*|\*", text):
        if open_markers and open_markers[-1] == marker:
            open_markers.pop()
        elif marker in open_markers:
            return f"emphasis markers {marker!r} cross another pair"
        else:
            open_markers.append(marker)
    if open_markers:
        return f"emphasis marker {open_markers[-1]!r} is never closed"
    return None


def _brace_problem(text: str) -> str | None:
    """Describe a brace that is not part of a `{placeholder}`, or return None."""
    rest = _PLACEHOLDER.sub("", text)
    if "{" in rest or "}" in rest:
        return "braces are only for placeholders like {match_length} (lowercase, digits, '_')"
    return None
