"""Planted mistakes in the words around the diagrams, each reported at its file and line.

Each case changes one caption, paragraph or catalog entry of one of the nine kits as a
careful author or translator might get it wrong (a cell, a count, a side, a rule), then
validates that game in-process, in the language an author would check after that edit,
and expects a problem naming the changed file at the changed line. The sources are
copied once for the module and each plant is undone after its case.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from printkit import validate as validator
from printkit.rulebook import translated
from tests.rulebook.conftest import validate_with
from tests.sample import sample


def _rules(game: str) -> str:
    return f"templates/{game}/rules.md"


def _po(game: str, folder: str) -> str:
    return f"templates/{game}/locales/{folder}.po"


HEX, BT, SN, RA, TL, OW, NA, BG = (_rules(g) for g in (
    "hex", "breakthrough", "snort", "rastros", "traffic-lights", "oware", "nardy",
    "backgammon"))
BG_BR, BG_PT = "locales/pt_BR/LC_MESSAGES/printkit.po", "locales/pt_PT/LC_MESSAGES/printkit.po"

# (game validated, file, text to find, its replacement, language, words the problem says)
PLANTED: list[tuple[str, str, str, str, str, str]] = [
    # Hex: the play, the counts, the cells, the sides.
    ("hex", HEX, "wins with g2:", "wins with g3:", "en", "not the play's g2"),
    ("hex", HEX, "122 stones (61 black and 61 white)", "122 stones (51 black and 71 white)",
     "en", "says 51"),
    ("hex", HEX, "a board of 11 by 11 hexagons", "a board of 11 by 13 hexagons", "en",
     "says 13"),
    ("hex", HEX, "The stones: {stones} in all, printed front and back. Cut each one out "
     "along its round line with scissors:", "The stones: 110 in all, printed front and "
     "back. Cut each one out along its round line with scissors:", "en", "says 110"),
    ("hex", HEX, "replaced by a white stone on c6",
     "replaced by a white stone on c5", "en", "names c5"),
    ("hex", HEX, "Black plays d6, a bridge from e4",
     "Black plays d4, a bridge from e4", "en", "the caption has Black play d4; the play is d6"),
    ("hex", HEX, "White has taken f1, so Black takes g1", "White has taken f1, so Black takes g2",
     "en", "names g2"),
    ("hex", HEX, "Black to play wins with g2", "White to play wins with g2", "en",
     "names White"),
    ("hex", HEX, "the chain that runs down to c11.", "the chain that runs down to c12.", "en",
     "c12, which is not on the board"),
    ("hex", HEX, "The board has eleven columns", "The board has twelve columns", "en",
     "says 12"),
    ("hex", _po("hex", "pt_PT"), "\"As Negras abriram em f3.", "\"As Brancas abriram em f3.",
     "pt-PT", "names the sides"),
    ("hex", _po("hex", "pt_BR"), "que vencem com g2:", "que vencem com g3:", "pt-BR",
     "lacks g2; adds g3"),
    ("hex", _po("hex", "pt_BR"), "As Pretas jogam em d6, fazendo uma ponte",
     "As Brancas jogam em d6, fazendo uma ponte", "pt-BR", "names the sides"),
    ("hex", _po("hex", "pt_PT"), "A peça em f2 toca em f1 e g1", "A peça em f2 toca em f1 e g2",
     "pt-PT", "lacks g1; adds g2"),
    # Breakthrough.
    ("breakthrough", BT, "can move to c4, d4 or e4; here", "can move to c4, d4, e4 or d5; here",
     "en", "d4, d5, e4 as the only moves"),
    ("breakthrough", BT, "steps onto rank 7, and White", "steps onto rank 8, and White", "en",
     "rank or row 8"),
    ("breakthrough", BT, "may capture on c4 or on e4, or step straight to the empty d4",
     "may capture on c4 or on e4, or step straight to the empty d5", "en", "names d5"),
    ("breakthrough", BT, "White's fourteen pieces on ranks 1 and 2",
     "White's sixteen pieces on ranks 1 and 2", "en", "says 16"),
    ("breakthrough", BT, "28 pieces (14 light, 14 dark)", "28 pieces (14 light, 12 dark)", "en",
     "says 12"),
    ("breakthrough", BT, "and White wins at once.", "and Black wins at once.", "en",
     "names Black"),
    ("breakthrough", BT, "moves: d3-d4; d3xc4; d3xe4", "moves: d3xc4; d3xe4", "en",
     "missing d3-d4"),
    ("breakthrough", _po("breakthrough", "pt_BR"), "pode ir para c4, d4 ou e4;",
     "pode ir para c4, d5 ou e4;", "pt-BR", "lacks d4; adds d5"),
    ("breakthrough", _po("breakthrough", "pt_PT"), "as Brancas, as filas 1 e 2; as Negras",
     "as Negras, as filas 1 e 2; as Brancas", "pt-PT", "names the sides"),
    # Snort.
    ("snort", SN, "here it goes on d5.", "here it goes on d6.", "en", "names d6"),
    ("snort", SN, "56 pieces (28 cats and 28 dogs)", "56 pieces (26 cats and 30 dogs)", "en",
     "says 26"),
    ("snort", SN, "the twenty-eight cats and the twenty-eight dogs", "the twenty-eight cats "
     "and the thirty dogs", "en", "says 30"),
    ("snort", SN, "The first dog goes outside the center zone, here on f3.",
     "The first dog goes outside the center zone, here on f4.", "en", "names f4"),
    ("snort", SN, "Squares c4, g1 and h1 are theirs alone", "Squares c4, g3 and h1 are theirs "
     "alone", "en", "names g3"),
    ("snort", SN, "one of the four squares of the center zone",
     "one of the five squares of the center zone", "en", "says 5"),
    ("snort", SN, "illegal: c5; d6; d4", "illegal: c5; d6; g3", "en", "claimed illegal"),
    ("snort", _po("snort", "pt_BR"), "aqui, ele vai para d5.", "aqui, ele vai para e5.", "pt-BR",
     "lacks d5; adds e5"),
    ("snort", _po("snort", "pt_PT"), "\"Jogam os gatos.", "\"Jogam os cães.", "pt-PT",
     "names the sides"),
    ("snort", _po("snort", "pt_BR"), "Ele não poderia ir para c5 nem para d6",
     "Ele não poderia ir para c5 nem para d7", "pt-BR", "lacks d6; adds d7"),
    # Rastros.
    ("rastros", RA, "The winning move is c1.", "The winning move is b1.", "en",
     "not the play's c1"),
    ("rastros", RA, "the white piece, 48 black pieces", "the white piece, 47 black pieces", "en",
     "says 47"),
    ("rastros", RA, "and now c6 to d7.", "and now c6 to d6.", "en", "not the play's d7"),
    ("rastros", RA, "The first four moves of a game", "The first five moves of a game", "en",
     "says 5"),
    ("rastros", RA, "from b2 the second player has a way out through c3",
     "from b2 the second player has a way out through d4", "en", "names d4"),
    ("rastros", RA, "The forty-eight black pieces", "The forty black pieces", "en", "says 40"),
    ("rastros", _po("rastros", "pt_PT"), "A jogada que ganha é c1.",
     "A jogada que ganha é b1.", "pt-PT", "lacks c1"),
    ("rastros", _po("rastros", "pt_BR"), "então em seguida o primeiro jogador a leva",
     "então em seguida o segundo jogador a leva", "pt-BR", "names the sides"),
    # Roles: a cell, point or number of the diagram named in the wrong part.
    ("backgammon", BG, "two more move from your 13-point to your 7-point",
     "two more move from your 13-point to your 8-point", "en", "to the 8-point"),
    ("backgammon", BG, "the 5 bears off the checker on your 3-point",
     "the 5 bears off the checker on your 2-point", "en", "off the 2-point"),
    ("backgammon", BG, "so you win a backgammon: three times the cube value",
     "so you win a backgammon: four times the cube value", "en", "four times the cube"),
    ("backgammon", BG, "your 24-point, and a die showing 6", "your 23-point, and a die showing 6",
     "en", "a 1 enters on the 24-point"),
    ("backgammon", BG, "worth three times the cube value.", "worth four times the cube value.",
     "en", "backgammon_multiple"),
    ("nardy", NA, "the 6 bears off the checker on the 4-point",
     "the 6 bears off the checker on the 6-point", "en", "off the 6-point"),
    ("nardy", NA, "one black checker, on the point printed 22",
     "one white checker, on the point printed 22", "en", "holds none"),
    ("nardy", NA, "so only three of the four threes", "so only four of the four threes", "en",
     "says 4 can be played"),
    ("nardy", NA, "the win is an *oin* and scores 1 point", "the win is an *oin* and scores 2 "
     "points", "en", "oin_points"),
    ("nardy", NA, "White's head is its 24-point", "White's head is its 1-point", "en",
     "white_head"),
    ("breakthrough", BT, "so it can only move diagonally, to c4 or e4",
     "so it can only move diagonally, to c4 or d4", "en", "as the only moves"),
    ("breakthrough", BT, "The piece on d4 is black", "The piece on c4 is black", "en",
     "puts a piece on c4"),
    ("breakthrough", BT, "here it goes straight ahead.", "here it steps diagonally.", "en",
     "goes diagonally"),
    ("rastros", RA, "the first player's only move is b2", "the first player's only move is c3",
     "en", "as the only moves"),
    ("rastros", RA, "can only go to b1 or b2,", "can only go to b2 or b3,", "en",
     "as the only moves"),
    ("oware", OW, "of c into d, e, f and North's A", "of c into e, f and North's A", "en",
     "sows into e, f, A"),
    ("hex", _po("hex", "es"), "las blancas, de los bordes izquierdo",
     "las negras, de los bordes izquierdo", "es", "names the sides in the order"),
    ("hex", _po("hex", "pt_BR"), "as Brancas, das bordas da esquerda",
     "as Pretas, das bordas da esquerda", "pt-BR", "names the sides in the order"),
    ("classics", _rules("classics"), "One box holds the pieces of every game in the book.",
     "One box holds the pieces of every game in the book, for two or three players.", "en",
     "the game is for 2"),
    ("classics", _rules("classics"), "Where two boards share one outline, they are printed back",
     "Where three boards share one outline, they are printed back", "en", "card_sides"),
    ("classics", _rules("classics"), "None of them uses dice or hidden cards",
     "Two of them use dice, none hidden cards", "en", "games_with_dice"),
    ("oware", OW, "Two players", "Three players", "en", "the game is for 2"),
    ("snort", SN, "e3, a6 and a7 belong to the dogs", "e3, a6 and c4 belong to the dogs", "en",
     "c4 as dogs' alone"),
    ("traffic-lights", TL, "turning d1 red makes a diagonal", "turning d2 red makes a diagonal",
     "en", "has d2 win"),
    ("backgammon", BG, "moves one pip from the 6-point", "moves two pips from the 6-point",
     "en", "no step 6/4"),
    ("backgammon", BG, "left a blot on your 7-point", "left a blot on your 8-point", "en",
     "holds none"),
    ("nardy", NA, "or both may stop on the 18-point", "or both may stop on the 17-point", "en",
     "names the 17-point"),
    ("oware", OW, "B now holds 3 and A holds 2", "B now holds 4 and A holds 2", "en",
     "gives B 4 seeds"),
    ("oware", OW, "so South must play f", "so South must play c", "en", "as the only moves"),
    ("traffic-lights", TL, "Only three moves are safe: a green on b1,",
     "Only three moves are safe: a green on c1,", "en", "lists c1 as safe"),
    ("breakthrough", BT, "White's piece on d6 steps onto rank 7",
     "White's piece on d6 steps onto rank 6", "en", "reach rank 6"),
    ("hex", HEX, "The white stone on h8 does not matter here.",
     "The white stone on h9 does not matter here.", "en",
     "the caption names h9, which its diagram does not show"),
    ("hex", HEX, "White has taken f1, so Black takes g1", "Black has taken f1, so Black takes g1",
     "en", "gives f1 to Black"),
    # Traffic Lights.
    ("traffic-lights", TL, "Only three moves are safe:", "Only two moves are safe:", "en",
     "says 2"),
    ("traffic-lights", TL, "safe: b1; d1; d2", "safe: b1; d1", "en", "missing d2"),
    ("traffic-lights", TL, "Three winning moves at once", "Six winning moves at once", "en",
     "says 6"),
    ("traffic-lights", TL, "a green on c1 makes a diagonal", "a green on d4 makes a diagonal",
     "en", "d4, which is not on the board"),
    ("traffic-lights", TL, "24 pieces (8 green, 8 yellow, 8 red)",
     "24 pieces (8 green, 8 yellow, 9 red)", "en", "says 9"),
    ("traffic-lights", TL, "There are 8 pieces of each color",
     "There are 7 pieces of each color", "en", "says 7"),
    ("traffic-lights", TL, "An ending in which the player to move has already lost.",
     "An ending in which the player to move has already won.", "en",
     "has player to move win"),
    ("traffic-lights", _po("traffic-lights", "pt_PT"), "uma peça verde em b1",
     "uma peça verde em b2", "pt-PT", "lacks b1; adds b2"),
    # Oware.
    ("oware", OW, "South captures both, five seeds", "South captures both, six seeds", "en",
     "says 6"),
    ("oware", OW, "South sows the four seeds of c into", "South sows the three seeds of c into",
     "en", "says 3"),
    ("oware", OW, "B now holds 3 and A holds 2", "B now holds 6 and A holds 2", "en",
     "says 6"),
    ("oware", OW, "South may play c or f.", "South may play b or f.", "en", "names b"),
    ("oware", OW, "brings South's store to 25, and South wins.",
     "brings South's store to 26, and South wins.", "en", "says 26"),
    ("oware", OW, "48 seed tokens and {spare_seeds}", "50 seed tokens and {spare_seeds}", "en",
     "says 50"),
    ("oware", OW, "The first to gather 25 of the 48 seeds", "The first to gather 24 of the 48 "
     "seeds", "en", "says 24"),
    ("oware", OW, "moves: c; f", "moves: a; c; f", "en", "not legal a"),
    ("oware", _po("oware", "pt_BR"), "\"O Sul pode jogar c ou f.", "\"O Norte pode jogar c ou f.",
     "pt-BR", "names the sides"),
    ("oware", _po("oware", "pt_PT"), "das duas casas, cinco ao todo",
     "das duas casas, seis ao todo", "pt-PT", "lacks 5; adds 6"),
    ("oware", _po("oware", "pt_PT"), "As três sementes de c acabariam em f",
     "As três sementes de d acabariam em f", "pt-PT", "lacks c; adds d"),
    # Found by a second pass, written before looking at the checks.
    ("hex", HEX, "touches f1 and g1 on the edge", "touches f1 and e1 on the edge", "en",
     "names e1"),
    ("hex", _po("hex", "pt_PT"), "uma peça branca em c6", "uma peça branca em f3", "pt-PT",
     "lacks c6"),
    ("breakthrough", BT, "The piece on d4 is black and", "The piece on d5 is black and", "en",
     "names d5"),
    ("breakthrough", BT, "Each player has fourteen pieces", "Each player has sixteen pieces",
     "en", "says 16"),
    ("snort", SN, "board of 8 by 8 squares", "board of 9 by 9 squares", "en", "9 by 9"),
    ("snort", SN, "It could not go on c5 or d6", "It could not go on c5 or e6", "en",
     "names e6"),
    ("rastros", RA, "The first player to move, with the piece on c2.",
     "The second player to move, with the piece on c2.", "en", "first player is to move"),
    ("traffic-lights", TL, "board of 3 by 4 squares", "board of 4 by 4 squares", "en",
     "4 by 4"),
    ("oware", OW, "Put four seeds in each of the twelve houses",
     "Put four seeds in each of the ten houses", "en", "says 10"),
    ("oware", OW, "South's single seed turns North's A into a 2",
     "South's single seed turns North's B into a 2", "en", "not the play's f"),
    ("oware", _po("oware", "pt_BR"), "Agora B tem 3 e A tem 2", "Agora B tem 2 e A tem 3",
     "pt-BR", "in that order"),
    ("oware", _po("oware", "pt_PT"), "uma semente em A e outra em B.\"",
     "uma semente em B e outra em C.\"", "pt-PT", "adds C"),
    ("rastros", _po("rastros", "pt_BR"), "de d4 para d5, de d5 para c6",
     "de d4 para d6, de d6 para c6", "pt-BR", "lacks d5, d5; adds d6, d6"),
    ("hex", HEX, "Black to play wins with g2", "Black to play wins with g2 and k2", "en",
     "names k2"),
    ("snort", SN, "and only h6 is open to both", "and only h7 is open to both", "en",
     "names h7"),
    # A side a translation adds, and the ranks the setup gives each side.
    ("hex", _po("hex", "pt_BR"), "e as Pretas jogam primeiro", "e as Brancas jogam primeiro",
     "pt-BR", "names the sides Pretas, Brancas"),
    ("oware", _po("oware", "pt_PT"), " O Sul joga primeiro e depois",
     " O Norte joga primeiro e depois",
     "pt-PT", "names the sides Sul, Norte"),
    ("breakthrough", BT, "Black ranks 6 and 7.", "Black ranks 5 and 6.", "en",
     "puts Black on rank 5, 6"),
    ("breakthrough", BT, "White's fourteen pieces on ranks 1 and 2",
     "White's fourteen pieces on ranks 1 and 3", "en", "puts White on rank 1, 3"),
    ("hex", _po("hex", "pt_BR"), "É a vez das Pretas, que vencem com g2",
     "É a vez das Brancas, que vencem com g2", "pt-BR", "names the sides"),
    # A rule sentence turned to its opposite loses the claim pinned to it.
    ("snort", SN, "the first cat goes in the center zone, and", "the first cat goes outside "
     "the center zone, and", "en", "is no longer said here"),
    ("breakthrough", BT, "taken off the board. A piece cannot capture straight ahead",
     "taken off the board. A piece can capture straight ahead", "en", "is no longer said here"),
    ("oware", OW, "the board. The house they came from is skipped, so it stays empty.",
     "the board. The house they came from is sown too.", "en", "is no longer said here"),
    ("oware", OW, "\nYou may not play a house holding a single seed while another",
     "\nYou may play a house holding a single seed while another", "en",
     "is no longer said here"),
    ("nardy", NA, "\nIn each turn, only one checker may leave the head.",
     "\nIn each turn, any number of checkers may leave the head.", "en",
     "is no longer said here"),
    ("nardy", NA, "\nYou may not hold six points in a row unless",
     "\nYou may hold six points in a row even if none", "en", "is no longer said here"),
    ("backgammon", BG, "you can. Only when none of your checkers stands on a higher point",
     "you can. Even when one of your checkers stands on a higher point", "en",
     "is no longer said here"),
    ("traffic-lights", TL, "run out. A move is safe when it gives your opponent no line",
     "run out. A move is safe when it gives your opponent a line", "en", "is no longer said here"),
    ("hex", HEX, "After Black's first stone, White may, instead of playing, swap:",
     "After Black's first stone, Black may, instead of playing, swap:", "en",
     "is no longer said here"),
    ("rastros", RA, "Then put a black piece on the square it has just left. Black",
     "Then put a black piece on the square it has just reached. Black", "en",
     "is no longer said here"),
    ("hex", HEX, "1 to 11. Black owns the top and bottom edges, in the dark frame; White owns "
     "the left and right edges", "1 to 11. Black owns the left and right edges, in the dark "
     "frame; White owns the top and bottom edges", "en", "is no longer said here"),
    ("breakthrough", BT, "farthest from you: rank 7 for White, rank 1 for Black.",
     "farthest from you: rank 1 for White, rank 7 for Black.", "en", "is no longer said here"),
    # Cells in the prose.
    ("snort", SN, "in the middle, d4, d5, e4 and e5, are", "in the middle, d4, d5, e4 and e6, are",
     "en", "names e6"),
    ("rastros", RA, "Put the white piece on e5, the marked square.",
     "Put the white piece on d5, the marked square.", "en", "names d5"),
    ("rastros", RA, "the second player answers c1, which", "the second player answers a5, which",
     "en", "names a5"),
    # Where the sowing ends, and what may be played.
    ("oware", OW, "the last one in A.", "the last one in B.", "en", "falls in A"),
    ("oware", OW, "The single seed in a must wait while c or f holds two or more.",
     "The single seed in a may be played too.", "en", "a may be played"),
    ("oware", OW, "South may play c or f.", "South may play a or f.", "en", "a may be played"),
    ("classics", OW, "the last one in A.", "the last one in C.", "en", "falls in A"),
    # A cell given to a side is that side's in the diagram.
    ("breakthrough", BT, "White's piece on d6 steps", "Black's piece on d6 steps", "en",
     "gives d6 to Black"),
    ("oware", OW, "South's single seed turns North's A", "South's single seed turns South's A",
     "en", "gives A to South"),
    ("oware", OW, "into d, e, f and North's A.", "into d, e, f and South's A.", "en",
     "gives A to South"),
    # An allowed number whose phrase has changed is no longer allowed, and its entry is stale.
    ("hex", HEX, "invented the game in 1942", "invented the game in 1952", "en", "says 1952"),
    ("oware", "templates/oware/facts.toml", "\"small enough that twenty fit\"",
     "\"small enough that thirty fit\"", "en", "is no longer in the rules"),
    # A side swapped within a sentence, though the translation drops a mention elsewhere.
    ("snort", _po("snort", "pt_PT"), "os cães são os primeiros", "os gatos são os primeiros",
     "pt-PT", "names the sides gatos, gatos"),
    ("snort", _po("snort", "pt_BR"), "Um gato em h6 vence: os cachorros",
     "Um cachorro em h6 vence: os gatos", "pt-BR", "names the sides cachorros, gatos"),
    # A color changed into one the translation already says elsewhere.
    ("rastros", _po("rastros", "es"), "se llena con una ficha negra",
     "se llena con una ficha blanca", "es", "says white then white (color)"),
    # A side that may or could do something with the roll is the side to move.
    ("nardy", NA, "Now White may make six in a row.", "Now Black may make six in a row.",
     "en", "has Black move"),
    ("nardy", NA, "White could also move 4/2", "Black could also move 4/2", "en",
     "has Black move"),
    # A side said to have no seeds has none in the diagram.
    ("oware", OW, "caption: North has no seeds.", "caption: South has no seeds.", "en",
     "South has no seeds, but c, f hold some"),
    # A rule sentence that loses its allowed phrase is reported at the sentence too.
    ("oware", OW, "A house that ends with 1, or with 4 or more, is never captured.",
     "A house that ends with 4 or more is captured too.", "en",
     "the rules no longer say 'ends with 1, or with 4 or more'"),
    # Who moves first, as the engine's start position has it.
    ("hex", HEX, "and Black plays first.", "and White plays first.", "en", "White move first"),
    ("breakthrough", BT, "White moves first, then", "Black moves first, then", "en",
     "Black move first"),
    ("snort", SN, "and the cats play first.", "and the dogs play first.", "en",
     "dogs move first"),
    ("oware", OW, "South plays first, then", "North plays first, then", "en",
     "North move first"),
    ("nardy", NA, "White moves first, so it has", "Black moves first, so it has", "en",
     "Black move first"),
    # Nardy and backgammon: claims, rolls and sides.
    ("nardy", NA, "moves: 24/21 21/18 18/15\n", "moves: 24/21 24/21 21/18\n", "en",
     "legal moves is wrong"),
    ("nardy", NA, "moves: 4/2 2/off; 4/off 2/off", "moves: 4/off 2/off", "en", "missing"),
    ("nardy", _po("nardy", "pt_BR"), "\"As Brancas ocupam cinco casas seguidas",
     "\"As Pretas ocupam cinco casas seguidas", "pt-BR", "names the sides"),
    ("backgammon", BG, "The first player to bear off all fifteen checkers wins the game.",
     "The first player to bear off all fourteen checkers wins the game.", "en", "says 14"),
    ("backgammon", BG, "two halves, 30 checkers (15 light, 15 dark), two dice and a spare",
     "two halves, 30 checkers (15 light, 14 dark), two dice and a spare", "en", "says 14"),
    ("nardy", NA, "each player starts with all fifteen checkers on one point",
     "each player starts with all sixteen checkers on one point", "en", "says 16"),
    ("nardy", NA, "the one printed 13.", "the one printed 25.", "en", "names point 25"),
    ("backgammon", BG, "moves: 3/off; 3/off 2/1", "moves: 3/off 2/1", "en", "missing 3/off"),
    ("backgammon", BG, "With 5-1, the 5 bears", "With 6-1, the 5 bears", "en", "names 6-1"),
    ("backgammon", BG_PT, "Com 5-1, o 5 descarta", "Com 5-1, o 6 descarta", "pt-PT", "adds 6"),
    # The compendium reports a chapter's mistake at the chapter's own file and line.
    ("classics", HEX, "wins with g2:", "wins with g4:", "en", "not the play's g2"),
    ("classics", OW, "South captures both, five seeds", "South captures both, seven seeds",
     "en", "says 7"),
    # Who a caption says wins or loses is who wins with best play from its diagram.
    ("traffic-lights", TL, "in which the player to move has already lost",
     "in which the second player has already lost", "en", "has second player lose"),
    ("snort", SN, "the dogs run out of moves one turn before the cats",
     "the cats run out of moves one turn before the dogs", "en", "has cats lose"),
    # A list of choices ("can move to", "may play") is every legal move; a paragraph
    # right before a diagram lists its only moves; a translation keeps a listed house a.
    ("oware", OW, "South may play c or f.", "South may play c, d or f.", "en",
     "as the only moves"),
    ("rastros", RA, "which leaves only b2, and from", "which leaves only a2 and b2, and from", "en",
     "as the only moves"),
    ("oware", _po("oware", "pt_PT"), "O Sul pode jogar c ou f.", "O Sul pode jogar a, c ou f.",
     "pt-PT", "adds a"),
    # A rule the engine proves with a diagram, turned to its opposite.
    ("backgammon", BG, "other, but not both, play the larger one. If",
     "other, but not both, play either one. If", "en", "is no longer said here"),
    # The point a caption says the opponent has made: made in its diagram, and the one
    # the blocked die would enter on.
    ("backgammon", BG, "because your opponent has made your 21-point",
     "because your opponent has made your 19-point", "en", "blocks the 4 with the 19-point"),
    ("backgammon", BG, "your opponent has made your 13-point, where",
     "your opponent has made your 14-point, where", "en", "have not made it"),
    # A cell facts.toml gives a side ("the first player's goal") stays that side's.
    ("rastros", RA, "and g7, marked 2, is the second player's",
     "and g7, marked 2, is the first player's", "en", "gives g7 to the first player"),
    # A row of points a side holds: every point of it, and as many as it says.
    ("nardy", NA, "White holds five points in a row, from 6 down to 2",
     "White holds five points in a row, from 6 down to 3", "en", "counts 5 points from 6 to 3"),
    # Under `play: none`, no checker has a point to enter.
    ("backgammon", BG, "gives your checker on the bar nowhere to enter",
     "gives your checker on the bar two points to enter", "en", "finds no legal move"),
    # A die in a worked prose example moves a checker that many points.
    ("backgammon", BG, "it must move a checker from the 6-point to the 1-point",
     "it must move a checker from the 6-point to the 3-point", "en", "reaches the 1-point"),
    # Counts of what the engine decides: winning moves, dice a play leaves unused.
    ("traffic-lights", TL, "Three winning moves at once", "Two winning moves at once", "en",
     "counts 2 winning moves"),
    ("nardy", NA, "so the other two sixes are lost", "so one six is lost", "en",
     "says 1 are lost"),
    # A translation keeps its English's words of one kind: size, direction, color, outcome.
    ("nardy", _po("nardy", "pt_BR"), "mas não os dois, jogue o maior.",
     "mas não os dois, jogue o menor.", "pt-BR", "says smaller (size)"),
    ("backgammon", BG_BR, "mas não os dois, jogue o maior.",
     "mas não os dois, jogue o menor.", "pt-BR", "says smaller (size)"),
    ("breakthrough", _po("breakthrough", "pt_PT"), "aqui segue a direito.",
     "aqui segue na diagonal.", "pt-PT", "says diagonal (direction)"),
    ("classics", _po("classics", "es"), "juego de fichas redondas negras y blancas",
     "juego de fichas redondas rojas y blancas", "es", "says red (color)"),
    ("traffic-lights", _po("traffic-lights", "pt_PT"), "quem tem a vez já perdeu.",
     "quem tem a vez já ganhou.", "pt-PT", "says wins (outcome)"),
    ("classics", _po("snort", "pt_PT"), "aqui vai para d5.", "aqui vai para d4.", "pt-PT",
     "lacks d5; adds d4"),
]


def test_the_unplanted_books_are_valid(data: Path) -> None:
    for game in ("hex", "breakthrough", "snort", "rastros", "traffic-lights", "oware", "nardy",
                 "classics"):
        assert validator.validate(game) == [], game


# Each case validates a book (seconds; the compendium's all six): the default run keeps
# the first case of each game and language and one in three of the rest.
FIRSTS = {(case[0], case[4]): n for n, case in reversed(list(enumerate(PLANTED)))}


@pytest.mark.parametrize(("game", "file", "old", "new", "lang", "says"),
                         sample(PLANTED, lambda n, case: FIRSTS[case[0], case[4]] == n
                                or n % 3 == 0),
                         ids=[f"{n}-{case[0]}-{case[4]}" for n, case in enumerate(PLANTED)])
def test_each_planted_mistake_is_reported_at_its_line(data: Path, game: str, file: str,
                                                      old: str, new: str, lang: str,
                                                      says: str) -> None:
    path = data / file
    original = path.read_text(encoding="utf-8")
    assert original.count(old) == 1, f"{old!r} is not once in {file}"
    start = original.index(old) + len(old) - len(old.lstrip("\n"))  # the changed line's
    line = original[:start].count("\n") + 1
    problems = validate_with(path, original.replace(old, new), game, lang)
    named = [p for p in problems if says in p]
    assert named, problems
    # A catalog entry is named by its msgid line, just above its one-line msgstr.
    assert any(p.startswith(f"{lang}:{path}:{where}:") for p in named
               for where in (line - 1, line)), named


def test_the_suite_covers_every_kit_and_both_portuguese_catalogs() -> None:
    assert len(PLANTED) >= 60
    assert {case[0] for case in PLANTED} >= {"hex", "breakthrough", "snort", "rastros",
                                             "traffic-lights", "oware", "nardy",
                                             "backgammon", "classics"}
    assert {case[4] for case in PLANTED} >= {"en", "pt-BR", "pt-PT"}


def test_each_language_names_the_sides_from_its_own_language_file() -> None:
    # Spanish has no catalogs yet, but its language file already names the sides.
    assert translated.side_names("es")["Black"] == "las negras"
    assert translated.side_names("pt-BR")["dogs"] == "cachorros"
    assert translated.side_names("pt-PT")["dogs"] == "cães"
