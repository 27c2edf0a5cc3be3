"""Train the models the black-box audit reads beside its patterns (issue 43).

One logistic regression over hashed character n-grams per signal it reads (policy
boundaries, auth failures, failures without a next step, upstream text, path details,
guard verdicts), trained on the tuning corpus only (`audit/corpus/tuning/*.json`; the
held-out part is never read here). Writes
`audit-cli/src/model/<name>.bin`, which `audit-cli/src/model.rs` reads, and
`audit-cli/src/model/parity.json`, scores of a few texts the Rust side must reproduce.

    python3 -m venv /tmp/twml && /tmp/twml/bin/pip install scikit-learn==1.9.1 numpy scipy
    /tmp/twml/bin/python audit/model/train.py            # from the repository's root
    /tmp/twml/bin/python audit/model/train.py --folds    # leave-one-batch-out figures
    /tmp/twml/bin/python audit/model/train.py --fresh    # the same, beside patterns not yet
                                                         # tuned on the batch (before/*.json)
    /tmp/twml/bin/python audit/model/train.py --fresh --only=injection   # one model's

Features (the Rust side computes the same): the text lowercased, split on whitespace; each
word padded with a space on both sides; every run of 2 to 5 characters of it; each run
hashed with 64-bit FNV-1a over its UTF-8 bytes, kept to its low BITS bits (a bucket);
per bucket 1 + ln(count), times the bucket's idf (ln((1 + n) / (1 + df)) + 1 over the
training texts), the vector scaled to unit length. Stored quantised: the weights times the
idf as i8 (the numerator), the idf as u8 (the norm), each with its scale.
"""

import glob
import json
import re
import struct
import sys

import numpy as np
import scipy.sparse as sp
from sklearn.linear_model import LogisticRegression

BITS = 17
# name: (signal, regularisation C, what it reads). C was chosen on the tuning part
# (`--fresh`). Each model reads what `classify::findings` gives it: the auth, guidance and
# injection models isError results with the probe's strings masked ("masked"); the policy and
# upstream models every failure (isError results and JSON-RPC errors), masked and with a
# traversal's target masked too ("own"); the path model isError results, masked but for
# a traversal's, which it reads as written, the probe's path in it ("paths").
MODELS = {
    "policy": ("policy-enumeration", 4.0, "own"),
    "auth": ("auth-failure-as-result", 16.0, "masked"),
    "guidance": ("no-retry-guidance", 16.0, "masked"),
    "upstream": ("raw-upstream-text", 16.0, "own"),
    "path": ("path-details-as-result", 16.0, "paths"),
    "injection": ("injection-signal-as-result", 16.0, "masked"),
}
# `classify::MASK` and `classify::TRAVERSAL_TARGET`.
MASK, TRAVERSAL_TARGET = "<input>", "/etc/passwd"
FNV_OFFSET, FNV_PRIME, MASK64 = 0xCBF29CE484222325, 0x100000001B3, (1 << 64) - 1


def fnv1a(data: bytes) -> int:
    h = FNV_OFFSET
    for byte in data:
        h = ((h ^ byte) * FNV_PRIME) & MASK64
    return h


# Rust's `char::is_whitespace`: Python's `str.split()` also splits on U+001C to U+001F.
WHITESPACE = re.compile("[\t\n\x0b\x0c\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+")


def buckets(text: str):
    mask = (1 << BITS) - 1
    for word in filter(None, WHITESPACE.split(text.lower())):
        padded = " " + word + " "
        for n in range(2, 6):
            for i in range(len(padded) - n + 1):
                yield fnv1a(padded[i : i + n].encode()) & mask


def counts(texts):
    rows, cols, data = [], [], []
    for r, text in enumerate(texts):
        c = {}
        for k in buckets(text):
            c[k] = c.get(k, 0) + 1
        for k, v in c.items():
            rows.append(r)
            cols.append(k)
            data.append(1.0 + np.log(v))
    return sp.csr_matrix((data, (rows, cols)), shape=(len(texts), 1 << BITS))


def idf_of(tf):
    df = np.bincount(tf.indices, minlength=tf.shape[1])
    return np.log((1 + tf.shape[0]) / (1 + df)) + 1


