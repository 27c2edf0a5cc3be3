//! What came from below the server: an upstream's error text, and stack traces.

use super::pattern;
use regex::Regex;
use std::sync::LazyLock;

/// The upstream patterns, each with what it is.
static UPSTREAM: LazyLock<Vec<(&'static str, Regex)>> = LazyLock::new(|| {
    [
        ("SQL", concat!(
            r#"SQLSTATE|syntax error at (or near|end of input)|near "[^"]*": syntax error|\bsqlite3?\b|OperationalError|IntegrityError|ProgrammingError|psycopg|\bORA-\d{5}"#,
            r#"|duplicate key value|violates (unique|foreign key|not-null|check) constraint|relation "[^"]+" does not exist|no such (table|column)|error in your SQL syntax"#,
            r#"|\(\d{4}, ["']|for user '[^']*'@'|\bER_[A-Z_]+\b|(?-i:\b(WRONGPASS|NOPERM|NOAUTH|WRONGTYPE|CROSSSLOT|READONLY)\b)|full error: \{|codeName|errmsg"#,
            r#"|permission denied for (table|relation|schema|database|sequence|function|view)\b|password authentication failed for user|invalid username-password pair|no permissions to access one of the keys"#,
            // PostgreSQL's severity and two spaces ("ERROR:  ", "FEHLER:  ", "ОШИБКА:  ",
            // "오류:  "), in its translations; an ODBC driver's bracketed source.
            r#"|(?-i:(^|[\s:：(（])(ERROR|FATAL|PANIC|FEHLER|ERREUR|ERRORE|ERRO|FOUT|FEL|FEIL|VIRHE|HIBA|CHYBA|BŁĄD|HATA|ОШИБКА|ПОМИЛКА|ΣΦΑΛΜΑ|LỖI|FATALE|ВАЖНО|错误|致命错误|エラー|致命的エラー|오류|치명적오류)[:：]  \S)|\[Microsoft\]\[(ODBC|SQL Server)"#,
            r#"|SQLITE_[A-Z]+|unterminated quoted string|unrecognized token|invalid input syntax for (type )?\w+|^LINE \d+: |\bPDOException\b|\bSQLSTATE\["#,
            // PostgreSQL's own English for the errors `catalog.rs` reads in its translations.
            r#"|\bdeadlock detected|canceling statement due to (statement|lock) timeout|could not serialize access due to|current transaction is aborted, commands ignored"#,
            r#"|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|numeric field overflow"#,
            r#"|\binteger out of range|value too long for type character|is out of range for type \w+|invalid input value for enum|too many connections for role"#,
            // psql's own prefix and PostgreSQL's socket file, in any language ("psql: σφάλμα:
            // ... «/tmp/.s.PGSQL.5432»"); Redis refusing a write at its memory limit.
            r#"|(?m:^psql: )|\.s\.PGSQL\.\d+|used memory > 'maxmemory'|\bOOM command not allowed\b"#,
            r#"|date/time field value out of range|\bcolumn "[\w.]+" does not exist|\bfunction [\w.]+\([^)]*\) does not exist|operator does not exist: |unnamed portal parameter \$\d"#,
        )),
        ("network or HTTP client", concat!(
            r"\bE(ACCES|PERM|NOENT|ISDIR|NOTDIR|EXIST|MFILE|NAMETOOLONG|ROFS|BUSY|PIPE|CONNABORTED|ADDRINUSE)\b|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|getaddrinfo|connection refused|connection reset by peer|HTTPS?ConnectionPool|Max retries exceeded",
            r"|name or service not known|temporary failure in name resolution|nodename nor servname|read timeout=|\b(Read|Connect|Pool)Timeout(Error)?\b|\bFATAL: ",
            r"|requests\.exceptions|urllib3|httpx\.|reqwest::|hyper::|socket hang up|dial tcp|i/o timeout|no such host|status code [45]\d\d|(?-i:\bfetch failed\b)",
            r"|StatusCode\.[A-Z_]+|_InactiveRpcError|(?-i:\b\d{1,2} (CANCELLED|UNKNOWN|INVALID_ARGUMENT|DEADLINE_EXCEEDED|NOT_FOUND|ALREADY_EXISTS|PERMISSION_DENIED|RESOURCE_EXHAUSTED|FAILED_PRECONDITION|ABORTED|OUT_OF_RANGE|UNIMPLEMENTED|INTERNAL|UNAVAILABLE|DATA_LOSS|UNAUTHENTICATED):)",
            r"|(?-i:\b(PERMISSION_DENIED|UNAUTHENTICATED|DEADLINE_EXCEEDED|RESOURCE_EXHAUSTED|FAILED_PRECONDITION|INVALID_ARGUMENT): )|\bRBAC: |\x22grpc_status\x22",
            r"|\bredis error\b|redis\.exceptions|(?-i:\bHELLO AUTH\b)|RESP protocol|MQTT connect refused|\bCONNACK\b",
            r"|\b(open|stat|lstat|read|readlink|mkdir|remove|rename|chdir|openat) [^\s:]+: (permission denied|no such file or directory|not a directory|is a directory|invalid argument|too many open files|file exists)",
            r"|CERTIFICATE_VERIFY_FAILED|SSL routines|tlsv1 alert|alert (unknown ca|bad certificate)|\bERR_[A-Z_]{4,}\b|\bnats: |MQTT_ERR_\w+",
            r"|\bError: [45]\d\d\b|\bHttpError [45]\d\d|\b[45]\d\d [245]\.\d\.\d+\b|https://docs\.github\.com/|resource not accessible by (integration|personal access token)|An API error occurred: \w+|slack_webapi_\w+",
            r"|Error code: [45]\d\d|\b[45]\d\d (GET|POST|PUT|PATCH|DELETE|HEAD) https?://|\b(GET|POST|PUT|PATCH|DELETE) https?://[^\s]+",
        )),
        ("CDN or WAF block page", BLOCK_PAGE),
        ("upstream HTML page", r"<!doctype html|<html[\s>]|<title>[^<]*</title>|<h1>\s*\d{3}\b|<center>(nginx|openresty|cloudflare|haproxy)|\bRay ID\b"),
        ("upstream error body", concat!(
            // A JSON body passed on after a colon or a dash ("Slack API error: {...}",
            // "Denied by policy: {...}"), or a service's own keys.
            r#"\b(api|service|server|upstream|gateway|backend|returned|responded|response|error|failed|status|policy|blocked|rejected|intervened|denied|request)\b[^{\[\n"]{0,40}[:\-][ \t]*\[?\{[ \t]*""#,
            r#"|^\s*\{\s*"(kind|apiVersion)"\s*:"#,
            // A Python client's dict passed on as it printed it ("{'ok': False, 'error': ...}").
            r#"|[:\-][ \t]*\{'[a-z_]+': "#,
            // A policy engine's decision or policy text: OPA's expressions, Cedar's policies.
            r#"|"expressions"\s*:\s*\[|"decision_id"|@id\("|\bpermit\(principal"#,
            r#"|["'](documentation_url|error_description|invalid_request_error|apiVersion|filterMatchState)["']"#,
            // A service's error body by its own keys: an identity provider's error code, id
            // and causes, a GraphQL error's extensions, a trace id, PostgreSQL's severity, a
            // moderation API's results.
            r#"|"(errorCode|errorSummary|errorId|errorCauses|errorMessages|statusCode|extensions|trace_?id|severity)"\s*:|"results"\s*:\s*\[\s*\{\s*"flagged""#,
            // The envelopes of well-known APIs: Slack's (`"ok": false, "error": "missing_scope",
            // "needed": ...`; a server's own `{"ok": false, "error": ...}` is not one), Google's
            // `{"error": {"code": 401, ...`, a gRPC status in JSON, a gateway's request id.
            r#"|"ok"\s*:\s*false\s*,\s*"error"\s*:\s*"[a-z_]+"\s*,\s*"(needed|provided|warning|response_metadata)"|"slack"\s*:\s*\{|\{\s*"error"\s*:\s*\{\s*"code"\s*:\s*[45]\d\d\b|"status"\s*:\s*"(?-i:INVALID_ARGUMENT|PERMISSION_DENIED|UNAUTHENTICATED|NOT_FOUND|RESOURCE_EXHAUSTED|FAILED_PRECONDITION|UNAVAILABLE|DEADLINE_EXCEEDED|ALREADY_EXISTS|ABORTED)""#,
            r#"|"request_id"\s*:\s*"[0-9a-f-]{16,}""#,
            // An XML error document (S3's), a search engine's `*_exception`, a client
            // library's exception path (`google.api_core.exceptions.NotFound`).
            r"|<\?xml\b|<Error><Code>|<ErrorResponse\b|\b[a-z]+(_[a-z]+)*_exception\b|\b[a-z_]+(\.[a-z_]+)*\.exceptions?\.[A-Z]\w+",
            // A policy engine's output passed on: Cedar's policy text, casbin's rows,
            // Sentinel's result, a git remote's or a gRPC client's error lines.
            r"|\bforbid\s*\(\s*principal|^\s*p, [\w*/:-]+, |\bSentinel Result: |^remote: error: |\bGH\d{3}: |\brpc error: code = \w+",
        )),
        ("service's error", concat!(
            // A named service's own error code or status passed on ("Twilio error 21408",
            // "Okta HTTP 401 E0000011", "Shopify 403:", "Jira returned HTTP 400", "Dropbox API
            // error 409"), a gateway's status line, an Azure-style error code.
            r"\b(HTTP|returned|responded( with)?)\s+[1-5]\d\d\b|(?-i:\b[A-Z][A-Za-z]+( API)? (error|HTTP) [1-5]?\d{3,5}\b)|\bE0{3,4}\d{3}\b",
            r"|\b[45]0[0-4] (Bad Gateway|Service Unavailable|Gateway Time-?out|Internal Server Error)\b|(?-i:\b[A-Z][a-z]+_[A-Z][a-z]+[A-Z]\w+\b)",
            r"|\bError response from daemon\b|\bftplib\.\w+|<class '\w+'>|\bSOQL error\b|\bERROR at Row:\d+|\b(Client|Server) error '\d{3}|\d+ errors? occurred:\s*\n\s*\*",
            r#"|"code"\s*:\s*"(?-i:[A-Z][a-z]+[A-Z]\w*)"|(?-i:\([A-Z][a-z]+([A-Z][a-z]+){2,}\))"#,
            // An authorization service's raw verdict (SpiceDB's, Cerbos's, Permit.io's) and
            // the Firebase SDK's error line.
            r"|(?-i:\bPERMISSIONSHIP_[A-Z_]+|\bEFFECT_(DENY|ALLOW)\b)|\bzedtoken\b|\bpermit\.check\b|\bFirebase: Error \(",
            // A well-known service named, then its own words after a colon.
            r"|\b(stripe|openai|slack|github|gitlab|cloudflare|sendgrid|twilio|okta|auth0|shopify|hubspot|airtable|supabase|paypal|zendesk|salesforce|jira|pagerduty|datadog|dropbox|redis|elasticsearch|snowflake)( api)?( error| http)?( \d{3})?: [^\d\s]",
        )),
        ("cloud resource identifier", concat!(
            r"\barn:aws[\w-]*:[\w-]*:|/subscriptions/[0-9a-f-]{36}|\bprojects/[\w-]+/(locations|zones|regions|instances|datasets|topics|secrets|serviceAccounts|buckets)\b",
            r"|[\w.-]+@[\w-]+\.iam\.gserviceaccount\.com|\bwhen calling the \w+ operation|An error occurred \(\w+\)",
            r"|\bAADSTS\d+|\bTrace ID: [0-9a-f-]{8}|\bCorrelation ID: |\bRequestId:[0-9a-f-]{8}|\bStatus Code: \d{3}[,;] (Error Code: \w+[,;] )?Request ID: |\b(appid|oid|tid)=[0-9a-f-]{36}|\b(sk|rk|pk)_(live|test)_\w",
            r#"|\b[a-z]+(\.[a-z.]+)? "[\w.-]+" is forbidden: |\bPodSecurity "|admission webhook "|\bcn=[\w-]+,(ou|dc)=|\bLDAP\w*Result\b|\binvalidCredentials\b"#,
            r"|\((AccessDenied|AuthorizationFailed|ExpiredToken|InvalidClientTokenId|ResourceNotFound|ThrottlingException|NoSuchBucket|NoSuchKey)\)|\bsystem:serviceaccount:",
            // An AWS service's error code and its request id in any sentence ("S3:
            // AccessDenied、RequestId: 7Q3M9K2XH1D4B8PZ"), an error code on the operation
            // that raised it ("ExecutionLimitExceeded on StartExecution").
            r"|(?-i:\bRequestId\W{1,3}[0-9A-Za-z-]{12,}|\b(S3|EC2|IAM|STS|KMS|SQS|SNS|DynamoDB|Lambda|ECS|EKS|RDS)\s*[:：]\s*[A-Z][a-z]+[A-Z]\w+|\b[A-Z][a-z]+([A-Z][a-z]+)*(Exceeded|Exception|Fault|Denied|NotFound) on [A-Z][a-z]+[A-Z]\w+\b)",
        )),
        // A container's end and a pod's name as the orchestrator gives them: OOMKilled, an
        // image pull or crash loop back-off, a pod named by its deployment, replica set hash
        // and suffix (`media-worker-6f9c7b8d5-xk2lp`).
        (
            "container runtime",
            r"(?-i:\bOOMKilled\b|\bCrashLoopBackOff\b|\bImagePullBackOff\b|\bErrImagePull\b)|\bpod [a-z0-9-]+-[a-z0-9]{8,10}-[a-z0-9]{5}\b",
        ),
        ("configuration", concat!(
            // A server's configuration named: an environment variable in any language
            // ("משתנה הסביבה TWILIO_AUTH_TOKEN אינו מוגדר"), a settings class's validation
            // (pydantic-settings' "2 validation errors for CarrierSettings").
            r#"\b(environment variable|env var|variable d'environnement|umgebungsvariable|variable de entorno|variabile d'ambiente|variável de ambiente|zmienna środowiskowa|переменная окружения|ortam değişkeni|omgevingsvariabele|miljövariabel)\s+[`'"«„]?(?-i:[A-Z][A-Z0-9]*_[A-Z0-9_]+)|משתנה הסביבה\s+(?-i:[A-Z][A-Z0-9]*_[A-Z0-9_]+)"#,
            r"|\bvalidation errors? for (?-i:\w*(Settings|Config|Configuration))\b",
        )),
        ("internal host name", r"\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(internal|local|lan|corp|intranet|svc\.cluster\.local|cluster\.local)\b|\blocalhost:\d+"),
        ("IP address", r"\b(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}\b"),
        ("file path", r#"(^|[\s'"`(=:\[])/(home|usr|var|etc|opt|srv|tmp|root|app|Users|mnt|proc|data|workspace|src|lib|run|build)/[^\s'"`)\]]*|\b[a-z]:\\[^\s'"`]+"#),
        ("exception", concat!(
            r"\b[A-Z][A-Za-z0-9]*(Error|Exception)\b(:|\(| at\b|\)|\{)|\b(java|javax|jakarta|kotlin|scala|System|Microsoft)\.[\w.]+(Exception|Error)\b|\[Errno -?\d+\]|\bErrno\b",
            r"|(?-i:\b[A-Z][a-z]+([A-Z][a-z]+){2,}: )",
            r"|NullPointerException|Segmentation fault|\bnil pointer dereference|\b[A-Z]\w*::[A-Z]\w*(Error|Exception)?\b|\b[a-z][a-z0-9]*\.[A-Z]\w*: (parsing|invalid|value)",
            r"|No enum constant|invalid value for \w+\(\)|\bpanic: |Traceback \(most recent call last\)",
            r#"|json: (cannot unmarshal|invalid use of)|trying to unmarshal|Go struct field|Field error in object|rejected value \[|default message \[|Cannot query field \\?"\w+\\?" on type|\b[A-Z]\w*Exception\(\d{3}, '|\bJWT[A-Z]\w*: |Cedar decision|casbin: |\bwerkzeug\.|\bLogicException\b|a path led outside of the filesystem"#,
        )),
    ]
    .into_iter()
    .map(|(what, source)| (what, multiline(source)))
    .collect()
});

