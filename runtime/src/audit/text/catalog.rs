//! How frameworks word a validation failure, and a refusal of the caller, and how a
//! database words its errors, in every language they ship: the literal parts of Django REST
//! framework's, Django's, Hibernate Validator's, Symfony's, ajv-i18n's, zod's and
//! PostgreSQL's translated messages, and of three identity providers' refusals of the
//! caller (Keycloak's login theme, Auth0's Lock, Clerk's localizations) (`catalog.txt`,
//! written by `audit/catalogs/extract.py` from the libraries themselves).
//!
//! Word lists written from a corpus's misses read that corpus and little else; a
//! framework's catalog is what a real server prints, in Catalan as in Thai. Each message
//! keeps its English wording and its class: a `rule` (what the argument must be: a next
//! step, and validation wording), a `validation` (only that the value is not valid), an
//! `auth` refusal (the caller's credential or permission) or an `upstream` error (a
//! database's own). The tests hold each English wording to the same reading by the English
//! rules, so that a translation is read as its original is. The learned auth and guidance
//! readers are trained on the fragments too (`audit/model/train.py`).

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

const CATALOG: &str = include_str!("catalog.txt");

/// A message's class in `catalog.txt`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    Rule,
    Validation,
    Auth,
    Upstream,
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
                Some("auth") => Class::Auth,
                Some("upstream") => Class::Upstream,
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
    /// Fragments of validation messages (a rule's wording is validation wording too).
    validation: AhoCorasick,
    /// Fragments of refusals of the caller, and the fragments themselves (the evidence).
    auth: (AhoCorasick, Vec<&'static str>),
    /// Fragments of a database server's own errors, and the fragments themselves.
    upstream: (AhoCorasick, Vec<&'static str>),
}

static AUTOMATA: LazyLock<Automata> = LazyLock::new(|| {
    let all: Vec<_> = entries().collect();
    let fragments = |keep: fn(Class) -> bool| -> Vec<&'static str> {
        all.iter()
            .filter(|(class, ..)| keep(*class))
            .map(|&(.., f)| f)
            .collect()
    };
    let build = |fragments: &[&str]| {
        AhoCorasick::new(fragments).expect("catalog.txt's fragments build an automaton")
    };
    let auth = fragments(|class| class == Class::Auth);
    let upstream = fragments(|class| class == Class::Upstream);
    Automata {
        rules: build(&fragments(|class| class == Class::Rule)),
        validation: build(&fragments(|class| {
            matches!(class, Class::Rule | Class::Validation)
        })),
        auth: (build(&auth), auth),
        upstream: (build(&upstream), upstream),
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

/// Whether a text states a rule in a framework's translated words ("Stelle sicher, dass
/// dieser Wert kleiner oder gleich 100 ist.", "toto pole je vyžadováno").
pub(super) fn states_rule(text: &str) -> bool {
    AUTOMATA.rules.is_match(&normal(text))
}

/// Whether a text words a validation failure as a framework's catalog does, in any of its
/// languages ("«x» no es una elección válida.", "不正な値です。").
pub(super) fn validation_wording(text: &str) -> bool {
    AUTOMATA.validation.is_match(&normal(text))
}

/// A framework's own refusal of the caller's credential or permission, in its catalog's
/// words ("Sie sind nicht berechtigt, diese Aktion durchzuführen."): the fragment found, as
/// the catalog writes it.
pub(super) fn auth_refusal(text: &str) -> Option<String> {
    found(&AUTOMATA.auth, text)
}

/// A database server's own error in its translated catalog's words, as a tool passes it on
/// ("la sintaxis de entrada no es válida para tipo integer", "llave duplicada viola
/// restricción de unicidad"): the fragment found, as the catalog writes it.
pub(super) fn database_error(text: &str) -> Option<String> {
    found(&AUTOMATA.upstream, text)
}

fn found((automaton, fragments): &(AhoCorasick, Vec<&'static str>), text: &str) -> Option<String> {
    let found = automaton.find(&normal(text))?;
    Some(fragments[found.pattern().as_usize()].to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A message's English wording with its placeholders filled, as a server prints it.
    fn filled(english: &str) -> String {
        let placeholder =
            regex::Regex::new(r"\{[a-z_]+\}|%\([a-z_]+\)[sdr]|%[sdu]|QQ[ZY]|7777").unwrap();
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
            let validation = matches!(class, Class::Rule | Class::Validation);
            if validation && !super::super::reads_as_validation(&text) {
                misread.push(format!("not validation wording: {text}"));
            }
            if class == Class::Upstream {
                if super::super::upstream_text(&text).is_none() {
                    misread.push(format!("not upstream text: {text}"));
                }
                continue;
            }
            if class == Class::Auth {
                if super::super::auth_wording(&text).is_none() {
                    misread.push(format!("not an auth failure: {text}"));
                }
                continue;
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
    fn frameworks_translated_refusals_of_the_caller_are_auth_failures() {
        for (text, found) in [
            (
                r#"{"detail": "Sie sind nicht berechtigt, diese Aktion durchzuführen."}"#,
                "sie sind nicht berechtigt, diese aktion durchzuführen",
            ),
            (
                "Las credenciales de autenticación no se proveyeron.",
                "las credenciales de autenticación no se proveyeron",
            ),
            // Identity providers': Auth0's Lock, Keycloak's login theme.
            ("L'utilisateur est bloqué.", "l'utilisateur est bloqué"),
            ("La sessió no està activa.", "la sessió no està activa"),
        ] {
            assert_eq!(auth_refusal(text).as_deref(), Some(found), "{text}");
            let reading = super::super::auth_reading(text).expect(text);
            assert!(reading.as_said, "{text}");
        }
        assert_eq!(auth_refusal("Die Aktion wurde durchgeführt."), None);
    }

    #[test]
    fn a_databases_translated_errors_are_upstream_text() {
        for text in [
            "Error al consultar el pedido: la sintaxis de entrada no es válida para tipo integer: «x»",
            "Speichern fehlgeschlagen: doppelter Schlüsselwert verletzt Unique-Constraint »orders_pkey«",
        ] {
            let (what, _) = super::super::upstream_text(text).expect(text);
            assert_eq!(what, "database error", "{text}");
        }
        assert_eq!(database_error("Der Schlüssel ist doppelt vorhanden."), None);
        // A tool's own words about the caller's data are no database's.
        assert_eq!(
            super::super::upstream_text("Column Revenue does not exist in sheet Q3."),
            None
        );
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
