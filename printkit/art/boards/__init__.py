"""Board art shared by several games: square grids with coordinates and marked squares
(squares.py), and the board of 24 points of backgammon and nardy (points.py)."""
