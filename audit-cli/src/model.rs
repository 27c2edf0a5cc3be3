//! Learned readers of four signals, beside the patterns of [`toolwright::audit::text`]:
//! policy boundaries, auth failures, failures that give no next step, and upstream text.
//!
//! The patterns recognise a signal by its wording and by a few sentence shapes; on text
//! written after they were tuned they find much less (`audit/README.md`). Each reader here
//! is a logistic regression over hashed character runs, trained on the tuning corpus only by
//! `audit/model/train.py` (which says how to run it again), stored in `model/<name>.bin`,
//! and combined with the patterns by one rule ([`Reader::read`]): the patterns' finding
//! stands unless the model scores the text under the reader's `veto`, and the model adds its
//! own at `add` or more. Each pair was chosen on the tuning part only, never on the
//! held-out part (policy's on `train.py --folds`, each batch scored by a model trained
//! without it; the others' on `--fresh`, the same scores beside the patterns of the build
//! before the batch was brought in); the figures quoted below are those of the choice
//! itself, the held-out part's are in `audit/README.md`. A veto lets an answer's own words
//! drop a pattern's finding, so a server that pads a refusal could push one under it: the
//! readers measure how a failure is written, they are no defence against a server that
//! writes to evade them. Left out of the white-box audit
//! (`toolwright::audit`), which reads a variant's templates with the patterns alone, so that
//! servers depending on `toolwright` do not carry the models.
//!
//! Features, as the trainer computes them: the text lowercased and split on whitespace;
//! each word padded with a space on both sides; every run of 2 to 5 characters; each run
//! hashed (64-bit FNV-1a of its UTF-8 bytes, low [`Model::bits`] bits); per bucket 1 +
//! ln(count) times the bucket's idf, the vector scaled to unit length.

use std::collections::BTreeMap;
use std::sync::LazyLock;

/// A model and the two scores that combine it with the patterns.
pub struct Reader {
    model: LazyLock<Model>,
    /// Under this score a pattern's finding is dropped.
    veto: f64,
    /// From this score the model reports what the patterns did not.
    add: f64,
}

/// Policy boundaries: the model adds (at 0.7 a batch it did not see had 61% of its
/// policies found, 97% of the findings true; beside the patterns of the build before it,
/// 35% / 98% became 61% / 97%); it vetoes nothing (no veto raised precision there).
pub static POLICY: Reader = Reader {
    model: LazyLock::new(|| Model::whole(include_bytes!("model/policy.bin"))),
    veto: 0.0,
    add: 0.7,
};

/// Auth failures given as results: beside the patterns of the build before each batch,
/// 61% / 90% became 73% / 92% (the pair of the best F1 among those that raised both, with
/// each batch left out alone; with the batches one commit brought in left out together,
/// 0.2 / 0.7 is ahead by a fifth of a point of F1, and the choice was kept).
pub static AUTH: Reader = Reader {
    model: LazyLock::new(|| Model::whole(include_bytes!("model/auth.bin"))),
    veto: 0.3,
    add: 0.7,
};

/// Failures that give no next step: beside the patterns of the build before each batch,
/// 91% / 73% became 94% / 77% (the same choice).
pub static GUIDANCE: Reader = Reader {
    model: LazyLock::new(|| Model::whole(include_bytes!("model/guidance.bin"))),
    veto: 0.1,
    add: 0.8,
};

/// Upstream text passed on: beside the patterns of the build before each batch, 85% / 97%
/// became 87% / 97% (the same choice; those batches hold few upstream texts).
pub static UPSTREAM: Reader = Reader {
    model: LazyLock::new(|| Model::whole(include_bytes!("model/upstream.bin"))),
    veto: 0.1,
    add: 0.8,
};

impl Reader {
    /// What the audit reports for an answer, given what the patterns `found`: their
    /// finding unless the model scores `text` (what it reads of the answer) under the veto,
    /// else the model's own from its add score, with the sentence of `quoted` (the answer as
    /// shown) it scores highest as evidence ("model 0.83: ...").
    pub fn read(&self, text: &str, quoted: &str, found: Option<String>) -> Option<String> {
        let score = self.model.score(text);
        if found.is_some() && score >= self.veto {
            return found;
        }
        if score < self.add {
            return None;
        }
        let best = quoted
            .split(['.', ';', '!', '?', '\n', '。'])
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| (self.model.score(s), s))
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map_or(quoted.trim(), |(_, s)| s);
        let excerpt: String = best.chars().take(120).collect();
        Some(format!("model {score:.2}: {excerpt}"))
    }
}

/// The stored model: a header (`TWPM`, version, bits, bias, the two scales), then one i8
/// per bucket (its weight times its idf) and one u8 per bucket (its idf).
struct Model {
    bits: u32,
    bias: f64,
    weight_scale: f64,
    idf_scale: f64,
    weights: &'static [u8],
    idf: &'static [u8],
}

impl Model {
    /// A model built in; its file is checked by the tests below.
    fn whole(bytes: &'static [u8]) -> Model {
        Model::read(bytes).expect("a model built in is whole")
    }

