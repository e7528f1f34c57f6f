"""Snort (Gatos & Cães): cats and dogs placed on an 8x8 board, never side by side."""
