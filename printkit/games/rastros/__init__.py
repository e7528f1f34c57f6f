"""Rastros: one white piece leaves a trail of black ones on a 7x7 board."""
