# intentsh — the commands the README gives. Every target installs what it needs first.
SWIFT ?= swift
BIN := .build/debug/intentsh

.PHONY: deps build run test bench fuzz format lint clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

## Opens the shell on the bundled demo data (state and history under ~/.local/share/intentsh).
run: build
	@$(BIN)

## Every test: unit tests of each module, every transcript under transcripts/, then the short
## form of the fault injection (SIGKILLs during transfers and rides, three shells on one file).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(BIN) replay --no-color transcripts
	scripts/fault-injection.py --runs 5 --binary $(BIN)

## Release build, then the budgets of DESIGN.md §7.
bench: deps
	$(SWIFT) build -c release
	.build/release/intentsh-bench --binary .build/release/intentsh

## libFuzzer on one target (understanding, transcript or dataset) for SECONDS; its corpus and
## findings stay in .build-fuzz/ between runs. See the README's safety section.
TARGET ?= understanding
SECONDS ?= 600
fuzz: deps
	$(SWIFT) build --product intentsh-fuzz -c release --scratch-path .build-fuzz \
		-Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING
	mkdir -p .build-fuzz/corpus-$(TARGET) .build-fuzz/crashes-$(TARGET)
	SWIFT_BACKTRACE=enable=no INTENTSH_FUZZ_TARGET=$(TARGET) .build-fuzz/release/intentsh-fuzz -max_total_time=$(SECONDS) \
		-max_len=8192 -timeout=10 -print_final_stats=1 \
		-artifact_prefix=.build-fuzz/crashes-$(TARGET)/ .build-fuzz/corpus-$(TARGET)

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

lint:
	$(SWIFT) format lint -r Sources Tests Package.swift

clean:
	rm -rf .build
