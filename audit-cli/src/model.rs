//! Learned readers of six signals, beside the patterns of [`toolwright::audit::text`]:
//! policy boundaries, auth failures, failures that give no next step, upstream text, path
//! details and guard verdicts (suspected prompt injection).
//!
//! The patterns recognise a signal by its wording and by a few sentence shapes; on text
//! written after they were tuned they find much less (`audit/README.md`). Each reader here
//! is a logistic regression over hashed character runs, trained on the tuning corpus only by
//! `audit/model/train.py` (which says how to run it again), stored in `model/<name>.bin`,
//! and combined with the patterns by one rule ([`Reader::read`]): the patterns' finding
//! stands unless the model scores the text under the reader's `veto`, and the model adds its
//! own at `add` or more. Each pair was chosen on the tuning part, by `train.py --fresh`:
//! each batch scored by a model trained without it, beside what the patterns of the build
//! before the batch was brought in reported on it (text neither side had read); of the
//! pairs that cost at most two points of the patterns' precision there and come within half
//! a point of the best F1, the one whose model reports least on its own (the highest add,
//! then veto), and no path add under 0.7 (`train.py`'s `MIN_ADD`: lower, the path reader
//! read a clean fixture's rule as a path detail). The figures quoted below are those of the
//! choice itself (batches 10 and 13 to 19); the auth, guidance, upstream and path readers were
//! trained since on tuning batches 35 to 40, and the auth and path readers on 41 to 43, with
//! their pairs held, not chosen again (`train.py`'s `TRAINS`). The held-out part's figures,
//! and how often it was looked at, are in `audit/README.md` and `audit/model/README.md`.
//! A veto lets an answer's own words drop a pattern's finding,
//! so a server that pads a refusal could push one under it: the readers measure how a
//! failure is written, they are no defence against a server that writes to evade them.
//! Left out of the white-box audit (`toolwright::audit`), which reads a variant's templates
//! with the patterns alone, so that servers depending on `toolwright` do not carry the
//! models.
//!
//! Features, as the trainer computes them: the text lowercased and split on whitespace;
//! each word padded with a space on both sides; every run of 2 to 5 characters; each run
//! hashed (64-bit FNV-1a of its UTF-8 bytes, low [`BITS`] bits); per bucket 1 +
//! ln(count) times the bucket's idf, the vector scaled to unit length.

use std::collections::BTreeMap;
use std::sync::OnceLock;

/// A model (its file, read on first use) and the two scores that combine it with the
/// patterns.
pub struct Reader {
    file: &'static [u8],
    model: OnceLock<Model>,
    /// Under this score a pattern's finding is dropped.
    veto: f64,
    /// From this score the model reports what the patterns did not.
    add: f64,
}

/// Policy boundaries: beside the patterns of the build before each batch, 38.8% / 91.2%
/// became 59.1% / 89.7% (tuning batches 10 and 13 to 25 but 20, each scored by a model
/// trained without it; `audit/model/README.md`).
pub static POLICY: Reader = Reader {
    file: include_bytes!("model/policy.bin"),
    model: OnceLock::new(),
    veto: 0.3,
    add: 0.7,
};

/// Auth failures given as results: 58.5% / 90.7% became 67.5% / 92.2%.
pub static AUTH: Reader = Reader {
    file: include_bytes!("model/auth.bin"),
    model: OnceLock::new(),
    veto: 0.3,
    add: 0.7,
};

/// Failures that give no next step: 90.3% / 76.7% became 89.3% / 84.0% (tuning batches 10
/// and 13 to 29; the pair chosen again on them, 2026-12-01: it was 0.1 / 0.9).
pub static GUIDANCE: Reader = Reader {
    file: include_bytes!("model/guidance.bin"),
    model: OnceLock::new(),
    veto: 0.2,
    add: 0.9,
};

/// Upstream text passed on: 78.7% / 98.2% became 86.0% / 97.4%; it vetoes nothing.
pub static UPSTREAM: Reader = Reader {
    file: include_bytes!("model/upstream.bin"),
    model: OnceLock::new(),
    veto: 0.0,
    add: 0.7,
};

