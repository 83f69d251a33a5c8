# Passbook — build, test and demo.
#   make demo   set up everything, make development certificates, validate, build, verify and inspect the samples
#   make test   run every test
SHELL := /bin/bash
SWIFT ?= swift
APT_PACKAGES := libssl-dev libzip-dev libpng-dev pkg-config openssl zip unzip python3
DEV_CERTS := .dev-certs
OUT := out
SAMPLES := $(wildcard Samples/passes/*.pass)
PASSBOOK := .build/debug/passbook
PASSBOOK_RELEASE := .build/release/passbook

.PHONY: all deps build release test demo bench clean

all: build

# Installs the system libraries when they are missing (needs root, or sudo).
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

demo: build
	@echo "== development certificates"
	@if [ -f $(DEV_CERTS)/pass.pem ]; then echo "using $(DEV_CERTS)/ (delete it to make new ones)"; \
	else $(PASSBOOK) certs dev --pass-type-id pass.dev.passbook.samples --team-id PASSBOOK01 -o $(DEV_CERTS); fi
	@$(PASSBOOK) certs inspect $(DEV_CERTS)/pass.pem
	@mkdir -p $(OUT)
	@for sample in $(SAMPLES); do \
		name=$$(basename $$sample .pass); \
		echo "== $$name"; \
		$(PASSBOOK) validate $$sample || exit 1; \
		$(PASSBOOK) build $$sample --dev-certs $(DEV_CERTS) -o $(OUT)/$$name.pkpass || exit 1; \
		$(PASSBOOK) verify $(OUT)/$$name.pkpass --ca $(DEV_CERTS)/dev-ca.pem | tail -1 || exit 1; \
	done
	@echo "== inspect $(OUT)/EventTicket.pkpass"
	@$(PASSBOOK) inspect $(OUT)/EventTicket.pkpass
	@echo
	@echo "Passes written to $(OUT)/:"; ls -l $(OUT)/*.pkpass
	@echo "They are signed with development certificates: they verify with 'passbook verify --ca $(DEV_CERTS)/dev-ca.pem' but do not install on devices."

bench: release
	$(PASSBOOK_RELEASE) bench Samples/passes/EventTicket.pass --count 4000

clean:
	rm -rf .build $(OUT)
