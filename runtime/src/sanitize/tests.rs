use super::*;

/// (input, substrings that must be gone, placeholder that must appear)
const LEAKS: &[(&str, &[&str], &str)] = &[
    // --- Postgres / database drivers ---
    (
        r#"error connecting to server: connection to server at "db-prod-3.internal" (10.0.0.5), port 5432 failed: FATAL:  password authentication failed for user "orders_svc""#,
        &["db-prod-3.internal", "10.0.0.5"],
        "[host]",
    ),
    (
        r#"connection to server at "db-prod-3.internal" (10.0.0.5), port 5432 failed: Connection refused"#,
        &["10.0.0.5"],
        "[ip]",
    ),
    (
        "error communicating with database: Connection refused (os error 111) while connecting to postgres://orders:S3cr3tPa55@db-prod-3.internal:5432/orders",
        &["S3cr3tPa55", "db-prod-3", "postgres://"],
        "[connection-string]",
    ),
    (
        "pool timed out while waiting for an open connection (DATABASE_URL=postgresql://app_rw:pg-Pa55word@10.20.30.40:5432/app?sslmode=require)",
        &["pg-Pa55word", "10.20.30.40"],
        "[connection-string]",
    ),
    (
        "Redis connection error: redis://:hunter2@cache-1.prod.svc.cluster.local:6379/0 - Connection reset by peer (os error 104)",
        &["hunter2", "cache-1.prod"],
        "[connection-string]",
    ),
    (
        "Server selection timeout: No available servers. mongodb+srv://admin:Xy7%21pass@cluster0.ab1cd.mongodb.net/prod?retryWrites=true&w=majority",
        &["Xy7%21pass", "cluster0.ab1cd"],
        "[connection-string]",
    ),
    (
        "AMQP connection closed: amqp://guest:guest@rabbitmq.internal:5672/%2f (CONNECTION_FORCED)",
        &["guest:guest", "rabbitmq.internal"],
        "[connection-string]",
    ),
    (
        "Cannot create PoolableConnectionFactory (jdbc:mysql://reporting-db.corp:3306/finance?user=etl&password=EtlPw2024!)",
        &["EtlPw2024", "reporting-db.corp"],
        "[connection-string]",
    ),
    (
        "dial failed for billing:Tr0ub4dor@tcp(10.0.3.18:3306)/billing?parseTime=true: i/o timeout",
        &["Tr0ub4dor", "10.0.3.18"],
        "[connection-string]",
    ),
    (
        "A network-related error occurred. Connection string: Server=tcp:sql-prod-01.database.windows.net,1433;Initial Catalog=Orders;User ID=sa;Password=P@ssw0rd!;Encrypt=True;",
        &["P@ssw0rd!", "sql-prod-01", "Initial Catalog=Orders"],
        "[connection-string]",
    ),
    (
        "[unixODBC][Driver Manager]Data source name not found: DSN=ProdWarehouse;UID=etl;PWD=etl_pw_2024",
        &["etl_pw_2024", "ProdWarehouse"],
        "[connection-string]",
    ),
    (
        "could not connect: host=10.0.3.17 port=5432 user=billing password=b1ll1ng! dbname=billing",
        &["b1ll1ng!", "10.0.3.17"],
        "[connection-string]",
    ),
    (
        "Access denied for user 'app'@'10.12.0.7' (using password: YES)",
        &["10.12.0.7"],
        "[ip]",
    ),
    // --- reqwest / hyper / network ---
    (
        "error sending request for url (https://api.partner.example.com/v2/charges?api_key=pk9f8e7d6c5b4a&amount=750): operation timed out",
        &["pk9f8e7d6c5b4a", "api.partner.example.com"],
        "[url]",
    ),
    (
        "failed to fetch https://deploy:gh0stPass@git.corp.example.com/org/repo.git: 403 Forbidden",
        &["gh0stPass", "git.corp.example.com"],
        "[url]",
    ),
    (
        "error trying to connect: tcp connect error: Connection refused (os error 111) to localhost:8080",
        &["localhost:8080"],
        "[host]",
    ),
    (
        "dial tcp 10.0.0.5:6379: connect: connection refused",
        &["10.0.0.5", "6379"],
        "[ip]",
    ),
    (
        "connect ECONNREFUSED [2001:db8:85a3::8a2e:370:7334]:443",
        &["2001:db8", "7334"],
        "[ip]",
    ),
    (
        "bind failed on fe80::1ff:fe23:4567:890a%eth0: Address already in use",
        &["fe80::1ff", "890a"],
        "[ip]",
    ),
    (
        "lookup orders-api.prod.svc.cluster.local: no such host",
        &["orders-api", "cluster.local"],
        "[host]",
    ),
    (
        "could not resolve host ip-172-31-20-4.ec2.internal after 3 attempts",
        &["ip-172-31-20-4"],
        "[host]",
    ),
    (
        "upstream connect error or disconnect/reset before headers. reset reason: connection failure to payments-gw:9443",
        &["payments-gw:9443"],
        "[host]",
    ),
    // --- std::io / filesystem ---
    (
        "failed to read config /etc/toolwright/secrets.toml: No such file or directory (os error 2)",
        &["/etc/toolwright", "secrets.toml"],
        "[path]",
    ),
    (
        "Permission denied (os error 13) opening /home/alice/.ssh/id_rsa",
        &["/home/alice", "id_rsa"],
        "[path]",
    ),
    (
        "unable to open database file: /var/lib/app/data.db",
        &["/var/lib/app"],
        "[path]",
    ),
    (
        r"The system cannot find the path specified. (os error 3): C:\Users\alice\AppData\Roaming\toolwright\config.json",
        &["alice", "AppData"],
        "[path]",
    ),
    (
        r"Access is denied. (os error 5) writing \\fileserver01\finance$\exports\q3.csv",
        &["fileserver01", "finance$"],
        "[path]",
    ),
    // --- AWS SDK ---
    (
        "InvalidClientTokenId: The security token included in the request is invalid. AccessKeyId AKIAIOSFODNN7EXAMPLE",
        &["AKIAIOSFODNN7EXAMPLE"],
        "[secret]",
    ),
    (
        "credentials rejected: aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        &["wJalrXUtnFEMI"],
        "aws_secret_access_key=[secret]",
    ),
    (
        "GET https://my-bucket.s3.us-east-1.amazonaws.com/reports/q3.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=4c1d2e3f returned 403",
        &["X-Amz-Signature", "my-bucket"],
        "[url]",
    ),
    (
        "ResourceNotFoundException: Requested resource not found (endpoint orders-table.cluster-c9xyz.us-east-1.rds.amazonaws.com)",
        &["orders-table", "cluster-c9xyz"],
        "[host]",
    ),
    // --- Stripe / vendor tokens ---
    (
        "Invalid API Key provided: sk_live_51H8xYzAbCdEfGhIjKlMnOpQrStUv",
        &["sk_live_51H8xYz", "AbCdEfGh"],
        "[secret]",
    ),
    (
        "No such token; publishable key pk_test_TYooMQauvdEDq54NiTphI7jx cannot create charges",
        &["pk_test_TYooMQauvdEDq54NiTphI7jx"],
        "[secret]",
    ),
    (
        "Incorrect API key provided: sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv. You can find your API key at https://platform.openai.com/account/api-keys.",
        &["sk-proj-Ab3dEf6", "platform.openai.com"],
        "[secret]",
    ),
    (
        "Bad credentials for ghp_16C7e42F292c6912E7710c838347Ae178B4a",
        &["ghp_16C7e42F292c6912E7710c838347Ae178B4a"],
        "[secret]",
    ),
    (
        "push rejected: github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN is expired",
        &["github_pat_11ABCDEFG"],
        "[secret]",
    ),
    (
        "slack api error invalid_auth for xoxb-2634719572-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
        &["xoxb-2634719572"],
        "[secret]",
    ),
    (
        "API key not valid. Please pass a valid API key: AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW",
        &["AIzaSyA1b2C3d4"],
        "[secret]",
    ),
    // --- bearer / JWT / assignments ---
    (
        "upstream rejected request: 401 Unauthorized (Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyXzQyIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk)",
        &["eyJhbGci", "dBjftJeZ", "Bearer eyJ"],
        "[secret]",
    ),
    (
        "header value Bearer abc123.def456-ghi789_XYZ is malformed",
        &["abc123.def456"],
        "Bearer [secret]",
    ),
    (
        "token expired: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJhdXRoIiwiZXhwIjoxNzAwMDAwMDAwfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        &["eyJhbGci", "SflKxwRJ"],
        "[secret]",
    ),
    (
        "login failed: password=hunter2 user=admin",
        &["hunter2"],
        "password=[secret]",
    ),
    (
        "config error at line 3: secret: s3cr3t-value-123",
        &["s3cr3t-value-123"],
        "secret: [secret]",
    ),
    (
        r#"invalid request body {"username":"bob","api_key":"AbC123xYz"}"#,
        &["AbC123xYz"],
        r#""api_key":"[secret]""#,
    ),
    (
        "webhook rejected: callback?token=tok_9a8b7c6d&retry=1",
        &["tok_9a8b7c6d"],
        "token=[secret]",
    ),
    (
        "401 from upstream, sent headers: x-api-key: 4f3c2b1a-9e8d-7c6b-5a4f-3e2d1c0b9a8f",
        &["4f3c2b1a"],
        "x-api-key: [secret]",
    ),
    (
        "Set-Cookie: session_id=s%3AabcDEF123.xyz; Path=/; HttpOnly",
        &["abcDEF123"],
        "[secret]",
    ),
    (
        "failed to parse key: -----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA1234abcd\n-----END RSA PRIVATE KEY----- (bad padding)",
        &["MIIEow", "BEGIN RSA"],
        "[secret]",
    ),
    (
        "signature mismatch: expected 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        &["9f86d081884c7d65"],
        "[secret]",
    ),
    (
        "upload rejected for session 7Hq2ZkP9xR4mW8vN3bT6yL1cJ5dF0gAs",
        &["7Hq2ZkP9xR4mW8vN3bT6yL1cJ5dF0gAs"],
        "[secret]",
    ),
    // --- emails ---
    (
        "No account found for alice.smith@acme-corp.com",
        &["alice.smith", "acme-corp.com"],
        "[email]",
    ),
    // --- stack traces ---
    (
        "tool crashed: thread 'tokio-runtime-worker' panicked at src/handlers/refund.rs:88:14:\ncalled `Result::unwrap()` on an `Err` value: Io(\"/srv/x\")\nstack backtrace:\n   0: rust_begin_unwind\n   1: core::panicking::panic_fmt",
        &["refund.rs", "rust_begin_unwind", "tokio-runtime-worker"],
        "tool crashed: [trace]",
    ),
    (
        "request failed\nstack backtrace:\n   0: std::panicking::begin_panic\n             at /rustc/90b35a6239c3d8bdabc530a6a0816f7ff89a0aaf/library/std/src/panicking.rs:616:12\n   1: toolwright::run",
        &["/rustc", "begin_panic", "toolwright::run"],
        "request failed [trace]",
    ),
    (
        "Tool raised an exception: Traceback (most recent call last):\n  File \"/srv/app/tools/refund.py\", line 42, in handle\n    charge = stripe.Charge.retrieve(cid, api_key=KEY)\nstripe.error.AuthenticationError: No API key provided",
        &["/srv/app", "refund.py", "api_key"],
        "Tool raised an exception: [trace]",
    ),
    (
        "java.sql.SQLException: Connection refused\n\tat com.acme.billing.Db.connect(Db.java:42)\n\tat com.acme.billing.Main.main(Main.java:10)",
        &["com.acme.billing.Db", "Db.java"],
        "java.sql.SQLException: Connection refused [trace]",
    ),
    (
        "NullPointerException at com.acme.Foo.bar(Foo.java:42) at com.acme.Main.main(Main.java:7)",
        &["com.acme.Foo", "Main.java"],
        "NullPointerException [trace]",
    ),
    (
        "TypeError: Cannot read properties of undefined (reading 'id')\n    at Object.<anonymous> (/app/dist/handler.js:12:34)\n    at Module._compile (node:internal/modules/cjs/loader:1105:14)",
        &["/app/dist", "handler.js", "Module._compile"],
        "[trace]",
    ),
    (
        "System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'sa'.\n   at System.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection)\n   at Acme.Repo.Get() in C:\\src\\Acme\\Repo.cs:line 42",
        &["SqlInternalConnection", "Repo.cs"],
        "[trace]",
    ),
    (
        "panic: runtime error: invalid memory address or nil pointer dereference\n\ngoroutine 1 [running]:\nmain.main()\n\t/home/dev/app/main.go:12 +0x1d",
        &["/home/dev", "main.go"],
        "[trace]",
    ),
];

