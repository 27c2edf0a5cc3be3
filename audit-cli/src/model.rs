//! A learned reader of policy boundaries, beside the patterns of [`toolwright::audit::text`].
//!
//! The patterns recognise a policy by its wording and by a few sentence shapes; on text
//! written after they were tuned they find about half (`audit/README.md`). This reader is a
//! logistic regression over hashed character runs, trained on the tuning corpus only by
//! `audit/model/train.py` (which says how to run it again), and stored in
//! `model/policy.bin`. It scores a failure's text; a score at [`THRESHOLD`] or above is a
//! policy's boundary. Left out of the white-box audit (`toolwright::audit`), which reads a
//! variant's templates with the patterns alone, so that servers depending on `toolwright` do
//! not carry the model.
//!
//! Features, as the trainer computes them: the text lowercased and split on whitespace;
//! each word padded with a space on both sides; every run of 2 to 5 characters; each run
//! hashed (64-bit FNV-1a of its UTF-8 bytes, low [`Model::bits`] bits); per bucket 1 +
//! ln(count) times the bucket's idf, the vector scaled to unit length.

use std::collections::HashMap;
use std::sync::LazyLock;

/// The score from which a failure's text is read as a policy's boundary: chosen on the
/// tuning corpus by leaving each batch out of training in turn (at 0.7 the model alone finds
/// 61% of the policies of the batch it did not see, 97% of its findings true; with the
/// patterns, 87% and 95%), never on the held-out part.
pub const THRESHOLD: f64 = 0.7;

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

static MODEL: LazyLock<Model> = LazyLock::new(|| {
    Model::read(include_bytes!("model/policy.bin")).expect("the policy model built in is whole")
});

impl Model {
    fn read(bytes: &'static [u8]) -> Option<Model> {
        let (head, rest) = bytes.split_at_checked(24)?;
        let word = |i: usize| <[u8; 4]>::try_from(&head[i..i + 4]).ok();
        let float = |i: usize| word(i).map(|w| f64::from(f32::from_le_bytes(w)));
        if &head[..4] != b"TWPM" || u32::from_le_bytes(word(4)?) != 1 {
            return None;
        }
        let bits = u32::from_le_bytes(word(8)?);
        let buckets = 1usize.checked_shl(bits)?;
        if rest.len() != 2 * buckets {
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

    /// The probability the model gives that `text` spells out a policy's boundary.
    fn score(&self, text: &str) -> f64 {
        let mask = (1u64 << self.bits) - 1;
        let mut counts: HashMap<usize, u32> = HashMap::new();
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

/// A failure's text read as a policy's boundary by the model, with the sentence it scores
/// highest as evidence ("model 0.83: ..."); `None` under [`THRESHOLD`].
pub fn policy(text: &str) -> Option<String> {
    let score = MODEL.score(text);
    if score < THRESHOLD {
        return None;
    }
    let best = text
        .split(['.', ';', '!', '?', '\n', '。'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| (MODEL.score(s), s))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map_or(text.trim(), |(_, s)| s);
    let excerpt: String = best.chars().take(120).collect();
    Some(format!("model {score:.2}: {excerpt}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The trainer's own scores of a few texts (`model/parity.json`, written with the
    /// model): the features and the arithmetic here are the trainer's.
    #[test]
    fn scores_match_the_trainers_to_the_fourth_decimal() {
        let parity: Vec<serde_json::Value> =
            serde_json::from_str(include_str!("model/parity.json")).unwrap();
        assert!(parity.len() > 20);
        for case in parity {
            let text = case["text"].as_str().unwrap();
            let expected = case["score"].as_f64().unwrap();
            let got = MODEL.score(text);
            assert!((got - expected).abs() < 1e-4, "{got} != {expected}: {text}");
        }
    }

    #[test]
    fn a_damaged_model_is_refused() {
        let good = include_bytes!("model/policy.bin");
        assert!(Model::read(good).is_some());
        assert!(Model::read(&good[..100]).is_none());
        let short: &'static [u8] = good[..good.len() - 1].to_vec().leak();
        assert!(Model::read(short).is_none());
    }
}
