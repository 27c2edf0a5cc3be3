"""Real Python-side library/runtime output: boto3 against moto 5.2 (Cognito, IAM-enforced S3,
DynamoDB, Secrets Manager), sqlite3, requests, pathlib, jsonschema, pydantic, Werkzeug/Flask,
Flask-Login, and real tracebacks.  Run: /tmp/ht-scratch/venv/bin/python gen/py_runtime.py
-> /tmp/ht-scratch/out/py_runtime.json
"""
import json, os, sys, traceback, sqlite3, pathlib
out = {}

def cap(name, fn):
    try:
        r = fn()
        out[name] = {"ok": True, "value": r}
    except Exception as e:  # noqa
        out[name] = {"ok": False, "type": type(e).__name__, "module": type(e).__module__,
                     "str": str(e), "tb": traceback.format_exc()}

os.environ.update(AWS_ACCESS_KEY_ID="testing", AWS_SECRET_ACCESS_KEY="testing",
                  AWS_DEFAULT_REGION="eu-central-1")
import boto3
from moto import mock_aws

# ---- Cognito
with mock_aws():
    idp = boto3.client("cognito-idp", region_name="eu-central-1")
    pool = idp.create_user_pool(PoolName="members")["UserPool"]["Id"]
    client = idp.create_user_pool_client(UserPoolId=pool, ClientName="mcp",
                                         ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"])["UserPoolClient"]["ClientId"]
    idp.sign_up(ClientId=client, Username="twaudit-2f6c8e14@example.org", Password="Corr3ct-Horse!")
    idp.admin_create_user(UserPoolId=pool, Username="dana", TemporaryPassword="Tmp-Pass-123!")
    idp.admin_set_user_password(UserPoolId=pool, Username="dana", Password="Real-Pass-123!", Permanent=True)
    cap("cognito_wrong_pw", lambda: idp.initiate_auth(ClientId=client, AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "dana", "PASSWORD": "twaudit-8d1e4a70"}))
    cap("cognito_unconfirmed", lambda: idp.initiate_auth(ClientId=client, AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "twaudit-2f6c8e14@example.org", "PASSWORD": "Corr3ct-Horse!"}))
    idp.admin_disable_user(UserPoolId=pool, Username="dana")
    cap("cognito_disabled", lambda: idp.initiate_auth(ClientId=client, AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "dana", "PASSWORD": "Real-Pass-123!"}))
    cap("cognito_getuser_badtoken", lambda: idp.get_user(AccessToken="twaudit-b47d09e3"))

# ---- DynamoDB / Secrets Manager
with mock_aws():
    ddb = boto3.client("dynamodb", region_name="eu-central-1")
    ddb.create_table(TableName="reservations", KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
                     AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}], BillingMode="PAY_PER_REQUEST")
    ddb.put_item(TableName="reservations", Item={"pk": {"S": "R-1001"}, "status": {"S": "confirmed"}})
    cap("ddb_condfail", lambda: ddb.update_item(TableName="reservations", Key={"pk": {"S": "R-1001"}},
        UpdateExpression="SET #s = :c", ConditionExpression="#s = :p",
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues={":c": {"S": "cancelled"}, ":p": {"S": "pending"}}))
    cap("ddb_no_table", lambda: ddb.get_item(TableName="twaudit-c03e5f91", Key={"pk": {"S": "x"}}))
    cap("ddb_empty_key", lambda: ddb.get_item(TableName="reservations", Key={"pk": {"S": ""}}))
    sm = boto3.client("secretsmanager", region_name="eu-central-1")
    cap("sm_missing", lambda: sm.get_secret_value(SecretId="prod/billing/twaudit-7a3b9c2d"))

# ---- IAM-enforced S3 (moto checks IAM policies when INITIAL_NO_AUTH_ACTION_COUNT is set)
os.environ["MOTO_ENABLE_IAM_ACCESS_CONTROL"] = "true"
from moto.core import set_initial_no_auth_action_count
@set_initial_no_auth_action_count(3)
def s3_denied():
    with mock_aws():
        iam = boto3.client("iam", region_name="eu-central-1")
        iam.create_user(UserName="mcp-reader")
        iam.put_user_policy(UserName="mcp-reader", PolicyName="read-reports", PolicyDocument=json.dumps({
            "Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": ["s3:ListBucket"],
                                                    "Resource": "*"}]}))
        key = iam.create_access_key(UserName="mcp-reader")["AccessKey"]
        s3 = boto3.client("s3", region_name="eu-central-1", aws_access_key_id=key["AccessKeyId"],
                          aws_secret_access_key=key["SecretAccessKey"])
        cap("s3_getobject_denied", lambda: s3.get_object(Bucket="acme-payroll-exports", Key="2024/q3.csv"))
s3_denied()

