//! Who may do what: auth failures, path rejections, policy boundaries, and a guard's verdict
//! on the input.

use super::{found, pattern};
use regex::Regex;
use std::sync::LazyLock;

static AUTH: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(unauthori[sz]ed|unauthenticated|not authenticated|authentication ?(failed|required|error|is required)|(already|not yet) authenticated",
        r"|invalid (username|user)[- ]?(or[- ]|/|-)?password|no permissions? to (run|access|perform|use|read|write|call)",
        r"|not authori[sz]ed|is not authori[sz]ed to|not allowed to perform",
        r"|(invalid|incorrect|bad|wrong|missing) (or (expired|missing|invalid) )?(api[ _-]?(key|token)|(access|auth|bearer|id)[ _-]?token|token|credentials?|password|signature|client secret)",
        r"|(api[ _-]?(key|token)|(access|auth|bearer)[ _-]?token|token|credentials?|password|session|signature) (is |was |has |have )?(been )?(invalid|expired|missing|revoked|rejected|not valid)",
        r"|expired (token|session|credentials?)|expiredtoken|invalidclienttokenid|signaturedoesnotmatch",
        r"|bad credentials|invalid_(auth|token|grant|client|api_key)|not_authed|token_(expired|revoked)",
        r"|password authentication failed|permission check failed|resource not accessible by (integration|personal access token)",
        r"|invalid (audience|issuer)|audience doesn't match|signature verification failed|signature has expired",
        r"|jwt (expired|malformed|must be provided|not active)|err_jwt_\w+|claim timestamp check failed|token expired|response code:? 40[13]",
        // Other languages' words for the same.
        r"|nicht (autorisiert|angemeldet|berechtigt)|zugriff verweigert|ungültige[rsn]? (token|api-schlüssel|anmeldedaten|zugangsdaten)",
        r"|no autorizado|acceso denegado|(token|clave( de api)?|credenciales) (no válid[oa]s?|inválid[oa]s?|caducad[oa]s?|expirad[oa]s?)",
        r"|non autoris[ée]e?|accès refusé|(jeton|clé d'api|identifiants) (invalides?|expirés?)|non autorizzato|accesso negato",
        r"|(do|does|did) not have (the )?(required )?(authori[sz]ation|permission|permissions|access|rights?)( to)?",
        r"|(do|does|did) not have [\w.:/-]+ (access|permission)|permission '[^']+' denied",
        r"|lacks? (the )?(required )?(role|permission|scope|privilege)",
        r"|insufficient[ _](scopes?|permissions?|privileges?|access|rights)",
        r"|accessdenied(exception)?|authorizationfailed|permission_denied|access_denied",
        r"|account (is |has been )?(locked|disabled|suspended)",
        // Stores' and brokers' own words, identity providers' codes, client certificates,
        // and a policy engine's refusal.
        r"|(?-i:WRONGPASS|NOPERM|NOAUTH)|authori[sz]ation violation|authentifizierung[^.\n]{0,40}fehlgeschlagen|\baadsts\d+",
        r"|no required ssl certificate|ssl certificate error|(client|peer) certificate (required|rejected|unknown|revoked|expired)|alert (unknown ca|bad certificate|certificate required)",
        r#"|decision\W{0,4}deny|"allow(ed)?"\s*:\s*false|enforce\([^)]*\)\s*=\s*false"#,
        // A refusal for a role or group the caller does not hold.
        r"|(restricted|limited) to (the |these )?(members of|[\w, -]{0,60}\b(groups?|roles?)\b)",
        r"|requires? (the |a |an )?[\w:-]+ role|required[ _-]?(roles?|groups?)\W{0,3}[:=]|not an? (member|owner|admin) of",
        r"|cannot (get|list|watch|create|update|patch|delete) resource",
        r"|(status|http|error code|returned|response|responded)\W{0,3}40[13]\b|\b40[13] (unauthori[sz]ed|forbidden)",
        r"|permission denied|forbidden|access denied|access is denied|not logged in|login required|please log ?in|bearer)\b",
    ))
});

/// A denial in a page's words: a status line, or "you do not have access".
static PAGE_DENIAL: LazyLock<Regex> =
    LazyLock::new(|| pattern(r"40[13]|^(do|does|did) not have|forbidden|access denied"));

/// What comes before "token" when it is a page's, not a credential: a cursor token.
static PAGING: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"\b(cursor|page|paging|pagination|continuation|next[ _]?page|sync|resume)[ _-]?$")
});

