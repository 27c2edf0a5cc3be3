//! Who may: a sentence that gives a thing to some people and no one else, whatever words it
//! uses for them ("Only the club treasurer can issue refunds", "can be booked only by
//! researchers who ...", "nobody on the transaction team can open them", "reserved for
//! whoever is on this week's on-call rotation").
//!
//! A refusal that says who may is a policy's boundary (it names the people a thing is kept
//! for, which an attacker would need to be) and refuses the caller for who it is (an auth
//! failure); it is never guidance, since the caller cannot become someone else. The people
//! are read by what they are ([`PEOPLE`]: by their job, their membership, their standing), and
//! the sentence by what it does with them: restricts a thing to them ([`WHO_ONLY`]).

use super::{found, pattern, sentences};
use regex::Regex;
use std::sync::LazyLock;

/// People, as a rule names those it keeps a thing for: by their job, their office, their
/// membership or standing, or as a crew, desk or board. The one list of the detectors
/// (policy, auth, guidance) that names people.
pub(super) const PEOPLE: &str = concat!(
    r"(admins?|administrators?|owners?|moderators?|maintainers?|managers?|leads?|leadership|staff|editors?|reviewers?|approvers?|prescribers?|officers?|holders?|employees|personnel|supervisors?|operators?",
    r"|clerks?|pharmacists?|nurses?|doctors?|physicians?|clinicians?|consultants?|registrars?|surgeons?|dentists?|therapists?|midwi(fe|ves)|paramedics?|technicians?|engineers?|accountants?|directors?",
    r"|contractors?|dispatchers?|coordinators?|controllers?|auditors?|inspectors?|instructors?|adjusters?|underwriters?|brokers?|traders?|dealers?|stewards?|cashiers?|tellers?|curators?|librarians?",
    r"|signatories|signatory|trustees?|guardians?|parents?|treasurers?|secretar(y|ies)|chairs?|presidents?|partners?|counsel|lawyers?|attorneys?|paralegals?|notar(y|ies)|researchers?|investigators?",
    r"|teachers?|faculty|heads?|chiefs?|attach[ée]s?|deput(y|ies)|ambassadors?|consuls?|envoys?|chaplains?|vicars?|priests?|churchwardens?|professors?|lecturers?|tutors?|principals?|invigilators?|examiners?|custodians?|wardens?|drivers?|pilots?|captains?|analysts?|specialists?|agents?|members?|subscribers?",
    r"|shifts?|crews?|desks?|committees?|boards?|rotation|on-call|whoever|people|persons?|colleagues?|volunteers?|coaches?|referees?|(?-i:C[A-Z]O|DBAs?|SREs?))",
);

/// A sentence that keeps a thing for some people only.
static WHO_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    let people = PEOPLE;
    pattern(&format!(
        concat!(
            // "Only the club treasurer can", "only registered pharmacists on shift may".
            r"\bonly\b[^.\n;]{{0,40}}\b{people}\b[^.\n;]{{0,60}}\b(can|may|could|are (allowed|permitted|authori[sz]ed|able|cleared) to|is (allowed|permitted|authori[sz]ed|able|cleared) to|(have|has) access|get to|gets to)\b",
            // "can only be signed off by", "can be booked only by", "only by people named".
            r"|\b(may|can|could|must|will|is|are) only be [\w-]+( (off|out|up|in|through|down|over))? by\b|\bbe [\w-]+( [\w-]+)? only by\b",
            // "have to be signed by a registrar", "are changed by the registrar's office, not
            // by teachers", "go out only for traders who".
            r"|\b(must|has to|have to|needs? to) be [\w-]+( (off|out|up|in|through|down|over))? by (a |an |the |two |one of (the |our )?)?([\w'’-]+ ){{0,3}}{people}\b",
            // "require final verification by a licensed pharmacist".
            r"|\b(requires?|needs?|must have)\b[^.\n;]{{0,50}}\b(by|from) (a|an|the|two) ([\w'’-]+ ){{0,3}}{people}\b",
            r"|\bnot by (the |a |an )?([\w'’-]+ ){{0,2}}{people}\b|\bonly (for|to) [^.\n;]{{0,40}}\b{people}\b",
            r"|\b(only|solely|exclusively) by (the |a |an |two |named |registered |authori[sz]ed |designated )?([\w'’-]+ ){{0,3}}{people}",
            r"|\b(signed|signed off|approved|authori[sz]ed|triggered|started|opened|released|issued|granted|handed out|given) (solely|exclusively) by\b",
            // "released to the head of chancery and the defence attaché only", "signed off by
            // the customs officer and the zone's compliance lead only", "on the joint
            // signature of the Chief Conservator".
            r"|\b(to|by) (the |a |an )?[^.\n;]{{0,60}}\b{people}\b[^.\n;]{{0,30}}\bonly\b|\bon the (joint )?signature of\b",
            // "and by no one else", "Nobody else can", "nobody on the X team can open them".
            r"|\b(by|and|or|to|for) (no one|nobody|none) else\b|[,;] (no one|nobody) else\b|\b(no one|nobody|none) else (can|may|is|are|gets)\b",
            r"|\b(no one|nobody)\b (on|in|from|at|outside|within|below|under) [^.\n;]{{0,60}}\b(can|may|is allowed|gets)\b",
            // "shared only with accounts in the 'Venue Ops' group".
            r"|\bonly with (\w+ ){{0,2}}(accounts|users|members|people|staff|teams?|groups?)\b",
            // "reserved for whoever is on call", "kept for full members".
            r"|\b(reserved|kept|set aside|restricted|limited|open only|available only) (for|to)\b[^.\n;]{{0,40}}\b{people}\b"
        ),
        people = people
    ))
});

