# printkit: the three commands a new user needs are setup, kit and test.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
LOCALES := pt_BR pt_PT

.PHONY: setup kit test check lint typecheck locales spell golden readme-image bench clean

setup: $(BIN)/printkit                 ## create .venv with printkit and its test tools

$(BIN)/printkit: pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	@touch $@

kit: setup                             ## build the backgammon kit with the defaults
	$(BIN)/printkit build backgammon

test: setup                            ## run the test suite
	$(BIN)/pytest

lint: setup
	$(BIN)/ruff check printkit tests bench tools

typecheck: setup
	$(BIN)/mypy

check: lint typecheck test             ## everything CI cares about

locales: setup                         ## extract messages, update and compile the catalogs
	$(BIN)/pybabel extract -F babel.cfg --no-wrap --sort-by-file -k N_ \
	    --project printkit --copyright-holder "printkit authors" -o locales/printkit.pot .
	for l in $(LOCALES); do \
	    test -f locales/$$l/LC_MESSAGES/printkit.po || \
	        $(BIN)/pybabel init -D printkit -i locales/printkit.pot -d locales -l $$l || exit 1; \
	    $(BIN)/pybabel update --no-wrap --no-fuzzy-matching --ignore-obsolete -D printkit -i locales/printkit.pot -d locales -l $$l; \
	    $(BIN)/pybabel compile --statistics -D printkit -d locales -l $$l || exit 1; \
	done

spell: setup                           ## hunspell over every text, in en_US, pt_BR and pt_PT
	$(BIN)/python tools/spell.py

golden: setup                          ## regenerate the golden SVGs (review the diff!)
	$(BIN)/python -m tests.golden

readme-image: setup                    ## the README's picture of a real kit page
	$(BIN)/printkit preview backgammon --dpi 50 -o build/preview
	mkdir -p docs
	cp build/preview/page-09.png docs/kit-page.png
	cp build/preview/contact-sheet.png docs/contact-sheet.png

bench: setup                           ## speed and size figures, written to bench/results.json
	$(BIN)/python bench/run.py

clean:
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache
