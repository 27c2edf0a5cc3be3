//! A guard's verdict on the input: injection, jailbreak, unsafe content, in its own words.

use super::{found, pattern};
use regex::Regex;
use std::sync::LazyLock;

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
