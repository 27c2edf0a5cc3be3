"""Sends the probes to gen/real_tools.py's MCP server (in-process mcp.Client) and records each
model-visible answer in gen/real_outputs.json: text blocks joined, plus the JSON of
structuredContent; for a JSON-RPC error, its message plus the JSON of its data.

Run: SCRATCH=<scratch dir> <scratch venv>/bin/python gen/run_probes.py
(the scratch dir holds the PostgreSQL cluster, Redis, the built Go/Rust helpers and the venv).
"""
import asyncio
import json
import os
import secrets
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCRATCH = os.environ["SCRATCH"]
shutil.copytree(os.path.join(HERE, "helpers"), os.path.join(SCRATCH, "helpers"), dirs_exist_ok=True)
sys.path.insert(0, HERE)

from mcp import Client  # noqa: E402
from mcp.shared.exceptions import MCPError  # noqa: E402

import real_tools  # noqa: E402


def canary():
    return f"twaudit-{secrets.token_hex(4)}"


PGV = "psycopg2 2.9.13 -> PostgreSQL 15.18"
# key: (tool, args (may use {c} for a fresh canary), probe, sent ('{c}', literal or None), lang, produced_by)
PROBES = [
    ("pg_de", "lagerbestand_abfragen", {"artikelnummer": "A-4471-09"}, "valid", None, "de", f"{PGV} (lc_messages=de_DE)"),
    ("pg_fr", "inscrire_newsletter", {"email": "lea.martin@exemple.fr"}, "valid", None, "fr", f"{PGV} (lc_messages=fr_FR), ToolError"),
    ("pg_es", "consultar_pedido", {"pedido_id": "{c}"}, "valid", "{c}", "es", f"{PGV} (lc_messages=es_ES)"),
    ("pg_ja", "list_orders_ja", {"sort_by": "{c}"}, "enum", "{c}", "ja", f"{PGV} (lc_messages=ja_JP)"),
    ("pg_ko", "add_points_ko", {"customer": "C-20931", "points": 99999999999}, "above-max", "99999999999", "ko", f"{PGV} (lc_messages=ko_KR)"),
    ("pg_ru", "search_customers_ru", {"query": "' UNION SELECT 1 -- {c}"}, "sql", "' UNION SELECT 1 -- {c}", "ru", f"{PGV} (lc_messages=ru_RU)"),
    ("pg_sv", "rapport_kvartal", {"kvartal": "2024-Q2"}, "valid", None, "sv", f"{PGV} (lc_messages=sv_SE, statement_timeout)"),
    ("pg_zh", "kaipiao_zh", {"title": "{c}" + "发票抬头" * 400, "amount": 120.5}, "oversized", "{c}" + "发票抬头" * 400, "zh", f"{PGV} (lc_messages=zh_CN)"),
    ("pg_uk", "zapysaty_platizh", {"rakhunok_id": 48213, "suma": 1500.0}, "valid", None, "uk", f"{PGV} (lc_messages=uk_UA)"),
    ("pg_it", "registra_cliente", {"nome": "Giulia Ferri"}, "missing", None, "it", f"{PGV} (lc_messages=it_IT), ToolError"),
    ("pg_cs", "stav_skladu_cs", {"sklad": "Brno-Slatina"}, "valid", None, "cs", "psycopg2 2.9.13 / libpq 15 (cs_CZ messages), nothing listening on 127.0.0.1:55499"),
    ("pg_el", "krathseis_el", {"date": "2024-09-14"}, "valid", None, "el", "psql 15.18 / libpq 15 (el_GR messages), missing unix socket"),
    ("redis_nl", "winkelwagen_toevoegen", {"sessie": "s-77f1", "artikel": "SKU-1182", "aantal": 2}, "valid", None, "nl", "redis-py 8.1.0 -> Redis 7.0.15"),
    ("redis_oom", "save_draft", {"draft_id": "d-5521", "body": "Hi Sam, following up on the quote"}, "valid", None, "en", "redis-py 8.1.0 -> Redis 7.0.15 (maxmemory reached)"),
    ("redis_fi", "varaa_aika", {"palvelu": "hieronta", "aika": "2024-10-02T14:00"}, "valid", None, "fi", "redis-py 8.1.0 (fi_FI libc messages), nothing listening on 127.0.0.1:56380"),
    ("mongo", "get_reviews", {"product_id": "P-88412"}, "valid", None, "en", "pymongo 4.20.1, nothing listening on 127.0.0.1:56017; MCPError"),
    ("s3_pt", "baixar_nota_fiscal", {"numero": "35240912345678000190550010000123451"}, "valid", None, "pt-BR", "boto3 1.43.11 against moto 5.2.1 mock_aws (S3)"),
    ("secrets", "charge_card", {"order_id": "ord_8812", "amount_cents": 4599}, "valid", None, "en", "boto3 1.43.11 against moto 5.2.1 mock_aws (Secrets Manager), ToolError"),
    ("sqs", "enqueue_export", {"report": "monthly-sales"}, "valid", None, "en", "boto3 1.43.11 against moto 5.2.1 mock_aws (SQS); MCPError"),
    ("sns", "notify_shipment", {"order_id": "SO-55120"}, "valid", None, "en", "boto3 1.43.11 against moto 5.2.1 mock_aws (SNS)"),
    ("grpc_unavail", "reserve_stock", {"sku": "TSH-BLK-M", "qty": 3}, "valid", None, "en", "grpcio 1.85.3 client, nothing listening on 127.0.0.1:56051"),
    ("grpc_invalid", "check_availability", {"sku": "{c}"}, "valid", "{c}", "en", "grpcio 1.85.3 client and server (INVALID_ARGUMENT)"),
    ("grpc_rich", "send_payout", {"account": "acct_19QpLm", "amount_cents": 250000}, "valid", None, "en", "grpcio 1.85.3 + grpcio-status rich status details (google.rpc.ErrorInfo, RetryInfo)"),
    ("gql_id", "muat_produk", {"produk_id": "PRD-3321"}, "valid", None, "id", "graphql-core 3.2.8 (resolver error)"),
    ("gql_val", "variant_prices", {"product_id": "PRD-3321"}, "valid", None, "en", "graphql-core 3.2.8 (validation error); MCPError"),
    ("http_html", "print_label", {"shipment_id": "SHP-20240917-0042"}, "valid", None, "en", "requests 2.34.2 -> Python 3.11 http.server (404 page)"),
    ("vault", "rotate_api_key", {"integration": "zendesk"}, "valid", None, "en", "hvac 2.4.0 / requests 2.34.2, nothing listening on 127.0.0.1:58200"),
    ("settings_vi", "tao_van_don", {"ma_don": "DH-240915-117"}, "valid", None, "vi", "pydantic-settings 2.14.1 (missing configuration)"),
    ("duckdb", "shipment_history", {"tracking_no": "1Z999AA10123456784"}, "valid", None, "en", "duckdb 2.0.1 (Catalog Error)"),
    ("smtp_hu", "visszaigazolas_kuldese", {"rendeles": "R-10442", "email": "kovacs.anna@example.hu"}, "valid", None, "hu", "smtplib (Python 3.11, hu_HU libc messages), nothing listening on 127.0.0.1:56025"),
    ("amqp_da", "opret_ordre", {"kunde": "K-3301", "varer": ["rugbrød", "smør"]}, "valid", None, "da", "pika 1.4.4 (da_DK libc messages), nothing listening on 127.0.0.1:56672"),
    ("es_nb", "sok_produkter", {"sok": "ullgenser"}, "valid", None, "nb", "elasticsearch-py 9.5.1 / elastic-transport 9.4.2 (nb_NO libc messages), nothing listening on 127.0.0.1:59200"),
    ("ldap_pl", "znajdz_pracownika", {"login": "j.nowak"}, "valid", None, "pl", "ldap3 2.9.1 (pl_PL libc messages), nothing listening on 127.0.0.1:56389"),
    ("go_timeout", "freight_quote", {"lane": "HAM-MUC"}, "valid", None, "en", "Go 1.19 net/http client timeout, gen/helpers/carrier.go"),
    ("go_unmarshal", "book_pickup", {"reference": "PKG-88120", "weight_grams": "{c}"}, "wrong-type", "{c}", "en", "Go 1.19 encoding/json, gen/helpers/carrier.go"),
    ("go_panic", "delivery_options", {"postcode": "10115", "service_index": 3}, "valid", None, "en", "Go 1.19 recovered panic + runtime/debug.Stack, gen/helpers/carrier.go"),
    ("rust_conn", "ledger_balance", {"account": "4010-EUR"}, "valid", None, "en", "Rust (rustc) std::net::TcpStream io::Error Debug, gen/helpers/ledger.rs"),
    ("rust_open", "export_ledger", {"quarter": "2024-Q3"}, "valid", None, "en", "Rust (rustc) std::fs::File::open io::Error Debug, gen/helpers/ledger.rs"),
    ("ruby_json", "invoice_status", {"invoice_id": "INV-20931"}, "valid", None, "en", "Ruby 3.1.2 json (JSON::ParserError), gen/helpers/billing.rb"),
    ("ruby_nomethod", "upgrade_plan", {"account": "acme-co", "tier": "pro"}, "valid", None, "en", "Ruby 3.1.2 NoMethodError full_message, gen/helpers/billing.rb"),
    ("php_pdo", "apply_coupon", {"cart": "c-7781", "code": "AUTUMN15"}, "valid", None, "en", "PHP 8.2 CLI uncaught PDOException, gen/helpers/coupons.php"),
    ("php_type", "convert_price", {"amount": 19.9, "currency": "EUR"}, "valid", None, "en", "PHP 8.2 TypeError, gen/helpers/coupons.php"),
    ("php_tr", "kuyruga_ekle", {"is_tipi": "fatura-pdf"}, "valid", None, "tr", "PHP 8.2 fsockopen (tr_TR libc messages), gen/helpers/coupons.php"),
    ("php_ptbr", "gerar_danfe", {"chave": "35240912345678000190550010000123451"}, "valid", None, "pt-BR", "PHP 8.2 file_get_contents (pt_BR libc messages), gen/helpers/coupons.php"),
    ("ex_key", "calculer_tva", {"facture": "F-2024-0912"}, "valid", None, "fr", "Elixir 1.14 KeyError banner, gen/helpers/tax.exs"),
    ("node_fetch", "stock_levels", {"warehouse": "LYS-2"}, "valid", None, "en", "Node.js 20 fetch (undici) ECONNREFUSED, gen/helpers/stock.mjs; ToolError"),
    ("node_json", "carrier_rates", {"zone": "EU-2"}, "valid", None, "en", "Node.js 20 JSON.parse SyntaxError, gen/helpers/stock.mjs"),
    ("node_stack", "picklist_report", {"warehouse": "LYS-2"}, "valid", None, "en", "Node.js 20 TypeError stack in a success's structuredContent, gen/helpers/stock.mjs"),
    ("sdk_crash1", "sync_crm", {"contact_id": "ct_5521"}, "valid", None, "en", "mcp 2.3.0 MCPServer sanitized crash (psycopg2 OperationalError withheld)"),
    ("sdk_crash2", "reindex_catalog", {"locale_code": "de-AT"}, "valid", None, "en", "redis-py 8.1.0, nothing listening on 127.0.0.1:56381; the tool logs the error and returns its own message"),
]


