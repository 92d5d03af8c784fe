# notigen: typed Swift notifications from a YAML spec.
#
# Targets:
#   make build              debug build of notigen
#   make run                build, then generate Generated/ from specs/user.yaml and say what was written
#   make test               build and run every test: unit, golden, type-checks of generated code, runtime, CLI;
#                           then make test-apple-path
#   make test-apple-path    the runtime's, the generated API's and the test helpers' tests again on the path Apple
#                           platforms compile (-D NOTIGEN_PORTABLE_ATOMICS, its own scratch path .build-portable)
#   make hazard-trials TRIALS=…  the cancel-while-posting trials of NotigenHazardsTests, TRIALS of them (default
#                           1,000,000; make test runs 10,000) on both atomics paths
#   make generate           generate Generated/ from every specs/*.yaml
#   make compat             build, then run only the compatibility tests (make test runs them too): every golden
#                           fixture built under each compiler setting of the matrix (swift6, swift6-mainactor,
#                           xcode26-app, internal-imports, swift5, swift5-mainactor, library-evolution: see
#                           docs/COMPATIBILITY.md), and the runtime program (Tests/Compatibility/Program) and multi-module
#                           app (Tests/Compatibility/MultiModule) built and run under each setting, and the
#                           conditions fixture built again under each setting with its custom -D flag, and the
#                           two-names program (Tests/Compatibility/FailureNames) under swift5, swift6, xcode26-app
#   make install-check      install into a temporary prefix (CONFIG=debug by default), vendor the runtime with the
#                           installed `notigen runtime`, generate two specs with it and build them as modules of their
#                           own under each compiler setting (under library-evolution with their module interfaces,
#                           verified by swiftc), then run an app that imports both; CI runs it with CONFIG=release,
#                           the build make install ships
#   make test-tsan          build the tests with ThreadSanitizer (in .build-tsan, and .build-tsan-portable for the path
#                           Apple platforms compile) and run the runtime's tests, the generated-API tests (the
#                           concurrency stress test among them) and the test helpers' tests (the 1,000-repetition race
#                           test among them) on both (1,000 of the hazard trials: ThreadSanitizer looks for races,
#                           make test and make hazard-trials for snapshots left unfreed); CI runs it after make test
#   make scaling            that notigen's cost grows at most linearly with its input, construct by construct
#                           (scripts/scaling.py: specs of size n, 2n and 4n counted by valgrind's callgrind, which
#                           load does not change); CI runs it after make test
#   make scaling-import     that notigen import, audit and map cost grows linearly with the repository (corpus
#                           repositories of n, 2n, 4n files counted by callgrind, release build: scripts/import_scaling.py);
#                           CI runs it after make install-check, whose release build it reuses (about 1 minute)
#   make bench-import       notigen import on a synthetic 100,000-line app (median wall, peak memory), and a plain
#                           `notigen specs/user.yaml` run (median wall, callgrind instructions; NOTIGEN_BASELINE=BIN
#                           measures another notigen beside it); the figures are in docs/PERFORMANCE.md
#   make bench-repository   notigen import, audit and map side by side on two 5,000-file, 1,000,000-line
#                           repositories made from the corpus (scripts/corpus_repository.py): a dense one (every file
#                           from the corpus) and a realistic one (the share of files with notification code in real
#                           apps), release build: median wall, CPU and peak memory of each over 5 runs against the
#                           targets, after checking the outputs equal --parse-every-file's (scripts/repository_bench.py);
#                           NOTIGEN_BASELINE=PATH measures another notigen-import beside it, in the same runs
#   make import-corpus      precision and recall of notigen import on the corpus (Tests/Corpus/<app>: App/*.swift against
#                           expected.yaml; scripts/import_corpus.py): names, wire names, fields, types, optionality
#   make golden             rewrite the golden fixtures from the current output: each full spec.swift, what the
#                           selectors of each spec.excerpt.swift select now, each diagnostics.txt (the run fails on
#                           purpose); review the change with git diff
#   make bench              every performance figure beside its target, and the speed-up over the Stencil route
#                           (scripts/reference, built on first use), delivery on both atomics paths; rewrites the
#                           table in docs/PERFORMANCE.md
#   make bench-atomics      the candidates for the atomics of the path Apple platforms compile (scripts/atomics),
#                           measured in one run beside the Linux path: one thread, and two threads' overlapping bursts
#   make typecheck-breakdown what each part of the generated code costs swiftc per case (1,000 cases, each part
#                           removed in turn); its table is in docs/PERFORMANCE.md
#   make combine-check      build NotigenRuntime and the code of specs/user.yaml against a test-only `Combine` module
#                           that re-exports OpenCombine 0.14.0 (Tests/CombineCheck, a package of its own) and run the
#                           tests of the runtime's Combine publisher there; make test runs it too, on Linux
#   make example            build notigen, then build and test Examples/NotifyDemo through its own Makefile
#   make fuzz SECONDS=…     libFuzzer over parse → validate → render (Fuzz/, AddressSanitizer), seeded from the
#                           fixtures and Fuzz/Regressions, for SECONDS seconds (default 60); crashes, hangs (> 1 s)
#                           and leaks land in .build-fuzz/artifacts/ (keep each in Fuzz/Regressions once fixed)
#   make fuzz-typecheck     type-check the output of every fuzz-corpus spec notigen accepts (accepted ⇒ compiles)
#   make fuzz-valid SECONDS=…  random valid-looking specs (scripts/valid_spec.py) through the debug notigen for SECONDS
#                           (default 60): each accepted spec's output must build (swiftc -emit-library, Swift 6
#                           strict, -warnings-as-errors) against NotigenRuntime and the stub modules it imports, each
#                           rejected one must get diagnostics with a location, none may crash or hang. Prints specs
#                           generated, accepted, built and findings; findings, shrunk, land in .build-fuzz-valid/findings
#                           (keep each in Fuzz/ValidFindings until fixed). JOBS=… runs that many at once, SEED=… repeats
#   make asan               build and run every test under AddressSanitizer (scratch path .build-asan)
#   make docs               the documentation, warnings as errors (scripts/docs.sh): the links of the Markdown pages, the
#                           DocC catalogs of NotigenRuntime, NotigenRecording, NotigenTesting and NotigenXCTest
#                           (swift-docc-plugin, added by NOTIGEN_DOCS=1), a DocC archive of the code generated from
#                           specs/user.yaml, and the Getting Started article's code built and run; CI runs it
#   make api-check          NotigenRuntime's public and SPI API against api/NotigenRuntime.json (swift-api-digester),
#                           and CHANGELOG.md naming that baseline; CI runs it. make api-baseline rewrites the baseline
#   make lint               swift format lint --strict over the sources and tests
#   make format             swift format the sources and tests in place
#   make install PREFIX=…   install bin/notigen, bin/notigen-import, share/notigen/Templates, share/notigen/Runtime (the NotigenRuntime
#                           sources `notigen runtime` copies), share/notigen/notigen.schema.json and share/notigen/LICENSE under PREFIX
#                           (default /usr/local); release builds (CONFIG), on Linux with the Swift standard library and
#                           Foundation linked statically (LINK below)
#   make clean              remove build products and Generated/, here and in Examples/NotifyDemo
#
# Every target that builds first checks for libyaml (apt libyaml-dev), and on Linux for Chromium (the notification
# map's page is tested in headless Chromium), bubblewrap and strace (the sandbox tests run notigen in a bubblewrap
# sandbox and trace it with strace): each is installed when missing and we
# run as root with apt-get; otherwise the exact command to run is printed.

