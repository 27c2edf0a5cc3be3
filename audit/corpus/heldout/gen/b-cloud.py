# Cloud SDK error strings produced by the real client libraries (azure-core, google-api-core)
# against a local stub server that answers with the providers' documented error bodies.
# run: /tmp/venv-b/bin/python b-cloud.py  -> /tmp/b-out/cloud.json
import json, threading, http.server
import requests
OUT = {}

BODIES = {
  "/subscriptions/8f2c6d41-93ab-4e07-b5d2-1c7e0a9f3b66/resourceGroups/rg-data-prod-weu/providers/Microsoft.Sql/servers/sql-orders-prod-weu/databases/ordersdb":
    (404, {"error": {"code": "ResourceNotFound", "message": "The Resource 'Microsoft.Sql/servers/sql-orders-prod-weu/databases/ordersdb' under resource group 'rg-data-prod-weu' was not found. For more details please go to https://aka.ms/ARMResourceNotFoundFix"}}),
  "/storage/v1/b/acme-analytics-prod-eu/o/exports%2F2024-05%2Forders.parquet":
    (404, {"error": {"code": 404, "message": "No such object: acme-analytics-prod-eu/exports/2024-05/orders.parquet",
                     "errors": [{"message": "No such object: acme-analytics-prod-eu/exports/2024-05/orders.parquet", "domain": "global", "reason": "notFound"}]}}),
  "/v1/projects/acme-billing-prod-4471/locations/us-central1/jobs/nightly-invoices:run":
    (409, {"error": {"code": 409, "message": "Resource 'projects/acme-billing-prod-4471/locations/us-central1/jobs/nightly-invoices' is already running an execution: projects/acme-billing-prod-4471/locations/us-central1/jobs/nightly-invoices/executions/nightly-invoices-x7k2p", "status": "ABORTED"}}),
}
class H(http.server.BaseHTTPRequestHandler):
    def _go(self):
        code, body = BODIES.get(self.path.split("?")[0], (500, {}))
        b = json.dumps(body).encode()
        self.send_response(code); self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(b))); self.end_headers(); self.wfile.write(b)
    do_GET = do_POST = _go
    def log_message(self, *a): pass
s = http.server.HTTPServer(("127.0.0.1", 0), H)
threading.Thread(target=s.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{s.server_address[1]}"

# Azure: azure-core pipeline + HttpResponseError (ARM error format)
from azure.core import PipelineClient
from azure.core.exceptions import HttpResponseError, ResourceNotFoundError, map_error
from azure.core.rest import HttpRequest
arm = list(BODIES)[0]
client = PipelineClient(base_url=base)
resp = client.send_request(HttpRequest("GET", base + arm + "?api-version=2023-05-01-preview"))
try:
    map_error(status_code=resp.status_code, response=resp, error_map={404: ResourceNotFoundError})
    resp.raise_for_status()
except HttpResponseError as e:
    OUT["azure-notfound"] = str(e)

# Google: google-api-core maps a requests.Response to its exception classes
from google.api_core import exceptions as gexc
for key, path, method in (("gcs-notfound", list(BODIES)[1], "GET"), ("gcp-run-conflict", list(BODIES)[2], "POST")):
    url = "https://storage.googleapis.com" + path if key == "gcs-notfound" else "https://run.googleapis.com" + path
    r = requests.request(method, base + path)
    r.request.url = url  # the message names the URL the SDK called
    e = gexc.from_http_response(r)
    OUT[key] = str(e)

json.dump(OUT, open("/tmp/b-out/cloud.json", "w"), indent=1)
for k, v in OUT.items(): print("==", k); print(v)