/// Path details in a failure: 61.3% / 90.2% became 73.3% / 94.8%.
pub static PATH: Reader = Reader {
    file: include_bytes!("model/path.bin"),
    model: OnceLock::new(),
    veto: 0.2,
    add: 0.7,
};

/// A guard's verdict (suspected prompt injection) given as a result: beside the patterns
/// of the build before each batch (tuning batches 10 and 13 to 30), 51.1% / 98.0% became
/// 64.2% / 97.6%. The only reader whose add is under 0.6 (the grid reaches down to 0.3,
/// `train.py`'s `ADDS`), and the only one trained on batch 30 (`train.py`'s `TRAINS`).
pub static INJECTION: Reader = Reader {
    file: include_bytes!("model/injection.bin"),
    model: OnceLock::new(),
    veto: 0.1,
    add: 0.4,
};

impl Reader {
    /// The model, read from its file on first use; its file is checked by the tests below.
    fn model(&self) -> &Model {
        self.model.get_or_init(|| Model::whole(self.file))
    }

    /// What the audit reports for an answer, given what the patterns `found`: their
    /// finding unless the model scores `text` (the features of what it reads of the answer)
    /// under the veto, else the model's own from its add score, with the sentence of
    /// `quoted` (the answer as shown) it scores highest as evidence ("model 0.83: ...").
    pub fn read(&self, text: &Features, quoted: &str, found: Option<String>) -> Option<String> {
        let score = self.model().score(text);
        if found.is_some() && score >= self.veto {
            return found;
        }
        if score < self.add {
            return None;
        }
        let best = sentences(quoted)
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| (self.model().score(&Features::of(s)), s))
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map_or(quoted.trim(), |(_, s)| s);
        let excerpt: String = best.chars().take(120).collect();
        Some(format!("model {score:.2}: {excerpt}"))
    }
}

/// `text`'s sentences: split at a line break, at `。`, and at `.`, `;`, `!` or `?` before a
/// space or the end, so that a path's or a version's dots (`/etc/passwd`, `2.3.0`) stay in
/// their sentence.
fn sentences(text: &str) -> impl Iterator<Item = &str> {
    let mut chars = text.char_indices().peekable();
    let mut from = 0;
    std::iter::from_fn(move || {
        while let Some((i, c)) = chars.next() {
            let next = chars.peek().map(|&(_, n)| n);
            let ends = matches!(c, '\n' | '。')
                || (matches!(c, '.' | ';' | '!' | '?') && next.is_none_or(char::is_whitespace));
            if ends {
                let sentence = &text[from..i];
                from = i + c.len_utf8();
                return Some(sentence);
            }
        }
        (from < text.len()).then(|| {
            let rest = &text[from..];
            from = text.len();
            rest
        })
    })
}

/// The bits of a bucket: every model is trained on features of this width
/// (`train.py`'s `BITS`), so one text's features serve them all.
const BITS: u32 = 17;

/// A text's features, computed once and scored by every reader: each bucket it fills and
/// how many runs fell in it, in the buckets' order (summed in that order, one text scores
/// the same to the last bit every time).
pub struct Features(Vec<(usize, u32)>);

impl Features {
    pub fn of(text: &str) -> Features {
        let mask = (1u64 << BITS) - 1;
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
        Features(counts.into_iter().collect())
    }
}

