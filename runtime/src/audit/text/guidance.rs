//! Whether a failure tells the model what to do next, and whether it reads as a validation
//! failure.

use super::{capturing_pattern, pattern};
use regex::Regex;
use std::sync::LazyLock;

static GUIDANCE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(retry|retryable|try|call|use|wait|ask|check|provide|pass|choose|pick|specify|contact|upgrade|escalate|tell|instead|again|later|reduce|narrow|fix|correct|send|include|remove|select|run|read|list|see)\b",
    )
});

/// A verb of a next step anywhere in `text` (retry, call, use, wait, ask, check, provide,
/// ...), or the words again, later, instead. The white-box audit's test of a template a
/// developer wrote as a message; [`gives_guidance`] is the stricter test of an answer.
pub fn has_guidance(text: &str) -> bool {
    GUIDANCE.is_match(text)
}

/// Where a failure's own words end: an attached trace, a JSON or HTML dump, a
/// `structuredContent` object after the text.
static DUMP: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r#"(?m)Traceback \(most recent|^\s*File "|^\s+at |^\s*\\?t?at [\w$.]+\(|\\n\s*(\\t)?at |^Stack trace:|goroutine \d+ \["#,
        r#"|\{\s*"|\[\s*\{|<!doctype|<html|<head|<body|<pre>"#,
        // A panic, or an exception's qualified class, on a line of its own after the
        // failure's words ("Export failed.\nthread 'main' panicked at ...", a debug page's
        // "...\nKeyError at /mcp/...", "...\n\nSymfony\Component\...\HandlerFailedException:
        // ..."; not "ValidationError at row 3: fix the row and retry").
        r"|\n\s*(thread '[^'\n]*' (\(\d+\) )?panicked at|panic: |(?-i:[A-Za-z_]\w*([\\.]\w+)+(Exception|Error)\b|[A-Z]\w*(Exception|Error) at /))",
    ))
});

/// A next step in the model's terms: an imperative at a sentence's start (`Call
/// list_orders`, `Retry in 5 s`, `Pass a path relative to ...`), a modal addressed to the
/// caller (`you can`, `you need to`), or when to come back (`try again`, `retry after`,
/// `in 30 seconds`, `later`, `instead`).
static NEXT_STEP: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"(^|[.!?;:]\s+|\n\s*|\(|,\s+(then|or|and)\s+|\s-\s|—\s*)(please\s+)?(retry|try|call|use|wait|ask|check|provide|pass|choose|pick|specify|contact|upgrade|escalate|tell|reduce|narrow|fix|correct|send|include|remove|select|run|read|list|see|give|shorten|split|add|set|enable|request|refresh|reconnect|re-?authenticate|sign in|log in|supply|enter|start|create|search|look up|lower|raise|increase|decrease|omit|drop|rephrase|resend|resubmit|assign|move|close|cancel|delete|transfer|open|update|archive|rename|grant|approve|confirm|verify|install|configure|switch|wait \d+|stop|change|fetch|reapply|unarchive|post|apply|make sure|ensure|visit|return|route|attach|invite|follow|go to|save|edit|submit|reopen|renew|restart|reset|rotate|complete|fill in|adjust|convert|upload|review|restore|reload|obtain|unlock|generate|redo|repeat|sign up)\b",
    )
});

/// What follows a sentence's first word when it is a noun, not an imperative: "Request
/// failed", "Search timed out", "List is empty".
static NOT_IMPERATIVE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"^(-\w|\s*(failed|fails|unsuccessful|is|was|were|has|had|error|errors|timed|returned|rejected|refused|blocked|denied|not|could|cannot|can't|of|to|expired|already|disabled|invalid|full|log|count|limit|[0-9a-f]{8}-|id\b|\d))",
    )
});

