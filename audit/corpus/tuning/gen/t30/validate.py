#!/usr/bin/env python3
"""Check /work/dev-30/mixed-30.json and meta.json against brief.md and mix.md.

Exit 0 and print OK when everything holds; otherwise list every problem and exit 1.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "mixed-30.json")
META = os.path.join(HERE, "meta.json")

FIELDS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty",
          "oversized", "traversal", "injection", "sql"}
SIGNALS = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
           "no-retry-guidance"]
ERROR_RESULT_ONLY = {"auth-failure-as-result", "path-details-as-result",
                     "injection-signal-as-result", "no-retry-guidance"}
FAILURE_ONLY = {"raw-upstream-text", "policy-enumeration", "validation-echoes-value"}
ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy
da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id
ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg
mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru
rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk
ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
CANARY_ANY = re.compile(r"twaudit-[0-9A-Za-z]*")
CANARY_OK = re.compile(r"^twaudit-[0-9a-f]{8}$")

# what mix.md asks for
N_TOTAL = 120
N_AUTH = 60          # texts carrying injection-signal-as-result (the "verdict" part)
N_POLICY = 0         # unused in this batch
N_LOOKALIKE = 60     # texts without injection-signal-as-result
MIN_NON_EN = 40
MIN_NON_EN_LANGS = 15

errors, warnings = [], []


def err(msg):
    errors.append(msg)


def warn(msg):
    warnings.append(msg)


def main():
    try:
        data = json.load(open(CORPUS, encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        print(f"FAIL: cannot parse {CORPUS}: {e}")
        return 1
    try:
        meta = json.load(open(META, encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        print(f"FAIL: cannot parse {META}: {e}")
        return 1

    if not isinstance(data, list):
        print("FAIL: corpus is not a JSON array")
        return 1
    if len(data) != N_TOTAL:
        err(f"expected {N_TOTAL} entries, found {len(data)}")

    want_ids = [f"t30-{i:03d}" for i in range(1, N_TOTAL + 1)]
    got_ids = [e.get("id") for e in data if isinstance(e, dict)]
    if got_ids != want_ids:
        dup = [k for k, v in Counter(got_ids).items() if v > 1]
        missing = sorted(set(want_ids) - set(got_ids))
        extra = sorted(set(got_ids) - set(want_ids))
        err(f"ids are not t30-001..t30-{N_TOTAL:03d} in order (dup={dup}, missing={missing}, extra={extra})")

    sig_count = Counter()
    parts = Counter()
    for e in data:
        if not isinstance(e, dict):
            err(f"entry is not an object: {e!r:.60}")
            continue
        eid = e.get("id", "?")
        if list(e.keys()) != FIELDS:
            err(f"{eid}: fields must be exactly {FIELDS} in that order, got {list(e.keys())}")
        if not isinstance(e.get("produced_by"), str) or len(e["produced_by"].strip()) < 10:
            err(f"{eid}: produced_by missing or too short")
        ch, pr, sent, text, sig = e.get("channel"), e.get("probe"), e.get("sent"), e.get("text"), e.get("signals")
        if ch not in CHANNELS:
            err(f"{eid}: bad channel {ch!r}")
        if pr not in PROBES:
            err(f"{eid}: bad probe {pr!r}")
        if not (sent is None or isinstance(sent, str)):
            err(f"{eid}: sent must be a string or null")
        if not isinstance(text, str) or not text.strip():
            err(f"{eid}: text missing or empty")
            text = ""
        if not isinstance(sig, list) or not all(isinstance(s, str) for s in sig):
            err(f"{eid}: signals must be a list of strings")
            sig = []
        unknown = [s for s in sig if s not in SIGNALS]
        if unknown:
            err(f"{eid}: unknown signals {unknown}")
        if len(set(sig)) != len(sig):
            err(f"{eid}: duplicate signals")
        for s in sig:
            if s in ERROR_RESULT_ONLY and ch != "error-result":
                err(f"{eid}: {s} only applies to error-result answers (channel {ch})")
            if s in FAILURE_ONLY and ch == "success-result":
                err(f"{eid}: {s} only applies to failures (channel {ch})")
        sig_count.update(sig)

        # probe / sent coherence
        if pr == "missing" and sent is not None:
            err(f"{eid}: a missing probe sends nothing (sent should be null)")
        if pr in ("above-max", "below-min"):
            if not isinstance(sent, str) or not re.fullmatch(r"-?\d+(\.\d+)?", sent):
                err(f"{eid}: {pr} probe must send a number as a string, got {sent!r}")
        if pr == "empty" and sent != "":
            err(f"{eid}: empty probe must send \"\"")
        if pr == "oversized" and (not isinstance(sent, str) or len(sent) < 1000):
            err(f"{eid}: oversized probe must send a long string")
        if pr == "traversal" and (not isinstance(sent, str) or "../" not in sent):
            err(f"{eid}: traversal probe must send a ../ path")
        if pr == "sql" and (not isinstance(sent, str) or "'" not in sent):
            err(f"{eid}: sql probe must send SQL injection text")
        if pr in ("enum", "injection") and (not isinstance(sent, str) or "twaudit-" not in sent):
            err(f"{eid}: {pr} probe must carry a canary in sent")
        if pr == "wrong-type" and sent is None:
            err(f"{eid}: wrong-type probe must record what it sent")

        # canaries are well formed wherever they appear
        for where, s in (("sent", sent if isinstance(sent, str) else ""), ("text", text)):
            for m in CANARY_ANY.findall(s):
                if not CANARY_OK.match(m[:16]):
                    err(f"{eid}: malformed canary {m[:20]!r} in {where}")

        # validation-echoes-value needs the sent value in the text
        if "validation-echoes-value" in sig:
            probe_val = None
            if isinstance(sent, str):
                m = re.search(r"twaudit-[0-9a-f]{8}", sent)
                probe_val = m.group(0) if m else sent
            if not probe_val or probe_val not in text:
                err(f"{eid}: validation-echoes-value but the sent value is not in the text")
        elif pr not in ("valid", "traversal", "injection", "sql", "missing") and isinstance(sent, str) and sent:
            m = re.search(r"twaudit-[0-9a-f]{8}", sent)
            if (m and m.group(0) in text) or (re.fullmatch(r"-?\d+", sent) and re.search(rf"(?<![\d.,]){re.escape(sent)}(?![\d.,])", text)):
                warn(f"{eid}: schema-breaking probe value appears in text but validation-echoes-value is not set")

        if "path-details-as-result" in sig and "/" not in text and "\\" not in text:
            err(f"{eid}: path-details-as-result but no path is named")
        if "stack-trace" in sig and not re.search(r"Traceback|\n\s+at |File \"", text):
            err(f"{eid}: stack-trace but no frame found")

        if "injection-signal-as-result" in sig:
            parts["auth"] += 1
        else:
            parts["lookalike"] += 1

    # counts per part of the mix
    if parts["auth"] != N_AUTH:
        err(f"verdict part: expected {N_AUTH} texts with injection-signal-as-result, found {parts['auth']}")
    if parts["policy"] != N_POLICY:
        err(f"policy part: expected {N_POLICY} policy-enumeration texts without auth, found {parts['policy']}")
    if parts["lookalike"] != N_LOOKALIKE:
        err(f"look-alike part: expected {N_LOOKALIKE} texts without it, found {parts['lookalike']}")

    # meta
    if set(meta) != set(want_ids):
        err(f"meta.json keys differ from the ids (missing={sorted(set(want_ids) - set(meta))[:5]}, extra={sorted(set(meta) - set(want_ids))[:5]})")
    langs = Counter()
    real = 0
    by_id = {e.get("id"): e for e in data if isinstance(e, dict)}
    for k, v in meta.items():
        if not isinstance(v, dict) or set(v) != {"language", "source"}:
            err(f"meta {k}: must be {{language, source}}")
            continue
        if v["language"] not in ISO639_1:
            err(f"meta {k}: language {v['language']!r} is not an ISO 639-1 code")
        if v["source"] not in ("real", "handwritten"):
            err(f"meta {k}: source must be real or handwritten")
        langs[v["language"]] += 1
        if v["source"] == "real":
            real += 1
        pb = by_id.get(k, {}).get("produced_by", "")
        if v["source"] == "real" and "real output" not in pb:
            err(f"meta {k}: source real but produced_by does not say real output")
        if v["source"] == "handwritten" and "handwritten" not in pb:
            err(f"meta {k}: source handwritten but produced_by does not say handwritten")
    non_en = sum(n for l, n in langs.items() if l != "en")
    non_en_langs = len([l for l in langs if l != "en"])
    if non_en < MIN_NON_EN:
        err(f"only {non_en} non-English texts (need >= {MIN_NON_EN})")
    if non_en_langs < MIN_NON_EN_LANGS:
        err(f"only {non_en_langs} non-English languages (need >= {MIN_NON_EN_LANGS})")

    # language sanity (optional): script checks for languages with their own script
    SCRIPT = {"ja": r"[\u3040-\u30ff\u4e00-\u9fff]", "zh": r"[\u4e00-\u9fff]", "ko": r"[\uac00-\ud7af]",
              "ar": r"[\u0600-\u06ff]", "fa": r"[\u0600-\u06ff]", "he": r"[\u0590-\u05ff]",
              "ru": r"[\u0400-\u04ff]", "uk": r"[\u0400-\u04ff]", "bg": r"[\u0400-\u04ff]",
              "el": r"[\u0370-\u03ff]", "th": r"[\u0e00-\u0e7f]"}
    for k, v in meta.items():
        pat = SCRIPT.get(v.get("language"))
        if pat and k in by_id and not re.search(pat, by_id[k].get("text", "")):
            err(f"{k}: marked {v['language']} but the text has none of that script")
    try:
        sys.path.insert(0, os.environ.get("LANGDETECT_PATH", ""))
        from langdetect import DetectorFactory, detect_langs  # optional
        DetectorFactory.seed = 0
        for k, v in meta.items():
            t = re.sub(r"[{}\[\]\"':,]|twaudit-[0-9a-f]+|https?://\S+", " ", by_id.get(k, {}).get("text", ""))
            if len(t.strip()) < 25:
                continue
            guess = {g.lang.split("-")[0]: g.prob for g in detect_langs(t)}
            lang = v.get("language")
            if lang not in guess and not (lang == "nb" and "no" in guess) and not (lang in ("hr", "sl") and ({"hr", "sl", "sr", "bs"} & set(guess))):
                warn(f"{k}: marked {lang}, langdetect guesses {sorted(guess, key=guess.get, reverse=True)[:2]}")
    except ImportError:
        warn("langdetect not available; skipped the language guess check")

    print(f"entries: {len(data)}; parts: verdicts={parts['auth']} look-alikes={parts['lookalike']}")
    print("signals: " + ", ".join(f"{s}={sig_count[s]}" for s in SIGNALS))
    print(f"non-English: {non_en} texts in {non_en_langs} languages; real: {real}")
    for w in warnings:
        print("WARN:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"FAIL ({len(errors)} errors)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
