# make run: the service on a fresh machine; make test: the whole suite. Both need only python3.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
EXTRAS := dev,storage,telegram,http,voice,charts

.PHONY: run test lint console bench phrasing fuzz constraints image clean

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
	$(BIN)/mypy assistant models adapters bench
	$(BIN)/python -m pytest -q -n auto --dist loadfile

# Benchmarks against baselines run side by side; ARGS=--quick for the small scale, or name areas.
bench: $(BIN)/assistant
	$(BIN)/python -m bench $(ARGS)

# The phrasing figures per locale: the chat corpora played through the reader, engine and rulesets (ARGS=--failures).
phrasing: $(BIN)/assistant
	$(BIN)/python -m tests.corpus $(ARGS)
	$(BIN)/python -m tests.corpus --set dev
	$(BIN)/python -m tests.corpus --set spent
	$(BIN)/python -m tests.corpus --set blind

# The Docker image's pinned packages (deploy/constraints.txt), resolved anew; and the image itself (needs Docker).
constraints: $(BIN)/assistant
	$(BIN)/python deploy/pin.py

image:
	docker build -f deploy/Dockerfile -t wizard-assistant .

# The long fuzz: hostile lines of every ruleset through the engine and the web API (ARGS=--lines N --seed S).
fuzz: $(BIN)/assistant
	$(BIN)/python -m tests.fuzz $(ARGS)

lint: $(BIN)/assistant
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
