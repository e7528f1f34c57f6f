"""Breakthrough (Avanço): a race of pawns across a 7x7 board."""