def fill(v, c):
    if isinstance(v, str):
        return v.replace("{c}", c)
    if isinstance(v, dict):
        return {k: fill(x, c) for k, x in v.items()}
    if isinstance(v, list):
        return [fill(x, c) for x in v]
    return v


async def main():
    out = {}
    async with Client(real_tools.server) as cl:
        for key, tool, args, probe, sent, lang, pb in PROBES:
            c = canary()
            args, sent = fill(args, c), fill(sent, c)
            try:
                r = await cl.call_tool(tool, args)
                parts = [b.text for b in r.content if getattr(b, "type", "") == "text"]
                if r.structured_content is not None:
                    parts.append(json.dumps(r.structured_content, ensure_ascii=False))
                text = "\n".join(parts)
                channel = "error-result" if r.is_error else "success-result"
            except MCPError as e:
                text = e.error.message
                if e.error.data is not None:
                    text += " " + json.dumps(e.error.data, ensure_ascii=False)
                channel = "jsonrpc-error"
            out[key] = {"tool": tool, "args": args, "probe": probe, "sent": sent, "lang": lang,
                        "produced_by": f"{pb}; mcp 2.3.0 MCPServer tool '{tool}' in gen/real_tools.py, called by gen/run_probes.py",
                        "channel": channel, "text": text}
            print(f"--- {key} [{channel}]\n{text}\n", flush=True)
    with open(os.path.join(HERE, "real_outputs.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)


asyncio.run(main())
