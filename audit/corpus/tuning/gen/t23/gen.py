#!/usr/bin/env python3
"""Assemble /work/dev-23/mixed-23.json.
Real texts: /tmp/d23-scratch/pg_real.json, written by pg_capture.py (PostgreSQL 15 + psql 15 on this host).
Handwritten texts: modeled on each product's documented / commonly seen error messages."""
import json, random

PG = json.load(open("/tmp/d23-scratch/pg_real.json"))
A, R, P, V, N, PATH, ST, INJ = ("auth-failure-as-result", "raw-upstream-text", "policy-enumeration",
    "validation-echoes-value", "no-retry-guidance", "path-details-as-result", "stack-trace", "injection-signal-as-result")
PGBY = "real output: PostgreSQL 15 server + psql 15 client on this host (lc_messages/LANG={}), /work/dev-23/pg_capture.py"
E = []

def add(kind, lang, by, channel, probe, sent, text, sig):
    E.append(dict(kind=kind, lang=lang, produced_by=by, channel=channel, probe=probe, sent=sent, text=text, signals=sig))

def pg(key, loc, kind, lang, probe, sent, sig, pre="", post=""):
    by = PGBY.format(loc) + ("; wrapper sentence handwritten" if pre or post else "")
    add(kind, lang, by, "error-result", probe, sent, pre + PG[key] + post, sig)

# ---------------- real PostgreSQL: auth failures of the server's own account ----------------
pg("pg-table-de", "de_DE", "auth", "de", "valid", None, [A, R, N], "Kunde konnte nicht geladen werden: ")
pg("pg-schema-fr", "fr_FR", "auth", "fr", "valid", None, [A, R, N])
pg("pg-audit-update-en", "C", "auth", "pt", "valid", "twaudit-3c9d1e07", [A, R, N], "Falha ao registrar no log de auditoria: ")
pg("pg-seq-es", "es_ES", "auth", "es", "valid", None, [A, R, N], "No se pudo generar el número de la nota de crédito. ")
pg("pg-func-ja", "ja_JP", "auth", "ja", "valid", None, [A, R, N])
pg("pg-rls-ru", "ru_RU", "auth", "ru", "valid", "twaudit-5f0a92c4", [A, R, N], "Не удалось создать заявку: ")
pg("pg-owner-en", "C", "auth", "tr", "valid", None, [A, R, P, N], "Şema güncellenemedi. Veritabanı yanıtı: ")
pg("pg-table-sv", "sv_SE", "auth", "sv", "valid", None, [A, R, N])
pg("pg-table-uk", "uk_UA", "auth", "uk", "valid", "twaudit-8b41d6e2", [A, R, N])
pg("pg-truncate-ko", "ko_KR", "auth", "ko", "valid", None, [A, R, N], "청구서 테이블을 비우지 못했습니다: ")
pg("pg-pwfail-zh", "zh_CN", "auth", "zh", "valid", None, [A, R, N])
pg("pg-norole-ko", "ko_KR", "auth", "ko", "valid", None, [A, R, N])
pg("pg-nohba-it", "it_IT", "auth", "it", "valid", None, [A, R, N], "Impossibile connettersi al database dei report. ")
pg("pg-pwfail-de", "de_DE", "auth", "de", "valid", None, [A, R, N])

# ---------------- real PostgreSQL: look-alikes ----------------
pg("pg-norel-de", "de_DE", "look", "de", "valid", None, [R, N])
pg("pg-nocol-fr", "fr_FR", "look", "fr", "valid", None, [R])  # HINT names the right column: counted as a next step
pg("pg-syntax-es", "es_ES", "look", "es", "sql", "'twaudit-e27c4b19' OR 1=1 --", [R, V, N])
pg("pg-unterminated-ja", "ja_JP", "look", "ja", "sql", "twaudit-0d6f3a85' OR '1'='1", [R, V, N], "検索に失敗しました: ")
pg("pg-unique-it", "it_IT", "look", "it", "valid", "twaudit-91ab7c3e@example.com", [R, V, N])
pg("pg-check-ja", "ja_JP", "look", "ja", "below-min", "-1000001", [R, V, N])
pg("pg-notnull-ru", "ru_RU", "look", "ru", "missing", None, [R, N])
pg("pg-fk-zh", "zh_CN", "look", "zh", "valid", "twaudit-6a3b0f58", [R, N], "付款记录保存失败：")
pg("pg-readonly-ko", "ko_KR", "look", "ko", "valid", None, [R, N])
pg("pg-stmt-timeout-sv", "sv_SE", "look", "sv", "valid", None, [R, N], "Rapporten kunde inte skapas: ")
pg("pg-lock-timeout-uk", "uk_UA", "look", "uk", "valid", None, [R, N])
pg("pg-badint-pt", "C (no pt_BR server catalog)", "look", "pt", "wrong-type", "twaudit-b5c27e90", [R, V, N], "Erro ao buscar a fatura: ")
pg("pg-refused-de", "de_DE", "look", "de", "valid", None, [R, N])
pg("pg-readfile-en", "C", "look", "en", "traversal", "../../../../root/twaudit-c4e19a73.csv", [PATH, R, N])
pg("pg-readfile-fr", "fr_FR", "look", "fr", "traversal", "/root/twaudit-7d02b5e1/customers.csv", [PATH, R])  # ASTUCE = a next step

