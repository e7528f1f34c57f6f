"""Parts any game's kit can use: dice, checkers and tokens, cube, pins, cup, box, marks."""
