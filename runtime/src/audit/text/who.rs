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
/// membership or standing. Words that more often name a thing (a driver, an agent, a
/// principal, a board, a rotation, a lead in a CRM) count only in the phrases that make
/// them people ("team leads", "the night desk", "on-call rotation", "board members"). The
/// one list of the detectors (policy, auth, guidance) that names people.
pub(super) const PEOPLE: &str = concat!(
    r"(admins?|administrators?|owners?|moderators?|maintainers?|managers?|leadership|staff|editors?|reviewers?|approvers?|prescribers?|officers?|employees|personnel|supervisors?",
    r"|clerks?|pharmacists?|nurses?|doctors?|physicians?|clinicians?|consultants?|surgeons?|dentists?|therapists?|midwi(fe|ves)|paramedics?|technicians?|engineers?|accountants?|directors?",
    r"|contractors?|dispatchers?|coordinators?|auditors?|inspectors?|instructors?|adjusters?|underwriters?|traders?|stewards?|cashiers?|tellers?|curators?|librarians?",
    r"|signatories|signatory|trustees?|guardians?|treasurers?|secretar(y|ies)|presidents?|counsel|lawyers?|attorneys?|paralegals?|notar(y|ies)|researchers?|investigators?",
    r"|teachers?|faculty|chiefs?|attach[ée]s?|deput(y|ies)|ambassadors?|chaplains?|vicars?|priests?|churchwardens?|professors?|lecturers?|tutors?|invigilators?|examiners?|custodians?|wardens?|captains?|analysts?|specialists?|members?|subscribers?",
    r"|committees?|whoever|someone|people|persons?|colleagues?|volunteers?|coaches?|referees?|students?|advis[eo]rs?|chefs?|cooks?|vets?|veterinar(y|ians?)|(?-i:C[A-Z]O|DBAs?|SREs?)",
    r"|(buyer'?s|seller'?s|listing|travel|insurance|estate|booking) agents?",
    r"|(team|tech|shift|site|project|compliance|payroll|group|design|department|desk|crew) (leads?|heads?)|heads? of (the )?\w+|(night|duty|news|copy|foreign|help|service|front) desk",
    r"|crews|(procurement|purchasing|review|advisory|executive|audit|approval|credit|investment|safety) (board|crew)|(board|crew|shift|desk|team|department|office|committee|staff) members?|on-call( rotation)?|(registrar|registrar's|principal's) office|the registrar|the principal)",
);

/// The modal of who may, after the people: "can", "may", "are allowed to".
const MAY: &str = r"(can|may|could|are (allowed|permitted|authori[sz]ed|able|cleared) to|is (allowed|permitted|authori[sz]ed|able|cleared) to|(have|has) access|get to|gets to)";

