"""The craft rules as data (an id, what it checks, the message) and findings as records."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """One craft rule: its id, what it checks, and the message a finding prints."""

    ident: str
    checks: str
    message: str  # a format string over a finding's `detail` fields


RULES: dict[str, Rule] = {rule.ident: rule for rule in (
    Rule("duplex.back-inside", "after the flip every back part lies within one front "
         "part's cut outline plus its bleed",
         "back art lies outside every front cut outline (by {by:.1f} mm)"),
    Rule("duplex.cut-crosses", "no cut line of one side crosses a part of the other",
         "a cut line of the {side} crosses part {other}"),
    Rule("duplex.registered", "a part with a back is registered to its front",
         "the back is {by:.1f} mm off its front after the flip"),
    Rule("text.min-size", "no printed character under 5 pt",
         "text {text!r} is {size:.1f} pt, under the 5 pt floor"),
    Rule("text.title-size", "a title read across the table is at least 7 pt",
         "title {text!r} on the {panel} is {size:.1f} pt, under the 7 pt a title needs"),
    Rule("text.crosses-line", "no text run crosses a cut or fold line",
         "text {text!r} crosses a {kind} line"),
    Rule("text.leaves-face", "no text run leaves its part's face",
         "text {text!r} runs outside the part's cut outline"),
    Rule("text.caption", "a caption printed on the waste lies outside every part's cut "
         "outline, crosses no cut line and has no part behind it on the back",
         "caption {text!r} {problem}"),
    Rule("text.wall-upright", "a box wall's words read upright on the assembled box",
         "text {text!r} on the {panel} panel reads {reads} on the assembled box"),
    Rule("margin.paper", "every part at least 6 mm inside the paper on home-printer pages",
         "the part is {by:.1f} mm from the {edge} edge of the paper (at least {need:g} mm)"),
    Rule("margin.trim", "every part at least 3 mm inside the trim in print-shop files",
         "the part is {by:.1f} mm from the {edge} trim (at least {need:g} mm)"),
    Rule("margin.centred", "a part alone on a sheet is centred",
         "the part is alone on its sheet but {by:.1f} mm off centre {axis}"),
    Rule("style.dashed-art", "only fold lines are dashed",
         "a dashed {shape} on the {layer} layer reads as a fold line"),
    Rule("style.cut-like", "only cut lines are drawn in the cut style: no solid line within "
         "48 RGB of the cut ink and 0.08 mm of its 0.25 mm width off the part's cut outline",
         "a solid ink {width:.2f} mm line on the {layer} layer reads as a cut line"),
    Rule("style.fold-pattern", "fold lines use the legend's valley or mountain dashes",
         "a fold line dashed {dash!r} is neither the valley nor the mountain fold"),
    Rule("style.glue-tint", "only glue areas use the glue tint",
         "an area in the glue tint that is not a glue area"),
    Rule("claim.mismatch", "what the kit says about itself is what it builds",
         "says {said}, but the kit as built has {built}"),
    Rule("claim.missing", "the kit says where the 50 mm square is",
         "says nothing about {what}"),
    Rule("pages.hyphen-break", "no word hyphenated across a page break",
         "{word!r} is hyphenated across the break to page {next}"),
    Rule("pages.stub", "no page holding fewer than five lines (of text, where its diagrams "
         "leave it half empty)",
         "the page holds {lines} lines"),
    Rule("pages.half-empty", "no page more than half empty except a chapter's last",
         "the page is {empty:.0%} empty"),
    Rule("pages.column-hole", "no column left a third blank (a page's last column 60%) "
         "while its chapter goes on",
         "column {column} is {empty:.0%} blank at its foot while its chapter goes on"),
    Rule("pages.diagram-apart", "a diagram on the same page as the paragraph citing it",
         "diagram {index} is on page {at}, its paragraph on page {cited}"),
    Rule("pages.chapter-top", "each chapter starts at the top of a column or page",
         "chapter {title!r} starts {by:.0f} pt below the top of its column"),
)}


@dataclass(frozen=True)
class Finding:
    """One thing a craft rule found wrong: where (kit or file, page, part) and what."""

    rule: str
    where: str  # the kit as built ("hex-en-a4 long-edge") or a file
    page: int  # 1-based page of the kit PDF (or of the rulebook, for its pages)
    part: str  # the part's name, or "" for a whole page
    detail: tuple[tuple[str, object], ...] = ()

    @property
    def what(self) -> str:
        """The rule's message with this finding's details filled in."""
        return RULES[self.rule].message.format(**dict(self.detail))

    def line(self) -> str:
        """One line, as the validator reports: where:page: part: what [rule]."""
        part = f" {self.part}:" if self.part else ""
        return f"{self.where}:p{self.page}:{part} {self.what} [{self.rule}]"


def finding(rule: str, where: str, page: int, part: str, **detail: object) -> Finding:
    """A finding of `rule` (which must exist) with its message's fields."""
    if rule not in RULES:
        raise KeyError(f"unknown craft rule {rule!r}")
    return Finding(rule, where, page, part, tuple(detail.items()))
