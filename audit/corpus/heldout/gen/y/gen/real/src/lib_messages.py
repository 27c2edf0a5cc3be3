# Real messages of a few Python libraries, for texts that pass them on or rewrite them.
import json, socket, urllib.request
out = {}
from pydantic import BaseModel, Field, ValidationError
class SearchParams(BaseModel):
    query: str
    limit: int = Field(ge=1, le=500)
try:
    SearchParams(query="ok", limit=-5)
except ValidationError as e:
    out["pydantic_below_min"] = str(e)
import jsonschema
try:
    jsonschema.validate({"sort": "twaudit-e3b09c4f"}, {"type": "object", "properties": {"sort": {"enum": ["newest", "oldest", "price_asc", "price_desc"]}}})
except jsonschema.ValidationError as e:
    out["jsonschema_enum"] = e.message
import yaml
try:
    yaml.safe_load("service:\n  name: intake\n    port: 8080\n")
except yaml.YAMLError as e:
    out["yaml"] = str(e)
try:
    urllib.request.urlopen("http://inventory-api.prod.internal:8081/v2/stock?sku=KB-778", timeout=3)
except Exception as e:
    out["urllib_dns"] = f"{type(e).__module__}.{type(e).__name__}: {e}"
try:
    urllib.request.urlopen("http://127.0.0.1:9/health", timeout=3)
except Exception as e:
    out["urllib_refused"] = f"{type(e).__module__}.{type(e).__name__}: {e}"
print(json.dumps(out, ensure_ascii=False, indent=1))
