#!/usr/bin/env python3
"""Validates `intentsh --json` output against docs/events.schema.json.

Usage: validate-events.py SCHEMA FILE...

Each FILE is JSON Lines, one event a line, as `intentsh --json` writes it. A line
{"source": PATH} (no "event") says where the events after it come from (the test writes one
before each transcript's events), so that a failure names its transcript.

Prints the first line that does not validate, where it came from and why, and exits 1;
exits 0 when every line validates, 2 when the schema or a file cannot be read.
"""

import json
import sys

try:
    import jsonschema
except ImportError:
    print("validate-events: needs python3-jsonschema (scripts/install-deps.sh installs it)",
          file=sys.stderr)
    sys.exit(2)


def first_error(validator, instance):
    """The error that says what is wrong with an event.

    For the schema's oneOf, the error of the branch whose `event` matches the line's: the others
    fail only on `event` and say nothing useful.
    """
    errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.path))
    if not errors:
        return None
    error = errors[0]
    if error.validator == "oneOf" and error.context:
        branches = {}
        for sub in error.context:
            branches.setdefault(sub.schema_path[0], []).append(sub)
        matching = [
            subs for subs in branches.values()
            if not any(list(sub.path) == ["event"] or
                       (sub.validator == "required" and "event" in sub.message) for sub in subs)
        ]
        if len(matching) == 1:
            return jsonschema.exceptions.best_match(matching[0])
        if not matching and isinstance(instance, dict) and "event" in instance:
            return jsonschema.ValidationError(f"unknown event {json.dumps(instance['event'])}")
    return jsonschema.exceptions.best_match([error])


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as file:
            schema = json.load(file)
        jsonschema.Draft202012Validator.check_schema(schema)
    except (OSError, ValueError, jsonschema.SchemaError) as error:
        print(f"validate-events: {argv[1]}: {error}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft202012Validator(schema)

    count = 0
    for path in argv[2:]:
        source = None
        try:
            with open(path, encoding="utf-8") as file:
                lines = file.read().splitlines()
        except OSError as error:
            print(f"validate-events: {error}", file=sys.stderr)
            return 2
        for number, line in enumerate(lines, start=1):
            where = f"{path}:{number}" + (f" ({source})" if source else "")
            try:
                instance = json.loads(line)
            except ValueError as error:
                print(f"{where}: not JSON: {error}\n  {line}")
                return 1
            if isinstance(instance, dict) and "event" not in instance and "source" in instance:
                source = instance["source"]
                continue
            error = first_error(validator, instance)
            if error is not None:
                at = "/".join(str(part) for part in error.path)
                print(f"{where}: {error.message}" + (f" (at {at})" if at else "") + f"\n  {line}")
                return 1
            count += 1
    print(f"{count} events valid")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
