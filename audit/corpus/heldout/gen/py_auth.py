"""Auth failures produced by the real client libraries. Upstream bodies are the services'
documented 401/403 formats, served from loopback (mockhttp) or handed to the library's
own response/stub objects; the exception text is whatever the library builds.
Run: /tmp/hv/bin/python py_auth.py  -> out/py_auth.json"""
import json, time, traceback, datetime
import httpx, requests
from mockhttp import serve

out = {}

# --- GitHub via PyGithub -------------------------------------------------------
from github import Github, Auth, GithubException
srv, url = serve({"/user": (401, {}, {"message": "Bad credentials",
                                      "documentation_url": "https://docs.github.com/rest",
                                      "status": "401"})})
try:
    Github(auth=Auth.Token("ghp_x"), base_url=url, retry=None).get_user().login
except GithubException as e:
    out["pygithub_bad_credentials"] = str(e)
srv.shutdown()

# --- GitLab via python-gitlab ---------------------------------------------------
import gitlab
srv, url = serve({"/api/v4/user": (401, {}, {"message": "401 Unauthorized"})})
try:
    gitlab.Gitlab(url, private_token="glpat-x").auth()
except gitlab.exceptions.GitlabError as e:
    out["gitlab_auth"] = f"{type(e).__name__}: {e}"
srv.shutdown()

# --- OpenAI via openai SDK (mock transport keeps the real base URL) ---------------
from openai import OpenAI, APIStatusError
body = {"error": {"message": "Incorrect API key provided: sk-proj-********************************************Xk2q. You can find your API key at https://platform.openai.com/account/api-keys.",
                  "type": "invalid_request_error", "param": None, "code": "invalid_api_key"}}
cli = OpenAI(api_key="sk-proj-x", max_retries=0,
             http_client=httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(401, json=body))))
try:
    cli.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "hi"}])
except APIStatusError as e:
    out["openai_invalid_key"] = str(e)

# --- Stripe via stripe-python --------------------------------------------------------
import stripe
srv, url = serve({"/v1/customers": (401, {"Request-Id": "req_Qm4fTzL0a9Xw2c"},
                  {"error": {"message": "Invalid API Key provided: sk_live_***********************7Hq1",
                             "type": "invalid_request_error"}})})
try:
    stripe.StripeClient("sk_live_x", base_addresses={"api": url}, max_network_retries=0).v1.customers.list()
except stripe.StripeError as e:
    out["stripe_invalid_key"] = str(e)
    out["stripe_invalid_key_repr"] = f"{type(e).__name__}: {e.user_message}"
srv.shutdown()

# --- Slack via slack_sdk (transport replaced; URL is the SDK's real default) --------
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError
class CannedSlack(WebClient):
    def _perform_urllib_http_request(self, *, url, args):
        return {"status": 200, "headers": {"content-type": ["application/json"]},
                "body": json.dumps({"ok": False, "error": "invalid_auth"})}
try:
    CannedSlack(token="xoxb-x").conversations_history(channel="C0123ABCD")
except SlackApiError as e:
    out["slack_invalid_auth"] = str(e)
class CannedSlack2(WebClient):
    def _perform_urllib_http_request(self, *, url, args):
        return {"status": 200, "headers": {"content-type": ["application/json"]},
                "body": json.dumps({"ok": False, "error": "not_authed"})}
try:
    CannedSlack2(token="").chat_postMessage(channel="C0123ABCD", text="x")
except SlackApiError as e:
    out["slack_not_authed_error_code"] = e.response["error"]

# --- requests HTTPError (Atlassian Jira Cloud URL) ----------------------------------
r = requests.Response(); r.status_code = 401; r.reason = "Unauthorized"
r.url = "https://acme-team.atlassian.net/rest/api/3/search/jql?jql=assignee%3DcurrentUser()&maxResults=50"
try:
    r.raise_for_status()
except requests.HTTPError as e:
    out["requests_401_jira"] = str(e)

# --- google-api-core from_http_response ---------------------------------------------
from google.api_core import exceptions as gexc
def g_resp(status, method, url, body):
    r = requests.Response(); r.status_code = status; r._content = json.dumps(body).encode()
    r.request = requests.Request(method, url).prepare(); r.url = url
    return gexc.from_http_response(r)
e = g_resp(401, "GET", "https://www.googleapis.com/drive/v3/files?pageSize=100&q=trashed%3Dfalse",
    {"error": {"code": 401, "message": "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.",
               "errors": [{"message": "Invalid Credentials", "domain": "global", "reason": "authError", "location": "Authorization", "locationType": "header"}],
               "status": "UNAUTHENTICATED"}})
out["google_drive_unauthenticated"] = str(e)
out["google_drive_unauthenticated_cls"] = type(e).__name__
e = g_resp(403, "GET", "https://storage.googleapis.com/storage/v1/b/acme-ml-exports/o?projection=noAcl&prettyPrint=false",
    {"error": {"code": 403, "message": "mcp-agent@acme-data-prod-31337.iam.gserviceaccount.com does not have storage.objects.list access to the Google Cloud Storage bucket. Permission 'storage.objects.list' denied on resource (or it may not exist).",
               "errors": [{"message": "mcp-agent@acme-data-prod-31337.iam.gserviceaccount.com does not have storage.objects.list access to the Google Cloud Storage bucket. Permission 'storage.objects.list' denied on resource (or it may not exist).", "domain": "global", "reason": "forbidden"}]}})
out["gcs_forbidden"] = str(e)
out["gcs_forbidden_cls"] = type(e).__name__

