#!/usr/bin/env bash
# Installs the system libraries intentsh builds against, only when they are missing:
# libedit (line editing) and SQLite (GRDB), found through pkg-config, python3 for the
# fault-injection script `make test` runs, xmllint (libxml2-utils), with which a test
# validates the JUnit report against its schema, and Python's jsonschema, with which a test
# validates the JSON events against docs/events.schema.json.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
python3 -c 'import jsonschema' >/dev/null 2>&1 || missing+=(python3-jsonschema)
if command -v pkg-config >/dev/null 2>&1; then
  pkg-config --exists libedit || missing+=(libedit-dev)
  pkg-config --exists sqlite3 || missing+=(libsqlite3-dev)
else
  missing+=(libedit-dev libsqlite3-dev)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "intentsh needs: ${missing[*]}. Run: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 2
fi
echo "Installing ${missing[*]} ..." >&2
# The update matters: a fresh machine's package lists can be missing or stale.
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
