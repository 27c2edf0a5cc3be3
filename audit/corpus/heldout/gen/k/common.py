"""Shared helpers for the batch-K generators."""
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

SIG = {
    "A": "auth-failure-as-result",
    "P": "path-details-as-result",
    "I": "injection-signal-as-result",
    "R": "raw-upstream-text",
    "S": "stack-trace",
    "E": "policy-enumeration",
    "V": "validation-echoes-value",
    "N": "no-retry-guidance",
}
ORDER = list(SIG.values())


def canary(entry_id):
    return "twaudit-" + hashlib.sha256(("batch-k/" + entry_id).encode()).hexdigest()[:8]


def lib_outputs():
    with open(os.path.join(HERE, "lib_outputs.json")) as fh:
        return json.load(fh)


def build(rows, script):
    """rows: dicts with id, lang, by, ch, probe, sent, text, sig (letters).
    {C} in sent/text is replaced by the entry's canary."""
    out, langs = [], {}
    for r in rows:
        c = canary(r["id"])
        sent = r["sent"]
        if isinstance(sent, str):
            sent = sent.replace("{C}", c)
        text = r["text"].replace("{C}", c)
        by = r["by"]
        if by.startswith("style:"):
            by = "written in the style of " + by[len("style:"):] + "; " + script
        sigs = [SIG[x] for x in r["sig"]]
        sigs.sort(key=ORDER.index)
        out.append({"id": r["id"], "produced_by": by, "channel": r["ch"], "probe": r["probe"],
                    "sent": sent, "text": text, "signals": sigs})
        langs[r["id"]] = r.get("lang", "en")
    return out, langs


def write(name, entries, langs):
    with open(os.path.join(ROOT, name), "w") as fh:
        json.dump(entries, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    meta = os.path.join(HERE, "langs.json")
    cur = {}
    if os.path.exists(meta):
        with open(meta) as fh:
            cur = json.load(fh)
    cur.update(langs)
    with open(meta, "w") as fh:
        json.dump(cur, fh, indent=1, sort_keys=True)
