# MEOWLS: `make run` serves the demo shop, `make test` runs every test, `make bench` measures.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
DEPS := pkg-config libmicrohttpd-dev libsodium-dev libsqlite3-dev libstemmer-dev
BENCH_DEPS := nginx-light wrk curl
ARGS ?=

.PHONY: run test bench build build-release deps bench-deps format lint clean

# Installs the Debian packages that are missing (nothing happens when all are there).
define install_missing
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
endef

deps:
	$(call install_missing,$(DEPS))

bench-deps: deps
	$(call install_missing,$(BENCH_DEPS))

build-release: deps
	$(SWIFT) build -c release --product meowls

run: build-release
	.build/release/meowls serve $(ARGS)

build: deps
	$(SWIFT) build --build-tests

test: build lint
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks/Sources

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks/Sources

bench: bench-deps build-release
	$(SWIFT) build -c release --product meowls-bench
	Benchmarks/run.sh

clean:
	rm -rf .build
