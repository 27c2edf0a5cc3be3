//! How frameworks word a validation failure in every language they ship: the literal parts
//! of Django REST framework's, Django's, ajv-i18n's and zod's translated messages
//! (`catalog.txt`, written by `audit/catalogs/extract.py` from the libraries themselves).
//!
//! Word lists written from a corpus's misses read that corpus and little else; a
//! framework's catalog is what a real server prints, in Catalan as in Thai. Each message
//! keeps its English wording and its class: a `rule` (what the argument must be: a next
//! step, and validation wording) or a `validation` (only that the value is not valid). The
//! tests hold each English wording to the same reading by the English rules, so that a
//! translation is read as its original is.

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

const CATALOG: &str = include_str!("catalog.txt");

/// A message's class in `catalog.txt`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    Rule,
    Validation,
}

/// Each fragment with its class and its message's English wording.
fn entries() -> impl Iterator<Item = (Class, &'static str, &'static str)> {
    let mut current = (Class::Validation, "");
    CATALOG.lines().filter_map(move |line| {
        if line.starts_with('#') || line.is_empty() {
            return None;
        }
        if let Some(header) = line.strip_prefix("= ") {
            let mut fields = header.splitn(3, '\t');
            let class = match fields.next() {
                Some("rule") => Class::Rule,
                Some("validation") => Class::Validation,
                other => panic!("catalog.txt: unknown class {other:?}"),
            };
            current = (class, fields.nth(1).unwrap_or_default());
            return None;
        }
        let (_lang, fragment) = line.split_once('\t')?;
        Some((current.0, current.1, fragment))
    })
}

struct Automata {
    /// Fragments of messages that state a rule.
    rules: AhoCorasick,
    /// Fragments of every message (a rule's wording is validation wording too).
    all: AhoCorasick,
}

static AUTOMATA: LazyLock<Automata> = LazyLock::new(|| {
    let build = |keep: fn(Class) -> bool| {
        let fragments = entries()
            .filter(|(class, ..)| keep(*class))
            .map(|(.., f)| f);
        AhoCorasick::new(fragments).expect("catalog.txt's fragments build an automaton")
    };
    Automata {
        rules: build(|class| class == Class::Rule),
        all: build(|_| true),
    }
});

/// A text as `extract.py` wrote the fragments: lowercased, curly apostrophes straight, each
/// run of whitespace one space.
fn normal(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for ch in text.chars() {
        if ch.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
        }
        space = false;
        match ch {
            '\u{2018}' | '\u{2019}' => out.push('\''),
            _ => out.extend(ch.to_lowercase()),
        }
    }
    out
}

/// Whether a text states a rule in a framework's translated words ("Stellen Sie sicher,
/// dass dieser Wert kleiner oder gleich 100 ist.", "toto pole je vyžadováno").
pub(super) fn states_rule(text: &str) -> bool {
    AUTOMATA.rules.is_match(&normal(text))
}

/// Whether a text words a validation failure as a framework's catalog does, in any of its
/// languages ("«x» no es una elección válida.", "無効な値です。").
pub(super) fn validation_wording(text: &str) -> bool {
    AUTOMATA.all.is_match(&normal(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A message's English wording with its placeholders filled, as a server prints it.
    fn filled(english: &str) -> String {
        let placeholder = regex::Regex::new(r"\{[a-z_]+\}|%\([a-z_]+\)[sdr]|QQ[ZY]|7777").unwrap();
        placeholder.replace_all(english, "10").into_owned()
    }

    #[test]
    fn each_translated_message_is_read_as_the_english_rules_read_its_original() {
        let mut headers: Vec<(Class, &str)> = entries().map(|(c, e, _)| (c, e)).collect();
        headers.dedup();
        assert!(
            headers.len() > 50,
            "catalog.txt lists {} messages",
            headers.len()
        );
        let mut misread = Vec::new();
        for (class, english) in headers {
            let text = filled(english);
            if !super::super::reads_as_validation(&text) {
                misread.push(format!("not validation wording: {text}"));
            }
            if super::super::gives_guidance(&text) != (class == Class::Rule) {
                misread.push(format!("{class:?}, guidance read the other way: {text}"));
            }
        }
        assert!(misread.is_empty(), "{misread:#?}");
    }

    #[test]
    fn frameworks_translated_rules_give_a_next_step() {
        for text in [
            // Django REST framework, German and Czech, as its JSON error body.
            r#"{"limit": ["Stelle sicher, dass dieser Wert kleiner oder gleich 100 ist."]}"#,
            r#"{"name": ["Toto pole je vyžadováno."]}"#,
            // The same body in English, read by the English rules.
            r#"{"limit": ["Ensure this value is less than or equal to 100."]}"#,
            // ajv-i18n, Russian; zod 4, French.
            "/name должно быть не длиннее, чем 64 символов",
            "Trop grand : nombre doit être <=100",
        ] {
            assert!(super::super::gives_guidance(text), "{text}");
            assert!(super::super::reads_as_validation(text), "{text}");
        }
    }

    #[test]
    fn a_catalogs_common_words_alone_state_no_rule() {
        for text in [
            "La valeur du champ a été enregistrée, mais le serveur a échoué.",
            "Il valore non è stato salvato.",
            "Der Wert wurde nicht gefunden.",
        ] {
            assert!(!states_rule(text), "{text}");
            assert!(!validation_wording(text), "{text}");
        }
    }

    #[test]
    fn normalising_folds_case_apostrophes_and_whitespace() {
        assert_eq!(
            normal("  L\u{2019}Entrée\u{a0}\n EST  Vide "),
            "l'entrée est vide"
        );
    }
}