/// The other ways to say what to do: a modal addressed to the caller (`you can`, `you need
/// to`), when to come back (`try again`, `retry after`, `in 30 seconds`, `later`,
/// `instead`), the options there are (`valid values are`, `did you mean`), and the same in
/// other languages (`rufe ... auf`, `appelez`, `vuelva a intentar`, `してください`, `请`).
static OTHER_STEP: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(you|the caller|caller) (can|could|may|might|should|must|need to|have to|will need to)\b",
        // The same, in the corpus's languages: "Puedes reservar", "Vous pouvez", "Możesz".
        r"|\b(puedes|podés|puede usted|podéis|podes|você pode|puoi|potete|kannst|können sie|vous pouvez|tu peux|możesz|możecie|du kan|du kannst|je kunt|u kunt|kunt u|kan du)\b",
        r"|\b(try|retry)(ing)? (again|later|in|after|once|with)\b|\bretry[_ -]?after\b|\bretryable\b",
        r"|\b(again|later|instead)\b|\bconsider (using|adding|increasing|reducing|lowering|raising|switching|upgrading|retrying|splitting|narrowing|waiting|requesting|contacting|choosing|moving|removing|shortening)\b|\b(in|after|for|within) \d+ ?(ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?)\b",
        r"|\b(legal|valid|allowed|available|accepted|supported|possible|known) (values|options|moves|choices|formats?|ids|names|types|units|keys|fields)( \w+)? (are|is|include)\b|\bdid you mean\b|\bsuch as\b|\bfor example\b|\be\.g\.",
        // What the argument may be, listed ("Supported currencies: USD, EUR", "Valid
        // units: metric, imperial"), or the rule it must meet ("must be one of",
        // "expected number", "must be between 1 and 100"): the caller can correct the call.
        r"|\b(legal|valid|allowed|accepted|supported|permitted|possible) [\w-]+( [\w-]+)?\s*:\s*\S",
        // What exists instead, in a longer label: "Existing tanks: FV1, FV2", "Available
        // rooms of the same type: 307, 311", "利用可能な倉庫: ...", "allowed 0 to 25 °C".
        r"|\b(does not exist|doesn't exist|not found|no such \w+|unknown \w+)\b[^\n]{0,80}?[.:]\s+(?-i:\p{Lu})\w*s\b[^:\n]{0,30}:\s*[^\s,]+,\s*[^\s,]+|\b(available|existing|known) [\w-]+( [\w-]+){0,4}\s*:\s*\S|利用可能な[^:：\n]{0,10}[:：]|\ballowed:?\s*-?\d[\d.,]*\s*(to|-|–|and)\s*-?\d",
        // When to come back, as a date or a time: "in effect until 2025-01-06 09:00 UTC",
        // "the embargo lifts at 2026-12-01T06:00Z".
        r"|\b(until|till|lifts (at|on)|ends (at|on)|reopens (at|on)|resumes (at|on))\s+(\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2})",
        // "It resets at 00:00 UTC", "Merges reopen after that", "Die nächste Lieferung wird
        // für den 12. Juni erwartet", "将于7月1日重置".
        r"|\b(resets?|renews?|reopens?|resumes?|refills?|frees? up|is back|are back|back online) (at|on|in|after|from|tomorrow|next)\b|\b(expected|due|available again) (on|by|at|from)\b|\berwartet\b|将于|重置|再開",
        r"|\b(must|should) be (one of|between|at (most|least)|no (more|longer|greater|less|later|earlier) than|a valid|in the (form|format))\b|\bexpected (one of|an? [\w-]+|number|string|integer|boolean|array|object|date)\b|\bone of\s*[:\[(]",
        // A limit stated as one ("cannot be empty", "only letters and digits are allowed").
        r"|\b(cannot|can't|may not|must not) be (empty|blank|negative|zero|null|longer|shorter|more|less|greater|earlier|later|before|after|in the (past|future))\b|\bonly [\w, -]{1,60} (are|is) (allowed|accepted|permitted|supported)\b",
        // A path refused for lying outside a root the text names as allowed: the rule to
        // meet ("outside the allowed directory /srv/notes").
        r"|\b(outside|not (with)?in|not under|must be (within|inside|under))\b[^.\n]{0,40}\b(allowed|permitted)\b",
        // pydantic's error lines (the Python SDK's and FastMCP's argument validation) name
        // the argument and the rule: `Input should be ...`, `Field required`, `Unexpected
        // keyword argument`, each tagged `[type=...]`.
        r"|\[type=[a-z_]+[,\]]|\bextra (inputs|fields) (are|is) not permitted\b|\bunexpected keyword argument\b",
        // An SDK's schema error that names the argument ("... at limit"): zod's, in the
        // TypeScript SDK.
        r"|\binvalid arguments for tool [\w.-]+: [^\n]+ at [\w.\[\]-]+\s*$",
        // An option the tool takes, listed ("sort accepts created, updated or priority"), or
        // a rule's pattern quoted ("does not match '^[a-z]+$'"), or a next step joined to a
        // sentence ("... and call get_report").
        r"|\baccepts? [\w-]+(, [\w-]+)*,? (or|and) [\w-]+|\b(supported|allowed|valid|accepted|permitted)\s*:\s*\S|(does not|doesn't) match\s+['\x22/]\^",
        r"|\b(and|then|or) (call|use|retry|try|run|pass|ask|wait|contact)\b|,\s+(call|use|run|see|try|retry|wait|ask|contact) |,? so (pick|choose|call|use|ask|try|retry|wait|send|book|generate|create|select|move|split) ",
        // A slot, a time or an owner to turn to: "Next free slot: 15:15", "The host can turn
        // it on"; a rule on what the value may hold ("may use lowercase letters ... only",
        // "(max 500)").
        r"|\bnext (free|available|open) (slot|time|date|window|seat)\b|^\s*the (host|owner|organi[sz]er|admin(istrator)?|operator) can\b|(?m)\.\s+the (host|owner|organi[sz]er|admin(istrator)?|operator) can\b",
        r"|\bmay (use|contain|include) [^.\n]{0,60}\bonly\b|\bmust only (contain|be|include|use)\b|\((max|min)\w*\W{0,2}\d",
        // Other languages' steps and rules: Spanish, Portuguese, French, Italian, Dutch,
        // German.
        r"|\b(indica|indique|vuelve a intentarlo|inténtalo|escolha|escoja|elige|consulte|consulta|usa|reformule|reformula|abra|tente novamente|inserisci|scegli|maak|gebruik|probeer|kies|wähle|wählen sie|adjunte|agende|passez par|poproś|gültig sind|válidos son|valides sont|elija|seleccione|reduza|divida|riaprono|rouvrent|reabren|reabrem|heropent|öffnen wieder|wieder möglich|höchstens|mindestens)\b|करें|\b(ab|à partir du?|a partir de|desde|a partire da|vanaf) (\w+,? )?\d{1,2}[:.]\d{2}\b",
        r"|\b(doit être|doivent être|muss|müssen|es obligatori[oa]|est obligatoire|é obrigatório|è obbligatorio|is verplicht|compris entre|l'une des valeurs|debe ser|deve ser|deve essere|moet|mag niet|olmalıdır|olmalı|non può|não pode|no puede|deve estar|must look like|should look like|entre \d+ (e|y|et) \d+|zwischen \d+ und \d+|tussen \d+ en \d+)\b",
        // Again, in other languages: a retry.
        r"|\b(de nuevo|novamente|di nuovo|opnieuw|erneut|à nouveau|ponownie|tekrar|znovu|znova|igen|uudelleen|ξανά|din nou)\b|再度|다시|하세요",
        // A tool named by its verb (`list_orders`, `search_documents`, `get_report_status`):
        // in any language, a pointer to what to call next.
        r"|\b(list|get|search|create|update|fetch|find|check|request|open|start|download|upload|poll|read|query|lookup|describe|show|view|refresh|retry|renew|reset|add|set)_[a-z]\w*\b",
        r"|\bstattdessen\b|\b\w+en sie\b|\ben lugar de\b|\bllam[ae] a\b",
        r"|\b(rufe|rufen sie|verwende|verwenden sie|versuche|versuchen sie|bitte|appelez|utilisez|réessayez|essayez|veuillez|llame|utilice|intente|vuelva a intentar|debe (tener|ser)|por favor|riprova|chiama|usare|tente|chame)\b",
        r"|してください|ください|もう一度|確認して|请|重新|再试|必須|必需|필수|اختر|حاول|أعد",
        // More steps, a list of what there is and a time to come back, in the corpus's
        // languages: "Создайте новый токен", "Skontaktuj się", "Verfügbare Mandanten: ...",
        // "Les réservations rouvriront le 2 septembre".
        r"|\b(создайте|обратитесь|попробуйте|укажите|выберите|skontaktuj|spróbuj|podaj|wybierz|generane|indícal\w*|inseriscil\w*|lütfen|tente de novo|vuelve a (pedir\w*|intentar\w*|probar|llamar\w*)|contacte|välj|be er|vui lòng|valitse|azaltın|seçin|seçiniz|erlaubt sind|oczekiwano|doivent rester|deben estar|devono restare)\b",
        // Words that are also nouns or a third person ("El informe mensual", "Uw vraag",
        // "El servicio no inicia"): a step only at a sentence's start.
        r"|(^|[.!?;:]\s+)(informe|vraag|inicia|espera|contacta)\b",
        r"|يرجى|可选值|可选|재입고|\bplease to\b|\b(the )?earliest [\w -]{1,30} (is|are|would be)\b",
        r"|\b(verfügbare|zulässige|disponibles?|disponibili|disponíveis|beschikbare|dostępne|доступные|tillgängliga)\b[^:\n]{0,30}:\s*\S|(利用可能|可用|사용 가능한|접근 가능한)[^:：\n]{0,10}[:：]\s*\S",
        r"|\b(rouvri\w*|jusqu'au|reabrir\w*|reabre\w*|riapr\w*|heropen\w*)\b|\bwieder (ge)?öffnet\b|\b(nearest|next) (free|available|open)\b|,? (tell|let) me\b",
        // Doing it again, and what is still there to take instead: "y vuelva a subirlo",
        // "lalu coba lagi", "Boards 3, 9 and 12 are still open", "The 11:00 sailing has
        // space", "Pida en la oficina ...", "Minta token baru ..." (not "La sincronización
        // vuelve a fallar", "4 issues are still open").
        r"|(^|[.!?;:,]\s+|\by\s+)vuelv[ae] a (intentar|subir|enviar|cargar|registrar|iniciar|llamar|probar|introducir|ingresar|escribir|seleccionar|consultar|generar|crear|solicitar|hacer|pedir)\p{L}*|\bcoba lagi\b",
        r"|\b\d+(, \d+)*,? (and|or) \d+ (are|is) still (open|available|free)\b|\b\d{1,2}[:.]\d{2}\b[^.\n]{0,30}\bhas (space|room|seats)\b",
        r"|(^|[.!?;:]\s+)(pid[ae]|solicite|corrija|corrige|minta|silakan)\b",
        // A request addressed to the caller ("please"), and the imperatives of a next step
        // (enter, choose, use, remove, shorten, send, check, wait, contact, create, retry),
        // in the languages the credential and access words hold: Danish, Norwegian, Czech,
        // Slovak, Polish, Hungarian, Finnish, Romanian, Russian, Ukrainian, Greek, Turkish,
        // Hebrew, Arabic, Hindi, Indonesian, Thai, Korean. Only forms that are imperatives
        // alone ("zadejte", "введите", "girin"), not also an infinitive, a past, a third
        // person or a noun ("skicka", "בחר", "gửi", "brug"): those are [`START_STEP`]'s.
        r"|\b(vänligen|venligst|vennligst|prosím|prosimy|proszę|kérjük|kérem|ole hyvä|vă rugăm|vă rog|пожалуйста|будь ласка|παρακαλώ|silakan|harap|hãy|vui lòng|per favore|s'il vous plaît|alstublieft|próbálja (meg )?újra|próbáld (meg )?újra)\b",
        r"|\b(prøv|angiv|vælg|velg|opret|spørg|zadejte|zkuste|vyberte|použijte|odstraňte|zkraťte|zmenšete|odešlete|zkontrolujte|počkejte|kontaktujte|vytvořte|zadajte|skúste|použite|odstráňte|počkajte|użyj|usuń|skróć|zmniejsz|wyślij|sprawdź|poczekaj|odczekaj|utwórz|wprowadź|popraw|adja meg|válassza|törölje|rövidítse|csökkentse|küldje|ellenőrizze|várjon|forduljon|hozzon létre|add meg|válaszd|ota yhteyttä|încerca[țţ]i|introduce[țţ]i|alege[țţ]i|selecta[țţ]i|folosi[țţ]i|utiliza[țţ]i|[șş]terge[țţ]i|scurta[țţ]i|reduce[țţ]i|trimite[țţ]i|verifica[țţ]i|a[șş]tepta[țţ]i|contacta[țţ]i|crea[țţ]i|specifica[țţ]i)\b",
        r"|\b(введите|повторите|удалите|сократите|уменьшите|отправьте|проверьте|обновите|подождите|используйте|вызовите|запросите|разделите|загрузите|напишите|напишіть|повторіть|спробуйте|вкажіть|виберіть|оберіть|введіть|видаліть|скоротіть|зменште|надішліть|перевірте|оновіть|зачекайте|використайте|використовуйте|зверніться|викличте|запитайте|δοκιμάστε|εισαγάγετε|επιλέξτε|χρησιμοποιήστε|διαγράψτε|συντομεύστε|μειώστε|στείλτε|ελέγξτε|περιμένετε|επικοινωνήστε|δημιουργήστε|girin|giriniz|deneyin|deneyiniz|kullanın|kullanınız|belirtin|belirtiniz|gönderin|gönderiniz|silin|siliniz|bekleyin|bekleyiniz|kısaltın|iletişime geçin|kontrol edin|ekleyin|yükleyin|oluşturun|masukkan|pilih|gunakan|persingkat|kurangi|tunggu|hubungi|raccourcissez|réduisez|supprimez|envoyez|choisissez|indiquez|renseignez|vérifiez|patientez|attendez|contactez|créez|ajoutez|divisez|compressez|elimine|exclua|encurte|envie|verifique|aguarde|entre em contato|crie|adicione)\b",
        r"|(^|[.!?:;،]\s+|\s)(נסה|נסו|הזן|הזינו|בחרו|השתמשו|המתן|אנא|נא|احذف|أنشئ|الرجاء|يُرجى)\s",
        r"|कृपया|भेजें|चुनें|डालें|हटाएँ|हटाएं|आज़माएँ|आज़माएं|กรุณา|โปรด(ใช้|ลอง|ระบุ|เลือก|ตรวจสอบ|ติดต่อ|รอ)|ลองใหม่|주세요|십시오|바랍니다",
        // Nothing is asked of the caller, or when to come back, in words: "você não precisa
        // fazer nada", "volta a funcionar depois do meio-dia", "через минуту".
        r"|\b(não precisa fazer nada|no necesitas hacer nada|no tienes que hacer nada|vous n'avez rien à faire|non devi fare nulla|sie müssen nichts tun|you don't need to do anything|nothing (is )?needed on your side)\b",
        r"|\b(volta a funcionar|vuelve a funcionar|torna a funzionare|fonctionne à nouveau|funktioniert wieder|werkt weer) (depois|después|dopo|après|nach|na|a partir|em|en|in|à)\b|\bчерез (\d+ )?(минуту|минуты|минут|секунду|секунды|секунд|час|часа|часов|хвилину|хвилини|хвилин)\b",
        // What is still there to take instead, said as a fact ("The Visa ending 0005 is
        // still good to use", "the Lisbon warehouse still has stock", "ما زالت سارية").
        r"|\b(is|are) still (good to use|valid|available|in stock|bookable|usable)\b|\bstill has (stock|room|seats|space|capacity)\b|\b(ist|sind) noch (gültig|verfügbar|frei)\b|\b(est|sont) encore (valables?|disponibles?)\b|\b(sigue|siguen) (vigentes?|disponibles?|válid[oa]s?)\b|\b(è|sono) ancora (valid|disponibil)[aeio]\b|\bnog (geldig|beschikbaar)\b|(ما زال|ما زالت|لا يزال|لا تزال) (ساري|سارية|متاح|متاحة)",
        // When to come back, as an event or a weekday: "on hold until invoice INV-7730 is
        // settled", "Sunday tee times are released on Friday at noon".
        r"|\b(until|once|as soon as) [^.\n]*\b(is|are|has been|have been) (settled|paid|approved|completed|verified|confirmed|processed|resolved|finished|synced|signed|received)\b",
        r"|\b(released|opens?|available|bookable|goes on sale|go on sale) ((on|from|every) (mon|tue|wed|thu|fri|sat|sun)\w*|(at|from) (noon|midnight)\b)",
        // The rule shown by an example, in the corpus's languages ("négy számjegyből áll,
        // például 1052"); a question back that offers the choices; another tool named
        // ("c'è lo strumento richiedi_rimborso"); a request to the caller anywhere in a
        // sentence ("If access was recently granted, please refresh your credentials").
        r"|\b(zum beispiel|z\. ?b\.|par exemple|por ejemplo|por exemplo|ad esempio|bijvoorbeeld|na przykład|například|például|esimerkiksi|till exempel|for eksempel|например|örneğin|misalnya|ví dụ)\b|例えば|例如|예를 들어",
        r"|\b(which|what)\b[^?\n]*\bor\b[^?\n]*\?",
        r"|\b(tool|strumento|outil|herramienta|ferramenta|werkzeug|narzędzie|nástroj|инструмент)\s+[`'\x22„«]?[a-z][a-z0-9]*_[a-z0-9_]+",
        r"|\bplease (refresh|re-?authenticate|sign in|log in|reconnect|retry|try|contact|check|verify|update|renew|choose|select|use|call)\b",
    ))
});