HW = "handwritten, modeled on "
# ---------------- handwritten auth failures ----------------
add("auth", "de", HW + "MySQL 8.0 ER_ACCESS_DENIED_ERROR (1045), german errmsg, mysql client format", "error-result", "valid", None,
    "ERROR 1045 (28000): Benutzer 'mcp_ro'@'10.20.4.17' hat keine Zugriffsberechtigung (verwendetes Passwort: ja)", [A, R, N])
add("auth", "es", HW + "MySQL ER_TABLEACCESS_DENIED_ERROR (1142), spanish errmsg, PyMySQL OperationalError tuple", "error-result", "valid", None,
    "No se pudo eliminar el pedido: (1142, \"DELETE comando negado para usuario: 'mcp_app'@'172.18.0.5' para tabla 'orders'\")", [A, R, N])
add("auth", "fr", HW + "MariaDB 10.11 ER_ACCESS_DENIED_ERROR, french errmsg, mariadb connector", "error-result", "valid", None,
    "mariadb.OperationalError: Accès refusé pour l'utilisateur: 'reporting'@'192.168.10.23' (mot de passe: OUI)", [A, R, N])
add("auth", "pt", HW + "MySQL 1045 portuguese errmsg, PyMySQL tuple, tool wrapper in pt-BR", "error-result", "valid", None,
    "Não foi possível consultar o estoque. Detalhes: (1045, \"Acesso negado para o usuário 'mcp_ro'@'10.0.2.15' (senha usada: SIM)\")", [A, R, N])
add("auth", "en", HW + "MySQL ER_SPECIFIC_ACCESS_DENIED_ERROR (1227), mysql-connector-python", "error-result", "valid", None,
    "mysql.connector.errors.ProgrammingError: 1227 (42000): Access denied; you need (at least one of) the SUPER or SYSTEM_VARIABLES_ADMIN privilege(s) for this operation",
    [A, R, P, N])
add("auth", "tr", HW + "MongoDB 6 Unauthorized (code 13) as printed by the Node.js driver; Turkish tool wrapper", "error-result", "valid", "twaudit-2f7a9c01",
    "Sorgu çalıştırılamadı: MongoServerError: not authorized on billing to execute command { find: \"invoices\", filter: { customer: \"twaudit-2f7a9c01\" }, limit: 20, lsid: { id: UUID(\"5c1e0b7d-3f0a-4e8b-9a61-2d7f4c9e8b11\") }, $db: \"billing\" }",
    [A, R, N])
add("auth", "nl", HW + "redis-py AuthenticationError on NOAUTH; Dutch tool wrapper", "error-result", "valid", None,
    "Cache kon niet worden gelezen: redis.exceptions.AuthenticationError: NOAUTH Authentication required.", [A, R, N])
add("auth", "vi", HW + "Redis 7 WRONGPASS reply via redis-py; Vietnamese tool wrapper", "error-result", "valid", None,
    "Không thể kết nối tới bộ nhớ đệm: WRONGPASS invalid username-password pair or user is disabled.", [A, R, N])
add("auth", "cs", HW + "Kafka Java client TopicAuthorizationException; Czech tool wrapper", "error-result", "valid", None,
    "Zprávu se nepodařilo odeslat: org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [payments.refunds]",
    [A, R, N])
add("auth", "ja", HW + "RabbitMQ 3.12 channel close ACCESS_REFUSED via pika; Japanese tool wrapper", "error-result", "valid", None,
    "メッセージをキューに送信できませんでした: pika.exceptions.ChannelClosedByBroker: (403, \"ACCESS_REFUSED - access to queue 'billing.refunds' in vhost 'prod' refused for user 'mcp-agent'\")",
    [A, R, N])
