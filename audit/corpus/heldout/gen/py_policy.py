"""Policy refusals from real policy engines / clients.
Run: /tmp/hv/bin/python py_policy.py -> out/py_policy.json"""
import json, os
out = {}

# --- OPA Rego via regopy (rego-cpp) ----------------------------------------------------------
from regopy import Interpreter
REGO = open(os.path.join(os.path.dirname(__file__), "storage.rego")).read()
rego = Interpreter()
rego.add_module("storage.rego", REGO)
rego.set_input({"action": "read", "bucket": "twaudit-4c8d2e71", "principal": {"id": "mcp-agent", "groups": ["contractors"]}})
res = rego.query("data.mcp.storage.deny")
out["rego_deny_raw"] = str(res)
vals = json.loads(res.to_json() if hasattr(res, "to_json") else str(res))
out["rego_deny"] = vals
rego2 = Interpreter()
rego2.add_module("storage.rego", REGO)
rego2.set_input({"action": "delete", "bucket": "reports-prod", "principal": {"id": "mcp-agent", "groups": ["contractors"]}})
out["rego_deny2"] = json.loads(str(rego2.query("data.mcp.storage.deny")))

# --- Cedar via cedarpy -----------------------------------------------------------------
import cedarpy
POLICIES = open(os.path.join(os.path.dirname(__file__), "deploy.cedar")).read()
entities = [
    {"uid": {"__entity": {"type": "User", "id": "mcp-agent"}}, "attrs": {}, "parents": [{"__entity": {"type": "Group", "id": "developers"}}]},
    {"uid": {"__entity": {"type": "Group", "id": "developers"}}, "attrs": {}, "parents": []},
    {"uid": {"__entity": {"type": "Group", "id": "release-managers"}}, "attrs": {}, "parents": []},
    {"uid": {"__entity": {"type": "Environment", "id": "production"}}, "attrs": {}, "parents": []},
]
r = cedarpy.is_authorized({"principal": 'User::"mcp-agent"', "action": 'Action::"deploy"', "resource": 'Environment::"production"', "context": {}},
                          POLICIES, entities)
out["cedar_decision"] = str(r.decision)
out["cedar_reasons"] = list(r.diagnostics.reasons)
out["cedar_errors"] = [str(e) for e in r.diagnostics.errors]
# the server keeps the policy sources in file order, so policyN maps to the Nth block
blocks = [b.strip() for b in POLICIES.split("\n\n") if b.strip()]
out["cedar_policy_text"] = [blocks[int(p.removeprefix("policy"))] for p in r.diagnostics.reasons]

# --- Casbin (pycasbin) with deny-override ---------------------------------------------------
import casbin
e = casbin.Enforcer(os.path.join(os.path.dirname(__file__), "casbin_model.conf"), os.path.join(os.path.dirname(__file__), "casbin_policy.csv"))
ok, explain = e.enforce_ex("mcp-agent", "billing/invoices/2024-06", "write")
out["casbin_ok"] = ok
out["casbin_explain"] = explain

# --- Kubernetes RBAC via the kubernetes client (documented Status body, loopback server) ------
from mockhttp import serve
from kubernetes import client as k8s
status = {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
          "message": 'pods is forbidden: User "system:serviceaccount:mcp:ops-agent" cannot list resource "pods" in API group "" in the namespace "kube-system"',
          "reason": "Forbidden", "details": {"kind": "pods"}, "code": 403}
srv, url = serve({"/api/v1/namespaces/kube-system/pods": (403, {"Audit-Id": "5f0c2a8e-91d3-4b7e-a2c6-0e8f4d1b3a97", "Cache-Control": "no-cache, private",
        "X-Content-Type-Options": "nosniff", "X-Kubernetes-Pf-Flowschema-Uid": "0b3f6c1e-4d2a-4f8b-9e7c-5a1d2b3c4e5f",
        "X-Kubernetes-Pf-Prioritylevel-Uid": "7c9e1a2b-3d4f-4a5b-8c6d-9e0f1a2b3c4d"}, status)})
cfg = k8s.Configuration(host=url)
api = k8s.CoreV1Api(k8s.ApiClient(cfg))
try:
    api.list_namespaced_pod("kube-system")
except k8s.ApiException as ex:
    out["k8s_apiexception"] = str(ex)
    out["k8s_message"] = json.loads(ex.body)["message"]
srv.shutdown()

json.dump(out, open("out/py_policy.json", "w"), indent=1)
print("\n=====\n".join(f"[{k}]\n{v}" for k, v in out.items()))
