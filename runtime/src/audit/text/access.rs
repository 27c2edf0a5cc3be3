//! Who may do what: auth failures and path rejections.

use super::policy::{POLICY_ROLE, POLICY_WHO};
use super::{capturing_pattern, found, pattern};
use regex::Regex;
use std::sync::LazyLock;

static AUTH: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(unauthori[sz]ed|unauthenticated|not authenticated|authentication ?(failed|required|error|is required)|(already|not yet) authenticated",
        r"|invalid (username|user)[- ]?(or[- ]|/|-)?password|no permissions? to (run|access|perform|use|read|write|call)",
        r"|not authori[sz]ed|is not authori[sz]ed to|not allowed to perform",
        r"|(invalid|revoked|expired) or (invalid|revoked|expired) (api[ _-]?)?key\b|(invalid|incorrect|bad|wrong|missing) (or (expired|missing|invalid|revoked) )?(api[ _-]?(key|token)|(access|auth|bearer|id)[ _-]?token|token|credentials?|password|signature|client secret)",
        r"|(api[ _-]?(key|token)|(access|auth|bearer)[ _-]?token|token|credentials?|password|session|signature) (is |was |has |have )?(been )?(invalid|expired|missing|revoked|rejected|not valid|not active)",
        r"|expired (token|session|credentials?)|expiredtoken|invalidclienttokenid|signaturedoesnotmatch",
        r"|bad credentials|invalid_(auth|token|grant|client|api_key)|not_authed|token_(expired|revoked)",
        r"|password authentication failed|permission check failed|resource not accessible by (integration|personal access token)",
        r"|invalid (audience|issuer)|audience doesn't match|signature verification failed|signature has expired",
        r"|jwt (expired|malformed|must be provided|not active)|err_jwt_\w+|claim timestamp check failed|token expired|response code:? 40[13]",
        // Other languages' words for the same.
        r"|nicht (autorisiert|angemeldet|berechtigt)|zugriff verweigert|ungültige[rsn]? (token|api-schlüssel|anmeldedaten|zugangsdaten)",
        r"|no autorizado|acceso denegado|(token|clave( de api)?|credenciales) (no válid[oa]s?|inválid[oa]s?|caducad[oa]s?|expirad[oa]s?)",
        r"|non autoris[ée]e?|accès refusé|(jeton|clé d'api|identifiants) (invalides?|expirés?)|non autorizzato|accesso negato",
        // "You have no permission", in more languages (2026-11-30).
        r"|nincs jogosultság[^\s.,;:!?]*|nemáte (oprávnění|práva)|nedostatečná oprávnění|brak uprawnień|nie masz uprawnień|saknar behörighet|otillräcklig behörighet|har ikke (adgang|tilladelse|tilgang|tillatelse)|ei (ole )?(käyttö)?oikeu(tta|ksia)",
        r"|nu aveți (permisiunea|dreptul)|yetkiniz (yok|bulunmuyor)|недостаточно прав|у вас нет (прав|доступа|разрешения)|недостатньо прав|у вас немає (прав|доступу|дозволу)|δεν έχετε (δικαίωμα|άδεια|πρόσβαση)",
        r"|אין לך הרשאה|ليس لديك (صلاحية|إذن)|لا تملك صلاحية|không có quyền|tidak memiliki (izin|hak akses)|geen (toestemming|rechten)|onvoldoende rechten|não tem permissão|no tienes permiso|non hai (i )?permess[^\s.,;:!?]*|vous n'avez pas (les droits|l'autorisation|la permission)",
        r"|(do|does|did) not have (the )?(required )?(authori[sz]ation|permission|permissions|access|rights?)( to)?",
        r"|(do|does|did) not have [\w.:/-]+ (access|permission)|permission '[^']+' denied",
        r"|lacks? (the )?(required )?(role|permission|scope|privilege)",
        r"|insufficient[ _](scopes?|permissions?|privileges?|access|rights)",
        r"|accessdenied(exception)?|authorizationfailed|permission_denied|access_denied",
        r"|account (is |has been )?(temporarily )?(locked|disabled|suspended|blocked)",
        // Identity providers' own English (Keycloak's login theme, Auth0's Lock; their
        // translations are in the catalogs): a user blocked, a permission or consent not
        // granted.
        r"|\buser is (blocked|disabled|locked)|permissions? (were |was |has not been |have not been )?not (granted|approved)|consent (was |has been )?(denied|refused|revoked)",
        // Stores' and brokers' own words, identity providers' codes, client certificates,
        // and a policy engine's refusal.
        r"|(?-i:WRONGPASS|NOPERM|NOAUTH)|authori[sz]ation violation|authentifizierung[^.\n]{0,40}fehlgeschlagen|\baadsts\d+",
        // CASL's ForbiddenError ('Cannot execute "archive" on "Invoice"'); a caller told it
        // is not among those a thing is kept for ("Your account isn't one of theirs").
        r#"|cannot execute "[^"\n]+" on "[^"\n]*\w|\byour (account|user|login|profile|group|team) (isn't|is not) (one of|among) (them|theirs|those)\b"#,
        // Kerberos's error codes (a clock skew among them: the ticket is refused), Django's
        // sign-in and admin forms ("Please enter a correct username and password"; their
        // translations are in the catalogs). A webhook's signature that a tool checks on a
        // payload it was given is not here: writers differ on whether that is the
        // caller's credential (batches 10 and 31).
        r"|krb5(kdc|krb)_(ap_)?err_\w+|clock skew too great|enter (a|the) correct [a-z0-9_ ]{0,20}and password",
        r"|no required ssl certificate|ssl certificate error|(client|peer) certificate (required|rejected|unknown|revoked|expired)|alert (unknown ca|bad certificate|certificate required)",
        r#"|decision\W{0,4}deny|"allow(ed)?"\s*:\s*false|enforce\([^)]*\)\s*=\s*false"#,
        r"|(not|no longer) an? (member|owner|admin) of",
        r"|cannot (get|list|watch|create|update|patch|delete) resource",
        r"|(status|http|error code|returned|response|responded)\W{0,3}40[13]\b|\b40[13] (unauthori[sz]ed|forbidden)",
        // Providers' own codes and words for a caller refused: Slack's and OAuth's error
        // codes, AWS's unknown key, an identity provider's enforcement, a token not valid
        // yet or invalidated, a claim refused, a directory's bind.
        r"|missing_scope|restricted_action|not_in_channel|account_inactive|invalid_scope|insufficient_scope|invalidaccesskeyid|invalid ?credentials(result)?",
        r"|saml enforcement|ip allow ?list|prohibited by (the )?organi[sz]ation'?s? polic(y|ies)|immaturesignature|(token|signature) is not yet valid|invalid[_ ]claim",
        r"|jwt (audience|issuer|signature|id|subject) invalid|expired (api[ _-]?)?key|(has been|was) invalidated",
        r"|compte verrouillé|konto (ist )?gesperrt|cuenta bloqueada",
        // A policy engine's or a rule's refusal of the caller.
        r"|(denied|refused) by (the )?(polic(y|ies)|rule)\b|\(deny\)|no permit matched|missing permission|need the [\w-]+ privilege|scoped to (the )?(tenant|project|org(anization)?|workspace)",
        r"|\bonly (the )?[\w -]{0,30}(owners|admins|administrators|members|maintainers)\b[^.\n]{0,40}\b(can|may)\b|solo los usuarios con rol|may only access|grants \w+ on [^.\n]{0,80}\bonly\b",
        // A session or credential that ended, in the words services use for it: signed out,
        // expired, rotated, revoked, not valid for this audience; a login refused.
        r"|(your|login|auth\w*|user) session (has )?(ended|expired|timed out|is no longer valid)|(sign|log) in again|(need|have) to be (signed|logged) in|re-?authenticat\w+|step-up authentication|verified with mfa|requires saml sso",
        r"|no valid credentials|credentials?\b[^.\n]{0,40}\b(have|has) expired|(token|key|ticket|grant)\b[^.\n]{0,30}\b(has |have |was |been )+(expired|revoked|rotated)|\bticket expired|no longer works",
        r"|(token )?audience mismatch|api_key_revoked|auth=failed|grant is (invalid|expired|revoked)|\bnot entitled\b|err_auth\w*|\be401\b|unable to authenticate|login incorrect",
        r"|access_refused|authorization[_ ]failed|not_allowed_token_type|team_access_not_granted|invalid_signature|(hmac|signature) mismatch|missing permissions|invalid_permissions|sufficient permissions",
        r"|(do|does|did)n['’]t have (the )?(required |necessary |sufficient )?(permissions?|access|rights?|authori[sz]ation)|(status|http)( code)?\W{0,3}40[13]\b",
        r"|нет прав\w*|у вас нет доступа|yetkilendirme başarısız|(twoja|pana|pani) (rola|konto|uprawnienia)[^.\n]{0,20}nie pozwala|not having (the )?permission|no tienes permiso|sin permiso|permesso negato|non (sei|è) autorizzat[oa]|permissão negada|sem permissão|não tem permissão|brak uprawnień|odmowa dostępu|nie masz uprawnień",
        r"|geen toegang|geen rechten|niet (gemachtigd|bevoegd)|yetkisiz|yetkiniz yok|saknar behörighet|behörighet saknas|du har inte behörighet|needs re-?authori[sz]ation|re-?authori[sz]ation (is )?(required|needed)|ошибка авторизации|доступ запрещ\w*|не авторизован\w*|غير مصرح",
        r"|sitzung ist abgelaufen|melden sie sich[^.\n]{0,20}\ban\b|jeton d'accès|invalide ou expiré|toegang geweigerd|acesso negado|account bloccato|n'avez pas l'autorisation|no tiene permiso|keine berechtigung",
        // A refusal for who the caller is, in the words no policy uses: the caller not in
        // or not allowed, a credential scoped or restricted to other tenants, zones or
        // ranges. (What only some may do, and a role, group or scope required or held, are
        // a policy's words: `caller_refused` reads them through `POLICY_WHO` and
        // `POLICY_ROLE`.)
        r"|\b(you are|you're) not (in|on|a member of|allowed to|permitted to|authori[sz]ed to|entitled to)\b|\byour (api )?(key|token)\b[^.\n]{0,20}\b(can't|cannot|can not|is not allowed|isn't allowed|lacks|doesn't have)\b|\b(hasn't|has not|haven't|have not) been granted\b",
        r"|\b(token|key|app|account|client|credential)s?\b[^\n]{0,40}\b(is|are) (scoped|restricted|limited) to\b|\bnot available to (this|your) (key|token|account|user|app)\b",
        r"|\bdenied by (the )?(rbac|abac|acl)\b|\buser \w+ has role\b|\bprivilege required\b|\broles? \[[^\]]*\] do(es)? not include\b",
        // Credentials missing or wrong, a token not valid, no permission, an inactive user,
        // in other languages' words (those of the web frameworks' shipped translations
        // among them: Django REST framework's, simplejwt's).
        r"|anmeldedaten (fehlen|sind ungültig)|informations d'authentification|identifiants (incorrects|invalides)|authentification (requise|a échoué|échouée)",
        r"|credenciales (de autenticación )?(no|inválidas|incorrectas)|credenziali di autenticazione|credenziali (non valide|errate)|credenciais (de autenticação )?(não|inválidas|incorretas)",
        r"|(usuário|usuario|utente|utilisateur|benutzer) (inativo|inactivo|inattivo|inactif|inaktiv)|учетн\w* данн\w*|нет прав|нема дозволу|не авторизован\w*|kimlik bilgiler\w*|yetkiniz yok",
        r"|inloggegevens|niet geldig of verlopen|geen (toestemming|rechten)|niet geautoriseerd|niepoprawny token|nieprawidłowy token|brak uprawnień|dane uwierzytelniające|nieautoryzowan\w*",
        r"|no api key (found|provided)|api key (is )?(required|not found)|oauth token[^.\n]{0,40}\bexpired|(two-factor|2fa|mfa|otp|totp|verification) code\b[^.\n]{0,40}\b(is )?(not valid|invalid|incorrect|expired)",
        r"|signature[_ ]invalid|signature\b[^.\n]{0,100}\bdoes not match|(cuenta|conta|compte|konto)\b[^.\n]{0,60}\b(bloquead[ao]|verrouillé|gesperrt)",
        // A session ended in more words, a caller that must sign in, a token PyJWT could
        // not read, an SSH server's refused method.
        r"|\bsession\b[^.\n]{0,40}\b(has )?expired\b|\bmust be (authenticated|logged in|signed in)\b|\bjwt\.exceptions\.\w+|\b(invalid crypto padding|not enough segments)\b|\bbad authentication type\b",
        // An authorization service's verdict on the caller (Cerbos, SpiceDB, OpenFGA,
        // Permit.io) and Firebase Auth's codes for a caller refused.
        r"|(?-i:EFFECT_DENY|PERMISSIONSHIP_NO_PERMISSION)|\b(openfga|fga|relation|relationship)\b[^\n]{0,120}\ballowed\s*=\s*false|permit\.check\b[^\n]{0,40}\bfalse|auth/(user-disabled|user-not-found|wrong-password|invalid-credential|invalid-login-credentials|id-token-expired|id-token-revoked|invalid-id-token|user-token-expired|requires-recent-login|invalid-api-key|unauthorized-domain|session-cookie-expired|session-cookie-revoked|insufficient-permission)",
        r"|non hai (l['’]autorizzazione|l['’]accesso|accesso|i diritti|diritti)|non sei autorizzat[oa]",
        r"|permission denied|forbidden|access denied|access is denied|not logged in|login required|please log ?in|bearer)\b",
        // Words with no word boundary around them in scripts written without spaces.
        r"|沒有權限|权限不足|ไม่มีสิทธิ์|के पास[^।\n]{0,40}अनुमति नहीं|権限がありません|権限がない|認証に失敗|アクセス権がありません|没有权限|未授权|不正なトークン|トークンが無効|認証情報|没有执行该操作的权限|令牌无效|身份验证失败|권한이 없습니다|인증(에)? 실패|인증이 필요|로그인 실패가|로그인에 실패|토큰이 유효하지|无权|권한이 없|प्रमाणीकरण विफल",
    ))
});

