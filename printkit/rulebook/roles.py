"""The cells a grid or house caption names play the role its words give them.

Naming a cell of the diagram is not enough: "the only move is b2" names every legal
move, "can only go to b1 or b2" every cell the piece can reach, "the piece on d4" a
cell with a piece, "it goes straight ahead" the play's direction, and "sows the four
seeds of c into d, e, f and North's A" the houses the play sows, in order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from printkit.rulebook.facts import Board, DiagramFacts, cells_in

Problem = tuple[int, str]

_NOT = re.compile(r"\b(?:not|cannot|never|no|would|could|had)\b|n't\b", re.I)
_CELL = r"(?:[a-z]\d{1,2}|[a-fA-F])"
_LIST = rf"(?:North's |South's )?{_CELL}(?:(?:,| or| and)+ (?:North's |South's )?{_CELL})*"


def role_problems(caption: str, line: int, shown: DiagramFacts, board: Board,
                  sides: Mapping[str, tuple[str, ...]]) -> list[Problem]:
    """Each cell the caption names plays the role its words give it."""
    found: list[Problem] = []
    for clause in re.split(r"[.;:](?=\s|$)", caption):
        found += _winning_problems(clause, line, shown, board)
        found += _whose_problems(clause, line, shown, board, sides)
        found += _only_problems(clause, line, shown, board)
        found += _direction_problems(clause, line, shown, board)
        found += _piece_problems(clause, line, shown, board)
        found += _sowing_problems(clause, line, shown, board)
    return found


def _winning_problems(clause: str, line: int, shown: DiagramFacts,
                      board: Board) -> list[Problem]:
    """"A green on c1 makes a diagonal", "wins with g2", "the winning move is b1": the
    cell is where one of the mover's winning moves goes."""
    if not shown.winning_cells:
        return []
    said = re.findall(rf"\b({_CELL}) (?:\w+ )?makes? an? (?:line|row|column|diagonal)\b", clause)
    said += re.findall(rf"\bwins? (?:at once )?(?:with|on|at|in) ({_CELL})\b", clause)
    said += re.findall(rf"\bwinning moves? (?:is|are) ({_CELL})\b", clause)
    return [(line, f"the caption has {cell} win; the winning moves are "
                   f"{', '.join(sorted(shown.winning_cells))}")
            for cell in said if cell in board.cells and cell not in shown.winning_cells
            and not _NOT.search(clause)]


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


def _only_problems(clause: str, line: int, shown: DiagramFacts,
                   board: Board) -> list[Problem]:
    """"The only move is b2", "can only go to b1 or b2", "leaves only b2": the cells
    listed are all the moves, of the side to move before or after the play, or of one
    piece."""
    found: list[Problem] = []
    reachable = [each for moves in shown.reach.values() for each in (
        set().union(*moves.values()) if moves else set(), *moves.values())]
    pattern = (rf"\bonly (?:legal )?moves? (?:is|are) ({_LIST})|\bcan only (?:go|move|step)"
               rf"(?: \w+,?)?(?: to| on)? ({_LIST})|\bleaves only ({_LIST})")
    for match in re.finditer(pattern, clause):
        said = set(cells_in(next(g for g in match.groups() if g), board))
        if said and reachable and said not in reachable:
            found.append((line, f"the caption gives {', '.join(sorted(said))} as the only "
                                "moves; the engine's are "
                                f"{' or '.join(', '.join(sorted(r)) for r in reachable[:2])}"))
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
