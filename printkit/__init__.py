"""printkit: print-and-play kits for classic board games."""

__version__ = "0.1.0"
