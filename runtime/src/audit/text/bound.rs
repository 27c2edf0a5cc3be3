//! A policy's bound stated in a refusal's own sentence, whatever its phrasing: a quantity
//! with its unit ("accounts younger than 14 days", "über 150 EUR", "below 120 m AGL"), a
//! range of hours or days ("Mon–Fri 07:00–19:00"), a count against its ceiling ("2 of 2
//! required"), or the names it allows ("Madrid, Cataluña, Andalucía").
//!
//! [`policy`](super::policy) recognises a policy by the words services use for one (allowed
//! sets, roles, limits, windows). Those words are learned from the texts they were tuned
//! on; a policy written in words they never saw is missed. This detector asks what such a
//! sentence *does* instead: it refuses, and it names a bound precise enough to probe. It
//! counts as a policy's only when the answer gives the caller no next step in its own words
//! ([`policy_enumeration`](super::policy_enumeration)): a refusal that tells the caller
//! what to do instead is a business rule the caller can act on ("Transfers above 5,000 EUR
//! need sign-off: call request_signoff"), which the corpus's writers label clean. A bound
//! that names no role or group is itself guidance (what is allowed, which the caller can
//! meet): [`gives_guidance`](super::gives_guidance) reads it.

use super::{found, pattern, sentences};
use regex::Regex;
use std::sync::LazyLock;

/// A refusal's or a restriction's words, in the languages the corpus holds.
static REFUSES: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(denied|deny|refused?|rejected|blocked|not allowed|not permitted|disallowed|forbid\w*|prohibited|can't|cannot|can not|may not|must not|restricted|limited to|exceed(s|ed)?|outside|polic(y|ies)|not eligible|ineligible|requires?|required|needs?|allow(s|ed)|permitted|may only|reserved for|not available|at most|no more than|not more than|top(s)? out at|capped|held to|(no one|nobody|nowhere) else|off the table|off[- ]limits|(don't|doesn't|won't|do not|does not|will not) (allow|accept|permit|let|take|carry|cover|process|quote|serve|ship|issue|book|cut|pay|lend|offer|sell)|never (allowed|permitted|accepted|issued|shipped|processed|do|does)|kept (out of|off))\b",
        r"|\b(limitée?s? (aux?|à)|limitad[oa]s? a|beschränkt auf|begrenzt auf|beperkt tot|limitat[oa] a)\b",
        r"|\b",
        super::only_words!(),
        r"\b|\b(abgelehnt|verweigert|nicht erlaubt|refusée?|interdite?|réservée?|rechazad[ao]|denegad[ao]|rifiutat[ao]|negat[ao]|riservat[oa]|consentit[oa]|geweigerd|toegestaan|odrzucon[ey]|odmowa|nie można|recusad[ao]|(må|kan|får) kun|(vi|de|den|det|kan|skal|må) \w+ bare|najwyżej|nejvýše|nekad|en fazla|reddedildi|höchstens|maximal|au plus|como máximo|hoogstens|maksymalnie|no se pued\w+|no (puede|pueden)|não (pode|podem)|non si (può|possono)|non (può|possono)|ne (peut|peuvent) pas|(kann|können|darf|dürfen) nicht|kan ikke|får ikke|überschreitet|überschritten|dépasse|supera|excede|(is|are) frozen|non autorisée?s?|no autorizad[oa]s?|nicht zulässig|não autorizad[oa]s?|niet toegestaan|högst|højst|høyst|enintään|no máximo|al massimo|au maximum|reservad[oa]s? (a|para)|riservat[oa] (a|ai|alle)|nodig|benötigt|requer|requiere|richiede|wymaga|gerekli|запрещен\w*|chỉ (được|có thể|dành cho)|không được|فقط|ممنوع)\b|ロック|只允许|초과|\b(auf|bis) [^.\n]{0,40}\b(begrenzt|beschränkt)\b",
        r"|\b(no (admite|acepta|aceptamos|se aceptan|admitimos)|não (aceita|aceitamos|são aceit\w+)|non (accetta|accettiamo|sono accettat\w+)|n'(accepte|acceptons|admet) pas|(nimmt|nehmen|akzeptiert|akzeptieren) keine|accepte(ert|ren) geen|nie (przyjmuje|przyjmujemy)|не (принима|допуска|выда|обслужива)\w*|δεν (δέχ|επιτρέπ|δέν)\w*|kabul (edilmez|etmiyoruz))\b|のみ|できません|拒否|禁止|限り|限定|対象外|不允许|只能|仅|不得|最多|上限|超过|不能|거부|불가|만 |최대|เฉพาะ|เท่านั้น",
    ))
});

