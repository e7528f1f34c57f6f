"""Tests of the Hex engine."""
