#!/usr/bin/env python3
"""Builds batch BB: mixed-bb.json, meta.json and gen/notes.json from the hand-written entries in
gen/build_part1.py / gen/build_part2.py and the captured real outputs in gen/real_samples.json
(made by gen/real_samples.py).  Entries are shuffled with a fixed seed and numbered bb-001...bb-100."""
import json, os, random, sys

GEN = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(GEN)
sys.path.insert(0, GEN)
from build_part1 import ERRORS, E, RAW, STACK, ECHO, NORETRY
from build_part2 import RPC, SUCCESS

real = json.load(open(os.path.join(GEN, "real_samples.json"), encoding="utf-8"))
RS = "; captured by gen/real_samples.py"

def text_of(result):
    t = "\n".join(c["text"] for c in result.get("content", []) if c.get("type") == "text")
    if "structuredContent" in result:
        t = (t + "\n" if t else "") + json.dumps(result["structuredContent"], ensure_ascii=False)
    return t

fill_err = [
    E("pydantic 2.13 ValidationError str() returned by a parcel shipping tool (CPython 3.11)" + RS, "wrong-type",
      "twaudit-6e2f0a18", text_of(real["app/shipping/tools.py"]), [ECHO, RAW], "en", src="real"),
    E("CPython 3.11 sqlite3 (SQLite 3.40) traceback.format_exc() returned by a bakery stock tool" + RS, "valid",
      "twaudit-47b0e1c8", text_of(real["opt/backstube/tools/inventory.py"]), [RAW, STACK, NORETRY], "en", src="real"),
    E("jsonschema 4.26 ValidationError.message in a point-of-sale tool (CPython 3.11)" + RS, "below-min", "-5",
      text_of(real["app/pos/tools.py"]), [ECHO], "en", src="real"),
]
rpc = real["srv/mcp/ledger/server.py"]["error"]
fill_rpc = [E("ledger reconciliation server, CPython 3.11 traceback in JSON-RPC error data" + RS, "valid", None,
              rpc["message"] + " " + json.dumps(rpc["data"], ensure_ascii=False), [RAW, STACK], "en",
              src="real", ind=True, ch="jsonrpc-error")]
fill_succ = [E("produce wholesaler CSV importer, CPython 3.11 tracebacks collected per row" + RS, "valid",
               "twaudit-c1f7a052", text_of(real["opt/importer/rows.py"]), [RAW, STACK], "en", src="real",
               ind=True, ch="success-result")]

def fill(lst, fillers):
    out, it = [], iter(fillers)
    for x in lst:
        out.append(next(it) if x is None else x)
    assert next(it, None) is None
    return out

entries = fill(ERRORS, fill_err) + fill(RPC, fill_rpc) + fill(SUCCESS, fill_succ)
assert len(entries) == 100, len(entries)
random.Random(20250311).shuffle(entries)

data, meta, notes = [], {}, {}
for n, e in enumerate(entries, start=1):
    i = f"bb-{n:03d}"
    data.append({"id": i, "produced_by": e["by"], "channel": e["ch"], "probe": e["probe"], "sent": e["sent"],
                 "text": e["text"], "signals": e["sig"]})
    meta[i] = {"language": e["lang"], "source": e["src"]}
    notes[i] = {"resembles": e["res"], "indirect": e["ind"]}

json.dump(data, open(os.path.join(ROOT, "mixed-bb.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(meta, open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(notes, open(os.path.join(GEN, "notes.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print("wrote", len(data), "entries")
