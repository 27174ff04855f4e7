#!/usr/bin/env python3
"""Writes transcripts/conversation/response-codes-<intent>.transcript: every response code of
every supported intent, made reachable with `:simulate respond`. Only the `>` turns are written
here; `intentsh replay --update` fills in what the assistant says, to be reviewed before commit.

Run from the repository root after adding an intent or a code:
    scripts/response-code-transcripts.py && .build/debug/intentsh replay --update transcripts/conversation
"""
import re
import pathlib

# intent: (app, turns run once first, the request, the turns from its confirmation to handle)
SCRIPTS = {
    "sendMessage": ("UnicornChat", [], "text hello to Ana on UnicornChat", ["yes"]),
    "searchForMessages": ("UnicornChat", [], "read my messages on UnicornChat", []),
    "sendPayment": ("UnicornPay", [], "send $5 to Ana with UnicornPay", ["yes", "[passcode]"]),
    "requestPayment": ("UnicornPay", [], "request $5 from Ana with UnicornPay", ["yes"]),
    "searchForAccounts": ("UnicornPay", [], "how much money is in my checking account on UnicornPay", []),
    "transferMoney": ("UnicornPay", [], "move $5 from checking to NestEgg with UnicornPay", ["yes", "[passcode]"]),
    "setCarLockStatus": ("UnicornCar", [], "lock my car with UnicornCar", []),
    "getCarLockStatus": ("UnicornCar", [], "is my car locked on UnicornCar", []),
    "requestRide": ("UnicornRides", [], "book a RainbowCar to the airport with UnicornRides", ["yes", "[passcode]"]),
    "listRideOptions": ("UnicornRides", [], "which cars can I get to the airport with UnicornRides", []),
    "getRideStatus": ("UnicornRides", ["book a RainbowCar to the airport with UnicornRides", "yes", "[passcode]"], "where's my ride with UnicornRides", []),
    "cancelRide": ("UnicornRides", ["book a RainbowCar to the airport with UnicornRides", "yes", "[passcode]"], "cancel my ride with UnicornRides", ["yes"]),
    "createTaskList": ("ListOMat", [], "create a list called Camping on ListOMat", []),
    "addTasks": ("ListOMat", [], "add eggs to my grocery store list on ListOMat", []),
    "searchForNotebookItems": ("ListOMat", [], "show me my grocery store list on ListOMat", []),
    "setTaskAttribute": ("ListOMat", [], "check call dad off my to do list on ListOMat", []),
    "deleteTasks": ("ListOMat", [], "remove eggs from the grocery store list on ListOMat", ["yes"]),
    "createNote": ("ListOMat", [], "create a note called Vacation saying I love Montreal on ListOMat", []),
    "appendToNote": ("ListOMat", [], "add the router is upstairs to my wifi note on ListOMat", []),
}
# Answered from handle; every other code from confirm (see ForcedResponse.phase).
HANDLE_CODES = {"success", "inProgress", "continueInApp"}

root = pathlib.Path(__file__).resolve().parent.parent
table = (root / "docs/RESPONSE-CODES.md").read_text()
for section in table.split("\n## ")[1:]:
    intent = section.split(" ")[0]
    codes = [c for c in re.findall(r"^\| `(\w+)` \|", section, re.M) if c != "ready"]
    app, setup, request, to_handle = SCRIPTS[intent]
    lines = [
        "# intentsh transcript 1",
        "# data: demo",
        f"# Every response code of {intent} but ready (which every request that goes on reaches),",
        f"# each made {app}'s answer once with :simulate respond: the sentence the user hears and",
        "# how the dialog ends. Written by scripts/response-code-transcripts.py.",
    ]
    lines += [f"> {turn}" for turn in setup]
    for code in codes:
        lines.append(f"> :simulate respond {app} {intent} {code}")
        lines.append(f"> {request}")
        if code in HANDLE_CODES:
            lines += [f"> {turn}" for turn in to_handle]
    path = root / f"transcripts/conversation/response-codes-{intent}.transcript"
    path.write_text("\n".join(lines) + "\n")