/// The stored model: a header (`TWPM`, version, bits, bias, the two scales), then one i8
/// per bucket (its weight times its idf) and one u8 per bucket (its idf).
struct Model {
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
        if u32::from_le_bytes(word(8)?) != BITS {
            return None;
        }
        let buckets = 1usize << BITS;
        if rest.len() != buckets.checked_mul(2)? {
            return None;
        }
        let (weights, idf) = rest.split_at(buckets);
        Some(Model {
            bias: float(12)?,
            weight_scale: float(16)?,
            idf_scale: float(20)?,
            weights,
            idf,
        })
    }

    /// The probability the model gives that the text of `features` shows its signal.
    fn score(&self, features: &Features) -> f64 {
        let (mut sum, mut norm) = (0.0, 0.0);
        for &(bucket, count) in &features.0 {
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

    /// Every reader, by the name the trainer gives its model.
    const READERS: [(&str, &Reader); 6] = [
        ("policy", &POLICY),
        ("auth", &AUTH),
        ("guidance", &GUIDANCE),
        ("upstream", &UPSTREAM),
        ("path", &PATH),
        ("injection", &INJECTION),
    ];

    /// The trainer's own scores of a few texts per model (`model/parity.json`, written with
    /// the models): the features and the arithmetic here are the trainer's.
    #[test]
    fn scores_match_the_trainers_to_the_fourth_decimal() {
        let parity: Vec<serde_json::Value> =
            serde_json::from_str(include_str!("model/parity.json")).unwrap();
        for case in &parity {
            let name = case["model"].as_str().unwrap();
            assert!(READERS.iter().any(|(n, _)| *n == name), "{name} is read");
        }
        for (name, reader) in READERS {
            let cases: Vec<_> = parity.iter().filter(|c| c["model"] == name).collect();
            assert!(cases.len() > 20, "{name}: {} cases", cases.len());
            for case in cases {
                let text = case["text"].as_str().unwrap();
                let expected = case["score"].as_f64().unwrap();
                let got = reader.model().score(&Features::of(text));
                assert!(
                    (got - expected).abs() < 1e-4,
                    "{name}: {got} != {expected}: {text}"
                );
            }
        }
    }

    #[test]
    fn sentences_end_at_a_stop_before_a_space_not_at_a_paths_dots() {
        let text =
            "Path ../x/etc/passwd.txt is outside /srv/v2.3. Use a relative one! Why?\nNext。last";
        assert_eq!(
            sentences(text).collect::<Vec<_>>(),
            [
                "Path ../x/etc/passwd.txt is outside /srv/v2.3",
                " Use a relative one",
                " Why",
                "",
                "Next",
                "last"
            ]
        );
        assert_eq!(sentences("").count(), 0);
        assert_eq!(sentences("Done.").collect::<Vec<_>>(), ["Done"]);
        assert_eq!(
            sentences("Größe überschritten!").collect::<Vec<_>>(),
            ["Größe überschritten"]
        );
    }

    #[test]
    fn a_damaged_model_is_refused() {
        for (_, reader) in READERS {
            let good = reader.file;
            assert!(Model::read(good).is_some());
            assert!(Model::read(&good[..100]).is_none());
            // Another width, its length right for it: its buckets are not the features'.
            let mut narrow = good[..24].to_vec();
            narrow[8..12].copy_from_slice(&16u32.to_le_bytes());
            narrow.extend(std::iter::repeat_n(0u8, 2 << 16));
            assert!(Model::read(narrow.leak()).is_none());
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
        let features = Features::of(text);
        let score = POLICY.model().score(&features);
        let reader = |veto: f64, add: f64| Reader {
            file: POLICY.file,
            model: OnceLock::new(),
            veto,
            add,
        };
        let found = || Some("pattern".to_owned());
        assert_eq!(
            reader(score, 2.0).read(&features, text, found()).as_deref(),
            Some("pattern")
        );
        assert_eq!(
            reader(score + 1e-9, 2.0).read(&features, text, found()),
            None
        );
        assert_eq!(reader(0.0, score + 1e-9).read(&features, text, None), None);
        let added = reader(0.0, score).read(&features, text, None).unwrap();
        assert_eq!(
            added,
            format!("model {score:.2}: {}", text.trim_end_matches('.'))
        );
        assert_eq!(
            reader(score + 1e-9, score)
                .read(&features, text, found())
                .as_deref(),
            Some(added.as_str()),
            "a vetoed pattern's finding gives way to the model's own when it adds"
        );
    }
}
