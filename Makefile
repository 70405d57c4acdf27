# MEOWLS: `make run` serves the demo shop, `make test` runs every test, `make bench` measures.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
DEPS := pkg-config libarchive-dev libmicrohttpd-dev libpq-dev libqrencode-dev libsodium-dev libsqlite3-dev libstemmer-dev libvips-dev zlib1g-dev
# NB: the PostgreSQL engine's tests start a throw-away cluster (Scripts/pg-cluster.sh) with Debian's server.
TEST_DEPS := postgresql
BENCH_DEPS := nginx-light wrk curl sqlite3
# NB: the browser journeys' Chromium, driver and fonts come from Debian; Selenium and axe-core (from
# axe-playwright-python) from a virtual environment that Tests/Browser/run.sh creates and pins.
BROWSER_DEPS := chromium chromium-driver fonts-dejavu-core python3-venv
ARGS ?=

.PHONY: run test bench build build-release deps test-deps bench-deps browser-deps browser-test screenshots format lint clean \
  swift-check fuzz fuzz-smoke sanitize

# Installs the Debian packages that are missing (nothing happens when all are there).
define install_missing
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
endef

# NB: checked before anything is installed or built, so a machine without Swift is told so in one line rather than
# after an apt-get run or in a "command not found" from the middle of a build ($(error) prints one line, exits 2).
swift-check:
	$(if $(shell command -v $(SWIFT)),,$(error '$(SWIFT)' not found: install Swift 6 or newer (https://www.swift.org/install/linux/ or swiftly) or pass SWIFT=/path/to/swift))
	@:

deps: swift-check
	$(call install_missing,$(DEPS))

test-deps: deps
	$(call install_missing,$(TEST_DEPS))

bench-deps: deps browser-deps
	$(call install_missing,$(BENCH_DEPS))

build-release: deps
	$(SWIFT) build -c release --product meowls

run: build-release
	.build/release/meowls serve $(ARGS)

browser-deps:
	$(call install_missing,$(BROWSER_DEPS))

build: deps
	$(SWIFT) build --build-tests

# NB: the browser journeys run beside `swift test` (they mostly wait on Chromium and their own server, so they fit
# in the cores the suite leaves idle); their log is printed after the suite's, and either failing fails the target.
test: build lint browser-deps test-deps fuzz-smoke
	@Tests/Browser/run.sh >.build/browser-test.log 2>&1 & browser=$$!; \
	$(SWIFT) test --skip-build; suite=$$?; \
	wait $$browser; journeys=$$?; \
	echo "--- browser journeys (Tests/Browser/run.sh) ---"; cat .build/browser-test.log; \
	echo "swift test: exit $$suite; browser journeys: exit $$journeys"; \
	[ $$suite = 0 ] && [ $$journeys = 0 ]

# The web Store in a real headless Chromium: every Tests/Browser/journey*.py with JavaScript on and off (each fails on
# any console error or failed request), then axe-core on every page (no serious or critical violation).
browser-test: build browser-deps
	Tests/Browser/run.sh

# Every finished web page at phone and desktop size, written to Docs/screenshots/.
screenshots: build browser-deps
	Tests/Browser/run.sh Tests/Browser/screenshots.py Docs/screenshots

lint: swift-check
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks/Sources Fuzz/Sources

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks/Sources Fuzz/Sources

# Every libFuzzer target (Fuzz/Sources: the request target and query parser, the JSON bodies, barcodes, phones, the
# YML and CSV imports) for FUZZ_SECONDS each (default 60) over its checked-in corpus, with AddressSanitizer; a crash
# or a broken invariant fails it and leaves the input in .build/fuzz/crashes/. FUZZ_TARGETS picks some.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) Fuzz/run.sh $(FUZZ_TARGETS)

# The short run of every fuzz target that `make test` does: the corpus replayed, then a few seconds of new inputs.
fuzz-smoke: deps
	FUZZ_SECONDS=$(or $(FUZZ_SMOKE_SECONDS),5) SWIFT=$(SWIFT) Fuzz/run.sh

# The test suite under AddressSanitizer, then ThreadSanitizer, each in its own build (.build/asan, .build/tsan); the
# sanitizers' findings fail it. SANITIZERS picks one, SANITIZE_FILTER narrows the tests (`swift test --filter`).
SANITIZERS ?= address thread
SANITIZE_FILTER ?=
sanitize: deps test-deps
	SANITIZERS="$(SANITIZERS)" SANITIZE_FILTER="$(SANITIZE_FILTER)" SWIFT=$(SWIFT) Sanitizers/run.sh

bench: bench-deps build-release
	$(SWIFT) build -c release --product meowls-bench
	Benchmarks/run.sh

clean:
	rm -rf .build
