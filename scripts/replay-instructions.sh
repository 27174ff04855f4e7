#!/bin/bash
# Instructions one round of replaying every transcript costs, counted by callgrind: the same
# count run after run whatever else the machine is doing, so a change to replay's speed can be
# measured on a shared machine where timings drift by a fifth.
#
# Replays the transcripts once and three times in two processes; the difference, halved, is a
# round without the process's start and the first round's one-time work (copying data sets in,
# the passcode's deliberately slow hash). Needs valgrind. valgrind 3.19 cannot read the static
# release binary's debug information, so this builds a release binary linked against Swift's
# shared libraries in its own folder and strips its debug information. Otherwise it is built as
# `make bench` builds it (the Makefile's RELEASE_FLAGS): without run-time exclusivity checks,
# and with generic types named by their metadata accessors.
#
#     scripts/replay-instructions.sh [transcripts folder]
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:-transcripts}
scratch=.build-callgrind
swift build -c release --product intentsh --scratch-path "$scratch" \
  -Xswiftc -enforce-exclusivity=unchecked \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors >&2
binary="$scratch/intentsh-stripped"
strip --strip-debug -o "$binary" "$scratch/release/intentsh"
# Once outside valgrind first: the data set images replay copies from are cached between
# runs ($XDG_CACHE_HOME/intentsh), and a first count that imported them (the cache was emptied,
# or a test run replaced them) would be a billion instructions larger and shrink the difference.
"$binary" replay --jobs 1 "$folder" > /dev/null
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" replay --jobs 1 "$@" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
one=$(count "$folder")
three=$(count "$folder" "$folder" "$folder")
turns=$(grep -rh --include='*.transcript' '^> ' "$folder" | wc -l)
echo "$(( (three - one) / 2 / 1000000 )) M instructions per round of $folder" \
  "($(( (three - one) / 2 / turns / 1000 )) k per turn, $turns turns)"
