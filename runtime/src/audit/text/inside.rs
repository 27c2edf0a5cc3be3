//! A policy's boundary inside a refusal another signal already reads: the threshold a
//! guard states, the role, group or scope an auth failure requires, the root a path
//! rejection states as the bound. Such a refusal is read
//! for what it refuses by its own detector; what it says of the fence (where it stands,
//! how high it is) is the policy's, and is read here, in any of the corpus's languages,
//! only once the refusal is known to be one.

use super::{found, only_words, pattern};
use regex::Regex;
use std::sync::LazyLock;

/// The refusal another signal reads in a failure. (Non-exhaustive: a refusal read for its
/// boundary later is a variant more, not a break.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Refusal {
    /// An auth failure: the caller's credential or permission refused.
    Credential,
    /// A guard's verdict: a check caught the input.
    Guard,
    /// A path rejection: a path outside what the tool may reach.
    Path,
}

/// The boundary a refusal of `kind` states in `text`, as evidence: a guard's threshold or
/// the rule it matched, the role, group or scope required or held, who alone may, or the
/// bound a credential passed, the root a rejected path must stay under; `None` when the
/// refusal says only that it refused.
pub fn boundary_inside(kind: Refusal, text: &str) -> Option<String> {
    match kind {
        Refusal::Guard => found(&GUARD_LIMIT, text),
        Refusal::Path => root_stated(text),
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

/// A folder as a path names it: absolute (`/srv/mcp/files`), a drive's (`C:\McpData\shared`),
/// a share's (`\\nas02\docs$`), quoted and relative (`'megosztott/'`), or relative with its
/// closing slash (`statements/`). The first group that took part is the folder.
static FOLDER: LazyLock<Regex> = LazyLock::new(|| {
    super::capturing_pattern(concat!(
        r#"(?:^|[\s'"`(=:\[«„“‘,;（「])(/[\w.$@~+-]+(?:/[\w.$@~+-]+)*/?)"#,
        r#"|\b([a-z]:\\[^\s"'`»”’)<]+)|(\\\\[\w.$-]+\\[^\s"'`»”’)<]*)"#,
        r#"|['"«„“‘「]\s?(\p{L}[\w.-]*/(?:[\w.-]+/?)*)\s?['"»“”’」]"#,
        r"|(?:^|[\s(])(\p{L}[\w-]*/(?:[\w.-]+/)*)(?:[\s,.;)]|$)",
    ))
});

/// A containment or permission word just before a folder, which makes it the bound: the
/// root kept ("outside", "must stay under", "allowed directory", "root", "sandbox",
/// "chroot"), in the corpus's languages.
static BOUND_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(inside|within|under|underneath|below|beneath|outside|beyond|above|escap\w*|out of|subpath|roots?|sandbox\w*|chroot\w*|jail|base|workspace|confined|restricted|limited|allow\w*|permit\w*|authori[sz]ed|approved|whitelist\w*",
        r"|außerhalb|ausserhalb|innerhalb|unterhalb|erlaubt\w*|zulässig\w*|wurzel\w*|stammverzeichnis|hors|en dehors|sous|racine|autoris\w*|fuera|dentro|bajo|debajo|raíz|raiz|permitid\w*|fora|sob|autorizad\w*|sotto|fuori|all'interno|radice|consentit\w*|arrel|buiten|binnen|onder|toegestaan\w*|hoofdmap",
        r"|poza|wewnątrz|poniżej|dozwolon\w*|główn\w*|mimo|uvnitř|vnútri|pod|povolen\w*|kořen\w*|koreň\w*|utanför|innanför|tillåt\w*|rot(en|katalog\w*|mapp\w*)|utenfor|innenfor|tillat\w*|udenfor|inden for|tilladt|rod(en|mappe\w*)",
        r"|ulkopuol\w*|sisällä|sallit\w*|juuri\w*|kívül|belül|alatt|engedélyezett|gyökér\w*|dış\w*|içinde|altında|izin verilen|kök\w*|în afara|în interiorul|rădăcin\w*|di luar|di dalam|diizinkan|akar|ngoài|bên trong|gốc|được phép",
        r"|вне|за пределами|внутри|в пределах|разрешен\w*|корнев\w*|поза|межами|всередині|дозволен\w*|εκτός|μέσα|κάτω από|επιτρεπ\w*|ριζικ\w*|",
        only_words!(),
        r")\b|बाहर|भीतर|अंदर|अनुमत|रूट|सैंडबॉक्स|خارج|داخل|الجذر|المسموح|מחוץ|בתוך|שורש|מותר|นอก|ภายใน|อนุญาต|外|内|下|許可|允许|허용|ルート|根|沙箱|サンドボックス|샌드박스|루트|のみ|仅|只",
    ))
});