/// What follows "forbidden" in validation wording ("forbidden characters"), not auth.
static FORBIDDEN_THING: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"^\s+(characters?|chars?|values?|words?|symbols?|sequences?|keywords?|tokens? in)\b")
});

/// Auth wording: unauthorized, an invalid, expired or revoked credential, a caller that
/// does not have the permission or lacks the role, an upstream's 401 or 403 in its own words
/// (`Bad credentials`, `invalid_auth`, `PERMISSION_DENIED`, `AccessDenied`), a locked
/// account, a refusal for a role or group the caller does not hold ("restricted to members
/// of", "requires the Maintainer role"). (An integration's own access to a downstream service, "the service refused
/// access to this index", is not auth wording, nor is "forbidden characters".)
///
/// The generic denials (access denied, permission denied, forbidden) of a text that also
/// rejects a path ("Access denied - path outside allowed directories") are the path
/// rejection's, which [`path_rejection`] reports, not an authentication failure's.
pub fn auth_wording(text: &str) -> Option<String> {
    // A denial that names a file's path is the operating system's or the sandbox's, not a
    // caller's authorization ("open /etc/passwd: permission denied").
    let denies_a_path = path_rejection_wording(text).is_some() || PATH.is_match(text);
    // A CDN's, a WAF's or an upstream's page passed on: its denials and status lines are
    // the page's ("Error 1020 Access denied", "403 Forbidden"), not the server's caller's.
    let a_page = super::upstream::upstream_page(text);
    AUTH.find_iter(text)
        .find(|m| {
            let word = m.as_str().to_ascii_lowercase();
            let generic = matches!(
                word.as_str(),
                "forbidden" | "access denied" | "permission denied" | "access is denied"
            );
            let paging = word.starts_with("token") && PAGING.is_match(&text[..m.start()]);
            let a_pages = a_page && (generic || PAGE_DENIAL.is_match(&word));
            let not_auth = (word == "forbidden" && FORBIDDEN_THING.is_match(&text[m.end()..]))
                || (generic && denies_a_path)
                || paging
                || a_pages;
            !not_auth
        })
        .map(|m| m.as_str().trim().to_owned())
}

static PATH_REJECTION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"(outside|not (allowed|permitted)|traversal|escapes?|denied|forbidden|refus(ed|ing) to (read|open|access|write|serve|follow|list)|\brestricted\b|err_access_denied",
        r"|must (be|stay|remain) (within|inside|under|in)|restricted to|sandbox|open_basedir",
        r"|allowed (director(y|ies)|roots?|paths?|folders?)|not (with)?in the|not under|subpath of",
        r"|led outside|is not in|not inside|outside of the defined root)",
    ))
});