/// The caller not in the relation the thing needs: not its member, owner, collaborator or
/// assignee ("not assigned to you", "Nejste spolupracovníkem", "ekibinde yer almıyorsunuz",
/// "당신은 ... 구성원이 아닙니다"), in English and in the other languages the corpus holds;
/// addressed to the caller (second person), as "the user X is not a member" is said of
/// someone else.
static NOT_RELATED: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(not assigned to you|(isn't|is not|wasn't|was not) assigned to you|(you are not|you're not|you aren't) (the |an? )?(owner|collaborator|assignee|approver)\b",
        r"|(du bist|sie sind) kein mitglied|(du bist|sie sind) nicht (der |die )?(eigentümer|besitzer|inhaber)(in)?\b|(vous n['’]êtes|tu n['’]es) pas (membre|propriétaire|le propriétaire|la propriétaire|collaborat[^\s.,;:!?]*)",
        r"|no (eres|sos) (miembro|el propietario|la propietaria|propietari[oa]|colaborador[^\s.,;:!?]*)|usted no es (miembro|el propietario|la propietaria)|non sei (membro|il proprietario|la proprietaria|proprietari[oa]|collaborator[^\s.,;:!?]*)",
        r"|(você|tu) não (é|és) (membro|o proprietário|a proprietária|proprietári[oa]|colaborador[^\s.,;:!?]*)|(je bent|u bent) geen lid|(je bent|u bent) niet de eigenaar|niet aan (jou|u) toegewezen",
        // Not among those it was shared with, not associated with the organisation: "You're
        // signed in, but not as anyone the ledger has been shared with".
        r"|not as anyone\b|(hasn't|has not|haven't|have not|isn't|is not|wasn't|was not) (been )?shared with you|(you are|you're|your (user|account|login|profile)( is)?) not (associated|linked|affiliated) with (this|the|that) (organi[sz]ation|org|workspace|tenant|team|company)",
        r"|nie jesteś (członkiem|właścicielem|współpracownikiem)|nejste (členem|vlastníkem|spolupracovníkem)|nie ste (členom|vlastníkom)",
        r"|yer almıyorsunuz|(üyesi|sahibi) değilsiniz|вы не (являетесь )?(участник|член|владел|собственник)[^\s.,;:!?]*|ви не (є )?(учасник|член|власник)[^\s.,;:!?]*|δεν είστε (μέλος|ο κάτοχος|ο ιδιοκτήτης)",
        r"|nem vagy (a )?tagja|ön nem tagja|et ole [^.\n]{0,30}(jäsen|omistaja)|du är inte (medlem|ägare)|nu sunteți (membru|proprietarul)",
        r"|không được giao cho bạn|bạn không phải (là )?(thành viên|chủ sở hữu)|anda bukan (anggota|pemilik)|tidak ditugaskan kepada anda",
        r")\b|אינך (חבר|בעל|הבעלים)|(אינו|אינך|לא) משויך ל|لست (عضوا|عضواً|مالك|المالك)|आप [^।\n]{0,30}सदस्य नहीं हैं|คุณไม่ได้เป็นสมาชิก|คุณไม่ใช่เจ้าของ",
        r"|(귀하|당신|회원님)(은|는|이|가)[^.\n]{0,30}(구성원|멤버|소유자)(이|가) 아닙니다|あなた(は|が)[^。\n]{0,30}(メンバー|所有者)ではありません|あなたに割り当てられていません|(您|你)不是[^\s，。]{0,8}(成员|所有者)|未分配给您",
    ))
});

