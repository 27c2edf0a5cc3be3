"""Assembles mixed-ak.json, meta.json and gen/notes.json from the real runs (gen/real/*.json,
written by the run_* scripts) and the handwritten entries (gen/handwritten.py).
Labels for the real texts are given here, decided by reading each text against brief.md."""
import json, os, random, secrets, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from handwritten import H, AUTH, PATH, INJ, RAW, STACK, POL, ECHO, NOG, ER, OK, RPC

real = {}
for f in sorted(os.listdir(os.path.join(HERE, "real"))):
    real.update(json.load(open(os.path.join(HERE, "real", f), encoding="utf-8")))

# key: (lang, signals, resembles, indirect)
R = {
 "pg-de-int":     ("de", [RAW, ECHO, NOG], None, False),
 "pg-fr-rel":     ("fr", [RAW, NOG], None, False),
 "pg-es-uniq":    ("es", [RAW, NOG], ECHO, False),
 "pg-ja-sql":     ("ja", [RAW, NOG], None, False),
 "pg-zh-col":     ("zh", [RAW, ECHO, NOG], None, False),
 "pg-ru-enum":    ("ru", [RAW, ECHO, NOG], None, False),
 "pg-it-fk":      ("it", [RAW, NOG], None, False),
 "pg-sv-timeout": ("sv", [RAW, NOG], None, True),
 "mcp-missing":   ("en", [RAW], ECHO, False),
 "libpq-cs":      ("cs", [RAW], None, False),
 "dj-ptbr-choice":("pt-BR", [ECHO, NOG], None, False),
 "dj-pl-max":     ("pl", [], ECHO, False),
 "dj-cs-maxlen":  ("cs", [], ECHO, False),
 "dj-en-safejoin":("en", [PATH, RAW, POL, NOG], None, False),
 "dj-en-filename":("en", [PATH, ECHO, NOG], None, False),
 "dj-tr-inactive":("tr", [AUTH, NOG], None, True),
 "dj-hu-oldpw":   ("hu", [AUTH], None, False),
 "dj-nl-csrf":    ("nl", [AUTH, RAW, NOG], None, True),
 "mcp-above-max": ("en", [RAW, ECHO], None, False),
 "mcp-crash":     ("en", [NOG], RAW, False),
 "sqlite-nb":     ("nb", [RAW, NOG], None, False),
 "rb":            ("en", [STACK, RAW, NOG], None, False),
 "java":          ("de", [STACK, RAW, NOG], None, False),
 "go":            ("en", [STACK, RAW], None, False),
 "ex":            ("en", [STACK, RAW, ECHO, NOG], None, True),
 "php":           ("de", [STACK, RAW], None, False),
 "js":            ("en", [STACK, RAW], None, False),
 "py":            ("fi", [STACK, RAW, NOG], None, False),
 "grpc-py":       ("en", [RAW, NOG], None, False),
 "moto-s3":       ("de", [RAW, NOG], None, False),
 "oserror-nl":    ("nl", [RAW, NOG], PATH, False),
 "grpc-js":       ("en", [RAW], None, False),
 "fetch-ro":      ("ro", [RAW, NOG], None, False),
 "graphql-enum":  ("en", [RAW, ECHO, NOG], None, False),
 "ajv-hu-enum":   ("hu", [], POL, False),
 "zod-id-empty":  ("id", [], NOG, False),
 "zod-th-min":    ("th", [], NOG, False),
 "zod-he-type":   ("he", [], ECHO, False),
 "zod-vi-enum":   ("vi", [], None, False),
 "coreutils-fr":  ("fr", [PATH, RAW, NOG], ECHO, False),
}
SENT_FIX = {"zod-he-type": None}
ORDER_SIG = [AUTH, PATH, INJ, RAW, STACK, POL, ECHO, NOG]

items = []
for k, (lang, sig, res, ind) in R.items():
    e = real[k]
    items.append(dict(produced_by=e["produced_by"], channel=e.get("channel", ER), probe=e["probe"],
                      sent=SENT_FIX.get(k, e["sent"]), text=e["text"], signals=sig, lang=lang, source="real",
                      resembles=res, indirect=ind, key=k))
for h in H:
    c = "twaudit-" + secrets.token_hex(4)
    sub = lambda s: None if s is None else s.replace("{C}", c)
    items.append(dict(produced_by=f"handwritten ({h['what']}); gen/handwritten.py key {h['key']}",
                      channel=h["channel"], probe=h["probe"], sent=sub(h["sent"]), text=sub(h["text"]),
                      signals=h["signals"], lang=h["lang"], source="handwritten",
                      resembles=h["resembles"], indirect=h["indirect"], key=h["key"]))
assert len(items) == 100, len(items)
random.Random(20250611).shuffle(items)

data, meta, notes, keymap = [], {}, {}, {}
for i, it in enumerate(items, 1):
    eid = f"ak-{i:03d}"
    sig = sorted(it["signals"], key=ORDER_SIG.index)
    data.append({"id": eid, "produced_by": it["produced_by"], "channel": it["channel"], "probe": it["probe"],
                 "sent": it["sent"], "text": it["text"], "signals": sig})
    meta[eid] = {"language": it["lang"], "source": it["source"]}
    notes[eid] = {"resembles": it["resembles"], "indirect": it["indirect"]}
    keymap[eid] = it["key"]
top = os.path.dirname(HERE)
json.dump(data, open(os.path.join(top, "mixed-ak.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(meta, open(os.path.join(top, "meta.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(notes, open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(keymap, open(os.path.join(HERE, "keymap.json"), "w"), indent=1)
print("built", len(data))
