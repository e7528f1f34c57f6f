"""Tests of the Ouri (Oware) engine."""
