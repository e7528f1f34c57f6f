"""The printkit test suite; a package so that `python -m tests.golden` runs."""
