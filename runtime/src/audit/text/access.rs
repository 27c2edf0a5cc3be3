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
        // Providers' own codes and words for a caller refused: Slack's and OAuth's error
        // codes, AWS's unknown key, an identity provider's enforcement, a token not valid
        // yet or invalidated, a claim refused, a directory's bind.
        r"|missing_scope|restricted_action|not_in_channel|account_inactive|invalid_scope|insufficient_scope|invalidaccesskeyid|invalid ?credentials(result)?",
        r"|saml enforcement|ip allow ?list|prohibited by (the )?organi[sz]ation'?s? polic(y|ies)|immaturesignature|(token|signature) is not yet valid|invalid[_ ]claim",
        r"|jwt (audience|issuer|signature|id|subject) invalid|expired (api[ _-]?)?key|(has been|was) invalidated",
        r"|compte verrouillé|konto (ist )?gesperrt|cuenta bloqueada",
        // A policy engine's or a rule's refusal of the caller.
        r"|(denied|refused) by (the )?(polic(y|ies)|rule)\b|\(deny\)|no permit matched|requires? one of the roles|missing permission|need the [\w-]+ privilege|scoped to (the )?(tenant|project|org(anization)?|workspace)",
        r"|\bonly (the )?[\w -]{0,30}(owners|admins|administrators|members|maintainers)\b[^.\n]{0,40}\b(can|may)\b|solo los usuarios con rol|may only access|grants \w+ on [^.\n]{0,80}\bonly\b",
        // A session or credential that ended, in the words services use for it: signed out,
        // expired, rotated, revoked, not valid for this audience; a login refused.
        r"|(your|login|auth\w*|user) session (has )?(ended|expired|timed out|is no longer valid)|(sign|log) in again|(need|have) to be (signed|logged) in|re-?authenticat\w+|step-up authentication|verified with mfa|requires saml sso",
        r"|no valid credentials|credentials?\b[^.\n]{0,40}\b(have|has) expired|(token|key|ticket|grant)\b[^.\n]{0,30}\b(has |have |was |been )+(expired|revoked|rotated)|\bticket expired|no longer works",
        r"|(token )?audience mismatch|api_key_revoked|auth=failed|grant is (invalid|expired|revoked)|\bnot entitled\b|err_auth\w*|\be401\b|unable to authenticate|login incorrect",
        r"|access_refused|authorization[_ ]failed|not_allowed_token_type|team_access_not_granted|invalid_signature|(hmac|signature) mismatch|missing permissions|invalid_permissions|sufficient permissions",
        r"|(do|does|did)n't have (the )?(required |necessary |sufficient )?(permissions?|access|rights?|authori[sz]ation)|(status|http)( code)?\W{0,3}40[13]\b",
        r"|sitzung ist abgelaufen|melden sie sich[^.\n]{0,20}\ban\b|jeton d'accès|invalide ou expiré|toegang geweigerd|acesso negado|account bloccato|n'avez pas l'autorisation|no tiene permiso|keine berechtigung",
        // A refusal for who the caller is: what only some may do ("may only be booked by
        // users in groups", "seuls les ... peuvent"), a credential scoped or restricted to
        // other tenants, zones or ranges, a role the caller holds or needs.
        r"|\b(may|can) only be [\w-]+ed by\b|\b(you are|you're) not (in|on|a member of|allowed to|permitted to|authori[sz]ed to|entitled to)\b|\byour (api )?(key|token)\b[^.\n]{0,20}\b(can't|cannot|can not|is not allowed|isn't allowed|lacks|doesn't have)\b|\b(hasn't|has not|haven't|have not) been granted\b",
        r"|\b(token|key|app|account|client|credential)s?\b[^\n]{0,40}\b(is|are) (scoped|restricted|limited) to\b|\bnot available to (this|your) (key|token|account|user|app)\b",
        r"|\bdenied by (the )?(rbac|abac|acl)\b|\buser \w+ has role\b|\brequires? (a |an )?[\w-]+ (access|privileges?|clearance)\b|\bprivilege required\b|\blacks [\w.]+\.[\w.]+\b",
        r"|\broles? \[[^\]]*\] do(es)? not include\b|\bonly users in\b|\bseuls les\b[^.\n]{0,80}\bpeuvent\b|\bsolo (los|las)\b[^.\n]{0,80}\bpueden\b|\bdürfen nur\b|\balleen\b[^.\n]{0,80}\bmogen\b",
        r"|permission denied|forbidden|access denied|access is denied|not logged in|login required|please log ?in|bearer)\b",
        // Words with no word boundary around them in scripts written without spaces.
        r"|権限がありません|権限がない|認証に失敗|アクセス権がありません|没有权限|未授权",
    ))
});