/// A sentence that keeps a thing for some people only.
static WHO_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    pattern(&format!(
        concat!(
            // "Only the club treasurer can", "only registered pharmacists on shift may": the
            // people right after "only" (no number between: "only 500 leads" counts).
            r"\bonly (the |a |an |your |our )?([\p{{L}}'’-]+ ){{0,3}}{people}\b[^.\n;\d]{{0,60}}\b{may}\b",
            // "can only be signed off by the attending physician", "can be booked only by
            // researchers", "have to be signed by a registrar".
            r"|\b(may|can|could|must|will|is|are) only be [\w-]+( (off|out|up|in|through|down|over))? by ((the |a |an |two )?([\w'’-]+ ){{0,3}}{people}\b|\[|['\x22])",
            r"|\bbe [\w-]+( [\w-]+)? only by (the |a |an |two )?([\w'’-]+ ){{0,3}}{people}\b",
            r"|\b(must|has to|have to|needs? to) be [\w-]+( (off|out|up|in|through|down|over))? by (a |an |the |two |one of (the |our )?)?([\w'’-]+ ){{0,3}}{people}\b",
            // "require final verification by a licensed pharmacist".
            r"|\b(requires?|needs?|must have)\b[^.\n;]{{0,50}}\b(by|from) (a|an|the|two) ([\w'’-]+ ){{0,3}}{people}\b",
            // "are changed by the registrar's office, not by teachers".
            r"|\b(changed|signed|approved|made|done|issued|edited|granted|set) by [^.\n;]{{0,60}}, not by (the |a |an )?([\w'’-]+ ){{0,2}}{people}\b",
            r"|\bonly (for|to) (the |a |an )?([\p{{L}}'’-]+,? (and )?){{0,4}}{people}\b",
            r"|\b(limited|restricted|kept) (for|to) (the |a |an )?([\p{{L}}'’-]+,? (and )?){{0,4}}{people}\b",
            r"|\b(only|solely|exclusively) by (the |a |an |two |named |registered |authori[sz]ed |designated )?([\w'’-]+ ){{0,3}}{people}\b",
            r"|\b(signed|signed off|approved|authori[sz]ed|triggered|started|opened|released|issued|granted|handed out|given) (solely|exclusively) by\b",
            // "released to the head of chancery and the defence attaché only", "signed off by
            // the customs officer and the zone's compliance lead only", "on the joint
            // signature of the Chief Conservator".
            r"|\b(released|given|sent|shown|issued|handed( out)?|signed( off)?|approved|drawn|serviced|available|visible|open) (to|by) (the |a |an )?[^.\n;\d]{{0,60}}\b{people}\b( [\w'’-]+){{0,3}} only\b|\bon the (joint )?signature of\b",
            // "and by no one else", "Nobody else can", "nobody on the X team can open them".
            r"|\b(by|and|or|to|for) (no one|nobody|none) else\b|[,;] (no one|nobody) else\b|\b(no one|nobody|none) else (can|may|is|are|gets)\b",
            r"|\b(no one|nobody)\b (on|in|from|at|outside|within|below|under) [^.\n;]{{0,60}}\b(can|may|is allowed|gets)\b",
            // "shared only with accounts in the 'Venue Ops' group".
            r"|\b(shared|available|visible|open) only with (\w+ ){{0,2}}(accounts|users|members|people|staff|groups?)\b",
            // "Posting there is left to the chief of staff's office".
            r"|\b(is|are) left to (the |a |an )?([\w'’-]+ ){{0,4}}({people}|office|team)\b",
            // "reserved for whoever is on call".
            r"|\b(reserved|set aside|restricted|open only|available only) (for|to)\b[^.\n;\d]{{0,40}}\b{people}\b"
        ),
        people = PEOPLE,
        may = MAY,
    ))
});

