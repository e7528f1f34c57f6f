"""The points a backgammon-like caption names play the role its words give them.

On a board of points (backgammon, nardy) a caption's "enter on your 20-point", "bears
off the checker on your 3-point", "moves it down to your 1-point", "a black checker
holds the 9-point" or "the point printed 22" is checked against the diagram: the steps
of its play (and of its claimed moves) and the checkers each side has before and after
it. A score caption's "win a gammon" or "twice the cube value" is its `score:` over its
`cube:`, through the kit's multiples.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from printkit.errors import PrintkitError
from printkit.games.claims import listed
from printkit.games.rules import check_dice
from printkit.rulebook.model import Diagram, Document
from printkit.rulebook.source import messages

Problem = tuple[int, str]

BAR, OFF = 25, 0  # the notation's bar and tray as points of the mover's numbering
_STEP = re.compile(r"\b(bar|\d+)/(\d+|off)\b")
_NOT = re.compile(r"\b(?:not|cannot|never|no)\b|n't\b", re.I)
_POINT = r"(?:your |the |its )(\d+)-point"
_SMALL = {"once": 1, "one": 1, "twice": 2, "two": 2, "three": 3, "four": 4, "five": 5,
          "six": 6}


def number_value(word: str) -> int | None:
    """The value of a small number in digits or words ("three", "twice"), else None."""
    word = word.lower()
    return int(word) if word.isdigit() else _SMALL.get(word)


@dataclass
class PointFacts:
    """A diagram on a board of points, in the mover's numbering."""

    steps: set[tuple[int, int]] = field(default_factory=set)  # the play's (from, to)
    claimed: set[tuple[int, int]] = field(default_factory=set)  # the claimed moves' steps
    held: dict[str, set[int]] = field(default_factory=dict)  # "mover"/"other" -> points
    held_before: set[int] = field(default_factory=set)  # the mover's points before the play
    side: str = ""  # the mover's engine token, where the engine names it
    printed: dict[int, int] = field(default_factory=dict)  # printed number -> mover's point
    unplayed: int | None = None  # dice of the roll the play leaves unused (a double's four)
    made: set[int] = field(default_factory=set)  # the points the other side has made (blocks)
    stuck: bool = False  # the diagram's `play: none`: the engine finds no legal move


def steps_of(play: str) -> set[tuple[int, int]]:
    """The (from, to) steps of a play written "bar/20 24/20*" or "3/off 2/1"."""
    return {(BAR if a == "bar" else int(a), OFF if b == "off" else int(b))
            for a, b in _STEP.findall(play)}


@cache
def point_facts(rules: Any, block: Diagram) -> PointFacts | None:
    """What a diagram on a board of points shows, or None when the engine cannot read it
    (the block's own checks report that) or the board is not one of points."""
    try:
        position = rules.start() if block.position == "start" else rules.parse_position(
            block.position)
        dice = check_dice(block.dice, rules.uses_dice, rules.name) if block.dice else None
        after = (rules.play(position, block.play, dice)
                 if block.play and block.play != "none" else None)
    except PrintkitError:
        return None
    shown = _stacks(position)
    if shown is None:
        return None
    facts = PointFacts(held={"mover": set(), "other": set()})
    mine, theirs, turn = shown
    facts.held_before = set(mine)
    facts.made = _made(position)
    facts.stuck = block.play == "none"
    facts.held["mover"] |= set(mine)
    facts.held["other"] |= set(theirs)
    if after is not None:
        later = _stacks(after)
        assert later is not None  # one engine reads every position the same way
        # After the play the other side is to move: its "other" is our mover.
        facts.held["other"] |= {_across(after, p) for p in later[0]}
        facts.held["mover"] |= {_across(after, p) for p in later[1]}
    facts.side = turn
    if turn:  # a board printed in White's numbering (nardy): Black's own p is printed p+12
        facts.printed = {p if turn == "w" else _across(position, p): p for p in range(1, 25)}
    facts.steps = steps_of(block.play or "")
    if dice is not None and block.play:
        moves = sum(int(times or 1) for times in re.findall(r"\S+/\S+?(?:\((\d)\))?(?=\s|$)",
                                                             "" if block.play == "none"
                                                             else block.play))
        facts.unplayed = (4 if dice[0] == dice[1] else 2) - moves
    facts.claimed = {step for key, value in block.claims if key == "moves"
                     for move in listed(value) for step in steps_of(move)}
    return facts