/// Keys of a structured failure that say what to do (toolwright's own among them).
static GUIDANCE_KEYS: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r#""(retry_?after(_?ms)?|retryAfterMs|isRetryable|suggestedAction|suggested_action|hint|next_?steps?|nextStep)"\s*:"#,
    )
});

/// Whether `own` has a next step (an imperative that is not a noun starting a sentence, or
/// one of the other ways to say it).
pub(super) fn next_step(own: &str) -> bool {
    OTHER_STEP.is_match(own)
        || NEXT_STEP
            .find_iter(own)
            .any(|m| !NOT_IMPERATIVE.is_match(&own[m.end()..]))
        || START_STEP
            .find_iter(own)
            .any(|m| !FAILED.is_match(super::sentences(&own[m.end()..]).next().unwrap_or("")))
        || IMPERATIVE_ENDING
            .captures_iter(own)
            .any(|c| !NOT_IMPERATIVE_ENDING.is_match(&c[3]))
        || LABELLED_VALUES.find_iter(own).any(|m| {
            let before = &own[..m.start()];
            !NEGATED.is_match(before)
        })
        || where_or_when(own)
}

/// Where to go, as a menu path of two or more named steps ("Settings > Integrations",
/// "Beállítások > Letiltott címek", "Configuració › Connexions"); the separator stands
/// between spaces (an HTML tag's `>` does not).
static MENU_PATH: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"(?-i:[\p{Lu}\p{Lo}])[\p{L}\p{M}'’.-]*( [\p{L}\p{M}'’.-]+){0,3} [>›] (?-i:[\p{Lu}\p{Lo}])",
    )
});