# ---- sqlite3
db = sqlite3.connect(":memory:")
db.execute("create table customers(id integer primary key, name text, email text unique)")
db.execute("insert into customers(name,email) values('Ana','ana@example.org')")
name = "twaudit-4e8a1f07' OR 1=1"
cap("sqlite_injection_concat", lambda: db.execute("SELECT id, name FROM customers WHERE name = '" + name + "' AND active = 1").fetchall())
name2 = "twaudit-91c4d2e6'; DROP TABLE customers; --"
cap("sqlite_injection_like", lambda: db.execute("SELECT id FROM customers WHERE name LIKE '%" + name2 + "%'").fetchall())
cap("sqlite_no_table", lambda: db.execute("SELECT * FROM invoices WHERE id = ?", (5,)).fetchall())
cap("sqlite_unique", lambda: db.execute("insert into customers(name,email) values('Ana B','ana@example.org')"))

# ---- requests to an internal host (no DNS in this sandbox -> real NameResolutionError text)
import requests
cap("requests_dns", lambda: requests.get("http://ledger-api.svc.cluster.local:8080/v2/accounts/twaudit-e5d2a913", timeout=3))
cap("requests_refused", lambda: requests.get("http://127.0.0.1:9/v1/stock?sku=A-100", timeout=3))

# ---- pathlib containment check
ROOT = pathlib.Path("/srv/mcp-notes/workspace")
def resolve_inside(p):
    target = (ROOT / p).resolve()
    target.relative_to(ROOT)
    return str(target)
cap("pathlib_relative_to", lambda: resolve_inside("../../../../etc/passwd"))
# real OS error: the tool process runs as an unprivileged user (nobody) and opens the path as given
import subprocess
def as_nobody():
    r = subprocess.run(["runuser", "-u", "nobody", "--", "/usr/bin/python3", "-c",
                        "import os; os.chdir('/var/lib'); open('../../../../etc/shadow').read()"],
                       capture_output=True, text=True)
    raise RuntimeError(r.stderr.strip().splitlines()[-1])
cap("os_permission", as_nobody)
cap("os_notfound", lambda: open("/srv/mcp-notes/workspace/reports/twaudit-6f02b8d4.md").read())

# ---- jsonschema
import jsonschema
schema = {"type": "object", "required": ["status"], "properties": {
    "status": {"enum": ["open", "shipped", "cancelled"]},
    "limit": {"type": "integer", "minimum": 1, "maximum": 100},
    "since": {"type": "string", "format": "date", "minLength": 1}}}
for k, inst in {"js_enum": {"status": "twaudit-d9a6c4e1"}, "js_max": {"status": "open", "limit": 1000001},
                "js_min": {"status": "open", "limit": -3}, "js_missing": {"limit": 5},
                "js_type": {"status": "open", "limit": "twaudit-13b5e7f9"}, "js_empty": {"status": "open", "since": ""}}.items():
    cap(k, lambda inst=inst: jsonschema.validate(inst, schema))

# ---- pydantic (what FastMCP-like servers surface)
from typing import Literal
from pydantic import BaseModel, Field, ValidationError
class Booking(BaseModel):
    court: Literal["A", "B", "C"]
    minutes: int = Field(ge=30, le=120)
    member_id: str = Field(min_length=1, max_length=64)
cap("pyd_enum", lambda: Booking(court="twaudit-58e2c0a4", minutes=60, member_id="m1"))
cap("pyd_max", lambda: Booking(court="A", minutes=1000001, member_id="m1"))
cap("pyd_oversize", lambda: Booking(court="A", minutes=60, member_id="twaudit-a1c97e30" + "X" * 5000))

# ---- Werkzeug / Flask / Flask-Login
from flask import Flask, abort, send_from_directory
from flask_login import LoginManager, login_required
app = Flask("notes")
app.secret_key = "k"
lm = LoginManager(app)
lm.login_view = "login"
@lm.user_loader
def load(uid):
    return None
@app.route("/login")
def login():
    return "login"
@app.route("/private")
@login_required
def private():
    return "x"
@app.route("/files/<path:name>")
def files(name):
    return send_from_directory("/tmp/ht-scratch", name)
@app.route("/denied")
def denied():
    abort(403)
@app.route("/needauth")
def needauth():
    abort(401)
with app.test_client() as tc:
    r = tc.get("/private")
    with tc.session_transaction() as s:
        out["flask_login_flash"] = {"status": r.status_code, "location": r.headers.get("Location"),
                                    "flashes": s.get("_flashes")}
    r = tc.get("/files/..%2f..%2f..%2f..%2fetc/passwd")
    out["flask_traversal"] = {"status": r.status_code, "body": r.get_data(as_text=True)}
    r = tc.get("/denied")
    out["werkzeug_403"] = {"status": r.status_code, "body": r.get_data(as_text=True)}
    r = tc.get("/needauth")
    out["werkzeug_401"] = {"status": r.status_code, "body": r.get_data(as_text=True)}

json.dump(out, open("/tmp/ht-scratch/out/py_runtime.json", "w"), ensure_ascii=False, indent=1)
print(len(out), "captures")
