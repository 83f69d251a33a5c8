# Passbook — build, test and demo.
#   make demo   set up everything, make development certificates, validate, build, verify and inspect the samples,
#               issue the sample data through every template, and start the web service on SQLite (make demo-stop)
#   make test   run every test (Swift tests on SQLite and a real PostgreSQL, the server checks, the crash check,
#               the attack suite against SQLite and PostgreSQL, three instances on one PostgreSQL under
#               concurrent load at half the size of make multi-instance, an order-tracking
#               client against SQLite and two instances on PostgreSQL), then a
#               20,000-record batch that must stay under 100 MB of memory, hostile inputs, and a short soak
#   make soak   500,000 requests to the service on PostgreSQL: resident memory must stay within 20% of
#               its level after 50,000, and SIGTERM under load must end the process
#   make multi-instance  the several-instances check at full size (1,000 passes, 3,000 devices), on PostgreSQL and SQLite
#   make check-hostile  a 1 GiB non-zip, zip bomb, pass.json and CSV line, each refused in under 200 MB
#   make fuzz   the fuzz tests of the zip, pass.json, .strings and CSV/JSON Lines readers, FUZZ_SCALE (100) times
#               as many inputs as make test tries, in a release build
#   make bench  batch against openssl speed -multi, one process per pass, signing, preview, batch and
#               web-service figures, each against a reference of the same run, written to BENCHMARKS.md
#   make docs   the DocC documentation of the Passbook library (a getting-started article and every public
#               symbol) in .build/plugins/Swift-DocC/outputs/Passbook.doccarchive
#   make install  copy passbook and passbook-full to $(PREFIX)/bin and the templates to $(PREFIX)/share/passbook/Templates
#   make previews  redraw the committed previews (Samples/previews) and the test references
SHELL := /bin/bash
SWIFT ?= swift
# The system packages, by what needs them. Building needs the C libraries and the fonts previews draw with:
# Inter and DejaVu for Latin, Greek, Cyrillic, Arabic and Hebrew, Noto for every other script Wallet draws
# (CJK, Thai, the Indic scripts and more) and Noto Color Emoji.
FONT_PACKAGES := fonts-inter fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
BUILD_PACKAGES := libssl-dev libzip-dev libpng-dev pkg-config libqrencode-dev libzint-dev libcairo2-dev libpango1.0-dev \
	$(FONT_PACKAGES)
# make demo adds what it runs besides passbook (Samples/tools/serve-demo.sh): openssl for the stand-in APNs
# server's TLS certificate, python3 and curl to issue a pass from every template through the web service.
DEMO_PACKAGES := $(BUILD_PACKAGES) openssl python3 curl
# make test adds the independent checks: zip tools, pip, time, PostgreSQL, Chromium, a JDK, e2fsprogs;
# make bench-server adds wrk.
APT_PACKAGES := $(DEMO_PACKAGES) zip unzip python3-pip time postgresql chromium wrk libarchive-tools 7zip \
	openjdk-17-jdk-headless e2fsprogs