SWIFT ?= swift
# Warnings are errors in this package's own builds and tests; Package.swift carries no unsafeFlags, so that other
# packages can depend on it (for NotigenRuntime).
STRICT := -Xswiftc -warnings-as-errors
PREFIX ?= /usr/local
CONFIG ?= release
SPECS := $(wildcard specs/*.yaml)
EXAMPLE := Examples/NotifyDemo
# The example's own sources, not the code notigen generates into it.
FORMAT_PATHS := Package.swift Sources Tests/NotigenCoreTests Tests/NotigenCLITests Tests/NotigenImportTests Tests/NotigenFilesTests Tests/NotigenTestSupport Tests/NotigenRuntimeTests \
	$(wildcard Tests/GeneratedAPITests/*.swift) $(wildcard Tests/NotigenTestingTests/*.swift) Tests/NotigenXCTestTests \
	Tests/Compatibility Tests/CombineCheck/Package.swift Tests/CombineCheck/Sources/Combine Tests/CombineCheck/Tests \
	$(EXAMPLE)/Package.swift $(wildcard $(EXAMPLE)/Sources/NotifyDemo*/*.swift) \
	$(EXAMPLE)/Sources/notify-demo $(EXAMPLE)/Tests $(EXAMPLE)/Xcode/MyApp Fuzz/Package.swift Fuzz/Sources
