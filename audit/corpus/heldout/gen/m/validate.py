#!/usr/bin/env python3
"""Check policy-m.json against the batch-M brief. Exit 1 on any error; warnings are informational."""
import json, re, sys, collections

PATH = sys.argv[1] if len(sys.argv) > 1 else "policy-m.json"
SIGNALS = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
           "no-retry-guidance"]
ERROR_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
              "no-retry-guidance"}
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty",
          "oversized", "traversal", "injection", "sql"}
SCHEMA_BREAKING = {"missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized"}
KEYS = {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}
CANARY = re.compile(r"twaudit-[0-9a-f]{8}")
ANY_CANARY = re.compile(r"twaudit-[0-9A-Za-z]*")
NUM = re.compile(r"-?\d+(\.\d+)?")

errors, warnings = [], []
def err(i, m): errors.append(f"{i}: {m}")
def warn(i, m): warnings.append(f"{i}: {m}")

data = json.load(open(PATH, encoding="utf-8"))
if not isinstance(data, list):
    sys.exit("top level is not a JSON array")

ids, texts, canary_owner = set(), {}, {}
counts = collections.Counter()
for n, e in enumerate(data):
    i = e.get("id", f"#{n}")
    if set(e) != KEYS:
        err(i, f"keys {sorted(e)} != {sorted(KEYS)}")
        continue
    # id
    if not isinstance(i, str) or not i.startswith("m-"):
        err(i, "id must start with 'm-'")
    if i in ids:
        err(i, "duplicate id")
    ids.add(i)
    # produced_by
    if not e["produced_by"].startswith("written in the style of "):
        err(i, "produced_by must say 'written in the style of <service>'")
    # channel/probe
    ch, pr, sent, text, sigs = e["channel"], e["probe"], e["sent"], e["text"], e["signals"]
    if ch not in CHANNELS: err(i, f"bad channel {ch}")
    if ch != "error-result": err(i, "batch M holds isError failures only (channel error-result)")
    if pr not in PROBES: err(i, f"bad probe {pr}")
    # text
    if not isinstance(text, str) or not text.strip():
        err(i, "empty text")
    elif text in texts:
        err(i, f"duplicate text (also {texts[text]})")
    else:
        texts[text] = i
    # sent
    if pr == "missing":
        if sent is not None: err(i, "missing probe must have sent null")
    elif pr == "empty":
        if sent != "": err(i, "empty probe must have sent ''")
    elif pr in ("above-max", "below-min"):
        if not (isinstance(sent, str) and NUM.fullmatch(sent)):
            err(i, f"{pr} probe: sent must be the number as a string")
    else:
        if not isinstance(sent, str):
            err(i, "sent must be a string")
        else:
            cs = CANARY.findall(sent)
            if len(cs) != 1:
                err(i, f"sent must hold exactly one canary twaudit-<8 hex>, found {cs}")
            else:
                c = cs[0]
                if c in canary_owner:
                    err(i, f"canary {c} reused (also {canary_owner[c]})")
                canary_owner[c] = i
    # any canary-like token in text must be this entry's canary
    own = CANARY.findall(sent) if isinstance(sent, str) else []
    for tok in ANY_CANARY.findall(text):
        if not CANARY.fullmatch(tok):
            err(i, f"malformed canary in text: {tok}")
        elif tok not in own:
            err(i, f"text holds a canary that is not this entry's: {tok}")
    # signals
    if not isinstance(sigs, list):
        err(i, "signals must be a list"); continue
    if len(set(sigs)) != len(sigs): err(i, "duplicate signal")
    for s in sigs:
        if s not in SIGNALS: err(i, f"unknown signal {s}")
        if s in ERROR_ONLY and ch != "error-result": err(i, f"{s} only applies to error-result")
        counts[s] += 1
    if not sigs: counts["(clean: [])"] += 1
    # echo: only when the value sent appears in the text
    echoed = False
    if isinstance(sent, str) and sent:
        if pr in ("above-max", "below-min"):
            echoed = re.search(r"(?<![\d.])" + re.escape(sent) + r"(?![\d])", text) is not None
        else:
            echoed = sent in text or any(c in text for c in own)
    if "validation-echoes-value" in sigs and not echoed:
        err(i, "validation-echoes-value labeled but the value sent is not in the text")
    if echoed and "validation-echoes-value" not in sigs:
        if pr in SCHEMA_BREAKING:
            err(i, "schema-breaking probe whose value is echoed but validation-echoes-value not labeled")
        else:
            warn(i, "value sent appears in the text without validation-echoes-value (check the choice)")
    # light plausibility checks
    if "stack-trace" in sigs and not re.search(r"Traceback|\n\s+at |\tat |File \"", text):
        warn(i, "stack-trace labeled but no frame pattern found")
    if re.search(r"Traceback \(most recent|\n\tat [\w.$]+\(", text) and "stack-trace" not in sigs:
        err(i, "text has a stack frame but stack-trace not labeled")
    if "path-details-as-result" in sigs and "/" not in text:
        err(i, "path-details-as-result labeled but no path in text")
    if pr == "traversal" and "path-details-as-result" not in sigs and "/" in text:
        warn(i, "traversal probe naming a path without path-details-as-result")

# corpus mix
pol = [e for e in data if "policy-enumeration" in e["signals"]]
look = [e for e in data if "policy-enumeration" not in e["signals"]]
LANG = re.compile(r"-(de|fr|es|ja|pt|it|nl|pl|zh|ko|sv|ru|tr)-\d+$")  # language code in the id
non_en = [e for e in pol if LANG.search(e["id"])]
print(f"entries: {len(data)}  policy-enumeration: {len(pol)}  look-alikes: {len(look)}")
print(f"policy entries with non-English script/diacritics (language code in id): {len(non_en)}")
print("signal counts:")
for s in SIGNALS + ["(clean: [])"]:
    print(f"  {s:28s} {counts[s]}")
print("probes:", dict(collections.Counter(e['probe'] for e in data)))
if not (45 <= len(pol) <= 60): err("corpus", f"expected about 52 policy entries, got {len(pol)}")
if not (len(pol) / 4 <= len(non_en) <= len(pol) / 2): err("corpus", f"about a third of policy entries should be non-English, got {len(non_en)}")
if not (18 <= len(look) <= 30): err("corpus", f"expected about 23 look-alikes, got {len(look)}")
for w in warnings: print("WARN", w)
for x in errors: print("ERROR", x)
print("OK" if not errors else f"{len(errors)} error(s)")
sys.exit(1 if errors else 0)
