//! What the audit looks for in text a model reads: detectors, each returning the excerpt
//! that matched. The white-box audit runs them on a variant's templates; the black-box
//! `toolwright-audit` on what a server answered.
//!
//! Each detector looks for what a message *does* rather than for a list of phrasings: it
//! names a role, a group or the allowed values of a resource (a policy), carries a
//! `file:line` frame (a stack trace), names a path under a root (a path rejection), passes
//! an upstream's own body through (an HTML error page, a cloud provider's denial with its
//! resource identifiers, an API's JSON error), reports a guard's verdict (a flag, a score,
//! a category), or gives a next step in its own words (not in an attached trace or dump).
//! They are patterns, not understanding: the guide and `audit/README.md` give their measured
//! recall and precision on a held-out corpus, and their known misses.

mod access;
mod bound;
mod catalog;
mod credential;
mod guard;
mod guidance;
mod inside;
mod outcome;
mod policy;
mod upstream;
mod who;

pub(crate) use access::path_rejection_wording;
pub use access::{
    auth_reading, auth_wording, filesystem_path, path_rejection, refuses_request, refuses_shape,
    store_refused, AuthWording,
};
pub use credential::refused as credential_refused;
pub use guard::injection_signal;
pub use guidance::{gives_guidance, has_guidance, reads_as_validation};
pub use inside::{boundary_inside, Refusal};
pub use outcome::reports_failure;
pub use upstream::{stack_trace, upstream_text};

use regex::{Regex, RegexBuilder};
use regex_syntax::ast::{self, Ast, GroupKind};

/// A folder named relative to a root: "docs/", "nc-programs/released/" (a word, a slash,
/// more of them, then a space, a stop or the end). Paths' and policies' roots both.
macro_rules! relative_folder {
    () => {
        r"(^|[\s(«„“‘])\p{L}[\w-]+/([\w.-]+/)*([\s,.;)»”’]|$)"
    };
}
use relative_folder;

/// "Only", in the languages the corpus holds: a closed class of words, kept whole here so
/// that a restriction in a language the tuning texts never used is still read as one. The
/// bound reader's refusal words and a tool's stated scope both read it. ("samo" is left
/// out: Polish "to samo" is "the same".)
macro_rules! only_words {
    () => {
        r"(only|nur|ausschließlich|lediglich|seul(e)?s?|seulement|uniquement|exclusivement|solo|sólo|solamente|únicamente|exclusivamente|soltanto|unicamente|esclusivamente|somente|apenas|só|alleen|uitsluitend|enkel|tylko|wyłącznie|endast|enbart|bara|jen|pouze|výhradně|vain|ainoastaan|pelkästään|csak|kizárólag|doar|numai|hanya|sahaja|yalnızca|sadece|только|лишь|исключительно|тільки|лише|μόνο|רק|केवल|सिर्फ़?)"
    };
}
use only_words;

/// Numbers in words, two and up, in the languages the corpus holds (a closed class, kept
/// whole; "one" and the articles that are also "one" are left out): "up to six packets",
/// "hasta dos cestas", "πάνω από δύο μέτρα".
macro_rules! number_words {
    () => {
        r"(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|deux|trois|quatre|cinq|sept|huit|neuf|dix|douze|quinze|vingt|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|zwanzig|due|tre|quattro|cinque|sette|otto|nove|dieci|dodici|quindici|venti|dois|duas|três|sete|oito|dez|doze|vinte|twee|drie|vijf|zes|zeven|negen|tien|twaalf|twintig|dwa|dwie|trzy|cztery|pięć|pięciu|sześć|dziesięć|två|fyra|fem|sju|åtta|nio|tio|tolv|два|две|дві|три|четыре|чотири|пять|п'ять|десять|δύο|τρία|τρεις|τέσσερα|πέντε|δέκα)"
    };
}
use number_words;

/// The tokens that page, sync or resume a listing (a "page token", a "sync token"): not a
/// credential. The auth words and the credential reader both read it.
macro_rules! paging_words {
    () => {
        r"(cursor|page|paging|pagination|continuation|next[ _]?page|sync|resume)"
    };
}
use paging_words;

/// A case-insensitive pattern whose groups only group (see [`grouping_only`]): what every
/// detector needs but the two that read a group, [`capturing_pattern`]'s.
fn pattern(source: &str) -> Regex {
    capturing_pattern(&grouping_only(source))
}

/// A case-insensitive pattern whose groups capture, for a detector that reads a group.
fn capturing_pattern(source: &str) -> Regex {
    RegexBuilder::new(source)
        .case_insensitive(true)
        .size_limit(1 << 24)
        .build()
        .expect("a valid pattern")
}

/// `source` with every numbered group `(...)` made non-capturing `(?:...)`: the same
/// matches, found faster. A word boundary (`\b`) is Unicode's, which the regex crate's
/// lazy DFA cannot decide on a text that is not ASCII (half the corpus), so such a search
/// runs in its PikeVM, which copies every group's slots at every step: with none but the
/// whole match to track, the audit's corpus reads three times as fast. The pattern is read
/// and written back by the regex engine's own parser and printer (`regex-syntax`), so an
/// escaped parenthesis or one in a class stays a literal; a named group is left as it is.
fn grouping_only(source: &str) -> String {
    let mut ast = ast::parse::Parser::new()
        .parse(source)
        .expect("a valid pattern");
    ungroup(&mut ast);
    let mut out = String::with_capacity(source.len() + source.len() / 8);
    ast::print::Printer::new()
        .print(&ast, &mut out)
        .expect("a pattern prints");
    out
}

/// Every numbered group within `ast` made non-capturing ([`grouping_only`]).
fn ungroup(ast: &mut Ast) {
    match ast {
        Ast::Group(group) => {
            if let GroupKind::CaptureIndex(_) = group.kind {
                group.kind = GroupKind::NonCapturing(ast::Flags {
                    span: group.span,
                    items: Vec::new(),
                });
            }
            ungroup(&mut group.ast);
        }
        Ast::Repetition(repetition) => ungroup(&mut repetition.ast),
        Ast::Alternation(alternation) => alternation.asts.iter_mut().for_each(ungroup),
        Ast::Concat(concat) => concat.asts.iter_mut().for_each(ungroup),
        _ => {}
    }
}

/// A policy's boundaries spelled out, which tell an attacker where the fence is: in the
/// words services use for them (a set named as allowed or blocked, allow and deny lists, a
/// restriction to members of groups, a role or scope required or held, a policy's
/// thresholds, limits and time windows, the root a path must stay under, identifiers listed
/// in a sentence about a policy), or, in words never seen before, a refusal that states a
/// bound precise enough to probe (a quantity, hours, a count against its ceiling, the names
/// it allows) and gives no next step and no approval to seek. (A business rule the user
/// can act on, "refunds over $500 need a manager's approval", is operational.)
pub fn policy_enumeration(text: &str) -> Option<String> {
    policy::named_boundary(text).or_else(|| {
        // Last: the next-step test is the costliest, and most texts state no bound.
        // A structured failure's own words (its `message`, `error`, `detail`) too.
        bound::stated(text)
            .or_else(|| guidance::json_words(text).and_then(|words| bound::stated(&words)))
            .or_else(|| policy::named_in_other_words(text))
            .filter(|_| !guidance::next_step(text) && !bound::approval_path(text))
    })
}

/// A text's sentences: its lines, then the sentences within a line (split after `.`, `;`,
/// `!` or `?` and a space, and after `。`, `！` or `？`, which no space follows in Japanese
/// or Chinese). The one splitter of the detectors that read sentence by sentence.
fn sentences(text: &str) -> impl Iterator<Item = &str> {
    static SENTENCE_END: std::sync::LazyLock<Regex> =
        std::sync::LazyLock::new(|| pattern(r"[.;!?]\s+|[。！？]\s*"));
    text.lines().flat_map(|line| SENTENCE_END.split(line))
}

/// The first match of `re` in `text`, as evidence.
fn found(re: &Regex, text: &str) -> Option<String> {
    re.find(text).map(|m| m.as_str().trim().to_owned())
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grouping_only_leaves_escaped_and_class_parentheses_and_marked_groups_alone() {
        let source = r"(a|\(b\)|[(x)]|[[:alpha:](]|[](])(?:c)(?i)(?P<n>d)\\(e)";
        assert_eq!(
            grouping_only(source),
            r"(?:a|\(b\)|[(x)]|[[:alpha:](]|[](])(?:c)(?i)(?P<n>d)\\(?:e)"
        );
        let (fast, slow) = (pattern(source), capturing_pattern(source));
        for text in ["a", "(b)", "X", ")", "Cd", r"\E", "zz"] {
            assert_eq!(
                fast.find(text).map(|m| m.range()),
                slow.find(text).map(|m| m.range())
            );
        }
    }

    #[test]
    fn each_heuristic_finds_its_kind_and_passes_a_clean_text() {
        let clean = "No such order. Call list_orders to see this customer's order ids.";
        assert_eq!(auth_wording(clean), None);
        assert_eq!(path_rejection(clean), None);
        assert_eq!(injection_signal(clean), None);
        assert_eq!(upstream_text(clean), None);
        assert_eq!(stack_trace(clean), None);
        assert_eq!(policy_enumeration(clean), None);
        assert!(has_guidance(clean));

        assert_eq!(
            auth_wording("Unauthorized: invalid API key").as_deref(),
            Some("Unauthorized")
        );
        assert_eq!(
            auth_wording("The search service refused access to this index."),
            None
        );
        assert!(path_rejection(
            "Access denied: /etc/passwd is outside the allowed directory /srv/notes"
        )
        .is_some());
        assert!(injection_signal("Potential prompt injection detected in query").is_some());
        assert_eq!(
            upstream_text("sqlite3.OperationalError: near \"OR\": syntax error").map(|u| u.0),
            Some("SQL")
        );
        assert_eq!(
            upstream_text("connect ECONNREFUSED 10.0.3.7:5432").map(|u| u.0),
            Some("network or HTTP client")
        );
        assert_eq!(
            upstream_text("db-primary.internal did not answer").map(|u| u.0),
            Some("internal host name")
        );
        assert!(
            stack_trace("Traceback (most recent call last):\n  File \"x.py\", line 3").is_some()
        );
        assert!(stack_trace("Error: boom\n    at run (/app/server.js:12:5)").is_some());
        assert!(policy_enumeration("Only users in roles [admin, auditor] may export").is_some());
        assert!(policy_enumeration("allowed orgs: acme, initech").is_some());
        assert_eq!(
            policy_enumeration("Refunds over $500 need a manager's approval."),
            None
        );
        assert!(!has_guidance("Operation failed."));
        assert!(reads_as_validation("Invalid email 'x': must contain @"));
        assert!(reads_as_validation(
            "Invalid input: expected string, received undefined"
        ));
        // "Invalid" in other languages: a translated validation message.
        for invalid in [
            "Geçersiz etiket adı: \"x\".",
            "Ungültiger Wert für 'anzahl'.",
            "无效主键 “x” － 对象不存在。",
            "Недопустимое значение параметра.",
        ] {
            assert!(reads_as_validation(invalid), "{invalid}");
        }
        assert!(!reads_as_validation("Something went wrong."));
        assert!(!reads_as_validation("No note named x."));
        assert!(!reads_as_validation(
            "Servicio no disponible en este momento."
        ));
        assert!(!reads_as_validation(
            "ENAMETOOLONG: name too long, realpath '/tmp/twaudit-1'"
        ));
        // A path refusal's "Access denied" is the path rejection's; other denials are auth.
        let refusal = "Access denied - path outside allowed directories: /etc/passwd not in /tmp/a";
        assert_eq!(auth_wording(refusal), None);
        assert!(path_rejection(refusal).is_some());
        assert!(auth_wording("403 Forbidden: /admin/metrics requires the admin role").is_some());
        assert!(auth_wording("Access denied: your token lacks the export scope").is_some());
        assert!(auth_wording("Invalid or revoked key.").is_some());
    }

    /// What a server says to the black-box audit's probes (out-of-range numbers, oversized
    /// strings, SQL quotes) in a plain validation message is not a policy or auth wording.
    #[test]
    fn validation_rules_are_not_policies_or_auth() {
        for rule in [
            "The query must be under 1000 characters.",
            "limit must be within 1 and 100.",
            "The amount must be under $500.",
            "A name must start with a letter.",
        ] {
            assert_eq!(policy_enumeration(rule), None, "{rule}");
        }
        assert!(policy_enumeration("The path must be within /srv/notes.").is_some());
        assert!(policy_enumeration("Keys must start with tenant-acme/.").is_some());
        assert!(policy_enumeration("must be within {root}").is_some());
        assert_eq!(
            auth_wording("The name contains forbidden characters."),
            None
        );
        assert_eq!(
            auth_wording("Forbidden value in filter; remove the quotes."),
            None
        );
        assert_eq!(
            auth_wording("403 Forbidden").as_deref(),
            Some("403 Forbidden")
        );
        assert_eq!(
            auth_wording("Forbidden: you lack access").as_deref(),
            Some("Forbidden")
        );
    }

    /// What each detector finds by what the message does, one case per kind it learned
    /// from the tuning corpus (`audit/corpus/tuning`), and the clean texts beside them.
    /// A detector named, as a yes or no.
    type Detects = (&'static str, fn(&str) -> bool, &'static str);

    #[test]
    fn detectors_find_what_a_message_does() {
        let finds: &[Detects] = &[
            ("auth", |t| auth_wording(t).is_some(), r#"Slack API error: {"ok":false,"error":"invalid_auth"}"#),
            ("auth", |t| auth_wording(t).is_some(), "mcp-exporter@p.iam.gserviceaccount.com does not have storage.objects.get access"),
            ("auth", |t| auth_wording(t).is_some(), "Forbidden: archiving repositories requires the Maintainer role."),
            ("auth", |t| auth_wording(t).is_some(), "TokenExpiredError: jwt expired"),
            ("injection", |t| injection_signal(t).is_some(), r#"Prompt Shields: {"userPromptAnalysis": {"attackDetected": true}}"#),
            ("injection", |t| injection_signal(t).is_some(), "Llama Guard verdict: unsafe (S14: Code Interpreter Abuse)"),
            ("injection", |t| injection_signal(t).is_some(), "flagged=true, categories=['harassment', 'violence']"),
            ("path", |t| path_rejection(t).is_some(), "'/etc/passwd' is not in the subpath of '/srv/mcp/docs'"),
            ("path", |t| path_rejection(t).is_some(), "Edits are limited to files under docs/ and examples/. The path you gave resolves outside both."),
            ("path", |t| path_rejection(t).is_some(), "The runbook reader opens files inside the 'runbooks' and 'change-records' folders and nowhere else."),
            ("auth", |t| auth_wording(t).is_some(), "The API key sent with this call was retired on 3 March and no longer opens the berth planner."),
            ("auth", |t| auth_wording(t).is_some(), "The playout server would not accept this operator's login for live cue changes."),
            ("auth", |t| auth_wording(t).is_some(), "The identity you are signed in as has no say over the tasting-room diary."),
            ("auth", |t| auth_wording(t).is_some(), "Your account isn't able to amend fishing-licence records."),
            ("auth", |t| auth_wording(t).is_some(), "Il certificato con cui questo strumento si presenta al portale del tribunale è scaduto il 30 aprile."),
            ("auth", |t| auth_wording(t).is_some(), "您的登录已过期，请重新登录后再试。"),
            ("upstream", |t| upstream_text(t).is_some(), "ServiceUnavailable: The service is unavailable (Service: S3, Status Code: 503, Request ID: 8X2Q7H4JZ1M3K9P0)"),
            ("policy", |t| policy_enumeration(t).is_some(), "Diplomatic-pouch manifests are released to the head of chancery and the defence attaché only."),
            ("policy", |t| policy_enumeration(t).is_some(), "Deploys to production are frozen Fri 16:00 – Mon 08:00 UTC."),
            ("policy", |t| policy_enumeration(t).is_some(), "Betrag 250000 überschreitet das Tageslimit von 50.000 EUR für dieses Konto."),
            ("policy", |t| policy_enumeration(t).is_some(), "Das Tool ist nur für die Objekte der Mandanten „Verwaltung Nord“ und „Verwaltung Mitte“ eingerichtet."),
            ("policy", |t| policy_enumeration(t).is_some(), "{\"code\": \"WINDOW_CLOSED\", \"message\": \"Submissions are only accepted Mon–Fri 08:00–22:00.\"}"),
            ("policy", |t| policy_enumeration(t).is_some(), "Permissão negada: requer papel 'gestor_frota'. Seu papel atual: 'motorista'."),
            ("auth", |t| auth_wording(t).is_some(), "Permissão negada: requer papel 'gestor_frota'. Seu papel atual: 'motorista'."),
            ("auth", |t| auth_wording(t).is_some(), "Je hebt geen toegang tot dit dossier."),
            ("auth", |t| auth_wording(t).is_some(), "Das Kassensystem hat unseren Zugangsschlüssel abgelehnt."),
            ("auth", |t| auth_wording(t).is_some(), "The email platform said the token we hold no longer has access."),
            ("path", |t| path_rejection(t).is_some(), "Non ho aperto il documento. Posso accedere soltanto alla cartella «contratti/inquilini/» e il percorso punta fuori da lì."),
            ("path", |t| path_rejection(t).is_some(), "Carpeta no permitida: esta cuenta solo escribe en las carpetas Facturas/2024 y Facturas/2025."),
            ("path", |t| path_rejection(t).is_some(), "Le chemin demandé sort du dossier autorisé. Les photos doivent rester dans « chantier-2024/photos »."),
            ("policy", |t| policy_enumeration(t).is_some(), "Erro: o envio não foi autorizado. Espécies bloqueadas para remessa neste acervo: Dalbergia nigra, Araucaria angustifolia."),
            ("policy", |t| policy_enumeration(t).is_some(), "Errore TQ-12: le commesse urgenti possono contenere al massimo 25.000 parole."),
            ("policy", |t| policy_enumeration(t).is_some(), "Schedule II items require final verification by a licensed pharmacist before release."),
            ("auth", |t| auth_wording(t).is_some(), "调用失败：当前账号无权访问该冷库的温控数据。"),
            ("auth", |t| auth_wording(t).is_some(), "Błąd 403: Twoja rola 'Dyspozytor' nie pozwala na zamykanie zleceń."),
            ("path", |t| path_rejection(t).is_some(), "Dateien können nur aus den Ordnern bauamt/antraege gelesen werden. Der Pfad liegt außerhalb dieser Ordner."),
            ("policy", |t| policy_enumeration(t).is_some(), "s3 read refused: bucket 'x' is not in ALLOWED_BUCKETS (acme-public, acme-exports)"),
            ("policy", |t| policy_enumeration(t).is_some(), "permission check failed: required role=cdn-admin, caller roles=[viewer]"),
            ("policy", |t| policy_enumeration(t).is_some(), "Ledger exports are restricted to members of the finance-admins and auditors groups"),
            ("policy", |t| policy_enumeration(t).is_some(), "Data-residency policy DR-7 blocks this region: buckets may be created in eu-west-1 and eu-central-1."),
            ("policy", |t| policy_enumeration(t).is_some(), "Transfer blocked: amount exceeds the 10000 EUR single-transfer threshold"),
            ("policy", |t| policy_enumeration(t).is_some(), "Refusing to read it: it lies outside the project root (/home/dev/webshop)."),
            ("policy", |t| policy_enumeration(t).is_some(), "Bots may post only in #deploys, #alerts and #bot-sandbox."),
            ("policy", |t| policy_enumeration(t).is_some(), "Deploy denied by policy: replicas 40 exceeds max_replicas 10"),
            ("policy", |t| policy_enumeration(t).is_some(), "Maintenance actions are only allowed inside the change window Sat 01:00-05:00 UTC."),
            ("policy", |t| policy_enumeration(t).is_some(), "Slack refused: missing_scope (needed: chat:write; token has: channels:read)"),
            ("policy", |t| policy_enumeration(t).is_some(), "Shipping to CU, IR, KP, SY and RU is blocked by export-control policy EC-2."),
            ("auth", |t| auth_wording(t).is_some(), "Voiding invoices in tenant acme requires one of the roles ['billing-admin', 'finance']"),
            ("upstream", |t| upstream_text(t).is_some(), "Update failed: permission denied for table orders"),
            ("upstream", |t| upstream_text(t).is_some(), "Blob download failed: ContainerNotFound: Not Found"),
            ("upstream", |t| upstream_text(t).is_some(), "Catalog search failed (502): <html>\n<head><title>502 Bad Gateway</title></head>"),
            ("upstream", |t| upstream_text(t).is_some(), "User: arn:aws:sts::418295730021:assumed-role/reader is not authorized"),
            ("upstream", |t| upstream_text(t).is_some(), "invalid limit: strconv.Atoi: parsing \"x\": invalid syntax"),
            ("stack", |t| stack_trace(t).is_some(), "   at Acme.Billing.Repo.Total(String id) in /src/Acme.Billing/Repo.cs:line 12"),
            ("stack", |t| stack_trace(t).is_some(), r#"{"trace":"java.lang.IllegalStateException: x\n\tat com.acme.Shop.main(Shop.java:48)"}"#),
            ("stack", |t| stack_trace(t).is_some(), "/app/services/cart.rb:12:in `total': undefined method"),
            ("stack", |t| stack_trace(t).is_some(), "#0 /srv/src/TicketController.php(28): TicketController->load()"),
            // Learned from tuning batches 5 to 8: a labelled list, a policy's key, a limit
            // passed, a time window a policy sets, who holds what, a session ended, a guard
            // in other words, a service's own error code.
            ("policy", |t| policy_enumeration(t).is_some(), "Payout currencies enabled in your platform settings: EUR, GBP, USD."),
            ("policy", |t| policy_enumeration(t).is_some(), "level=warn msg=\"redemption denied\" member_tier=silver eligible_tiers=gold,platinum"),
            ("policy", |t| policy_enumeration(t).is_some(), "Claim CLM-88231 exceeds your approval authority of 5,000.00 EUR."),
            ("policy", |t| policy_enumeration(t).is_some(), "replicas 40 exceeds the per-service cap of 12"),
            ("policy", |t| policy_enumeration(t).is_some(), "Command refused: remote unlock is disabled between 23:00 and 06:00 by the household schedule."),
            ("policy", |t| policy_enumeration(t).is_some(), "Zlecenie odrzucone: dozwolone produkty: TGEgasDA, TGEgasID."),
            ("policy", |t| policy_enumeration(t).is_some(), "Your role: Member. Deleting a workspace needs the Workspace Admin role."),
            ("auth", |t| auth_wording(t).is_some(), "Your session has ended. Sign in again to continue."),
            ("auth", |t| auth_wording(t).is_some(), "surgical suites may only be booked by users in groups [or-schedulers]. Your groups: [nursing-staff]."),
            ("auth", |t| auth_wording(t).is_some(), "この操作を実行する権限がありません。"),
            ("injection", |t| injection_signal(t).is_some(), "Input rejected: prompt injection detected (score 0.97, threshold 0.80)."),
            ("injection", |t| injection_signal(t).is_some(), "Your post was held by moderation (flagged: self-harm)."),
            ("injection", |t| injection_signal(t).is_some(), "入力内容にプロンプトインジェクションの可能性があります。"),
            ("upstream", |t| upstream_text(t).is_some(), "Twilio error 21408: Permission to send an SMS has not been enabled for the region."),
            ("upstream", |t| upstream_text(t).is_some(), "<?xml version=\"1.0\"?><Error><Code>NoSuchKey</Code></Error>"),
        ];
        for (what, detect, text) in finds {
            assert!(detect(text), "{what} not found in {text:?}");
        }
        let clean = [
            "No such order. Call list_orders to see this customer's order ids.",
            "Fetch failed",
            "The integration lacks access to that index; retrying will not help.",
            "Campaign could not be sent. Details: {\"status\": \"error\"}",
            "Rate limited: retry in 30 seconds.",
            "`format` must be one of json, csv.",
            "The booking system is in its nightly maintenance window (02:00-02:30 UTC). Retry after 02:30 UTC.",
            "Comments are limited to 10,000 characters; shorten it or split it into several comments.",
            "Deliveries can only be booked between 08:00 and 20:00 local time. Call list_delivery_slots.",
            "Notes can only be shared with members of your workspace. Invite the recipient first.",
            // A tool's own session, a provider's rate limit, an argument's size rule.
            "This chat session has ended (sessions close after 30 minutes). Call start_session to open a new one.",
            "Rate limit reached (60 requests per minute for geocoding). Retry after 23 seconds.",
            "This tool only accepts PNG or JPEG images. Convert the file and call upload_image again.",
            "Scheduling conflict: Dr. Patel already has an appointment at 14:30. Next free slot: 15:15.",
            // toolwright's own answers: a security reply's reference, an operational failure
            // that names the caller's plan.
            "Request rejected (ref tw-3dc9d2eaa56fc146)\n{\"correlationId\":\"tw-3dc9d2eaa56fc146\"}",
            "Exports are not included in the customer's current plan.\nTell the user an upgrade is needed; do not retry.",
            // A template's limit is a placeholder: no bound is stated.
            "A refund of {amount} cents exceeds the {limit} cent policy limit.",
        ];
        for text in clean {
            assert_eq!(auth_wording(text), None, "{text}");
            assert_eq!(injection_signal(text), None, "{text}");
            assert_eq!(policy_enumeration(text), None, "{text}");
            assert_eq!(upstream_text(text), None, "{text}");
            assert_eq!(stack_trace(text), None, "{text}");
        }
    }

    /// Each of `found` is detected by `detect`, and none of `clean`.
    fn both_ways(detect: fn(&str) -> Option<String>, found: &[&str], clean: &[&str]) {
        for text in found {
            assert!(detect(text).is_some(), "not found in {text:?}");
        }
        for text in clean {
            assert_eq!(detect(text), None, "{text}");
        }
    }

    /// Who may told by the people's qualification, and a quota told in words: read by the
    /// sentence's shape (tuning batches 17 and 18), and the look-alikes such shapes must pass.
    #[test]
    fn who_qualifies_and_a_quota_in_words_are_a_policy_and_not_an_auth_failure() {
        let found = [
            "Rated blitz tables are for members who hold a FIDE rating; unrated players don't get seated there.",
            "Night crossings on the Hirtshals route are sold only to hauliers holding a commercial vehicle pass.",
            "It stays hidden unless the person asking holds Donor Care clearance.",
            "Only the person who opened the dispute, or someone on the same billing account, can add evidence to it.",
            "Sealed matters can be opened by the assigned judge and counsel of record.\nNobody else.",
            "Motorsågar lånas bara ut till medlemmar som har gått vår säkerhetskurs.",
            "Each household borrows up to six packets a season.",
            "Cada familia puede retirar hasta dos cestas por semana.",
            "Esta línea no admite reservas de grupo de más de quince personas.",
            "An organisation can hand in three applications per funding round at most.",
        ];
        let clean = [
            "Send the summary to colleagues who asked for it.",
            "We found 12 tickets assigned to agents who are on leave.",
            "Twelve results per page were returned before the upstream timed out.",
            "The upstream answered two times before it failed.",
            "Only members answered the survey last year, so the report is short.",
            "Order twaudit-1a2b3c4d was sent to the customer who placed it on 3 March.",
        ];
        both_ways(policy_enumeration, &found, &clean);
        both_ways(auth_wording, &[], &[&found[..], &clean[..]].concat());
    }

    /// Innocent messages a review of the session's readers wrote against them: a rule on
    /// things, not people, in other languages; a number, a URL's path, a compiler's pass,
    /// a database's key; a negative sentence that refuses nothing. None is a policy's
    /// boundary, an auth failure or a path rejection.
    #[test]
    fn reviewed_look_alikes_are_no_policy_auth_or_path() {
        for text in [
            "Nazwa może zawierać tylko litery i cyfry.",
            "Název může obsahovat pouze písmena a číslice.",
            "Tiedostonimi voi sisältää vain kirjaimia ja numeroita.",
            "Dosya adı yalnızca harf ve rakam içerebilir.",
            "PDF 파일만 업로드할 수 있습니다.",
            "数字のみが使用できます。",
            "只有PDF文件可以上传。",
            "Solo i file PDF possono essere caricati.",
            "Apenas os arquivos PDF podem ser enviados.",
            "Alleen CSV-bestanden kunnen worden geïmporteerd.",
            "Der Export kann nur die ersten 500 Zeilen enthalten.",
            "Namnet får bara bestå av bokstäver och siffror.",
            "El cupón se aplica solo al total del pedido.",
            "Ce champ est réservé au format ISO 8601.",
            "Only 500 leads can be imported per batch.",
            "Only 2 of 3 Kafka brokers responded, so the topic can't be created.",
            "Only signed drivers can be loaded on this host.",
            "Logs are kept for 14 days under the current log rotation.",
            "This setting applies only to JDBC drivers, not ODBC.",
            "The request to the payment partner timed out after only 2 seconds.",
            "Orders can only be looked up by order number.",
            "Results are grouped by project, not by owner.",
            "Duplicates are detected only by the headers.",
            "This connector works only with Microsoft Teams.",
            "The report doesn't include 3 files because they were still uploading.",
            "The upstream never answered after 3 attempts.",
            "Provisioning bare-metal nodes R640-07 and R640-08 failed: IPMI unreachable.",
            "Lataus keskeytyi, kun 45 % oli valmis.",
            "Không tìm thấy địa chỉ giao hàng cho đơn DH-1001, DH-1002.",
            "バックアップの復元まで3時間以上かかっています。",
            "Shipment SHP-22 and SHP-23 contain frozen goods; carrier API unreachable.",
            "Le serveur n'a pas répondu parce que les nœuds DB-01 et DB-02 sont indisponibles.",
            "Traspaso de INV-2231 a Contabilidad General rechazado: el servidor contable no respondió.",
            "The package mirror doesn't answer, so the upgrade from 22.04 to 24.04 stalled.",
            "Precision can't change from 2 decimals to 4 decimals on an existing column.",
            "POST /api/v2/orders failed: rate limited to 100 requests per minute.",
            "Servicio fuera de línea: GET /api/v1/stock no responde.",
            "GET /v1/reports was blocked by the upstream WAF.",
            "Fremdschlüssel ungültig: Kunde 42 existiert nicht.",
            "That key is missing from settings.yaml.",
            "This pass failed to validate the generated IR.",
            "No pudimos verificar la dirección de entrega.",
            "Não foi possível confirmar o pagamento.",
            "Format pliku nie pozwala na edycję.",
            "Нет доступа к серверу базы данных: соединение прервано.",
            "Reauthorization of payment pi_3Nx failed: card declined.",
            "The nightly job reads from Postgres and Redis. It crashed before any other step ran.",
        ] {
            assert_eq!(policy_enumeration(text), None, "policy in {text}");
            assert_eq!(auth_wording(text), None, "auth in {text}");
            assert_eq!(path_rejection(text), None, "path in {text}");
        }
        // A cap stated is a bound; 만 in it is ten thousand, not "only": no one who may.
        assert_eq!(auth_wording("최대 1만 건까지 조회할 수 있습니다."), None);
        // A limit per call is a limit (the policy words read it so), not who may.
        assert_eq!(
            auth_wording("Bulk invites are limited to 100 people per call."),
            None
        );
        for text in [
            "El informe mensual no está disponible.",
            "Uw vraag kon niet worden verwerkt.",
            "La query genera un errore di sintassi.",
            "El servicio no inicia.",
        ] {
            assert!(!gives_guidance(text), "guidance in {text}");
        }
    }

    /// A refusal that states a bound in words no pattern names (a quantity, hours, a count
    /// against its ceiling, the names it allows) is a policy's boundary; the same bound
    /// beside a next step, a guard's score or a stock count is not.
    #[test]
    fn a_refusal_that_states_a_bound_is_a_policy_in_any_words() {
        both_ways(
            policy_enumeration,
            &[
                "Renewal rejected: reference books are lent for 3 days.",
                "Withdrawal blocked: accounts opened less than 30 days ago cannot withdraw above 2,000 CHF.",
                "Entry refused: the clean room is open to contractors Mon–Fri 07:00–19:00.",
                "Merge rejected: 1 of 2 required approvals.",
                "Transfer refused: loan players may join clubs in Bundesliga, Serie A or Ligue 1.",
                "Dispatch is restricted to the sites you manage. Managed: SITE-7, SITE-9.",
                "İşlem reddedildi: indirim oranı %20'yi aşamaz.",
                // Capping and exclusive words, an amount with its currency first, a number
                // in words, an age, a range of dates.
                "A member can have at most 12 items out at once.",
                "Relief can only be claimed for premises with a rateable value under £15,000.",
                "A former employee can't be rehired into the same cost centre within six months of leaving.",
                "Night shifts can't be given to anyone under 18.",
                "We don't cut off supply between 1 November and 31 March.",
                "Las multas de más de 600 € no se pueden condonar desde esta herramienta.",
                // A tool's scope listed, and the value said to fall outside it.
                "The photo desk takes JPEG, TIFF and DNG files. HEIC uploads are turned away.",
                "This token was scoped by the org admins to web-frontend, web-backend and infra-modules. billing-service isn't one of them.",
            ],
            &[
                // One person's approval to seek is a way forward; a schema's size limit is
                // the argument's rule; a list that nothing says the value is outside of.
                "Refunds over $500 need a manager's approval.",
                "Attachment too large: the attachment field accepts files up to 10 MB.",
                // A format to meet is no group to be in; JSON keys are no names.
                "date must be in YYYY-MM-DD format.",
                // A blocked task and a guard's block are no labelled list of what is blocked.
                "Blocked: TASK-412 is blocked by TASK-388, which is still open.",
                "Blocked: Prompt Guard classified the input as JAILBREAK (score 0.9997).",
                "{\"name\":\"error\",\"code\":\"42501\",\"message\":\"permission denied for table salaries\"}",
                "The photo desk takes JPEG, TIFF and DNG files.",
                "The photo desk takes JPEG, TIFF and DNG files. HEIC uploads are turned away; convert the image and upload it again.",
                "Loans are limited to 3 days; call renew_loan to extend one.",
                "Upload rejected: flagged by moderation in 2 of 3 checks.",
                "Only 2 of 5 seats are left on this departure.",
                "The export timed out after 30 seconds.",
                "Push rejected (403 Forbidden for url: https://git.example/api/v4/projects/a%2Fb).",
                "Comment rejected by moderation: categories=['harassment', 'violence'].",
            ],
        );
    }

    /// A refusal that names what the caller holds (its role, tier, tenant, clearance) turns
    /// on who the caller is: an auth failure, in any language. The caller's account named
    /// beside an operational limit is not.
    #[test]
    fn a_refusal_that_names_what_the_caller_holds_is_an_auth_failure() {
        both_ways(
            auth_wording,
            &[
                "Export refused: ledger exports need the controller role. Your role set: ['clerk'].",
                "Lookup denied: the subscriber is not in your tenant 'north-mvno'.",
                "Åtkomst nekad: rapporten får endast visas för gruppen 'ekonomi'. Din behörighet: läsare.",
                "Modification refusée : votre compte est limité aux clubs de Lyon.",
            ],
            &[
                "Your account cannot currently make live charges.",
                // What may be shared with, not who may share: a policy's, not the caller's.
                "Sharing is limited to the allowed orgs: acme, initech. Ask an admin to share it.",
                "Sorry, you have been blocked. You are unable to access example.org.",
                "The export is queued behind 3 others; your report will be ready in 2 minutes.",
            ],
        );
    }

    /// A credential missing or refused, a permission lacking, a token or a signature not
    /// valid, in other languages' and services' words, is an auth failure; the same
    /// languages' validation and a document's signature are not.
    #[test]
    fn a_credential_refused_in_other_words_is_an_auth_failure() {
        both_ways(
            auth_wording,
            &[
                "Erreur : identifiants invalides.",
                "Le credenziali di autenticazione non sono state fornite.",
                "Brak uprawnień do wykonania tej operacji.",
                "トークンが無効です。",
                "HMAC signature 9f2c does not match the canonical request.",
                "Verification code twaudit-1a2b3c4d is not valid.",
            ],
            &[
                "Ungültige Sprache. Erlaubt sind: de, en, fr.",
                "Signature block added to page 3 of the contract.",
                "El código postal no es válido: use cinco dígitos.",
            ],
        );
    }

    /// Guidance is a next step in the failure's own words: not a noun that starts a
    /// sentence ("Request failed"), not "invalid" alone, not a word inside an attached trace
    /// or dump.
    #[test]
    fn guidance_is_a_next_step_in_the_failures_own_words() {
        for guided in [
            "No such order. Call list_orders to see the ids.",
            "Rate limited; retry in 30 seconds.",
            "`limit` must be between 1 and 100.",
            "Field required [type=missing]",
            "The search service is down. You can try again later.",
            // A refusal that states what is allowed tells the caller what to ask for instead.
            "Write refused. This integration may write to these buckets only: acme-tmp, acme-scratch.",
            "Model not permitted by workspace AI policy. Approved models: claude-sonnet, gpt-4o-mini.",
            "The report is still being generated. Wait 20 seconds and call get_report.",
            "sort accepts created, updated or priority.",
            // A step in another language, a tool named to call next, a slot to take.
            "Nie znaleziono przesyłki. Sprawdź numer przesyłki i spróbuj ponownie.",
            "요청한 문서를 찾을 수 없습니다. search_documents로 문서를 검색하세요.",
            "Le paramètre « limit » doit être compris entre 1 et 100.",
            "Scheduling conflict: the slot is taken. Next free slot: 15:15.",
        ] {
            assert!(gives_guidance(guided), "{guided}");
        }
        for unguided in [
            "Request failed with status code 401: {\"error\": \"retry later\"}",
            "Unauthorized: invalid or missing API key",
            "Invalid percent 'x'",
            "Import failed.\nTraceback (most recent call last):\n  File \"x.py\", line 3\nValueError: expected int",
            "Feed refresh failed.\n{\"error\":{\"message\":\"guid is required\"}}",
            "strconv.ParseInt: parsing \"9\": value out of range",
            // Who may is not what is allowed: a group required is no next step.
            "Ledger exports are restricted to members of the finance-admins group.",
            // The SDK's prefix names the tool that failed, not one to call.
            "Error executing tool get_order_pg",
        ] {
            assert!(!gives_guidance(unguided), "{unguided}");
        }
    }

    /// What exists instead, a time to come back and a bound the caller can meet are
    /// guidance; a bound that names who may (a role, a group) is not, in any language.
    #[test]
    fn what_exists_when_to_come_back_and_a_bound_to_meet_are_guidance() {
        for guided in [
            "Vessel not found. Existing vessels: KV-2, KV-7, SEA-11.",
            "Seat 14C is taken. Available seats in this row: 14A, 14B.",
            "指定された倉庫は見つかりません。利用可能な倉庫: 東京第1、大阪第2。",
            "Parameter 'depth_m' is out of range: allowed 0 to 40 m.",
            "Publishing rejected: a release freeze is in effect until 2026-01-05 08:00 UTC.",
            "Tarih aralığı geçersiz: başlangıç bitişten önce olmalıdır.",
            // A refusal that states a bound the caller can meet.
            "Booking refused: lanes can be reserved Mon–Fri 06:00–22:00 only.",
            "Refund refused: refunds are only allowed within 30 days of purchase.",
            // When it comes back, in other words; a step after "so"; a step in Spanish.
            "Today's translation quota from the provider is used up. It resets at 00:00 UTC.",
            "Artikel 44-1120 ist derzeit nicht vorrätig. Die nächste Lieferung wird für den 12. Juni erwartet.",
            "A bucket named twaudit-7f3a0c12 already exists. Bucket names are global, so pick another name.",
            "Falta la autorización firmada. Adjunte la autorización.",
            "Mandant nicht verknüpft. Verfügbare Mandanten: 1001 (Berlin), 1002 (Hamburg).",
            "La salle est fermée pour travaux. Les réservations rouvriront le 2 septembre à 7 h.",
            "Klucz API został dezaktywowany. Skontaktuj się z administratorem konta.",
            "Vessel MV Skarv is in dry dock from 3 to 17 June; the earliest charter start for this vessel is 18 June.",
            "Aalto-sali on varattu klo 9–12 toiselle ryhmälle. Valitse toinen aika.",
        ] {
            assert!(gives_guidance(guided), "{guided}");
        }
        for unguided in [
            "Zugriff verweigert: Lohndaten dürfen nur Mitglieder der Gruppen HR-Leitung und Lohnbuchhaltung sehen.",
            "Approval refused: only members of finance-leads or cfo-office can approve payouts above 5,000 EUR.",
            "Export failed.",
            // A noun at a sentence's start is no imperative.
            "Schedule II prescriptions can only be signed by prescribers with an active DEA registration.",
            "Send-out tests are paused.",
        ] {
            assert!(!gives_guidance(unguided), "{unguided}");
        }
    }

    /// A credential named beside what stopped it is an auth failure in any words and in the
    /// corpus's languages; tokens counted, a password's rules for a new one, a cache's keys
    /// and a credential's word naming something else about it are not.
    #[test]
    fn a_credential_and_what_stopped_it_are_an_auth_failure_in_any_words() {
        for refused in [
            "Your session lapsed after 30 minutes without activity.",
            "The request signature did not verify against the shared secret.",
            "We couldn't confirm who you are.",
            "This API key was rotated on Monday and no longer works.",
            "Der API-Schlüssel ist abgelaufen.",
            "Votre jeton a été révoqué hier soir.",
            "La contraseña es incorrecta.",
            "トークンの有効期限が切れています。",
            "Your account has been frozen by the bank.",
            "The client certificate you presented is not trusted here.",
            "Your client certificate was revoked and must be reissued.",
            "Votre compte a été suspendu.",
            "アカウントがロックされました。",
        ] {
            assert!(auth_wording(refused).is_some(), "{refused}");
        }
        for other in [
            "Documents over 128,000 tokens are not accepted.",
            "Password must be at least 12 characters long.",
            "Cache key not found: orders:42.",
            "Badge activation refused: the induction is not complete.",
            "Grant application GR-2291 was rejected by the donor.",
            "The from address does not match a verified sender identity.",
            // Words a credential shares with other things.
            "Unknown token symbol 'XYZ' on this chain.",
            "GPIO pin 17 is disabled on this board.",
            "Invalid coupon code for your account.",
            "Order rejected: your account's credit limit is exceeded.",
            "Timed out waiting for the login button to appear.",
            "Failed to set cookie: invalid domain.",
            "DNS delegation for example.org is missing at the registrar.",
            "Die Firma 'Müller GmbH' ist unbekannt.",
            "La tessera fedeltà è scaduta.",
            "キーワードが無効です。",
            "错误：账户余额不足",
            // A key, a pass, a login or a session that is not the caller's credential.
            "The key field is missing from row 4.",
            "This session of the conference was cancelled; pick another from list_sessions.",
            "The season pass product is sold out.",
            "The login page did not load within 30 seconds.",
        ] {
            assert_eq!(auth_wording(other), None, "{other}");
        }
    }

    /// The credential reader, the "no permission" words and the guard's words in the
    /// languages added on 2026-11-30 (sentences written for this test, not the
    /// corpus's); an idempotency key, a cache's key, a keyword, an account number and the
    /// other look-alikes a reviewer found are not the caller's, nor "unsafe" a guard's.
    #[test]
    fn a_credential_refused_or_a_guard_verdict_in_more_languages() {
        for refused in [
            "Heslo k účtu je neplatné.",
            "A munkamenet lejárt, jelentkezz be újra.",
            "Lösenordet har gått ut.",
            "Nøglen er tilbagekaldt.",
            "Istunto on vanhentunut.",
            "Parola a expirat.",
            "Срок действия токена истёк.",
            "Ключ API відкликано: ключ недійсний.",
            "Ο λογαριασμός κλειδώθηκε.",
            "הסיסמה פג תוקף.",
            "انتهت صلاحية الجلسة.",
            "आपका पासवर्ड अमान्य है।",
            "Mật khẩu không hợp lệ.",
            "Kata sandi Anda kedaluwarsa.",
            "รหัสผ่านหมดอายุ",
            "Nemáte oprávnění k této akci.",
            "Ehhez a művelethez nincs jogosultsága.",
            "החשבון ננעל אחרי שלושה ניסיונות.",
            "您的权限不足，无法删除该项目。",
        ] {
            assert!(auth_wording(refused).is_some(), "{refused}");
        }
        for other in [
            "Klucz idempotencji wygasł, wyślij zamówienie jeszcze raz.",
            "Der Cache-Schlüssel ist abgelaufen.",
            "Срок действия купона истёк.",
            // A keyword, an account number, a version, a price "increased", a file locked,
            // stock "back in", a password's rule: not the caller's credential.
            "Érvénytelen kulcsszó.",
            "Parola chiave non valida.",
            "Неверное ключевое слово.",
            "Số tài khoản không hợp lệ.",
            "Nomor akun tidak valid.",
            "Phiên bản không hợp lệ.",
            "Prisen har økt; rabattkoden er ugyldig.",
            "Το αρχείο κλειδώθηκε.",
            "Stok masuk kembali besok.",
            "पासवर्ड में रिक्त स्थान की अनुमति नहीं है।",
        ] {
            assert_eq!(auth_wording(other), None, "{other}");
        }
        for verdict in [
            "Richiesta rifiutata dalla moderazione.",
            "Girdi kötü amaçlı olarak algılandı.",
            "Contenu malveillant détecté dans la requête.",
            "Запрос заблокирован фильтром безопасности.",
            "Inyección detectada en el texto enviado.",
            "TOXICITY 0,87 INSULT 0,52",
            "検出されたインジェクション: 入力を拒否しました",
        ] {
            assert!(injection_signal(verdict).is_some(), "{verdict}");
        }
        for other in [
            "Zamówienie zablokowane: brak środków na koncie.",
            "Le colis a été bloqué en douane.",
            "Comentario pendiente de moderación.",
            // "Unsafe" said of a password or a connection.
            "Das Passwort ist zu unsicher und wurde abgelehnt.",
            "Certificato non sicuro: connessione rifiutata.",
            "Небезопасное соединение отклонено.",
        ] {
            assert_eq!(injection_signal(other), None, "{other}");
        }
    }

    /// Where to go (a menu path), when to come back (a duration of the future, in any of
    /// the corpus's languages) and a thing that comes back by itself with its time are
    /// guidance; a duration a thing took, a timestamp, a thing done automatically and a
    /// `>` between a tag's brackets are not.
    #[test]
    fn where_to_go_and_when_it_comes_back_are_guidance_in_any_language() {
        for guided in [
            "Az exportálás nem sikerült. A Beállítások > Integrációk menüben kapcsolja össze újra a fiókot.",
            "La connexió amb Drive s'ha perdut. Configuració › Connexions.",
            "Die Anfrage wurde gedrosselt. Verfügbarkeit in 41 Sekunden.",
            "Zbyt wiele żądań. Limit odnowi się za 5 minut.",
            "Слишком много запросов, лимит освободится через 5 минут.",
            "请求过多，30 秒后可用。",
            "요청이 너무 많습니다. 30초 후 사용 가능.",
            "Çok fazla istek: kota 30 saniye sonra yenilenir.",
            "Konto zostało zablokowane. Odblokuje się automatycznie o 14:45.",
        ] {
            assert!(gives_guidance(guided), "{guided}");
        }
        for unguided in [
            "Die Anfrage wurde nach 30 Sekunden wegen Zeitüberschreitung abgebrochen.",
            "Zeitüberschreitung nach 30 Sekunden.",
            "El token caducó hace 30 minutos.",
            "La sesión expiró en 30 minutos de inactividad.",
            "Konto zostało automatycznie zablokowane po 5 nieudanych próbach.",
            "Upstream answered 502: <HTML><HEAD><TITLE>Bad Gateway</TITLE></HEAD></HTML>",
            "Export failed at 14:45.",
        ] {
            assert!(!gives_guidance(unguided), "{unguided}");
        }
    }

    /// Where a value may go, stated as a rule ("may only be deployed to ...", "only files
    /// under ... may be read", "must stay under ..."), what exists after a not-found, and a
    /// suggestion ("consider raising ...") are guidance; a bound in a sentence that names
    /// who may is not, even beside a sentence that names no one.
    #[test]
    fn where_a_value_may_go_and_what_exists_are_guidance_and_who_may_is_read_by_sentence() {
        for guided in [
            "Bucket creation refused: buckets may only be created in eu-north-1 or eu-west-3.",
            "Only reports under /exports/shared may be downloaded.",
            "Write refused: this tool only writes to tables prefixed scratch_.",
            "Refused: every file must stay under the project folder.",
            "Shelf 'Q9' does not exist in aisle Q. Shelves in aisle Q: Q1, Q2, Q4.",
            "The index was over its write capacity. Consider lowering the batch size.",
            // The bound in a sentence of its own, beside one that names who may.
            "Price change refused for your role (cashier). Discounts are capped at 15% for this store.",
        ] {
            assert!(gives_guidance(guided), "{guided}");
        }
        for unguided in [
            "Reports may only be downloaded by members of the audit group.",
            "Overrides can only be granted to shift supervisors.",
            "Approval is restricted to members of these groups. Approvers: Alice Moreau, Bob Tan",
            "Order 991 not found. Trace: 4f2a, span 9",
            "Only the duty manager can reopen a closed till.",
            "Discounts above 15% need a user in the pricing-managers group.",
        ] {
            assert!(!gives_guidance(unguided), "{unguided}");
        }
    }

    /// Who may, named by their job rather than a role's name, is a policy's boundary and
    /// refuses the caller for who it is; the same words about things are neither.
    #[test]
    fn who_may_by_their_job_is_a_policy_and_refuses_the_caller() {
        for who in [
            "Only pharmacists and senior technicians can release a controlled drug.",
            "Voiding a ticket is reserved for shift supervisors.",
            // In words with no refusal in them: a thing kept for some people refuses the rest.
            "Donor records are visible to the development team and the executive director, and to no one else.",
            "Grades are changed by the registrar's office, not by teachers.",
            "Rakennuslupapäätöksen voi allekirjoittaa vain rakennustarkastaja.",
        ] {
            assert!(policy_enumeration(who).is_some(), "{who}");
            assert!(auth_wording(who).is_some(), "{who}");
        }
        for things in [
            "Only PDF files can be attached.",
            "Only 3 seats can be held at once; call release_seat first.",
        ] {
            assert_eq!(policy_enumeration(things), None, "{things}");
            assert_eq!(auth_wording(things), None, "{things}");
        }
    }

    /// A policy shown as its engine holds it (Cedar's text, Rego's rule, casbin's rows, a
    /// Vault token's policies) or a lockout's threshold is a policy's boundary, and none of
    /// it tells the caller what to do; an engine's bare verdict names no boundary.
    #[test]
    fn a_policy_engines_own_text_and_a_lockout_threshold_are_a_policys_boundary() {
        let shown = [
            "publish_doc: Forbidden by Cedar policy: forbid(principal, action == Action::\"publish\", resource) unless { principal.department == \"marketing\" };",
            "deny: allow if { input.user.group in {\"litho-leads\"} }",
            "enforce(alice, /invoices/991, write) = False; rules granting write: [['admin', '/invoices/*', 'write']]",
            "permission denied. policies attached to token: [default, ci-readonly]",
            "Account locked after 5 failed sign-in attempts.",
            "La cuenta está bloqueada tras 5 intentos fallidos.",
        ];
        let who_may = [
            "Allowed to push and merge: Maintainers.",
            "Vos droits sont limités aux clubs Lyon Confluence et Villeurbanne.",
        ];
        both_ways(
            policy_enumeration,
            &[&shown[..], &who_may[..]].concat(),
            &[
                "Approval denied (Deny).",
                "The account was created after 5 reminders.",
                "Upload blocked after 3 retries: the storage service is down.",
            ],
        );
        for text in shown {
            assert!(!gives_guidance(text), "{text}");
        }
    }

    /// Well-known APIs' error envelopes passed on are upstream text; a server's own
    /// `{"ok": false, "error": ...}` is not.
    #[test]
    fn well_known_api_error_envelopes_are_upstream_text() {
        both_ways(
            |text| upstream_text(text).map(|(_, what)| what),
            &[
                r#"{"ok":false,"error":"missing_scope","needed":"chat:write","provided":"channels:read"}"#,
                r#"Upload failed. {"slack": {"ok": false, "error": "not_allowed_token_type"}}"#,
                r#"{"error": {"code": 401, "message": "Request had invalid authentication credentials."}}"#,
                r#"{"error": {"code": 400, "message": "Invalid page token.", "status": "INVALID_ARGUMENT"}}"#,
                r#"{"message": "No API key found in request", "request_id": "f2e1a0b9c8d7e6f5a4b3c2d1"}"#,
                "Okta API error E0000011: Invalid token provided",
            ],
            &[
                r#"{"ok": false, "error": "quote_unavailable"}"#,
                r#"{"error": "not_found", "hint": "call list_orders"}"#,
            ],
        );
    }

    /// A caller that must sign in, a session ended in more words, a token PyJWT could not
    /// read, an SSH server's refused method: auth failures.
    #[test]
    fn a_session_ended_and_a_token_unreadable_are_auth_failures() {
        both_ways(
            auth_wording,
            &[
                r#"{"errorMessages":["Client must be authenticated to access this resource."]}"#,
                "Your session with the channel manager has expired.",
                "jwt.exceptions.DecodeError: Invalid crypto padding",
                "DecodeError: Not enough segments",
                "ssh exec error: Bad authentication type; allowed types: ['publickey']",
                "Ação bloqueada: as notas só podem ser alteradas por utilizadores com o perfil 'secretaria'.",
            ],
            &[
                "The quote has expired; request a new one with get_quote.",
                "Fields must be separated by commas.",
            ],
        );
    }

    /// A next step, a rule broken and an allowed set in the languages the credential words
    /// hold are guidance, as their English is; a word that is an imperative only at a
    /// sentence's start ("skicka", "verifica", "gửi") is not one inside a sentence, and
    /// "only" beside a modal says who may, which is no next step.
    #[test]
    fn next_steps_rules_and_allowed_sets_in_more_languages_are_guidance() {
        for guided in [
            "Zadejte datum ve tvaru RRRR-MM-DD.",
            "Синхронизация не удалась. Повторите попытку через 5 минут.",
            "Ключ не знайдено. Перевірте назву ключа.",
            "Rapor oluşturulamadı. Lütfen tarih aralığını kısaltın.",
            "Δεν βρέθηκε η παραγγελία. Ελέγξτε τον αριθμό παραγγελίας.",
            "Soubor nebyl nalezen. Kontaktujte správce projektu.",
            "Nie znaleziono pliku. Sprawdź nazwę i wyślij ponownie.",
            "Pesanan tidak ditemukan. Silakan periksa nomor pesanan.",
            "Skicka filen igen som PDF.",
            "Le texte dépasse la limite de 2 000 caractères.",
            "Kwota przekracza limit 5 000 PLN.",
            "Název nesmí být prázdný.",
            "Допустимые значения: day, week, month.",
            "Dostawy są możliwe tylko do krajów UE; dozwolone kraje: PL, DE, CZ.",
            "Úložiště lze použít pouze v regionech eu-west-1 a eu-central-1, povoleno je pouze tam.",
            "Soubory lze ukládat pouze do /srv/share/projekty.",
            // A framework's catalog, translated: Django REST framework's, zod's.
            "Upewnij się, że ta wartość jest mniejsza lub równa 100.",
            "✖ Entrée invalide : nombre attendu, chaîne de caractères reçu",
            "✖ Çok küçük: beklenen number >=1",
            "✖ 大きすぎる値: numberは100以下である必要があります",
            "この項目は空にできません。",
            "page_size: arvo tulee olla kokonaisluku.",
            // ajv-i18n's bounds as comparisons, and its Chinese "should be".
            "/limit ต้อง >= 1",
            "/limit должно быть <= 100",
            "/tag 应当是 string 类型",
        ] {
            assert!(gives_guidance(guided), "{guided}");
        }
        for unguided in [
            "Kunde inte skicka e-post till mottagaren.",
            "La verifica del documento è fallita.",
            "Không thể gửi email lúc này.",
            "Tylko administratorzy mogą usuwać projekty.",
            "Gli atti possono essere consultati soltanto dal giudice.",
            "Der Export ist fehlgeschlagen.",
            // A comparison inside a word or an arrow is no bound.
            "Sync failed: a<=b mismatch in replica set.",
            "Not authorized. The policy is: when { context.hour >= 6 };",
            "Import fehlgeschlagen => Abbruch.",
            // An apology, a headline that says a thing failed, a noun, "nevertheless", a
            // timeout's bound (a review's examples).
            "Mohon maaf, layanan sedang mengalami gangguan.",
            "Ta bort misslyckades.",
            "Caricamento fallito.",
            "Gửi email thất bại.",
            "Tiedosto on jo käytössä. Poista epäonnistui.",
            "Synchronisation échouée, тем не менее данные сохранены.",
            "3秒以内に応答がありません。",
            // A rule in a panic's or an exception's message after the failure's own words
            // is the dump's, not a next step.
            "导出失败。\nthread 'main' (23216) panicked at src/main.rs:9:31:\naccount id must be numeric",
            "Het versturen is mislukt.\n\nSymfony\\Component\\Messenger\\Exception\\HandlerFailedException: Expected argument of type \"string\"",
        ] {
            assert!(!gives_guidance(unguided), "{unguided}");
        }
    }

    /// An authorization service's verdict, Firebase Auth's codes, the caller not in the
    /// relation the thing needs, an account inactive or of a kind that may not: auth
    /// failures in any of the corpus's languages; the same words about something else
    /// are not.
    #[test]
    fn a_relation_missing_an_account_state_or_an_engines_verdict_is_an_auth_failure() {
        for refused in [
            r#"Cerbos: {"actions": {"approve": "EFFECT_DENY"}}"#,
            "CheckPermission(document:q3#edit@user:svc) -> PERMISSIONSHIP_NO_PERMISSION",
            "OpenFGA check: user:jdupont lacks relation approver on expense:12 (allowed=false)",
            "Permit.io: permit.check returned false for delete on invoice:88213",
            "Sign-in failed - Firebase: Error (auth/user-disabled).",
            "Non hai l'autorizzazione per eseguire questa azione.",
            "This ticket is not assigned to you.",
            "Bu projenin ekibinde yer almıyorsunuz; sprint panosu açılamadı.",
            "Hồ sơ #CS-20931 không được giao cho bạn nên không thể cập nhật trạng thái.",
            "Nejste spolupracovníkem repozitáře acme/payments-core.",
            "당신은 이 조직의 구성원이 아닙니다",
            "רק בעל המסמך רשאי למחוק אותו, ואינך בעל המסמך.",
            "Anmeldung beim Kundenportal fehlgeschlagen: Dieses Konto ist derzeit inaktiv.",
            "Обліковий запис призупинено рішенням адміністратора.",
            "Η διεύθυνση email του λογαριασμού σας δεν έχει επαληθευτεί ακόμη.",
            "Nie udało się odświeżyć tokenu. Sesja nie jest aktywna.",
            "Guest accounts cannot download attachments.",
            "Contul dumneavoastră are acces doar în citire; modificarea nu a fost salvată.",
        ] {
            assert!(auth_wording(refused).is_some(), "{refused}");
        }
        for other in [
            "Rate limiter: allowed=false, remaining=0, reset in 30 s.",
            "Rate limit check: allowed=false, remaining=0",
            // Someone else not a member, an IP address not assigned, a payee's account
            // inactive, a plan's limit (a review's examples).
            "L'utente mario.rossi non è membro del gruppo.",
            "Der Benutzer ist kein Mitglied der Gruppe.",
            "このデバイスにはIPアドレスが割り当てられていません。",
            "La cuenta destino está inactiva.",
            "Das Konto des Empfängers ist inaktiv.",
            "Trial accounts cannot create more than 3 projects.",
            "The task is not assigned to anyone yet.",
            "Guest list cannot exceed 12 names.",
            "Inactive listings are hidden from search.",
            "The product is inactive in this catalogue.",
            "Document owner: Ana Lima. Last edited 3 May.",
        ] {
            assert_eq!(auth_wording(other), None, "{other}");
        }
    }

    /// Frames in more runtimes' forms (Erlang's, .NET's with its "at" translated, Node's own
    /// modules, a frame as JSON) are a stack trace; a compiler's or a linter's diagnostic
    /// about the caller's code is not.
    #[test]
    fn frames_in_more_runtimes_are_a_trace_and_a_diagnostic_is_not() {
        for trace in [
            "exception error: no function clause matching\n  in function  ledger:main/1 (ledger.erl, line 9)",
            "System.Net.WebException: 接続できません。\n   場所 System.Net.Sockets.Socket.EndConnect(IAsyncResult asyncResult)",
            r#"{"stack":"Error: connect ECONNREFUSED\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1611:16)"}"#,
            r#"{"trace": [{"file": "/var/www/vendor/laravel/Connection.php", "line": 779}]}"#,
        ] {
            assert!(stack_trace(trace).is_some(), "{trace}");
        }
        for diagnostic in [
            "Main.java:4: error: ';' expected",
            "Main.java:4: エラー: ';'がありません",
            "Main.java:7: 错误: 不兼容的类型",
            "snippet.js:1:10  error  'readFile' is defined but never used.  no-unused-vars",
            r#"{"errors": [{"file": "src/app.py", "line": 12, "code": "E501"}]}"#,
        ] {
            assert_eq!(stack_trace(diagnostic), None, "{diagnostic}");
        }
    }

    /// Every trace real runtimes print (`traces.txt`, written by `audit/catalogs/traces/gen.py`
    /// from CPython, Node, Ruby, PHP, Perl, Go, OpenJDK, Erlang, Elixir, Lua, OCaml, Tcl, Rust,
    /// C with AddressSanitizer, Mono, R, GHC and Guile) is a stack trace as printed, escaped
    /// inside a JSON error body, and flattened to one line; no compiler's or linter's diagnostic
    /// about code the caller sent is one.
    #[test]
    fn real_runtimes_traces_are_traces_and_their_compilers_diagnostics_are_not() {
        let mut wrong = Vec::new();
        let mut counted = [0, 0];
        for record in include_str!("traces.txt").split("=== ").skip(1) {
            let (header, text) = record.split_once('\n').expect("a header line");
            let text = text.trim_end();
            let json = serde_json::json!({ "error": text }).to_string();
            let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
            let trace = header.starts_with("trace");
            counted[usize::from(trace)] += 1;
            for (form, shown) in [
                ("as printed", text),
                ("in JSON", &json),
                ("on one line", &flat),
            ] {
                if stack_trace(shown).is_some() != trace {
                    wrong.push(format!("{header} ({form})"));
                }
            }
        }
        assert!(counted[0] >= 10 && counted[1] >= 30, "{counted:?}");
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// A guard's verdict in more forms: a classifier's label in Russian, input trying to
    /// change the instructions, a personal-data detector's entity types, a DLP filter.
    #[test]
    fn a_guards_verdict_in_more_forms_is_an_injection_signal() {
        for verdict in [
            "Запрос отклонён классификатором: LABEL_1 (вредоносный запрос), вероятность 0.9973.",
            "This text looks like it is trying to change my instructions, so I did not act on it.",
            "Invoer geweigerd door de jailbreakdetectie: score 92,4.",
            "A kérés nem ment át az adatvédelmi (DLP) szűrőn.",
            "Yêu cầu bị chặn (Presidio): CREDIT_CARD (1.0), IBAN_CODE (1.0).",
            r#"[{"entity_type": "EMAIL_ADDRESS", "start": 25, "score": 1.0}]"#,
        ] {
            assert!(injection_signal(verdict).is_some(), "{verdict}");
        }
        for other in [
            "Cloud Data Loss Prevention (DLP) API has not been used in project 123.",
            r#"{"detail": "Entity not found", "entity_type": "ORDER", "entity_id": "123"}"#,
            "Presidio analyzer unavailable: connection refused.",
            "The request attempts to overwrite the rules of a published policy.",
            "इंजेक्शन का स्टॉक उपलब्ध नहीं है।",
            "Please change the instructions field to plain text.",
            "Credit card declined: insufficient funds.",
        ] {
            assert_eq!(injection_signal(other), None, "{other}");
        }
    }

    /// A credential refused in more words (an account disabled in Japanese, a two-step
    /// code wrong in Polish, a device not recognised, "authenticate again"); a meeting
    /// named after "Sitzung" and a certificate of origin are no credential.
    #[test]
    fn more_credentials_refused_and_two_that_are_not_the_callers() {
        for refused in [
            "sync_calendar: このアカウントは現在無効です。",
            "Weryfikacja dwuetapowa: Błędny kod.",
            "Vänligen autentisera dig igen för att skydda ditt konto.",
            "No reconocemos este dispositivo como uno de los tuyos.",
            "رمز الدخول الذي تستخدمه أُلغي من قِبل مالك الحساب.",
            "Khóa API này được tạo cho môi trường thử nghiệm nên không dùng được với dữ liệu thật.",
        ] {
            assert!(auth_wording(refused).is_some(), "{refused}");
        }
        for other in [
            "Die Sitzung „Quartalsplanung Q3“ ist bereits abgelaufen (endete um 15:00 Uhr).",
            "Il certificato di origine allegato alla spedizione è scaduto il 12/03/2025.",
            "Le certificat d'origine est expiré.",
            "パスワードには数字が含まれていません。",
            "Продажа билетов на этот сеанс приостановлена.",
            "Błędny klucz w pliku konfiguracyjnym.",
        ] {
            assert_eq!(auth_wording(other), None, "{other}");
        }
    }

    /// An imperative told by its ending (French `-ez` before what it governs, Russian
    /// `-йте`/`-ьте`/`-итесь`, Ukrainian `-іть`, Czech and Slovak `-te` after a consonant)
    /// is a next step whatever the verb; a Bulgarian plural's article, a Spanish surname, a
    /// Czech present tense and a demonstrative are not.
    #[test]
    fn an_imperative_told_by_its_ending_is_a_next_step() {
        for guided in [
            "Votre session a expiré. Reconnectez-vous à l'ENT, puis relancez la demande.",
            "Contenu refusé. Reformulez votre demande sans ce contenu.",
            "Vaše přístupová karta byla zablokována. Obraťte se na vrátnici.",
            "Platnosť relácie vypršala. Prihláste sa znova.",
            "Ключ отозван. Обратитесь к администратору.",
            "Сессия истекла. Авторизуйтесь заново.",
            "Ключ відкликано. Зверніться до адміністратора.",
            "Tu cuenta está suspendida. Pide en la oficina que la reactiven y vuelve a registrar la entrega.",
            "Token akses Anda telah dicabut. Minta token baru kepada admin, lalu coba lagi.",
            "Board 7 is already taken. Boards 3, 9 and 12 are still open.",
            "Το cookie δεν αντιστοιχεί σε ενεργή σύνδεση. Συνδεθείτε ξανά.",
            "Cheia API a fost emisă pentru alt cont. Generați o cheie nouă și reluați cererea.",
        ] {
            assert!(gives_guidance(guided), "{guided}");
        }
        for unguided in [
            "Данните не са намерени.",
            "Потребителите нямат достъп.",
            "Pérez de la Torre no tiene acceso al expediente.",
            "Nemáte oprávnění k této složce.",
            "Cette ressource est introuvable.",
            "Queste richieste non sono consentite.",
            "Neste caso o pedido foi recusado.",
            "Chez nous, ce service est fermé.",
            "Gonzalez la semana pasada no tenía acceso.",
            "Debido a escasez de inventario no se envió.",
            "Dețineți deja un cont cu această adresă.",
            "Стоїть обмеження на кількість запитів.",
            "Si è verificato un errore non previsto.",
            "La sincronización vuelve a fallar.",
            "Cannot close the sprint: 4 issues are still open.",
            "Link expired.",
            "Redo log full.",
            "Bu dosya virüs içerebilir.",
            "Aveți deja o rezervare pentru această zi.",
            "Clienți din această zonă nu sunt deserviți.",
        ] {
            assert!(!gives_guidance(unguided), "{unguided}");
        }
    }

    /// A policy named in another language with what it lets through or a number is a
    /// policy's boundary, unless the answer gives a next step that meets it; a policy
    /// named with no bound is not one spelled out.
    #[test]
    fn a_policy_named_in_another_language_with_its_bound_is_a_policy() {
        for policy in [
            "Odmowa: zgodnie z polityką firmy przelewy zagraniczne są dozwolone tylko do Niemiec i Czech.",
            "Operace zamítnuta. Podle zásad organizace lze mazat záznamy pouze v pracovní době.",
            "रिफ़ंड अस्वीकृत: नीति के अनुसार केवल 30 दिनों के भीतर रिफ़ंड संभव है।",
            "정책에 따라 외부 공유는 10MB 이하의 파일만 가능합니다.",
            "Giao dịch bị từ chối theo chính sách: hạn mức 50.000.000 VND mỗi ngày.",
        ] {
            assert!(policy_enumeration(policy).is_some(), "{policy}");
        }
        for other in [
            "Die Richtlinie konnte nicht geladen werden.",
            "Podle zásad organizace je limit 10 souborů; zkuste to znovu zítra.",
            // An address, a read-only file system, a critical error (a review's examples).
            "Không thể ghi vào địa chỉ /var/run/app/x.sock.",
            "Sistema de ficheros de sólo lectura: /srv/data/export.csv",
            "Zásadní chyba 500 při zpracování požadavku.",
        ] {
            assert_eq!(policy_enumeration(other), None, "{other}");
        }
    }

    /// A data store's own refusal of the server's account, in its message catalog's words
    /// and their translations, is an auth failure; the same words about a path, or a role
    /// that does not exist outside a login, are not.
    #[test]
    fn a_stores_own_refusal_in_its_catalogs_words_is_an_auth_failure() {
        for refused in [
            "ERROR:  permission denied for sequence invoice_seq",
            "FEHLER:  keine Berechtigung für Schema billing",
            "ERREUR:  droit refusé pour la séquence invoice_seq",
            "ОШИБКА:  нет доступа к схеме billing",
            "ERROR:  new row violates row-level security policy for table \"notes\"",
            "ERROR:  must be owner of relation invoices",
            "FATAL:  no pg_hba.conf entry for host \"10.0.0.4\", user \"app\", database \"crm\"",
            "FATAL:  role \"reporter\" does not exist",
            "SELECT command denied to user 'ro'@'10.1.2.3' for table 'salaries'",
            "Login failed for user 'svc_reports'.",
            "nats: Permissions Violation for Subscription to \"billing.>\"",
            "エラー:  スキーマ billing へのアクセスが拒否されました",
            "错误:  对模式 billing 权限不够",
        ] {
            assert!(store_refused(refused).is_some(), "{refused}");
            assert!(auth_wording(refused).is_some(), "{refused}");
        }
        for other in [
            "Odmowa dostępu do ścieżki: ../../etc/passwd",
            "Permiso denegado para la ruta /srv/data",
            "Role 'editor' does not exist; call list_roles to see the roles.",
            "ERROR:  duplicate key value violates unique constraint \"orders_pkey\"",
            "ERREUR:  la relation « factures » n'existe pas",
        ] {
            assert_eq!(store_refused(other), None, "{other}");
        }
        // The severity and two spaces of PostgreSQL's messages, in its translations, are
        // a database's words passed on.
        for passed in [
            "FEHLER:  Relation »rechnungen« existiert nicht",
            "ОШИБКА:  ошибка синтаксиса (примерное положение: \"FROM\")",
            "오류:  \"invoices\" 이름의 릴레이션(relation)이 없습니다",
        ] {
            assert!(upstream_text(passed).is_some(), "{passed}");
        }
    }

    /// Auth failures in products' and plain words (tuning batch 31): Django's sign-in form
    /// in its translations, Kerberos, a national e-ID, an e-mail not verified, a device not
    /// enrolled, a thing not shared with the caller, CASL's refusal, a Turkish ban.
    #[test]
    fn auth_failures_in_products_and_plain_words_are_read() {
        for refused in [
            "Please enter a correct username and password. Note that both fields may be case-sensitive.",
            "Por favor, entre com um usuário  e senha corretos. Note que ambos os campos diferenciam maiúsculas e minúsculas.",
            "GSSAPI Error: Miscellaneous failure (Clock skew too great) [KRB5KRB_AP_ERR_SKEW]",
            "Ditt BankID är spärrat. Kontakta din bank.",
            "Your e-mail address has not been verified yet.",
            "This laptop isn't enrolled in the company's device management.",
            "You're signed in, but the board hasn't been shared with you.",
            "Cannot execute \"delete\" on \"Invoice\"",
            "Hesabınız kuralları ihlal ettiği için askıya alındı.",
        ] {
            assert!(auth_wording(refused).is_some(), "{refused}");
        }
        for other in [
            "Your e-mail address was saved.",
            "This laptop is enrolled; the update is queued.",
            "The board was shared with the finance team.",
        ] {
            assert_eq!(auth_wording(other), None, "{other}");
        }
    }

    /// Policy boundaries in engines' and plain words (tuning batch 32): a thing left to an
    /// office, "only these people" in Dutch, Hebrew and Japanese, Cedar's diagnostics, an
    /// admission webhook's denial, what a set leaves out, a maximum allowed, a role
    /// required in Danish; an argument's allowed values as a key stay the schema's rule.
    #[test]
    fn policy_boundaries_in_engines_and_plain_words_are_read() {
        for text in [
            "Posting to #exec-announcements is left to the chief of staff's office.",
            "Het dossierarchief gaat alleen open voor de vertrouwenspersonen van team Noord.",
            "אישור העברות שמור לחברי קבוצת 'גזברות' בלבד.",
            "この共有ドライブに書き込めるのは経理部のメンバーだけです。",
            "authorization failed: {\"decision\":\"deny\",\"diagnostics\":{\"reason\":[\"contractors-never-touch-prod\"],\"errors\":[]}}",
            "admission webhook \"validation.gatekeeper.sh\" denied the request: [must-have-limits]",
            "Report queries see the orders and products tables; nothing else is readable here.",
            "Denied: memory limit <8Gi> is higher than the maximum allowed of <2Gi>.",
            "Afvist: handlingen kræver den afledte rolle loenansvarlig.",
        ] {
            assert!(policy_enumeration(text).is_some(), "{text}");
        }
        let values = "Ongeldige waarde voor 'sortering'\n{\"ontvangen\": \"twaudit-124b04fa\", \"toegestaan\": [\"nieuwste\", \"oudste\"]}";
        assert_eq!(policy_enumeration(values), None);
    }

    /// Next steps said as facts, events, examples and questions (tuning batch 33), and
    /// ASP.NET Core's validation problem details read by field; a count still open, a hold
    /// with no end and a field's message with no rule give none.
    #[test]
    fn next_steps_said_as_facts_events_examples_and_questions_are_guidance() {
        for text in [
            "The issuer declined the card. The Visa ending 0005 on this account is still good to use.",
            "Payouts are on hold until invoice INV-7730 is settled.",
            "Sunday tee times are released on Friday at noon.",
            "Az irányítószám négy számjegyből áll, például 1052.",
            "Which calendar should this go on: 'Team standup' or 'Personal'?",
            "La fattura risulta già saldata. Per restituire l'importo c'è lo strumento richiedi_rimborso.",
            "If access was recently granted, please refresh your credentials.",
            r#"{"title": "One or more validation errors occurred.", "status": 400, "errors": {"Quantity": ["The field Quantity must be between 1 and 500."]}}"#,
        ] {
            assert!(gives_guidance(text), "{text}");
        }
        for text in [
            "4 issues are still open.",
            "Payouts are on hold.",
            r#"{"title": "Conflict", "status": 409, "errors": {"order": ["Already shipped."]}}"#,
        ] {
            assert!(!gives_guidance(text), "{text}");
        }
    }

    /// What came from below in a runtime's or a configuration's words (tuning batch 34):
    /// psql's prefix, Redis at its memory limit, Kubernetes' OOMKilled and pod names, an
    /// environment variable, a settings class; a service named by product alone is not.
    #[test]
    fn a_runtimes_and_a_configurations_words_are_upstream_text() {
        for text in [
            "Αποτυχία ανάγνωσης.\npsql: σφάλμα: η σύνδεση απέτυχε",
            "Draft not saved: command not allowed when used memory > 'maxmemory'.",
            "Job died: container thumbnailer in pod media-worker-6f9c7b8d5-xk2lp was OOMKilled (exit code 137).",
            "Cannot send the SMS: environment variable TWILIO_AUTH_TOKEN is not set on the server.",
            "Could not create the label: 2 validation errors for CarrierSettings\napi_token\n  Field required",
        ] {
            assert!(upstream_text(text).is_some(), "{text}");
        }
        for text in [
            "Stripe is not answering right now; try again in a minute.",
            "The pod count for this plan is 3.",
        ] {
            assert_eq!(upstream_text(text), None, "{text}");
        }
    }
}