/// [`NOT_RELATED`]'s evidence.
fn not_related(text: &str) -> Option<String> {
    found(&NOT_RELATED, text)
}

/// A denial in a page's words: a status line, or "you do not have access".
static PAGE_DENIAL: LazyLock<Regex> =
    LazyLock::new(|| pattern(r"40[13]|^(do|does|did)( not|n't) have|forbidden|access denied"));

/// What comes before "token" when it is a page's, not a credential: a cursor token.
static PAGING: LazyLock<Regex> =
    LazyLock::new(|| pattern(concat!(r"\b", super::paging_words!(), r"[ _-]?$")));

/// What follows "forbidden" in validation wording ("forbidden characters"), not auth.
static FORBIDDEN_THING: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"^\s+(characters?|chars?|values?|words?|symbols?|sequences?|keywords?|tokens? in)\b")
});

/// What follows a Kubernetes admission's "forbidden" when a quota, a limit range or a pod
/// security standard refused the object (a policy's boundary), not the caller.
static ADMISSION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"^\W{0,3}(exceeded quota|violates|\[?(maximum|minimum) [\w ]+ (usage )?per)")
});

/// A service's "not found, or you cannot see it" (a model that does not exist or is
/// hidden): a missing resource's wording, not the caller's credential.
static MISSING_OR_HIDDEN: LazyLock<Regex> =
    LazyLock::new(|| pattern(r"\b(does not|doesn't) exist or (you )?(do not|don't) have access"));