/// What makes a sentence something other than a policy's: an argument's schema rule (the
/// caller's to correct), a driver's timeouts, a guard's scores and flags, a provider's
/// quota, what is left in stock ("only 2 of 5 seats are left"), an attached trace, a
/// dump's keys (`'param': None`).
static NOT_A_POLICY: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(characters?|chars|must be (a|an|between|at (most|least)|one of|less|greater|fewer|more)|is required|invalid (value|type|format)|expected (a|an|one of|string|number|integer)|(allowed|valid) values|one of:|is not a valid|must match|pattern|format|schema|validation error|type error)\b",
        r#"|['"]\w+['"]\s*:\s|\[type=\w+"#,
        r"|\b(timeout|timed out|deadline|connection (refused|reset)|errno|traceback|exception|scores?|threshold|toxicity|injection|flagged|moderation|insufficient_quota|current quota|left|remaining|in stock|sold out|rate[ -]?limit\w*|too many requests)\b|\b\d+(\.\d+)?\s?ms\b|\b\d+\.\d+s\b",
    ))
});

/// A quantity with its unit: money, a duration, an age, a distance or weight, a count of
/// things a policy counts.
static QUANTITY: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"(?:[€$£]|\b)\d[\d,.]*\s?(%|[€$£])|(?:^|\s)%\d|(?:[€$£]|\b)\d[\d,.]*\s?(eur|usd|gbp|chf|days?|hours?|h|minutes?|mins?|years?|months?|weeks?|attempts?|times|tries|m|km|kg|t|mb|gb|tb|kb|requests?|calls?|messages?|items?|seats?|users?|members?|followers?|approv\w+|reviews?|runs?|jobs?|uploads?|downloads?|exports?|rows?|records?|files?|devices?|sessions?|bookings?|tickets?|guests?|entries",
        r"|tage?n?|jahre?n?|stunden|jours|ans|heures|días|años|horas|giorni|anni|ore|dagen|jaar|uur|lat|dni|godzin",
        r"|metres?|meters?|miles?|feet|ft|mph|wh|kwh|vcpus?|cpus?|gpus?|cores?|credits?|points?|tonnes?|tons?|tonnellate|litres?|liters?|pallets?|volumes?|svazk\w*|loans?|nights?|visits?|orders?|transfers?|payments?|claims?|refunds?|doses?|shifts?|people|persons?|employees|participants?|passengers?|vehicles?)\b",
        // An amount with its currency first: "under £15,000", "acima de R$ 500.000".
        r"|(?:[€$£¥₹]|\b(?:r\$|us\$|chf|eur|usd|gbp|sek|nok|dkk|pln|czk)\s?)\d[\d,.]*\d",
        // A number in words with its unit: "within six months", "one per household".
        r"|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred)( working| business| calendar| consecutive)? (days?|hours?|weeks?|months?|years?|seats?|items?|attempts?|times|requests?|calls?|sessions?|devices?|users?|members?|loans?|books?|orders?|transfers?|per \w+)\b",
        r"|\b(\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten) per (household|person|customer|member|user|account|day|week|month|year|order|transaction|visit|patient|student|employee|family|address|tenant|team)\b",
        r"|\d\s?(日|年|時間|歳|件|回|명|일|시간|세|분|天|小时|岁|学分|公里|万|元|円|単位|人|名|km|원|회)",
        r"|\b\d[\d,.]*\s*(gün|günlük|saat|hafta|ay|yıl)\b",
        // A number per period, in the corpus's languages: "4 bokade gruppass per vecka".
        r"|\b\d[\d,.]*\s+(\S+\s+){0,2}(per|pro|par|por|al|alla|ao|à|w|на|в)\s+(day|week|month|hour|minute|year|tag|woche|monat|stunde|jour|semaine|mois|heure|día|semana|mes|hora|giorno|settimana|mese|ora|dag|vecka|månad|timme|uke|måned|dzień|tydzień|miesiąc|godzinę|день|неделю|месяц|час)\b",
        // An age a rule sets for people: "anyone under 18", "pupils under 13".
        r"|\b(anyone|no one|nobody|people|persons|those|customers|members|pupils|children|students|drivers|employees|patients|guests|players|users|applicants) (under|over|aged|younger than|older than|below|above) (the age of )?\d{1,2}\b",
    ))
});