/// When to come back, as a duration after a preposition of the future or before a
/// postposition of it, in the corpus's languages ("in 41 Sekunden", "za 5 minut", "dans 30
/// secondes", "через 5 минут", "30 saniye sonra", "30 秒后", "30초 후").
static COMES_BACK_IN: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(in|nach|dans|en|dentro de|tra|fra|entro|za|om|over|через|після|за|sau|em|após|depois de|după|bulan|dalam|trong|בעוד|بعد)\s*\d+([.,]\d+)?\s*",
        r"(sekunden?|minuten?|stunden?|tagen?|secondes?|minutes?|heures?|jours?|segundos?|minutos?|horas?|d[ií]as?|secondi|minuti|ore|giorni|seconden|uur|dagen",
        r"|sekund\w*|minut\w*|godzin\w*|hodin\w*|dni|dn[ůí]|sekunder|minuter|timmar|timer|dagar|dage|секунд\w*|минут\w*|час\w*|хвилин\w*|годин\w*|дн\w*",
        r"|giây|phút|giờ|ngày|detik|menit|jam|hari|שניות|דקות|שעות|ثانية|ثوان\w*|دقيقة|دقائق|ساعة|ساعات)\b",
        r"|\d+\s*(saniye|dakika|saat|gün)\s+(sonra|içinde)\b|\d+\s*(másodperc|perc|óra|nap)\s+(múlva|után)\b|\d+\s*(sekunnin|minuutin|tunnin|päivän)\s+(kuluttua|päästä)\b",
        r"|\d+\s*(सेकंड|मिनट|घंटे)\s*(बाद|में)|\d+\s*(秒|秒钟|分钟|分|小时|時間|天|日)\s*(后|後|以后|以後|之后|之後)|\d+\s*(초|분|시간|일)\s*(후|뒤)",
    ))
});

/// A sentence that says how long a thing took or lasted, not when to come back: a timeout
/// ("timed out after 30 seconds", "nach 30 Sekunden wegen Zeitüberschreitung"), an expiry.
static TOOK: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(time[ds]? ?out|time-out|timeout|zeitüberschreitung|tiempo de espera|délai d'attente|tempo limite|tempo scaduto|przekroczono czas|vypršel|вышло время|таймаут|тайм-аут|zaman aşımı|hết thời gian|expired?|expir\w*|abgelaufen|caduc\w*|scadut\w*|vencid\w*|wygas\w*|истек\w*|сплив\w*|lejárt|vanhentu\w*|utløpt|udløbet|upphört|took|dauerte|a pris|tardó|ha impiegato|duurde|trwało)\b",
        r"|超时|過期|过期|タイムアウト|期限切れ|시간 초과|만료",
    ))
});

