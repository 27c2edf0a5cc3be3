"""An MCP server (mcp 2.3.0 MCPServer) whose tools call real software started in a scratch
folder and pass failures on the way careless tool authors do. gen/run_probes.py connects to it
in-process with mcp.Client, sends the probes and records the model-visible answers.

Backends (all on 127.0.0.1 only): PostgreSQL 15.18 (port 55432, database "shop", lc_messages
set per connection), Redis 7.0.15 (port 56379), moto 5.2.1 (in-process AWS mock), grpcio 1.85.3
servers started here, graphql-core 3.2.8, http.server, duckdb 2.0.1, and helper programs in
gen/helpers (Go 1.19, Rust via rustc, Ruby 3.1, PHP 8.2, Elixir 1.14, Node 20) built or run in
the scratch folder. Closed ports (nothing listening) stand in for services that are down.
"""
import contextlib
import http.server
import json
import locale
import os
import subprocess
import threading
import time
from concurrent import futures

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError
from mcp.types import CallToolResult, TextContent

SCRATCH = os.environ["SCRATCH"]
HELPERS = os.path.join(SCRATCH, "helpers")  # gen/helpers copied here by gen/run_probes.py
PG = dict(host="127.0.0.1", port=55432, user="postgres", dbname="shop")

server = MCPServer("twaudit-batch34-real")


def err(text: str) -> CallToolResult:
    return CallToolResult(is_error=True, content=[TextContent(type="text", text=text)])


@contextlib.contextmanager
def c_locale(name):
    """Run a client library under a localized C library (strerror, libpq gettext)."""
    old_lang = os.environ.get("LANGUAGE")
    os.environ["LANGUAGE"] = name.split(".")[0]
    locale.setlocale(locale.LC_ALL, name)
    try:
        yield
    finally:
        locale.setlocale(locale.LC_ALL, "C.UTF-8")
        if old_lang is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = old_lang


def pg(lc):
    import psycopg2
    c = psycopg2.connect(options=f"-c lc_messages={lc}", **PG)
    c.autocommit = True
    return c


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=60, **kw)
    return p.stdout.strip()


# ---------------------------------------------------------------- PostgreSQL, localized
@server.tool()
def lagerbestand_abfragen(artikelnummer: str) -> CallToolResult:
    """Lagerbestand eines Artikels abfragen."""
    try:
        with pg("de_DE.utf8").cursor() as cur:
            cur.execute("SELECT menge, lagerort FROM lager.bestaende WHERE artikelnummer = %s", (artikelnummer,))
            return CallToolResult(content=[TextContent(type="text", text=str(cur.fetchall()))])
    except Exception as e:
        return err(f"Lagerabfrage fehlgeschlagen.\n{e}")


@server.tool()
def inscrire_newsletter(email: str) -> str:
    """Inscrit une adresse à la lettre d'information."""
    try:
        with pg("fr_FR.utf8").cursor() as cur:
            cur.execute("INSERT INTO abonnes (email) VALUES (%s)", (email,))
    except Exception as e:
        raise ToolError(str(e).strip())
    return "Inscription enregistrée."


@server.tool()
def consultar_pedido(pedido_id: str) -> CallToolResult:
    """Consulta el estado de un pedido."""
    try:
        with pg("es_ES.utf8").cursor() as cur:
            cur.execute("SELECT estado FROM pedidos WHERE id = %s::integer", (pedido_id,))
            row = cur.fetchone()
    except Exception as e:
        return err(f"No se pudo consultar el pedido: {e}")
    return CallToolResult(content=[TextContent(type="text", text=str(row))])


@server.tool()
def list_orders_ja(sort_by: str = "created_at") -> CallToolResult:
    """注文一覧 (sort_by: created_at | goukei)."""
    try:
        with pg("ja_JP.utf8").cursor() as cur:
            cur.execute(f'SELECT * FROM chumon ORDER BY "{sort_by}" DESC')
            rows = cur.fetchall()
    except Exception as e:
        return err(f"注文一覧を取得できませんでした。\n{e}")
    return CallToolResult(content=[TextContent(type="text", text=json.dumps(rows))])


