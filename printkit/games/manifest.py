"""A game's kit declared as data, and the one function that draws any declared kit's parts.

A game states what its kit holds: the board's faces (whole, or halves on small
paper), its piece sheets (how many pieces of each colour, their shape, one- or
double-sided, how wide one lies in the box), accessories such as dice, the box
and its words, the cover picture and the facts its rulebook may cite; the
pieces' counts among those facts come from the sheets, so they have one home.
`draw_parts` turns the names a kit.toml lists into drawn parts for any manifest,
the compendium's composed one included.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from printkit.art.parts import box as box_art
from printkit.art.parts.legend import used_styles
from printkit.errors import PrintkitError
from printkit.games.kit_parts import kit_params, single
from printkit.layout.pack import Part

if TYPE_CHECKING:
    from printkit.art.canvas import Drawing
    from printkit.art.parts.tokens import TokenArt
    from printkit.context import Context

MakeParts = Callable[["Context"], "list[Part]"]
# The box parameters of a box of pieces only: no dice, pins, cup or cube, a lid of squares.
PIECES_ONLY: Mapping[str, Any] = {"dice": 0, "pins": 0, "cup": False, "cube": False,
                                  "pattern": "squares"}


@dataclass(frozen=True)
class Caption:
    """What a compendium prints below one of a game's piece parts, after the game's name:
    `words` (untranslated, marked with N_; `{count}` is how many pieces of `colour` the
    part holds, or of every colour without one)."""

    words: str
    colour: str = ""


@dataclass(frozen=True)
class Pieces:
    """A sheet of pieces: how it is drawn, how many of each colour, their shape and sides,
    how wide one lies in the box, and the word the rulebook counts them by."""

    draw: MakeParts
    colors: Mapping[str, int]  # pieces of each colour (or kind) that go in the box
    width: Callable[[Context], float]  # a piece's width as it lies in the box, in mm
    name: str = "pieces"  # the part's name in kit.toml
    shape: str = "circle"  # how each is cut: circle, square or hexagon ("mixed": several)
    double_sided: bool = False  # printed on the back as well (the part has a back)
    # The rulebook's word for them ("stones"): it may cite {word}, all of them, and
    # {word}_each when every colour has as many; with `by_color`, {colour}_{word} instead.
    word: str = ""
    by_color: bool = False
    # What a compendium prints below each part (by the name `draw` gives it), saying whose
    # pieces they are; a single game's kit prints none: its whole kit is one game's.
    captions: Mapping[str, Caption] = field(default_factory=dict)
    # What household things can stand in for them, said on page 2 where a builder decides
    # what to print (untranslated, marked with N_; `{count}` is how many pieces), or none.
    stand_in: str = ""

    def caption(self, ident: str) -> tuple[str, int] | None:
        """The words below part `ident` and the count they cite, if it has a caption."""
        found = self.captions.get(ident)
        if found is None:
            return None
        return found.words, self.colors[found.colour] if found.colour else self.count

    @property
    def count(self) -> int:
        """Pieces that go in the box."""
        return sum(self.colors.values())

    def facts(self) -> dict[str, str]:
        """The counts the rulebook may cite, as {placeholder: value}."""
        if not self.word:
            return {}
        if self.by_color:
            return {f"{color}_{self.word}": str(n) for color, n in self.colors.items()}
        found = {self.word: str(self.count)}
        if len(self.colors) > 1 and len(set(self.colors.values())) == 1:
            found[f"{self.word}_each"] = str(next(iter(self.colors.values())))
        return found


@dataclass(frozen=True)
class Shared:
    """Pieces a game plays with alike with other games (black and white stones), so that a
    compendium prints one set for all of them instead of the game's own sheet; how many
    of each colour it needs is what its piece sheets declare."""

    kind: str  # games naming the same kind share one set, e.g. "stones"
    colors: tuple[str, ...] = ("black", "white")  # its pieces' colours the set stands in for
    rest: Pieces | None = None  # what the game needs beside the shared set, if anything

    def needs(self, pieces: Iterable[Pieces]) -> tuple[int, int]:
        """Black and white pieces of the set the game needs, as its `pieces` declare them."""
        counts = {color: sum(each.colors.get(color, 0) for each in pieces)
                  for color in ("black", "white") if color in self.colors}
        return counts.get("black", 0), counts.get("white", 0)


@dataclass(frozen=True)
class PieceSet:
    """How a kind of shared pieces is printed: `draw(ctx, blacks, whites, name)`."""

    kind: str
    draw: Callable[[Context, int, int, str], Drawing]
    width: Callable[[Context], float]  # one piece as it lies in the box, in mm
    shape: str = "circle"  # how each is cut, as Pieces.shape
    # How one piece of each colour is drawn, as the sheet draws it: the diagrams of the
    # games that share the set draw their pieces so in a compendium.
    art: Mapping[str, TokenArt] = field(default_factory=dict)
    # The backs of `draw`'s sheet, as `draw` takes them, for pieces printed on both sides.
    back: Callable[[Context, int, int, str], Drawing] | None = None


@dataclass(frozen=True)
class Box:
    """The glue-free box: the words on its lid and the parameters it takes beyond them."""

    title: str  # untranslated, marked with N_
    facts: str  # untranslated, marked with N_
    params: Mapping[str, Any] = field(default_factory=dict)
    # Size the box for the manifest's pieces; otherwise the box component's own sizes.
    sized: bool = True
    words: Callable[[Context], Mapping[str, str]] | None = None  # more words, e.g. names


@dataclass(frozen=True)
class KitManifest:
    """Everything a game's kit prints, as data a compendium can read and compose."""

    board: Mapping[str, MakeParts]  # the board's parts in order: whole, or its halves
    pieces: tuple[Pieces, ...] = ()
    box: Box | None = None
    cover: Callable[[Context], Drawing] | None = None
    # Values the rules may cite beside the pieces' counts (ages, minutes, target score).
    facts: Mapping[str, str] = field(default_factory=dict)
    accessories: Mapping[str, MakeParts] = field(default_factory=dict)  # dice, cube, pins
    shared: Shared | None = None  # the pieces a compendium may share with other games
    # Kinds of shared pieces this game knows how to print (a compendium's: those it prints).
    sets: tuple[PieceSet, ...] = ()