/// The marks of a CDN's or a web application firewall's block page, passed on by a tool
/// that fetched through it: Cloudflare's Ray ID and 10xx errors, AWS WAF's and CloudFront's,
/// Akamai's reference, Imperva's incident id, Fastly's and Varnish's cache lines, Sucuri's.
const BLOCK_PAGE: &str = concat!(
    r"\bRay ID\b|performance (&|and) security by cloudflare|\berror 10[0-2]\d\b|attention required! \| cloudflare|you have been blocked",
    r"|x-amzn-waf|generated by cloudfront|the request could not be satisfied|\breference #\d+\.[0-9a-f]+\.\d+|akamaighost",
    r"|incapsula incident id|request unsuccessful\. incapsula|varnish cache server|\bcache-[a-z]{3}-[\w-]+|sucuri website firewall",
);

/// Whether `text` passes on a CDN's or WAF's block page, or an upstream's HTML page: its
/// denials ("Access denied", "403 Forbidden") are the page's, not the server's own.
pub(crate) fn upstream_page(text: &str) -> bool {
    static PAGE: LazyLock<Regex> = LazyLock::new(|| {
        multiline(&format!(
            "{BLOCK_PAGE}|<!doctype html|<html[\\s>]|<title>[^<]*</title>"
        ))
    });
    PAGE.is_match(text)
}