/// A thing that comes back by itself: the word for by itself ("automatically",
/// "automatycznie", "自动") and a verb of coming back ("unlocks", "resets", "odblokuje",
/// "entsperrt", "解锁"), said with its time, date or duration in one sentence
/// ("Odblokuje się automatycznie o 14:45", "resets automatically on 1 July"); not a thing
/// done automatically ("locked automatically after 5 failed attempts").
static BY_ITSELF: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(automatically|automatisch|automatiquement|automáticamente|automaticamente|automatycznie|automaticky|automatikusan|automaattisesti|automatiskt|automatisk|автоматически|автоматично|otomatik olarak|αυτόματα|tự động|otomatis)\b|自动|自動|자동으로",
    )
});
static COMES_BACK: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(un-?lock\w*|unblock\w*|reset\w*|renew\w*|reopen\w*|restor\w*|resum\w*|entsperr\w*|freigegeben|zurückgesetzt|débloqu\w*|réinitialis\w*|rouvert\w*|desbloque\w*|restablec\w*|sblocc\w*|ripristin\w*|odblokuj\w*|odblokowan\w*|odemkn\w*|odblokov\w*|feloldód\w*|feloldj\w*|vapautu\w*|avautu\w*|låses (opp|upp)|låst op|разблокир\w*|сброс\w*|розблок\w*|kilidi açıl\w*|ξεκλειδ\w*|mở khóa|dibuka|desbloquead\w*)\b",
        r"|解锁|解除|重置|ロック解除|リセット|잠금 해제|초기화",
    ))
});

/// Where to go or when to come back: a menu path ([`MENU_PATH`]), or a sentence with a
/// duration of the future ([`COMES_BACK_IN`]; not a sentence that says how long a thing
/// took, [`TOOK`]) or with a thing that comes back by itself and when ([`BY_ITSELF`],
/// [`COMES_BACK`]).
fn where_or_when(own: &str) -> bool {
    MENU_PATH.is_match(own)
        || super::sentences(own).any(|sentence| {
            (COMES_BACK_IN.is_match(sentence) && !TOOK.is_match(sentence))
                || (BY_ITSELF.is_match(sentence)
                    && COMES_BACK.is_match(sentence)
                    && sentence.chars().any(|c| c.is_ascii_digit()))
        })
}

/// Imperatives that are also an infinitive, a third person or a noun ("skicka", "invia",
/// "gửi", "brug", "poista", "kirim"): a next step only at a sentence's start, and not in a
/// headline that says the thing failed ("Ta bort misslyckades", "Gửi email thất bại",
/// "Gagal kirim ...").
static START_STEP: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"(^|[.!?:;]\s+|\n\s*)(ta bort|skicka|kontakta|kontrollera|minska|skapa|använd|ange|vänta|brug|bruk|slet|fjern|angi|spør",
        r"|yritä|käytä|poista|lyhennä|pienennä|lähetä|tarkista|odota|kokeile|syötä|päivitä",
        r"|elimina|riduci|accorcia|invia|attendi|contatta|aggiungi|seleziona|(comprimi|carica|dividi)(lo|la|li|le)?",
        r"|acorta|envía|revisa|comprueba|añade|verwijder|verkort|verklein|stuur|controleer",
        r"|gửi|chờ|đợi|nhập|chọn|xóa|xoá|kiểm tra|liên hệ|sử dụng|rút ngắn|coba|kirim|hapus|periksa)\b",
    ))
});

/// An imperative told by its ending, at a sentence's start or after "then" ("puis", "и",
/// "a", "lalu"), in languages whose polite imperative has one of its own: French's `-ez`
/// before a pronoun joined to it or a word that begins what it governs
/// ("Reconnectez-vous", "puis relancez la demande", "Vérifiez votre clé"), Russian's
/// `-йте`, `-ьте` and `-итесь` ("Попробуйте", "Проверьте", "Обратитесь"; a bare `-ите`
/// is also a Bulgarian plural's article, "Данните"), Ukrainian's `-іть(ся)` and `-йте`
/// ("Зверніться", "Введіть"), Czech's and Slovak's `-te` after a consonant or a `j` no
/// Romance word ends in ("Obraťte se", "Zadejte", "Skontrolujte", "Přečtěte"), Greek's
/// passive `-θείτε` ("Συνδεθείτε"), Romanian's `-ați`, `-eți`, `-iți` ("Generați o cheie
/// nouă ... și reluați cererea").
/// Read by the ending, so a verb no list holds counts too; what else ends so at a
/// sentence's start is [`NOT_IMPERATIVE_ENDING`]'s.
static IMPERATIVE_ENDING: LazyLock<Regex> = LazyLock::new(|| {
    capturing_pattern(concat!(
        r"(^|[.!?:;]\s+|\n\s*|,?\s(puis|et|ensuite|и|затем|потом|і|та|потім|a|pak|potom|lalu)\s+)(",
        r"\p{L}{2,}ez(-(vous|le|la|les|nous|en|y|moi|lui|leur)\b|\s+(le|la|les|l['’]|un|une|des|du|d['’]|à|au|aux|votre|vos|ce|cet|cette|ces|plus|sur|avec|puis|ensuite|par|dans|pour|sans|ultérieurement|ici|si)\b)",
        r"|\p{Cyrillic}{2,}(итесь|[ьй]те(сь)?|іть(ся)?)\b",
        r"|[\p{Latin}&&\p{L}]{2,}(ej|aj|uj|ij|oj|ť|ď|ň|ř|ě|š|č|ž)te\b|(přihlaste|prihláste|zkuste|skúste)\b",
        r"|\p{Greek}{2,}θείτε|[\p{Latin}&&\p{L}]{2,}[aei][țţ]i\b)",
    ))
});

/// Words that end as [`IMPERATIVE_ENDING`]'s do and are no imperative: French "chez",
/// "assez", "avez" ("Avez-vous"), Spanish words and surnames in `-ez`, with or without
/// their accent ("Pérez la ...", "Gonzalez la ..."), Romanian present tenses ("Aveți
/// deja ...", "Dețineți deja un cont"). (Czech's "Nemáte" is no `-te` after a consonant.)
static NOT_IMPERATIVE_ENDING: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"^(chez|assez|avez|nez|rez|vez|diez|validez|rapidez|vejez|niñez|escasez|jerez|ajedrez|pérez|perez|lópez|lopez|gonzález|gonzalez|rodríguez|rodriguez|martínez|martinez|sánchez|sanchez|ramírez|ramirez|gómez|gomez|fernández|fernandez|jiménez|jimenez|álvarez|alvarez|hernández|hernandez|suárez|suarez|méndez|mendez|vázquez|vazquez|domínguez|dominguez|gutiérrez|gutierrez|núñez|nunez|ibáñez|ibanez|velázquez|velazquez|benítez|benitez|chávez|chavez|juárez|juarez|márquez|marquez",
        r"|ave[țţ]i|sunte[țţ]i|de[țţ]ine[țţ]i)\b",
    ))
});

