# intentsh — the commands the README gives. Every target installs what it needs first.
SWIFT ?= swift
BIN := .build/debug/intentsh
## Release builds link Swift's runtime and Foundation into the program: it starts without
## loading and relocating a dozen shared libraries (about 4 of a start's 19 ms), and an
## installed copy needs no Swift toolchain beside it. They also leave out the run-time check
## that two accesses to one variable never overlap (Swift's exclusivity enforcement), in
## intentsh's modules and GRDB's: 1.6% of a replay's instructions. Debug builds, which the
## tests run, keep checking, and so does `make fuzz`. And they name a generic type such as
## Set<IntentName> by its metadata accessor, not by its mangled name: a type named by its
## mangled name is looked up at its first use, and each lookup of a conformance (IntentName:
## Hashable) scans all 8,000 conformance records of the program. That was a quarter of a
## start's instructions (63 M to 48 M).
RELEASE_FLAGS := --static-swift-stdlib -Xswiftc -enforce-exclusivity=unchecked \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

.PHONY: deps build run test bench docs fuzz format lint clean install uninstall

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

## Opens the shell on the bundled demo data (state and history under ~/.local/share/intentsh).
run: build
	@$(BIN)

## Every test: unit tests of each module, every transcript under transcripts/, the example
## app's package (Examples/TinyTodo, built on the IntentshKit library) and its transcripts, then
## the short form of the fault injection (SIGKILLs during transfers and rides, three shells on
## one file).
EXAMPLE := Examples/TinyTodo
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(BIN) replay --no-color transcripts
	$(SWIFT) build --package-path $(EXAMPLE)
	$(EXAMPLE)/.build/debug/tinytodo replay --no-color $(EXAMPLE)/transcripts
	scripts/fault-injection.py --runs 5 --binary $(BIN)

## Release build, then the budgets of DESIGN.md §7 and issue 19's goals. Start is measured
## against an empty Swift program built as swiftc builds one by default.
SWIFTC ?= swiftc
bench: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS)
	mkdir -p bench-data
	$(SWIFTC) -O scripts/empty-program.swift -o bench-data/empty-program
	.build/release/intentsh-bench --binary .build/release/intentsh \
		--empty-program bench-data/empty-program

## The gallery of every flow intentsh can show: each transcript under transcripts/ replayed and
## drawn as a page, listed by domain in docs/gallery/index.html.
docs: build
	$(BIN) export --force -o docs/gallery transcripts

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

## Release build, then under PREFIX (default /usr/local): the program in lib/intentsh/ with the
## resources it finds beside itself (the demo data set, the bundled vocabulary), linked from
## bin/; its man page (made by swift-argument-parser's generate-manual plugin) in
## share/man/man1/; bash, zsh and fish completions where each shell looks for them. DESTDIR is
## prefixed, for packagers.
PREFIX ?= /usr/local
MANUAL := .build/plugins/GenerateManual/outputs/intentsh/intentsh.1
LIBDIR := $(DESTDIR)$(PREFIX)/lib/intentsh
SHARE := $(DESTDIR)$(PREFIX)/share
install: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product intentsh
	$(SWIFT) package plugin generate-manual
	rm -rf $(LIBDIR)
	install -d $(LIBDIR) $(DESTDIR)$(PREFIX)/bin $(SHARE)/man/man1 \
		$(SHARE)/bash-completion/completions $(SHARE)/zsh/site-functions \
		$(SHARE)/fish/vendor_completions.d
	install -m 755 .build/release/intentsh $(LIBDIR)/intentsh
	cp -R .build/release/*.resources $(LIBDIR)/
	ln -sf ../lib/intentsh/intentsh $(DESTDIR)$(PREFIX)/bin/intentsh
	install -m 644 $(MANUAL) $(SHARE)/man/man1/intentsh.1
	.build/release/intentsh --generate-completion-script bash \
		> $(SHARE)/bash-completion/completions/intentsh
	.build/release/intentsh --generate-completion-script zsh > $(SHARE)/zsh/site-functions/_intentsh
	.build/release/intentsh --generate-completion-script fish \
		> $(SHARE)/fish/vendor_completions.d/intentsh.fish

uninstall:
	rm -rf $(DESTDIR)$(PREFIX)/lib/intentsh
	rm -f $(DESTDIR)$(PREFIX)/bin/intentsh $(SHARE)/man/man1/intentsh.1 \
		$(SHARE)/bash-completion/completions/intentsh $(SHARE)/zsh/site-functions/_intentsh \
		$(SHARE)/fish/vendor_completions.d/intentsh.fish

format:
	$(SWIFT) format -i -r Sources Tests Package.swift Examples/TinyTodo/Sources Examples/TinyTodo/Package.swift

lint:
	$(SWIFT) format lint -r Sources Tests Package.swift Examples/TinyTodo/Sources Examples/TinyTodo/Package.swift

clean:
	rm -rf .build
