"""Shared helpers for batch I generators."""
import hashlib, json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))
REAL = json.load(open(os.path.join(HERE, "real_outputs.json")))
V = REAL["versions"]
SIGNALS = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
           "no-retry-guidance"}
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized",
          "traversal", "injection", "sql"}
ISERROR_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "no-retry-guidance"}

def canary(eid):
    return "twaudit-" + hashlib.sha256(eid.encode()).hexdigest()[:8]

def harness_free_tb(tb):
    """Drop the capture-harness frames (real_outputs.py) from a real traceback."""
    lines = tb.splitlines(keepends=True)
    out, skip = [], False
    for ln in lines:
        if ln.startswith('  File "'):
            skip = "real_outputs.py" in ln
        elif not ln.startswith("    "):
            skip = False
        if not skip:
            out.append(ln)
    return "".join(out).rstrip("\n")

def J(obj):
    return json.dumps(obj, ensure_ascii=False)

def build(prefix, rows, script):
    """rows: (suffix, produced_by, channel, probe, sent, text, signals). {C} -> per-entry canary."""
    entries = []
    for suffix, pb, ch, probe, sent, text, sig in rows:
        eid = f"i-{prefix}-{suffix}"
        c = canary(eid)
        if isinstance(sent, str):
            sent = sent.replace("{C}", c)
        text = text.replace("{C}", c)
        assert ch in CHANNELS, eid
        assert probe in PROBES, (eid, probe)
        assert set(sig) <= SIGNALS, (eid, sig)
        if ch != "error-result":
            assert not (set(sig) & ISERROR_ONLY), (eid, sig)
        if "validation-echoes-value" in sig:
            assert sent and sent in text, (eid, "echo label but sent not in text")
        if sent and sent in text and "validation-echoes-value" not in sig:
            print("NOTE: sent appears in text without echo label:", eid)
        entries.append({"id": eid, "produced_by": f"{pb}; {script}", "channel": ch, "probe": probe,
                        "sent": sent, "text": text, "signals": sorted(sig)})
    return entries

def write(path, entries):
    ids = [e["id"] for e in entries]
    assert len(ids) == len(set(ids)), "duplicate ids"
    texts = [e["text"] for e in entries]
    assert len(texts) == len(set(texts)), "duplicate texts"
    with open(path, "w") as f:
        json.dump(entries, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(path, len(entries))