const BENIGN: &[&str] = &[
    "Order 1234 not found",
    "Refund of $750 exceeds the $500 policy limit.",
    "Rate limited, retry in 60 seconds.",
    "Unsupported client version v1.2.3; please upgrade to v1.4.0.",
    "The report is scheduled for 12:30 UTC.",
    "Use an aspect ratio of 3:4 or 16:9.",
    "Customer must choose card and/or bank transfer.",
    "Amount must be between 1 and 10,000 EUR / USD.",
    "Invalid value for field `quantity`: expected an integer, got \"abc\".",
    "Token limit exceeded: 4096 tokens maximum.",
    "Invoice INV-2024-0042 is already paid.",
    "Permission denied: the caller lacks the refunds:write scope.",
    "Field 'email' is required.",
    "Request timed out after 30s (limit: 25s).",
    "Could not parse date 2024-03-15T10:30:00Z.",
    "Batch 3/4 completed; 2 items were skipped.",
    "Basic authentication is not enabled for this tool.",
    "Expected one of: pending, paid, refunded.",
    "Step 2 of 5 failed: the customer has no default card.",
    "HTTP/1.1 upstream returned 503 Service Unavailable.",
    "password: must be at least 12 characters",
];

#[test]
fn corpus_is_large_enough() {
    assert!(LEAKS.len() >= 40, "only {} leak cases", LEAKS.len());
    assert!(BENIGN.len() >= 10, "only {} benign cases", BENIGN.len());
}