# Python packages the tests use as independent checks: zxing-cpp decodes barcodes, Pillow compares images.
PIP_PACKAGES := zxing-cpp pillow schemathesis pyjwt cryptography
APPLE_FIXTURES := Tests/PassbookRenderingTests/Fixtures/AppleSamples
REFERENCES := Tests/PassbookRenderingTests/Fixtures/References
# Fixed clock and zone, so the committed previews and the tests' references do not drift.
PREVIEW_OPTIONS := --time-zone Europe/Berlin --now 2027-01-01T12:00:00Z
DEV_CERTS := .dev-certs
OUT := out
SAMPLES := $(wildcard Samples/passes/*.pass)
PASSBOOK := .build/debug/passbook
PASSBOOK_RELEASE := .build/release/passbook
TEMPLATES := boarding-pass coupon event-ticket generic store-card poster-event-ticket semantic-boarding-pass poster-generic
# The templates of Wallet's newer layouts, previewed in their layout and in their classic fallback.
LAYOUT_TEMPLATES := poster-event-ticket semantic-boarding-pass poster-generic
PREFIX ?= /usr/local
# The port make demo runs the web service on (the stand-in APNs server takes the next one).
DEMO_PORT ?= 8080

.PHONY: docs all deps build-deps demo-deps pydeps build release test test-scale check-hostile fuzz soak multi-instance demo demo-stop bench bench-server previews install clean

all: build

# $(call install-packages,PURPOSE,PACKAGES): installs those of PACKAGES that are missing (needs root, or
# sudo), naming them and what they are for.
install-packages = missing=""; for p in $(2); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing for $(1):$$missing"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

# The system packages of the tests and benchmarks (and of building), when they are missing.
deps:
	@$(call install-packages,the tests,$(APT_PACKAGES))

# Those of building alone.
build-deps:
	@$(call install-packages,building passbook,$(BUILD_PACKAGES))

# Those of make demo alone: building, and the tools its web service part runs.
demo-deps:
	@$(call install-packages,make demo,$(DEMO_PACKAGES))
	@echo "make demo uses these system packages only (make test installs the rest): $(DEMO_PACKAGES)"

# Installs the Python packages the tests use, when they are missing. pip is run as root in containers,
# where its warning about that is no news.
PIP_INSTALL := python3 -m pip install --quiet --root-user-action=ignore --disable-pip-version-check
pydeps:
	@python3 -c "import zxingcpp, PIL, schemathesis, jwt, cryptography" 2>/dev/null || $(PIP_INSTALL) $(PIP_PACKAGES) \
		|| $(PIP_INSTALL) --break-system-packages $(PIP_PACKAGES)

# What SwiftPM and the linker print on every build that says nothing of this package, one pattern a line
# in Tests/known-noise.txt, is left out of what make prints: swift-distributed-tracing's CMakeLists.txt
# files, which that package leaves in its targets (a warning, with the file's path on the next line, for
# each of three targets), and glibc's link-time warning that static Foundation (--static-swift-stdlib)
# calls mktemp, once per program linked. The latter is in libFoundationEssentials.a itself: only
# -Xlinker --no-warnings, which would hide every linker warning, or unsafeFlags could silence it at its source.
KNOWN_NOISE := Tests/known-noise.txt
# $(call QUIET,COMMAND): runs COMMAND with that noise left out, ending as COMMAND ends.
QUIET = echo "$(1)"; set -o pipefail; $(1) 2>&1 | { grep --line-buffered -E -v -f $(KNOWN_NOISE) || true; }

build: build-deps
	@$(call QUIET,$(SWIFT) build)

# The Swift runtime and Foundation are linked into the binary: a command starts without resolving tens
# of thousands of symbols across their shared libraries (make bench: "passbook start-up").
RELEASE_FLAGS := -c release --static-swift-stdlib

release: deps
	@$(call QUIET,$(SWIFT) build $(RELEASE_FLAGS))

# Each step runs under a time limit (Tests/time-limit.sh) of several times what it takes here: a step that
# hangs fails within minutes and prints what it was doing. The Swift tests' whole output goes to
# .build/test-output.log; what is printed is their failures and closing lines.
LIMIT := Tests/time-limit.sh

# The batch, the hostile inputs and the soak run on the debug build made for the Swift tests: a release
# build would add 2.5 minutes on 2 cores for passbook alone (11 for every program). The batch checks 20,000
# records there (37 s, 39 MB at most); make test-scale runs the 100,000-record batch, and make check-hostile
# and make soak the rest, on the release build.
#
# The Swift tests keep both cores busy; the checks after them use one core or less each (most of their time
# is waiting on a service, a deadline or a database), so they run in three lanes side by side, each lane's
# output printed whole when it ends. The several-instances check counts duplicate pushes, which a loaded
# machine makes more of, so the heaviest checks start after it. Each check is also a target of its own
# (make test-attacks, say), run on the debug build as it is. A lane runs its checks one after another (its
# make is given no job slots) and goes on past a failure, as the whole run does (-k).
TEST_CHECKS := test-docs test-server-checks test-crash test-attacks test-multi-instance test-orders test-batch \
	test-hostile test-soak
.PHONY: test-lane-1 test-lane-2 test-lane-3 $(TEST_CHECKS) check-package
test: deps pydeps
	@$(call QUIET,$(SWIFT) build --build-tests)
	Tests/Server/with-postgres.sh $(LIMIT) 900 --tests .build/test-output.log $(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory -k -j3 --output-sync=recurse test-lane-1 test-lane-2 test-lane-3

# A lane's make keeps the run's flags and variables, without its job slots.
LANE_FLAGS = $(filter-out -j% --jobserver%,$(MAKEFLAGS))
test-lane-1:
	@MAKEFLAGS="$(LANE_FLAGS)" $(MAKE) --no-print-directory -k test-multi-instance test-crash test-soak
test-lane-2:
	@MAKEFLAGS="$(LANE_FLAGS)" $(MAKE) --no-print-directory -k test-attacks test-orders test-hostile
test-lane-3:
	@MAKEFLAGS="$(LANE_FLAGS)" $(MAKE) --no-print-directory -k test-server-checks test-docs test-batch

test-docs:
	$(LIMIT) 900 $(MAKE) --no-print-directory docs
test-server-checks:
	SCHEMATHESIS_EXAMPLES=10 $(LIMIT) 600 Tests/Server/server-checks.sh
test-crash:
	$(LIMIT) 600 Tests/Server/crash-check.sh
test-attacks:
	$(LIMIT) 600 Tests/Server/attack-suite.sh
test-multi-instance:
	MI_PASSES=500 MI_DEVICES=1500 MI_HOT=250 $(LIMIT) 600 Tests/Server/multi-instance.sh postgres
test-orders:
	$(LIMIT) 300 Tests/Server/order-client.sh
test-batch:
	PASSBOOK=$(CURDIR)/$(PASSBOOK) $(LIMIT) 900 Tests/Scale/batch-scale.sh check 20000
test-hostile:
	PASSBOOK=$(CURDIR)/$(PASSBOOK) $(LIMIT) 900 Tests/Scale/hostile-inputs.sh 256
test-soak:
	PASSBOOK=$(CURDIR)/$(PASSBOOK) SOAK_REQUESTS=30000 $(LIMIT) 900 Tests/Server/soak.sh postgres

# A package outside this repository that depends on Passbook by version (a tagged clone) builds and runs
# the library's example program.
check-package:
	$(LIMIT) 900 Tests/Package/outside-package.sh

# A 100,000-record batch in a release build: every pass written, peak resident memory under 100 MB;
# then huge and hostile inputs (256 MB each) refused in under 200 MB.
test-scale: release
	$(LIMIT) 900 Tests/Scale/batch-scale.sh check 100000
	$(LIMIT) 900 Tests/Scale/hostile-inputs.sh 256

# Memory under a long run on PostgreSQL, and SIGTERM under load (SOAK_REQUESTS, default 500000).
soak: release
	Tests/Server/soak.sh postgres

# Several instances at full size (1,000 passes, 3,000 devices), on PostgreSQL and on SQLite; make test
# runs half of it on PostgreSQL.
multi-instance: build
	Tests/Server/multi-instance.sh

# The hostile inputs at 1 GiB each.
check-hostile: release
	Tests/Scale/hostile-inputs.sh 1024

# The fuzz suites (Tests/PassbookTests/Fuzz) with PASSBOOK_FUZZ_SCALE times their inputs, crashes quoted with
# their stack. A failure names its seed; PASSBOOK_FUZZ_SEED=<seed> at the same scale replays that one input.
FUZZ_SCALE ?= 100
fuzz: deps
	PASSBOOK_FUZZ_SCALE=$(FUZZ_SCALE) \
	SWIFT_BACKTRACE=enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=14,top=4 \
	$(SWIFT) test -c release --filter 'PassbookTests\.(ZipReader|PassJSON|StringsFile|DataFileReader)FuzzTests'

demo: demo-deps build
	@echo "== development certificates"
	@if [ -f $(DEV_CERTS)/pass.pem ]; then echo "using $(DEV_CERTS)/ (delete it to make new ones)"; \
	else made=$$($(PASSBOOK) certs dev --pass-type-id pass.dev.passbook.samples --team-id PASSBOOK01 -o $(DEV_CERTS) 2>&1 >/dev/null) \
		|| { echo "$$made"; exit 1; }; echo "made $(DEV_CERTS)/ (how to use them is said at the end)"; fi
	@$(PASSBOOK) certs inspect $(DEV_CERTS)/pass.pem
	@mkdir -p $(OUT)
	@for sample in $(SAMPLES); do \
		name=$$(basename $$sample .pass); \
		echo "== $$name"; \
		$(PASSBOOK) validate $$sample || exit 1; \
		$(PASSBOOK) build $$sample --dev-certs $(DEV_CERTS) -o $(OUT)/$$name.pkpass || exit 1; \
		$(PASSBOOK) verify $(OUT)/$$name.pkpass --dev-certs $(DEV_CERTS) | tail -1 || exit 1; \
	done
	@echo "== previews"
	@for sample in $(SAMPLES); do \
		name=$$(basename $$sample .pass); \
		$(PASSBOOK) preview $(OUT)/$$name.pkpass --both -o $(OUT)/$$name-preview.png >/dev/null || exit 1; \
	done
	@echo "== templates: the sample data of Samples/data issued through each template"
	@for style in $(TEMPLATES); do \
		$(PASSBOOK) validate Templates/$$style || exit 1; \
		rm -rf $(OUT)/$$style $(OUT)/$$style-bundles; \
		$(PASSBOOK) batch Templates/$$style --data Samples/data/$$style.csv -o $(OUT)/$$style --dev-certs $(DEV_CERTS) || exit 1; \
		$(PASSBOOK) batch Templates/$$style --data Samples/data/$$style.jsonl -o $(OUT)/$$style-bundles --bundle --dev-certs $(DEV_CERTS) || exit 1; \
	done
	@$(PASSBOOK) verify $$(ls $(OUT)/event-ticket-bundles/*.pkpasses | head -1) --dev-certs $(DEV_CERTS) | tail -1
	@echo "== inspect $(OUT)/EventTicket.pkpass"
	@$(PASSBOOK) inspect $(OUT)/EventTicket.pkpass
	@echo
	@echo "Passes and their previews written to $(OUT)/:"; ls -l $(OUT)/*.pkpass $(OUT)/*-preview.png
	@echo "Template passes in $(OUT)/<style>/ (one .pkpass per record) and $(OUT)/<style>-bundles/ (.pkpasses of 10)."
	@echo "They are signed with the development certificates of $(DEV_CERTS)/: they verify with"
	@echo "'$(PASSBOOK) verify $(OUT)/EventTicket.pkpass --dev-certs $(DEV_CERTS)' but do not install on devices."
	@echo
	@echo "== web service on SQLite"
	@PASSBOOK=$(PASSBOOK) DEV_CERTS=$(DEV_CERTS) OUT=$(OUT) PORT=$(DEMO_PORT) Samples/tools/serve-demo.sh

# The library's documentation, from the catalog in Sources/Passbook/Passbook.docc and the doc comments.
docs:
	@$(call QUIET,$(SWIFT) package generate-documentation --target Passbook)

# Stops the service and the stand-in APNs server that make demo left running.
demo-stop:
	@OUT=$(OUT) Samples/tools/serve-demo.sh stop

# Every figure of BENCHMARKS.md, which make bench writes: each step prints its figures and appends them,
# with the reference measured in the same run, to the file BENCH_ROWS names (Tests/Scale/bench-row.sh);
# Tests/Scale/bench-dashboard.sh renders the rows at the end. A step that fails leaves BENCHMARKS.md as it was.
BENCH_ROWS_FILE := $(abspath .build/bench-rows.tsv)
bench: export BENCH_ROWS := $(BENCH_ROWS_FILE)
bench: release
	@mkdir -p $(dir $(BENCH_ROWS_FILE)) && printf '#\tstarted\t%s\n' "$$(date +%s)" >$(BENCH_ROWS_FILE)
	Tests/Scale/speed.sh 3000 40
	Tests/Scale/bench-pass.sh Samples/passes/EventTicket.pass 4000
	Tests/Scale/bench-pass.sh Samples/passes/BoardingPass.pass 4000
	Tests/Scale/bench-pass.sh Samples/passes/Generic.pass 4000
	Tests/Scale/bench-pass.sh Samples/passes/Coupon.pass 4000
	Tests/Scale/bench-pass.sh Samples/passes/StoreCard.pass 4000
	Tests/Scale/bench-pass.sh Samples/passes/EventTicket.pass 400 --previews
	Tests/Scale/batch-scale.sh bench 10000
	Tests/Scale/batch-scale.sh bench 100000
	$(MAKE) bench-server
	Tests/Scale/bench-dashboard.sh $(BENCH_ROWS_FILE)

# Web-service figures with wrk: the release passbook serve on SQLite and PostgreSQL (the rows of
# BENCHMARKS.md named after either). Run on its own, it rewrites those rows and keeps the others.
BENCH_SERVER_ROWS := $(abspath .build/bench-server-rows.tsv)
bench-server: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product passbook
	$(SWIFT) build $(RELEASE_FLAGS) --product passbook-full
	@if [ -n "$$BENCH_ROWS" ]; then echo Tests/Server/server-bench.sh; Tests/Server/server-bench.sh; \
	else echo "BENCH_ROWS=$(BENCH_SERVER_ROWS) Tests/Server/server-bench.sh"; mkdir -p $(dir $(BENCH_SERVER_ROWS)); \
		: >$(BENCH_SERVER_ROWS) && BENCH_ROWS=$(BENCH_SERVER_ROWS) Tests/Server/server-bench.sh \
		&& Tests/Scale/bench-dashboard.sh --merge $(BENCH_SERVER_ROWS); fi

install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/passbook
	install -m 755 $(PASSBOOK_RELEASE) $(PREFIX)/bin/passbook
	install -m 755 $(PASSBOOK_RELEASE)-full $(PREFIX)/bin/passbook-full
	rm -rf $(PREFIX)/share/passbook/Templates
	cp -R Templates $(PREFIX)/share/passbook/Templates

# The sample previews shown in README.md (@2x) and the references the preview tests compare with.
previews: build
	@mkdir -p Samples/previews $(REFERENCES)
	@for sample in $(SAMPLES); do \
		name=$$(basename $$sample .pass); \
		$(PASSBOOK) preview $$sample -o Samples/previews/$$name-front.png --scale 2 $(PREVIEW_OPTIONS) >/dev/null || exit 1; \
		$(PASSBOOK) preview $$sample -o Samples/previews/$$name-back.png --back --scale 2 $(PREVIEW_OPTIONS) >/dev/null || exit 1; \
	done
	@for sample in $(APPLE_FIXTURES)/*.pass; do \
		name=$$(basename $$sample .pass); \
		$(PASSBOOK) preview $$sample -o $(REFERENCES)/Apple-$$name-front.png --scale 1 $(PREVIEW_OPTIONS) >/dev/null || exit 1; \
		$(PASSBOOK) preview $$sample -o $(REFERENCES)/Apple-$$name-back.png --back --scale 1 $(PREVIEW_OPTIONS) >/dev/null || exit 1; \
	done
	@mkdir -p $(OUT)
	@for template in $(LAYOUT_TEMPLATES); do \
		rm -rf $(OUT)/$$template.pass; \
		$(PASSBOOK) init $(OUT)/$$template.pass --pass --style $$template >/dev/null 2>&1 || exit 1; \
		$(PASSBOOK) preview $(OUT)/$$template.pass -o Samples/previews/$$template-front.png --scale 2 $(PREVIEW_OPTIONS) >/dev/null 2>&1 || exit 1; \
		$(PASSBOOK) preview $(OUT)/$$template.pass -o Samples/previews/$$template-classic.png --scheme classic --scale 2 $(PREVIEW_OPTIONS) >/dev/null || exit 1; \
	done
	@ls Samples/previews $(REFERENCES)

clean:
	rm -rf .build $(OUT)