/// The same, in the other languages the corpus holds, each with a word for people beside
/// its "only": German "kann nur die Bereichsleitung", Polish "może wydać wyłącznie
/// farmaceuta", Danish "må kun tages ud af medlemmer", Czech "mohou půjčit jen registrovaní
/// badatelé", Korean "관리자만 조회할 수 있습니다", Japanese "正社員に限り", Chinese "只有…人员才能".
/// ("Nazwa może zawierać tylko litery", "PDF 파일만 업로드할 수 있습니다", "Solo i file PDF
/// possono essere caricati" keep things, not people, for some.)
static WHO_ONLY_ELSEWHERE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(kann|können|darf|dürfen)\b[^.\n]{0,20}\b(nur|ausschließlich) (die|der|den) \w*(leitung|leiter\w*|meister\w*|verwaltung|beauftragte\w*|arzt|ärztin|administrator\w*|inhaber\w*|eigentümer\w*|vorstand|abteilung)\b",
        r"|\bnur (die|der|den) \w*(leitung|leiter\w*|meister\w*|verwaltung|beauftragte\w*|arzt|ärztin|administrator\w*|inhaber\w*|eigentümer\w*|vorstand|abteilung) (kann|können|darf|dürfen)\b",
        r"|\bnur an (die|den) \w*(meister\w*|leitung|leiter\w*|önolog\w*|arzt|ärztin|beauftragte\w*)",
        r"|\bnur (nutzer|benutzer|mitglieder|mitarbeitende|mitarbeiter|personen|admins|administratoren|\w+leitung|\w+leiter)\b[^.\n]{0,60}\b(dürfen|können|darf|kann)\b",
        r"|\b(może|mogą)\b[^.\n]{0,30}\b(wyłącznie|tylko) (\w+ )?(farmaceut|lekarz|kierownik|administrator|właściciel|pracownik|członk|użytkownik|dyrektor|opiekun|nauczyciel|koordynator|menedżer)\w*",
        r"|\b(wyłącznie|tylko) (\w+ )?(farmaceut|lekarz|kierownik|administrator|właściciel|pracownik|członk|użytkownik|dyrektor|opiekun|nauczyciel|koordynator|menedżer)\w*[^.\n]{0,30}\b(może|mogą)\b",
        r"|\b(soltanto|solamente|solo|unicamente) (dal|dalla|dai|dalle|dagli|ai|agli|alle|al|i|gli|le|il|la) ([\w']+ ){0,2}(responsabil|bibliotecar|giudic|medic|amministrator|titolar|docent|soci|membr|utent|dirigent|coordinator|operator|tecnic|infermier|farmacist|difensor|pubblico ministero|curator)\w*",
        r"|\b(solo|sólo|solamente) (el|la|los|las) ([\w']+ ){0,2}(médic|responsable|equipo|coordinador|administrador|titular|docente|socio|miembro|usuario|director|jefe|técnico|enfermer|farmacéutic|abogad|procurador|personal)\w*",
        r"|\b(só|apenas|somente) (os|as|o|a) ([\w']+ ){0,2}(médic|responsável|equipe|equipa|coordenador|administrador|titular|docente|sócio|membro|usuário|utilizador|diretor|chefe|técnic|enfermeir|farmacêutic|advogad|gestor)\w*",
        r"|\b(säljs|ges|lämnas|delas ut) (bara|endast|enbart) till\b|\bréservée?s? (au|aux|à la) (président|membre|administrat|responsable|médecin|personnel|équipe|directeur|gestionnaire|titulaire|agent|assesseur|rôle|groupe|profil)\w*|\bμόνο (στους|στις)\b",
        r"|\b(må|kan|får) (kun|bara|bare|endast)\b[^.\n]{0,60}\b(af|av) (\w+ )?\w*(medlemm|ansatt|ansat|leder|chef|sjef|kontor|läkare|lege|læge|ejere|eier|administrator)\w*",
        r"|\b(mohou|může|smí|schvaluje|vydává|povoluje|podepisuje|uvolňuje|schvalují|podepisují)\b[^.\n]{0,40}\b(jen|pouze) (\w+ )?(registrovan|badatel|lékař|vedoucí|závodní|správce|vlastník|člen|zaměstnan|ředitel|učitel|komise|oddělení)\w*",
        r"|\bne peu(t|vent) être \w+ que par\b|\balleen (\w+ ){0,3}(medewerkers|leden|beheerders|artsen|eigenaren|gebruikers|teams?|managers|coördinatoren|docenten)\b[^.\n]{0,60}\b(mogen|kunnen|mag|kan)\b",
        r"|\b(yalnızca|sadece) (\w+ )?\w*(yönetici|sahib|üye|doktor|hekim|müdür|sorumlu|personel|çalışan|direktör|uzman|ekib|departman)\w*[^.\n]{0,40}(ebilir|abilir)\b",
        // "gaat alleen open voor de vertrouwenspersonen van team Noord", "csak L2-es
        // helpdesk-munkatárs indíthat", "שמור לחברי קבוצת 'גזברות' בלבד", "書き込めるのは
        // 経理部と監査室のメンバーだけです".
        r"|\balleen (open )?(voor|aan) (de |het )?(\w+ )?\w*(personen|medewerkers|leden|beheerders|artsen|eigenaren|teams?|afdeling|managers|coördinatoren)\b",
        r"|\bcsak\b[^.\n;]{0,40}(munkatárs|vezető|adminisztrátor|tagj|ügyintéző|igazgató|orvos|könyvelő|felelős)\w*\s+\S+(hat|het|hatnak|hetnek)\b",
        r"|(שמור|שמורה|שמורים|פתוח|פתוחה|מותר|מותרת)\s+ל[^.\n]{0,60}בלבד|のは[^。\n]{0,40}(メンバー|部|室|者|員|長|担当|チーム|グループ)(だけ|のみ)",
        r"|(관리자|담당자|소유자|책임자|의사|약사|간호사|교사|회원|직원|변호인|검사|재판장|항해사|선장|[가-힣]+장)만 [^.\n]{0,30}수 있습니다",
        r"|(者|員|長|師)(（[^）]{1,30}）)?(のみ|だけ|に限り)が?[^。\n]{0,10}(実行|操作|閲覧|編集|承認|でき|認め)|(者|員|長|師)に限り|できるのは[^。\n]{0,40}(医|師|者|員|長|担当)[^。\n]{0,6}(だけ|のみ)",
        r"|(只有|仅限|只能由)[^。\n]{0,10}(员|者|人|长|师)[^。\n]{0,20}(可以|才能|能够)",
        r"|\bsirf\b[^.\n]{0,40}\b(sakte|sakta|sakti)\b|केवल[^।\n]{0,40}सकते|\b(voi|voivat)\b[^.\n]{0,30}\bvain (\w+ )?\w*(tarkastaja|johtaja|jäsen|lääkäri|hoitaja|opettaja|päällikkö|omistaja|ylläpitäjä)\w*",
    ))
});