#[test]
fn leaks_are_redacted() {
    let mut failures = Vec::new();
    for (input, secrets, placeholder) in LEAKS {
        let out = sanitize(input);
        for secret in *secrets {
            assert!(
                input.contains(secret),
                "test bug: {secret:?} not in {input:?}"
            );
            if out.contains(secret) {
                failures.push(format!("{secret:?} survived in {out:?}"));
            }
        }
        if !out.contains(placeholder) {
            failures.push(format!("{placeholder:?} missing from {out:?}"));
        }
        if !matches!(out, Cow::Owned(_)) {
            failures.push(format!("{input:?} came back borrowed"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn benign_messages_come_back_borrowed_and_unchanged() {
    let mut failures = Vec::new();
    for input in BENIGN {
        match sanitize(input) {
            Cow::Borrowed(out) if out == *input => {}
            out => failures.push(format!("{input:?} -> {out:?}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn sanitize_is_idempotent() {
    let extra = [
        "a \n\t b",
        "   padded   ",
        "hex edge 0123456789abcdef0123456789abcdef",
        "password=[secret] and token: \"[secret]\"",
        "Authorization: Bearer [secret]",
    ];
    let long = format!(
        "{} deadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeef",
        "x".repeat(MAX_LEN - 20)
    );
    let inputs = LEAKS
        .iter()
        .map(|(input, _, _)| *input)
        .chain(BENIGN.iter().copied())
        .chain(extra)
        .chain([long.as_str()]);
    for input in inputs {
        let once = sanitize(input);
        let twice = sanitize(&once);
        assert_eq!(twice, once, "not idempotent for {input:?}");
        assert!(
            matches!(twice, Cow::Borrowed(_)),
            "second pass changed {once:?}"
        );
    }
}

#[test]
fn whitespace_collapses_and_trims() {
    assert_eq!(
        sanitize("  Order\n\n 1234\tnot   found \r\n"),
        "Order 1234 not found"
    );
    assert_eq!(sanitize("a \n\t b"), "a b");
    assert!(matches!(sanitize("a b"), Cow::Borrowed(_)));
}

#[test]
fn long_multibyte_text_is_capped_on_a_char_boundary() {
    let input = "é日🦀".repeat(400); // 1200 chars, 1-4 bytes each
    let out = sanitize(&input);
    assert_eq!(out.chars().count(), MAX_LEN);
    assert!(out.ends_with('…'));
    let kept: String = input.chars().take(MAX_LEN - 1).collect();
    assert_eq!(out.strip_suffix('…'), Some(kept.as_str()));
}

#[test]
fn text_at_the_limit_is_not_capped() {
    let exact = "ü".repeat(MAX_LEN);
    assert!(matches!(sanitize(&exact), Cow::Borrowed(_)));
    let over = "ü".repeat(MAX_LEN + 1);
    let out = sanitize(&over);
    assert_eq!(out.chars().count(), MAX_LEN);
    assert!(out.ends_with("ü…"));
}

#[test]
fn cap_applies_after_redaction() {
    // Unredacted the text is over the cap and the cut would show part of
    // the password; redacted first, it fits.
    let input = format!("{}password=hunter2hunter2", "word ".repeat(96));
    assert!(input.chars().count() > MAX_LEN);
    let out = sanitize(&input);
    assert!(!out.contains("hunter2"), "{out}");
    assert!(out.ends_with("password=[secret]"), "{out}");
}

#[test]
fn a_cut_that_exposes_a_secret_is_redacted_too() {
    // Untouched the hex run is glued to `zz`; the length cap cuts it off
    // right after 38 hex digits, which then stand alone.
    let input = format!("{} {}zz", "x".repeat(MAX_LEN - 40), "deadbeef".repeat(8));
    let out = sanitize(&input);
    assert!(!out.contains("deadbeefdeadbeef"), "{out}");
    assert!(out.ends_with(" [secret]…"), "{out}");
    assert_eq!(sanitize(&out), out);
}

#[test]
fn sentence_punctuation_after_a_redaction_is_kept() {
    assert_eq!(
        sanitize("See https://example.com/x?token=abc."),
        "See [url]."
    );
    assert_eq!(
        sanitize("cannot open /var/lib/app/data.db."),
        "cannot open [path]."
    );
}

#[test]
fn key_is_kept_when_the_value_is_replaced() {
    assert_eq!(
        sanitize("bad config: api_key=abc123 and token: xyz"),
        "bad config: api_key=[secret] and token: [secret]"
    );
}