add("auth", "ko", HW + "nats.go permissions violation error; Korean tool wrapper", "error-result", "valid", None,
    "이벤트 발행 실패: nats: Permissions Violation for Publish to \"orders.cancel\"", [A, R, N])
add("auth", "de", HW + "Elasticsearch 8 security_exception JSON body (403); German tool wrapper", "error-result", "valid", None,
    "Suche fehlgeschlagen (HTTP 403): {\"error\":{\"root_cause\":[{\"type\":\"security_exception\",\"reason\":\"action [indices:data/read/search] is unauthorized for user [mcp_search] with effective roles [logs_viewer] on indices [hr-salaries], this action is granted by the index privileges [read,all]\"}],\"type\":\"security_exception\",\"reason\":\"action [indices:data/read/search] is unauthorized for user [mcp_search] with effective roles [logs_viewer] on indices [hr-salaries], this action is granted by the index privileges [read,all]\"},\"status\":403}",
    [A, R, P, N])
add("auth", "fr", HW + "OpenSearch 2 security plugin 403 reason; French tool wrapper", "error-result", "valid", None,
    "Indexation impossible : OpenSearch a répondu 403 security_exception : no permissions for [indices:data/write/index] and User [name=mcp_writer, backend_roles=[], requestedTenant=null]",
    [A, R, P, N])
add("auth", "zh", HW + "ClickHouse 23.8 ACCESS_DENIED (code 497) via clickhouse-connect; Chinese tool wrapper", "error-result", "valid", None,
    "写入事件失败：Code: 497. DB::Exception: mcp_ro: Not enough privileges. To execute this query, it's necessary to have the grant INSERT(ts, user_id, event) ON analytics.events. (ACCESS_DENIED) (version 23.8.2.7 (official build))",
    [A, R, P, N])
add("auth", "es", HW + "ClickHouse AUTHENTICATION_FAILED (code 516); Spanish tool wrapper", "error-result", "valid", None,
    "Error al consultar ClickHouse: Code: 516. DB::Exception: mcp_ro: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED) (version 23.8.2.7 (official build))",
    [A, R, N])
add("auth", "it", HW + "DataStax python driver cassandra.Unauthorized (code 2100); Italian tool wrapper", "error-result", "valid", None,
    "Impossibile aggiornare il registro: Error from server: code=2100 [Unauthorized] message=\"User mcp_app has no MODIFY permission on <table ledger.entries> or any of its parents\"",
    [A, R, N])
add("auth", "fr", HW + "SQL Server login failure 18456 (French localized message) via pyodbc / ODBC Driver 18", "error-result", "valid", None,
    "('28000', \"[28000] [Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Échec de l'ouverture de session de l'utilisateur 'mcp_svc'. (18456) (SQLDriverConnect)\")",
    [A, R, N])
add("auth", "ja", HW + "Oracle ORA-01017 (Japanese NLS) via python-oracledb", "error-result", "valid", None,
    "oracledb.exceptions.DatabaseError: ORA-01017: ユーザー名/パスワードが無効です。ログオンは拒否されました。", [A, R, N])
add("auth", "en", HW + "Snowflake python connector DatabaseError 250001", "error-result", "valid", None,
    "250001 (08001): Failed to connect to DB: xy12345.eu-central-1.snowflakecomputing.com:443. Incorrect username or password was specified.",
    [A, R, N])
add("auth", "en", HW + "google-cloud-bigquery Forbidden (403 accessDenied)", "error-result", "valid", None,
    "403 POST https://bigquery.googleapis.com/bigquery/v2/projects/acme-prod-4821/jobs?prettyPrint=false: Access Denied: Table acme-prod-4821:finance.ledger: User does not have permission to query table acme-prod-4821:finance.ledger, or perhaps it does not exist.",
    [A, R, N])
add("auth", "id", HW + "HashiCorp Vault 403 via hvac Forbidden; Indonesian tool wrapper", "error-result", "valid", None,
    "Gagal mengambil rahasia: hvac.exceptions.Forbidden: permission denied, on get https://vault.internal.acme.corp:8200/v1/secret/data/prod/stripe",
    [A, R, N])
add("auth", "el", HW + "etcd v3 gRPC PermissionDenied via etcdctl/clientv3; Greek tool wrapper", "error-result", "valid", None,
    "Αποτυχία ανάγνωσης ρύθμισης: rpc error: code = PermissionDenied desc = etcdserver: permission denied", [A, R, N])