/// A postposition just after a folder, which makes it the bound ("の外", "目录下",
/// "dışına", "से बाहर", "gyökérkönyvtárból").
static BOUND_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"^\W{0,4}(の外|の下|配下|以下|之外|以外|之下|之内|以内|目录下|目录之|外|内|下|밖|외부|아래|내부|dış\w*|içinde|altında|से बाहर|के बाहर|के भीतर|के अंदर|gyökér\w*|\p{L}*könyvtár\w*)",
    )
});

/// The segments of a path that lead to a system's own files, which a traversal aims at
/// (`/etc/passwd`, `C:\Windows\win.ini`): the target refused, not the root kept.
const SYSTEM: [&str; 8] = [
    "etc", "proc", "sys", "root", "boot", "dev", "windows", "system32",
];

/// The root a path rejection states as the bound: a folder written as a path that is not
/// the path refused and that a containment or permission word just before it, or a
/// postposition just after it, makes the fence. The path refused climbs (`..`), runs into
/// the value the audit masked (`<input>`), passes through a hidden folder (`.ssh`) or a
/// system's own, or names a file (`q3.xlsx`); a symbolic link (`/srv/x/latest -> /var/y`)
/// is the link's. A folder named in words only ("the import folder") and a path named for
/// another reason ("File name too long: /srv/x/...") state no bound.
fn root_stated(text: &str) -> Option<String> {
    static FILE: LazyLock<Regex> = LazyLock::new(|| pattern(r"\.\p{L}\w{0,4}$"));
    FOLDER.captures_iter(text).find_map(|c| {
        let found = c.iter().skip(1).flatten().next()?;
        let path = found.as_str().trim_end_matches(['.', ',', ':', ';']);
        let (before, after) = (&text[..found.start()], &text[found.start() + path.len()..]);
        let segments: Vec<&str> = path.split(['/', '\\']).filter(|s| !s.is_empty()).collect();
        let refused = path.contains("..")
            || path.contains('<')
            || after.starts_with('<')
            || after.trim_start().starts_with("->")
            || before.trim_end().ends_with("->")
            || segments
                .iter()
                .any(|s| s.starts_with('.') || SYSTEM.iter().any(|w| s.eq_ignore_ascii_case(w)))
            || (segments.len() > 1 && segments.last().is_some_and(|s| FILE.is_match(s)));
        // The last 60 characters of the line before the folder.
        let line = before.rsplit('\n').next().unwrap_or_default();
        let near = line
            .char_indices()
            .rev()
            .nth(59)
            .map_or(line, |(i, _)| &line[i..]);
        let bound = BOUND_BEFORE.is_match(near) || BOUND_AFTER.is_match(after);
        (!segments.is_empty() && !refused && bound).then(|| path.to_owned())
    })
}

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
    fn a_path_rejection_that_states_its_root_as_the_bound_states_a_boundary() {
        for (text, root) in [
            ("Path resolves outside the workspace root /srv/notebooks/team-a.", "/srv/notebooks/team-a"),
            ("Ungültiger Pfad „<input>“: Dateien müssen unterhalb von /var/lib/belege liegen.", "/var/lib/belege"),
            ("Ruta rechazada: <input> queda fuera del directorio permitido /opt/conciliacion.", "/opt/conciliacion"),
            ("Odmowa dostępu: ścieżka wychodzi poza katalog /var/jail/pliki.", "/var/jail/pliki"),
            ("パス「<input>」は許可されたディレクトリ（/home/kintone/files）の外を指しています。", "/home/kintone/files"),
            ("请求的文件必须位于 /data/courseware/ 目录下。", "/data/courseware/"),
            ("Arşiv girdisi reddedildi: hedef klasörün (/var/lib/unpack/job-8812) dışına yazılacaktı.", "/var/lib/unpack/job-8812"),
            ("Path rejected. Files are served only from C:\\McpData\\shared; pass a relative name.", "C:\\McpData\\shared"),
            ("statement_file has to name a file inside statements/ and nowhere else.", "statements/"),
            ("Refusing to read '/var/lib/awx/projects/_42/../../../<input>': not under /var/lib/awx/projects/_42", "/var/lib/awx/projects/_42"),
        ] {
            assert_eq!(boundary_inside(Refusal::Path, text).as_deref(), Some(root), "{text}");
        }
        for text in [
            // The root in words only, the path refused only, a path named for another
            // reason, a symbolic link's target.
            "Refusing to read the file: the path leaves the exports folder.",
            "Access denied: /home/deploy/.aws/credentials is outside the sandbox.",
            "Blocked: ../../../<input> escapes the sandbox.",
            "[Errno 2] No such file or directory: '/srv/app/data/reports'",
            "Refusing to follow symlink: /workspace/latest -> /mnt/nas/tower-b (target outside the workspace).",
            "Could not open /srv/app/data/q3-report.xlsx inside the sandbox: permission denied.",
        ] {
            assert_eq!(boundary_inside(Refusal::Path, text), None, "{text}");
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
