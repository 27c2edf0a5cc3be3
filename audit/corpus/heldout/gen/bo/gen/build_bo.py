"""Assembles batch BO from gen/bo_part*.py and gen/real_outputs.json (made by real_bo.py).
Writes ../mixed-bo.json, ../meta.json and notes.json."""
import importlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import canary  # noqa: E402

real = json.load(open(os.path.join(HERE, "real_outputs.json"), encoding="utf-8"))
entries = []
for p in ("bo_part1", "bo_part2", "bo_part3", "bo_part4"):
    try:
        mod = importlib.import_module(p)
    except ModuleNotFoundError:
        continue
    entries.extend(mod.ENTRIES)

REAL_PB = {
    "bo-010": "real: Python {rt} sqlite3 run by gen/real_bo.py; imagined stock-lookup MCP tool that concatenates the SKU into SQL and returns f'{{module}}.{{class}}: {{e}}'",
    "bo-090": "real: {rt} run by gen/real_bo.py; imagined settings-import MCP server whose dispatcher returns traceback.format_exc() in an isError result",
}


def fill(text, sent, eid):
    c = canary(eid)
    text = text.replace("{C}", c)
    if sent is not None:
        text = text.replace("{LEN}", str(len(sent))).replace("{SLEN}", str(len(sent)))
        text = re.sub(r"\{HEAD:(\d+)\}", lambda m: sent[: int(m.group(1))], text)
        text = re.sub(r"\{TAIL:(\d+)\}", lambda m: sent[-int(m.group(1)):], text)
    return text


out, meta, notes = [], {}, {}
for e in entries:
    eid = f"bo-{e['n']:03d}"
    sent, text, pb = e["sent"], e["text"], e["produced_by"]
    if e["source"] == "real":
        r = real[eid]
        sent, text = r["sent"], r["text"]
        pb = REAL_PB[eid].format(rt=r.get("runtime", ""))
    if isinstance(sent, str):
        sent = sent.replace("{C}", canary(eid))
    text = fill(text, sent, eid)
    out.append({"id": eid, "produced_by": pb, "channel": e["channel"], "probe": e["probe"],
                "sent": sent, "text": text, "signals": e["signals"]})
    meta[eid] = {"language": e["lang"], "source": e["source"]}
    notes[eid] = {"resembles": e["resembles"], "indirect": e["indirect"]}

out.sort(key=lambda x: x["id"])
root = os.path.dirname(HERE)
with open(os.path.join(root, "mixed-bo.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
with open(os.path.join(root, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(dict(sorted(meta.items())), f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(dict(sorted(notes.items())), f, ensure_ascii=False, indent=1)
print("wrote", len(out), "entries")