class Quantised:
    """The model as stored: what the Rust side computes, bit for bit in its inputs."""

    def __init__(self, weights, bias, idf):
        # The scales and the bias as the f32 the file stores, so both sides compute alike.
        self.w_scale = float(np.float32(np.abs(weights * idf).max() / 127))
        self.idf_scale = float(np.float32(idf.max() / 255))
        self.wi = np.clip(np.round(weights * idf / self.w_scale), -127, 127).astype(np.int8)
        self.iq = np.clip(np.round(idf / self.idf_scale), 0, 255).astype(np.uint8)
        self.bias = float(np.float32(bias))

    def score(self, text):
        c = {}
        for k in buckets(text):
            c[k] = c.get(k, 0) + 1
        if not c:
            return 1 / (1 + np.exp(-self.bias))
        num = 0.0
        norm = 0.0
        for k, v in c.items():
            tf = 1.0 + np.log(v)
            num += tf * float(self.wi[k]) * self.w_scale
            x = tf * float(self.iq[k]) * self.idf_scale
            norm += x * x
        z = self.bias + (num / np.sqrt(norm) if norm > 0 else 0.0)
        return 1 / (1 + np.exp(-z))

    def bytes(self):
        head = b"TWPM" + struct.pack("<IIfff", 1, BITS, self.bias, self.w_scale, self.idf_scale)
        return head + self.wi.tobytes() + self.iq.tobytes()


def seen(entry, view):
    """The text of a tuning entry as the audit gives it to a model reading `view`, or None
    where that model does not read it (`classify::findings`): the probe's string masked
    (four characters or more; the corpus gives one), for "own" a traversal's target too,
    and for "paths" a traversal's answer as written. The corpus's tool (`corpus_tool`) is named in no text, so taking the tool's name
    out changes nothing here."""
    channels = ("error-result", "jsonrpc-error") if view == "own" else ("error-result",)
    if entry["channel"] not in channels:
        return None
    text, sent = entry["text"], entry.get("sent")
    if view == "paths" and entry.get("probe") == "traversal":
        return text
    if sent is not None and len(sent) >= 4:
        text = text.replace(sent, MASK)
    if view == "own" and entry.get("probe") == "traversal":
        text = text.replace(TRAVERSAL_TARGET, MASK)
    return text


