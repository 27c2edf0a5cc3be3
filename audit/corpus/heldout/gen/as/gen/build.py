"""Assembles batch AS from the hand-written parts (gen/part*.py) and the recorded real answers
(gen/real_out.json, made by gen/real.py). Writes mixed-as.json, meta.json and gen/notes.json.
In a part, "<C>" stands for the entry's canary (derived from its id) and "<LONG>" for the long
string an oversized probe sends.
"""
import glob, hashlib, importlib.util, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
A = "auth-failure-as-result"; P = "path-details-as-result"; I = "injection-signal-as-result"
R = "raw-upstream-text"; S = "stack-trace"; E = "policy-enumeration"
V = "validation-echoes-value"; N = "no-retry-guidance"
ORDER = [A, P, I, R, S, E, V, N]


def canary(eid):
    return "twaudit-" + hashlib.sha256(("held-as/" + eid).encode()).hexdigest()[:8]


def long_text(eid, n):
    base = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
            "incididunt ut labore et dolore magna aliqua. ")
    s = canary(eid) + " " + base * (n // len(base) + 1)
    return s[:n]


def sub(eid, s, long_n):
    if s is None:
        return None
    s = s.replace("<C>", canary(eid))
    if "<LONG>" in s:
        s = s.replace("<LONG>", long_text(eid, long_n))
    if "<LEN>" in s:
        s = s.replace("<LEN>", str(long_n))
    return s


def main():
    real = json.load(open(os.path.join(HERE, "real_out.json"), encoding="utf-8"))
    entries = []
    for f in sorted(glob.glob(os.path.join(HERE, "part*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(f)[:-3], f)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        entries += mod.ENTRIES
    entries.sort(key=lambda e: e["id"])
    out, meta, notes = [], {}, {}
    for e in entries:
        eid = e["id"]
        n = e.get("long", 0)
        if e.get("src") == "real":
            r = real[eid]
            sent, text = r["sent"], r["text"]
        else:
            sent, text = sub(eid, e["sent"], n), sub(eid, e["text"], n)
        sig = [s for s in ORDER if s in e["sig"]]
        assert len(sig) == len(e["sig"]), eid
        out.append({"id": eid, "produced_by": e["pb"], "channel": e["ch"], "probe": e["probe"],
                    "sent": sent, "text": text, "signals": sig})
        meta[eid] = {"language": e["lang"], "source": e.get("src", "handwritten")}
        notes[eid] = {"resembles": e.get("res"), "indirect": bool(e.get("ind"))}
    json.dump(out, open(os.path.join(ROOT, "mixed-as.json"), "w", encoding="utf-8"),
              ensure_ascii=False, indent=1)
    json.dump(meta, open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8"),
              ensure_ascii=False, indent=1)
    json.dump(notes, open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8"),
              ensure_ascii=False, indent=1)
    print(len(out), "entries written")


if __name__ == "__main__":
    main()
