#!/usr/bin/env python3
"""Proves that money and rides survive the shell being killed at any moment, and that several
shells can share one state file.

Fault injection: a shell on a fresh state file is fed transfers, ride bookings and
cancellations, and killed with SIGKILL after a random delay. After each kill the file must pass
`PRAGMA integrity_check`, every currency's ledger must sum to zero, every payment must be whole
(a completed one has exactly its two ledger lines summing to zero, any other has none), every
ride must have its completed fare payment (and, when cancelled, its completed refund), and a
new shell must start on the file and show the balances.

Concurrency: three shells at once on one state file each move $1 eight times; all must exit 0,
report eight transfers each, and the balances must move by exactly $24.

Files: the shell refuses, with exit 2 and one line, to record to a device, a symlink or a FIFO,
to use `--state ''` or another program's SQLite file (left untouched); a new state file is
0600; a shell killed while recording leaves the turns it finished in the transcript.

    scripts/fault-injection.py                 # the short form `make test` runs
    scripts/fault-injection.py --runs 100      # the long form
    scripts/fault-injection.py --seed 7 --binary .build/release/intentsh

Exits 0 when every check passes, 1 when one fails (naming it), 2 on bad usage.
"""
import argparse
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

TRANSFER = "transfer $1 from checking to NestEgg\nyes\n1234\n"
RIDE = "book a rainbow car to the airport\nyes\n1234\ncancel my ride\nyes\n"
BALANCES = "show my balances\n"


def workload(rng: random.Random) -> str:
    """A random mix of transfers and ride bookings with their cancellations."""
    return "".join(rng.choice([TRANSFER, TRANSFER, RIDE]) for _ in range(40))


def run_shell(binary: str, state: str, text: str, timeout: float = 120):
    return subprocess.run(
        [binary, "--state", state, "--no-color"], input=text.encode(), capture_output=True,
        timeout=timeout)


def check_state(state: str) -> list:
    """The problems found in the state file; empty when it is sound."""
    problems = []
    db = sqlite3.connect(state)
    try:
        integrity = db.execute("PRAGMA integrity_check").fetchall()
        if integrity != [("ok",)]:
            problems.append(f"integrity_check: {integrity}")
        for currency, total in db.execute(
                "SELECT currency, SUM(minorUnits) FROM ledgerEntries GROUP BY currency"):
            if total != 0:
                problems.append(f"the {currency} ledger sums to {total}, not 0")
        payments = db.execute("SELECT id, status, kind FROM payments").fetchall()
        for pid, status, kind in payments:
            lines = db.execute(
                "SELECT COUNT(*), COALESCE(SUM(minorUnits), 0) FROM ledgerEntries"
                " WHERE transferId = ?", (pid,)).fetchone()
            moves = kind != "request" and status == "completed"
            if moves and lines != (2, 0):
                problems.append(f"payment {pid} ({kind}, {status}) has ledger lines {lines}")
            if not moves and lines[0] != 0:
                problems.append(f"payment {pid} ({kind}, {status}) moved money: {lines}")
        for rid, paid, refund, cancelled in db.execute(
                "SELECT id, paymentId, refundPaymentId, cancelledAt FROM rides"):
            for what, pid in (("fare", paid), ("refund", refund if cancelled else None)):
                if cancelled is None and what == "refund":
                    continue
                row = db.execute("SELECT status FROM payments WHERE id = ?", (pid,)).fetchone()
                if row != ("completed",):
                    problems.append(f"ride {rid}: its {what} payment {pid} is {row}")
        strays = db.execute(
            "SELECT COUNT(*) FROM ledgerEntries WHERE transferId NOT IN (SELECT id FROM payments)"
            " AND transferId NOT LIKE 'opening-%'").fetchone()[0]
        if strays:
            problems.append(f"{strays} ledger lines belong to no payment")
    finally:
        db.close()
    return problems


