//! A guard's verdict on the input: injection, jailbreak, unsafe content, in its own words.

use super::{found, pattern};
use regex::Regex;
use std::sync::LazyLock;

/// A guard's nouns and adjectives beyond English: an injection, moderation, malicious
/// input, a safety filter. ("Unsafe" is left out: a password too weak and a certificate
/// not trusted are "unsafe" too.)
macro_rules! guard_words {
    () => {
        r"enjeksiyon[^\s.,;:!?]*|inyección|iniezione|injeção|injectie|wstrzyknięci[^\s.,;:!?]*|инъекц[^\s.,;:!?]*|ін'єкц[^\s.,;:!?]*|modération|moderación|moderazione|moderação|moderatie|moderacj[^\s.,;:!?]*|moderace|moderointi[^\s.,;:!?]*|модерац[^\s.,;:!?]*|kötü amaçlı|malveillante?s?|maliciosos?|maliciosas?|malevol[oaie]|dannos[oaie]|kwaadaardige?|złośliw[^\s.,;:!?]*|вредоносн[^\s.,;:!?]*|шкідлив[^\s.,;:!?]*|filtre de sécurité|filtro de seguridad|filtro di sicurezza|filtro de segurança|beveiligingsfilter|filtr[^\s.,;:!?]* bezpieczeństwa|güvenlik filtre[^\s.,;:!?]*|фильтр[^\s.,;:!?]* безопасности|(indholds|innholds|innehålls|inhalts|inhouds|tartalom|sisältö|sisu)(filt|szűr|suodat)[^\s.,;:!?]*|filtr[^\s.,;:!?]* (treści|obsahu)|obsahov[ýé]m? filtr[^\s.,;:!?]*|filtr(o|ul)? de (contenido|conteúdo|conținut|contingut)|filtro (de |dei )?contenuti|filtre (de contenu|anti-hameçonnage)|moderáci[^\s.,;:!?]*|moderering[^\s.,;:!?]*|moderare|moderasi|kiểm duyệt|beveiligingsscan|sicherheitsscan|schadelijke?|schädliche?|ikke tilladt indhold|מערכת הסינון|φίλτρο[^\s.,;:!?]*|bộ lọc"
    };
}

/// What a guard did with the input, beyond English: detected, flagged, blocked, refused.
macro_rules! guard_did {
    () => {
        r"détecté[^\s.,;:!?]*|detectad[oa]s?|detectat[^\s.,;:!?]*|detetad[oa]s?|rilevat[oaie]|erkannt|gedetecteerd|wykryt[^\s.,;:!?]*|algılan[^\s.,;:!?]*|tespit edil[^\s.,;:!?]*|обнаружен[^\s.,;:!?]*|виявлен[^\s.,;:!?]*|signalé[^\s.,;:!?]*|segnalat[oaie]|señalad[oa]s?|sinalizad[oa]s?|markiert|gemarkeerd|oznaczon[^\s.,;:!?]*|işaretlen[^\s.,;:!?]*|bloqué[^\s.,;:!?]*|bloccat[oaie]|bloquead[oa]s?|blockiert|geblokkeerd|zablokowan[^\s.,;:!?]*|engellen[^\s.,;:!?]*|заблокирован[^\s.,;:!?]*|refusé[^\s.,;:!?]*|rechazad[oa]s?|rifiutat[oaie]|recusad[oa]s?|abgelehnt|geweigerd|odrzucon[^\s.,;:!?]*|reddedil[^\s.,;:!?]*|отклонен[^\s.,;:!?]*|bulundu|afvist|avvist|stoppet|stoppades|stoppats|blokeret|blokkert|blockerades|blockerad|upptäckt[^\s.,;:!?]*|oppdaget|zablokován[^\s.,;:!?]*|zamietnut[^\s.,;:!?]*|zamítnut[^\s.,;:!?]*|blocat[^\s.,;:!?]*|respins[^\s.,;:!?]*|blokkol[^\s.,;:!?]*|elutasít[^\s.,;:!?]*|észlel[^\s.,;:!?]*|estetty|hylätty|havai[^\s.,;:!?]*|blokeeri[^\s.,;:!?]*|tuvasta[^\s.,;:!?]*|αποκλεί[^\s.,;:!?]*|εντοπ[^\s.,;:!?]*|απορρίφθηκε|блокиран[^\s.,;:!?]*|отхвърлен[^\s.,;:!?]*|заблоковано|відхилен[^\s.,;:!?]*|diblokir|ditolak|terdeteksi|dikesan|disekat|bị chặn|bị từ chối|phát hiện|נחסמ[^\s.,;:!?]*|זיהתה|זוהה|זוהו|مسدود|شناسایی|حظر|حُظر|رفض|رُفض|اكتشاف|رصد|अवरुद्ध|ब्लॉक|umezuiwa|imezuiwa|imekataliwa|blokiran[^\s.,;:!?]*|odbijen[^\s.,;:!?]*|zavrnjen[^\s.,;:!?]*|otkriven[^\s.,;:!?]*|zaznan[^\s.,;:!?]*|užblokuot[^\s.,;:!?]*|atmest[^\s.,;:!?]*|aptikt[^\s.,;:!?]*|bloķēt[^\s.,;:!?]*|bloquejat|rebutjat|afgewezen|tegengehouden|gesperrt|zurückgewiesen|festgestellt|wykrył[^\s.,;:!?]*|zablokował[^\s.,;:!?]*|barrad[oa]s?|gekennzeichnet"
    };
}