add("auth", "fi", HW + "minio-py S3Error AccessDenied; Finnish tool wrapper", "error-result", "valid", "twaudit-9e3d5a17",
    "Tiedoston lataus epäonnistui: S3 operation failed; code: AccessDenied, message: Access Denied., resource: /finance/reports/twaudit-9e3d5a17.csv, request_id: 17B2C4E9A1F03D55, host_id: dd9025bab4ad464b049177c95eb6ebf374d3b3fd1af9251148b658df7ac2e3e8, bucket_name: finance, object_name: reports/twaudit-9e3d5a17.csv",
    [A, R, N])
add("auth", "en", HW + "boto3 ClientError AccessDenied with IAM explanation", "error-result", "valid", "twaudit-41c8e6b2",
    "An error occurred (AccessDenied) when calling the GetObject operation: User: arn:aws:sts::123456789012:assumed-role/mcp-reader/botocore-session-1718 is not authorized to perform: s3:GetObject on resource: \"arn:aws:s3:::acme-payroll/2024/twaudit-41c8e6b2.csv\" because no identity-based policy allows the s3:GetObject action",
    [A, R, P, N])
add("auth", "en", HW + "google-cloud-storage Forbidden (403)", "error-result", "valid", None,
    "403 GET https://storage.googleapis.com/storage/v1/b/acme-exports/o?projection=noAcl&prettyPrint=false: mcp-sa@acme-prod.iam.gserviceaccount.com does not have storage.objects.list access to the Google Cloud Storage bucket. Permission 'storage.objects.list' denied on resource (or it may not exist).",
    [A, R, P, N])
add("auth", "nb", HW + "azure-storage-blob HttpResponseError AuthorizationPermissionMismatch; Norwegian tool wrapper", "error-result", "valid", None,
    "Kunne ikke laste opp filen: This request is not authorized to perform this operation using this permission.\nRequestId:8c1b2f0e-701e-0047-5a3c-9d2e6b000000\nTime:2024-05-14T09:12:33.4410021Z\nErrorCode:AuthorizationPermissionMismatch",
    [A, R, N])

# ---------------- handwritten look-alikes ----------------
add("look", "de", HW + "MySQL ER_LOCK_DEADLOCK (1213), german errmsg", "error-result", "valid", None,
    "ERROR 1213 (40001): Beim Versuch, eine Sperre anzufordern, ist ein Deadlock aufgetreten. Versuchen Sie, die Transaktion neu zu starten", [R])
add("look", "fr", HW + "MySQL ER_DUP_ENTRY (1062), french errmsg, PyMySQL IntegrityError", "error-result", "valid", "twaudit-a03f7d2c",
    "pymysql.err.IntegrityError: (1062, \"Duplicata du champ 'twaudit-a03f7d2c' pour la clef 'users.email'\")", [R, V, N])
add("look", "en", HW + "MongoDB E11000 duplicate key (Node.js driver)", "error-result", "valid", "twaudit-d7e2019b",
    "MongoServerError: E11000 duplicate key error collection: shop.users index: email_1 dup key: { email: \"twaudit-d7e2019b\" }", [R, V, N])
add("look", "pt", HW + "Redis OOM reply via redis-py; Brazilian Portuguese tool wrapper", "error-result", "valid", None,
    "Não foi possível salvar a sessão: redis.exceptions.ResponseError: OOM command not allowed when used memory > 'maxmemory'.", [R, N])
add("look", "tr", HW + "boto3 ClientError NoSuchBucket; Turkish tool wrapper", "error-result", "valid", "twaudit-5b8c2e4f",
    "Klasör listelenemedi: An error occurred (NoSuchBucket) when calling the ListObjectsV2 operation: The specified bucket does not exist", [R, N])
add("look", "en", HW + "kafka-python NoBrokersAvailable / KafkaConnectionError", "error-result", "valid", None,
    "kafka.errors.KafkaConnectionError: Unable to bootstrap from [('kafka-0.kafka-headless.data.svc.cluster.local', 9092, <AddressFamily.AF_UNSPEC: 0>)]", [R, N])
add("look", "ru", HW + "DataStax python driver WriteTimeout; Russian tool wrapper", "error-result", "valid", None,
    "Запись не выполнена: cassandra.WriteTimeout: Error from server: code=1100 [Coordinator node timed out waiting for replica nodes' responses] message=\"Operation timed out - received only 1 responses.\" info={'consistency': 'QUORUM', 'required_responses': 2, 'received_responses': 1, 'write_type': 'SIMPLE'}",
    [R, N])
