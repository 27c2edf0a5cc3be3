"""Real Prometheus 2.42 (Debian prometheus package) HTTP API error bodies, for batch U.
Needs a throwaway prometheus on 127.0.0.1:59090 (see gen/README.md). Writes gen/out/prom_real.json.
"""
import os, sys, requests
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary, save
B = "http://127.0.0.1:59090"
PB = "Prometheus 2.42.0 (Debian) /api/v1 error body relayed by the tool"
out = {}
r = requests.get(B + "/api/v1/query", params={"query": "sum(rate(http_requests_total[5m]))", "time": canary("prom_time_echo")})
out["prom_time_echo"] = {"text": f"prometheus query failed ({r.status_code}): {r.text.strip()}", "produced_by": PB}
r = requests.get(B + "/api/v1/query_range", params={"query": "up", "start": "2024-01-01T00:00:00Z", "end": "2024-12-31T00:00:00Z", "step": "15s"})
out["prom_resolution"] = {"text": r.text.strip(), "produced_by": PB}
r = requests.post(B + "/api/v1/admin/tsdb/delete_series", params={"match[]": 'up{job="' + canary("prom_admin") + '"}'})
out["prom_admin"] = {"text": r.text.strip(), "produced_by": PB, "status": r.status_code}
save("prom_real", out)
for k, v in out.items():
    print("==", k, "::", v["text"])
