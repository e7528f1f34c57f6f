"""The cells a grid or house caption names play the role its words give them.

Naming a cell of the diagram is not enough: "the only move is b2" names every legal
move, "can only go to b1 or b2" every cell the piece can reach, "the piece on d4" a
cell with a piece, "it goes straight ahead" the play's direction, and "sows the four
seeds of c into d, e, f and North's A" the houses the play sows, in order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from printkit.rulebook.facts import Board, DiagramFacts, cells_in, clauses, name_flags

Problem = tuple[int, str]

_NOT = re.compile(r"\b(?:not|cannot|never|no|would|could|had)\b|n't\b", re.I)
_CELL = r"(?:[a-z]\d{1,2}|[a-fA-F])"
_LIST = rf"(?:North's |South's )?{_CELL}(?:(?:,| or| and)+ (?:North's |South's )?{_CELL})*"


def role_problems(caption: str, line: int, shown: DiagramFacts, board: Board,
                  sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """Each cell the caption names plays the role its words give it."""
    found: list[Problem] = []
    found += _safe_problems(caption, line, shown, board)
    for clause in clauses(caption):
        found += _winning_problems(clause, line, shown, board)
        found += _seed_problems(clause, line, shown)
        found += _barred_problems(clause, line, shown, board)
        found += _whose_problems(clause, line, shown, board, sides)
        found += _empty_problems(clause, line, shown, sides)
        found += _taken_problems(clause, line, shown, board, sides)
        found += _rank_problems(clause, line, shown, board)
        found += _only_problems(clause, line, shown, board)
        found += _direction_problems(clause, line, shown, board)
        found += _piece_problems(clause, line, shown, board)
        found += _sowing_problems(clause, line, shown, board)
    return found


def lead_problems(text: str, line: int, shown: DiagramFacts,
                  board: Board) -> list[Problem]:
    """A paragraph right before a diagram leads into it: the moves it says are the only
    ones ("which leaves only b2") are the diagram's."""
    found: list[Problem] = []
    for clause in clauses(text):
        found += _only_problems(clause, line, shown, board)
    return [(where, what.replace("the caption", "the text", 1)) for where, what in found]


