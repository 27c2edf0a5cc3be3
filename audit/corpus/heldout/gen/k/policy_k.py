"""Batch K, policy file: failures that spell out a policy's boundary, and look-alikes.

Run: python3 gen/policy_k.py
Signal letters as in gen/auth_k.py.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import build, write  # noqa: E402

SCRIPT = "gen/policy_k.py"
rows = []


def e(id, lang, by, ch, probe, sent, sig, text):
    rows.append(dict(id=id, lang=lang, by=by, ch=ch, probe=probe, sent=sent, sig=sig, text=text))


ER, SR, JR = "error-result", "success-result", "jsonrpc-error"

# ------------------------------------------------------------------ positives, English
e("k-pol-shipping-countries", "en", "style:e-commerce checkout API", ER, "valid", "{C}", "E",
  "We can only ship this item to addresses in the United States, Canada and Mexico, and the delivery "
  "address is in Brazil.")
e("k-pol-db-region-enum", "en", "style:managed database console (data-residency rule)", ER, "enum", "{C}", "EV",
  "Region '{C}' isn't permitted for new databases. Your organization's data-residency rule allows "
  "eu-west-1 and eu-central-1 only.")
e("k-pol-fs-two-roots", "en", "style:file-reading tool of a coding assistant", ER, "traversal",
  "../../../../etc/{C}", "PREV",
  "Reads are limited to the project folder /srv/projects/acme and the shared templates in /srv/templates; "
  "'../../../../etc/{C}' resolves outside both.")
e("k-pol-invite-domains", "en", "style:team chat workspace invitations", ER, "valid", "{C}@gmail.com", "E",
  "Invitations can only go to addresses at acme.com or acme.co.uk. Ask a workspace owner to add another "
  "domain to the allow list.")
e("k-pol-branch-protection", "en", "style:code hosting merge API", ER, "valid", "{C}", "E",
  "main is protected: a merge needs two approving reviews and passing checks, and this pull request has "
  "one review.")
e("k-pol-meal-cap", "en", "style:corporate expense management", ER, "valid", "{C}", "E",
  "Meal claims are capped at EUR 45 per person per day; this one works out to EUR 62 per person. Split the "
  "claim or attach a manager's exception.")
e("k-pol-deploy-freeze", "en", "style:CI/CD deployment service", ER, "valid", "{C}", "E",
  "Production deploys are blocked on Fridays after 14:00 UTC and over the weekend. Schedule this one for "
  "Monday morning.")
e("k-pol-export-rows", "en", "style:analytics warehouse export", ER, "valid", "{C}", "E",
  "An export can hold at most 50,000 rows and this query matches 212,400. Narrow the date range or add a "
  "filter.")
e("k-pol-fetch-hosts", "en", "style:web fetch tool with an egress allow list", ER, "valid",
  "https://{C}.example.net/", "E",
  "This fetcher only contacts hosts on its allow list: api.github.com, *.atlassian.net and hooks.slack.com.")
e("k-pol-jsonrpc-roles", "en", "style:MCP server protocol error with role data", JR, "valid", "{C}", "E",
  'Insufficient role\n{"required_role":"billing_admin","your_roles":["viewer","support"]}')
e("k-pol-k8s-namespaces", "en", "style:Kubernetes operations assistant", ER, "valid", "{C}", "E",
  "This assistant may only change resources in the staging, qa and preview namespaces.")
e("k-pol-new-account-hold", "en", "style:money transfer service risk rules", ER, "valid", "{C}", "E",
  "Payment not sent: transfers over 500 USD from accounts younger than 30 days go to manual review. It "
  "will be released or rejected within one business day.")
e("k-pol-schedule-ii", "en", "style:e-prescribing service", ER, "valid", "{C}", "E",
  "Schedule II controlled substances can't be renewed through this tool. Ask the prescriber for a new "
  "written prescription.")
e("k-pol-grade-change", "en", "style:university student information system", ER, "valid", "{C}", "AEN",
  "Grades can be changed only by the instructor of record or the registrar's office, and only within 30 "
  "days after the term ends.")
e("k-pol-whatsapp-window", "en", "style:WhatsApp Business messaging platform", ER, "valid", "{C}", "E",
  "More than 24 hours have passed since this customer last wrote, so only a pre-approved message template "
  "can be sent now. Pick one with list_templates.")
e("k-pol-refund-scope", "en", "style:commerce API token scopes", ER, "valid", "{C}", "AEN",
  "This token carries read:orders, but issuing refunds needs write:refunds.")
e("k-pol-post-media", "en", "style:social media publishing API", ER, "valid", "{C}", "E",
  "A post can carry at most 4 images or 1 video; this one has 6 images.")
e("k-pol-delivery-radius", "en", "style:grocery delivery app", ER, "valid", "{C}", "E",
  "We only deliver within 8 km of the store, and this address is 11.3 km away.")
e("k-pol-daily-transfer", "en", "style:UK retail bank app", ER, "valid", "{C}", "E",
  "You can send up to GBP 2,000 a day and you've already sent GBP 1,950 today. Try again after midnight.")
e("k-pol-readonly-sql", "en", "style:BI assistant querying a reporting replica", ER, "valid",
  "DELETE FROM sessions WHERE note = '{C}'", "E",
  "The reporting replica is read-only for this tool: only SELECT and WITH statements run; DELETE, UPDATE, "
  "INSERT and DDL are refused.")
e("k-pol-firmware-rings", "en", "style:IoT fleet management console", ER, "valid", "{C}", "E",
  "Firmware can only be pushed to devices in the pilot-ring and lab groups; device {C} belongs to "
  "production.")
e("k-pol-cab-approvers", "en", "style:IT service management change module", ER, "valid", "{C}", "E",
  "Emergency changes need CAB approval from two of jdoe, asmith and rkhan before they can be scheduled.")
e("k-pol-alcohol-age", "en", "style:on-demand delivery marketplace", ER, "valid", "{C}", "E",
  "Alcohol can only be delivered to customers whose age (21+) has been verified. Ask the customer to "
  "complete ID verification.")
e("k-pol-opa-registries", "en", "style:OPA/Gatekeeper-style admission check, text plus structuredContent", ER, "valid",
  "{C}", "RE",
  'Admission denied by policy.\n{"allowed":false,"violations":[{"policy":"allowed-registries","msg":"image '
  'docker.io/library/nginx:1.25 is not from an allowed registry (ghcr.io/acme, registry.acme.internal)"}]}')
e("k-pol-admin-network", "en", "style:SaaS admin API network restriction", ER, "valid", "{C}", "E",
  "The admin API accepts calls only from the office network and the company VPN, and this request came "
  "from outside both.")

# ------------------------------------------------------------------ positives, other languages
e("k-pol-de-sepa-countries", "de", "style:German online banking", ER, "valid", "{C}", "E",
  "Auslandsüberweisungen sind nur in Länder der EU, des EWR und in die Schweiz möglich.")
e("k-pol-de-mandant-root", "de", "style:German tax-office document store (Mandanten)", ER, "traversal",
  "../../../../etc/{C}", "PRE",
  "Zugriff verweigert: Pfade müssen unterhalb von /data/mandanten/4711 liegen.")
e("k-pol-fr-refund-threshold", "fr", "style:French retail point-of-sale backend", ER, "valid", "{C}", "E",
  "Les remboursements au-delà de 150 € doivent être validés par un responsable de magasin.")
e("k-pol-fr-payslips", "fr", "style:French payroll (paie) software", ER, "valid", "{C}", "AEN",
  "Seuls les membres des groupes « Paie » et « RH-Direction » peuvent consulter les bulletins de salaire.")
e("k-pol-es-rfc", "es", "style:Mexican e-invoicing (CFDI) provider", ER, "valid", "{C}", "E",
  "Solo se pueden timbrar facturas para receptores con RFC mexicano; para clientes extranjeros usa el RFC "
  "genérico XEXX010101000.")
e("k-pol-es-atm-limit", "es", "style:Mexican bank app", ER, "valid", "{C}", "E",
  "El límite de retiro en cajeros es de 6.000 MXN por día y hoy ya retiraste 5.500 MXN.")
e("k-pol-pt-order-approval", "pt", "style:Brazilian ERP sales module", ER, "valid", "{C}", "E",
  "Pedidos acima de R$ 5.000 precisam da aprovação do gestor antes do faturamento.")
e("k-pol-it-rooms", "it", "style:Italian office room-booking system", ER, "valid", "{C}", "E",
  "Le sale riunioni si possono prenotare al massimo 14 giorni prima e per non più di 4 ore.")
e("k-pol-ja-deploy-hours", "ja", "style:Japanese company deployment tool", ER, "valid", "{C}", "E",
  "本番環境へのデプロイは平日 10:00〜17:00(JST)のみ許可されています。")
e("k-pol-zh-data-regions", "zh", "style:Chinese cloud data-compliance check", ER, "valid", "{C}", "E",
  "根据数据合规要求，客户数据只能存储在 cn-shanghai 和 cn-beijing 区域。")
e("k-pol-ko-doc-teams", "ko", "style:Korean groupware document system", ER, "valid", "{C}", "AEN",
  "이 문서는 재무팀과 경영지원팀 구성원만 열람할 수 있습니다.")
e("k-pol-nl-devices", "nl", "style:Dutch streaming subscription service", ER, "valid", "{C}", "E",
  "Je kunt maximaal 3 apparaten tegelijk aan één abonnement koppelen. Ontkoppel eerst een apparaat.")
e("k-pol-pl-returns", "pl", "style:Polish online shop", ER, "valid", "{C}", "E",
  "Zwroty przyjmujemy tylko w ciągu 30 dni od doręczenia przesyłki.")

# ------------------------------------------------------------------ look-alikes
e("k-pol-la-sharing-off", "en", "style:document collaboration suite", ER, "valid", "{C}", "N",
  "Sharing links are turned off for this workspace.")
e("k-pol-la-order-missing", "en", "style:order management API", ER, "valid", "{C}", "",
  "Order {C} was not found. Call list_orders to see your orders.")
e("k-pol-la-inventory-timeout", "en", "style:inventory service gateway", ER, "valid", "{C}", "",
  "The inventory service did not answer within 10 seconds. Try again in a minute.")
e("k-pol-la-date-echo", "en", "style:hand-written date parsing in a tool handler", ER, "wrong-type", "{C}", "V",
  "Could not read start_date value '{C}': expected a date like 2024-07-01.")
e("k-pol-la-status-enum", "en", "style:ticketing API schema validation", ER, "enum", "{C}", "",
  "status must be one of open, pending, closed.")
e("k-pol-la-card-no-reason", "en", "style:card payment processor", ER, "valid", "{C}", "N",
  "The bank declined the card and gave no reason.")
e("k-pol-la-pg-unique", "en", "style:psycopg2 error passed through", ER, "valid", "{C}", "RN",
  'psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint "orders_pkey"\n'
  "DETAIL:  Key (id)=(4411) already exists.")
e("k-pol-la-traceback-region", "en", "style:Python tool handler crash", ER, "valid", "{C}", "SRN",
  'Traceback (most recent call last):\n  File "/opt/mcp/tools/provision.py", line 88, in create_bucket\n'
  "    region = cfg['region']\nKeyError: 'region'")
e("k-pol-la-maintenance", "en", "style:travel booking engine", ER, "valid", "{C}", "",
  "Bookings are paused for scheduled maintenance and will reopen at 02:00 UTC.")
e("k-pol-la-de-conflict", "de", "style:German calendar / appointment system", ER, "valid", "{C}", "",
  "Der Termin überschneidet sich mit einem bestehenden Eintrag. Bitte wählen Sie eine andere Uhrzeit.")
e("k-pol-la-fr-payment-down", "fr", "style:French payment gateway", ER, "valid", "{C}", "N",
  "Le service de paiement est momentanément indisponible.")
e("k-pol-la-es-expediente", "es", "style:Spanish public administration case lookup", ER, "valid", "{C}", "N",
  "No encontramos el expediente {C}.")
e("k-pol-la-ja-econnreset", "ja", "style:Japanese inventory system (Node.js backend)", ER, "valid", "{C}", "RN",
  "在庫データの取得中にエラーが発生しました: read ECONNRESET (10.2.3.4:5432)")
e("k-pol-la-export-success", "en", "style:analytics export tool (a success that mentions a cap)", SR, "valid", "{C}", "",
  "Exported 50,000 rows, the most a single export holds. Call export_rows again with page=2 for the rest.")
e("k-pol-la-jsonrpc-params", "en", "style:MCP SDK argument validation as a protocol error", JR, "wrong-type", "{C}", "",
  'Invalid params\n{"field":"limit","reason":"expected integer"}')
e("k-pol-la-page-size", "en", "style:hand-written bounds check in a tool handler", ER, "above-max", "1000001", "V",
  "page_size 1000001 is out of range; use a value from 1 to 200.")
e("k-pol-la-delete-disabled", "en", "style:project management SaaS", ER, "valid", "{C}", "N",
  "Deleting projects is disabled by your organization's policy.")

if __name__ == "__main__":
    entries, langs = build(rows, SCRIPT)
    write("policy-k.json", entries, langs)
    print(len(entries), "entries written to policy-k.json")