/// A case-insensitive pattern where `^` is a line's start.
fn multiline(source: &str) -> Regex {
    pattern(&format!("(?m){source}"))
}

/// Upstream error text: SQL and driver errors, network and HTTP client errors, an
/// upstream's HTML error page or JSON error body passed through, a cloud provider's error
/// with its resource identifiers (ARNs, subscription and project paths, service accounts),
/// internal host names, IP addresses, absolute file paths, exception class and runtime
/// function names; a database server's own error in its translations' words. What kind,
/// and the excerpt.
pub fn upstream_text(text: &str) -> Option<(&'static str, String)> {
    UPSTREAM
        .iter()
        .find_map(|(what, re)| {
            re.find_iter(text)
                .map(|m| m.as_str().trim())
                .find(|m| !innocent(what, m))
                .map(|m| (*what, m.to_owned()))
        })
        .or_else(|| super::catalog::database_error(text).map(|m| ("database error", m)))
}

/// A match that is not upstream text after all: a validation library's error class (the
/// rule it reports is the server's to give), an address from the ranges kept for
/// documentation (RFC 5737: `192.0.2.10` in "such as 192.0.2.10").
fn innocent(what: &str, m: &str) -> bool {
    match what {
        "exception" => m.starts_with("Validation"),
        "IP address" => ["192.0.2.", "198.51.100.", "203.0.113."]
            .iter()
            .any(|range| m.starts_with(range)),
        _ => false,
    }
}