    fn read(bytes: &'static [u8]) -> Option<Model> {
        let (head, rest) = bytes.split_at_checked(24)?;
        let word = |i: usize| <[u8; 4]>::try_from(&head[i..i + 4]).ok();
        let float = |i: usize| word(i).map(|w| f64::from(f32::from_le_bytes(w)));
        if &head[..4] != b"TWPM" || u32::from_le_bytes(word(4)?) != 1 {
            return None;
        }
        let bits = u32::from_le_bytes(word(8)?);
        if bits > 24 {
            return None;
        }
        let buckets = 1usize << bits;
        if rest.len() != buckets.checked_mul(2)? {
            return None;
        }
        let (weights, idf) = rest.split_at(buckets);
        Some(Model {
            bits,
            bias: float(12)?,
            weight_scale: float(16)?,
            idf_scale: float(20)?,
            weights,
            idf,
        })
    }

    /// The probability the model gives that `text` shows its signal. The buckets are
    /// summed in their order, so that one text scores the same to the last bit every time
    /// (a hash map's order changes from one map to the next).
    fn score(&self, text: &str) -> f64 {
        let mask = (1u64 << self.bits) - 1;
        let mut counts: BTreeMap<usize, u32> = BTreeMap::new();
        let lower = text.to_lowercase();
        let mut run = String::new();
        for word in lower.split_whitespace() {
            let padded: Vec<char> = std::iter::once(' ')
                .chain(word.chars())
                .chain(std::iter::once(' '))
                .collect();
            for n in 2..=5 {
                for window in padded.windows(n) {
                    run.clear();
                    run.extend(window);
                    let bucket = usize::try_from(fnv1a(run.as_bytes()) & mask)
                        .expect("a bucket fits a usize");
                    *counts.entry(bucket).or_default() += 1;
                }
            }
        }
        let (mut sum, mut norm) = (0.0, 0.0);
        for (&bucket, &count) in &counts {
            let tf = 1.0 + f64::from(count).ln();
            let weight = f64::from(self.weights[bucket] as i8) * self.weight_scale;
            sum += tf * weight;
            let x = tf * f64::from(self.idf[bucket]) * self.idf_scale;
            norm += x * x;
        }
        let z = self.bias + if norm > 0.0 { sum / norm.sqrt() } else { 0.0 };
        1.0 / (1.0 + (-z).exp())
    }
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The trainer's own scores of a few texts per model (`model/parity.json`, written with
    /// the models): the features and the arithmetic here are the trainer's.
    #[test]
    fn scores_match_the_trainers_to_the_fourth_decimal() {
        let parity: Vec<serde_json::Value> =
            serde_json::from_str(include_str!("model/parity.json")).unwrap();
        let readers = [
            ("policy", &POLICY),
            ("auth", &AUTH),
            ("guidance", &GUIDANCE),
            ("upstream", &UPSTREAM),
        ];
        for case in &parity {
            let name = case["model"].as_str().unwrap();
            assert!(readers.iter().any(|(n, _)| *n == name), "{name} is read");
        }
        for (name, reader) in readers {
            let cases: Vec<_> = parity.iter().filter(|c| c["model"] == name).collect();
            assert!(cases.len() > 20, "{name}: {} cases", cases.len());
            for case in cases {
                let text = case["text"].as_str().unwrap();
                let expected = case["score"].as_f64().unwrap();
                let got = reader.model.score(text);
                assert!(
                    (got - expected).abs() < 1e-4,
                    "{name}: {got} != {expected}: {text}"
                );
            }
        }
    }

    #[test]
    fn a_damaged_model_is_refused() {
        for good in [
            &include_bytes!("model/policy.bin")[..],
            include_bytes!("model/auth.bin"),
            include_bytes!("model/guidance.bin"),
            include_bytes!("model/upstream.bin"),
        ] {
            assert!(Model::read(good).is_some());
            assert!(Model::read(&good[..100]).is_none());
            let short: &'static [u8] = good[..good.len() - 1].to_vec().leak();
            assert!(Model::read(short).is_none());
        }
    }

    /// The combining rule on a reader whose scores are known: a pattern's finding kept from
    /// the veto up, dropped under it; the model's own reported from the add score, with its
    /// score and sentence, and nothing under it.
    #[test]
    fn a_finding_stands_from_the_veto_and_the_model_adds_from_its_score() {
        let text = "Only members of the finance group may export ledgers.";
        let score = POLICY.model.score(text);
        let reader = |veto: f64, add: f64| Reader {
            model: LazyLock::new(|| Model::whole(include_bytes!("model/policy.bin"))),
            veto,
            add,
        };
        let found = || Some("pattern".to_owned());
        assert_eq!(
            reader(score, 2.0).read(text, text, found()).as_deref(),
            Some("pattern")
        );
        assert_eq!(reader(score + 1e-9, 2.0).read(text, text, found()), None);
        assert_eq!(reader(0.0, score + 1e-9).read(text, text, None), None);
        let added = reader(0.0, score).read(text, text, None).unwrap();
        assert_eq!(
            added,
            format!("model {score:.2}: {}", text.trim_end_matches('.'))
        );
        assert_eq!(
            reader(score + 1e-9, score)
                .read(text, text, found())
                .as_deref(),
            Some(added.as_str()),
            "a vetoed pattern's finding gives way to the model's own when it adds"
        );
    }
}
