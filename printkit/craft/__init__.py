"""The craft check: the printed object (sheets, backs, text, lines, rulebook pages) proven
buildable from the geometry printkit draws, beside the rules validator.

`ENFORCED` names the rules whose findings stop `printkit build` and fail `printkit
validate`: a rule joins it once every kit meets it in every language, paper, theme,
duplex mode and print-shop build. The check always runs, every rule's tests always hold,
and `printkit validate --craft-report` (or `--craft`) lists the findings of every rule.
"""

from __future__ import annotations

ENFORCED: frozenset[str] = frozenset({
    "duplex.back-inside", "duplex.cut-crosses", "duplex.registered",
    "text.min-size", "text.title-size", "text.crosses-line", "text.leaves-face",
    "text.caption", "text.wall-upright",
    "margin.paper", "margin.trim", "margin.centred",
    "style.dashed-art", "style.cut-like", "style.fold-pattern", "style.glue-tint",
    "claim.mismatch", "claim.missing",
    "pages.hyphen-break", "pages.stub", "pages.half-empty", "pages.diagram-apart",
    "pages.chapter-top", "pages.column-hole",
})