def payment_count(state: str) -> int:
    db = sqlite3.connect(state)
    try:
        return db.execute("SELECT COUNT(*) FROM payments").fetchone()[0]
    finally:
        db.close()


def fault_injection(binary: str, runs: int, rng: random.Random, folder: str) -> int:
    state = os.path.join(folder, "faults.sqlite")
    failures = 0
    kills = 0
    changed = 0
    started = time.monotonic()
    # One first session makes the file and its opening balances.
    first = run_shell(binary, state, BALANCES)
    if first.returncode != 0:
        print(f"fault-injection: the first shell exited {first.returncode}: "
              f"{first.stderr.decode().strip()}")
        return 1
    for run in range(1, runs + 1):
        before = payment_count(state)
        shell = subprocess.Popen(
            [binary, "--state", state, "--no-color"], stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        feeder = threading.Thread(
            target=lambda: _feed(shell, workload(rng)), daemon=True)
        feeder.start()
        time.sleep(rng.uniform(0.05, 1.5))
        if shell.poll() is None:
            shell.send_signal(signal.SIGKILL)
            kills += 1
        shell.wait()
        feeder.join(timeout=5)
        if payment_count(state) != before:
            changed += 1
        problems = check_state(state)
        again = run_shell(binary, state, BALANCES)
        if again.returncode != 0 or b"You have" not in again.stdout:
            problems.append(
                f"the shell did not start again (exit {again.returncode}): "
                f"{again.stderr.decode().strip()}")
        for problem in problems:
            print(f"fault-injection: run {run}: {problem}")
        failures += bool(problems)
    took = time.monotonic() - started
    print(f"fault-injection: {runs} runs, {kills} SIGKILLs, {changed} runs that moved money "
          f"before the kill, {failures} failed checks, {took:.0f} s")
    return 1 if failures else 0


def _feed(shell, text: str) -> None:
    try:
        shell.stdin.write(text.encode())
        shell.stdin.close()
    except (BrokenPipeError, OSError):
        pass


def balances(state: str) -> dict:
    db = sqlite3.connect(state)
    try:
        return dict(db.execute(
            "SELECT accountId, SUM(minorUnits) FROM ledgerEntries GROUP BY accountId"))
    finally:
        db.close()


def row_counts(state: str) -> dict:
    db = sqlite3.connect(state)
    try:
        # The data set's own tables: transfers add to the ledger and payments, not to these.
        tables = ["contacts", "handles", "apps", "conversations", "messages", "vocabulary",
                  "taskLists", "tasks", "paymentAccounts", "places", "cars", "grdb_migrations"]
        return {table: db.execute(f'SELECT COUNT(*) FROM "{table}"').fetchone()[0]
                for table in tables}
    finally:
        db.close()


def concurrency(binary: str, folder: str, new_file: bool, shells: int = 3,
                transfers: int = 8) -> int:
    """Shells at once on one state file: an existing one, or a new one they all create,
    migrate and import the data set into at the same moment."""
    name = "new file" if new_file else "existing file"
    state = os.path.join(folder, "new.sqlite" if new_file else "shared.sqlite")
    # The state as one shell alone leaves it: what the racing shells must start from.
    reference = os.path.join(folder, "reference.sqlite" if new_file else "shared.sqlite")
    first = run_shell(binary, reference, BALANCES)
    if first.returncode != 0:
        print(f"concurrency ({name}): the first shell exited {first.returncode}")
        return 1
    before = balances(reference)
    results = [None] * shells

    def one(index: int) -> None:
        results[index] = run_shell(binary, state, TRANSFER * transfers)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(shells)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    failures = []
    for index, result in enumerate(results):
        moved = result.stdout.decode().count("Moved $1.00 from Checking to NestEgg.")
        if result.returncode != 0 or moved != transfers:
            failures.append(
                f"shell {index + 1} exited {result.returncode} after {moved} transfers: "
                f"{result.stderr.decode().strip()[:200]}")
    after = balances(state)
    expected = shells * transfers * 100
    if after.get("acct-1", 0) != before.get("acct-1", 0) - expected \
            or after.get("acct-2", 0) != before.get("acct-2", 0) + expected:
        failures.append(f"balances moved from {before} to {after}, not by ${expected // 100}")
    failures += check_state(state)
    if new_file and row_counts(state) != row_counts(reference):
        failures.append("the data set was not imported exactly once: rows "
                        f"{row_counts(state)}, one shell alone makes {row_counts(reference)}")
    for failure in failures:
        print(f"concurrency ({name}): {failure}")
    print(f"concurrency ({name}): {shells} shells x {transfers} transfers at once, "
          f"{len(failures)} failed checks")
    return 1 if failures else 0


def files(binary: str, folder: str) -> int:
    failures = []
    here = os.path.join(folder, "files")
    os.makedirs(here)

    def refused(arguments, why):
        result = subprocess.run([binary, *arguments], input=b"", capture_output=True, timeout=60)
        lines = result.stderr.decode().strip().splitlines()
        if result.returncode != 2 or not lines:
            failures.append(f"{why}: exit {result.returncode}, stderr {lines}")

    link = os.path.join(here, "link")
    os.symlink(os.path.join(here, "target"), link)
    fifo = os.path.join(here, "fifo")
    os.mkfifo(fifo)
    refused(["--ephemeral", "--record", "/dev/null"], "recording to a device")
    refused(["--ephemeral", "--record", link], "recording through a symlink")
    refused(["--ephemeral", "--record", fifo], "recording to a FIFO")
    if os.path.exists(os.path.join(here, "target")) or not os.path.islink(link):
        failures.append("the symlink or its target was written")
    refused(["--state", ""], "--state ''")
    foreign = os.path.join(here, "foreign.sqlite")
    db = sqlite3.connect(foreign)
    db.execute("CREATE TABLE notes (text)")
    db.commit()
    db.close()
    refused(["--state", foreign], "another program's SQLite file")
    db = sqlite3.connect(foreign)
    tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master")]
    db.close()
    if tables != ["notes"]:
        failures.append(f"another program's SQLite file was written: {tables}")
    state = os.path.join(here, "private.sqlite")
    run_shell(binary, state, BALANCES)
    if os.stat(state).st_mode & 0o777 != 0o600:
        failures.append(f"a new state file is {oct(os.stat(state).st_mode & 0o777)}, not 0600")
    transcript = os.path.join(here, "live.transcript")
    shell = subprocess.Popen(
        [binary, "--ephemeral", "--no-color", "--record", transcript], stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    shell.stdin.write(b"text hi to Ana on UnicornChat\nno\nshow my lists\n")
    shell.stdin.flush()
    time.sleep(2)
    shell.kill()
    shell.wait()
    kept = open(transcript).read() if os.path.exists(transcript) else ""
    if "> no\n< OK, I won't send it." not in kept:
        failures.append(f"a shell killed while recording kept: {kept!r}")
    for failure in failures:
        print(f"files: {failure}")
    print(f"files: {len(failures)} failed checks")
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/debug/intentsh")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--seed", type=int, default=None)
    arguments = parser.parse_args()
    if not os.access(arguments.binary, os.X_OK):
        print(f"fault-injection: {arguments.binary} is not an executable", file=sys.stderr)
        return 2
    seed = arguments.seed if arguments.seed is not None else random.randrange(1 << 30)
    print(f"fault-injection: seed {seed}")
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="intentsh-faults-") as folder:
        # The shell keeps its history under XDG_DATA_HOME; keep it out of the user's.
        os.environ["XDG_DATA_HOME"] = folder
        status = fault_injection(arguments.binary, arguments.runs, rng, folder)
        status |= concurrency(arguments.binary, folder, new_file=False)
        status |= concurrency(arguments.binary, folder, new_file=True)
        status |= files(arguments.binary, folder)
    return status


if __name__ == "__main__":
    sys.exit(main())