@server.tool()
def add_points_ko(customer: str, points: int) -> CallToolResult:
    """포인트 적립 (points: 1..100000)."""
    try:
        with pg("ko_KR.utf8").cursor() as cur:
            cur.execute("INSERT INTO punkte (kunde, saldo) VALUES (%s, %s)", (customer, points))
    except Exception as e:
        return err(f"포인트 적립 실패 — {str(e).strip()}")
    return CallToolResult(content=[TextContent(type="text", text="적립 완료")])


@server.tool()
def search_customers_ru(query: str) -> CallToolResult:
    """Поиск клиентов по имени."""
    try:
        with pg("ru_RU.utf8").cursor() as cur:
            cur.execute("SELECT id, \"имя\" FROM \"клиенты\" WHERE \"имя\" = '" + query + "'")
            rows = cur.fetchall()
    except Exception as e:
        first = e.pgerror.strip().splitlines()[0]
        return err(f"Поиск не выполнен: {first} (SQLSTATE {e.pgcode})")
    return CallToolResult(content=[TextContent(type="text", text=str(rows))])


@server.tool()
def rapport_kvartal(kvartal: str) -> CallToolResult:
    """Sammanställer försäljning för ett kvartal."""
    try:
        with pg("sv_SE.utf8").cursor() as cur:
            cur.execute("SET statement_timeout = 200")
            cur.execute("SELECT pg_sleep(2)")
    except Exception as e:
        return err(f"Rapporten kunde inte tas fram: {str(e).strip()} Försök igen om en stund.")
    return CallToolResult(content=[TextContent(type="text", text="ok")])


@server.tool()
def kaipiao_zh(title: str, amount: float) -> CallToolResult:
    """开具发票。"""
    try:
        with pg("zh_CN.utf8").cursor() as cur:
            cur.execute('INSERT INTO "发票" ("抬头", "金额") VALUES (%s, %s)', (title, amount))
    except Exception as e:
        return err(f"开票失败：{str(e).strip()}")
    return CallToolResult(content=[TextContent(type="text", text="已开票")])


@server.tool()
def zapysaty_platizh(rakhunok_id: int, suma: float) -> CallToolResult:
    """Записати платіж до рахунку."""
    try:
        with pg("uk_UA.utf8").cursor() as cur:
            cur.execute('INSERT INTO "платежі" ("рахунок_id", "сума") VALUES (%s, %s)', (rakhunok_id, suma))
    except Exception as e:
        return err(f"Платіж не записано:\n{str(e).strip()}")
    return CallToolResult(content=[TextContent(type="text", text="Записано")])


@server.tool()
def registra_cliente(nome: str, codice_fiscale: str | None = None) -> str:
    """Registra un nuovo cliente (codice_fiscale obbligatorio)."""
    try:
        with pg("it_IT.utf8").cursor() as cur:
            cur.execute("INSERT INTO clienti (nome, codice_fiscale) VALUES (%s, %s)", (nome, codice_fiscale))
    except Exception as e:
        raise ToolError("registrazione non riuscita: " + str(e).strip().replace("\n", " | "))
    return "ok"


@server.tool()
def stav_skladu_cs(sklad: str) -> CallToolResult:
    """Stav skladu (replika na portu 55499)."""
    import psycopg2
    with c_locale("cs_CZ.utf8"):
        try:
            psycopg2.connect(host="127.0.0.1", port=55499, user="sklad", dbname="sklad", connect_timeout=2)
        except Exception as e:
            return err(f"Nelze načíst stav skladu {sklad}: {str(e).strip()}")
    return CallToolResult(content=[TextContent(type="text", text="ok")])