def _stacks(position: Any) -> tuple[set[int], set[int], str] | None:
    """The points each side holds, in the mover's numbering, and the mover's token ("" for
    an engine that does not name it)."""
    if hasattr(position, "on_roll"):  # the other side's own point q is our 25 - q
        return (_held(position.on_roll), {25 - q for q in _held(position.opponent)}, "")
    if hasattr(position, "mover"):  # both go the same way round: our q + 12
        return (_held(position.mover), {(q + 11) % 24 + 1 for q in _held(position.other)},
                position.side)
    return None


def _made(position: Any) -> set[int]:
    """The points the side not to move has made, in the mover's numbering: two checkers
    in backgammon, one in nardy (a single checker blocks a point there)."""
    if hasattr(position, "on_roll"):
        return {25 - index - 1 for index, count in enumerate(position.opponent[:24])
                if count >= 2}
    return {(q + 11) % 24 + 1 for q in _held(position.other)}


def _held(counts: tuple[int, ...]) -> set[int]:
    """The points 1..24 holding checkers."""
    return {index + 1 for index, count in enumerate(counts[:24]) if count}


def _across(position: Any, point: int) -> int:
    """The other side's number of a point: backgammon's sides count opposite ways round,
    nardy's the same way from heads twelve points apart."""
    return 25 - point if hasattr(position, "on_roll") else (point + 11) % 24 + 1


