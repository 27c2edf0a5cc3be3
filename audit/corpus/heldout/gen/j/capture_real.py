"""Capture real error texts from real Python libraries (and Node) run against closed
local ports, local mock HTTP servers, an in-memory SQLite database and botocore Stubbers.

Writes gen/real_outputs.json: {key: {"text": ..., "lib": "name version"}}.
Only loopback addresses are contacted. Canaries used by probes are passed in so that the
captured text contains exactly the canary of the entry that will use it.
"""
import json
import os
import subprocess
import sys
import threading
import time
import traceback
from http.server import BaseHTTPRequestHandler, HTTPServer
from importlib.metadata import version as pkg_version

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from canary import canary  # noqa: E402

OUT = {}


def keep(key, text, lib):
    OUT[key] = {"text": text, "lib": lib}


def v(name):
    return f"{name} {pkg_version(name)}"


# ---------------------------------------------------------------- mock HTTP server
class Mock(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def _send(self, code, body, ctype):
        data = body.encode()
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        try:
            self.wfile.write(data)
        except BrokenPipeError:
            pass

    def do_GET(self):
        p = self.path
        if p.startswith("/v2/fleet/reservations"):
            self._send(401, json.dumps({"error": "unauthorized", "error_description":
                                        "The access grant for partner 'nordic-drive' has been withdrawn."}),
                       "application/json")
        elif p.startswith("/telemetry/v1/meters"):
            self._send(403, "<h1>403</h1>", "text/html")
        elif p.startswith("/api/possessions"):
            self._send(502, NGINX_502, "text/html")
        elif p.startswith("/efile/v3/envelopes"):
            self._send(500, json.dumps({"error": {"code": "InternalServerError",
                                                  "message": "Object reference not set to an instance of an object.",
                                                  "traceId": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"}}),
                       "application/json")
        elif p.startswith("/slow"):
            time.sleep(1.5)
            self._send(200, "{}", "application/json")
        else:
            self._send(404, "not found", "text/plain")


NGINX_502 = ("<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
             "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n"
             "</body>\r\n</html>\r\n")


def start_mock():
    srv = HTTPServer(("127.0.0.1", 0), Mock)
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    return srv


def main():
    srv = start_mock()
    port = srv.server_address[1]

    # ---- psycopg against a closed port
    import psycopg
    try:
        psycopg.connect("host=127.0.0.1 port=5999 dbname=vetclinic user=petchart connect_timeout=2")
    except Exception as e:  # noqa: BLE001
        keep("psycopg_refused", f"{type(e).__name__}: {e}", v("psycopg"))

    # ---- requests against a closed port
    import requests
    try:
        requests.get("http://localhost:5998/v1/fleet/availability", params={"branch": "MMX"}, timeout=2)
    except Exception as e:  # noqa: BLE001
        keep("requests_refused", str(e), v("requests"))
    # 401 from mock, raise_for_status, body appended the way many servers do
    r = requests.get(f"http://127.0.0.1:{port}/v2/fleet/reservations?branch=ARN", timeout=2)
    try:
        r.raise_for_status()
    except Exception as e:  # noqa: BLE001
        keep("requests_401", f"{e}\n{r.text}", v("requests"))
    # 502 html
    r = requests.get(f"http://127.0.0.1:{port}/api/possessions/KM42", timeout=2)
    keep("requests_502_body", r.text, v("requests"))
    try:
        r.raise_for_status()
    except Exception as e:  # noqa: BLE001
        keep("requests_502", str(e), v("requests"))
    # read timeout
    try:
        requests.get(f"http://127.0.0.1:{port}/slow/render?job=EP104", timeout=0.5)
    except Exception as e:  # noqa: BLE001
        keep("requests_timeout", str(e), v("requests"))
    # name resolution of an internal host (no network here: fails fast)
    try:
        requests.get("http://ledger.payroll.internal:8080/api/runs/2024-06", timeout=2)
    except Exception as e:  # noqa: BLE001
        keep("requests_dns", str(e), v("requests"))

    # ---- httpx
    import httpx
    try:
        httpx.get("http://127.0.0.1:5995/forecast/v2/turbines/WTG-04", timeout=2)
    except Exception as e:  # noqa: BLE001
        keep("httpx_refused", f"{type(e).__name__}: {e}", v("httpx"))
    r = httpx.get(f"http://127.0.0.1:{port}/telemetry/v1/meters/ZW-118204/readings", timeout=2)
    try:
        r.raise_for_status()
    except Exception as e:  # noqa: BLE001
        keep("httpx_403", str(e), v("httpx"))
    r = httpx.get(f"http://127.0.0.1:{port}/efile/v3/envelopes/ENV-88213", timeout=2)
    try:
        r.raise_for_status()
    except Exception as e:  # noqa: BLE001
        keep("httpx_500_body", f"{e}\nResponse body: {r.text}", v("httpx"))

    # ---- redis
    import redis
    try:
        redis.Redis(host="localhost", port=5997, socket_connect_timeout=2).get("room:512:status")
    except Exception as e:  # noqa: BLE001
        keep("redis_refused", f"{type(e).__name__}: {e}", v("redis"))

    # ---- aiohttp
    import asyncio
    import aiohttp

    async def aio():
        async with aiohttp.ClientSession() as s:
            async with s.get("http://127.0.0.1:5996/rx/v1/queue") as resp:
                return await resp.text()
    try:
        asyncio.run(aio())
    except Exception as e:  # noqa: BLE001
        keep("aiohttp_refused", f"{type(e).__name__}: {e}", v("aiohttp"))

    # ---- sqlalchemy + sqlite
    import sqlalchemy as sa
    eng = sa.create_engine("sqlite://")
    with eng.begin() as cx:
        cx.exec_driver_sql("CREATE TABLE applications (id INTEGER PRIMARY KEY, applicant_ref TEXT UNIQUE, programme TEXT)")
        cx.exec_driver_sql("INSERT INTO applications (applicant_ref, programme) VALUES ('A-20931', 'BSc Nursing')")
        cx.exec_driver_sql("CREATE TABLE campaigns (id INTEGER PRIMARY KEY, slug TEXT, title TEXT, goal INTEGER)")
    try:
        with eng.connect() as cx:
            cx.execute(sa.text("SELECT run_id, flowcell, status FROM sample_runs WHERE lab_id = :lab"), {"lab": "GL-7"})
    except Exception as e:  # noqa: BLE001
        keep("sqla_no_table", str(e), v("SQLAlchemy"))
    try:
        with eng.begin() as cx:
            cx.execute(sa.text("INSERT INTO applications (applicant_ref, programme) VALUES (:r, :p)"),
                       {"r": "A-20931", "p": "BSc Physiotherapy"})
    except Exception as e:  # noqa: BLE001
        keep("sqla_unique", str(e), v("SQLAlchemy"))
    c = canary("j-mix-sqla-union")
    payload = f"x' UNION SELECT id FROM campaigns -- {c}"
    try:
        with eng.connect() as cx:
            cx.exec_driver_sql(f"SELECT id, title, goal FROM campaigns WHERE slug = '{payload}'")
    except Exception as e:  # noqa: BLE001
        keep("sqla_union", str(e), v("SQLAlchemy"))
        OUT["sqla_union"]["sent"] = payload

    # ---- boto3 with Stubber
    import boto3
    from botocore.stub import Stubber
    s3 = boto3.client("s3", region_name="eu-west-1", aws_access_key_id="x", aws_secret_access_key="y")
    st = Stubber(s3)
    st.add_client_error("get_object", service_error_code="NoSuchKey",
                        service_message="The specified key does not exist.", http_status_code=404)
    st.add_client_error("put_object", service_error_code="SignatureDoesNotMatch",
                        service_message="The request signature we calculated does not match the signature you provided. Check your key and signing method.",
                        http_status_code=403)
    with st:
        try:
            s3.get_object(Bucket="newsroom-media-prod", Key="2024/06/photos/harbour-fire-0612.jpg")
        except Exception as e:  # noqa: BLE001
            keep("boto_nosuchkey", str(e), v("boto3"))
        try:
            s3.put_object(Bucket="subtitle-deliveries-eu", Key="EP104/fr.srt", Body=b"1")
        except Exception as e:  # noqa: BLE001
            keep("boto_sig", str(e), v("boto3"))
    s3b = boto3.client("s3", region_name="eu-central-1", aws_access_key_id="x", aws_secret_access_key="y")
    st = Stubber(s3b)
    st.add_client_error("put_object", service_error_code="AccessDenied",
                        service_message="User: arn:aws:sts::482913377120:assumed-role/genomics-mcp-runner/i-0a9c3e1f2b4d5e6f7 "
                                        "is not authorized to perform: s3:PutObject on resource: "
                                        "\"arn:aws:s3:::gl-raw-reads-us/run-2024-117/R1.fastq.gz\" with an explicit deny "
                                        "in a service control policy",
                        http_status_code=403)
    with st:
        try:
            s3b.put_object(Bucket="gl-raw-reads-us", Key="run-2024-117/R1.fastq.gz", Body=b"1")
        except Exception as e:  # noqa: BLE001
            keep("boto_scp", str(e), v("boto3"))
    ddb = boto3.client("dynamodb", region_name="eu-central-1", aws_access_key_id="x", aws_secret_access_key="y")
    st = Stubber(ddb)
    st.add_client_error("update_item", service_error_code="ConditionalCheckFailedException",
                        service_message="The conditional request failed", http_status_code=400)
    with st:
        try:
            ddb.update_item(TableName="payroll-runs", Key={"run_id": {"S": "2024-06"}},
                            UpdateExpression="SET #s = :s", ExpressionAttributeNames={"#s": "status"},
                            ExpressionAttributeValues={":s": {"S": "APPROVED"}, ":d": {"S": "DRAFT"}},
                            ConditionExpression="#s = :d")
        except Exception as e:  # noqa: BLE001
            keep("boto_condcheck", str(e), v("boto3"))
    lam = boto3.client("lambda", region_name="eu-west-1", aws_access_key_id="x", aws_secret_access_key="y")
    st = Stubber(lam)
    st.add_client_error("invoke", service_error_code="ResourceNotFoundException",
                        service_message="Function not found: arn:aws:lambda:eu-west-1:482913377120:function:subtitle-burnin-prod",
                        http_status_code=404)
    with st:
        try:
            lam.invoke(FunctionName="subtitle-burnin-prod", Payload=b"{}")
        except Exception as e:  # noqa: BLE001
            keep("boto_lambda", str(e), v("boto3"))
    cw = boto3.client("cloudwatch", region_name="eu-north-1", aws_access_key_id="x", aws_secret_access_key="y")
    st = Stubber(cw)
    st.add_client_error("put_metric_data", service_error_code="Throttling",
                        service_message="Rate exceeded", http_status_code=400)
    with st:
        try:
            cw.put_metric_data(Namespace="Recycling/Weighbridge", MetricData=[{"MetricName": "NetKg", "Value": 1.0}])
        except Exception as e:  # noqa: BLE001
            keep("boto_throttle", str(e), v("boto3"))

    # ---- grpcio against a closed port
    import grpc
    ch = grpc.insecure_channel("127.0.0.1:5994")
    call = ch.unary_unary("/terminal.berth.v1.BerthPlanner/AssignWindow",
                          request_serializer=lambda b: b, response_deserializer=lambda b: b)
    try:
        call(b"\x0a\x05EVG24", timeout=2)
    except Exception as e:  # noqa: BLE001
        keep("grpc_unavailable", str(e), v("grpcio"))

    # ---- pymongo against a closed port
    import pymongo
    try:
        cl = pymongo.MongoClient("mongodb://127.0.0.1:27999/", serverSelectionTimeoutMS=800)
        cl["water"]["leak_reports"].find_one({"district": "NW-3"})
    except Exception as e:  # noqa: BLE001
        keep("pymongo_timeout", str(e), v("pymongo"))

    # ---- pydantic ValidationError echoing the canary
    from pydantic import BaseModel

    class RentalQuoteRequest(BaseModel):
        branch: str
        extra_days: int

    c = canary("j-mix-pydantic")
    try:
        RentalQuoteRequest(branch="ARN", extra_days=c)
    except Exception as e:  # noqa: BLE001
        keep("pydantic", str(e), v("pydantic"))
        OUT["pydantic"]["sent"] = c

    # ---- jsonschema enum echo
    import jsonschema
    schema = {"type": "object", "properties": {"task_type": {"enum": ["turnover", "stayover", "deep_clean", "inspection"]}}}
    c = canary("j-mix-jsonschema")
    try:
        jsonschema.validate({"task_type": c}, schema)
    except jsonschema.ValidationError as e:
        keep("jsonschema", e.message, v("jsonschema"))
        OUT["jsonschema"]["sent"] = c

    # ---- real Python tracebacks from small handler modules
    sys.path.insert(0, os.path.join(HERE, "apps"))
    pyv = f"CPython {sys.version.split()[0]}"
    from petchart_mcp import server as vet_server  # noqa: E402
    keep("py_trace_vet", vet_server.call_tool("record_vaccination", {"patient": "CH-20417", "vaccine": "DHPPi"})["text"], pyv)
    from railmaint_mcp import server as rail_server  # noqa: E402
    keep("py_trace_rail", rail_server.call_tool("close_work_order", {"order": "WO-55102", "hours": "3,5"})["text"], pyv)
    from rentdesk_mcp import server as rent_server  # noqa: E402
    keep("py_frame_rental", rent_server.call_tool("quote_rental", {"branch": "ARN", "days": 0})["text"], pyv)
    from waterworks_mcp import reports  # noqa: E402
    keep("py_trace_water_success", reports.build_report("NW-3"), pyv)

    # ---- Node: real traces and a real fetch failure
    node_v = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    c = canary("j-mix-crowd-node-json")
    for key, script, args in [
        ("node_trace_news", "newsroom-mcp/dist/tools/publish.js", []),
        ("node_json_parse", "crowdfund-mcp/dist/tools/pledge.js", [c]),
        ("node_fetch", "recycle-mcp/dist/tools/weigh.js", []),
    ]:
        p = subprocess.run(["node", os.path.join(HERE, "apps", script), *args], capture_output=True, text=True)
        keep(key, p.stdout.strip(), f"Node.js {node_v}")
        if args:
            OUT[key]["sent"] = args[0]

    srv.shutdown()
    # path prefix of the generator checkout replaced by a deployment-like prefix
    for k, d in OUT.items():
        d["text"] = d["text"].replace(os.path.join(HERE, "apps"), "/opt/mcp")
        d["text"] = d["text"].replace(HERE, "/opt/mcp")
        d["text"] = d["text"].replace("/work/heldout-j/venv", "/opt/mcp/.venv")
    with open(os.path.join(HERE, "real_outputs.json"), "w") as f:
        json.dump(OUT, f, indent=1, ensure_ascii=False)
    print(f"captured {len(OUT)} texts")


if __name__ == "__main__":
    main()
