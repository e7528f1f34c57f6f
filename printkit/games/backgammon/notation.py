"""Text forms of backgammon positions, dice and plays: gnubg Position ID, XGID, "24/18 13/11".

Every parser raises NotationError, a BadValueError, so the CLI reports one
line that names the bad text and what is accepted.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Sequence
from dataclasses import dataclass

from printkit.games.backgammon.engine import (
    BAR,
    POINTS,
    Dice,
    IllegalPlayError,
    Play,
    Position,
    PositionError,
    check_dice,
    legal_plays,
)
from printkit.games.backgammon.playtext import BAR_POINT, OFF_POINT, format_play
from printkit.games.rules import NotationError, parse_dice

__all__ = [
    "NotationError",
    "XgidInfo",
    "decode_position_id",
    "decode_xgid",
    "encode_position_id",
    "encode_xgid",
    "format_play",
    "parse_dice",
    "parse_play",
    "parse_position",
]

POSITION_ID_LENGTH = 14
POSITION_ID_ACCEPTED = "14 characters of A-Z a-z 0-9 + / (a gnubg Position ID)"
XGID_ACCEPTED = "XGID=<26 position characters>:cube:owner:turn:dice:score:score:rules:length:max"
_ID_ALPHABET = re.compile(r"[A-Za-z0-9+/]{14}")


# --- gnubg Position ID ---------------------------------------------------------
# 80 bits: for each side, points 1..24 then the bar, as n one-bits and a zero;
# packed least significant bit first into 10 bytes; base64 without padding.
# gnubg writes the side NOT on roll first (its anBoard[0]), then the side on roll.


def encode_position_id(position: Position) -> str:
    """Return the 14-character gnubg Position ID of `position` (the side on roll moves next)."""
    bits: list[int] = []
    for side in (position.opponent, position.on_roll):
        for count in side:
            bits.extend([1] * count)
            bits.append(0)
    bits.extend([0] * (80 - len(bits)))
    key = bytes(
        sum(bit << offset for offset, bit in enumerate(bits[start : start + 8]))
        for start in range(0, 80, 8)
    )
    return base64.b64encode(key).decode("ascii")[:POSITION_ID_LENGTH]


def _id_bits(text: str) -> list[int]:
    """Return the 80 bits of a Position ID, or raise NotationError for bad characters."""
    if len(text) != POSITION_ID_LENGTH:
        raise NotationError(
            "Position ID", text, POSITION_ID_ACCEPTED, f"{len(text)} characters, not 14"
        )
    if not _ID_ALPHABET.fullmatch(text):
        bad = next(char for char in text if not re.fullmatch(r"[A-Za-z0-9+/]", char))
        raise NotationError("Position ID", text, POSITION_ID_ACCEPTED, f"bad character {bad!r}")
    try:
        key = base64.b64decode(text + "==", validate=True)
    except binascii.Error as exc:  # pragma: no cover - the alphabet check above prevents it
        raise NotationError("Position ID", text, POSITION_ID_ACCEPTED, str(exc)) from None
    return [(byte >> offset) & 1 for byte in key for offset in range(8)]


def decode_position_id(text: str) -> Position:
    """Return the position a gnubg Position ID describes, or raise NotationError."""
    bits = _id_bits(text)
    sides: list[list[int]] = [[], []]
    cursor = 0
    for side in sides:
        while len(side) < POINTS + 1:
            count = 0
            while cursor < len(bits) and bits[cursor]:
                count += 1
                cursor += 1
            if cursor >= len(bits):
                raise NotationError(
                    "Position ID", text, POSITION_ID_ACCEPTED, "too many checkers for 80 bits"
                )
            cursor += 1  # the zero that ends this point
            side.append(count)
    if any(bits[cursor:]):
        raise NotationError("Position ID", text, POSITION_ID_ACCEPTED, "stray bits after the bar")
    return _checked("Position ID", text, POSITION_ID_ACCEPTED, sides[1], sides[0])


def _checked(
    what: str, text: str, accepted: str, on_roll: Sequence[int], opponent: Sequence[int]
) -> Position:
    """Build a Position, turning a PositionError into a NotationError about `text`; refuse
    one no game reaches: the game ends when a side bears off its last checker, so the side
    on roll has checkers left."""
    try:
        position = Position(tuple(on_roll), tuple(opponent))
    except PositionError as exc:
        raise NotationError(what, text, accepted, str(exc)) from None
    if not any(on_roll):
        reason = ("an empty board: both sides have borne off every checker" if not any(opponent)
                  else "the side on roll has borne off every checker: the game is over")
        raise NotationError(what, text, accepted, reason)
    return position


# --- XGID ------------------------------------------------------------------------
# XGID=<26 chars>:cube log2:owner:turn:dice:score X:score O:rules:length:max cube.
# Char 0 is O's bar, chars 1..24 X's points 1..24, char 25 X's bar; capitals are
# X's checkers ('A' = 1), small letters O's. Turn, owner: 1 = X, -1 = O.


@dataclass(frozen=True)
class XgidInfo:
    """The non-board fields of an XGID; `turn` and `cube_owner` use 1 = X, -1 = O, 0 = centre."""

    turn: int = 1
    cube: int = 1
    cube_owner: int = 0
    dice: Dice | None = None
    cube_action: str = ""  # "D" doubled, "B" beavered, "R" raccooned, else ""
    score: tuple[int, int] = (0, 0)
    rules: int = 0
    match_length: int = 0
    max_cube: int = 10  # log2 of the highest cube value allowed


def _xgid_char(mine: int, theirs: int) -> str:
    """Return one XGID point character: capitals for X's checkers, small letters for O's."""
    if mine:
        return chr(ord("A") + mine - 1)
    if theirs:
        return chr(ord("a") + theirs - 1)
    return "-"


def encode_xgid(
    position: Position,
    *,
    turn: int = 1,
    cube: int = 1,
    cube_owner: int = 0,
    dice: Dice | None = None,
    cube_action: str = "",
    score: tuple[int, int] = (0, 0),
    rules: int = 0,
    match_length: int = 0,
    max_cube: int = 10,
) -> str:
    """Return the XGID of `position`; `turn` says whether X (1) or O (-1) is the side on roll."""
    if turn not in (1, -1) or cube_owner not in (1, 0, -1):
        raise NotationError("XGID turn/owner", (turn, cube_owner), "1 (X), -1 (O), owner also 0")
    if cube < 1 or cube & (cube - 1):
        raise NotationError("cube value", cube, "a power of two: 1, 2, 4, ... 64, ...")
    if cube_action not in ("", "D", "B", "R"):
        raise NotationError("XGID cube action", cube_action, "'', 'D', 'B' or 'R'")
    sides = (position.on_roll, position.opponent)
    x_side, o_side = sides if turn == 1 else sides[::-1]
    chars = [_xgid_char(0, o_side[BAR])]
    chars += [_xgid_char(x_side[point - 1], o_side[POINTS - point]) for point in range(1, 25)]
    chars.append(_xgid_char(x_side[BAR], 0))
    dice_field = cube_action or ("".join(map(str, check_dice(dice))) if dice else "00")
    fields = [cube.bit_length() - 1, cube_owner, turn, dice_field, *score, rules, match_length]
    return "XGID=" + "".join(chars) + "".join(f":{field}" for field in fields) + f":{max_cube}"


def _xgid_board(text: str, board: str) -> tuple[list[int], list[int]]:
    """Return (X, O) counts in each side's own numbering from the 26 XGID board characters."""
    if len(board) != 26:
        raise NotationError(
            "XGID", text, XGID_ACCEPTED, f"the board has {len(board)} characters, not 26"
        )
    bad = re.search(r"[^-A-Oa-o]", board)
    if bad:
        raise NotationError("XGID", text, XGID_ACCEPTED, f"bad board character {bad[0]!r}")
    if board[0].isupper() or board[25].islower():
        raise NotationError("XGID", text, XGID_ACCEPTED, "O's bar comes first and X's bar last")
    x_side = [0] * (POINTS + 1)
    o_side = [0] * (POINTS + 1)
    for index, char in enumerate(board):
        if char == "-":
            continue
        if char.isupper():
            x_side[BAR if index == 25 else index - 1] = ord(char) - ord("A") + 1
        else:
            o_side[BAR if index == 0 else POINTS - index] = ord(char) - ord("a") + 1
    return x_side, o_side