def point_caption_problems(caption: str, line: int, facts: PointFacts,
                           sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """Each point the caption names plays the role its words give it."""
    found: list[Problem] = []
    every = facts.steps | facts.claimed
    enters, bears_off = {b for a, b in every if a == BAR}, {a for a, b in every if b == OFF}
    ends, starts = {b for _, b in every}, {a for a, _ in every}
    for clause in re.split(r"[.;:]", caption):
        # "On the bar cannot use the 4, because your opponent has made your 21-point": the
        # point that die would enter on, 25 minus its number.
        for match in re.finditer(rf"\bon the bar cannot (?:use|play) the ([1-6])\b[^.;]*?"
                                 rf"\bmade {_POINT}", clause):
            die, point = int(match.group(1)), int(match.group(2))
            if point != 25 - die:
                found.append((line, f"the caption blocks the {die} with the {point}-point; a "
                                    f"{die} enters on the {25 - die}-point"))
        for point in _unplayed(clause, rf"\benters? (?:it |them )?(?:on|into) {_POINT}", enters):
            found.append((line, f"the caption has a checker enter on the {point}-point; "
                                f"the play enters on {_listed(enters)}"))
        for point in _unplayed(clause, rf"\bbears? (?:[\w ]{{0,25}}? )?off(?: [\w ]{{0,25}}?)?"
                                       rf"(?: from| on)? {_POINT}", bears_off):
            found.append((line, f"the caption bears a checker off the {point}-point; the "
                                f"play bears off from {_listed(bears_off)}"))
        for point in _unplayed(clause, rf"\b(?:moves?|runs?|brings?|goes|go|comes?)\b"
                                       rf"[\w ,-]{{0,40}}? (?:down |up |on |over )?to {_POINT}",
                               ends):
            found.append((line, f"the caption moves a checker to the {point}-point; no "
                                "step of the play ends there"))
        for match in re.finditer(rf"\b(?:makes?|making) {_POINT}|\bfrom {_POINT}", clause):
            point = int(match.group(1) or match.group(2))
            if point not in (ends if match.group(1) else starts) and not _denied(clause, match):
                verb = "make" if match.group(1) else "leave"
                found.append((line, f"the caption has the play {verb} the {point}-point; no "
                                    f"step of the play {verb}s it"))
        for match in re.finditer(rf"\b(\w+) pips? from {_POINT}", clause):
            pips, point = number_value(match.group(1)), int(match.group(2))
            if pips and (point, point - pips) not in every and not _denied(clause, match):
                found.append((line, f"the caption moves {match.group(1)} pips from the "
                                    f"{point}-point; the play has no step {point}/{point - pips}"))
        found += _holder_problems(clause, line, facts, sides)
        found += _may_problems(clause, line, facts, sides)
        found += _row_problems(clause, line, facts, sides)
        found += _stuck_problems(clause, line, facts)
        found += _shown_problems(clause, line, facts, every)
    found += _count_problems(caption, line, facts)
    return found


def _shown_problems(clause: str, line: int, facts: PointFacts,
                    every: set[tuple[int, int]]) -> list[Problem]:
    """Any point the clause names, unless it denies it ("no checker stands on the 6-point"),
    holds checkers before or after the play or is a step's end."""
    shown = facts.held["mover"] | facts.held["other"] | {p for step in every for p in step}
    found: list[Problem] = []
    for match in re.finditer(rf"{_POINT}|\bthe point (?:printed|numbered) (\d+)", clause):
        point = (int(match.group(1)) if match.group(1)
                 else facts.printed.get(int(match.group(2)), 0))
        if point and point not in shown and not _denied(clause, match):
            said = f"the {point}-point" if match.group(1) else match.group().removeprefix(
                "the ")
            found.append((line, f"the caption names {said}, which holds no checker in its "
                                "diagram and is no step of its play"))
    return found


def _stuck_problems(clause: str, line: int, facts: PointFacts) -> list[Problem]:
    """Under `play: none`, a caption gives no checker a point to enter or a move ("only
    one point to enter" where the engine finds none)."""
    if not facts.stuck:
        return []
    return [(line, f"the caption gives {match.group()!r}; the engine finds no legal move")
            for match in re.finditer(r"\b(?:only )?(\w+) (?:open )?(?:points?|ways?|moves?) "
                                     r"(?:to|where it can|it can) (?:enter|move|play)\b", clause)
            if (number_value(match.group(1)) or 0) > 0 and not _denied(clause, match)]


def _row_problems(clause: str, line: int, facts: PointFacts,
                  sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """"White holds five points in a row, from 6 down to 2": that side holds every point
    of the range (its printed numbers), and the range has that many."""
    found: list[Problem] = []
    for token, names in sides.items():
        for name in names:
            pattern = (rf"(?<!\w){re.escape(name)} holds (\w+) points in a row, from (\d+) "
                       rf"(?:down )?to (\d+)")
            for match in re.finditer(pattern, clause):
                count = number_value(match.group(1))
                high, low = sorted((int(match.group(2)), int(match.group(3))), reverse=True)
                owner = "mover" if token == facts.side else "other"
                points = {facts.printed.get(p, p) if owner == "mover" else p
                          for p in range(low, high + 1)}
                if count is not None and count != high - low + 1:
                    found.append((line, f"the caption counts {count} points from {high} to "
                                        f"{low}; that is {high - low + 1}"))
                missing = sorted(points - facts.held[owner])
                if facts.side and missing:
                    found.append((line, f"the caption has {name} hold points {high} to {low}; "
                                        f"it holds none on {', '.join(map(str, missing))}"))
    return found


def _may_problems(clause: str, line: int, facts: PointFacts,
                  sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """A side that may or could do something with the roll ("Now White may make six in a
    row", "White could also move 4/2") is the side to move."""
    if not facts.side:
        return []  # the engine does not name the mover
    found: list[Problem] = []
    for token, names in sides.items():
        for name in names:
            if token != facts.side and re.search(
                    rf"(?<!\w){re.escape(name)} (?:may|can|could)(?: also| now| still| then)? "
                    r"(?:make|move|bear off|bears off|hit|enter|play)\b", clause):
                found.append((line, f"the caption has {name} move, but "
                                    f"{sides[facts.side][0]} is to move in its diagram"))
    return found


def _holder_problems(clause: str, line: int, facts: PointFacts,
                     sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """A point the clause gives a side's checker holds one of that side's checkers."""
    found: list[Problem] = []
    whose = {name.lower(): ("mover" if token == facts.side else "other")
             for token, names in sides.items() for name in names if facts.side}
    whose |= {"opposing": "other", "opponent's": "other", "your": "mover", "the": "mover",
              "other": "mover", "one": "mover"}
    # "a blot on your 7-point", "your opponent has made your 21-point"
    pattern = (r"\b([\w']+) (?:(?:checkers?|blot|one)(?: has)?,? (?:[\w ]{0,20}?)?"
               r"(?:on|holds?|stands on|sits on)|opponent has made) "
               r"(?:(?:your |the |its )(\d+)-point|the point (?:printed|numbered) (\d+))")
    for match in re.finditer(pattern, clause, re.I):
        owner = whose.get(match.group(1).lower())
        if re.search(r"\bblot\b|opponent has made", match.group()):
            owner = "other"  # a blot is left for you to hit; the opponent makes their own
        if owner is None:
            continue
        if match.group(2):
            point, said = int(match.group(2)), f"the {match.group(2)}-point"
        else:
            point = facts.printed.get(int(match.group(3)), 0)
            said = f"the point printed {match.group(3)}"
        if "has made" in match.group() and point and point not in facts.made:
            found.append((line, f"the caption says the opponent has made {said}; "
                                "they have not made it in its diagram"))
            continue
        if point and point not in facts.held[owner] and not _denied(clause, match):
            found.append((line, f"the caption puts {match.group(1).lower()} checker on "
                                f"{said}, which holds none in its diagram"))
    return found


def _unplayed(clause: str, pattern: str, played: set[int]) -> list[int]:
    """The points `pattern` (its first group) names in `clause`, not denied, that are not
    in `played`."""
    return [int(match.group(1)) for match in re.finditer(pattern, clause)
            if int(match.group(1)) not in played and not _denied(clause, match)]


def _denied(clause: str, match: re.Match[str]) -> bool:
    """Whether the words before `match`, back to the last comma, deny it ("cannot use
    the 4, because ...": the point names what does not happen)."""
    start = clause.rfind(",", 0, match.start()) + 1
    return _NOT.search(clause[start:match.end()]) is not None


def _count_problems(caption: str, line: int, facts: PointFacts) -> list[Problem]:
    """"Only three of the four threes can be played" counts the steps of the play, "the
    other two sixes are lost" the dice it leaves."""
    found: list[Problem] = []
    for match in re.finditer(r"\bonly (\w+) of the \w+ \w+ (?:can|may) be played", caption):
        said = number_value(match.group(1))
        # A set of steps: a double's repeated step counts once, which no caption needs yet.
        if said is not None and facts.steps and said != len(facts.steps):
            found.append((line, f"the caption says {said} can be played; the play has "
                                f"{len(facts.steps)} steps"))
    # "So the other two sixes are lost": the dice the play leaves unused.
    for match in re.finditer(r"\b(\w+) (?:\w+ )?(?:are|is) (?:lost|wasted|forfeited)\b", caption):
        said = number_value(match.group(1))
        if said is not None and facts.unplayed is not None and said != facts.unplayed:
            found.append((line, f"the caption says {said} are lost; the play leaves "
                                f"{facts.unplayed} of the roll unused"))
    return found


def score_caption_problems(block: Diagram, values: Mapping[str, str]) -> list[Problem]:
    """A score caption's kind of win ("a gammon") and multiple ("twice the cube value")
    are the diagram's `score:` over its `cube:`."""
    score, caption = block.claim("score"), block.caption or ""
    if not score or not score.isdigit():
        return []
    cube = block.claim("cube") or "1"
    multiple = int(score) // max(1, int(cube) if cube.isdigit() else 1)
    kinds = {key.removesuffix("_multiple"): int(value) for key, value in values.items()
             if key.endswith("_multiple") and value.isdigit()}
    found: list[Problem] = []
    line = block.line_of("caption")
    for word in re.findall(r"\bwins? an? \*?(\w+)", caption):
        if word.lower() in kinds and kinds[word.lower()] != multiple:
            found.append((line, f"the caption calls the win a {word}, worth "
                                f"{kinds[word.lower()]} times the cube; the diagram scores "
                                f"{multiple} times it"))
    for match in re.finditer(r"\b(twice|\w+ times) the cube value", caption):
        said = number_value(match.group(1).removesuffix(" times"))
        if said is not None and said != multiple:
            found.append((line, f"the caption says {match.group(1)} the cube value; the "
                                f"diagram scores {multiple} times it"))
    return found


def entry_problems(document: Document, points: int) -> list[Problem]:
    """A die the prose has enter from the bar ("a die showing 6 enters on your 19-point")
    enters where the notation puts it: the bar is point 25, so a die d enters on 25 - d;
    a die it has move a checker goes that many points down."""
    found: list[Problem] = []
    captions = {block.caption for block in document.diagrams}
    for message in messages(document):
        if message.text in captions:
            continue
        for match in re.finditer(r"\b(?:die showing|a|the) ([1-6]) enters on [^.;]{0,40}?"
                                 r"your (\d+)-point", message.text):
            die, point = int(match.group(1)), int(match.group(2))
            if point != points + 1 - die:
                found.append((message.line, f"the text has a {die} enter on the {point}-point;"
                                            f" a {die} enters on the {points + 1 - die}-point"))
        # "A 5 ... must move a checker from the 6-point to the 1-point": a die moves a
        # checker that many points down.
        for sentence in re.split(r"(?<=[.;])\s", message.text):
            for match in re.finditer(r"\ba ([1-6])\b[^.;]*?\bfrom (?:the|your) (\d+)-point "
                                     r"to (?:the|your) (\d+)-point", sentence):
                die, start, end = (int(n) for n in match.groups())
                if start - end != die:
                    found.append((message.line, f"the text has a {die} move a checker from the "
                                                f"{start}-point to the {end}-point; it reaches "
                                                f"the {start - die}-point"))
    return found


def _listed(points: set[int]) -> str:
    """Points as words name them."""
    return ", ".join(("the bar" if p == BAR else "off" if p == OFF else f"the {p}-point")
                     for p in sorted(points)) or "no point"