/// A sentence that says a thing failed: its first words were a headline, not a step.
static FAILED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(misslyckades|mislykkedes|mislyktes|mislukt|failed|fallit[oa]|fallid[oa]|falló|falhou|thất bại|gagal|epäonnistui|fehlgeschlagen|échoué|selhal[oa]?|sikertelen|başarısız|nie powiodł[oa]?)\b",
    )
});

/// What the argument may be, listed after a label in another language ("Допустимые
/// значения: csv, xlsx", "Vrije tijden vandaag: 13:00-14:00"), unless the label says what
/// it may not be ("Valori non consentiti: ...", "không hợp lệ: ...").
static LABELLED_VALUES: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(допустим[^\s.,;:!?]*|дозволен[^\s.,;:!?]*|dozwolone|povolené|tillåtna|tilladte|tillatte|sallitut|megengedett|permise|επιτρεπτ[^\s.,;:!?]*|toegestane|ammessi|consentiti|permitidos|válidos|autorisées|possibles",
        r"|vrije tijden|freie (termine|zeiten|plätze)|créneaux? libres?|horarios libres|orari liberi|horários livres|wolne terminy|lediga tider|ledige tider|vapaat ajat|szabad időpontok)\b[^:\n]{0,30}:\s*\S",
    ))
});

/// A negation just before a label: "non", "no", "não", "không", "nicht", "не".
static NEGATED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"\b(no|non|não|nem|không|ne|nicht|niet|nie|not|nu|ei|inte|ikke|не|ні)\s+(\S+\s+)?$")
});

/// A rule stated: what the argument should be (`must be`, `should be`, `expected`,
/// `between 1 and 100`, `one of`, `at most`, `required`, `is not of type 'integer'`).
static RULE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(must (be|contain|match|have|not|start|end|include|stay|remain|lie|reside|come from)|should (not )?(be|have|contain|match)|expected|(is|are) required|required (argument|parameter|field|property|value)|(field|argument|parameter|value) (is )?required|missing required|is not an? (allowed)|is not of type",
        r"|too (long|short|large|small|big|many|few)|at (most|least)|between -?[\d.]+ and -?[\d.]+|one of|no (more|longer|fewer|less) than",
        r"|starts? at -?\d|(minimum|maximum|max|min) is -?\d|(does not|doesn't|fails to) match (the )?(required )?(format|pattern|regex)\W{0,3}\S|required pattern",
        r"|(greater|less|more|fewer) than|exceeds? (the )?(maximum|limit|max)|maximum (length|size|value) is|minimum (length|size|value) is|accepted (values|formats?)|valid (values|formats?) (are|is))\b",
        // A bound as a comparison after a word, in any language's sentence ("ต้อง >= 1",
        // "должно быть <= 100", ajv-i18n's wording), not after a policy's or a program's
        // operand ("context.hour >= 6").
        r"|(^|\s)[^\s._()\[\]]+ (>=|<=|≥|≤) ?-?\d",
        // The same in other languages: a limit the value passes ("dépasse la limite",
        // "przekracza limit", "không được vượt quá"), what it may be at most or least, what
        // it may not be ("nesmí být prázdné", "boş olamaz", "не может быть пустым").
        r"|\b(dépasse|supera|excede|überschreitet|overschrijdt|överskrider|overskrider|przekracza|превышает|перевищує|překračuje|prekračuje|meghaladja|ylittää|dep[ăa][șş]e[șş]te|υπερβαίνει|melebihi|aşıyor|không được vượt quá) |\byli \d[\d .,]*\s?(mt|mb|gt|gb|kt|kb|merkkiä|riviä|kpl|€)",
        r"|\b(au (plus|moins)|al (massimo|menos|máximo)|como máximo|no máximo|pelo menos|almeno|minimaal|maximaal|co najmniej|najwyżej|maksymalnie|не (более|менее|больше|меньше) \d|не більше \d|не менше \d|щонайменше|minst|högst|mindst|højst|alespoň|nejvýše|maximálně|legalább|legfeljebb|vähintään|enintään|cel (pu[țţ]in|mult)|τουλάχιστον|το πολύ \d|ít nhất|tối đa|paling (sedikit|banyak)|en az|en fazla)\b",
        // A rule an SDK's or a framework's catalog states in its translations (Django
        // REST framework's "Ensure this value is ...", zod's "expected number", "must be
        // an integer", "cannot be empty").
        r"|\b(stellen sie sicher|assurez-vous|asegúrese|asegurate|assicurati|certifique-se|zorg (ervoor|dat)|upewnij się|убедитесь|переконайтеся|emin olun|ujistěte se|győződjön meg|varmista|asigurați-vă|βεβαιωθείτε|hãy đảm bảo|pastikan)\b|(^|[。；，\n]\s*)确保|確認してください",
        r"|\b((nombre|chaîne|booléen|entier|tableau|objet|date|number|string|boolean|integer|array|object) attendue?|attendue? ?: |beklenen (number|string|boolean|bigint|array|object|sayı|metin|dize|tam sayı|[<>=])|se esperaba|(ожидал[^\s.,;:!?]*|очікувал[^\s.,;:!?]*|očekáván[^\s.,;:!?]*) (number|string|boolean|array|object|число|строк[^\s.,;:!?]*|рядок|číslo)",
        r"|tulee olla|täytyy olla|on oltava|pitää olla|yalnızca [^.\n]{0,60}içerebilir|içermelidir)\b|이어야 합니다|여야 합니다|である必要があります|必须|应为|应当|應當|空にできません|不能为空|비워 둘 수 없습니다",
        r"|\b(boş olamaz|(nesmí být|nemôže byť) (prázdn|delší|kratší|větší|menší|dlhš|väčš|menš)|nie może być (pust|dłuższ|krótsz|większ|mniejsz)|(не может быть|не може бути) (пуст|порожн|длинн|довш|коротш|больш|більш|меньш|менш)|ne peut pas être (vide|plus|moins|négati)|no puede estar vací|não pode estar vazi|non può essere (vuot|meno)|darf nicht (leer|länger|kürzer|weniger|größer|kleiner|negativ)|mag niet (leeg|langer|korter|meer|minder|groter|kleiner)|får inte vara (tom|längre|kortare)|kan ikke være (tom|længere|lengre|kortere)|ei voi olla (tyhjä|pidempi|lyhyempi)|nem lehet (üres|hosszabb|rövidebb)|nu poate fi (gol|goal|mai)|δεν μπορεί να είναι (κεν|μεγαλύτερ|μικρότερ)|không được để trống|tidak boleh (kosong|lebih|kurang|melebihi))|לפחות|לכל היותר|على الأقل|كحد أقصى|على الأكثر|कम से कम|अधिकतम|อย่างน้อย|สูงสุด|최대 ?\d|최소 ?\d|至少|最多|\d\s*(文字|字|件|個|日|MB|GB|KB)以内",
    ))
});