def _xgid_int(text: str, field: str, name: str, allowed: range) -> int:
    """Return one numeric XGID field, or raise NotationError naming it."""
    # At most 7 digits: the largest field is below 10**6, and int() refuses over 4300 digits.
    if not re.fullmatch(r"-?\d{1,7}", field) or int(field) not in allowed:
        raise NotationError("XGID", text, XGID_ACCEPTED, f"bad {name} field {field!r}")
    return int(field)


def decode_xgid(text: str) -> tuple[Position, XgidInfo]:
    """Return the position, seen from the side on roll, and the other fields of an XGID."""
    body = text.strip()
    if body[:5].upper() == "XGID=":  # the prefix in any case, as parse_position accepts it
        body = body[5:]
    fields = body.split(":")
    if len(fields) != 10:
        raise NotationError("XGID", text, XGID_ACCEPTED, f"{len(fields)} fields, not 10")
    x_side, o_side = _xgid_board(text, fields[0])
    turn = _xgid_int(text, fields[3], "turn", range(-1, 2, 2))
    dice_field = fields[4]
    dice: Dice | None = None
    if dice_field not in ("00", "D", "B", "R"):
        if not re.fullmatch(r"[1-6][1-6]", dice_field):
            raise NotationError("XGID", text, XGID_ACCEPTED, f"bad dice field {dice_field!r}")
        dice = (int(dice_field[0]), int(dice_field[1]))
    info = XgidInfo(
        turn=turn,
        cube=1 << _xgid_int(text, fields[1], "cube", range(0, 63)),
        cube_owner=_xgid_int(text, fields[2], "cube owner", range(-1, 2)),
        dice=dice,
        cube_action=dice_field if dice_field in ("D", "B", "R") else "",
        score=(
            _xgid_int(text, fields[5], "score", range(0, 10**6)),
            _xgid_int(text, fields[6], "score", range(0, 10**6)),
        ),
        rules=_xgid_int(text, fields[7], "rules", range(0, 4)),
        match_length=_xgid_int(text, fields[8], "match length", range(0, 10**6)),
        max_cube=_xgid_int(text, fields[9], "max cube", range(0, 63)),
    )
    on_roll, opponent = (x_side, o_side) if turn == 1 else (o_side, x_side)
    return _checked("XGID", text, XGID_ACCEPTED, on_roll, opponent), info