@server.tool()
def krathseis_el(date: str) -> CallToolResult:
    """Κρατήσεις ημέρας (μέσω psql, όπως το εργαλείο αναφορών)."""
    sockdir = os.path.join(SCRATCH, "pg-replica-sock")
    env = dict(os.environ, LANG="el_GR.utf8", LC_ALL="el_GR.utf8")
    p = subprocess.run(["psql", "-h", sockdir, "-U", "booking", "-d", "kratiseis", "-At", "-c",
                        f"SELECT * FROM kratiseis WHERE imerominia = '{date}'"],
                       capture_output=True, text=True, env=env, timeout=30)
    if p.returncode != 0:
        return err(f"Αποτυχία ανάγνωσης κρατήσεων για {date}.\n{p.stderr.strip()}")
    return CallToolResult(content=[TextContent(type="text", text=p.stdout)])


# ---------------------------------------------------------------- Redis
@server.tool()
def winkelwagen_toevoegen(sessie: str, artikel: str, aantal: int = 1) -> CallToolResult:
    """Voegt een artikel toe aan de winkelwagen."""
    import redis
    r = redis.Redis(host="127.0.0.1", port=56379)
    r.set(f"cart:{sessie}", "legacy-string-cart")
    try:
        r.hincrby(f"cart:{sessie}", artikel, aantal)
    except Exception as e:
        return err(f"Toevoegen mislukt ({type(e).__name__}): {e}")
    return CallToolResult(content=[TextContent(type="text", text="ok")])


@server.tool()
def save_draft(draft_id: str, body: str) -> CallToolResult:
    """Save an email draft."""
    import redis
    r = redis.Redis(host="127.0.0.1", port=56379)
    r.config_set("maxmemory", "1")
    try:
        r.set(f"draft:{draft_id}", body)
    except Exception as e:
        return err(f"Draft not saved: {e}")
    finally:
        r.config_set("maxmemory", "0")
    return CallToolResult(content=[TextContent(type="text", text="saved")])


@server.tool()
def varaa_aika(palvelu: str, aika: str) -> CallToolResult:
    """Varaa ajan palveluun."""
    import redis
    with c_locale("fi_FI.utf8"):
        try:
            redis.Redis(host="127.0.0.1", port=56380, socket_connect_timeout=2).set(f"lock:{palvelu}:{aika}", 1, nx=True)
        except Exception as e:
            return err(f"Ajan varaus epäonnistui, varauslukkoa ei saatu: {e}")
    return CallToolResult(content=[TextContent(type="text", text="ok")])


# ---------------------------------------------------------------- MongoDB (nothing listening)
@server.tool()
def get_reviews(product_id: str) -> str:
    """Customer reviews for a product."""
    import pymongo
    try:
        cl = pymongo.MongoClient("mongodb://127.0.0.1:56017/reviews", serverSelectionTimeoutMS=1500)
        return json.dumps(list(cl.reviews.items.find({"product_id": product_id}, {"_id": 0})))
    except Exception as e:
        raise MCPError(-32603, "Internal error", {"exception": type(e).__name__, "detail": str(e)})


# ---------------------------------------------------------------- AWS via moto
def _aws(region):
    import boto3
    return lambda svc: boto3.client(svc, region_name=region, aws_access_key_id="testing",
                                    aws_secret_access_key="testing")


@server.tool()
def baixar_nota_fiscal(numero: str) -> CallToolResult:
    """Baixa o PDF de uma nota fiscal."""
    from moto import mock_aws
    with mock_aws():
        s3 = _aws("sa-east-1")("s3")
        s3.create_bucket(Bucket="nfe-documentos-prod", CreateBucketConfiguration={"LocationConstraint": "sa-east-1"})
        try:
            s3.get_object(Bucket="nfe-documentos-prod", Key=f"2024/{numero}.pdf")
        except Exception as e:
            md = e.response.get("ResponseMetadata", {})
            return err(f"Não foi possível baixar a nota fiscal {numero}. {e} "
                       f"[RequestId={md.get('RequestId')}, HostId={md.get('HostId')}]")
    return CallToolResult(content=[TextContent(type="text", text="ok")])


