"""The cells a grid or house caption names play the role its words give them.

Naming a cell of the diagram is not enough: "the only move is b2" names every legal
move, "can only go to b1 or b2" every cell the piece can reach, "the piece on d4" a
cell with a piece, "it goes straight ahead" the play's direction, and "sows the four
seeds of c into d, e, f and North's A" the houses the play sows, in order.
"""

from __future__ import annotations

import re

from printkit.rulebook.facts import Board, DiagramFacts, cells_in

Problem = tuple[int, str]

_NOT = re.compile(r"\b(?:not|cannot|never|no|would|could|had)\b|n't\b", re.I)
_CELL = r"(?:[a-z]\d{1,2}|[a-fA-F])"
_LIST = rf"(?:North's |South's )?{_CELL}(?:(?:,| or| and)+ (?:North's |South's )?{_CELL})*"


def role_problems(caption: str, line: int, shown: DiagramFacts,
                  board: Board) -> list[Problem]:
    """Each cell the caption names plays the role its words give it."""
    found: list[Problem] = []
    for clause in re.split(r"[.;:](?=\s|$)", caption):
        found += _only_problems(clause, line, shown, board)
        found += _direction_problems(clause, line, shown, board)
        found += _piece_problems(clause, line, shown, board)
        found += _sowing_problems(clause, line, shown, board)
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
