# Assembles mixed-bg.json, meta.json and gen/notes.json from the part files.
import importlib, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
OUT = "/work/held-bg"

entries = []
for name in ["part1", "part2", "part3", "part4"]:
    try:
        mod = importlib.import_module(name)
    except ModuleNotFoundError:
        continue
    entries.extend(mod.ENTRIES)
entries.sort(key=lambda e: e["num"])
nums = [e["num"] for e in entries]
assert len(nums) == len(set(nums)), "duplicate numbers"

data, meta, notes = [], {}, {}
for e in entries:
    i = f"bg-{e['num']:03d}"
    data.append({"id": i, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                 "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": "handwritten"}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}

with open(os.path.join(OUT, "mixed-bg.json"), "w", encoding="utf-8") as f:
    json.dump(data, f, ensure_ascii=False, indent=1)
with open(os.path.join(OUT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(OUT, "gen", "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(f"wrote {len(data)} entries")
