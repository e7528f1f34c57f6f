# printkit: the three commands a new user needs are setup, kit and test.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin

.PHONY: setup kit test test-slow check lint typecheck locales spell golden readme-image bench clean

setup: $(BIN)/printkit                 ## create .venv with printkit and its test tools

$(BIN)/printkit: pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	@touch $@

kit: setup                             ## build the backgammon kit with the defaults
	$(BIN)/printkit build backgammon

test: setup                            ## run the test suite (slow cases sampled), one worker a core
	$(BIN)/pytest -n auto --dist worksteal

test-slow: setup                       ## the cases the default run leaves out: long property runs, every sample
	$(BIN)/pytest -n auto --dist worksteal -m slow

lint: setup
	$(BIN)/ruff check printkit tests bench tools

typecheck: setup
	$(BIN)/mypy

check: lint typecheck test             ## everything CI cares about

locales: setup                         ## extract messages and update every catalog (shared and per game)
	$(BIN)/python tools/locales.py

spell: setup                           ## hunspell over every text, in each language that has its dictionary here
	$(BIN)/python tools/spell.py

golden: setup                          ## regenerate the golden SVGs (review the diff!)
	$(BIN)/python -m tests.golden

readme-image: setup                    ## the README's picture of a real kit page
	$(BIN)/printkit preview backgammon --dpi 50 -o build/preview
	mkdir -p docs
	cp build/preview/page-03.png docs/kit-page.png
	cp build/preview/contact-sheet.png docs/contact-sheet.png

bench: setup                           ## speed and size figures, written to bench/results.json
	$(BIN)/python bench/run.py

clean:
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache
