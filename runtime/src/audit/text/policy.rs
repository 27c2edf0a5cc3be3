//! A policy's boundary spelled out: its sets and lists, who may, its limits and windows, and
//! the part of it that tells the caller what it may ask for instead.

use super::guard::injection_signal;
use super::who::{who_may, who_qualifies};
use super::{found, pattern, sentences};
use regex::Regex;
use std::sync::LazyLock;

/// A policy's sets and lists, allowed or blocked, and its rules past a number.
static POLICY_SET: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        // A set named as allowed or blocked: "allowed orgs", "ALLOWED_BUCKETS (a, b)",
        // "blocked_namespaces [..]", "Allowed hosts: a, b", `"allowed_environments": [..]`.
        r#"\b(allowed|permitted|whitelisted|allowlisted|approved|blocked|denied|banned|blacklisted|blocklisted)[ _-]?(paths?|director(y|ies)|roots?|folders?|roles?|orgs?|organi[sz]ations?|users?|groups?|domains?|hosts?|ips?|repos(itories)?|tenants?|scopes?|accounts?|regions?|buckets?|namespaces?|projects?|environments?|envs?|countries|teams?|networks?|origins?|senders?|recipients?|channels?|databases?|tables?|clusters?|locations?|zones?|images?|registries|ports?|actions?|operations?|models?|tools?|ranges?|subnets?|cidrs?)\b"#,
        r#"|\b(allowed|permitted|blocked|denied)\W{0,3}[:=]\s*\[?["']?[\w.*:/-]+["']?(\s*,\s*["']?[\w.*:/-]+)+"#,
        // An allow or deny list that refuses, or is given.
        r"|\b(blocked|banned|denied|excluded|not accepted|not allowed)['’\x22]? list\b|\b(not|isn't|is not|aren't) (on|in) (the |our |an? )?(allow|white|block|black|deny) ?list|\b(allow|white|block|black|deny) ?list\W{0,3}[:=(\[]|\b(blocked|denied|rejected|refused) by (the |an? )?([\w-]+ )?(allow|block|deny|black) ?list",
        r#"|"?(allowed|blocked|denied|exempt|permitted)(Values|Roles|Groups|Users|InfoTypes|Domains|Hosts|Locations|Regions)"?\s*:"#,
        r"|\beffective roles \[|granted by the (index |cluster )?privileges|\broles of [\w@.-]+:|\bpolicies for this object|\bconstraints/[\w.]+|\bon only where\b|\bgroups? include one of\b|\bmembership in one of\b",
        r"|\b(allowed|permitted) only (for|to|in|from)\b|\bin \[['\x22][\w.-]+['\x22](, ?['\x22][\w.-]+['\x22])+\]",
        // What a set leaves out: "nothing else is readable here".
        r"|\bnothing else (is|can be) (readable|writable|allowed|permitted|visible|reachable|accessible|open)\b",
        // A policy's rule past a number: "blocks sign-in after 5 failed attempts". (Its
        // thresholds and time windows say what is allowed: `ALLOWED_SET` has them.)
        r"|\b(policy|rules?)\b[^.\n]{0,100}\b(after|above|over|exceeds?|more than) \d",
    ))
});

/// A policy shown as its engine holds it, or its bounds a caller cannot act on: Cedar's
/// `permit (principal, ...)`, Rego's `allow if { input.user ...}`, casbin's rules (`rules
/// granting write: [['admin', ...`), the policies a Vault token holds, a lockout's threshold
/// ("locked after 5 failed sign-in attempts", "bloqueada tras 5 intentos fallidos"), a
/// blocked set's key in other languages (`"paises_bloqueados": [`). None of it says what
/// the caller may ask for instead, so none of it is guidance ([`policy_what`]).
static POLICY_SHOWN: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(permit|forbid)\s*\(\s*principal\b|\b(allow|deny)\s+(if\s*)?\{[^}\n]{0,80}\binput\.|\brules?\b[^:\n]{0,30}:\s*\[\[|\bpolicies attached to (the )?token\b",
        r"|\b(locked|blocked|disabled|suspended|bloquead[ao]|gesperrt|verrouillée?|bloccat[oa]|geblokkeerd|zablokowane?)\b[^.\n]{0,40}\b(after|tras|nach|après|dopo|na|po)\s+\d+\s+([\w-]+\s+){0,2}(attempts?|tries|intentos|tentativ\w*|\w*versuch\w*|pogingen|prób\w*|försök)\b",
        r#"|"\w*(bloque|bloqu|blocc|gesperr|interdit|prohib|verboten)\w*"\s*:\s*\["#,
        // Engines' decisions with the policies that decided: Cedar's diagnostics (its
        // "determining policies"), a Gatekeeper or Kyverno admission webhook's denial, a
        // SpiceDB schema's permission, the roles or groups a thing is kept for as a key in
        // another language (`"разрешено_ролям": [`).
        r#"|"diagnostics"\s*:\s*\{\s*"reason"\s*:\s*\[\s*""#,
        r"|\b(determining[ _]polic(y|ies)|políticas determinantes|politiques déterminantes|politiche determinanti)\b|\badmission webhook \S+ denied the request\b|\bpermission \w+ = \w+( [+&-] [\w>-]+)+",
        r#"|"[^"\n]{0,24}(ролям|роли|rollen|rôles|ruoli|papéis|perfis|grupos|gruppen|groepen)"\s*:\s*\["#,
        // A policy or rule broken, in the corpus's other languages ("verstößt gegen die
        // Datenresidenz-Regel DR-07").
        r"|\b(verstößt|verstoßen) gegen (die |das |den )?[\w-]*(regel|richtlinie|vorgabe)|\bviole (la |les )?(règle|politique)|\binfringe (la )?(regla|política)|\bviola (la |a )?(regola|regra|política|politica)|\bнарушает (правило|политику)|\bnarusza (regułę|zasadę|politykę)",
    ))
});

/// Who may: a restriction to members, a role, group or scope required or held.
pub(super) static POLICY_ROLE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        // A restriction to members: "restricted to members of", "limited to these groups".
        r"\bonly (users|members|accounts|admins|repos(itories)?|paths|files|requests|callers|roles|orgs|organi[sz]ations) (in|from|under|with|within|of|that)\b",
        r"|\b(restricted|limited|available) to (the )?(members|users|admins|owners|accounts|callers)\b",
        r"|\bnur (für )?(mitglieder|benutzer|administratoren|admins)|\bsolo (los |las )?(miembros|usuarios|administradores)|réservée? aux (membres|utilisateurs|administrateurs)|\bseuls les (membres|utilisateurs|administrateurs)",
        r"|\b(restricted|limited) to (the |these )?[\w, -]{0,60}\b(groups?|roles?|teams?|scopes?|org(anization)?s?|tenants?)\b",
        r"|\bmembers? of (the )?[\w-]{2,} (and [\w-]+ )?(groups?|teams?|roles?|org)\b",
        // A role, group or scope required or held, as a word or a value: "requires the
        // Maintainer role", "required role=cdn-admin", "lacks role 'cluster-admin'".
        r"|\brequires? (the |a |an )?[\w:-]+ (role|group|scope|permission|clearance)\b",
        r"|\brequires? (the )?(role|scope|group|clearance|permission)s? |\brequires? one of the (roles?|groups?|scopes?|permissions?)\b",
        r"|\bonly (the )?[\w -]{0,20}(owners|admins|administrators|maintainers)\s*[(:]|\bmembers? of @?[\w/-]*[-_/][\w-]+",
        r"|\bviolates\b[^.\n]{0,30}\b(polic(y|ies)|podsecurity|rule)",
        r#"|\b(required|needed|missing|granted|caller|your|current)[ _-]?(roles?|groups?|scopes?|permissions?)\W{0,3}[:=]"#,
        r#"|\blacks? (the )?(role|group|scope|permission)\W{0,3}["'][\w:.-]+"#,
        r#"|\b(roles?|orgs?|organi[sz]ations?|groups?|scopes?|domains?)\s?[:=]\s?\[?["']?[\w.:-]+"#,
        // Scopes or permissions a token needs or holds, as values (`needed: chat:write`,
        // `administration=write`, `"granted": [..]`).
        r#"|\b(needs?|needed|required|provided|granted|(token|key|app|client) has)\W{0,3}[:=]?\s*\[?["']?[\w.-]+(:[\w.*-]+|=(read|write|admin))"#,
        r#"|\bscopes? granted to\b|\b(missing|needs?|requires?) the scopes?\b|\bmissing scopes?\W{0,3}:|\bhaving the '[\w:.-]+' permission\b|"(required|granted)"\s*:\s*\["#,
    ))
});

/// "must start with", "must be within": a boundary, unless what follows is a number or an
/// amount ("must be under 1000 characters", "must be within 1 and 100": a validation rule's
/// bound) or an article ("must start with a letter": a format).
static MUST: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(must|should) (start with|(be|stay|remain|lie|resolve) (within|inside|under|below|beneath)) ",
    )
});
static NOT_A_BOUNDARY: LazyLock<Regex> = LazyLock::new(|| pattern(r"^([\d$€£+-]|an? )"));

/// A rejected path's root named: "outside the project root (/home/dev/x)", "not in the
/// subpath of '/srv/docs'", "not within the permitted base directory /opt/x".
static ROOT_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r#"\b(outside|not (with)?in|not under|escapes?|subpath of|beyond)\b[^\n]{0,60}?\b(root|director(y|ies)|workspace|sandbox|folder|base|subpath of|tree|mount|component|destination)\W{0,4}["'`(]?(/[\w.\-]+)+"#,
        r#"|\bsubpath of ["'`]?/[\w.\-]+|\b(not inside|outside( of)?)\s+["'`(]?(/[\w.\-]+){2,}"#,
    ))
});

/// A limit a policy sets, stated with its number: "exceeds max_replicas 10", "exceeds the
/// 5,000,000-row limit", "limit is 25 MB", "up to 500.00 EUR per order", "20 calls per
/// hour", `limited: limits.cpu=16`. Counted only beside a policy's words ([`LIMIT_CONTEXT`]):
/// the bounds of an argument's schema ("must be under 1000 characters") are not a policy's.
static LIMIT: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\bexceed(s|ed)? (the )?([\d,.]+[\w-]* )?(limit|quota|cap)\b|\bexceed(s|ed)? max_\w+\W{0,3}\d|\bexceeded quota\b|\blimit (is|of) \d",
        r"|\b(maximum|minimum) [\w ]{1,30} (is|per \w+ is) \d|\blimited\W{0,3}[:=]\s*[\w.]+=|\bquota of \d|\b\d[\d,.]* of [\d,.]+ \w+ (this|per|a) (month|day|week|hour)",
        r"|\b(up|limited) to [\d,.]+[^.\n;]{0,40}\bper (call|request|day|hour|minute|month|week|order|container|pod|tenant|workspace|user|account)\b",
        r"|\b\d[\d,.]* (\w+ ){0,2}per (hour|day|month|week|minute)\b|\bat least \d+ approving\b|\brequired status checks?\b",
        r"|\b(higher|greater|more|larger|lower|less|smaller) than the (maximum|minimum) allowed\b",
    ))
});

/// The words around a policy's limit: who set it and what it did.
static LIMIT_CONTEXT: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(polic(y|ies)|politique|política|politica|richtlinie|beleid|quota|plan|tier|level|profile|profilo|authority|budget|guardrail|envelope|guard|rules?|ruleset|denied|blocked|forbidden|refused|rejected|declined|not allowed|restricted|limited|protection|admission|approv(al|er|ers)|cap|ceiling|limit (reached|exceeded)|recusad[ao]|rechazad[ao]|denegad[ao]|refusée?|abgelehnt|rifiutat[ao]|geweigerd|non consentit[ao])\b|ポリシー",
    )
});

/// The words of a sentence that sets a policy's bounds ("may only", "limited to", "blocked
/// by", "installed on"), for [`listed`].
static LIST_CONTEXT: LazyLock<Regex> = LazyLock::new(|| {
    pattern(&format!(
        r"\b(polic(y|ies)|restricted|blocked|denied|residency|\w*residenz\w*|egress|outbound traffic|installed on|ruleset|boundary|(deny|allow|block) ?list|exclusion|excluded|in-scope|out of scope|licensed|eligible|territor(y|ies))\b|{ALLOWING}"
    ))
});

/// The words of a sentence that says what is allowed: the part of a policy's bounds that
/// tells the caller what it may ask for instead.
const ALLOWING: &str = concat!(
    r"\b(permitted|allowed|may only|may be|only (be|from|in|to|on|under)|limited to|scoped to|allows?|grants?|accepts? traffic|(these|the following) \w+ only|licensed (for|to|in)|reserved for)\b",
    r"|\bseul(e)?s\b|\bsolo\b|\bnur\b|autorisé|erlaubt|permitid|limitée? aux|réservée? aux|riservat[oa] ai|\bque par\b|\balleen\b|toegestaan",
    r"|\b(somente|apenas|solamente|únicamente|soltanto|uniquement|seulement)\b",
);

static ALLOWING_CONTEXT: LazyLock<Regex> = LazyLock::new(|| pattern(ALLOWING));

/// What is not a policy's list but an argument's allowed values ("allowed values are a-1,
/// b-2"): the schema's rule, which is guidance.
static VALUES_LIST: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"\b(allowed|valid|accepted|supported|possible) (values|options|formats?|units)\b")
});

/// A run of two or more items joined by commas or by one of [`JOINERS`] ("and", "or" and
/// their words in the languages the detectors read), each a word that may be quoted or
/// bracketed.
static LIST_RUN: LazyLock<Regex> = LazyLock::new(|| {
    let item = r#"["'\[(]?[#\w.*/:@-]*\w[#\w.*/:@-]*["'\])]?"#;
    let joiner = JOINERS.join("|");
    pattern(&format!(
        r"{item}(?:(?:\s*,\s*(?:(?:{joiner})\s+)?|\s+(?:{joiner})\s+){item})+"
    ))
});

/// The words that join a list's last items: [`LIST_RUN`] reads them between items, and
/// [`listed`] leaves them out of the items it counts.
const JOINERS: &[&str] = &[
    "and", "or", "et", "y", "und", "oder", "e", "i", "ou", "o", "en", "och", "og", "és", "ja", "и",
    "і", "та", "ve", "dan", "và", "lub", "nebo", "или", "або", "eller", "atau", "hoặc", "veya",
    "tai", "vagy",
];

/// Whether a list item reads as an identifier (`eu-west-1`, `acme.com`, `#deploys`,
/// `10.40.0.0/16`, `feature/*`, `'billing-admin'`, `KP`), not a plain word, a number, a time
/// of day or a URL.
fn identifier_like(item: &str) -> bool {
    let core = item.trim_matches(|c: char| "\"'[]()".contains(c));
    let core = core.trim_end_matches(['.', ':']);
    let quoted = item.len() > core.len() + 1
        && item.starts_with(['"', '\''])
        && item
            .trim_end_matches([')', ']', '.'])
            .ends_with(['"', '\'']);
    let letters = core.chars().any(|c| c.is_alphabetic());
    let two_caps = (2..=3).contains(&core.len()) && core.chars().all(|c| c.is_ascii_uppercase());
    let numeric = core
        .chars()
        .all(|c| c.is_ascii_digit() || ",.:".contains(c));
    let url = core.contains("://");
    !url && !numeric
        && (two_caps
            || (letters && quoted)
            || (core.len() > 1
                && core
                    .chars()
                    .any(|c| "-_.#/*:@".contains(c) || c.is_ascii_digit())))
}

/// Two or more identifiers listed in a sentence about a policy's bounds ("buckets may be
/// created in eu-west-1 and eu-central-1", "Shipping to CU, IR, KP, SY and RU is blocked",
/// "may post only in #deploys, #alerts and #bot-sandbox"): the list, as evidence.
fn listed(text: &str, context: &Regex) -> Option<String> {
    sentences(text)
        // A JSON body's keys and values are a dump's list, not a sentence's.
        .filter(|sentence| !sentence.contains("\":") && !sentence.contains("{\""))
        .filter(|sentence| context.is_match(sentence) && !VALUES_LIST.is_match(sentence))
        .find_map(|sentence| {
            LIST_RUN.find_iter(sentence).find_map(|run| {
                let items = run
                    .as_str()
                    .split([',', ' '])
                    .filter(|w| !w.is_empty())
                    .filter(|w| !JOINERS.contains(w));
                let items: Vec<&str> = items.collect();
                let identifiers = items.iter().filter(|w| identifier_like(w)).count();
                // Two identifiers, or one beside plain names where the sentence says what is
                // allowed ("limited to acme and acme-labs").
                let strong = identifiers >= 1 && ALLOWING_CONTEXT.is_match(sentence);
                (identifiers >= 2 || (strong && items.len() >= 2))
                    .then(|| run.as_str().trim().to_owned())
            })
        })
}

/// A policy's limit beside the policy's words.
fn limit(text: &str) -> Option<String> {
    static SELF_EVIDENT: LazyLock<Regex> =
        LazyLock::new(|| pattern(r"\b(cap|ceiling|authority|envelope|budget|threshold)\b"));
    // A provider's rate limit or quota passed on ("exceeded your current quota", "rate
    // limit of your tier") is an operational failure, not a policy's bound.
    static PROVIDER: LazyLock<Regex> = LazyLock::new(|| {
        pattern(r"\brate[ -]?limit|\bcurrent quota\b|\bquota (metric|exceeded)\b")
    });
    if PROVIDER.is_match(text) {
        return None;
    }
    found(&LIMIT, text)
        // A limit passed with its number: a template's `{limit}` or "exceeds your limit"
        // names no bound.
        .or_else(|| {
            POLICY_LIMIT
                .find_iter(text)
                .find(|m| {
                    m.as_str()
                        .chars()
                        .chain(text[m.end()..].chars().take(24))
                        .any(|c| c.is_ascii_digit())
                })
                .map(|m| m.as_str().trim().to_owned())
        })
        .filter(|m| SELF_EVIDENT.is_match(m) || LIMIT_CONTEXT.is_match(text))
}

/// A policy named in a language other than English ("وفقاً لسياسة الامتثال", "नीति के
/// अनुसार", "theo chính sách", "조직 정책에 따라", "לפי מדיניות הארגון", "політика доступу",
/// "Tietoturvakäytännön mukaan").
static POLICY_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(politique|política|politica|richtlinie[^\s.,;:!?]*|beleid|polityk[^\s.,;:!?]*|zásad(a|y|ám|ami|ách|ou|u)?|politik[^\s.,;:!?]*|политик[^\s.,;:!?]*|політик[^\s.,;:!?]*|πολιτικ[^\s.,;:!?]*|[^\s.,;:!?]*(käytäntö|käytännön|käytäntöjen|käytännöt)|szabályzat[^\s.,;:!?]*|irányelv[^\s.,;:!?]*|riktlinje[^\s.,;:!?]*|retningslinje[^\s.,;:!?]*|kebijakan|chính sách|[^\s.,;:!?]*politiik[^\s.,;:!?]*)\b",
        r"|سياس[ةات]|מדיניות|नीति|นโยบาย|정책|ポリシー|規定により|政策|(根据|按照|依据)[^，。\n]{0,20}(规定|規定|制度)",
    ))
});

/// "Only", in the languages [`POLICY_NAMED`] reads: what the policy lets through.
pub(super) static ONLY: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(nur|seulement|uniquement|solo|sólo|solamente|únicamente|soltanto|somente|apenas|alleen|tylko|pouze|jen|csak|vain|endast|bara|kun|doar|numai|только|лише|тільки|μόνο|hanya|chỉ (được|có thể|cho phép))\b",
        r"|فقط|(^|\s)ו?רק\s|केवल|सिर्फ़?|เท่านั้น|เฉพาะ|のみ|だけ|仅|只有|只能|만 (사용|가능|허용|이용|접근|할 수)",
    ))
});

/// A sentence that names a policy in another language and states a bound by it: what it
/// lets through ("only"), or a number (a limit, an age, an amount). English's policies are
/// read by [`named_boundary`]'s words; a policy named in other words with no bound is not
/// one spelled out.
///
/// Or, with no policy named, the folders a path may only lie in ("Soubory lze číst pouze v
/// adresářích /data/projekty a /data/sdilene"): the root a rejected path must stay under.
pub(super) fn named_in_other_words(text: &str) -> Option<String> {
    static FOLDER: LazyLock<Regex> = LazyLock::new(|| pattern(r#"(^|[\s"'«„(])/[\w.-]+/[\w.-]+"#));
    // A quantity: a number with its unit or currency ("25 Mt", "18 वर्ष", "200.000.000
    // VND", "10MB"), not an error's code ("Fehler 500)").
    static QUANTITY: LazyLock<Regex> =
        LazyLock::new(|| pattern(r"\d[\d.,]*\s?(%|[$€£¥₫₹]|\p{L}{1,12})"));
    // "Read-only" is a file system's or a file's state, not a policy's "only".
    static READ_ONLY: LazyLock<Regex> = LazyLock::new(|| {
        pattern(
            r"\b(s[óo]lo (de )?lectura|pouze pro čtení|iba na čítanie|только для чтения|лише для читання|lecture seule|nur lesbar|sola lettura|somente leitura|apenas leitura|alleen-lezen|tylko do odczytu|csak olvasható|vain luku|endast läs|skrivebeskyttet|salt okunur|μόνο για ανάγνωση|chỉ đọc|hanya baca|read[- ]only)\b|読み取り専用|只读|읽기 전용",
        )
    });
    sentences(text)
        .filter(|sentence| !READ_ONLY.is_match(sentence))
        .find(|sentence| {
            (POLICY_NAMED.is_match(sentence)
                && (ONLY.is_match(sentence) || QUANTITY.is_match(sentence)))
                || (ONLY.is_match(sentence) && FOLDER.is_match(sentence))
        })
        .map(|sentence| sentence.trim().chars().take(80).collect())
}

/// A policy's boundaries in the words services use for them: a set named as allowed or
/// blocked (paths, roles, orgs, hosts, regions, buckets, namespaces, environments), allow and
/// deny lists, a restriction to members of groups, a role or scope required or held (as a
/// word, a single value, or `key=value`), a policy's thresholds, limits and time windows, the
/// root a path must stay under, and identifiers listed in a sentence about a policy.
pub(super) fn named_boundary(text: &str) -> Option<String> {
    policy_allowance(text)
        .or_else(|| found(&POLICY_SET, text))
        .or_else(|| found(&ROOT_NAMED, text))
        .or_else(|| listed(text, &LIST_CONTEXT))
        .or_else(|| found(&POLICY_ROLE, text))
        .or_else(|| found(&POLICY_WHO, text))
        .or_else(|| who_may(text))
        .or_else(|| who_qualifies(text))
        .or_else(|| found(&POLICY_SHOWN, text))
        // Who may, as a labelled list ("Allowed to push and merge: Maintainers"), which
        // `policy_allowance` leaves out.
        .or_else(|| policy_bounds(text, who_may_do))
}

/// The first of [`POLICY_BOUNDS`]'s matches in `text` that `keep` keeps (given it
/// lowercased), as evidence.
fn policy_bounds(text: &str, keep: impl Fn(&str) -> bool) -> Option<String> {
    POLICY_BOUNDS
        .find_iter(text)
        .map(|m| m.as_str())
        .find(|m| keep(&m.to_ascii_lowercase()))
        .map(|m| m.trim().to_owned())
}

/// Whether a labelled list says who may do a thing ("Allowed to push: Maintainers").
fn who_may_do(m: &str) -> bool {
    m.contains("allowed to ") || m.contains("permitted to ")
}

/// The part of a policy's boundary that says what is allowed (an allowed set, a list of
/// what may be done, a limit, a window, the root a path must be under), not what is blocked
/// or who may (a role, a group, a scope): a refusal that states it tells the caller what it
/// may ask for instead, which is guidance.
pub(crate) fn policy_allowance(text: &str) -> Option<String> {
    found(&ALLOWED_SET, text)
        .or_else(|| {
            MUST.find_iter(text)
                .find(|m| !NOT_A_BOUNDARY.is_match(&text[m.end()..]))
                .map(|m| m.as_str().trim().to_owned())
        })
        .or_else(|| limit(text))
        .or_else(|| listed(text, &ALLOWING_CONTEXT))
        // Who may do a thing ("Allowed to push: Maintainers") is not what is allowed, nor is
        // an argument's allowed values in a schema error (`allowedValues`).
        .or_else(|| policy_bounds(text, |m| !who_may_do(m) && !m.contains("value")))
        .or_else(|| found(&WINDOW, text).filter(|_| WINDOW_CONTEXT.is_match(text)))
}

/// The part of a policy's boundary that names what (a set, a root, a list of identifiers),
/// not who: a refusal that states it tells the caller what it may not ask for, which the
/// audit counts as guidance with [`policy_allowance`].
///
/// Not when the text also says who may (a role, a group, a scope required or held: the
/// caller cannot become someone else), and not a guard's threshold on its verdict.
pub(crate) fn policy_what(text: &str) -> Option<String> {
    if POLICY_ROLE.is_match(text)
        || POLICY_WHO.is_match(text)
        || who_may(text).is_some()
        || who_qualifies(text).is_some()
        || injection_signal(text).is_some()
    {
        return None;
    }
    policy_allowance(text)
        .or_else(|| found(&POLICY_SET, text))
        .or_else(|| listed(text, &LIST_CONTEXT))
}

/// What a policy allows, in the shapes services and authors give it beyond a named set:
/// a labelled list ("Permitted environments: dev, preview", "Payout currencies enabled in
/// your settings: EUR, GBP", "Tag immutability exclusions: 'dev-*'", "許可リージョン:
/// ap-northeast-1"), a list of a policy dumped as JSON keys or YAML, a list a value is not
/// on ("not on the organization's approved model list (a, b)"), a policy's limit passed
/// ("exceeds your approval authority", "caps production rollouts at 25%", "supera il limite
/// giornaliero di 5.000,00 EUR"), and a time window a policy or a schedule sets.
static POLICY_BOUNDS: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        // A labelled list: an allowing word, up to a few words of what, a colon, an item.
        r#"\b(allowed|permitted|approved|enabled|accepted|verified|trusted|protected|editable|readable|writable|exempt(ions)?|exclusions?|whitelisted|allowlisted|open to|may only|only for|only in|in-scope|excluded|eligible|licensed (for|to|in)|dozwolone|freigegebene?|erlaubte?|permitid[oa]s|autorisé[e]?s|consentit[ei]|toegestane?|(minimum|maximum) [\w ]{1,20} by)\b[^:\n.;]{0,40}?:(\s+|\s*[\[{]\s*)["'#]?[\w.*@/#:+-]*\w"#,
        // A policy named, then what it holds ("Tenants with a read policy: acme-eu",
        // "AllowUsers: deploy, ci").
        r#"|\b(polic(y|ies)|allow\w*)\b[^:\n]{0,30}:\s+[\w.-]*[-_.\d][\w.-]*|\b(polic(y|ies)|allow\w*)\b[^:\n]{0,30}:\s+[\w.-]+, [\w.-]+"#,
        r#"|(許可|許諾|アクセス可能|允许的|可用的|허용된|접근 가능한)[^\s:：]{0,10}\s*[:：]\s*\S|上限は?\s*[\d,]+|(?m)^\s*\[(quota|policy|limits?)[\w.]*\]|\ballow\w*\s*:\s*\n\s*- |\bdeny\w*\s*:\s*\n\s*- "#,
        // A policy's list dumped as keys: `"allowed_cidrs": [`, `"protected_records": [`,
        // `"your_tenants": [`, `data.images.trusted = [`.
        r#"|["\s(](max|min|maximum|minimum|limite?|l[íi]mite)_\w+"?\s*[:=]\s*\d|\b(eligible|permitted|required|held|allowed)_\w+"?\s*[:=]\s*["\w]|\w+_per_(day|week|month|hour|minute|export|request|user)\s*[:=]\s*\d"#,
        r#"|"\w*(allow|permit|block|autoris|erlaubt|consentit|toegestan|permitid|dozwolon|tillåt|deny|denied|protect|editable|trusted|approved|granted|enabled|readable|writable|exempt|your|required)\w*"\s*:\s*\[|\.(trusted|allowed|allowlist|blocked)\w*\s*=\s*\["#,
        // A list a value is not on, or outside of, named with its items.
        r"|\b(not|isn't|is not|aren't) (on|in|one of|inside|within) (the|our|an?|this|your|these) [\w' -]{0,50}([(\[]|: )|\bonly (accepts?|allows?|permits?) [\w ]{0,30}\[",
        r"|\boutside (the|this|your) [\w -]{0,30}\b(set|boundary|envelope|range)\b[^.\n]{0,30}[(:]",
        r"|\bon the [\w-]+ list \(",
        // A labelled list of what is blocked, in the corpus's languages: "Espécies bloqueadas
        // para remessa ...: Dalbergia nigra, ...".
        r"|\b(blocked|denied|banned|prohibited) (\w+ )?\w+s:\s*\S|\b(bloquead[oa]s|bloccat[ie]|gesperrte|bloqué(e)?s|geblokkeerde|zablokowane|verbotene|interdit(e)?s|prohibid[oa]s|vietat[ie])\b[^:\n.;]{0,60}:\s*\S",
    ))
});

/// A policy's limit passed or stated, beside the words of a policy ([`LIMIT_CONTEXT`]).
static POLICY_LIMIT: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        // An age or seniority a rule sets ("aged 15 or older", "under 13 can't join").
        r"\b\d{1,2} (years )?or (older|over)\b|\bunder (the age of )?\d{1,2}\b[^.\n]{0,30}\b(can't|cannot|may not|need|must not)\b|\blimits (are|were) \d",
        r"|\b(exceeds?|exceeded|exceeding|over|above|beyond|supera|excede|überschr\w+|dépasse)\b[^.\n]{0,60}?\b(limit|cap|maximum|ceiling|threshold|budget|authority|envelope|quota|allowance|límite|limite|plafond|tope|\w*limit)\b",
        r"|\b(caps?|capped)\b[^.\n]{0,50}?\bat [\d$€£]|\bcap (of )?[\d$€£]|\b(max|maximum|min|minimum|máximo|mínimo|massimo|minimo)\W{0,3}(of )?[\d$€£]|\b(below|under) the (minimum|floor) of [\d$€£]",
        r"|\bup to [\d$€£][\d,.]*|\bat most \d[\d,.]* \w+|\b(limit|limite|límite|limiet|\w+limit)\b[^.\n]{0,30}? (of |von |de |di |van )?[\d$€£R][\d,.$]*",
    ))
});

/// A time window a policy sets: a range of times, days or dates beside a word that says
/// it restricts ([`WINDOW_CONTEXT`]). A maintenance window that only says when a service
/// is back is not one.
static WINDOW: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\d{1,2}[:h]\d{2}\s*(-|–|to|and|à|bis|a|until)\s*\d{1,2}[:h]\d{2}|\b(between|from|de|du|von|dalle)\b[^.\n]{0,30}\b\d{1,2}[:h]\d{2}",
        r"|\d{4}-\d{2}-\d{2}[^.\n]{0,15}\b(to|until|bis|au|al)\b[^.\n]{0,5}\d{4}-\d{2}-\d{2}|\b(mon|tue|wed|thu|fri|sat|sun)\w*\s*(-|–|to)\s*(mon|tue|wed|thu|fri|sat|sun)",
        r"|\bdu (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) au\b|\b(from|between) (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{1,2}\b|\bwindow (closes|opens|ends|starts)\b",
    ))
});

static WINDOW_CONTEXT: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(polic(y|ies)|politique|política|politica|richtlinie|freeze|frozen|blackout|quiet[- ]hours|schedule|disabled|locked|rules?|change window|\w+-change window|(trading|market|outside|inside) (the )?[\w-]* ?window|toegestaan|permitid[oa]s?|autorisé[e]?s?|erlaubt|consentit[oa])\b|\d{2}[:h]\d{2}[^.\n]{0,25}\bonly\b",
    )
});

/// Who may, as services state it: a role, rank, group or tier the caller holds or needs
/// ("Your role: Member", "Current role ANALYST_RO", "requires Elevated access", "needs one
/// of [Super Admin, ...]"), a cloud permission named (`s3:GetObject`, `bigquery.jobs.create`,
/// `Microsoft.Compute/virtualMachines/read`). Who only may, named by what they are ("Only
/// the club treasurer can"), is [`who_may`]'s.
pub(super) static POLICY_WHO: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(your|current|caller|tu|votre|ihre?|su)( \w+)? (role|roles|rank|groups?|level|tier|plan|registrations|consent groups|profile|profil|clearance|tenants?|scopes?|permissions|privileges|rol|rolle)\b( actual)?(\s*(is |are |es |est |ist |:|=)\s*\[?['\x22]?\w|(?-i:\s+['\x22]?[A-Z0-9_][A-Z0-9_-]+\b)|\s+['\x22][\w.:-]+['\x22])",
        r"|\brequires? (a |an )?[\w-]+ (access|privileges?|clearance|registration|license|subscription)\b|\b(needs?|requires?) one of\s*[\[({:'\x22]|\b(privileges?|\w+ permissions)\s*:\s*\w",
        r"|\bnot authori[sz]ed to perform:? [\w-]+:[\w*]+|\bdoes not have [\w.]+\.[\w.]+ permission|\bperform action '[\w./]+'|\bexpected any of:? [\w-]+:[\w-]+|\bfor [\w_]+ scope\b|必要なスコープ",
        r"|\b(s[óo]|solo|sólo|solamente|apenas|somente) (pode|podem|puede|pueden) ser \w+ (por|pel[oa]s?)\b|\bwymaga uprawnie\w*",
        r"|\b(needs?|requires?) (the )?(group|role|scope|permission|clearance) ['\x22]?[\w:.-]+|\b(requires?|needs?)\b[^.\n]{0,60}\bone of\s*:",
        r"|\bseuls les\b[^.\n]{0,80}\bpeuvent\b|\bsolo (los|las)\b[^.\n]{0,80}\bpueden\b|\bdürfen nur\b|\balleen\b[^.\n]{0,80}\bmogen\b|\bse requiere el rol\b|\bgranted to [\w-]+(, [\w-]+)+",
        r"|\b(your|caller|allowed)_(tenants?|roles?|groups?|scopes?|orgs?)\b|\b(token|key) scopes?\W{0,3}[:=]|\bscope=[\w:.-]+ required|\b(needs?|requires?) (the |a |an )?[\w -]{1,30} role\b|\bfor role '[\w.-]+'|\broles allowed to\b|\bmay only act on\b",
        r"|\broles? \[[^\]]*\] do(es)? not include\b|\blacks [\w.]+\.[\w.]+|\bnot (a member of|in) (the )?(group|team|role) [\w'-]+|\b(hasn't|has not|haven't|have not) been granted\b",
        r"|\b(token|key|credentials?) (is |are )?scoped to\b",
        // A role named, in the corpus's languages: "requer papel 'gestor_frota'", "heeft de
        // rol 'lezer'", "mit der Rolle „Buchhaltung-Freigabe“", "el rol jefe_de_servicio",
        // "must be in group finance-approvers".
        r#"|\b(rol|rolle|rôle|ruolo|papel|rola|rolü|role)\s+(de\s+|di\s+)?[„«'"‘“][^„«'"‘“”»’\n]{2,40}[”»'"’“]|\b(rol|rolle|rôle|ruolo|papel|role) [a-z]+_[a-z_]+\b"#,
        // A role required or held, in the corpus's other languages: "kræver den afledte
        // rolle loenansvarlig", "dine roller er medarbejder og teamleder", "o seu perfil é
        // operador", "a te szinted L1".
        r"|\b(kræver|krever|kräver|vereist|erfordert|benötigt|requiert|requiere|richiede|requer|wymaga|vyžaduje|vaatii)\b[^.\n]{0,20}\b(rolle|rollen|roll|rol|rôle|ruolo|papel|rol[aię]|roli|rooli\w*)\b",
        r"|\b(dine|dina|deine|uw|vos|tus|i tuoi|os seus|twoje) (roller|rollen|rôles|roles|ruoli|papéis|perfis|role) (er|är|sind|zijn|sont|son|sono|são|to)\b|\b(o )?(seu|teu) perfil é\b|\btu perfil es\b|\ba te szinted\b|\bваша роль\b",
        r"|\bmust (be in|belong to)( one of)?:? (the )?(groups?|teams?|roles?) [@'\x22]?[\w/-]+|\bmust belong to( one of)?:? [@'\x22]?[\w/-]+[-_/][\w-]+",
    ))
});

/// What a policy allows: "allowed orgs", "ALLOWED_BUCKETS (a, b)", "Permitted hosts: a, b",
/// "in the allowlist (a, b)", a time window ("frozen ... (window: Mon-Thu 08:00-16:00 UTC)"),
/// a threshold ("the 10000 EUR single-transfer threshold").
static ALLOWED_SET: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r#"\b(allowed|permitted|whitelisted|allowlisted|approved)[ _-]?[a-z]+s?\W{0,4}[:=(\[]\s*["'.]?[\w.*#/-]"#,
        r#"|\b(allowed|permitted)\W{0,3}[:=]\s*\[?["']?[\w.*:/-]+"#,
        r"|\b(allow|white) ?list\W{0,3}[:=(\[]|\b(allowed|permitted) only (for|to|in|from)\b",
        r"|\b(frozen|freeze|only (allowed|permitted)|polic(y|ies))\b[^\n]{0,80}\bwindow\b[^.\n]{0,30}\d{1,2}:\d{2}",
        r"|\d[\d,.]*\s*[\w$€£-]*\s*([\w-]+ )?threshold\b|\bthreshold (of|is|=|:) ?[\d$€£]",
    ))
});