# --- AWS via boto3 + botocore Stubber ------------------------------------------------
import boto3
from botocore.stub import Stubber
from botocore.exceptions import ClientError
s3 = boto3.client("s3", region_name="eu-west-1", aws_access_key_id="x", aws_secret_access_key="x")
with Stubber(s3) as st:
    st.add_client_error("get_object", service_error_code="AccessDenied", http_status_code=403,
        service_message='User: arn:aws:sts::482910573316:assumed-role/mcp-reader-role/i-0c9f3a7e2b1d45a60 is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::acme-finance-exports/2024/q3/ledger.csv" because no identity-based policy allows the s3:GetObject action')
    try:
        s3.get_object(Bucket="acme-finance-exports", Key="2024/q3/ledger.csv")
    except ClientError as e:
        out["aws_s3_accessdenied"] = str(e)
ec2 = boto3.client("ec2", region_name="ap-east-1", aws_access_key_id="x", aws_secret_access_key="x")
with Stubber(ec2) as st:
    st.add_client_error("run_instances", service_error_code="UnauthorizedOperation", http_status_code=403,
        service_message="You are not authorized to perform this operation. User: arn:aws:sts::482910573316:assumed-role/mcp-infra-agent/botocore-session-1718003321 is not authorized to perform: ec2:RunInstances on resource: arn:aws:ec2:ap-east-1:482910573316:instance/* with an explicit deny in a service control policy. Encoded authorization failure message: 3Tx9Yb0kQp7M2fLr1c8Vw4HnZs6Ge5JaKd0Ui3Ox7Py2Rq9Bt1Cv4Dw8Ex6Fz0Gy5Hu")
    try:
        ec2.run_instances(ImageId="ami-0abcdef1234567890", MinCount=1, MaxCount=1, InstanceType="t3.micro")
    except ClientError as e:
        out["aws_ec2_scp_deny"] = str(e)
ddb = boto3.client("dynamodb", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="x")
with Stubber(ddb) as st:
    st.add_client_error("query", service_error_code="UnrecognizedClientException", http_status_code=400,
        service_message="The security token included in the request is invalid.")
    try:
        ddb.query(TableName="orders", KeyConditionExpression="pk = :p", ExpressionAttributeValues={":p": {"S": "x"}})
    except ClientError as e:
        out["aws_ddb_bad_token"] = str(e)

# --- Azure Resource Manager via azure-core + ARMErrorFormat -----------------------------
from azure.core import PipelineClient
from azure.core.rest import HttpRequest
from azure.core.exceptions import HttpResponseError
from azure.mgmt.core.exceptions import ARMErrorFormat
azbody = {"error": {"code": "AuthorizationFailed",
    "message": "The client 'f1c2a7d4-5b3e-4a19-9c8d-2e6b7a0d3f41' with object id 'f1c2a7d4-5b3e-4a19-9c8d-2e6b7a0d3f41' does not have authorization to perform action 'Microsoft.Compute/virtualMachines/start/action' over scope '/subscriptions/8f14e45f-ceea-467f-a8f8-1e2d3c4b5a69/resourceGroups/rg-prod-westeurope/providers/Microsoft.Compute/virtualMachines/vm-build-01' or the scope is invalid. If access was recently granted, please refresh your credentials."}}
srv, url = serve({"/subscriptions/": (403, {"x-ms-failure-cause": "gateway"}, azbody)})
pc = PipelineClient(base_url=url)
resp = pc.send_request(HttpRequest("POST", url + "/subscriptions/8f14e45f-ceea-467f-a8f8-1e2d3c4b5a69/resourceGroups/rg-prod-westeurope/providers/Microsoft.Compute/virtualMachines/vm-build-01/start?api-version=2024-07-01"))
err = HttpResponseError(response=resp, error_format=ARMErrorFormat)
out["azure_authorizationfailed"] = str(err)
srv.shutdown()

# --- PyJWT ------------------------------------------------------------------------------
import jwt
tok = jwt.encode({"sub": "agent-7", "exp": int(time.time()) - 3600}, "s3cr3t", algorithm="HS256")
try:
    jwt.decode(tok, "s3cr3t", algorithms=["HS256"])
except jwt.PyJWTError as e:
    out["pyjwt_expired"] = f"{type(e).__name__}: {e}"
tok = jwt.encode({"sub": "agent-7", "aud": "https://api.other.example"}, "s3cr3t", algorithm="HS256")
try:
    jwt.decode(tok, "s3cr3t", algorithms=["HS256"], audience="https://mcp.acme.example")
except jwt.PyJWTError as e:
    out["pyjwt_audience_cls"] = f"{type(e).__module__}.{type(e).__name__}"
    out["pyjwt_audience"] = str(e)
import os, sys
os.makedirs("/opt/tickets-mcp/tickets_mcp", exist_ok=True)
open("/opt/tickets-mcp/tickets_mcp/__init__.py", "w").close()
open("/opt/tickets-mcp/tickets_mcp/auth.py", "w").write(
    "import traceback\n\nimport jwt\n\nSECRET = 'x' * 32\n\n\ndef verify_bearer(token):\n    claims = jwt.decode(token, SECRET, algorithms=['HS256'], options={'require': ['sub']})\n    return claims['sub']\n\n\n"
    "def authenticate(headers):\n    try:\n        return verify_bearer(headers['authorization'].removeprefix('Bearer '))\n    except Exception:\n        return traceback.format_exc()\n")
sys.path.insert(0, "/opt/tickets-mcp")
from tickets_mcp import auth as tauth
tok = jwt.encode({"sub": "agent-7"}, "y" * 32, algorithm="HS256")
out["pyjwt_bad_signature_tb"] = tauth.authenticate({"authorization": "Bearer " + tok})

json.dump(out, open("out/py_auth.json", "w"), indent=1)
print("\n=====\n".join(f"[{k}]\n{v}" for k, v in out.items()))
