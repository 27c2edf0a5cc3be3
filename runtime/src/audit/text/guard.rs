//! A guard's verdict on the input: injection, jailbreak, unsafe content, in its own words.

use super::{found, pattern};
use regex::Regex;
use std::sync::LazyLock;

/// A guard's nouns and adjectives beyond English: an injection, moderation, malicious
/// input, a safety filter. ("Unsafe" is left out: a password too weak and a certificate
/// not trusted are "unsafe" too.)
macro_rules! guard_words {
    () => {
        r"enjeksiyon[^\s.,;:!?]*|inyección|iniezione|injeção|injectie|wstrzyknięci[^\s.,;:!?]*|инъекц[^\s.,;:!?]*|ін'єкц[^\s.,;:!?]*|modération|moderación|moderazione|moderação|moderatie|moderacj[^\s.,;:!?]*|moderace|moderointi[^\s.,;:!?]*|модерац[^\s.,;:!?]*|kötü amaçlı|malveillante?s?|maliciosos?|maliciosas?|malevol[oaie]|dannos[oaie]|kwaadaardige?|złośliw[^\s.,;:!?]*|вредоносн[^\s.,;:!?]*|шкідлив[^\s.,;:!?]*|filtre de sécurité|filtro de seguridad|filtro di sicurezza|filtro de segurança|beveiligingsfilter|filtr[^\s.,;:!?]* bezpieczeństwa|güvenlik filtre[^\s.,;:!?]*|фильтр[^\s.,;:!?]* безопасности"
    };
}

/// What a guard did with the input, beyond English: detected, flagged, blocked, refused.
macro_rules! guard_did {
    () => {
        r"détecté[^\s.,;:!?]*|detectad[oa]s?|detectat[^\s.,;:!?]*|detetad[oa]s?|rilevat[oaie]|erkannt|gedetecteerd|wykryt[^\s.,;:!?]*|algılan[^\s.,;:!?]*|tespit edil[^\s.,;:!?]*|обнаружен[^\s.,;:!?]*|виявлен[^\s.,;:!?]*|signalé[^\s.,;:!?]*|segnalat[oaie]|señalad[oa]s?|sinalizad[oa]s?|markiert|gemarkeerd|oznaczon[^\s.,;:!?]*|işaretlen[^\s.,;:!?]*|bloqué[^\s.,;:!?]*|bloccat[oaie]|bloquead[oa]s?|blockiert|geblokkeerd|zablokowan[^\s.,;:!?]*|engellen[^\s.,;:!?]*|заблокирован[^\s.,;:!?]*|refusé[^\s.,;:!?]*|rechazad[oa]s?|rifiutat[oaie]|recusad[oa]s?|abgelehnt|geweigerd|odrzucon[^\s.,;:!?]*|reddedil[^\s.,;:!?]*|отклонен[^\s.,;:!?]*|bulundu"
    };
}

static INJECTION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(prompt[ _-]?injection|injection (attempt|detected)|jailbreak[^\s.,;:!?]*|prompt[ _-]?attack|pi_and_jailbreak",
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
        r"|(?-i:\b(TOXICITY|SEVERE_TOXICITY|THREAT|INSULT|PROFANITY|IDENTITY_ATTACK) \d?[.,]\d+)",
        // A data-loss-prevention check that caught the content ("Die DLP-Richtlinie ... hat 3
        // Treffer der Kategorie IBAN erkannt"), and text addressed to the model found in
        // the input ("contains instructions aimed at the assistant").
        r"|\bDLP\b[^\n]{0,80}\b(detected|matched|blocked|flagged|erkannt|blockiert|détecté[^\s.,;:!?]*|bloqué[^\s.,;:!?]*|detectad[^\s.,;:!?]*|bloquead[^\s.,;:!?]*|rilevat[^\s.,;:!?]*|bloccat[^\s.,;:!?]*)\b|\b(blocked|flagged|caught|stopped) by (the |a |our )?([\w-]+ )?DLP\b",
        r"|\binstructions (aimed at|addressed to|directed at|meant for|intended for) (the |an? |your )?(assistant|ai|model|llm|agent|bot|chatbot)\b",
        r"|injection de prompt|inyección de prompt|iniezione di prompt|injeção de prompt|sicherheitsfilter|als schädlich",
        r#"|categor(y|ies)\W{0,4}\[?["']?(harassment|hate|violence|self-harm|sexual|jailbreak|prompt_injection|injection))\b"#,
        // Input that tries to change the assistant's instructions, in words; a personal-data
        // detector's findings (Presidio's entity types with their scores); a classifier's
        // label with its probability, in other languages (2026-12-01, tuning batch 25).
        r"|\b(trying|tries|tried|attempts?|attempting) to (change|override|bypass|ignore) (my|your|the assistant's|its) (instructions|system prompt|guidelines)\b",
        r#"|"entity_type"\s*:\s*"[A-Z_]+"[^{}]{0,120}"score"|(?-i:\b(CREDIT_CARD|IBAN_CODE|US_SSN|EMAIL_ADDRESS|PHONE_NUMBER) \(\d[.,]\d+\))|\(DLP\)\s*(szűrő|filter|filtr|szűr)[^\s.,;:!?]*"#,
        r"|классификатор[^\s.,;:!?]*[^.\n]{0,60}(вредонос|опасн)|вредоносн[^\s.,;:!?]* запрос|تجاوز التعليمات|הזרקת (הנחיות|פרומפט|פקודות)|(SQL|प्रॉम्प्ट) इंजेक्शन",
        // A guard's words in other languages (an injection, moderation, malicious input, a
        // safety filter) in one clause with what it did (detected, flagged,
        // blocked, refused), either way round (2026-11-30).
        r"|(",
        guard_words!(),
        r")\b[^.\n]{0,40}\b(",
        guard_did!(),
        r")|\b(",
        guard_did!(),
        r")\b[^.\n]{0,40}\b(",
        guard_words!(),
        r")\b",
        // Words with no word boundary around them in scripts written without spaces.
        r"|プロンプトインジェクション|不正な指示|提示词注入|(注入|インジェクション|인젝션|悪意|恶意|악의적|有害|유해)[^。\n]{0,20}(検出|检测|탐지|감지|ブロック|拦截|차단)|(検出|检测|탐지|감지|ブロック|拦截|차단)[^。\n]{0,20}(注入|インジェクション|인젝션|悪意|恶意|악의적|有害|유해)",
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