/// Personal data a check may find in the input, beyond English's (2026-12-01, tuning batch 29).
macro_rules! personal_data {
    () => {
        r"personal data|personal information|\bPII\b|číslo platební karty|číslo karty|persoonsgegevens|personenbezogene daten|données personnelles|datos personales|dati personali|dados pessoais|dane osobowe|персональн[^\s.,;:!?]* дан[^\s.,;:!?]*"
    };
}

static INJECTION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(prompt[ _-]?injection|injection (attempt|detected)|jailbreak[^\s.,;:!?]*|prompt[ _-]?attack|pi_and_jailbreak",
        r"|(suspicious|malicious|unsafe|harmful|adversarial) (input|content|instructions?|query|request|text|prompt|message)",
        r"|(input|content|prompt|query|message|text|comment) (is|was|looks|seems) (unsafe|harmful|malicious|toxic)",
        r"|security (check|filter|scan|violation)",
        r"|(content|input|prompt) (was |has been )?(blocked|flagged|rejected) (by|for)",
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
        // Instructions aimed at the assistant or the system, or hidden or suspicious ones,
        // found in the input, in other languages; offensive or hateful content caught by a
        // filter; a secret, a card number or personal data found in the input; a phishing
        // verdict (2026-12-01, tuning batch 29).
        r"|instruc(ciones|ções|tions|ții|tiuni|cions) (ocult[ea]s|sospechosas|sospitoses|suspeitas|suspectes|cachées|ascunse|suspecte|dirigidas al asistente|adreçades a l'assistent|destinées à l'assistant|dirigidas ao assistente)|istruzioni (nascoste|sospette|rivolte all'assistente)",
        r"|(versteckte|verdächtige|verborgene) (anweisungen|befehle)|(verborgen|verdachte) instructies|(ukryte|podejrzane) (instrukcje|polecenia)|(skryté|podezřelé) pokyny|(skrytá|podozrivé) (pokyny|príkazy)",
        r"|(скрыт|подозрительн|служебн)[^\s.,;:!?]* (инструкц|команд)[^\s.,;:!?]*|(скрити|подозрителни) (инструкции|команди)|(приховані|підозрілі) (інструкції|команди)|(sumnjive|skrivene) (naredbe|upute)|gyanús utasítás[^\s.,;:!?]*|rejtett utasítás[^\s.,;:!?]*",
        r"|piilotettu[^\s.,;:!?]* ohje[^\s.,;:!?]*|ohjeita avustajalle|(dolda|misstänkta|skjulte|mistænkelige) (instruktioner|instruksjoner)|(κρυφές|ενσωματωμένες|ύποπτες) εντολές|εντολές προς το σύστημα|sistem talimat[^\s.,;:!?]*|gizli talimat[^\s.,;:!?]*",
        r"|(perintah|instruksi|arahan) (yang )?(mencurigakan|tersembunyi)|(chỉ thị|lệnh|hướng dẫn) (ẩn|đáng ngờ)|(छिपे हुए|संदिग्ध) (निर्देश|आदेश)|تعليمات (مخفية|مشبوهة|موج[ّ]?هة إلى النظام)|دستورالعمل[‌ ]?(های)? (مشکوک|پنهان)|הוראות (נסתרות|חשודות)",
        r"|(asistento|asistentu|avustajan|pomočnika|асистента|ассистента|assistentens|assistentin) (nurodym|navodil|ohje|поведени|instrukt|instruks|поведінк)[^\s.,;:!?]*|(izmeniti|spremeniti|pakeisti|изменить|змінити|ändra|endre|ændre|muuttaa) [^.\n]{0,20}(asistent|pomočnik|ассистент|асистент|assistent|avustaja)[^\s.,;:!?]*",
        r"|(offensive|abusive|hateful|insulting|toxic|inappropriate) (content|language|remarks|words)|hate speech|(contenido|lenguaje) (ofensivo|inapropiado)|contenu (offensant|inapproprié|haineux)|propos (insultants|injurieux|haineux)|contenuto offensivo|espressioni offensive|conte[úu]do (impróprio|ofensivo|inadequado)|discurso de ódio",
        r"|beleidigende[rn]? (inhalt|inhoud|sprache|äußerungen|taal)|anstößige[rn]? inhalt|obraźliw[^\s.,;:!?]*|urážliv[^\s.,;:!?]*|nenávistn[^\s.,;:!?]*|оскорбительн[^\s.,;:!?]*|образлив[^\s.,;:!?]*|solvav[^\s.,;:!?]*|sértő tartalom|loukkaava[^\s.,;:!?]*|krænkende|støtende|kränkande|maudhui yasiyofaa|ngôn từ thù ghét|nội dung không phù hợp|שפה פוגענית|תוכן פוגעני|محتوى (مسيء|غير لائق)|محتوای نامناسب|अपमानजनक",
        r"|(possible |potential )?secrets? (found|detected)|(found|detected) (a |an )?(possible |potential )?(secret|api key|access key|credit card number|card number)|detect-secrets|(contains|includes) (a |an )?(credit card number|card number|api key|password|secret|social security number|iban)",
        r"|(contains|includes|enthält|contient|contiene|contém|bevat|zawiera|obsahuje|содержит|містить)[^.\n]{0,40}(",
        personal_data!(),
        r")|(",
        personal_data!(),
        r")[^.\n]{0,40}(",
        guard_did!(),
        r")",
        r"|phishing|hameçonnage|anti-hame[çc]onnage|suplantación de identidad",
        // A scanner's verdict on what the input carries (malware, macros, an embedded
        // script, a secret, a link that would carry data out), a model provider's refusal
        // passed on (a finish or stop reason), and text that speaks to the assistant about
        // its own rules, in plain prose (2026-12-01, tuning batch 30).
        r"|\b(malware|virus|trojan|ransomware|eicar)\b[^.\n]{0,40}\b(found|detected|discovered)\b|\b(found|detected)\b[^.\n]{0,40}\b(malware|virus|trojan|ransomware)\b|(?-i:: [A-Z][\w.-]+ FOUND\b)",
        r"|(contains|contain|contém|contiene|enthält|contient|bevat|zawiera|obsahuje)[^.\n]{0,20}\b(vba )?macros?\b|\bmacros? vba\b|\b(embedded|gömülü|eingebettet\w*|incrustad\w*|incorporad\w*|intégré\w*) ([\w ]{0,12})?<?(scripts?|betik|javascript)",
        r"|secret scann(ing|er)|(found|detected)\b[^.\n]{0,40}\b(personal access token|access key|private key|api key)|pemindai keamanan|güvenlik tarama[^\s.,;:!?]*|security scanner|credential[- ]harvesting|quarantined by|exfiltrat[^\s.,;:!?]*",
        r"|carry data out of|(data|secrets?|geheimen|daten|datos|dados|données)\b[^.\n]{0,60}\b(an? )?(external|externe[nr]?|extern[oa]s?|cizí|foreign|third-party) (url|server|servidor|serveur|host|domain)",
        r"|(finish|stop|block)_?reason\W{0,4}(content_filter|refusal|safety|prohibited_content|blocklist|spii)\b",
        r"|\b(addressed|directed|aimed) (to|at) me\b|dirigid[oa]s? a mí|адресован[^\s.,;:!?]* (мені|мне)|(change|cambie|cambiar|changer|ändern|mudar|cambiare) [^.\n]{0,12}\b(my|mis|mes|meine|minhas|le mie) (own |propias |propres |eigenen )?(rules|reglas|règles|regeln|regras|regole|instructions|instrucciones)|לעקוף את (ה)?(הנחיות|כללים)",
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
        // Instructions aimed at the system or hidden, offensive content, personal data found,
        // malware found, text trying to change the assistant (tuning batches 29 and 30).
        r"|可疑(的)?指令|隐藏(的)?指令|システムへの指示|隠された指示|不審な指示|숨겨진 지시|의심스러운 (명령|지시)|시스템(에 대한)? 지시|พยายามสั่งการระบบ|คำสั่งแอบแฝง",
        r"|욕설|비방|혐오 표현|不当な表現|不適切な(内容|表現)|敏感话题|违规内容|侮辱|악성 ?코드|マルウェア|恶意代码|病毒|改变助手|助手行为",
        r"|(個人番号|マイナンバー|个人信息|개인정보)[^。\n]{0,40}(含まれ|包含|포함|検出|检测|탐지|감지)|(含まれ|包含|포함)[^。\n]{0,40}(個人番号|マイナンバー|个人信息|개인정보)",
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
