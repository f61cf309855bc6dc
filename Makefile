# make run: the service on a fresh machine; make test: the whole suite. Both need only python3.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
EXTRAS := dev,storage,telegram,http,voice

.PHONY: run test lint console clean

$(BIN)/assistant: pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[$(EXTRAS)]"
	touch $@

run: $(BIN)/assistant
	$(BIN)/assistant serve

console: $(BIN)/assistant
	$(BIN)/assistant console

test: $(BIN)/assistant
	$(BIN)/ruff check .
	$(BIN)/mypy assistant models adapters
	$(BIN)/python -m pytest -q

lint: $(BIN)/assistant
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