/// Auth wording: unauthorized, an invalid, expired or revoked credential, a caller that
/// does not have the permission or lacks the role, an upstream's 401 or 403 in its own words
/// (`Bad credentials`, `invalid_auth`, `PERMISSION_DENIED`, `AccessDenied`), a locked
/// account, a refusal for a role or group the caller does not hold ("restricted to members
/// of", "requires the Maintainer role"). (An integration's own access to a downstream service, "the service refused
/// access to this index", is not auth wording, nor is "forbidden characters".)
///
/// The generic denials (access denied, permission denied, forbidden) of a text that also
/// rejects a path ("Access denied - path outside allowed directories") are the path
/// rejection's, which [`path_rejection`] reports, not an authentication failure's.
pub fn auth_wording(text: &str) -> Option<String> {
    auth_reading(text).map(|w| w.evidence)
}

/// [`auth_wording`]'s finding, with whether it is to be taken as said
/// ([`AuthWording::as_said`]).
pub fn auth_reading(text: &str) -> Option<AuthWording> {
    if let Some(store) = store_refused(text).or_else(|| super::catalog::auth_refusal(text)) {
        return Some(AuthWording {
            evidence: store,
            as_said: true,
        });
    }
    // A credential and what stopped it, in words no other list holds: the last resort for
    // the evidence, and, in words beyond ASCII, the reason to take any auth words as said.
    // So is the caller's missing relation to the thing (not its member, owner, assignee).
    let credential = super::credential::refused(text);
    let related = not_related(text);
    let beyond_ascii = |m: &Option<String>| m.as_deref().is_some_and(|m| !m.is_ascii());
    let as_said = beyond_ascii(&credential) || beyond_ascii(&related);
    let evidence = auth_words(text)
        .or(related)
        .or_else(|| caller_refused(text))
        .or(credential)?;
    Some(AuthWording { evidence, as_said })
}