# --- positions, dice, plays --------------------------------------------------------


def parse_position(text: str) -> Position:
    """Return the position named by "start", a gnubg Position ID or an XGID."""
    cleaned = text.strip()
    if cleaned.lower() == "start":
        return Position.start()
    if ":" in cleaned or cleaned.upper().startswith("XGID="):
        return decode_xgid(cleaned)[0]
    if len(cleaned) == POSITION_ID_LENGTH:
        return decode_position_id(cleaned)
    raise NotationError(
        "position",
        text,
        "'start', a 14-character gnubg Position ID or an XGID",
        f"{len(cleaned)} characters and no ':'",
    )


def position_dice(text: str) -> Dice | None:
    """The roll a position carries (an XGID's dice field), if any."""
    cleaned = text.strip()
    if ":" in cleaned or cleaned.upper().startswith("XGID="):
        return decode_xgid(cleaned)[1].dice
    return None


PLAY_ACCEPTED = "moves like '24/18 13/11', 'bar/22*', '6/off', '8/5(2)'"
# Points have at most 3 digits here (only 1..25 exist): int() refuses over 4300 digits.
_TOKEN = re.compile(r"(bar|\d{1,3})((?:/(?:\d{1,3}|off)\*?)+)(?:\(([1-4])\))?")


def _parse_paths(text: str) -> list[list[tuple[int, bool]]]:
    """Return the checker paths written in `text` as lists of (point, hit) steps."""
    paths: list[list[tuple[int, bool]]] = []
    for token in text.replace(",", " ").split():
        match = _TOKEN.fullmatch(token.lower())
        if not match:
            raise NotationError("play", text, PLAY_ACCEPTED, f"cannot read {token!r}")
        src = BAR_POINT if match[1] == "bar" else int(match[1])
        steps = [(src, False)]
        for part in match[2].split("/")[1:]:
            name = part.rstrip("*")
            steps.append((OFF_POINT if name == "off" else int(name), part.endswith("*")))
        points = [point for point, _ in steps]
        if not 1 <= src <= BAR_POINT or any(not 0 <= p < BAR_POINT for p in points[1:]):
            raise NotationError("play", text, PLAY_ACCEPTED, f"no such point in {token!r}")
        if any(later >= earlier for earlier, later in zip(points, points[1:], strict=False)):
            raise NotationError("play", text, PLAY_ACCEPTED, f"{token!r} moves backwards")
        paths.extend([steps] * int(match[3] or 1))
    if not paths:
        raise NotationError("play", text, PLAY_ACCEPTED, "no moves")
    return paths


def _hit_points(before: Position, after: Position) -> set[int]:
    """Return the points (mover's numbering) where the play hit an opposing blot."""
    return {
        point
        for point in range(1, POINTS + 1)
        if before.opponent[POINTS - point] and not after.opponent[POINTS - point]
    }


def parse_play(text: str, position: Position, dice: tuple[int, int]) -> Play:
    """Return the legal play that `text` describes, or raise NotationError or IllegalPlayError.

    A play is known by where it leaves the checkers, so the moves may come in
    any order and "24/18 18/13" equals "24/13"; points inside a path such as
    the 18 in "24/18*/13" only matter for the hits they mark.
    """
    paths = _parse_paths(text)
    mine = list(position.on_roll)
    for steps in paths:
        src, dst = steps[0][0], steps[-1][0]
        mine[BAR if src == BAR_POINT else src - 1] -= 1
        if dst != OFF_POINT:
            mine[dst - 1] += 1
    marked = {point for steps in paths for point, hit in steps if hit}
    # Checkers are interchangeable: a play is known by where it leaves them.
    same = [
        (play, after) for play, after in legal_plays(position, dice) if list(after.on_roll) == mine
    ]
    exact = [(play, after) for play, after in same if _hit_points(position, after) == marked]
    if len(exact) == 1:
        return exact[0][0]
    if len(same) == 1:
        return same[0][0]  # the hits are implied; an unmarked or extra '*' is forgiven
    roll = f"{dice[0]}-{dice[1]}"
    if not same:
        raise IllegalPlayError(f"play {text!r} is not legal with {roll} in this position")
    raise IllegalPlayError(f"play {text!r} with {roll} is ambiguous: mark each hit with '*'")