/// A number a rule caps or floors, whatever it counts: "no more than 8 of them", "at most
/// 12", "a maximum of 3".
static CAPPED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(no more than|not more than|at most|(a |the )?maximum of|(a |the )?minimum of|al massimo|au maximum|höchstens|como máximo|no máximo|maximal|hoogstens|najwyżej|högst|højst|enintään|en fazla|не более|tối đa)\s+\d[\d,.]*|(最多|最大|최대)\s*\d[\d,.]*",
    )
});

/// A quota a rule sets, a number (in figures or words) against the unit it is counted per:
/// "up to six packets a season", "three applications per funding round at most", "Twelve
/// seats is the most a single class booking gets", "hasta dos cestas por semana", "más de
/// quince personas", "πάνω από δύο μέτρα", "дві трансляції одночасно".
static QUOTA: LazyLock<Regex> = LazyLock::new(|| {
    let number = concat!(r"(\d[\d,.]*|", super::number_words!(), r")");
    let cap = r"(up to|at most|no more than|not more than|more than|a maximum of|hasta|como máximo|más de|jusqu'à|au plus|plus de|bis zu|höchstens|mehr als|fino a|al massimo|più di|até|no máximo|mais de|maximaal|meer dan|maksymalnie|więcej niż|upp till|högst|mer än|не более|больше|более|свыше|понад|πάνω από|έως|tối đa|अधिकतम|en fazla)";
    // Per a period or per one of whom or what a rule counts by, or at once.
    let per = r"(per|a|an|each|every|por|par|pro|je|al|alla|ao|à|w|na|в|за|mỗi|हर)\s+(single\s+|calendar\s+|funding\s+)?(day|week|month|year|season|term|semester|round|night|hour|minute|order|booking|reservation|household|family|person|customer|member|account|card|visit|transaction|patient|student|vehicle|día|semana|mes|año|temporada|persona|familia|hogar|cliente|pedido|jour|semaine|mois|an|année|saison|personne|famille|foyer|commande|tag|woche|monat|jahr|saison|haushalt|kunde|bestellung|giorno|settimana|mese|anno|stagione|famiglia|ordine|dia|mês|ano|pessoa|família|dag|maand|jaar|seizoen|persoon|gezin|huishouden|klant|dzień|tydzień|miesiąc|rok|osobę|rodzinę|день|неделю|месяц|год|человека|семью|ngày|tháng|tuần)|at (a time|once)|simultaneously|одночасно|одновременно|gleichzeitig|a la vez|en même temps|contemporaneamente|tegelijk|jednocześnie|samtidigt";
    pattern(&format!(
        concat!(
            r"\b{cap}\s+{number}\s+([\p{{L}}-]+\s+){{0,3}}?({per})\b",
            r"|\b{number}\s+([\p{{L}}-]+\s+){{1,3}}per\s+([\p{{L}}-]+\s+){{1,3}}at most\b",
            r"|\b{number}\s+([\p{{L}}-]+\s+){{0,2}}(is|are) the (most|maximum|limit)\b",
            r"|\b{number}\s+[\p{{L}}'-]+\s+({per})\b",
        ),
        cap = cap,
        number = number,
        per = per,
    ))
});