/// An auth failure's wording, as [`auth_reading`] found it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthWording {
    /// What was read: the words that refuse.
    pub evidence: String,
    /// Whether the words are to be taken as said, not weighed as prose: a store's own
    /// refusal in its message catalog's words ([`store_refused`]), a web framework's in
    /// its translations' (Django REST framework's), or a text that names a
    /// credential with what stopped it, or the caller's missing relation to the thing (not
    /// its member, owner or assignee), in words beyond ASCII (another language's: a learned
    /// reader that has seen far fewer texts in those languages than in English should not
    /// veto them; "Sesja wygasła" scored 0.27).
    pub as_said: bool,
}

/// A data store's, a broker's or a database server's own refusal of the account it was
/// given, in the fixed wording of its message catalog and its translations: PostgreSQL's
/// "permission denied for table" (`keine Berechtigung für Tabelle`, `droit refusé pour la
/// table`, `нет доступа к таблице`, `へのアクセスが拒否されました`, `权限不够`, ...), its
/// row-level security, "must be owner of", a password or `pg_hba.conf` refusal, a role
/// that does not exist at login; MySQL's "command denied to user", SQL Server's "Login
/// failed for user" (18456), Snowflake's "Incorrect username or password was specified",
/// S3's `AccessDenied` code, NATS's "Permissions Violation". A product's message, not
/// free prose, so it is read as said (the learned reader does not veto it).
pub fn store_refused(text: &str) -> Option<String> {
    static STORE: LazyLock<Regex> = LazyLock::new(|| {
        pattern(concat!(
            r"\b(permission denied for (table|relation|schema|database|sequence|function|view|column|large object)|keine berechtigung für (tabelle|schema|sequenz|funktion|datenbank|relation|sicht)|droit refusé pour (la table|le schéma|la séquence|la fonction|la base de données|la relation|la vue)|permiso denegado (a|al|para) (la )?(tabla|esquema|secuencia|función|procedimiento|base de datos|relación|vista)",
            r"|permesso negato per (la )?(tabella|schema|sequenza|funzione|database|relazione|vista)|permissão negada para (a )?(tabela|esquema|sequência|função|banco de dados|relação|visão)|нет доступа к (таблице|схеме|последовательности|функции|базе данных|отношению|представлению)",
            r"|немає (доступу до|дозволу (для|на|до)) (таблиці|схеми|послідовності|функції|бази даних|відношення|подання)|rättighet saknas för (tabell|schema|sekvens|funktion|databas|relation|vy)|odmowa dostępu do (tabeli|schematu|sekwencji|funkcji|bazy danych|relacji|widoku)|erişim izni reddedildi",
            r"|row[- ]level security|sicherheit auf zeilenebene|sécurité au niveau ligne|seguridad (de|a nivel de) (filas|registros)|защиты на уровне строк|захисту на рівні рядків",
            r"|must be (the )?owner of (table|relation|schema|function|procedure|database|sequence|view|materialized view|type)|muss eigentümer|doit être le propriétaire|debe ser (el )?dueño|должен быть владельцем|має бути власником",
            r"|authentification par mot de passe|passwort-authentifizierung für benutzer|autentificaci[óo]n (password|por contraseña) fall[óo]|не прошёл проверку подлинности|pg_hba\.conf",
            r"|(fatal|fatale|важно):\s+([^\n]{0,20}\b(role|rolle|роль|rôle|ruolo|papel)\b[^\n]{0,40}\b(does not exist|existiert nicht|не существует|n'existe pas|non esiste|não existe)|no existe el rol)",
            r"|(command|comando|commande)\b[^.\n]{0,30}\b(denied|negado|refusée?)\b[^.\n]{0,10}\b(to|para|à|pour) (user|usuario|l'utilisateur)|login failed for user|échec de l'ouverture de session de l'utilisateur|fehler bei der anmeldung für den benutzer|error de inicio de sesión del usuario",
            r"|permissions violation for (publish|subscription)|incorrect username or password was specified|code\W{1,3}AccessDenied)\b|<Code>AccessDenied</Code>",
            r"|へのアクセスが拒否されました|の所有者である必要があります|パスワード認証に失敗|行レベルセキュリティ|权限不够|必须是[^\n]{0,30}的属主|行级安全|认证失败|접근 권한 없음|로우 단위 보안|치명적오류:\s+[^\n]{0,40}롤\(role\) 없음|인증(을|에) 실패",
        ))
    });
    found(&STORE, text)
}