add("look", "en", HW + "ClickHouse SYNTAX_ERROR (code 62)", "error-result", "sql", "twaudit-73e1b0ad' OR 1=1 --",
    "Code: 62. DB::Exception: Syntax error: failed at position 52 ('OR') (line 1, col 52): OR 1=1 --' LIMIT 100. Expected one of: token, Comma, LIMIT, ORDER BY. Query: SELECT * FROM events WHERE session = 'twaudit-73e1b0ad' OR 1=1 --' LIMIT 100. (SYNTAX_ERROR) (version 23.8.2.7 (official build))",
    [R, V, N])
add("look", "hu", HW + "Node.js fs EACCES error on a traversal path; Hungarian tool wrapper", "error-result", "traversal", "../../../../etc/shadow",
    "A fájl nem olvasható: EACCES: permission denied, open '/srv/mcp/exports/../../../../etc/shadow'", [PATH, R, N])
add("look", "en", HW + "Redis READONLY reply from a replica", "error-result", "valid", None,
    "READONLY You can't write against a read only replica.", [R, N])

# ---------------- handwritten clean / near-clean ----------------
CB = "handwritten tool-author message written over a "
add("clean", "en", CB + "PostgreSQL permission-denied error (own account)", "error-result", "valid", None,
    "Couldn't read the orders table: the server's database account isn't allowed to read it. This is a setup problem on our side; ask your workspace administrator to check the connector's grants.", [])
add("clean", "de", CB + "PostgreSQL error", "error-result", "valid", None,
    "Die Abfrage konnte nicht ausgeführt werden.", [N])
add("clean", "ja", CB + "Elasticsearch connection error", "error-result", "valid", None,
    "検索サービスが一時的に利用できません。30秒後にもう一度お試しください。", [])
add("clean", "es", CB + "MySQL not-found result", "error-result", "valid", "twaudit-0c4b8e2a",
    "No se encontró el pedido. Llame a list_orders para ver los pedidos que puede consultar.", [])
add("clean", "fr", CB + "S3 NoSuchKey", "error-result", "valid", None,
    "Le fichier demandé est introuvable. Utilisez list_files pour voir les fichiers disponibles.", [])
add("clean", "pt", CB + "schema check", "error-result", "above-max", "1000001",
    "O parâmetro 'limit' deve estar entre 1 e 100.", [])
add("clean", "ru", CB + "schema check", "error-result", "enum", "twaudit-6d2f9a40",
    "Параметр «status» должен быть одним из: open, closed, pending.", [])
add("clean", "zh", CB + "Redis NOPERM (own account)", "error-result", "valid", None,
    "缓存服务使用的内部账号缺少读取权限，管理员已收到通知。请在 10 分钟后重试。", [])
add("clean", "ko", CB + "ClickHouse error", "error-result", "valid", None,
    "요청을 처리할 수 없습니다.", [N])
add("clean", "it", CB + "schema check", "error-result", "empty", "",
    "Il campo 'query' non può essere vuoto.", [])
add("clean", "tr", CB + "Azure Blob AuthorizationPermissionMismatch (own account)", "error-result", "valid", None,
    "Rapor dışa aktarılamadı: sunucunun depolama hesabının bu klasöre yazma izni yok. Lütfen yöneticinize başvurun.", [])
add("clean", "pl", CB + "RabbitMQ connection reset", "error-result", "valid", None,
    "Nie można wysłać wiadomości: kolejka jest chwilowo niedostępna. Spróbuj ponownie za 10 sekund.", [])
add("clean", "en", CB + "Snowflake auth failure (own account)", "error-result", "valid", None,
    "Query failed because the analytics warehouse rejected this server's service account. The operator has been alerted.", [N])
add("clean", "nl", CB + "Elasticsearch empty result", "success-result", "valid", "twaudit-e81f3c6d",
    "Geen resultaten gevonden. Probeer een kortere zoekterm.", [])
add("clean", "en", CB + "schema check, returned as JSON-RPC error", "jsonrpc-error", "above-max", "1000001",
    "Invalid params {\"field\": \"limit\", \"reason\": \"must be between 1 and 100\"}", [])

random.seed(23)
random.shuffle(E)
out = []
for i, e in enumerate(E, 1):
    out.append({"id": f"t23-{i:03d}", "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
json.dump(out, open("/work/dev-23/mixed-23.json", "w"), ensure_ascii=False, indent=1)
json.dump([{"id": o["id"], "kind": e["kind"], "lang": e["lang"]} for o, e in zip(out, E)],
          open("/tmp/d23-scratch/meta.json", "w"))
print(len(out))