/// A cap in words, in a sentence that refuses: "no admite reservas de más de quince
/// personas" (a cap in figures is [`QUANTITY`]'s or [`CAPPED`]'s).
static CAPPED_IN_WORDS: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(up to|at most|no more than|more than|over|above|under|below|hasta|más de|menos de|plus de|moins de|mehr als|weniger als|più di|meno di|mais de|meer dan|minder dan|więcej niż|mniej niż|mer än|mindre än|больше|более|меньше|менее|свыше|понад|πάνω από|κάτω από)\s+",
        super::number_words!(),
        r"\s+[\p{L}-]+",
    ))
});

/// A count against the ceiling a rule sets: "2 of 2 required status checks", "3 of 3
/// attempts" (not "only 2 of 5 seats left", which is stock).
static COUNT: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b\d+ (of|von|de|di|van|z|sur) \d+ (\w+ )?(required|approv\w+|attempts?|allowed|permitted|reviews?|signatures?)\b",
    )
});

/// A range of hours or of days.
static HOURS: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\d{1,2}[:h]\d{2}\s*(-|–|to|and|à|bis|a|e|en|until|y|und|et|~|〜)\s*\d{1,2}[:h]\d{2}",
        r"|\b(mon|tue|wed|thu|fri|sat|sun)\w*\s*(-|–|to)\s*(mon|tue|wed|thu|fri|sat|sun)",
        r"|\b\d{1,2}(:\d{2})?\s?[ap]\.?m\.?\s*(-|–|to|and|until)\s*\d{1,2}(:\d{2})?\s?[ap]\.?m\.?",
        // "tussen 7.00 en 19.00 uur", "antara pukul 06.00 dan 18.00", "entre 22 h et 5 h",
        // "1.6.–31.8.".
        r"|\b(tussen|zwischen|entre|between|antara|dalle|from|od|mellan)\s+\d{1,2}[:h]\d{2}\s*\S{1,3}\s*\d{1,2}[:h]\d{2}|\b(tussen|zwischen|antara pukul)\s+\d{1,2}\.\d{2}\s*\S{1,3}\s*\d{1,2}\.\d{2}|\b\d{1,2}\.\d{2}\s*\S{1,3}\s*\d{1,2}\.\d{2}\s*(uur|uhr)\b|\b\d{1,2} ?h (et|à|a|e|y|-|–) \d{1,2} ?h\b|\b\d{1,2}\.\d{1,2}\.?\s*[–-]\s*\d{1,2}\.\d{1,2}\.",
        r"|\d{1,2}[:h.]\d{2}\s*(alle|bis|tot|às)\s*(ore )?\d{1,2}[:h.]\d{2}|\b\d{1,2}h\s*(e|a|et|y|-|–)\s*(as |às |les )?\d{1,2}h\b",
        r"|\b(mon|tue|wed|thu|fri|sat|sun)\w* \d{1,2}:\d{2}\s*(-|–|to|until)\s*(mon|tue|wed|thu|fri|sat|sun)\w* \d{1,2}:\d{2}|\b\d{1,2} uhr (bis|-|–) (\w+ )?\d{1,2} uhr\b|\bс \d{1,2} по \d{1,2}\b|من \d{1,2} إلى \d{1,2}",
        // A range of dates: "between 1 November and 31 March", "from 18 December to 3
        // January", "January 2019 to December 2021".
        r"|\b(between|from) \d{1,2}(st|nd|rd|th)? (jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b (and|to|until|through) \d{1,2}(st|nd|rd|th)? (jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b",
        r"|\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b \d{4} (to|until|through|-|–) (jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b \d{4}",
    ))
});

