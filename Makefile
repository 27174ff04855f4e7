# intentsh — the commands the README gives. Every target installs what it needs first.
SWIFT ?= swift
BIN := .build/debug/intentsh

.PHONY: deps build run test bench format lint clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

## Opens the shell on the bundled demo data (state and history under ~/.local/share/intentsh).
run: build
	@$(BIN)

## Every test: unit tests of each module, then every transcript under transcripts/.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(BIN) replay --no-color transcripts

## Release build, then the budgets of DESIGN.md §7.
bench: deps
	$(SWIFT) build -c release
	.build/release/intentsh-bench --binary .build/release/intentsh

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

lint:
	$(SWIFT) format lint -r Sources Tests Package.swift

clean:
	rm -rf .build
