"""Hex: two players join their opposite edges of a rhombus of hexagons; nobody can draw."""