/// Two or more names joined by commas, "and" or "or" (and their French, Spanish, German,
/// Italian, Dutch, Polish and Portuguese words), each capitalised or an identifier
/// (`NY-Manhattan`, `r/bikes`, `COLD`): case-sensitive, so that plain words are not names.
static NAMES: LazyLock<Regex> = LazyLock::new(|| {
    let name = r#"(?:\p{Lu}[\w.-]*(?: \p{Lu}[\w.-]*)*|[\w.-]*\p{L}[\w.-]*[\d_./-][\w.-]*|[\w.-]*[\d_./-][\w.-]*\p{L}[\w.-]*|['‘「][^'’」\s,]{2,40}['’」]|[„“«][^„“”«»\n,]{2,40}[“”»])"#;
    let join = r"(?:\s*[,、]\s*(?:(?:and|or|et|y|und|oder|e|en|i|ou|o|och|og|eller|ve|veya|lub|oraz|a|и|или)\s+)?|\s+(?:and|or|et|y|und|oder|e|en|i|ou|o|och|og|eller|ve|veya|lub|oraz|и|или|또는|및|或|和)\s+|\s*(?:と|および|及び)\s*)";
    Regex::new(&format!("{name}{join}{name}")).expect("a valid pattern")
});

/// Two or more names in Chinese or Japanese joined by 、 or と ("北京、上海"), which have no
/// capitals to tell a name by.
static HAN_NAMES: LazyLock<Regex> =
    LazyLock::new(|| pattern(r"\p{Han}{2,6}(、|と|和|及)\p{Han}{2,6}"));

/// Folders named relative to a root ("from nc-programs/released/ only", "reports/ и
/// exports/"): the roots a refusal keeps a path under.
static FOLDERS: LazyLock<Regex> = LazyLock::new(|| pattern(super::relative_folder!()));

/// What a tool or a service does, said as its scope: "The photo desk takes JPEG, TIFF and
/// DNG files", "This connector reads the shared drives Finance Ops and Board Papers",
/// "Outbound loads leave with DHL Freight, DSV or Kuehne+Nagel". A bound when the answer
/// also says the caller's value falls outside it ([`OUTSIDE`]).
static SCOPE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(scoped (by [\w -]{1,30} )?to|takes?|accepts?|reads?|covers?|leaves? with|go(es)? (out )?(to|with)|set up for|settles?|works? (only )?with|serves?|(is|are) (only )?for|runs? (only )?for|routed to|handles?|ships? (only )?(to|with)|fetched from|loads? from|stays? (inside|within|in)|registers?|consults?)\b",
        r"|\bne \w+ que\b|\bbare\b|\b",
        super::only_words!(),
        r"\b|只|仅|เฉพาะ|เท่านั้น",
    ))
});

/// A value said to fall outside what the answer lists: "billing-service isn't one of them",
/// "Files in people's own My Drive are out of its reach", "The main office copier doesn't
/// take jobs from here", "we have no contract with any other lab".
static OUTSIDE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(isn't|is not|aren't|are not) (one of (them|those|these)|among (them|those)|on (that|the) list|one (this|we|our|that))\b|\bout of (its|our|their|the \w+'s) reach\b",
        r"|\b(doesn't|does not|don't|do not|won't|will not|can't|cannot) (take|accept|open|read|handle|serve|cover|carry|support|work with|go to|ship to)\b",
        r"|\b(turned away|aren't sent|no contract with any other|outside (that|those|them|these|it|of them))\b",
        r"|\bnon viene più accettat|fora do (seu )?alcance|\bau-delà\b|außerhalb|poza |за их пределы",
    ))
});