/// A refusal that turns on who the caller is: a policy's role, group, scope or tenant
/// required or held ([`POLICY_ROLE`], [`POLICY_WHO`]) in a text that refuses.
fn caller_refused(text: &str) -> Option<String> {
    // A refusal's words (the bound reader's), and what the caller lacks or is not in.
    static NOT_HELD: LazyLock<Regex> =
        LazyLock::new(|| pattern(r"\b(lacks?|not (in|a member|to)|disabled)\b|없음|拒绝|只"));
    // A thing kept for some people only refuses everyone else, whatever else it says.
    if let Some(who) = super::who::who_may(text) {
        return Some(who);
    }
    if !super::bound::refuses(text) && !NOT_HELD.is_match(text) {
        return None;
    }
    // What only some things may be ("only files under x may be read") is not who.
    let of_things = |m: &String| {
        let m = m.to_ascii_lowercase();
        [
            "only repos",
            "only paths",
            "only files",
            "only requests",
            "domain",
        ]
        .iter()
        .any(|t| m.starts_with(t))
            // Where a thing may be shared or sent, not who may: "limited to the allowed
            // orgs", "restricted to these tenants".
            || ((m.starts_with("limited to") || m.starts_with("restricted to"))
                && ["org", "orgs", "organization", "organizations", "organisation", "organisations", "tenant", "tenants"]
                    .iter()
                    .any(|t| m.ends_with(t)))
    };
    found(&POLICY_WHO, text)
        .or_else(|| found(&POLICY_ROLE, text).filter(|m| !of_things(m)))
        .or_else(|| found(&CALLER_HELD, text))
}

/// What the caller holds, named in a refusal: its role, tier, level, organization, tenant,
/// clearance, groups or authorisations ("Your role set: ['instructor']", "not to your
/// tenant 'mvno-orbit'", "yours: r/bikes", `caller_role=front-desk`, "su organización",
/// "Din behörighet", "현재 역할"). A refusal that turns on it refuses who the caller is.
static CALLER_HELD: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(your|caller'?s?|requester|requesting user'?s?)( \w+)? (roles?|role set|tier|level|rank|org(ani[sz]ation)?|tenants?|attributes|authori[sz]ations?|clearance|groups?|permissions?|scopes?|privileges?)\b",
        // (`your_roles`, `caller_tenant` and the other keys `POLICY_WHO` names are read there
        // first.)
        r"|\b(requester|user)_(roles?|tier|level|tenants?|groups?|org|scopes?|clearance)\b|\b(your|caller)_(tier|level|clearance)\b|\byours:",
        r"|\bsu (organización|rol|perfil)\b|\bvotre (compte|rôle|organisation|profil)\b|\bdin behörighet\b|\bmevcut rol\w*|\bihre? (rolle|organisation|berechtigung)\b|\btu rol\b|\bsua (função|organização)\b|\buw rol\b|\btwoja rola\b",
        r"|현재 역할|あなたの(ロール|権限)|您的(角色|权限)",
    ))
});