# Which readers a tuning batch (by its number) or a catalog's messages (by (class, source))
# train, where not every reader: an empty set for none. What a reader is not trained on is
# left out of its --folds and --fresh too, so that both give the figures the shipped pairs
# were chosen on. (Until the seventh session of 2026-12-01 this was three tables, which the
# docs' history names: NOT_TRAINED, the batches no reader is trained on; ONLY_FOR, the
# batches some are; CATALOG_NOT_TRAINED, the catalog's messages none is.)
TRAINS = {
    # Batch 20 (path rejections): a training with it was measured on the held-out part and
    # the held-out servers and not kept, as it lowered precision on both (`audit/README.md`).
    # Batches 21 to 28 came in on 2026-11-30 and 2026-12-01 and are trained on by all, with
    # the pairs as they were: held-out batches V, W and Y measured that (`README.md`).
    20: set(),
    # Batch 30 (guard verdicts): trained on by all six, it lowered held-out batch AF's F1
    # over all signals (a false policy more, a guidance finding fewer) while the injection
    # reader gained; held-out batch AG measured the injection reader alone trained on it.
    30: {"injection"},
    # Batch 31 (auth failures and their look-alikes): the auth reader alone trained on it
    # (with the catalog's Django refusals) lowered held-out batch AH's F1 over all signals
    # (two false guidance findings more, no auth failure more), and was reverted; the auth
    # words drawn from it were kept (`audit/README.md`).
    31: set(),
    # Batch 32 (policy boundaries and their look-alikes): the policy reader alone, the same
    # way as batch 30 (held-out batch AI measured it).
    32: {"policy"},
    # Batch 33 (next steps and their absence): the guidance reader alone trained on it
    # lowered held-out batch AJ's guidance F1 (one unguided failure fewer found), and was
    # reverted; the words drawn from it were kept.
    33: set(),
    # Batch 34 (upstream text and its look-alikes): the upstream reader alone (held-out
    # batch AK measured it).
    34: {"upstream"},
    # Batches 35 to 40 (general batches, six writers): trained on by five readers with their
    # pairs chosen again, held-out batches AL and AM and the held-out part kept the training
    # (F1 over all signals 0.860 -> 0.885 on AL and AM, 0.895 -> 0.904 on A to AM), and the
    # held-out servers turned it down (precision against their truth table 83% -> 76%, under
    # its floor: false next-step, upstream and policy findings); reverted (`README.md`).
    # Trained on by the same five with the pairs as they were, under the rule held-out
    # batches AO to AQ were written to measure, the held-out servers turned down the policy
    # reader's (two false policy findings more: precision 83% -> 80%), and the reference
    # servers' scorecard the auth reader's (the everything server's "Tool ... requires task
    # augmentation" read as an auth failure, at 0.72); the three others' findings on both
    # did not move, and AO to AQ kept their training (F1 over all signals 0.8337 -> 0.8380
    # on AO to AQ, 0.8892 -> 0.8901 on A to AQ). The injection reader is left out: its
    # `--fresh` F1 on the earlier batches fell with them (77.5% -> 76.9%). The auth reader
    # is trained on them again, its pair held, now that an SDK's protocol refusal ("MCP
    # error -32601: ...") is read as no auth failure, under the rule held-out batches AR to
    # AT were written to measure (`README.md`). The policy reader's training on them at add
    # 0.8 (its veto held) was turned down by the corpus test under the next rule (held-out
    # policy recall on A to AT 74.6% -> 70.2%), before AU to AW were measured.
    **{b: {"auth", "guidance", "upstream", "path"} for b in range(35, 41)},
    # Batches 41 to 43 (general batches, three writers, the weak signals heavier;
    # 2026-12-02, the fourth session): brought in measured. The four readers trained on 35
    # to 40, trained on them with their pairs held, were turned down by the held-out
    # servers (a false upstream finding more: precision 83% -> 81%); the auth, guidance and
    # path readers without the upstream one, by held-out batches BS to BU (auth F1 0.842 ->
    # 0.872 and F1 over all signals 0.890 -> 0.894 on them, but guidance F1 0.914 -> 0.910:
    # one unguided failure fewer found). The auth and path readers alone are trained on
    # them, kept by held-out batches BV to BX (auth F1 0.836 -> 0.846) (`README.md`).
    **{b: {"auth", "path"} for b in range(41, 44)},
    # The catalog's Django sign-in and admin forms' refusals came in with batch 31 as
    # patterns; held-out batch AH kept them as patterns and turned down the readers trained
    # on them (with batch 31: two false guidance findings more).
    ("auth", "django"): set(),
}


def trains(key, name):
    """Whether the reader `name` is trained on a batch or catalog source (`TRAINS`)."""
    return name in TRAINS.get(key, {name})


# The frameworks' own catalogs (`runtime/src/audit/text/catalog.txt`, `audit/catalogs/`):
# each fragment a training text too, labeled by its class for the models whose signal the
# class settles. An auth refusal is an auth failure and gives no next step; a rule gives
# one; a validation message alone gives none. The policy and path models are left without
# them (a catalog's message says nothing of a policy's boundary or a path), and so is the
# upstream model: trained on them, it reported one more false upstream text on a held-out
# server (`audit/README.md`). The catalog has the same refusal in up to 60 languages:
# what the tuning part has in few.
# Each fragment counts a fifth of a tuning text: at full weight the auth model reported
# more than the patterns (leave-one-batch-out beside the patterns before each batch, auth
# 70.8% / 91.9% -> 78.3% / 89.7%: more than PRECISION_GIVEN of precision); at a fifth
# 75.3% / 91.9% (guidance 91.7% / 80.5% -> 92.3% / 81.4%, upstream 86.9% / 96.8% -> 90.6%
# / 96.4%), chosen on the tuning part among 1, 0.2 and 0.05.
CATALOG_WEIGHT = 0.2
CATALOG_LABELS = {
    "auth": {"auth": True, "rule": False, "validation": False, "upstream": False},
    "guidance": {"auth": True, "rule": False, "validation": True, "upstream": True},
}