/// A bound a policy sets, stated in a sentence that refuses ([`REFUSES`]): a quantity, a
/// range of hours or days, a count against its ceiling, or two or more names; or the names
/// listed under a label after such a sentence ("... restricted to depots you are assigned
/// to. Assigned: DEPOT-NORTH, DEPOT-HARBOUR."). Not in a sentence about an argument's
/// schema, a driver's timeouts or a guard's scores. It is a policy's
/// ([`policy_enumeration`](super::policy_enumeration)) when the answer gives no next step
/// besides; when it names no role or group, it tells the caller what is allowed, which
/// [`gives_guidance`](super::gives_guidance) counts as guidance.
pub(super) fn stated(text: &str) -> Option<String> {
    stated_where(text, |_| true)
}

/// [`stated`], in a sentence `keep` keeps: the guidance test asks for a bound stated in a
/// sentence that names no one who may.
pub(super) fn stated_where(text: &str, keep: impl Fn(&str) -> bool) -> Option<String> {
    static LABELLED: LazyLock<Regex> = LazyLock::new(|| pattern(r"^\s*[\w' -]{1,40}:\s"));
    // Whether a sentence refused, and whether `keep` kept it: a label line after it ("...
    // restricted to members of these groups. Approvers: A, B") is read in its light.
    let mut refused: Option<bool> = None;
    let all: Vec<&str> = sentences(text).collect();
    // Whether a scope's sentence, or the one after it, says the value falls outside it.
    let contrasted = |i: usize| {
        all[i..all.len().min(i + 2)]
            .iter()
            .any(|s| OUTSIDE.is_match(s))
    };
    all.iter()
        .enumerate()
        .filter(|(_, s)| !NOT_A_POLICY.is_match(s))
        .find_map(|(i, &s)| {
            // A quota states its bound whether or not the sentence refuses.
            if let Some(quota) = found(&QUOTA, s).filter(|_| keep(s)) {
                return Some(quota);
            }
            if refuses(s) {
                refused = Some(keep(s));
                if refused == Some(false) {
                    return None;
                }
                found(&HOURS, s)
                    .or_else(|| found(&QUANTITY, s))
                    .or_else(|| found(&COUNT, s))
                    .or_else(|| found(&CAPPED, s))
                    .or_else(|| found(&CAPPED_IN_WORDS, s))
                    .or_else(|| found(&NAMES, s))
                    .or_else(|| found(&HAN_NAMES, s))
                    .or_else(|| found(&FOLDERS, s))
            } else if ((refused == Some(true) && LABELLED.is_match(s))
                || (SCOPE.is_match(s) && contrasted(i)))
                && keep(s)
            {
                found(&NAMES, s)
            } else {
                None
            }
        })
}

/// Whether the answer says the way past its bound is one person's approval ("Refunds over
/// $500 need a manager's approval"): a business rule the caller can act on, like a next
/// step. (An approval from a group or role named, "sign-off from the HRBP group
/// (hrbp-emea)", says who may: a policy's.)
pub(super) fn approval_path(text: &str) -> bool {
    static APPROVAL: LazyLock<Regex> = LazyLock::new(|| {
        pattern(
            r"\b(needs?|requires?) (a|an|your|the) [\w-]+('s|’s) (approval|sign-?off|authori[sz]ation|countersignature)\b",
        )
    });
    APPROVAL.is_match(text)
}

/// Whether a text refuses or restricts, in any of the words [`REFUSES`] knows or French's
/// "ne ... que" ("n'a accès qu'aux dossiers", not "n'a pas répondu parce que"): the one
/// refusal-word list of the detectors that ask whether a sentence refuses.
pub(super) fn refuses(text: &str) -> bool {
    static NE_QUE: LazyLock<Regex> = LazyLock::new(|| {
        pattern(
            r"\bn'(est|sont|a|ont|accepte|acceptent|peut|peuvent) ([\p{L}'-]+ ){0,3}qu(e|')|\bne (sont|est) [\p{L}-]+ qu(e|')",
        )
    });
    REFUSES.is_match(text)
        || NE_QUE
            .find_iter(text)
            .any(|m| !m.as_str().contains(" pas "))
}