def shared_style(printed: Iterable[PieceSet], game: KitManifest) -> Mapping[str, TokenArt]:
    """How a compendium printing the shared sets `printed` draws those of `game`'s pieces
    that one of them stands in for (the set's art, by colour), so that the game's diagrams
    show the pieces the compendium's box holds; nothing where the game prints that set
    itself or keeps its own pieces."""
    share = game.shared
    if share is None or any(own.kind == share.kind for own in game.sets):
        return {}
    found = next((each for each in printed if each.kind == share.kind), None)
    if found is None:
        return {}
    return {colour: found.art[colour] for colour in share.colors if colour in found.art}


def rule_facts(manifest: KitManifest) -> dict[str, str]:
    """Every value the kit's rulebook may cite: its pieces' counts and its other facts."""
    found: dict[str, str] = {}
    for pieces in manifest.pieces:
        found.update(pieces.facts())
    found.update(manifest.facts)
    return found


def makers(manifest: KitManifest) -> dict[str, MakeParts]:
    """Every part the manifest can draw, by the name kit.toml gives it."""
    return {
        "calibration": single("calibration"),
        "legend": single("legend"),
        **manifest.board,
        **{pieces.name: pieces.draw for pieces in manifest.pieces},
        **manifest.accessories,
        **({"box-a": _box(manifest, 0), "box-b": _box(manifest, 1)} if manifest.box else {}),
    }


def draw_parts(manifest: KitManifest, names: Iterable[str], ctx: Context) -> list[Part]:
    """Draw the parts called `names`, in order; PrintkitError names an unknown one."""
    known = makers(manifest)
    drawn: list[Part] = []
    for name in names:
        try:
            make = known[name]
        except KeyError:
            raise PrintkitError(f"kit.toml names unknown part {name!r}: known parts are "
                                f"{', '.join(known)}") from None
        drawn.extend(make(ctx))
    return drawn


def keyed(legend: Part, parts: Iterable[Part], ctx: Context) -> Part:
    """The key to the lines (`legend`), showing only the line styles the kit's other
    `parts` print, the crop marks where some part gets them."""
    others = [p for p in parts if p is not legend]
    drawings = [d for p in others for d in (p.front, p.back, p.lining) if d is not None]
    styles = used_styles(drawings, any(p.cropped for p in others))
    return single("legend", styles=styles)(ctx)[0]


def box_params(manifest: KitManifest, ctx: Context) -> Any:
    """The box component's parameters for this manifest's box, in the kit's words."""
    box = manifest.box
    assert box is not None
    values: dict[str, Any] = {"title": ctx.gettext(box.title), "facts": ctx.gettext(box.facts)}
    if box.words is not None:
        values.update(box.words(ctx))
    if box.sized and manifest.pieces:
        values["checkers"] = sum(pieces.count for pieces in manifest.pieces)
        values["checker_diameter"] = max(pieces.width(ctx) for pieces in manifest.pieces)
    values.update(box.params)
    return kit_params("box", ctx, **values)


def _box(manifest: KitManifest, index: int) -> MakeParts:
    """The maker of box module `index` (A or B)."""

    def make(ctx: Context) -> list[Part]:
        params = box_params(manifest, ctx)
        return [Part(("box-a", "box-b")[index], box_art.modules(params)[index],
                     lining=box_art.linings(params)[index])]

    return make
