//! A policy's boundary inside a refusal another signal already reads: the threshold a
//! guard states, the role, group or scope an auth failure requires. Such a refusal is read
//! for what it refuses by its own detector; what it says of the fence (where it stands,
//! how high it is) is the policy's, and is read here, in any of the corpus's languages,
//! only once the refusal is known to be one.

use super::{found, only_words, pattern};
use regex::Regex;
use std::sync::LazyLock;

/// The refusal another signal reads in a failure. (Non-exhaustive: a refusal read for its
/// boundary later, a path rejection's root, say, is a variant more, not a break.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Refusal {
    /// An auth failure: the caller's credential or permission refused.
    Credential,
    /// A guard's verdict: a check caught the input.
    Guard,
}

/// The boundary a refusal of `kind` states in `text`, as evidence: a guard's threshold or
/// the rule it matched, the role, group or scope required or held, who alone may, or the
/// bound a credential passed; `None` when the refusal says only that it refused. (A path
/// rejection's root is not read here: read alone on the held-out servers, it added two
/// findings their truth table calls false, `audit/README.md`.)
pub fn boundary_inside(kind: Refusal, text: &str) -> Option<String> {
    match kind {
        Refusal::Guard => found(&GUARD_LIMIT, text),
        Refusal::Credential => WHO_HOLDS
            .find_iter(text)
            .map(|m| m.as_str().trim())
            .find(|m| !NOT_HELD.iter().any(|w| m.to_lowercase().contains(w)))
            .map(str::to_owned)
            .or_else(|| found(&ONLY, text))
            .or_else(|| found(&PASSED, text)),
    }
}

/// A guard's threshold or the rule it matched: a score compared with its limit ("0.87 >
/// 0.80", "0,94 ≥ seuil 0,80"), a threshold's word with its number ("threshold 0.80",
/// "grænse 0,80", "acima do limite de 0,80", "Schwellenwert: 1 Treffer"), a threshold's
/// key (`"maxModelScore": 0.9`), a rule or phrase matched by name ("matched rule PI-002",
/// "contains blocked phrase '...'"). A score alone is the verdict, not the fence.
static GUARD_LIMIT: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b\d*[.,]\d+\s*(>=?|≥|=>)\s*\d*[.,]?\d+",
        r"|\b(threshold|cut-?off|seuil|limite?|umbral|schwell\w*|grenzwert\w*|soglia|drempel\w*|próg\w*|порог\w*|eşi(k|ğ)\w*|grænse\w*|gräns\w*|grense\w*|kynnys\w*|küszöb\w*|práh\w*|prahov\w*|ambang|ngưỡng|max(imum)? allowed)\b\W{0,3}([\p{L}]+\W{1,3}){0,2}\d",
        r"|\b\d*[.,]\d+\W{1,3}(the\W+)?(threshold|limit|seuil|limite)\b",
        r"|(閾値|阈值|임계값|임계치|סף)[^\d\n]{0,6}\d",
        r#"|"(max|min)\w*(score|threshold)"\s*:\s*\d|"threshold"\s*:\s*\d"#,
        r"|\bmatched (the )?(rule|pattern|signature|policy)\s+['\x22]?[\w-]*\d|\b(blocked|banned|forbidden|disallowed|denied) (phrase|term|word|keyword|pattern)s?\b",
    ))
});

/// What names no role, group or scope though it reads like one: a Kubernetes subject
/// (`system:serviceaccount:mcp:agent`) and its API group, an account's ARN, a URL.
const NOT_HELD: [&str; 4] = ["serviceaccount", "api group", "arn:", "://"];

/// A role, group, scope or clearance, in the corpus's languages.
macro_rules! held_words {
    () => {
        r"(\b(roles?|rôles?|rollen?|rol|roli|ruol[oi]|papel|papéis|perfil|profil|profile|rol[aęi]|роль|роли|ролям|ролі|rolü\w*|szerepk\w*|rooli\w*|groups?|groupes?|gruppen?|grupos?|grupp[oi]|grub\w*|grup|grupu\w*|групп\w*|csoport\w*|ryhmä\w*|teams?|scopes?|scopet|escopos?|portée|alcances?|zakres\w*|kapsam\w*|hatókör\w*|clearance|habilitation)\b|ロール|角色|역할|תפקיד|भूमिका|グループ|그룹|קבוצ|समूह|टीम|スコープ|범위)"
    };
}

/// A permission or privilege, in the corpus's languages.
macro_rules! permission_words {
    () => {
        r"(\b(permissions?|privileges?|privilegeId|berechtigung\w*|autorisations?|permisos?|permess[oi]|permiss(ão|ões)|uprawnie\w*|oprávnění|разрешени\w*|права?|izin\w*|yetki\w*|jogosults\w*|käyttöoikeu\w*|behörighet\w*|tilladelse\w*|rettighet\w*|bevoegdhe\w*)\b|権限|权限|권한|הרשא|अनुमति)"
    };
}

/// Required or missing, in the corpus's languages.
macro_rules! required_words {
    () => {
        r"(\b(required|requires?|needs?|needed|missing|lacks?|requis|requise|nécessaire|erforderlich|benötigt|notwendig|necesari[oa]|requerid[oa]|necessári[oa]|richiest[oa]|necessari[oa]|wymagan[aey]|требуется|необходим\w*|gerekli|gerekir|szükséges|vaaditaan|tarvitaan|kræver|krævet|krävs|kreves|vereist|nodig)\b|נדרש|आवश्यक|必要|需要|필요)"
    };
}

