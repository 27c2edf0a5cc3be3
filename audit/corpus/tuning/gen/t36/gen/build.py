"""Assembles batch 36: real outputs (real_py_out.json, real_node_out.json, produced by
real_py.py and real_node.mjs in a scratch folder) + handwritten entries (hand.py).
Writes ../mixed-36.json, ../meta.json, notes.json.
Usage: python3 build.py <real_py_out.json> <real_node_out.json>"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import canary  # noqa: E402
from hand import H, AU, PA, IN, RAW, ST, PO, EC, NR  # noqa: E402

# labels for the real outputs: slug -> (signals, resembles, indirect)
REAL_LABELS = {
    "rpy_limit": ([EC, RAW], None, False),
    "rpy_fxenum": ([EC, RAW], None, False),
    "rpy_missing": ([RAW], EC, False),
    "rpy_unexpected": ([NR], None, False),
    "rpy_locked": ([RAW], None, True),
    "rpy_sql": ([RAW, NR], None, False),
    "rpy_sort": ([RAW, NR], EC, True),
    "rpy_strptime": ([RAW, EC], None, False),
    "rpy_tz": ([RAW, EC, NR], None, False),
    "rpy_dns": ([RAW, NR], None, False),
    "rpy_s3": ([RAW, NR], None, False),
    "rpy_ddb": ([RAW, NR], None, False),
    "rpy_trace": ([ST, RAW, NR], None, False),
    "rpy_iban": ([RAW, NR], None, False),
    "rpy_html": ([RAW, NR], None, False),
    "rpy_partial": ([RAW], None, True),
    "rpy_kms": ([RAW], None, False),
    "rpy_psql": ([RAW, NR], None, False),
    "rnd_max": ([], EC, False),
    "rnd_enum": ([EC], None, False),
    "rnd_fetch": ([RAW, NR], None, False),
    "rnd_bigint": ([EC, RAW, NR], None, False),
    "rnd_intl": ([RAW, EC], None, True),
    "rnd_stack": ([ST, RAW, NR], None, False),
}
ORDER = [AU, PA, IN, RAW, ST, PO, EC, NR]


def main():
    rows = []
    for path in sys.argv[1:3]:
        for slug, r in json.load(open(path, encoding="utf-8")).items():
            sig, res, ind = REAL_LABELS[slug]
            rows.append(dict(slug=slug, lang="en", source="real", channel=r["channel"], probe=r["probe"],
                             sent=r["sent"], text=r["text"], signals=sig, resembles=res, indirect=ind,
                             produced_by=r["produced_by"]))
    for slug, lang, ch, probe, sent, text, sig, res, ind, pb in H:
        c = canary(slug)
        sub = lambda s: None if s is None else s.replace("{C}", c)
        rows.append(dict(slug=slug, lang=lang, source="handwritten", channel=ch, probe=probe, sent=sub(sent),
                         text=sub(text), signals=sig, resembles=res, indirect=ind,
                         produced_by=pb + " (gen/hand.py)"))
    random.Random(36).shuffle(rows)
    entries, meta, notes = [], {}, {}
    for i, r in enumerate(rows, 1):
        eid = f"t36-{i:03d}"
        entries.append({"id": eid, "produced_by": r["produced_by"], "channel": r["channel"], "probe": r["probe"],
                        "sent": r["sent"], "text": r["text"],
                        "signals": sorted(r["signals"], key=ORDER.index)})
        meta[eid] = {"language": r["lang"], "source": r["source"]}
        notes[eid] = {"resembles": r["resembles"], "indirect": r["indirect"]}
    root = os.path.dirname(HERE)
    json.dump(entries, open(os.path.join(root, "mixed-36.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    json.dump(meta, open(os.path.join(root, "meta.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    json.dump(notes, open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    json.dump({r["slug"]: f"t36-{i:03d}" for i, r in enumerate(rows, 1)},
              open(os.path.join(HERE, "slugs.json"), "w"), indent=1)


main()
