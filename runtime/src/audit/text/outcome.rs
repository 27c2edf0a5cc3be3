//! What a result says of its own outcome: a success (no `isError`) whose words or JSON say
//! the operation did not happen. The model reads such a result as a failure whatever its
//! flag says, so what it passes on from below or tells of a policy is read as a failure's.

use super::pattern;
use regex::Regex;
use std::sync::LazyLock;

/// A JSON flag of success, or of the operation, set false (`"ok": false`, `"deleted":
/// false`, `"bokad": false`), or a status of refusal or error (`"status": "denied"`,
/// `"durum": "reddedildi"`), as the first key of an object that opens a line: the result's
/// own outcome, not a record in its data (`"logins": [{"result": "failed"}]`).
static FLAGGED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r#"(^|\n)\s*\{\s*"(ok|success|succeeded|successful|allowed|accepted|approved|applied|created|deleted|removed|sent|submitted|exported|imported|updated|saved|permitted|authori[sz]ed|booked|synced|published|posted|processed|completed|executed|granted|issued|placed|scheduled|delivered|uploaded|transferred|paid|refunded|cancell?ed|closed|merged|deployed|disbursed|bokad|inscrit[oa]|enviad[oa]|guardad[oa]|gespeichert|erstellt|gesendet|envoyée?|créée?|enregistrée?|salvat[oa]|inviat[oa])"\s*:\s*false"#,
        r#"|(^|\n)\s*\{\s*"(status|state|result|outcome|decision|estado|statut|stato|durum)"\s*:\s*"(denied|rejected|refused|blocked|errou?r|failed|failure|skipped|forbidden|declined|not_allowed|unauthori[sz]ed|denegad[oa]|rechazad[oa]|refusée?|abgelehnt|rifiutat[oa]|reddedildi|erro|falha|fehler|échec|fallid[oa])""#,
    ))
});

/// A result's first sentence saying the operation was not done: "Order not placed.",
/// "Invoice 88 was not deleted.", "Claim saved as a draft, not submitted.", "Nothing was
/// booked yet.", "Звіт не сформовано", "Die Datei wurde nicht gespeichert".
static NOT_DONE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\bnot (placed|sent|created|deleted|removed|submitted|approved|saved|closed|applied|exported|imported|posted|booked|invited|updated|disbursed|issued|processed|completed|uploaded|transferred|published|scheduled|delivered|paid|refunded|cancell?ed|merged|deployed|granted|accepted|executed|shared|added|changed|moved|renamed|restored)\b",
        r"|\bnothing was (placed|sent|created|deleted|submitted|approved|saved|changed|booked|read|written|updated|imported|exported|moved)\b|^no (file|files|change|changes|refund|record|records|data|message|email|order|booking) (was |were )?(read|written|made|issued|sent|saved|created|changed)\b",
        r"|\bне (сформован\w*|створен\w*|надіслан\w*|збережен\w*|видален\w*|создан\w*|отправлен\w*|сохранен\w*|удален\w*|оформлен\w*|принят\w*|прийнят\w*)",
        r"|\bwurde[n]? nicht\b|\bnicht (gespeichert|gesendet|erstellt|gelöscht|angelegt|gebucht|übermittelt)\b|\bn'a pas été\b|\bn'ont pas été\b|\bnon (envoyée?|créée?|enregistrée?|supprimée?)\b",
        r"|\bno se (pudo|ha podido|han podido)\b|\bno (fue|ha sido|se ha) (cread|enviad|guardad|eliminad|registrad|procesad)\w*|\bnon (è|sono) stat[oaie]\b|\bnão (foi|foram)\b",
    ))
});

/// Whether a success reports its own failure: a JSON flag of the operation set false, a
/// status of refusal or error, or a first sentence saying it was not done. A result that
/// says only that it found nothing ("No results.", `"found": false`) is not one: it did what
/// was asked.
pub fn reports_failure(text: &str) -> bool {
    let lead = super::sentences(text)
        .map(str::trim)
        .find(|s| !s.is_empty())
        .unwrap_or("");
    FLAGGED.is_match(text) || NOT_DONE.is_match(lead)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_success_that_says_it_was_not_done_reports_a_failure() {
        for text in [
            "Order not placed.\n{\"accepted\": false, \"reason\": \"at most 6 bottles per customer\"}",
            "Invoice 88 was not deleted. Only billing-admin may delete invoices.",
            "Claim saved as a draft, not submitted.",
            "{\"ok\": false, \"error\": \"upstream returned 500\"}",
            "{\"status\":\"skipped\",\"reason\":\"transfer exceeds the 10,000 EUR limit\"}",
            "{\"bokad\": false, \"meddelande\": \"Kunde inte boka upphämtning\"}",
            "Звіт не сформовано: політика доступу дозволяє лише finance-ua.",
        ] {
            assert!(reports_failure(text), "{text}");
        }
        for text in [
            "No results.",
            "{\"found\": false, \"hint\": \"No customer with that id.\"}",
            "{\"flagged\": false, \"categories\": []}",
            "Last 2 sign-ins:\n{\"logins\": [{\"app\": \"VPN\", \"result\": \"failed\"}]}",
            "Refund re_1042 issued for $18.00.",
            "Report saved. The draft was not shared with anyone yet, as you asked.",
            "Updated 18 of 20 items. 2 were skipped because they are locked.",
        ] {
            assert!(!reports_failure(text), "{text}");
        }
    }
}