def catalog(root, name):
    """(text, label) for each catalog fragment the model `name` is trained on."""
    labels = CATALOG_LABELS.get(name)
    if labels is None:
        return []
    rows, cls, trained = [], None, True
    for line in open(f"{root}/runtime/src/audit/text/catalog.txt", encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("= "):
            cls, source = line[2:].split("\t")[:2]
            trained = trains((cls, source), name)
        elif line and not line.startswith("#") and trained:
            rows.append((line.split("\t", 1)[1], labels[cls]))
    return rows


def load(root, name, signal, view):
    rows = []
    for path in sorted(glob.glob(f"{root}/audit/corpus/tuning/*.json")):
        for entry in json.load(open(path, encoding="utf-8")):
            if not trains(batch(entry["id"]), name):
                continue
            text = seen(entry, view)
            if text is not None:
                rows.append((entry["id"], text, signal in entry["signals"]))
    return rows


def fit(texts, labels, C, extra=()):
    """The model of `texts` and `labels`, with the `extra` (text, label) rows at
    CATALOG_WEIGHT each."""
    texts = list(texts) + [t for t, _ in extra]
    weights = np.concatenate([np.ones(len(labels)), np.full(len(extra), CATALOG_WEIGHT)])
    labels = np.concatenate([np.asarray(labels, dtype=bool), np.array([l for _, l in extra], dtype=bool)])
    tf = counts(texts)
    idf = idf_of(tf)
    x = tf.multiply(idf).tocsr()
    norms = np.sqrt(x.multiply(x).sum(1)).A1
    norms[norms == 0] = 1
    x = sp.diags(1 / norms) @ x
    model = LogisticRegression(C=C, max_iter=5000, class_weight="balanced").fit(x, labels, sample_weight=weights)
    return Quantised(model.coef_[0], model.intercept_[0], idf)


def batch(entry_id):
    m = re.match(r"t(\d+)-", entry_id)
    return int(m.group(1)) if m else 0


def before(root):
    """What the patterns of the build before each commit that brought tuning batches in
    reported on them (`before/<commit>.json`), by batch: the batches the commit brought in
    (left out of training together) and, by text id, the signals reported."""
    dumps = {}
    for path in glob.glob(f"{root}/audit/model/before/*.json"):
        dump = json.load(open(path, encoding="utf-8"))
        reported = {e["id"]: set(e["reported"]) for e in dump["texts"]}
        for b in dump["batches"]:
            dumps[b] = (min(dump["batches"]), reported)
    return dumps


def out_of_batch(dumps, rows, C, extra=()):
    """Each text's score by a model trained without its batch (and the batches brought in
    with it), and with the `extra` (text, label) rows always (the catalog's)."""
    texts = [r[1] for r in rows]
    labels = np.array([r[2] for r in rows])
    groups = np.array([dumps.get(batch(r[0]), (batch(r[0]),))[0] for r in rows])
    scores = np.zeros(len(rows))
    for g in sorted(set(groups)):
        held = groups == g
        model = fit([t for t, h in zip(texts, held) if not h], labels[~held], C, extra)
        scores[held] = [model.score(t) for t, h in zip(texts, held) if h]
    return labels, scores


def rates(found, labels):
    tp = (found & labels).sum()
    return tp / max(labels.sum(), 1), tp / max(found.sum(), 1)


def figures(found, labels):
    recall, precision = rates(found, labels)
    return f"{recall:.1%} / {precision:.1%}"


# A pair may cost at most this much of the patterns' precision: the issue asks for both
# recall and precision, and a pair that buys recall with more precision than this is
# refused. Pairs within NEAR of the best F1 are not told apart by these texts (half a point
# is about four of some 900): of them the one whose model reports least on its own (the
# highest add, then the highest veto) is taken, as a model's add near its threshold is
# where it errs (a fixture's "... syntax error. Retry with another filter." scored 0.71 as
# giving no next step). Both chosen on the tuning part and the test fixture.
PRECISION_GIVEN = 0.02
NEAR = 0.005
# The adds a pair may have (1.01: the model adds nothing). The grid started at 0.6 until
# 2026-12-01 (the fourth session), when the guard verdicts' model, alone at 0.3, read more
# of the tuning part's verdicts than the patterns at full precision; held-out batches AC
# and AE measured what the wider grid chose (`README.md`).
ADDS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01)
# The least add a reader's pair may have where the grid's lower adds failed the test
# fixture. The path reader: trained on batches 35 to 40 (since reverted), the grid chose add
# 0.3 (89.2% / 92.1% on the batches' texts, against 83.8% / 97.3% at 0.7), and at 0.3 it
# read a clean fixture's "A note path must stay among the notes. Call open_note with a
# relative path." (no path in it) as a path detail at 0.40, grading a well-behaved server D
# (`audit-cli/tests/crash.rs`); its in-sample path precision fell from 98% to 93%. The same
# add was turned down for the same reason once before (held-out batch AE, `audit/README.md`).
MIN_ADD = {"path": 0.7}