/// People by what qualifies them, in a sentence that keeps a thing for them: "sold only to
/// hauliers holding a commercial vehicle pass", "kept for parishioners who already have a
/// family grave there", "for members who hold a FIDE rating", "goes to the ordering
/// clinician alone", "lånas bara ut till medlemmar", "voorbehouden aan vergunninghouders".
/// The people are read by the sentence's shape, not by their job: a noun a relative clause
/// of people qualifies ("who", "whose", "holding a ... pass"), or a word every language has
/// for people in general (members, residents, households, customers) right after the word
/// that keeps the thing for them. It says who may without saying the caller is not among
/// them: a policy's boundary, not an auth failure ([`who_may`] is both).
static QUALIFIED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(&format!(
        concat!(
            // A thing kept, then people a relative clause qualifies.
            r"\b({keep})\b[^.\n;]*?\b(to|for|by|with)\s+(the\s+|those\s+|a\s+|an\s+)?(\S+\s+){{0,4}}?(who|whom|whose)\b",
            r"|\b({keep})\b[^.\n;]*?\b(to|for|by|with)\s+(the\s+|a\s+|an\s+)?(\S+\s+){{0,3}}?\S+s\s+(holding|having|with)\s+(a|an|the|their|its|valid)\s+(\S+\s+){{0,3}}?(pass|passes|certification|certificate|licen[cs]e|rating|clearance|membership|permit|badge|accreditation|registration|card)\b",
            r"|\b(are|is|keeps?|kept) (only |reserved |kept |open )?(for|to) (the |those |a |an )?(\S+ ){{0,4}}?(who|whom|whose|who['’]ve)\b",
            // "stays hidden unless the person asking holds Donor Care clearance".
            r"|\bunless (the |you |your )?(\S+ ){{0,4}}(holds?|has|have)\b[^.\n;]*?\b(clearance|certification|licen[cs]e|permit|pass|badge|accreditation|membership)\b",
            // "can be downloaded by accredited researchers", "visible to the counsellors
            // assigned to those schools".
            r"|\b(can|may) be [\w-]+ by (the |a |an )?(accredited|registered|assigned|authori[sz]ed|approved|certified|licensed|designated|named|sworn|qualified) (\S+ ){{0,2}}{people}\b",
            r"|\b(visible|available|open|accessible|shown) to (the |a |an )?(\S+ ){{0,2}}{people} (assigned|registered|named|listed|enrolled|who)\b",
            // "Only the person who opened the dispute, or someone on the same billing account,
            // can add evidence", "which only that matter's own team can open".
            r"|\bonly (the )?(person|people|one|ones|user|member|account) (who|whose|that)\b[^.\n;\d]*?\b(can|may)\b",
            r"|\bonly (that |this |the |your |our )?(\S+ ){{0,3}}(team|department|office|desk|committee|unit|crew)\b[^.\n;\d]*?\b(can|may)\b",
            // "... the clerk of court and counsel of record. Nobody else."
            r"|^\s*(no one|no-one|nobody|none) else\b[.!]?\s*$",
            // "goes to the ordering clinician alone", "... bereits Mitglieder only".
            r"|\b(to|for|by) (the |a |an )?(\S+ ){{0,3}}{people} (alone|only|bl\w+ss)\b",
            // A word for people in general, right after the word that keeps a thing for them.
            r"|\b({only}|reserved|kept|set aside|held back|voorbehouden|vorbehalten|réservée?s?|riservat[aeio]|reservad[ao]s?|zarezerwowan[aey]|förbehållna?|закреплен\w*)(\s+\S+){{0,2}}?\s+(to|for|till|för|an|für|aan|voor|à|aux|a|ai|alle|agli|para|per|dla|для)\s+(the |les |los |las |die |de |i |gli |le |os |as )?(\S+\s+){{0,2}}?({generic})\b",
        ),
        keep = r"only|solely|exclusively|reserved|keeps?|kept|held back|set aside|limited|restricted|off[- ]limits|goes|go|stays?|sold|issued|lent|released|visible|open|opens|cleared|seated|given|let",
        people = PEOPLE,
        only = super::only_words!(),
        generic = GENERIC_PEOPLE.replace(r"\w", WORD_END),
    ))
});

