#!/usr/bin/env python3
"""Count the sep-2640-* checks of one skills scenario run and hold them to what is expected.

    python3 skills-count.py <results dir> <scenario> <success> [<skipped>]

The suite exits 0 when a scenario is skipped as not applicable or when its checks are
SKIPPED (an undeclared extension skips all 42): its exit code is no evidence. This reads
the run's checks.json and fails unless exactly <success> sep-2640-* checks are SUCCESS,
<skipped> (default 0) SKIPPED, and none is anything else.
"""
import glob
import json
import sys

results, scenario, success = sys.argv[1], sys.argv[2], int(sys.argv[3])
skipped = int(sys.argv[4]) if len(sys.argv) > 4 else 0
found = glob.glob(f"{results}/server-{scenario}-*/checks.json")
if len(found) != 1:
    sys.exit(f"!! {scenario}: expected one checks.json under {results}, found {len(found)}")
checks = [c for c in json.load(open(found[0])) if c["id"].startswith("sep-2640-")]
counts = {}
for check in checks:
    counts[check["status"]] = counts.get(check["status"], 0) + 1
others = [f'{c["id"]}: {c["status"]}' for c in checks if c["status"] not in ("SUCCESS", "SKIPPED")]
wire = [c for c in json.load(open(found[0])) if c["id"] == "wire-schema-valid"]
print(f"{scenario}: {counts.get('SUCCESS', 0)} SUCCESS, {counts.get('SKIPPED', 0)} SKIPPED"
      f" of {len(checks)} sep-2640 checks; wire-schema-valid {wire[0]['status'] if wire else 'absent'}")
ok = (counts.get("SUCCESS", 0) == success and counts.get("SKIPPED", 0) == skipped
      and not others and wire and wire[0]["status"] == "SUCCESS")
if not ok:
    for line in others:
        print(f"   {line}")
    sys.exit(f"!! {scenario}: expected {success} SUCCESS and {skipped} SKIPPED")
