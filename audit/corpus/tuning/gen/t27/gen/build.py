"""Merge the generator outputs into mixed-27.json and meta.json (run after gen_py.py and gen_node.mjs)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FIELDS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
ORDER = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "raw-upstream-text",
         "stack-trace", "policy-enumeration", "validation-echoes-value", "no-retry-guidance"]

rows = []
for name in ("py.json", "node.json"):
    with open(os.path.join(HERE, "out", name), encoding="utf-8") as f:
        rows += json.load(f)
rows.sort(key=lambda r: r["id"])
corpus, meta = [], {}
for r in rows:
    e = {k: r[k] for k in FIELDS}
    e["signals"] = sorted(set(e["signals"]), key=ORDER.index)
    corpus.append(e)
    meta[r["id"]] = {"language": r["_meta"]["language"], "source": r["_meta"]["source"]}
with open(os.path.join(ROOT, "mixed-27.json"), "w", encoding="utf-8") as f:
    json.dump(corpus, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(corpus), "entries written")