@server.tool()
def charge_card(order_id: str, amount_cents: int) -> str:
    """Charge the card on file for an order."""
    from moto import mock_aws
    with mock_aws():
        sm = _aws("us-east-1")("secretsmanager")
        try:
            sm.get_secret_value(SecretId="prod/payments/processor-live-key")
        except Exception as e:
            raise ToolError(f"could not load payment credentials: {e}")
    return "charged"


@server.tool()
def enqueue_export(report: str) -> str:
    """Queue a CSV export job."""
    from moto import mock_aws
    with mock_aws():
        sqs = _aws("eu-west-1")("sqs")
        try:
            sqs.get_queue_url(QueueName="reporting-exports-fifo.fifo")
        except Exception as e:
            raise MCPError(-32000, f"Export could not be queued: {e}",
                           {"error_code": e.response["Error"]["Code"],
                            "request_id": e.response["ResponseMetadata"]["RequestId"]})
    return "queued"


@server.tool()
def notify_shipment(order_id: str) -> CallToolResult:
    """Publish a shipment notification."""
    from moto import mock_aws
    arn = "arn:aws:sns:eu-central-1:123456789012:shipment-status-changed"
    with mock_aws():
        sns = _aws("eu-central-1")("sns")
        try:
            sns.publish(TopicArn=arn, Message=json.dumps({"order": order_id}))
        except Exception as e:
            return err(f"Notification for {order_id} was not sent. Publishing to {arn} failed: {e}")
    return CallToolResult(content=[TextContent(type="text", text="sent")])


# ---------------------------------------------------------------- gRPC
def _grpc_server(handler):
    import grpc
    srv = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
    srv.add_generic_rpc_handlers((grpc.method_handlers_generic_handler("inventory.v1.Stock", handler),))
    port = srv.add_insecure_port("127.0.0.1:0")
    srv.start()
    return srv, port


@server.tool()
def reserve_stock(sku: str, qty: int) -> CallToolResult:
    """Reserve stock for a SKU."""
    import grpc
    ch = grpc.insecure_channel("127.0.0.1:56051")
    call = ch.unary_unary("/inventory.v1.Stock/Reserve")
    try:
        call(sku.encode(), timeout=2)
    except grpc.RpcError as e:
        return err(f"Reservation failed: {e.code()} {e.details()}")
    return CallToolResult(content=[TextContent(type="text", text="reserved")])


@server.tool()
def check_availability(sku: str) -> CallToolResult:
    """Check whether a SKU can be ordered."""
    import grpc

    def lookup(req, ctx):
        ctx.abort(grpc.StatusCode.INVALID_ARGUMENT, f"sku {req.decode()} not present in catalog shard eu-3 (stock-svc-7d9f8)")

    srv, port = _grpc_server({"Lookup": grpc.unary_unary_rpc_method_handler(lookup)})
    try:
        grpc.insecure_channel(f"127.0.0.1:{port}").unary_unary("/inventory.v1.Stock/Lookup")(sku.encode(), timeout=3)
    except grpc.RpcError as e:
        return err(str(e))
    finally:
        srv.stop(0)
    return CallToolResult(content=[TextContent(type="text", text="available")])


@server.tool()
def send_payout(account: str, amount_cents: int) -> CallToolResult:
    """Send a payout to a connected account."""
    import grpc
    from google.protobuf import any_pb2
    from google.rpc import code_pb2, error_details_pb2, status_pb2
    from grpc_status import rpc_status

    def payout(req, ctx):
        info = error_details_pb2.ErrorInfo(reason="PAYOUT_RATE_LIMITED", domain="payouts.ledger.internal",
                                           metadata={"limiter": "acct-bucket-v2", "shard": "ledger-pg-04"})
        retry = error_details_pb2.RetryInfo()
        retry.retry_delay.seconds = 30
        st = status_pb2.Status(code=code_pb2.RESOURCE_EXHAUSTED, message="payout limiter rejected request")
        for d in (info, retry):
            a = any_pb2.Any()
            a.Pack(d)
            st.details.append(a)
        ctx.abort_with_status(rpc_status.to_status(st))

    srv, port = _grpc_server({"Payout": grpc.unary_unary_rpc_method_handler(payout)})
    try:
        grpc.insecure_channel(f"127.0.0.1:{port}").unary_unary("/inventory.v1.Stock/Payout")(account.encode(), timeout=3)
    except grpc.RpcError as e:
        st = rpc_status.from_call(e)
        return err("Payout not sent.\n" + str(st))
    finally:
        srv.stop(0)
    return CallToolResult(content=[TextContent(type="text", text="sent")])