SECONDS ?= 60
TRIALS ?= 1000000
# The path Apple platforms compile (Sources/NotigenRuntime/NotigenAtomic.swift), selected on Linux by this flag; its
# tests build in a scratch path of their own.
APPLE_PATH := -Xswiftc -DNOTIGEN_PORTABLE_ATOMICS
RUNTIME_TESTS := NotigenRuntimeTests|GeneratedAPITests|NotigenTestingTests
JOBS ?= 1
# On Linux the binaries we ship (make install), measure (make bench, bench-import, bench-atomics,
# typecheck-breakdown) and check installed (make install-check) link the Swift standard library and Foundation
# statically: a dynamically linked notigen spent half of `notigen --version` in the dynamic linker (see
# docs/PERFORMANCE.md). They are also linked as position-dependent executables (-no-pie): a PIE of that size has
# 75,000 relative relocations the loader applies at every start, 1.5-2 ms of a 16 ms `notigen specs/user.yaml`
# (the binary's own addresses are then not randomized; the libraries it loads still are). Every release build
# passes the same flags, so that they share one build.
LINK := $(if $(filter Linux,$(shell uname)),--static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie)
# The builds that run only the runtime's tests leave out the importer (notigen-import, swift-syntax and its tests):
# Package.swift reads this variable, so that they do not build swift-syntax again under their own flags.
WITHOUT_IMPORT := NOTIGEN_WITHOUT_IMPORT=1
FUZZ := .build-fuzz
# swiftc honours only the last -sanitize= argument it is given, and SwiftPM passes --sanitize=fuzzer
# --sanitize=address on in an order that changes each time it plans the build (they are a Set): a rebuild after the
# touch below built every module without AddressSanitizer, or without the fuzzer's instrumentation (10,311 coverage
# counters instead of 23,153). So SwiftPM gets only --sanitize=fuzzer (for how it links a fuzzer executable), and
# swiftc gets both sanitizers in one argument, after SwiftPM's own.
FUZZ_FLAGS := -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
	-Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table

.PHONY: docs api-check api-baseline bench-import bench-repository import-corpus scaling scaling-import valgrind build run test test-apple-path hazard-trials compat combine-check install-check test-tsan generate golden bench bench-atomics typecheck-breakdown example fuzz fuzz-typecheck fuzz-valid asan lint format install clean deps

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
	@if [ "$$(uname)" != Linux ] || command -v chromium >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "notigen: installing chromium (the notification map's page is tested in headless Chromium) with apt-get"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	else \
		echo "notigen's map tests need Chromium. Install it with:"; \
		echo "  sudo apt-get install chromium   (Debian, Ubuntu)"; \
		exit 1; \
	fi
	@if [ "$$(uname)" != Linux ] || { command -v bwrap && command -v strace; } >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "notigen: installing bubblewrap and strace (the sandbox tests) with apt-get"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bubblewrap strace; \
	else \
		echo "notigen's sandbox tests need bubblewrap and strace. Install them with:"; \
		echo "  sudo apt-get install bubblewrap strace   (Debian, Ubuntu)"; \
		exit 1; \
	fi

