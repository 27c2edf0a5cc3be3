"""Train the policy model the black-box audit reads beside its patterns (issue 43).

A logistic regression over hashed character n-grams, trained on the tuning corpus only
(`audit/corpus/tuning/*.json`; the held-out part is never read here). Writes
`audit-cli/src/model/policy.bin`, which `audit-cli/src/model.rs` reads, and
`audit-cli/src/model/parity.json`, scores of a few texts the Rust side must reproduce.

    python3 -m venv /tmp/twml && /tmp/twml/bin/pip install scikit-learn==1.9.1 numpy scipy
    /tmp/twml/bin/python audit/model/train.py            # from the repository's root
    /tmp/twml/bin/python audit/model/train.py --folds    # leave-one-batch-out figures

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
SIGNAL = "policy-enumeration"
C = 4.0
FNV_OFFSET, FNV_PRIME, MASK64 = 0xCBF29CE484222325, 0x100000001B3, (1 << 64) - 1


def fnv1a(data: bytes) -> int:
    h = FNV_OFFSET
    for byte in data:
        h = ((h ^ byte) * FNV_PRIME) & MASK64
    return h


def buckets(text: str):
    mask = (1 << BITS) - 1
    for word in text.lower().split():
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


def load(root):
    rows = []
    for path in sorted(glob.glob(f"{root}/audit/corpus/tuning/*.json")):
        for entry in json.load(open(path, encoding="utf-8")):
            rows.append((entry["id"], entry["text"], SIGNAL in entry["signals"]))
    return rows


def fit(texts, labels):
    tf = counts(texts)
    idf = idf_of(tf)
    x = tf.multiply(idf).tocsr()
    norms = np.sqrt(x.multiply(x).sum(1)).A1
    norms[norms == 0] = 1
    x = sp.diags(1 / norms) @ x
    model = LogisticRegression(C=C, max_iter=5000, class_weight="balanced").fit(x, labels)
    return Quantised(model.coef_[0], model.intercept_[0], idf)


def batch(entry_id):
    m = re.match(r"t(\d+)-", entry_id)
    return int(m.group(1)) if m else 0


def main():
    root = "."
    rows = load(root)
    texts = [r[1] for r in rows]
    labels = np.array([r[2] for r in rows])
    if "--folds" in sys.argv:
        groups = np.array([batch(r[0]) for r in rows])
        scores = np.zeros(len(rows))
        for g in sorted(set(groups)):
            held = groups == g
            model = fit([t for t, h in zip(texts, held) if not h], labels[~held])
            scores[held] = [model.score(t) for t, h in zip(texts, held) if h]
        for threshold in (0.6, 0.7, 0.8):
            found = scores >= threshold
            tp = (found & labels).sum()
            print(f"threshold {threshold}: recall {tp / labels.sum():.1%}, "
                  f"precision {tp / max(found.sum(), 1):.1%} (leave one batch out)")
        return
    model = fit(texts, labels)
    with open(f"{root}/audit-cli/src/model/policy.bin", "wb") as out:
        out.write(model.bytes())
    picks = [t for i, t in enumerate(texts) if i % 97 == 0][:24]
    picks += ["", "   ", "Ünïcödé ΣΑΣ İstanbul 東京 🚀 twaudit-1a2b3c4d"]
    parity = [{"text": t, "score": model.score(t)} for t in picks]
    with open(f"{root}/audit-cli/src/model/parity.json", "w", encoding="utf-8") as out:
        json.dump(parity, out, ensure_ascii=False, indent=1)
        out.write("\n")
    print(f"{len(rows)} texts, {labels.sum()} labeled {SIGNAL}; wrote policy.bin and parity.json")


if __name__ == "__main__":
    main()