/// A word's ending, for the words for people: anything to the next space or stop. Unicode
/// `\w`, repeated after some thirty words, cost the audit about 4 MiB of peak memory while
/// the pattern compiled.
const WORD_END: &str = r"[^\s,.;:!?]";

/// People in general, in the languages the corpus holds: members, residents, households,
/// customers, users, students, employees, persons, players, holders of a thing. Written with
/// `\w` for a word's ending; [`QUALIFIED`] reads it as [`WORD_END`].
const GENERIC_PEOPLE: &str = concat!(
    r"(members|medlemmar|medlemmer|mitglieder\w*|membres|miembros|membri|membros|leden|członk\w+|члена\w*|членов|üyeler\w*",
    r"|residents|einwohner\w*|bewohner\w*|résidents|residentes|residenti|bewoners|inwoners|mieszkańc\w+|invånare|жител\w+|sakinler\w*",
    r"|households|haushalte\w*|ménages|hogares|famiglie|huishoudens|hushåll|семь\w+|customers|kunden|clients|clientes|clienti|klanten|klient\w+|kunder|клиент\w+|müşteri\w*|nasabah",
    r"|users|nutzer\w*|benutzer\w*|utilisateurs|usuarios|utenti|usuários|utilizadores|gebruikers|użytkownik\w*|användare|пользовател\w+|kullanıcı\w*",
    r"|students|studierende\w*|étudiants|estudiantes|studenti|estudantes|studenten|student\w+|студент\w+|öğrenci\w*",
    r"|employees|mitarbeite\w+|employés|empleados|dipendenti|funcionários|medewerkers|pracownik\w+|anställda|сотрудник\w+|çalışan\w*",
    r"|persons|personen|personnes|personas|persone|pessoas|personer|osob\w*|лиц\w*|kişi\w*|players|spieler\w*|joueurs|jugadores|giocatori|jogadores|spelers|gracz\w+|spelare|игрок\w+",
    r"|\w+(holders|houders|inhaber\w*|titulaires|titulares|titolari))",
);

/// A refusal's sentence that keeps a thing for some people only, as evidence.
pub(super) fn who_may(text: &str) -> Option<String> {
    sentences(text).find_map(|s| {
        WHO_ONLY
            .find_iter(s)
            // "Only signed drivers can be loaded": a thing, in the passive, not people.
            .find(|m| !s[m.end()..].trim_start().starts_with("be "))
            .map(|m| m.as_str().trim().to_owned())
            .or_else(|| found(&WHO_ONLY_ELSEWHERE, s))
    })
}

/// A sentence that keeps a thing for people it qualifies ([`QUALIFIED`]), as evidence: who
/// may, not said to refuse the caller.
pub(super) fn who_qualifies(text: &str) -> Option<String> {
    sentences(text).find_map(|s| found(&QUALIFIED, s))
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
