"""The words that tell a board's printed halves apart ("Bottom half", "rows 7–11"), kept with the
shared texts so that every kit printing a board in halves, a compendium too, translates them."""

from __future__ import annotations

from printkit.i18n import N_

# Printed on the glue strip of the half that has one (the other half covers it, so the
# playing surface carries no words); the half without a strip needs no name.
HALF_NAMES = {"bottom": N_("Bottom half"), "left": N_("Left half")}
# The board's rows a half holds, under its name.
ROWS = N_("rows {first}–{last}")