def fresh(dumps, rows, labels, scores, name):
    """The patterns of the build before a batch was tuned on (`before/<commit>.json`, what
    that build reported for the batch's texts), beside the model trained without the batch:
    the nearest the tuning part comes to text neither has read. Each rule the audit can
    combine them by: a pattern's finding kept unless the model scores under `veto`, or the
    model's own at `add` or more. The pair chosen: of those that keep the precision within
    PRECISION_GIVEN of the patterns' and come within NEAR of the best F1, the highest add,
    then veto; no add under the reader's MIN_ADD."""
    signal = MODELS[name][0]
    keep = np.array([batch(r[0]) in dumps for r in rows])
    pat = np.array([k and signal in dumps[batch(r[0])][1][r[0]] for r, k in zip(rows, keep)])
    labels, pat, scores = labels[keep], pat[keep], scores[keep]
    print(f"  batches {sorted(dumps)}, {keep.sum()} texts: patterns {figures(pat, labels)}")
    floor = rates(pat, labels)[1] - PRECISION_GIVEN
    pairs = []
    for veto in (0.0, 0.1, 0.2, 0.3):
        cells = []
        for add in (a for a in ADDS if a >= MIN_ADD.get(name, 0)):
            found = (pat & (scores >= veto)) | (scores >= add)
            recall, precision = rates(found, labels)
            f1 = 2 * recall * precision / max(recall + precision, 1e-9)
            if precision >= floor:
                pairs.append((f1, veto, add, figures(found, labels)))
            cells.append(f"add {add}: {figures(found, labels)}")
        print(f"  veto {veto}: " + " | ".join(cells))
    best = max(p[0] for p in pairs)
    f1, veto, add, shown = max((p for p in pairs if p[0] >= best - NEAR), key=lambda p: (p[2], p[1]))
    print(f"  chosen: veto {veto}, add {add}: {shown} (F1 {f1:.3f}; the best {best:.3f})")


def main():
    root = "."
    if "--folds" in sys.argv or "--fresh" in sys.argv:
        dumps = before(root)
        only = [a.split("=", 1)[1] for a in sys.argv if a.startswith("--only=")]
        for name, (signal, C, view) in MODELS.items():
            if only and name not in only:
                continue
            rows = load(root, name, signal, view)
            labels, scores = out_of_batch(dumps, rows, C, catalog(root, name))
            print(f"{name} ({len(rows)} texts, {labels.sum()} labeled {signal}), leave one batch out:")
            for threshold in (0.1, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9):
                print(f"  model at {threshold}: {figures(scores >= threshold, labels)}")
            if "--fresh" in sys.argv:
                fresh(dumps, rows, labels, scores, name)
        return
    parity = []
    for name, (signal, C, view) in MODELS.items():
        rows = load(root, name, signal, view)
        extra = catalog(root, name)
        texts = [r[1] for r in rows]
        labels = np.array([r[2] for r in rows])
        model = fit(texts, labels, C, extra)
        with open(f"{root}/audit-cli/src/model/{name}.bin", "wb") as out:
            out.write(model.bytes())
        picks = [t for i, t in enumerate(texts) if i % 97 == 0][:24]
        picks += ["", "   ", "Ünïcödé ΣΑΣ İstanbul 東京 🚀 twaudit-1a2b3c4d", "a\x1cb\u3000c d\x85e"]
        parity += [{"model": name, "text": t, "score": model.score(t)} for t in picks]
        print(f"{name}: {len(rows)} texts ({labels.sum()} labeled {signal}) and {len(extra)} catalog fragments; wrote {name}.bin")
    with open(f"{root}/audit-cli/src/model/parity.json", "w", encoding="utf-8") as out:
        json.dump(parity, out, ensure_ascii=False, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
