"""Guard verdicts produced by the real SDKs from the services' documented response bodies.
Run: /tmp/hv/bin/python py_injection.py -> out/py_injection.json"""
import json, traceback
import httpx
out = {}

# --- OpenAI moderation (documented response body) via the openai SDK ------------------
from openai import OpenAI, AzureOpenAI, APIStatusError
mod_body = {"id": "modr-9a1c6e0b5d2f", "model": "omni-moderation-latest", "results": [{
    "flagged": True,
    "categories": {"harassment": False, "harassment/threatening": False, "hate": False, "hate/threatening": False,
                   "illicit": True, "illicit/violent": False, "self-harm": False, "self-harm/intent": False,
                   "self-harm/instructions": False, "sexual": False, "sexual/minors": False, "violence": False, "violence/graphic": False},
    "category_scores": {"harassment": 0.0021, "harassment/threatening": 0.0004, "hate": 0.0001, "hate/threatening": 0.00002,
                        "illicit": 0.8731, "illicit/violent": 0.0113, "self-harm": 0.00005, "self-harm/intent": 0.00002,
                        "self-harm/instructions": 0.00002, "sexual": 0.0003, "sexual/minors": 0.00001, "violence": 0.0061, "violence/graphic": 0.00003},
    "category_applied_input_types": {"illicit": ["text"], "violence": ["text"]}}]}
cli = OpenAI(api_key="sk-x", max_retries=0,
             http_client=httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(200, json=mod_body))))
m = cli.moderations.create(model="omni-moderation-latest", input="...")
r = m.results[0]
flagged = [k for k, v in r.categories.model_dump(by_alias=True).items() if v]
scores = r.category_scores.model_dump(by_alias=True)
out["openai_moderation_summary"] = "Input rejected by OpenAI moderation (omni-moderation-latest): flagged=" + str(r.flagged) + \
    "; categories: " + ", ".join(f"{c} ({scores[c]:.2f})" for c in flagged)
d = r.to_dict()
out["openai_moderation_json"] = json.dumps({k: d[k] for k in ("flagged", "categories", "category_scores")})

# --- Azure OpenAI content filter (documented 400 body) via AzureOpenAI client -------------
cf_body = {"error": {"message": "The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry. To learn more about our content filtering policies please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766",
    "type": None, "param": "prompt", "code": "content_filter", "status": 400,
    "innererror": {"code": "ResponsibleAIPolicyViolation", "content_filter_result": {
        "hate": {"filtered": False, "severity": "safe"},
        "jailbreak": {"filtered": True, "detected": True},
        "self_harm": {"filtered": False, "severity": "safe"},
        "sexual": {"filtered": False, "severity": "safe"},
        "violence": {"filtered": False, "severity": "safe"}}}}}
az = AzureOpenAI(api_key="x", api_version="2024-10-21", azure_endpoint="https://acme-oai-eastus2.openai.azure.com", max_retries=0,
                 http_client=httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(400, json=cf_body))))
try:
    az.chat.completions.create(model="gpt-4o", messages=[{"role": "user", "content": "..."}])
except APIStatusError as e:
    out["azure_openai_content_filter"] = str(e)
    out["azure_openai_content_filter_body"] = json.dumps(e.body)
    out["azure_openai_content_filter_cls"] = type(e).__name__

# --- Amazon Bedrock ApplyGuardrail (response validated against botocore's model) -----------
import boto3
from botocore.stub import Stubber
br = boto3.client("bedrock-runtime", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="x")
with Stubber(br) as st:
    st.add_response("apply_guardrail", {
        "usage": {"topicPolicyUnits": 0, "contentPolicyUnits": 1, "wordPolicyUnits": 0,
                  "sensitiveInformationPolicyUnits": 0, "sensitiveInformationPolicyFreeUnits": 0, "contextualGroundingPolicyUnits": 0},
        "action": "GUARDRAIL_INTERVENED",
        "outputs": [{"text": "Sorry, I can't help with that request."}],
        "assessments": [{"contentPolicy": {"filters": [
            {"type": "PROMPT_ATTACK", "confidence": "HIGH", "filterStrength": "HIGH", "action": "BLOCKED", "detected": True}]}}]})
    g = br.apply_guardrail(guardrailIdentifier="gr-7k2m9q4x1z", guardrailVersion="3", source="INPUT",
                           content=[{"text": {"text": "..."}}])
    f = g["assessments"][0]["contentPolicy"]["filters"][0]
    out["bedrock_guardrail"] = (f"{g['action']}: {g['outputs'][0]['text']} "
                                f"[filter={f['type']} confidence={f['confidence']} action={f['action']}]")
    out["bedrock_guardrail_action"] = g["action"]

# --- A guard that raises, and a server that returns the traceback ------------------------
import os, shutil, sys
os.makedirs("/opt/notes-mcp/notes_mcp", exist_ok=True)
shutil.copy("guardlib.py", "/opt/notes-mcp/notes_mcp/guardlib.py")
open("/opt/notes-mcp/notes_mcp/__init__.py", "w").close()
open("/opt/notes-mcp/notes_mcp/tools.py", "w").write(
    "import traceback\n\nfrom . import guardlib\n\n\ndef append_note(title, body):\n    body = guardlib.screen(body)\n    return {'title': title, 'body': body}\n\n\n"
    "def handle(name, args):\n    try:\n        return False, TOOLS[name](**args)\n    except Exception:\n        return True, traceback.format_exc()\n\n\nTOOLS = {'append_note': append_note}\n")
sys.path.insert(0, "/opt/notes-mcp")
from notes_mcp import tools
is_error, text = tools.handle("append_note", {"title": "todo", "body": "..."})
out["guard_traceback"] = text

# --- Rebuff 0.0.5 SDK against a loopback Rebuff API (response fields per the SDK's model) ----
from rebuff import Rebuff
from mockhttp import serve
srv, url = serve({"/api/detect": (200, {}, {"heuristicScore": 0.9473, "modelScore": 0.95, "vectorScore": {"topScore": 0.9231, "countOverMaxVectorScore": 3},
    "runHeuristicCheck": True, "runVectorCheck": True, "runLanguageModelCheck": True,
    "maxHeuristicScore": 0.75, "maxModelScore": 0.9, "maxVectorScore": 0.9, "injectionDetected": True})})
rb = Rebuff(api_token="x", api_url=url)
det = rb.detect_injection("...")
out["rebuff_repr"] = repr(det)
out["rebuff_json"] = det.json()
srv.shutdown()

json.dump(out, open("out/py_injection.json", "w"), indent=1)
print("\n=====\n".join(f"[{k}]\n{v}" for k, v in out.items()))