build: deps
	$(SWIFT) build $(STRICT)

run: build
	$(SWIFT) run $(STRICT) notigen specs/user.yaml --output Generated

test: deps
	$(SWIFT) build --build-tests $(STRICT)
	$(SWIFT) test --skip-build
	$(MAKE) test-apple-path

test-apple-path: deps
	$(WITHOUT_IMPORT) $(SWIFT) build --build-tests $(STRICT) $(APPLE_PATH) --scratch-path .build-portable
	$(WITHOUT_IMPORT) $(SWIFT) test --skip-build --scratch-path .build-portable --filter "$(RUNTIME_TESTS)"

hazard-trials: deps
	$(SWIFT) build --build-tests $(STRICT)
	NOTIGEN_HAZARD_TRIALS=$(TRIALS) $(SWIFT) test --skip-build --filter NotigenHazardsTests
	$(SWIFT) build --build-tests $(STRICT) $(APPLE_PATH) --scratch-path .build-portable
	NOTIGEN_HAZARD_TRIALS=$(TRIALS) $(SWIFT) test --skip-build --scratch-path .build-portable --filter NotigenHazardsTests

compat: deps
	$(SWIFT) build --build-tests $(STRICT)
	$(SWIFT) test --skip-build --filter "CompatibilityMatrix|MultiModule|MessagesTests|ConditionBuildTests|FailureNameBuildTests|CompositionTests"

combine-check:
	$(SWIFT) test --package-path Tests/CombineCheck $(STRICT)

install-check: deps
	bash scripts/install-check.sh

test-tsan: deps
	$(WITHOUT_IMPORT) $(SWIFT) build --build-tests $(STRICT) --sanitize=thread --scratch-path .build-tsan
	$(WITHOUT_IMPORT) TSAN_OPTIONS=halt_on_error=1 NOTIGEN_HAZARD_TRIALS=1000 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
		--filter "$(RUNTIME_TESTS)"
	$(WITHOUT_IMPORT) $(SWIFT) build --build-tests $(STRICT) $(APPLE_PATH) --sanitize=thread --scratch-path .build-tsan-portable
	$(WITHOUT_IMPORT) TSAN_OPTIONS=halt_on_error=1 NOTIGEN_HAZARD_TRIALS=1000 $(SWIFT) test --skip-build --sanitize=thread \
		--scratch-path .build-tsan-portable \
		--filter "$(RUNTIME_TESTS)"

generate: build
	$(SWIFT) run $(STRICT) notigen $(SPECS) --output Generated

valgrind:
	@if command -v valgrind >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "notigen: installing valgrind (make scaling) with apt-get"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind; \
	else \
		echo "make scaling needs valgrind: sudo apt-get install valgrind"; exit 1; \
	fi

scaling: build valgrind
	python3 scripts/scaling.py "$$($(SWIFT) build --show-bin-path)/notigen"

scaling-import: deps valgrind
	$(SWIFT) build -c release $(STRICT) $(LINK) --product notigen-import
	python3 scripts/import_scaling.py "$$($(SWIFT) build -c release --show-bin-path)/notigen-import"

bench-import: deps
	$(SWIFT) build -c release $(STRICT) $(LINK) --product notigen
	$(SWIFT) build -c release $(STRICT) $(LINK) --product notigen-import
	python3 scripts/import_bench.py "$$($(SWIFT) build -c release --show-bin-path)"

bench-repository: deps
	$(SWIFT) build -c release $(STRICT) $(LINK) --product notigen-import
	python3 scripts/repository_bench.py "$$($(SWIFT) build -c release --show-bin-path)"