/// The source files a frame points into.
/// (C and C++ are left out: OpenSSL's and CPython's `(_ssl.c:1006)` in an error message is
/// where the error was raised, not a trace.)
const SOURCE: &str = r"(py|pyx|js|mjs|cjs|ts|tsx|jsx|java|kt|kts|scala|groovy|clj|cs|fs|vb|rb|php|go|rs|swift|ex|exs|erl|dart|lua|pl|pm)";

static STACK: LazyLock<Regex> = LazyLock::new(|| {
    let frames = [
        // Python (and OCaml's `in file "x.ml", line 3`), also escaped inside a JSON string.
        r#"Traceback \(most recent call last\)|File \\?"[^"\n]+\\?", line \d+"#,
        // A frame in any runtime: a source file and a line, written `file:12`, `file:12:5`,
        // `file:line 12`, `file(12)` or `file", line 12`, after `at`, `in`, `from` or `#N`
        // (JavaScript, .NET, Mono, Ruby, PHP, Go, Rust, Java's `(X.java:12)`).
        &format!(
            r#"(\bat\b|\bin\b|\bfrom\b|^\s*#\d+|\(|^\s*|\\t(at|from)?|\\n)\s*[^\s()'"]*\.{SOURCE}(:line \d+|:\d+|\(\d+\))"#
        ),
        // Java and .NET frames with their method: `at a.B.c(B.java:1)`, `at A.B.C (...) [0x1] in`.
        r"\bat [\w$.<>/]+\((Native Method|Unknown Source|[\w$]+\.\w+:\d+)\)",
        r"\bat [\w$.<>`]+ ?\([^()]*\) (\[0x[0-9a-f]+\] )?in ",
        // Go, Rust, PHP headers.
        r"goroutine \d+ \[|panicked at |stack backtrace:|^Stack trace:$|^\s+\d+: [\w:<>]+::|\{main\}",
        // Erlang's `in function  m:f/1 (m.erl, line 5)`, `in call from m:f/2`; .NET's frame
        // with its "at" translated (`場所`, `bei`, `à`, `en`, `в`, `在`, `em`, `위치`); Node's
        // own modules (`(node:net:1611:16)`); a trace as JSON (Laravel's `"trace": [{"file":
        // "x.php", "line": 779`; not a linter's `"errors": [{"file": ...}]`).
        r"\bin (function|call from)\s+[\w.']+:[\w']+/\d+|^\s+(場所|bei|à|en|в|在|em|위치)\s+[A-Za-z_][\w`<>+]*(\.[\w`<>+]+)+\(",
        r"\bat [^()\n]{1,120} \((node:[\w/]+|internal/[\w/.]+):\d+:\d+\)",
        // Ruby's `x.rb:12:in `load'`, Elixir's `lib/x.ex:3: Orders.load/1`, Perl's `at x.pl
        // line 3` (die's, and Carp's `called at`), an Erlang stack as a term (`{file,"x.erl"},
        // {line,5}`), Lua's and Rust's headers, Tcl's `(procedure "load" line 2)`, R's `Calls:
        // handle -> load`, GHC's `CallStack (from HasCallStack)` and `called at x.hs:2:10 in`,
        // Guile's `In procedure error:`, a C frame from AddressSanitizer or gdb (`#0
        // 0x55787d6d61c3 in load /srv/app/orders.c:2`).
        r"[^\s()'`]+\.rb:\d+:in [`']|\.(exs?|erl):\d+: :?[\w.]+/\d+\b|\bat \S+\.(pl|pm|t) line \d+\b",
        r#"\{:?file,\s*\\?["'][^"'\\]+\.(erl|exs?)\\?["']\},\s*\{:?line,\s*\d+\}"#,
        r#"stack traceback:|\[C\]: in |\(procedure \\?"[^"\\]+\\?" line \d+\)|Calls: [\w.]+ -> [\w.]+"#,
        r"CallStack \(from HasCallStack\)|\bcalled at \S+\.hs:\d+:\d+ in |\bIn procedure [\w!?*<>=/+-]+:",
        r"#\d+\s+0x[0-9a-f]{4,} in [\w:~<>]+|\bERROR: AddressSanitizer:",
        &format!(
            r#""(trace|stack|frames|backtrace)"\s*:\s*\[\s*\{{\s*"file"\s*:\s*"[^"]+\.{SOURCE}"\s*,\s*"line"\s*:\s*\d+"#
        ),
    ];
    pattern(&format!("(?m){}", frames.join("|")))
});