/// Who may, in a word: a role, group, team or member (in the languages the corpus holds).
/// A bound that names who may do a thing is not one the caller can meet: the caller cannot
/// become someone else.
static WHO: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(roles?|groups?|teams?|members?|membership|staff|owners?|admins?|administrators?|users (in|with)|clearance|rolle|gruppen?|mitglieder\w*|mitarbeitende\w*|rol|grupos?|perfil|ruol[oi]|gruppo|rôle|groupes?|membres|grupperna|behörighet|rola|grupa|roller)\b",
        r"|역할|役割|ロール|グループ|角色|用户组",
        // The same in the languages [`ALLOWED_ONLY`] reads.
        r"|\b(роль|роли|ролью|групп[^\s.,;:!?]*|член[^\s.,;:!?]*|участник[^\s.,;:!?]*|рол[^\s.,;:!?]*|груп[^\s.,;:!?]*|учасник[^\s.,;:!?]*|skupin[^\s.,;:!?]*|člen[^\s.,;:!?]*|role|csoport[^\s.,;:!?]*|ryhmä[^\s.,;:!?]*|jäsen[^\s.,;:!?]*|grup[^\s.,;:!?]*|membr[^\s.,;:!?]*|ομάδ[^\s.,;:!?]*|μέλος|μέλη|μελών|ρόλ[^\s.,;:!?]*|vai trò|nhóm|thành viên|peran|anggota|segmentos?|segmenten|segmente|administrator[^\s.,;:!?]*|администратор[^\s.,;:!?]*|адміністратор[^\s.,;:!?]*)\b",
        r"|תפקיד|קבוצ|חברי|دور |مجموعة|أعضاء|भूमिका|समूह|सदस्य|บทบาท|กลุ่ม|สมาชิก|成员|用户组|群组|分组|小组|工作组|审批组|管理员|管理者|メンバー|멤버|구성원|그룹|관리자",
    ))
});

/// What a rule allows, in other languages: "only" beside a word of allowing ("يُسمح ...
/// فقط", "lze číst pouze v", "... 만 사용할 수", "hanya mengizinkan", "外部共有が許可されて
/// いるドメインは ... のみ"). Not a modal ("possono", "kan", "mogą"): "only the registrar
/// can sign" says who may, which is no next step.
static ALLOWED_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(erlaubt|zulässig|permise?s?|autoris[^\s.,;:!?]*|permitid[^\s.,;:!?]*|consentit[^\s.,;:!?]*|toegestaan|dozwolon[^\s.,;:!?]*|povolen[^\s.,;:!?]*|lze|engedélyez[^\s.,;:!?]*|sallit[^\s.,;:!?]*|tillåt[^\s.,;:!?]*|tillad[^\s.,;:!?]*|tillat[^\s.,;:!?]*|разреш[^\s.,;:!?]*|допуска[^\s.,;:!?]*|дозволя[^\s.,;:!?]*|дозволен[^\s.,;:!?]*|επιτρέπ[^\s.,;:!?]*|diizinkan|mengizinkan|cho phép)\b",
        r"|يُسمح|يسمح|مسموح|מותר|מותרת|מותרים|अनुमति|อนุญาต|許可|允许|허용|사용할 수",
    ))
});

/// Who may, after "only": "can only be approved by the controller".
static ONLY_BY: LazyLock<Regex> = LazyLock::new(|| pattern(r"\bonly\b.*\bby\b"));

/// What a rule allows, as the place or the thing a call may use ("Resources may only be
/// deployed to westeurope or northeurope", "Only files under /srv/notes may be read", "this
/// tool only writes to namespaces labelled mcp-managed=true"): the caller can choose one.
/// Guidance only in a sentence that names no one who may ([`WHO`], the policy's who may,
/// or "only ... by").
static ONLY_ALLOWED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(may|can|must) only (be \w+ (to|in|from|under|on|at|within|into|for)|(come|run|go|write|read|ship|deploy|connect|point|live|reside) (to|from|in|on|under|at|into))\b",
        r"|\bonly [^.\n]{1,60}\b(may|can) be (read|written|used|opened|uploaded|downloaded|deployed|created|accessed|edited|changed|modified|exported|imported|scheduled|booked|sent|shipped|requested|queued|printed|processed|stored|saved)\b",
        r"|\bonly (writes|reads|accepts|deploys|runs|ships|sends|serves|supports|works) (to|from|in|on|with|under)\b",
    ))
});

/// Whether an answer to the model gives it a next step: in its own words (before any
/// attached trace, JSON or HTML dump, or `structuredContent`), an imperative, a modal
/// addressed to the caller, when to retry, the rule an argument breaks, what a policy
/// allows, what exists instead, or a bound the caller can meet (one that names no role or
/// group: who may is no next step, since the caller cannot become someone else). A failure
/// that only says a value is invalid, or whose only validation word sits in an attached
/// trace or dump, gives none.
pub fn gives_guidance(text: &str) -> bool {
    if GUIDANCE_KEYS.is_match(text) {
        return true;
    }
    // An SDK's prefix names the tool that failed, not one to call next.
    static SDK_PREFIX: LazyLock<Regex> = LazyLock::new(|| {
        pattern(
            r"^\s*(error executing tool [^\s:]+:?|error calling tool '?[^'\s]+'?:?|tool \S+ failed:?)",
        )
    });
    let text = SDK_PREFIX.find(text).map_or(text, |m| &text[m.end()..]);
    let own = DUMP.find(text).map_or(text, |m| &text[..m.start()]);
    let said = |own: &str| {
        next_step(own)
            || RULE.is_match(own)
            || super::catalog::states_rule(own)
            || super::policy::policy_what(text).is_some()
            || super::bound::stated_where(own, |sentence| !WHO.is_match(sentence)).is_some()
            || super::sentences(own).any(|sentence| {
                (ONLY_ALLOWED.is_match(sentence)
                    || (super::policy::ONLY.is_match(sentence) && ALLOWED_ONLY.is_match(sentence)))
                    && !WHO.is_match(sentence)
                    && !super::policy::POLICY_WHO.is_match(sentence)
                    && !super::who::names_people(sentence)
                    && !ONLY_BY.is_match(sentence)
            })
    };
    if own.trim().is_empty() {
        // A structured failure: its own words are its message, error, detail and hint, or
        // a framework's messages by field.
        let Ok(serde_json::Value::Object(object)) = serde_json::from_str(text.trim()) else {
            return false;
        };
        return said(&object_words(&object))
            || field_messages(&object).is_some_and(|words| said(&words))
            // RFC 9457's problem details as ASP.NET Core writes a validation failure: the
            // messages by field under `errors`.
            || object
                .get("errors")
                .and_then(serde_json::Value::as_object)
                .and_then(field_messages)
                .is_some_and(|words| said(&words));
    }
    said(own)
}

