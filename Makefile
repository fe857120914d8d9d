# The two commands of the README, each installing what it needs from nothing.
#   make demo   the main job on the bundled example manuscript
#   make test   the whole test suite (unit tests first, end-to-end tests last), then
#               the reliability suite, bounded (SEMNET_RELIABILITY=full: full size)
#   make bench  the benchmarks (figures are medians and ratios; never asserted in tests)

PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.installed

.PHONY: demo test bench lint clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	bash examples/demo.sh $(abspath $(BIN))/semnet

test: $(STAMP)
	$(BIN)/python -m pytest
	$(BIN)/python -m pytest -m reliability tests/reliability

bench: $(STAMP)
	$(BIN)/semnet bench graph --out bench/results/graph.json
	$(BIN)/semnet bench index --out bench/results/index.json
	$(BIN)/semnet bench anchoring --out bench/results/anchoring.json
	$(BIN)/semnet bench lsp --out bench/results/lsp.json

lint: $(STAMP)
	$(BIN)/ruff check graph handlers server tests
	$(BIN)/ruff format --check graph handlers server tests
	$(BIN)/mypy graph

clean:
	rm -rf $(VENV) build *.egg-info