import-corpus: build
	python3 scripts/import_corpus.py "$$($(SWIFT) build --show-bin-path)/notigen-import" Tests/Corpus

golden: deps
	-NOTIGEN_RECORD=1 $(SWIFT) test $(STRICT) --filter GoldenTests
	@git status --short -- Tests

bench: deps
	$(SWIFT) build -c release $(STRICT) $(LINK) --product notigen
	python3 scripts/bench.py

bench-atomics: deps
	$(SWIFT) build -c release $(STRICT) $(LINK) --product notigen
	python3 scripts/bench_atomics.py

typecheck-breakdown: deps
	$(SWIFT) build -c release $(STRICT) $(LINK) --product notigen
	python3 scripts/typecheck_breakdown.py

example: build
	$(MAKE) -C $(EXAMPLE) test NOTIGEN="$$($(SWIFT) build --show-bin-path)/notigen"

# Touching Fuzz/Package.swift makes SwiftPM look again for source files added to the main package.
fuzz: deps
	@touch Fuzz/Package.swift
	$(SWIFT) build --package-path Fuzz --scratch-path $(FUZZ) $(FUZZ_FLAGS)
	@mkdir -p $(FUZZ)/corpus $(FUZZ)/seeds $(FUZZ)/artifacts
	@for f in Tests/Fixtures/*/*.yaml specs/*.yaml Fuzz/Regressions/*; do cp "$$f" "$(FUZZ)/seeds/$$(echo "$$f" | tr / _)"; done
	$(FUZZ)/release/NotigenFuzz -max_total_time=$(SECONDS) -timeout=1 -rss_limit_mb=2048 -dict=Fuzz/spec.dict \
		-print_final_stats=1 -artifact_prefix=$(FUZZ)/artifacts/ $(FUZZ)/corpus $(FUZZ)/seeds

fuzz-typecheck: build
	sh scripts/typecheck-corpus.sh $(FUZZ)/corpus

fuzz-valid: build
	python3 scripts/fuzz_valid.py --seconds $(SECONDS) --jobs $(JOBS) $(if $(SEED),--seed $(SEED))

asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

docs: deps
	bash scripts/docs.sh

api-check: deps
	bash scripts/api-check.sh

api-baseline: deps
	bash scripts/api-check.sh --update

lint:
	$(SWIFT) format lint --strict --recursive $(FORMAT_PATHS)

format:
	$(SWIFT) format --in-place --recursive $(FORMAT_PATHS)

install: deps
	$(SWIFT) build -c $(CONFIG) $(STRICT) $(LINK) --product notigen
	$(SWIFT) build -c $(CONFIG) $(STRICT) $(LINK) --product notigen-import
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/notigen/Templates" "$(PREFIX)/share/notigen/Runtime"
	install -m 755 "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/notigen" "$(PREFIX)/bin/notigen"
	install -m 755 "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/notigen-import" "$(PREFIX)/bin/notigen-import"
	install -m 644 Templates/*.mustache "$(PREFIX)/share/notigen/Templates/"
	rm -f "$(PREFIX)/share/notigen/Runtime/"*.swift
	install -m 644 Sources/NotigenRuntime/*.swift "$(PREFIX)/share/notigen/Runtime/"
	install -m 644 schema/notigen.schema.json "$(PREFIX)/share/notigen/notigen.schema.json"
	install -m 644 schema/import-report.schema.json "$(PREFIX)/share/notigen/import-report.schema.json"
	install -m 644 LICENSE "$(PREFIX)/share/notigen/LICENSE"
	@echo "installed $(PREFIX)/bin/notigen, $(PREFIX)/bin/notigen-import and $(PREFIX)/share/notigen: Templates, Runtime, the schemas and the LICENSE"

clean:
	rm -rf .build .build-portable .build-tsan .build-tsan-portable .build-fuzz .build-fuzz-valid .build-asan Generated
	$(MAKE) -C $(EXAMPLE) clean
