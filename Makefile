# notigen: typed Swift notifications from a YAML spec.
#
# Targets:
#   make build              debug build of notigen
#   make run                build, then generate Generated/ from specs/user.yaml and say what was written
#   make test               build and run every test: unit, golden, type-checks of generated code, runtime, CLI
#   make generate           generate Generated/ from every specs/*.yaml
#   make test-tsan          build the tests with ThreadSanitizer (in .build-tsan) and run the generated-API tests,
#                           the concurrency stress test among them; CI runs it after make test
#   make golden             rewrite the golden fixtures from the current output (the run fails on purpose);
#                           review the change with git diff
#   make bench              every performance figure beside its target, and the speed-up over the Stencil route
#                           (scripts/reference, built on first use); rewrites the table in docs/PERFORMANCE.md
#   make example            build notigen, then build and test Examples/NotifyDemo through its own Makefile
#   make lint               swift format lint --strict over the sources and tests
#   make format             swift format the sources and tests in place
#   make install PREFIX=…   install bin/notigen, share/notigen/Templates and share/notigen/notigen.schema.json under
#                           PREFIX (default /usr/local)
#   make clean              remove build products and Generated/, here and in Examples/NotifyDemo
#
# Every target that builds first checks for libyaml (apt libyaml-dev): it is installed when missing and we run as
# root with apt-get; otherwise the exact command to run is printed.

SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= release
SPECS := $(wildcard specs/*.yaml)
EXAMPLE := Examples/NotifyDemo
# The example's own sources, not the code notigen generates into it.
FORMAT_PATHS := Package.swift Sources Tests/NotigenCoreTests $(wildcard Tests/GeneratedAPITests/*.swift) \
	$(EXAMPLE)/Package.swift $(wildcard $(EXAMPLE)/Sources/NotifyDemoKit/*.swift) $(EXAMPLE)/Sources/notify-demo \
	$(EXAMPLE)/Tests

.PHONY: build run test test-tsan generate golden bench example lint format install clean deps

deps:
	@if pkg-config --exists yaml-0.1 2>/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "notigen: installing libyaml-dev and pkg-config with apt-get"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libyaml-dev pkg-config; \
	else \
		echo "notigen needs libyaml. Install it with:"; \
		echo "  sudo apt-get install libyaml-dev pkg-config   (Debian, Ubuntu)"; \
		echo "  brew install libyaml pkg-config               (macOS)"; \
		exit 1; \
	fi

build: deps
	$(SWIFT) build

run: build
	$(SWIFT) run notigen specs/user.yaml --output Generated

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
		--filter GeneratedAPITests

generate: build
	$(SWIFT) run notigen $(SPECS) --output Generated

golden: deps
	-NOTIGEN_RECORD=1 $(SWIFT) test --filter GoldenTests
	@git status --short -- Tests

bench: deps
	$(SWIFT) build -c release
	python3 scripts/bench.py

example: build
	$(MAKE) -C $(EXAMPLE) test NOTIGEN="$$($(SWIFT) build --show-bin-path)/notigen"

lint:
	$(SWIFT) format lint --strict --recursive $(FORMAT_PATHS)

format:
	$(SWIFT) format --in-place --recursive $(FORMAT_PATHS)

install: deps
	$(SWIFT) build -c $(CONFIG) --product notigen
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/notigen/Templates"
	install -m 755 "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/notigen" "$(PREFIX)/bin/notigen"
	install -m 644 Templates/*.mustache "$(PREFIX)/share/notigen/Templates/"
	install -m 644 schema/notigen.schema.json "$(PREFIX)/share/notigen/notigen.schema.json"
	@echo "installed $(PREFIX)/bin/notigen, $(PREFIX)/share/notigen/Templates and the spec schema"

clean:
	rm -rf .build .build-tsan Generated
	$(MAKE) -C $(EXAMPLE) clean
