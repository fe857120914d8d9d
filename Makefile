# The two commands of the README, each installing what it needs from nothing.
#   make demo   the main job on the bundled example manuscript
#   make test   the whole test suite (unit tests first, end-to-end tests last), then
#               the reliability suite, bounded
#   make reliability  the reliability suite at full size (about an hour)
#   make bench  the benchmarks (figures are medians and ratios; never asserted in tests)

PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.installed

.PHONY: demo test reliability bench lint clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	@echo "Installing semnet and its dependencies into $(VENV) (a minute or two the first time)…"
	$(BIN)/pip install --progress-bar on -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	bash examples/demo.sh $(abspath $(BIN))/semnet

test: $(STAMP)
	$(BIN)/python -m pytest
	$(BIN)/python -m pytest -m reliability tests/reliability

# The reliability suite at full size (about an hour): see README.
reliability: $(STAMP)
	SEMNET_RELIABILITY=full $(BIN)/python -m pytest -m reliability -s tests/reliability

bench: $(STAMP)
	$(BIN)/semnet bench graph --out bench/results/graph.json
	$(BIN)/semnet bench index --out bench/results/index.json
	$(BIN)/semnet bench anchoring --out bench/results/anchoring.json
	$(BIN)/semnet bench lsp --out bench/results/lsp.json

# mypy reads the folders as the one package semnet.* through a tree of links
# (see [tool.mypy] in pyproject.toml); lint-imports checks the layers.
lint: $(STAMP)
	$(BIN)/ruff check graph handlers server bench tests
	$(BIN)/ruff format --check graph handlers server bench tests
	mkdir -p build/typecheck/semnet
	for p in graph handlers server bench; do ln -sfn ../../../$$p build/typecheck/semnet/$$p; done
	$(BIN)/mypy
	$(BIN)/lint-imports

clean:
	rm -rf $(VENV) build *.egg-info
