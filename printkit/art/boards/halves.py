"""The words that tell a board's printed halves apart ("Top half", "rows 1–6"), kept with the
shared texts so that every kit printing a board in halves, a compendium too, translates them."""

from __future__ import annotations

from printkit.i18n import N_

# Printed on each half of a board that comes in two halves, where it reads on the board.
HALF_NAMES = {"top": N_("Top half"), "bottom": N_("Bottom half"),
              "left": N_("Left half"), "right": N_("Right half")}
# The board's rows a half holds, under its name.
ROWS = N_("rows {first}–{last}")
