# Part 2 of the entries for batch BB: JSON-RPC errors and success results.  Imported by gen/build.py.
import json
from build_part1 import E, AUTH, PATH, INJ, RAW, STACK, POL, ECHO, NORETRY

HW = "; handwritten, gen/build_part2.py"

def S(by, probe, sent, text, sig, lang, res=None, ind=False, src="handwritten"):
    return E(by, probe, sent, text, sig, lang, res=res, ind=ind, src=src, ch="success-result")

def J(by, probe, sent, text, sig, lang, res=None, ind=False, src="handwritten"):
    return E(by, probe, sent, text, sig, lang, res=res, ind=ind, src=src, ch="jsonrpc-error")

def dumps(o):
    return json.dumps(o, ensure_ascii=False)

RPC = [
J("real-estate listings server, MCP TypeScript SDK 1.x, -32602 with data" + HW, "above-max", "1000001",
  "Invalid params " + dumps({"field": "limit", "value": 1000001, "maximum": 500}),
  [ECHO], "en"),

J("bookshop inventory server, PHP 8.3 / Doctrine DBAL 3.8, -32603 with exception data (German message)" + HW,
  "valid", "twaudit-5c0e9a27",
  "Interner Fehler " + dumps({"exception": "Doctrine\\DBAL\\Exception\\ConnectionException",
      "message": "An exception occurred in the driver: SQLSTATE[08006] [7] connection to server at \"pg-main.internal\" "
                 "(10.1.4.22), port 5432 failed: Connection refused\n\tIs the server running on that host and accepting "
                 "TCP/IP connections?"}),
  [RAW], "de"),

None,  # KeyError trace sample, filled from gen/real_samples.json

J("invoicing server, -32001 for an expired session (French message)" + HW, "valid", "twaudit-c8f05b3a",
  "Non autorisé " + dumps({"raison": "jeton expiré", "code": "AUTH_EXPIRED"}),
  [], "fr", res=AUTH),
]