/// The same, in the other languages the corpus holds: German "kann nur die Bereichsleitung",
/// Polish "może wydać wyłącznie farmaceuta", Danish "må kun tages ud af medlemmer", Czech
/// "mohou půjčit jen registrovaní badatelé", Korean "관리자만 조회할 수 있습니다", Japanese
/// "正社員に限り", Chinese "只有…才能".
static WHO_ONLY_ELSEWHERE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(kann|können|darf|dürfen)\b[^.\n]{0,20}\b(nur|ausschließlich) (die|der|den) \w+|\bnur (die|der|den) \w+ (kann|können|darf|dürfen)\b",
        r"|\b(może|mogą)\b[^.\n]{0,30}\b(wyłącznie|tylko)\b|\b(wyłącznie|tylko)\b[^.\n]{0,30}\b(może|mogą)\b",
        r"|\bnur an (die|den|das) |\b(soltanto|solamente|solo|unicamente) (dal|dalla|dai|dalle|dagli|ai|agli|alle|al)\b|\b(säljs|ges|lämnas|delas ut) (bara|endast|enbart) till\b|\bréservée?s? (au|aux|à la) \w+|\bμόνο (στους|στις|στο|στον|στην|από)\b",
        r"|\b(må|kan|får) (kun|bara|bare|endast)\b[^.\n]{0,60}\b(af|av)\b|\b(schvaluje|vydává|povoluje|podepisuje) (pouze|jen)\b|\b(mohou|může|smí)\b[^.\n]{0,40}\b(jen|pouze)\b|\b(jen|pouze)\b[^.\n]{0,40}\b(mohou|může|smí)\b",
        r"|\bne peu(t|vent) être \w+ que par\b|\bsolo (i|gli|le|il|la) [^.\n]{0,60}\b(possono|può)\b|\b(só|apenas|somente) (os|as|o|a) [^.\n]{0,60}\b(podem|pode)\b",
        r"|\b(solo|sólo|solamente) (el|la|los|las) [^.\n]{0,60}\b(pueden|puede)\b|\balleen\b[^.\n]{0,60}\b(mogen|kunnen|mag)\b",
        r"|\bnur (nutzer|benutzer|mitglieder|mitarbeitende|mitarbeiter|personen|admins|administratoren|\w+leitung|\w+leiter)\b[^.\n]{0,60}\b(dürfen|können|darf|kann)\b",
        r"|\b(yalnızca|sadece)\b[^.\n]{0,40}(ebilir|abilir)\b",
        r"|\S만 [^.\n]{0,30}수 있습니다|(に限り|のみが|だけが)|(者|員|長|師)(（[^）]{1,30}）)?(のみ|だけ)が?[^。\n]{0,10}(実行|操作|閲覧|編集|承認|でき)|できるのは[^。\n]{0,40}(医|師|者|員|長|担当)[^。\n]{0,6}(だけ|のみ)|(只有|仅限|只能由)[^。\n]{0,30}(可以|才能|能够)",
        r"|\bsirf\b[^.\n]{0,40}\b(sakte|sakta|sakti)\b|केवल[^।\n]{0,40}सकते|\b(voi|voivat)\b[^.\n]{0,30}\bvain\b|\bvain\b[^.\n]{0,30}\b(voi|voivat)\b",
    ))
});

/// A refusal's sentence that keeps a thing for some people only, as evidence.
pub(super) fn who_may(text: &str) -> Option<String> {
    sentences(text).find_map(|s| found(&WHO_ONLY, s).or_else(|| found(&WHO_ONLY_ELSEWHERE, s)))
}

/// Whether a sentence names people the way a rule names those it keeps a thing for.
pub(super) fn names_people(sentence: &str) -> bool {
    static NAMES: LazyLock<Regex> = LazyLock::new(|| pattern(&format!(r"\b{PEOPLE}\b")));
    NAMES.is_match(sentence)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thing_kept_for_some_people_is_read_whatever_their_job() {
        for text in [
            "Only the club treasurer can issue refunds over £50.",
            "Discharge summaries can only be signed off by the attending physician.",
            "The suite can be booked only by researchers on the biosafety roster.",
            "Data may be analysed only by people named on the ethics approval.",
            "Corrections are made by the payroll lead, and by no one else.",
            "Nobody else can pull it through this assistant.",
            "Nobody on the Harlow transaction team can open them, and you are on it.",
            "Draining a node is reserved for whoever is on this week's on-call rotation.",
            "Überstunden kann nur die Bereichsleitung freigeben.",
            "Leki może wydać wyłącznie farmaceuta.",
            "마약류 처방 기록은 약제부 관리자만 조회할 수 있습니다.",
        ] {
            assert!(who_may(text).is_some(), "{text}");
        }
        for text in [
            "Only PDF files can be uploaded.",
            "Only one export can run at a time; retry in a minute.",
            "Only 2 seats are left on this flight.",
            "No one answered at the upstream service.",
            "The page size can be at most 100.",
            "This order can only be cancelled before it ships.",
            "Children's tickets are sold at the desk.",
        ] {
            assert_eq!(who_may(text), None, "{text}");
        }
    }
}
