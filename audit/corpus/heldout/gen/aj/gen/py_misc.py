# Real messages from jsonschema, json, botocore (Stubber, no network) and a local Flask upstream.
import json, os, sys, threading, time
os.environ["AWS_EC2_METADATA_DISABLED"] = "true"
for k in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_PROFILE"): os.environ.pop(k, None)
os.environ["AWS_CONFIG_FILE"] = "/nonexistent"; os.environ["AWS_SHARED_CREDENTIALS_FILE"] = "/nonexistent"
out = {}

import jsonschema
schema = {"type": "object", "properties": {"format": {"enum": ["csv", "xlsx", "parquet"]}}, "required": ["format"]}
try:
    jsonschema.validate({"format": os.environ["CANARY_FMT"]}, schema)
except jsonschema.ValidationError as e:
    out["jsonschema_enum"] = e.message

try:
    json.loads("<html><head><title>502 Bad Gateway</title></head>")
except json.JSONDecodeError as e:
    out["jsondecode"] = f"{type(e).__name__}: {e}"

import botocore.session
from botocore.stub import Stubber
from botocore.exceptions import NoCredentialsError, ClientError
sess = botocore.session.get_session()
c = sess.create_client("s3", region_name="eu-north-1")
try:
    c.list_objects_v2(Bucket="lager-etiketter")
except NoCredentialsError as e:
    out["nocreds"] = f"{type(e).__name__}: {e}"
c2 = sess.create_client("s3", region_name="eu-north-1", aws_access_key_id="AKIDEXAMPLE", aws_secret_access_key="x")
st = Stubber(c2)
st.add_client_error("get_object", service_error_code="AccessDenied", http_status_code=403,
    service_message="User: arn:aws:sts::381492650117:assumed-role/mcp-docs-reader/i-0b7f3c2a91e4d5f60 is not authorized to perform: s3:GetObject on resource: \"arn:aws:s3:::nordvik-kontrakter/2024/leverandor-avtale.pdf\" because no identity-based policy allows the s3:GetObject action")
st.activate()
try:
    c2.get_object(Bucket="nordvik-kontrakter", Key="2024/leverandor-avtale.pdf")
except ClientError as e:
    out["s3_denied"] = str(e)

ddb = sess.create_client("dynamodb", region_name="ap-southeast-2", aws_access_key_id="AKIDEXAMPLE", aws_secret_access_key="x")
st2 = Stubber(ddb)
st2.add_client_error("query", service_error_code="ProvisionedThroughputExceededException", http_status_code=400,
    service_message="The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.")
st2.activate()
try:
    ddb.query(TableName="surf-school-bookings", KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "x"}})
except ClientError as e:
    out["ddb_throughput"] = str(e)

# a local upstream on the loopback address that answers 403 with Werkzeug's page
from flask import Flask, abort
import requests
from werkzeug.serving import make_server
app = Flask("legacy_hr")
@app.route("/api/payslips/<emp>")
def payslip(emp):
    abort(403)
@app.route("/api/rooms")
def rooms():
    abort(503)
server = make_server("127.0.0.1", 0, app)
port = server.server_port
threading.Thread(target=server.serve_forever, daemon=True).start()
r = requests.get(f"http://127.0.0.1:{port}/api/payslips/4471")
out["werkzeug_403"] = f"HRIS returned {r.status_code}: {r.text}"
r = requests.get(f"http://127.0.0.1:{port}/api/rooms")
out["werkzeug_503"] = r.text
server.shutdown()
print(json.dumps(out, ensure_ascii=False, indent=1))

import sqlite3
con = sqlite3.connect(":memory:")
con.execute("create table members (id integer primary key, email text unique not null, club text)")
con.execute("insert into members (email, club) values ('lea.b@example.org', 'Ruderclub')")
try:
    con.execute("insert into members (email, club) values ('lea.b@example.org', 'Ruderclub')")
except sqlite3.Error as e:
    print(json.dumps({"sqlite_unique": f"{type(e).__module__}.{type(e).__name__}: {e}"}))