# ---------------------------------------------------------------- GraphQL downstream
CATALOG_SDL = """
type Variant { skuCode: String!, price: Int! }
type Product { id: ID!, name: String!, variants: [Variant!]! }
type Query { product(id: ID!): Product }
"""


def _catalog_execute(query, variables):
    from graphql import build_schema, graphql_sync
    schema = build_schema(CATALOG_SDL)

    def product(_root, info, id):
        return {"id": id, "name": "Kemeja Linen", "variants": lambda *_: (_ for _ in ()).throw(
            RuntimeError("pricing-svc: upstream returned 503 for region ID-JKT"))}

    schema.query_type.fields["product"].resolve = product
    schema.get_type("Product").fields["variants"].resolve = lambda obj, info: obj["variants"]()
    return graphql_sync(schema, query, variable_values=variables)


@server.tool()
def muat_produk(produk_id: str) -> CallToolResult:
    """Memuat detail produk dari katalog."""
    res = _catalog_execute("query($id: ID!){ product(id: $id){ id name variants { skuCode price } } }",
                           {"id": produk_id})
    if res.errors:
        return err("Gagal memuat produk dari layanan katalog: " +
                   json.dumps({"errors": [e.formatted for e in res.errors]}, ensure_ascii=False))
    return CallToolResult(content=[TextContent(type="text", text=json.dumps(res.data))])


@server.tool()
def variant_prices(product_id: str) -> str:
    """Prices of all variants of a product."""
    res = _catalog_execute("query($id: ID!){ product(id: $id){ variants { sku price } } }", {"id": product_id})
    if res.errors:
        raise MCPError(-32603, "Catalog query failed", {"errors": [e.formatted for e in res.errors]})
    return json.dumps(res.data)


# ---------------------------------------------------------------- HTTP upstreams
class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass


@server.tool()
def print_label(shipment_id: str) -> CallToolResult:
    """Fetch a printable shipping label."""
    import requests
    d = os.path.join(SCRATCH, "labels-www")
    os.makedirs(d, exist_ok=True)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), lambda *a, **k: _Quiet(*a, directory=d, **k))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        r = requests.get(f"http://127.0.0.1:{httpd.server_port}/v1/labels/{shipment_id}.zpl", timeout=3)
        if r.status_code != 200:
            return err(f"Label service answered {r.status_code}:\n{r.text}")
    finally:
        httpd.shutdown()
    return CallToolResult(content=[TextContent(type="text", text=r.text)])


@server.tool()
def rotate_api_key(integration: str) -> CallToolResult:
    """Rotate the API key of an integration."""
    import hvac
    try:
        hvac.Client(url="http://127.0.0.1:58200", timeout=2).secrets.kv.v2.read_secret_version(
            path=f"integrations/{integration}", mount_point="kv")
    except Exception as e:
        return err(f"Key rotation aborted: {e}")
    return CallToolResult(content=[TextContent(type="text", text="rotated")])


@server.tool()
def tao_van_don(ma_don: str) -> CallToolResult:
    """Tạo vận đơn với hãng vận chuyển."""
    from pydantic_settings import BaseSettings, SettingsConfigDict

    class CarrierSettings(BaseSettings):
        model_config = SettingsConfigDict(env_prefix="GHN_")
        api_token: str
        shop_id: int

    try:
        CarrierSettings()
    except Exception as e:
        return err(f"Không tạo được vận đơn cho {ma_don}: {e}")
    return CallToolResult(content=[TextContent(type="text", text="ok")])