static PATH: LazyLock<Regex> =
    LazyLock::new(|| pattern(r#"(\.\.[/\\]|(^|[\s'"`(=:\[])(/[\w.\-]+){2,}|[a-z]:\\[\w.\-\\]+)"#));

/// A path rejection with path details: rejection wording (outside, not allowed, traversal,
/// denied, refused, must be within, sandbox, not in the subpath of) and a path (`../`,
/// `/a/b`, `C:\a`) in the same text.
pub fn path_rejection(text: &str) -> Option<String> {
    let rejection = PATH_REJECTION.find(text)?;
    let path = PATH.find(text)?;
    Some(format!(
        "{} … {}",
        rejection.as_str().trim(),
        path.as_str().trim()
    ))
}

/// Rejection wording about a path, without a path: for templates, whose paths are
/// placeholders.
pub(crate) fn path_rejection_wording(text: &str) -> Option<String> {
    static WORDING: LazyLock<Regex> = LazyLock::new(|| {
        pattern(concat!(
            r"\b(path|director(y|ies)|folder|file)s?\b.*\b(outside|not (allowed|permitted)|traversal|escapes?|denied|forbidden|must (be|stay|remain) (within|inside|under)|restricted to|sandbox|subpath)",
            r"|\b(outside|traversal|escapes?)\b.*\b(path|director(y|ies)|folder|sandbox|root|workspace)\b",
            r"|subpath of|open_basedir|led outside of",
        ))
    });
    found(&WORDING, text)
}

static POLICY: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        // A set named as allowed or blocked: "allowed orgs", "ALLOWED_BUCKETS (a, b)",
        // "blocked_namespaces [..]", "Allowed hosts: a, b", `"allowed_environments": [..]`.
        r#"\b(allowed|permitted|whitelisted|allowlisted|approved|blocked|denied|banned|blacklisted|blocklisted)[ _-]?(paths?|director(y|ies)|roots?|folders?|roles?|orgs?|organi[sz]ations?|users?|groups?|domains?|hosts?|ips?|repos(itories)?|tenants?|scopes?|accounts?|regions?|buckets?|namespaces?|projects?|environments?|envs?|countries|teams?|networks?|origins?|senders?|recipients?|channels?|databases?|tables?|clusters?|locations?|zones?|images?|registries|ports?|actions?|operations?|models?|tools?|ranges?|subnets?|cidrs?)\b"#,
        r#"|\b(allowed|permitted|blocked|denied)\W{0,3}[:=]\s*\[?["']?[\w.*:/-]+["']?(\s*,\s*["']?[\w.*:/-]+)+"#,
        // An allow or deny list that refuses, or is given.
        r"|\b(not|isn't|is not|aren't) (on|in) (the |our |an? )?(allow|white|block|black|deny) ?list|\b(allow|white|block|black|deny) ?list\W{0,3}[:=(\[]|\b(blocked|denied|rejected|refused) by (the |an? )?([\w-]+ )?(allow|block|deny|black) ?list",
        r#"|"?(allowed|blocked|denied|exempt|permitted)(Values|Roles|Groups|Users|InfoTypes|Domains|Hosts|Locations|Regions)"?\s*:"#,
        r"|\beffective roles \[|granted by the (index |cluster )?privileges|\broles of [\w@.-]+:|\bpolicies for this object|\bconstraints/[\w.]+|\bon only where\b|\bgroups? include one of\b|\bmembership in one of\b",
        r"|\b(allowed|permitted) only (for|to|in|from)\b|\bin \[['\x22][\w.-]+['\x22](, ?['\x22][\w.-]+['\x22])+\]",
        // A restriction to members: "restricted to members of", "limited to these groups".
        r"|\bonly (users|members|accounts|admins|repos(itories)?|paths|files|requests|callers|roles|orgs|organi[sz]ations) (in|from|under|with|within|of|that)\b",
        r"|\b(restricted|limited|available) to (the )?(members|users|admins|owners|accounts|callers)\b",
        r"|\bnur (für )?(mitglieder|benutzer|administratoren|admins)|\bsolo (los |las )?(miembros|usuarios|administradores)|réservée? aux (membres|utilisateurs|administrateurs)|\bseuls les (membres|utilisateurs|administrateurs)",
        r"|\b(restricted|limited) to (the |these )?[\w, -]{0,60}\b(groups?|roles?|teams?|scopes?|org(anization)?s?|tenants?)\b",
        r"|\bmembers? of (the )?[\w-]+ (and [\w-]+ )?(groups?|teams?|roles?|org)\b",
        // A role, group or scope required or held, as a word or a value: "requires the
        // Maintainer role", "required role=cdn-admin", "lacks role 'cluster-admin'".
        r"|\brequires? (the |a |an )?[\w:-]+ (role|group|scope|permission|clearance)\b",
        r"|\brequires? (the )?(role|scope|group|clearance|permission)s? ",
        r#"|\b(required|needed|missing|granted|caller|your|current)[ _-]?(roles?|groups?|scopes?|permissions?)\W{0,3}[:=]"#,
        r#"|\blacks? (the )?(role|group|scope|permission)\W{0,3}["'][\w:.-]+"#,
        r#"|\b(roles?|orgs?|organi[sz]ations?|groups?|scopes?|domains?)\s?[:=]\s?\[?["']?[\w.:-]+"#,
        // A policy's thresholds: "the 10000 EUR single-transfer threshold", "blocks sign-in
        // after 5 failed attempts".
        r"|\d[\d,.]*\s*[\w$€£-]*\s*([\w-]+ )?threshold\b|\bthreshold (of|is|=|:) ?[\d$€£]",
        r"|\b(policy|rules?)\b[^.\n]{0,60}\b(after|above|over|exceeds?|more than) \d",
    ))
});

/// "must start with", "must be within": a boundary, unless what follows is a number or an
/// amount ("must be under 1000 characters", "must be within 1 and 100": a validation rule's
/// bound) or an article ("must start with a letter": a format).
static MUST: LazyLock<Regex> =
    LazyLock::new(|| pattern(r"\b(must|should) (start with|be (within|inside|under)) "));
static NOT_A_BOUNDARY: LazyLock<Regex> = LazyLock::new(|| pattern(r"^([\d$€£+-]|an? )"));