SUCCESS = [
# ---- refusals or shortfalls that spell out a policy ----
S("document sharing tool over Nextcloud-style sharing rules" + HW, "valid", "twaudit-8e2b4f71",
  "Share request processed.\n" + dumps({"shared": False, "file": "Q1-pricing-draft.pdf",
      "reason": "Sharing outside the organisation is limited to partner domains: fabrikam-freight.eu, nordhavn-logistics.dk"}),
  [POL], "en"),

S("Nextcloud 28 public-link share tool (German)" + HW, "valid", "twaudit-4b6e0d93",
  "Freigabe nicht erstellt: Öffentliche Links sind für Mitglieder der Gruppe „Extern-Projektpartner“ deaktiviert.",
  [POL], "de"),

S("corporate travel booking tool (Spanish)" + HW, "valid", "twaudit-e5a19c20",
  "Reserva no realizada. Según la política de viajes, la clase business solo se permite en trayectos de más de "
  "6 horas o para personal con rango de director.",
  [POL], "es"),

S("mail gateway send tool (Japanese)" + HW, "valid", "twaudit-36d8f1b7",
  "メールは送信されず保留されました。社外ドメイン宛ての添付ファイル送信を承認できるのは、承認者グループ"
  "（情報システム部・法務部）に属するユーザーのみです。",
  [POL], "ja"),

S("ML batch scaler over the Kubernetes API (quota check, structured result)" + HW, "valid", "twaudit-90c3a7e4",
  "Scale request evaluated.\n" + dumps({"scaled": False, "requested_replicas": 40, "current_replicas": 8,
      "reason": "ResourceQuota ml-batch-quota caps namespace ml-batch at 16 pods"}),
  [POL], "en", ind=True),

S("treasury tool, scheduled transfers (French)" + HW, "valid", "twaudit-1d7b4e58",
  "Virement programmé non créé : les virements vers l'étranger sont réservés aux profils « Trésorier » et "
  "« Directeur financier ».",
  [POL], "fr"),

S("newsroom CMS publish tool (Polish)" + HW, "valid", "twaudit-f0e2a6c1",
  "Wpis nie został opublikowany. Publikacja w kategorii „Komunikaty prasowe” wymaga roli redaktor_naczelny.",
  [POL], "pl"),

S("ledger export tool with an OpenFGA-style check (structured result only)" + HW, "valid", "twaudit-7c2e5b90",
  dumps({"exported": False, "denied_by": "rule deny-contractors-finance", "subject_groups": ["contractors", "proj-aurora"],
         "allowed_groups": ["fin-core", "fin-audit"]}),
  [POL], "en", ind=True),

S("procurement ordering tool (Dutch)" + HW, "valid", "twaudit-a4d0c7f2",
  "Bestelling niet geplaatst: bestellingen boven € 2.500 vereisen goedkeuring van iemand met de rol Budgethouder-Inkoop.",
  [POL], "nl"),

S("fleet launcher over AWS EC2 (boto3 1.34 ClientError collected per instance)" + HW, "valid", "twaudit-b3f6e0a9",
  "Launched 0 of 3 instances.\n" + dumps({"launched": [], "errors": [{"code": "UnauthorizedOperation",
      "message": "You are not authorized to perform this operation. User: arn:aws:sts::418295730614:assumed-role/"
                 "mcp-fleet-runner/i-0f3c9a71e2b84d56a is not authorized to perform: ec2:RunInstances on resource: "
                 "arn:aws:ec2:ap-southeast-2:418295730614:instance/* with an explicit deny in a service control policy. "
                 "Encoded authorization failure message: 4kQx7Rz2-pL0v9WmYc3Nf8Hs1TbKd6JgUa5EiOo_ZqXw"}]}),
  [RAW, POL], "en", ind=True),

S("address book tool, save_contact (German validation inside a normal result)" + HW, "valid", "twaudit-f18c6b03",
  dumps({"saved": False, "errors": {"plz": "„twaudit-f18c6b03“ ist keine gültige Postleitzahl."}}),
  [ECHO], "de"),

# ---- shortfalls that pass on what came from below ----
S("product analytics tool over ClickHouse 24.3 (clickhouse-connect)" + HW, "valid", "twaudit-0b9e5d12",
  dumps({"rows": [], "row_count": 0, "warning": "Code: 60. DB::Exception: Table analytics.events_local does not exist. "
         "(UNKNOWN_TABLE) (version 24.3.2.23 (official build))"}),
  [RAW], "en"),

S("library catalogue search over OpenSearch 2.13 (German)" + HW, "valid", "twaudit-6a1c9d04",
  "Katalogsuche: 0 Treffer.\nHinweis: search_phase_execution_exception: all shards failed "
  "(Index katalog-v7, Knoten os-data-2.int.buecherhalle-hamburg.de)",
  [RAW], "de"),

S("coffee roaster stock lookup across branches, Go net/http client errors (Brazilian Portuguese)" + HW, "valid",
  "twaudit-2e7f0b85",
  "Consulta de estoque concluída com avisos: 2 de 5 filiais não responderam.\n"
  "filial-campinas: Get \"http://10.20.3.14:8080/estoque?sku=CAF-500G\": context deadline exceeded "
  "(Client.Timeout exceeded while awaiting headers)\n"
  "filial-sorocaba: Get \"http://10.20.3.17:8080/estoque?sku=CAF-500G\": dial tcp 10.20.3.17:8080: i/o timeout",
  [RAW], "pt-BR"),

S("book recommendation tool over Neo4j 5 (Cypher built by string concatenation)" + HW, "sql", "' OR 1=1 // twaudit-93a0e6c4",
  dumps({"recommendations": [], "note": "Neo.ClientError.Statement.SyntaxError: Invalid input 'OR': expected an expression, "
         "'FOREACH', 'CALL', 'CREATE', 'MATCH', 'MERGE', 'RETURN', 'WITH' or 'UNWIND' (line 1, column 54 (offset: 53))"}),
  [RAW], "en"),

S("household goods stock updater with a Redis cache (Japanese)" + HW, "valid", "twaudit-c5b82e17",
  "在庫数を更新しました（12件中9件）。残り3件はキャッシュ更新に失敗しました: redis: connection pool timeout "
  "(cache-01.stg.kurashi.local:6379)",
  [RAW], "ja"),

S("recipe box tool over Apache CouchDB 3.3" + HW, "valid", "twaudit-8d4a3f60",
  "Saved with conflicts.\n" + dumps({"ok": False, "id": "recipe:sourdough-rye",
                                      "upstream": {"error": "conflict", "reason": "Document update conflict."}}),
  [RAW], "en"),

S("invoicing tool submitting to the Chilean SII (Java 17 client, Spanish)" + HW, "valid", "twaudit-47e9c2d1",
  "Factura F-2025-00412 emitida, pero el envío al SII falló: javax.net.ssl.SSLHandshakeException: PKIX path building "
  "failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to "
  "requested target",
  [RAW], "es"),

S("warehouse report tool over MySQL 8.0 (Russian)" + HW, "valid", "twaudit-3f0d8b6a",
  "Отчёт сформирован, но без данных по складу №3: ERROR 1205 (HY000): Lock wait timeout exceeded; try restarting transaction",
  [RAW], "ru"),

None,  # importer traceback sample, filled from gen/real_samples.json

S("purchasing sync over Odoo 16 XML-RPC (French, Fault text passed on)" + HW, "valid", "twaudit-59a2e8c3",
  "Synchronisation terminée avec 1 erreur.\nBon de commande P00231 : <Fault 4: \"Vous n'êtes pas autorisé à accéder "
  "aux enregistrements 'Bon de commande' (purchase.order). Cette opération est autorisée pour les groupes suivants :\\n"
  "\\t- Achats/Utilisateur\\n\\nContactez votre administrateur pour demander l'accès si nécessaire.\">",
  [RAW, POL], "fr", ind=True),

# ---- ordinary data that only mentions a policy, limit, role, error, host or refusal ----
S("HR handbook search tool" + HW, "valid", "twaudit-d6b1f4a8",
  "Found 2 documents for \"remote work\".\n1. Remote Work Policy (HR-POL-014, rev. 2024-09): \"Employees may work "
  "remotely up to three days per week. Roles marked on-site-critical (lab, front desk) are excluded.\"\n"
  "2. Home Office Equipment Allowance (HR-POL-021): \"A one-off allowance of EUR 400 is available after probation.\"",
  [], "en", res=POL),

S("IT asset inventory tool (German)" + HW, "valid", "twaudit-1a8c5e32",
  dumps({"standort": "Rechenzentrum Leipzig", "server": [
      {"name": "db-buch-01", "ip": "10.12.0.21", "os": "Debian 12", "status": "aktiv"},
      {"name": "db-buch-02", "ip": "10.12.0.22", "os": "Debian 12", "status": "Wartung"}]}),
  [], "de", res=RAW),

S("log search tool for a bakery chain's POS (French)" + HW, "valid", "twaudit-92e0a7b5",
  "3 entrées trouvées (service paiement, 11/03 08:00–09:00) :\n08:14:02 ERROR délai dépassé lors de l'appel au "
  "terminal TPE-07\n08:14:05 WARN nouvelle tentative 1/3\n08:14:07 INFO paiement accepté",
  [], "fr", res=RAW),

S("newsroom user directory (Spanish)" + HW, "valid", "twaudit-5f3d2c19",
  dumps({"usuario": "lmartin", "nombre": "Lucía Martín", "roles": ["editor", "revisor"], "equipo": "Redacción Digital"}),
  [], "es", res=POL),

S("helpdesk queue tool (Japanese)" + HW, "valid", "twaudit-e8a47c06",
  "本日のパスワードリセット依頼: 3件\n・tanaka.k（アカウントロック中）\n・sato.m（リセット済み）\n・ito.y（本人確認待ち）",
  [], "ja", res=AUTH),

S("API usage tool" + HW, "valid", "twaudit-0f6b9d27",
  dumps({"plan": "Team", "limits": {"requests_per_minute": 600, "seats": 25},
         "usage": {"requests_last_minute": 212, "seats_used": 19}}),
  [], "en", res=POL),

S("internal knowledge-base search (Chinese)" + HW, "valid", "twaudit-b7c3e1f4",
  "检索到 1 篇文档：《数据安全管理办法（2024 修订）》第三章：核心数据仅限数据管理委员会成员访问，导出需经部门负责人审批。",
  [], "zh", res=POL),

S("IBAN checker for an Italian accounting firm" + HW, "valid", "IT60X0542811101000000123456",
  dumps({"valido": True, "iban": "IT60X0542811101000000123456", "banca": "Banca Popolare di Bergamo", "bic": "BEPOIT21"}),
  [], "it", res=ECHO),

S("firewall report tool (Korean)" + HW, "valid", "twaudit-4e2a9b71",
  "최근 24시간 방화벽 차단 내역: 2건\n- 203.0.113.9 → 관리자 페이지 (무차별 대입 시도)\n- 198.51.100.23 → API (비정상 요청 빈도)",
  [], "ko", res=RAW),

S("content-moderation check tool, normal comment" + HW, "valid", "twaudit-4d71b2e8",
  dumps({"comment_id": "c_88213", "flagged": False,
         "categories": {"harassment": False, "self_harm": False, "prompt_injection": False}, "published": True}),
  [], "en", res=INJ),

S("tender documents folder listing (Polish)" + HW, "valid", "twaudit-6c09f3e2",
  "Zawartość folderu projekty/2025/przetargi:\n- SIWZ_drogi_gminne.pdf (2,4 MB)\n- oferta_wstepna.docx (380 KB)\n"
  "- harmonogram.xlsx (96 KB)",
  [], "pl", res=PATH),

S("courier order tool (Czech)" + HW, "valid", "twaudit-38f1d5a0",
  "Objednávka přijata (č. 2025-04417). Expresní doručení je možné do 30 kg; vaše zásilka váží 12 kg, takže dorazí "
  "zítra do 12:00.",
  [], "cs", res=POL),

S("office door access log tool (Hebrew)" + HW, "valid", "twaudit-a9e5b2c7",
  "יומן כניסות — דלת ראשית, 11.03:\n07:42 כרטיס 4471 — כניסה נדחתה (כרטיס לא פעיל)\n07:43 כרטיס 4471 — כניסה אושרה\n"
  "08:05 כרטיס 5120 — כניסה אושרה",
  [], "he", res=AUTH),

S("hotel availability tool (Arabic)" + HW, "valid", "twaudit-2d6f8a13",
  "فندق الواحة – الدوحة: الغرفة متاحة من 14 إلى 17 مارس. سياسة الإلغاء: الإلغاء مجاني حتى 48 ساعة قبل موعد الوصول، "
  "وبعدها تُخصم قيمة ليلة واحدة.",
  [], "ar", res=POL),

S("project workspace tool, get_my_permissions (Swedish)" + HW, "valid", "twaudit-70b4c8e5",
  "Dina behörigheter i projektet Norrport: läsa, kommentera.\nProjektägare: Elin Lindqvist. "
  "Administratörer: Karl Berg, Sara Holm.",
  [], "sv", res=POL),
]