fn auth_words(text: &str) -> Option<String> {
    // A denial that names a file's path is the operating system's or the sandbox's, not a
    // caller's authorization ("open /etc/passwd: permission denied").
    let denies_a_path = path_rejection_wording(text).is_some() || PATH.is_match(text);
    // A CDN's, a WAF's or an upstream's page passed on: its denials and status lines are
    // the page's ("Error 1020 Access denied", "403 Forbidden"), not the server's caller's.
    let a_page = super::upstream::upstream_page(text);
    AUTH.find_iter(text)
        .find(|m| {
            let word = m.as_str().to_ascii_lowercase();
            let generic = matches!(
                word.as_str(),
                "forbidden" | "access denied" | "permission denied" | "access is denied"
            );
            let paging = word.starts_with("token") && PAGING.is_match(&text[..m.start()]);
            let a_pages = a_page && (generic || PAGE_DENIAL.is_match(&word));
            let after = &text[m.end()..];
            let not_auth = (word == "forbidden"
                && (FORBIDDEN_THING.is_match(after) || ADMISSION.is_match(after)))
                || MISSING_OR_HIDDEN.is_match(text)
                || (generic && denies_a_path)
                || paging
                || a_pages;
            !not_auth
        })
        .map(|m| m.as_str().trim().to_owned())
}

static PATH_REJECTION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"(outside|not (allowed|permitted)|traversal|escapes?|denied|forbidden|refus(ed|ing) to (read|open|access|write|serve|follow|list)|\brestricted\b|err_access_denied",
        r"|must (be|stay|remain) (within|inside|under|in)|restricted to|sandbox|open_basedir",
        r"|allowed (director(y|ies)|roots?|paths?|folders?)|not (with)?in the|not under|subpath of",
        r"|led outside|is not in|not inside|outside of the defined root|\bonly (files|paths|directories|folders) (under|in|within)\b",
        r"|\binvalid path\b|nieprawidłowa ścieżka|ruta no válida|chemin invalide|ungültiger pfad|percorso non valido)",
    ))
});

/// A path's refusal in words that also refuse other things ("limited to", "blocked",
/// "somewhere else", "fuera de", 範囲外): a path rejection only where the text names a path,
/// a file or a folder as such ([`PATH_NOUN`]), not where a URL's path is all there is
/// ("POST /api/v2/orders failed: rate limited to 100 requests per minute").
static PATH_REFUSAL: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r"\b(somewhere|anywhere|nowhere) else\b|\bclimbs? out\b|\bonly allowed (in|inside|under|within)\b|\bonly (inside|within|under)\b|\blimited to\b|\bblocked\b",
        r"|\bhors (du )?périmètre\b|\bn'a accès qu|\bsorte? du\b|越界|只允许|\blimitée? (au|aux)\b|\ben sort\b|\bverlassen\b|\bno permitid[ao]\b|外です|ルート外|範囲外|許可されていません",
        r"|\b(folders?|director(y|ies))\b[^.\n]{0,40}\bonly\b|\baußerhalb\b|\ben dehors\b|\bfuera de\b|\bfuori d|за (их )?пределы|\bpoza\b",
    ))
});

/// A path, a file or a folder named as such, in the corpus's languages.
static PATH_NOUN: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(paths?|files?|folders?|director(y|ies)|ruta|rutas|carpetas?|chemin|fichiers?|dossiers?|pfade?|ordnern?|dateien|datei|percors[oi]|cartell[ae]|file|ścieżk\w*|plik\w*|folder\w*|путь|пути|папк\w*|файл\w*|pasta|caminho|map|bestand|spreadsheets?|documents?)\b|パス|ルート|フォルダ|ファイル|路径|目录|文件",
    )
});

static PATH: LazyLock<Regex> = LazyLock::new(|| {
    pattern(concat!(
        r#"(\.\.[/\\]|(^|[\s'"`(=:\[])(/[\w.\-]+){2,}|[a-z]:\\[\w.\-\\]+|['"`][\w-]+/([\w.-]+/)*['"`]|[«„“‘]\s?\p{L}[\w-]*(/[\w.-]+)+/?\s?[»”’“]|\b(folders?|director(y|ies)|carpetas?|cartell[ae]|dossiers?|ordnern?|pastas?|mapp(en)?|папк\w*)\b[^.\n]{0,20}['"`]\p{L}[\w-]*(/[\w.-]+)+/?['"`]"#,
        // A folder named relative to a root: "under docs/ and examples/", "from
        // nc-programs/released/ only", "aus den Ordnern bauamt/antraege".
        "|",
        super::relative_folder!(),
        r#"|\b(folders?|director(y|ies)|ordnern?|dossiers?|carpetas?|cartelle|папках?)\b[^.\n]{0,20}\s\p{L}[\w-]{2,}/[\w-]{2,}"#,
        // A folder named in quotes: "the 'runbooks' and 'change-records' folders", "the
        // 'accessions' folder".
        r#"|['‘][\w./ -]{2,40}['’] (and ['‘][\w./ -]{2,40}['’] )?(folders?|director(y|ies)|shares?|drives?)\b|\b(folders?|director(y|ies)) ['‘][\w./ -]{2,40}['’])"#,
    ))
});