/// A rejected path's root named: "outside the project root (/home/dev/x)", "not in the
/// subpath of '/srv/docs'", "not within the permitted base directory /opt/x".
static ROOT_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r#"\b(outside|not (with)?in|not under|escapes?|subpath of|beyond)\b[^\n]{0,60}?\b(root|director(y|ies)|workspace|sandbox|folder|base|subpath of|tree|mount|component|destination)\W{0,4}["'`(]?(/[\w.\-]+)+"#,
        r#"|\bsubpath of ["'`]?/[\w.\-]+"#,
    ))
});

/// A list of two or more identifiers (`eu-west-1 and eu-central-1`, `KP, IR, SY and RU`,
/// `finance-admins and auditors`) in the same sentence as a policy's words.
static LISTED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(polic(y|ies)|restricted|permitted|allowed|blocked|denied|residency|may only|can only|only be)\b",
        r"[^.\n]{0,120}?",
        r"\b([a-z][\w.*]*[-_.\d][\w.*-]*|(?-i:[A-Z]{2}))(, ([a-z][\w.*]*[-_.\d][\w.*-]*|(?-i:[A-Z]{2})))*,? (and|or) ([a-z][\w.*]*[-_.\d][\w.*-]*|(?-i:[A-Z]{2}))\b",
    ))
});

/// A policy's boundaries spelled out: a set named as allowed or blocked (paths, roles,
/// orgs, hosts, regions, buckets, namespaces, environments), allow and deny lists, a
/// restriction to members of groups, a role or scope required or held (as a word, a single
/// value, or `key=value`), a policy's thresholds, the root a path must stay under, and
/// identifiers listed in a sentence about a policy. (A business rule the user can act on,
/// "refunds over $500 need approval", names none of these.)
pub fn policy_enumeration(text: &str) -> Option<String> {
    found(&POLICY, text)
        .or_else(|| found(&ROOT_NAMED, text))
        .or_else(|| {
            MUST.find_iter(text)
                .find(|m| !NOT_A_BOUNDARY.is_match(&text[m.end()..]))
                .map(|m| m.as_str().trim().to_owned())
        })
        .or_else(|| {
            // The list only, for the evidence.
            LISTED
                .captures(text)
                .and_then(|c| c.get(0))
                .map(|m| m.as_str().trim().to_owned())
        })
}

static INJECTION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(prompt[ _-]?injection|injection (attempt|detected)|jailbreak|prompt[ _-]?attack|pi_and_jailbreak",
        r"|(suspicious|malicious|unsafe|harmful|adversarial) (input|content|instructions?|query|request|text|prompt|message)",
        r"|(input|content|prompt|query|message|text|comment) (is|was|looks|seems) (unsafe|harmful|malicious|toxic)",
        r"|security (check|filter|scan|policy|violation)",
        r"|(content|input|query|prompt) (was |has been )?(blocked|flagged|rejected) (by|for)",
        r"|(content|input|query|prompt|message|comment) (was |has been )?flagged",
        r"|policy violation|guardrails?( intervened)?|content (filter|safety)|moderation (flagged|blocked|rejected|verdict|api|endpoint|model)",
        r"|(rejected|blocked|flagged|refused) by (the )?([\w-]+ ){0,2}(moderation|guard|shield|filter|classifier)",
        r"|prompt ?shields?|lakera|llama ?guard|prompt ?guard|rebuff|nemo guardrails|model armor",
        r"|attack ?detected|is_attack|attack[_ ]score|verdict\W{0,3}unsafe|unsafe\W{1,4}S\d{1,2}\b|injection_?detected|risk[_ ]score",
        r#"|label\W{0,4}(injection|jailbreak|unsafe|malicious)\b|content management policy|blockreason\W{0,4}(safety|blocklist|prohibited_content|other)|finishreason\W{0,4}safety|harm_category_\w+"#,
        r#"|"?flagged"?\s*[:=]\s*true|(injection|jailbreak|attack|toxicity)[_ ]?(score|probability|confidence)"#,
        r"|(hate|violence|sexual|self[-_ ]harm|harassment)\W{1,4}(severity|score)",
        r#"|categor(y|ies)\W{0,4}\[?["']?(harassment|hate|violence|self-harm|sexual|jailbreak|prompt_injection|injection))\b"#,
    ))
});

/// Injection detection reported: prompt injection, jailbreak, malicious or unsafe input,
/// a security check or content filter, content flagged or blocked by a guard; and a guard's
/// verdict in its own vocabulary: its name (Prompt Shields, Lakera, Llama Guard, Model
/// Armor), a boolean attack flag (`attackDetected: true`, `flagged=true`), an unsafe
/// category (`unsafe S14`, `categories=['violence']`), a score.
pub fn injection_signal(text: &str) -> Option<String> {
    found(&INJECTION, text)
}