/// A denial in a page's words: a status line, or "you do not have access".
static PAGE_DENIAL: LazyLock<Regex> =
    LazyLock::new(|| pattern(r"40[13]|^(do|does|did)( not|n't) have|forbidden|access denied"));

/// What comes before "token" when it is a page's, not a credential: a cursor token.
static PAGING: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"\b(cursor|page|paging|pagination|continuation|next[ _]?page|sync|resume)[ _-]?$")
});

/// What follows "forbidden" in validation wording ("forbidden characters"), not auth.
static FORBIDDEN_THING: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"^\s+(characters?|chars?|values?|words?|symbols?|sequences?|keywords?|tokens? in)\b")
});

/// What follows a Kubernetes admission's "forbidden" when a quota, a limit range or a pod
/// security standard refused the object (a policy's boundary), not the caller.
static ADMISSION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"^\W{0,3}(exceeded quota|violates|\[?(maximum|minimum) [\w ]+ (usage )?per)")
});

/// A service's "not found, or you cannot see it" (a model that does not exist or is
/// hidden): a missing resource's wording, not the caller's credential.
static MISSING_OR_HIDDEN: LazyLock<Regex> =
    LazyLock::new(|| pattern(r"\b(does not|doesn't) exist or (you )?(do not|don't) have access"));

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
    auth_words(text).or_else(|| caller_refused(text))
}

/// A refusal that turns on who the caller is: a policy's role, group, scope or tenant
/// required or held ([`POLICY_ROLE`], [`POLICY_WHO`]) in a text that refuses.
fn caller_refused(text: &str) -> Option<String> {
    static REFUSES: LazyLock<Regex> = LazyLock::new(|| {
        pattern(
            r"\b(denied|rejected|refused|forbidden|blocked|not allowed|not permitted|can't|cannot|can not|may not|required|requires?|needs?|only|restricted|deny|lacks?|not (in|a member))\b|verweigert|refusé|denegad|negad|geweigerd|nur\b|seuls|solo\b",
        )
    });
    if !REFUSES.is_match(text) {
        return None;
    }
    // What only some things may be ("only files under x may be read") is not who.
    let of_things = |m: &String| {
        let m = m.to_ascii_lowercase();
        [
            "only repos",
            "only paths",
            "only files",
            "only requests",
            "domain",
        ]
        .iter()
        .any(|t| m.starts_with(t))
    };
    found(&POLICY_WHO, text).or_else(|| found(&POLICY_ROLE, text).filter(|m| !of_things(m)))
}

fn auth_words(text: &str) -> Option<String> {
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
            let after = &text[m.end()..];
            let not_auth = (word == "forbidden"
                && (FORBIDDEN_THING.is_match(after) || ADMISSION.is_match(after)))
                || MISSING_OR_HIDDEN.is_match(text)
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
        r"|led outside|is not in|not inside|outside of the defined root|\bonly (files|paths|directories|folders) (under|in|within)\b)",
    ))
});

static PATH: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r#"(\.\.[/\\]|(^|[\s'"`(=:\[])(/[\w.\-]+){2,}|[a-z]:\\[\w.\-\\]+|['"`][\w-]+/([\w.-]+/)*['"`])"#,
    )
});

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

/// A policy's sets and lists, allowed or blocked, and its rules past a number.
static POLICY_SET: LazyLock<Regex> = LazyLock::new(|| {
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
        // A policy's rule past a number: "blocks sign-in after 5 failed attempts". (Its
        // thresholds and time windows say what is allowed: `ALLOWED_SET` has them.)
        r"|\b(policy|rules?)\b[^.\n]{0,100}\b(after|above|over|exceeds?|more than) \d",
    ))
});