@server.tool()
def shipment_history(tracking_no: str) -> CallToolResult:
    """Scan history of a parcel."""
    import duckdb
    con = duckdb.connect()
    con.execute("CREATE TABLE shipment_events (tracking_no VARCHAR, ts TIMESTAMP, code VARCHAR)")
    try:
        con.execute("SELECT ts, code FROM shipments WHERE tracking_no = ?", [tracking_no]).fetchall()
    except Exception as e:
        return err(str(e))
    return CallToolResult(content=[TextContent(type="text", text="[]")])


# ---------------------------------------------------------------- localized socket errors in clients
@server.tool()
def visszaigazolas_kuldese(rendeles: str, email: str) -> CallToolResult:
    """Rendelés-visszaigazoló e-mail küldése."""
    import smtplib
    with c_locale("hu_HU.utf8"):
        try:
            smtplib.SMTP("127.0.0.1", 56025, timeout=2)
        except Exception as e:
            return err(f"A visszaigazoló e-mailt nem sikerült elküldeni: {e!r}")
    return CallToolResult(content=[TextContent(type="text", text="elküldve")])


@server.tool()
def opret_ordre(kunde: str, varer: list[str]) -> CallToolResult:
    """Opretter en ordre og sender den videre til lageret."""
    import pika
    with c_locale("da_DK.utf8"):
        try:
            pika.BlockingConnection(pika.ConnectionParameters(host="127.0.0.1", port=56672,
                                                              connection_attempts=1, socket_timeout=2))
        except Exception as e:
            return err(f"Ordren blev gemt, men kunne ikke sendes til lageret: {e!r}")
    return CallToolResult(content=[TextContent(type="text", text="ok")])


@server.tool()
def sok_produkter(sok: str) -> CallToolResult:
    """Søk i produktkatalogen."""
    from elasticsearch import Elasticsearch
    with c_locale("nb_NO.utf8"):
        try:
            Elasticsearch("http://127.0.0.1:59200", request_timeout=2, max_retries=0).search(
                index="produkter", query={"match": {"navn": sok}})
        except Exception as e:
            return err(f"Søket feilet: {e!r}")
    return CallToolResult(content=[TextContent(type="text", text="[]")])


@server.tool()
def znajdz_pracownika(login: str) -> CallToolResult:
    """Wyszukuje pracownika w katalogu firmowym."""
    import ldap3
    with c_locale("pl_PL.utf8"):
        try:
            ldap3.Connection(ldap3.Server("ldap://127.0.0.1:56389", connect_timeout=2), auto_bind=True)
        except Exception as e:
            return err(f"Katalog niedostępny — {type(e).__name__}: {e}")
    return CallToolResult(content=[TextContent(type="text", text="ok")])


# ---------------------------------------------------------------- other runtimes
GO = os.path.join(SCRATCH, "gobuild", "carrier")
RUST = os.path.join(SCRATCH, "ledger")


@server.tool()
def freight_quote(lane: str) -> CallToolResult:
    """Quote for a freight lane."""
    return err("quote unavailable: " + run([GO, "timeout", lane]))


@server.tool()
def book_pickup(reference: str, weight_grams: str) -> CallToolResult:
    """Book a courier pickup."""
    return err(f"Pickup not booked. Carrier response could not be decoded: {run([GO, 'unmarshal', weight_grams])}")


@server.tool()
def delivery_options(postcode: str, service_index: int) -> CallToolResult:
    """Delivery options for a postcode."""
    return err(run([GO, "panic", str(service_index)]))


@server.tool()
def ledger_balance(account: str) -> CallToolResult:
    """Balance of a ledger account."""
    return err(f"ledger-sync: {run([RUST, 'connect', '56433'])}")


@server.tool()
def export_ledger(quarter: str) -> CallToolResult:
    """Export a quarter of the ledger as CSV."""
    return err(f"export failed: {run([RUST, 'open', f'/var/lib/ledger/exports/{quarter}.csv'])}")


