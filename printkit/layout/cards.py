"""Sharing a kit's parts among card sheets: as few sheets as hold them, none left mostly
bare where another sheet could lend it a part.

A kit recipe lists its sheets and the parts each holds; that grouping is where the
sharing starts. A sheet whose parts all fit on the others is given up, and the emptiest
sheet takes a part from a fuller one while that leaves both fuller than it was. A part
keeps its back wherever it goes (the packer lays the back behind its front), so a part
with a back moves only onto a sheet printed on both sides already, and a small one that
alone would make its sheet two-sided moves onto such a sheet where it fits: no back page
is printed for one small piece. A part's lining (a box's or a cup's inside) is no back
for all this: it is printed only behind a part on a sheet whose back page is printed
anyway, so it fills card that would stay bare and never makes a sheet two-sided. Last, a
lined part on a one-sided sheet trades places with parts that have no back on a sheet
that prints one, so its lining fills that back page.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from printkit.layout.pack import EPS, Part, Rect, arrange, fits, part_sizes

# Below this share of its printable area a card sheet counts as mostly bare: the
# sharing then moves parts onto it from fuller sheets where they fit.
LOW_FILL = 0.5
# Backed parts covering less than this share of a sheet, beside parts with no back, are
# too little to print a back page for: they move to a sheet with backs where they fit.
SMALL_BACK = 0.1
# The most parts a lined part trades places with: enough for a kit's small nets and
# tokens, and the trials stay few (every grouping of them is tried).
MOST_TRADED = 4
# Enough rounds for any kit's few sheets; each round gives up a sheet or fills the
# emptiest, so the sharing ends long before.
ROUNDS = 64


@dataclass(frozen=True)
class Group:
    """The parts one sheet will hold, and the recipe's title for it (for error messages);
    `kept` when the recipe's parts do not fit its printable area together and are packed
    as it says, at the sheet's floor."""

    title: str
    parts: tuple[Part, ...]
    kept: bool = False


def used(parts: Sequence[Part]) -> float:
    """The area `parts` cover, mm², front outlines only."""
    return sum(p.front.width * p.front.height for p in parts)


def share(area: Rect, recipe: Sequence[tuple[str, Sequence[Part], bool]]) -> list[Group]:
    """The sheets for a recipe of (title, parts, flow) sheets in `area`: each recipe sheet
    (spread over as many as it needs when it flows), then shared out (see the module)."""
    groups = [group for title, parts, flow in recipe if parts
              for group in _spread(area, title, parts, flow)]
    for _ in range(ROUNDS):
        fewer = _give_up_one(area, groups)
        if fewer is None:
            fewer = _fill_emptiest(area, groups)
        if fewer is None:
            break
        groups = fewer
    # Last, once the sheets are settled, so a back page saved does not reshuffle them.
    for _ in range(ROUNDS):
        fewer = _backs_together(area, groups)
        if fewer is None:
            break
        groups = fewer
    # Then each lined part that can goes behind a back page printed anyway.
    for _ in range(ROUNDS):
        fewer = _lining_behind(area, groups)
        if fewer is None:
            break
        groups = fewer
    # Sheets in the recipe's order of their first parts: a board's halves stay one after
    # the other wherever the sharing put them.
    first = {id(part): index for index, part in
             enumerate(part for _, parts, _ in recipe for part in parts)}
    return [_lined(g) for g in sorted(groups, key=lambda g: min(first[id(p)] for p in g.parts))]


def _lined(group: Group) -> Group:
    """`group` with each part's lining as its back, if its sheet has a back page."""
    if not _backed(group) or all(p.lining is None or p.back is not None for p in group.parts):
        return group
    return dataclasses.replace(group, parts=tuple(
        dataclasses.replace(p, back=p.lining) if p.back is None and p.lining is not None
        else p for p in group.parts))


def _spread(area: Rect, title: str, parts: Sequence[Part], flow: bool) -> list[Group]:
    """One recipe sheet as groups: itself, or with `flow` as many as its parts need."""
    if not flow or fits(area, parts):
        return [Group(title, tuple(parts), kept=not fits(area, parts))]
    slots = arrange(area, *part_sizes(parts))
    placed = [part for part, slot in zip(parts, slots, strict=True) if slot is not None]
    left = [part for part, slot in zip(parts, slots, strict=True) if slot is None]
    if not placed:  # a part too big for any sheet: the packer says so
        return [Group(title, tuple(parts), kept=True)]
    return [Group(title, tuple(placed)), *_spread(area, title, left, flow)]


def _fill(area: Rect, group: Group) -> float:
    return used(group.parts) / (area[2] * area[3])


def _backed(group: Group) -> bool:
    """Whether the sheet of `group` has a back page (some part of it has a back)."""
    return any(part.back is not None for part in group.parts)