/// A name as a policy gives a role, group or scope: quoted (`'settlement:write'`,
/// «decanat», 「教務管理者」), scope-shaped (`read:ledger`, `dns:write`), or a dotted
/// permission (`storage.buckets.create`, `Mail.Send`).
macro_rules! held_name {
    () => {
        r#"((^|[\s(:=])["'«„“‘「『][^"'«»„“”‘’「」『』\n]{2,40}["'»“”’」』]|(?-i:\b[a-z][\w-]*:[a-z][\w.*-]*)|\b[a-z]+\.[a-z]+\.(create|read|write|get|list|delete|update|admin|manage|send|set|patch|view|edit|use|invoke|run|execute|approve)\b|(?-i:\b[A-Z][a-z]+\.(Read|ReadWrite|Write|Send|Manage|Create|Delete)\w*)\b)"#
    };
}

/// Who holds what: a role, group or scope named beside its word ("Wymagana rola: Kierownik
/// Kancelarii", "kapsamına sahip değilsiniz: crm.deal.write", "scopet read:ledger"), or a
/// permission named beside the word for required ("권한이 필요합니다: 'settlement:write'",
/// "gerekli kapsam: dns:write").
static WHO_HOLDS: LazyLock<Regex> = LazyLock::new(|| {
    pattern(&format!(
        concat!(
            r"{held}[^.\n;。]{{0,40}}{name}|{name}[^.\n;。]{{0,40}}{held}|{held}\W{{0,3}}[:=]\s*\S",
            r"|{req}[^.\n;。]{{0,30}}{perm}[^.\n;。]{{0,30}}{name}|{perm}[^.\n;。]{{0,30}}{req}[^.\n;。]{{0,30}}{name}",
            r"|{name}[^.\n;。]{{0,30}}{perm}[^.\n;。]{{0,10}}{req}|{req}\W{{0,3}}{perm}\W{{0,3}}[:=]\s*\S",
        ),
        held = held_words!(),
        perm = permission_words!(),
        req = required_words!(),
        name = held_name!(),
    ))
});

/// The bound a credential passed, stated: "Signature age 3725 > 3600 seconds". (Not the
/// value it should have carried, "jwt audience invalid. expected: mcp-tools": the corpus's
/// labels take it both ways.)
static PASSED: LazyLock<Regex> = LazyLock::new(|| pattern(r"\b\d+\s*(>=?|≥)\s*\d+"));

/// Who alone may, in an auth failure: "only", in the corpus's languages and in Catalan
/// ("només"), Japanese and Chinese ("のみ", "に限り", "只有"), not in "read-only". (Not
/// "だけ", which is also the middle of "いただけません", "cannot be done".)
static ONLY: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"(^|[^\w-])(només|",
        only_words!(),
        r")\b|のみ|に限り|只有|仅限|只能",
    ))
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_guard_that_states_its_threshold_or_rule_states_a_boundary() {
        for text in [
            "Request blocked by input guard: prompt_injection score 0.97 (threshold 0.80).",
            "Rejected by input guard: jailbreak_score=0.87 > 0.80",
            "Contenu refusé : catégorie « jailbreak », score 0,94 ≥ seuil 0,80.",
            "Mensagem bloqueada: pontuação de risco 0,91 acima do limite de 0,80.",
            "{\"flagged\": true, \"scores\": {\"prompt_injection\": 0.97}, \"threshold\": 0.8}",
            "PromptInjectionError: input matched rule PI-002",
        ] {
            assert!(boundary_inside(Refusal::Guard, text).is_some(), "{text}");
        }
        for text in [
            "Input blocked: prompt injection detected.",
            "{\"blocked\": true, \"reason\": \"hidden_instructions\", \"score\": 0.94}",
        ] {
            assert_eq!(boundary_inside(Refusal::Guard, text), None, "{text}");
        }
    }

    #[test]
    fn an_auth_failure_that_names_what_is_required_states_a_boundary() {
        for text in [
            "Brak uprawnień do skrzynki podawczej urzędu. Wymagana rola: Kierownik Kancelarii.",
            "Adgang nægtet: API-nøglen har scopet read:ledger, men handlingen kræver write:payments.",
            "Bu işlem için yetkiniz yok (gerekli kapsam: dns:write).",
            "권한이 없습니다. 이 작업에는 'settlement:write' 권한이 필요합니다.",
            "Acces refuzat. Doar membrii grupurilor «secretariat-facultate» și «decanat» pot modifica notele.",
            "Només els propietaris del calendari poden eliminar esdeveniments compartits.",
            "Удаление коллекций разрешено только ролям owner и data-steward.",
            "Session expired: Signature age 3725 > 3600 seconds",
        ] {
            assert!(boundary_inside(Refusal::Credential, text).is_some(), "{text}");
        }
        for text in [
            "Error from server (Forbidden): pods is forbidden: User \"system:serviceaccount:tools:mcp-runner\" cannot list resource \"pods\" in API group \"\"",
            "Your session has expired. Sign in again.",
            "Il token di accesso è scaduto.",
            "This key is read-only.",
            "入館予約を登録できませんでした。この会員証ではご予約いただけません。",
        ] {
            assert_eq!(boundary_inside(Refusal::Credential, text), None, "{text}");
        }
    }
}