/// The top-level `message`, `error`, `detail`, `title` and `description` strings of a JSON
/// object, joined by sentences (an upstream's `errors` list is its words, not the server's).
pub(super) fn json_words(text: &str) -> Option<String> {
    let value: serde_json::Value = serde_json::from_str(text.trim()).ok()?;
    Some(object_words(value.as_object()?))
}

/// [`json_words`] of an object already read.
fn object_words(object: &serde_json::Map<String, serde_json::Value>) -> String {
    let mut words = Vec::new();
    for key in ["message", "error", "detail", "title", "description"] {
        match object.get(key) {
            Some(serde_json::Value::String(s)) => words.push(s.clone()),
            Some(other @ (serde_json::Value::Object(_) | serde_json::Value::Array(_))) => {
                let mut strings = Vec::new();
                collect_strings(other, &mut strings, 3);
                words.extend(strings);
            }
            _ => {}
        }
    }
    words.join(". ")
}

/// The messages of a framework's field-keyed body, Django REST framework's shape
/// (`{"limit": ["Stelle sicher, dass dieser Wert kleiner oder gleich 100 ist."]}`): each
/// field's list of strings, joined. A validator's raw list of errors (`[{"keyword": ...}]`)
/// is its dump, not the server's words, and gives none.
fn field_messages(object: &serde_json::Map<String, serde_json::Value>) -> Option<String> {
    let mut words = Vec::new();
    for messages in object.values() {
        for message in messages.as_array()? {
            words.push(message.as_str()?);
        }
    }
    Some(words.join(". "))
}

fn collect_strings(value: &serde_json::Value, out: &mut Vec<String>, depth: usize) {
    match value {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(items) if depth > 0 => items
            .iter()
            .for_each(|v| collect_strings(v, out, depth - 1)),
        serde_json::Value::Object(map) if depth > 0 => map
            .values()
            .for_each(|v| collect_strings(v, out, depth - 1)),
        _ => {}
    }
}

static VALIDATION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(invalid|must (be|contain|match|have|not|start|end)|should (not )?(be|have)|expected|required|is not an? (valid|allowed)|not an? valid|(is|are) not valid|validation (error|failed)",
        r"|out of range|too (long|short|large|small|big|many|few)|at (most|least)|exceeds?|malformed|is not of type|failed validating",
        // Django's, Django REST framework's, Hibernate Validator's and Symfony's own English
        // (`catalog.rs` reads their translations): "no more than 10 characters", "less than
        // or equal to 100", "Enter a valid URL", "may not be blank", "not a well-formed
        // email address" (and above: "should not be blank", "is not valid").
        r"|no (more|fewer) than|(greater|less) than or equal to|enter an? (valid|number|whole number)|(cannot|may not|can't) be (blank|null|empty)|not an? well-formed",
        r"|(failed to|could not|cannot|can't|unable to) (parse|convert)|not in a correct format|invalid syntax|no enum constant|was not found in the enum",
        r"|(does not|doesn't|fails to) match|could not be parsed|cannot be parsed|bad (uri|value|argument|input)|is not uri|cannot unmarshal",
        // A value refused for lying outside an allowed set: "is not in allowed_buckets",
        // "not one of the permitted regions", "stammt nicht aus einer freigegebenen Registry".
        r"|(is|are) not (in|on|one of|among) (the |our |an? )?(allowed|permitted|approved|accepted|supported)[ _-]?\w+|nicht (aus|in|auf) (einer|einem|der|den|dem) (freigegebenen|erlaubten|zulässigen)|n'est pas (dans|parmi) (la liste des |les )?\w+ (autorisé|permis)[^\s.,;:!?]*)\b",
        // "Invalid", in the other languages the corpus holds.
        r"|\b(ungültig[^\s.,;:!?]*|invalides?|inválid[oa]s?|non valid[oaie]|ongeldig[^\s.,;:!?]*|nieprawidłow[^\s.,;:!?]*|niepoprawn[^\s.,;:!?]*|недопустим[^\s.,;:!?]*|некорректн[^\s.,;:!?]*|недійсн[^\s.,;:!?]*|неприпустим[^\s.,;:!?]*|neplatn[^\s.,;:!?]*|érvénytelen|virheellinen|nevalid[^\s.,;:!?]*|geçersiz|μη έγκυρ[^\s.,;:!?]*|không hợp lệ|tidak valid|ogiltig[^\s.,;:!?]*|ugyldig[^\s.,;:!?]*)\b|無効な|无效|유효하지 않|غير صالح|לא תקינ",
    ))
});

/// A validation failure's wording: invalid, must be, expected, required, out of range, too
/// long, at most, malformed, is not of type, failed to parse, not in the allowed set, or a
/// framework's translated catalog's wording of one (`catalog.rs`). When
/// such a failure repeats the value sent, it echoes it.
///
/// An operating system's "name too long" (`ENAMETOOLONG`) or "invalid argument" (`EINVAL`)
/// is not a validation message: it is upstream text, which [`upstream_text`](super::upstream_text) reports.
pub fn reads_as_validation(text: &str) -> bool {
    static OS_NAME_TOO_LONG: LazyLock<Regex> =
        LazyLock::new(|| pattern(r"\b(file ?)?name too long\b|: invalid argument\b"));
    let text = OS_NAME_TOO_LONG.replace_all(text, "");
    VALIDATION.is_match(&text) || super::catalog::validation_wording(&text)
}