@server.tool()
def invoice_status(invoice_id: str) -> CallToolResult:
    """Status of an invoice at the billing provider."""
    return err("billing provider answer unreadable — " + run(["ruby", os.path.join(HELPERS, "billing.rb"), "json"]))


@server.tool()
def upgrade_plan(account: str, tier: str) -> CallToolResult:
    """Move an account to another plan tier."""
    return err(run(["ruby", os.path.join(HELPERS, "billing.rb"), "nomethod"], cwd=HELPERS))


@server.tool()
def apply_coupon(cart: str, code: str) -> CallToolResult:
    """Apply a coupon code to a cart."""
    p = subprocess.run(["php", os.path.join(HELPERS, "coupons.php"), "pdo", code], capture_output=True, text=True)
    return err((p.stdout + p.stderr).strip())


@server.tool()
def convert_price(amount: float, currency: str) -> CallToolResult:
    """Convert a price into another currency."""
    return err("conversion error: " + run(["php", os.path.join(HELPERS, "coupons.php"), "typeerror"]))


@server.tool()
def kuyruga_ekle(is_tipi: str) -> CallToolResult:
    """Arka plan işini kuyruğa ekler."""
    out = run(["php", os.path.join(HELPERS, "coupons.php"), "sock", "tr_TR.utf8", "56300"])
    return err(f"İş kuyruğa eklenemedi: {out}")


@server.tool()
def gerar_danfe(chave: str) -> CallToolResult:
    """Gera o DANFE de uma nota."""
    out = run(["php", os.path.join(HELPERS, "coupons.php"), "file", "pt_BR.utf8",
               "/srv/fiscal/templates/danfe_retrato.html.twig"])
    return err(f"Falha ao gerar o DANFE: {out}")


@server.tool()
def calculer_tva(facture: str) -> CallToolResult:
    """Calcule la TVA d'une facture."""
    return err("Calcul de TVA impossible : " + run(["elixir", os.path.join(HELPERS, "tax.exs"), "keyerror"]))


@server.tool()
def stock_levels(warehouse: str) -> str:
    """Stock levels of a warehouse."""
    raise ToolError(run(["node", os.path.join(HELPERS, "stock.mjs"), "fetch", "56808"]))


@server.tool()
def carrier_rates(zone: str) -> CallToolResult:
    """Rates from the partner carrier."""
    return err("Rates unavailable: " + run(["node", os.path.join(HELPERS, "stock.mjs"), "json"]))


@server.tool()
def picklist_report(warehouse: str) -> CallToolResult:
    """Build today's pick list."""
    trace = run(["node", os.path.join(HELPERS, "stock.mjs"), "undef"])
    body = {"warehouse": warehouse, "lines": [], "generated": True,
            "warnings": [f"line enrichment skipped: {trace}"]}
    return CallToolResult(content=[TextContent(type="text", text="Pick list generated with 0 lines.")],
                          structured_content=body)


# ---------------------------------------------------------------- the SDK's own sanitizing (look-alikes)
@server.tool()
def sync_crm(contact_id: str) -> str:
    """Sync a contact to the CRM."""
    import psycopg2
    psycopg2.connect(host="127.0.0.1", port=55498, user="crm", dbname="crm", connect_timeout=2)
    return "synced"


@server.tool()
def reindex_catalog(locale_code: str) -> CallToolResult:
    """Rebuild the catalog search index for a locale (written carefully: the backend error stays in the log)."""
    import logging
    import redis
    try:
        redis.Redis(host="127.0.0.1", port=56381, socket_connect_timeout=1).ping()
    except redis.exceptions.ConnectionError:
        logging.getLogger("reindex").exception("search cache unreachable")
        return err(f"Reindexing for {locale_code} did not start because the search cache is offline. "
                   "Nothing was changed; run reindex_catalog again in a few minutes.")
    return CallToolResult(content=[TextContent(type="text", text="ok")])
