"""Board art shared by several games: square grids with coordinates and marked squares."""