def _backs_together(area: Rect, groups: list[Group]) -> list[Group] | None:
    """`groups` with the few small backed parts of one sheet (SMALL_BACK) moved onto
    sheets that have backs anyway, each onto the fullest that takes it, so their old
    sheet prints on one side; None if no sheet's backs can all go."""
    open_ = [i for i, g in enumerate(groups) if not g.kept]
    for home in open_:
        backed = [p for p in groups[home].parts if p.back is not None]
        if not backed or len(backed) == len(groups[home].parts) or \
                used(backed) >= SMALL_BACK * area[2] * area[3]:
            continue
        trial = list(groups)
        for part in sorted(backed, key=lambda p: -used([p])):
            takers = [i for i in open_ if i != home and _backed(trial[i])
                      and fits(area, [*trial[i].parts, part])]
            if not takers:
                break
            to = max(takers, key=lambda i: _fill(area, trial[i]))
            trial[to] = Group(trial[to].title, (*trial[to].parts, part))
        else:
            trial[home] = Group(groups[home].title,
                                tuple(p for p in groups[home].parts if p.back is None))
            return trial
    return None


def _lining_behind(area: Rect, groups: list[Group]) -> list[Group] | None:
    """`groups` with one lined part moved from a one-sided sheet onto one that prints a
    back page anyway, trading places with parts of that sheet that have no back (those
    moving fewest square millimetres, and lined over less card than it) where it does
    not fit beside them, so its lining fills card that would stay bare; None if no lined
    part can go. The sheets stay as many, and neither side of the trade changes which
    sheets print a back."""
    open_ = [i for i, g in enumerate(groups) if not g.kept]
    for home in open_:
        if _backed(groups[home]):
            continue
        for part in sorted((p for p in groups[home].parts if p.lining is not None),
                           key=lambda p: -used([p])):
            stay = [p for p in groups[home].parts if p is not part]
            best: tuple[float, int, tuple[Part, ...]] | None = None
            for to in open_:
                if not _backed(groups[to]):
                    continue
                backless = [p for p in groups[to].parts if p.back is None]
                for size in range(min(len(backless), MOST_TRADED) + 1):
                    for trade in combinations(backless, size):
                        moved = used(trade)
                        lined = used([p for p in trade if p.lining is not None])
                        if best is not None and moved >= best[0] - EPS or \
                                lined >= used([part]) - EPS:
                            continue
                        keep = [p for p in groups[to].parts
                                if all(p is not t for t in trade)]
                        if fits(area, [*keep, part]) and fits(area, [*stay, *trade]):
                            best = (moved, to, trade)
            if best is None:
                continue
            _, to, trade = best
            trial = list(groups)
            trial[to] = Group(groups[to].title, (*(p for p in groups[to].parts
                                                   if all(p is not t for t in trade)), part))
            trial[home] = Group(groups[home].title, (*stay, *trade))
            return [g for g in trial if g.parts]
    return None


def _give_up_one(area: Rect, groups: list[Group]) -> list[Group] | None:
    """`groups` less one whose parts all fit on the others (the emptiest such sheet: all
    onto the fullest sheet that takes them all, or else each part, largest first, onto
    the fullest sheet that takes it); None if none can go."""
    open_ = [i for i, g in enumerate(groups) if not g.kept]
    for gone in sorted(open_, key=lambda i: _fill(area, groups[i])):
        # All onto one sheet, where one takes them: the recipe's parts stay together.
        whole = [i for i in open_ if i != gone
                 and fits(area, [*groups[i].parts, *groups[gone].parts])]
        if whole:
            to = max(whole, key=lambda i: _fill(area, groups[i]))
            return [Group(g.title, (*g.parts, *groups[gone].parts)) if i == to else g
                    for i, g in enumerate(groups) if i != gone]
        trial = list(groups)
        parts = sorted(groups[gone].parts, key=lambda p: -used([p]))
        for part in parts:
            takers = [i for i in open_ if i != gone and fits(area, [*trial[i].parts, part])]
            if not takers:
                break
            to = max(takers, key=lambda i: _fill(area, trial[i]))
            trial[to] = Group(trial[to].title, (*trial[to].parts, part))
        else:
            return [g for i, g in enumerate(trial) if i != gone]
    return None


def _fill_emptiest(area: Rect, groups: list[Group]) -> list[Group] | None:
    """`groups` with one part moved onto the emptiest sheet, if it is mostly bare and a
    move leaves both sheets fuller than it was (the move that leaves the emptier of the
    two fullest); None if no move helps."""
    open_ = [i for i, g in enumerate(groups) if not g.kept]
    if len(open_) < 2:
        return None
    low = min(open_, key=lambda i: _fill(area, groups[i]))
    now = _fill(area, groups[low])
    if now >= LOW_FILL:
        return None
    best: tuple[float, int, int] | None = None
    for donor in open_:
        if donor == low or len(groups[donor].parts) < 2:
            continue
        for index, part in enumerate(groups[donor].parts):
            if part.back is not None and not _backed(groups[low]):
                continue  # it would print a back page for it alone
            share_ = used([part]) / (area[2] * area[3])
            after = min(_fill(area, groups[donor]) - share_, now + share_)
            if (after > now + EPS and (best is None or after > best[0] + EPS)
                    and fits(area, [*groups[low].parts, part])):
                best = (after, donor, index)
    if best is None:
        return None
    _, donor, index = best
    part = groups[donor].parts[index]
    trial = list(groups)
    trial[donor] = Group(groups[donor].title,
                         tuple(p for i, p in enumerate(groups[donor].parts) if i != index))
    trial[low] = Group(groups[low].title, (*groups[low].parts, part))
    return trial