/// A path rejection with path details: rejection wording (outside, not allowed, traversal,
/// denied, refused, must be within, sandbox, not in the subpath of) and a path (`../`,
/// `/a/b`, `C:\a`) in the same text.
pub fn path_rejection(text: &str) -> Option<String> {
    let rejection = PATH_REJECTION
        .find(text)
        .or_else(|| PATH_REFUSAL.find(text).filter(|_| PATH_NOUN.is_match(text)))?;
    let path = PATH.find(text)?;
    Some(format!(
        "{} … {}",
        rejection.as_str().trim(),
        path.as_str().trim()
    ))
}

/// A path a failure names as a filesystem's: an absolute path of two segments or more
/// (`/srv/notes`, `/etc/passwd`), a drive's (`C:\ProgramData\x`), a share's
/// (`\\nas\docs$`) or a `file:` URL; not a request line's (`GET /v1/files`). Read in the
/// failure's message, before any trace's frames (a frame's source file is the trace's, see
/// [`stack_trace`](super::stack_trace)). Any root, where the upstream detector's file paths
/// are those under the usual system roots: it is read where a path was refused, not in any
/// text.
pub fn filesystem_path(text: &str) -> Option<&str> {
    static FILESYSTEM_PATH: LazyLock<Regex> = LazyLock::new(|| {
        capturing_pattern(concat!(
            r#"(?:^|[\s'"`(=:\[«„“‘,;])(/(?:[\w.$@~+-]+/)+[\w.$@~+-]*)"#,
            r#"|\b([a-z]:\\[^\s"'`»”’)]+)|(\\\\[\w.$-]+\\[^\s"'`»”’)]*)|\b(file://[^\s"'`»”’)]+)"#,
        ))
    });
    static REQUEST_LINE: LazyLock<Regex> =
        LazyLock::new(|| pattern(r"(?-i:\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS))\s*$"));
    static FRAME: LazyLock<Regex> = LazyLock::new(|| {
        pattern(r#"(?m)^\s*(at \S|file "[^"\n]+", line \d|traceback \(most recent)"#)
    });
    let message = FRAME
        .find(text)
        .map_or(text, |frame| &text[..frame.start()]);
    FILESYSTEM_PATH.captures_iter(message).find_map(|c| {
        let path = c.iter().skip(1).flatten().next()?;
        let named = path.as_str().trim_end_matches(['.', ',', ':', ';']);
        (!REQUEST_LINE.is_match(&message[..path.start()])).then_some(named)
    })
}

/// A refusal of a value's shape by a schema's check (a pattern, an enum, a type): it refuses
/// what the value looks like, not where it leads.
pub fn refuses_shape(text: &str) -> bool {
    static SHAPE: LazyLock<Regex> = LazyLock::new(|| {
        pattern(concat!(
            r"\b(does not match|doesn't match|must match|pattern|regex|enum|is not one of|must be one of|not a valid enum",
            r"|is not of type|expected (a |an )?(string|number|integer|boolean|object|array)|invalid (type|format))\b",
        ))
    });
    SHAPE.is_match(text)
}

/// An MCP SDK's protocol refusal of the request's method or form, passed on as a tool
/// result's text (the TypeScript SDK's `McpError` message: "MCP error -32601: Tool x requires
/// task augmentation"), under JSON-RPC's codes for a method not found (-32601), an invalid
/// request (-32600) or a parse error (-32700): it refuses the request, never the caller's
/// credentials, so it is read as no auth failure. (Invalid params, -32602, and the codes a
/// server defines may carry any reason and are read as any text.)
pub fn refuses_request(text: &str) -> bool {
    static REFUSAL: LazyLock<Regex> = LazyLock::new(|| pattern(r"^\s*MCP error -32(601|600|700):"));
    REFUSAL.is_match(text)
}

/// Rejection wording about a path, without a path: for templates, whose paths are
/// placeholders.
pub(crate) fn path_rejection_wording(text: &str) -> Option<String> {
    static WORDING: LazyLock<Regex> = LazyLock::new(|| {
        pattern(concat!(
            r"\b(path|director(y|ies)|folder|file)s?\b.*\b(outside|not (allowed|permitted)|traversal|escapes?|denied|forbidden|must (be|stay|remain) (within|inside|under)|restricted to|sandbox|subpath)",
            r"|\b(outside|traversal|escapes?)\b.*\b(path|director(y|ies)|folder|sandbox|root|workspace)\b",
            r"|subpath of|open_basedir|led outside of",
        ))
    });
    found(&WORDING, text)
}