/// Who may: a restriction to members, a role, group or scope required or held.
static POLICY_ROLE: LazyLock<Regex> = LazyLock::new(|| {
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
        r"|\bonly (the )?[\w -]{0,20}(owners|admins|administrators|maintainers)\s*[(:]|\bmembers? of [\w-]*[-_][\w-]+",
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
static MUST: LazyLock<Regex> =
    LazyLock::new(|| pattern(r"\b(must|should) (start with|be (within|inside|under)) "));
static NOT_A_BOUNDARY: LazyLock<Regex> = LazyLock::new(|| pattern(r"^([\d$€£+-]|an? )"));

/// A rejected path's root named: "outside the project root (/home/dev/x)", "not in the
/// subpath of '/srv/docs'", "not within the permitted base directory /opt/x".
static ROOT_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r#"\b(outside|not (with)?in|not under|escapes?|subpath of|beyond)\b[^\n]{0,60}?\b(root|director(y|ies)|workspace|sandbox|folder|base|subpath of|tree|mount|component|destination)\W{0,4}["'`(]?(/[\w.\-]+)+"#,
        r#"|\bsubpath of ["'`]?/[\w.\-]+|\bnot inside\s+["'`]?(/[\w.\-]+){2,}"#,
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
        r"\b(polic(y|ies)|restricted|blocked|denied|residency|installed on|ruleset|boundary|(deny|allow|block) ?list|exclusion|excluded|in-scope|out of scope|licensed|eligible|territor(y|ies))\b|{ALLOWING}"
    ))
});

/// The words of a sentence that says what is allowed: the part of a policy's bounds that
/// tells the caller what it may ask for instead.
const ALLOWING: &str = concat!(
    r"\b(permitted|allowed|may only|may be|only (be|from|in|to|on|under)|limited to|scoped to|allows?|grants?|accepts? traffic|(these|the following) \w+ only|licensed (for|to|in)|reserved for)\b",
    r"|\bseul(e)?s\b|\bsolo\b|\bnur\b|autorisé|erlaubt|permitid|limitée? aux|réservée? aux|riservat[oa] ai|\bque par\b|\balleen\b|toegestaan",
);

static ALLOWING_CONTEXT: LazyLock<Regex> = LazyLock::new(|| pattern(ALLOWING));

/// What is not a policy's list but an argument's allowed values ("allowed values are a-1,
/// b-2"): the schema's rule, which is guidance.
static VALUES_LIST: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"\b(allowed|valid|accepted|supported|possible) (values|options|formats?|units)\b")
});