def _taken_problems(clause: str, line: int, shown: DiagramFacts, board: Board,
                    sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """"White has taken d5" names a cell of White's; "so Black answers on e5", with Black
    to move, names the play's cell."""
    found: list[Problem] = []
    for token, names in sides.items():
        for name in names:
            flags = name_flags(name)
            for match in re.finditer(rf"(?<!\w){re.escape(name)} (?:has taken|holds|has) "
                                     rf"({_CELL})\b", clause, flags):
                cell = match.group(1)
                if cell in board.cells and shown.owners.get(cell, token) != token:
                    found.append((line, f"the caption gives {cell} to {name}; it is not "
                                        f"{name}'s in its diagram"))
            for match in re.finditer(rf"(?<!\w){re.escape(name)} (?:answers|replies|plays|takes)"
                                     rf"(?: on| at)? ({_CELL})\b", clause, flags):
                cell = match.group(1)
                if (token == shown.mover and shown.play_cells and cell in board.cells
                        and cell not in shown.play_cells):
                    found.append((line, f"the caption has {name} play {cell}; the play is "
                                        f"{', '.join(sorted(shown.play_cells))}"))
    return found


def _rank_problems(clause: str, line: int, shown: DiagramFacts,
                   board: Board) -> list[Problem]:
    """"White's piece on d6 steps onto rank 7": the rank the play ends on."""
    cells = [c for c in shown.play_cells if c not in shown.before]
    if not board.files or len(cells) != 1:
        return []
    end = int(cells[0][1:])
    return [(line, f"the caption has the piece reach rank {n}; the play ends on rank {end}")
            for n in re.findall(r"\b(?:steps?|moves?|goes|gets) (?:onto|to|into) rank (\d+)",
                                clause) if int(n) != end]


def _winning_problems(clause: str, line: int, shown: DiagramFacts,
                      board: Board) -> list[Problem]:
    """"A green on c1 makes a diagonal", "wins with g2", "the winning move is b1": the
    cell is where one of the mover's winning moves goes; "three winning moves" counts
    them."""
    if not shown.winning_cells:
        return []
    said = re.findall(rf"\b({_CELL}) (?:\w+ )?makes? an? (?:line|row|column|diagonal)\b", clause)
    said += re.findall(rf"\bwins? (?:at once )?(?:with|on|at|in) ({_CELL})\b", clause)
    said += re.findall(rf"\bwinning moves? (?:is|are) ({_CELL})\b", clause)
    found = [(line, f"the caption has {cell} win; the winning moves are "
                    f"{', '.join(sorted(shown.winning_cells))}")
             for cell in said if cell in board.cells and cell not in shown.winning_cells
             and not _NOT.search(clause)]
    # "Three winning moves at once": as many as the cells they play (a placing game's).
    for word in re.findall(r"\b(\w+) winning moves\b", clause):
        number = _count(word)
        if number is not None and number != len(shown.winning_cells):
            found.append((line, f"the caption counts {number} winning moves; the engine "
                                f"finds {len(shown.winning_cells)}"))
    return found


def _whose_problems(clause: str, line: int, shown: DiagramFacts, board: Board,
                    sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """"c4, g1 and h1 are theirs alone" (the side to move's), "e3 belongs to the dogs",
    "only h6 is open to both": only that side can move there, or both can."""
    if len(shown.side_cells) != 2 or not shown.mover:
        return []
    token = {name.lower(): side for side, names in sides.items() for name in names}
    found: list[Problem] = []
    claims = [(m.group(1), shown.mover)
              for m in re.finditer(rf"({_LIST}) (?:are|is) (?:theirs|yours) alone", clause)]
    claims += [(m.group(1), token.get(m.group(2).lower(), ""))
               for m in re.finditer(rf"({_LIST}) belongs? to (?:the )?(\w+)", clause)]
    claims += [(m.group(1), "both")
               for m in re.finditer(rf"({_LIST}) (?:is|are) open to both", clause)]
    for listed_cells, side in claims:
        if side not in shown.side_cells and side != "both":
            continue
        mine = (set.intersection(*shown.side_cells.values()) if side == "both" else
                shown.side_cells[side] - set().union(*(cells for other, cells in
                                                       shown.side_cells.items()
                                                       if other != side)))
        wrong = [cell for cell in cells_in(listed_cells, board) if cell not in mine]
        if wrong:
            whose = "both sides'" if side == "both" else f"{sides[side][0]}' alone"
            found.append((line, f"the caption gives {', '.join(wrong)} as {whose}; the "
                                "legal moves say otherwise"))
    return found


def _empty_problems(clause: str, line: int, shown: DiagramFacts,
                    sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """"North has no seeds" (pieces, stones, checkers): none of that side's cells holds
    one before the play; "has no moves": that side has no legal move."""
    found: list[Problem] = []
    for token, names in sides.items():
        for name in names:
            flags = name_flags(name)
            for match in re.finditer(rf"(?<!\w){re.escape(name)} (?:has|have) no (?:legal )?"
                                     r"(seeds?|pieces?|stones?|checkers?|moves?)\b", clause,
                                     flags):
                if match.group(1).startswith("move"):
                    if shown.side_cells.get(token):
                        found.append((line, f"the caption says {name} has no moves; "
                                            "the diagram gives it legal moves"))
                    continue
                held = sorted(cell for cell, side in shown.owners.items()
                              if side == token and cell in shown.before)
                if held:
                    found.append((line, f"the caption says {name} has no "
                                        f"{match.group(1)}, but {', '.join(held)} hold some "
                                        "in its diagram"))
    return found


def _seed_problems(clause: str, line: int, shown: DiagramFacts) -> list[Problem]:
    """"The three seeds of c", "the single seed in a", "B now holds 3", "C, with 4": the
    house holds that many seeds before or after the play."""
    if not shown.seeds:
        return []
    said = [(m.group(1), m.group(2)) for m in re.finditer(
        r"\b(\w+) seeds? (?:of|in) ([b-fB-F]|a|A)\b", clause)]
    said += [(m.group(2), m.group(1)) for m in re.finditer(
        r"(?<![\w'’])([a-fA-F]) (?:now )?holds (\w+)\b", clause)]
    said += [(m.group(2), m.group(1)) for m in re.finditer(
        r"(?<![\w'’])([A-F]), with (\w+)\b", clause)]
    found: list[Problem] = []
    for word, house in said:
        count = _count(word)
        if count is not None and house in shown.seeds and count not in shown.seeds[house]:
            found.append((line, f"the caption gives {house} {word} seeds; it holds "
                                f"{' then '.join(map(str, sorted(shown.seeds[house])))}"))
    return found


def _count(word: str) -> int | None:
    """A small count in digits or words ("single" is one), else None."""
    words = {"single": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
             "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
    return int(word) if word.isdigit() else words.get(word.lower())


def _barred_problems(clause: str, line: int, shown: DiagramFacts,
                     board: Board) -> list[Problem]:
    """"It could not go on c5 or d6": no legal move of the side to move goes there."""
    moves = set().union(*shown.reach.get("before", {}).values())
    found: list[Problem] = []
    for match in re.finditer(rf"\b(?:could|can|may) ?not (?:go|move|be played|play)(?: on| to)?"
                             rf" ({_LIST})", clause):
        allowed = [cell for cell in cells_in(match.group(1), board) if cell in moves]
        if allowed and moves:
            found.append((line, f"the caption says {', '.join(allowed)} cannot be played; "
                                "the engine allows it"))
    return found


def _safe_problems(caption: str, line: int, shown: DiagramFacts,
                   board: Board) -> list[Problem]:
    """"Only three moves are safe: a green on b1, ...": the cells listed after "safe:" are
    the diagram's claimed safe moves."""
    safe = shown.claimed.get("safe")
    match = re.search(r"\bsafe: ([^.]*)", caption)
    if not safe or not match:
        return []
    wrong = [cell for cell in cells_in(match.group(1), board) if cell not in safe]
    return [(line, f"the caption lists {', '.join(wrong)} as safe; the claimed safe moves "
                   f"are {', '.join(sorted(safe))}")] if wrong else []


def _only_problems(clause: str, line: int, shown: DiagramFacts,
                   board: Board) -> list[Problem]:
    """"The only move is b2", "can only go to b1 or b2", "leaves only b2", "can move to
    c4, d4 or e4": the cells listed are all the moves, of the side to move before or
    after the play, or of one piece."""
    found: list[Problem] = []
    reachable = [each for moves in shown.reach.values() for each in (
        set().union(*moves.values()) if moves else set(), *moves.values())]
    patterns = [rf"\bonly (?:legal )?moves? (?:is|are) ({_LIST})",
                rf"\b(?:can only|must) (?:go|move|step|play)(?: \w+,?)?(?: to| on)? ({_LIST})",
                rf"\bleaves only ({_LIST})"]
    if not _NOT.search(clause):
        # "Can move to c4, d4 or e4", "may play c or f": the choices a list of "or" gives
        # are all of them, as a reader takes them.
        patterns.append(rf"\b(?:can|may) (?:go|move|step|play)(?: to| on)? "
                        rf"({_CELL}(?:, {_CELL})*,? or {_CELL})\b(?! (?:or|and) )")
    pattern = "|".join(patterns)
    for match in re.finditer(pattern, clause):
        said = set(cells_in(next(g for g in match.groups() if g), board))
        if said and reachable and said not in reachable:
            options = dict.fromkeys(", ".join(sorted(r)) for r in reachable[:2])
            found.append((line, f"the caption gives {', '.join(sorted(said))} as the only "
                                f"moves; the engine's are {' or '.join(options)}"))
    return found


def _direction_problems(clause: str, line: int, shown: DiagramFacts,
                        board: Board) -> list[Problem]:
    """"Here it goes straight ahead" (no "may", no "or") is the play's direction."""
    cells = sorted(shown.play_cells)
    if not board.files or len(cells) != 2 or re.search(r"\b(?:may|can|or)\b", clause):
        return []
    straight = cells[0][0] == cells[1][0]
    found: list[Problem] = []
    for word in re.findall(r"\b(?:goes|go|moves?|steps?) (?:\w+ )?(straight|diagonally)\b",
                           clause):
        if (word == "straight") != straight and not _NOT.search(clause):
            found.append((line, f"the caption says the piece goes {word}; the play goes "
                                f"{'straight' if straight else 'diagonally'}"))
    return found


def _piece_problems(clause: str, line: int, shown: DiagramFacts,
                    board: Board) -> list[Problem]:
    """"The piece on d4" names a cell with a piece before the play (the piece that moves
    is "the piece on d3"; "a white stone on c6" may be one the play makes)."""
    if not board.files:
        return []
    return [(line, f"the caption puts a piece on {cell}; its diagram has none there")
            for cell in re.findall(r"\b[Tt]he (?:piece|stone)s? (?:on|at) ([a-z]\d{1,2})\b", clause)
            if cell in board.cells and cell not in shown.before
            and not _NOT.search(clause)]


def _sowing_problems(clause: str, line: int, shown: DiagramFacts,
                     board: Board) -> list[Problem]:
    """"Sows the four seeds of c into d, e, f and North's A": the houses sown, in order."""
    found: list[Problem] = []
    for match in re.finditer(rf"\bsows? [\w ]{{0,25}}?\binto ({_LIST})", clause):
        said = re.findall(r"(?<![\w'’])([a-fA-F])(?![\w'’])", match.group(1))
        if shown.sown and said != shown.sown[:len(said)]:
            found.append((line, f"the caption sows into {', '.join(said)}; the play sows "
                                f"into {', '.join(shown.sown)}"))
    return found
