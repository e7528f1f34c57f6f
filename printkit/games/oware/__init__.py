"""Ouri (Oware): sowing seeds round two rows of six houses and capturing twos and threes."""