/// A run of two or more items joined by commas, "and", "or" (and their French, Spanish and
/// German words), each a word that may be quoted or bracketed.
static LIST_RUN: LazyLock<Regex> = LazyLock::new(|| {
    let item = r#"["'\[(]?[#\w.*/:@-]*\w[#\w.*/:@-]*["'\])]?"#;
    pattern(&format!(
        r"{item}(?:(?:\s*,\s*(?:(?:and|or|et|y|und|oder)\s+)?|\s+(?:and|or|et|y|und|oder)\s+){item})+"
    ))
});

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
    text.split_inclusive('\n')
        .flat_map(|line| line.split(". "))
        // A JSON body's keys and values are a dump's list, not a sentence's.
        .filter(|sentence| !sentence.contains("\":") && !sentence.contains("{\""))
        .filter(|sentence| context.is_match(sentence) && !VALUES_LIST.is_match(sentence))
        .find_map(|sentence| {
            LIST_RUN.find_iter(sentence).find_map(|run| {
                let items = run
                    .as_str()
                    .split([',', ' '])
                    .filter(|w| !w.is_empty())
                    .filter(|w| !matches!(*w, "and" | "or" | "et" | "y" | "und" | "oder"));
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
        .or_else(|| found(&POLICY_LIMIT, text))
        .filter(|m| SELF_EVIDENT.is_match(m) || LIMIT_CONTEXT.is_match(text))
}

/// A policy's boundaries spelled out: a set named as allowed or blocked (paths, roles,
/// orgs, hosts, regions, buckets, namespaces, environments), allow and deny lists, a
/// restriction to members of groups, a role or scope required or held (as a word, a single
/// value, or `key=value`), a policy's thresholds, limits and time windows, the root a path
/// must stay under, and identifiers listed in a sentence about a policy. (A business rule
/// the user can act on, "refunds over $500 need approval", names none of these.)
pub fn policy_enumeration(text: &str) -> Option<String> {
    policy_allowance(text)
        .or_else(|| found(&POLICY_SET, text))
        .or_else(|| found(&ROOT_NAMED, text))
        .or_else(|| listed(text, &LIST_CONTEXT))
        .or_else(|| found(&POLICY_ROLE, text))
        .or_else(|| found(&POLICY_WHO, text))
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
        .or_else(|| {
            // Who may do a thing ("Allowed to push: Maintainers") is not what is allowed,
            // nor is an argument's allowed values in a schema error (`allowedValues`).
            POLICY_BOUNDS
                .find_iter(text)
                .map(|m| m.as_str())
                .find(|m| {
                    let m = m.to_ascii_lowercase();
                    !m.contains("allowed to ")
                        && !m.contains("permitted to ")
                        && !m.contains("value")
                })
                .map(|m| m.trim().to_owned())
        })
        .or_else(|| found(&WINDOW, text).filter(|_| WINDOW_CONTEXT.is_match(text)))
}

/// The part of a policy's boundary that names what (a set, a root, a list of identifiers),
/// not who: a refusal that states it tells the caller what it may not ask for, which the
/// audit counts as guidance with [`policy_allowance`].
///
/// Not when the text also says who may (a role, a group, a scope required or held: the
/// caller cannot become someone else), and not a guard's threshold on its verdict.
pub(crate) fn policy_what(text: &str) -> Option<String> {
    if POLICY_ROLE.is_match(text) || POLICY_WHO.is_match(text) || injection_signal(text).is_some() {
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
        r#"\b(allowed|permitted|approved|enabled|accepted|verified|trusted|protected|editable|readable|writable|exempt(ions)?|exclusions?|whitelisted|allowlisted|open to|may only|only for|only in|in-scope|excluded|eligible|licensed (for|to|in)|dozwolone|freigegebene?|erlaubte?|permitid[oa]s|autorisé[e]?s|consentit[ei]|toegestane?|(minimum|maximum) [\w ]{1,20} by)\b[^:\n.;]{0,40}?:(\s+|\s*\[\s*)["'#]?[\w.*@/#:+-]*\w"#,
        // A policy named, then what it holds ("Tenants with a read policy: acme-eu",
        // "AllowUsers: deploy, ci").
        r#"|\b(polic(y|ies)|allow\w*)\b[^:\n]{0,30}:\s+[\w.-]*[-_.\d][\w.-]*|\b(polic(y|ies)|allow\w*)\b[^:\n]{0,30}:\s+[\w.-]+, [\w.-]+"#,
        r#"|(許可|許諾|アクセス可能)[^\s:：]{0,10}\s*[:：]\s*\S|上限は?\s*[\d,]+|(?m)^\s*\[(quota|policy|limits?)[\w.]*\]|\ballow\w*\s*:\s*\n\s*- |\bdeny\w*\s*:\s*\n\s*- "#,
        // A policy's list dumped as keys: `"allowed_cidrs": [`, `"protected_records": [`,
        // `"your_tenants": [`, `data.images.trusted = [`.
        r#"|["\s](max|min|maximum|minimum)_\w+"?\s*[:=]\s*\d|\b(eligible|permitted|required|held|allowed)_\w+"?\s*[:=]\s*["\w]|\w+_per_(day|week|month|hour|minute|export|request|user)\s*[:=]\s*\d"#,
        r#"|"\w*(allow|permit|block|deny|denied|protect|editable|trusted|approved|granted|enabled|readable|writable|exempt|your|required)\w*"\s*:\s*\[|\.(trusted|allowed|allowlist|blocked)\w*\s*=\s*\["#,
        // A list a value is not on, or outside of, named with its items.
        r"|\b(not|isn't|is not|aren't) (on|in|one of|inside|within) (the|our|an?|this|your|these) [\w' -]{0,50}([(\[]|: )|\bonly (accepts?|allows?|permits?) [\w ]{0,30}\[",
        r"|\boutside (the|this|your) [\w -]{0,30}\b(set|boundary|envelope|range)\b[^.\n]{0,30}[(:]",
        r"|\bon the [\w-]+ list \(",
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
/// `Microsoft.Compute/virtualMachines/read`), who only may ("may only be booked by users
/// in groups").
static POLICY_WHO: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(your|current|caller|tu|votre|ihre?|su)( \w+)? (role|roles|rank|groups?|level|tier|plan|registrations|consent groups|profile|profil|clearance|tenants?|scopes?|permissions|privileges|rol|rolle)\b( actual)?\W{0,3}(is |are |es |est |ist |:|=)?\s*\[?['\x22]?\w",
        r"|\brequires? (a |an )?[\w-]+ (access|privileges?|clearance|registration|license|subscription)\b|\b(needs?|requires?) one of\s*[\[(:'\x22]|\b(privileges?|\w+ permissions)\s*:\s*\w",
        r"|\bnot authori[sz]ed to perform:? [\w-]+:[\w*]+|\bdoes not have [\w.]+\.[\w.]+ permission|\bperform action '[\w./]+'|\bexpected any of:? [\w-]+:[\w-]+|\bfor [\w_]+ scope\b|必要なスコープ",
        r"|\b(may|can) only be [\w-]+ed by\b|\bonly\b[^.\n]{0,40}\b(admins?|administrators?|owners?|moderators?|maintainers?|managers?|leads?|staff|editors?|reviewers?|approvers?|prescribers?|users with)\b[^.\n]{0,60}\b(can|may)\b",
        r"|\b(needs?|requires?) (the )?(group|role|scope|permission|clearance) ['\x22]?[\w:.-]+|\b(requires?|needs?)\b[^.\n]{0,60}\bone of\s*:",
        r"|\bseuls les\b[^.\n]{0,80}\bpeuvent\b|\bsolo (los|las)\b[^.\n]{0,80}\bpueden\b|\bdürfen nur\b|\balleen\b[^.\n]{0,80}\bmogen\b|\bse requiere el rol\b|\bgranted to [\w-]+(, [\w-]+)+",
        r"|\b(your|caller|allowed)_(tenants?|roles?|groups?|scopes?|orgs?)\b|\b(token|key) scopes?\W{0,3}[:=]|\bscope=[\w:.-]+ required|\b(needs?|requires?) (the |a |an )?[\w -]{1,30} role\b|\bfor role '[\w.-]+'|\broles allowed to\b|\bmay only act on\b",
        r"|\broles? \[[^\]]*\] do(es)? not include\b|\blacks [\w.]+\.[\w.]+|\bnot (a member of|in) (the )?(group|team|role) [\w'-]+|\b(hasn't|has not|haven't|have not) been granted\b",
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
        // A check that caught the input, in other words: an injection or jailbreak detected
        // or matched, a safety system's or moderation's flag or hold, a guard's verdict and
        // its reasons, a toxicity attribute scored, and the same in other languages.
        r"|(injection|jailbreak)\w*\b[^.\n]{0,40}\b(detected|pattern|heuristics?|attempt|matched|probability)|(detected|possible|potential|matched)\b[^.\n]{0,40}\b(prompt[ _-]?)?injection",
        r"|(dangerous|malicious|suspicious|harmful) (sql|input|content|payload|script|code|instructions?)\b[^.\n]{0,20}\bdetected",
        r"|(flagged|held|blocked|rejected|classified)\b[^.\n]{0,30}\b(safety|moderation|security|content) (system|filter|check|classifier|model)",
        r"|(safety|moderation|security) (system|filter|classifier)\b[^.\n]{0,30}\b(flagged|classified|blocked|held|rejected)|failed (a |the )?safety check|unsafecontent",
        r"|\b(held|blocked|removed) by moderation|flagged: [\w-]+|\binput (rail|guard)\b|verdict\W{0,3}block\b|jailbreak_attempt|prompt_attack|instruction override|role_override|system_prompt_exfiltration|ignore[- ]previous",
        r"|(?-i:\b(TOXICITY|SEVERE_TOXICITY|THREAT|INSULT|PROFANITY|IDENTITY_ATTACK) \d?\.\d)",
        r"|injection de prompt|inyección de prompt|iniezione di prompt|injeção de prompt|sicherheitsfilter|als schädlich",
        r#"|categor(y|ies)\W{0,4}\[?["']?(harassment|hate|violence|self-harm|sexual|jailbreak|prompt_injection|injection))\b"#,
        // Words with no word boundary around them in scripts written without spaces.
        r"|プロンプトインジェクション|不正な指示|提示词注入",
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