/// A stack trace, or one frame of it: Python (`Traceback`, `File "x", line N`), any
/// runtime's `file:line` frame (JavaScript `at f (file:1:2)`, .NET `in file.cs:line 12`,
/// Mono `in file.cs:12`, Ruby `file.rb:12:in`, PHP `#0 file.php(28)`, Go `file.go:24 +0x65`,
/// Rust `src/main.rs:10:5`), Java frames (`at a.B.c(B.java:1)`, also escaped inside a JSON
/// string as `\n\tat ...`), Go (`goroutine 1 [running]`), Rust (`panicked at`, `stack
/// backtrace:`), PHP (`Stack trace:`, `{main}`), and the forms of the runtimes whose real
/// traces `traces.txt` holds (Perl, Erlang, Elixir, Lua, OCaml, Tcl, R, GHC, Guile, C under
/// AddressSanitizer), as printed, escaped inside a JSON string or flattened to one line.
///
/// A compiler's or a linter's diagnostic about the caller's own code (`Main.java:4: error:`,
/// `snippet.js:1:10  error`, `Main.java:4: エラー:`, Go's `main.go:5:1: expected operand`,
/// Ruby's `x.rb:2: syntax error`, Perl's `at x.pl line 1, near "..."`, OCaml's `File
/// "x.ml", line 1, characters 18-23:`) is not a frame.
pub fn stack_trace(text: &str) -> Option<String> {
    static DIAGNOSTIC: LazyLock<Regex> = LazyLock::new(|| {
        pattern(
            r#"^(:\d+)*:?\s*(error|warning|note|hint|エラー|警告|错误|錯誤|오류|경고|fehler|warnung|erreur|avertissement|errore|avviso|ошибка|предупреждение|błąd|hata|uyarı|syntax error|expected|unexpected|undefined|undeclared|cannot (use|find)|missing return|invalid operation|\S+ declared (and|but) not used|(variable|function) \S+ (is )?(unbound|undefined|unused|unsafe))\b|^, near \\?"|^, characters \d+-\d+:"#,
        )
    });
    STACK
        .find_iter(text)
        .find(|m| !DIAGNOSTIC.is_match(&text[m.end()..]))
        .map(|m| m.as_str().trim().to_owned())
}
